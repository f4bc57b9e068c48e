"""The AMDGPU availability / visibility / location-order model and its read-value rules.

amdgpu-memory-model, "Availability and Visibility" … "Location Order". Each function is
one definition of the spec, under the spec's name, computed over an execution graph:
the events, program order ``po`` and the per-address-space happens-before ``hb`` from
:mod:`amdsync.semantics.memory_model.hsa`. Nothing here enumerates; the explorer (or the
kernel checker) supplies the relations.

Representation. A scope instance is named by an event and a scope ("the instance of
scope S that contains X"). Availability of ``W`` is the set of availability operations
on ``W``; each makes ``W`` available in its own instance (and the subscope instances
including ``W``). Visibility of ``W`` is, per visibility operation ``Y``, the *level*
``s``: ``Y`` makes ``W`` visible in ``Y``'s instance of scope ``s`` and in every
subscope instance of it that includes ``Y`` — exactly the instances of scopes ``≤ s``
containing ``Y``, since the definition anchors them to the observer (Property 4).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from amdsync.program.ops import Scope
from amdsync.semantics.memory_model.events import (
    Event,
    inclusive_scopes,
    instance_includes,
    is_load_visible,
    is_make_available,
    is_make_visible,
    is_store_available,
    orders_space,
)
from amdsync.semantics.memory_model.read_rules import ReadCase, Reading, read_case
from amdsync.semantics.memory_model.relations import Rel, bits

Availability = dict[int, set[int]]  # write -> its availability operations
Visibility = dict[int, dict[int, Scope]]  # write -> visibility operation -> level


def availability_scope(x: Event) -> Scope:
    """The scope with which ``x`` acts as an availability operation: a store-available
    access acts at its own scope, a MakeAvailable at its syncscope."""
    if is_store_available(x) and x.av_scope is not None:
        return x.av_scope
    return x.scope


def visibility_scope(y: Event) -> Scope:
    """The scope with which ``y`` acts as a visibility operation."""
    if is_load_visible(y) and y.av_scope is not None:
        return y.av_scope
    return y.scope


def availability_operations(events: Sequence[Event], po: Rel, hb: Mapping[int, Rel],
                            order: Sequence[int]) -> Availability:
    """amdgpu-memory-model, "Availability Operation". ``X`` is an availability operation
    on write ``W`` if

    - ``X`` is ``W`` itself and ``W`` is store-available, or
    - ``X`` is a MakeAvailable that follows ``W`` in program order, or
    - ``X`` is a MakeAvailable whose scope instance includes ``W``, and some
      availability operation ``Z`` on ``W`` happens-before ``X`` with ``Z``'s scope
      instance including ``X``.

    ``order`` is a topological order of hb, so the chain is built in one pass.
    A MakeAvailable acts only on the address spaces it orders (``-one-as``,
    ``amdgpu-synchronize-as``; docs/litmus.md, "Semantics choices")."""
    out: Availability = {}
    makers = [xi for xi in order if is_make_available(events[xi])]
    for w in events:
        if not w.is_write:
            continue
        hb_w = hb[w.addrspace]
        ops: set[int] = {w.id} if is_store_available(w) else set()
        for xi in makers:
            x = events[xi]
            if xi == w.id or not orders_space(x, w.addrspace):
                continue
            if po[w.id] >> xi & 1:
                ops.add(xi)
                continue
            if not instance_includes(x, x.scope, w):
                continue
            for zi in ops:
                z = events[zi]
                if hb_w[zi] >> xi & 1 and instance_includes(z, availability_scope(z), x):
                    ops.add(xi)
                    break
        out[w.id] = ops
    return out


def visibility_operations(events: Sequence[Event], hb: Mapping[int, Rel],
                          order: Sequence[int], avail: Availability) -> Visibility:
    """amdgpu-memory-model, "Visibility Operation". ``Y`` (a load-visible to ``W``'s
    address, or a MakeVisible) is a visibility operation on ``W`` if

    - an availability operation ``X`` on ``W`` happens-before ``Y`` with inclusive
      scopes: ``Y`` makes ``W`` visible in their common scope instance (the smaller), or
    - a visibility operation ``X`` on ``W`` happens-before ``Y``, makes ``W`` visible in
      an instance ``S1`` including ``Y``, and ``X`` is in ``Y``'s scope instance ``S2``:
      ``Y`` makes ``W`` visible in ``S1 ∩ S2``.

    The result maps each visibility operation to its level (see the module docstring)."""
    out: Visibility = {}
    # (id, event, load-visible, MakeVisible, its visibility scope) of each observer.
    observers = [(yi, events[yi], is_load_visible(events[yi]), is_make_visible(events[yi]),
                  visibility_scope(events[yi])) for yi in order
                 if is_make_visible(events[yi]) or is_load_visible(events[yi])]
    # The observers that can act on a write of each (location, address space): a
    # load-visible of the location, or a MakeVisible ordering the address space.
    targets: dict[tuple[str | None, int], list[tuple[int, Event, Scope]]] = {}
    for w in events:
        if not w.is_write:
            continue
        hb_w = hb[w.addrspace]
        vis: dict[int, Scope] = {}
        ops = [(xi, events[xi], availability_scope(events[xi])) for xi in avail.get(w.id, ())]
        if not ops:
            out[w.id] = vis
            continue
        key = (w.location, w.addrspace)
        mine = targets.get(key)
        if mine is None:
            mine = targets[key] = [
                (yi, y, sy) for yi, y, lv, mv, sy in observers
                if (lv and y.location == w.location) or (mv and orders_space(y, w.addrspace))]
        # Every visibility operation on W happens after an availability operation on W
        # (the first bullet directly, the second through the X it names, hb being
        # transitive): an observer outside ``reach`` is none.
        reach = 0
        for xi, _, _ in ops:
            reach |= hb_w[xi]
        for yi, y, sy in mine:
            if not reach >> yi & 1:
                continue
            best: Scope | None = None
            for xi, x, sx in ops:
                if hb_w[xi] >> yi & 1 and inclusive_scopes(x, sx, y, sy):
                    level = min(sx, sy)
                    best = level if best is None else max(best, level)
            for xi, s1 in vis.items():
                x = events[xi]
                if not hb_w[xi] >> yi & 1:
                    continue
                if instance_includes(x, s1, y) and instance_includes(y, sy, x):
                    level = min(s1, sy)
                    best = level if best is None else max(best, level)
            if best is not None:
                vis[yi] = best
        out[w.id] = vis
    return out


def location_ordered_before(events: Sequence[Event], po: Rel, hb: Mapping[int, Rel],
                            avail: Availability, vis: Visibility) -> Rel:
    """amdgpu-memory-model, "Location Order". ``W lo Y`` (same address) if

    - ``W`` is program-ordered before ``Y``; or
    - ``Y`` is a write ``W1`` and an availability operation ``Z`` on ``W``
      happens-before ``W1`` with ``W1`` in ``Z``'s scope instance; or
    - ``Y`` is a read ``R`` and a visibility operation on ``W`` is ``R`` or precedes
      ``R`` in program order.

    An initial write is location-ordered before every other access to its location."""
    n = len(events)
    lo = [0] * n
    # Per location: its accesses, writes, reads and initial writes, as masks.
    masks: dict[str, list[int]] = {}
    for e in events:
        if e.is_access and e.location is not None:
            m = masks.setdefault(e.location, [0, 0, 0, 0])
            bit = 1 << e.id
            m[0] |= bit
            m[1 if e.is_write else 2] |= bit
            if e.is_init:
                m[3] |= bit
    for w in events:
        if not w.is_write or w.location is None:
            continue
        hb_w = hb[w.addrspace]
        accesses, writes, reads, inits = masks[w.location]
        others = accesses & ~(1 << w.id)
        row = others & ~inits if w.is_init else 0
        row |= po[w.id] & others
        # A write W1: an availability operation Z on W happens-before W1, W1 in Z's
        # scope instance.
        left = others & writes & ~row
        for zi in avail.get(w.id, ()):
            z = events[zi]
            scope = availability_scope(z)
            for y in bits(hb_w[zi] & left):
                if instance_includes(z, scope, events[y]):
                    row |= 1 << y
                    left &= ~(1 << y)
        # A read R: a visibility operation on W is R or po-before R.
        left = others & reads & ~row
        for zi in vis.get(w.id, {}):
            row |= ((1 << zi) | po[zi]) & left
        lo[w.id] = row
    return lo


def writes_by_location(events: Sequence[Event]) -> dict[str | None, list[int]]:
    """The writes to each location, in id order (what ``may_see`` and ``read_value``
    take as ``writes``, for a caller that asks about many reads)."""
    out: dict[str | None, list[int]] = {}
    for e in events:
        if e.is_write:
            out.setdefault(e.location, []).append(e.id)
    return out


def may_see(events: Sequence[Event], hb: Mapping[int, Rel], lo: Rel, r: int,
            writes: Sequence[int] | None = None) -> list[int]:
    """amdgpu-memory-model, "Location Order": ``R`` may see any write to the same
    address except a write ``W1`` with ``W1 lo W2 lo R`` for some write ``W2``, and a
    write ``W3`` that ``R`` happens-before. ``writes``: the writes to ``R``'s location
    in id order, when the caller has them (``writes_by_location``)."""
    read = events[r]
    after_r = hb[read.addrspace][r]
    if writes is None:
        writes = writes_by_location(events).get(read.location, [])
    lo_before_r = 0
    for w in writes:
        if lo[w] >> r & 1:
            lo_before_r |= 1 << w
    return [w for w in writes if not after_r >> w & 1 and not lo[w] & lo_before_r]


@dataclass(frozen=True)
class ReadValue:
    """What the read-value rules allow ``R`` to return: the value of one of
    ``sources`` (a defined read), or ``undef`` (``sources`` empty). ``rule`` names the
    spec bullet that decided it; ``case`` is that bullet (read_rules.ReadCase). Under
    ``--reading latest-write`` a read of several writes all location-ordered before it
    (``case`` LATEST_WRITE) returns the last of ``sources`` in coherence order."""

    sources: tuple[int, ...]
    rule: str
    case: ReadCase = ReadCase.ONE_WRITE

    @property
    def is_undef(self) -> bool:
        return not self.sources


def _all_atomic_inclusive(ops: Sequence[Event]) -> bool:
    if not all(op.atomic for op in ops):
        return False
    # Inclusion is symmetric and holds of an event with itself: each pair once.
    for i, a in enumerate(ops):
        for b in ops[i + 1:]:
            if not inclusive_scopes(a, a.scope, b, b.scope):
                return False
    return True


def read_value(events: Sequence[Event], hb: Mapping[int, Rel], lo: Rel, r: int,
               reading: Reading = Reading.SPEC,
               writes: Sequence[int] | None = None) -> ReadValue:
    """amdgpu-memory-model, "Location Order", the value returned by ``R``: the facts
    the bullets test, over this execution graph, judged by read_rules.read_case (the
    one function ``amdsync check`` asks too). ``writes`` as for ``may_see``."""
    read = events[r]
    if writes is None:
        writes = writes_by_location(events).get(read.location, [])
    ordered = any(lo[w] >> r & 1 for w in writes)
    seen = may_see(events, hb, lo, r, writes) if ordered else []
    case = read_case(
        any_location_ordered=ordered,
        all_atomic_inclusive=ordered and _all_atomic_inclusive(
            [read, *(events[w] for w in seen)]),
        sees_unordered=any(not lo[w] >> r & 1 for w in seen),
        seen=len(seen), reading=reading)
    return ReadValue(() if case.is_undef else tuple(seen), case.value, case)


def data_races(events: Sequence[Event], hb: Mapping[int, Rel], lo: Rel) -> list[tuple[int, int]]:
    """Pairs of conflicting accesses of different threads the model leaves unordered
    (docs/litmus.md, "Data races"):

    - a write ``W`` and a read ``R`` that may see it (``W ∈ may_see(R)``) without ``W``
      being location-ordered before ``R``, unless ``R`` takes the atomic case of the
      read-value rules or ``R`` and ``W`` are themselves atomic with inclusive scopes
      — the situations in which ``R`` returns ``undef`` because of ``W``, less those
      in which it does only because a third write it may see is not atomic (an atomic
      add that may see a plain initializing store: the add reads undef, reason
      several-writes, and the two adds do not race; shared/spec/READINGS.md item 1);
    - two writes neither location-ordered before the other, unless both are atomic
      with inclusive scopes (later readers then see two unordered writes)."""
    races: list[tuple[int, int]] = []
    accesses = [e for e in events if e.is_access and not e.is_init]
    by_location = writes_by_location(events)
    for r in accesses:
        if not r.is_read:
            continue
        seen = may_see(events, hb, lo, r.id, by_location.get(r.location, []))
        if _all_atomic_inclusive([r, *(events[w] for w in seen)]):
            continue
        for wi in seen:
            w = events[wi]
            if not w.is_init and w.thread != r.thread and not lo[wi] >> r.id & 1 and not (
                    r.atomic and w.atomic and inclusive_scopes(r, r.scope, w, w.scope)):
                races.append((wi, r.id))
    for i, a in enumerate(accesses):
        if not a.is_write:
            continue
        for b in accesses[i + 1:]:
            if not b.is_write or a.location != b.location or a.thread == b.thread:
                continue
            if a.atomic and b.atomic and inclusive_scopes(a, a.scope, b, b.scope):
                continue
            if lo[a.id] >> b.id & 1 or lo[b.id] >> a.id & 1:
                continue
            races.append((a.id, b.id))
    return races


def undef_reads(events: Sequence[Event], hb: Mapping[int, Rel], lo: Rel) -> list[int]:
    """The reads the model lets return ``undef`` (what ``amdsync check`` reports)."""
    return [e.id for e in events if e.is_read and read_value(events, hb, lo, e.id).is_undef]


__all__ = [
    "Availability",
    "ReadValue",
    "Visibility",
    "availability_operations",
    "availability_scope",
    "bits",
    "data_races",
    "location_ordered_before",
    "may_see",
    "read_value",
    "undef_reads",
    "visibility_operations",
    "visibility_scope",
    "writes_by_location",
]
