"""The quality set: `check` must find every seeded bug and pass every clean kernel.

Each kernel in quality/ states its launch on an ``; ARGS:`` line and marks every line
where a finding must be reported with ``; FINDING: <kind>``. The checker's findings must
be exactly those (kind, line) pairs: nothing missed, nothing extra. An ``undef-read``
is marked at the read whose value may be undef: by default `check` reports it where
that value is used (the finding's ``origin`` is the read; a ``; USE: undef-read`` marker,
where present, gives the use lines exactly), and with ``--strict-reads`` at the read.
Where the two differ — an async copy's source overwritten in flight is reported at the
overwriting store by ``--strict-reads`` but has the copy as its origin — the store is
marked ``; FINDING: <kind> (strict)`` and the copy ``; ORIGIN: <kind>``.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from amdsync.cli.main import main

QUALITY = Path(__file__).resolve().parents[2] / "quality"
KERNELS = sorted(QUALITY.rglob("*.ll"))


def _expected(path: Path, strict: bool = False) -> tuple[list[str], set[tuple[str, int]]]:
    args: list[str] = []
    expected: set[tuple[str, int]] = set()
    for number, line in enumerate(path.read_text().splitlines(), 1):
        if line.startswith("; ARGS:"):
            args = line.removeprefix("; ARGS:").split()
        found = re.search(r"; FINDING: ([a-z-]+)( \(strict\))?", line)
        if found and (strict or not found.group(2)):
            expected.add((found.group(1), number))
        origin = re.search(r"; ORIGIN: ([a-z-]+)", line)
        if origin and not strict:
            expected.add((origin.group(1), number))
    return args, expected


def _uses(path: Path) -> set[int] | None:
    lines = {number for number, line in enumerate(path.read_text().splitlines(), 1)
             if "; USE: undef-read" in line}
    return lines or None


def test_the_quality_set_is_large_and_mixed() -> None:
    buggy = [k for k in KERNELS if _expected(k)[1]]
    assert len(KERNELS) >= 30
    assert 10 <= len(buggy) <= len(KERNELS) - 10


@pytest.mark.parametrize("path", KERNELS, ids=[k.stem for k in KERNELS])
def test_quality_kernel(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    args, expected = _expected(path)
    code = main(["check", str(path), "--json", *args])
    report = json.loads(capsys.readouterr().out)
    found = {(f["kind"], f["origin"]["line"] if "origin" in f else f["line"])
             for f in report["findings"]}
    assert found == expected, report["findings"]
    assert code == (1 if expected else 0)
    assert report["status"] == ("findings" if expected else "clean")
    uses = _uses(path)
    if uses is not None:
        assert {f["line"] for f in report["findings"] if "origin" in f} == uses


@pytest.mark.parametrize("path", KERNELS, ids=[k.stem for k in KERNELS])
def test_quality_kernel_strict_reads(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Reported at the read, whether or not the value is used (today's contract for
    users who want every racy read)."""
    args, expected = _expected(path, strict=True)
    if "undef_uses" in path.parts:
        return  # their reads are undef by design: only the default mode passes them
    code = main(["check", str(path), "--json", "--strict-reads", *args])
    report = json.loads(capsys.readouterr().out)
    found = {(f["kind"], f["line"]) for f in report["findings"]}
    assert found == expected, report["findings"]
    assert code == (1 if expected else 0)
