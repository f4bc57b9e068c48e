"""Shadow memory: per byte, its value and the accesses that race detection needs.

For every byte the checker keeps the last write's epoch and every read since (as in
FastTrack, with a read map instead of the read-shared/epoch split). An access that is
not ordered by happens-before after a conflicting access (same byte, at least one a
write) is a conflict, unless both are atomic with inclusive scopes (LLVM/HSA: atomic
operations do not race with each other).
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


def _atomic_pair_ok(a: AtomicInfo | None, b: AtomicInfo | None) -> bool:
    if a is None or b is None:
        return False
    return (a.place.contains(a.scope, b.place)  # type: ignore[arg-type]
            and b.place.contains(b.scope, a.place))  # type: ignore[arg-type]


class ShadowMemory:
    """Byte-granular shadow state. A cell is ``[value, wtid, wclock, wsite, watomic,
    reads]`` where reads maps a thread component to ``(clock, site, atomic)``."""

    def __init__(self, clocks: Clocks) -> None:
        self.clocks = clocks
        self.cells: dict[int, list[object]] = {}
        self.initialized: set[int] = set()  # keys whose initial value is defined

    def value(self, key: int) -> int | None:
        cell = self.cells.get(key)
        if cell is None:
            return None
        return cell[0]  # type: ignore[return-value]

    def poke(self, key: int, value: int | None) -> None:
        """Set a byte's value without recording an access (operational explorer)."""
        cell = self.cells.get(key)
        if cell is None:
            self.cells[key] = [value, -1, 0, -1, None, None]
        else:
            cell[0] = value

    def define_initial(self, key: int, value: int | None) -> None:
        """An initial value: amdgpu-memory-model, "Each initialized global is assumed to
        have an initial system scoped atomic write" — ordered before every access."""
        self.cells[key] = [value, -1, 0, -1, None, None]

    def read(self, key: int, thread: int, tid: int, clock: int, as_class: int, site: int,
             atomic: AtomicInfo | None, out: list[Conflict]) -> tuple[int | None, bool]:
        """Record a read of one byte; returns (value, whether any write precedes it)."""
        cell = self.cells.get(key)
        if cell is None:
            cell = [None, -2, 0, -1, None, None]  # -2: never written (uninitialized)
            self.cells[key] = cell
        wtid = cell[1]
        assert isinstance(wtid, int)
        if wtid >= 0:
            wclock = cell[2]
            assert isinstance(wclock, int)
            if not self.clocks.ordered(thread, as_class, wtid, wclock) and not _atomic_pair_ok(
                    cell[4], atomic):  # type: ignore[arg-type]
                out.append(Conflict(key, wtid, wclock, cell[3], True,  # type: ignore[arg-type]
                                    thread, site, False))
        reads = cell[5]
        if reads is None:
            reads = {}
            cell[5] = reads
        reads[tid] = (clock, site, atomic)  # type: ignore[index]
        return cell[0], wtid != -2  # type: ignore[return-value]

    def write(self, key: int, value: int | None, thread: int, tid: int, clock: int,
              as_class: int, site: int, atomic: AtomicInfo | None,
              out: list[Conflict]) -> None:
        """Record a write of one byte, checking it against the last write and the reads
        since."""
        cell = self.cells.get(key)
        if cell is None:
            self.cells[key] = [value, tid, clock, site, atomic, None]
            return
        ordered = self.clocks.ordered
        wtid = cell[1]
        assert isinstance(wtid, int)
        if wtid >= 0:
            wclock = cell[2]
            assert isinstance(wclock, int)
            if not ordered(thread, as_class, wtid, wclock) and not _atomic_pair_ok(
                    cell[4], atomic):  # type: ignore[arg-type]
                out.append(Conflict(key, wtid, wclock, cell[3], True,  # type: ignore[arg-type]
                                    thread, site, True))
        reads = cell[5]
        if reads:
            for rtid, (rclock, rsite, ratomic) in reads.items():  # type: ignore[attr-defined]
                if rtid != tid and not ordered(thread, as_class, rtid, rclock) and not (
                        _atomic_pair_ok(ratomic, atomic)):
                    out.append(Conflict(key, rtid, rclock, rsite, False, thread, site, True))
        cell[0] = value
        cell[1] = tid
        cell[2] = clock
        cell[3] = site
        cell[4] = atomic
        cell[5] = None
