"""Lane-vector arithmetic for the interpreter (LLVM LangRef semantics, values kept
sign-extended to their type's width)."""

from __future__ import annotations

import numpy as np

from amdsync.explore.values.values import UNKNOWN, IntArray, Value, unsigned, wrap
from amdsync.program.ops import BinOpKind, ICmpPred
from amdsync.program.types import IntType, PtrType, Type, pointer_bits


def type_bits(ty: Type) -> int | None:
    match ty:
        case IntType(bits):
            return bits
        case PtrType(addrspace):
            return min(64, pointer_bits(addrspace))
        case _:
            return None


# Integer widths held as a narrower numpy type and back: the cast keeps the low bits
# and sign-extends them, which is ``wrap`` (values.py) in two operations.
_NARROW = {8: np.int8, 16: np.int16, 32: np.int32}
# Kinds computed with no division: numpy's integer array arithmetic raises no
# floating-point error for them, so they need no ``np.errstate``.
_NO_DIVISION = {BinOpKind.ADD: np.add, BinOpKind.SUB: np.subtract,
                BinOpKind.MUL: np.multiply, BinOpKind.AND: np.bitwise_and,
                BinOpKind.OR: np.bitwise_or, BinOpKind.XOR: np.bitwise_xor}
_INT64 = np.dtype(np.int64)
# Whether ``binop`` takes the path above for int64 lane vectors (docs/semantics/scale.md,
# "Vectorized core"); the differential test turns it off.
FAST_ARITHMETIC = True


def wrap_sum(a: IntArray, b: IntArray, bits: int) -> IntArray:
    """``wrap(a + b, bits)`` (values.py) of int64 lane vectors."""
    return narrowed(np.add(a, b), bits)


def narrowed(r: IntArray, bits: int) -> IntArray:
    """``wrap(r, bits)``: for 8, 16 and 32 bits a cast to the narrower type and back
    (numpy's integer casts keep the low bits, two's complement)."""
    narrow = _NARROW.get(bits)
    if narrow is not None and r.dtype == np.int64:
        out: IntArray = r.astype(narrow).astype(np.int64)
        return out
    return wrap(r, bits)


def binop(kind: BinOpKind, a: Value, b: Value, ty: Type) -> Value:
    bits = type_bits(ty)
    if bits is None or not isinstance(a, np.ndarray) or not isinstance(b, np.ndarray):
        return UNKNOWN
    if FAST_ARITHMETIC and a.dtype is _INT64 and b.dtype is _INT64:
        ufunc = _NO_DIVISION.get(kind)
        if ufunc is not None:
            return narrowed(ufunc(a, b), bits)
        # (shifts: as below, without the errstate no shift needs)
        if kind is BinOpKind.SHL:
            return narrowed(np.left_shift(a, b & 63), bits)
        if kind is BinOpKind.ASHR:
            return narrowed(a >> (b & 63), bits)
        if kind is BinOpKind.LSHR and bits < 64:
            return narrowed(unsigned(a, bits) >> (b & 63), bits)
    with np.errstate(all="ignore"):
        match kind:
            case BinOpKind.ADD:
                r = a + b
            case BinOpKind.SUB:
                r = a - b
            case BinOpKind.MUL:
                r = a * b
            case BinOpKind.AND:
                r = a & b
            case BinOpKind.OR:
                r = a | b
            case BinOpKind.XOR:
                r = a ^ b
            case BinOpKind.SHL:
                r = np.left_shift(a, b & 63)
            case BinOpKind.LSHR:
                if bits >= 64:
                    r = (a.view(np.uint64) >> (b & 63).view(np.uint64)).view(np.int64)
                else:
                    r = unsigned(a, bits) >> (b & 63)
            case BinOpKind.ASHR:
                r = a >> (b & 63)
            case BinOpKind.SDIV | BinOpKind.SREM | BinOpKind.UDIV | BinOpKind.UREM:
                if (b == 0).any():
                    return UNKNOWN  # division by zero is poison: nothing to track
                if kind in (BinOpKind.UDIV, BinOpKind.UREM):
                    ua = a.view(np.uint64) if bits >= 64 else unsigned(a, bits)
                    ub = b.view(np.uint64) if bits >= 64 else unsigned(b, bits)
                    r = (ua // ub if kind is BinOpKind.UDIV else ua % ub).astype(np.int64)
                else:
                    q: IntArray = (np.abs(a) // np.abs(b) * np.sign(a) * np.sign(b)).astype(
                        np.int64)  # LLVM sdiv truncates toward zero
                    r = q if kind is BinOpKind.SDIV else a - q * b
            case BinOpKind.SMIN:
                r = np.minimum(a, b)
            case BinOpKind.SMAX:
                r = np.maximum(a, b)
            case BinOpKind.UMIN | BinOpKind.UMAX:
                ua, ub = a.view(np.uint64), b.view(np.uint64)
                pick = ua < ub if kind is BinOpKind.UMIN else ua > ub
                r = np.where(pick, a, b)
    return wrap(r.astype(np.int64), bits)


def icmp(pred: ICmpPred, a: Value, b: Value) -> Value:
    """Integer comparison. Values are sign-extended, so signed predicates compare them
    directly and unsigned ones compare their 64-bit unsigned views, which preserves
    the unsigned order of any narrower width."""
    if not isinstance(a, np.ndarray) or not isinstance(b, np.ndarray):
        return UNKNOWN
    ua, ub = a.view(np.uint64), b.view(np.uint64)
    match pred:
        case ICmpPred.EQ:
            r = a == b
        case ICmpPred.NE:
            r = a != b
        case ICmpPred.SLT:
            r = a < b
        case ICmpPred.SLE:
            r = a <= b
        case ICmpPred.SGT:
            r = a > b
        case ICmpPred.SGE:
            r = a >= b
        case ICmpPred.ULT:
            r = ua < ub
        case ICmpPred.ULE:
            r = ua <= ub
        case ICmpPred.UGT:
            r = ua > ub
        case ICmpPred.UGE:
            r = ua >= ub
    out: IntArray = r.astype(np.int64)
    return out


def to_bytes(value: int, size: int) -> list[int]:
    """Little-endian bytes of ``value`` (AMDGPU is little-endian)."""
    v = value & ((1 << (8 * size)) - 1)
    return [(v >> (8 * i)) & 0xFF for i in range(size)]


def from_bytes(data: list[int | None], bits: int) -> int | None:
    if bits <= 0 or any(b is None for b in data):
        return None  # a zero-sized value (e.g. an empty struct) carries no integer
    v = 0
    for i, byte in enumerate(data):
        assert byte is not None
        v |= byte << (8 * i)
    v &= (1 << bits) - 1 if bits < 64 else (1 << 64) - 1
    if v >= 1 << (bits - 1):
        v -= 1 << bits
    return v


def as_int(value: Value) -> IntArray | None:
    return value if isinstance(value, np.ndarray) else None


def rmw_new_value(kind: str, old: int, operand: int, bits: int) -> int | None:
    """The value an integer ``atomicrmw <kind>`` stores over ``old`` (LangRef,
    "atomicrmw Instruction"), sign-extended from ``bits`` like every value here; None
    for a kind without an integer rule (the float operations). ``min``/``max`` compare
    signed, ``umin``/``umax`` unsigned; ``uinc_wrap``: ``old >= operand ? 0 : old + 1``;
    ``udec_wrap``: ``(old == 0 || old > operand) ? operand : old - 1``; ``usub_cond``:
    ``old >= operand ? old - operand : old``; ``usub_sat``: ``max(old - operand, 0)``
    (both unsigned)."""
    mask = (1 << bits) - 1
    a, b = old & mask, operand & mask  # unsigned views
    sa, sb = _signed(a, bits), _signed(b, bits)
    table = {
        "xchg": b, "add": a + b, "sub": a - b, "and": a & b, "nand": ~(a & b),
        "or": a | b, "xor": a ^ b, "max": max(sa, sb), "min": min(sa, sb),
        "umax": max(a, b), "umin": min(a, b),
        "uinc_wrap": 0 if a >= b else a + 1,
        "udec_wrap": b if a == 0 or a > b else a - 1,
        "usub_cond": a - b if a >= b else a,
        "usub_sat": a - b if a >= b else 0,
    }
    result = table.get(kind)
    return None if result is None else _signed(result & mask, bits)


def _signed(value: int, bits: int) -> int:
    return value - (1 << bits) if bits > 1 and value >= 1 << (bits - 1) else value
