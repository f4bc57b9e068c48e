# ruff: noqa: E501  (IR lines are kept as LLVM prints them)
"""Integer vectors scalarized into one register per element (docs/llvm-reader.md,
"Integer vectors"): each vector instruction's elements are computed exactly, checked
here by evaluating the read program with the explorer's arithmetic (explore/values/compute.py)
against Python's view of the same vectors."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from amdsync.diagnostics import AmdsyncError
from amdsync.explore.values import compute
from amdsync.explore.values.values import wrap
from amdsync.formats.llvm import read_llvm_text
from amdsync.program import ops as o
from amdsync.program.types import IntType

HEADER = 'target triple = "amdgcn-amd-amdhsa"\n'


def run(body: str, inputs: dict[str, list[int]], results: list[str],
        params: str = "i32 %a, i32 %b, i32 %c", decls: str = "") -> dict[str, list[int] | None]:
    """Evaluate ``body`` (a straight-line function) on each sample; the values of the
    registers ``results`` (unsigned 64-bit views … as signed ints), None when unknown."""
    text = HEADER + f"define void @f({params}) {{\n{body}  ret void\n}}\n{decls}"
    program = read_llvm_text(text, "t.ll")
    size = len(next(iter(inputs.values())))
    env: dict[str, np.ndarray | None] = {k: np.array(v, dtype=np.int64) for k, v in inputs.items()}

    def val(operand: o.Operand) -> np.ndarray | None:
        match operand:
            case o.Reg(name):
                return env.get(name)
            case o.Const(value, ty):
                bits = compute.type_bits(ty) or 64
                return wrap(np.full(size, value % (1 << 64), dtype=np.uint64).view(np.int64),
                            bits)
            case _:
                return None

    for op in program.function("f").ops():
        match op:
            case o.BinOp(dest, kind, lhs, rhs, ty):
                a, b = val(lhs), val(rhs)
                r = None if a is None or b is None else compute.binop(kind, a, b, ty)
                env[dest] = r if isinstance(r, np.ndarray) else None
            case o.ICmp(dest, pred, lhs, rhs):
                a, b = val(lhs), val(rhs)
                r = None if a is None or b is None else compute.icmp(pred, a, b)
                env[dest] = r if isinstance(r, np.ndarray) else None
            case o.Select(dest, cond, x, y):
                c, a, b = val(cond), val(x), val(y)
                env[dest] = None if c is None or a is None or b is None else np.where(c != 0, a, b)
            case o.Cast(dest, kind, value, ty, _, src):
                v = val(value)
                bits = compute.type_bits(ty) or 64
                src_bits = compute.type_bits(src) if src is not None else None
                if v is None:
                    env[dest] = None
                elif kind is o.CastKind.ZEXT and src_bits is not None and src_bits < 64:
                    env[dest] = v & ((1 << src_bits) - 1)
                elif kind is o.CastKind.TRUNC:
                    env[dest] = wrap(v, bits)
                else:
                    env[dest] = v
            case _:
                dest = getattr(op, "dest", None)
                if isinstance(dest, str):
                    env[dest] = None
    out: dict[str, list[int] | None] = {}
    for name in results:
        r = env.get(name)
        out[name] = None if r is None else [int(x) for x in r]
    return out


def s32(x: int) -> int:
    x %= 1 << 32
    return x - (1 << 32) if x >= 1 << 31 else x


def s64(x: int) -> int:
    x %= 1 << 64
    return x - (1 << 64) if x >= 1 << 63 else x


def s16(x: int) -> int:
    x %= 1 << 16
    return x - (1 << 16) if x >= 1 << 15 else x


I32S = st.integers(-(1 << 31), (1 << 31) - 1)


@settings(max_examples=30, deadline=None)
@given(st.lists(st.tuples(I32S, I32S, I32S), min_size=1, max_size=16))
def test_slp_index_math_elements_are_exact(rows: list[tuple[int, int, int]]) -> None:
    body = """  %v0 = insertelement <2 x i32> poison, i32 %a, i64 0
  %v1 = insertelement <2 x i32> %v0, i32 %b, i64 1
  %m = mul <2 x i32> %v1, <i32 3, i32 5>
  %s = shl <2 x i32> %m, splat (i32 2)
  %d = add nsw <2 x i32> %s, %v1
  %x = extractelement <2 x i32> %d, i64 0
  %y = extractelement <2 x i32> %d, i32 1
"""
    a, b, _ = zip(*rows, strict=True)
    r = run(body, {"a": list(a), "b": list(b), "c": [0] * len(a)}, ["x", "y"])
    assert r["x"] == [s32((x * 3 << 2) + x) for x in a]
    assert r["y"] == [s32((y * 5 << 2) + y) for y in b]


@settings(max_examples=30, deadline=None)
@given(st.lists(st.tuples(I32S, I32S, st.integers(0, 3)), min_size=1, max_size=16))
def test_variable_index_insert_and_extract_are_selects(rows: list[tuple[int, int, int]]) -> None:
    body = """  %v = insertelement <4 x i32> <i32 10, i32 11, i32 12, i32 13>, i32 %a, i32 %c
  %w = add <4 x i32> %v, splat (i32 1)
  %x = extractelement <4 x i32> %w, i32 %c
  %y = extractelement <4 x i32> %w, i64 3
"""
    a, b, c = zip(*rows, strict=True)
    r = run(body, {"a": list(a), "b": list(b), "c": list(c)}, ["x", "y"])
    assert r["x"] == [s32(x + 1) for x in a]
    assert r["y"] == [s32(x + 1) if k == 3 else 14 for x, k in zip(a, c, strict=True)]


def test_shufflevector_picks_elements_and_poison_mask_entries_are_unknown() -> None:
    body = """  %v0 = insertelement <2 x i32> poison, i32 %a, i64 0
  %v1 = insertelement <2 x i32> %v0, i32 %b, i64 1
  %s = shufflevector <2 x i32> %v1, <2 x i32> <i32 7, i32 8>, <4 x i32> <i32 1, i32 3, i32 poison, i32 0>
  %x0 = extractelement <4 x i32> %s, i64 0
  %x1 = extractelement <4 x i32> %s, i64 1
  %x2 = extractelement <4 x i32> %s, i64 2
  %x3 = extractelement <4 x i32> %s, i64 3
"""
    r = run(body, {"a": [1, 2], "b": [5, 6], "c": [0, 0]}, ["x0", "x1", "x2", "x3"])
    assert r == {"x0": [5, 6], "x1": [8, 8], "x2": None, "x3": [1, 2]}


def test_vector_select_with_a_scalar_and_a_vector_condition() -> None:
    body = """  %v0 = insertelement <2 x i32> poison, i32 %a, i64 0
  %v1 = insertelement <2 x i32> %v0, i32 %b, i64 1
  %wave = icmp eq i32 %c, 0
  %s = select i1 %wave, <2 x i32> %v1, <2 x i32> <i32 -1, i32 -2>
  %lt = icmp slt <2 x i32> %v1, splat (i32 0)
  %n = sub <2 x i32> zeroinitializer, %v1
  %abs = select <2 x i1> %lt, <2 x i32> %n, <2 x i32> %v1
  %x = extractelement <2 x i32> %s, i64 0
  %y = extractelement <2 x i32> %s, i64 1
  %p = extractelement <2 x i32> %abs, i64 0
  %q = extractelement <2 x i32> %abs, i64 1
"""
    r = run(body, {"a": [3, -4], "b": [-5, 6], "c": [0, 1]}, ["x", "y", "p", "q"])
    assert r == {"x": [3, -1], "y": [-5, -2], "p": [3, 4], "q": [5, 6]}


@settings(max_examples=30, deadline=None)
@given(st.lists(st.tuples(I32S, I32S, I32S), min_size=1, max_size=8))
def test_bitcasts_regroup_bits_little_endian(rows: list[tuple[int, int, int]]) -> None:
    """<4 x i32> → <2 x i64> → <8 x i16> → <4 x i32>, a <2 x i32> → i64 and an
    i64 → <2 x i32>: element 0 in the low bits."""
    body = """  %v0 = insertelement <4 x i32> poison, i32 %a, i64 0
  %v1 = insertelement <4 x i32> %v0, i32 %b, i64 1
  %v2 = insertelement <4 x i32> %v1, i32 %c, i64 2
  %v3 = insertelement <4 x i32> %v2, i32 7, i64 3
  %w = bitcast <4 x i32> %v3 to <2 x i64>
  %w1 = add <2 x i64> %w, <i64 4294967296, i64 0>
  %h = bitcast <2 x i64> %w1 to <8 x i16>
  %back = bitcast <8 x i16> %h to <4 x i32>
  %q0 = extractelement <2 x i64> %w1, i64 0
  %h1 = extractelement <8 x i16> %h, i64 1
  %b1 = extractelement <4 x i32> %back, i64 1
  %pair = shufflevector <4 x i32> %back, <4 x i32> poison, <2 x i32> <i32 2, i32 3>
  %joined = bitcast <2 x i32> %pair to i64
  %split = bitcast i64 %joined to <2 x i32>
  %lo = extractelement <2 x i32> %split, i64 0
"""
    a, b, c = zip(*rows, strict=True)
    r = run(body, {"a": list(a), "b": list(b), "c": list(c)},
            ["q0", "h1", "b1", "joined", "lo"])
    q0 = [s64(((y % (1 << 32)) << 32 | (x % (1 << 32))) + (1 << 32)) for x, y in zip(a, b, strict=True)]
    assert r["q0"] == q0
    assert r["h1"] == [s16(q >> 16) for q in q0]
    assert r["b1"] == [s32(q >> 32) for q in q0]
    assert r["joined"] == [s64(7 << 32 | (z % (1 << 32))) for z in c]
    assert r["lo"] == [s32(z) for z in c]


def test_casts_and_elementwise_intrinsics_on_vectors() -> None:
    body = """  %v0 = insertelement <2 x i32> poison, i32 %a, i64 0
  %v1 = insertelement <2 x i32> %v0, i32 %b, i64 1
  %z = zext <2 x i32> %v1 to <2 x i64>
  %t = trunc <2 x i64> %z to <2 x i16>
  %f = call <2 x i32> @llvm.fshl.v2i32(<2 x i32> %v1, <2 x i32> %v1, <2 x i32> <i32 8, i32 0>)
  %m = call <2 x i32> @llvm.umin.v2i32(<2 x i32> %v1, <2 x i32> splat (i32 100))
  %n = call <2 x i32> @llvm.ctpop.v2i32(<2 x i32> %v1)
  %z1 = extractelement <2 x i64> %z, i64 1
  %t0 = extractelement <2 x i16> %t, i64 0
  %f0 = extractelement <2 x i32> %f, i64 0
  %f1 = extractelement <2 x i32> %f, i64 1
  %m0 = extractelement <2 x i32> %m, i64 0
  %n1 = extractelement <2 x i32> %n, i64 1
"""
    decls = ("declare <2 x i32> @llvm.fshl.v2i32(<2 x i32>, <2 x i32>, <2 x i32>)\n"
             "declare <2 x i32> @llvm.umin.v2i32(<2 x i32>, <2 x i32>)\n"
             "declare <2 x i32> @llvm.ctpop.v2i32(<2 x i32>)\n")
    r = run(body, {"a": [0x12345678, -1], "b": [-1, 5], "c": [0, 0]},
            ["z1", "t0", "f0", "f1", "m0", "n1"], decls=decls)
    assert r["z1"] == [0xFFFFFFFF, 5]
    assert r["t0"] == [0x5678, -1]
    assert r["f0"] == [s32(0x34567812), -1]
    assert r["f1"] == [-1, 5]
    assert r["m0"] == [100, 100]
    assert r["n1"] == [32, 2]


def test_a_vector_phi_keeps_its_elements() -> None:
    text = HEADER + """define void @f(i32 %a, i1 %c) {
entry:
  %v = insertelement <2 x i32> zeroinitializer, i32 %a, i64 1
  br i1 %c, label %then, label %join
then:
  %w = add <2 x i32> %v, splat (i32 1)
  br label %join
join:
  %p = phi <2 x i32> [ %v, %entry ], [ %w, %then ]
  %x = extractelement <2 x i32> %p, i64 1
  ret void
}
"""
    ops = list(read_llvm_text(text, "t.ll").function("f").ops())
    phis = {op.dest: op.incoming for op in ops if isinstance(op, o.Phi)}
    assert phis["p.el1"] == (("entry", o.Reg("a")), ("then", o.Reg("w.el1")))
    assert phis["p.el0"] == (("entry", o.Const(0, IntType(32))), ("then", o.Reg("w.el0")))


def test_a_loaded_vector_has_unknown_elements_and_data_vectors_are_not_split() -> None:
    body = """  %v = load <2 x i32>, ptr addrspace(1) null
  %x = extractelement <2 x i32> %v, i64 1
  %f = fadd <2 x float> zeroinitializer, zeroinitializer
  %i = bitcast <2 x float> %f to <2 x i32>
  store <2 x i32> %i, ptr addrspace(1) null
"""
    r = run(body, {"a": [1], "b": [1], "c": [1]}, ["x"])
    assert r["x"] is None
    names = {getattr(op, "dest", None) for op in read_llvm_text(
        HEADER + f"define void @f(i32 %a, i32 %b, i32 %c) {{\n{body}  ret void\n}}\n",
        "t.ll").function("f").ops()}
    assert "i.el0" not in names and "v.el1" in names


def test_a_descriptor_from_a_parameter_is_untraceable_and_located() -> None:
    text = HEADER + """define amdgpu_kernel void @k(<4 x i32> %g0) {
  call void @llvm.amdgcn.tensor.load.to.lds.d2(<4 x i32> %g0, <8 x i32> zeroinitializer, i32 0)
  ret void
}
declare void @llvm.amdgcn.tensor.load.to.lds.d2(<4 x i32>, <8 x i32>, i32 immarg)
"""
    with pytest.raises(AmdsyncError) as caught:
        read_llvm_text(text, "t.ll")
    assert caught.value.code == "untraceable-vector"
    assert (caught.value.loc.line, caught.value.loc.col) == (3, 3)
    assert "(a parameter)" in str(caught.value)


def test_descriptor_groups_are_their_element_operands() -> None:
    """Triton-style group 1: a shuffle of two halves, a select on a wave-id condition,
    an fshl packing a 48-bit field: the TensorCopy holds each word as an operand."""
    text = HEADER + """define amdgpu_kernel void @k(i32 %s) {
  %w = call i32 @llvm.amdgcn.wave.id()
  %lo = insertelement <4 x i32> <i32 131072, i32 poison, i32 0, i32 0>, i32 %s, i64 1
  %g1 = shufflevector <4 x i32> %lo, <4 x i32> <i32 4, i32 8, i32 0, i32 0>, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %first = icmp eq i32 %w, 0
  %g1s = select i1 %first, <8 x i32> %g1, <8 x i32> zeroinitializer
  %hi = call <4 x i32> @llvm.fshl.v4i32(<4 x i32> <i32 1, i32 0, i32 0, i32 0>, <4 x i32> zeroinitializer, <4 x i32> splat (i32 16))
  call void @llvm.amdgcn.tensor.load.to.lds.d2(<4 x i32> %hi, <8 x i32> %g1s, i32 0)
  ret void
}
declare i32 @llvm.amdgcn.wave.id()
declare <4 x i32> @llvm.fshl.v4i32(<4 x i32>, <4 x i32>, <4 x i32>)
declare void @llvm.amdgcn.tensor.load.to.lds.d2(<4 x i32>, <8 x i32>, i32 immarg)
"""
    ops = list(read_llvm_text(text, "t.ll").function("k").ops())
    (copy,) = [op for op in ops if isinstance(op, o.TensorCopy)]
    assert copy.groups[1] == tuple(o.Reg(f"g1s.el{i}") for i in range(8))
    selects = {op.dest: op for op in ops if isinstance(op, o.Select)}
    assert selects["g1s.el1"].if_true == o.Reg("s")
    assert selects["g1s.el4"].if_true == o.Const(4, IntType(32))
    assert copy.groups[0] == tuple(o.Reg(f"hi.el{i}") for i in range(4))
    r = run("""  %hi = call <4 x i32> @llvm.fshl.v4i32(<4 x i32> <i32 1, i32 0, i32 0, i32 0>, <4 x i32> zeroinitializer, <4 x i32> splat (i32 16))
  %x = extractelement <4 x i32> %hi, i64 0
""", {"a": [0], "b": [0], "c": [0]}, ["x"],
        decls="declare <4 x i32> @llvm.fshl.v4i32(<4 x i32>, <4 x i32>, <4 x i32>)\n")
    assert r["x"] == [1 << 16]


def test_a_vector_from_an_intrinsic_that_is_not_element_wise_has_unknown_elements() -> None:
    """A buffer load returning <2 x i32> (Triton's gfx942 fp8 matmul packs its bytes
    with insertelement and bitcast): unknown elements, no error."""
    body = """  %r = call <2 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v2i32(ptr addrspace(8) null, i32 0, i32 0, i32 0)
  %x = extractelement <2 x i32> %r, i64 1
  %y = bitcast <2 x i32> %r to i64
  %bytes = insertelement <2 x i8> <i8 0, i8 poison>, i8 7, i64 1
  %h = bitcast <2 x i8> %bytes to i16
"""
    decls = "declare <2 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v2i32(ptr addrspace(8), i32, i32, i32)\n"
    r = run(body, {"a": [0], "b": [0], "c": [0]}, ["x", "y", "h"], decls=decls)
    assert r == {"x": None, "y": None, "h": [7 << 8]}


@pytest.mark.parametrize(("kind", "expected"), [
    ("add", 3 + 5 + -7), ("mul", 3 * 5 * -7), ("and", 3 & 5 & -7), ("or", 3 | 5 | -7),
    ("xor", 3 ^ 5 ^ -7), ("smax", 5), ("smin", -7), ("umax", -7), ("umin", 3)])
def test_integer_vector_reductions_are_exact(kind: str, expected: int) -> None:
    body = f"""  %v0 = insertelement <3 x i32> <i32 0, i32 5, i32 -7>, i32 %a, i64 0
  %r = call i32 @llvm.vector.reduce.{kind}.v3i32(<3 x i32> %v0)
"""
    decls = f"declare i32 @llvm.vector.reduce.{kind}.v3i32(<3 x i32>)\n"
    assert run(body, {"a": [3], "b": [0], "c": [0]}, ["r"], decls=decls) == {"r": [expected]}


def test_pointer_vectors_are_scalarized_too() -> None:
    text = HEADER + """@lds = internal addrspace(3) global [64 x i32] poison, align 16
define void @f(i32 %i) {
  %p0 = getelementptr i32, ptr addrspace(3) @lds, i32 %i
  %v = insertelement <2 x ptr addrspace(3)> zeroinitializer, ptr addrspace(3) %p0, i64 1
  %a = ptrtoint <2 x ptr addrspace(3)> %v to <2 x i32>
  %q = extractelement <2 x ptr addrspace(3)> %v, i64 1
  %n = extractelement <2 x i32> %a, i64 0
  store i32 %n, ptr addrspace(3) %q
  ret void
}
"""
    ops = list(read_llvm_text(text, "t.ll").function("f").ops())
    store = next(op for op in ops if isinstance(op, o.Store))
    assert store.ptr == o.Reg("q")
    copies = {op.dest: op for op in ops if isinstance(op, o.Cast)}
    assert copies["q"].value == o.Reg("p0")
    assert copies["a.el0"].kind is o.CastKind.PTRTOINT
    assert copies["a.el0"].value == o.NullPtr(3)
