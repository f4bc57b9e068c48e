"""Reads-from for atomic reads in kernel mode: which write an atomic read reads.

Which write an acquire reads decides whether it synchronizes, so happens-before — and
with it every race and undef-read verdict — depends on the reads-from choice of each
atomic read, even when no branch depends on the value read (DESIGN.md, "How
exploration stays sound and fast"). This module keeps, per location, the writes in
coherence order — a new write is inserted wherever coherence allows
(``insert_positions``), not necessarily where the schedule performed it — and the
atomic reads of each location, and answers:

* ``coherent_floor``: the oldest write a read may still read. LLVM/HSA coherence
  (CoWR, CoRR): a read cannot read a write that is co-before a write that happens
  before it, nor a write co-before one that a read happening before it read.
* the *hb-minimal* choice: reading the co-oldest write the read may read. When that
  write happens before the read already (or is the initial value), reading it adds no
  synchronizes-with edge, so the execution where the read reads it has the least
  happens-before of all executions with the same events. Races and undef reads are
  monotone in happens-before (fewer edges: a superset of the unordered conflicting
  pairs), so for reads whose values decide no event, that one execution decides every
  execution — whichever write the schedule performed first (docs/semantics/schedules.md,
  "Atomic reads").

Where the first pass cannot take the hb-minimal choice (a read-modify-write that must
read past writes that could synchronize; a coherence floor above every write that
happens before the read; a store coherence could place before writes performed first),
the one execution stands only for itself: the machine records it, and check_program
explores fully (every order of dependent atomic accesses, every reads-from choice and
coherence position).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from amdsync.diagnostics import Loc
from amdsync.program.ops import Scope
from amdsync.program.topology import ThreadPlace
from amdsync.semantics.clocks import Clocks, synchronizes


@dataclass(frozen=True)
class Published:
    """What a release (write or fence) makes available to an acquire that reads from
    its release sequence: the releasing lane's clock, scope, place, the address-space
    classes it orders and, when availability is tracked, what it made available."""

    clock: np.ndarray
    scope: int
    place: ThreadPlace
    classes: tuple[int, ...]
    available: np.ndarray | None


@dataclass(frozen=True)
class WriteRec:
    """One write of a location; the log keeps them in coherence order."""

    lane: int
    tid: int  # happens-before component of the write (the lane's)
    clock: int  # the lane's epoch at the write
    data: tuple[int | None, ...]  # the bytes written (None: unknown)
    base: int
    size: int
    # The release sequences this write belongs to (LLVM LangRef / C++20: a release
    # write heads one; read-modify-writes continue the one of the write they read).
    published: tuple[Published, ...]
    atomic: bool
    site: int
    wid: int  # identity (positions change as writes are inserted)
    read_wid: int | None = None  # a read-modify-write: the write it read (-1: initial)
    commuting: bool = False  # a read-modify-write whose operation commutes (add, or, …)
    # ``published`` with the entries no acquire wider than singlethread tells apart
    # joined into one (``merge_published``): what such an acquire takes, in one pass.
    merged: tuple[Published, ...] = ()


@dataclass(frozen=True)
class ReadRec:
    lane: int
    clock: int
    wid: int  # the write it read (-1: the initial value)
    wave: int = -1  # the reading wave, and its barrier arrivals before the read
    arrivals: int = 0  # (execution order, explore/sync/barrier_exec.py ``join_order``)
    step: int = -1  # the machine's step count at the read (lanes of one wave: which
    # instruction ran first)
    # Could reading another write change the execution beyond this read's value? (a
    # read-modify-write, a value that decides events, or a write read that synchronizes)
    matters: bool = True
    # A read-modify-write that counts only where a write that does not commute with it
    # would move (Machine._forced_order).
    commuting: bool = False


INITIAL = -1
# Writes ``coherent_floor`` asks happens-before of one by one, newest first, before it
# asks it of the older ones at once (``_ordered_writes``).
_SCAN = 8
# Reads of one location asked one by one by ``coherent_floor`` (more: as arrays).
_FEW = 16


class LaneOrdersNeeded(Exception):
    """A read or write now depends on which lane of a ``LaneGroup`` wrote which entry:
    the check is re-run exploring every order of those lanes (explore/search/check.py)."""


@dataclass(frozen=True)
class LaneGroup:
    """The writes of lanes of one read-modify-write instruction to one location that
    were placed in one order standing for all their orders
    (docs/semantics/atomics-and-lanes.md, "Lanes of one instruction writing one location"):
    every lane applies the same operation with the same operand from one coherence floor,
    the value each reads decides nothing, and no order changes what the lanes acquire — so
    every order leaves the same values at the same coherence places, and only which lane
    wrote which entry differs. That is seen only by an access that happens after some of
    these writes but not all (its coherence floor would move), or, when a lane released, by
    any access not after all of them (the release sequences differ): ``coherent_floor``
    stops the run then."""

    wids: frozenset[int]
    loc: Loc  # the instruction's, for the message
    # Some lane released (the operation's ordering, or a release fence before it): each
    # entry's release sequence then depends on the order, so every access not after
    # all of the writes tells them apart.
    releases: bool = False
    # The lanes' operands differ (an operation that commutes and associates): the
    # values between the group's writes depend on the order, the one after them not.
    values: bool = False


@dataclass
class AtomicLog:
    """Writes per location in coherence order, and atomic reads, keyed by the access's
    first byte. A new write is inserted where coherence allows (``insert_positions``),
    not necessarily last: coherence order need not follow the order the schedule
    performs the writes (a barrier without fences orders execution, not memory)."""

    writes: dict[int, list[WriteRec]] = field(default_factory=dict)
    reads: dict[int, list[ReadRec]] = field(default_factory=dict)
    initial: dict[int, list[int | None]] = field(default_factory=dict)  # before 1st write
    # Writes of the launch so far that can change what a read sees (a spinning wave
    # waits for the next): all but failed compare-exchanges, which write back the value
    # they read.
    total: int = 0
    next_wid: int = 0
    groups: dict[int, list[LaneGroup]] = field(default_factory=dict)
    # Per location, how many writes do not commute (WriteRec.commuting), and the reads
    # that matter and do not commute (ReadRec): while every write commutes, only those
    # reads can make a commuting write load buffering (Machine._forced_order).
    noncommuting: dict[int, int] = field(default_factory=dict)
    strict_reads: dict[int, list[ReadRec]] = field(default_factory=dict)
    # ``positions`` per location, kept while writes are appended (the usual place) and
    # dropped when one is inserted before others; a copy starts without it.
    _positions: dict[int, dict[int, int]] = field(default_factory=dict, repr=False,
                                                  compare=False)
    # Per location, the writes' happens-before epochs and ids as arrays (coherence
    # order), for ``coherent_floor``'s one vectorized question; dropped on insert.
    _epochs: dict[int, tuple[np.ndarray, np.ndarray, np.ndarray]] = field(
        default_factory=dict, repr=False, compare=False)
    # Per location, its atomic reads as arrays for ``coherent_floor``: how many reads
    # they cover, the ``positions`` map their positions were looked up in (held, so
    # that ``is`` tells it from a later one), and per read the position of the write it
    # read, its lane and its epoch. Reads are only appended and ``positions`` keeps a
    # write's position while writes are appended (it is replaced when one is inserted
    # before others), so the arrays of the first reads stay right while the map is the
    # same one; a copy starts without them.
    _read_arrays: dict[int, tuple[int, dict[int, int], np.ndarray, np.ndarray,
                                  np.ndarray]] = field(default_factory=dict, repr=False,
                                                       compare=False)
    # Per location and chained-group question, (log length, answer): ``_chained``.
    _chains: dict[tuple[int, frozenset[int]], tuple[int, bool]] = field(
        default_factory=dict, repr=False, compare=False)

    def copy(self) -> AtomicLog:
        return AtomicLog({k: list(v) for k, v in self.writes.items()},
                         {k: list(v) for k, v in self.reads.items()}, dict(self.initial),
                         self.total, self.next_wid,
                         {k: list(v) for k, v in self.groups.items()},
                         dict(self.noncommuting),
                         {k: list(v) for k, v in self.strict_reads.items()})

    def new_wid(self) -> int:
        self.next_wid += 1
        return self.next_wid

    def positions(self, key: int) -> dict[int, int]:
        """Every write's position at ``key`` by its wid (the initial value: -1); one scan
        for callers that look up many."""
        out = self._positions.get(key)
        if out is None:
            out = {w.wid: i for i, w in enumerate(self.writes.get(key, ()))}
            out[INITIAL] = -1
            self._positions[key] = out
        return out

    def wid_at(self, key: int, position: int) -> int:
        return INITIAL if position < 0 else self.writes[key][position].wid

    def insert(self, key: int, write: WriteRec, position: int, idle: bool = False) -> None:
        writes = self.writes.setdefault(key, [])
        writes.insert(position, write)
        epochs = self._epochs.get(key)
        if epochs is not None and position == len(writes) - 1:
            # (appended: the arrays of the writes before it stay right)
            self._epochs[key] = (np.append(epochs[0], write.tid),
                                 np.append(epochs[1], write.clock),
                                 np.append(epochs[2], write.wid))
        else:
            self._epochs.pop(key, None)
        cached = self._positions.get(key)
        if cached is not None:
            if position == len(writes) - 1:
                cached[write.wid] = position
            else:
                del self._positions[key]
        if not write.commuting:
            self.noncommuting[key] = self.noncommuting.get(key, 0) + 1
        if not idle:
            self.total += 1

    def record_read(self, key: int, read: ReadRec) -> None:
        self.reads.setdefault(key, []).append(read)
        if read.matters and not read.commuting:
            self.strict_reads.setdefault(key, []).append(read)

    def coherent_floor(self, clocks: Clocks, lane: int, as_class: int, key: int,
                       writes_too: bool = False) -> tuple[int, bool]:
        """The position of the co-oldest write ``lane`` may read at ``key`` (-1: the
        initial value), and whether that write happens before the read. LLVM/HSA
        coherence: not a write co-before one that happens before the read (CoWR), nor
        co-before one that a read happening before it read (CoRR). ``writes_too``: the
        access writes as well (a store, read-modify-write or compare-exchange), so it
        goes in coherence order before or after a chained ``LaneGroup`` whole."""
        floor = -1
        hb_floor = True
        writes = self.writes.get(key, [])
        groups = self.groups.get(key)
        if groups:
            known = np.nonzero(self._ordered_writes(clocks, lane, as_class, key))[0]
            if len(known):
                floor = int(known[-1])
            before = set(self._epochs[key][2][known].tolist())
            for group in groups:
                if group.wids <= before or not (group.releases or group.values
                                                or before & group.wids):
                    continue
                if writes_too and not before & group.wids and self._chained(key, group):
                    # It knows none of the group's writes and goes before or after them all
                    # (atomicity): it reads a write outside the group or the last of the
                    # group, which holds one value and continues every release sequence of
                    # the group in every order (docs/semantics/atomics-and-lanes.md,
                    # "Releasing lanes").
                    continue
                raise LaneOrdersNeeded(
                        f"an access after some of the lanes of the read-modify-write at "
                        f"{group.loc} but not all: which lane wrote which of its writes "
                        "matters")
        else:
            # The co-latest write that happens before the read: the newest few asked
            # one by one (the newest is often the lane's own), the rest at once.
            i = len(writes) - 1
            stop = i - _SCAN
            while i > stop and i >= 0:
                w = writes[i]
                if clocks.ordered(lane, as_class, w.tid, w.clock):
                    floor = i
                    break
                i -= 1
            else:
                if i >= 0:
                    known = np.nonzero(
                        self._ordered_writes(clocks, lane, as_class, key)[:i + 1])[0]
                    if len(known):
                        floor = int(known[-1])
        reads = self.reads.get(key)
        if reads and len(reads) <= _FEW:
            # (a few reads asked one by one, as below: arrays cost more than they save)
            positions = self.positions(key)
            ordered = clocks.ordered
            latest = floor
            for r in reads:
                at_r = positions[r.wid]
                if at_r > latest and ordered(lane, as_class, r.lane, r.clock):
                    latest = at_r
            if latest > floor:
                floor = latest
                hb_floor = False
        elif reads:
            # Only a read of a write past the floor can raise it: look its position up
            # before asking happens-before (the costly question), then ask it of those
            # reads at once. The floor is the latest write such a read read.
            at, lanes, clocks_read = self._reads_as_arrays(key, reads)
            past = np.nonzero(at > floor)[0]
            if len(past):
                hb = _ordered(clocks, lane, as_class, lanes[past], clocks_read[past])
                if hb.any():
                    floor = int(at[past][hb].max())
                    hb_floor = False
        if not hb_floor:
            w = self.writes[key][floor]
            hb_floor = clocks.ordered(lane, as_class, w.tid, w.clock)
        return floor, hb_floor

    def _reads_as_arrays(self, key: int, reads: list[ReadRec]
                         ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Per read of ``key``: the position of the write it read (-1: the initial
        value), its lane and its epoch (``_read_arrays``; extended by the reads since)."""
        positions = self.positions(key)
        cached = self._read_arrays.get(key)
        start = 0
        if cached is not None and cached[1] is positions:
            if cached[0] == len(reads):
                return cached[2], cached[3], cached[4]
            start = cached[0]
        new = reads[start:]
        at = np.fromiter((positions[r.wid] for r in new), np.int64, len(new))
        lanes = np.fromiter((r.lane for r in new), np.int64, len(new))
        epochs = np.fromiter((r.clock for r in new), np.int64, len(new))
        if start:
            assert cached is not None
            at, lanes, epochs = (np.concatenate((cached[2], at)),
                                 np.concatenate((cached[3], lanes)),
                                 np.concatenate((cached[4], epochs)))
        self._read_arrays[key] = (len(reads), positions, at, lanes, epochs)
        return at, lanes, epochs

    def _ordered_writes(self, clocks: Clocks, lane: int, as_class: int, key: int
                        ) -> np.ndarray:
        """Per write of ``key`` in coherence order, whether it happens before
        ``lane``'s next access in ``as_class``: ``Clocks.ordered`` asked of every write
        at once (the writes' epochs kept as arrays until the next insert)."""
        epochs = self._epochs.get(key)
        if epochs is None:
            writes = self.writes.get(key, [])
            epochs = (np.fromiter((w.tid for w in writes), np.int64, len(writes)),
                      np.fromiter((w.clock for w in writes), np.int64, len(writes)),
                      np.fromiter((w.wid for w in writes), np.int64, len(writes)))
            self._epochs[key] = epochs
        return _ordered(clocks, lane, as_class, epochs[0], epochs[1])

    def _chained(self, key: int, group: LaneGroup) -> bool:
        """Are the group's writes one run of the log, each a read-modify-write of the
        write right before it (so atomicity lets no write in between, nor right before
        the first)? Kept per group until the log of ``key`` grows (writes are only ever
        inserted, so its length says whether it changed)."""
        writes = self.writes.get(key, [])
        cached = self._chains.get((key, group.wids))
        if cached is not None and cached[0] == len(writes):
            return cached[1]
        positions = self.positions(key)  # (the group's writes looked up: fewer)
        at = sorted(positions[w] for w in group.wids if w in positions)
        answer = (len(at) == len(group.wids) and at[-1] - at[0] == len(at) - 1
                  and all(writes[p].read_wid == self.wid_at(key, p - 1) for p in at))
        self._chains[(key, group.wids)] = (len(writes), answer)
        return answer

    def insert_positions(self, floor: int, key: int) -> list[int]:
        """Where a new write may go in coherence order: after ``floor`` (the writes and
        reads that happen before it: CoWW, CoRW), and never between a read-modify-write
        and the write it read (atomicity)."""
        writes = self.writes.get(key, [])
        out: list[int] = []
        before = INITIAL if floor < 0 else writes[floor].wid  # (wid_at, inlined)
        for p in range(floor + 1, len(writes)):
            w = writes[p]
            if w.read_wid != before:
                out.append(p)
            before = w.wid
        out.append(len(writes))
        return out

    def lanes_insert_options(self, key: int, floors: Sequence[int], rmw: bool,
                             limit: int, alike: bool = False
                             ) -> list[tuple[tuple[int, int], ...]] | None:
        """Every way the writes of several lanes of one instruction to ``key`` can go
        in coherence order. Each way is a sequence of (lane index into ``floors``,
        position): the lanes perform in that sequence, each taking that position in the
        log as the lanes before it left it. ``floors[i]`` is lane *i*'s floor in the
        log as it is now.

        The lanes are threads (amdgpu-memory-model): none happens before another, so
        each write may go before or after the others'; coherence (CoWW, CoRW: after its
        floor) and atomicity (never between a read-modify-write and the write it read,
        the read-modify-writes of this instruction included) still bind. A read-modify-
        write reads the write before it, so for ``rmw`` every order in which the lanes
        perform is tried (the one lane order the hardware uses is no order of the
        model); stores read nothing, and one order places them every way. Ways that
        leave the same coherence order (with the same writes read) are given once.
        ``alike``: the lanes' writes are interchangeable (``LaneGroup``), so ways that
        differ only in which lane wrote which of them are given once too. None when
        there are more than ``limit`` ways."""
        start = [(w.wid, w.read_wid) for w in self.writes.get(key, ())]
        seen: set[tuple[tuple[int, int | None], ...]] = set()
        out: list[tuple[tuple[int, int], ...]] = []

        def wid_at(entries: list[tuple[int, int | None]], p: int) -> int:
            return INITIAL if p < 0 else entries[p][0]

        def place(left: tuple[int, ...], entries: list[tuple[int, int | None]],
                  chosen: tuple[tuple[int, int], ...]) -> bool:
            if not left:
                signature = tuple(entries)
                if alike:  # forget which lane wrote which entry of this instruction
                    signature = tuple((max(a, INITIAL - 1), None if b is None
                                       else max(b, INITIAL - 1)) for a, b in entries)
                if signature not in seen:
                    seen.add(signature)
                    out.append(chosen)
                return len(out) <= limit
            # Stores read nothing and interchangeable lanes share one floor: the lanes
            # in one order reach every placement.
            for i in (left if rmw and not alike else left[:1]):
                floor = floors[i]
                if floor >= 0:  # where the floor's write is now
                    floor = next(p for p, e in enumerate(entries) if e[0] == start[floor][0])
                rest = tuple(j for j in left if j != i)
                for p in range(floor + 1, len(entries) + 1):
                    if p < len(entries) and entries[p][1] == wid_at(entries, p - 1):
                        continue
                    # This instruction's writes get ids below INITIAL: no real write has one.
                    new = (INITIAL - 1 - i, wid_at(entries, p - 1) if rmw else None)
                    if not place(rest, [*entries[:p], new, *entries[p:]], (*chosen, (i, p))):
                        return False
            return True

        return out if place(tuple(range(len(floors))), start, ()) else None

    def latest(self, key: int) -> int:
        return len(self.writes.get(key, ())) - 1

    def write(self, key: int, position: int) -> WriteRec | None:
        return None if position < 0 else self.writes[key][position]

    def value(self, key: int, position: int, size: int) -> list[int | None]:
        """The bytes the write at ``position`` wrote (-1: the initial value)."""
        w = self.write(key, position)
        if w is None:
            return list(self.initial.get(key, [None] * size))
        return list(w.data)


def _ordered(clocks: Clocks, lane: int, as_class: int, tids: np.ndarray,
             epochs: np.ndarray) -> np.ndarray:
    """``Clocks.ordered`` of ``lane`` asked of many accesses (their happens-before
    components and epochs) at once."""
    row = clocks.row_of[lane]
    columns = clocks.comp_arr[tids]
    out: np.ndarray = (clocks.vc[row, as_class, columns] >= epochs) | (tids == lane)
    if clocks.wave_mode:  # (Clocks.own_async_done)
        out |= (tids == clocks.num_threads + lane) & (int(clocks.own_async[row]) >= epochs)
    return out


def _merge_key(p: Published) -> tuple[object, ...]:
    """What decides whether an acquire of scope wider than singlethread synchronizes
    with ``p``, and what it then takes besides the clock: the release's scope, its
    address-space classes, whether it made something available, and its scope
    instance together with every wider instance of its thread (``inclusive_scopes``
    compares the acquire's instance with the release thread's: up to the wave, the
    lane only for a singlethread release)."""
    place = p.place
    lane = place.lane if p.scope <= Scope.SINGLETHREAD else -1
    return (p.scope, p.classes, p.available is None, place.agent, place.cluster,
            place.workgroup, place.wave, lane)


def merge_published(entries: Sequence[Published]) -> tuple[Published, ...]:
    """Release-sequence entries with one ``_merge_key`` joined into one entry (clocks
    and availability taken element-wise at their maximum; the first entry's place).
    For an acquire of scope wider than singlethread the result is exact: it
    synchronizes with all entries of a key or none (the key holds everything
    ``synchronizes`` reads of the release's thread but the lane, which only a
    singlethread acquire compares), and joining the maximum is joining each in turn. The
    lanes of one read-modify-write on a counter continue each other's release sequences, so
    the k-th write's sequence has k entries; merged, it has one per releasing wave
    (docs/semantics/atomics-and-lanes.md, "Releasing lanes": "Merged release sequences")."""
    out: dict[tuple[object, ...], Published] = {}
    for p in entries:
        key = _merge_key(p)
        seen = out.get(key)
        if seen is None:
            out[key] = p
            continue
        available = None
        if seen.available is not None and p.available is not None:
            available = np.maximum(seen.available, p.available)
        out[key] = Published(np.maximum(seen.clock, p.clock), seen.scope, seen.place,
                             seen.classes, available)
    return tuple(out.values())


def synchronizing(published: tuple[Published, ...], reader: ThreadPlace,
                  reader_scope: int) -> bool:
    """Could reading a write of these release sequences synchronize with ``reader``?"""
    return any(synchronizes(p.place, Scope(p.scope), reader, Scope(reader_scope))
               for p in published)
