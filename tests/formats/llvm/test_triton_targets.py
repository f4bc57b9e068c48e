# ruff: noqa: E501  (IR lines are kept as Triton prints them)
"""What Triton 3.9 writes for gfx942 and gfx1250 (docs/llvm-reader.md, docs/semantics/atomics-and-lanes.md):
integer vectors whose elements are addresses (gfx942's SLP-vectorized LDS offsets),
``s.wait.asynccnt`` (gfx1250's waits on its asynchronous copies) and LDS accesses at an
out-of-range address (gfx1250's masked lanes)."""

from __future__ import annotations

import pytest

from amdsync.api import check
from amdsync.diagnostics import AmdsyncError
from amdsync.formats.llvm import read_llvm_text
from amdsync.formats.llvm.vectors import shuffle_mask
from amdsync.program import ops as o

HEADER = 'target triple = "amdgcn-amd-amdhsa"\n'


def kernel(body: str, decls: str = "", params: str = "ptr addrspace(1) %g") -> str:
    return (HEADER + "@lds = internal addrspace(3) global [1024 x i32] poison, align 16\n"
            + f"define amdgpu_kernel void @k({params}) {{\n" + body + "  ret void\n}\n"
            + "declare i32 @llvm.amdgcn.workitem.id.x()\n" + decls)


def kinds(text: str, size: int = 64, target: str = "gfx942") -> tuple[str, list[str]]:
    result = check(text, target=target, workgroup_size=size)
    return result.status, sorted({f.kind for f in result.findings})


# ---------------------------------------------------------------- integer vectors

# Each lane stores to lds[t*4 + ...] through an address computed as a <2 x i32>, taken
# apart by extractelement: distinct per lane when the elements are right.
VECTOR = """  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %a = insertelement <2 x i32> poison, i32 %t, i64 0
  %b = insertelement <2 x i32> %a, i32 5, i64 1
  %c = mul nuw nsw <2 x i32> %b, <i32 16, i32 poison>
  %d = lshr exact <2 x i32> %b, <i32 136, i32 2>
  %e = shufflevector <2 x i32> %c, <2 x i32> %d, <2 x i32> <i32 0, i32 3>
  %x = extractelement <2 x i32> %e, i64 0
  %y = extractelement <2 x i32> %e, i64 1
  %off = add i32 %x, OFFSET
  %p = getelementptr inbounds i8, ptr addrspace(3) @lds, i32 %off
  store i32 %t, ptr addrspace(3) %p
"""


def test_vector_elements_reach_addresses() -> None:
    """Element 0 of %e is t*16 (each lane its own 16 bytes), element 1 is 5 >> 2 = 1:
    both known, so the address is tracked and the lanes' words are disjoint."""
    assert kinds(kernel(VECTOR.replace("OFFSET", "0"))) == ("clean", [])
    assert kinds(kernel(VECTOR.replace("OFFSET", "%y"))) == ("clean", [])


def test_vector_element_values_are_exact() -> None:
    """x - x + y is 1 in every lane: all lanes write one word with different values, a
    race, so the elements are computed, not guessed."""
    text = kernel(VECTOR.replace("%off = add i32 %x, OFFSET", "%z = sub i32 %x, %x\n  %off = add i32 %z, %y"))
    assert kinds(text) == ("findings", ["race"])


def test_an_element_of_a_loaded_vector_is_unknown() -> None:
    body = """  %v = load <2 x i32>, ptr addrspace(1) %g
  %x = extractelement <2 x i32> %v, i64 1
  %p = getelementptr inbounds i8, ptr addrspace(3) @lds, i32 %x
  store i32 0, ptr addrspace(3) %p
"""
    status, _ = kinds(kernel(body))
    # (an LDS address from memory amdsync does not know: the solver decides it, every
    # lane writing 0 to one word; docs/semantics/symbolic.md, "Atomics and LDS at term
    # addresses")
    assert status == "clean"


def test_split_vectors_keep_the_vector_and_add_elements() -> None:
    ops = list(read_llvm_text(kernel(VECTOR.replace("OFFSET", "0")), "t.ll").function("k").ops())
    names = {op.dest for op in ops if hasattr(op, "dest")}
    assert {"c", "c.el0", "c.el1", "d.el0", "d.el1", "e.el0", "e.el1"} <= names
    copies = [op for op in ops if isinstance(op, o.Cast) and op.dest in ("x", "y")]
    # e's elements copy c's element 0 and d's element 1: the extracts read those.
    assert [(c.dest, c.value) for c in copies] == [("x", o.Reg("c.el0")), ("y", o.Reg("d.el1"))]


@pytest.mark.parametrize(("text", "mask"), [
    ("%e = shufflevector <2 x i32> %c, <2 x i32> %d, <2 x i32> <i32 0, i32 3>, !dbg !4", [0, 3]),
    ("%e = shufflevector <2 x i32> %c, <2 x i32> poison, <2 x i32> zeroinitializer", [0, 0]),
    ("%e = shufflevector <4 x i32> %c, <4 x i32> poison, <2 x i32> <i32 poison, i32 2>", [None, 2]),
])
def test_shuffle_masks(text: str, mask: list[int | None]) -> None:
    assert shuffle_mask(text, 2) == mask


# ---------------------------------------------------------------- s.wait.asynccnt

ASYNC = """  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %src = getelementptr i32, ptr addrspace(1) %g, i32 %t
  %dst = getelementptr i32, ptr addrspace(3) @lds, i32 %t
  %dst2 = getelementptr i32, ptr addrspace(3) %dst, i32 64
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %src, ptr addrspace(3) %dst, i32 0, i32 0)
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %src, ptr addrspace(3) %dst2, i32 0, i32 0)
  call void @llvm.amdgcn.s.wait.asynccnt(i16 COUNT)
  %v = load i32, ptr addrspace(3) %dst
  store i32 %v, ptr addrspace(1) %src
"""
ASYNC_DECLS = ("declare void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1), ptr addrspace(3), i32, i32)\n"
               "declare void @llvm.amdgcn.s.wait.asynccnt(i16)\n"
               "declare void @llvm.amdgcn.asyncmark()\n")


@pytest.mark.parametrize(("count", "expected"), [
    ("0", ("clean", [])),  # both copies complete
    ("1", ("clean", [])),  # the older copy (the one read) completes in order
    ("2", ("findings", ["undef-read"])),  # neither is waited for
])
def test_asynccnt_completes_all_but_the_newest_n(count: str, expected: tuple[str, list[str]]) -> None:
    text = kernel(ASYNC.replace("COUNT", count), ASYNC_DECLS)
    assert kinds(text, 32, "gfx1250") == expected


def test_asynccnt_reads_as_marks_after_each_counted_copy() -> None:
    ops = list(read_llvm_text(kernel(ASYNC.replace("COUNT", "1"), ASYNC_DECLS), "t.ll").function("k").ops())
    kinds_ = [type(op).__name__ for op in ops if isinstance(op, o.AsyncCopy | o.AsyncMark | o.WaitAsyncMark)]
    assert kinds_ == ["AsyncCopy", "AsyncMark", "AsyncCopy", "AsyncMark", "WaitAsyncMark"]
    wait = next(op for op in ops if isinstance(op, o.WaitAsyncMark))
    assert (wait.count, wait.counter) == (1, "s.wait.asynccnt")


def test_asynccnt_and_asyncmark_in_one_function_is_an_error() -> None:
    body = ASYNC.replace("COUNT", "0").replace("  %v = load", "  call void @llvm.amdgcn.asyncmark()\n  %v = load")
    with pytest.raises(AmdsyncError) as info:
        read_llvm_text(kernel(body, ASYNC_DECLS), "t.ll")
    assert info.value.code == "unsupported-intrinsic"
    assert "cannot be mixed" in info.value.message


# ---------------------------------------------------------------- LDS out of range

MASKED = """  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %odd = and i32 %t, 1
  %live = icmp eq i32 %odd, 0
  %p = getelementptr inbounds i32, ptr addrspace(3) @lds, i32 0
  %q = select i1 %live, ptr addrspace(3) ADDRESS, ptr addrspace(3) %p
  store i32 %t, ptr addrspace(3) %q
"""


def test_stores_to_an_out_of_range_lds_address_are_dropped() -> None:
    """Triton masks gfx1250 lanes by giving them LDS address 0x7fffffff. Here every lane
    but lane 0 is masked so: only lane 0 writes lds[0], no race. The same select with an
    address inside the LDS limit is a real address, where the other lanes race."""
    one_lane = MASKED.replace("%odd = and i32 %t, 1\n  %live = icmp eq i32 %odd, 0",
                              "%live = icmp ne i32 %t, 0")
    out_of_range = "inttoptr (i32 2147483647 to ptr addrspace(3))"
    assert kinds(kernel(one_lane.replace("ADDRESS", out_of_range))) == ("clean", [])
    in_range = "inttoptr (i32 4000 to ptr addrspace(3))"
    assert kinds(kernel(one_lane.replace("ADDRESS", in_range))) == ("findings", ["race"])


def test_loads_from_an_out_of_range_lds_address_read_zero() -> None:
    """Reading lds at 0x7fffffff reads 0 (no uninitialized read), and the value is
    exact: storing to lds[value] for every lane of lane 0's value races."""
    body = """  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %v = load i32, ptr addrspace(3) inttoptr (i32 2147483647 to ptr addrspace(3))
  %w = add i32 %v, %t
  %p = getelementptr inbounds i32, ptr addrspace(3) @lds, i32 %w
  store i32 %t, ptr addrspace(3) %p
"""
    assert kinds(kernel(body)) == ("clean", [])
