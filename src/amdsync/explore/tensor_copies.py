"""GFX1250 tensor DMA (amdgpu-async-operations, "GFX1250 Tensor DMA
Instructions"; amdgpu-usage, "Tensor: s_wait_tensorcnt"): a wave moves a whole tile
between global memory and LDS, each element a non-atomic read and write carrying the
async epoch of the first active lane; ``s_wait_tensorcnt`` completes them in order of
issue (docs/check.md, "Tensor DMA").
"""

from __future__ import annotations

import numpy as np

from amdsync.diagnostics import AmdsyncError
from amdsync.explore.address import location_keys
from amdsync.explore.definedness import Taint, join_origins
from amdsync.explore.frames import Frame
from amdsync.explore.options import Incomplete, TensorRecord
from amdsync.explore.state import AsyncRecord, WaveState
from amdsync.explore.values import UNKNOWN, BoolArray, IntArray
from amdsync.explore.wave_local_barriers import WaveLocalBarriers
from amdsync.program import ops as o
from amdsync.program.types import AddressSpace
from amdsync.semantics.clocks import ALL_AS, AS_GLOBAL, AS_LDS
from amdsync.semantics.tensor_dma import MAX_TILE_ELEMENTS, DescriptorError, TensorTile, decode


def _tensor_runs(src_keys: IntArray, dst_keys: IntArray, inside: BoolArray,
                 size: int) -> list[tuple[int, int]]:
    """Tile elements grouped into runs contiguous at both ends and all inside (or all
    outside) the tensor: (first element, element count)."""
    if not len(src_keys):
        return []
    breaks = ((np.diff(src_keys) != size) | (np.diff(dst_keys) != size)
              | (inside[1:] != inside[:-1]))
    starts = [0, *(np.nonzero(breaks)[0] + 1).tolist()]
    ends = [*starts[1:], len(src_keys)]
    return [(a, b - a) for a, b in zip(starts, ends, strict=True)]


class TensorCopies(WaveLocalBarriers):
    """Tensor DMA transfers and their waits."""

    def _tensor_copy(self, wave: WaveState, frame: Frame, mask: BoolArray,
                     op: o.TensorCopy) -> None:
        """A tensor DMA instruction (amdgpu-async-operations, "GFX1250 Tensor DMA
        Instructions" and "Memory Consistency Model"): the wave moves a whole tile, each
        element a non-atomic read of its source and a non-atomic write of its
        destination, asynchronous like the other async operations. Every active lane
        counts it among its async operations (its asyncmarks cover it); the accesses
        carry the async epoch of the first active lane (docs/check.md, "Tensor DMA")."""
        site = self.site(op, frame.function.name)
        active = np.nonzero(mask)[0]
        if not active.size:
            return
        if frame.undef:
            for group in op.groups:
                for word in group:
                    self._use(wave, frame, word, mask, "is used in a tensor DMA descriptor",
                              site)
        tile = self._tensor_tile(wave, frame, active, op)
        numbers = wave.issued.copy()
        numbers[mask] += 1
        wave.issued[mask] = numbers[mask]
        owner_slot = int(active[0])
        owner = int(wave.lanes[owner_slot])
        number = int(numbers[owner_slot])
        self.tensor_ops.setdefault(wave.index, []).append(TensorRecord(
            mask.copy(), numbers, owner_slot, number, np.zeros_like(mask)))
        self.async_records[(owner, number)] = AsyncRecord(site, number)
        self.async_ops += 1
        if not tile.enabled:
            return  # the predicate is off: nothing moves
        if tile.count > MAX_TILE_ELEMENTS:
            raise Incomplete(f"a tensor DMA tile of {tile.count} elements (more than "
                             f"{MAX_TILE_ELEMENTS} are not explored)", op.loc)
        # "A memory operation X program ordered before an overlapping asynchronous
        # operation A happens-before A": A is program-ordered after every active lane's
        # earlier accesses, so it is judged with the join of their clocks (the owner's
        # own clock is restored afterwards).
        clocks = self.clocks
        first_conflict = len(self.conflicts)
        lanes = wave.lanes[active]
        saved = clocks.vc[owner].copy()
        clocks.vc[owner] = clocks.vc[lanes].max(axis=0)
        saved_vis = None
        if clocks.vis is not None:
            saved_vis = clocks.vis[owner].copy()
            clocks.vis[owner] = clocks.vis[lanes].max(axis=0)
        try:
            self._tensor_elements(wave, frame, op, tile, owner, number, site)
        finally:
            clocks.vc[owner] = saved
            if saved_vis is not None and clocks.vis is not None:
                clocks.vis[owner] = saved_vis
        self._annotate(first_conflict, wave, frame)
        # The wave's last tensor wait came before this operation: it says nothing of
        # it (a counterexample's story names the wait only for operations it left in
        # flight).
        wave.last_tensor_wait = None

    def _tensor_elements(self, wave: WaveState, frame: Frame, op: o.TensorCopy,
                         tile: TensorTile, owner: int, number: int, site: int) -> None:
        """Each tile element's read and write, as runs contiguous at both ends."""
        to_lds = op.direction is o.CopyDirection.TO_LDS
        global_addr, lds_addr, inside = tile.elements(store=not to_lds)
        owners = np.full(tile.count, owner, dtype=np.int64)
        global_keys, _ = location_keys(AddressSpace.GLOBAL, global_addr, wave.workgroup, owners)
        lds_keys, _ = location_keys(AddressSpace.LOCAL, lds_addr, wave.workgroup, owners)
        src_keys, dst_keys = (global_keys, lds_keys) if to_lds else (lds_keys, global_keys)
        src_class, dst_class = (AS_GLOBAL, AS_LDS) if to_lds else (AS_LDS, AS_GLOBAL)
        tid = self.clocks.async_component(owner)
        size = tile.element_size
        out = self.conflicts
        # A store to global memory, which outlives the kernel: undefined bytes it
        # reads from LDS are a use (as a plain store's, docs/check.md, "Undefined
        # values and their uses"), reported at the store with their origins.
        stored_origins: frozenset[int] = frozenset()
        stored_path: tuple[int, ...] = ()
        for start, count in _tensor_runs(src_keys, dst_keys, inside, size):
            nbytes = count * size
            src_key, dst_key = int(src_keys[start]), int(dst_keys[start])
            taints: list[Taint | None] | None = None
            if inside[start]:
                data, _, parts = self.shadow.read(src_key, nbytes, owner, tid, number,
                                                  src_class, site, None, out)
                if parts is not None and to_lds:
                    parts = [p for p in parts if not (isinstance(p[2], tuple)
                                                      and p[2][0] == "u")] or None
                if parts is not None or self.retro:
                    taints = self._read_taints(parts, site, owner, tid, number, src_key,
                                               nbytes)
            elif to_lds:
                # Outside the tensor: the load writes zeros (docs/check.md, "Tensor DMA").
                data = [0] * nbytes
            else:
                continue  # a store writes no element outside the tensor
            if taints is not None and not to_lds:
                for taint in taints:
                    if taint is not None:
                        stored_origins = join_origins(stored_origins, taint.origins)
                        stored_path = stored_path or taint.path
                taints = None  # reported here, not again where global memory is read
            self.shadow.write(dst_key, data, owner, tid, number, dst_class, site, None,
                              out, None, taints)
            if self.tainted_keys:  # a copy carries what an atomic read decided
                for b in range(nbytes):
                    if inside[start] and src_key + b in self.tainted_keys:
                        self.tainted_keys.add(dst_key + b)
                    else:
                        self.tainted_keys.discard(dst_key + b)
            self.memory_events += count
        if stored_origins:
            self._record_use(wave, site, "is stored to global memory by a tensor store, "
                             "and global memory outlives the kernel", wave.lanes == owner,
                             stored_origins, stored_path)

    def _tensor_tile(self, wave: WaveState, frame: Frame, active: IntArray,
                     op: o.TensorCopy) -> TensorTile:
        """The descriptor's words as the wave holds them, decoded. A descriptor lives
        in scalar registers: a word that differs between the active lanes, or a field
        the checker does not know, is a located error naming it."""
        words: list[tuple[int | None, ...]] = []
        for g, group in enumerate(op.groups):
            row: list[int | None] = []
            for w, operand in enumerate(group):
                if isinstance(operand, o.Reg) and operand.name in frame.tainted:
                    self.schedule_dependent = (f"D# group {g} word {w}", op.loc)
                value = self._eval(wave, frame, operand)
                if not isinstance(value, np.ndarray):
                    row.append(None)
                    continue
                lanes = value[active] & 0xFFFFFFFF
                if (lanes != lanes[0]).any():
                    raise AmdsyncError(
                        "nonuniform-tensor-descriptor",
                        f"{op.intrinsic}: D# group {g} word {w} differs between the "
                        "wave's active lanes (a tensor descriptor is held in scalar "
                        "registers)", op.loc)
                row.append(int(lanes[0]))
            words.append(tuple(row))
        try:
            return decode(tuple(words))
        except DescriptorError as error:
            unset = [name for name, v in self.arg_values.items() if v is UNKNOWN]
            hint = ""
            if unset and error.code == "unknown-tensor-descriptor":
                hint = " (scalar kernel arguments without a value: " + ", ".join(
                    f"pass --arg {name}=VALUE" for name in unset) + ")"
            raise AmdsyncError(error.code, f"{op.intrinsic}: {error}{hint}",
                               op.loc) from None

    def _wait_tensorcnt(self, wave: WaveState, frame: Frame, mask: BoolArray,
                        op: o.WaitTensorCnt, count: int) -> None:
        """``s_wait_tensorcnt(count)`` (amdgpu-usage: "Tensor: s_wait_tensorcnt";
        completion "is reported in order of issue within a type"): each lane's oldest
        tensor operations complete until at most ``count`` remain outstanding."""
        wave.last_tensor_wait = (self.site(op, frame.function.name), count)
        records = self.tensor_ops.get(wave.index)
        if not records:
            return
        for slot in np.nonzero(mask)[0]:
            s = int(slot)
            pending = [r for r in records if r.mask[s] and not r.done[s]]
            for record in pending[:max(0, len(pending) - count)]:
                record.done[s] = True
        self._tensor_waited(wave, mask, count)

    def _tensor_waited(self, wave: WaveState, mask: BoolArray, tensor_count: int | None) -> None:
        """After a wait: the tensor operations each waiting lane now knows complete
        (an asyncmark wait completes a prefix of its async operations; ``tensor_count``
        is set for s_wait_tensorcnt, which marked them already), the lane's own
        completed prefix, and the owners' epochs it may join."""
        records = self.tensor_ops[wave.index]
        for slot in np.nonzero(mask)[0]:
            s = int(slot)
            if tensor_count is None:
                for record in records:
                    if record.mask[s] and record.numbers[s] <= wave.completed[s]:
                        record.done[s] = True
            own = {int(r.numbers[s]): r for r in records if r.mask[s]}
            x = int(wave.completed[s])
            while x + 1 in own and own[x + 1].done[s]:
                x += 1
            lane = int(wave.lanes[s])
            if x > wave.completed[s]:
                wave.completed[s] = x
                self.clocks.complete_async(lane, x)
            for owner_slot in {r.owner_slot for r in records if r.done[s]}:
                if owner_slot != s:
                    self._join_tensor_owner(wave, s, owner_slot, records)
        # Forget the oldest operations every lane of the wave is ordered after.
        vc = self.clocks.vc
        while records:
            first = records[0]
            c = self.clocks.async_component(int(wave.lanes[first.owner_slot]))
            if int(vc[wave.lanes[wave.live], :, c].min()) < first.owner_number or (
                    first.numbers[first.mask] > wave.completed[first.mask]).any():
                break
            records.pop(0)

    def _join_tensor_owner(self, wave: WaveState, slot: int, owner_slot: int,
                           records: list[TensorRecord]) -> None:
        """Lane ``slot`` learns that the owner lane's async operations up to the last
        tensor operation it knows complete are complete — only across a run of the
        owner's operations that are all tensor operations (a per-lane copy of the owner
        stays unordered: the spec's threads are lanes)."""
        owner = int(wave.lanes[owner_slot])
        lane = int(wave.lanes[slot])
        c = self.clocks.async_component(owner)
        by_number = {int(r.numbers[owner_slot]): r for r in records if r.mask[owner_slot]}
        clocks = self.clocks
        for a in ALL_AS:
            current = int(clocks.vc[lane, a, c])
            reach = current
            while True:
                record = by_number.get(reach + 1)
                if record is None or (record.owner_slot == owner_slot
                                      and not record.done[slot]):
                    break
                reach += 1
            if reach > current:
                clocks.vc[lane, a, c] = reach
                if clocks.vis is not None:
                    clocks.vis[lane, a, c] = max(int(clocks.vis[lane, a, c]), reach)
