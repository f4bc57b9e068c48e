"""Barrier-executes-before is transitive, between every kind of barrier object.

amdgpu-execution-synchronization (amdgpu-usage, "Execution Barriers"): "A
barrier-executes-before another barrier operation B if any of the following is true:
A -> B in program-order. A -> B in barrier-participates-in. A barrier-executes-before
some barrier operation X, and X barrier-executes-before B." ERRATA.md item 1: a
barrier-arrive-release BR synchronizes-with a barrier-wait-acquire BA if A (the arrive
after BR's release fence) barrier-executes-before W (the wait before BA's acquire
fence), their scopes overlap, neither is one-as, and both address spaces include AS
(docs/semantics/barrier-transitivity.md).

Wave X stores and fences (release), then arrives; wave Y, with no fence at all, waits
for X's phase and then arrives at another barrier object (or a later phase); wave Z
waits for that phase and fences (acquire) before it loads X's data: X's arrive
barrier-executes-before Z's wait through Y, so the load is ordered. Without X's release
fence, or with a one-as fence on either side, it races. Each kernel is also checked
against the brute force `litmus` enumerator where litmus has the barrier (the workgroup
`s_barrier`), and generated programs of several barriers per wave are compared with it.
"""

from __future__ import annotations

import os

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from amdsync.explore.findings.result import CheckResult
from amdsync.explore.litmus.enumerate import explore
from amdsync.explore.machine.machine import ExploreOptions
from amdsync.explore.machine.state import ReleaseRecord
from amdsync.explore.search.check import check_program
from amdsync.explore.sync.barrier_exec import merge_records
from amdsync.explore.sync.synchronization import _rows_join
from amdsync.formats.litmus import parse_litmus
from amdsync.formats.llvm import read_llvm_text
from amdsync.program.topology import Launch

DECLARATIONS = """
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare void @llvm.amdgcn.s.barrier()
declare void @llvm.amdgcn.s.barrier.signal(i32 immarg)
declare void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3), i32)
declare void @llvm.amdgcn.s.barrier.wait(i16 immarg)
declare void @llvm.amdgcn.s.barrier.init(ptr addrspace(3), i32)
declare void @llvm.amdgcn.s.barrier.join(ptr addrspace(3))
declare void @llvm.amdgcn.s.barrier.leave(i16 immarg)
"""

PRELUDE = """target triple = "amdgcn-amd-amdhsa"
@a = internal addrspace(3) global target("amdgcn.named.barrier", 0) poison
@b = internal addrspace(3) global target("amdgcn.named.barrier", 0) poison
@lds = internal addrspace(3) global [256 x i32] poison, align 16
"""

RELEASE = 'fence syncscope("workgroup") release'
ACQUIRE = 'fence syncscope("workgroup") acquire'
ONE_AS_RELEASE = 'fence syncscope("workgroup-one-as") release'
ONE_AS_ACQUIRE = 'fence syncscope("workgroup-one-as") acquire'
AGENT_RELEASE = 'fence syncscope("agent") release'
AGENT_ACQUIRE = 'fence syncscope("agent") acquire'

# gfx12 and later run wave32: 96 work-items are three waves X, Y, Z.
THREE_WAVES = Launch(workgroup_size=(96, 1, 1), wave_size=32)
# Two workgroups of two waves in one cluster: X and Y in workgroup 0, Z and W in 1.
CLUSTER = Launch(workgroup_size=(64, 1, 1), grid=(2, 1, 1), wave_size=32, cluster_size=2)


def kernel(x: str, y: str, z: str, w: str = "", prologue: str = "",
           who: str = "%wave") -> str:
    """Waves X, Y, Z (and W) run their own blocks; ``%t`` is the work-item id,
    ``%wave`` its wave, ``%lane`` its lane."""
    blocks = [("x", x), ("y", y), ("z", z)] + ([("w", w)] if w else [])
    cases = " ".join(f"i32 {i}, label %{name}" for i, (name, _) in enumerate(blocks))
    body = "".join(f"{name}:\n{text}\n  ret void\n" for name, text in blocks)
    return (PRELUDE + "define amdgpu_kernel void @k(ptr addrspace(1) %g) {\nentry:\n"
            "  %t = call i32 @llvm.amdgcn.workitem.id.x()\n"
            "  %wave = lshr i32 %t, 5\n  %lane = and i32 %t, 31\n"
            "  %wg = call i32 @llvm.amdgcn.workgroup.id.x()\n"
            "  %wg2 = shl i32 %wg, 1\n  %pair = add i32 %wg2, %wave\n"
            + prologue +
            f"  switch i32 {who}, label %done [ {cases} ]\n" + body
            + "done:\n  ret void\n}\n" + DECLARATIONS)


def check(text: str, launch: Launch = THREE_WAVES) -> CheckResult:
    return check_program(read_llvm_text(text, "transitive.ll"), launch,
                         ExploreOptions(strict_reads=True))


def races(result: CheckResult) -> list[int]:
    """The lines of the race findings (every other finding fails the test)."""
    assert result.incomplete_reason is None, result.incomplete_reason
    assert {f.kind for f in result.findings} <= {"race"}, result.findings
    return sorted(f.loc.line for f in result.findings)


def line_of(text: str, needle: str) -> int:
    (line,) = [i + 1 for i, s in enumerate(text.splitlines()) if needle in s]
    return line


# ------------------------------------------------------------------ workgroup phases

STORE_X = ("  %px = getelementptr i32, ptr addrspace(3) @lds, i32 %t\n"
           "  store i32 1, ptr addrspace(3) %px, align 4\n")
LOAD_X = ("  %ox = sub i32 %t, 64\n"
          "  %qx = getelementptr i32, ptr addrspace(3) @lds, i32 %ox\n"
          "  %vx = load i32, ptr addrspace(3) %qx, align 4\n")
SPLIT = ("  call void @llvm.amdgcn.s.barrier.signal(i32 -1)\n"
         "  call void @llvm.amdgcn.s.barrier.wait(i16 -1)\n")
WHOLE = "  call void @llvm.amdgcn.s.barrier()\n"


def two_phases(barrier: str, release: str, acquire: str) -> str:
    """X fences and passes phase 1, then ends (its drop counts in phase 2); Y passes
    phase 1, fences (release) and passes phase 2; Z passes both phases without a fence
    and then acquires: X's arrive barrier-participates-in Z's first wait, which is
    program-ordered before its second, so X's release synchronizes with Z's acquire —
    although phase 2 publishes a record of its own (Y's)."""
    return kernel(STORE_X + f"  {release}\n" + barrier,
                  barrier + f"  {RELEASE}\n" + barrier,
                  barrier + barrier + f"  {acquire}\n" + LOAD_X)


@pytest.mark.parametrize("barrier", [WHOLE, SPLIT], ids=["s_barrier", "split"])
def test_a_wait_keeps_an_earlier_phase_for_a_later_acquire_fence(barrier: str) -> None:
    text = two_phases(barrier, RELEASE, ACQUIRE)
    assert races(check(text)) == []
    # (b) No release fence before X's arrive: nothing to synchronize with.
    text = two_phases(barrier, "", ACQUIRE)
    assert races(check(text)) == [line_of(text, "%vx = load")]
    # (c) ERRATA.md item 1: neither fence may have a one-as scope.
    for release, acquire in ((ONE_AS_RELEASE, ACQUIRE), (RELEASE, ONE_AS_ACQUIRE)):
        text = two_phases(barrier, release, acquire)
        assert races(check(text)) == [line_of(text, "%vx = load")]


LITMUS_TWO_PHASES = """AMDGPU two-phases
"X's release reaches Z's acquire after Z's second wait"
{{ global x = 0; }}
P0 @ wave 0, wg 0, agent 0:
  store i32 1, ptr addrspace(1) @x
  {release}
  call void @llvm.amdgcn.s.barrier()
P1 @ wave 1, wg 0, agent 0:
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
P2 @ wave 2, wg 0, agent 0:
  call void @llvm.amdgcn.s.barrier()
  call void @llvm.amdgcn.s.barrier()
  {acquire}
  %r0 = load i32, ptr addrspace(1) @x
"""


@pytest.mark.parametrize(("release", "acquire", "racy"), [
    (RELEASE, ACQUIRE, False), ("", ACQUIRE, True), (ONE_AS_RELEASE, ACQUIRE, True),
    (RELEASE, ONE_AS_ACQUIRE, True)])
def test_litmus_agrees_on_two_phases(release: str, acquire: str, racy: bool) -> None:
    """The brute-force enumerator on the same program (threads: lane 0 of each wave)."""
    text = LITMUS_TWO_PHASES.format(release=release, acquire=acquire)
    assert explore(parse_litmus(text, "two-phases.litmus")).racy is racy


# ------------------------------------------------------------------ named barriers

INIT_NAMED = """  %is0 = icmp eq i32 %wave, 0
  br i1 %is0, label %init, label %ready
init:
  call void @llvm.amdgcn.s.barrier.init(ptr addrspace(3) @a, i32 2)
  call void @llvm.amdgcn.s.barrier.init(ptr addrspace(3) @b, i32 2)
  br label %ready
ready:
  call void @llvm.amdgcn.s.barrier()
"""


ARRIVE_B = ("  call void @llvm.amdgcn.s.barrier.join(ptr addrspace(3) @b)\n"
            "  call void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3) @b, i32 0)\n")
LEAVE_B = ("  call void @llvm.amdgcn.s.barrier.join(ptr addrspace(3) @b)\n"
           "  call void @llvm.amdgcn.s.barrier.leave(i16 1)\n")


def named(release: str, acquire: str, then: str = ARRIVE_B) -> str:
    """X arrives at named barrier @a after its release fence; Y waits for that phase
    and then (no fence) does ``then`` on @b; Z waits for @b's phase and acquires. (Wave
    0 initializes both barriers; the workgroup barrier orders the inits first.)"""
    y = ("  call void @llvm.amdgcn.s.barrier.join(ptr addrspace(3) @a)\n"
         "  call void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3) @a, i32 0)\n"
         "  call void @llvm.amdgcn.s.barrier.wait(i16 1)\n" + then)
    return kernel(
        STORE_X + f"  {release}\n"
        "  call void @llvm.amdgcn.s.barrier.join(ptr addrspace(3) @a)\n"
        "  call void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3) @a, i32 0)\n",
        y,
        "  call void @llvm.amdgcn.s.barrier.join(ptr addrspace(3) @b)\n"
        "  call void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3) @b, i32 0)\n"
        "  call void @llvm.amdgcn.s.barrier.wait(i16 1)\n"
        f"  {acquire}\n" + LOAD_X, prologue=INIT_NAMED)


def test_an_arrive_after_a_wait_carries_the_phase_to_another_named_barrier() -> None:
    text = named(RELEASE, ACQUIRE)
    assert races(check(text)) == []
    text = named("", ACQUIRE)
    assert races(check(text)) == [line_of(text, "%vx = load")]
    for release, acquire in ((ONE_AS_RELEASE, ACQUIRE), (RELEASE, ONE_AS_ACQUIRE)):
        text = named(release, acquire)
        assert races(check(text)) == [line_of(text, "%vx = load")]


def test_a_drop_after_a_wait_carries_the_phase_too() -> None:
    """Y leaves @b (``s_barrier_leave``, a barrier drop) after its wait on @a instead of
    arriving: the drop barrier-participates-in Z's wait as an arrive would
    (amdgpu-execution-synchronization, barrier-participates-in: "X is a barrier arrive
    or drop operation"), so X's arrive still barrier-executes-before Z's wait. @b then
    completes with Z's arrive alone (expected count 2 - 1)."""
    for release, racy in ((RELEASE, False), ("", True)):
        text = named(release, ACQUIRE, LEAVE_B)
        assert races(check(text)) == ([line_of(text, "%vx = load")] if racy else [])


# ------------------------------------------------------------------ cluster barrier


def cluster(release: str, acquire: str) -> str:
    """X (workgroup 0) fences and passes the workgroup barrier with Y; Y, with no
    fence, arrives at the cluster barrier for workgroup 0; Z (workgroup 1) arrives for
    its workgroup, waits and acquires, then loads what X stored to global memory."""
    store = ("  %gx = getelementptr i32, ptr addrspace(1) %g, i32 %lane\n"
             "  store i32 1, ptr addrspace(1) %gx, align 4\n")
    load = ("  %gz = getelementptr i32, ptr addrspace(1) %g, i32 %lane\n"
            "  %vx = load i32, ptr addrspace(1) %gz, align 4\n")
    return kernel(store + f"  {release}\n" + SPLIT,
                  SPLIT + "  call void @llvm.amdgcn.s.barrier.signal(i32 -3)\n"
                  "  call void @llvm.amdgcn.s.barrier.wait(i16 -3)\n",
                  "  call void @llvm.amdgcn.s.barrier.signal(i32 -3)\n"
                  "  call void @llvm.amdgcn.s.barrier.wait(i16 -3)\n"
                  f"  {acquire}\n" + load, w="  %idle = add i32 %lane, 0", who="%pair")


def test_a_workgroup_phase_reaches_the_other_workgroup_through_the_cluster_barrier() -> None:
    text = cluster(AGENT_RELEASE, AGENT_ACQUIRE)
    assert races(check(text, CLUSTER)) == []
    text = cluster("", AGENT_ACQUIRE)
    assert races(check(text, CLUSTER)) == [line_of(text, "%vx = load")]
    one_as = ('fence syncscope("agent-one-as") release',
              'fence syncscope("agent-one-as") acquire')
    for release, acquire in ((one_as[0], AGENT_ACQUIRE), (AGENT_RELEASE, one_as[1])):
        text = cluster(release, acquire)
        assert races(check(text, CLUSTER)) == [line_of(text, "%vx = load")]


# ------------------------------------------------------------------ against litmus

# CI runs 150 programs (about 15 s); a campaign raises AMDSYNC_DIFF_EXAMPLES.
EXAMPLES = int(os.environ.get("AMDSYNC_DIFF_EXAMPLES", "1000")) * 3 // 20
# (No wavefront fences: `litmus` and `check` read a wavefront fence pairing with
# another wave's workgroup one differently, barriers or not — `check` by the
# overlapping scopes of ERRATA.md item 1 alone, `litmus` also by availability and
# visibility, whose scopes must be inclusive; that difference is not this file's.)
FENCES_BEFORE = ["", RELEASE, AGENT_RELEASE, ONE_AS_RELEASE]
FENCES_AFTER = ["", ACQUIRE, AGENT_ACQUIRE, ONE_AS_ACQUIRE]
# (kind, location): plain accesses only, so happens-before alone decides every race.
_access = st.tuples(st.sampled_from(["st", "ld"]), st.sampled_from(["x", "y"]))
# A thread: its segments of accesses, and the fences (before, after) around each of the
# barriers between them (one barrier fewer than segments).
_segment = st.lists(_access, max_size=1)
_thread = st.integers(0, 3).flatmap(lambda k: st.tuples(
    st.lists(_segment, min_size=k + 1, max_size=k + 1),
    st.lists(st.tuples(st.integers(0, 3), st.integers(0, 3)), min_size=k, max_size=k)))
Thread = tuple[list[list[tuple[str, str]]], list[tuple[int, int]]]


def _small(threads: list[Thread]) -> bool:
    """At most four accesses, at least one store: the enumerator's reads-from choices
    multiply with every load and store."""
    accesses = [a for segments, _ in threads for segment in segments for a in segment]
    return len(accesses) <= 4 and any(kind == "st" for kind, _ in accesses)


def _lines(thread: Thread, n: list[int]) -> list[str]:
    segments, fences = thread
    out: list[str] = []
    for i, segment in enumerate(segments):
        if i:
            before, after = fences[i - 1]
            out += [FENCES_BEFORE[before], "call void @llvm.amdgcn.s.barrier()",
                    FENCES_AFTER[after]]
        for kind, loc in segment:
            n[0] += 1
            out.append(_access_line(kind, loc, n[0]))
    return [line for line in out if line]


def _access_line(kind: str, loc: str, n: int) -> str:
    """A plain store or load, or (for the tests of the wave-local rerun) a relaxed
    workgroup-scope read-modify-write or atomic store."""
    ptr = f"ptr addrspace(1) @{loc}"
    match kind:
        case "st":
            return f"store i32 {n}, {ptr}"
        case "ld":
            return f"%r{n} = load i32, {ptr}"
        case "rmw":
            return f'%r{n} = atomicrmw add {ptr}, i32 1 syncscope("workgroup") monotonic'
        case _:
            return f'store atomic i32 {n}, {ptr} syncscope("workgroup") monotonic'


def _litmus(threads: list[Thread]) -> str:
    lines = ["AMDGPU generated", '"barriers"', "{ global x = 0; global y = 0; }"]
    n = [0]
    for t, thread in enumerate(threads):
        lines.append(f"P{t} @ wave {t}, wg 0, agent 0:")
        lines += ["  " + line for line in _lines(thread, n)]
    return "\n".join(lines) + "\n"


def _kernel(threads: list[Thread]) -> str:
    """Thread *t* is wave *t* (wave64) of one workgroup: its lane 0 accesses memory,
    the whole wave runs the fences and barriers."""
    lines = ["@x = addrspace(1) global i32 0, align 4", "@y = addrspace(1) global i32 0, align 4",
             "define amdgpu_kernel void @k() {", "entry:",
             "  %tid = call i32 @llvm.amdgcn.workitem.id.x()", "  %who = udiv i32 %tid, 64",
             "  %lane = urem i32 %tid, 64", "  %first = icmp eq i32 %lane, 0"]
    cases = " ".join(f"i32 {t}, label %t{t}" for t in range(len(threads)))
    lines.append(f"  switch i32 %who, label %done [ {cases} ]")
    n = [0]
    for t, thread in enumerate(threads):
        lines.append(f"t{t}:")
        block = 0
        for line in _lines(thread, n):
            if "s.barrier" in line or line.startswith("fence"):
                lines.append("  " + line)
                continue
            block += 1
            lines += [f"  br i1 %first, label %t{t}s{block}, label %t{t}e{block}",
                      f"t{t}s{block}:", f"  {line}, align 4", f"  br label %t{t}e{block}",
                      f"t{t}e{block}:"]
        lines.append("  br label %done")
    lines += ["done:", "  ret void", "}", "declare i32 @llvm.amdgcn.workitem.id.x()",
              "declare void @llvm.amdgcn.s.barrier()"]
    return "\n".join(lines) + "\n"


def agree(threads: list[Thread]) -> tuple[bool, bool]:
    """(litmus says racy, check says racy); check must be complete."""
    by_litmus = explore(parse_litmus(_litmus(threads), "generated.litmus"))
    assert not by_litmus.incomplete and by_litmus.executions > 0
    launch = Launch(workgroup_size=(64 * len(threads), 1, 1))
    by_check = check_program(read_llvm_text(_kernel(threads), "generated.ll"), launch,
                             ExploreOptions(timeout=60, strict_reads=True))
    assert by_check.incomplete_reason is None, by_check.incomplete_reason
    return by_litmus.racy, any(f.kind == "race" for f in by_check.findings)


@settings(max_examples=EXAMPLES, deadline=None)
@given(st.lists(_thread, min_size=2, max_size=3).filter(_small))
def test_check_and_litmus_agree_over_several_barriers(threads: list[Thread]) -> None:
    """Waves of one workgroup passing up to three s_barriers each (a wave with fewer
    ends, and its drop counts in the later phases), with any fences around each:
    happens-before through chains of phases is the enumerator's."""
    litmus_racy, check_racy = agree(threads)
    assert litmus_racy == check_racy, (_litmus(threads), _kernel(threads))


def test_a_release_before_an_earlier_barrier_still_pairs() -> None:
    """Wave 0 fences (workgroup release) before its first barrier and (one-as release,
    which pairs with no barrier: ERRATA.md 1) before its second; wave 1 fences (release)
    before its second barrier only; wave 2 acquires after its second. Wave 0's first
    arrive barrier-executes-before wave 2's second wait (through wave 2's first wait):
    its release synchronizes with wave 2's acquire, although the second phase publishes
    only wave 1's release."""
    writer: Thread = ([[("st", "x")], [], []], [(1, 0), (3, 0)])
    helper: Thread = ([[], [], []], [(0, 0), (1, 0)])
    reader: Thread = ([[], [], [("ld", "x")]], [(0, 0), (0, 1)])
    assert agree([writer, helper, reader]) == (False, False)
    # Only the one-as release: a race.
    writer = ([[("st", "x")], [], []], [(0, 0), (3, 0)])
    assert agree([writer, helper, reader]) == (True, True)


def test_check_and_litmus_agree_on_every_fence_of_a_chain_of_phases() -> None:
    """Every choice of fences in the program above's family: the writer's release
    before its first barrier (and whether it passes a second one, with no fence, or
    ends), the helper's release before its second barrier, the reader's acquire after
    its second. The enumerator decides each; the check must agree."""
    checked = 0
    for first in range(4):
        for helper_fence in range(4):
            for acquire in range(4):
                for second in (False, True):
                    writer: Thread = (([[("st", "x")], [], []], [(first, 0), (0, 0)])
                                      if second else ([[("st", "x")], []], [(first, 0)]))
                    helper: Thread = ([[], [], []], [(0, 0), (helper_fence, 0)])
                    reader: Thread = ([[], [], [("ld", "x")]], [(0, 0), (0, acquire)])
                    litmus_racy, check_racy = agree([writer, helper, reader])
                    assert litmus_racy == check_racy, _litmus([writer, helper, reader])
                    checked += 1
    assert checked == 128


def test_a_row_orders_only_the_address_spaces_its_release_names() -> None:
    """X stores global data and releases only local memory (``amdgpu-synchronize-as``);
    Y releases every address space; both arrive in the phase Z waits for. "BA and BR's
    address spaces both include AS" (ERRATA.md item 1): X's barrier-arrive-release
    orders nothing global, whatever Y's row names, so Z's load of X's global data
    races. (The join once took the maximum of every row's clocks in each address space
    some row named, and missed this race.)"""
    store = ("  %gx = getelementptr i32, ptr addrspace(1) %g, i32 %lane\n"
             "  store i32 1, ptr addrspace(1) %gx, align 4\n")
    load = ("  %gz = getelementptr i32, ptr addrspace(1) %g, i32 %lane\n"
            "  %vx = load i32, ptr addrspace(1) %gz, align 4\n")
    for x_spaces, racy in (("!0", True), ("", False)):
        text = kernel(store + f"  {RELEASE}{', !mmra ' + x_spaces if x_spaces else ''}\n"
                      + WHOLE, f"  {RELEASE}\n" + WHOLE, WHOLE + f"  {ACQUIRE}\n" + load)
        text += '!0 = !{!"amdgpu-synchronize-as", !"local"}\n'
        assert races(check(text)) == ([line_of(text, "%vx = load")] if racy else [])


# ------------------------------------------------------------------ bounded records

_row = st.tuples(st.integers(0, 3), st.sampled_from([2, 3, 4]),
                 st.sampled_from([(0,), (1,), (0, 1)]),
                 st.lists(st.integers(0, 9), min_size=6, max_size=6), st.integers(1, 5))


def _record(rows: list[tuple[int, int, tuple[int, ...], list[int], int]]) -> ReleaseRecord:
    clocks = np.array([values for *_, values, _ in rows], dtype=np.int32).reshape(-1, 2, 3)
    return ReleaseRecord([r[0] for r in rows], clocks, [r[1] for r in rows],
                         [r[2] for r in rows], clocks + 1, barrier=True,
                         row_phases=tuple(r[4] for r in rows))


@settings(max_examples=300, deadline=None)
@given(st.lists(st.lists(_row, max_size=4), min_size=1, max_size=3),
       st.sets(st.tuples(st.integers(0, 3), st.sampled_from([2, 3, 4]))),
       st.sampled_from([(0,), (1,), (0, 1)]))
def test_merged_rows_join_as_the_rows_they_merge(
        parts: list[list[tuple[int, int, tuple[int, ...], list[int], int]]],
        pairing: set[tuple[int, int]], classes: tuple[int, ...]) -> None:
    """docs/semantics/barrier-transitivity.md, "Bounded records": whichever (lane,
    scope) pairs with an acquire fence, and whichever address spaces it names, the
    fence joins the same clocks from the merged record as from all rows side by side;
    the merged record has one row per (lane, scope, spaces), with the latest phase."""
    records = [_record(rows) for rows in parts]
    merged = merge_records(records, 3, 9)
    every = [row for rows in parts for row in rows]
    side_by_side = _record(every) if every else merged
    assert len(merged.lanes) == len({(r[0], r[1], r[2]) for r in every})
    for i, key in enumerate(zip(merged.lanes, merged.scopes, merged.as_masks, strict=True)):
        assert merged.row_phases[i] == max(r[4] for r in every if (r[0], r[1], r[2]) == key)
    eligible_merged = [i for i, key in enumerate(zip(merged.lanes, merged.scopes, strict=True))
                       if key in pairing]
    eligible_all = [i for i, r in enumerate(every) if (r[0], r[1]) in pairing]
    if not eligible_all:
        assert not eligible_merged
        return
    joined, available = _rows_join(merged, eligible_merged, classes, True)
    expected, expected_available = _rows_join(side_by_side, eligible_all, classes, True)
    assert np.array_equal(joined, expected)
    assert available is not None and expected_available is not None
    assert np.array_equal(available, expected_available)


@settings(max_examples=100, deadline=None)
@given(st.lists(_row, min_size=1, max_size=4, unique_by=lambda r: (r[0], r[1], r[2])),
       st.lists(st.lists(st.integers(0, 9), min_size=6, max_size=6), min_size=4,
                max_size=4), st.lists(st.integers(1, 5), min_size=4, max_size=4))
def test_two_records_of_the_same_rows_merge_as_any_others(
        rows: list[tuple[int, int, tuple[int, ...], list[int], int]],
        later: list[list[int]], phases: list[int]) -> None:
    """The shortcut for a wave's arrives publishing the same rows again (one elementwise
    maximum) gives the record the general merge gives."""
    first = _record(rows)
    second = _record([(lane, scope, spaces, later[i], phases[i])
                      for i, (lane, scope, spaces, _, _) in enumerate(rows)])
    quick = merge_records([first, second], 3, 9)
    general = merge_records([first, second, _record([])], 3, 9)
    assert (quick.lanes, quick.scopes, quick.as_masks, quick.row_phases) == (
        general.lanes, general.scopes, general.as_masks, general.row_phases)
    assert np.array_equal(quick.clocks, general.clocks)
    assert quick.available is not None and general.available is not None
    assert np.array_equal(quick.available, general.available)


def test_the_wave_local_rerun_takes_rows_of_earlier_phases() -> None:
    """Wave 2's read-modify-write of y, before its barriers, may read wave 1's store to
    y after them (load buffering), so the first run is `incomplete` and, the barriers
    being plain workgroup barriers, the check runs again with each acquire fence waiting
    only for the waves that pair with it (docs/semantics/barrier-transitivity.md,
    "Barriers run wave-locally"). Wave 2's acquire fence after its second wait pairs
    with wave 0's release of phase 1 (wave 0 then ends) and wave 1's of phase 2: the
    rerun must block for both arrives and take both rows, or wave 2's load of x races.
    `litmus` says race-free; the check, complete and clean."""
    writer: Thread = ([[("st", "x")], []], [(1, 0)])
    helper: Thread = ([[], [], [("sta", "y")]], [(0, 0), (1, 0)])
    reader: Thread = ([[("rmw", "y")], [], [("ld", "x")]], [(0, 0), (0, 1)])
    threads = [writer, helper, reader]
    assert not explore(parse_litmus(_litmus(threads), "rerun.litmus")).racy
    launch = Launch(workgroup_size=(64 * 3, 1, 1))
    result = check_program(read_llvm_text(_kernel(threads), "rerun.ll"), launch,
                           ExploreOptions(timeout=60, strict_reads=True))
    assert (result.status, [n.kind for n in result.notes]) == (
        "clean", ["load-buffering-explored"])
    assert "waiting only for the waves" in result.notes[0].message
    # Without wave 0's release, its store races with wave 2's load.
    writer = ([[("st", "x")], []], [(0, 0)])
    threads = [writer, helper, reader]
    assert explore(parse_litmus(_litmus(threads), "rerun.litmus")).racy
    result = check_program(read_llvm_text(_kernel(threads), "rerun.ll"), launch,
                           ExploreOptions(timeout=60, strict_reads=True))
    assert [f.kind for f in result.findings] == ["race"]
