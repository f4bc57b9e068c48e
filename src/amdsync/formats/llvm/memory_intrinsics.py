"""``llvm.memcpy``, ``llvm.memmove`` and ``llvm.memset`` as plain loads and stores
(LangRef, "Standard C/C++ Library Intrinsics").

Each is a non-atomic access of ``len`` bytes by the calling work-item, so it is the
same, in the memory model, as plain accesses of those bytes in any grouping: the reader
writes a constant-length call as loads and stores of 8-byte pieces and a 4-, 2- and
1-byte tail (docs/llvm-reader.md, "Memory intrinsics").

* ``memcpy`` / ``memmove``: every piece is loaded before any is stored, which is
  ``memmove``'s "as if through a temporary buffer" and, since ``memcpy``'s source and
  destination do not overlap, ``memcpy`` too.
* ``memset``: each piece stores the byte repeated (``zext`` of the byte times
  ``0x0101…``).
* ``isvolatile`` makes every access volatile.

A length that is not a constant, or longer than ``MAX_EXPANDED`` bytes, is read as a
reached-only operation: reaching it ends the exploration incomplete.
"""

from __future__ import annotations

from amdsync.formats.llvm.call_site import CallSite, IntrinsicContext
from amdsync.program import ops as o
from amdsync.program.types import IntType, PtrType, Type

MAX_EXPANDED = 1 << 16  # bytes
_I32 = IntType(32)
_LONG = f"a length that is not a constant of at most {MAX_EXPANDED} bytes"


def pieces(length: int) -> list[tuple[int, int]]:
    """``(offset, bytes)`` of each piece of a ``length``-byte access."""
    out = [(at, 8) for at in range(0, length - length % 8, 8)]
    at = length - length % 8
    for size in (4, 2, 1):
        if length - at >= size:
            out.append((at, size))
            at += size
    return out


def _length(ctx: IntrinsicContext, call: CallSite) -> int | None:
    value = ctx.arg(2)
    if not isinstance(value, o.Const) or not 0 <= value.value <= MAX_EXPANDED:
        return None
    return value.value


def _reached_only(ctx: IntrinsicContext, call: CallSite, why: str) -> None:
    args = tuple(ctx.arg(i) for i in range(len(call.arg_types)))
    ctx.emit(o.Opaque(call.dest, f"{call.name} of {why}", args, call.ret, call.loc,
                      (o.UNMODELLED,)))


def pointer_at(ctx: IntrinsicContext, call: CallSite, base: o.Operand, ty: Type,
               offset: int) -> o.Operand:
    """``base + offset`` bytes as a fresh register (``base`` itself when 0)."""
    if offset == 0:
        return base
    dest = ctx.fresh("off")
    ctx.emit(o.PtrAdd(dest, base, o.Const(offset, _I32), ty, call.loc))
    return o.Reg(dest)


def _expanded(ctx: IntrinsicContext, call: CallSite) -> tuple[int, bool] | None:
    """The length and whether the accesses are volatile; None (after reading the call
    as reached-only) when the length is not one the reader expands."""
    length = _length(ctx, call)
    if length is None:
        _reached_only(ctx, call, _LONG)
        return None
    return length, ctx.const_arg(3, "the isvolatile argument of a memory intrinsic") != 0


def copy(ctx: IntrinsicContext, call: CallSite) -> None:
    """memcpy / memmove (LangRef, "'llvm.memcpy' Intrinsic", "'llvm.memmove'")."""
    expanded = _expanded(ctx, call)
    if expanded is None:
        return
    length, volatile = expanded
    dst_ty, src_ty = call.arg_types[0], call.arg_types[1]
    assert isinstance(dst_ty, PtrType) and isinstance(src_ty, PtrType)
    dst, src = ctx.arg(0), ctx.arg(1)
    loaded: list[tuple[int, int, str]] = []
    for offset, size in pieces(length):
        reg = ctx.fresh("copied")
        ctx.emit(o.Load(reg, pointer_at(ctx, call, src, src_ty, offset), IntType(8 * size), size,
                        None, volatile, call.loc))
        loaded.append((offset, size, reg))
    for offset, size, reg in loaded:
        ctx.emit(o.Store(pointer_at(ctx, call, dst, dst_ty, offset), o.Reg(reg), IntType(8 * size),
                         size, None, volatile, call.loc))


def fill(ctx: IntrinsicContext, call: CallSite) -> None:
    """memset (LangRef, "'llvm.memset' Intrinsic")."""
    expanded = _expanded(ctx, call)
    if expanded is None:
        return
    length, volatile = expanded
    dst_ty = call.arg_types[0]
    assert isinstance(dst_ty, PtrType)
    dst, byte = ctx.arg(0), ctx.arg(1)
    byte_ty = call.arg_types[1]
    repeated: dict[int, o.Operand] = {}
    for offset, size in pieces(length):
        ty = IntType(8 * size)
        value = repeated.get(size)
        if value is None:
            value = _repeat(ctx, call, byte, byte_ty, ty)
            repeated[size] = value
        ctx.emit(o.Store(pointer_at(ctx, call, dst, dst_ty, offset), value, ty, size, None,
                         volatile, call.loc))


def _repeat(ctx: IntrinsicContext, call: CallSite, byte: o.Operand, byte_ty: Type,
            ty: IntType) -> o.Operand:
    """``byte`` repeated over ``ty``'s bytes."""
    pattern = int.from_bytes(b"\x01" * (ty.bits // 8), "little")
    if isinstance(byte, o.Const):
        value = (byte.value & 0xFF) * pattern
        return o.Const(value - (1 << ty.bits) if value >> (ty.bits - 1) else value, ty)
    if ty.bits == 8:
        return byte
    wide = ctx.fresh("byte")
    ctx.emit(o.Cast(wide, o.CastKind.ZEXT, byte, ty, call.loc, byte_ty))
    out = ctx.fresh("filled")
    signed = pattern - (1 << ty.bits) if pattern >> (ty.bits - 1) else pattern
    ctx.emit(o.BinOp(out, o.BinOpKind.MUL, o.Reg(wide), o.Const(signed, ty), ty, call.loc))
    return o.Reg(out)
