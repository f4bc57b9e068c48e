"""The AMDGPU memory model as pure functions over an execution graph.

- :mod:`.events` — events and the spec's operation classes (store-available, …);
- :mod:`.relations` — bitset relations;
- :mod:`.hsa` — the LLVM/HSA scoped model: ``synchronizes_with``, ``happens_before``,
  coherence, read-modify-write atomicity, seq_cst;
- :mod:`.amdgpu` — ``availability_operations``, ``visibility_operations``,
  ``location_ordered_before``, ``may_see``, ``read_value``, ``data_races``;
- :mod:`.read_rules` — ``read_case``: which read-value bullet decides a read, under a
  ``Reading`` (the one function litmus and check both ask).

:func:`analyse` runs the co-independent part in the spec's order for one candidate
(events, rf): sw → hb → availability → visibility → location order.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from amdsync.semantics.memory_model.amdgpu import (
    Availability,
    ReadValue,
    Visibility,
    availability_operations,
    data_races,
    location_ordered_before,
    may_see,
    read_value,
    undef_reads,
    visibility_operations,
)
from amdsync.semantics.memory_model.events import Event, EventKind, inclusive_scopes
from amdsync.semantics.memory_model.hsa import (
    SwEdge,
    coherent,
    happens_before,
    program_order,
    program_steps,
    rmw_atomic,
    seq_cst_consistent,
    synchronizes_with,
)
from amdsync.semantics.memory_model.read_rules import ReadCase, Reading, read_case
from amdsync.semantics.memory_model.relations import Rel, topological_order


@dataclass(frozen=True)
class ModelState:
    """The relations of one candidate execution that do not depend on coherence order."""

    po: Rel
    sw: tuple[SwEdge, ...]
    hb: dict[int, Rel]
    order: tuple[int, ...]
    avail: Availability
    vis: Visibility
    lo: Rel


def analyse(events: Sequence[Event], rf: Sequence[int | None],
            rmw: Sequence[tuple[int, int]], po: Rel | None = None,
            sw: Sequence[SwEdge] | None = None) -> ModelState | None:
    """sw, hb, availability, visibility and location order for one candidate; None
    when happens-before is cyclic (no execution). ``po`` and ``sw``, when given, must be
    ``program_order(events)`` and ``synchronizes_with(events, po, rf, rmw)`` (a caller
    that already computed them)."""
    po = program_order(events) if po is None else po
    sw = synchronizes_with(events, po, rf, rmw) if sw is None else list(sw)
    spaces = sorted({e.addrspace for e in events if e.is_access})
    # No execution when po ∪ sw has a cycle (each hb[a] lies inside (po ∪ sw)+, so a
    # cycle of hb is one of po ∪ sw). The smallest topological order of po ∪ sw is
    # that of program_steps(po) ∪ sw: the same closure, far fewer edges.
    steps = program_steps(po)
    direct = list(steps)
    for a, b, _ in sw:
        direct[a] |= 1 << b
    order = topological_order(direct)
    if order is None:
        return None
    hb = happens_before(events, po, sw, spaces, order, steps)
    avail = availability_operations(events, po, hb, order)
    vis = visibility_operations(events, hb, order, avail)
    lo = location_ordered_before(events, po, hb, avail, vis)
    return ModelState(po, tuple(sw), hb, tuple(order), avail, vis, lo)


__all__ = [
    "Availability",
    "Event",
    "EventKind",
    "ModelState",
    "ReadCase",
    "ReadValue",
    "Reading",
    "SwEdge",
    "Visibility",
    "analyse",
    "availability_operations",
    "coherent",
    "data_races",
    "happens_before",
    "inclusive_scopes",
    "location_ordered_before",
    "may_see",
    "program_order",
    "read_case",
    "read_value",
    "rmw_atomic",
    "seq_cst_consistent",
    "synchronizes_with",
    "undef_reads",
    "visibility_operations",
]
