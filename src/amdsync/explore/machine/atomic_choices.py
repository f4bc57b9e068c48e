"""The atomic choice points of a full exploration (docs/semantics/schedules.md, "Atomic
reads"): which atomic accesses may run next, and for each its options — every
coherence position of a write, every write a read may read (the hb-minimal one where
the value decides nothing), only the writes that end a spin loop (spin-assume), and
one order standing for all where the lanes of one read-modify-write are
interchangeable.
"""

from __future__ import annotations

import numpy as np

from amdsync.diagnostics import AmdsyncError, Loc
from amdsync.explore.lanes.atomic_only import pointer_roots
from amdsync.explore.lanes.commuting_writes import (
    UNKNOWN_ROOT,
    CommutingFootprint,
    touched_roots,
)
from amdsync.explore.lanes.equal_values import first_of_each_value
from amdsync.explore.lanes.lane_addressed import ticket_continuation, written_roots
from amdsync.explore.lanes.lane_covering import covering_rows, independent_continuation
from amdsync.explore.lanes.reads_asleep import ReadFootprint, dependent, new_choices
from amdsync.explore.machine.frames import Frame
from amdsync.explore.machine.state import WaveState, fork_wave
from amdsync.explore.machine.stepping import Stepping
from amdsync.explore.memory.address import GLOBAL_KEYS, Space, describe_key, location_keys
from amdsync.explore.memory.atomic_access import commuting_rmw
from amdsync.explore.search.options import Choice, Footprint, Incomplete
from amdsync.explore.values import compute
from amdsync.explore.values.values import UNKNOWN, BoolArray, IntArray
from amdsync.program import ops as o
from amdsync.program.module import Function, Program
from amdsync.program.types import AddressSpace, PtrType
from amdsync.semantics.clocks import AS_GLOBAL, AS_LDS, Clocks

# Ops a lane may run after a read-modify-write whose lanes are taken as interchangeable
# with values that decide something (``symmetric_continuation``): each computes a lane's
# result from that lane's operands alone, or acts for the whole wave alike (fences and
# barriers, with per-wave clocks). Not here: lane ids, cross-lane operations, calls,
# opaque intrinsics, async copies and tensor DMA, whose results or counters tell lanes
# apart.
_LANEWISE = (o.BinOp, o.ICmp, o.Select, o.Cast, o.PtrAdd, o.Phi, o.Load, o.Store,
             o.AtomicRMW, o.CmpXchg, o.Fence, o.BarrierArrive, o.BarrierWait)
# Thread ids every lane of a wave shares.
_WAVE_IDS = frozenset({o.IdKind.WORKGROUP, o.IdKind.WAVE, o.IdKind.WAVE_SIZE,
                       o.IdKind.WORKGROUP_SIZE, o.IdKind.NUM_WORKGROUPS,
                       *o.LAUNCH_POINTERS})


def _operands(op: o.Op | o.Terminator) -> list[o.Operand]:
    """Every operand an op or terminator reads."""
    match op:
        case o.Phi():
            return [v for _, v in op.incoming]
        case o.CondBr():
            return [op.cond]
        case o.Switch():
            return [op.value]
        case o.Ret():
            return [] if op.value is None else [op.value]
    out: list[o.Operand] = []
    for name in ("lhs", "rhs", "cond", "if_true", "if_false", "value", "base", "offset",
                 "ptr", "expected", "new", "new_expected"):
        value = getattr(op, name, None)
        if isinstance(value, o.Reg | o.Const | o.GlobalAddr | o.NullPtr | o.Undef
                      | o.FloatConst):
            out.append(value)
    return out


def write_only_params(program: Program) -> frozenset[str]:
    """The kernel's pointer parameters no instruction of the program reads through:
    every read's pointer is traced to its roots, and one that cannot be traced makes
    none write-only. A kernel that calls other functions has none."""
    kernel = program.kernel_function
    if len(program.functions) != 1:
        return frozenset()
    roots = pointer_roots(kernel)
    read: set[str] = set()
    for op in kernel.ops():
        pointers: list[o.Operand] = []
        match op:
            case o.Load() | o.AtomicRMW() | o.CmpXchg() | o.AvLoad():
                pointers = [op.ptr]
            case o.Store() | o.AvStore() | o.BinOp() | o.ICmp() | o.Select() | o.Cast() \
                    | o.PtrAdd() | o.Phi() | o.ThreadId() | o.Fence() | o.BarrierArrive() \
                    | o.BarrierWait() | o.AsyncMark() | o.WaitAsyncMark() | o.WaveOp():
                pointers = []
            case _:
                return frozenset()  # copies, calls, opaque intrinsics: not traced
        for ptr in pointers:
            if isinstance(ptr, o.Reg):
                read |= roots.get(ptr.name, frozenset({ptr.name}))
            elif isinstance(ptr, o.GlobalAddr):
                read.add("@" + ptr.name)
            else:
                read.add("?")
    if "?" in read:
        return frozenset()
    return frozenset(p.name for p in kernel.params
                     if isinstance(p.ty, PtrType) and p.name not in read)


def reached_after(function: Function, op: o.Op) -> list[o.Op | o.Terminator]:
    """Every op and terminator reachable after ``op`` in the control-flow graph."""
    blocks = function.block_map()
    start, index = next((b, i) for b in function.blocks for i, x in enumerate(b.ops)
                        if x is op)
    reached: list[o.Op | o.Terminator] = [*start.ops[index + 1:], start.term]
    todo = list(o.successors(start.term))
    seen: set[str] = set()
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        block = blocks[name]
        reached += [*block.ops, block.term]
        todo += o.successors(block.term)
    return reached


def symmetric_continuation(function: Function, op: o.Op, write_only: frozenset[str],
                           private: frozenset[str] = frozenset()
                           ) -> tuple[frozenset[str], frozenset[str], frozenset[str],
                                      tuple[o.ThreadId, ...]] | None:
    """What a lane may still do after ``op`` (everything reachable from it in the
    control-flow graph): None when some of it tells lanes apart (``_LANEWISE``);
    otherwise the registers it reads, and among them those it reads only as the data a
    plain store writes to a write-only buffer (``write_only_params``), never as an
    address, a branch condition or an operand of anything else; and the buffers it may
    write (pointer roots); and the lane ids it computes, each read only as such data
    (``workitem.id`` after an ``atomicAdd``: clang sinks it there). None too when a
    memory access's pointer cannot be traced to a pointer argument or a global, or may
    point to scratch (``private``: the scratch globals, ``@`` and their names)."""
    reached = reached_after(function, op)
    roots = pointer_roots(function)
    used: set[str] = set()
    other: set[str] = set()
    written: set[str] = set()
    lane_ids: list[o.ThreadId] = []
    for x in reached:
        if isinstance(x, o.ThreadId):
            if x.kind not in _WAVE_IDS:
                lane_ids.append(x)  # allowed only as store data (below)
            continue
        if not isinstance(x, (*_LANEWISE, o.Br, o.CondBr, o.Switch, o.Ret)):
            return None
        if isinstance(x, o.Load | o.Store | o.AtomicRMW | o.CmpXchg):
            # Memory every lane shares: a pointer argument or a global that is not
            # scratch (each lane's own, holding what that lane left there).
            match x.ptr:
                case o.Reg(name):
                    found = roots.get(name, frozenset({name}))
                case o.GlobalAddr(name, _):
                    found = frozenset({"@" + name})
                case _:
                    found = frozenset({"?"})
            if "?" in found or found & private:
                return None
            if not isinstance(x, o.Load):
                written |= found
        if isinstance(x, o.Store) and x.atomic is None and isinstance(x.value, o.Reg) \
                and isinstance(x.ptr, o.Reg) and roots.get(x.ptr.name, frozenset({"?"})) \
                <= write_only:
            used.add(x.value.name)
            data = x.value.name
        else:
            data = None
        for operand in _operands(x):
            if isinstance(operand, o.Reg):
                used.add(operand.name)
                if operand.name != data or operand is not getattr(x, "value", None):
                    other.add(operand.name)
    data_only = frozenset(used - other)
    lane_ids = [x for x in lane_ids if x.dest in used]  # (an unused one tells nothing)
    if any(x.dest not in data_only for x in lane_ids):
        return None
    return frozenset(used), data_only, frozenset(written), tuple(lane_ids)



def _renamable(rows: np.ndarray, threads: IntArray, clocks: Clocks) -> int | None:
    """Are these clock rows of the lanes ``threads`` (lane mode: [lane, class, component])
    the same up to renaming the lanes? Each knows the same of every thread outside the
    group and nothing of the group's async operations (none issued), and of the group
    each knows one value of every other lane. That value (None: not renamable); the
    lane's own epoch for a group of one. In wave mode the lanes share one row."""
    if clocks.wave_mode:
        return int(rows[0].min()) if bool(np.all(rows == rows[:1])) else None
    n = clocks.num_threads
    others = np.ones(clocks.width, dtype=bool)
    others[np.concatenate([threads, n + threads])] = False
    outside = rows[:, :, others]
    if not bool(np.all(outside == outside[:1])) or bool(np.any(rows[:, :, n + threads])):
        return None
    inner = rows[:, :, threads]
    diagonal = {int(inner[i, a, i]) for i in range(len(threads)) for a in range(inner.shape[1])}
    if len(threads) == 1:
        return diagonal.pop() if len(diagonal) == 1 else None
    off = np.broadcast_to(~np.eye(len(threads), dtype=bool)[:, None, :], inner.shape)
    values = set(inner[off].tolist())
    return values.pop() if len(values) == 1 and len(diagonal) == 1 else None


class AtomicChoices(Stepping):
    """Choice points between atomic accesses, and their options."""

    def _atomic_choices(self, poised: list[WaveState]) -> list[Choice] | None:
        """The atomic accesses that may run next and their reads-from options; None when
        a wave started spinning (the caller looks again); [] when nothing may run (a
        deadlock, or a sleep set covering this state)."""
        log = self.atomic_log
        assert log is not None
        choices: list[Choice] = []
        self.choice_footprints = {}
        asleep = False
        for wave in poised:
            sleeping = self.sleep.get(wave.index)
            if sleeping is not None and not isinstance(sleeping, ReadFootprint):
                asleep = True
                continue
            options, footprint = self._atomic_options(wave)
            if options is None:
                wave.spin_since = log.total
                wave.spin_plain = False
                return None
            if sleeping is not None:
                # A load asleep: offered again reading only the writes run since it was
                # explored (explore/lanes/reads_asleep.py).
                if not isinstance(footprint, ReadFootprint):
                    asleep = True
                    continue
                key = next(iter(footprint[0]))
                kept = {p for _, p in new_choices(
                    sleeping, ((log.wid_at(key, p), p) for opt in options if opt
                               for _, p in opt))}
                options = [opt for opt in options if opt and opt[0][1] in kept]
                footprint = ReadFootprint(footprint[0], footprint.covered | sleeping.covered)
                if not options:
                    asleep = True
                    continue
            self.choice_footprints[wave.index] = footprint
            choices += [(wave.index, option) for option in options]
        if len(choices) > self.options.max_schedules:
            raise Incomplete(f"schedule bound reached ({len(choices)} reads-from choices at "
                             "one step; raise --max-schedules)", None, bound=True)
        if not choices:
            if asleep:
                self.pruned = True
            else:
                self._deadlock_or_stale()
        return choices

    def _atomic_options(self, wave: WaveState) -> tuple[
            list[tuple[tuple[int, int], ...] | None] | None, Footprint]:
        """The options of the wave's poised atomic access (explore/lanes/atomics.py), per lane:
        for a store or read-modify-write, every coherence position its write may take
        (a read-modify-write reads the write before it); for a load whose value decides
        nothing, the hb-minimal write; for another load, every write coherence allows;
        for a spin load, only writes that end its loop (None: some lane has none yet)."""
        log = self.atomic_log
        assert log is not None
        frame = wave.frames[-1]
        entry = frame.stack[-1]
        op = frame.blocks[entry.block].ops[entry.index]
        assert isinstance(op, o.Load | o.Store | o.AtomicRMW | o.CmpXchg)
        addresses, active, addrspace = self._pointer(wave, frame, op.ptr, op.loc, entry.mask)
        keys, spaces = location_keys(addrspace, addresses, wave.workgroup, wave.lanes)
        slots = [int(s) for s in np.nonzero(active)[0]]
        footprint: Footprint = (frozenset(int(keys[s]) for s in slots),
                                not isinstance(op, o.Load))
        per_slot: list[list[int]] = []
        floors: list[int] = []
        for s in slots:
            lane = int(wave.lanes[s])
            key = int(keys[s])
            as_class = AS_LDS if spaces[s] == Space.LDS else AS_GLOBAL
            floor, hb_floor = log.coherent_floor(self.clocks, lane, as_class, key,
                                                 not isinstance(op, o.Load))
            floors.append(floor)
            newest = log.latest(key)
            if not isinstance(op, o.Load):
                # Where the write goes in coherence order (a read-modify-write reads the
                # write before it).
                per_slot.append(log.insert_positions(floor, key))
            elif id(op) not in self.value_dependent and hb_floor:
                per_slot.append([floor])
            elif self.options.lane_renaming and id(op) not in self.spin_sites:
                # (one write per value: explore/lanes/equal_values.py)
                per_slot.append(first_of_each_value(log, key, range(floor, newest + 1),
                                                    op.size))
            else:
                per_slot.append(list(range(floor, newest + 1)))
        # Lanes of this instruction writing one location: their writes are ordered
        # among themselves too (``AtomicLog.lanes_insert_options``).
        sharing: dict[int, list[int]] = {}
        if not isinstance(op, o.Load):
            for i, s in enumerate(slots):
                sharing.setdefault(int(keys[s]), []).append(i)
        sharing = {key: lanes for key, lanes in sharing.items() if len(lanes) > 1}
        if isinstance(op, o.Load | o.CmpXchg | o.AtomicRMW) and id(op) in self.spin_sites:
            if sharing:
                raise Incomplete("lanes of one wave spin on one location with a read-modify-"
                                 "write (the orders of their writes are not explored as "
                                 "spin waits)", op.loc)
            exiting = self._spin_filter(wave, op, slots, keys, per_slot)
            if exiting is None:
                self.spin_blocked[wave.index] = (self.site(op, frame.function.name), op.loc,
                                                 int(keys[slots[0]]))
                return None, footprint
            per_slot = exiting
            self._note_wait_across_workgroups(wave, op, slots, keys, per_slot)
        bound = self.options.max_schedules
        if isinstance(op, o.Load) and len(slots) > 1:
            counts = self._reads_by_count(wave, frame, op, slots, keys, per_slot)
            if counts is None:
                counts = self._covering_reads(wave, frame, op, slots, keys, per_slot)
            if counts is not None:
                return counts, footprint
        groups: list[list[tuple[tuple[int, int], ...]]] = []
        alike = self._alike_lanes(wave, frame, op, slots, keys, sharing, floors)
        self.alike_options[wave.index] = alike
        for i, s in enumerate(slots):
            lanes = sharing.get(int(keys[s]))
            if lanes is None:
                groups.append([((s, c),) for c in per_slot[i]])
            elif lanes[0] == i:
                ways = log.lanes_insert_options(int(keys[s]), [floors[j] for j in lanes],
                                                not isinstance(op, o.Store), bound,
                                                int(keys[s]) in alike)
                if ways is None:
                    raise Incomplete(f"schedule bound reached (more than {bound} coherence "
                                     "orders of the lanes of one wave instruction writing "
                                     "one location; raise --max-schedules)", op.loc,
                                     bound=True)
                groups.append([tuple((slots[lanes[n]], position) for n, position in way)
                               for way in ways])
        options: list[tuple[tuple[int, int], ...] | None] = [()]
        for group in groups:
            options = [(*(opt or ()), *part) for opt in options for part in group]
            if len(options) > bound:
                raise Incomplete(f"schedule bound reached (more than {bound} reads-from "
                                 "choices for one wave instruction; raise --max-schedules)",
                                 op.loc, bound=True)
        if (isinstance(op, o.Load) and len(slots) == 1 and id(op) not in self.spin_sites
                and self.options.lane_renaming):
            # (the writes it may read: explore/lanes/reads_asleep.py)
            key = int(keys[slots[0]])
            footprint = ReadFootprint(footprint[0], frozenset(
                log.wid_at(key, p) for opt in options if opt for _, p in opt))
        if (isinstance(op, o.AtomicRMW) and len(slots) == 1 and commuting_rmw(op)
                and id(op) not in self.value_dependent and id(op) not in self.spin_sites
                and self.options.lane_renaming and self.clocks.vis is None
                and op.atomic.ordering == o.Ordering.MONOTONIC
                and not (wave.has_release is not None and wave.has_release[slots[0]])):
            # (whether its order with others of its kind can still be seen:
            # explore/lanes/commuting_writes.py)
            key = int(keys[slots[0]])
            root = self._region_name(key)
            footprint = CommutingFootprint(footprint[0], op.op, root != UNKNOWN_ROOT and all(
                not self._may_see(w, op.op, key, root) for w in self.waves if not w.done))
        return options, footprint

    def _may_see(self, wave: WaveState, operation: str, key: int, root: str) -> bool:
        """May the wave, from where it stands, tell apart the order of read-modify-writes
        ``operation`` at ``key`` (of buffer ``root``)? A wave poised at an atomic access
        is judged by that access's locations and the buffers the code after it touches
        (commuting_writes.touched_roots); another by the buffers its code touches from
        where it stands."""
        if len(wave.frames) != 1:
            return True
        frame = wave.frames[0]
        top = frame.stack[-1]
        after = 0
        if wave.poised_atomic:
            op = frame.blocks[top.block].ops[top.index]
            if not isinstance(op, o.Load | o.Store | o.AtomicRMW | o.CmpXchg):
                return True
            quiet = (isinstance(op, o.AtomicRMW) and op.op == operation
                     and id(op) not in self.value_dependent
                     and op.atomic.ordering == o.Ordering.MONOTONIC)
            if not quiet:
                try:
                    addresses, active, addrspace = self._pointer(wave, frame, op.ptr,
                                                                 op.loc, top.mask)
                except AmdsyncError:
                    return True  # (its own turn reports it)
                keys, _ = location_keys(addrspace, addresses, wave.workgroup, wave.lanes)
                if bool(np.any(keys[active] == key)):
                    return True
            after = 1
        touched = self._touched_roots(frame, operation,
                                      [*((e.block, e.index) for e in frame.stack[:-1]),
                                       (top.block, top.index + after)])
        return root in touched or UNKNOWN_ROOT in touched

    def _touched_roots(self, frame: Frame, operation: str, starts: list[tuple[str, int]]
                       ) -> frozenset[str]:
        """``commuting_writes.touched_roots``, kept per function and positions."""
        cache: dict[tuple[object, ...], frozenset[str]] = self.__dict__.setdefault(
            "_touched_cache", {})  # (static: shared by every fork)
        key = (frame.function.name, operation, *starts)
        found = cache.get(key)
        if found is None:
            found = cache[key] = touched_roots(frame.function, starts, operation,
                                               self.value_dependent)
        return found

    def _alike_lanes(self, wave: WaveState, frame: Frame, op: o.Op, slots: list[int],
                     keys: IntArray, sharing: dict[int, list[int]], floors: list[int]
                     ) -> dict[int, tuple[Loc, bool, bool]]:
        """The locations where the lanes of this read-modify-write that write them are
        interchangeable (atomics.LaneGroup; docs/semantics/atomics-and-lanes.md, "Lanes of
        one instruction writing one location"), with whether they release and whether their
        operands differ. Interchangeable: one coherence floor and the same operand in every
        lane, so every order leaves the same values at the same coherence places (or an
        operation that commutes and associates, which leaves the same value after the last
        of them); a value read that decides nothing; and nothing a lane could acquire there
        — a release of the writes from the floor on, or of another lane of the group — that
        it does not know already, so no order changes what the lanes themselves know. One
        order then stands for all until an access tells them apart
        (atomics.LaneOrdersNeeded)."""
        if (not sharing or self.options.lane_orders or not isinstance(op, o.AtomicRMW)
                or self.clocks.vis is not None):
            return {}
        atomic = o.atomicity(op)
        log = self.atomic_log
        if atomic is None or log is None:
            return {}
        operand = self._eval(wave, frame, op.value)
        if not isinstance(operand, np.ndarray):
            return {}
        out: dict[int, tuple[Loc, bool, bool]] = {}
        for key, lanes in sharing.items():
            group = [slots[j] for j in lanes]
            if len({floors[j] for j in lanes}) != 1:
                continue
            # Different operands: an operation that commutes and associates leaves the
            # same value after all of the group's writes (not between them), when they
            # follow each other (no write after the floor to fall between).
            values = len({int(operand[s]) for s in group}) != 1
            if values and (not commuting_rmw(op)
                           or floors[lanes[0]] != log.latest(key)):
                continue
            if id(op) in self.value_dependent and (values or not self._keeps_value(
                    op, key, floors[lanes[0]], int(operand[group[0]]))) and (
                    values or not self._symmetric_lanes(wave, frame, op, group)) and (
                    values or not self._tickets_apart(wave, frame, op, group, key,
                                                      floors[lanes[0]],
                                                      int(operand[group[0]]))):
                # The value each lane reads decides something: only when every lane
                # reads the same value in every order (the operation writes back the
                # value it reads, and no write lies after the floor), or when the lanes
                # go on alike but for the value (``_symmetric_lanes``).
                continue
            floor = max(floors[lanes[0]], 0)
            offered = [p.clock for w in log.writes.get(key, ())[floor:] for p in w.merged]
            own: list[np.ndarray] = []  # what each lane of the group releases itself
            for s in group:
                lane = int(wave.lanes[s])
                if atomic.ordering.is_release:
                    own.append(self.clocks.snapshot(lane))
                elif wave.has_release is not None and wave.has_release[s]:
                    assert wave.release_clock is not None
                    own.append(wave.release_clock[s])
            if log.insert_positions(floors[lanes[0]], key) == [log.latest(key) + 1]:
                # Every lane goes after the latest write, so in every order each reads
                # it or a write of the group after it, which continues its release
                # sequences: what they acquire from writes before the group is the
                # same in every order (docs/semantics/atomics-and-lanes.md, "Releasing lanes").
                offered = []
            # (A lane knows each of several clocks exactly when it knows their
            # element-wise maximum: one question per lane.)
            if offered and not all(self.clocks.knows(int(wave.lanes[s]), most)
                                   for most in [np.max(offered, axis=0)] for s in group):
                continue
            # What a lane acquires from the lanes before it differs by the order; one
            # order stands for all only when every order is it with the lanes renamed
            # (docs/semantics/atomics-and-lanes.md, "Releasing lanes").
            if own and not all(self.clocks.knows(int(wave.lanes[s]), most)
                               for most in [np.max(own, axis=0)] for s in group) and (
                    values or not self._symmetric_lanes(wave, frame, op, group)):
                continue
            out[key] = (op.loc, bool(own), values)
        return out

    def _reads_by_count(self, wave: WaveState, frame: Frame, op: o.Load, slots: list[int],
                        keys: IntArray, per_slot: list[list[int]]
                        ) -> list[tuple[tuple[int, int], ...] | None] | None:
        """The reads-from options of an atomic load whose lanes are alike but for the
        value (``_symmetric_lanes``: every live lane reads one location with the same
        writes to choose from): which lane reads which write is a renaming of the lanes,
        so only how many lanes read each write matters — one option per way of
        splitting the lanes into counts, the first lanes reading the first write (with
        *n* lanes and *m* writes, C(n+m-1, m-1) options instead of m^n). None when the
        lanes are not alike."""
        choices = per_slot[0]
        self.alike_options[wave.index] = {}
        if (len(choices) < 2
                or any(int(keys[s]) != int(keys[slots[0]]) for s in slots)
                or any(c != choices for c in per_slot)
                or not self._symmetric_lanes(wave, frame, op, slots)):
            return None
        n, m = len(slots), len(choices)
        out: list[tuple[tuple[int, int], ...] | None] = []

        def split(first: int, write: int, chosen: tuple[tuple[int, int], ...]) -> None:
            if write == m - 1:
                out.append((*chosen, *((s, choices[write]) for s in slots[first:])))
                return
            for count in range(n - first + 1):
                split(first + count, write + 1,
                      (*chosen, *((s, choices[write]) for s in slots[first:first + count])))
                if len(out) > self.options.max_schedules:
                    return

        split(0, 0, ())
        if len(out) > self.options.max_schedules:
            return None
        return out

    def _covering_reads(self, wave: WaveState, frame: Frame, op: o.Load, slots: list[int],
                        keys: IntArray, per_slot: list[list[int]]
                        ) -> list[tuple[tuple[int, int], ...] | None] | None:
        """The reads-from options of an atomic load whose lanes go on independently
        (explore/lanes/lane_covering.py; docs/semantics/atomics-and-lanes.md, "Lanes that go
        on independently after a read"): as many writes to choose from in every lane (one
        location for all, or one each), in the kernel function, and nothing after the read
        that lets a lane's value reach another lane or thread. Then the assignments of a
        covering array of strength 2 find every finding. None when that does not hold or
        would not save anything (computed at each such read, not cached: it is a walk over
        the function, and only loads with several lanes and several writes ask)."""
        n, m = len(slots), len(per_slot[0])
        # (lanes may read different locations — a flag per lane — each with writes of
        # its own: option k of a lane is its k-th write; docs/semantics/atomics-and-lanes.md,
        # "Lanes that go on independently after a read", condition 1)
        if (not self.options.lane_renaming or not self.full or len(wave.frames) != 1
                or m < 2 or any(len(c) != m for c in per_slot)
                or self.clocks.vis is not None):
            return None
        if self._write_only is None:
            self._write_only = write_only_params(self.program)
        rows = covering_rows(n, m, self.options.max_schedules)
        if rows is None or len(rows) >= m ** n:
            return None
        independent = independent_continuation(reached_after(frame.function, op),
                                               pointer_roots(frame.function),
                                               self._write_only)
        if not independent:
            return None
        return [tuple((s, per_slot[k][row[k]]) for k, s in enumerate(slots)) for row in rows]

    def step(self, wave: WaveState) -> str:
        self._stepping = wave
        return super().step(wave)

    def _on_access(self, keys: IntArray, size: int, active: BoolArray, reads: bool,
                   writes: bool, site: int) -> None:
        """Note, per wave, the latest epoch in which one of its lanes wrote or accessed
        memory atomically, and of its plain reads, with the regions they read (a full
        exploration only): ``_symmetric_lanes`` asks whether every lane of the wave
        knows what the others did."""
        super()._on_access(keys, size, active, reads, writes, site)
        wave = getattr(self, "_stepping", None)
        if wave is None or not self.full or not active.any():
            return
        rows = self.clocks.row_arr[wave.lanes[active]]
        epoch = int(self.clocks.own[rows].max())
        op = self.sites[site].op
        if writes or not isinstance(op, o.Load) or op.atomic is not None:
            if self.access_epochs.get(wave.index, 0) < epoch:
                # Replaced, never changed in place: forks share the dict.
                self.access_epochs = {**self.access_epochs, wave.index: epoch}
            return
        names = frozenset(self._region_name(int(k)) for k in np.unique(keys[active]))
        last, seen = self.read_epochs.get(wave.index, (0, frozenset()))
        if last < epoch or not names <= seen:
            self.read_epochs = {**self.read_epochs,
                                wave.index: (max(last, epoch), seen | names)}

    def _region_name(self, key: int) -> str:
        """The root ``_pointer_roots`` gives a location's buffer: a pointer argument's
        name, ``@`` and a global's name; ``?`` for LDS and scratch."""
        if key >= GLOBAL_KEYS:
            return "?"
        region = self.address_map.region_of(key)
        if region is None:
            return "?"
        return region.name if region.name in self._kernel_params else "@" + region.name

    def _symmetric_lanes(self, wave: WaveState, frame: Frame, op: o.AtomicRMW | o.Load,
                         group: list[int]) -> bool:
        """May the lanes of ``group`` — live lanes of the wave, one read-modify-write
        with one operand at one location and one coherence floor — take one order although
        the values they read decide something? Yes when every order is the chosen one with
        the lanes renamed (docs/semantics/atomics-and-lanes.md, "Lanes that go on alike but
        for the value"): (1) the lanes are alike to every thread — each other thread knows
        the same of each of them, each knows the same of every other thread, they are in one
        epoch, and each knows every memory access another lane of the group made (no async
        operation issued), so program order between a lane's earlier and later accesses
        orders nothing a sibling's would not; (2) nothing reachable after the instruction
        tells lanes apart (``symmetric_continuation``: no lane id, cross-lane operation,
        call, async copy), in the kernel function itself; (3) every register it may read
        holds one known value in every lane of the group, with the same bytes undefined in
        each, except registers read only as the data of plain stores to buffers the program
        never reads, which hold pairwise different values in every live lane (so lanes of
        one store writing one address, of the group or lanes that skipped the instruction
        and joined later, always write different bytes, whichever lanes they are). A plain
        read a sibling does not know of is allowed when the lanes write nothing later in the
        buffer it read."""
        live = [int(s) for s in np.nonzero(wave.live)[0]]
        if (not self.options.lane_renaming or not self.full or len(wave.frames) != 1
                or not set(group) <= set(live)
                or (isinstance(op, o.Load) and sorted(group) != live)  # (tested so)
                or bool(wave.issued.any())):
            return False
        known = self._lanes_alike_in_clocks(wave, group)
        if (known is None or self.access_epochs.get(wave.index, 0) > known
                or self.clocks.vis is not None):
            return False
        if wave.has_release is not None and bool(wave.has_release[group].any()):
            # A release fence each lane made, which its next atomic write publishes
            # (fence-atomic synchronization): every lane has one, of one scope, and
            # what they published is alike too.
            assert wave.release_clock is not None and wave.release_scope is not None
            threads = np.asarray([int(wave.lanes[s]) for s in group], dtype=np.int64)
            if (not bool(wave.has_release[group].all())
                    or len({int(x) for x in wave.release_scope[group]}) != 1
                    or _renamable(wave.release_clock[group], threads, self.clocks)
                    is None):
                return False
        if self._write_only is None:
            self._write_only = write_only_params(self.program)
        cached = self._continuations.get(id(op))
        if cached is None:
            private = frozenset("@" + g.name for g in self.program.globals
                                if g.addrspace == AddressSpace.PRIVATE)
            cached = (symmetric_continuation(frame.function, op, self._write_only,
                                             private),)
            self._continuations[id(op)] = cached
        continuation = cached[0]
        if continuation is None:
            return False
        used, data_only, written, lane_ids = continuation
        for x in lane_ids:
            ids = self._thread_id(wave, x.kind, x.dim)[live]
            if len(np.unique(ids)) != len(live):
                return False  # lanes of one store could write the same bytes
        last_read, read = self.read_epochs.get(wave.index, (0, frozenset()))
        if last_read > known and ("?" in read or "?" in written or read & written):
            # A lane's plain read its siblings do not know of, of a buffer the lanes may
            # write later: program order would order it before the lane's own write only.
            return False
        params = {p.name for p in frame.function.params}
        for name in used:
            if name == op.dest or name not in frame.regs:
                continue
            shadow = frame.undef.get(name)
            if shadow is not None and not bool(np.all(shadow.bytes[group]
                                                      == shadow.bytes[group[0]])):
                return False  # undefined in some lanes only
            value = frame.regs[name]
            if not isinstance(value, np.ndarray):
                if value is UNKNOWN and name in params:
                    continue  # a scalar argument: one value in every lane
                return False
            lanes = value[group] if value.ndim == 1 else value[..., group]
            if value.ndim != 1:
                return False
            if bool(np.all(lanes == lanes[0])):
                continue
            # Store data that differs: pairwise different in every live lane, so no two
            # lanes of one store — of the group or not — ever write the same bytes.
            if name not in data_only or len(np.unique(value[live])) != len(live):
                return False
        return True

    def _tickets_apart(self, wave: WaveState, frame: Frame, op: o.AtomicRMW,
                       group: list[int], key: int, floor: int, operand: int) -> bool:
        """May the lanes of ``group`` (every live lane of the wave, one operand, one
        floor) take one order although their tickets decide addresses and lane ids follow
        (docs/semantics/atomics-and-lanes.md, "Tickets and lane ids kept apart")? Yes when
        they release nothing (no order changes what any thread knows), are alike in their
        clocks as in ``_symmetric_lanes`` (so the ticket-addressed accesses of one order are
        those of another with the lanes renamed), what follows keeps tickets and lanes apart
        (``lane_addressed.ticket_continuation``; registers computed before the instruction
        that differ between lanes count as the lane's), and, where a continuation needs it,
        the tickets handed out are pairwise distinct and the buffers a ticket indexes for a
        lane's slot hold values no input gave."""
        live = [int(s) for s in np.nonzero(wave.live)[0]]
        atomic = o.atomicity(op)
        if (not self.options.lane_renaming or not self.full or len(wave.frames) != 1
                or sorted(group) != live or bool(wave.issued.any()) or atomic is None
                or atomic.ordering.is_release or self.clocks.vis is not None
                or (wave.has_release is not None and bool(wave.has_release[group].any()))):
            return False
        known = self._lanes_alike_in_clocks(wave, group)
        if (known is None or self.access_epochs.get(wave.index, 0) > known
                or self.read_epochs.get(wave.index, (0, frozenset()))[0] > known):
            return False
        if self._write_only is None:
            self._write_only = write_only_params(self.program)
        reached = reached_after(frame.function, op)
        defined = {d for x in reached if isinstance(x, o.Op)
                   and (d := o.op_dest(x)) is not None}
        lane_regs = []
        for x in reached:
            for operand_ in _operands(x):
                if not isinstance(operand_, o.Reg) or operand_.name in defined:
                    continue
                value = frame.regs.get(operand_.name)
                if isinstance(value, np.ndarray) and value.ndim == 1 and bool(
                        np.all(value[group] == value[group[0]])):
                    continue
                if value is UNKNOWN and operand_.name in {p.name for p in
                                                          frame.function.params}:
                    continue
                lane_regs.append(operand_.name)
        roots = pointer_roots(frame.function, launch=True)
        written = written_roots(self.program, roots)
        if written is None or op.dest is None:
            return False
        lane_kinds = frozenset(k for k in o.IdKind if k not in _WAVE_IDS)
        use = ticket_continuation(reached, op.dest, roots, self._write_only, written,
                                  lane_kinds, frozenset(lane_regs))
        if use is None:
            return False
        if use.unknown & {spec.name for spec in self.options.inputs}:
            return False
        if use.distinct:
            bits = compute.type_bits(op.ty)
            if bits is None:
                return False
            ticket = compute.from_bytes(self._value_at(key, floor, op.size), bits)
            handed: set[int] = set()
            for _ in group:
                if ticket is None or ticket in handed:
                    return False
                handed.add(ticket)
                ticket = compute.rmw_new_value(op.op, ticket, operand, bits)
        return True

    def _lanes_alike_in_clocks(self, wave: WaveState, group: list[int]) -> int | None:
        """Condition (2) of ``_symmetric_lanes`` on the happens-before clocks: the epoch
        up to which each lane of the group knows the accesses of the others (None: the
        lanes are not alike)."""
        clocks = self.clocks
        threads = np.asarray([int(wave.lanes[s]) for s in group], dtype=np.int64)
        if clocks.wave_mode:
            row = clocks.row_of[int(threads[0])]
            return int(clocks.vc[row, :, row].min())
        if len(set(clocks.own[threads].tolist())) != 1:
            return None
        vc = clocks.vc
        n = clocks.num_threads
        rest = np.ones(clocks.rows, dtype=bool)
        rest[threads] = False
        # Every other thread knows the same of each lane of the group (and of its async
        # operations) ...
        own_cols = np.concatenate([threads, n + threads])
        cols = vc[rest][:, :, own_cols].reshape(-1, vc.shape[1], 2, len(threads))
        if cols.size and not bool(np.all(cols == cols[..., :1])):
            return None
        # ... and the lanes' own rows are alike.
        return _renamable(vc[threads], threads, clocks)

    def _keeps_value(self, op: o.AtomicRMW, key: int, floor: int, operand: int) -> bool:
        """Does ``op`` with ``operand`` write back the value the write at ``floor``, the
        latest of ``key``, holds (``atomicMax(&x, 0)`` on x ≥ 0, an add of 0, …)?"""
        log = self.atomic_log
        bits = compute.type_bits(op.ty)
        if log is None or bits is None or floor != log.latest(key):
            return False
        value = compute.from_bytes(self._value_at(key, floor, op.size), bits)
        if value is None:
            return False
        return compute.rmw_new_value(op.op, value, operand, bits) == value

    def _note_wait_across_workgroups(self, wave: WaveState, op: o.Op, slots: list[int],
                                     keys: IntArray, per_slot: list[list[int]]) -> None:
        """A spin wait that ends only with a write of another workgroup relies on that
        workgroup making progress while this one spins: every workgroup co-resident,
        which only a cooperative launch guarantees (docs/semantics/barriers.md, "Cooperative
        launches"). Noted per spin site; the check itself lets every wave progress."""
        log = self.atomic_log
        assert log is not None
        if self.options.cooperative is not False or op.loc in self.waits_across_workgroups:
            return
        before = 1 if isinstance(op, o.CmpXchg | o.AtomicRMW) else 0
        for i, s in enumerate(slots):
            for index in per_slot[i]:
                write = log.write(int(keys[s]), index - before)
                if write is not None and self.places[write.lane].workgroup != wave.workgroup:
                    self.waits_across_workgroups = self.waits_across_workgroups | {op.loc}
                    return

    def _spin_filter(self, wave: WaveState, op: o.Load | o.CmpXchg | o.AtomicRMW,
                     slots: list[int], keys: IntArray,
                     per_slot: list[list[int]]) -> list[list[int]] | None:
        """Keep, per lane, the writes whose value makes it leave the spin loop (an
        iteration that stays changes nothing: spin-assume). None: some lane has none, so
        the wave waits for a write. A compare-exchange's options are the coherence
        positions of its write; it reads the write just before."""
        log = self.atomic_log
        assert log is not None
        bits = compute.type_bits(op.ty) or op.size * 8
        before = 1 if isinstance(op, o.CmpXchg | o.AtomicRMW) else 0
        keep: list[list[int]] = [[] for _ in slots]
        for position in range(max(len(c) for c in per_slot)):
            values = np.zeros(self.width, dtype=np.int64)
            for i, s in enumerate(slots):
                key = int(keys[s])
                index = per_slot[i][min(position, len(per_slot[i]) - 1)] - before
                value = compute.from_bytes(self._value_at(key, index, op.size), bits)
                if value is None:
                    return per_slot  # an unknown value: keep every choice
                values[s] = value
            exits = self._spin_exits(wave, op, values)
            if exits is None:
                return per_slot
            for i, s in enumerate(slots):
                index = per_slot[i][min(position, len(per_slot[i]) - 1)]
                if exits[s] and index not in keep[i]:
                    keep[i].append(index)
        if any(not k for k in keep):
            return None
        if isinstance(op, o.Load):
            for i, s in enumerate(slots):
                if per_slot[i][-1] not in keep[i]:
                    # The newest write does not end the loop, an older one does: a wave
                    # that reads the newest (as one arriving after both must: coherence,
                    # amdgpu-memory-model "Location Order") stays in the loop until a
                    # later write ends it, or forever. Reading only the writes that end
                    # the loop would lose that execution's deadlock.
                    where = describe_key(int(keys[s]), self.address_map, self.lds_names)
                    raise Incomplete(f"a spin loop may read a write that ends it, but the "
                                     f"newest write to {where} "
                                     "does not end it (a wave arriving late spins until a "
                                     "later write comes, or forever): that wait is not "
                                     "explored", op.loc)
        return keep

    def _spin_exits(self, wave: WaveState, op: o.Load | o.CmpXchg | o.AtomicRMW,
                    values: IntArray) -> BoolArray | None:
        """Which active lanes leave the spin loop when the load reads ``values``: run a
        copy of the wave from the load until it is back at the load (those lanes stay)
        or out of the loop. None when that cannot be decided."""
        scratch = fork_wave(wave)
        scratch.spin_seen = {}
        frame = scratch.frames[-1]
        entry = frame.stack[-1]
        block, index = entry.block, entry.index
        region = self.spin_sites[id(op)]
        start = entry.mask.copy()
        entry.index += 1
        self._assign(frame, start, op.dest, values)
        exits = np.zeros_like(start)
        depth = len(scratch.frames)
        try:
            for _ in range(10_000):
                if len(scratch.frames) != depth or not frame.stack:
                    return None
                top = frame.stack[-1]
                if top.block == block and top.index == index:
                    return start & ~top.mask
                if top.block not in region:
                    exits |= top.mask & start
                    frame.stack.pop()
                    if not frame.stack:
                        return exits
                    continue
                self.step(scratch)
        except Incomplete as stop:
            if stop.bound:
                raise  # (a bound the scratch run met is the check's: it stops there)
            return None
        except AmdsyncError:
            return None
        return None


__all__ = ["AtomicChoices", "dependent", "reached_after", "symmetric_continuation",
           "write_only_params"]
