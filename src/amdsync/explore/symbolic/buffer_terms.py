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
        total = tm.const(0, ADDRESS_BITS)
        for lanes in offsets:
            total = tm.binary("add", total, _wide(lanes, slot))
        if index is not None:
            assert stride is not None
            total = tm.binary("add", total, tm.binary(
                "mul", _wide(index, slot), tm.const(int(stride[slot]), ADDRESS_BITS)))
        addresses.append(tm.binary("add", tm.const(int(base[slot]), ADDRESS_BITS), total))
        if num_records is None:
            happens.append(tm.const(1, 1))
        else:
            happens.append(tm.binary("and", tm.icmp("sge", total, tm.const(0, ADDRESS_BITS)),
                                     tm.icmp("slt", total, tm.const(int(num_records[slot]),
                                                                    ADDRESS_BITS))))
    return BufferLanes(tuple(addresses), ADDRESS_BITS, tuple(happens))

