"""Reads-from for atomic reads in kernel mode: which write an atomic read reads.

Which write an acquire reads decides whether it synchronizes, so happens-before — and
with it every race and undef-read verdict — depends on the reads-from choice of each
atomic read, even when no branch depends on the value read (DESIGN.md, "How
exploration stays sound and fast"). This module keeps, per location, the writes in the
order the explored schedule performs them, which is the coherence order (a write that
happens before another is performed before it, so co extends hb between writes: CoWW),
and the reads of each location, and answers two questions:

* ``coherent_floor``: the oldest write a read may still read. LLVM/HSA coherence
  (CoWR, CoRR): a read cannot read a write that is co-before a write that happens
  before it, nor a write co-before one that a read happening before it read.
* the *hb-minimal* choice: reading the co-oldest write the read may read. When that
  write happens before the read already (or is the initial value), reading it adds no
  synchronizes-with edge, so the execution where the read reads it has the least
  happens-before of all executions with the same events. Races and undef reads are
  monotone in happens-before (fewer edges: a superset of the unordered conflicting
  pairs), so for reads whose values decide no event, that one execution decides every
  execution — whichever write the schedule performed first (docs/check.md,
  "Atomic reads").

Where the choice is not hb-minimal (a read-modify-write must read the co-latest write;
a coherence floor above every write that happens before the read; a spin loop that
must see a newer value to make progress) and the write it reads could synchronize, the
explored execution stands only for itself: the machine records that, and the verdict is
``incomplete`` unless a finding was made.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

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
    porf: tuple[tuple[int, int], ...] = ()  # writes porf-before the release (lane, seq)


@dataclass(frozen=True)
class WriteRec:
    """One write of a location, in coherence order."""

    lane: int
    tid: int  # happens-before component of the write (the lane's)
    clock: int  # the lane's epoch at the write
    data: tuple[int | None, ...] | None  # the bytes written (None: unknown)
    base: int
    size: int
    # The release sequences this write belongs to (LLVM LangRef / C++20: a release
    # write heads one; read-modify-writes continue the one of the write they read).
    published: tuple[Published, ...]
    atomic: bool
    site: int
    rmw: bool = False
    seq: int = 0  # the writer lane's write count at this write
    porf: tuple[tuple[int, int], ...] = ()  # writes porf-before it, itself included


@dataclass(frozen=True)
class ReadRec:
    lane: int
    clock: int
    index: int  # which write it read (-1: the initial value)


@dataclass
class AtomicLog:
    """Writes and atomic reads per location (keyed by the access's first byte)."""

    writes: dict[int, list[WriteRec]] = field(default_factory=dict)
    reads: dict[int, list[ReadRec]] = field(default_factory=dict)
    initial: dict[int, list[int | None]] = field(default_factory=dict)  # before 1st write
    total: int = 0  # writes of the launch so far (a spinning wave waits for the next)

    def copy(self) -> AtomicLog:
        return AtomicLog({k: list(v) for k, v in self.writes.items()},
                         {k: list(v) for k, v in self.reads.items()}, dict(self.initial),
                         self.total)

    def record_write(self, key: int, write: WriteRec) -> None:
        self.writes.setdefault(key, []).append(write)
        self.total += 1

    def record_read(self, key: int, read: ReadRec) -> None:
        self.reads.setdefault(key, []).append(read)

    def coherent_floor(self, clocks: Clocks, lane: int, as_class: int, key: int) -> tuple[
            int, bool]:
        """The index of the oldest write ``lane`` may read at ``key`` (-1: the initial
        value), and whether that write happens before the read."""
        floor = -1
        hb_floor = True
        for i, w in enumerate(self.writes.get(key, ())):
            if clocks.ordered(lane, as_class, w.tid, w.clock):
                floor = i
        for r in self.reads.get(key, ()):
            if r.index > floor and clocks.ordered(lane, as_class, r.lane, r.clock):
                floor = r.index
                hb_floor = False
        if not hb_floor:
            w = self.writes[key][floor]
            hb_floor = clocks.ordered(lane, as_class, w.tid, w.clock)
        return floor, hb_floor

    def latest(self, key: int) -> int:
        return len(self.writes.get(key, ())) - 1

    def write(self, key: int, index: int) -> WriteRec | None:
        return None if index < 0 else self.writes[key][index]


def synchronizing(published: tuple[Published, ...], reader: ThreadPlace,
                  reader_scope: int) -> bool:
    """Could reading a write of these release sequences synchronize with ``reader``?"""
    return any(synchronizes(p.place, Scope(p.scope), reader, Scope(reader_scope))
               for p in published)
