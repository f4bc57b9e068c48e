"""Atomic reads decide happens-before (issue 14; explore/lanes/atomics.py,
docs/semantics/schedules.md).

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
    code = main(["check", str(path), "--json", "--strict-reads", *args])
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


def _expect(kernel: Path, capsys: pytest.CaptureFixture[str],
            expected: list[tuple[str, int]], *args: str) -> None:
    """Exactly these (kind, line) findings, and the exit code and status they imply."""
    code, report = _check(kernel, capsys, *args)
    assert sorted((f["kind"], f["line"]) for f in report["findings"]) == expected
    assert report["status"] == ("findings" if expected else "clean")
    assert code == (1 if expected else 0)


WG3 = ("--workgroups", "3", "--workgroup-size", "1", "--target", "gfx942")


def _variant(tmp_path: Path, name: str, **subs: str) -> Path:
    text = (HERE / name).read_text()
    for old, new in subs.items():
        text = text.replace(old, new)
    path = tmp_path / name
    path.write_text(text)
    return path


@pytest.mark.parametrize(("load_order", "expected"), [
    ("acquire", []),
    # Without acquire nothing synchronizes: the data load races with the data store.
    ("monotonic", [("race", 25)]),
])
def test_spin_message_passing_is_explored_fully(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], load_order: str,
        expected: list[tuple[str, int]]) -> None:
    # LLVM LangRef: a release store synchronizes with an acquire load that reads it. The
    # spin's failing iterations change nothing, so each lane awaits the write of 1.
    kernel = _variant(tmp_path, "spin_mp.ll", **{
        'syncscope("workgroup") acquire': f'syncscope("workgroup") {load_order}'})
    _expect(kernel, capsys, expected, "--workgroup-size", "128")


@pytest.mark.parametrize(("scope", "expected"), [
    ("agent", []),
    # amdgpu-memory-model, Inclusive Scopes: a workgroup-scope release and acquire in two
    # workgroups are not inclusive; the atomics race and nothing synchronizes.
    ("workgroup", [("race", 19), ("race", 23)]),
])
def test_cross_workgroup_flag_and_spin(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                       scope: str, expected: list[tuple[str, int]]) -> None:
    kernel = _variant(tmp_path, "xwg_flag_spin.ll", SCOPE=scope)
    _expect(kernel, capsys, expected, "--workgroups", "2", "--target", "gfx942")


@pytest.mark.parametrize(("order", "expected"), [
    # The last RMW reads the previous one, which continues the release sequences of the
    # earlier ones (LLVM LangRef, C++20 [intro.races]: read-modify-writes continue a
    # release sequence): every partial happens before the reduction.
    ("acq_rel", []),
    ("monotonic", [("race", 15), ("race", 17), ("race", 19)]),
    ("release", [("race", 15), ("race", 17), ("race", 19)]),
    ("acquire", [("race", 15), ("race", 17), ("race", 19)]),
])
def test_last_block_reduction(tmp_path: Path, capsys: pytest.CaptureFixture[str], order: str,
                              expected: list[tuple[str, int]]) -> None:
    kernel = _variant(tmp_path, "last_block.ll", ORDER=order)
    _expect(kernel, capsys, expected, *WG3)


@pytest.mark.parametrize(("release", "expected"), [
    ("release", []),
    # Without release the critical sections are not ordered: the counter races.
    ("monotonic", [("race", 16), ("race", 18)]),
])
def test_ticket_lock(tmp_path: Path, capsys: pytest.CaptureFixture[str], release: str,
                     expected: list[tuple[str, int]]) -> None:
    kernel = _variant(tmp_path, "ticket_lock.ll", RELEASE=release)
    _expect(kernel, capsys, expected, *WG3)


ATOMIC_CLAIM = ('  %slot = atomicrmw add ptr addrspace(1) @count, i32 1 syncscope("agent") '
                "monotonic, align 4")
SPLIT_CLAIM = ('  %old = load atomic i32, ptr addrspace(1) @count syncscope("agent") monotonic, '
               "align 4\n  %slot = add i32 %old, 0\n  %new = add i32 %old, 1\n"
               '  store atomic i32 %new, ptr addrspace(1) @count syncscope("agent") monotonic, '
               "align 4")


@pytest.mark.parametrize(("claim", "expected"), [
    (ATOMIC_CLAIM, []),
    # A load and a store instead of one read-modify-write: two workgroups can read the
    # same count and write the same slot.
    (SPLIT_CLAIM, [("race", 13)]),
])
def test_slot_allocation(tmp_path: Path, capsys: pytest.CaptureFixture[str], claim: str,
                         expected: list[tuple[str, int]]) -> None:
    kernel = _variant(tmp_path, "slot_alloc.ll", **{"  CLAIM": claim})
    _expect(kernel, capsys, expected, *WG3)


@pytest.mark.parametrize(("head", "expected"), [
    ("release", []),
    ("monotonic", [("race", 31)]),
])
def test_a_relaxed_rmw_of_another_workgroup_continues_the_release_sequence(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], head: str,
        expected: list[tuple[str, int]]) -> None:
    # LLVM LangRef (memory model, release sequences, as C++20): a release sequence is
    # the release write followed by the read-modify-writes that read from it in turn.
    kernel = _variant(tmp_path, "rmw_release_sequence.ll", **{
        'store atomic i32 1, ptr addrspace(1) @y syncscope("agent") release':
        f'store atomic i32 1, ptr addrspace(1) @y syncscope("agent") {head}'})
    _expect(kernel, capsys, expected, *WG3)


@pytest.mark.parametrize(("kernel", "order", "expected"), [
    ("flag_through_memory.ll", "acquire", []),
    # Without taint through memory the first pass (which reads the initial 0, so the
    # data is never read) would stand for all executions and say clean.
    ("flag_through_memory.ll", "monotonic", [("race", 31)]),
    ("flag_through_copy.ll", "acquire", []),
    # The same through an async copy into LDS: the copy carries the taint.
    ("flag_through_copy.ll", "monotonic", [("race", 35)]),
    ("flag_through_call.ll", "acquire", []),
    # The same through a callee's return value.
    ("flag_through_call.ll", "monotonic", [("race", 28)]),
])
def test_an_atomic_value_that_decides_a_branch_through_memory(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], kernel: str, order: str,
        expected: list[tuple[str, int]]) -> None:
    _expect(_variant(tmp_path, kernel, ORDER=order), capsys, expected,
            "--workgroup-size", "65")


@pytest.mark.parametrize(("claim", "expected"), [
    ('  %r = atomicrmw add ptr addrspace(1) @count, i32 1 syncscope("agent") monotonic, '
     "align 4", []),
    # A plain increment: every lane's load and store race with the other lanes' stores
    # (one finding for the load/store pair, which also names the stores' own race:
    # docs/findings.md).
    ("  %v = load i32, ptr addrspace(1) @count, align 4\n  %r = add i32 %v, 1\n"
     "  store i32 %r, ptr addrspace(1) @count, align 4", [("race", 9)]),
])
def test_a_counter_every_lane_of_every_workgroup_increments(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], claim: str,
        expected: list[tuple[str, int]]) -> None:
    # 2 workgroups x 64 lanes x 2 increments of one location: the relaxed add is clean
    # (docs/semantics/schedules.md, "Full exploration when values decide events": commuting
    # updates); benches/check_protocols.py times it at 4 workgroups x 16 increments.
    kernel = _variant(tmp_path, "counter_loop.ll", **{"  CLAIM": claim, "ITERS": "2"})
    _expect(kernel, capsys, expected, "--workgroups", "2", "--workgroup-size", "64",
            "--target", "gfx942")
