"""The Python API reads a kernel file as the CLI does (diagnostics.read_input): bytes
that are not UTF-8 are a located error at their line and column, a missing file is
``no-such-file``."""

from __future__ import annotations

from pathlib import Path

import pytest

import amdsync
from amdsync.diagnostics import AmdsyncError


def test_a_kernel_file_that_is_not_utf8_is_located(tmp_path: Path) -> None:
    path = tmp_path / "k.ll"
    path.write_bytes(b'target triple = "amdgcn-amd-amdhsa"\n; \xff\n')
    with pytest.raises(AmdsyncError) as error:
        amdsync.check(path)
    assert error.value.code == "not-utf8"
    assert (error.value.loc.file, error.value.loc.line, error.value.loc.col) == (
        str(path), 2, 3)


def test_a_missing_kernel_file(tmp_path: Path) -> None:
    with pytest.raises(AmdsyncError) as error:
        amdsync.check(tmp_path / "none.ll")
    assert error.value.code == "no-such-file"
