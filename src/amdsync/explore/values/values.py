"""Lane vectors: the values a wave computes, one entry per lane.

Integers and pointers are ``numpy.int64`` arrays (pointers hold addresses in the layout
of :mod:`amdsync.explore.memory.address`). A value amdsync abstracts (a float result, data read
from memory it does not know) is :data:`UNKNOWN` for the whole wave. Buffer resources
and buffer addresses carry their range so accesses past ``num_records`` behave as the
hardware does (loads read zero, stores are dropped).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

IntArray = npt.NDArray[np.int64]
BoolArray = npt.NDArray[np.bool_]


class _Unknown:
    """A value amdsync does not track (its bits cannot affect memory safety unless it
    reaches an address or a branch, which the interpreter reports)."""

    _instance: _Unknown | None = None

    def __new__(cls) -> _Unknown:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "UNKNOWN"


UNKNOWN = _Unknown()


@dataclass(frozen=True)
class Rsrc:
    """A buffer resource: ``base`` addresses and ``num_records`` (bytes, raw buffers)."""

    base: IntArray
    num_records: IntArray | None  # None: unknown extent (no range check possible)
    stride: IntArray | None  # None: unknown (a descriptor passed as a kernel argument)


@dataclass(frozen=True)
class BufPtr:
    """An address computed from a buffer resource, with the lanes whose access is in
    range (``in_range``); out-of-range lanes read 0 and drop stores."""

    addr: IntArray
    in_range: BoolArray


Value = IntArray | _Unknown | Rsrc | BufPtr


def wrap(values: IntArray, bits: int) -> IntArray:
    """Wrap to a ``bits``-wide two's-complement integer, kept sign-extended."""
    if bits >= 64:
        return values
    if bits == 1:
        return (values & 1).astype(np.int64)
    mask = (1 << bits) - 1
    half = 1 << (bits - 1)
    return (((values & mask) ^ half) - half).astype(np.int64)


def unsigned(values: IntArray, bits: int) -> IntArray:
    """The unsigned reading of sign-extended ``bits``-wide integers (bits < 64)."""
    if bits >= 64:
        return values
    return (values & ((1 << bits) - 1)).astype(np.int64)


def splat(value: int, width: int) -> IntArray:
    """``value`` in every lane, wrapped to 64 bits (addresses and the widest tracked
    integers are 64-bit; LLVM integer arithmetic wraps)."""
    if not -(1 << 63) <= value < (1 << 63):
        value = (value + (1 << 63)) % (1 << 64) - (1 << 63)
    return np.full(width, value, dtype=np.int64)


# Constant operands' lane vectors, shared and read-only (``constant``); emptied when
# this many are held.
MAX_CONSTANTS = 4096
_CONSTANTS: dict[tuple[int, int], IntArray] = {}


def constant(value: int, width: int) -> IntArray:
    """``splat(value, width)``, made once and shared: a register's lane vector is never
    changed in place (every operation makes a new one), so one read-only array serves
    every use of a constant operand (docs/semantics/scale.md, "Vectorized core")."""
    found = _CONSTANTS.get((value, width))
    if found is None:
        if len(_CONSTANTS) >= MAX_CONSTANTS:
            _CONSTANTS.clear()
        found = splat(value, width)
        found.flags.writeable = False
        _CONSTANTS[(value, width)] = found
    return found


def merge_resources(mask: BoolArray, new: Value, old: Value) -> Value | None:
    """A buffer pointer or resource written for the ``mask`` lanes of a register that
    holds one of the same kind: each lane keeps its own (a lane of an earlier loop
    iteration keeps the value it computed). None when the values are not two of a kind
    (the caller decides)."""
    if isinstance(new, BufPtr) and isinstance(old, BufPtr):
        return BufPtr(np.where(mask, new.addr, old.addr),
                      np.where(mask, new.in_range, old.in_range))
    if isinstance(new, Rsrc) and isinstance(old, Rsrc):
        def field(a: IntArray | None, b: IntArray | None) -> IntArray | None:
            return None if a is None or b is None else np.where(mask, a, b)
        return Rsrc(np.where(mask, new.base, old.base),
                    field(new.num_records, old.num_records), field(new.stride, old.stride))
    return None


def assigned(mask: BoolArray, full: bool, value: Value, old: Value | None) -> Value:
    """What a register holds after ``value`` is written for the ``mask`` lanes
    (``full``: every lane): the inactive lanes keep ``old`` where both are arrays or both
    buffer pointers or resources (``merge_resources``); an array written over an unknown
    value leaves the register unknown (its inactive lanes still hold what amdsync does not
    know: docs/semantics/every-input.md, "Unknown lanes under a partial exec mask");
    otherwise ``value``."""
    if full or old is None:
        return value
    if isinstance(value, np.ndarray):
        if isinstance(old, np.ndarray):
            return np.where(mask, value, old)
        return UNKNOWN if old is UNKNOWN else value
    merged = merge_resources(mask, value, old)
    return value if merged is None else merged
