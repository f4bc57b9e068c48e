"""One model for `check` and `litmus` (issue 14): the kernel checker and the litmus
enumerator give the same data-race verdict on the same program.

Hypothesis writes small concurrent programs — two or three threads of plain and atomic
loads and stores, read-modify-writes and fences at workgroup or agent scope, placed in
different workgroups or in different waves of one workgroup — once as an amdsync litmus
test and once as an amdgcn kernel whose threads are lane 0 of each wave. `amdsync
litmus` enumerates every consistent execution with the memory model's relations
(semantics/memory_model); `amdsync check` explores the kernel with its own reductions
(hb-minimal reads-from, sleep sets, vector clocks). The two must agree on whether some
execution has a data race: every reduction of the checker is tested against a brute
force that shares none of its code.
"""

from __future__ import annotations

import os

from hypothesis import given, settings
from hypothesis import strategies as st

from amdsync.explore.check import check_program
from amdsync.explore.litmus.enumerate import explore
from amdsync.explore.machine import ExploreOptions
from amdsync.formats.litmus import parse_litmus
from amdsync.formats.llvm import read_llvm_text
from amdsync.program.topology import Launch

LOCS = ("x", "y")
# CI runs 1,000 + 666 programs (about 30 s); a deliberate campaign raises
# AMDSYNC_DIFF_EXAMPLES.
EXAMPLES = int(os.environ.get("AMDSYNC_DIFF_EXAMPLES", "1000"))
Instr = tuple[str, str, str]  # (kind, location, ordering)

_store = st.tuples(st.just("st"), st.sampled_from(LOCS),
                   st.sampled_from(["plain", "monotonic", "release"]))
_load = st.tuples(st.just("ld"), st.sampled_from(LOCS),
                  st.sampled_from(["plain", "monotonic", "acquire"]))
_rmw = st.tuples(st.just("rmw"), st.sampled_from(LOCS),
                 st.sampled_from(["monotonic", "acquire", "release", "acq_rel"]))
_fence = st.tuples(st.just("fence"), st.just(""), st.sampled_from(["acquire", "release",
                                                                   "acq_rel"]))
_thread = st.lists(st.one_of(_store, _load, _rmw, _fence), min_size=1, max_size=3)


def _small(threads: list[list[Instr]]) -> bool:
    """Keep the litmus enumeration small: coherence orders of many read-modify-writes
    on one location multiply (nine of them take the enumerator minutes)."""
    ops = [(kind, order) for body in threads for kind, _, order in body]
    rmws = sum(kind == "rmw" for kind, _ in ops)
    atomic_stores = sum(kind == "st" and order != "plain" for kind, order in ops)
    return rmws <= 3 and rmws + atomic_stores <= 5


_threads = st.lists(_thread, min_size=2, max_size=3).filter(_small)


def _instr(kind: str, loc: str, order: str, scope: str, n: int) -> str:
    ptr = f"ptr addrspace(1) @{loc}"
    sync = f'syncscope("{scope}") {order}'
    match kind:
        case "st":
            return (f"store i32 {n}, {ptr}" if order == "plain"
                    else f"store atomic i32 {n}, {ptr} {sync}")
        case "ld":
            return (f"%r{n} = load i32, {ptr}" if order == "plain"
                    else f"%r{n} = load atomic i32, {ptr} {sync}")
        case "rmw":
            return f"%r{n} = atomicrmw add {ptr}, i32 1 {sync}"
        case _:
            return f"fence {sync}"


BARRIER = "call void @llvm.amdgcn.s.barrier()"
FENCED = ('fence syncscope("workgroup") release', BARRIER,
          'fence syncscope("workgroup") acquire')


def _segments(body: list[Instr], cut: int | None) -> list[list[Instr]]:
    """The thread's instructions before and after its barrier (None: no barrier)."""
    if cut is None:
        return [body]
    k = min(cut, len(body))
    return [body[:k], body[k:]]


def _litmus(threads: list[list[Instr]], scope: str, same_wg: bool,
            cuts: list[int | None] | None = None, fenced: bool = False) -> str:
    lines = ["AMDGPU generated", '"differential test"',
             "{ " + " ".join(f"global {x} = 0;" for x in LOCS) + " }"]
    n = 0
    for t, body in enumerate(threads):
        place = f"wave {t}, wg 0" if same_wg else f"wave 0, wg {t}"
        lines.append(f"P{t} @ {place}, agent 0:")
        segments = _segments(body, cuts[t] if cuts else None)
        for i, segment in enumerate(segments):
            if i:
                lines += ["  " + x for x in (FENCED if fenced else (BARRIER,))]
            for kind, loc, order in segment:
                n += 1
                lines.append("  " + _instr(kind, loc, order, scope, n))
    return "\n".join(lines) + "\n"


def _kernel(threads: list[list[Instr]], scope: str, same_wg: bool,
            cuts: list[int | None] | None = None, fenced: bool = False) -> str:
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
                lines += ["  " + x for x in (FENCED if fenced else (BARRIER,))]
            if same_wg:  # only lane 0 of the wave is the litmus thread
                lines += [f"  br i1 %first, label %t{t}s{i}, label %t{t}e{i}", f"t{t}s{i}:"]
            for kind, loc, order in segment:
                n += 1
                text = _instr(kind, loc, order, scope, n)
                lines.append("  " + text + ("" if kind == "fence" else ", align 4"))
            if same_wg:
                lines += [f"  br label %t{t}e{i}", f"t{t}e{i}:"]
        lines.append("  br label %done")
    lines += ["done:", "  ret void", "}",
              "declare i32 @llvm.amdgcn.workitem.id.x()",
              "declare i32 @llvm.amdgcn.workgroup.id.x()",
              "declare void @llvm.amdgcn.s.barrier()"]
    return "\n".join(lines) + "\n"


def verdicts(threads: list[list[Instr]], scope: str, same_wg: bool,
             cuts: list[int | None] | None = None, fenced: bool = False) -> tuple[
        bool, bool, bool]:
    """(litmus says racy, check says racy, check explored everything)."""
    test = parse_litmus(_litmus(threads, scope, same_wg, cuts, fenced), "generated.litmus")
    by_litmus = explore(test)
    assert not by_litmus.incomplete
    # A program for which the enumerator finds no consistent execution at all (a
    # read-modify-write whose read returns undef: docs/litmus.md) has no verdict to
    # compare against.
    assert by_litmus.executions > 0, "litmus found no consistent execution"
    program = read_llvm_text(_kernel(threads, scope, same_wg, cuts, fenced), "generated.ll")
    n = len(threads)
    launch = (Launch(workgroup_size=(64 * n, 1, 1)) if same_wg
              else Launch(workgroup_size=(1, 1, 1), grid=(n, 1, 1)))
    by_check = check_program(program, launch, ExploreOptions(timeout=60, strict_reads=True))
    # The only way `check` may stop short here is its schedule bound (many atomic
    # stores to one location: every coherence order is a schedule).
    complete = by_check.incomplete_reason is None
    assert complete or "schedule bound" in str(by_check.incomplete_reason)
    return by_litmus.racy, any(f.kind == "race" for f in by_check.findings), complete


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
       st.lists(st.integers(0, 3), min_size=3, max_size=3), st.booleans())
def test_check_and_litmus_agree_with_barriers(threads: list[list[Instr]], scope: str,
                                              cuts: list[int], fenced: bool) -> None:
    # Threads are waves of one workgroup meeting at one s_barrier each, with or without
    # the release/acquire fences that make it synchronize memory (amdgpu-usage,
    # barrier-arrive-release / barrier-wait-acquire; ERRATA.md).
    chosen: list[int | None] = list(cuts[:len(threads)])
    litmus_racy, check_racy, complete = verdicts(threads, scope, True, chosen, fenced)
    if complete:
        assert litmus_racy == check_racy, _litmus(threads, scope, True, chosen, fenced)
    else:
        assert litmus_racy or not check_racy
