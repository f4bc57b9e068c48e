"""Definedness: which bytes of a value may be undef, where that came from, and how it
propagates (docs/semantics/model.md, "Undefined values and their uses").

LLVM gives a read an undefined value when it races with a write, reads memory no write
precedes, or reads an async copy's destination before the copy completes (LangRef,
memory model; amdgpu-memory-model, read values; amdgpu-async-operations). Such a value
is harmless until it is *used*: stored to memory that outlives the kernel, used as an
address, a branch condition, an atomic or barrier operand. As Memcheck and
MemorySanitizer do, every register carries a shadow per lane (a bit per undefined
byte) with the origins it derives from (static reads, each with the first instance
that made it undefined) and the sites it went through; memory carries the same per
byte.

Byte masks are ``int64`` per lane: bit ``i`` is byte ``i``; bit 63 stands for byte 63
and every byte after it (values wider than 63 bytes, e.g. 32-float accumulators, are
tracked exactly up to byte 62 and as one unit beyond).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from amdsync.explore.values.values import BoolArray, IntArray
from amdsync.program import ops as o
from amdsync.program.types import Type, VecType, store_size

if TYPE_CHECKING:
    from amdsync.explore.memory.shadow import Conflict

MAX_ORIGINS = 8  # origins kept per value (the first ones; every finding names one)
MAX_PATH = 24  # sites kept per value's path (the first 8 and the last 16)
_LAST_BIT = 63


@dataclass(frozen=True)
class Taint:
    """What an undefined byte in memory came from: its origins and path."""

    origins: frozenset[int]
    path: tuple[int, ...]


@dataclass(frozen=True)
class RegShadow:
    """Undefined bytes of one register, per lane, with their provenance."""

    bytes: IntArray  # per lane: bit i set = byte i may be undef
    origins: frozenset[int]
    path: tuple[int, ...]

    def lanes(self, mask: BoolArray) -> BoolArray:
        result: BoolArray = mask & (self.bytes != 0)
        return result


@dataclass(frozen=True)
class Origin:
    """A read (static site) whose value may be undef, and why; its first instance is
    ``conflict`` itself for a conflict (a race, or an async copy in flight: the two
    sites and lanes, the lanes' waves by the machine's places; an index would name
    another conflict in a replay that numbers them differently), ``ref`` an
    invisible-read or several-writes index, or -1 for a read of memory nothing wrote
    (then ``key`` and ``lane`` say which)."""

    kind: str  # "conflict", "unwritten", "invisible", "several-writes"
    site: int
    lane: int
    key: int
    ref: int
    conflict: Conflict | None = None


@dataclass(frozen=True)
class Use:
    """An undefined value reaching a use: the use's site and what it is, the lanes, and
    the value's provenance."""

    site: int
    what: str
    lane: int
    lanes: int
    origins: frozenset[int]
    path: tuple[int, ...]


def full(nbytes: int) -> int:
    """The mask of a value ``nbytes`` wide, all undefined."""
    if nbytes > _LAST_BIT:
        return -1
    return (1 << max(nbytes, 1)) - 1


def width_of(ty: Type) -> int:
    return max(store_size(ty), 1)


def join_origins(*parts: frozenset[int]) -> frozenset[int]:
    out: frozenset[int] = frozenset().union(*parts)
    if len(out) > MAX_ORIGINS:
        out = frozenset(sorted(out)[:MAX_ORIGINS])
    return out


def extend_path(path: tuple[int, ...], site: int) -> tuple[int, ...]:
    if path and path[-1] == site:
        return path
    path = (*path, site)
    if len(path) > MAX_PATH:
        path = path[:8] + path[-(MAX_PATH - 8):]
    return path


def combine(shadows: list[RegShadow | None], result: IntArray, site: int
            ) -> RegShadow | None:
    """A result shadow with ``result`` as its bytes and the provenance of the operands
    whose undefined bytes it depends on; None when nothing is undefined."""
    if not result.any():
        return None
    live = [s for s in shadows if s is not None and s.bytes.any()]
    if not live:
        return None
    path = max((s.path for s in live), key=len)
    return RegShadow(result, join_origins(*(s.origins for s in live)),
                     extend_path(path, site))


def zeros(width: int) -> IntArray:
    return np.zeros(width, dtype=np.int64)


def _any_to_full(masks: list[IntArray], nbytes: int) -> IntArray:
    anything = np.zeros(masks[0].shape, dtype=np.bool_)
    for m in masks:
        anything |= m != 0
    out: IntArray = np.where(anything, np.int64(full(nbytes)), np.int64(0)).astype(np.int64)
    return out


def _smear_up(mask: IntArray, nbytes: int) -> IntArray:
    """Every byte from the lowest undefined one up (carries of add, sub, mul)."""
    low = mask & -mask
    out: IntArray = np.where(mask != 0, ~(low - 1), np.int64(0)).astype(np.int64)
    return out & np.int64(full(nbytes))


def _const_bytes(operand: o.Operand, nbytes: int) -> list[int] | None:
    if not isinstance(operand, o.Const):
        return None
    value = operand.value & ((1 << (8 * min(nbytes, 8))) - 1)
    return [(value >> (8 * i)) & 0xFF for i in range(min(nbytes, 8))]


def binop_bytes(op: o.BinOp, a: IntArray, b: IntArray, width: int) -> IntArray:
    """Undefined result bytes of an integer operation."""
    kind = op.kind
    either = a | b
    if kind in (o.BinOpKind.AND, o.BinOpKind.OR, o.BinOpKind.XOR):
        out = either
        for operand, other in ((op.lhs, b), (op.rhs, a)):
            known = _const_bytes(operand, width)
            if known is None or kind is o.BinOpKind.XOR:
                continue
            # A byte and-ed with 0 (or or-ed with 0xff) is defined whatever the other is.
            absorbing = 0x00 if kind is o.BinOpKind.AND else 0xFF
            keep = 0
            for i, byte in enumerate(known):
                if byte != absorbing:
                    keep |= 1 << i
            keep |= ~((1 << len(known)) - 1) & full(width)
            out = other & np.int64(keep) if keep != full(width) else other
            break
        return out & np.int64(full(width))
    if kind in (o.BinOpKind.SHL, o.BinOpKind.LSHR, o.BinOpKind.ASHR) and isinstance(
            op.rhs, o.Const) and not b.any():
        shift = op.rhs.value % (8 * width) if width <= 8 else op.rhs.value
        whole, part = divmod(shift, 8)
        if kind is o.BinOpKind.SHL:
            out = a << np.int64(whole)
            if part:
                out |= a << np.int64(whole + 1)
        else:
            out = ((a & np.int64(full(width))).view(np.uint64)
                   >> np.uint64(whole)).view(np.int64)
            if part:
                out |= ((a & np.int64(full(width))).view(np.uint64)
                        >> np.uint64(whole + 1)).view(np.int64)
            if kind is o.BinOpKind.ASHR and width <= _LAST_BIT:
                # The sign byte fills the vacated top bytes.
                kept = width - whole - (1 if part else 0)
                fill = full(width) & ~((1 << kept) - 1) if kept > 0 else full(width)
                top = (a >> np.int64(width - 1)) & 1
                out = np.where(top != 0, out | np.int64(fill), out)
        return out.astype(np.int64) & np.int64(full(width))
    if kind in (o.BinOpKind.ADD, o.BinOpKind.SUB, o.BinOpKind.MUL):
        return _smear_up(either, width)
    return _any_to_full([a, b], width)


def cast_bytes(op: o.Cast, a: IntArray) -> IntArray | None:
    """Undefined result bytes of a cast (None: the cast makes the value defined)."""
    if op.kind is o.CastKind.FREEZE:
        return None  # LangRef, "freeze": an arbitrary but fixed, defined value
    dest = width_of(op.ty)
    src = width_of(op.src_ty) if op.src_ty is not None else dest
    match op.kind:
        case o.CastKind.TRUNC | o.CastKind.PTRTOINT | o.CastKind.INTTOPTR:
            return a & np.int64(full(dest))
        case o.CastKind.ZEXT:
            return a & np.int64(full(src))
        case o.CastKind.SEXT:
            top = (a >> np.int64(min(src, _LAST_BIT) - 1)) & 1
            upper = np.int64(full(dest) & ~full(src))
            out: IntArray = np.where(top != 0, a | upper, a).astype(np.int64)
            return out
        case _:
            return a


# amdgcn intrinsics that move values between the lanes of a wave (ds_bpermute behind
# HIP's __shfl*, DPP, permlane, whole-wave modes, wave-wide compares): a lane's result
# may come from any lane, so an undefined input in one lane reaches every lane.
CROSS_LANE = frozenset({
    "ds.bpermute", "ds.permute", "ds.swizzle", "mov.dpp", "mov.dpp8", "update.dpp",
    "permlane16", "permlanex16", "permlane64", "permlane16.swap", "permlane32.swap",
    "set.inactive", "strict.wwm", "wwm", "strict.wqm", "wqm", "softwqm", "icmp", "fcmp",
    "writelane", "s.quadmask", "s.wqm", "inverse.ballot",
})


def cross_lane(op: o.Opaque) -> bool:
    """Is ``op`` one of the CROSS_LANE intrinsics (any overload)?"""
    if not op.name.startswith("llvm.amdgcn."):
        return False
    name = op.name.removeprefix("llvm.amdgcn.")
    return any(name == c or name.startswith(c + ".") for c in CROSS_LANE)


def opaque_bytes(op: o.Opaque, masks: list[IntArray]) -> IntArray:
    """Undefined result bytes of an opaque computation: the exact element of an
    ``extractelement`` with a constant index; otherwise the whole result when any
    operand byte is undefined (compute intrinsics are opaque)."""
    width = width_of(op.ty)
    if op.name == "extractelement" and len(op.args) == 2 and isinstance(
            op.args[1], o.Const) and not masks[1].any():
        shift = op.args[1].value * width
        if shift + width <= _LAST_BIT:
            out: IntArray = (masks[0].view(np.uint64) >> np.uint64(shift)).view(np.int64)
            return out & np.int64(full(width))
    if op.name == "insertelement" and len(op.args) == 3 and isinstance(
            op.args[2], o.Const) and not masks[2].any() and isinstance(op.ty, VecType):
        elem = width_of(op.ty.elem)
        shift = op.args[2].value * elem
        if shift + elem <= _LAST_BIT:
            hole = np.int64(full(elem) << shift)
            return (masks[0] & ~hole) | ((masks[1] & np.int64(full(elem))) << np.int64(shift))
    if not masks:
        return zeros(0)
    return _any_to_full(masks, width)
