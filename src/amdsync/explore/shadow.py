"""Shadow memory: per byte, its value and the accesses that race detection needs.

For every byte the checker keeps the writes no later write is ordered after (normally
just the last write) and the reads no later write is ordered after. An access that is
not ordered by happens-before after a conflicting access (same byte, at least one a
write) is a conflict, unless both are atomic with inclusive scopes (LLVM/HSA: atomic
operations do not race with each other). Keeping the unordered accesses, rather than
only the last write as FastTrack does, means a second conflict behind a first one is
still reported: every pair the exhaustive search would find (tests/explore,
test_reduced_vs_unreduced).
"""

from __future__ import annotations

from dataclasses import dataclass

from amdsync.program.topology import ThreadPlace
from amdsync.semantics.clocks import Clocks


@dataclass(frozen=True)
class AtomicInfo:
    scope: int  # amdsync.program.ops.Scope
    place: ThreadPlace


@dataclass(frozen=True)
class Conflict:
    """Two accesses to ``key`` not ordered by happens-before."""

    key: int
    prior_tid: int
    prior_clock: int
    prior_site: int
    prior_write: bool
    thread: int  # the lane performing the current access
    site: int
    write: bool


# An access record: (thread component, clock, site, atomic info).
Access = tuple[int, int, int, "AtomicInfo | None"]


def _atomic_pair_ok(a: AtomicInfo | None, b: AtomicInfo | None) -> bool:
    if a is None or b is None:
        return False
    return (a.place.contains(a.scope, b.place)  # type: ignore[arg-type]
            and b.place.contains(b.scope, a.place))  # type: ignore[arg-type]


class Cell:
    """One byte: its value (None: unknown), the live writes and reads, and whether any
    write (or an initial value) precedes everything."""

    __slots__ = ("initialized", "reads", "value", "writes")

    def __init__(self, value: int | None, initialized: bool) -> None:
        self.value = value
        self.initialized = initialized
        self.writes: list[Access] = []
        self.reads: dict[int, Access] = {}


class ShadowMemory:
    """Byte-granular shadow state keyed by location."""

    def __init__(self, clocks: Clocks) -> None:
        self.clocks = clocks
        self.cells: dict[int, Cell] = {}

    def value(self, key: int) -> int | None:
        cell = self.cells.get(key)
        return None if cell is None else cell.value

    def poke(self, key: int, value: int | None) -> None:
        """Set a byte's value without recording an access (operational explorer)."""
        cell = self.cells.get(key)
        if cell is None:
            self.cells[key] = Cell(value, True)
        else:
            cell.value = value
            cell.initialized = True

    def define_initial(self, key: int, value: int | None) -> None:
        """An initial value: amdgpu-memory-model, "Each initialized global is assumed to
        have an initial system scoped atomic write" — ordered before every access."""
        self.cells[key] = Cell(value, True)

    def read(self, key: int, thread: int, tid: int, clock: int, as_class: int, site: int,
             atomic: AtomicInfo | None, out: list[Conflict]) -> tuple[int | None, bool]:
        """Record a read of one byte; returns (value, whether anything was written or
        initialized there before)."""
        cell = self.cells.get(key)
        if cell is None:
            cell = Cell(None, False)
            self.cells[key] = cell
        ordered = self.clocks.ordered
        for wtid, wclock, wsite, watomic in cell.writes:
            if not ordered(thread, as_class, wtid, wclock) and not _atomic_pair_ok(
                    watomic, atomic):
                out.append(Conflict(key, wtid, wclock, wsite, True, thread, site, False))
        written = cell.initialized or bool(cell.writes)
        cell.reads[tid] = (tid, clock, site, atomic)
        return cell.value, written

    def write(self, key: int, value: int | None, thread: int, tid: int, clock: int,
              as_class: int, site: int, atomic: AtomicInfo | None,
              out: list[Conflict]) -> None:
        """Record a write of one byte, checking it against the live writes and reads."""
        cell = self.cells.get(key)
        record: Access = (tid, clock, site, atomic)
        if cell is None:
            cell = Cell(value, False)
            cell.writes.append(record)
            self.cells[key] = cell
            return
        ordered = self.clocks.ordered
        live_writes: list[Access] = [record]
        for prior in cell.writes:
            wtid, wclock, wsite, watomic = prior
            if ordered(thread, as_class, wtid, wclock):
                continue
            live_writes.append(prior)
            if not _atomic_pair_ok(watomic, atomic):
                out.append(Conflict(key, wtid, wclock, wsite, True, thread, site, True))
        live_reads: dict[int, Access] = {}
        for rtid, prior in cell.reads.items():
            _, rclock, rsite, ratomic = prior
            if rtid == tid or ordered(thread, as_class, rtid, rclock):
                continue
            live_reads[rtid] = prior
            if not _atomic_pair_ok(ratomic, atomic):
                out.append(Conflict(key, rtid, rclock, rsite, False, thread, site, True))
        cell.value = value
        cell.writes = live_writes
        cell.reads = live_reads
