"""The quality set: `check` must find every seeded bug and pass every clean kernel.

Each kernel in quality/ states its launch on an ``; ARGS:`` line and marks every line
where a finding must be reported with ``; FINDING: <kind>``. The checker's findings must
be exactly those (kind, line) pairs: nothing missed, nothing extra.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from amdsync.cli.main import main

QUALITY = Path(__file__).resolve().parents[2] / "quality"
KERNELS = sorted(QUALITY.rglob("*.ll"))


def _expected(path: Path) -> tuple[list[str], set[tuple[str, int]]]:
    args: list[str] = []
    expected: set[tuple[str, int]] = set()
    for number, line in enumerate(path.read_text().splitlines(), 1):
        if line.startswith("; ARGS:"):
            args = line.removeprefix("; ARGS:").split()
        found = re.search(r"; FINDING: ([a-z-]+)", line)
        if found:
            expected.add((found.group(1), number))
    return args, expected


def test_the_quality_set_is_large_and_mixed() -> None:
    buggy = [k for k in KERNELS if _expected(k)[1]]
    assert len(KERNELS) >= 30
    assert 10 <= len(buggy) <= len(KERNELS) - 10


@pytest.mark.parametrize("path", KERNELS, ids=[k.stem for k in KERNELS])
def test_quality_kernel(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    args, expected = _expected(path)
    code = main(["check", str(path), "--json", *args])
    report = json.loads(capsys.readouterr().out)
    found = {(f["kind"], f["line"]) for f in report["findings"]}
    assert found == expected, report["findings"]
    assert code == (1 if expected else 0)
    assert report["status"] == ("findings" if expected else "clean")
