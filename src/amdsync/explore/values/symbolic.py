"""Symbolic lane values (issue 41): one bit-vector term per lane (explore/symbolic/terms.py),
the lanes sharing structure through hash-consing, for values read from memory the launch
does not define when every input is meant.

The arithmetic mirrors :mod:`.compute` lane by lane (LLVM LangRef "Binary Operations",
"Bitwise Binary Operations", "icmp", "select", the conversion operations): a result whose
every lane is a constant term is handed back as the ordinary sign-extended ``int64`` lane
vector, so concrete values never stay symbolic. Operations without an exact term form
(division and remainder, whose zero divisor is poison; a shift by a symbolic amount)
raise :class:`~amdsync.explore.symbolic.terms.TermError`, which the engine reports as
``incomplete``.

The machine keeps such lanes beside its registers (``Frame.sym``,
explore/symbolic/propagate.py; docs/semantics/symbolic.md, "Symbols in the machine").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from amdsync.explore.symbolic import terms as tm
from amdsync.explore.symbolic.terms import Term, TermError
from amdsync.explore.values.values import IntArray, wrap
from amdsync.program.ops import BinOpKind, CastKind, ICmpPred


@dataclass(frozen=True)
class SymLanes:
    """One ``bits``-wide term per lane (inactive lanes hold whatever they held)."""

    terms: tuple[Term, ...]
    bits: int

    @property
    def uniform(self) -> Term | None:
        """The one term of every lane (a wave-uniform symbol), else None."""
        first = self.terms[0]
        return first if all(t is first for t in self.terms) else None


Lanes = IntArray | SymLanes

_DIRECT = {BinOpKind.ADD: "add", BinOpKind.SUB: "sub", BinOpKind.MUL: "mul",
           BinOpKind.AND: "and", BinOpKind.OR: "or", BinOpKind.XOR: "xor",
           BinOpKind.SHL: "shl", BinOpKind.LSHR: "lshr", BinOpKind.ASHR: "ashr"}
# LangRef "llvm.smin" …: the operand the comparison picks.
_MINMAX = {BinOpKind.SMIN: "slt", BinOpKind.SMAX: "sgt", BinOpKind.UMIN: "ult",
           BinOpKind.UMAX: "ugt"}


def terms_of(value: Lanes, bits: int) -> tuple[Term, ...]:
    """The lanes as terms (a concrete lane: its constant)."""
    if isinstance(value, SymLanes):
        if value.bits != bits:
            raise TermError(f"an i{value.bits} value used as an i{bits}")
        return value.terms
    return tuple(tm.const(int(v), bits) for v in value)


def settle(terms: tuple[Term, ...], bits: int) -> Lanes:
    """Symbolic lanes, or the concrete lane vector when every lane is a constant."""
    if all(t.is_const for t in terms):
        return wrap(np.array([t.value for t in terms], dtype=np.int64), bits) if (
            bits < 64) else np.array([t.value for t in terms], dtype=np.uint64).view(np.int64)
    return SymLanes(terms, bits)


def _lanewise(fn: Callable[..., Term], *columns: tuple[Term, ...]) -> tuple[Term, ...]:
    return tuple(fn(*row) for row in zip(*columns, strict=True))


def binop(kind: BinOpKind, a: Lanes, b: Lanes, bits: int) -> Lanes:
    """``compute.binop`` on symbolic lanes."""
    ta, tb = terms_of(a, bits), terms_of(b, bits)
    direct = _DIRECT.get(kind)
    if direct is not None:
        return settle(_lanewise(lambda x, y: tm.binary(direct, x, y), ta, tb), bits)
    pred = _MINMAX.get(kind)
    if pred is not None:
        return settle(_lanewise(lambda x, y: tm.select(tm.icmp(pred, x, y), x, y), ta, tb),
                      bits)
    raise TermError(f"{kind} of a value read from an input (a zero divisor is poison; "
                    "not represented as a term)")


def icmp(pred: ICmpPred, a: Lanes, b: Lanes, bits: int) -> Lanes:
    """``compute.icmp``: an i1 per lane (1 or 0)."""
    ta, tb = terms_of(a, bits), terms_of(b, bits)
    return settle(_lanewise(lambda x, y: tm.icmp(str(pred), x, y), ta, tb), 1)


def select(cond: Lanes, a: Lanes, b: Lanes, bits: int) -> Lanes:
    tc = terms_of(cond, 1)
    ta, tb = terms_of(a, bits), terms_of(b, bits)
    return settle(_lanewise(tm.select, tc, ta, tb), bits)


def cast(kind: CastKind, value: Lanes, src_bits: int, dest_bits: int) -> Lanes:
    """zext, sext, trunc (and the width-keeping ptrtoint/inttoptr/bitcast/freeze of an
    integer): LangRef, "Conversion Operations". Freeze of a term is the term: a load
    of input memory is never poison or undef."""
    terms = terms_of(value, src_bits)
    if kind is CastKind.ZEXT:
        return settle(tuple(tm.zext(t, dest_bits) for t in terms), dest_bits)
    if kind is CastKind.SEXT:
        return settle(tuple(tm.sext(t, dest_bits) for t in terms), dest_bits)
    if kind in (CastKind.TRUNC, CastKind.PTRTOINT, CastKind.INTTOPTR):
        if dest_bits > src_bits:
            return settle(tuple(tm.zext(t, dest_bits) for t in terms), dest_bits)
        return settle(tuple(tm.trunc(t, dest_bits) for t in terms), dest_bits)
    if kind in (CastKind.BITCAST, CastKind.FREEZE) and dest_bits == src_bits:
        return settle(terms, dest_bits)
    raise TermError(f"{kind} from i{src_bits} to i{dest_bits} of a value read from an input")


def evaluate(value: SymLanes, memory: tm.Memory) -> IntArray:
    """The lanes' values, sign-extended as :mod:`.values` keeps them, when every buffer
    holds ``memory``'s bytes (a witness input's concrete run)."""
    cache: dict[int, int] = {}
    raw = [tm.evaluate(t, memory, cache) for t in value.terms]
    if value.bits >= 64:
        return np.array(raw, dtype=np.uint64).view(np.int64)
    return wrap(np.array(raw, dtype=np.int64), value.bits)
