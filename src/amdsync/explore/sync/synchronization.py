"""Fences and barrier operations: release fences record a lane's clock, acquire
fences join what atomic reads and barrier phases left pending, and every barrier
operation (init, join, drop, arrive, wait) on the barrier object it names.

LLVM fence semantics; amdgpu-usage, barrier-arrive-release / barrier-wait-acquire
(ERRATA.md item 1); amdgpu-execution-synchronization (barrier objects, IDs, the
NULL named barrier, convergence).
"""

from __future__ import annotations

import numpy as np

from amdsync.diagnostics import AmdsyncError, Loc
from amdsync.explore.machine.frames import Frame
from amdsync.explore.machine.state import ReleaseRecord, WaveState
from amdsync.explore.memory.memory_access import MemoryAccess
from amdsync.explore.search.options import MAX_NAMED_BARRIER, NAMED_BARRIER_BASE
from amdsync.explore.sync.barrier_exec import (
    IssueViolation,
    cluster_barrier,
    gws_barrier,
    named_barrier,
    workgroup_barrier,
)
from amdsync.explore.values.values import BoolArray, splat
from amdsync.program import ops as o
from amdsync.program.topology import overlapping_scopes
from amdsync.program.types import AddressSpace
from amdsync.semantics.barriers import BarrierObject
from amdsync.semantics.clocks import ALL_AS, AS_GLOBAL, AS_LDS, LaneClocksNeeded, synchronizes


def _fence_classes(op: o.Fence) -> tuple[int, ...]:
    if op.address_spaces is None:
        return ALL_AS
    classes: list[int] = []
    if op.address_spaces & {AddressSpace.GLOBAL, AddressSpace.FLAT, AddressSpace.CONSTANT}:
        classes.append(AS_GLOBAL)
    if AddressSpace.LOCAL in op.address_spaces:
        classes.append(AS_LDS)
    return tuple(classes)


def _barrier_operands(op: o.BarrierArrive | o.BarrierWait | o.BarrierInit | o.BarrierJoin
                      | o.BarrierDrop) -> list[o.Operand]:
    out: list[o.Operand] = []
    if isinstance(op.barrier, o.NamedBarrier):
        out.append(op.barrier.ptr)
    if isinstance(op, o.BarrierInit):
        out.append(op.count)
    if isinstance(op, o.BarrierArrive) and op.new_expected is not None:
        out.append(op.new_expected)
    return out


# The wave-mode shortcuts of ``_fence`` and ``_join_record`` (docs/semantics/scale.md, "Vectorized
# core"); tests/explore/test_vectorized_core.py runs checks without them and compares.
ROW_SHORTCUTS = True
# Entries of ``_join_memo`` kept (the oldest is dropped): the waves of a workgroup
# acquire a phase's record one after another.
_JOIN_MEMO_SIZE = 64


def _own_release_clock(wave: WaveState) -> np.ndarray:
    """The wave's release clocks, as an array of its own to write slots of. A fence of
    every lane of one row stores its one snapshot broadcast to every slot (a read-only
    view, docs/semantics/scale.md "Vectorized core"): a write to some slots copies it first."""
    assert wave.release_clock is not None
    if not wave.release_clock.flags.writeable:
        wave.release_clock = np.array(wave.release_clock)
    return wave.release_clock


def _same_lanes(a: BoolArray, b: BoolArray) -> bool:
    """``np.array_equal`` of two lane masks, by their bytes where both are boolean
    arrays of one shape (then the bytes are equal exactly when the lanes are)."""
    if a.dtype == b.dtype == np.bool_ and a.shape == b.shape:
        return a.tobytes() == b.tobytes()
    return bool(np.array_equal(a, b))


def _rows_join(record: ReleaseRecord, eligible: list[int], classes: tuple[int, ...],
               with_visibility: bool) -> tuple[np.ndarray, np.ndarray | None]:
    """What an acquire fence of address-space ``classes`` joins from the ``eligible``
    rows of ``record``: per address space both the fence and a row's release name, the
    maximum of those rows' clocks (and of what they made available). "BA and BR's
    address spaces both include AS" (ERRATA.md item 1): a row whose release fence does
    not name the space orders nothing in it, whatever other rows name."""
    every = all(record.as_masks[i] == record.as_masks[eligible[0]] for i in eligible)
    joined = record.clocks[eligible].max(axis=0)
    joined_av = (record.available[eligible].max(axis=0)
                 if with_visibility and record.available is not None else None)
    for a in ALL_AS:
        rows = eligible if every else [i for i in eligible if a in record.as_masks[i]]
        if a not in classes or not rows or a not in record.as_masks[rows[0]]:
            joined[a] = 0
            if joined_av is not None:
                joined_av[a] = 0
        elif not every:
            joined[a] = record.clocks[rows, a].max(axis=0)
            if joined_av is not None and record.available is not None:
                joined_av[a] = record.available[rows, a].max(axis=0)
    return joined, joined_av


class Synchronization(MemoryAccess):
    """Fences, and barrier operations on barrier objects."""

    def _fence(self, wave: WaveState, mask: BoolArray, op: o.Fence) -> None:
        """Fences: a release fence records the lane's clock for later releasing writes
        and barrier arrives; an acquire fence joins what relaxed reads and barrier waits
        left pending (LLVM fence semantics; amdgpu-usage barrier-arrive-release /
        barrier-wait-acquire). ``amdgpu-synchronize-as`` limits the address spaces."""
        classes = _fence_classes(op)
        self._whole_wave(wave, mask, "a fence", op.loc)
        slots = np.nonzero(mask)[0]
        lanes = wave.lanes[slots]
        # An acq_rel fence acquires first, so that its release covers what it acquired
        # (cumulativity: LLVM LangRef fence semantics).
        if op.ordering.is_acquire:
            visible = not op.av_none  # MakeVisible (amdgpu-memory-model)
            for record in wave.pending_acquire:
                if record.barrier and op.scope.one_as:
                    continue  # ERRATA.md, item 1: no one-as barrier-wait-acquire
                takers = slots
                if record.readers is not None:
                    # Only the lanes whose own relaxed read left the record.
                    takers = slots[np.isin(slots, record.readers)]
                    if not len(takers):
                        continue
                    if self.clocks.wave_mode and len(takers) != len(slots):
                        raise LaneClocksNeeded(
                            f"the acquire fence at {op.loc} takes a relaxed read of "
                            f"{len(takers)} of its {len(slots)} lanes")
                self._join_record(wave, takers, record, op.scope.scope, classes, visible)
            if visible and self.clocks.vis is not None:
                for lane in lanes:
                    self.clocks.record_make_visible(int(lane), int(op.scope.scope))
        if op.ordering.is_release and not op.av_none and self.clocks.vis is not None:
            # MakeAvailable: what this lane sees becomes available at the fence's scope.
            if wave.available_clock is None:
                wave.available_clock = np.zeros((self.width, 2, self.clocks.width),
                                                 dtype=np.int32)
            for s, lane in zip(slots, lanes, strict=True):
                wave.available_clock[int(s)] = self.clocks.vis_snapshot(int(lane))
        if op.ordering.is_release:
            if wave.has_release is None:
                wave.has_release = np.zeros(self.width, dtype=np.bool_)
                # (zeros in every slot: one row, broadcast; see _own_release_clock)
                wave.release_clock = np.broadcast_to(
                    np.zeros((2, self.clocks.width), dtype=np.int32),
                    (self.width, 2, self.clocks.width))
                wave.release_scope = np.zeros(self.width, dtype=np.int64)
                wave.release_as = [ALL_AS] * self.width
                wave.release_one_as = np.zeros(self.width, dtype=np.bool_)
            assert wave.release_clock is not None and wave.release_scope is not None
            assert wave.release_one_as is not None
            wave.release_one_as[slots] = op.scope.one_as
            rows = self.clocks.row_arr[lanes]
            if (ROW_SHORTCUTS and self.clocks.wave_mode and len(rows)
                    and not bool((rows != rows[0]).any())):
                # Lanes of one row: each lane's snapshot is the row's (Clocks.snapshots),
                # taken once and broadcast.
                snapshot = self.clocks.snapshot(int(lanes[0]))
                if len(slots) == len(wave.release_clock):
                    # Every slot holds the row's snapshot: the one row, broadcast.
                    wave.release_clock = np.broadcast_to(snapshot, wave.release_clock.shape)
                else:
                    _own_release_clock(wave)[slots] = snapshot
            else:
                _own_release_clock(wave)[slots] = self.clocks.snapshots(lanes)
            wave.has_release[slots] = True
            wave.release_scope[slots] = int(op.scope.scope)
            if ROW_SHORTCUTS and len(slots) == len(wave.release_as):
                wave.release_as = [classes] * len(slots)  # (a fork copies the list)
            else:
                for slot in slots.tolist():
                    wave.release_as[slot] = classes
            self.clocks.tick(lanes)

    def _whole_wave(self, wave: WaveState, mask: BoolArray, what: str, loc: Loc) -> None:
        """Wave-granular clocks need every lane of the wave to take part (docs/semantics/scale.md,
        "Scale"): otherwise the check is re-run with per-lane clocks."""
        if self.clocks.wave_mode and not _same_lanes(mask, wave.live):
            raise LaneClocksNeeded(f"{what} at {loc} runs with {int(mask.sum())} of "
                                   f"{int(wave.live.sum())} lanes of its wave active")

    def _join_record(self, wave: WaveState, slots: np.ndarray, record: ReleaseRecord,
                     acquire_scope: o.Scope, classes: tuple[int, ...],
                     make_visible: bool = True) -> None:
        """Join what a barrier phase or an atomic published into each lane whose
        acquire synchronizes with it (inclusive scopes, shared address spaces); a
        MakeVisible acquire also takes what the releases made available."""
        if not record.lanes or acquire_scope <= o.Scope.SINGLETHREAD:
            return  # a singlethread acquire synchronizes only with its own release
        places = self.places
        uniform = acquire_scope >= o.Scope.WORKGROUP and min(record.scopes) >= o.Scope.WORKGROUP
        # Barrier pairs synchronize when their scopes overlap (ERRATA.md, item 1);
        # atomics and fences when they are inclusive (amdgpu-memory-model).
        pairs = overlapping_scopes if record.barrier else synchronizes
        cache: dict[int, tuple[np.ndarray, np.ndarray | None]] = {}
        with_visibility = (make_visible and self.clocks.vis is not None
                           and record.available is not None)
        # Wave mode (docs/semantics/scale.md, "Scale"): the wave's lanes share one row; they
        # must all synchronize with the same releases (every scope instance from
        # wavefront up is the wave's: checked, not assumed, below).
        wave_mode = self.clocks.wave_mode
        wave_eligible: list[int] | None = None
        joined_rows: set[int] = set()
        if ROW_SHORTCUTS and wave_mode and uniform:
            # Every lane of the wave has the first one's key (its workgroup), so each
            # later lane finds the first one's entry and joins nothing more.
            slots = slots[:1]
        for s in slots:
            lane = int(wave.lanes[int(s)])
            me = places[lane]
            key = me.workgroup if uniform else lane
            found = cache.get(key)
            if found is None:
                remembered = None
                if ROW_SHORTCUTS and wave_mode and uniform:
                    # Waves of one workgroup acquire one record: what the first one
                    # computed from it is kept (the record and its arrays are never
                    # changed; the key holds everything the result depends on).
                    memo_key = (id(record), key, int(acquire_scope), classes,
                                with_visibility)
                    remembered = self._join_memo.get(memo_key)
                if remembered is not None:
                    eligible = remembered[1]
                else:
                    eligible = [i for i, r in enumerate(record.lanes)
                                if pairs(places[r], o.Scope(record.scopes[i]), me,
                                         acquire_scope)]
                # (Each with the phase of the arrive that published the row: a record
                # holds the rows of every phase whose arrives barrier-execute-before
                # the wave's waits; docs/semantics/barrier-transitivity.md.)
                across = {(record.row_phases[i], me.wave, places[record.lanes[i]].wave)
                          for i in eligible
                          if places[record.lanes[i]].wave != me.wave
                          and any(a in classes for a in record.as_masks[i])
                          } if record.barrier else set()
                if across:
                    self._add_barrier_pairs(across)
                if wave_mode:
                    if wave_eligible is None:
                        wave_eligible = eligible
                    elif eligible != wave_eligible:
                        raise LaneClocksNeeded(
                            "lanes of one wave synchronize with different releases")
                if not eligible:
                    cache[key] = (np.zeros(0), None)
                    continue
                if remembered is not None:
                    cache[key] = found = remembered[2]
                    joined, joined_av = found
                    if id(joined) not in joined_rows:
                        joined_rows.add(id(joined))
                        self.clocks.join(lane, joined, ALL_AS)
                        if joined_av is not None:
                            self.clocks.join_vis(lane, joined_av, ALL_AS)
                    continue
                joined, joined_av = _rows_join(record, eligible, classes, with_visibility)
                found = (joined, joined_av)
                cache[key] = found
                if ROW_SHORTCUTS and wave_mode and uniform:
                    if len(self._join_memo) >= _JOIN_MEMO_SIZE:
                        del self._join_memo[next(iter(self._join_memo))]
                    self._join_memo[(id(record), key, int(acquire_scope), classes,
                                     with_visibility)] = (record, eligible, found)
            joined, joined_av = found
            if wave_mode:
                if id(joined) in joined_rows:
                    continue  # the row is the wave's: joined once
                joined_rows.add(id(joined))
            if joined.size:
                self.clocks.join(lane, joined, ALL_AS)
            if joined_av is not None:
                self.clocks.join_vis(lane, joined_av, ALL_AS)

    def _add_barrier_pairs(self, pairs: set[tuple[int, int, int]]) -> None:
        """Add to ``barrier_pairs``, copying the set first where a fork shares it
        (core.MachineCore.fork): adding in place keeps a long run linear in its barrier
        waits, where a new set per wait was quadratic."""
        if pairs <= self.barrier_pairs:
            return
        if not self._pairs_owned:
            self.barrier_pairs = set(self.barrier_pairs)
            self._pairs_owned = True
        self.barrier_pairs |= pairs

    def _barrier_object(self, wave: WaveState, frame: Frame,
                        op: o.BarrierArrive | o.BarrierWait | o.BarrierInit | o.BarrierJoin
                        | o.BarrierDrop) -> BarrierObject | None:
        """The barrier object an operation acts on (None: the NULL barrier or a wait on
        a named barrier when none is joined)."""
        ref = op.barrier
        if isinstance(ref, o.GwsResource):
            return gws_barrier(ref.id)
        if isinstance(ref, o.NamedBarrier):
            value = self._eval(wave, frame, ref.ptr)
            mask = frame.stack[-1].mask
            addresses = self._known(value, "a named barrier pointer", op.loc, frame, ref.ptr)
            active = addresses[mask] if mask.any() else addresses[:1]
            if (active != active[0]).any():
                raise AmdsyncError("nonuniform-barrier",
                                   "the named barrier pointer differs across the lanes of a "
                                   "wave", op.loc)
            # A null pointer names the NULL named barrier 0 (docs/semantics/barriers.md).
            ident = 0 if int(active[0]) == 0 else int(active[0]) - NAMED_BARRIER_BASE
            if not 0 <= ident <= MAX_NAMED_BARRIER:
                raise AmdsyncError("not-a-barrier", "the pointer does not point to a named "
                                   "barrier object", op.loc)
            barrier = named_barrier(wave.workgroup, ident)
        else:
            ident = ref.id
            if ident in (-2, -4):
                raise AmdsyncError("trap-barrier", f"barrier {ident} is a trap barrier, not "
                                   "accessible to shaders (amdgpu-execution-"
                                   "synchronization, barrier IDs)", op.loc)
            if ident == -1:
                barrier = workgroup_barrier(wave.workgroup)
            elif ident == -3:
                barrier = cluster_barrier(wave.workgroup // self.launch.cluster_size)
            elif 0 <= ident <= MAX_NAMED_BARRIER:
                barrier = named_barrier(wave.workgroup, ident)
            else:
                raise AmdsyncError("unknown-barrier", f"there is no barrier {ident}", op.loc)
        if barrier[0] == "named":
            if isinstance(op, o.BarrierWait) and barrier[2] == 0:
                return None  # "This is a no-op on the NULL named barrier object"
            if isinstance(op, o.BarrierWait):
                # "this instruction always waits on the last named barrier object that
                # the thread has joined, even if it is different from the argument".
                return wave.joined_named if wave.joined_named != named_barrier(
                    wave.workgroup, 0) else None
            if isinstance(op, o.BarrierDrop):
                return wave.joined_named or barrier  # s_barrier_leave: the joined one
            if barrier[2] == 0 and not isinstance(op, o.BarrierJoin):
                return None  # all operations on the NULL barrier but join are no-ops
        return barrier

    def _barrier(self, wave: WaveState, frame: Frame, mask: BoolArray,
                 op: o.BarrierArrive | o.BarrierWait | o.BarrierInit | o.BarrierJoin
                 | o.BarrierDrop) -> bool:
        """One barrier operation of the wave (amdgpu-execution-synchronization)."""
        if frame.undef:
            site = self.site(op, frame.function.name)
            for operand in _barrier_operands(op):
                self._use(wave, frame, operand, mask, "is a barrier operand", site)
        if isinstance(op.barrier, o.GwsResource):
            return self._gws(wave, frame, mask, op)
        live = wave.live if wave.exited is None else wave.live & ~wave.exited
        if not _same_lanes(mask & live, live):
            # "s_barrier instructions are convergent within a wave, and thus can only be
            # performed in wave-uniform control flow."
            self.barriers.violations.append(IssueViolation(
                "divergent-barrier", f"{op.intrinsic} in wave-divergent control flow "
                f"({int((mask & live).sum())} of {int(live.sum())} lanes active)", op.loc,
                wave.index))
        barrier = self._barrier_object(wave, frame, op)
        if barrier is None:
            if isinstance(op, o.BarrierWait) and wave.joined_named is None and not (
                    isinstance(op.barrier, o.BarrierId) and op.barrier.id == 0):
                # "For every barrier wait W ... There is a barrier join J such that
                # J -> W in barrier-joined-before ... otherwise, the behavior is
                # undefined": a named wait waits on the last named barrier joined.
                self.barriers.violations.append(IssueViolation(
                    "wait-without-join", f"{op.intrinsic} waits on a named barrier, but the "
                    "wave has joined none", op.loc, wave.index))
            return True
        barriers = self.barriers
        match op:
            case o.BarrierInit(_, init_count):
                value = self._known(self._eval(wave, frame, init_count), "a barrier count",
                                    op.loc, frame, init_count)
                barriers.init(wave, barrier, int(value[int(np.argmax(mask))]), op.loc)
            case o.BarrierJoin():
                barriers.join(wave, barrier, op.loc)
            case o.BarrierDrop():
                barriers.drop(wave, barrier, op.loc)
            case o.BarrierArrive(_, new_expected):
                expected: int | None = None
                if new_expected is not None:
                    value = self._known(self._eval(wave, frame, new_expected),
                                        "a barrier count", op.loc, frame, new_expected)
                    expected = int(value[int(np.argmax(mask))])
                first = barriers.arrive(wave, barrier, expected, op.loc)
                if op.dest is not None:
                    self._assign(frame, mask, op.dest, splat(int(first), self.width))
                    if frame.undef:
                        self._set_undef(frame, mask, op.dest, None)
            case o.BarrierWait():
                return barriers.wait(wave, barrier, op.loc)
        return True

    def _gws(self, wave: WaveState, frame: Frame, mask: BoolArray,
             op: o.BarrierArrive | o.BarrierWait | o.BarrierInit | o.BarrierJoin
             | o.BarrierDrop) -> bool:
        """A global wave sync operation (docs/semantics/barriers.md, "Global wave sync barriers"):
        the wave, with any lanes active, takes part once; the count (waves minus one) is the
        first active lane's and must be the same in every active lane."""
        if not mask.any():
            return True
        self._whole_wave(wave, mask, op.intrinsic, op.loc)
        ref = op.barrier
        assert isinstance(ref, o.GwsResource)
        barrier = gws_barrier(ref.id)
        barriers = self.barriers
        count: int | None = None
        operand = (op.new_expected if isinstance(op, o.BarrierArrive)
                   else op.count if isinstance(op, o.BarrierInit) else None)
        if operand is not None:
            values = self._known(self._eval(wave, frame, operand),
                                 "a GWS count of waves", op.loc, frame, operand)
            active = values[mask]
            if (active != active[0]).any():
                raise AmdsyncError("nonuniform-barrier", "the GWS count of waves differs "
                                   "across the active lanes of a wave", op.loc)
            count = int(active[0]) + 1
            if count < 1:
                raise AmdsyncError("bad-barrier-count", f"{op.intrinsic} counts "
                                   f"{count} waves", op.loc)
        match op:
            case o.BarrierInit():
                assert count is not None
                barriers.init(wave, barrier, count, op.loc)
            case o.BarrierArrive():
                assert count is not None
                barriers.gws_prepare(wave, barrier, count)
                barriers.arrive(wave, barrier, count, op.loc, lanes=mask)
            case o.BarrierWait():
                return barriers.wait(wave, barrier, op.loc, lanes=mask)
            case _:
                raise AmdsyncError("not-a-barrier", "a GWS resource takes ds.gws.init "
                                   "and ds.gws.barrier only", op.loc)
        return True
