"""One model for `check` and `litmus` (issue 14): the kernel checker and the litmus
enumerator give the same data-race verdict on the same program.

Hypothesis writes small concurrent programs — two or three threads of plain and atomic
loads and stores, read-modify-writes, compare-exchanges and fences at workgroup or
agent scope, placed in different workgroups or in different waves of one workgroup, the
waves of one workgroup also meeting at an `s_barrier` with or without the
release/acquire fences around it — once as an amdsync litmus test and once as an amdgcn
kernel whose threads are lane 0 of each wave. `amdsync litmus` enumerates every
consistent execution with the memory model's relations (semantics/memory_model);
`amdsync check` explores the kernel with its own reductions (hb-minimal reads-from,
sleep sets, vector clocks). The two must agree on whether some execution has a data
race: every reduction of the checker is tested against a brute force that shares none
of its code.

Stores write 1 or 2 and a compare-exchange expects 0 or 1 (and writes one more), so a
compare-exchange may succeed in some executions and fail in others: a failed one is a
load with its failure ordering that writes nothing (LLVM LangRef, cmpxchg).
"""

from __future__ import annotations

import os

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st
from hypothesis.control import currently_in_test_context

from amdsync.explore.findings.result import CheckResult
from amdsync.explore.litmus.enumerate import Execution, LitmusResult, executions, explore
from amdsync.explore.machine.machine import ExploreOptions, Machine
from amdsync.explore.search.check import check_program
from amdsync.formats.litmus import parse_litmus
from amdsync.formats.llvm import read_llvm_text
from amdsync.program.litmus_test import UNDEF, LitmusTest
from amdsync.program.topology import Launch

LOCS = ("x", "y")
# CI runs 1,000 + 666 programs (about 30 s); a deliberate campaign raises
# AMDSYNC_DIFF_EXAMPLES.
EXAMPLES = int(os.environ.get("AMDSYNC_DIFF_EXAMPLES", "1000"))
# (kind, location, ordering, value): the value a store writes, the value a
# compare-exchange expects (it writes value + 1); a compare-exchange's ordering is
# "<success> <failure>".
Instr = tuple[str, str, str, int]

_store = st.tuples(st.just("st"), st.sampled_from(LOCS),
                   st.sampled_from(["plain", "monotonic", "release"]), st.sampled_from([1, 2]))
_load = st.tuples(st.just("ld"), st.sampled_from(LOCS),
                  st.sampled_from(["plain", "monotonic", "acquire"]), st.just(0))
_rmw = st.tuples(st.just("rmw"), st.sampled_from(LOCS),
                 st.sampled_from(["monotonic", "acquire", "release", "acq_rel"]), st.just(1))
# LLVM LangRef, cmpxchg: the failure ordering is neither release nor acq_rel.
_cas = st.tuples(st.just("cas"), st.sampled_from(LOCS),
                 st.sampled_from([f"{s} {f}" for s in ("monotonic", "acquire", "release",
                                                       "acq_rel")
                                  for f in ("monotonic", "acquire")]),
                 st.sampled_from([0, 1]))
_fence = st.tuples(st.just("fence"), st.just(""), st.sampled_from(["acquire", "release",
                                                                   "acq_rel"]), st.just(0))
_thread = st.lists(st.one_of(_store, _load, _rmw, _cas, _fence), min_size=1, max_size=3)


def _small(threads: list[list[Instr]]) -> bool:
    """Keep the litmus enumeration small: coherence orders of many read-modify-writes
    on one location multiply (nine of them take the enumerator minutes)."""
    ops = [(kind, order) for body in threads for kind, _, order, _ in body]
    rmws = sum(kind in ("rmw", "cas") for kind, _ in ops)
    atomic_stores = sum(kind == "st" and order != "plain" for kind, order in ops)
    return rmws <= 3 and rmws + atomic_stores <= 5


_threads = st.lists(_thread, min_size=2, max_size=3).filter(_small)


def _instr(kind: str, loc: str, order: str, value: int, scope: str, n: int) -> str:
    ptr = f"ptr addrspace(1) @{loc}"
    sync = f'syncscope("{scope}") {order}'
    match kind:
        case "st":
            return (f"store i32 {value}, {ptr}" if order == "plain"
                    else f"store atomic i32 {value}, {ptr} {sync}")
        case "ld":
            return (f"%r{n} = load i32, {ptr}" if order == "plain"
                    else f"%r{n} = load atomic i32, {ptr} {sync}")
        case "rmw":
            return f"%r{n} = atomicrmw add {ptr}, i32 1 {sync}"
        case "cas":
            return f"%r{n} = cmpxchg {ptr}, i32 {value}, i32 {value + 1} {sync}"
        case _:
            return f"fence {sync}"


BARRIER = "call void @llvm.amdgcn.s.barrier()"
RELEASE = 'fence syncscope("workgroup") release'
ACQUIRE = 'fence syncscope("workgroup") acquire'


def _around(fences: int) -> list[str]:
    """The barrier and the fences around it: bit 0 a workgroup release fence before
    (barrier-arrive-release), bit 1 a workgroup acquire fence after
    (barrier-wait-acquire; amdgpu-usage, ERRATA.md item 1)."""
    return ([RELEASE] if fences & 1 else []) + [BARRIER] + ([ACQUIRE] if fences & 2 else [])


def _segments(body: list[Instr], cut: int | None) -> list[list[Instr]]:
    """The thread's instructions before and after its barrier (None: no barrier)."""
    if cut is None:
        return [body]
    k = min(cut, len(body))
    return [body[:k], body[k:]]


def _cases(threads: list[list[Instr]]) -> dict[str, int]:
    """The compare-exchanges: litmus column → the value each expects."""
    out: dict[str, int] = {}
    n = 0
    for t, body in enumerate(threads):
        for kind, _, _, value in body:
            n += 1
            if kind == "cas":
                out[f"P{t}:r{n}"] = value
    return out


def _litmus(threads: list[list[Instr]], scope: str, same_wg: bool,
            cuts: list[int | None] | None = None, fences: list[int] | None = None,
            one_wave: bool = False) -> str:
    lines = ["AMDGPU generated", '"differential test"',
             "{ " + " ".join(f"global {x} = 0;" for x in LOCS) + " }"]
    n = 0
    for t, body in enumerate(threads):
        place = ("wave 0, wg 0" if one_wave else f"wave {t}, wg 0" if same_wg
                 else f"wave 0, wg {t}")
        lines.append(f"P{t} @ {place}, agent 0:")
        segments = _segments(body, cuts[t] if cuts else None)
        for i, segment in enumerate(segments):
            if i:
                lines += ["  " + x for x in _around(fences[t] if fences else 0)]
            for kind, loc, order, value in segment:
                n += 1
                lines.append("  " + _instr(kind, loc, order, value, scope, n))
    return "\n".join(lines) + "\n"


def _lanes_kernel(threads: list[list[Instr]], scope: str) -> str:
    """Thread *t* is lane *t* of the launch's one wave: the wave runs ``if (lane == t)
    {body t}`` for t = 0, 1, … in turn, so every instruction of thread *t* executes
    before every instruction of thread *t* + 1 — an execution order, not program order
    between the lanes, which are threads (amdgpu-memory-model)."""
    lines = [f"@{x} = addrspace(1) global i32 0, align 4" for x in LOCS]
    lines += ["define amdgpu_kernel void @k() {", "entry:",
              "  %tid = call i32 @llvm.amdgcn.workitem.id.x()", "  br label %t0"]
    n = 0
    for t, body in enumerate(threads):
        after = f"t{t + 1}" if t + 1 < len(threads) else "done"
        lines += [f"t{t}:", f"  %is{t} = icmp eq i32 %tid, {t}",
                  f"  br i1 %is{t}, label %t{t}s, label %{after}", f"t{t}s:"]
        for kind, loc, order, value in body:
            n += 1
            text = _instr(kind, loc, order, value, scope, n)
            lines.append("  " + text + ("" if kind == "fence" else ", align 4"))
        lines.append(f"  br label %{after}")
    lines += ["done:", "  ret void", "}", "declare i32 @llvm.amdgcn.workitem.id.x()"]
    return "\n".join(lines) + "\n"


def _kernel(threads: list[list[Instr]], scope: str, same_wg: bool,
            cuts: list[int | None] | None = None, fences: list[int] | None = None) -> str:
    lines = [f"@{x} = addrspace(1) global i32 0, align 4" for x in LOCS]
    lines += ["define amdgpu_kernel void @k() {", "entry:"]
    if same_wg:
        lines += ["  %tid = call i32 @llvm.amdgcn.workitem.id.x()",
                  "  %who = udiv i32 %tid, 64", "  %lane = urem i32 %tid, 64",
                  "  %first = icmp eq i32 %lane, 0"]
    else:
        lines += ["  %who = call i32 @llvm.amdgcn.workgroup.id.x()"]
    cases = " ".join(f"i32 {t}, label %t{t}" for t in range(len(threads)))
    lines.append(f"  switch i32 %who, label %done [ {cases} ]")
    n = 0
    for t, body in enumerate(threads):
        lines.append(f"t{t}:")
        segments = _segments(body, cuts[t] if cuts else None)
        for i, segment in enumerate(segments):
            if i:  # the whole wave meets at the barrier (s_barrier is wave-uniform)
                lines += [f"  br label %t{t}b{i}", f"t{t}b{i}:"]
                lines += ["  " + x for x in _around(fences[t] if fences else 0)]
            if same_wg:  # only lane 0 of the wave is the litmus thread
                lines += [f"  br i1 %first, label %t{t}s{i}, label %t{t}e{i}", f"t{t}s{i}:"]
            for kind, loc, order, value in segment:
                n += 1
                text = _instr(kind, loc, order, value, scope, n)
                lines.append("  " + text + ("" if kind == "fence" else ", align 4"))
            if same_wg:
                lines += [f"  br label %t{t}e{i}", f"t{t}e{i}:"]
        lines.append("  br label %done")
    lines += ["done:", "  ret void", "}",
              "declare i32 @llvm.amdgcn.workitem.id.x()",
              "declare i32 @llvm.amdgcn.workgroup.id.x()",
              "declare void @llvm.amdgcn.s.barrier()"]
    return "\n".join(lines) + "\n"


def failing_cas(threads: list[list[Instr]], result: LitmusResult) -> bool:
    """Does some consistent execution have a compare-exchange that fails (reads a value
    other than the one it expects, undef included)?"""
    cases = _cases(threads)
    return any(column in cases and value != cases[column]
               for outcome in result.outcomes for column, value in outcome.state)


def _note(what: str) -> None:
    """Count a kind of program (pytest -n 0 --hypothesis-show-statistics prints them)."""
    if currently_in_test_context():
        event(what)


def _on_undef(ex: Execution, write: int, cas_lines: set[int]) -> bool:
    """Is ``write`` the write of a compare-exchange that compared an ``undef`` it read
    (its success is not decided by any written value)?"""
    event_ = ex.events[write]
    if event_.loc.line not in cas_lines:
        return False
    for read, w in ex.rmw:
        if w == write:
            source = ex.rf[read]
            return source is None or ex.events[source].value is UNDEF
    return False


def _reads_the_future(ex: Execution, one_wave: bool = False) -> bool:
    """Does a read read from (or return undef only because of) writes that, in every
    schedule, run after it — the write follows the writer's k-th barrier and the read
    precedes the reader's k-th barrier (or the reader has none: the writer's wave waits
    there until the reader's ends); with the threads lanes of one wave
    (:func:`_lanes_kernel`), the write's thread comes after the read's?
    The memory model allows it (a barrier without fences, or the order a wave issues
    instructions in, orders execution, not memory: load buffering); `check` performs
    reads in a schedule, so it never explores it (docs/semantics/schedules.md, "Tested against an
    independent enumerator")."""
    barriers: dict[int, list[int]] = {}
    for e in ex.events:
        if e.phase is not None:
            barriers.setdefault(e.thread, []).append(e.index)

    def runs_before(a: int, b: int) -> bool:
        ea, eb = ex.events[a], ex.events[b]
        if ea.thread < 0 or eb.thread < 0 or ea.thread == eb.thread:
            return False
        if one_wave:
            return ea.thread < eb.thread
        mine = barriers.get(ea.thread, [])
        for k, at in enumerate(barriers.get(eb.thread, [])):
            if eb.index > at and (k >= len(mine) or ea.index < mine[k]):
                return True
        return False

    if any(w is not None and runs_before(r, w) for r, w in enumerate(ex.rf)):
        return True
    # A read that returns undef only because it may see writes that all run after it:
    # no schedule performs it so (it reads what was written before it).
    partners: dict[int, list[int]] = {}
    for a, b in ex.races:
        for r, w in ((a, b), (b, a)):
            if ex.events[r].is_read:
                partners.setdefault(r, []).append(w)
    return any(ex.rf[r] is None and all(runs_before(r, w) for w in ws)
               for r, ws in partners.items())


def grounded_racy(test: LitmusTest, text: str, one_wave: bool = False,
                  future: bool = False) -> bool:
    """Does some consistent execution that `check` can reach have a race in which
    neither access is the write of a compare-exchange that succeeded on ``undef``?

    Two kinds of executions the definitions allow are outside `check`'s operational
    exploration (docs/semantics/schedules.md, "Tested against an independent enumerator"):

    - a compare-exchange comparing ``undef`` may succeed (``undef`` may be any value),
      even when that ``undef`` comes only from a race with a write that itself exists
      only because another compare-exchange succeeded on ``undef`` — a cycle no written
      value starts (workgroup-scope compare-exchanges expecting 1 in two workgroups,
      memory 0: each read may see the other's write, so both read ``undef``, so both
      may write). In these straight-line programs a compare-exchange's success is the
      only thing a value decides, so a race without such a write is one `check` must
      find;
    - a read of a write that runs after it (:func:`_reads_the_future`), unless
      ``future``: `check` reaches those by running barriers that order no memory as
      no-ops, or lanes as threads (docs/semantics/schedules.md), when it says it is complete."""
    cas_lines = {i + 1 for i, line in enumerate(text.splitlines()) if "cmpxchg" in line}
    return any(not (_on_undef(ex, a, cas_lines) or _on_undef(ex, b, cas_lines))
               for ex in executions(test) if future or not _reads_the_future(ex, one_wave)
               for a, b in ex.races)


def future_racy(test: LitmusTest, text: str, one_wave: bool = False) -> bool:
    """Is some execution that reads the future (:func:`_reads_the_future`) racy without
    a compare-exchange succeeding on ``undef``? `check` cannot explore it and must say
    so (`incomplete`, load buffering)."""
    cas_lines = {i + 1 for i, line in enumerate(text.splitlines()) if "cmpxchg" in line}
    return any(not (_on_undef(ex, a, cas_lines) or _on_undef(ex, b, cas_lines))
               for ex in executions(test) if _reads_the_future(ex, one_wave)
               for a, b in ex.races)


def _check_kernel(text: str, name: str, waves: int) -> CheckResult:
    """`check` on a kernel of the tests below: one workgroup of ``waves`` waves."""
    return check_program(read_llvm_text(text, name), Launch(workgroup_size=(64 * waves, 1, 1)),
                         ExploreOptions(timeout=60, strict_reads=True))


def verdicts(threads: list[list[Instr]], scope: str, same_wg: bool,
             cuts: list[int | None] | None = None, fences: list[int] | None = None,
             one_wave: bool = False) -> tuple[bool, bool, bool]:
    """(litmus says racy, check says racy, check explored everything). A program whose
    only races need a compare-exchange succeeding on ``undef`` (:func:`grounded_racy`)
    counts as race-free for litmus. ``one_wave``: the threads are lanes of one wave
    (:func:`_lanes_kernel`)."""
    text = _litmus(threads, scope, same_wg, cuts, fences, one_wave)
    test = parse_litmus(text, "generated.litmus")
    by_litmus = explore(test)
    assert not by_litmus.incomplete
    # A program for which the enumerator finds no consistent execution at all (a
    # read-modify-write whose read returns undef: docs/litmus.md) has no verdict to
    # compare against.
    assert by_litmus.executions > 0, "litmus found no consistent execution"
    if _cases(threads):
        _note("compare-exchange")
        if failing_cas(threads, by_litmus):
            _note("a compare-exchange fails in some execution")
    program = read_llvm_text(_lanes_kernel(threads, scope) if one_wave
                             else _kernel(threads, scope, same_wg, cuts, fences), "generated.ll")
    n = len(threads)
    launch = (Launch(workgroup_size=(64, 1, 1)) if one_wave
              else Launch(workgroup_size=(64 * n, 1, 1)) if same_wg
              else Launch(workgroup_size=(1, 1, 1), grid=(n, 1, 1)))
    by_check = check_program(program, launch, ExploreOptions(timeout=60, strict_reads=True))
    # `check` may stop short here by its schedule bound (many atomic stores to one
    # location: every coherence order is a schedule), or say that an atomic read may
    # read a write no schedule runs first (load buffering over a barrier).
    reason = str(by_check.incomplete_reason)
    complete = by_check.incomplete_reason is None
    assert complete or "schedule bound" in reason or "load buffering" in reason
    check_racy = any(f.kind == "race" for f in by_check.findings)
    litmus_racy = by_litmus.racy
    if "load buffering" in reason:
        _note("check: incomplete, load buffering")
    # A run that met load buffering is run again with barriers that order no memory as
    # no-ops, or with lanes as threads (docs/semantics/schedules.md): complete, the check has
    # explored the executions that read a later write too.
    if litmus_racy and not check_racy and not grounded_racy(test, text, one_wave, complete):
        if not complete and future_racy(test, text, one_wave):
            # The race is in an execution `check` cannot reach: it must not say clean.
            _note("racy only through a read of a later write: incomplete")
            assert "load buffering" in reason, (text, by_check.incomplete_reason)
        else:
            _note("racy only through a compare-exchange succeeding on undef")
        litmus_racy = False
    _note("racy" if litmus_racy else "race-free")
    return litmus_racy, check_racy, complete


@settings(max_examples=EXAMPLES, deadline=None)
@given(_threads, st.sampled_from(["workgroup", "agent"]), st.booleans())
def test_check_and_litmus_agree_on_races(threads: list[list[Instr]], scope: str,
                                         same_wg: bool) -> None:
    litmus_racy, check_racy, complete = verdicts(threads, scope, same_wg)
    if complete:
        assert litmus_racy == check_racy, (_litmus(threads, scope, same_wg),
                                           _kernel(threads, scope, same_wg))
    else:  # a finding of a bounded exploration is still a real race
        assert litmus_racy or not check_racy


@settings(max_examples=EXAMPLES * 2 // 3, deadline=None)
@given(_threads, st.sampled_from(["workgroup", "agent"]),
       st.lists(st.one_of(st.none(), st.integers(0, 3)), min_size=3, max_size=3),
       st.lists(st.integers(0, 3), min_size=3, max_size=3))
def test_check_and_litmus_agree_with_barriers(threads: list[list[Instr]], scope: str,
                                              cuts: list[int | None],
                                              fences: list[int]) -> None:
    # Threads are waves of one workgroup meeting at one s_barrier each (a thread
    # without one ends and drops the barrier: amdgpu-execution-synchronization), each
    # with or without the release fence before and the acquire fence after that make it
    # synchronize memory (amdgpu-usage, barrier-arrive-release / barrier-wait-acquire;
    # ERRATA.md item 1).
    chosen = cuts[:len(threads)]
    if any(c is not None for c in chosen):
        _note("barrier")
        if any(f == 3 for c, f in zip(chosen, fences, strict=False) if c is not None):
            _note("barrier with both fences in some thread")
    litmus_racy, check_racy, complete = verdicts(threads, scope, True, chosen, fences)
    if complete:
        assert litmus_racy == check_racy, _litmus(threads, scope, True, chosen, fences)
    else:
        assert litmus_racy or not check_racy


@settings(max_examples=EXAMPLES // 2, deadline=None)
@given(_threads, st.sampled_from(["workgroup", "agent", "wavefront"]))
def test_check_and_litmus_agree_on_lanes_of_one_wave(threads: list[list[Instr]],
                                                    scope: str) -> None:
    # Threads are lanes of one wave (amdgpu-memory-model: threads are work-items). The wave
    # issues thread 0's instructions first, then thread 1's, …: an order of execution, not
    # of memory, so an atomic read of an earlier lane may read a later lane's write. `check`
    # explores every order in which the lanes of one instruction perform, and says
    # `incomplete` where a read of a later instruction's write could change the execution
    # (docs/semantics/schedules.md, "Full exploration when values decide events").
    litmus_racy, check_racy, complete = verdicts(threads, scope, True, one_wave=True)
    if complete:
        assert litmus_racy == check_racy, (_litmus(threads, scope, True, one_wave=True),
                                           _lanes_kernel(threads, scope))
    else:
        assert litmus_racy or not check_racy


def test_a_failed_compare_exchange_is_a_read_only() -> None:
    """LLVM LangRef, cmpxchg: memory is read and compared with the expected value, and
    the new value is written only if they are equal; amdgpu-memory-model,
    store-available: "An atomic operation that results in a store operation is a
    *store-available* operation". A compare-exchange expecting 1 where memory only
    ever holds 0 never stores, so a plain read of the location in another workgroup
    races with nothing (`check` once kept the failed compare-exchange as a write of the
    value it read and reported this race). Expecting 0, it stores: a race."""
    fails = [[("ld", "y", "plain", 0)], [("cas", "y", "monotonic monotonic", 1)]]
    succeeds = [[("ld", "y", "plain", 0)], [("cas", "y", "monotonic monotonic", 0)]]
    assert verdicts(fails, "agent", False) == (False, False, True)
    assert verdicts(succeeds, "agent", False) == (True, True, True)


def test_races_only_through_compare_exchanges_succeeding_on_undef() -> None:
    """The definitions let both compare-exchanges read ``undef`` (each may see the
    other's write: workgroup scopes in two workgroups are not inclusive) and then
    succeed; `litmus` reports the race, `check` (every read returns a written value)
    does not: the one documented difference on compare-exchanges."""
    cas = ("cas", "x", "monotonic monotonic", 1)
    text = _litmus([[cas], [cas]], "workgroup", False)
    test = parse_litmus(text, "cycle.litmus")
    assert explore(test).racy
    assert not grounded_racy(test, text)
    assert verdicts([[cas], [cas]], "workgroup", False) == (False, False, True)


LOAD_BUFFERING = [[("ld", "x", "plain", 0), ("rmw", "x", "release", 1)],
                  [("rmw", "x", "acquire", 1)]]


def test_a_read_of_a_write_after_a_barrier_is_decided_or_said_so() -> None:
    """Wave 1 passes an s_barrier, then increments x; wave 0 reads x and increments it
    before its barrier. A barrier orders memory only through fences
    (barrier-arrive-release / barrier-wait-acquire; amdgpu-usage, ERRATA.md 1), so
    wave 0's increment may read wave 1's: wave 1's is then not an acquire of wave 0's
    release, and wave 0's plain read races with it. `litmus` finds that execution;
    `check` runs wave 0 first in every schedule. Without fences no barrier can
    synchronize, and the check runs again with the barriers as no-ops and finds the
    race (docs/semantics/schedules.md, "Barriers that order no memory"). With an acquire fence after
    wave 0's barrier and a release fence before wave 1's (a pair, but the wrong way
    round: wave 1's release does not order wave 0's earlier read), wave 0's wait must
    wait for wave 1's arrive but not the other way round: the check runs again with
    each wait waiting only for the waves that pair with it, and finds the race ("Barriers
    that order memory only within a wave"). When wave 0's increment's value reaches a
    store, paths may differ between executions and neither rerun applies:
    `incomplete`, naming the write (load buffering), never clean."""
    text = _litmus(LOAD_BUFFERING, "workgroup", True, [2, 0], [2, 1])
    test = parse_litmus(text, "lb.litmus")
    assert explore(test).racy
    assert not grounded_racy(test, text)
    assert future_racy(test, text)
    assert verdicts(LOAD_BUFFERING, "workgroup", True, [2, 0], [2, 1]) == (True, True, True)
    kernel = _kernel(LOAD_BUFFERING, "workgroup", True, [2, 0], [2, 1])
    result = _check_kernel(kernel, "lb.ll", 2)
    assert result.status == "findings"
    (note,) = result.notes
    assert "waiting only for the waves whose barrier-arrive-release" in note.message
    stored = "  store i32 %r2, ptr addrspace(1) @y, align 4\n"
    kernel = kernel.replace("release, align 4\n", "release, align 4\n" + stored, 1)
    assert kernel.count(stored) == 1
    result = _check_kernel(kernel, "lb.ll", 2)
    assert result.status == "incomplete"
    assert "load buffering" in str(result.incomplete_reason)
    assert result.incomplete_loc is not None
    assert "atomicrmw" in kernel.splitlines()[result.incomplete_loc.line - 1]
    # Without fences: decided, racy, as litmus says.
    assert verdicts(LOAD_BUFFERING, "workgroup", True, [2, 0], [0, 0]) == (True, True, True)
    # With both fences the barrier orders memory: the read happens before the write,
    # no such execution exists, and the check is complete (and clean).
    assert verdicts(LOAD_BUFFERING, "workgroup", True, [2, 0], [3, 3]) == (False, False,
                                                                           True)
    # The same with undef: wave 0's increment may see wave 1's plain store (after the
    # barrier wave 1 passes only once wave 0 has ended), so it returns undef and has no
    # source; wave 1's increment may then read the initial value — no acquire of wave
    # 0's release, so the store races. In every schedule wave 0's increment runs first.
    # Wave 1's fences pair only with its own barrier (wave 0 has none): the check runs
    # again with barriers wave-local and finds the race (docs/semantics/schedules.md, "Barriers that
    # order memory only within a wave"), as without fences.
    undef_lb = [[("rmw", "y", "release", 1)],
                [("rmw", "y", "acquire", 1), ("st", "y", "plain", 1)]]
    text = _litmus(undef_lb, "workgroup", True, [None, 0], [0, 3])
    assert explore(parse_litmus(text, "lb2.litmus")).racy
    assert verdicts(undef_lb, "workgroup", True, [None, 0], [0, 3]) == (True, True, True)
    assert verdicts(undef_lb, "workgroup", True, [None, 0], [0, 0]) == (True, True, True)


def test_check_finds_the_race_through_load_buffering_over_a_barrier() -> None:
    """No barrier of the program can synchronize (no fences) and no value read decides
    anything: the barriers order execution only, so the check runs again with them as no-ops
    (docs/semantics/schedules.md, "Barriers that order no memory") and finds the race
    `litmus` finds — wave 1's increment writing x while wave 0's plain load reads it."""
    text = _kernel(LOAD_BUFFERING, "workgroup", True, [2, 0], [0, 0])
    result = _check_kernel(text, "lb.ll", 2)
    assert result.incomplete_reason is None
    (race,) = [f for f in result.findings if f.kind == "race"]
    lines = text.splitlines()
    assert "atomicrmw" in lines[race.loc.line - 1] and "acquire" in lines[race.loc.line - 1]
    assert "races with the load" in race.message
    (note,) = result.notes
    assert note.kind == "load-buffering-explored" and "barriers as no-ops" in note.message


def test_a_failed_compare_exchange_reads_with_its_failure_ordering_in_litmus() -> None:
    """The witness graph names a failed compare-exchange's read by its failure
    ordering (it was named by the success ordering, which a failed one never has)."""
    cas = [[("cas", "x", "release acquire", 1)], [("st", "x", "monotonic", 1)]]
    texts = {e.text for ex in executions(parse_litmus(_litmus(cas, "agent", False), "f.litmus"))
             for e in ex.events if e.is_read}
    assert texts == {"R acquire agent x", "R release agent x"}


def test_whether_a_compare_exchange_writes_depends_on_the_schedule() -> None:
    """Wave 1 reads x (plain) and then increments it; wave 0's compare-exchange expects
    1, so it writes only when it runs after the increment — and then its write races
    with wave 1's read (nothing orders them: monotonic). `check`'s first pass ran the
    compare-exchange first (it failed, wrote nothing) and took that one schedule for
    all: the compare decides an event, so every order is explored now."""
    threads = [[("cas", "x", "monotonic monotonic", 1)],
               [("ld", "x", "plain", 0), ("rmw", "x", "monotonic", 1)]]
    assert verdicts(threads, "workgroup", True) == (True, True, True)


def test_an_rmw_reading_the_undef_another_rmw_wrote() -> None:
    """A plain store, two increments in one workgroup and one in another: the second
    increment of wave 0 reads the undef the first wrote (tests/litmus/test_rmw_undef.py).
    `litmus` once found no execution with the race and said race-free."""
    threads = [[("st", "y", "plain", 1), ("rmw", "y", "monotonic", 1),
                ("rmw", "y", "release", 1)], [("rmw", "y", "acquire", 1)]]
    assert verdicts(threads, "agent", True) == (True, True, True)
    assert verdicts(threads, "agent", False) == (True, True, True)


def test_barriers_run_as_no_ops_keep_the_barrier_findings() -> None:
    """The load buffering over a barrier above, and wave 1 ending with an s_barrier only
    its lane 0 executes (divergent: undefined behaviour). The second run, with the
    barriers as no-ops, finds the race; the barrier finding comes from the first run,
    which judged the barriers (docs/semantics/schedules.md, "Barriers that order no memory")."""
    kernel = _kernel(LOAD_BUFFERING, "workgroup", True, [2, 0], [0, 0]).replace(
        "  %r3 = atomicrmw add ptr addrspace(1) @x, i32 1 syncscope(\"workgroup\") acquire, "
        "align 4\n",
        "  %r3 = atomicrmw add ptr addrspace(1) @x, i32 1 syncscope(\"workgroup\") acquire, "
        "align 4\n  call void @llvm.amdgcn.s.barrier()\n")
    lines = kernel.splitlines()
    result = _check_kernel(kernel, "lb.ll", 2)
    assert result.incomplete_reason is None
    kinds = sorted((f.kind, lines[f.loc.line - 1].strip().split(" ")[0]) for f in result.findings)
    assert ("race", "%r3") in kinds
    assert any(kind == "barrier-ub" for kind, _ in kinds)
    ub = next(f for f in result.findings if f.kind == "barrier-ub")
    assert "divergent-barrier" in ub.message and "s.barrier" in lines[ub.loc.line - 1]


def test_a_barrier_that_synchronizes_no_two_waves_runs_wave_locally() -> None:
    """The load buffering over a barrier above, with wave 0 fencing its barrier on both
    sides (a barrier-arrive-release and a barrier-wait-acquire of its own) and wave 1
    fencing nothing: the program has fences of both kinds, yet no barrier-wait-acquire of
    one wave pairs with a barrier-arrive-release of another (amdgpu-usage, "Memory Model";
    ERRATA.md 1). The first run shows it, every execution takes the same paths, so the check
    runs again with barriers ordering memory only within each wave
    (docs/semantics/schedules.md, "Barriers that order memory only within a wave") and finds
    the race `litmus` finds. With wave 1's acquire fence added the barrier synchronizes the
    waves: the read happens before the write and the check is complete and clean."""
    assert verdicts(LOAD_BUFFERING, "workgroup", True, [2, 0], [3, 0]) == (True, True, True)
    text = _kernel(LOAD_BUFFERING, "workgroup", True, [2, 0], [3, 0])
    result = _check_kernel(text, "lb.ll", 2)
    (race,) = [f for f in result.findings if f.kind == "race"]
    assert "acquire" in text.splitlines()[race.loc.line - 1]
    (note,) = result.notes
    assert note.kind == "load-buffering-explored"
    assert "only within each wave" in note.message
    assert verdicts(LOAD_BUFFERING, "workgroup", True, [2, 0], [3, 2]) == (False, False, True)


# Waves 0 and 1 fence their barrier on both sides and pass x through it (wave 1 to wave
# 0); wave 2 fences nothing and increments y before its barrier; wave 1 stores to y
# after its own.
PAIRED = [[("ld", "x", "plain", 0)],
          [("st", "x", "plain", 1), ("st", "y", "monotonic", 1)],
          [("rmw", "y", "monotonic", 1)]]


def test_a_barrier_wait_waits_only_for_the_waves_that_pair_with_it(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Wave 2's increment may read wave 1's store, which runs after the barrier in every
    schedule (load buffering: wave 2's arrive is no barrier-arrive-release). Waves 0 and 1
    do synchronize through the barrier (amdgpu-usage, "Memory Model"; ERRATA.md 1), so no
    barrier runs wave-locally; the check runs again with each wait waiting only for the
    waves whose barrier-arrive-release pairs with it (docs/semantics/schedules.md, "Barriers
    that order memory only within a wave"): wave 0 still reads x after wave 1's store, wave
    1 no longer waits for wave 2. Complete and race-free, as `litmus` says; with waits that
    wait for nobody, the check would report wave 1's read as a race."""
    assert verdicts(PAIRED, "agent", True, [0, 1, 1], [3, 3, 0]) == (False, False, True)
    text = _kernel(PAIRED, "agent", True, [0, 1, 1], [3, 3, 0])
    result = _check_kernel(text, "paired.ll", 3)
    assert (result.status, [n.kind for n in result.notes]) == (
        "clean", ["load-buffering-explored"])
    assert "waiting only for the waves" in result.notes[0].message
    # The waits are what orders x: without them the same run reports the race.
    monkeypatch.setattr(Machine, "_paired_rows_ready", lambda self, wave: True)
    result = _check_kernel(text, "paired.ll", 3)
    assert [f.kind for f in result.findings] == ["race"]


def test_a_paired_barrier_orders_only_from_the_acquire_fence_on() -> None:
    """Wave 1 swaps y and stores x, then fences (acq_rel: a barrier-arrive-release) and
    arrives; wave 0 passes the barrier, swaps y and stores x, then fences (its
    barrier-wait-acquire). Wave 1's release synchronizes with wave 0's acquire fence
    (ERRATA.md 1), which comes after wave 0's accesses: they are not ordered after wave
    1's, so wave 1's exchange may read wave 0's store, which runs after the barrier in
    every schedule (load buffering). The run with paired waits blocks wave 0 at its
    fence, not at its wait (docs/semantics/schedules.md, "Barriers that order memory only within a
    wave, or between the waves that pair"), so that execution is a schedule: complete,
    and the verdict `litmus` gives."""
    tail = [("cas", "y", "acquire monotonic", 0), ("st", "x", "monotonic", 2),
            ("fence", "", "acq_rel", 0)]
    threads = [list(tail), list(tail)]
    assert verdicts(threads, "workgroup", True, [0, 3], [0, 0]) == (False, False, True)
    text = _kernel(threads, "workgroup", True, [0, 3], [0, 0])
    result = _check_kernel(text, "fence.ll", 2)
    assert result.status == "clean"
    (note,) = result.notes
    assert "waiting only for the waves" in note.message


WAVE_LOCAL = """\
@x = addrspace(1) global i32 0, align 4
@data = addrspace(1) global i32 0, align 4
define amdgpu_kernel void @k() {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lane0 = icmp eq i32 %tid, 0
  %lane1 = icmp eq i32 %tid, 1
  %wave1 = icmp eq i32 %tid, 64
  br i1 %lane0, label %first, label %fenced
first:
  %v = load i32, ptr addrspace(1) @x, align 4
  %r = atomicrmw add ptr addrspace(1) @x, i32 1 syncscope("workgroup") release, align 4
  store i32 7, ptr addrspace(1) @data, align 4
  br label %fenced
fenced:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %lane1, label %reader, label %other
reader:
  %d = load i32, ptr addrspace(1) @data, align 4
  br label %done
other:
  br i1 %wave1, label %writer, label %done
writer:
  %w = atomicrmw add ptr addrspace(1) @x, i32 1 syncscope("workgroup") acquire, align 4
  br label %done
done:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
"""


def test_a_barrier_run_wave_locally_still_orders_the_lanes_of_one_wave() -> None:
    """Wave 0's lane 0 writes ``data`` before the fenced barrier and its lane 1 reads it
    after: lanes are threads, and lane 0's barrier-arrive-release synchronizes with lane
    1's barrier-wait-acquire (the arrive barrier-executes-before the wait of the same
    phase), so they do not race. Every lane of both waves fences the barrier, so the
    barriers synchronize the waves too: wave 0's load and increment of ``x`` happen
    before wave 1's increment after the barrier, which cannot be read early — clean,
    with nothing left unexplored. With only wave 0's lanes fencing (wave 1 branches
    around the fences and meets them at a barrier of its own), no two waves
    synchronize and wave 0's increment may read wave 1's (load buffering): the check
    runs again with barriers wave-local, keeps the order between lane 0 and lane 1, and
    reports the load-buffering race on ``x`` alone."""
    launch = Launch(workgroup_size=(128, 1, 1))
    options = ExploreOptions(timeout=60, strict_reads=True)
    both = check_program(read_llvm_text(WAVE_LOCAL, "wl.ll"), launch, options)
    assert both.status == "clean" and not both.findings and not both.notes
    wave0_only = WAVE_LOCAL.replace(
        "  br label %fenced\nfenced:\n",
        "  br label %split\nsplit:\n  %w1 = icmp uge i32 %tid, 64\n"
        "  br i1 %w1, label %bare, label %fenced\n"
        "bare:\n  call void @llvm.amdgcn.s.barrier()\n  br label %other\nfenced:\n").replace(
        "  br i1 %lane0, label %first, label %fenced\n",
        "  br i1 %lane0, label %first, label %split\n")
    lines = wave0_only.splitlines()
    result = check_program(read_llvm_text(wave0_only, "wl.ll"), launch, options)
    assert result.incomplete_reason is None
    races = sorted(lines[f.loc.line - 1].strip().split(" ")[0] for f in result.findings
                   if f.kind == "race")
    assert races == ["%w"]
    assert not [f for f in result.findings if f.kind != "race"]
    assert "only within each wave" in result.notes[0].message
    # The same in litmus form: lanes 0 and 1 of wave 0 and lane 0 of wave 1.
    test = parse_litmus(WAVE_LOCAL_LITMUS, "wl.litmus")
    assert {(ex.events[a].text, ex.events[b].text) for ex in executions(test)
            for a, b in ex.races} == {("W acquire workgroup x=1", "R x")}


WAVE_LOCAL_LITMUS = """\
AMDGPU wave-local
"barrier fences in one wave only"
{ global x = 0; global data = 0; }
P0 @ wave 0, wg 0, agent 0:
  %r1 = load i32, ptr addrspace(1) @x
  %r2 = atomicrmw add ptr addrspace(1) @x, i32 1 syncscope("workgroup") release
  store i32 7, ptr addrspace(1) @data
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
P1 @ wave 0, wg 0, agent 0:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %r3 = load i32, ptr addrspace(1) @data
P2 @ wave 1, wg 0, agent 0:
  call void @llvm.amdgcn.s.barrier()
  %r4 = atomicrmw add ptr addrspace(1) @x, i32 1 syncscope("workgroup") acquire
"""
