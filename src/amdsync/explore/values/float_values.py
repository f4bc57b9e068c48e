"""Floating-point values as their IEEE bits: the arithmetic, comparisons, conversions
and sign operations of LLVM IR computed exactly where LangRef makes them exact.

A float register holds its bits, sign-extended from the type's width like every
integer (``float -0.5`` is ``0xBF000000 - 2**32``), so loads, stores, ``bitcast`` and
kernel arguments (``--arg scale=-0.5``) carry floats unchanged. :func:`evaluate`
computes an operation on known bits and returns :data:`UNKNOWN` wherever LangRef leaves
the result open (docs/llvm-reader.md, "Float values", gives each rule):

* a NaN result: LangRef, "Floating-Point Semantics", "Behavior of Floating-Point NaN
  values": the NaN an operation returns is chosen nondeterministically (payload and
  sign), so its bits are not one value. ``fneg``, ``fabs``, ``copysign`` and
  ``bitcast`` are bit operations and exact on NaN.
* a subnormal input or result (or a result that is subnormal before rounding): the
  function's ``"denormal-fp-math"`` mode may flush it (LangRef, "denormal-fp-math";
  AMDGPU flushes f32 denormals under ``-fgpu-flush-denormals-to-zero``); the mode is not
  read, so such values stay unknown. ``fptosi``/``fptoui`` of a subnormal is 0 either
  way and stays exact.
* fast-math flags (LangRef, "Fast-Math Flags"): ``fast``, ``reassoc``, ``arcp`` and
  ``afn`` license other results: unknown. ``contract`` lets an ``fadd``/``fsub`` (and a
  conversion) absorb a multiplication into a fused operation: those are unknown; an
  ``fmul`` with ``contract`` keeps its value. ``nnan``/``ninf`` make a NaN/infinite input
  or result poison: unknown. ``nsz`` leaves the sign of a zero result open: unknown.
* ``!fpmath`` (an accuracy bound instead of correct rounding): unknown.

Arithmetic rounds to nearest, ties to even (LangRef: the default floating-point
environment). ``float`` and ``double`` use numpy's IEEE binary32/binary64; ``half`` and
``bfloat`` compute in binary32 and round once more, which gives the correctly rounded
result because binary32 has at least 2p+2 significand bits for both (p = 11 and 8;
double rounding is innocuous for +, -, *, / then: Figueroa, "When is double rounding
innocuous?", 1995); ``frem`` is exact in any format. Conversions from integers and
``fptrunc`` round exactly with integer arithmetic (:func:`round_to_format`).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from amdsync.explore.values.values import UNKNOWN, BoolArray, IntArray, Value, wrap
from amdsync.program.types import FloatType, IntType, Type, VecType

FloatArray = npt.NDArray[np.floating]


@dataclass(frozen=True)
class FloatFormat:
    """An IEEE binary format: total width, significand precision (with the implicit
    bit), and the exponent of its smallest normal value."""

    name: str
    bits: int
    precision: int
    min_exp: int

    @property
    def exp_bits(self) -> int:
        return self.bits - self.precision

    @property
    def bias(self) -> int:
        return (1 << (self.exp_bits - 1)) - 1

    @property
    def tiny(self) -> float:
        """The smallest positive normal value."""
        return math.ldexp(1.0, self.min_exp)


FORMATS = {
    "half": FloatFormat("half", 16, 11, -14),
    "bfloat": FloatFormat("bfloat", 16, 8, -126),
    "float": FloatFormat("float", 32, 24, -126),
    "double": FloatFormat("double", 64, 53, -1022),
}


def float_format(ty: Type) -> FloatFormat | None:
    """The format of a scalar float type amdsync computes with (not x86_fp80, fp128,
    ppc_fp128)."""
    return FORMATS.get(ty.name) if isinstance(ty, FloatType) else None


# ---------------------------------------------------------------- bits and numbers


def to_wide(bits: IntArray, fmt: FloatFormat) -> FloatArray:
    """The values of sign-extended bits as binary32 (half, bfloat, float) or binary64
    (double) numbers, exactly."""
    match fmt.name:
        case "half":
            halves = (bits & 0xFFFF).astype(np.uint16).view(np.float16)
            return halves.astype(np.float32)
        case "bfloat":
            return ((bits & 0xFFFF) << 16).astype(np.uint32).view(np.float32)
        case "float":
            return (bits & 0xFFFFFFFF).astype(np.uint32).view(np.float32)
    return bits.astype(np.int64).view(np.float64)


def from_wide(values: FloatArray, fmt: FloatFormat) -> IntArray:
    """Sign-extended bits of wide numbers rounded to ``fmt`` (to nearest, ties to even).
    NaN lanes get some NaN; callers make a NaN result unknown."""
    with np.errstate(over="ignore"):  # past the largest finite value: infinity
        return _narrowed(values, fmt)


def _narrowed(values: FloatArray, fmt: FloatFormat) -> IntArray:
    match fmt.name:
        case "half":
            raw = values.astype(np.float16).view(np.uint16).astype(np.int64)
        case "bfloat":
            b32 = values.astype(np.float32).view(np.uint32).astype(np.int64)
            rounded = (b32 + 0x7FFF + ((b32 >> 16) & 1)) >> 16
            raw = np.where(np.isnan(values), (b32 >> 16) | 0x40, rounded)
        case "float":
            raw = values.astype(np.float32).view(np.uint32).astype(np.int64)
        case _:
            return values.astype(np.float64).view(np.int64).copy()
    return wrap(raw.astype(np.int64), fmt.bits)


def round_to_format(num: int, exp: int, fmt: FloatFormat) -> int | None:
    """The bits (unsigned) of ``num * 2**exp`` rounded to ``fmt``, to nearest with ties
    to even, infinity past the largest finite value; None when the value is nonzero
    and at most the smallest normal in magnitude (the denormal rule above)."""
    sign = 1 if num < 0 else 0
    mag = -num if num < 0 else num
    sign_bit = sign << (fmt.bits - 1)
    if mag == 0:
        return sign_bit
    top = mag.bit_length() + exp - 1  # the value lies in [2**top, 2**(top + 1))
    if top < fmt.min_exp or (top == fmt.min_exp and mag & (mag - 1) == 0):
        return None
    shift = mag.bit_length() - fmt.precision
    if shift > 0:
        q, rest = mag >> shift, mag & ((1 << shift) - 1)
        half = 1 << (shift - 1)
        if rest > half or (rest == half and q & 1):
            q += 1
        if q >> fmt.precision:  # carried into a new power of two
            q >>= 1
            top += 1
    else:
        q = mag << -shift
    biased = top + fmt.bias
    if biased >= (1 << fmt.exp_bits) - 1:
        return sign_bit | (((1 << fmt.exp_bits) - 1) << (fmt.precision - 1))  # infinity
    return sign_bit | (biased << (fmt.precision - 1)) | (q - (1 << (fmt.precision - 1)))


def _exact_ratio(value: float) -> tuple[int, int]:
    """A finite double as ``num * 2**exp``."""
    num, den = value.as_integer_ratio()
    return num, -(den.bit_length() - 1)


def const_bits(value: float, fmt: FloatFormat) -> int:
    """Sign-extended bits of a float constant of the reader (a Python float holding the
    constant's value; NaN payloads as LLVM's double form, whose top bits are the
    narrower type's payload)."""
    double = int(np.array([value], dtype=np.float64).view(np.int64)[0]) & ((1 << 64) - 1)
    if math.isnan(value) or math.isinf(value):
        sign = double >> 63
        payload = (double & ((1 << 52) - 1)) >> (53 - fmt.precision)
        raw = (sign << (fmt.bits - 1)) | (((1 << fmt.exp_bits) - 1) << (fmt.precision - 1)) | (
            payload)
    elif value == 0.0:
        raw = (double >> 63) << (fmt.bits - 1)
    else:
        num, exp = _exact_ratio(value)
        rounded = round_to_format(num, exp, fmt)  # None: a subnormal, kept exact
        raw = _subnormal_bits(num, exp, fmt) if rounded is None else rounded
    return raw - (1 << fmt.bits) if raw >> (fmt.bits - 1) else raw


def _subnormal_bits(num: int, exp: int, fmt: FloatFormat) -> int:
    """The bits of a value exactly representable as a subnormal (or the smallest
    normal) of ``fmt``: its multiple of the smallest subnormal."""
    sign = 1 if num < 0 else 0
    units_exp = fmt.min_exp - fmt.precision + 1  # the smallest subnormal is 2**units_exp
    mag = abs(num)
    units = mag << (exp - units_exp) if exp >= units_exp else mag >> (units_exp - exp)
    return (sign << (fmt.bits - 1)) | units


# ---------------------------------------------------------------- operations

_LICENSING = frozenset({"fast", "reassoc", "arcp", "afn", "fpmath"})
_FUSIBLE = frozenset({"fadd", "fsub", "fptrunc", "fpext"})
_ARITHMETIC = frozenset({"fadd", "fsub", "fmul", "fdiv", "frem"})
_CONVERSIONS = frozenset({"sitofp", "uitofp", "fptosi", "fptoui", "fpext", "fptrunc"})
_INTRINSICS = ("fabs", "copysign", "minnum", "maxnum", "minimum", "maximum")
INSTRUCTIONS = _ARITHMETIC | _CONVERSIONS | {"fneg", "fcmp", "bitcast"}


def intrinsic_base(name: str) -> str | None:
    """``llvm.minnum.f32`` → ``minnum`` for the float intrinsics computed here."""
    for base in _INTRINSICS:
        if name.startswith(f"llvm.{base}.f") or name.startswith(f"llvm.{base}.bf"):
            return base
    return None


def evaluate(name: str, flags: Sequence[str], args: Sequence[Value],
             arg_types: Sequence[Type], ty: Type, mask: BoolArray) -> Value:
    """The result of the float instruction or intrinsic ``name`` (UNKNOWN where the
    rules above leave it open, or an input is unknown). ``mask``: the active lanes,
    whose results decide; inactive lanes get some value the caller discards."""
    ints = [a for a in args if isinstance(a, np.ndarray) and a.ndim == 1]
    if len(ints) != len(args) or not args or len(arg_types) != len(args):
        return UNKNOWN
    flagset = frozenset(flags)
    if flagset & _LICENSING or ("contract" in flagset and name in _FUSIBLE):
        return UNKNOWN
    base = intrinsic_base(name) if name.startswith("llvm.") else name
    match base:
        case "bitcast":
            return _bitcast(ints[0], arg_types[0], ty)
        case "fneg" | "fabs" | "copysign":
            return _sign_op(base, ints, ty)
        case "fcmp":
            return _fcmp(flagset, ints, arg_types[0], mask)
        case "minnum" | "maxnum" | "minimum" | "maximum":
            return _min_max(base, ints, ty, mask)
        case "sitofp" | "uitofp":
            return _from_int(base == "sitofp", ints[0], arg_types[0], ty, mask)
        case "fptosi" | "fptoui":
            return _to_int(base == "fptosi", flagset, ints[0], arg_types[0], ty, mask)
        case "fpext" | "fptrunc":
            return _resize(ints[0], arg_types[0], ty, mask)
        case "fadd" | "fsub" | "fmul" | "fdiv" | "frem":
            return _arithmetic(base, flagset, ints, ty, mask)
    return UNKNOWN


def _bitcast(value: IntArray, src: Type, ty: Type) -> Value:
    """``bitcast`` between scalar integers and floats of one width: the same bits."""
    widths = [_scalar_bits(t) for t in (src, ty)]
    if widths[0] is None or widths[0] != widths[1]:
        return UNKNOWN
    return wrap(value, widths[0])


def _scalar_bits(ty: Type) -> int | None:
    if isinstance(ty, VecType) and ty.count == 1:
        return _scalar_bits(ty.elem)  # (a one-element vector holds its element's bits)
    if isinstance(ty, IntType):
        return ty.bits
    fmt = float_format(ty)
    return fmt.bits if fmt is not None else None


def _sign_op(name: str, ints: list[IntArray], ty: Type) -> Value:
    """LangRef "fneg", "llvm.fabs", "llvm.copysign": only the sign bit changes, NaN
    included."""
    fmt = float_format(ty)
    if fmt is None:
        return UNKNOWN
    sign = np.int64(1) << np.int64(fmt.bits - 1)
    match name:
        case "fneg":
            return wrap(ints[0] ^ sign, fmt.bits)
        case "fabs":
            return wrap(ints[0] & ~sign, fmt.bits)
    return wrap((ints[0] & ~sign) | (ints[1] & sign), fmt.bits)


def _classify(values: FloatArray, fmt: FloatFormat, mask: BoolArray) -> bool:
    """Does an active lane hold a subnormal (the denormal rule)?"""
    magnitude = np.abs(values[mask])
    return bool(((magnitude > 0) & (magnitude < fmt.tiny)).any())


def _normal_pair(ints: list[IntArray], ty: Type, mask: BoolArray
                 ) -> tuple[FloatFormat, FloatArray, FloatArray] | None:
    """The two operands of a binary float operation of type ``ty``, widened; None
    (the result stays unknown) for another type or count, or a subnormal operand in
    an active lane (the denormal rule)."""
    fmt = float_format(ty)
    if fmt is None or len(ints) != 2:
        return None
    a, b = to_wide(ints[0], fmt), to_wide(ints[1], fmt)
    if _classify(a, fmt, mask) or _classify(b, fmt, mask):
        return None
    return fmt, a, b


def _fcmp(flags: frozenset[str], ints: list[IntArray], src: Type, mask: BoolArray) -> Value:
    """LangRef "fcmp": ordered predicates are false and unordered ones true when an
    operand is NaN; -0 equals +0."""
    pair = _normal_pair(ints, src, mask)
    if pair is None:
        return UNKNOWN
    _, a, b = pair
    nan = np.isnan(a) | np.isnan(b)
    if "nnan" in flags and bool(nan[mask].any()):
        return UNKNOWN
    if "ninf" in flags and bool((np.isinf(a) | np.isinf(b))[mask].any()):
        return UNKNOWN
    pred = next((f for f in flags if f in _PREDICATES), None)
    if pred is None:
        return UNKNOWN
    with np.errstate(invalid="ignore"):
        result = _PREDICATES[pred](a, b, nan)
    out: IntArray = result.astype(np.int64)
    return out


def _ordered(r: BoolArray, nan: BoolArray) -> BoolArray:
    return r & ~nan


def _unordered(r: BoolArray, nan: BoolArray) -> BoolArray:
    return r | nan


_Predicate = Callable[[FloatArray, FloatArray, BoolArray], BoolArray]
_PREDICATES: dict[str, _Predicate] = {
    "false": lambda a, b, nan: np.zeros(a.shape, dtype=np.bool_),
    "true": lambda a, b, nan: np.ones(a.shape, dtype=np.bool_),
    "oeq": lambda a, b, nan: _ordered(a == b, nan),
    "ogt": lambda a, b, nan: _ordered(a > b, nan),
    "oge": lambda a, b, nan: _ordered(a >= b, nan),
    "olt": lambda a, b, nan: _ordered(a < b, nan),
    "ole": lambda a, b, nan: _ordered(a <= b, nan),
    "one": lambda a, b, nan: _ordered(a != b, nan),
    "ord": lambda a, b, nan: ~nan,
    "ueq": lambda a, b, nan: _unordered(a == b, nan),
    "ugt": lambda a, b, nan: _unordered(a > b, nan),
    "uge": lambda a, b, nan: _unordered(a >= b, nan),
    "ult": lambda a, b, nan: _unordered(a < b, nan),
    "ule": lambda a, b, nan: _unordered(a <= b, nan),
    "une": lambda a, b, nan: _unordered(a != b, nan),
    "uno": lambda a, b, nan: nan,
}


def _min_max(name: str, ints: list[IntArray], ty: Type, mask: BoolArray) -> Value:
    """``llvm.minnum``/``maxnum`` (LangRef: a NaN operand yields the other one; equal
    operands of different sign may yield either) and ``llvm.minimum``/``maximum``
    (NaN propagates; -0 < +0). A NaN operand, or zeros of different signs under
    minnum/maxnum, leave the result open: unknown."""
    pair = _normal_pair(ints, ty, mask)
    if pair is None:
        return UNKNOWN
    _, a, b = pair
    if bool((np.isnan(a) | np.isnan(b))[mask].any()):
        return UNKNOWN
    sign_a, sign_b = np.signbit(a), np.signbit(b)
    zeros = (a == 0) & (b == 0) & (sign_a != sign_b)
    if name in ("minnum", "maxnum") and bool(zeros[mask].any()):
        return UNKNOWN
    take_a = a < b if name in ("minnum", "minimum") else a > b
    # minimum/maximum order -0 below +0: the zero with the right sign wins.
    take_a = take_a | (zeros & (sign_a if name == "minimum" else ~sign_a))
    return np.where(take_a | (a == b) & ~zeros, ints[0], ints[1])


def _arithmetic(name: str, flags: frozenset[str], ints: list[IntArray], ty: Type,
                mask: BoolArray) -> Value:
    pair = _normal_pair(ints, ty, mask)
    if pair is None:
        return UNKNOWN
    fmt, a, b = pair
    with np.errstate(all="ignore"):
        match name:
            case "fadd":
                wide = a + b
            case "fsub":
                wide = a - b
            case "fmul":
                wide = a * b
            case "fdiv":
                wide = a / b
            case _:
                wide = np.fmod(a, b)
    if name in ("fmul", "fdiv"):  # a nonzero exact result that underflowed to zero
        lost = (wide == 0) & (a != 0) & np.isfinite(b) & ((b != 0) if name == "fmul" else True)
        if bool(lost[mask].any()):
            return UNKNOWN
    return _result(wide, fmt, flags, mask, (a, b))


def _result(wide: FloatArray, fmt: FloatFormat, flags: frozenset[str], mask: BoolArray,
            inputs: tuple[FloatArray, ...]) -> Value:
    """The bits of a rounded result, or UNKNOWN by the NaN, denormal and flag rules."""
    active = wide[mask]
    if bool(np.isnan(active).any()) or _classify(wide, fmt, mask):
        return UNKNOWN
    if bool((np.abs(active) == fmt.tiny).any()):
        return UNKNOWN  # may be a subnormal rounded up (tininess before rounding)
    if "ninf" in flags and (bool(np.isinf(active).any()) or any(
            bool(np.isinf(x[mask]).any()) for x in inputs)):
        return UNKNOWN
    if "nnan" in flags and any(bool(np.isnan(x[mask]).any()) for x in inputs):
        return UNKNOWN
    if "nsz" in flags and bool((active == 0).any()):
        return UNKNOWN
    bits = from_wide(wide, fmt)
    if fmt.name in ("half", "bfloat"):  # rounded once more: check the narrow result too
        narrow = to_wide(bits, fmt)
        if _classify(narrow, fmt, mask) or bool((np.abs(narrow[mask]) == fmt.tiny).any()):
            return UNKNOWN
    return bits


def _from_int(signed: bool, value: IntArray, src: Type, ty: Type, mask: BoolArray) -> Value:
    """``sitofp``/``uitofp``: the integer rounded to nearest, ties to even."""
    fmt = float_format(ty)
    if fmt is None or not isinstance(src, IntType) or src.bits > 64:
        return UNKNOWN
    out = np.zeros(value.shape, dtype=np.int64)
    for lane in np.nonzero(mask)[0]:
        v = int(value[lane])
        if not signed and v < 0:
            v += 1 << min(src.bits, 64)
        bits = round_to_format(v, 0, fmt)
        assert bits is not None  # a nonzero integer is at least 1, a normal number
        out[lane] = bits - (1 << fmt.bits) if bits >> (fmt.bits - 1) else bits
    return out


def _to_int(signed: bool, flags: frozenset[str], value: IntArray, src: Type, ty: Type,
            mask: BoolArray) -> Value:
    """``fptosi``/``fptoui``: truncation toward zero; poison (unknown) when the result
    does not fit the type, or for NaN and infinity."""
    fmt = float_format(src)
    if fmt is None or not isinstance(ty, IntType) or ty.bits > 64:
        return UNKNOWN
    wide = to_wide(value, fmt).astype(np.float64)
    if not bool(np.isfinite(wide[mask]).all()):
        return UNKNOWN
    out = np.zeros(value.shape, dtype=np.int64)
    low, high = (-(1 << (ty.bits - 1)), 1 << (ty.bits - 1)) if signed else (0, 1 << ty.bits)
    for lane in np.nonzero(mask)[0]:
        whole = math.trunc(float(wide[lane]))
        if not low <= whole < high:
            return UNKNOWN
        out[lane] = whole - (1 << 64) if whole >= 1 << 63 else whole
    return wrap(out, ty.bits)


def _resize(value: IntArray, src: Type, ty: Type, mask: BoolArray) -> Value:
    """``fpext`` (exact) and ``fptrunc`` (rounded to nearest, ties to even)."""
    src_fmt, fmt = float_format(src), float_format(ty)
    if src_fmt is None or fmt is None:
        return UNKNOWN
    wide = to_wide(value, src_fmt).astype(np.float64)
    if bool(np.isnan(wide[mask]).any()) or _classify(wide, src_fmt, mask):
        return UNKNOWN
    out = np.zeros(value.shape, dtype=np.int64)
    inf = ((1 << fmt.exp_bits) - 1) << (fmt.precision - 1)
    for lane in np.nonzero(mask)[0]:
        x = float(wide[lane])
        if math.isinf(x):
            bits = inf | ((1 << (fmt.bits - 1)) if x < 0 else 0)
        elif x == 0.0:
            bits = (1 << (fmt.bits - 1)) if math.copysign(1.0, x) < 0 else 0
        else:
            num, exp = _exact_ratio(x)
            rounded = round_to_format(num, exp, fmt)
            if rounded is None:
                return UNKNOWN
            bits = rounded
        out[lane] = bits - (1 << fmt.bits) if bits >> (fmt.bits - 1) else bits
    return out


# ``atomicrmw`` float kinds (LangRef, "atomicrmw Instruction": ``fadd``/``fsub`` as the
# instructions, ``fmax``/``fmin`` as ``llvm.maxnum``/``llvm.minnum``, ``fmaximum``/
# ``fminimum`` as ``llvm.maximum``/``llvm.minimum``) and the operation each computes.
_RMW_FLOAT = {"fadd": "fadd", "fsub": "fsub", "fmax": "maxnum", "fmin": "minnum",
              "fmaximum": "maximum", "fminimum": "minimum"}


def atomic_float(kind: str, old: int, operand: int, ty: Type) -> int | None:
    """The bits a float ``atomicrmw <kind>`` stores over ``old`` (both bits of ``ty``),
    by the rules above (round to nearest, even; NaN, subnormal inputs and results
    unknown), or None where they leave it open or ``kind`` is not a float kind. (An
    atomic float add of the hardware — e.g. gfx942's global f32 add, which flushes
    subnormals — gives the same bits wherever this gives any: the result is then
    normal, and so are both inputs.)"""
    name = _RMW_FLOAT.get(kind)
    if name is None or float_format(ty) is None:
        return None
    one = np.ones(1, dtype=np.bool_)
    value = evaluate(name, (), [np.array([old], dtype=np.int64),
                                np.array([operand], dtype=np.int64)], [ty, ty], ty, one)
    return int(value[0]) if isinstance(value, np.ndarray) else None
