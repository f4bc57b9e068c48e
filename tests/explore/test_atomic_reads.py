"""Atomic reads decide happens-before (issue 14; explore/atomics.py, docs/check.md).

amdgpu-memory-model / LLVM LangRef: a release store synchronizes with an acquire load
only when the load reads from the store's release sequence. A consumer whose acquire
may read the initial value is not synchronized, whatever order the waves run in.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from amdsync.cli.main import main

HERE = Path(__file__).resolve().parent / "atomics"


def _check(path: Path, capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, dict]:
    code = main(["check", str(path), "--json", *args])
    return code, json.loads(capsys.readouterr().out)


@pytest.mark.parametrize(("consumer_first", "race_line"), [(False, 24), (True, 13)])
def test_message_passing_without_a_loop_races_in_either_wave_order(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], consumer_first: bool,
        race_line: int) -> None:
    # The race is found whichever wave is numbered first: the acquire's hb-minimal
    # reads-from choice (the initial 0) is explored in every schedule.
    text = (HERE / "mp_no_spin.ll").read_text()
    waves = ("consumer", "producer", "64", "0") if consumer_first else (
        "producer", "consumer", "0", "64")
    for old, new in zip(("%WAVE0", "%WAVE1", "OFF0", "OFF1"), waves, strict=True):
        text = text.replace(old, new if old.startswith("OFF") else f"%{new}")
    kernel = tmp_path / "mp.ll"
    kernel.write_text(text)
    code, report = _check(kernel, capsys, "--workgroup-size", "128")
    assert code == 1
    assert [(f["kind"], f["line"]) for f in report["findings"]] == [("race", race_line)]
    assert "64 lanes" in report["findings"][0]["message"]


def test_a_spin_on_a_flag_nobody_sets_is_a_deadlock(capsys: pytest.CaptureFixture[str]) -> None:
    code, report = _check(HERE / "spin_nobody_sets.ll", capsys, "--workgroup-size", "128",
                          "--timeout", "20")
    assert code == 1
    [finding] = report["findings"]
    assert (finding["kind"], finding["line"]) == ("deadlock", 11)
    assert "wave 0 spins on flag[0]" in finding["message"]
    assert report["stats"]["seconds"] < 5


def test_a_spin_protocol_is_never_reported_clean(capsys: pytest.CaptureFixture[str]) -> None:
    # Wave 0 spins until wave 1 sets its flag; the branch depends on the value read, so
    # one schedule does not stand for all: honest `incomplete`, and fast (no timeout).
    code, report = _check(HERE / "spin_mp.ll", capsys, "--workgroup-size", "128",
                          "--timeout", "20")
    assert code == 3
    assert report["status"] == "incomplete"
    assert report["findings"] == []
    assert report["stats"]["seconds"] < 5


@pytest.mark.parametrize(("target", "scope", "race"), [
    ("gfx942", "cluster", False),  # no cluster launch: cluster scope is agent scope
    ("gfx942", "workgroup", True),
    ("gfx1250", "cluster", True),  # clusters of one workgroup each: not inclusive
])
def test_cluster_scope_is_agent_scope_without_cluster_launch(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], target: str, scope: str,
        race: bool) -> None:
    # amdgpu-usage, memory scopes (cluster): "On targets that do not support workgroup
    # cluster launch mode, this behaves like agent scope instead." Atomics whose scopes
    # are inclusive do not race (amdgpu-memory-model, data races).
    kernel = tmp_path / "k.ll"
    kernel.write_text((HERE / "cluster_scope_stores.ll").read_text().replace("SCOPE", scope))
    code, report = _check(kernel, capsys, "--target", target, "--workgroups", "2",
                          "--workgroup-size", "1")
    assert [(f["kind"], f["line"]) for f in report["findings"]] == (
        [("race", 4)] if race else [])
    assert code == (1 if race else 0)
