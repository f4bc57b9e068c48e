"""Async copies between global memory and LDS and ``wait.asyncmark``
(amdgpu-async-operations, "Memory Consistency Model", "asyncmark", "wait.asyncmark";
amdgpu-usage, llvm.amdgcn.load.to.lds): each lane's copy is a non-atomic read and a
non-atomic write carrying the lane's async epoch, and a wait completes the prefix of
async operations its marks cover. Also the note where inlining a callee would change
what a wait waits for.
"""

from __future__ import annotations

import numpy as np

from amdsync.explore.machine.frames import Frame
from amdsync.explore.machine.state import AsyncRecord, WaveState
from amdsync.explore.memory.address import (
    LDS_LIMIT,
    Space,
    constant_space,
    lds_in_range,
    location_keys,
)
from amdsync.explore.memory.definedness import Taint
from amdsync.explore.memory.dense_pages import every, some
from amdsync.explore.memory.dense_shadow import DenseShadow, ExactShadowNeeded
from amdsync.explore.sync.tensor_copies import TensorCopies
from amdsync.explore.sync.waits import wait_targets
from amdsync.explore.values.values import BoolArray, IntArray
from amdsync.program import ops as o
from amdsync.semantics.clocks import AS_GLOBAL, AS_LDS, LaneClocksNeeded


def _lds_lanes(spaces: IntArray, active: IntArray, whole: bool) -> BoolArray:
    """Per active lane, whether it copies from or to LDS (one answer for all of them,
    or the dense shadow asks for the exact one); a shared array of one Space needs no
    test (``address.constant_space``)."""
    one_space = constant_space(spaces)
    if one_space is not None:
        return _LDS_LANES if one_space == Space.LDS else _GLOBAL_LANES
    lds: BoolArray = (spaces if whole else spaces[active]) == Space.LDS
    if some(lds != lds[0]):
        raise ExactShadowNeeded("lanes of one async copy in LDS and global memory")
    return lds


# (what ``_lds_lanes`` gives for one Space: only its first element is read)
_LDS_LANES = np.ones(1, dtype=np.bool_)
_GLOBAL_LANES = np.zeros(1, dtype=np.bool_)
_LDS_LANES.flags.writeable = False
_GLOBAL_LANES.flags.writeable = False


_OFFSETS: dict[tuple[int, int], IntArray] = {}


def _lane_offsets(stride: int, width: int) -> IntArray:
    """``stride`` × lane id for a wave of ``width`` lanes: one read-only array per
    (stride, width) (the LDS DMA forms' per-lane LDS offsets)."""
    found = _OFFSETS.get((stride, width))
    if found is None:
        found = stride * np.arange(width, dtype=np.int64)
        found.flags.writeable = False
        _OFFSETS[(stride, width)] = found
    return found


def _lds_lanes_in_range(mask: BoolArray, first: int, offsets: IntArray,
                        addresses: IntArray) -> BoolArray:
    """``mask & lds_in_range(addresses)`` for ``addresses`` = ``first + offsets``: where
    the smallest and largest are in [0, LDS_LIMIT) every lane's is (LDS_LIMIT is below
    2^32, so the low 32 bits of each are itself), and the answer is ``mask``."""
    if first + int(offsets.min()) >= 0 and first + int(offsets.max()) < LDS_LIMIT:
        return mask.copy()
    return mask & lds_in_range(addresses)


class AsyncCopies(TensorCopies):
    """Async copies and asyncmark waits."""

    def _async_copy(self, wave: WaveState, frame: Frame, mask: BoolArray,
                    op: o.AsyncCopy) -> None:
        """amdgpu-async-operations, "Memory Consistency Model": each lane's copy is a
        non-atomic read of its source and a non-atomic write of its destination; the
        async forms' accesses carry the lane's async epoch (see semantics.clocks)."""
        site = self.site(op, frame.function.name)
        active = np.nonzero(mask)[0]
        if op.asynchronous:
            self._whole_wave(wave, mask, "an async copy", op.loc)
        if frame.undef:
            self._use(wave, frame, op.src, mask, "is used as an address", site)
            self._use(wave, frame, op.dst, mask, "is used as an address", site)
        (src_keys, src_spaces, src_active), (dst_keys, dst_spaces, dst_active) = (
            self._copy_locations(wave, frame, mask, op, site))
        out = self.conflicts
        shadow = self.shadow
        clocks = self.clocks
        first_conflict = len(out)
        if isinstance(shadow, DenseShadow):
            if self.retro or self.tainted_keys:
                raise ExactShadowNeeded("an async copy outside the dense domain")
            self._dense_copy(shadow, wave, op, site, active, src_keys, src_spaces,
                             src_active, dst_keys, dst_spaces, dst_active)
            self._annotate(first_conflict, wave, frame)
            return
        # (each lane's values as Python ints, read once per instruction)
        lanes, src_at, dst_at = wave.lanes.tolist(), src_keys.tolist(), dst_keys.tolist()
        src_lds = (src_spaces == Space.LDS).tolist()
        dst_lds = (dst_spaces == Space.LDS).tolist()
        src_global = (src_spaces == Space.GLOBAL).tolist()
        reading, writing = src_active.tolist(), dst_active.tolist()
        for s in active.tolist():
            lane = lanes[s]
            if op.asynchronous:
                number = int(wave.issued[s]) + 1
                wave.issued[s] = number
                tid = clocks.async_component(lane)
                clock = number
                self.async_records[(lane, number)] = AsyncRecord(site, number)
                self.async_ops += 1
            else:
                tid = lane
                clock = clocks.epoch(lane)
            src_class = AS_LDS if src_lds[s] else AS_GLOBAL
            dst_class = AS_LDS if dst_lds[s] else AS_GLOBAL
            taints: list[Taint | None] | None = None
            if reading[s]:
                data, _, parts = shadow.read(src_at[s], op.size, lane, tid, clock,
                                             src_class, site, None, out,
                                             several=self.several)
                if parts is not None and src_global[s]:
                    parts = [p for p in parts if not (isinstance(p[2], tuple)
                                                      and p[2][0] == "u")] or None
                if parts is not None or self.retro:
                    # The copy delivers what it read: undefined source bytes (a race
                    # with its read, amdgpu-async-operations) land undefined.
                    taints = self._read_taints(parts, site, lane, tid, clock, src_at[s],
                                               op.size)
                else:
                    self.note_defined_read(site, tid, clock)
            else:
                data = [0] * op.size  # out-of-range buffer and LDS reads read zero
            if not writing[s]:  # an out-of-range LDS destination: the write is dropped
                self.memory_events += 1
                continue
            shadow.write(dst_at[s], data, lane, tid, clock, dst_class, site, None, out, None,
                         taints)
            if self.tainted_keys:  # a copy carries what an atomic read decided
                src_key, dst_key = src_at[s], dst_at[s]
                for b in range(op.size):
                    if reading[s] and src_key + b in self.tainted_keys:
                        self.tainted_keys.add(dst_key + b)
                    else:
                        self.tainted_keys.discard(dst_key + b)
            self.memory_events += 1
        self._annotate(first_conflict, wave, frame)

    def _dense_copy(self, shadow: DenseShadow, wave: WaveState, op: o.AsyncCopy, site: int,
                    active: IntArray, src_keys: IntArray, src_spaces: IntArray,
                    src_active: BoolArray, dst_keys: IntArray, dst_spaces: IntArray,
                    dst_active: BoolArray) -> None:
        """The lane loop of ``_async_copy`` for every lane at once, through the dense
        shadow (docs/semantics/scale.md, "Dense shadow"). Lanes run one after another there: a
        lane's read sees the writes of the lanes before it only where a source granule
        is some destination granule, and then the exact engine runs it."""
        count = len(active)
        if not count:
            return
        clocks = self.clocks
        # Every lane active: the arrays as they are, not gathered (none is changed).
        whole = count == len(wave.lanes)
        lanes = (wave.lanes if whole else wave.lanes[active]).astype(np.int64, copy=False)
        row = shadow.lanes_row(lanes)
        if op.asynchronous:
            numbers = wave.issued[active].astype(np.int64) + 1
            clock = int(numbers[0])
            if some(numbers != clock):
                raise ExactShadowNeeded("lanes of one async copy with different numbers")
            wave.issued[active] = numbers
            record = AsyncRecord(site, clock)  # (never changed: the lanes share it)
            self.async_records.add_lanes(lanes, clock, record)
            self.async_ops += count
        else:
            clock = int(clocks.own[row])
        size = op.size
        reading = src_active if whole else src_active[active]
        writing = dst_active if whole else dst_active[active]
        src = (src_keys if whole else src_keys[active]).astype(np.int64, copy=False)
        dst = (dst_keys if whole else dst_keys[active]).astype(np.int64, copy=False)
        src_lds = _lds_lanes(src_spaces, active, whole)
        dst_lds = _lds_lanes(dst_spaces, active, whole)
        every_read = every(reading)
        every_write = every(writing)
        if bool(src_lds[0]) == bool(dst_lds[0]) and some(reading) and some(writing) and (
                shadow.overlapping(src if every_read else src[reading],
                                   dst if every_write else dst[writing], size)):
            raise ExactShadowNeeded("an async copy whose lanes overlap")
        if every_read:
            data, written = shadow.read_lanes(src, size, lanes, row,
                                              AS_LDS if src_lds[0] else AS_GLOBAL,
                                              op.asynchronous, clock)
            # (global memory nothing wrote holds the host's data: defined)
            if not every(written) and some(src_spaces[active][~written] != Space.GLOBAL):
                raise ExactShadowNeeded("an async copy of memory nothing wrote")
        else:
            data = np.zeros((count, size), dtype=np.int16)  # out-of-range sources: zero
            if some(reading):
                got, written = shadow.read_lanes(src[reading], size, lanes[reading], row,
                                                 AS_LDS if src_lds[0] else AS_GLOBAL,
                                                 op.asynchronous, clock)
                spaces = src_spaces[active][reading]
                if not written.all() and bool((spaces[~written] != Space.GLOBAL).any()):
                    raise ExactShadowNeeded("an async copy of memory nothing wrote")
                data[reading] = got
        if every_write:
            shadow.write_lanes(dst, size, data, lanes, row,
                               AS_LDS if dst_lds[0] else AS_GLOBAL, op.asynchronous, clock)
        elif some(writing):
            shadow.write_lanes(dst[writing], size, data[writing], lanes[writing], row,
                               AS_LDS if dst_lds[0] else AS_GLOBAL, op.asynchronous, clock)
        self.memory_events += count

    def _copy_locations(self, wave: WaveState, frame: Frame, mask: BoolArray,
                        op: o.AsyncCopy, site: int
                        ) -> tuple[tuple[IntArray, IntArray, BoolArray],
                                   tuple[IntArray, IntArray, BoolArray]]:
        """Per lane, the location keys and spaces of a copy's source and destination,
        and the lanes whose source, and whose destination, is in range. For the LDS DMA
        forms the LDS address is wave-uniform (M0) and the hardware adds
        ``lds_lane_stride`` × lane id
        (amdgpu-usage, llvm.amdgcn.load.to.lds)."""
        src, src_active, src_as = self._pointer(wave, frame, op.src, op.loc, mask)
        dst, dst_active, dst_as = self._pointer(wave, frame, op.dst, op.loc, mask)
        if op.lds_lane_stride:
            lds_side = dst if op.direction is o.CopyDirection.TO_LDS else src
            slot = int(np.argmax(mask))  # (the first active lane, if any)
            first = int(lds_side[slot]) if mask[slot] else 0
            if mask[slot] and some((lds_side != first) & mask):
                self.nonuniform_lds.add(site)
            offsets = _lane_offsets(op.lds_lane_stride, self.width)
            uniform = first + offsets
            in_range = _lds_lanes_in_range(mask, first, offsets, uniform)
            if op.direction is o.CopyDirection.TO_LDS:
                dst, dst_active = uniform, in_range
            else:
                src, src_active = uniform, in_range
        src_keys, src_spaces = location_keys(src_as, src, wave.workgroup, wave.lanes)
        dst_keys, dst_spaces = location_keys(dst_as, dst, wave.workgroup, wave.lanes)
        return (src_keys, src_spaces, src_active), (dst_keys, dst_spaces, dst_active)

    def _wait(self, wave: WaveState, frame: Frame, mask: BoolArray, op: o.WaitAsyncMark,
              count: int) -> None:
        """``wait.asyncmark(count)`` on the current activation's sequence."""
        site = self.site(op, frame.function.name)
        self._whole_wave(wave, mask, "an async wait", op.loc)
        covered, reached = wait_targets(frame.marks, count, mask)
        effective = False
        for index in reached:
            self.mark_completed_sites.add(frame.marks[index].site)
            effective = True
        # Every older mark is complete too.
        if reached:
            oldest = min(reached)
            for mark in frame.marks[:oldest]:
                self.mark_completed_sites.add(mark.site)
        self.wait_sites[site] = self.wait_sites.get(site, False) or effective
        slots = mask.nonzero()[0]
        advanced = slots[covered[slots] > wave.completed[slots]]
        if len(advanced):
            wave.completed[advanced] = covered[advanced]
            if self.clocks.wave_mode:
                # Clocks.complete_async keeps, per row, the largest count it was given:
                # one call per row with its lanes' largest count does the same.
                rows = self.clocks.row_arr[wave.lanes[advanced]]
                one_row = int(np.count_nonzero(rows != rows[0])) == 0
                for row in [int(rows[0])] if one_row else np.unique(rows).tolist():
                    at_row = advanced[rows == row]
                    self.clocks.complete_async(int(wave.lanes[at_row[0]]),
                                               int(covered[at_row].max()))
            else:
                for s in advanced.tolist():
                    self.clocks.complete_async(int(wave.lanes[s]), int(covered[s]))
        if self.clocks.wave_mode:
            done = wave.completed[wave.live]
            if done.size and (done != done[0]).any():
                raise LaneClocksNeeded(f"the wait at {op.loc} completes a different number "
                                       "of async operations in lanes of one wave")
        if wave.index in self.tensor_ops:
            self._tensor_waited(wave, mask, None)
        wave.last_wait[len(wave.frames)] = (site, count)
        self.wait_log.append((site, count, wave.index, wave.completed.copy(),
                              wave.issued.copy()))
        if self.mark_log is not None:
            self.mark_log.append((op.loc, wave.index, mask.copy(), list(frame.marks)))
        if op.counter is None:
            # A hardware counter wait (s.waitcnt, s.wait.asynccnt) counts the callees'
            # operations whether or not they are inlined: inlining changes nothing.
            self._inline_note(wave, frame, mask, site, count)

    def _inline_note(self, wave: WaveState, frame: Frame, mask: BoolArray, site: int,
                     count: int) -> None:
        """Where inlining a callee would change which asyncmark this wait waits for
        (amdgpu-async-operations, implementation notes: "After inlining, the
        wait.asyncmark now waits for asyncmark C to complete")."""
        if not frame.callees_with_marks or site in self.inline_notes or not mask.any():
            return
        lanes = np.zeros_like(mask)
        lanes[int(np.argmax(mask))] = True  # notes are static: one lane tells
        _, own = wait_targets(frame.marks, count, lanes)
        _, inlined = wait_targets(frame.inlined_marks, count, lanes)
        own_site = frame.marks[own[0]].site if own else None
        inlined_site = frame.inlined_marks[inlined[0]].site if inlined else None
        if own_site == inlined_site:
            return
        names = ", ".join(sorted({"@" + name for name, _ in frame.callees_with_marks}))

        def where(mark_site: int | None) -> str:
            if mark_site is None:
                return "no asyncmark"
            return f"the asyncmark at {self.sites[mark_site].loc}"

        self.inline_notes[site] = (
            f"this wait.asyncmark({count}) waits for {where(own_site)}; after inlining "
            f"{names} it would wait for {where(inlined_site)} instead "
            "(amdgpu-async-operations, implementation notes)")
