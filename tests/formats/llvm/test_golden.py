"""Golden tests: each ``tests/golden/llvm/*.ll`` is read and printed; the dump (with any
warnings) must equal the ``.expected`` file beside it.

Update the goldens after an intended change with

    AMDSYNC_UPDATE_GOLDEN=1 /work/venv/bin/pytest tests/formats/llvm/test_golden.py

and review the diff.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from amdsync.formats.llvm import read_llvm_with_warnings
from amdsync.program.printer import print_program

GOLDEN = Path(__file__).resolve().parents[2] / "golden" / "llvm"
UPDATE = os.environ.get("AMDSYNC_UPDATE_GOLDEN") == "1"
CASES = sorted(GOLDEN.glob("*.ll"))


def render(path: Path) -> str:
    program, warnings = read_llvm_with_warnings(path.read_text(), path.name)
    return print_program(program) + "".join(f"; {w}\n" for w in warnings)


def test_there_are_goldens() -> None:
    assert len(CASES) >= 6


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_golden(path: Path) -> None:
    expected_path = path.with_suffix(".expected")
    actual = render(path)
    if UPDATE:
        expected_path.write_text(actual)
        return
    assert expected_path.exists(), f"no golden for {path.name}: run with AMDSYNC_UPDATE_GOLDEN=1"
    assert actual == expected_path.read_text()
