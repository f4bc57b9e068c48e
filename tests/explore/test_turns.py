"""Turns at backward branches (explore/machine/machine.py ``run_until_choice``,
explore/machine/stepping.py ``step``; docs/semantics/schedules.md, "The schedule: turns at backward
branches"): waves give their turn before a branch back to an earlier block, a parametric
class splits at a loop's exit test only when the round of turns ends, and each class
still reports exactly what
a run of one of its values reports — messages, counterexamples and lane counts."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import amdsync.explore.search.check as check_module
from amdsync.explore.findings.causes import by_cause
from amdsync.explore.findings.records import Finding
from amdsync.explore.machine.cfg import backward_blocks
from amdsync.explore.machine.machine import ExploreOptions, Machine
from amdsync.explore.machine.stepping import Stepping
from amdsync.explore.search.check import _findings, _one_per_place, check_program
from amdsync.formats.llvm import read_llvm_file, read_llvm_text
from amdsync.program.module import Program
from amdsync.program.topology import Launch

HERE = Path(__file__).resolve().parent
LAUNCH = Launch(workgroup_size=(128, 1, 1))

# Two waves, no barrier in the loop: each trip reads the other wave's slot and writes
# its own (tests/explore/late_read_loop.ll); the trip count is the argument.
LOOP = read_llvm_file(str(HERE / "late_read_loop.ll"))

# A loop whose body branches forward (skip) and whose latch branches back.
SHAPES = """
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %odd = and i32 %i, 1
  %skip = icmp eq i32 %odd, 1
  br i1 %skip, label %latch, label %body
body:
  br label %latch
latch:
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %n
  br i1 %more, label %head, label %exit
exit:
  ret void
}
"""


def _strict(n: int | None = None, param: range | None = None) -> ExploreOptions:
    return ExploreOptions(args={} if n is None else {"n": n}, strict_reads=True,
                          param=None if param is None else ("n", tuple(param)))


def test_backward_branches_are_the_latches() -> None:
    """A branch to a block at or before its own is backward: the latch; the forward
    branches of the body are not."""
    program = read_llvm_text(SHAPES, "shapes.ll")
    assert backward_blocks(program.kernel_function) == {"latch"}


def test_a_trip_count_sweep_runs_each_trip_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Over n in [1, 32] the classes split at the waves' exit test once both waves
    reached it, and share every trip before: the sweep explores little more than the
    longest run (418 instructions) plus an epilogue per class. Without turns wave 0 ran
    its whole loop first, the classes split before wave 1 ran a trip, and each ran
    wave 1's loop again (3,890)."""
    longest = check_program(LOOP, LAUNCH, _strict(32)).stats.states
    swept = check_program(LOOP, LAUNCH, _strict(param=range(1, 33)))
    assert len(swept.classes) == 32 and swept.status == "findings"
    assert longest == 418
    assert swept.stats.states < 3 * longest
    monkeypatch.setattr(Stepping, "turns", False)
    assert check_program(LOOP, LAUNCH, _strict(param=range(1, 33))).stats.states > 9 * longest


def _per_class(program: Program, values: range,
               options: ExploreOptions) -> dict[tuple[int, ...], list[Finding]]:
    """Each class of the sweep (its values) with the findings its execution reports."""
    leaves: list[Machine] = []
    check_program(program, LAUNCH, replace(options, param=("n", tuple(values))),
                  observe=leaves.extend)
    out: dict[tuple[int, ...], list[Finding]] = {}
    for leaf in leaves:
        assert leaf.param_values is not None
        # (grouped as check_program hands findings over: one per cause)
        out[tuple(int(v) for v in leaf.param_values)] = by_cause(
            _one_per_place(_findings(leaf)))
    return out


@pytest.mark.parametrize("strict", [False, True], ids=["uses", "strict"])
def test_each_class_reports_what_its_values_report(strict: bool) -> None:
    """Every class of the loop's sweep (each trip count its own class) reports the
    findings a run of its value reports, message for message and step for step: the
    class ran the same rounds of turns, though it split from the others only when both
    waves stood at the exit test."""
    options = ExploreOptions(strict_reads=strict)
    classes = _per_class(LOOP, range(1, 7), options)
    assert sorted(classes) == [(n,) for n in range(1, 7)]
    for (value,), found in classes.items():
        alone = check_program(LOOP, LAUNCH, replace(options, args={"n": value}))
        assert found == alone.findings, value
    first = classes[(6,)][0]
    assert (first.kind, first.loc.line, first.count) == (
        # (strict: the read at 23 and the store at 25 it races with are one cause, whose
        # instances are both sides': docs/findings.md)
        ("race", 23, 256) if strict else ("race", 31, 128))


def test_a_sweep_of_the_loop_agrees_with_every_value_on_each_finding() -> None:
    """The classes' own findings (kind and line) equal each value's, on both sides of
    every split: the uses mode, where a read found racy only later is replayed."""
    swept = check_program(LOOP, LAUNCH, ExploreOptions(param=("n", tuple(range(1, 9)))))
    for c in swept.classes:
        alone = check_program(LOOP, LAUNCH, ExploreOptions(args={"n": int(c.values)}))
        assert c.status == alone.status == "findings"
        assert set(c.findings) == {(f.kind, f.loc.line) for f in alone.findings}


# Random loops (docs/semantics/schedules.md, "The schedule"): two waves of two lanes run a loop of n
# trips whose body is drawn from these statements, some under a branch on the trip.
_BODY = {
    "own": "store i32 %i, ptr addrspace(3) %own",
    "other": "store i32 %i, ptr addrspace(3) %other",
    "read": "%vN = load i32, ptr addrspace(3) %other\n  %wN = add i32 %vN, 1\n"
            "  store i32 %wN, ptr addrspace(1) %out",
    "sync": ('fence syncscope("workgroup") release\n  call void @llvm.amdgcn.s.barrier()\n'
             '  fence syncscope("workgroup") acquire'),
}

_HEADER = """
target triple = "amdgcn-amd-amdhsa"
@tile = internal addrspace(3) global [16 x i32] poison, align 16
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
"""


def _random_loop(body: list[tuple[str, bool]]) -> str:
    lines = [_HEADER, "define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n) {",
             "entry:",
             "  %t = call i32 @llvm.amdgcn.workitem.id.x()",
             "  %own = getelementptr i32, ptr addrspace(3) @tile, i32 %t",
             "  %x = xor i32 %t, 2",
             "  %other = getelementptr i32, ptr addrspace(3) @tile, i32 %x",
             "  store i32 0, ptr addrspace(3) %own",
             '  fence syncscope("workgroup") release',
             "  call void @llvm.amdgcn.s.barrier()",
             '  fence syncscope("workgroup") acquire',
             "  %none = icmp eq i32 %n, 0",
             "  br i1 %none, label %exit, label %loop",
             "loop:",
             "  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]",
             "  br label %s0"]
    for k, (kind, odd_trips) in enumerate(body):
        text = _BODY[kind].replace("%vN", f"%v{k}").replace("%wN", f"%w{k}")
        lines.append(f"s{k}:")
        if odd_trips and kind != "sync":  # (a barrier under a condition is misuse)
            lines += [f"  %b{k} = and i32 %i, 1", f"  %c{k} = icmp eq i32 %b{k}, 1",
                      f"  br i1 %c{k}, label %do{k}, label %s{k + 1}",
                      f"do{k}:", f"  {text}", f"  br label %s{k + 1}"]
        else:
            lines += [f"  {text}", f"  br label %s{k + 1}"]
    lines += [f"s{len(body)}:", "  br label %latch", "latch:", "  %i1 = add i32 %i, 1",
              "  %more = icmp ult i32 %i1, %n", "  br i1 %more, label %loop, label %exit",
              "exit:", "  ret void", "}"]
    return "\n".join(lines) + "\n"


@settings(max_examples=30, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(sorted(_BODY)), st.booleans()),
                min_size=1, max_size=4))
def test_random_loops_turns_change_no_verdict_and_classes_agree(
        body: list[tuple[str, bool]]) -> None:
    """On random two-wave loops: each trip count gets the same verdict with turns as
    when each wave runs until it blocks (the schedule decides only how a finding is
    told), and a sweep over the trip count gives each class the verdict and findings of
    each of its values checked alone."""
    program = read_llvm_text(_random_loop(body), "loop.ll")
    launch = Launch(workgroup_size=(4, 1, 1), wave_size=2)
    values = range(0, 5)
    alone = {n: check_program(program, launch, ExploreOptions(args={"n": n}))
             for n in values}
    swept = check_program(program, launch, ExploreOptions(param=("n", tuple(values))))
    assert swept.incomplete_reason is None, swept.incomplete_reason
    seen: list[int] = []
    for c in swept.classes:
        members = [n for part in c.values.split(", ")
                   for lo, _, hi in [part.partition("..")]
                   for n in range(int(lo), int(hi or lo) + 1)]
        seen += members
        for n in members:
            assert alone[n].status == c.status, (n, c)
            assert {(f.kind, f.loc.line) for f in alone[n].findings} == set(c.findings)
    assert sorted(seen) == list(values)
    try:
        Stepping.turns = False
        for n in values:
            assert check_program(program, launch, ExploreOptions(
                args={"n": n})).status == alone[n].status, n
    finally:
        Stepping.turns = True


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(sorted(_BODY)), st.booleans()),
                min_size=1, max_size=4))
def test_random_loops_class_splits_run_again_report_what_replays_report(
        body: list[tuple[str, bool]]) -> None:
    """On random two-wave loops swept over their trip count: a class split after late
    reads that change what was read runs the search again knowing them
    (late_replay.corrected; docs/semantics/sweeps.md, "Class splits run again knowing their late
    reads"), and the report — findings with messages and counterexamples, classes,
    notes — is the one replaying every leaf gives."""
    program = read_llvm_text(_random_loop(body), "loop.ll")
    launch = Launch(workgroup_size=(4, 1, 1), wave_size=2)
    options = ExploreOptions(param=("n", tuple(range(0, 6))))
    ran_again = check_program(program, launch, options)
    saved = check_module.corrected
    try:
        check_module.corrected = lambda *args: None
        replayed = check_program(program, launch, options)
    finally:
        check_module.corrected = saved
    assert ran_again.findings == replayed.findings
    assert ran_again.classes == replayed.classes
    assert (ran_again.incomplete_reason, ran_again.notes) == (replayed.incomplete_reason,
                                                              replayed.notes)
