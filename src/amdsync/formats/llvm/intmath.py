"""Integer intrinsics as sequences of plain operations (docs/llvm-reader.md, "Integer
intrinsics").

The explorer computes ``BinOp``, ``ICmp``, ``Select`` and ``Cast`` exactly on every
lane, so an integer intrinsic written with them keeps its value known, and every
consumer of the program IR (the explorer, the value numbering, the printers) needs
nothing new. Each expansion follows the intrinsic's LangRef definition::

    %n = call i32 @llvm.ctpop.i32(i32 %x)
    →  %n.im0 = lshr i32 %x, 1 ; … the SWAR population count (8 operations)

Results that LangRef makes ``poison`` (``cttz``/``ctlz`` of zero with
``is_zero_poison``, ``abs`` of the minimum with ``is_int_min_poison``) get the value of
the flag-less form: a refinement of poison, so never a finding the input does not have.
Widths above 64 bits stay ``Opaque`` (the explorer's values are 64-bit).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from amdsync.diagnostics import Loc
from amdsync.program import ops as o
from amdsync.program.types import I1, IntType

B = o.BinOpKind


def signed(value: int, bits: int) -> int:
    """``value`` wrapped to ``bits`` and read as signed (``i1`` as 0 or 1)."""
    value %= 1 << bits
    if bits > 1 and value >= 1 << (bits - 1):
        value -= 1 << bits
    return value


@dataclass
class Builder:
    """Emits operations of one expansion with fresh names (``fresh``) at ``loc``."""

    fresh: Callable[[str], str]
    emit: Callable[[o.Op], None]
    ty: IntType
    loc: Loc

    @property
    def bits(self) -> int:
        return self.ty.bits

    def const(self, value: int, ty: IntType | None = None) -> o.Const:
        ty = ty or self.ty
        return o.Const(signed(value, ty.bits), ty)

    def bin(self, kind: o.BinOpKind, a: o.Operand, b: o.Operand, ty: IntType | None = None,
            dest: str | None = None) -> o.Reg:
        name = dest or self.fresh("im")
        self.emit(o.BinOp(name, kind, a, b, ty or self.ty, self.loc))
        return o.Reg(name)

    def icmp(self, pred: o.ICmpPred, a: o.Operand, b: o.Operand,
             dest: str | None = None) -> o.Reg:
        name = dest or self.fresh("im")
        self.emit(o.ICmp(name, pred, a, b, self.loc))
        return o.Reg(name)

    def select(self, cond: o.Operand, a: o.Operand, b: o.Operand, ty: IntType | None = None,
               dest: str | None = None) -> o.Reg:
        name = dest or self.fresh("im")
        self.emit(o.Select(name, cond, a, b, ty or self.ty, self.loc))
        return o.Reg(name)

    def cast(self, kind: o.CastKind, value: o.Operand, ty: IntType, src: IntType,
             dest: str | None = None) -> o.Reg:
        name = dest or self.fresh("im")
        self.emit(o.Cast(name, kind, value, ty, self.loc, src))
        return o.Reg(name)

    def copy(self, value: o.Operand, dest: str, ty: IntType | None = None) -> o.Reg:
        return self.cast(o.CastKind.BITCAST, value, ty or self.ty, ty or self.ty, dest)

    def repeat(self, pattern: int, width: int) -> int:
        """``pattern`` of ``width`` bits repeated across the type."""
        out = 0
        for shift in range(0, self.bits, width):
            out |= pattern << shift
        return out % (1 << self.bits)


def _power_of_two(bits: int) -> bool:
    return bits >= 8 and bits & (bits - 1) == 0


def ctpop(b: Builder, x: o.Operand, dest: str | None = None) -> o.Reg:
    """The number of set bits (LangRef ``llvm.ctpop``): the SWAR sum for widths 8, 16,
    32, 64; bit by bit otherwise."""
    bits = b.bits
    if not _power_of_two(bits):
        total: o.Operand = o.Const(0, b.ty)
        for k in range(bits):
            bit = b.bin(B.AND, b.bin(B.LSHR, x, b.const(k)) if k else x, b.const(1))
            total = b.bin(B.ADD, total, bit) if k else bit
        return b.copy(total, dest) if dest else b.copy(total, b.fresh("im"))
    # Pairs, nibbles, bytes: x - (x >> 1 & 0x55…); (x & 0x33…) + (x >> 2 & 0x33…); …
    pairs = b.bin(B.SUB, x, b.bin(B.AND, b.bin(B.LSHR, x, b.const(1)),
                                  b.const(b.repeat(0b01, 2))))
    m2 = b.const(b.repeat(0b0011, 4))
    nibbles = b.bin(B.ADD, b.bin(B.AND, pairs, m2),
                    b.bin(B.AND, b.bin(B.LSHR, pairs, b.const(2)), m2))
    per_byte = b.bin(B.AND, b.bin(B.ADD, nibbles, b.bin(B.LSHR, nibbles, b.const(4))),
                     b.const(b.repeat(0x0F, 8)))
    if bits == 8:
        return b.copy(per_byte, dest or b.fresh("im"))
    # The byte sums gather in the top byte when multiplied by 0x0101….
    summed = b.bin(B.MUL, per_byte, b.const(b.repeat(0x01, 8)))
    return b.bin(B.LSHR, summed, b.const(bits - 8), dest=dest)


def cttz(b: Builder, x: o.Operand, dest: str | None = None) -> o.Reg:
    """Trailing zeros (LangRef ``llvm.cttz``; the width for zero): the set bits of
    ``~x & (x - 1)``."""
    below = b.bin(B.AND, b.bin(B.XOR, x, b.const(-1)), b.bin(B.SUB, x, b.const(1)))
    return ctpop(b, below, dest)


def ctlz(b: Builder, x: o.Operand, dest: str | None = None) -> o.Reg:
    """Leading zeros (LangRef ``llvm.ctlz``; the width for zero): copy the highest set
    bit into every lower bit, then count the bits still clear."""
    smeared: o.Operand = x
    shift = 1
    while shift < b.bits:
        smeared = b.bin(B.OR, smeared, b.bin(B.LSHR, smeared, b.const(shift)))
        shift *= 2
    return ctpop(b, b.bin(B.XOR, smeared, b.const(-1)), dest)


def bswap(b: Builder, x: o.Operand, dest: str | None = None) -> o.Reg:
    """Byte swap (LangRef ``llvm.bswap``: a multiple of 16 bits): byte ``i`` moves to
    byte ``n - 1 - i``."""
    n = b.bits // 8
    acc: o.Operand | None = None
    for i in range(n):
        byte = b.bin(B.AND, b.bin(B.LSHR, x, b.const(8 * i)) if i else x, b.const(0xFF))
        target = n - 1 - i
        moved = b.bin(B.SHL, byte, b.const(8 * target)) if target else byte
        last = i == n - 1
        acc = moved if acc is None else b.bin(B.OR, acc, moved, dest=dest if last else None)
    assert isinstance(acc, o.Reg)
    return acc


def bitreverse(b: Builder, x: o.Operand, dest: str | None = None) -> o.Reg:
    """Bit reversal (LangRef ``llvm.bitreverse``): swap adjacent groups of 1, 2, 4 …
    bits (powers of two); bit by bit for other widths."""
    bits = b.bits
    if bits & (bits - 1) == 0 and bits >= 2:
        value: o.Operand = x
        group = 1
        while group < bits:
            mask = b.const(b.repeat((1 << group) - 1, 2 * group))
            high = b.bin(B.AND, b.bin(B.LSHR, value, b.const(group)), mask)
            low = b.bin(B.SHL, b.bin(B.AND, value, mask), b.const(group))
            group *= 2
            value = b.bin(B.OR, high, low, dest=dest if group >= bits else None)
        assert isinstance(value, o.Reg)
        return value
    acc: o.Operand = o.Const(0, b.ty)
    for k in range(bits):
        bit = b.bin(B.AND, b.bin(B.LSHR, x, b.const(k)) if k else x, b.const(1))
        acc = b.bin(B.OR, acc, b.bin(B.SHL, bit, b.const(bits - 1 - k)))
    return b.copy(acc, dest or b.fresh("im"))


def absolute(b: Builder, x: o.Operand, dest: str | None = None) -> o.Reg:
    """``llvm.abs``: ``x < 0 ? 0 - x : x`` (the minimum stays itself, wrapping)."""
    negative = b.icmp(o.ICmpPred.SLT, x, b.const(0))
    return b.select(negative, b.bin(B.SUB, b.const(0), x), x, dest=dest)


def _signed_bounds(b: Builder, a: o.Operand) -> o.Reg:
    """The saturation value of a signed overflow whose first operand is ``a``: the
    minimum when ``a`` is negative, else the maximum."""
    negative = b.icmp(o.ICmpPred.SLT, a, b.const(0))
    return b.select(negative, b.const(1 << (b.bits - 1)), b.const((1 << (b.bits - 1)) - 1))


def add_overflow(b: Builder, a: o.Operand, c: o.Operand, signed_: bool
                 ) -> tuple[o.Reg, o.Reg]:
    """(a + c wrapped, overflowed): unsigned when the sum is below ``a``; signed when
    both operands' signs differ from the sum's."""
    total = b.bin(B.ADD, a, c)
    if not signed_:
        return total, b.icmp(o.ICmpPred.ULT, total, a)
    both = b.bin(B.AND, b.bin(B.XOR, a, total), b.bin(B.XOR, c, total))
    return total, b.icmp(o.ICmpPred.SLT, both, b.const(0))


def sub_overflow(b: Builder, a: o.Operand, c: o.Operand, signed_: bool
                 ) -> tuple[o.Reg, o.Reg]:
    """(a - c wrapped, overflowed): unsigned when ``a < c``; signed when the operands'
    signs differ and the difference's sign differs from ``a``'s."""
    diff = b.bin(B.SUB, a, c)
    if not signed_:
        return diff, b.icmp(o.ICmpPred.ULT, a, c)
    both = b.bin(B.AND, b.bin(B.XOR, a, c), b.bin(B.XOR, a, diff))
    return diff, b.icmp(o.ICmpPred.SLT, both, b.const(0))


def mul_overflow(b: Builder, a: o.Operand, c: o.Operand, signed_: bool
                 ) -> tuple[o.Reg, o.Reg | None]:
    """(a * c wrapped, overflowed). Unsigned: ``c != 0`` and ``(a * c) / c != a``.
    Signed, up to 32 bits: the 64-bit product differs from its truncation sign-extended
    back; wider signed products have an unknown overflow bit (None)."""
    product = b.bin(B.MUL, a, c)
    if not signed_:
        nonzero = b.icmp(o.ICmpPred.NE, c, b.const(0))
        divisor = b.select(nonzero, c, b.const(1))
        back = b.bin(B.UDIV, product, divisor)
        differs = b.icmp(o.ICmpPred.NE, back, a)
        return product, b.bin(B.AND, nonzero, differs, I1)
    if b.bits > 32:
        return product, None
    wide = IntType(64)
    full = b.bin(B.MUL, b.cast(o.CastKind.SEXT, a, wide, b.ty),
                 b.cast(o.CastKind.SEXT, c, wide, b.ty), wide)
    narrow = b.cast(o.CastKind.SEXT, b.cast(o.CastKind.TRUNC, full, b.ty, wide), wide, b.ty)
    return product, b.icmp(o.ICmpPred.NE, full, narrow)


def saturating(b: Builder, name: str, a: o.Operand, c: o.Operand,
               dest: str | None = None) -> o.Reg:
    """``llvm.{u,s}{add,sub,shl}.sat`` (LangRef, "Saturation Arithmetic Intrinsics"):
    the wrapped result, or the bound it passed."""
    signed_ = name.startswith("s")
    if name.endswith("add"):
        value, overflow = add_overflow(b, a, c, signed_)
    elif name.endswith("sub"):
        value, overflow = sub_overflow(b, a, c, signed_)
    else:  # shl: the shift lost bits when shifting back does not give ``a``
        value = b.bin(B.SHL, a, c)
        back = b.bin(B.ASHR if signed_ else B.LSHR, value, c)
        overflow = b.icmp(o.ICmpPred.NE, back, a)
    if signed_:
        bound: o.Operand = _signed_bounds(b, a)
    else:
        bound = b.const(0 if name.endswith("sub") else -1)
    return b.select(overflow, bound, value, dest=dest)


def funnel_shift(b: Builder, left: bool, a: o.Operand, c: o.Operand, amount: o.Operand,
                 dest: str | None = None) -> o.Reg:
    """``llvm.fshl/fshr(a, c, s)`` (LangRef): the concatenation ``a:c`` shifted by
    ``s`` modulo the width; fshl keeps the high half, fshr the low half. A shift of 0
    (modulo the width) gives ``a`` (fshl) or ``c`` (fshr)."""
    bits = b.bits
    if _power_of_two(bits) or bits in (1, 2, 4):
        s = b.bin(B.AND, amount, b.const(bits - 1))
    else:
        s = b.bin(B.UREM, amount, b.const(bits))
    rest = b.bin(B.SUB, b.const(bits), s)
    if left:
        high, low = b.bin(B.SHL, a, s), b.bin(B.LSHR, c, rest)
    else:
        high, low = b.bin(B.SHL, a, rest), b.bin(B.LSHR, c, s)
    joined = b.bin(B.OR, high, low)
    zero = b.icmp(o.ICmpPred.EQ, s, b.const(0))
    return b.select(zero, a if left else c, joined, dest=dest)


def bitfield_extract(b: Builder, signed_: bool, x: o.Operand, offset: o.Operand,
                     width: o.Operand, dest: str | None = None) -> o.Reg:
    """``llvm.amdgcn.ubfe/sbfe(x, offset, width)`` (v_bfe_u32 / v_bfe_i32): the
    ``width`` bits of ``x`` from bit ``offset``, zero- or sign-extended; both counts are
    taken modulo the width (the hardware reads their low bits), a zero width gives 0
    and a field running past the top bit is ``x`` shifted right by ``offset`` — as
    LLVM's own folding of the intrinsics decomposes them."""
    bits = b.bits
    right = B.ASHR if signed_ else B.LSHR
    off = b.bin(B.AND, offset, b.const(bits - 1))
    wid = b.bin(B.AND, width, b.const(bits - 1))
    end = b.bin(B.ADD, off, wid)
    inside = b.icmp(o.ICmpPred.ULT, end, b.const(bits))
    raised = b.bin(B.SHL, x, b.bin(B.SUB, b.const(bits), end))
    field = b.bin(right, raised, b.bin(B.SUB, b.const(bits), wid))
    tail = b.bin(right, x, off)
    chosen = b.select(inside, field, tail)
    empty = b.icmp(o.ICmpPred.EQ, wid, b.const(0))
    return b.select(empty, b.const(0), chosen, dest=dest)
