"""What clang 19 with the HIP headers and the ROCm device libraries writes for HIP's
synchronization primitives (tests/formats/llvm/hip/*.hip, compiled with
``amdsync hip FILE.hip:KERNEL --offload-arch gfx90a --keep-ll``): every kernel reads,
with exact operations for ``__syncthreads_count/_and/_or`` (``llvm.read_register`` of
``exec``), ``__ballot`` (``llvm.amdgcn.icmp``), ``atomicInc/Dec`` (the old
``llvm.amdgcn.atomic.inc/dec``), the device libraries' unnamed helpers and their
"ballot hoisting" inline-assembly comment; ``grid_group::sync()`` (GWS) is a located
error."""

from __future__ import annotations

from pathlib import Path

import pytest

from amdsync.diagnostics import AmdsyncError
from amdsync.formats.llvm import read_llvm_file_with_warnings, read_llvm_text
from amdsync.program import ops as o
from amdsync.program.types import IntType

HIP = Path(__file__).resolve().parent / "hip"


def ops_of(path: Path, kernel: str) -> list[o.Op]:
    program, warnings = read_llvm_file_with_warnings(str(path), kernel=kernel)
    assert warnings == []
    return [op for f in program.functions for op in f.ops()]


def test_sync_primitives_read_exactly() -> None:
    ops = ops_of(HIP / "sync_primitives.gfx90a.ll", "kern")
    exec_reads = [op for op in ops if isinstance(op, o.WaveOp) and op.args == (
        o.Const(1, IntType(1)),)]
    assert len(exec_reads) >= 4  # __syncthreads_count/and/or (exec) and __ballot(1)
    ballots = [op for op in ops if isinstance(op, o.WaveOp)
               and op.kind is o.WaveOpKind.BALLOT and op.args != (o.Const(1, IntType(1)),)]
    assert ballots  # __ballot through llvm.amdgcn.icmp
    wraps = [(op.op, op.atomic.scope.scope) for op in ops if isinstance(op, o.AtomicRMW)
             and op.op.endswith("_wrap")]
    assert wraps == [("uinc_wrap", o.Scope.AGENT), ("udec_wrap", o.Scope.AGENT)]


def test_unnamed_functions_keep_their_numbers() -> None:
    """The device libraries' wave reductions are unnamed (``define internal fastcc i32
    @0``, ``@1`` … for gfx942): each call reaches its own function."""
    text = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %g) {
  %a = call fastcc i32 @1(i32 3)
  %b = call fastcc i32 @0(i32 %a)
  store i32 %b, ptr addrspace(1) %g
  ret void
}
define internal fastcc i32 @0(i32 %0) {
  %2 = add i32 %0, 1
  ret i32 %2
}
define internal fastcc i32 @1(i32 %0) {
  %2 = mul i32 %0, 2
  ret i32 %2
}
"""
    program = read_llvm_text(text, "t.ll")
    calls = [op.callee for op in program.function("k").ops() if isinstance(op, o.Call)]
    assert calls == ["1", "0"]
    assert [type(op).__name__ for op in program.function("0").ops()] == ["BinOp"]
    mul = next(iter(program.function("1").ops()))
    assert isinstance(mul, o.BinOp) and mul.kind is o.BinOpKind.MUL


def test_cooperative_groups_read() -> None:
    ops = ops_of(HIP / "cooperative_groups.gfx90a.ll", "cgk")
    assert any(isinstance(op, o.BarrierWait) for op in ops)  # this_thread_block().sync()
    assert not any(isinstance(op, o.Opaque) and op.name == "asm" for op in ops)


def test_grid_sync_is_read_as_a_gws_barrier() -> None:
    """grid_group::sync()'s ds.gws.barrier is an arrive (with the count of waves minus
    one) then a wait on GWS resource 0, at its line (docs/semantics/barriers.md, "Global wave sync
    barriers")."""
    path = HIP / "cooperative_groups.gfx90a.ll"
    ops = ops_of(path, "gridk")
    gws = [op for op in ops if isinstance(op, o.BarrierArrive | o.BarrierWait)
           and op.barrier == o.GwsResource(0)]
    assert [type(op) for op in gws] == [o.BarrierArrive, o.BarrierWait]
    line = next(n for n, text in enumerate(path.read_text().splitlines(), 1)
                if "call void @llvm.amdgcn.ds.gws.barrier" in text)
    assert {(op.loc.line, op.loc.col) for op in gws} == {(line, 3)}


ASM = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(i32 %x) {
  %y = tail call i32 asm sideeffect "; ockl ballot hoisting hack $0", "=v,0"(i32 %x)
  call void asm sideeffect "; a comment", ""()
  OTHER
  ret void
}
"""


def test_an_assembler_comment_tied_to_its_input_is_a_copy() -> None:
    ops = list(read_llvm_text(ASM.replace("OTHER", ""), "t.ll").function("k").ops())
    assert ops == [o.Cast("y", o.CastKind.BITCAST, o.Reg("x"), IntType(32), ops[0].loc,
                          IntType(32))]


@pytest.mark.parametrize("move", [
    '%z = call i32 asm "v_mov_b32 $0, $1", "=v,v"(i32 %x)',
    '%z = tail call i32 asm sideeffect "v_mov_b32_e32 $0, $1", "=v,v"(i32 %x)',
    '%z = call i32 asm "s_mov_b32 $0, $1", "=s,s"(i32 %x)',
])
def test_one_register_move_is_a_copy(move: str) -> None:
    """HIP's inline-assembly example: ``v_mov_b32_e32 %0, %1`` writes only its output
    register, so it is its input."""
    ops = list(read_llvm_text(ASM.replace("OTHER", move), "t.ll").function("k").ops())
    assert ops[-1] == o.Cast("z", o.CastKind.BITCAST, o.Reg("x"), IntType(32), ops[-1].loc,
                             IntType(32))


@pytest.mark.parametrize("other", [
    '%z = call i32 asm "v_add_u32 $0, $1, $1", "=v,v"(i32 %x)',
    '%z = call i32 asm "v_mov_b32 $0, $1\\0A global_store_dword $1, $1", "=v,v"(i32 %x)',
    '%z = call i64 asm "v_mov_b32 $0, $1", "=v,v"(i64 0)',
    '%z = call i32 asm "; two\\0A v_nop", "=v,0"(i32 %x)',
])
def test_other_inline_assembly_is_a_located_error(other: str) -> None:
    with pytest.raises(AmdsyncError) as caught:
        read_llvm_text(ASM.replace("OTHER", other), "t.ll")
    assert caught.value.code == "unsupported-instruction"
    assert (caught.value.loc.line, caught.value.loc.col) == (5, 3)
