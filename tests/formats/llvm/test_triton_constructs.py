# ruff: noqa: E501  (IR lines are kept as Triton prints them)
"""Constructs of Triton 3.9's gfx950 LLVM IR: transposing LDS loads, the LLVM
floating-point literals its bundled LLVM prints (``f0x…``, ``-inf``), and a small
kernel shaped like Triton's pipelined loop (docs/triton.md)."""

from __future__ import annotations

import math
import struct

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from amdsync.diagnostics import AmdsyncError, Loc
from amdsync.formats.llvm import read_llvm_text
from amdsync.formats.llvm.floatlit import _float_to_double_bits, f0x_value, to_llvm22
from amdsync.program import ops as o
from amdsync.program.types import I16, I32, AddressSpace, FloatType, PtrType, VecType

HEADER = 'target triple = "amdgcn-amd-amdhsa"\n'
FLOAT = FloatType("float")
BF16 = FloatType("bfloat")


def kernel(body: str, decls: str = "", params: str = "ptr addrspace(3) %l, float %x") -> str:
    """One kernel whose body starts on line 3."""
    return (HEADER + f"define amdgpu_kernel void @k({params}) {{\n" + body
            + "  ret void\n}\n" + decls)


def ops(text: str) -> list[o.Op]:
    return list(read_llvm_text(text, "t.ll").function("k").ops())


def error(text: str) -> AmdsyncError:
    with pytest.raises(AmdsyncError) as info:
        read_llvm_text(text, "t.ll")
    return info.value


# ---------------------------------------------------------------- transposing loads


@pytest.mark.parametrize(("call", "ty", "size"), [
    ("<4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16", VecType(4, BF16), 8),
    ("<2 x i32> @llvm.amdgcn.ds.read.tr8.b64.v2i32", VecType(2, I32), 8),
    ("<2 x i32> @llvm.amdgcn.ds.read.tr4.b64.v2i32", VecType(2, I32), 8),
    ("<3 x i32> @llvm.amdgcn.ds.read.tr6.b96.v3i32", VecType(3, I32), 12),
    ("<2 x i32> @llvm.amdgcn.ds.load.tr8.b64.v2i32", VecType(2, I32), 8),
    ("<3 x i32> @llvm.amdgcn.ds.load.tr6.b96.v3i32", VecType(3, I32), 12),
    ("<8 x i16> @llvm.amdgcn.ds.load.tr16.b128.v8i16", VecType(8, I16), 16),
    ("<2 x i32> @llvm.amdgcn.global.load.tr.b64.v2i32", VecType(2, I32), 8),
    ("<4 x i32> @llvm.amdgcn.global.load.tr.b128.v4i32", VecType(4, I32), 16),
    ("<2 x i32> @llvm.amdgcn.global.load.tr4.b64.v2i32", VecType(2, I32), 8),
    ("<3 x i32> @llvm.amdgcn.global.load.tr6.b96.v3i32", VecType(3, I32), 12),
])
def test_transposing_load_is_a_load_of_the_lanes_own_bytes(call: str, ty: VecType,
                                                           size: int) -> None:
    result_ty, name = call.split(" @")
    space = 1 if ".global." in call else 3
    text = kernel(f"  %v = call {call}(ptr addrspace({space}) %l)\n",
                  f"declare {result_ty} @{name}(ptr addrspace({space}))\n",
                  params=f"ptr addrspace({space}) %l")
    assert ops(text) == [o.Load("v", o.Reg("l"), ty, size, None, False, Loc("t.ll", 3, 3))]


def test_ds_read_tr_from_a_global_pointer_is_rejected() -> None:
    text = kernel("  %v = call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(1) %g)\n",
                  "declare <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(1))\n",
                  params="ptr addrspace(1) %g")
    err = error(text)  # the ds forms read LDS (the reader checks, at the call)
    assert (err.code, err.loc) == ("bad-intrinsic-call", Loc("t.ll", 3, 3))
    assert "must be an LDS pointer" in err.message


# ---------------------------------------------------------------- float literals


def f32(bits: int) -> float:
    return float(struct.unpack("<f", bits.to_bytes(4, "little"))[0])


def test_f0x_float_literal_is_the_float_with_those_bits() -> None:
    (op,) = ops(kernel("  %y = fmul float %x, f0x3FB8AA3B\n"))
    assert isinstance(op, o.Opaque)
    assert op.args == (o.Reg("x"), o.FloatConst(f32(0x3FB8AA3B), FLOAT))
    assert op.loc == Loc("t.ll", 3, 3)


@pytest.mark.parametrize(("literal", "ty", "value"), [
    ("bfloat f0x3F80", "bfloat", 1.0),
    ("half f0x3C00", "half", 1.0),
    ("double f0x3FF8000000000000", "double", 1.5),
    ("float f0x00000001", "float", f32(1)),  # the smallest subnormal
    ("float f0x80000000", "float", -0.0),
])
def test_f0x_literals_of_each_width(literal: str, ty: str, value: float) -> None:
    vec = f"<2 x {ty}>"
    (op,) = ops(kernel(f"  %v = insertelement {vec} poison, {literal}, i64 0\n"))
    assert isinstance(op, o.Opaque)
    const = op.args[1]
    assert const == o.FloatConst(value, FloatType(ty))
    assert isinstance(const, o.FloatConst)
    assert math.copysign(1.0, const.value) == math.copysign(1.0, value)


@pytest.mark.parametrize(("literal", "check"), [
    ("-inf", lambda v: v == -math.inf),
    ("+inf", lambda v: v == math.inf),
    ("inf", lambda v: v == math.inf),
    ("nan", math.isnan),
    ("-qnan", math.isnan),
    ("qnan(0x1)", math.isnan),
    ("snan(0x1)", math.isnan),
])
def test_named_special_values(literal: str, check: object) -> None:
    text = kernel("  br label %b\nb:\n"
                  f"  %p = phi float [ {literal}, %0 ], [ %p, %b ]\n  br label %b\n")
    text = text.replace("  ret void\n", "")
    phi = next(op for op in ops(text) if isinstance(op, o.Phi))
    value = phi.incoming[0][1]
    assert isinstance(value, o.FloatConst) and value.ty == FLOAT
    assert check(value.value)  # type: ignore[operator]


def test_words_that_look_like_literals_are_left_alone() -> None:
    # the fast-math flag ninf, a value named %inf, a string and a comment
    text = (HEADER + '@s = addrspace(1) constant [4 x i8] c"inf\\00"\n'
            "define amdgpu_kernel void @k(float %inf) {\n"
            "  %y = fmul ninf float %inf, 2.0 ; float nan\n  ret void\n}\n")
    assert to_llvm22(text, "t.ll") == text
    (op,) = list(read_llvm_text(text, "t.ll").function("k").ops())
    assert op == o.Opaque("y", "fmul", (o.Reg("inf"), o.FloatConst(2.0, FLOAT)), FLOAT,
                          Loc("t.ll", 4, 3), flags=("ninf",), arg_types=(FLOAT, FLOAT))


def test_f0x_of_the_wrong_width_is_located() -> None:
    err = error(kernel("  %y = fmul float %x, f0x3F80\n"))
    assert (err.code, err.loc) == ("malformed-ir", Loc("t.ll", 3, 23))
    assert "16 bits, a float constant 32" in err.message


def test_signaling_nan_without_payload_is_located() -> None:
    err = error(kernel("  %y = fmul float %x, snan\n"))
    assert (err.code, err.loc) == ("malformed-ir", Loc("t.ll", 3, 23))


def test_f0x_global_initializer() -> None:
    text = (HEADER + "@c = addrspace(1) constant [2 x float] [float f0x3F800000, float -inf]\n"
            "define amdgpu_kernel void @k() {\n  ret void\n}\n")
    var = read_llvm_text(text, "t.ll").global_var("c")
    assert var.init == struct.pack("<ff", 1.0, -math.inf)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 0xFFFFFFFF).filter(lambda b: not math.isnan(f32(b))))
def test_any_f0x_float_reads_as_its_value(bits: int) -> None:
    (op,) = ops(kernel(f"  %y = fmul float %x, f0x{bits:08X}\n"))
    assert isinstance(op, o.Opaque)
    const = op.args[1]
    assert isinstance(const, o.FloatConst) and const.value == f32(bits)
    assert math.copysign(1.0, const.value) == math.copysign(1.0, f32(bits))


def test_semicolon_in_a_string_does_not_hide_a_literal() -> None:
    text = (HEADER + '@s = addrspace(1) constant [2 x i8] c";\\00"\n'
            '@f = addrspace(1) constant { [2 x i8], float } { [2 x i8] c";\\00", float -inf }\n'
            "define amdgpu_kernel void @k() {\n  ret void\n}\n")
    assert "float 0xFFF0000000000000" in to_llvm22(text, "t.ll")
    var = read_llvm_text(text, "t.ll").global_var("f")
    assert var.init == b";\0\0\0" + struct.pack("<f", -math.inf)


@given(st.integers(0, 0xFFFFFFFF))
def test_float_to_double_bits_keeps_the_value(bits: int) -> None:
    double = struct.unpack("<d", _float_to_double_bits(bits).to_bytes(8, "little"))[0]
    single = f32(bits)
    if math.isnan(single):
        assert math.isnan(double)
    else:
        assert double == single and math.copysign(1, double) == math.copysign(1, single)
    assert f0x_value(f"{bits:08X}", "float") == single or math.isnan(single)


# ---------------------------------------------------------------- a Triton-shaped loop

TRITON_LIKE = HEADER + """\
@global_smem = external addrspace(3) global [0 x i8], align 16

define amdgpu_kernel void @k(ptr addrspace(1) inreg readonly %a, i32 inreg %n) #0 {
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %wave = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid)
  %pos = icmp sgt i32 %n, 0
  tail call void @llvm.assume(i1 %pos)
  %rsrc = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %a, i16 0, i64 2147483646, i32 159744)
  %off = shl i32 %tid, 4
  %slot = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %off
  tail call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) @global_smem, i32 16, i32 %off, i32 0, i32 0, i32 0)
  tail call void @llvm.amdgcn.asyncmark()
  tail call void @llvm.amdgcn.wait.asyncmark(i16 0)
  fence syncscope("workgroup") release, !mmra !0
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !0
  %t = tail call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %slot)
  %acc = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.bf16(<8 x bfloat> zeroinitializer, <8 x bfloat> zeroinitializer, <16 x float> zeroinitializer, i32 0, i32 0, i32 0)
  %sw = tail call { i32, i32 } @llvm.amdgcn.permlane32.swap(i32 0, i32 1, i1 false, i1 false)
  tail call void @llvm.amdgcn.sched.barrier(i32 0)
  tail call void @llvm.amdgcn.s.setprio(i16 1)
  %s = fmul float f0x3FB8AA3B, f0x3F800000
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
declare void @llvm.assume(i1 noundef)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8), ptr addrspace(3), i32, i32, i32, i32 immarg, i32 immarg)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.s.barrier()
declare <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3))
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.bf16(<8 x bfloat>, <8 x bfloat>, <16 x float>, i32 immarg, i32 immarg, i32 immarg)
declare { i32, i32 } @llvm.amdgcn.permlane32.swap(i32, i32, i1 immarg, i1 immarg)
declare void @llvm.amdgcn.sched.barrier(i32 immarg)
declare void @llvm.amdgcn.s.setprio(i16 immarg)

attributes #0 = { "target-cpu"="gfx950" }
!0 = !{!"amdgpu-synchronize-as", !"local"}
"""


def test_triton_shaped_kernel_reads_into_the_expected_operations() -> None:
    program = read_llvm_text(TRITON_LIKE, "t.ll")
    assert program.target == "gfx950"
    kinds = [type(op).__name__ for op in program.function("k").ops()]
    assert kinds == [
        "ThreadId", "WaveOp", "ICmp",  # llvm.assume dropped
        "MakeBufferRsrc", "BinOp", "PtrAdd", "BufferAddr", "AsyncCopy", "AsyncMark",
        "WaitAsyncMark", "Fence", "BarrierArrive", "BarrierWait", "Fence",
        "Load",  # ds.read.tr16: 8 bytes at the lane's own address
        "Opaque", "Opaque", "Opaque", "Opaque", "Opaque",  # mfma, permlane32.swap, sched, setprio, fmul
    ]
    body = list(program.function("k").ops())
    copy = body[7]
    assert isinstance(copy, o.AsyncCopy)
    assert (copy.size, copy.asynchronous, copy.lds_lane_stride) == (16, True, 16)
    fence = body[10]
    assert isinstance(fence, o.Fence) and fence.address_spaces == frozenset({3})
    load = body[14]
    assert isinstance(load, o.Load) and load.ptr == o.Reg("slot") and load.size == 8
    assert isinstance(load.ty, VecType) and load.ty.elem == BF16
    assert PtrType(AddressSpace.LOCAL) == PtrType(3)
