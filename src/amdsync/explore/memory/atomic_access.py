"""Atomic accesses under the memory model: which write an atomic read reads and
where a write goes in coherence order (explore/lanes/atomics.py keeps the log), what a
release publishes and an acquire takes (release sequences, fence-atomic
synchronization), the load-buffering orders one schedule cannot reach, and the
compare-exchanges whose failure could hide a race.

amdgpu-memory-model (scopes, inclusive scope instances, availability and visibility);
LLVM LangRef, atomicrmw / cmpxchg / fence; docs/semantics/schedules.md, "Atomic reads" and "Load
buffering".
"""

from __future__ import annotations

import numpy as np

from amdsync.diagnostics import Loc
from amdsync.explore.lanes.atomic_only import atomics_only
from amdsync.explore.lanes.atomics import (
    Published,
    ReadRec,
    WriteRec,
    merge_published,
    synchronizing,
)
from amdsync.explore.machine.state import ReleaseRecord, WaveState
from amdsync.explore.memory.shadow import AtomicInfo
from amdsync.explore.search.options import Incomplete
from amdsync.explore.sync.async_context import AsyncContextRecords
from amdsync.explore.values.values import Value
from amdsync.program import ops as o
from amdsync.semantics.clocks import ALL_AS, synchronizes

# Read-modify-write operations that commute and associate (LLVM LangRef, atomicrmw):
# lanes applying them in any order leave one value. Not the float ones (rounding).
_COMMUTING_RMW = frozenset({"add", "and", "or", "xor", "max", "min", "umax", "umin"})


def commuting_rmw(op: o.Op) -> bool:
    return isinstance(op, o.AtomicRMW) and op.op in _COMMUTING_RMW


def compare_fails(old_value: int | None, expected: Value, slot: int) -> bool:
    """Did a compare-exchange that read ``old_value`` find something other than its
    expected value (both known; an unknown value counts as no failure)?"""
    return (old_value is not None and isinstance(expected, np.ndarray)
            and old_value != int(expected[slot]))


def _could_race(a: tuple[int, AtomicInfo | None], b: tuple[int, AtomicInfo | None]) -> bool:
    """Could a write by one of these two accesses (lane, atomicity) race with the other:
    different lanes, and not both atomic with inclusive scopes?"""
    (lane_a, info_a), (lane_b, info_b) = a, b
    if lane_a == lane_b:
        return False
    if info_a is None or info_b is None:
        return True
    return not synchronizes(info_a.place, o.Scope(info_a.scope), info_b.place,
                            o.Scope(info_b.scope))


def failure_atomicity(op: o.Op) -> o.Atomicity:
    assert isinstance(op, o.CmpXchg)
    return o.Atomicity(op.failure, op.atomic.scope, op.atomic.av_none)


# An empty watch entry (never changed: _watch_cas copies before it adds).
_Watcher = tuple[int, "AtomicInfo | None"]
_NO_WATCH: tuple[frozenset[_Watcher], frozenset[_Watcher]] = (frozenset(), frozenset())

class AtomicAccess(AsyncContextRecords):
    """Reads-from, coherence and synchronization of atomic accesses."""

    # ``_orders_decide_nothing``, once per machine (None: not asked yet).
    _atomics_only: bool | None = None

    def _orders_decide_nothing(self) -> bool:
        """Does every execution make the findings the first pass's one execution
        makes, whatever an atomic reads and wherever a write goes in coherence order? Yes
        when no race can exist whatever happens-before is (``atomics_only``) and no value an
        atomic reads decides an event or memory contents — so paths, addresses and every
        value that reaches memory or a use are the same in every execution
        (docs/semantics/atomics-and-lanes.md, "Atomics only: orders that decide nothing").
        Not with ``lane_orders`` (every order of the lanes explored: the differential tests'
        baseline)."""
        if self.value_dependent or self.options.lane_orders:
            return False
        if self._atomics_only is None:
            self._atomics_only = atomics_only(self.program, self.launch.agents)
        return self._atomics_only

    def _atomic_info(self, lane: int, atomic: o.Atomicity | None) -> AtomicInfo | None:
        if atomic is None or atomic.ordering == o.Ordering.NOT_ATOMIC:
            return None
        key = (lane, int(atomic.scope.scope))
        info = self._atomic_infos.get(key)
        if info is None:
            info = self._atomic_infos[key] = AtomicInfo(key[1], self.places[lane])
        return info

    def _watch_cas(self, lane: int, key: int, info: AtomicInfo | None, failed: bool,
                   loc: Loc) -> None:
        """A compare-exchange that fails writes nothing (LLVM LangRef, cmpxchg), and
        whether it fails depends on the write it reads: in another schedule it may succeed
        and write. That write can race with another lane's plain access to the location, or
        with an atomic one whose scope is not inclusive with its own (amdgpu-memory-model,
        data races) — then one schedule does not stand for all, and every order is explored
        (docs/semantics/schedules.md, "Atomic reads: one pass when values decide nothing").
        Where every other access is an atomic with inclusive scopes (lanes taking a lock,
        counters), whether it writes races with nothing."""
        watch = self.cas_watch
        assert watch is not None  # (callers run it only on the first pass)
        accessors, failures = watch.get(key) or _NO_WATCH
        me = (lane, info)
        if any(_could_race(me, other) for other in failures) or (
                failed and any(_could_race(me, other) for other in accessors)):
            self.schedule_dependent = self.schedule_dependent or (
                "whether a compare-exchange writes", loc)
        if me in accessors and (not failed or me in failures):
            return  # (nothing changes: a fork's shared sets stay shared)
        owned = watch.get(key) if key in self.cas_owned else None
        if owned is None:  # (copy on write: core.MachineCore.fork)
            owned = watch[key] = (set(accessors), set(failures))
            self.cas_owned.add(key)
        owned[0].add(me)
        if failed:
            owned[1].add(me)

    def _reads_from(self, wave: WaveState, slot: int, lane: int, key: int, size: int,
                    as_class: int, op: o.Load | o.Store | o.AtomicRMW | o.CmpXchg | o.AvLoad
                    | o.AvStore, atomic: o.Atomicity, retry: bool
                    ) -> tuple[list[int | None], WriteRec | None, int | None]:
        """Which write this atomic read reads (explore/lanes/atomics.py), and for a
        read-modify-write where its write goes in coherence order (right after the
        write it reads). First pass: the co-oldest write coherence allows (hb-minimal);
        a spinning load re-executed reads the co-latest (it must see progress). Full
        exploration: what the scheduler chose."""
        log = self.atomic_log
        assert log is not None
        rmw = isinstance(op, o.AtomicRMW | o.CmpXchg)
        floor, hb_floor = log.coherent_floor(self.clocks, lane, as_class, key, rmw)
        insert_at: int | None = None
        if rmw:
            positions = log.insert_positions(floor, key)
            # A compare-exchange re-executed in a spin takes the co-latest position, as
            # a spinning load reads the co-latest write (it must see progress).
            insert_at = self.forced_rf.pop(slot, positions[-1] if retry else positions[0])
            index = insert_at - 1
            if retry and insert_at != positions[-1]:
                wave.spin_stale = True
        else:
            index = log.latest(key) if retry else floor
            index = self.forced_rf.pop(slot, index)
            if retry and index < log.latest(key):
                wave.spin_stale = True
        chosen = log.write(key, index)
        if chosen is not None and (chosen.base != key or chosen.size != size):
            raise Incomplete("mixed-size accesses to a location read atomically are not "
                             "modelled (the atomic read overlaps a write of another size)",
                             op.loc)
        if (not self.full and self.rf_dependent is None and (index > floor or not hb_floor)
                and not self._orders_decide_nothing()):
            # Not the hb-minimal choice: other schedules or reads-from choices give
            # less happens-before when what it passes over could synchronize.
            me = self.places[lane]
            passed = log.writes.get(key, ())[max(floor, 0):index + 1]
            if rmw and atomic.ordering != o.Ordering.MONOTONIC:
                if any(w.lane != lane for w in passed):
                    self.rf_dependent = op.loc
            elif any(w.published and w.lane != lane
                     and synchronizing(w.merged if atomic.scope.scope > o.Scope.SINGLETHREAD
                                       else w.published, me, int(atomic.scope.scope))
                     for w in passed):
                self.rf_dependent = op.loc
        # (A release another lane published may reach this lane through the read, or
        # through a later acquire fence whatever the read's own scope: kept whole.)
        source_releases = chosen is not None and any(p.place.lane != lane
                                                     for p in chosen.published)
        matters = rmw or id(op) in self.value_dependent or source_releases
        # A read-modify-write of an operation that commutes, releasing nothing, in a program
        # where no atomic value decides anything (docs/semantics/schedules.md, "Full
        # exploration when values decide events"): it counts only where a write that does
        # not commute would move.
        commuting = (commuting_rmw(op) and not self.value_dependent and not source_releases
                     and not atomic.ordering.is_release
                     and not (wave.has_release is not None and wave.has_release[slot]))
        log.record_read(key, ReadRec(lane, self.clocks.epoch(lane), log.wid_at(key, index),
                                     wave.index, wave.arrivals, self.states, matters,
                                     commuting))
        return self._value_at(key, index, size), chosen, insert_at

    def _value_at(self, key: int, index: int, size: int) -> list[int | None]:
        """The bytes the write at coherence position ``index`` of ``key`` wrote (-1: the
        initial value); what memory holds now when nothing was written there yet."""
        log = self.atomic_log
        assert log is not None
        if key not in log.initial:
            return self.shadow.values(key, size)
        return log.value(key, index, size)

    def _log_write(self, wave: WaveState, slot: int, lane: int, key: int, as_class: int,
                   op: o.Load | o.Store | o.AtomicRMW | o.CmpXchg | o.AvLoad | o.AvStore,
                   atomic: o.Atomicity | None, read: WriteRec | None, insert_at: int | None,
                   data: list[int | None], clock: int, site: int, failed: bool = False,
                   same: bool = False) -> list[int | None] | None:
        """Put the write in the location's coherence order: a read-modify-write right
        after the write it read; an atomic store where the scheduler chose (first pass:
        last, noting when other places were possible); a plain store last (a plain
        store that coherence could place elsewhere races). Returns the co-latest value
        when it is not this write's.

        A compare-exchange that failed writes nothing in LLVM; the model keeps it as a write
        of the value it read (the coherence bookkeeping of read-modify-writes), which
        publishes only what the write it read published — never a release of its own, so it
        synchronizes nobody the failed operation would not
        (docs/semantics/atomics-and-lanes.md). Such a write, and a read-modify-write that
        wrote back the value it read (``same``), changes no value: it is no progress for
        spinning waves."""
        log = self.atomic_log
        assert log is not None
        if key not in log.writes:
            log.initial[key] = self.shadow.values(key, len(data))
        end = log.latest(key) + 1
        read_wid: int | None = None
        if isinstance(op, o.AtomicRMW | o.CmpXchg):
            assert insert_at is not None
            position = insert_at
            read_wid = log.wid_at(key, insert_at - 1)
        elif atomic is not None:
            floor, _ = log.coherent_floor(self.clocks, lane, as_class, key, True)
            positions = log.insert_positions(floor, key)
            position = self.forced_rf.pop(slot, end)
            if not self.full and len(positions) > 1 and any(
                    w.atomic and w.lane != lane for w in log.writes[key][positions[0]:]
            ) and not self._orders_decide_nothing():
                # Coherence order could put this store before writes the schedule
                # performed first: one schedule does not decide it.
                self.rf_dependent = self.rf_dependent or op.loc
        else:
            position = end
        if failed:
            published, merged = ((read.published, read.merged) if read is not None
                                 else ((), ()))
        else:
            published, merged = self._published(wave, slot, lane, atomic, op, read,
                                                 as_class)
        log.insert(key, WriteRec(
            lane, lane, clock, tuple(data), key, len(data), published,
            atomic is not None, site, log.new_wid(), read_wid,
            commuting_rmw(op) and not failed, merged), position,
            idle=failed or (same and None not in data))
        if position != end:
            return log.value(key, log.latest(key), len(data))
        return None

    def _forced_order(self, wave: WaveState, lane: int, key: int, as_class: int,
                      op: o.Op) -> None:
        """An atomic write that runs after a barrier phase another wave arrived at after
        an atomic read of the same location, with nothing making the read happen before the
        write (a barrier without fences orders execution, not memory; amdgpu-usage,
        barrier-arrive-release / barrier-wait-acquire) — or that another lane of the same
        wave read at an earlier instruction (lanes are threads; the order a wave issues
        instructions in orders execution, not memory): the memory model lets that read read
        this write (load buffering), but no schedule runs the write first, so such
        executions are not explored — the check says so (``unexplored_order``,
        docs/semantics/schedules.md "Full exploration when values decide events")."""
        log = self.atomic_log
        assert log is not None
        commuting_from: list[bool] | None = None
        positions: dict[int, int] | None = None
        reads = log.reads.get(key, ())
        if commuting_rmw(op) and not log.noncommuting.get(key):
            # Every write here commutes: a commuting read is skipped below whatever it
            # read, so only the others need looking at.
            reads = log.strict_reads.get(key, ())
        for r in reads:
            if r.wave < 0 or not r.matters:
                continue
            if r.wave == wave.index:
                # Another lane of this wave, at an earlier instruction. (The lanes of
                # one instruction perform in every order, ``_atomic_options``.)
                if r.lane == lane or r.step >= self.states:
                    continue
                why = ("another lane of the same wave read the location atomically at an "
                       "earlier instruction, and nothing makes that read happen before the "
                       "write (lanes are threads: the order a wave issues its instructions "
                       "in orders execution, not memory)")
            elif wave.order.get(r.wave, 0) <= r.arrivals:
                continue
            else:
                why = ("it runs after a barrier that another wave reached after an atomic "
                       "read of the same location, and nothing makes that read happen "
                       "before the write (a barrier without fences orders execution, not "
                       "memory)")
            if self.clocks.ordered(lane, as_class, r.lane, r.clock):
                continue
            if r.commuting and commuting_rmw(op):
                if commuting_from is None:
                    # Per position, whether every write after it commutes; one scan.
                    writes = log.writes.get(key, [])
                    commuting_from = [True] * (len(writes) + 1)
                    for i in range(len(writes) - 1, -1, -1):
                        commuting_from[i] = commuting_from[i + 1] and writes[i].commuting
                    positions = log.positions(key)
                assert positions is not None
                if commuting_from[positions[r.wid] + 1]:
                    # only commuting updates move (docs/semantics/schedules.md, "Full
                    # exploration when values decide events")
                    continue
            self.unexplored_order = (op.loc, why)
            return

    def _acquire_from(self, wave: WaveState, slot: int, lane: int, chosen: WriteRec | None,
                      atomic: o.Atomicity, as_class: int) -> None:
        """An atomic read takes what the release sequences of the write it reads
        published: at once when it is an acquire, else at the thread's next acquire
        fence (LLVM LangRef: synchronizes-with through release sequences and fences)."""
        if chosen is None:
            return
        # Wider than singlethread, the merged entries take exactly what the entries
        # they join would (atomics.merge_published); a later acquire fence of
        # singlethread scope synchronizes with nothing (``_join_record``).
        wide = atomic.scope.scope > o.Scope.SINGLETHREAD
        pending: dict[tuple[int, ...], list[Published]] = {}
        for p in chosen.merged if wide else chosen.published:
            if not synchronizes(p.place, o.Scope(p.scope), self.places[lane],
                                atomic.scope.scope):
                continue
            use = p.classes if not atomic.scope.one_as else (as_class,)
            if atomic.ordering.is_acquire:
                self.clocks.join(lane, p.clock, use)
                if (p.available is not None and not atomic.av_none
                        and self.clocks.vis is not None):
                    self.clocks.join_vis(lane, p.available, use)  # MakeVisible
                    self.clocks.record_make_visible(lane, int(atomic.scope.scope))
            else:
                pending.setdefault(use, []).append(p)
        for use, entries in pending.items():
            # The record names the releasing threads: the later acquire fence
            # synchronizes only when its scope and a release's are inclusive
            # (amdgpu-memory-model), which needs where each release ran. One record
            # per address-space classes (the fence joins a record's eligible rows and
            # keeps the classes some eligible row orders).
            tracked = any(p.available is not None for p in entries)
            wave.pending_acquire.append(ReleaseRecord(
                [p.place.lane for p in entries], np.stack([p.clock for p in entries]),
                [p.scope for p in entries], [use] * len(entries),
                np.stack([p.available if p.available is not None
                          else np.zeros_like(p.clock) for p in entries])
                if tracked else None, readers=(slot,)))

    def _published(self, wave: WaveState, slot: int, lane: int, atomic: o.Atomicity | None,
                   op: o.Op, read: WriteRec | None, as_class: int
                   ) -> tuple[tuple[Published, ...], tuple[Published, ...]]:
        """The release sequences a write belongs to: a release write heads one (its
        lane's clock); a relaxed write after a release fence heads one with the fence's
        clock (fence-atomic synchronization); a read-modify-write also continues the
        sequences of the write it read (LLVM LangRef, C++20 release sequences). With
        them, the same merged (``WriteRec.merged``)."""
        if atomic is None:
            return (), ()
        own: list[Published] = []
        if atomic.ordering.is_release:
            available = None
            if self.clocks.vis is not None and not atomic.av_none:
                available = self.clocks.vis_snapshot(lane)  # MakeAvailable
            own.append(Published(self.clocks.snapshot(lane), int(atomic.scope.scope),
                                 self.places[lane], ALL_AS, available))
        elif wave.has_release is not None and wave.has_release[slot]:
            assert wave.release_clock is not None and wave.release_scope is not None
            available = (wave.available_clock[slot].copy()
                         if wave.available_clock is not None else None)
            own.append(Published(
                wave.release_clock[slot].copy(),
                min(int(wave.release_scope[slot]), int(atomic.scope.scope)),
                self.places[lane],
                # amdgpu-usage, memory scopes: a one-as fence "only synchronizes with
                # other operations within the same address space" — the atomic's.
                (as_class,) if wave.release_one_as is not None and wave.release_one_as[slot]
                else (wave.release_as[slot] if wave.release_as else ALL_AS),
                available))
        if isinstance(op, o.AtomicRMW | o.CmpXchg) and read is not None:
            return (*own, *read.published), merge_published((*own, *read.merged))
        return tuple(own), merge_published(own)
