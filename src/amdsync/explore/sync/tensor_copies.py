"""GFX1250 tensor DMA (amdgpu-async-operations, "GFX1250 Tensor DMA
Instructions"; amdgpu-usage, "Tensor: s_wait_tensorcnt"): a wave moves a whole tile between
global memory and LDS, each element a non-atomic read and write carrying the async epoch of
the first active lane; ``s_wait_tensorcnt`` completes them in order of issue
(docs/semantics/async-copies.md, "Tensor DMA").
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Self

import numpy as np

from amdsync.diagnostics import AmdsyncError
from amdsync.explore.machine.frames import Frame
from amdsync.explore.machine.program_facts import plain_arrive
from amdsync.explore.machine.state import AsyncRecord, WaveState
from amdsync.explore.memory.address import location_keys
from amdsync.explore.memory.definedness import Taint, join_origins
from amdsync.explore.search.options import Incomplete, TensorRecord
from amdsync.explore.sync.lds_wait_orders import (
    ReleasePoint,
    WaitHold,
    leaves_alike,
    released,
    strikes_after,
)
from amdsync.explore.sync.wave_local_barriers import WaveLocalBarriers
from amdsync.explore.values.values import UNKNOWN, BoolArray, IntArray
from amdsync.program import ops as o
from amdsync.program.module import Function
from amdsync.program.types import AddressSpace
from amdsync.semantics.barriers import BarrierObject
from amdsync.semantics.clocks import ALL_AS, AS_GLOBAL, AS_LDS
from amdsync.semantics.tensor_dma import (
    MAX_TILE_ELEMENTS,
    DescriptorError,
    TensorTile,
    barrier_arrive,
    decode,
)


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


@dataclass(frozen=True)
class LdsBarrier:
    """An LDS barrier word tensor operations arrive on (docs/semantics/async-copies.md, "Tensor
    DMA", barrier-completed operations): the word before the first arrival, and the arrivals
    (owner lane, async operation number) in order of issue."""

    base: int
    arrivals: tuple[tuple[int, int], ...] = ()


def _word_after(base: int, count: int) -> tuple[int, int]:
    """The word after ``count`` arrivals on ``base``, and how many of them belong to
    completed phases."""
    word, closed = base, 0
    for n in range(count):
        word, completed = barrier_arrive(word)
        if completed:
            closed = n + 1
    return word, closed


def wait_loop(function: Function, block: str, load: o.Op) -> frozenset[str] | None:
    """The blocks of the wait loop ``load`` is the one memory access of, or None: a
    loop that does nothing but compute on the value it read and branch (pure
    arithmetic, result-less opaque intrinsics such as ``s.sleep``), so an iteration that
    does not leave it changes nothing and reading a later value only means leaving it
    later. The loop is the strongly connected part of such blocks around ``block``
    (a wait inside a pipeline's loop is the inner loop alone)."""
    blocks = function.block_map()

    def quiet(name: str) -> bool:
        b = blocks[name]
        return isinstance(b.term, o.Br | o.CondBr) and all(
            op is load or isinstance(op, _PURE_OPS)
            or (isinstance(op, o.Opaque) and op.dest is None) for op in b.ops)

    def successors(name: str) -> list[str]:
        match blocks[name].term:
            case o.Br(target):
                nexts = [target]
            case o.CondBr(_, a, b):
                nexts = [a, b]
            case _:
                nexts = []
        return [n for n in nexts if n in blocks and quiet(n)]

    if not quiet(block):
        return None
    scc = {name for name in _reaches(successors, block, blocks)
           if block in _reaches(successors, name, blocks)}
    return frozenset(scc) if block in scc else None


_PURE_OPS = (o.BinOp, o.ICmp, o.Select, o.Cast, o.PtrAdd, o.ThreadId)


def _reaches(successors: Any, start: str, blocks: dict[str, Any]) -> set[str]:
    seen: set[str] = set()
    todo = [start]
    while todo:
        for succ in successors(todo.pop()):
            if succ not in seen and succ in blocks:
                seen.add(succ)
                todo.append(succ)
    return seen


class TensorCopies(WaveLocalBarriers):
    """Tensor DMA transfers and their waits."""

    # Hold each wait read until the other waves ran as far as they can (waits last,
    # explore/sync/lds_wait_orders.py); the unreduced reference runs every order instead.
    holds_waits = True

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # LDS barrier words tensor operations arrive on (location key → state); per
        # (wave, load site, key) how many arrivals the wave's last read there saw; the
        # waves waiting at such a read (wave → (site, keys)); which loads are wait loops.
        self.lds_barriers: dict[int, LdsBarrier] = {}
        self.lds_barrier_seen: dict[tuple[int, int, int], int] = {}
        self.lds_barrier_blocked: dict[int, tuple[int, tuple[int, ...]]] = {}
        self._wait_loops: dict[int, frozenset[str] | None] = {}
        # Blocked reads so far, and per blocked wave the (states, blocked reads) at its
        # last blocked read and how many rounds in a row ran nothing else.
        self.lds_barrier_retries = 0
        self.lds_barrier_last: dict[int, tuple[int, int, int]] = {}
        # Waits last (explore/sync/lds_wait_orders.py): the waves held at a wait read,
        # the one released at the last release point (until it reads), the release
        # points so far; the first wait (site) whose loop does not leave alike, and the
        # first wait released while another wave stood poised (it had not run as far
        # as it can): where the argument does not hold.
        self.lds_held: dict[int, WaitHold] = {}
        self.lds_released: int | None = None
        self.lds_wait_trace: list[ReleasePoint] = []
        self.lds_wait_unlike: int | None = None
        self.lds_wait_unsettled: int | None = None
        self._alike: dict[int, bool] = {}

    def fork(self, keep_owned: bool = False) -> Self:
        new = super().fork(keep_owned)
        new.lds_barriers = dict(self.lds_barriers)
        new.lds_barrier_seen = dict(self.lds_barrier_seen)
        new.lds_barrier_blocked = dict(self.lds_barrier_blocked)
        new.lds_barrier_last = dict(self.lds_barrier_last)
        new.lds_held = dict(self.lds_held)
        new.lds_wait_trace = list(self.lds_wait_trace)
        return new

    def _tensor_copy(self, wave: WaveState, frame: Frame, mask: BoolArray,
                     op: o.TensorCopy) -> None:
        """A tensor DMA instruction (amdgpu-async-operations, "GFX1250 Tensor DMA
        Instructions" and "Memory Consistency Model"): the wave moves a whole tile, each
        element a non-atomic read of its source and a non-atomic write of its destination,
        asynchronous like the other async operations. Every active lane counts it among its
        async operations (its asyncmarks cover it); the accesses carry the async epoch of
        the first active lane (docs/semantics/async-copies.md, "Tensor DMA")."""
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
            if tile.barrier is not None:
                self._tensor_arrive(wave, op, tile.barrier, owner, number, site)
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
        # reads from LDS are a use (as a plain store's, docs/semantics/model.md, "Undefined
        # values and their uses"), reported at the store with their origins.
        stored_origins: frozenset[int] = frozenset()
        stored_path: tuple[int, ...] = ()
        for start, count in _tensor_runs(src_keys, dst_keys, inside, size):
            nbytes = count * size
            src_key, dst_key = int(src_keys[start]), int(dst_keys[start])
            taints: list[Taint | None] | None = None
            if inside[start]:
                data, any_written, parts = self.shadow.read(src_key, nbytes, owner, tid,
                                                            number, src_class, site, None,
                                                            out, several=self.several)
                if not any_written and not to_lds:
                    # LDS nothing wrote (--strict-reads reports the read itself).
                    self.uninitialized_reads.append((site, owner, src_key))
                if parts is not None and to_lds:
                    parts = [p for p in parts if not (isinstance(p[2], tuple)
                                                      and p[2][0] == "u")] or None
                if parts is not None or self.retro:
                    taints = self._read_taints(parts, site, owner, tid, number, src_key,
                                               nbytes)
                else:
                    self.note_defined_read(site, tid, number)
            elif to_lds:
                # Outside the tensor: the load writes zeros (docs/semantics/async-copies.md,
                # "Tensor DMA").
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

    def _tensor_arrive(self, wave: WaveState, op: o.TensorCopy, address: int, owner: int,
                       number: int, site: int) -> None:
        """The operation's completion arrives on the LDS barrier at ``address``
        (D# group 1 word 0 bit 18; docs/semantics/async-copies.md, "Tensor DMA", barrier-completed
        operations): recorded here, applied to the word only as a wait loop reads it
        (:meth:`_lds_barrier_read`) — the completion may come at any time after the
        issue. The arrive reads the word as the operation's own accesses do: a write
        of it not ordered before the operation (an initialization without a barrier
        after it) makes what the arrive starts from undefined, a use reported at the
        operation."""
        keys, _ = location_keys(AddressSpace.LOCAL, np.array([address], dtype=np.int64),
                                wave.workgroup, np.array([owner], dtype=np.int64))
        key = int(keys[0])
        tid = self.clocks.async_component(owner)
        _, _, parts = self.shadow.read(key, 8, owner, tid, number, AS_LDS, site, None,
                                       self.conflicts)
        taints: list[Taint | None] | None = None
        if parts is not None or self.retro:
            taints = self._read_taints(parts, site, owner, tid, number, key, 8)
        else:
            self.note_defined_read(site, tid, number)
        undefined = [t for t in taints or () if t is not None]
        if undefined:
            origins: frozenset[int] = frozenset()
            for taint in undefined:
                origins = join_origins(origins, taint.origins)
            self._record_use(wave, site, "is the LDS barrier the tensor operation arrives "
                             "on", wave.lanes == owner, origins, undefined[0].path)
        word = self._barrier_word(key, op)
        state = self.lds_barriers.get(key)
        if state is None:
            state = LdsBarrier(word)
        elif word != state.base:
            raise AmdsyncError("unsupported-lds-barrier",
                               f"{op.intrinsic} arrives on the LDS barrier at LDS byte "
                               f"{address:#x}, which was written after earlier tensor "
                               "operations arrived on it (re-initializing an LDS barrier "
                               "is not modelled)", op.loc)
        self.lds_barriers[key] = replace(state, arrivals=(*state.arrivals, (owner, number)))

    def _barrier_word(self, key: int, op: o.Op) -> int:
        data = self.shadow.values(key, 8)
        if any(byte is None for byte in data):
            raise AmdsyncError("uninitialized-lds-barrier",
                               "a tensor operation arrives on an LDS barrier that holds no "
                               "known value (initialize it before the operation is issued "
                               "and before it is read)", op.loc)
        return int.from_bytes(bytes(b for b in data if b is not None), "little")

    def _memory(self, wave: WaveState, frame: Frame, mask: BoolArray,
                op: o.Load | o.Store | o.AtomicRMW | o.CmpXchg | o.AvLoad | o.AvStore) -> bool:
        if not self.lds_barriers or not isinstance(op, o.Load):
            return super()._memory(wave, frame, mask, op)
        return self._lds_barrier_read(wave, frame, mask, op)

    def _lds_barrier_read(self, wave: WaveState, frame: Frame, mask: BoolArray,
                          op: o.Load) -> bool:
        """A load that may read an LDS barrier word tensor operations arrive on
        (docs/semantics/async-copies.md, "Tensor DMA", barrier-completed operations).

        Only a wait loop may read it (:func:`wait_loop`); anything else is refused.
        The completions of the operations in flight may come at any time, so the
        loop's first read sees the word after only the arrivals every reading lane
        already knows complete, and each further iteration one arrival more (in
        order of issue: a barrier counts arrivals, not which operation made them);
        with none left to see, the wave waits for the next arrival to be issued. A
        lane that leaves the loop having seen phases complete is ordered after the
        accesses of the operations that completed them — when which ones did is
        certain: every arrival it saw belongs to a completed phase and it saw every
        arrival not yet known complete."""
        addresses, active, addrspace = self._pointer(wave, frame, op.ptr, op.loc, mask)
        if addrspace != AddressSpace.LOCAL:
            return super()._memory(wave, frame, mask, op)
        keys, _ = location_keys(addrspace, addresses, wave.workgroup, wave.lanes)
        slots = [int(x) for x in np.nonzero(active)[0]]
        hit = next((key for key in self.lds_barriers for s_ in slots
                    if int(keys[s_]) < key + 8 and key < int(keys[s_]) + op.size), None)
        if hit is None:
            return super()._memory(wave, frame, mask, op)
        site = self.site(op, frame.function.name)
        block = frame.stack[-1].block
        if id(op) not in self._wait_loops:
            self._wait_loops[id(op)] = wait_loop(frame.function, block, op)
        loop = self._wait_loops[id(op)]
        if loop is None or any(int(keys[s_]) != hit for s_ in slots) or op.size != 8:
            raise AmdsyncError("unsupported-lds-barrier",
                               "a read of an LDS barrier tensor operations arrive on is "
                               "modelled only as the 8-byte load of a wait loop (a loop "
                               "that only reads the word, computes and branches)", op.loc)
        state = self.lds_barriers[hit]
        if self._barrier_word(hit, op) != state.base:
            raise AmdsyncError("unsupported-lds-barrier",
                               "the LDS barrier was written after tensor operations arrived "
                               "on it (re-initializing an LDS barrier is not modelled)",
                               op.loc)
        lanes = [int(wave.lanes[s_]) for s_ in slots]
        known = [a for a in state.arrivals if all(
            int(self.clocks.vc[lane, AS_LDS, self.clocks.async_component(a[0])]) >= a[1]
            for lane in lanes)]
        # The lane came round the loop (a further iteration) or into it (a new wait).
        came_from = int(frame.pred[slots[0]])
        inside = any(frame.block_ids.get(name) == came_from for name in loop)
        seen_key = (wave.index, site, hit)
        last = self.lds_barrier_seen.get(seen_key)
        count = len(known) if last is None or not inside else max(last + 1, len(known))
        if count > len(state.arrivals):
            self.lds_barrier_blocked[wave.index] = (site, (hit,))
            self.spin_blocked[wave.index] = (site, op.loc, hit)
            self._lds_barrier_deadlock()
            self._lds_barrier_stuck(wave, op)
            return False
        self.lds_barrier_blocked.pop(wave.index, None)
        self.lds_barrier_last.pop(wave.index, None)
        self.spin_blocked.pop(wave.index, None)
        if id(op) not in self._alike:
            self._alike[id(op)] = leaves_alike(frame.function, loop)
        if not self._alike[id(op)] and (self.lds_wait_unlike is None
                                        or site < self.lds_wait_unlike):
            self.lds_wait_unlike = site
        if (last is None or not inside) and self._hold(wave, site, hit):
            # (only a new wait is held: once it is released, no other wave can run a
            # step until it leaves its loop, so its further iterations see the same
            # arrivals held or not; lds_wait_orders)
            return False
        self.lds_barrier_seen[seen_key] = count
        word, closed = _word_after(state.base, count)
        outstanding = [a for a in state.arrivals if a not in known]
        if closed == count:
            for lane in lanes:
                for owner, number in _certain_arrivals(outstanding, count - len(known)):
                    self._join_arrival(lane, owner, number)
        for i, byte in enumerate(word.to_bytes(8, "little")):
            self.shadow.poke(hit + i, byte)
        self.reading_lds_barrier = True  # (its iterations are counted above)
        try:
            return super()._memory(wave, frame, mask, op)
        finally:
            self.reading_lds_barrier = False
            for i, byte in enumerate(state.base.to_bytes(8, "little")):
                self.shadow.poke(hit + i, byte)

    def _hold(self, wave: WaveState, site: int, key: int) -> bool:
        """Waits last (explore/sync/lds_wait_orders.py; docs/semantics/async-copies.md,
        "Barrier-completed operations", Schedule): is the wave's wait read, which could
        go on, held until every other wave has run as far as it can? After two rounds
        in which nothing but held or blocked reads ran, a release point: one held wave
        of a workgroup reads (the script's, else the first), the others stay held."""
        if not self.holds_waits:
            return False
        if self.lds_released == wave.index:
            self.lds_released = None
            self.lds_held.pop(wave.index, None)
            return False
        if all(w.done for w in self.waves if w is not wave):
            self.lds_held.pop(wave.index, None)
            return False  # (no other wave can issue anything: no order to choose)
        self.lds_barrier_retries += 1
        strikes = strikes_after(self.lds_held.get(wave.index), self.states,
                                self.lds_barrier_retries)
        self.lds_held[wave.index] = WaitHold(self.states, self.lds_barrier_retries, strikes,
                                             key)
        if strikes >= 1 and self.lds_released is None and self._grant_poised():
            return True  # (the granted wave runs in the next round)
        if strikes < 2 or self.lds_released is not None:
            return True
        first = min(self.lds_held)
        group = self.waves[first].workgroup
        # (LDS barriers are a workgroup's: held waves of other workgroups commute)
        held = [w for w in sorted(self.lds_held) if self.waves[w].workgroup == group]
        chosen = released(held, self.options.lds_wait_script, len(self.lds_wait_trace))
        at = self.lds_held[chosen].key
        self.lds_wait_trace.append(ReleasePoint(
            tuple(held), chosen, at, len(self.lds_barriers[at].arrivals),
            frozenset(int(lane) for lane in self.waves[chosen].lanes)))
        if self.lds_wait_unsettled is None and any(
                not (w.done or w.index in self.lds_held or w.waiting is not None
                     or w.local_blocked or w.spin_since is not None
                     or w.index in self.lds_barrier_blocked) for w in self.waves):
            # A wave poised before an operation the scheduler orders only once no wave
            # runs: it has not run as far as it can before this release.
            self.lds_wait_unsettled = site
        if chosen == wave.index:
            self.lds_held.pop(wave.index)
            return False
        self.lds_released = chosen
        return True

    def _grant_poised(self) -> bool:
        """While waves are held, the scheduler never sees a round in which no wave
        runs, which is when it lets a wave poised before a barrier operation go on
        (explore/machine/machine.py, run_until_choice): grant it here as it would —
        the operations poised on one barrier object when they commute (one of them, or
        plain arrives that all fit in the current phase). Whether any was granted; a
        barrier whose poised operations do not commute is left (the release that
        follows is then unsettled)."""
        by_barrier: dict[BarrierObject, list[WaveState]] = {}
        for w in self.waves:
            if not w.done and w.waiting is None and w.poised_op is not None \
                    and not w.may_modify_barrier:
                by_barrier.setdefault(w.poised_op, []).append(w)
        for barrier, waves in by_barrier.items():
            state = self.barriers.state(barrier)
            if len(waves) == 1 or (
                    all(plain_arrive(self._next_op_of(w)) for w in waves)
                    and state.initialized and len(waves) <= state.expected - state.arrived):
                for w in waves:
                    w.may_modify_barrier = True
                return True
        return False

    @staticmethod
    def _next_op_of(wave: WaveState) -> o.Op | None:
        frame = wave.frames[-1]
        entry = frame.stack[-1]
        block = frame.blocks[entry.block]
        return block.ops[entry.index] if entry.index < len(block.ops) else None

    def _lds_barrier_stuck(self, wave: WaveState, op: o.Op) -> None:
        """Since this wave's last blocked read nothing but blocked reads ran: the other
        waves wait in barriers or are poised before barrier operations that the
        scheduler orders only once no wave runs, which a wave waiting at an LDS
        barrier never lets happen. Whether that is a deadlock is not decided here:
        the check says it is incomplete, naming the wait."""
        self.lds_barrier_retries += 1
        last = self.lds_barrier_last.get(wave.index)
        strikes = 0
        if last is not None and self.states - last[0] == self.lds_barrier_retries - last[1]:
            # Nothing else ran for a round: twice in a row, as waves a barrier releases
            # at the end of one round run only in the next.
            strikes = last[2] + 1
        self.lds_barrier_last[wave.index] = (self.states, self.lds_barrier_retries, strikes)
        if strikes >= 2 and not wave.done and not self.lds_held:
            # (a held wave is released instead: lds_wait_orders)
            if self._lds_barrier_deadlock(in_barriers=True):
                # (every other wave has arrived at a barrier that cannot complete: it
                # waits for the waves in wait loops, which no arrival will ever let
                # out; only a running wave issues the tensor operations that arrive)
                return
            if self._grant_poised():
                # (the scheduler lets a poised barrier operation go on only in a round
                # in which no wave runs, which the wave retrying its read never leaves)
                self.lds_barrier_last.pop(wave.index, None)
                return
            raise Incomplete("a wave waits at an LDS barrier for a tensor operation while "
                             "every other wave waits in, or is poised before, a barrier "
                             "operation (waiting on LDS barriers across barrier operations "
                             "is not modelled)", op.loc)

    def _lds_barrier_deadlock(self, in_barriers: bool = False) -> bool:
        """Every wave still running waits at a wait loop's read of an LDS barrier word
        having seen every arrival issued on it: only a running wave issues the tensor
        operations that arrive, so none ever comes — the loops never end. The waves
        are ended so the run stops, and reported as waiting forever. ``in_barriers``:
        a wave waiting in a barrier counts as waiting forever too (_lds_barrier_stuck).
        Whether it was a deadlock."""
        live = [w for w in self.waves if not w.done]
        if not all(self._lds_waits_forever(w) or (in_barriers and w.waiting is not None)
                   for w in live):
            return False
        self.deadlock = live
        for wave in live:
            wave.done = True
        return True

    def _lds_waits_forever(self, wave: WaveState) -> bool:
        """The wave is blocked in a wait loop's read of an LDS barrier word having seen
        every arrival issued on it: only a new arrival lets it read on."""
        blocked = self.lds_barrier_blocked.get(wave.index)
        if blocked is None:
            return False
        site, keys = blocked
        return all(self.lds_barrier_seen.get((wave.index, site, key), -1) + 1
                   > len(self.lds_barriers[key].arrivals) for key in keys)

    def _join_arrival(self, lane: int, owner: int, number: int) -> None:
        """``lane`` learns that the owner's tensor operation ``number`` completed, and
        with it the owner's earlier tensor operations (completion "is reported in order
        of issue within a type", amdgpu-usage) — only across a run of the owner's
        async operations that are all tensor operations: an earlier per-lane copy may
        still be in flight, and the owner's async clock is one counter."""
        clocks = self.clocks
        c = clocks.async_component(owner)
        for a in ALL_AS:
            current = int(clocks.vc[lane, a, c])
            reach = current
            while reach < number:
                record = self.async_records.get((owner, reach + 1))
                if record is None or not isinstance(self.sites[record.site].op,
                                                    o.TensorCopy):
                    break
                reach += 1
            if reach > current:
                clocks.vc[lane, a, c] = reach
                if clocks.vis is not None:
                    clocks.vis[lane, a, c] = max(int(clocks.vis[lane, a, c]), reach)

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


def _certain_arrivals(outstanding: list[tuple[int, int]],
                      seen: int) -> list[tuple[int, int]]:
    """The arrivals among ``outstanding`` (in order of issue) that are certainly among
    the ``seen`` ones that arrived. One owner's tensor operations complete in order of
    issue ("reported in order of issue within a type", amdgpu-usage), so the arrived
    ones are a prefix of each owner's outstanding ones; an owner's first k are among
    them whatever the other owners contributed when the others together have fewer
    than ``seen - k + 1`` outstanding — k = seen minus the others' count, at least 0.
    With every outstanding arrival seen that is all of them; with one owner, its first
    ``seen``."""
    per_owner: dict[int, list[tuple[int, int]]] = {}
    for arrival in outstanding:
        per_owner.setdefault(arrival[0], []).append(arrival)
    certain: list[tuple[int, int]] = []
    for mine in per_owner.values():
        others = len(outstanding) - len(mine)
        certain += sorted(mine, key=lambda a: a[1])[:max(0, seen - others)]
    return certain
