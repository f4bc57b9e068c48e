"""Branches on unknown values whose sides only compute registers, run as a select
(explore/every_input/select_branches.py; docs/semantics/every-input.md, "Branches that
only choose values"): the regions that qualify and why others do not, the verdict
against every input of a small domain, and an online softmax with its twins."""

from __future__ import annotations

import itertools
from pathlib import Path

import numpy as np
import pytest

from amdsync.api import check, load_kernel
from amdsync.explore.every_input.select_branches import (
    SelectRegion,
    select_region,
    sides_come_back,
)
from amdsync.explore.machine.cfg import immediate_post_dominators

KERNELS = Path(__file__).parent / "kernels"
SOFTMAX = (KERNELS / "online_softmax.ll").read_text()

HEAD = """target triple = "amdgcn-amd-amdhsa"
@lds = internal addrspace(3) global [4 x float] poison
define amdgpu_kernel void @k(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %px = getelementptr float, ptr addrspace(1) %x, i32 %t
  %v = load float, ptr addrspace(1) %px
  %gt = fcmp ogt float %v, 1.0
  br i1 %gt, label %a, label %b
"""
TAIL = """
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.ds.swizzle(i32, i32)
declare void @llvm.amdgcn.s.barrier()
declare float @llvm.exp2.f32(float)
define void @f() {
  ret void
}
"""
# Side a of the branch at line 9, then side b and the join (`%r` the join's phi).
DIAMOND = """a:
  SIDE
  %ra = fmul float %v, 2.0
  br label %j
b:
  %rb = call float @llvm.exp2.f32(float %v)
  br label %j
j:
  %r = phi float [ %ra, %a ], [ %rb, %b ]
  %py = getelementptr float, ptr addrspace(1) %y, i32 %t
  store float %r, ptr addrspace(1) %py
  ret void
}"""


def _region(body: str) -> SelectRegion | str:
    program = load_kernel(HEAD + body + TAIL)
    function = program.kernel_function
    blocks = {b.name: b for b in function.blocks}
    return select_region(function, blocks, immediate_post_dominators(function), "entry")


def test_a_region_of_register_computations_is_a_select() -> None:
    assert _region(DIAMOND.replace("SIDE", "%w = fadd float %v, 1.0")) == (
        SelectRegion("j", ("v",), True))


@pytest.mark.parametrize(("side", "why"), [
    ("store float %v, ptr addrspace(1) %y", "a side holds Store at line 11"),
    ("%w = load float, ptr addrspace(1) %y", "a side holds Load at line 11"),
    ('fence syncscope("workgroup") release', "a side holds Fence at line 11"),
    ("call void @llvm.amdgcn.s.barrier()", "a side holds BarrierArrive at line 11"),
    ("call void @f()", "a side holds Call at line 11"),
    ("%w = call i32 @llvm.amdgcn.ds.swizzle(i32 %t, i32 31)",
     "a side holds llvm.amdgcn.ds.swizzle at line 11"),
    ("%w = fadd float %v, undef", "undef or poison is read at line 11"),
])
def test_what_a_select_may_not_hold(side: str, why: str) -> None:
    assert _region(DIAMOND.replace("SIDE", side)) == why


def test_a_side_that_returns_or_loops_back_is_not_a_select() -> None:
    returns = """a:
  br label %j
b:
  ret void
j:
  ret void
}"""
    assert _region(returns) == "its sides do not meet again before the function returns"
    text = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %x) {
entry:
  br label %h
h:
  %v = load float, ptr addrspace(1) %x
  %c = fcmp ogt float %v, 0.0
  br i1 %c, label %body, label %exit
body:
  %w = fadd float %v, 1.0
  br label %h
exit:
  ret void
}
"""
    function = load_kernel(text).kernel_function
    blocks = {b.name: b for b in function.blocks}
    assert select_region(function, blocks, immediate_post_dominators(function), "h") == (
        "a side loops back to the branch")


def test_a_value_a_side_computes_read_after_the_join_is_not_a_select() -> None:
    """Block r runs before the loop and again as a side of the branch in block c; its
    value is read in the join j directly (r dominates j), not through a phi: running
    r as a side would overwrite what the lanes that skip it still hold."""
    text = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %x, ptr addrspace(1) %y) {
entry:
  %v = load float, ptr addrspace(1) %x
  br label %r
r:
  %rv = fadd float %v, 1.0
  br label %j
j:
  %use = fadd float %rv, 2.0
  store float %use, ptr addrspace(1) %y
  %more = fcmp olt float %use, 9.0
  br i1 %more, label %c, label %exit
c:
  %again = fcmp ogt float %use, 3.0
  br i1 %again, label %r, label %j
exit:
  ret void
}
"""
    function = load_kernel(text).kernel_function
    blocks = {b.name: b for b in function.blocks}
    assert select_region(function, blocks, immediate_post_dominators(function), "c") == (
        "a value a side computes is read after the join at line 10")


def test_which_branches_are_in_a_loop_body() -> None:
    text = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %x) {
entry:
  %v = load float, ptr addrspace(1) %x
  %c0 = fcmp ogt float %v, 0.0
  br i1 %c0, label %head, label %exit
head:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %c1 = fcmp ogt float %v, 1.0
  br i1 %c1, label %a, label %latch
a:
  br label %latch
latch:
  %i1 = add i32 %i, 1
  %c2 = fcmp ogt float %v, 2.0
  br i1 %c2, label %head, label %exit
exit:
  ret void
}
"""
    function = load_kernel(text).kernel_function
    blocks = {b.name: b for b in function.blocks}
    assert [sides_come_back(function, blocks, name) for name in ("entry", "head", "latch")] == [
        False, True, False]


# ---------------------------------------------------------------- against every input

# One wave of 4 lanes: each lane compares its element with its neighbour's (a select),
# publishes the result in LDS, reads its neighbour's after SYNC and compares again (a
# select on two LDS values), then OUT. Only float operations the machine computes
# exactly for known operands, so a run with an input is concrete.
EXCHANGE = """target triple = "amdgcn-amd-amdhsa"
@lds = internal addrspace(3) global [4 x float] poison
define amdgpu_kernel void @k(ptr addrspace(1) %x, ptr addrspace(1) %y) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %n1 = add i32 %t, 1
  %n = and i32 %n1, 3
  %px = getelementptr float, ptr addrspace(1) %x, i32 %t
  %pn = getelementptr float, ptr addrspace(1) %x, i32 %n
  %v = load float, ptr addrspace(1) %px
  %w = load float, ptr addrspace(1) %pn
  %gt = fcmp ogt float %v, %w
  br i1 %gt, label %down, label %up
down:
  %a = fsub float %v, %w
  %b = fmul float %a, 2.0
  br label %joined
up:
  %a2 = fsub float %w, %v
  %b2 = fmul float %a2, 0.5
  br label %joined
joined:
  %r = phi float [ %b, %down ], [ %b2, %up ]
  %pl = getelementptr float, ptr addrspace(3) @lds, i32 %t
  store float %r, ptr addrspace(3) %pl
  SYNC
  %pq = getelementptr float, ptr addrspace(3) @lds, i32 %n
  %q = load float, ptr addrspace(3) %pq
  %lt = fcmp olt float %q, %r
  br i1 %lt, label %keep, label %take
keep:
  br label %done
take:
  %q2 = fadd float %q, 1.0
  br label %done
done:
  %c = phi float [ %r, %keep ], [ %q2, %take ]
  OUT
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
"""
SYNC = """fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire"""
OWN = """%py = getelementptr float, ptr addrspace(1) %y, i32 %t
  store float %c, ptr addrspace(1) %py"""
# A switch on an integer made from the float (a select), with a select nested in a side.
SWITCH = """%ci = fptosi float %c to i32
  %k = and i32 %ci, 1
  switch i32 %k, label %s0 [ i32 1, label %s1 ]
s0:
  %u0 = fmul float %c, 3.0
  br label %fin
s1:
  %g = fcmp olt float %c, 2.0
  br i1 %g, label %s1a, label %s1b
s1a:
  %u1a = fadd float %c, 1.0
  br label %s1j
s1b:
  br label %s1j
s1j:
  %u1 = phi float [ %u1a, %s1a ], [ %c, %s1b ]
  br label %fin
fin:
  %u = phi float [ %u0, %s0 ], [ %u1, %s1j ]
  %py = getelementptr float, ptr addrspace(1) %y, i32 %t
  store float %u, ptr addrspace(1) %py"""
# The select's value decides which lanes store to y[0] (a lane split with stores: not
# a select): a race for the inputs where two such lanes store different values.
SHARED = """%ok = fcmp ogt float %c, 1.5
  br i1 %ok, label %own, label %shared
own:
  %py = getelementptr float, ptr addrspace(1) %y, i32 %t
  store float %c, ptr addrspace(1) %py
  br label %fin
shared:
  store float %c, ptr addrspace(1) %y
  br label %fin
fin:"""
DOMAIN = (0.0, 1.0, 2.0)


def _found(result: object) -> set[tuple[str, int]]:
    return {(f.kind, f.loc.line) for f in result.findings}  # type: ignore[attr-defined]


@pytest.mark.parametrize(("sync", "out", "status", "found"), [
    (SYNC, OWN, "clean", set()),
    ("", OWN, "findings", {("race", 30)}),
    (SYNC, SWITCH, "clean", set()),
    (SYNC, SHARED, "incomplete", set()),
])
def test_every_input_against_each_input(sync: str, out: str, status: str,
                                        found: set[tuple[str, int]]) -> None:
    """The verdict without input against each of the 81 inputs over DOMAIN: clean
    exactly when every input is clean, each finding some input's; `incomplete` only
    where some input has a finding the check could not give a witness for."""
    text = EXCHANGE.replace("SYNC", sync).replace("OUT", out)
    every = check(text, workgroup_size=4)
    assert every.status == status, every.incomplete_reason
    assert _found(every) == found
    assert not every.notes  # (a select assumes no side)
    statuses: set[str] = set()
    union: set[tuple[str, int]] = set()
    for xs in itertools.product(DOMAIN, repeat=4):
        one = check(text, workgroup_size=4, inputs={"x": np.array(xs, np.float32)})
        statuses.add(one.status)
        union |= _found(one)
    assert (status == "clean") == (statuses == {"clean"})
    assert found <= union
    if status == "incomplete":
        assert union == {("race", 47)}  # (some input races; the check did not say clean)
        assert (every.incomplete_reason or "").startswith(
            "a race at line 47 was found only in executions that assume every lane on "
            "every side of the branch at line 41")


def test_a_select_value_in_an_address_is_judged_as_unknown() -> None:
    """The join's phi is unknown: an address computed from it is `incomplete`, as any
    value amdsync does not track, never taken from one side."""
    body = """a:
  br label %j
b:
  br label %j
j:
  %f = phi float [ 1.0, %a ], [ 2.0, %b ]
  %k = fptosi float %f to i32
  %py = getelementptr float, ptr addrspace(1) %y, i32 %k
  store float %v, ptr addrspace(1) %py
  ret void
}"""
    result = check(HEAD + body + TAIL, workgroup_size=4, args={"n": 0})
    assert result.status == "incomplete"
    assert result.incomplete_reason == "an address depends on a value amdsync does not track"


# A wave-uniform flag (every lane reads x[0]) chooses an integer: the sides are
# explored as before, each with its exact value, so the address is known on each.
UNIFORM_INT = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %x, ptr addrspace(1) %y) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %next ]
  %best = phi i32 [ 0, %entry ], [ %best1, %next ]
  %px = getelementptr float, ptr addrspace(1) %x, i32 %i
  %v = load float, ptr addrspace(1) %px
  %gt = fcmp ogt float %v, 1.0
  br i1 %gt, label %grow, label %next
grow:
  br label %next
next:
  %best1 = phi i32 [ %i, %grow ], [ %best, %loop ]
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, TRIPS
  br i1 %more, label %loop, label %done
done:
  %slot = mul i32 %t, 8
  %at = add i32 %slot, %best1
  %py = getelementptr i32, ptr addrspace(1) %y, i32 %at
  store i32 %best1, ptr addrspace(1) %py
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
"""


def test_an_integer_choice_is_explored_by_sides_while_they_last() -> None:
    """The last index of a uniform row whose element exceeds 1: with 2 trips the
    sides give the index exactly
    (the address `y[8t + best]` is known on each: clean, sides assumed); with 6 the
    fifth trip's branch is a select instead of a refusal, and the index is unknown
    from there, so the address is `incomplete` — never `clean` on a guess."""
    two = check(UNIFORM_INT.replace("TRIPS", "2"), workgroup_size=4)
    assert two.status == "clean", two.incomplete_reason
    assert [n.kind for n in two.notes] == ["every-input"]
    six = check(UNIFORM_INT.replace("TRIPS", "6"), workgroup_size=4)
    assert six.status == "incomplete"
    assert six.incomplete_reason == "an address depends on a value amdsync does not track"
    # (the index stored as a value, not an address: clean for every input)
    stored = UNIFORM_INT.replace("TRIPS", "6").replace("%at = add i32 %slot, %best1",
                                                       "%at = add i32 %slot, 0")
    assert check(stored, workgroup_size=4).status == "clean"


# ---------------------------------------------------------------- online softmax

BARRIER = """  fence syncscope("workgroup") release   ; the barrier before the tree reads
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
"""


def _line(text: str, snippet: str) -> int:
    return text[:text.index(snippet)].count("\n") + 1


def _softmax(text: str) -> object:
    return check(text, workgroup_size=128)


def test_online_softmax_is_clean_for_every_input() -> None:
    result = _softmax(SOFTMAX)
    assert result.status == "clean", result.incomplete_reason  # type: ignore[attr-defined]
    assert result.notes == []  # type: ignore[attr-defined]


def test_online_softmax_without_the_barrier_before_the_tree() -> None:
    """Wave 0 reads wave 1's partial (m, s) before wave 1 wrote it: the compare of the
    two LDS values decides the branch on undef, and the combined sum reaches y."""
    assert BARRIER in SOFTMAX
    result = _softmax(SOFTMAX.replace(BARRIER, ""))
    text = SOFTMAX.replace(BARRIER, "")
    assert result.status == "findings"  # type: ignore[attr-defined]
    assert _found(result) == {
        ("race", _line(text, "br i1 %bigger")),
        ("race", _line(text, "store float %yv")),
    }
    first = result.findings[0]  # type: ignore[attr-defined]
    assert first.message.startswith(
        f"the load at line {_line(text, '%mb = load')} races with the store at line "
        f"{_line(text, 'store float %m1')} (lane 0 of wave 1), which writes lds_m[256] "
        "after it")


GROW = "  %sg1 = fadd float %sg, 1.0\n"
STORE_IN_GROW = GROW + """  %pyg = getelementptr float, ptr addrspace(1) %y, i32 %idx
  store float %v, ptr addrspace(1) %pyg
"""


def test_a_side_that_stores_is_split_as_before() -> None:
    """Not a select: the row loop's branch is split (lane splits, with the witness
    rule: the note `every-input`), and the tree's stays a select."""
    assert GROW in SOFTMAX
    result = _softmax(SOFTMAX.replace(GROW, STORE_IN_GROW))
    assert result.status == "clean", result.incomplete_reason  # type: ignore[attr-defined]
    assert [n.kind for n in result.notes] == ["every-input"]  # type: ignore[attr-defined]


def test_a_side_that_stores_in_a_longer_loop_says_why() -> None:
    """Six trips: the fifth side assumed at the branch ends the check, and the message
    says the branch is in a loop body and why it is no select — not a trip count."""
    text = SOFTMAX.replace(GROW, STORE_IN_GROW).replace("icmp ult i32 %i1, 2",
                                                        "icmp ult i32 %i1, 6")
    result = _softmax(text)
    assert result.status == "incomplete"  # type: ignore[attr-defined]
    assert result.incomplete_reason == (  # type: ignore[attr-defined]
        "a branch condition depends on a value amdsync does not track, and this branch "
        "inside a loop was already taken on an assumed side 4 times by wave 0 in one "
        "execution: "
        "both its sides come back to it, so each iteration's side is another assumption, "
        "and it is not run as a select because a side holds Store at line "
        f"{_line(text, 'store float %v, ptr addrspace(1) %pyg')} (it is read at line "
        f"{_line(text, '%v = load')} from buffer x: give its contents with --input x=...)")


def test_a_tree_side_that_stores_to_lds_is_incomplete() -> None:
    fma = "  %sab = call float @llvm.fma.f32(float %sa, float %ea, float %sb)\n"
    assert fma in SOFTMAX
    result = _softmax(SOFTMAX.replace(fma, fma + "  store float %mb, ptr addrspace(3) %pm\n"))
    assert result.status == "incomplete"  # type: ignore[attr-defined]
    assert result.incomplete_reason == (  # type: ignore[attr-defined]
        "lanes that may disagree on an unknown condition ran every side, and a side "
        "stores to memory that is not an argument's buffer (0x0): whether it is written "
        "decides whether it is defined")
