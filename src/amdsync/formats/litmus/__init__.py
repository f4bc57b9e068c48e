"""Litmus-test readers: the amdsync litmus format and the herd-style Vulkan subset.

:func:`read_litmus` picks the reader from the header word (``AMDGPU`` or ``VULKAN``).
"""

from __future__ import annotations

from pathlib import Path

from amdsync.diagnostics import AmdsyncError, Loc, read_input
from amdsync.formats.litmus.amdsync_reader import parse_amdsync_litmus
from amdsync.formats.litmus.vulkan_reader import parse_vulkan_litmus
from amdsync.program.litmus_test import LitmusTest


def parse_litmus(text: str, file: str = "<litmus>") -> LitmusTest:
    """Parse litmus text in either format, chosen by its first word."""
    for number, line in enumerate(text.splitlines(), 1):
        stripped = line.strip()
        if not stripped or stripped.startswith("//"):
            continue
        word = stripped.split()[0].upper()
        if word == "AMDGPU":
            return parse_amdsync_litmus(text, file)
        if word == "VULKAN":
            return parse_vulkan_litmus(text, file)
        col = len(line) - len(line.lstrip()) + 1
        raise AmdsyncError("litmus-header", f"a litmus test starts with 'AMDGPU <name>' or "
                           f"'VULKAN <name>', not {stripped.split()[0]!r}",
                           Loc(file, number, col))
    raise AmdsyncError("litmus-header", "empty litmus file", Loc(file, 1, 1))


def read_litmus(path: str | Path) -> LitmusTest:
    """Read a litmus file; an unreadable file is a located error."""
    name = str(path)
    return parse_litmus(read_input(name, "the litmus test"), name)


__all__ = ["parse_amdsync_litmus", "parse_litmus", "parse_vulkan_litmus", "read_litmus"]
