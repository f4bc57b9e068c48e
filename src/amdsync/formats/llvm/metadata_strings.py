"""Metadata strings as LLVM writes and reads them (LangRef, "Metadata": a string is
``!"…"`` whose bytes are its UTF-8 encoding, each byte but printable ASCII other than
``"`` and ``\\`` written ``\\XX``). Shared by the named metadata amdsync carries in IR
(struct argument names, Triton's LDS tiles)."""

from __future__ import annotations

import re

_ESCAPE = re.compile(rb"\\([0-9A-Fa-f]{2})")


def metadata_string(text: str) -> str:
    """``text`` as a metadata string, ``!"…"`` with its UTF-8 bytes escaped."""
    raw = text.encode("utf-8", "surrogatepass")
    return '!"' + "".join(chr(b) if 0x20 <= b < 0x7F and b not in b'"\\' else f"\\{b:02X}"
                          for b in raw) + '"'


def unescape(text: str) -> str:
    """The text of a metadata string's body (between the quotes)."""
    raw = _ESCAPE.sub(lambda m: bytes([int(m.group(1), 16)]),
                      text.encode("utf-8", "surrogatepass"))
    return raw.decode("utf-8", "replace")
