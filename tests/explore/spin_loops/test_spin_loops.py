"""Spin loops as awaits (explore/sync/spin.py): the loop is the idle cycle through the load,
even inside an outer loop with other work, and an ``s_sleep`` in it changes nothing.
Both used to make a spin that a write ends look like a deadlock (hip-tests'
grid_group sync_kernel)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from amdsync.cli.main import main

KERNEL = (Path(__file__).resolve().parent / "sleep_in_nested_spin.ll").read_text()


def _check(tmp_path: Path, capsys: pytest.CaptureFixture[str], bump: int) -> dict[str, object]:
    path = tmp_path / "k.ll"
    path.write_text(KERNEL.replace("BUMP", str(bump)))
    main(["check", str(path), "--workgroups", "2", "--workgroup-size", "64",
          "--cooperative", "--input", "c=zeros:2xu32", "--format", "json"])
    report: dict[str, object] = json.loads(capsys.readouterr().out)
    return report


def test_a_spin_with_sleep_in_a_nested_loop_ends_when_the_write_comes(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert _check(tmp_path, capsys, 1)["status"] == "clean"


def test_a_spin_whose_write_never_comes_is_a_deadlock_at_its_load(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    report = _check(tmp_path, capsys, 0)  # the producer adds 0: the spin never ends
    findings = report["findings"]
    assert isinstance(findings, list)
    assert [(f["kind"], f["line"]) for f in findings] == [("deadlock", 25)]
