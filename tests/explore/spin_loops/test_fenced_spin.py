"""A loop the static spin test does not accept (an acquire fence inside) is caught when
it repeats itself; the wait that follows is a deadlock only when the load's last run read
the newest write in every lane. A run whose load read an older one is covered by the
scheduler's choice of the newest (docs/semantics/schedules.md, "Full exploration when values
decide events"): that used to be reported as a deadlock, a false alarm on every fenced spin
loop."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from amdsync.cli.main import main

KERNEL = Path(__file__).resolve().parent / "fenced_spin.ll"


def _check(never: int, capsys: pytest.CaptureFixture[str]) -> dict[str, object]:
    main(["check", str(KERNEL), "--workgroups", "2", "--workgroup-size", "1", "--arg",
          f"never={never}", "--input", "flag=zeros:1xu32", "--format", "json"])
    report: dict[str, object] = json.loads(capsys.readouterr().out)
    return report


def test_a_fenced_spin_that_a_write_ends_is_clean(capsys: pytest.CaptureFixture[str]) -> None:
    assert _check(0, capsys)["status"] == "clean"


def test_a_fenced_spin_whose_write_never_comes_is_a_deadlock(
        capsys: pytest.CaptureFixture[str]) -> None:
    findings = _check(1, capsys)["findings"]
    assert isinstance(findings, list)
    assert [(f["kind"], f["line"]) for f in findings] == [("deadlock", 11)]
