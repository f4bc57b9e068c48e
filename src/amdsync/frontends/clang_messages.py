"""clang's diagnostics, errors first: a failing compile of a project that warns a lot
printed pages of warnings before the one error that stopped it (issue 46).

clang's stderr is a sequence of diagnostics, each a header line (``FILE:L:C: error:
…``, ``clang: warning: …``), the ``In file included from …`` lines before it, and the
source line, caret and ``note:`` lines after it. :func:`errors_first` keeps every
error with its lines, in clang's order, and counts the warnings instead of showing them:

    a.hip:3:1: warning: …  ┐             b.hpp:9:2: error: …
    b.hpp:9:2: error: …    ├──────────►  (and 1 warning)
    1 warning and 1 error generated.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_HEADER = re.compile(r"^(?:\S.*?): (?P<severity>fatal error|error|warning|note|remark): ")
_INCLUDED_FROM = re.compile(r"^(?:In file included from |\s+from )\S.*:\d+[:,]$")
_SUMMARY = re.compile(r"^\d+ (?:warnings?|errors?)(?: and \d+ errors?)? generated")


@dataclass(frozen=True)
class Diagnostic:
    """One of clang's diagnostics: its severity and its lines, as clang printed them."""

    severity: str
    lines: tuple[str, ...]


def diagnostics(stderr: str) -> tuple[list[str], list[Diagnostic]]:
    """The lines before clang's first diagnostic, and its diagnostics (a note belongs
    to the diagnostic before it; clang's summary line is left out)."""
    preamble: list[str] = []
    found: list[Diagnostic] = []
    pending: list[str] = []  # "In file included from" lines of the next diagnostic
    for line in stderr.splitlines():
        header = _HEADER.match(line)
        if _SUMMARY.match(line):
            continue
        if _INCLUDED_FROM.match(line):
            pending.append(line)
        elif header and (header["severity"] != "note" or not found):
            found.append(Diagnostic(header["severity"], (*pending, line)))
            pending = []
        elif found:
            last = found[-1]
            found[-1] = Diagnostic(last.severity, (*last.lines, *pending, line))
            pending = []
        else:
            preamble.append(line)
    return preamble, found


def errors_first(stderr: str) -> str:
    """clang's output led by its first error: the errors with their lines, then how many
    warnings it gave (not shown); as it is when it holds no error."""
    preamble, found = diagnostics(stderr)
    errors = [d for d in found if d.severity in ("error", "fatal error")]
    if not errors:
        return stderr.strip()
    warnings = sum(d.severity == "warning" for d in found)
    lines = [line for d in errors for line in d.lines]
    if warnings:
        lines.append(f"(and {warnings} warning{'s' if warnings != 1 else ''})")
    return "\n".join([*preamble, *lines]).strip()
