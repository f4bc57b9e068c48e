"""Integer intrinsics on known values stay known (docs/llvm-reader.md, "Integer
intrinsics"): each is read as plain operations, evaluated here with the explorer's own
arithmetic (explore/values/compute.py) over many samples at once, and compared with a Python
reference of its LangRef definition. Also: the old ``llvm.amdgcn.atomic.inc/dec``,
``llvm.read_register`` of ``exec``, ``llvm.amdgcn.icmp``, and ``rmw_new_value``."""

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
from amdsync.program.types import IntType, PtrType, Type

HEADER = 'target triple = "amdgcn-amd-amdhsa"\n'


def evaluate(text: str, inputs: dict[str, np.ndarray], function: str = "f"
             ) -> dict[str, np.ndarray | None]:
    """Run a straight-line function's operations on arrays of samples (one sample per
    element), as the explorer computes them; None is an unknown value."""
    program = read_llvm_text(text, "t.ll")
    env: dict[str, np.ndarray | None] = dict(inputs)

    def val(operand: o.Operand) -> np.ndarray | None:
        size = len(next(iter(inputs.values())))
        match operand:
            case o.Reg(name):
                return env.get(name)
            case o.Const(value, ty):
                bits = compute.type_bits(ty) or 64
                return wrap(np.full(size, value & ((1 << 64) - 1), dtype=np.uint64)
                            .view(np.int64), bits)
            case _:
                return None

    for op in program.function(function).ops():
        match op:
            case o.BinOp(dest, kind, lhs, rhs, ty):
                a, b = val(lhs), val(rhs)
                r = compute.binop(kind, a, b, ty) if a is not None and b is not None else None
                env[dest] = r if isinstance(r, np.ndarray) else None
            case o.ICmp(dest, pred, lhs, rhs):
                a, b = val(lhs), val(rhs)
                r = compute.icmp(pred, a, b) if a is not None and b is not None else None
                env[dest] = r if isinstance(r, np.ndarray) else None
            case o.Select(dest, cond, a, b):
                c, x, y = val(cond), val(a), val(b)
                env[dest] = None if c is None or x is None or y is None else np.where(
                    c != 0, x, y)
            case o.Cast(dest, kind, value, ty, _, src):
                v = val(value)
                env[dest] = None if v is None else _cast(kind, v, ty, src)
            case _:
                dest = getattr(op, "dest", None)
                if isinstance(dest, str):
                    env[dest] = None
    return env


def _cast(kind: o.CastKind, v: np.ndarray, ty: Type, src: Type | None) -> np.ndarray:
    bits = compute.type_bits(ty) or 64
    src_bits = compute.type_bits(src) if src is not None else None
    if kind is o.CastKind.ZEXT and src_bits is not None and src_bits < 64:
        return v & ((1 << src_bits) - 1)
    if kind in (o.CastKind.TRUNC, o.CastKind.PTRTOINT, o.CastKind.INTTOPTR):
        return wrap(v, bits)
    return v


def unsigned(value: int, bits: int) -> int:
    return value % (1 << bits)


def signed(value: int, bits: int) -> int:
    value %= 1 << bits
    return value - (1 << bits) if bits > 1 and value >= 1 << (bits - 1) else value


def run_unary(call: str, ty: str, xs: list[int], extra: str = "") -> list[int | None]:
    text = (HEADER + f"define {ty} @f({ty} %x) {{\n  %r = call {ty} @{call}({ty} %x{extra})\n"
            f"  ret {ty} %r\n}}\n")
    bits = int(ty[1:])
    env = evaluate(text, {"x": np.array([signed(x, bits) for x in xs], dtype=np.int64)})
    r = env["r"]
    return [None] * len(xs) if r is None else [unsigned(int(v), bits) for v in r]


def run_binary(call: str, ty: str, pairs: list[tuple[int, int]]) -> list[int]:
    text = (HEADER + f"define {ty} @f({ty} %a, {ty} %b) {{\n"
            f"  %r = call {ty} @{call}({ty} %a, {ty} %b)\n  ret {ty} %r\n}}\n")
    bits = int(ty[1:])
    env = evaluate(text, {"a": np.array([signed(a, bits) for a, _ in pairs], dtype=np.int64),
                          "b": np.array([signed(b, bits) for _, b in pairs], dtype=np.int64)})
    r = env["r"]
    assert r is not None, f"{call} is not known"
    return [unsigned(int(v), bits) for v in r]


WIDTHS = [8, 16, 32, 64]


def samples(bits: int) -> st.SearchStrategy[list[int]]:
    special = st.sampled_from([0, 1, (1 << bits) - 1, 1 << (bits - 1), (1 << (bits - 1)) - 1])
    return st.lists(st.one_of(special, st.integers(0, (1 << bits) - 1)), min_size=1,
                    max_size=40)


def ref_cttz(x: int, bits: int) -> int:
    return bits if x == 0 else (x & -x).bit_length() - 1


def ref_ctlz(x: int, bits: int) -> int:
    return bits - x.bit_length()


def ref_bswap(x: int, bits: int) -> int:
    return int.from_bytes(x.to_bytes(bits // 8, "little"), "big")


def ref_bitreverse(x: int, bits: int) -> int:
    return int(format(x, f"0{bits}b")[::-1], 2)


@pytest.mark.parametrize("bits", WIDTHS)
@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_bit_counting_intrinsics_match_langref(bits: int, data: st.DataObject) -> None:
    xs = data.draw(samples(bits))
    ty = f"i{bits}"
    assert run_unary(f"llvm.ctpop.{ty}", ty, xs) == [bin(x).count("1") for x in xs]
    for flag in ("false", "true"):  # is_zero_poison: zero gives the width either way
        assert run_unary(f"llvm.cttz.{ty}", ty, xs, f", i1 {flag}") == [
            ref_cttz(x, bits) for x in xs]
        assert run_unary(f"llvm.ctlz.{ty}", ty, xs, f", i1 {flag}") == [
            ref_ctlz(x, bits) for x in xs]
    assert run_unary(f"llvm.bitreverse.{ty}", ty, xs) == [ref_bitreverse(x, bits) for x in xs]
    if bits >= 16:
        assert run_unary(f"llvm.bswap.{ty}", ty, xs) == [ref_bswap(x, bits) for x in xs]
    assert run_unary(f"llvm.abs.{ty}", ty, xs, ", i1 false") == [
        unsigned(abs(signed(x, bits)), bits) for x in xs]


@given(st.lists(st.integers(0, (1 << 24) - 1), min_size=1, max_size=20))
def test_odd_widths_count_bit_by_bit(xs: list[int]) -> None:
    assert run_unary("llvm.ctpop.i24", "i24", xs) == [bin(x).count("1") for x in xs]
    assert run_unary("llvm.cttz.i24", "i24", xs, ", i1 false") == [ref_cttz(x, 24) for x in xs]
    assert run_unary("llvm.bitreverse.i24", "i24", xs) == [ref_bitreverse(x, 24) for x in xs]


def ref_sat(name: str, a: int, b: int, bits: int) -> int:
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if name[0] == "s" else (
        0, (1 << bits) - 1)
    x, y = (signed(a, bits), signed(b, bits)) if name[0] == "s" else (a, b)
    if name.endswith("add"):
        exact = x + y
    elif name.endswith("sub"):
        exact = x - y
    else:
        exact = x << y
    return unsigned(min(max(exact, lo), hi), bits)


def ref_minmax(name: str, a: int, b: int, bits: int) -> int:
    x, y = (signed(a, bits), signed(b, bits)) if name[0] == "s" else (a, b)
    return unsigned(min(x, y) if name.endswith("min") else max(x, y), bits)


def ref_fsh(left: bool, a: int, b: int, s: int, bits: int) -> int:
    s %= bits
    joined = (a << bits) | b
    return (joined << s >> bits) % (1 << bits) if left else (joined >> s) % (1 << bits)


@pytest.mark.parametrize("bits", WIDTHS)
@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_two_operand_intrinsics_match_langref(bits: int, data: st.DataObject) -> None:
    xs = data.draw(samples(bits))
    ys = data.draw(st.lists(st.integers(0, (1 << bits) - 1), min_size=len(xs),
                            max_size=len(xs)))
    pairs = list(zip(xs, ys, strict=True))
    ty = f"i{bits}"
    for name in ("uadd", "usub", "sadd", "ssub"):
        assert run_binary(f"llvm.{name}.sat.{ty}", ty, pairs) == [
            ref_sat(name, a, b, bits) for a, b in pairs], name
    shifts = [(a, b % bits) for a, b in pairs]  # a shift past the width is poison
    for name in ("ushl", "sshl"):
        assert run_binary(f"llvm.{name}.sat.{ty}", ty, shifts) == [
            ref_sat(name, a, b, bits) for a, b in shifts], name
    for name in ("umin", "umax", "smin", "smax"):
        assert run_binary(f"llvm.{name}.{ty}", ty, pairs) == [
            ref_minmax(name, a, b, bits) for a, b in pairs], name
    for left in (True, False):
        name = "fshl" if left else "fshr"
        text = (HEADER + f"define {ty} @f({ty} %a, {ty} %b, {ty} %s) {{\n"
                f"  %r = call {ty} @llvm.{name}.{ty}({ty} %a, {ty} %b, {ty} %s)\n"
                f"  ret {ty} %r\n}}\n")
        env = evaluate(text, {
            "a": np.array([signed(a, bits) for a in xs], dtype=np.int64),
            "b": np.array([signed(b, bits) for b in ys], dtype=np.int64),
            "s": np.array([signed(b * 7 + a, bits) for a, b in pairs], dtype=np.int64)})
        r = env["r"]
        assert r is not None
        assert [unsigned(int(v), bits) for v in r] == [
            ref_fsh(left, a, b, unsigned(b * 7 + a, bits), bits) for a, b in pairs], name


def ref_overflow(name: str, a: int, b: int, bits: int) -> tuple[int, int]:
    x, y = (signed(a, bits), signed(b, bits)) if name[0] == "s" else (a, b)
    exact = {"add": x + y, "sub": x - y, "mul": x * y}[name[1:]]
    wrapped = unsigned(exact, bits)
    back = signed(wrapped, bits) if name[0] == "s" else wrapped
    return wrapped, int(back != exact)


@pytest.mark.parametrize("bits", WIDTHS)
@settings(max_examples=30, deadline=None)
@given(data=st.data())
def test_with_overflow_intrinsics_give_value_and_flag(bits: int, data: st.DataObject) -> None:
    xs = data.draw(samples(bits))
    ys = data.draw(st.lists(st.one_of(st.integers(0, (1 << bits) - 1), st.just(0)),
                            min_size=len(xs), max_size=len(xs)))
    pairs = list(zip(xs, ys, strict=True))
    ty = f"i{bits}"
    for name in ("uadd", "usub", "sadd", "ssub", "umul", "smul"):
        text = (HEADER + f"define i1 @f({ty} %a, {ty} %b) {{\n"
                f"  %s = call {{ {ty}, i1 }} @llvm.{name}.with.overflow.{ty}({ty} %a, {ty} %b)\n"
                f"  %v = extractvalue {{ {ty}, i1 }} %s, 0\n"
                f"  %o = extractvalue {{ {ty}, i1 }} %s, 1\n  ret i1 %o\n}}\n")
        env = evaluate(text, {"a": np.array([signed(a, bits) for a, _ in pairs], dtype=np.int64),
                              "b": np.array([signed(b, bits) for _, b in pairs], dtype=np.int64)})
        value, flag = env["v"], env["o"]
        expected = [ref_overflow(name, a, b, bits) for a, b in pairs]
        assert value is not None
        assert [unsigned(int(v), bits) for v in value] == [e[0] for e in expected], name
        if name == "smul" and bits == 64:
            assert flag is None  # not computed: an unknown bit, never a guess
            continue
        assert flag is not None
        assert [int(f) for f in flag] == [e[1] for e in expected], name


def test_hip_ffs_of_block_dim_is_known() -> None:
    """HIP's ``__ffs(x)``: ``x == 0 ? 0 : cttz(x) + 1`` (clang 19, -O2)."""
    text = HEADER + """define i32 @f(i32 %x) {
  %t = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %x, i1 true)
  %p = add nuw nsw i32 %t, 1
  %z = icmp eq i32 %x, 0
  %r = select i1 %z, i32 0, i32 %p
  ret i32 %r
}
"""
    xs = [0, 1, 2, 64, 96, 256, 1 << 31]
    r = evaluate(text, {"x": np.array([signed(x, 32) for x in xs], dtype=np.int64)})["r"]
    assert r is not None
    assert [int(v) for v in r] == [0 if x == 0 else ref_cttz(x, 32) + 1 for x in xs]


def test_freeze_of_a_known_value_is_that_value() -> None:
    text = HEADER + "define i32 @f(i32 %x) {\n  %r = freeze i32 %x\n  ret i32 %r\n}\n"
    r = evaluate(text, {"x": np.array([5, -7], dtype=np.int64)})["r"]
    assert r is not None and list(r) == [5, -7]


# ---------------------------------------------------------------- wave and atomics

def _ops(body: str, decls: str = "", meta: str = "") -> list[o.Op]:
    text = (HEADER + "define amdgpu_kernel void @k(ptr addrspace(1) %g, ptr %f, i32 %v) {\n"
            + body + "  ret void\n}\n" + decls + meta)
    return list(read_llvm_text(text, "t.ll").function("k").ops())


def test_read_register_of_exec_is_the_active_lane_mask() -> None:
    ops = _ops("  %a = call i64 @llvm.read_register.i64(metadata !0)\n"
               "  %b = call i32 @llvm.read_register.i32(metadata !1)\n"
               "  %c = call i32 @llvm.read_register.i32(metadata !2)\n",
               "declare i64 @llvm.read_register.i64(metadata)\n"
               "declare i32 @llvm.read_register.i32(metadata)\n",
               '!0 = !{!"exec"}\n!1 = !{!"exec_lo"}\n!2 = !{!"exec_hi"}\n')
    true = o.Const(1, IntType(1))
    waves = [op for op in ops if isinstance(op, o.WaveOp)]
    assert [(w.dest, w.kind, w.args, w.ty) for w in waves] == [
        ("a", o.WaveOpKind.BALLOT, (true,), IntType(64)),
        ("b", o.WaveOpKind.BALLOT, (true,), IntType(32)),
        ("c.exec0", o.WaveOpKind.BALLOT, (true,), IntType(64))]
    high = [op for op in ops if getattr(op, "dest", "").startswith("c")]
    assert high[1] == o.BinOp("c.exec1", o.BinOpKind.LSHR, o.Reg("c.exec0"),
                              o.Const(32, IntType(64)), IntType(64), high[1].loc)
    assert isinstance(high[2], o.Cast) and high[2].kind is o.CastKind.TRUNC


def test_read_register_of_another_register_is_a_located_error() -> None:
    with pytest.raises(AmdsyncError) as caught:
        _ops("  %a = call i32 @llvm.read_register.i32(metadata !0)\n",
             "declare i32 @llvm.read_register.i32(metadata)\n", '!0 = !{!"m0"}\n')
    assert caught.value.code == "unsupported-intrinsic"
    assert (caught.value.loc.line, caught.value.loc.col) == (3, 3)
    assert '"m0"' in str(caught.value)


def test_amdgcn_icmp_is_a_ballot_of_the_comparison() -> None:
    ops = _ops("  %m = call i64 @llvm.amdgcn.icmp.i64.i32(i32 %v, i32 0, i32 33)\n",
               "declare i64 @llvm.amdgcn.icmp.i64.i32(i32, i32, i32 immarg)\n")
    cmp, ballot = ops
    assert isinstance(cmp, o.ICmp) and cmp.pred is o.ICmpPred.NE
    assert cmp.lhs == o.Reg("v") and cmp.rhs == o.Const(0, IntType(32))
    assert ballot == o.WaveOp("m", o.WaveOpKind.BALLOT, (o.Reg(cmp.dest),), IntType(64),
                              ballot.loc)


@pytest.mark.parametrize(("name", "rmw"), [("inc", "uinc_wrap"), ("dec", "udec_wrap")])
@pytest.mark.parametrize(("ordering", "expected"), [
    (0, o.Ordering.SEQ_CST), (2, o.Ordering.MONOTONIC), (4, o.Ordering.ACQUIRE),
    (7, o.Ordering.SEQ_CST), (3, o.Ordering.SEQ_CST)])
def test_old_amdgcn_atomic_inc_dec_read_as_wrapping_atomicrmw(
        name: str, rmw: str, ordering: int, expected: o.Ordering) -> None:
    """As LLVM's auto-upgrade reads them (the ROCm device libraries' ``atomicInc`` /
    ``atomicDec`` call them with typed-pointer suffixes)."""
    call = f"llvm.amdgcn.atomic.{name}.i32.p0i32"
    (op,) = _ops(f"  %r = call i32 @{call}(ptr %f, i32 100, i32 {ordering}, i32 1, i1 false)\n",
                 f"declare i32 @{call}(ptr, i32, i32, i32, i1)\n")
    assert op == o.AtomicRMW("r", rmw, o.Reg("f"), o.Const(100, IntType(32)), IntType(32), 4,
                             o.Atomicity(expected, o.SyncScope(o.Scope.AGENT)), op.loc)


def test_new_atomicrmw_wrap_forms_are_read() -> None:
    ops = _ops("  %a = atomicrmw uinc_wrap ptr addrspace(1) %g, i32 %v syncscope(\"agent\") "
               "monotonic, align 4\n"
               "  %b = atomicrmw volatile udec_wrap ptr %f, i64 7 seq_cst, align 8\n")
    assert [(op.op, op.ty, op.volatile) for op in ops if isinstance(op, o.AtomicRMW)] == [
        ("uinc_wrap", IntType(32), False), ("udec_wrap", IntType(64), True)]
    assert isinstance(ops[0], o.AtomicRMW) and ops[0].ptr == o.Reg("g")
    assert PtrType(1) != PtrType(0)


@given(st.sampled_from([8, 16, 32, 64]), st.integers(0, (1 << 64) - 1),
       st.integers(0, (1 << 64) - 1),
       st.sampled_from(["xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min",
                        "umax", "umin", "uinc_wrap", "udec_wrap", "usub_cond", "usub_sat"]))
def test_rmw_new_value_matches_langref(bits: int, old: int, operand: int, kind: str) -> None:
    a, b = old % (1 << bits), operand % (1 << bits)
    sa, sb = signed(a, bits), signed(b, bits)
    expected = {
        "xchg": b, "add": a + b, "sub": a - b, "and": a & b, "nand": ~(a & b), "or": a | b,
        "xor": a ^ b, "max": max(sa, sb), "min": min(sa, sb), "umax": max(a, b),
        "umin": min(a, b), "uinc_wrap": 0 if a >= b else a + 1,
        "udec_wrap": b if a == 0 or a > b else a - 1,
        "usub_cond": a - b if a >= b else a, "usub_sat": max(a - b, 0)}[kind]
    assert compute.rmw_new_value(kind, signed(old, bits), signed(operand, bits), bits) == (
        signed(expected, bits))
    assert compute.rmw_new_value("fadd", old, operand, bits) is None


def test_a_nonconstant_atomic_ordering_is_a_located_error() -> None:
    call = "llvm.amdgcn.atomic.inc.i32.p0i32"
    with pytest.raises(AmdsyncError) as caught:
        _ops(f"  %r = call i32 @{call}(ptr %f, i32 1, i32 %v, i32 1, i1 false)\n",
             f"declare i32 @{call}(ptr, i32, i32, i32, i1)\n")
    assert caught.value.code == "nonconstant-immediate"
    assert (caught.value.loc.line, caught.value.loc.col) == (3, 3)


def test_amdgcn_icmp_with_a_float_predicate_is_a_located_error() -> None:
    with pytest.raises(AmdsyncError) as caught:
        _ops("  %m = call i64 @llvm.amdgcn.icmp.i64.i32(i32 %v, i32 0, i32 1)\n",
             "declare i64 @llvm.amdgcn.icmp.i64.i32(i32, i32, i32 immarg)\n")
    assert caught.value.code == "bad-intrinsic-call"
    assert (caught.value.loc.line, caught.value.loc.col) == (3, 3)


def test_integer_intrinsics_wider_than_64_bits_stay_opaque() -> None:
    (op,) = _ops("  %n = call i128 @llvm.ctpop.i128(i128 0)\n",
                 "declare i128 @llvm.ctpop.i128(i128)\n")
    assert isinstance(op, o.Opaque) and op.dest == "n"


def ref_bfe(x: int, offset: int, width: int, signed_: bool) -> int:
    """v_bfe_u32 / v_bfe_i32: (S0 >> S1[4:0]) & ((1 << S2[4:0]) - 1), the signed form
    shifting arithmetically and sign-extending from bit S2[4:0] - 1."""
    off, wid = offset & 31, width & 31
    if wid == 0:
        return 0
    source = signed(x, 32) if signed_ else unsigned(x, 32)
    field = (source >> off) & ((1 << wid) - 1)
    if signed_ and field >> (wid - 1):
        field -= 1 << wid
    return unsigned(field, 32)


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.integers(0, (1 << 32) - 1), st.integers(0, 40),
                          st.integers(0, 40)), min_size=1, max_size=30))
def test_amdgcn_bitfield_extract_matches_the_instruction(rows: list[tuple[int, int, int]]
                                                         ) -> None:
    for name in ("ubfe", "sbfe"):
        text = (HEADER + "define i32 @f(i32 %x, i32 %o, i32 %w) {\n"
                f"  %r = call i32 @llvm.amdgcn.{name}.i32(i32 %x, i32 %o, i32 %w)\n"
                "  ret i32 %r\n}\n")
        env = evaluate(text, {k: np.array([signed(row[i], 32) for row in rows], dtype=np.int64)
                              for i, k in enumerate("xow")})
        r = env["r"]
        assert r is not None
        assert [unsigned(int(v), 32) for v in r] == [
            ref_bfe(x, off, wid, name == "sbfe") for x, off, wid in rows], name
