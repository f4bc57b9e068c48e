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

import copy
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import numpy.typing as npt

from amdsync.explore.memory.address import GLOBAL_KEYS, REGION_SHIFT
from amdsync.explore.memory.conflict_log import (  # (Conflict: its users import it here)
    Conflict as Conflict,  # noqa: PLC0414 (an explicit re-export, for mypy --strict)
)
from amdsync.explore.memory.conflict_log import Conflicts
from amdsync.explore.memory.definedness import Taint
from amdsync.explore.values.param import ReadOnlyViolated
from amdsync.program.ops import Scope
from amdsync.program.topology import ThreadPlace, inclusive_scopes
from amdsync.semantics.clocks import Clocks
from amdsync.semantics.memory_model.read_rules import ReadCase, Reading, read_case


@dataclass(frozen=True)
class AtomicInfo:
    scope: int  # amdsync.program.ops.Scope
    place: ThreadPlace
    # The place's instance id of every scope, indexed by Scope (ThreadPlace.instance):
    # two places share a scope instance exactly when their ids there agree.
    ids: tuple[int, ...] = field(init=False, compare=False, repr=False)
    _hash: int = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "ids", tuple(self.place.instance(s)[1] for s in Scope))
        # Access records holding this are dictionary keys (Cell.hidden): hash once.
        object.__setattr__(self, "_hash", hash((self.scope, self.place)))

    def __hash__(self) -> int:
        return self._hash


# An access record: (thread component, clock, site, atomic info, store-available scope).
Access = tuple[int, int, int, "AtomicInfo | None", "int | None"]
# Why bytes a read returns may be undef: (offset in the access, bytes, cause), the cause
# a Taint stored there, ("c", conflict index), ("i", invisible index), ("w", index of
# a SeveralWrites) or ("u", key) for memory nothing wrote (explore/memory/definedness.py).
UndefPart = tuple[int, int, "Taint | tuple[str, int]"]


@dataclass(frozen=True)
class Invisible:
    """A write that happens-before a read but is not location-ordered before it: it was
    never made available and then visible to the reader (amdgpu-memory-model)."""

    key: int
    write: Access
    thread: int
    site: int


@dataclass(frozen=True)
class SeveralWrites:
    """A plain read that may see several writes, each location-ordered before it
    (amdgpu-memory-model, read values, the last bullet: "Otherwise, R returns undef";
    shared/spec/READINGS.md item 1): the byte's key and the writes, in the order the
    execution made them."""

    key: int
    writes: tuple[Access, ...]
    thread: int
    site: int


def _atomic_pair_ok(a: AtomicInfo | None, b: AtomicInfo | None) -> bool:
    if a is None or b is None:
        return False
    # Inclusive scopes (amdgpu-memory-model): each one's instance contains the other;
    # ThreadPlace.contains, on the precomputed ids.
    ai, bi = a.ids, b.ids
    return ai[a.scope] == bi[a.scope] and ai[b.scope] == bi[b.scope]


def _no_two_race(writes: list[Access]) -> bool:
    """Are the writes all atomic, each pair with inclusive scopes (so that none races
    another, amdgpu-memory-model)?"""
    infos = [w[3] for w in writes]
    if any(info is None for info in infos):
        return False
    return all(_atomic_pair_ok(a, b) for i, a in enumerate(infos) for b in infos[i + 1:])


def _keeps(prior: AtomicInfo | None, new: AtomicInfo | None) -> bool:
    """Must an access ordered before a new write stay recorded? A later access that is
    unordered with it is unordered with the new write too, and conflicts with the new
    write whenever it conflicts with the prior access — unless the new write is atomic
    and the prior one is not, or is atomic at a scope that includes less: then the
    later access may be an atomic that does not race with the new write but races with
    the prior access (amdgpu-memory-model: atomics race unless their scopes are
    inclusive)."""
    if new is None:
        return False
    if prior is None:
        return True
    return not (prior.place == new.place and prior.scope >= new.scope)


def _read_slot(tid: int, atomic: AtomicInfo | None) -> int:
    """Reads are kept per thread, a plain and an atomic read (per scope) apart: a later
    atomic read does not stand for an earlier plain one."""
    return tid * 8 + (7 if atomic is None else atomic.scope)


_NO_MIXED: frozenset[int] = frozenset()
# (live writes, their thread ids, their clocks): Cell.warrays
WriteArrays = tuple[list[Access], "npt.NDArray[np.int64]", "npt.NDArray[np.int64]"]
# Live writes at least this many are tested for order at once, as arrays.
_ARRAY_WRITES = 32
_new_cell = object.__new__


class Cell:
    """A granule of memory (4 aligned bytes, or one byte where accesses split a granule):
    its byte values (None: unknown), the live writes and reads, and whether any write
    (or an initial value) precedes everything."""

    __slots__ = ("hidden", "initialized", "mixed", "rcommon", "reads", "undef", "value",
                 "warrays", "wcommon", "writes")

    # Only ``reads`` is ever changed in place (and is made the cell's own first): the
    # other fields are replaced, so cells share the empty ones and a copy shares them
    # all (a kernel has hundreds of thousands of cells; forks copy them).

    def __init__(self, value: list[int | None], initialized: bool) -> None:
        self.value = value
        self.initialized = initialized
        self.writes: list[Access] = _NO_WRITES
        self.reads: dict[int, Access] = _NO_READS
        # A kept write → the later (atomic) writes it happens before: a read that one
        # of those happens before may not see it (amdgpu-memory-model, may see).
        self.hidden: dict[Access, tuple[Access, ...]] = _NO_HIDDEN
        # Atomic reads (by read slot) that may see a write that is not atomic with a
        # scope inclusive with theirs: any unordered write makes them undef.
        self.mixed: frozenset[int] = _NO_MIXED
        # Per byte, where an undefined value stored here came from (None: all defined;
        # explore/memory/definedness.py).
        self.undef: list[Taint | None] | None = None
        # A stand-in for every live write (``wcommon``) or read (``rcommon``), when they
        # are all atomics alike at and above one scope (``_alike``): an atomic access of
        # that scope or wider is inclusive with all of them exactly when it is with the
        # stand-in. None: no stand-in (not known to be alike).
        self.wcommon: AtomicInfo | None = None
        self.rcommon: AtomicInfo | None = None
        # The thread ids and clocks of the live writes as arrays, kept with the list
        # they were made from (held, compared by ``is``: stale once ``writes`` is
        # replaced); ShadowMemory._inclusive_over_writes.
        self.warrays: WriteArrays | None = None

    def copy(self) -> Cell:
        new = _new_cell(Cell)  # (every field set below: no __init__ to overwrite)
        new.value = self.value
        new.initialized = self.initialized
        new.writes = self.writes
        new.reads = dict(self.reads) if self.reads else _NO_READS
        new.hidden = self.hidden
        new.mixed = self.mixed
        new.undef = self.undef
        new.wcommon = self.wcommon
        new.rcommon = self.rcommon
        new.warrays = self.warrays
        return new

    def note_read(self, slot: int, record: Access) -> None:
        if self.reads is _NO_READS:
            self.reads = {}
        self.reads[slot] = record
        self.rcommon = None  # (a plain read: the lazy read log's)


def _alike(common: AtomicInfo | None, new: AtomicInfo | None) -> bool:
    """May ``common`` stay the stand-in of a cell's live writes (or reads) once ``new``
    joins them? Yes when ``new`` is atomic at the same scope s and in the same instance
    of s and of every wider scope: then for an atomic A whose scope S is s or wider,
    ``_atomic_pair_ok(new, A)`` compares new's instances of s and S, the stand-in's, with
    A's — the same test as ``_atomic_pair_ok(common, A)``. So where every live access
    is alike the stand-in, one test says whether A is inclusive with all of them
    (amdgpu-memory-model, "Inclusive Scopes"; docs/semantics/scale.md, "Caches of the
    hot paths")."""
    if common is None or new is None:
        return False
    if new is common:
        return True
    scope = common.scope
    return new.scope == scope and new.ids[scope:] == common.ids[scope:]


def _inclusive_with_all(common: AtomicInfo | None, atomic: AtomicInfo) -> bool:
    """Is ``atomic`` inclusive with every access the stand-in ``common`` stands for
    (``_alike``)? False also where that is not known (no stand-in, or ``atomic``'s scope
    narrower than the stand-in's): then the caller tests each access."""
    if common is None or atomic.scope < common.scope:
        return False
    ci, ai = common.ids, atomic.ids
    return ci[common.scope] == ai[common.scope] and ci[atomic.scope] == ai[atomic.scope]


# Rows of clocks this wide or narrower (wave mode: two components per wave) are read as
# Python lists by an access: each of its ordering tests then indexes a list, not numpy.
_SHORT_ROW = 64


def _as_list(row: list[int] | Any, accesses: int) -> list[int] | Any:
    """A clock row to test ``accesses`` accesses against: as a list when they are many
    (numpy's per-item indexing costs more than the conversion then)."""
    if isinstance(row, list) or accesses * 8 < len(row):
        return row
    return row.tolist()


def _clock_row(clocks: Clocks, thread: int, as_class: int) -> list[int] | Any:
    """The clock row of ``thread`` in ``as_class`` (clocks.ordered's, inlined by the
    accesses): a list where it is short, else the numpy row."""
    row = clocks.vc[clocks.row_of[thread], as_class]
    return row.tolist() if clocks.width <= _SHORT_ROW else row


# Conflict(...) without the named tuple's Python-level constructor (a racy run makes
# millions; the same tuple, a third faster): _new(Conflict, (fields in order)).
_new = tuple.__new__
_NO_WRITES: list[Access] = []
_NO_READS: dict[int, Access] = {}
_NO_HIDDEN: dict[Access, tuple[Access, ...]] = {}
_UNKNOWN_GRANULE: list[int | None] = [None] * 4
_UNKNOWN_BYTE: list[int | None] = [None]


GRANULE = 4
# A read deferred by the lazy read log: (granule-aligned base, size, read slot, record).
PendingRead = tuple[int, int, int, Access]
LAZY_READS = True  # the default; tests compare results with the log turned off


class ShadowMemory:
    """Shadow state keyed by location. Accesses that cover whole aligned 4-byte granules
    (almost all of a kernel's) are tracked per granule; a granule touched by a smaller
    or misaligned access is split into byte cells for good, so results stay exact to
    the byte.

    Lazy read log: plain reads of a global region that nothing but such reads has
    touched yet (a kernel's input buffers) cannot conflict with anything and return
    unknown, never-written bytes, so they are only logged; the region's cells are built
    from the log, in order, the first time anything else touches the region. The cells
    are then exactly what recording each read at once would have made (one read slot
    per thread keeps the latest read; a fresh cell has no writes), and a region only
    ever read costs one log entry per access instead of a cell per granule
    (tests/explore/test_lazy_reads.py compares both).
    """

    def __init__(self, clocks: Clocks, places: list[ThreadPlace],
                 lazy_reads: bool | None = None) -> None:
        self.clocks = clocks
        self.places = places
        # How a plain read of several writes reads (semantics/memory_model/read_rules.py;
        # the machine sets it from its options).
        self.reading = Reading.SPEC
        self.cells: dict[int, Cell] = {}  # byte cells (keys of split granules)
        self.granules: dict[int, Cell] = {}  # granule cells, keyed by their first byte
        self.split: set[int] = set()  # granules kept as byte cells
        self.lazy_reads = LAZY_READS if lazy_reads is None else lazy_reads
        self.pending: dict[int, list[PendingRead]] = {}  # region → its logged reads
        self.touched: set[int] = set()  # regions (and LDS/scratch key ranges) with cells
        # Regions a parametric run reads at addresses that differ between the values of
        # its class (explore/values/param.py): anything touching one ends that run.
        self.readonly: set[int] = set()
        # Copy on write: the cells this shadow may change in place; the others it shares
        # with the shadows it was forked from or into (a fork copies no cell).
        self.owned: set[int] = set()

    def fork(self, keep_owned: bool = False) -> ShadowMemory:
        """An independent copy that shares every cell until one side changes it. With
        ``keep_owned`` this shadow goes on changing the cells it owns in place: only
        right when the copy is done with before this shadow changes again (a depth-
        first search whose parent runs as its last child, explore/search/check.py)."""
        new = copy.copy(self)
        new.cells = dict(self.cells)
        new.granules = dict(self.granules)
        new.split = set(self.split)
        new.owned = set()
        if not keep_owned:
            self.owned = set()
        new.pending = {r: list(p) for r, p in self.pending.items()}
        new.touched = set(self.touched)
        new.readonly = set(self.readonly)
        return new

    def release(self) -> None:
        """Forget every cell: the execution has ended and its findings are recorded
        (a search keeps its leaves until it reports; a parametric sweep has one per
        class of values)."""
        self.cells = {}
        self.granules = {}
        self.pending = {}
        self.owned = set()

    def _cell(self, table: dict[int, Cell], key: int, fresh: list[int | None],
              create: bool) -> Cell | None:
        """The cell at ``key`` of ``table`` (granules or byte cells), this shadow's own
        to change (copied first if it is shared); a new one with unknown bytes
        ``fresh`` when there is none and ``create``."""
        cell = table.get(key)
        if cell is None:
            if not create:
                return None
            cell = Cell(fresh, False)
        elif key in self.owned:
            return cell
        else:
            cell = cell.copy()
        table[key] = cell
        self.owned.add(key)
        return cell

    def _touch(self, region: int) -> None:
        """Build the cells of ``region``'s logged reads, in order; from now on every
        access to it is recorded at once."""
        if region in self.readonly:
            raise ReadOnlyViolated(region)
        self.touched.add(region)
        log = self.pending.pop(region, None)
        if not log:
            return
        for base, size, slot, record in log:
            for key in range(base, base + size, GRANULE):
                cell = self._cell(self.granules, key, _UNKNOWN_GRANULE, True)
                assert cell is not None
                cell.note_read(slot, record)

    def _log_read(self, base: int, size: int, tid: int, clock: int, site: int
                  ) -> tuple[list[int | None], bool, list[UndefPart] | None] | None:
        """Log a plain read of an untouched global region (see the class docstring) and
        return what :meth:`read` would; None when the read must be recorded at once."""
        region = base >> REGION_SHIFT
        if size == 0 or (base + size - 1) >> REGION_SHIFT != region:
            return None
        if region in self.readonly:
            # A region a parametric run assumed read-only (explore/values/param.py) is never
            # given cells: a plain read of it, of any alignment, cannot conflict with
            # anything (anything else touching it ends the run) and reads host data.
            return [None] * size, False, [(0, size, ("u", base))]
        if (base | size) & (GRANULE - 1):  # (the caller: a global key)
            return None
        if region in self.touched:
            return None
        self.pending.setdefault(region, []).append(
            (base, size, _read_slot(tid, None), (tid, clock, site, None, None)))
        parts: list[UndefPart] = [(offset, GRANULE, ("u", base + offset))
                                  for offset in range(0, size, GRANULE)]
        return [None] * size, False, parts

    # ------------------------------------------------------------ granules

    def _byte_cell(self, key: int, create: bool) -> Cell | None:
        """The byte cell of ``key``, splitting its granule first if need be."""
        if key >> REGION_SHIFT not in self.touched:
            self._touch(key >> REGION_SHIFT)
        base = key - key % GRANULE
        if base not in self.split:
            self.split.add(base)
            whole = self.granules.pop(base, None)
            if whole is not None:
                for i in range(GRANULE):
                    part = Cell([whole.value[i]], whole.initialized)
                    part.writes = whole.writes
                    part.reads = dict(whole.reads) if whole.reads else _NO_READS
                    part.hidden = whole.hidden
                    part.mixed = whole.mixed
                    part.wcommon = whole.wcommon
                    part.rcommon = whole.rcommon
                    part.warrays = whole.warrays
                    part.undef = None if whole.undef is None else [whole.undef[i]]
                    self.cells[base + i] = part
                    self.owned.add(base + i)
        return self._cell(self.cells, key, _UNKNOWN_BYTE, create)

    def _units(self, base: int, size: int, create: bool) -> list[tuple[int, Cell | None]]:
        """The cells an access of ``size`` bytes at ``base`` covers, in address order."""
        first, last = base >> REGION_SHIFT, (base + size - 1) >> REGION_SHIFT
        if first not in self.touched:
            self._touch(first)
        if last != first and last not in self.touched:
            self._touch(last)
        units: list[tuple[int, Cell | None]] = []
        if base % GRANULE == 0 and size % GRANULE == 0:
            granules = self.granules
            owned = self.owned
            for key in range(base, base + size, GRANULE):
                if key in self.split:
                    units += [(key + i, self._byte_cell(key + i, create))
                              for i in range(GRANULE)]
                    continue
                cell = granules.get(key)
                if cell is None or key not in owned:  # (the common case inline: hot path)
                    cell = self._cell(granules, key, _UNKNOWN_GRANULE, create)
                units.append((key, cell))
            return units
        return [(key, self._byte_cell(key, create)) for key in range(base, base + size)]

    def values(self, base: int, size: int) -> list[int | None]:
        """The bytes at ``base`` (None where unknown), without recording an access."""
        out: list[int | None] = []
        for _, cell in self._units(base, size, create=True):
            assert cell is not None
            out += cell.value
        return out

    def value(self, key: int) -> int | None:
        return self.values(key, 1)[0]

    def poke(self, key: int, value: int | None) -> None:
        """Set a byte's value without recording an access (operational explorer)."""
        cell = self._byte_cell(key, create=True)
        assert cell is not None
        cell.value = [value]
        cell.initialized = True

    def define_initial(self, key: int, value: int | None) -> None:
        """An initial value: amdgpu-memory-model, "Each initialized global is assumed to
        have an initial system scoped atomic write" — ordered before every access."""
        cell = self._byte_cell(key, create=True)
        assert cell is not None
        cell.value = [value]
        cell.initialized = True

    # ------------------------------------------------------------ accesses

    def read(self, base: int, size: int, thread: int, tid: int, clock: int, as_class: int,
             site: int, atomic: AtomicInfo | None, out: Conflicts,
             visible: int | None = None,
             invisible: list[Invisible] | None = None,
             mixed_rule: bool = False,
             several: list[SeveralWrites] | None = None,
             ) -> tuple[list[int | None], bool, list[UndefPart] | None]:
        """Record a read of ``size`` bytes at ``base``; returns the byte values, whether
        every byte was written or initialized before, and which bytes may be undef and
        why (None: none). With ``invisible``, a write ordered before the read but not
        location-ordered before it is reported there; ``visible`` is the scope of the
        read's load-visible operation. With ``several``, a plain read of several writes
        each location-ordered before it (undef under the spec's reading) is reported
        there."""
        if atomic is None and self.lazy_reads and base < GLOBAL_KEYS:
            logged = self._log_read(base, size, tid, clock, site)
            if logged is not None:
                return logged
        values: list[int | None] = []
        written = True
        parts: list[UndefPart] | None = None
        # clocks.ordered, inlined: the reader's clock row in this address-space class and
        # the component of each thread id (semantics/clocks.py: per lane or per wave).
        clocks = self.clocks
        row = _clock_row(clocks, thread, as_class)
        comp = clocks.comp
        own_async = clocks.num_threads + thread if clocks.wave_mode else -1
        scope = atomic.scope if atomic is not None else 0  # (_atomic_pair_ok, inlined)
        ids = atomic.ids if atomic is not None else ()
        record: Access = (tid, clock, site, atomic, None)
        slot = _read_slot(tid, atomic)
        offset = 0
        n = clocks.num_threads
        # (the log's length, counted here: a conflict log's len() is a Python call)
        found = len(out)
        for key, cell in self._units(base, size, create=True):
            assert cell is not None
            width = len(cell.value)
            conflicts_before = found
            first_async = -1  # the first of them with an async operation
            invisible_before = 0 if invisible is None else len(invisible)
            if atomic is not None and _inclusive_with_all(cell.wcommon, atomic):
                # Every live write is an atomic inclusive with this read (the stand-in,
                # _alike): none conflicts with it, so only the ordered ones are asked
                # about (a many-lane counter keeps every lane's last write).
                if invisible is not None:
                    for write in cell.writes:
                        wtid, wclock = write[0], write[1]
                        if (wtid == thread or row[comp[wtid]] >= wclock or (
                                wtid == own_async
                                and clocks.own_async_done(thread, wtid, wclock))) and (
                                not self.location_ordered(write, thread, as_class, visible)):
                            invisible.append(Invisible(key, write, thread, site))
            else:
                for write in cell.writes:
                    wtid, wclock, wsite, watomic, _ = write
                    if wtid != thread and row[comp[wtid]] < wclock and not (
                            wtid == own_async and clocks.own_async_done(thread, wtid, wclock)):
                        if watomic is None or atomic is None or not (
                                watomic.ids[watomic.scope] == ids[watomic.scope]
                                and watomic.ids[scope] == ids[scope]):
                            if first_async < 0 and wtid >= n:
                                first_async = found
                            out.append(_new(Conflict, (key, wtid, wclock, wsite, True, thread,
                                                       site, False)))
                            found += 1
                    elif invisible is not None and not self.location_ordered(
                            write, thread, as_class, visible):
                        invisible.append(Invisible(key, write, thread, site))
            # The slot keeps the thread's latest read; a mixed flag stays with it, since
            # an earlier mixed read of the thread is unordered with whatever the latest
            # read is unordered with (program order).
            if mixed_rule and atomic is not None and cell.writes:
                if self._mixed_read(key, cell, thread, as_class, site, atomic, out, several):
                    cell.mixed = cell.mixed | {slot}
                if first_async < 0:
                    first_async = next((i for i in range(found, len(out))
                                        if out[i].prior_tid >= n), -1)
                found = len(out)
            cause: Taint | tuple[str, int] | None = None
            if found > conflicts_before:
                # Name an async copy in flight when there is one (the likelier story).
                cause = ("c", first_async if first_async >= 0 else conflicts_before)
            elif invisible is not None and len(invisible) > invisible_before:
                cause = ("i", invisible_before)
            elif not (cell.initialized or cell.writes):
                cause = ("u", key)
            elif several is not None and atomic is None and len(cell.writes) > 1:
                cause = self._several(key, cell, thread, as_class, site, several)
            if not (cell.initialized or cell.writes):
                written = False
            if cause is not None:
                parts = parts if parts is not None else []
                parts.append((offset, width, cause))
            elif cell.undef is not None:
                parts = parts if parts is not None else []
                for i, taint in enumerate(cell.undef):
                    if taint is not None:
                        parts.append((offset + i, 1, taint))
            reads = cell.reads
            if reads is _NO_READS:  # (Cell.note_read, inlined: once per lane)
                reads = cell.reads = {}
            if not reads or (len(reads) == 1 and slot in reads):
                cell.rcommon = atomic  # (the only live read from now on)
            elif cell.rcommon is not None and not _alike(cell.rcommon, atomic):
                cell.rcommon = None
            reads[slot] = record
            values += cell.value
            offset += width
        return values, written, parts

    def write(self, base: int, data: list[int | None], thread: int, tid: int, clock: int,
              as_class: int, site: int, atomic: AtomicInfo | None,
              out: Conflicts, available: int | None = None,
              undef: list[Taint | None] | None = None,
              subsumed: list[tuple[int, Access, bool, int]] | None = None) -> None:
        """Record a write of ``data`` at ``base``, checking it against the live writes
        and reads. ``available`` is the scope of a store-available write; ``undef``
        says which bytes written are undefined and why. ``subsumed`` collects the
        accesses this write stands for from now on (key, access, whether a write, the
        write's address-space class):
        those ordered before it, which the cell forgets."""
        record: Access = (tid, clock, site, atomic, available)
        clocks = self.clocks  # clocks.ordered, inlined (see read)
        row = _clock_row(clocks, thread, as_class)
        comp = clocks.comp
        own_async = clocks.num_threads + thread if clocks.wave_mode else -1
        # _atomic_pair_ok(prior, atomic), inlined below: a many-lane counter compares
        # every lane's write with every other's.
        scope = atomic.scope if atomic is not None else 0
        ids = atomic.ids if atomic is not None else ()
        offset = 0
        for key, cell in self._units(base, len(data), create=True):
            assert cell is not None
            width = len(cell.value)
            chunk = data[offset:offset + width]
            taints = None if undef is None else undef[offset:offset + width]
            cell.undef = taints if taints is not None and any(
                t is not None for t in taints) else None
            offset += width
            if not cell.writes and not cell.reads:
                cell.value = chunk
                cell.writes = [record]
                cell.wcommon = atomic
                continue
            live_writes: list[Access] = [record]
            hidden: dict[Access, tuple[Access, ...]] = {}
            if atomic is not None and _inclusive_with_all(cell.wcommon, atomic):
                # (every live write an atomic inclusive with this one: none conflicts;
                # the loop below, with the unordered ones found first)
                live_writes = self._inclusive_over_writes(key, cell, thread, as_class,
                                                          record, row, hidden, subsumed)
            else:
                for prior in cell.writes:
                    wtid, wclock, wsite, watomic, _ = prior
                    if wtid == thread or row[comp[wtid]] >= wclock or (
                            wtid == own_async and clocks.own_async_done(thread, wtid, wclock)):
                        if not _keeps(watomic, atomic):
                            if subsumed is not None:
                                subsumed.append((key, prior, True, as_class))
                            continue
                        live_writes.append(prior)  # an atomic write does not stand for it
                        hidden[prior] = (*cell.hidden.get(prior, ()), record)
                        continue
                    if watomic is None or atomic is None or not (
                            watomic.ids[watomic.scope] == ids[watomic.scope]
                            and watomic.ids[scope] == ids[scope]):
                        out.append(_new(Conflict, (key, wtid, wclock, wsite, True, thread, site,
                                                   True)))
                    if wtid == tid and wsite == site and watomic is None and atomic is None:
                        # An earlier copy of the same lane's async operations at the same
                        # site: whatever is ordered after it is ordered after this one
                        # first (async completion is in order), so every later access
                        # unordered with it is unordered with this write too — the same
                        # finding, the same earlier site. This write stands for it; a copy
                        # loop to one address stays linear, not quadratic.
                        continue
                    live_writes.append(prior)
            live_reads: dict[int, Access] = {}
            if atomic is not None and not cell.mixed and _inclusive_with_all(cell.rcommon,
                                                                            atomic):
                # (the same for the live reads, none of them mixed)
                live_reads = self._inclusive_over_reads(key, cell, thread, tid, as_class,
                                                        atomic, row, subsumed)
            else:
                for slot, prior in cell.reads.items():
                    rtid, rclock, rsite, ratomic, _ = prior
                    if rtid in (tid, thread) or row[comp[rtid]] >= rclock or (
                            rtid == own_async and clocks.own_async_done(thread, rtid, rclock)):
                        if _keeps(ratomic, atomic) or (atomic is not None and slot in cell.mixed):
                            live_reads[slot] = prior
                        elif subsumed is not None:
                            subsumed.append((key, prior, False, as_class))
                        continue
                    live_reads[slot] = prior
                    if not _atomic_pair_ok(ratomic, atomic) or slot in cell.mixed:
                        # (a mixed read may see this write: it returns undef)
                        out.append(_new(Conflict, (key, rtid, rclock, rsite, False, thread, site,
                                                   True)))
            cell.value = chunk
            if not _alike(cell.wcommon, atomic):  # (else it stands for every live write)
                cell.wcommon = atomic if len(live_writes) == 1 else None
            before = len(cell.writes)
            cell.writes = live_writes
            cell.reads = live_reads  # (a subset: the reads' stand-in stays)
            if cell.mixed:
                cell.mixed = cell.mixed & live_reads.keys()
            if hidden or (cell.hidden and len(live_writes) != before + 1):
                cell.hidden = {w: hidden.get(w, cell.hidden.get(w, ()))
                               for w in live_writes if w in hidden or w in cell.hidden}
            # (else every prior write stayed live and none gained an entry: the map is
            # the same; a many-lane counter keeps every lane's write and rebuilt it at
            # each write)

    def _inclusive_over_writes(self, key: int, cell: Cell, thread: int, as_class: int,
                               record: Access, row: list[int] | Any,
                               hidden: dict[Access, tuple[Access, ...]],
                               subsumed: list[tuple[int, Access, bool, int]] | None
                               ) -> list[Access]:
        """``write``'s loop over the live writes of ``cell`` when every one of them is
        an atomic inclusive with the new write ``record`` (the stand-in, ``_alike``):
        none conflicts with it, and the unordered ones stay live as they are. The
        ordered ones (found first by a comprehension, a superset tested exactly after)
        are dropped or kept as in ``write``; returns the new live writes, in
        ``write``'s order."""
        clocks = self.clocks
        comp = clocks.comp
        own_async = clocks.num_threads + thread if clocks.wave_mode else -1
        atomic = record[3]
        writes = cell.writes
        arrays = cell.warrays
        if len(writes) >= _ARRAY_WRITES and not isinstance(row, list):
            # (the comprehension's test, term by term, on the writes' arrays)
            if arrays is None or arrays[0] is not writes:
                arrays = (writes,
                          np.fromiter((p[0] for p in writes), np.int64, len(writes)),
                          np.fromiter((p[1] for p in writes), np.int64, len(writes)))
            tids = arrays[1]
            mask = row[clocks.comp_arr[tids]] >= arrays[2]
            mask |= tids == thread
            if own_async >= 0:
                mask |= tids == own_async
            ordered: list[int] = np.flatnonzero(mask).tolist()
        else:
            arrays = None
            row = _as_list(row, len(writes))
            ordered = [i for i, (t, c, _, _, _) in enumerate(writes)
                       if t in (thread, own_async) or row[comp[t]] >= c]
        dropped: list[int] = []
        for i in ordered:
            prior = writes[i]
            wtid, wclock = prior[0], prior[1]
            if not (wtid == thread or row[comp[wtid]] >= wclock or (
                    wtid == own_async and clocks.own_async_done(thread, wtid, wclock))):
                continue  # (unordered after all: stays live)
            if not _keeps(prior[3], atomic):
                if subsumed is not None:
                    subsumed.append((key, prior, True, as_class))
                dropped.append(i)
                continue
            hidden[prior] = (*cell.hidden.get(prior, ()), record)  # (stays live)
        live = [record]
        start = 0
        for i in dropped:
            live += writes[start:i]
            start = i + 1
        live += writes[start:]
        if arrays is not None:  # (the new live writes' arrays, in their order)
            _, tids, clks = arrays
            new_tids = np.empty(len(live), np.int64)
            new_clks = np.empty(len(live), np.int64)
            new_tids[0], new_clks[0] = record[0], record[1]
            if dropped:
                keep = np.ones(len(writes), bool)
                keep[dropped] = False
                tids, clks = tids[keep], clks[keep]
            new_tids[1:], new_clks[1:] = tids, clks
            cell.warrays = (live, new_tids, new_clks)
        return live

    def _inclusive_over_reads(self, key: int, cell: Cell, thread: int, tid: int,
                              as_class: int, atomic: AtomicInfo, row: list[int] | Any,
                              subsumed: list[tuple[int, Access, bool, int]] | None
                              ) -> dict[int, Access]:
        """``write``'s loop over the live reads of ``cell`` when every one of them is an
        atomic inclusive with the new (atomic) write and none is mixed: none conflicts
        with it; the ordered ones are dropped or kept as in ``write``. Returns the new
        live reads, in ``write``'s order."""
        clocks = self.clocks
        comp = clocks.comp
        own_async = clocks.num_threads + thread if clocks.wave_mode else -1
        reads = cell.reads
        row = _as_list(row, len(reads))
        ordered = [(slot, p) for slot, p in reads.items()
                   if p[0] in (tid, thread, own_async) or row[comp[p[0]]] >= p[1]]
        live = dict(reads)
        for slot, prior in ordered:
            rtid, rclock = prior[0], prior[1]
            if not (rtid in (tid, thread) or row[comp[rtid]] >= rclock or (
                    rtid == own_async and clocks.own_async_done(thread, rtid, rclock))):
                continue  # (unordered after all: stays live)
            if not _keeps(prior[3], atomic):
                if subsumed is not None:
                    subsumed.append((key, prior, False, as_class))
                del live[slot]
        return live

    def _several(self, key: int, cell: Cell, thread: int, as_class: int, site: int,
                 several: list[SeveralWrites]) -> tuple[str, int] | None:
        """A plain read no write conflicts with and every write it may see is
        location-ordered before: the read-value bullets (read_rules.read_case, the
        function litmus asks too) decide by how many writes it may see. (An atomic read
        takes the atomics' choice, explore/memory/atomic_access.py.)"""
        seen = self._may_see(cell, thread, as_class)
        case = read_case(any_location_ordered=True, all_atomic_inclusive=False,
                         sees_unordered=False, seen=len(seen), reading=self.reading)
        if case is not ReadCase.SEVERAL_WRITES or not _no_two_race(seen):
            # (writes not all atomics of inclusive scopes: two race, and the race is the
            # finding, or they are the lanes of one plain store writing one address, one
            # write: docs/semantics/readings.md, "Several writes that are not all atomics")
            return None
        several.append(SeveralWrites(key, tuple(seen), thread, site))
        return ("w", len(several) - 1)

    def _may_see(self, cell: Cell, thread: int, as_class: int) -> list[Access]:
        """The live writes of ``cell`` a read by ``thread`` now may see: all but those a
        later write ordered before the read hides (amdgpu-memory-model, may see: "If a
        write W1 is location-ordered before a write W2, and W2 is location-ordered
        before a read R, then R may not see W1"; ``Cell.hidden``)."""
        if not cell.hidden:
            return cell.writes
        ordered = self.ordered_before
        return [w for w in cell.writes
                if not any(ordered(h, thread, as_class) for h in cell.hidden.get(w, ()))]

    def _mixed_read(self, key: int, cell: Cell, thread: int, as_class: int, site: int,
                    atomic: AtomicInfo, out: Conflicts,
                    several: list[SeveralWrites] | None = None) -> bool:
        """amdgpu-memory-model, read values: an atomic read returns undef when the set
        of it and the writes it may see is not all atomic with inclusive scopes and it
        may see a write not location-ordered before it — even a write that is itself
        an atomic inclusive with the read. Recorded as a conflict with that write (a
        later one, unordered, finds the read's slot in ``Cell.mixed``), which the report
        tells as the read's undefined value, reason several-writes, not a race: the two
        atomics do not race (shared/spec/READINGS.md item 1; findings/undef_report.py).
        ``several`` gets the writes it may see that are not atomic with it (the fix's
        subject), once per instruction and location."""
        # (the writes it may see are among the live ones: when all are atomics
        # inclusive with it, no need to ask which)
        if _inclusive_with_all(cell.wcommon, atomic):
            return False
        scope, ids = atomic.scope, atomic.ids
        for w in cell.writes:  # (_atomic_pair_ok, inlined: a counter has many writes)
            wa = w[3]
            if wa is None or wa.ids[wa.scope] != ids[wa.scope] or wa.ids[scope] != ids[scope]:
                break
        else:
            return False
        ordered = self.clocks.ordered
        may_see = [w for w in cell.writes
                   if not any(ordered(thread, as_class, h[0], h[1])
                              for h in cell.hidden.get(w, ()))]
        if all(_atomic_pair_ok(w[3], atomic) for w in may_see):
            return False
        if several is not None and not (several and several[-1].site == site
                                        and several[-1].key == key):
            several.append(SeveralWrites(key, tuple(
                w for w in may_see if not _atomic_pair_ok(w[3], atomic)), thread, site))
        for wtid, wclock, wsite, watomic, _ in may_see:
            if _atomic_pair_ok(watomic, atomic) and not ordered(thread, as_class, wtid,
                                                                 wclock):
                out.append(Conflict(key, wtid, wclock, wsite, True, thread, site, False))
        return True

    def ordered_before(self, prior: Access, thread: int, as_class: int) -> bool:
        """Is the access ``prior`` ordered before an access of lane ``thread`` now: its
        own, happens-before, or its own async operation completed (``write``'s test)."""
        clocks = self.clocks
        ptid, pclock = prior[0], prior[1]
        if ptid == thread:
            return True
        if int(clocks.vc[clocks.row_of[thread], as_class][clocks.comp[ptid]]) >= pclock:
            return True
        own_async = clocks.num_threads + thread if clocks.wave_mode else -1
        return ptid == own_async and clocks.own_async_done(thread, ptid, pclock)

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
