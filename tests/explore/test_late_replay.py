"""Late-read replays that share their prefix (explore/search/late_replay.py;
docs/semantics/sweeps.md, "Late-read replays share their prefix"): a parametric check whose
classes replay from a split they share gives exactly what replaying every leaf from the
launch's start gives — findings with their messages, counterexamples and lane counts, the
classes, the statistics — and does start from a shared split."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from types import ModuleType, SimpleNamespace

import pytest

import amdsync.explore.search.check as check_module
from amdsync.explore.findings.result import CheckResult
from amdsync.explore.machine.machine import ExploreOptions, Incomplete, Machine
from amdsync.explore.memory.conflict_log import ConflictLog
from amdsync.explore.memory.shadow import Conflict
from amdsync.explore.search import late_replay
from amdsync.explore.search.check import check_program
from amdsync.formats.llvm import read_llvm_file
from amdsync.program.module import Program
from amdsync.program.topology import Launch

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]


def _each_from_start(leaves: list[Machine], program: Program, launch: Launch,
                     options: ExploreOptions) -> list[tuple[Machine, Incomplete | None]]:
    return [late_replay.replay(leaf, program, launch, options) if leaf.late_reads
            else (leaf, None) for leaf in leaves]


def _forced(leaf: Machine) -> bool:
    """``replay_needed`` without settling: every leaf with late reads is replayed."""
    return bool(leaf.late_reads)


def _both(program: Program, launch: Launch, options: ExploreOptions,
          monkeypatch: pytest.MonkeyPatch) -> tuple[CheckResult, CheckResult, int]:
    """The check with shared replays (and how many replays resumed), and with every
    replay from the start; every leaf with late reads is replayed (none is settled as
    changing nothing)."""
    resumed: list[int] = []
    resume = late_replay._resume

    def counting(*args: object) -> Machine:
        resumed.append(1)
        return resume(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(late_replay, "replay_needed", _forced)
    _no_corrected_splits(monkeypatch)
    with monkeypatch.context() as patch:
        patch.setattr(late_replay, "_resume", counting)
        calls = _held_to_the_whole(patch)
        shared = check_program(program, launch, options)
        assert "retro" in calls
    with monkeypatch.context() as patch:
        patch.setattr(check_module, "replay_all", _each_from_start)
        alone = check_program(program, launch, options)
    return shared, alone, len(resumed)


def _no_corrected_splits(monkeypatch: pytest.MonkeyPatch) -> None:
    """Searches go on past class splits with their late reads unknown, every leaf
    replayed (the replays these tests are about)."""
    monkeypatch.setattr(check_module, "corrected", lambda *args: None)


def _held_to_the_whole(patch: pytest.MonkeyPatch) -> list[str]:
    """Hold the replays' incremental shortcuts to what they stand for, at every call:
    each leaf's retro built from the one before is ``retro_of`` the leaf, the watched
    events are every leaf's, and the events a snapshot is tested on include every read
    event whose meaning differs between the two leaves. Returns a log of the calls."""
    calls: list[str] = []
    retro_after, watched, differing = (late_replay.retro_after, late_replay._watched,
                                       late_replay._differing)

    def checked_retro(before: Machine, retro: late_replay.Retro,
                      leaf: Machine) -> late_replay.Retro:
        out = retro_after(before, retro, leaf)
        assert out == late_replay.retro_of(leaf)
        calls.append("retro")
        return out

    def checked_watch(leaves: list[Machine]) -> frozenset[late_replay.Event]:
        out = watched(leaves)
        assert out == frozenset(e for leaf in leaves if leaf.late_reads
                                for e in late_replay.retro_of(leaf))
        return out

    def checked_differing(start: late_replay._Snapshot, leaf: Machine,
                          retro: late_replay.Retro) -> list[late_replay.Event]:
        out = differing(start, leaf, retro)
        before = list(start.seen)[:start.seen_before]
        assert set(out) <= set(before)
        assert {e for e in before
                if late_replay._meanings(start.retro.get(e, []), start.states)
                != late_replay._meanings(retro.get(e, []), start.states)} <= set(out)
        calls.append("differing")
        return out

    patch.setattr(late_replay, "retro_after", checked_retro)
    patch.setattr(late_replay, "_watched", checked_watch)
    patch.setattr(late_replay, "_differing", checked_differing)
    return calls


def _no_fence_matmul() -> tuple[Program, Launch, dict[str, int]]:
    """The seeded 2-stage gfx950 matmul without its release fence, its launch and its
    fixed arguments (M = N = 128; K, argument 5, is left to the caller)."""
    program = read_llvm_file(str(ROOT / "examples" / "triton" / "seeded"
                                 / "matmul_bf16_s2.no_fence.ll"))
    return program, Launch(workgroup_size=(256, 1, 1)), {"3": 128, "4": 128, "6": 512,
                                                         "7": 128, "8": 128}


def _same(a: CheckResult, b: CheckResult) -> None:
    assert a.findings == b.findings
    assert a.classes == b.classes
    assert (a.incomplete_reason, a.notes) == (b.incomplete_reason, b.notes)
    assert replace(a.stats, seconds=0.0) == replace(b.stats, seconds=0.0)


def test_a_racy_loop_swept_over_its_trip_count(monkeypatch: pytest.MonkeyPatch) -> None:
    """Wave 0's reads before each split are made racy by wave 1's writes after it, so
    each leaf numbers those conflicts differently and names them more often the more
    iterations it runs: the replays still start from the shared splits (origins carry
    their conflicts, so they stand whatever the leaf's numbering; repeated late writes
    of one read idle) and agree with replays from the start, finding for finding."""
    program = read_llvm_file(str(HERE / "late_read_loop.ll"))
    launch = Launch(workgroup_size=(128, 1, 1))
    shared, alone, resumed = _both(program, launch,
                                   ExploreOptions(param=("n", tuple(range(1, 9)))),
                                   monkeypatch)
    _same(shared, alone)
    assert resumed == 7  # every class after the first
    assert [(c.values, c.status, c.findings) for c in shared.classes] == [
        (str(n), "findings", (("race", 31),)) for n in range(1, 9)]
    first = shared.findings[0]
    assert (first.kind, first.loc.line, first.count) == ("race", 31, 128)
    assert "[n=1] a value that may be undef is stored to global memory" in first.message


def test_a_late_read_found_after_the_replay_numbered_more_sites() -> None:
    """The replay meets the dead `add` of a late read's undefined value before the
    second load, and numbered it first; the search had numbered the load first. The
    second load's late read still makes its stored value undefined in every lane of
    wave 0 (before the replay shared the search's site table, this racy kernel was
    reported clean: its late read named the `add`)."""
    program = read_llvm_file(str(HERE / "late_read_site_order.ll"))
    result = check_program(program, Launch(workgroup_size=(128, 1, 1)), ExploreOptions())
    assert result.status == "findings"
    assert [(f.kind, f.loc.line, f.count) for f in result.findings] == [("race", 22, 64)]
    assert ("the load at line 20 races with the store at line 30 (lane 0 of wave 1)"
            in result.findings[0].message)


def test_a_replay_that_meets_a_late_read_it_does_not_know_is_incomplete(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A replay checks that every write over an earlier read it meets is a late read it
    was told of (async_context._check_known_late): told of all but one read event, it
    stops the check `incomplete` at the write, never `clean` and never a report that
    misses that read's undefined value."""
    program = read_llvm_file(str(HERE / "late_read_site_order.ll"))
    retro_of = late_replay.retro_of

    def one_event_short(leaf: Machine) -> late_replay.Retro:
        retro = retro_of(leaf)
        del retro[next(iter(retro))]
        return retro

    monkeypatch.setattr(late_replay, "retro_of", one_event_short)
    result = check_program(program, Launch(workgroup_size=(128, 1, 1)), ExploreOptions())
    assert result.status == "incomplete"
    assert result.incomplete_reason is not None
    assert "found a read racy that the search did not" in result.incomplete_reason
    assert result.incomplete_loc is not None and result.incomplete_loc.line == 27


@pytest.mark.slow  # about 8 s of CPU
def test_a_seeded_triton_matmul(monkeypatch: pytest.MonkeyPatch) -> None:
    """The 2-stage gfx950 matmul without its release fence over K in [129, 195]: two
    classes whose reads later writes make racy. Their one split is not shared: a read
    of wave 3 before it is racy in the second class only (a later write of that class
    makes it so), so the second replay runs from the start, and both agree with
    replays from the start."""
    program, launch, fixed = _no_fence_matmul()
    shared, alone, resumed = _both(
        program, launch, ExploreOptions(args=fixed, param=("5", tuple(range(129, 196)))),
        monkeypatch)
    _same(shared, alone)
    assert resumed == 0
    assert [(c.values, c.status) for c in shared.classes] == [
        ("129..192", "findings"), ("193..195", "findings")]


def test_idle_entries_before_a_split() -> None:
    """An entry is idle before a split at state count 100 when an earlier one names the
    same bytes and writing site and stops no sooner (bounds above 100 stop nothing
    there); a bound at or below the split is kept as it is."""
    def kept(entries: list[tuple[int, int, int, int, int]], states: int
             ) -> list[tuple[int, int, int, int, int]]:
        # (state bound, conflict index, key, width, writing site; the conflict itself)
        return [entry[:5] for entry in late_replay._kept(
            [(*e, Conflict(e[2], 0, 0, 0, False, 1, e[4], True)) for e in entries], states)]
    assert kept([(150, 1, 8, 4, 3), (250, 2, 8, 4, 3), (350, 3, 8, 4, 3)], 100) == [
        (150, 1, 8, 4, 3)]
    assert kept([(50, 1, 8, 4, 3), (90, 2, 8, 4, 3), (80, 3, 8, 4, 3), (150, 4, 8, 4, 3),
                 (60, 5, 8, 4, 3)], 100) == [
        (50, 1, 8, 4, 3), (90, 2, 8, 4, 3), (150, 4, 8, 4, 3)]
    assert kept([(150, 1, 8, 4, 3), (150, 2, 8, 1, 3), (150, 3, 12, 4, 3),
                 (150, 4, 8, 4, 5)], 100) == [
        (150, 1, 8, 4, 3), (150, 2, 8, 1, 3), (150, 3, 12, 4, 3), (150, 4, 8, 4, 5)]


def test_shared_conflicts_is_the_common_prefix_of_two_forks() -> None:
    """Two leaves share the conflict objects recorded before their fork (the fork
    shares the log's prefix) and none after: the count is found for every length of
    the shared prefix and of each side's own part, whether the logs share their
    chunks (forks) or only the objects (logs built apart: found by halving)."""
    pool = [Conflict(i, 0, 0, 0, True, 1, 1, True) for i in range(40)]
    for common in range(12):
        for own_a in range(4):
            for own_b in range(4):
                own = [[Conflict(i, 0, 0, 0, True, 1, 1, True) for i in range(n)]
                       for n in (own_a, own_b)]
                apart = [ConflictLog(pool[:common] + extra) for extra in own]
                base = ConflictLog(pool[:common])
                forks = [base.fork(), base]
                for log, extra in zip(forks, own, strict=True):
                    log.extend(extra)
                for logs in (apart, forks):
                    a, b = (SimpleNamespace(conflicts=log) for log in logs)
                    shared = late_replay.shared_conflicts(a, b)  # type: ignore[arg-type]
                    assert shared == common


def _noting(asked: list[bool]) -> Callable[[Machine], bool]:
    """``replay_needed``, noting for each leaf with late reads whether it replays."""
    needed = late_replay.replay_needed

    def noting(leaf: Machine) -> bool:
        had = bool(leaf.late_reads)
        out = needed(leaf)
        if had:
            asked.append(out)
        return out

    return noting


def _settled_and_forced(program: Program, launch: Launch, options: ExploreOptions,
                        monkeypatch: pytest.MonkeyPatch
                        ) -> tuple[CheckResult, CheckResult, list[bool]]:
    """The check as it runs (executions whose late reads change nothing settled, not
    replayed), the check with every such execution replayed, and per leaf with late
    reads whether it was replayed."""
    asked: list[bool] = []
    with monkeypatch.context() as patch:
        patch.setattr(late_replay, "replay_needed", _noting(asked))
        settled = check_program(program, launch, options)
    with monkeypatch.context() as patch:
        patch.setattr(late_replay, "replay_needed", _forced)
        forced = check_program(program, launch, options)
    return settled, forced, asked


@pytest.mark.parametrize("k", [192, 256])
def test_late_reads_of_undefined_bytes_settle(k: int,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """The seeded 2-stage matmul without its release fence: each load may see a copy
    in flight, and the next copy into that buffer races the load — late reads whose
    bytes the load returned undefined already. The execution is not replayed, and
    gives what its replay gives (docs/semantics/model.md, "Late reads that change nothing"):
    findings with their messages, counterexamples and lane counts, the statistics."""
    program, launch, fixed = _no_fence_matmul()
    settled, forced, asked = _settled_and_forced(
        program, launch, ExploreOptions(args={**fixed, "5": k}), monkeypatch)
    _same(settled, forced)
    assert asked == [False]
    assert settled.status == "findings"
    # Each of the 256 lanes stores once at each of the 8 stores: a lane instance
    # counts once, however many origins of the load its value carries. The 8 stores are
    # the uses of one cause (docs/findings.md).
    [finding] = settled.findings
    assert [u.instances for u in finding.uses] == [256] * 8
    assert finding.count == 8 * 256


def test_late_reads_of_defined_bytes_are_replayed(monkeypatch: pytest.MonkeyPatch) -> None:
    """Wave 0's reads returned defined bytes before wave 1's writes made them racy:
    each class is replayed, and the late reads make the stored values undefined."""
    program = read_llvm_file(str(HERE / "late_read_loop.ll"))
    launch = Launch(workgroup_size=(128, 1, 1))
    _no_corrected_splits(monkeypatch)
    settled, forced, asked = _settled_and_forced(
        program, launch, ExploreOptions(param=("n", tuple(range(1, 5)))), monkeypatch)
    _same(settled, forced)
    assert asked == [True] * 4
    assert "a value that may be undef is stored" in settled.findings[0].message


@pytest.mark.slow  # about 10 s of CPU
def test_a_sweep_whose_classes_settle(monkeypatch: pytest.MonkeyPatch) -> None:
    """The fence-removed matmul over K in [129, 195]: both classes settle, and the
    sweep reports what replaying them reports."""
    program, launch, fixed = _no_fence_matmul()
    _no_corrected_splits(monkeypatch)
    settled, forced, asked = _settled_and_forced(
        program, launch, ExploreOptions(args=fixed, param=("5", tuple(range(129, 196)))),
        monkeypatch)
    _same(settled, forced)
    assert asked == [False, False]


def _snapshot_tool() -> ModuleType:
    """tools/verdict_snapshot.py, imported (the one module whichever test loads it)."""
    if str(ROOT / "tools") not in sys.path:
        sys.path.append(str(ROOT / "tools"))
    return importlib.import_module("verdict_snapshot")


# Verdict-snapshot cases whose executions settle (the first five) or are replayed.
_CASES = ["quality:quality/multiwave/loop_copy_exchange_unfenced.ll",
          "source:hip/transpose.hip:transpose_no_sync:gfx942",
          "source:hip/shared_exchange.hip:reverse_no_sync:gfx942",
          "source:opencl/local_exchange.cl:reverse_no_barrier:gfx942",
          "quality-slack:quality/multiwave_handoff_fenced.ll",
          "quality:quality/source_overwritten.ll",
          "source:hip/compare_swap.hip:bitonic_step_both_write:gfx942"]


def test_settled_cases_report_what_their_replays_report(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Kernels of the repository with late reads, each checked as it runs and with
    every execution replayed: the same exit code and JSON report (findings, messages,
    counterexamples, lane counts, statistics). The first five settle, the others
    replay (every verdict-snapshot case was compared so, docs/semantics/model.md)."""
    tool = _snapshot_tool()
    by_name = {case.name: case for case in tool.cases()}
    for name in _CASES:
        asked: list[bool] = []
        with monkeypatch.context() as patch:
            patch.setattr(late_replay, "replay_needed", _noting(asked))
            settled = tool.run_case(by_name[name])
        with monkeypatch.context() as patch:
            patch.setattr(late_replay, "replay_needed", _forced)
            forced = tool.run_case(by_name[name])
        assert settled == forced, name
        assert asked == [_CASES.index(name) >= 5], name


def _corrected_and_not(program: Program, launch: Launch, options: ExploreOptions,
                       monkeypatch: pytest.MonkeyPatch) -> tuple[CheckResult, CheckResult, int]:
    """The check as it runs (a class split after late reads that change what was read
    runs the search again from the start knowing them, and goes on from there), the
    check whose searches go on with their late reads unknown (every leaf replayed), and
    how many splits ran again."""
    runs: list[int] = []
    corrected = late_replay.corrected

    def counting(*args: object) -> Machine | None:
        fixed = corrected(*args)  # type: ignore[arg-type]
        runs.extend([1] if fixed is not None else [])
        return fixed

    with monkeypatch.context() as patch:
        patch.setattr(check_module, "corrected", counting)
        ran_again = check_program(program, launch, options)
    with monkeypatch.context() as patch:
        _no_corrected_splits(patch)
        replayed = check_program(program, launch, options)
    return ran_again, replayed, len(runs)


def _same_but_work(a: CheckResult, b: CheckResult) -> None:
    """The same report but for the instructions run (``states``: the work)."""
    assert a.findings == b.findings
    assert a.classes == b.classes
    assert (a.incomplete_reason, a.notes) == (b.incomplete_reason, b.notes)
    assert replace(a.stats, seconds=0.0, states=0) == replace(b.stats, seconds=0.0, states=0)


def test_class_splits_run_again_knowing_their_late_reads(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The racy loop over n in [1, 8]: wave 0's first read returned the other wave's
    first store (ordered by the barrier), defined, and wave 1's next store makes it
    racy, so the first split runs the search again knowing it (docs/semantics/sweeps.md, "Class
    splits run again knowing their late reads"); every later read already sees a racing
    store, so no later split or class needs more. The report is the one replaying every
    leaf gives — findings with their messages, counterexamples and lane counts,
    classes, notes."""
    program = read_llvm_file(str(HERE / "late_read_loop.ll"))
    ran_again, replayed, runs = _corrected_and_not(
        program, Launch(workgroup_size=(128, 1, 1)),
        ExploreOptions(param=("n", tuple(range(1, 9)))), monkeypatch)
    _same_but_work(ran_again, replayed)
    assert runs == 1
    assert [(c.values, c.status) for c in ran_again.classes] == [
        (str(n), "findings") for n in range(1, 9)]


@pytest.mark.slow  # about 20 s of CPU
def test_a_three_stage_matmul_sweep_runs_its_splits_again(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The seeded 3-stage matmul without its release fence over K in [1, 512]: its
    first-trip loads read defined bytes a later copy of another wave races, so the
    first splits run again knowing them; after them no late read changes anything and
    no class is replayed. The report is the one replaying every class gives."""
    program = read_llvm_file(str(ROOT / "examples" / "triton" / "seeded"
                                 / "matmul_bf16_s3.no_fence.ll"))
    _, launch, fixed = _no_fence_matmul()
    ran_again, replayed, runs = _corrected_and_not(
        program, launch, ExploreOptions(args=fixed, param=("5", tuple(range(1, 513)))),
        monkeypatch)
    _same_but_work(ran_again, replayed)
    assert ran_again.status == "findings"
    assert 0 < runs < 8
    assert ran_again.stats.states < replayed.stats.states


def test_an_origin_carries_its_conflict_whatever_the_replay_numbers_it() -> None:
    """A late read's origin carries its conflict (the two sites and lanes), not an
    index into a conflict list (issue 43, item 6): the replayed leaf's conflicts,
    numbered in the opposite order (as a replay that found them in another order
    would), give the same findings, message for message; and the origin behind the
    finding names the load at line 20 and wave 1's store at line 30 itself."""
    program = read_llvm_file(str(HERE / "late_read_site_order.ll"))
    leaves: list[Machine] = []
    launch = Launch(workgroup_size=(128, 1, 1))
    result = check_program(program, launch, ExploreOptions(), observe=leaves.extend)
    assert [(f.kind, f.loc.line) for f in result.findings] == [("race", 22)]
    (leaf,) = leaves
    assert leaf.replay_states > 0  # (the machine is the late-read replay)
    before = check_module._findings(leaf)
    conflict_origins = [o for o in leaf.origins if o.kind == "conflict"]
    assert conflict_origins
    for origin in conflict_origins:
        assert origin.conflict is not None
        assert (leaf.sites[origin.conflict.prior_site].loc.line,
                leaf.sites[origin.conflict.site].loc.line) in {(16, 27), (20, 30)}
        assert leaf.places[origin.conflict.thread].wave == 1  # the writer's lane
    count = len(leaf.conflicts)
    leaf.conflicts = ConflictLog(reversed(leaf.conflicts))
    leaf.conflict_context = {count - 1 - i: context
                             for i, context in leaf.conflict_context.items()}
    assert check_module._findings(leaf) == before
