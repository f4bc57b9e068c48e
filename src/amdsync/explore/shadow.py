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

from amdsync.program.ops import Scope
from amdsync.program.topology import ThreadPlace, inclusive_scopes
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


# An access record: (thread component, clock, site, atomic info, store-available scope).
Access = tuple[int, int, int, "AtomicInfo | None", "int | None"]


@dataclass(frozen=True)
class Invisible:
    """A write that happens-before a read but is not location-ordered before it: it was
    never made available and then visible to the reader (amdgpu-memory-model)."""

    key: int
    write: Access
    thread: int
    site: int


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

    def __init__(self, clocks: Clocks, places: list[ThreadPlace]) -> None:
        self.clocks = clocks
        self.places = places
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
             atomic: AtomicInfo | None, out: list[Conflict], visible: int | None = None,
             invisible: list[Invisible] | None = None) -> tuple[int | None, bool]:
        """Record a read of one byte; returns (value, whether anything was written or
        initialized there before). With ``invisible``, a write ordered before the read
        but not location-ordered before it is reported there; ``visible`` is the scope
        of the read's load-visible operation, if it is one."""
        cell = self.cells.get(key)
        if cell is None:
            cell = Cell(None, False)
            self.cells[key] = cell
        ordered = self.clocks.ordered
        for write in cell.writes:
            wtid, wclock, wsite, watomic, _ = write
            if not ordered(thread, as_class, wtid, wclock):
                if not _atomic_pair_ok(watomic, atomic):
                    out.append(Conflict(key, wtid, wclock, wsite, True, thread, site, False))
            elif invisible is not None and not self.location_ordered(
                    write, thread, as_class, visible):
                invisible.append(Invisible(key, write, thread, site))
        written = cell.initialized or bool(cell.writes)
        cell.reads[tid] = (tid, clock, site, atomic, None)
        return cell.value, written

    def location_ordered(self, write: Access, thread: int, as_class: int,
                         visible: int | None) -> bool:
        """amdgpu-memory-model, "Location Order": is ``write`` (already known to
        happen-before the read) location-ordered before a read by ``thread``? Own writes
        are (program order); others need a visibility operation on the write — a
        MakeVisible the reader performed after availability reached it, or the read
        itself if it is load-visible — after an availability operation with inclusive
        scopes (the write itself when it is store-available)."""
        wtid, wclock, _, _, available = write
        n = self.clocks.num_threads
        if wtid in (thread, n + thread):
            return True
        if self.clocks.visible(thread, as_class, wtid, wclock):
            return True
        if available is None:
            return False
        writer = self.places[wtid if wtid < n else wtid - n]
        reader = self.places[thread]
        if visible is not None and inclusive_scopes(writer, Scope(available), reader,
                                                    Scope(visible)):
            return True
        for (who, scope), snapshot in self.clocks.make_visible.items():
            if who == thread and int(snapshot[as_class, wtid]) >= wclock and (
                    inclusive_scopes(writer, Scope(available), reader, Scope(scope))):
                return True
        return False

    def write(self, key: int, value: int | None, thread: int, tid: int, clock: int,
              as_class: int, site: int, atomic: AtomicInfo | None,
              out: list[Conflict], available: int | None = None) -> None:
        """Record a write of one byte, checking it against the live writes and reads.
        ``available`` is the scope of a store-available write."""
        cell = self.cells.get(key)
        record: Access = (tid, clock, site, atomic, available)
        if cell is None:
            cell = Cell(value, False)
            cell.writes.append(record)
            self.cells[key] = cell
            return
        ordered = self.clocks.ordered
        live_writes: list[Access] = [record]
        for prior in cell.writes:
            wtid, wclock, wsite, watomic, _ = prior
            if ordered(thread, as_class, wtid, wclock):
                continue
            live_writes.append(prior)
            if not _atomic_pair_ok(watomic, atomic):
                out.append(Conflict(key, wtid, wclock, wsite, True, thread, site, True))
        live_reads: dict[int, Access] = {}
        for rtid, prior in cell.reads.items():
            _, rclock, rsite, ratomic, _ = prior
            if rtid == tid or ordered(thread, as_class, rtid, rclock):
                continue
            live_reads[rtid] = prior
            if not _atomic_pair_ok(ratomic, atomic):
                out.append(Conflict(key, rtid, rclock, rsite, False, thread, site, True))
        cell.value = value
        cell.writes = live_writes
        cell.reads = live_reads
