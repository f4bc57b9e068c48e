"""A buffer intrinsic's address under terms (docs/semantics/symbolic.md, "Buffer
resources at term offsets").

A buffer load or store addresses ``base + voffset + soffset + offset`` (+ ``vindex ×
stride`` for the struct forms) of its resource, and the access happens only where the
range check passes: "an out-of-range buffer load returns 0 and an out-of-range store
is dropped". The machine computes both concretely (machine/registers.py
``_buffer_addr``: the sum of the operands as the registers hold them, sign-extended to
64 bits, in range when ``0 <= sum < num_records``, every lane in range when the extent
is not known). Where an operand is a term, :func:`buffer_lanes` gives the same two
things as terms, lane by lane: the 64-bit address and the i1 "the access happens".
Both are exactly the machine's arithmetic on every input (the sum of three sign-extended
32-bit values, or of a product with a known stride, never leaves 64 bits where the
machine's ``int64`` sum does not either: each operand is below 2**32 in magnitude, a
stride below 2**16 as the V# holds it), so a query that includes "the access happens"
asks exactly what the concrete run does, out-of-range lanes included.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from amdsync.explore.symbolic import terms as tm
from amdsync.explore.symbolic.terms import Term, TermError
from amdsync.explore.values.symbolic import Lanes, SymLanes
from amdsync.explore.values.values import IntArray

ADDRESS_BITS = 64


@dataclass(frozen=True)
class BufferLanes(SymLanes):
    """A buffer intrinsic's address lanes: ``terms`` the 64-bit address of each lane
    (resource base + offset), ``happens`` the i1 term "its range check passes" (the
    access happens; else a load reads 0 and a store is dropped)."""

    happens: tuple[Term, ...]


def _wide(lanes: Lanes, slot: int) -> Term:
    """Lane ``slot`` of an offset operand as a 64-bit term: a register's value
    sign-extended, as the machine's ``int64`` lane holds it."""
    if isinstance(lanes, SymLanes):
        term = lanes.terms[slot]
        return tm.sext(term, ADDRESS_BITS) if term.width < ADDRESS_BITS else term
    return tm.const(int(lanes[slot]), ADDRESS_BITS)


def buffer_lanes(base: IntArray, num_records: IntArray | None, offsets: Sequence[Lanes],
                 index: Lanes | None, stride: IntArray | None) -> BufferLanes:
    """The address and range check of each lane of a buffer access whose resource has
    the known ``base`` and extent ``num_records`` (None: not known, no range check, as
    the machine takes it), at the sum of ``offsets`` (+ ``index × stride``). Raises
    TermError where an operand's width does not allow it."""
    width = len(base)
    if index is not None and stride is None:
        raise TermError("a buffer index on a resource whose stride is not known")
    addresses: list[Term] = []
    happens: list[Term] = []
    for slot in range(width):
        terms = [_wide(lanes, slot) for lanes in offsets]
        if index is not None:
            assert stride is not None
            terms.append(tm.binary("mul", _wide(index, slot),
                                   tm.const(int(stride[slot]), ADDRESS_BITS)))
        limit = None if num_records is None else int(num_records[slot])
        check, total = _checked(terms, limit)
        addresses.append(tm.binary("add", tm.const(int(base[slot]), ADDRESS_BITS), total))
        happens.append(check)
    return BufferLanes(tuple(addresses), ADDRESS_BITS, tuple(happens))


def _in_range(total: Term, limit: int | None) -> Term:
    """The range check of an offset: ``0 <= total < limit`` (signed, 64 bits)."""
    if limit is None:
        return tm.const(1, 1)
    return tm.binary("and", tm.icmp("sge", total, tm.const(0, ADDRESS_BITS)),
                     tm.icmp("slt", total, tm.const(limit, ADDRESS_BITS)))


def _checked(terms: list[Term], limit: int | None) -> tuple[Term, Term]:
    """The range check of the sum of ``terms`` and an offset term equal to the sum
    wherever the check passes. Triton masks a lane's access by an offset
    ``select(mask, x, -2**31)``, out of range for every input: where one side of such a
    select (under a sign extension) is out of range whatever the input, the check is
    the select's condition and the other side's check, and the offset that side's —
    ``select(c, h_a, false)`` is ``c and h_a``, and a query asks about an offset only
    where its check holds (``Logged.within``; a load's term is ``happens ? … : 0``), so
    the two offsets are exact alike. It keeps the solver's disjunctions free of selects
    whose one side never matters."""
    symbolic = [t for t in terms if not t.is_const]
    rest = sum(t.value for t in terms if t.is_const)
    total = tm.const(rest, ADDRESS_BITS)
    for t in terms:
        if not t.is_const:
            total = tm.binary("add", total, t)
    if len(symbolic) != 1:
        return _in_range(total, limit), total
    return _pruned(symbolic[0], rest, limit) or (_in_range(total, limit), total)


def _pruned(part: Term, rest: int, limit: int | None) -> tuple[Term, Term] | None:
    """``_checked`` of ``part + rest`` where ``part`` is a (sign-extended) select with
    one side out of range for every input; None where it is not."""
    extended = part.op == "sext"
    inner = part.args[0] if extended else part
    if inner.op != "select" or limit is None:
        return None
    cond, a, b = inner.args

    def side(x: Term) -> tuple[Term, Term]:
        wide = tm.sext(x, ADDRESS_BITS) if extended else x
        total = tm.binary("add", wide, tm.const(rest, ADDRESS_BITS))
        return _pruned(wide, rest, limit) or (_in_range(total, limit), total)

    (check_a, total_a), (check_b, total_b) = side(a), side(b)
    if check_b.is_const and check_b.value == 0:
        return tm.binary("and", cond, check_a), total_a
    if check_a.is_const and check_a.value == 0:
        return tm.binary("and", tm.bool_not(cond), check_b), total_b
    return None
