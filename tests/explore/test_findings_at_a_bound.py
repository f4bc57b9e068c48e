"""Nothing found is lost at a bound (issue 43 item 3; docs/bounds.md): a racy ticket
lock (its releases monotonic) whose search stops at --max-states, --max-schedules or --timeout
after the race was found reports the race (exit 1, status findings) with a
``bound-reached`` note saying the list may be incomplete."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace

import pytest

from amdsync.cli.main import main
from amdsync.explore.machine import core

KERNEL = Path(__file__).resolve().parent / "atomics" / "ticket_lock.ll"
WG3 = ("--workgroups", "3", "--workgroup-size", "1", "--target", "gfx942")


def _run(tmp_path: Path, capsys: pytest.CaptureFixture[str], *bound: str
         ) -> tuple[int, dict]:
    path = tmp_path / "ticket_lock.ll"
    path.write_text(KERNEL.read_text().replace("RELEASE", "monotonic"))
    code = main(["check", str(path), "--json", "--strict-reads", *WG3, *bound])
    return code, json.loads(capsys.readouterr().out)


@pytest.mark.parametrize(("bound", "races"), [
    (("--max-states", "28"), [16]),
    (("--max-states", "45"), [16, 18]),
    (("--max-schedules", "1"), [16, 18]),
])
def test_a_bound_hit_after_a_finding_keeps_it_with_a_note(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], bound: tuple[str, str],
        races: list[int]) -> None:
    code, report = _run(tmp_path, capsys, *bound)
    assert code == 1
    assert report["status"] == "findings"
    assert [(f["kind"], f["line"]) for f in report["findings"]] == [("race", n) for n in races]
    assert [n["kind"] for n in report["notes"]] == ["bound-reached"]
    assert "may be incomplete" in report["notes"][0]["message"]
    assert report["stats"]["bound"].startswith(
        "state bound reached" if bound[0] == "--max-states" else "schedule bound")


def test_without_a_bound_there_is_no_bound_note(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, report = _run(tmp_path, capsys)
    assert code == 1
    assert [(f["kind"], f["line"]) for f in report["findings"]] == [("race", 16), ("race", 18)]
    assert report["notes"] == []


def test_a_bound_hit_before_any_finding_is_incomplete(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, report = _run(tmp_path, capsys, "--max-states", "20")
    assert code == 3
    assert report["status"] == "incomplete"
    assert report["findings"] == []


def test_a_time_bound_hit_after_a_finding_keeps_it_with_a_note(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    # The machine reads its clock every 64 wave instructions (core._check_bounds_at);
    # a clock that advances one second per reading makes --timeout 4 stop the search
    # at its fifth reading whatever the machine's speed, after both races were found
    # (4 workgroups: the search runs 36 readings in all without a bound).
    ticks = iter(range(1, 1_000_000))
    monkeypatch.setattr(core, "time", SimpleNamespace(monotonic=lambda: float(next(ticks))))
    path = tmp_path / "ticket_lock.ll"
    path.write_text(KERNEL.read_text().replace("RELEASE", "monotonic"))
    code = main(["check", str(path), "--json", "--strict-reads", "--workgroups", "4",
                 "--workgroup-size", "1", "--target", "gfx942", "--timeout", "4"])
    report = json.loads(capsys.readouterr().out)
    assert code == 1
    assert report["status"] == "findings"
    assert [(f["kind"], f["line"]) for f in report["findings"]] == [("race", 16), ("race", 18)]
    assert [n["kind"] for n in report["notes"]] == ["bound-reached"]
    assert "may be incomplete" in report["notes"][0]["message"]
    assert report["stats"]["bound"] == "time bound reached (4 s; raise --timeout)"
