"""Metadata strings (formats/llvm/metadata_strings.py; LangRef, "Metadata"): any text,
characters above U+00FF included, is written as printable ASCII with its UTF-8 bytes
escaped and read back unchanged; struct-argument names and Triton tile names share it
(debug_fields once escaped a character by its code point, which LLVM reads as other
bytes)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from amdsync.formats.llvm.metadata_strings import metadata_string, unescape


@given(st.text())
def test_a_string_reads_back_as_written(text: str) -> None:
    written = metadata_string(text)
    assert written.startswith('!"') and written.endswith('"')
    body = written[2:-1]
    assert all(0x20 <= ord(c) < 0x7F for c in body)
    assert unescape(body) == text


def test_bytes_not_code_points_are_escaped() -> None:
    assert metadata_string('ǅ"\\') == '!"\\C7\\85\\22\\5C"'
    assert metadata_string("tile a") == '!"tile a"'
