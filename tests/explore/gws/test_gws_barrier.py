"""Global wave sync barriers (docs/semantics/barriers.md, "Global wave sync barriers"):
``ds.gws.barrier`` as grid.sync() uses it is a barrier of the whole launch with no
memory semantics of its own; release and acquire fences around it pair with it, and
barrier-executes-before carries what they publish through the workgroup barriers on
either side (ERRATA.md, item 1)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from amdsync.cli.main import main

KERNEL = (Path(__file__).resolve().parent / "grid_sync.ll").read_text()
ACQUIRE = 'fence syncscope("agent") acquire'


def _check(tmp_path: Path, capsys: pytest.CaptureFixture[str], *, writer: int = 0,
           reader: int = 0, acquire: bool = True, gws: bool = True, nwm1: int = 1,
           workgroups: int = 2) -> dict[str, object]:
    text = (KERNEL.replace("WRITER", str(writer)).replace("READER", str(reader))
            .replace("ACQUIRE", ACQUIRE if acquire else "")
            .replace("GWS call", "call" if gws else "; call"))
    path = tmp_path / "k.ll"
    path.write_text(text)
    code = main(["check", str(path), "--workgroups", str(workgroups), "--workgroup-size",
                 "64", "--arg", f"nwm1={nwm1}", "--cooperative", "--format", "json"])
    report: dict[str, object] = json.loads(capsys.readouterr().out)
    assert code == {"clean": 0, "findings": 1}[str(report["status"])]
    return report


def _kinds(report: dict[str, object]) -> set[tuple[str, int]]:
    findings = report["findings"]
    assert isinstance(findings, list)
    return {(f["kind"], f["line"]) for f in findings}


@pytest.mark.parametrize(("writer", "reader"), [(0, 0), (5, 0), (0, 1), (5, 1)])
def test_grid_sync_with_an_acquire_after_orders_every_lane(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], writer: int, reader: int) -> None:
    assert _check(tmp_path, capsys, writer=writer, reader=reader)["status"] == "clean"


def test_three_workgroups(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert _check(tmp_path, capsys, writer=5, reader=1, nwm1=2,
                  workgroups=3)["status"] == "clean"


def test_without_an_acquire_fence_after_it_the_read_races(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # grid.sync() as the device libraries build it has no acquire after: the reader needs
    # its own (docs/semantics/barriers.md).
    assert _kinds(_check(tmp_path, capsys, acquire=False)) == {("race", 35)}


def test_without_the_gws_barrier_the_read_races(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert _kinds(_check(tmp_path, capsys, gws=False, writer=5, reader=1)) == {("race", 35)}


def test_a_count_of_more_waves_than_arrive_deadlocks(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    report = _check(tmp_path, capsys, nwm1=2)
    assert _kinds(report) == {("deadlock", 24)}
    findings = report["findings"]
    assert isinstance(findings, list)
    assert "barrier 0 (gws) still needs 1 arrival(s)" in findings[0]["message"]
