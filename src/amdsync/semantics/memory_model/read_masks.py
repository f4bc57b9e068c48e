"""``read_value`` and ``data_races`` over bit masks, for an enumerator that asks them of
every read of many execution graphs (docs/litmus.md, "Speed").

The definitions are :mod:`.amdgpu`'s — amdgpu-memory-model, "Location Order": what ``R``
may see, the value returned by ``R`` (decided by ``read_rules.read_case``, as everywhere)
and the data races — computed on masks instead of lists: the writes of a location, the
writes location-ordered before each read, and scope inclusion as sets of threads.

Inclusion ("Inclusive Scopes": the scope instance of each operation contains the other
operation) depends only on the two threads' places and the two scopes: ``y`` is in
``x``'s instance of ``x.scope`` exactly when ``y``'s thread is among the threads whose
place has ``x``'s instance of that scope. So a set ``S`` of operations is pairwise
inclusive exactly when, for each ``x`` in ``S``, every thread of ``S`` lies in ``x``'s
instance. An initial write has no thread and is included in, and includes, every
instance (docs/litmus.md, "Semantics choices").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from amdsync.program.topology import ThreadPlace
from amdsync.semantics.memory_model.amdgpu import ReadValue
from amdsync.semantics.memory_model.events import Event
from amdsync.semantics.memory_model.read_rules import Reading, read_case
from amdsync.semantics.memory_model.relations import Rel, bits

ALL_THREADS = -1  # the instance mask of an initial write: every thread


class AccessMasks:
    """What the mask forms need of one set of events besides hb and lo (a function of
    the events' kinds, locations, atomicity, scopes and places, never of their values):
    each location's writes and reads, the atomic events, and per event its thread's
    bit and the threads in its instance of its own scope."""

    def __init__(self, events: Sequence[Event], places: Mapping[int, ThreadPlace] | None = None,
                 cover: dict[tuple[int, int], int] | None = None) -> None:
        """``places``: every thread's place (default: those of the events' threads);
        ``cover``: the threads in each (thread, scope)'s instance among ``places``, kept
        by a caller that builds masks for many sets of events of the same threads (it is
        filled here as needed; only with ``places``)."""
        if places is None:
            places = {e.thread: e.place for e in events if e.place is not None}
            cover = None
        self.writes: dict[str | None, int] = {}
        self.reads: dict[str | None, int] = {}
        self.atomic = 0
        self.thread_bit: list[int] = []
        self.instance: list[int] = []
        cover = {} if cover is None else cover
        for e in events:
            bit = 1 << e.id
            if e.is_write:
                self.writes[e.location] = self.writes.get(e.location, 0) | bit
            elif e.is_read:
                self.reads[e.location] = self.reads.get(e.location, 0) | bit
            if e.atomic:
                self.atomic |= bit
            if e.place is None:
                self.thread_bit.append(0)
                self.instance.append(ALL_THREADS)
                continue
            self.thread_bit.append(1 << e.thread)
            key = (e.thread, e.scope)
            found = cover.get(key)
            if found is None:
                mine = e.place.ids[e.scope]
                found = cover[key] = sum(1 << t for t, p in places.items()
                                         if p.ids[e.scope] == mine)
            self.instance.append(found)
        # The events whose instance holds every thread: inclusive with every event.
        every = sum(1 << t for t in places)
        self.universal = sum(1 << e.id for e in events
                             if not every & ~self.instance[e.id])
        self._inclusive: dict[int, bool] = {}

    def inclusive(self, group: int) -> bool:
        """Are the events of mask ``group`` pairwise inclusive (each with itself too)?"""
        if not group & ~self.universal:
            return True
        found = self._inclusive.get(group)
        if found is None:
            threads = 0
            for x in bits(group):
                threads |= self.thread_bit[x]
            found = self._inclusive[group] = all(not threads & ~self.instance[x]
                                                 for x in bits(group))
        return found


class ReadMasks:
    """``read_value`` (``value``) and ``data_races`` (``races``) of one execution
    graph: events, their ``AccessMasks``, per-address-space hb and location order."""

    def __init__(self, events: Sequence[Event], masks: AccessMasks, hb: Mapping[int, Rel],
                 lo: Rel, reading: Reading = Reading.SPEC) -> None:
        self.events = events
        self.masks = masks
        self.hb = hb
        self.lo = lo
        self.reading = reading
        # Per read: the writes of its location location-ordered before it.
        self.before: dict[int, int] = {}
        for location, writes in masks.writes.items():
            reads = masks.reads.get(location, 0)
            for w in bits(writes):
                for r in bits(lo[w] & reads):
                    self.before[r] = self.before.get(r, 0) | 1 << w
        self._seen: dict[int, int] = {}

    def seen(self, r: int) -> int:
        """``may_see``: the writes of ``r``'s location but those ``r`` happens-before and
        those location-ordered before a write location-ordered before ``r``."""
        found = self._seen.get(r)
        if found is None:
            read = self.events[r]
            lo = self.lo
            before = self.before.get(r, 0)
            found = self.masks.writes.get(read.location, 0) & ~self.hb[read.addrspace][r]
            if before:
                for w in bits(found):
                    if lo[w] & before:
                        found &= ~(1 << w)
            self._seen[r] = found
        return found

    def _atomic_case(self, r: int, seen: int) -> bool:
        group = seen | 1 << r
        return not group & ~self.masks.atomic and self.masks.inclusive(group)

    def value(self, r: int) -> ReadValue:
        """``amdgpu.read_value(events, hb, lo, r, reading)``."""
        before = self.before.get(r, 0)
        seen = self.seen(r) if before else 0
        case = read_case(
            any_location_ordered=bool(before),
            all_atomic_inclusive=bool(before) and self._atomic_case(r, seen),
            sees_unordered=bool(seen & ~before), seen=bin(seen).count("1"),
            reading=self.reading)
        return ReadValue(() if case.is_undef else tuple(bits(seen)), case.value, case)

    def races(self) -> list[tuple[int, int]]:
        """``amdgpu.data_races(events, hb, lo)``, in the same order."""
        events, masks, lo = self.events, self.masks, self.lo
        out: list[tuple[int, int]] = []
        for r in events:
            if not r.is_read or r.is_init:
                continue
            seen = self.seen(r.id)
            if self._atomic_case(r.id, seen):
                continue
            for wi in bits(seen):
                w = events[wi]
                if w.is_init or w.thread == r.thread or lo[wi] >> r.id & 1:
                    continue
                if r.atomic and w.atomic and masks.inclusive(1 << wi | 1 << r.id):
                    continue
                out.append((wi, r.id))
        for a in events:
            if not a.is_write or a.is_init:
                continue
            for bi in bits(masks.writes.get(a.location, 0) & ~((2 << a.id) - 1)):
                b = events[bi]
                if b.is_init or a.thread == b.thread:
                    continue
                if a.atomic and b.atomic and masks.inclusive(1 << a.id | 1 << bi):
                    continue
                if lo[a.id] >> bi & 1 or lo[bi] >> a.id & 1:
                    continue
                out.append((a.id, bi))
        return out
