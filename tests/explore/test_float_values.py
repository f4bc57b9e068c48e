"""Float values as IEEE bits (explore/values/float_values.py; docs/llvm-reader.md, "Float
values"): every operation against an independent reference — numpy's binary32, Python's
binary64, and for half and bfloat the nearest value found by searching every 16-bit
pattern — and UNKNOWN exactly where LangRef leaves the result open."""

from __future__ import annotations

import math
import struct
from bisect import bisect_left
from fractions import Fraction
from functools import cache

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from amdsync.api import check
from amdsync.explore.values import float_values as fv
from amdsync.explore.values.values import UNKNOWN
from amdsync.program.types import FloatType, IntType

F16, BF16, F32, F64 = (FloatType(n) for n in ("half", "bfloat", "float", "double"))
ONE = np.ones(1, dtype=np.bool_)


def sext(raw: int, bits: int) -> int:
    return raw - (1 << bits) if raw >> (bits - 1) else raw


def lane(raw: int, bits: int) -> np.ndarray:
    return np.array([sext(raw, bits)], dtype=np.int64)


def run(name: str, raws: list[int], ty: FloatType, flags: tuple[str, ...] = (),
        arg_ty: object = None) -> int | None:
    fmt = fv.float_format(ty)
    assert fmt is not None
    src = arg_ty if arg_ty is not None else ty
    bits = fv.float_format(src).bits if fv.float_format(src) else src.bits  # type: ignore
    out = fv.evaluate(name, flags, [lane(r, bits) for r in raws], [src] * len(raws), ty, ONE)
    return None if out is UNKNOWN else int(out[0]) & ((1 << fmt.bits) - 1)  # type: ignore


def value_of(raw: int, fmt: fv.FloatFormat) -> float:
    return float(fv.to_wide(lane(raw, fmt.bits), fmt)[0])


# ------------------------------------------------------------ a 16-bit oracle


@cache
def finite_table(name: str) -> tuple[list[Fraction], list[int]]:
    """Every finite non-negative value of a 16-bit format, sorted, with its bits."""
    fmt = fv.FORMATS[name]
    pairs = []
    for raw in range(1 << 15):
        x = value_of(raw, fmt)
        if math.isfinite(x):
            pairs.append((Fraction(x), raw))
    pairs.sort()
    return [p[0] for p in pairs], [p[1] for p in pairs]


def nearest16(exact: Fraction, name: str) -> int:
    """Round to nearest, ties to even, by search; infinity past max + half an ulp."""
    values, raws = finite_table(name)
    sign = 0x8000 if exact < 0 else 0
    mag = abs(exact)
    top, below_top = values[-1], values[-2]
    if mag >= top + (top - below_top) / 2:
        return sign | (0x7C00 if name == "half" else 0x7F80)
    i = bisect_left(values, mag)
    if values[i] == mag:
        return sign | raws[i]
    lo, hi = values[i - 1], values[i]
    if mag - lo < hi - mag or (mag - lo == hi - mag and raws[i - 1] % 2 == 0):
        return sign | raws[i - 1]
    return sign | raws[i]


def is_sub(x: float, fmt: fv.FloatFormat) -> bool:
    return 0 < abs(x) < fmt.tiny


_EXACT = {"fadd": lambda a, b: a + b, "fsub": lambda a, b: a - b,
          "fmul": lambda a, b: a * b, "fdiv": lambda a, b: a / b}


@settings(max_examples=400, deadline=None)
@given(st.sampled_from(["half", "bfloat"]), st.sampled_from(sorted(_EXACT)),
       st.integers(0, 0xFFFF), st.integers(0, 0xFFFF))
def test_16_bit_arithmetic_is_the_nearest_value(name: str, op: str, a: int, b: int) -> None:
    fmt = fv.FORMATS[name]
    x, y = value_of(a, fmt), value_of(b, fmt)
    got = run(op, [a, b], FloatType(name))
    if not (math.isfinite(x) and math.isfinite(y)) or is_sub(x, fmt) or is_sub(y, fmt) or (
            op == "fdiv" and y == 0):
        return  # infinities, NaN, division by zero: the binary32 tests cover IEEE's rules
    exact = _EXACT[op](Fraction(x), Fraction(y))
    if exact != 0 and abs(exact) <= Fraction(fmt.tiny):
        assert got is None  # subnormal (or rounded up to the smallest normal)
        return
    want = nearest16(exact, name)
    if exact == 0:
        assert got is not None and got & 0x7FFF == 0
        return
    if is_sub(value_of(want, fmt), fmt) or abs(value_of(want, fmt)) == fmt.tiny:
        assert got is None
        return
    assert got == want, (hex(a), hex(b), hex(want), got)


def underflowed(op: str, x: float, y: float, result: float) -> bool:
    """A product or quotient of nonzero inputs that rounded to zero: its exact value is
    a nonzero tiny one, which a flushing denormal mode may give another sign."""
    return op in ("fmul", "fdiv") and result == 0 and x != 0 and math.isfinite(y) and (
        y != 0 or op == "fdiv")


def f32(raw: int) -> np.float32:
    return np.array([raw], dtype=np.uint32).view(np.float32)[0]


def bits32(x: np.floating) -> int:
    return int(np.array([x], dtype=np.float32).view(np.uint32)[0])


@settings(max_examples=400, deadline=None)
@given(st.sampled_from([*sorted(_EXACT), "frem"]), st.integers(0, 0xFFFFFFFF),
       st.integers(0, 0xFFFFFFFF))
def test_binary32_arithmetic_is_numpys(op: str, a: int, b: int) -> None:
    x, y = f32(a), f32(b)
    with np.errstate(all="ignore"):
        want = {"fadd": x + y, "fsub": x - y, "fmul": x * y, "fdiv": x / y,
                "frem": np.fmod(x, y)}[op]
    got = run(op, [a, b], F32)
    tiny = np.float32(fv.FORMATS["float"].tiny)
    tiny_in = any(0 < abs(v) < tiny for v in (x, y))
    if np.isnan(want) or tiny_in or 0 < abs(want) <= tiny or underflowed(
            op, float(x), float(y), float(want)):
        assert got is None
    else:
        assert got == bits32(want)


def d64(raw: int) -> float:
    return float(struct.unpack("<d", struct.pack("<Q", raw))[0])


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(sorted(_EXACT)), st.floats(width=64), st.floats(width=64))
def test_binary64_arithmetic_is_pythons(op: str, x: float, y: float) -> None:
    a, b = (struct.unpack("<Q", struct.pack("<d", v))[0] for v in (x, y))
    got = run(op, [a, b], F64)
    try:
        want = {"fadd": x + y, "fsub": x - y, "fmul": x * y, "fdiv": x / y}[op]
    except (ZeroDivisionError, OverflowError):
        return  # IEEE's infinities: the binary32 test covers them through numpy
    tiny = fv.FORMATS["double"].tiny
    tiny_in = any(0 < abs(v) < tiny for v in (x, y))
    if math.isnan(want) or tiny_in or 0 < abs(want) <= tiny or underflowed(op, x, y, want):
        assert got is None
    else:
        assert got is not None and d64(got) == want and math.copysign(1, d64(got)) == (
            math.copysign(1, want))


# ------------------------------------------------------------ comparisons

_PYTHON_CMP = {
    "oeq": lambda a, b: a == b, "ogt": lambda a, b: a > b, "oge": lambda a, b: a >= b,
    "olt": lambda a, b: a < b, "ole": lambda a, b: a <= b,
    "one": lambda a, b: a < b or a > b,
}


@pytest.mark.parametrize("pred", ["false", "true", "oeq", "ogt", "oge", "olt", "ole", "one",
                                  "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno"])
def test_fcmp_every_predicate(pred: str) -> None:
    values = [0.0, -0.0, 1.5, -2.0, math.inf, -math.inf, math.nan]
    for x in values:
        for y in values:
            a, b = (struct.unpack("<Q", struct.pack("<d", v))[0] for v in (x, y))
            got = fv.evaluate("fcmp", (pred,), [lane(a, 64), lane(b, 64)], [F64, F64],
                              IntType(1), ONE)
            nan = math.isnan(x) or math.isnan(y)
            if pred in ("false", "true"):
                want = pred == "true"
            elif pred == "ord":
                want = not nan
            elif pred == "uno":
                want = nan
            elif pred.startswith("o"):
                want = not nan and _PYTHON_CMP[pred](x, y)
            else:
                want = nan or _PYTHON_CMP["o" + pred[1:] if pred != "une" else "one"](x, y)
            assert isinstance(got, np.ndarray) and bool(got[0]) == want, (pred, x, y)


def test_fcmp_reads_the_operand_type_and_its_flags() -> None:
    half_one, half_two = 0x3C00, 0x4000
    got = fv.evaluate("fcmp", ("olt",), [lane(half_one, 16), lane(half_two, 16)],
                      [F16, F16], IntType(1), ONE)
    assert isinstance(got, np.ndarray) and int(got[0]) == 1
    nan = 0x7FC00000
    assert fv.evaluate("fcmp", ("nnan", "uno"), [lane(nan, 32), lane(nan, 32)], [F32, F32],
                       IntType(1), ONE) is UNKNOWN  # nnan on a NaN: poison
    subnormal = 1
    assert fv.evaluate("fcmp", ("oeq",), [lane(subnormal, 32), lane(0, 32)], [F32, F32],
                       IntType(1), ONE) is UNKNOWN  # a flushed input would compare equal


# ------------------------------------------------------------ sign operations, min/max


def test_sign_operations_change_only_the_sign_bit_nan_included() -> None:
    nan = 0x7FC00001
    assert run("fneg", [nan], F32) == nan | 0x80000000
    assert run("llvm.fabs.f32", [0xFF800000], F32) == 0x7F800000
    assert run("llvm.copysign.f32", [0x3F800000, 0x80000000], F32) == 0xBF800000
    assert run("fneg", [0x0000], F16) == 0x8000
    assert run("fneg", [0x3FF0000000000000], F64) == 0xBFF0000000000000


@pytest.mark.parametrize(("name", "x", "y", "want"), [
    ("llvm.minnum.f32", 1.0, 2.0, 1.0), ("llvm.maxnum.f32", 1.0, 2.0, 2.0),
    ("llvm.minnum.f32", -3.0, math.inf, -3.0), ("llvm.maximum.f32", -0.0, 0.0, 0.0),
    ("llvm.minimum.f32", 0.0, -0.0, -0.0), ("llvm.minnum.f32", 0.0, -0.0, None),
    ("llvm.maxnum.f32", math.nan, 1.0, None), ("llvm.maximum.f32", math.nan, 1.0, None),
    ("llvm.maxnum.f32", 5.0, 5.0, 5.0),
])
def test_min_max(name: str, x: float, y: float, want: float | None) -> None:
    got = run(name, [bits32(np.float32(x)), bits32(np.float32(y))], F32)
    if want is None:
        assert got is None
    else:
        assert got == bits32(np.float32(want))


# ------------------------------------------------------------ conversions


def nearest_f32(v: int) -> int:
    """The binary32 nearest to integer ``v`` (ties to even), by comparing neighbours."""
    guess = np.float32(float(v))
    best = None
    for c in (np.nextafter(guess, np.float32(-np.inf)), guess,
              np.nextafter(guess, np.float32(np.inf))):
        d = abs(Fraction(float(c)) - v)
        key = (d, bits32(c) & 1)
        if best is None or key < best[0]:
            best = (key, bits32(c))
    assert best is not None
    return best[1]


@settings(max_examples=300, deadline=None)
@given(st.integers(-(1 << 63), (1 << 63) - 1))
def test_sitofp_i64_rounds_once(v: int) -> None:
    got = fv.evaluate("sitofp", (), [np.array([v], dtype=np.int64)], [IntType(64)], F32, ONE)
    assert isinstance(got, np.ndarray) and int(got[0]) & 0xFFFFFFFF == nearest_f32(v)


def test_uitofp_reads_the_source_width_unsigned() -> None:
    got = fv.evaluate("uitofp", (), [np.array([-1], dtype=np.int64)], [IntType(8)], F32, ONE)
    assert isinstance(got, np.ndarray) and int(got[0]) == bits32(np.float32(255.0))
    got = fv.evaluate("uitofp", (), [np.array([65520], dtype=np.int64)], [IntType(32)], F16,
                      ONE)
    assert isinstance(got, np.ndarray) and int(got[0]) & 0xFFFF == 0x7C00  # ties up to inf


@pytest.mark.parametrize(("x", "ty", "signed", "want"), [
    (-2.75, IntType(32), True, -2), (2.75, IntType(32), False, 2), (-0.5, IntType(8), False, 0),
    (127.9, IntType(8), True, 127), (128.0, IntType(8), True, None),
    (-1.0, IntType(8), False, None), (math.nan, IntType(32), True, None),
    (math.inf, IntType(64), True, None), (3e9, IntType(32), False, -1294967296),
])
def test_fptosi_fptoui_truncate_or_poison(x: float, ty: IntType, signed: bool,
                                           want: int | None) -> None:
    got = fv.evaluate("fptosi" if signed else "fptoui", (),
                      [lane(bits32(np.float32(x)), 32)], [F32], ty, ONE)
    assert (None if got is UNKNOWN else int(got[0])) == want  # type: ignore[index]


@settings(max_examples=300, deadline=None)
@given(st.floats(width=64, allow_nan=False))
def test_fptrunc_double_to_float_and_bfloat(x: float) -> None:
    raw = struct.unpack("<Q", struct.pack("<d", x))[0]
    got32 = run("fptrunc", [raw], F32, arg_ty=F64)
    gotbf = run("fptrunc", [raw], BF16, arg_ty=F64)
    if 0 < abs(x) <= fv.FORMATS["float"].tiny:
        assert got32 is None and gotbf is None
        return
    if not math.isinf(x) and abs(x) < 2.0 ** 120:
        want32 = bits32(np.float32(x))  # numpy rounds binary64 to binary32 once
        assert got32 == want32
    sign = 0x8000 if math.copysign(1.0, x) < 0 else 0
    exact_bf = nearest16(Fraction(x), "bfloat") | sign if math.isfinite(x) else (
        0x7F80 | sign)
    assert gotbf == exact_bf


def test_fpext_is_exact_and_nan_is_unknown() -> None:
    assert run("fpext", [0x3C01], F32, arg_ty=F16) == bits32(np.float32(np.float16(1.0009765625)))
    assert run("fpext", [0xBF80], F64, arg_ty=BF16) == 0xBFF0000000000000
    assert run("fpext", [0x7E00], F32, arg_ty=F16) is None
    assert run("fpext", [0x0001], F32, arg_ty=F16) is None  # a subnormal half


def test_bitcast_keeps_bits_between_types_of_one_width() -> None:
    got = fv.evaluate("bitcast", (), [lane(0xBF000000, 32)], [F32], IntType(32), ONE)
    assert isinstance(got, np.ndarray) and int(got[0]) == 0xBF000000 - (1 << 32)
    assert fv.evaluate("bitcast", (), [lane(1, 32)], [F32], IntType(64), ONE) is UNKNOWN


# ------------------------------------------------------------ flags and constants


def test_fast_math_flags_that_license_other_results_make_it_unknown() -> None:
    one, two = bits32(np.float32(1.0)), bits32(np.float32(2.0))
    for flags in (("fast",), ("reassoc",), ("arcp",), ("afn",), ("fpmath",)):
        assert run("fmul", [one, two], F32, flags) is None
    assert run("fadd", [one, two], F32, ("contract",)) is None  # may absorb an fmul
    assert run("fmul", [one, two], F32, ("contract",)) == bits32(np.float32(2.0))
    assert run("fsub", [one, one], F32, ("nsz",)) is None  # the sign of a zero is open
    assert run("fsub", [one, two], F32, ("nsz",)) == bits32(np.float32(-1.0))
    inf = 0x7F800000
    assert run("fadd", [inf, one], F32, ("ninf",)) is None
    assert run("fadd", [inf, one], F32) == inf


def test_inactive_lanes_do_not_decide() -> None:
    nan = 0x7FC00000
    a = np.array([sext(bits32(np.float32(1.0)), 32), sext(nan, 32)], dtype=np.int64)
    b = np.array([sext(bits32(np.float32(2.0)), 32)] * 2, dtype=np.int64)
    mask = np.array([True, False])
    got = fv.evaluate("fadd", (), [a, b], [F32, F32], F32, mask)
    assert isinstance(got, np.ndarray) and int(got[0]) == bits32(np.float32(3.0))
    assert fv.evaluate("fadd", (), [a, b], [F32, F32], F32, np.ones(2, bool)) is UNKNOWN


@pytest.mark.parametrize(("value", "name", "want"), [
    (0.1, "float", 0x3DCCCCCD), (-0.0, "double", 0x8000000000000000), (1.0, "bfloat", 0x3F80),
    (65504.0, "half", 0x7BFF), (math.inf, "half", 0x7C00), (2.0 ** -149, "float", 1),
])
def test_float_constants(value: float, name: str, want: int) -> None:
    fmt = fv.FORMATS[name]
    assert fv.const_bits(value, fmt) & ((1 << fmt.bits) - 1) == want


# ------------------------------------------------------------ kernels

KERNEL = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %out, float %x, i32 %n) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %y = COMPUTE
  %c = fcmp olt float %y, 1.0
  %slot = select i1 %c, i32 0, i32 %t
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %slot
  store i32 %t, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
"""


@pytest.mark.parametrize(("compute", "x", "status"), [
    # y < 1 sends every lane to slot 0: a race at the store (line 8); else clean.
    ("fmul float %x, 2.0", 0.25, "findings"),
    ("fmul float %x, 2.0", 0.5, "clean"),
    ("fadd float %x, -2.5", 3.0, "findings"),
    ("sitofp i32 %n to float", None, "findings"),
    ("fdiv float %x, 3.0, !fpmath !0", 6.0, "incomplete"),  # an accuracy bound only
    ("call float @llvm.sqrt.f32(float %x)", 4.0, "incomplete"),  # not computed
])
def test_a_float_computation_decides_the_kernel(compute: str, x: float | None,
                                                status: str) -> None:
    text = KERNEL.replace("COMPUTE", compute)
    if "fpmath" in compute:
        text += "!0 = !{float 2.5}\n"
    if "sqrt" in compute:
        text += "declare float @llvm.sqrt.f32(float)\n"
    args: dict[str, int | float] = {"n": 0, "x": 0.0 if x is None else x}
    result = check(text, target="gfx942", workgroup_size=4, args=args)
    assert result.status == status, result.incomplete_reason
    if status == "findings":
        assert {(f.kind, f.loc.line) for f in result.findings} == {("race", 8)}


def _bits32(x: float) -> int:
    raw = struct.unpack("<I", struct.pack("<f", x))[0]
    return raw - (1 << 32) if raw >= 1 << 31 else raw


@pytest.mark.parametrize(("kind", "old", "operand", "expected"), [
    ("fadd", 1.0, 1.0, 2.0),
    ("fadd", 0.0, -1.5, -1.5),
    ("fsub", 1.0, 0.25, 0.75),
    ("fmax", -2.0, 3.0, 3.0),
    ("fmin", -2.0, 3.0, -2.0),
    ("fadd", 1.0, 2.0 ** -24, 1.0),  # rounds to nearest, ties to even
])
def test_atomic_float_results(kind: str, old: float, operand: float,
                              expected: float) -> None:
    ty = FloatType("float")
    assert fv.atomic_float(kind, _bits32(old), _bits32(operand), ty) == (
        _bits32(expected))


@pytest.mark.parametrize(("kind", "old", "operand"), [
    ("fadd", 1e-45, 0.0),  # a subnormal input: the mode may flush it
    ("fadd", float("inf"), float("-inf")),  # NaN: its bits are not one value
    ("xchg", 1.0, 2.0),  # not a float kind
])
def test_atomic_float_left_open(kind: str, old: float, operand: float) -> None:
    ty = FloatType("float")
    assert fv.atomic_float(kind, _bits32(old), _bits32(operand), ty) is None
