"""The fix search's text edits (explore/search/atomic_rmw.py, barrier_moves.py,
counter_waits.py; docs/fixes.md), on small IR texts: exactly which lines they find and
what they write."""

from __future__ import annotations

import pytest

from amdsync.explore.search import barrier_moves as moves
from amdsync.explore.search.atomic_rmw import (
    PlainRmw,
    atomic_rmw_edits,
    find_plain_rmw,
    other_plain_accesses,
)
from amdsync.explore.search.counter_waits import asynccnt, set_asynccnt
from amdsync.formats.llvm import edits as e

RMW = """define amdgpu_kernel void @k(ptr addrspace(1) %p, i32 %v) {
entry:
  store i32 0, ptr addrspace(3) @bins, align 4
  %a = getelementptr inbounds i32, ptr addrspace(3) @bins, i32 %v
  %old = load i32, ptr addrspace(3) %a, align 4, !dbg !7, !tbaa !8
  %new = OPERATION
  store i32 %new, ptr addrspace(3) %a, align 4, !dbg !7
  %b = getelementptr inbounds i32, ptr addrspace(3) @bins, i32 1
  %last = load i32, ptr addrspace(3) %b, align 4
  ret void
}"""


def _rmw(operation: str) -> list[str]:
    return RMW.replace("OPERATION", operation).splitlines()


@pytest.mark.parametrize(("operation", "op", "operand"), [
    ("add nsw i32 %old, 1", "add", "1"),
    ("add i32 %v, %old", "add", "%v"),       # (add commutes)
    ("sub i32 %old, %v", "sub", "%v"),
    ("sub i32 %v, %old", None, ""),          # (v − old is no atomicrmw sub)
    ("xor i32 %old, %v", "xor", "%v"),
    ("mul i32 %old, 2", None, ""),           # (LLVM has no atomicrmw mul)
])
def test_a_plain_read_modify_write_and_its_atomicrmw(operation: str, op: str | None,
                                                     operand: str) -> None:
    lines = _rmw(operation)
    assert find_plain_rmw(lines, [7]) == PlainRmw(5, 6, 7, op, operand)


def test_the_atomicrmw_takes_the_loads_place_and_the_store_goes() -> None:
    lines = _rmw("add nsw i32 %old, 1")
    rmw = find_plain_rmw(lines, [7])
    assert rmw is not None
    assert atomic_rmw_edits(lines, rmw) == (
        e.Replace(5, '  %old = atomicrmw add ptr addrspace(3) %a, i32 1 syncscope("workgroup") '
                     "monotonic, align 4, !dbg !7"),
        e.Replace(7, "  ; (the atomicrmw writes it) store i32 %new, ptr addrspace(3) %a, "
                     "align 4, !dbg !7"))
    # (the initializing store and the later read of the same array: READINGS.md item 1)
    assert other_plain_accesses(lines, rmw, range(1, len(lines) + 1)) == [3, 9]


def test_an_operand_defined_after_the_load_gets_no_atomicrmw() -> None:
    lines = _rmw("add i32 %old, %later")
    lines.insert(5, "  %later = add i32 %v, 1")  # (between the load and the add)
    rmw = find_plain_rmw(lines, [8])
    assert rmw == PlainRmw(5, 7, 8, None, "%later")
    assert atomic_rmw_edits(lines, rmw) is None


def test_a_value_of_two_loads_is_no_read_modify_write() -> None:
    """A compare-and-swap of two elements stores a value computed from both loads."""
    lines = _rmw("select i1 true, i32 %x, i32 %y")
    lines.insert(5, "  %x = add i32 %old, 0")
    assert find_plain_rmw(lines, [8]) is None


DIVERGENT = """define amdgpu_kernel void @k(i32 %n) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp slt i32 %t, %n
  br i1 %c, label %then, label %join
then:
  store i32 1, ptr addrspace(3) @tile, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %join
join:
  %p = phi i32 [ 0, %entry ], [ 1, %then ]
  %v = load i32, ptr addrspace(3) @tile, align 4
  call void @llvm.amdgcn.s.barrier()
  ret void
}""".splitlines()


def test_a_divergent_barrier_is_moved_with_its_fences() -> None:
    assert moves.removal(DIVERGENT, 9) == tuple(
        e.Replace(n, f"  ; (moved by the fix) {DIVERGENT[n - 1].strip()}") for n in (8, 9, 10))
    # (the first instruction of the join, after its phi)
    assert moves.later_block_starts(DIVERGENT, 9, range(1, 18)) == [14]
    assert moves.unfenced_barriers(DIVERGENT, range(1, 18)) == [15]
    assert moves.fences_for(DIVERGENT, 15) == (
        e.Insert(15, ('fence syncscope("workgroup") release',)),
        e.Insert(15, ('fence syncscope("workgroup") acquire',), after=True))


def test_a_barrier_after_each_copy_goes_where_each_copys_block_jumps() -> None:
    assert moves.after_each_copy(DIVERGENT, [7], range(1, 18)) == [14]


def test_asynccnt_counts_are_read_and_lowered() -> None:
    line = "  tail call void @llvm.amdgcn.s.wait.asynccnt(i16 17), !dbg !31"
    assert asynccnt(line) == 17 and asynccnt("  call void @f()") is None
    assert set_asynccnt(4, line, 16) == e.Replace(
        4, "  tail call void @llvm.amdgcn.s.wait.asynccnt(i16 16), !dbg !31")
