"""Terms of the registers amdsync does not know (docs/semantics/symbolic.md, "Symbols in
the machine"): a side table ``Frame.sym`` beside the registers, as ``Frame.uniform``
keeps value numbers. A register the machine holds as ``UNKNOWN`` has a term per lane
when it was computed — by ``add``/``icmp``/``select``/a cast/a pointer addition, LangRef's
instructions as explore/values/symbolic.py mirrors them — from registers whose lanes are
known or have terms; a load of input memory gives the first terms
(explore/every_input/symbolic_access.py). Anything else (a phi, a call's result, a float,
an operation without an exact term: division, a symbolic shift amount) leaves the
register without a term, so what depends on it stays unknown, as before.

Lanes: an operation writes its active lanes; an inactive lane keeps what it held
(explore/values/values.py, ``assigned``), so its term is its old term, or the constant it
held, or — where the register was never written — any term (no use is reached by a lane
that did not run the definition: SSA dominance). Where an inactive lane held an unknown
value without a term, the register gets none.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from amdsync.explore.symbolic.terms import Term, TermError
from amdsync.explore.values import symbolic as sv
from amdsync.explore.values.compute import type_bits
from amdsync.explore.values.symbolic import Lanes, SymLanes
from amdsync.explore.values.values import BoolArray, Value
from amdsync.program import ops as o

Evaluate = Callable[[o.Operand], Value]
SymTable = dict[str, SymLanes]


def lanes_of(operand: o.Operand, sym: SymTable, evaluate: Evaluate) -> Lanes | None:
    """An operand's lanes: its concrete vector, or its terms, or None (unknown)."""
    if isinstance(operand, o.Reg) and operand.name in sym:
        return sym[operand.name]
    value = evaluate(operand)
    return value if isinstance(value, np.ndarray) else None


def _bits_of(operand: o.Operand, lanes: Lanes, fallback: int | None) -> int | None:
    if isinstance(lanes, SymLanes):
        return lanes.bits
    if isinstance(operand, o.Const):
        return type_bits(operand.ty)
    return fallback


def result_terms(op: o.Op, sym: SymTable, evaluate: Evaluate) -> Lanes | None:
    """The lanes of ``op``'s result computed on terms (every lane, as if all were
    active), or None when an operand is unknown without terms or the operation has no
    exact term form."""
    try:
        return _result(op, sym, evaluate)
    except TermError:
        return None


def _result(op: o.Op, sym: SymTable, evaluate: Evaluate) -> Lanes | None:
    match op:
        case o.BinOp(_, kind, lhs, rhs, ty):
            bits = type_bits(ty)
            a, b = lanes_of(lhs, sym, evaluate), lanes_of(rhs, sym, evaluate)
            if bits is None or a is None or b is None:
                return None
            return sv.binop(kind, a, b, bits)
        case o.ICmp(_, pred, lhs, rhs):
            a, b = lanes_of(lhs, sym, evaluate), lanes_of(rhs, sym, evaluate)
            if a is None or b is None:
                return None
            bits = _bits_of(lhs, a, None) or _bits_of(rhs, b, None)
            if bits is None:
                return None
            return sv.icmp(pred, a, b, bits)
        case o.Select(_, cond, if_true, if_false, ty):
            bits = type_bits(ty)
            c = lanes_of(cond, sym, evaluate)
            a, b = lanes_of(if_true, sym, evaluate), lanes_of(if_false, sym, evaluate)
            if bits is None or c is None or a is None or b is None:
                return None
            return sv.select(c, a, b, bits)
        case o.Cast(kind=kind, value=value, ty=ty, src_ty=src_ty):
            dest_bits = type_bits(ty)
            a = lanes_of(value, sym, evaluate)
            if dest_bits is None or a is None or src_ty is None:
                return None
            src_bits = type_bits(src_ty)
            if src_bits is None:
                return None
            return sv.cast(kind, a, src_bits, dest_bits)
        case o.PtrAdd(_, base, offset, ty):
            bits = type_bits(ty) or 64
            a, b = lanes_of(base, sym, evaluate), lanes_of(offset, sym, evaluate)
            if a is None or b is None:
                return None
            if isinstance(b, SymLanes) and b.bits != bits:
                b = sv.cast(o.CastKind.SEXT if b.bits < bits else o.CastKind.TRUNC, b,
                            b.bits, bits)
            return sv.binop(o.BinOpKind.ADD, a, b, bits)
    return None


# Operations whose result may get terms (a buffer intrinsic's address: its own terms,
# explore/symbolic/buffer_terms.py, which the machine gives it; ``record`` drops any).
TRACKED = (o.BinOp, o.ICmp, o.Select, o.Cast, o.PtrAdd, o.BufferAddr)


def record(op: o.Op, sym: SymTable, regs: dict[str, Value], mask: BoolArray,
           previous: Value | None, had_terms: SymLanes | None,
           evaluate: Evaluate) -> None:
    """After ``op`` ran for the lanes ``mask``: give its result terms where the machine
    left it unknown, else drop any terms it had (the module docstring says how inactive
    lanes are kept). ``previous``/``had_terms``: the register and its terms before."""
    dest = getattr(op, "dest", None)
    if not isinstance(dest, str):
        return
    if isinstance(regs.get(dest), np.ndarray) or not isinstance(op, TRACKED):
        sym.pop(dest, None)
        return
    lanes = result_terms(op, sym, evaluate)
    if isinstance(lanes, np.ndarray):
        # The same value for every input (``x * 0``, ``x - x``): the register holds it.
        sym.pop(dest, None)
        if bool(mask.all()) or previous is None:  # (never written: no lane uses it)
            regs[dest] = lanes
        elif isinstance(previous, np.ndarray):
            regs[dest] = np.where(mask, lanes, previous)
        return
    if lanes is None:
        sym.pop(dest, None)
        return
    kept = with_inactive(lanes, mask, previous, had_terms)
    if kept is None:
        sym.pop(dest, None)
    else:
        sym[dest] = kept


def with_inactive(lanes: SymLanes, mask: BoolArray, previous: Value | None,
                  had_terms: SymLanes | None) -> SymLanes | None:
    """``lanes`` in the active lanes of ``mask``, and in the others what they held
    (the module docstring): their old terms, or their old known values, or anything
    where the register was never written; None where an inactive lane held an unknown
    value without a term."""
    if bool(mask.all()):
        return lanes
    bits = lanes.bits
    kept: tuple[Term, ...]
    if previous is None:
        return lanes  # (never written: no inactive lane uses it)
    if had_terms is not None and had_terms.bits == bits:
        kept = had_terms.terms
    elif isinstance(previous, np.ndarray):
        kept = sv.terms_of(previous, bits)
    else:
        return None
    return SymLanes(tuple(new if on else old for new, old, on in
                          zip(lanes.terms, kept, mask.tolist(), strict=True)), bits)
