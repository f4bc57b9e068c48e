"""Stepping a wave: one wave instruction for all its active lanes, phis, the
dispatch over the closed operation set, runs of plain operations through their plans
(explore/machine/op_plans.py), and SIMT control flow — divergence at a branch, reconvergence at
the immediate post-dominator, calls and returns, lanes that leave the kernel.

LLVM LangRef (terminators, phi); amdgpu-usage (wave-uniform control flow of barriers).
"""

from __future__ import annotations

from typing import NamedTuple, assert_never

import numpy as np

from amdsync.diagnostics import AmdsyncError, Loc
from amdsync.explore.every_input import opaque_values
from amdsync.explore.every_input.assumptions import EVERY_SIDE
from amdsync.explore.every_input.lane_splits import joins_here
from amdsync.explore.every_input.param_run import _PARAM_DATA
from amdsync.explore.every_input.select_branches import SelectBranches
from amdsync.explore.every_input.unknown_branches import Side
from amdsync.explore.machine.frames import Entry, Frame, WaveMark
from amdsync.explore.machine.op_plans import (
    UNMODELLED,
    OpPlan,
    _taint_from,
    assign,
    op_plan,
    run_memory,
    unknown_result,
)
from amdsync.explore.machine.state import WaveState
from amdsync.explore.machine.undef_flow import COMPUTED_OPS, undef_bytes
from amdsync.explore.memory.definedness import RegShadow, combine
from amdsync.explore.memory.dense_pages import every, some
from amdsync.explore.search.options import (
    BLOCKED,
    DONE,
    MODIFYING_BARRIER_OPS,
    POISED,
    RAN,
    YIELDED,
    Incomplete,
)
from amdsync.explore.symbolic.propagate import TRACKED
from amdsync.explore.symbolic.terms import Term
from amdsync.explore.values import compute
from amdsync.explore.values.values import (
    UNKNOWN,
    BoolArray,
    BufPtr,
    IntArray,
    Rsrc,
    Value,
    merge_resources,
    splat,
    wrap,
)
from amdsync.program import ops as o
from amdsync.program.module import Block

# Operations whose execution leaves every wave's async counts (issued, completed) as
# they were: after one of them ``_run_wave`` need not count again.
_COUNT_KEEPING = frozenset({o.BinOp, o.ICmp, o.Select, o.Cast, o.PtrAdd, o.Phi, o.ThreadId,
                            o.Opaque, o.WaveOp, o.MakeBufferRsrc, o.BufferAddr, o.AsyncMark})
# Operations that are neither barrier operations nor accesses that may be atomic: for
# them ``step``'s poise checks all pass (``o.atomicity`` is None, not BARRIER_OPS).
_PLAIN = _COUNT_KEEPING | {o.Fence, o.AsyncCopy, o.WaitAsyncMark, o.Call}
assert not _PLAIN & set(o.BARRIER_OPS)
# After an operation of a plain run (``Stepping._plan_block``): count the async
# operations in flight again, or not, or not unless a tensor operation arrives on an
# LDS barrier (``TensorCopies._memory`` may then complete operations).
_RECOUNT, _KEEPS, _KEEPS_WITHOUT_LDS_BARRIERS = 0, 1, 2
# Whether ``_run_wave`` runs the plain operations of a block in its own loop, each
# through its plan (docs/semantics/scale.md, "Vectorized core": plain runs); the differential
# test turns it off.
PLAIN_RUNS = True
# Whether ``_run_plain`` runs a stretch of operations whose results are only made
# unknown at once (``_unknown_stretch``; docs/semantics/scale.md, "Vectorized core": unknown
# stretches); the differential test turns it off.
UNKNOWN_STRETCHES = True
# A stretch's operations: (result register or None, its operands' register names, loc).
_Stretch = tuple[tuple[str | None, tuple[str, ...], Loc], ...]


class _BlockPlan(NamedTuple):
    """``Stepping._plan_block``'s answer for one block, kept per block."""

    block: Block
    plans: tuple[OpPlan | None, ...]
    keeps: tuple[int, ...]
    # Per operation index: where the stretch of unknown-result operations that holds it
    # ends (the index itself where it holds none), and what they are, by index.
    stretch_end: tuple[int, ...]
    stretch: _Stretch


def _stretches(block: Block) -> tuple[tuple[int, ...], _Stretch]:
    """Per operation of ``block``: the end of the stretch of consecutive operations
    whose plans only make their results unknown (``op_plans.unknown_result``) that
    holds it (the index itself where it holds none), and each such operation's result
    register, operands' register names and location."""
    ends: list[int] = []
    stretch: list[tuple[str | None, tuple[str, ...], Loc]] = []
    end = len(block.ops)
    for index in range(len(block.ops) - 1, -1, -1):
        op = block.ops[index]
        found = unknown_result(op)
        if found is None:
            end = index
            stretch.append((None, (), op.loc))
        else:
            stretch.append((*found, op.loc))
        ends.append(end if found is not None else index)
    return tuple(reversed(ends)), tuple(reversed(stretch))


class Stepping(SelectBranches):
    """One wave instruction at a time."""

    _counts_kept = False  # the last step changed no async count (``_run_wave``)
    # Waves take turns at backward branches (docs/semantics/schedules.md, "The schedule: turns at
    # backward branches"); the brute-force oracle, which tries every interleaving, does
    # not.
    turns = True

    def _run_wave(self, wave: WaveState) -> None:
        # The wave's async operations in flight, counted again only after a step that
        # may change them (docs/semantics/scale.md, "Vectorized core": ``_COUNT_KEEPING``).
        in_flight = -1
        while self.step(wave) == RAN:
            if in_flight < 0 or not self._counts_kept:
                in_flight = int((wave.issued - wave.completed).sum())
            self.unreduced_lower_bound += 1 << in_flight
            if PLAIN_RUNS and not wave.poised_param:
                in_flight = self._run_plain(wave, in_flight)
                if in_flight < 0:
                    return  # (blocked)

    def _run_plain(self, wave: WaveState, in_flight: int) -> int:
        """The steps ``step`` would make next while they are plain operations of the
        current block, each run through its plan (docs/semantics/scale.md, "Vectorized core":
        plain runs), counting them as ``_run_wave`` does; the operations in flight
        after them, or -1 when the wave blocked."""
        frames = wave.frames
        if not frames:
            return in_flight
        frame = frames[-1]
        if not frame.stack:
            return in_flight
        entry = frame.stack[-1]
        if not entry.phis_done:
            return in_flight
        block = frame.blocks[entry.block]
        found = self._op_plans.get(id(block))
        if found is None or found.block is not block:
            found = self._op_plans[id(block)] = _BlockPlan(block, *self._plan_block(block),
                                                           *_stretches(block))
        plans, keeps, stretch_end = found.plans, found.keeps, found.stretch_end
        # A parametric class of several values (explore/values/param.py): an operation that is
        # not data flow first asks whether the class splits there, as ``step`` does.
        split_checks = self.param_values is not None and len(self.param_values) > 1
        stretches = (UNKNOWN_STRETCHES and self.numbering is None and not split_checks
                     and self.sym_log is None)
        ops = block.ops
        count = len(ops)
        index = entry.index
        if index >= count or plans[index] is None:
            return in_flight
        # (what ``step`` sets before a plain operation; no operation changes them)
        wave.may_modify_barrier = False
        wave.poised_op = None
        wave.may_run_atomic = False
        wave.poised_atomic = False
        full = every(entry.mask)  # (an entry's mask is never changed in place)
        while True:
            plan = plans[index]
            if plan is None:
                return in_flight
            op = ops[index]
            if split_checks and not isinstance(op, _PARAM_DATA) and self._param_poise(
                    wave, frame, entry, op):
                return in_flight  # (``step`` stops there: the split is the next choice)
            end = stretch_end[index]
            if (end - index > 1 and stretches and not frame.undef
                    and self.states + (end - index) <= self.options.max_states):
                # (where the state bound falls inside, one by one: it stops there)
                self._unknown_stretch(frame, entry, found.stretch, index, end, in_flight)
                entry.index = index = end
                if index >= count:
                    return in_flight
                continue
            entry.index = index + 1
            self._check_bounds(op.loc)
            if self.sym_log is not None:
                ran = self._with_terms(plan, wave, frame, entry, op, full)
            else:
                ran = plan(self, wave, frame, entry, op, full)
            if self.numbering is not None:
                self._record_uniform(wave, frame, entry.mask, op)
            if not ran:
                return -1
            keep = keeps[index]
            if keep == _RECOUNT or (keep == _KEEPS_WITHOUT_LDS_BARRIERS and self.lds_barriers):
                in_flight = int((wave.issued - wave.completed).sum())
            self.unreduced_lower_bound += 1 << in_flight
            index = entry.index
            if index >= count:
                return in_flight

    def _with_terms(self, plan: OpPlan | None, wave: WaveState, frame: Frame, entry: Entry,
                    op: o.Op, full: bool) -> bool:
        """Run ``op`` (its plan, or ``_execute``) and give its result terms where the
        machine leaves it unknown (explore/symbolic/propagate.py): only in a run that
        keeps terms."""
        dest = getattr(op, "dest", None)
        tracked = isinstance(dest, str) and isinstance(op, TRACKED)
        previous = frame.regs.get(dest) if isinstance(dest, str) and tracked else None
        had = frame.sym.get(dest) if isinstance(dest, str) and tracked else None
        ran = (plan(self, wave, frame, entry, op, full) if plan is not None
               else self._execute(wave, frame, entry, op))
        if tracked:
            self._sym_record(wave, frame, entry.mask, op, previous, had)
        elif isinstance(dest, str) and not isinstance(op, o.Load | o.Store):
            frame.sym.pop(dest, None)
        return ran

    def _unknown_stretch(self, frame: Frame, entry: Entry, stretch: _Stretch, index: int,
                         end: int, in_flight: int) -> None:
        """Operations ``index`` to ``end`` of a stretch (``_stretches``) at once: what
        their plans and ``_run_plain``'s count of each do, in order — each result
        unknown and tainted as its operands are — with the state bound, the progress
        calls and the time checks at the same state counts (``_check_bounds``). Only
        where no register holds undefined bytes (else each runs through its plan), the
        state bound is not reached inside, and without value numbers (docs/semantics/scale.md,
        "Vectorized core": unknown stretches)."""
        states = self.states
        regs = frame.regs
        done = index
        # At each count in the stretch where _check_bounds acts (the caller made sure the
        # state bound is not among them), the operations before it have run and been
        # counted, and the one there has not, as one by one.
        checks = range(states + 1 + (-(states + 1) % 64), states + end - index + 1, 64)
        for stop in [*(index + state - states - 1 for state in checks), end]:
            for position in range(done, stop):
                dest, names, _ = stretch[position]
                if dest is not None:
                    regs[dest] = UNKNOWN
                    _taint_from(frame, dest, names)
            self.unreduced_lower_bound += (stop - done) << in_flight
            self.states = states + (stop - index) + (stop < end)
            done = stop
            if stop < end:
                entry.index = stop + 1  # (as ``_run_plain`` sets it before the check)
                self._check_bounds_at(stretch[stop][2])

    def _plan_block(self, block: Block) -> tuple[tuple[OpPlan | None, ...], tuple[int, ...]]:
        """Per operation of ``block``: its plan when ``step`` would run it at once as a
        plain operation (None: ``step`` decides), and whether it keeps the wave's
        async counts (``_KEEPS``, ``_RECOUNT``, ``_KEEPS_WITHOUT_LDS_BARRIERS``)."""
        plans: list[OpPlan | None] = []
        keeps: list[int] = []
        for op in block.ops:
            kind = type(op)
            keeps.append(_KEEPS if kind in _COUNT_KEEPING else _RECOUNT)
            if kind is o.Phi or kind is o.Call:
                plans.append(None)  # (phis run with the block; a call changes frames)
            elif kind in _PLAIN:
                plans.append(op_plan(op))
            elif kind in (o.Load, o.Store) and o.atomicity(op) is None:
                # (a plain access passes every poise check of ``step``: not atomic, not
                # a barrier operation; ``_memory`` changes no async count but where a
                # load may read an LDS barrier tensor operations arrive on)
                plans.append(run_memory)
                if _COUNT_KEEPING:
                    keeps[-1] = _KEEPS_WITHOUT_LDS_BARRIERS
            else:
                plans.append(None)
        return tuple(plans), tuple(keeps)

    def step(self, wave: WaveState) -> str:
        """Execute one wave instruction (phis of a block run with its first op).
        Returns RAN, BLOCKED (in a barrier wait) or DONE (the wave ended now)."""
        self._counts_kept = False
        while wave.frames:
            frame = wave.frames[-1]
            if not frame.stack:
                self._return(wave)
                continue
            entry = frame.stack[-1]
            block = frame.blocks[entry.block]
            if not entry.phis_done:
                self._run_phis(wave, frame, entry)
            if entry.index < len(block.ops):
                op = block.ops[entry.index]
                kind = type(op)
                if kind in _PLAIN and (self.param_values is None or (
                        not wave.poised_param and (len(self.param_values) == 1
                                                   or isinstance(op, _PARAM_DATA)))):
                    # Neither a barrier operation nor an access that may be atomic: the
                    # checks below would all pass (docs/semantics/scale.md, "Vectorized core").
                    wave.may_modify_barrier = False
                    wave.poised_op = None
                    wave.may_run_atomic = False
                    wave.poised_atomic = False
                    entry.index += 1
                    if kind is o.Phi:
                        continue
                    self._check_bounds(op.loc)
                    ran = (self._execute(wave, frame, entry, op) if self.sym_log is None
                           else self._with_terms(None, wave, frame, entry, op, True))
                    if self.numbering is not None:
                        self._record_uniform(wave, frame, entry.mask, op)
                    self._counts_kept = kind in _COUNT_KEEPING
                    return RAN if ran else BLOCKED
                if self.param_values is not None and self._param_poise(wave, frame,
                                                                       entry, op):
                    return POISED
                if self.options.barriers_skipped and isinstance(op, o.BARRIER_OPS):
                    # Execution order only (barriers_order_no_memory), or memory order
                    # within the wave and with the waves that pair with it
                    # (barriers_local).
                    if self.options.barriers_local and not self._wave_local_barrier(wave,
                                                                                    op):
                        return BLOCKED
                    entry.index += 1
                    return RAN
                if isinstance(op, MODIFYING_BARRIER_OPS) and not wave.may_modify_barrier:
                    barrier = self._barrier_object(wave, frame, op)
                    if barrier is not None:
                        wave.poised_op = barrier
                        return POISED
                wave.may_modify_barrier = False
                wave.poised_op = None
                if self.full and o.atomicity(op) is not None and not wave.may_run_atomic:
                    wave.poised_atomic = True
                    return POISED
                wave.may_run_atomic = False
                wave.poised_atomic = False
                entry.index += 1
                if isinstance(op, o.Phi):
                    continue
                self._check_bounds(op.loc)
                ran = (self._execute(wave, frame, entry, op) if self.sym_log is None
                       else self._with_terms(None, wave, frame, entry, op, True))
                self._record_uniform(wave, frame, entry.mask, op)
                return RAN if ran else BLOCKED
            term = block.term
            if (self.turns and not wave.yielded and entry.block in frame.backward
                    and not self.lds_barriers):
                wave.yielded = True
                if self.param_values is not None and self._param_poise(wave, frame, entry,
                                                                       term):
                    wave.split_at_turn = True
                    return POISED
                return YIELDED
            if self.param_values is not None and self._param_poise(wave, frame, entry,
                                                                   term):
                return POISED
            self._check_bounds(term.loc)
            wave.yielded = False
            self._terminate(wave, frame, entry, term)
            self._counts_kept = True  # (no terminator changes async counts)
            # (stopped before a branch on an unknown value: the scheduler picks the side)
            return POISED if self.branch_poised == wave.index else RAN
        self._end_wave(wave)
        return DONE

    def _end_wave(self, wave: WaveState) -> None:
        wave.done = True
        for slot in np.nonzero(wave.live)[0]:
            lane = int(wave.lanes[slot])
            for n in range(int(wave.completed[slot]) + 1, int(wave.issued[slot]) + 1):
                self.unfinished_async.append((lane, n))
        self.barriers.end_wave(wave)

    def _run_phis(self, wave: WaveState, frame: Frame, entry: Entry) -> None:
        entry.phis_done = True
        block = frame.blocks[entry.block]
        # Where lanes ran every side of a split, a lane may have come from any edge:
        # every incoming value counts, and the result is unknown (lane_splits.py).
        merged = bool(frame.merged) and joins_here(frame)
        updates: list[tuple[str, Value, bool]] = []
        undef_updates: list[tuple[str, RegShadow | None]] = []
        # A phi whose lanes all came along one edge copies its incoming register's
        # value numbers (explore/values/uniform.py, "moved"): a value one in every lane
        # stays so through a loop's phi.
        moved: dict[str, IntArray] = {}
        # The entry's lanes that came from each predecessor (None: none), once per block.
        from_pred: dict[int, BoolArray | None] = {}
        regs, tainted, block_ids = frame.regs, frame.tainted, frame.block_ids
        for op in block.ops:
            if type(op) is not o.Phi:
                break
            result: Value | None = None
            taint = False
            shadows: list[tuple[BoolArray, RegShadow]] = []
            edges: list[tuple[BoolArray, o.Operand]] = []
            for pred_name, operand in op.incoming:
                pid = block_ids.get(pred_name, -2)
                name = operand.name if isinstance(operand, o.Reg) else None
                if merged:
                    lanes = entry.mask
                    if not lanes.any() or (name is not None and name not in regs):
                        continue  # (an edge no lane of this execution took)
                else:
                    if pid in from_pred:
                        found = from_pred[pid]
                    else:
                        found = entry.mask & (frame.pred == pid)
                        found = from_pred[pid] = found if some(found) else None
                    if found is None:
                        continue
                    lanes = found
                    edges.append((lanes, operand))
                if frame.undef and name is not None:
                    incoming = frame.undef.get(name)
                    if incoming is not None:
                        shadows.append((lanes, incoming))
                # (a register straight from the frame: ``_eval(..., keep=True)`` of a
                # defined one; it raises its located error for one not defined)
                held = regs.get(name) if name is not None else None
                value = held if held is not None else self._eval(wave, frame, operand, True)
                if name is not None and name in tainted:
                    taint = True
                if isinstance(value, BufPtr | Rsrc):
                    # Buffer pointers and resources merge lane by lane, as values do.
                    if result is None:
                        old_res = regs.get(op.dest)
                        result = value if old_res is None else (
                            merge_resources(lanes, value, old_res) or value)
                    elif result is not UNKNOWN:
                        result = merge_resources(lanes, value, result) or UNKNOWN
                    continue
                if not isinstance(value, np.ndarray) or not (
                        result is None or isinstance(result, np.ndarray)):
                    result = UNKNOWN  # lanes mixing untracked values: untracked
                    continue
                if result is None:
                    # (a register's vector is never changed in place: where every lane
                    # came from this edge, or the register held no vector, the result
                    # is the incoming vector itself)
                    old = regs.get(op.dest)
                    result = value if not isinstance(old, np.ndarray) or every(lanes) else (
                        np.where(lanes, value, old))
                elif isinstance(result, np.ndarray):
                    result = np.where(lanes, value, result)
            if result is None or merged:
                old_val = regs.get(op.dest)
                result = old_val if old_val is not None and not merged else UNKNOWN
            if (len(edges) == 1 and result is UNKNOWN and isinstance(edges[0][1], o.Reg)
                    and self.numbering is not None):
                numbers = frame.uniform.get(edges[0][1].name)
                if numbers is not None:
                    lanes = edges[0][0]
                    if not every(lanes):
                        numbers = np.where(lanes, numbers,
                                           self.numbering.fresh(numbers.shape[0]))
                    moved[op.dest] = numbers
            updates.append((op.dest, result, taint))
            if frame.undef:
                undef_updates.append((op.dest, self._phi_shadow(frame, op, shadows)))
        for dest, shadow in undef_updates:
            self._set_undef(frame, entry.mask, dest, shadow)
        full = every(entry.mask)
        uniform = frame.uniform
        sym = frame.sym
        for dest, value, taint in updates:
            assign(frame, entry, full, dest, value)
            if dest in moved:
                uniform[dest] = moved[dest]
            else:
                uniform.pop(dest, None)  # lanes may come from different edges
            sym.pop(dest, None)  # (no terms through a phi: explore/symbolic/propagate.py)
            if taint:
                tainted.add(dest)
            else:
                tainted.discard(dest)

    def _execute(self, wave: WaveState, frame: Frame, entry: Entry, op: o.Op) -> bool:
        """Execute one operation for the entry's lanes; False when the wave blocks."""
        mask = entry.mask
        value: Value
        match op:  # (the most frequent first: the cases are of distinct classes)
            case o.Opaque(dest):
                if UNMODELLED in op.flags:  # docs/llvm-reader.md, "Reached only"
                    raise Incomplete(f"{op.name} is reached, and it is not modelled",
                                     op.loc)
                if dest is not None:
                    self._assign(frame, mask, dest, opaque_values.evaluate(
                        op, lambda x: self._eval(wave, frame, x), mask, self.width,
                        self.options.generation))
                    self._taint(frame, dest, op.args)
            case o.BinOp(dest, kind, lhs, rhs, ty):
                value = compute.binop(kind, self._eval(wave, frame, lhs, True),
                                      self._eval(wave, frame, rhs, True), ty)
                self._assign(frame, mask, dest, value)
                self._taint(frame, dest, (lhs, rhs))
            case o.ICmp(dest, pred, lhs, rhs):
                value = compute.icmp(pred, self._eval(wave, frame, lhs, True),
                                     self._eval(wave, frame, rhs, True))
                self._assign(frame, mask, dest, value)
                self._taint(frame, dest, (lhs, rhs))
            case o.Select(dest, cond, if_true, if_false):
                c = self._eval(wave, frame, cond, True)
                a = self._eval(wave, frame, if_true, True)
                b = self._eval(wave, frame, if_false, True)
                if isinstance(c, np.ndarray) and isinstance(a, np.ndarray) and isinstance(
                        b, np.ndarray):
                    value = np.where(c != 0, a, b)
                elif isinstance(c, np.ndarray) and not (c[..., mask] != 0).any():
                    value = b
                elif isinstance(c, np.ndarray) and (c[..., mask] != 0).all():
                    value = a
                elif (isinstance(c, np.ndarray) and isinstance(a, BufPtr)
                      and isinstance(b, BufPtr)):
                    pick = c != 0
                    value = BufPtr(np.where(pick, a.addr, b.addr),
                                   np.where(pick, a.in_range, b.in_range))
                else:
                    value = UNKNOWN
                self._assign(frame, mask, dest, value)
                self._taint(frame, dest, (cond, if_true, if_false))
            case o.Cast():
                self._assign(frame, mask, op.dest, self._cast(wave, frame, op))
                self._taint(frame, op.dest, (op.value,))
            case o.PtrAdd(dest, base, offset, ty):
                b = self._eval(wave, frame, base, True)
                off = self._eval(wave, frame, offset, True)
                if isinstance(b, BufPtr) and isinstance(off, np.ndarray):
                    value = BufPtr(b.addr + off, b.in_range)
                elif isinstance(b, np.ndarray) and isinstance(off, np.ndarray):
                    bits = compute.type_bits(ty) or 64
                    value = wrap(b + off, bits)
                else:
                    value = UNKNOWN
                self._assign(frame, mask, dest, value)
                self._taint(frame, dest, (base, offset))
            case o.Phi():
                pass
            case o.ThreadId(dest, kind, dim):
                self._assign(frame, mask, dest, self._thread_id(wave, kind, dim))
            case o.WaveOp():
                self._assign(frame, mask, op.dest, self._wave_op(wave, frame, mask, op))
                self._taint(frame, op.dest, op.args)
            case o.Load() | o.Store() | o.AtomicRMW() | o.CmpXchg() | o.AvLoad() | o.AvStore():
                if not isinstance(op, o.Load | o.AvLoad):
                    self.writes_issued += 1
                if not self._memory(wave, frame, mask, op):
                    entry.index -= 1  # spinning: run the load again when memory changes
                    return False
            case o.Fence():
                if (wave.local_pending and op.ordering.is_acquire and not op.scope.one_as
                        and op.scope.scope > o.Scope.SINGLETHREAD
                        and not self._take_paired_rows(wave)):
                    entry.index -= 1  # blocked: run the fence again once they arrived
                    return False
                self._fence(wave, mask, op)
            case o.AsyncCopy():
                self.writes_issued += 1
                self._async_copy(wave, frame, mask, op)
            case o.TensorCopy():
                self.writes_issued += 1
                self._tensor_copy(wave, frame, mask, op)
            case o.WaitTensorCnt(count):
                self._wait_tensorcnt(wave, frame, mask, op, count)
            case o.AsyncMark():
                site = self.site(op, frame.function.name)
                self.mark_sites.add(site)
                mark = WaveMark(mask.copy(), wave.issued.copy(), site)
                frame.marks.append(mark)
                frame.inlined_marks.append(mark)
            case o.WaitAsyncMark(count):
                self._wait(wave, frame, mask, op, count)
            case o.MakeBufferRsrc(dest, base, stride, num_records):
                b = self._eval(wave, frame, base)
                n = self._eval(wave, frame, num_records)
                s = self._eval(wave, frame, stride)
                if isinstance(b, np.ndarray):
                    value = Rsrc(b, n if isinstance(n, np.ndarray) else None,
                                 s if isinstance(s, np.ndarray) else splat(0, self.width))
                else:
                    value = UNKNOWN
                self._assign(frame, mask, dest, value)
                self._taint(frame, dest, (base, num_records))
            case o.BufferAddr():
                self._assign(frame, mask, op.dest, self._buffer_addr(wave, frame, op, mask))
                self._taint(frame, op.dest, tuple(
                    x for x in (op.rsrc, op.voffset, op.soffset, op.offset, op.vindex)
                    if x is not None))
            case o.BarrierArrive() | o.BarrierWait() | o.BarrierInit() | o.BarrierJoin() | (
                    o.BarrierDrop()):
                return self._barrier(wave, frame, mask, op)
            case o.Call(dest, callee, args):
                function = self.functions.get(callee)
                if function is None:
                    raise AmdsyncError("unknown-function",
                                       f"call to @{callee}, which has no body", op.loc)
                regs: dict[str, Value] = {}
                callee_frame = self._new_frame(function, mask, regs)
                for param, arg in zip(function.params, args, strict=False):
                    regs[param.name] = self._eval(wave, frame, arg)
                    arg_undef = self._reg_undef(frame, arg)
                    if arg_undef is not None:
                        self._set_undef(callee_frame, mask, param.name, arg_undef)
                    if isinstance(arg, o.Reg) and arg.name in frame.tainted:
                        callee_frame.tainted.add(param.name)
                callee_frame.call_dest = dest
                wave.frames.append(callee_frame)
            case _:
                assert_never(op)
        if frame.undef and isinstance(op, COMPUTED_OPS):
            self._propagate(wave, frame, mask, op)
        return True

    def _terminate(self, wave: WaveState, frame: Frame, entry: Entry,
                   term: o.Terminator) -> None:
        match term:
            case o.Br(target):
                self._goto(frame, entry, [(target, entry.mask)])
            case o.CondBr(cond, if_true, if_false):
                raw = self._eval(wave, frame, cond)
                side: str | None = None
                if raw is UNKNOWN:
                    # docs/semantics/every-input.md, "Branches that only choose values":
                    # a select; else "Every input": each side, where the lanes agree
                    side = (self._select(wave, frame, entry, term, cond, raw,
                                         "a branch condition")
                            or self._unknown_branch(wave, frame, entry, term, cond, raw,
                                                    "a branch condition",
                                                    self._branch_sides(term)))
                    if side is None:
                        return
                if frame.undef:
                    self._use(wave, frame, cond, entry.mask, "decides a branch",
                              self.site(term, frame.function.name))
                if side is not None:
                    self._go(frame, entry, side, self._branch_sides(term), cond)
                    return
                value = self._known(raw, "a branch condition", term.loc, frame, cond)
                taken = entry.mask & (value != 0)
                self._goto(frame, entry, [(if_true, taken), (if_false, entry.mask & ~taken)])
            case o.Switch(value_op, default, cases):
                raw = self._eval(wave, frame, value_op)
                side = None
                if raw is UNKNOWN:
                    side = (self._select(wave, frame, entry, term, value_op, raw,
                                         "a switch value")
                            or self._unknown_branch(wave, frame, entry, term, value_op, raw,
                                                    "a switch value",
                                                    self._branch_sides(term)))
                    if side is None:
                        return
                if frame.undef:
                    self._use(wave, frame, value_op, entry.mask, "decides a switch",
                              self.site(term, frame.function.name))
                if side is not None:
                    self._go(frame, entry, side, self._branch_sides(term), value_op)
                    return
                value = self._known(raw, "a switch value", term.loc, frame, value_op)
                remaining = entry.mask.copy()
                groups: dict[str, BoolArray] = {}
                for case_value, target in cases:
                    hit = remaining & (value == case_value)
                    if hit.any():
                        groups[target] = groups.get(target, np.zeros_like(hit)) | hit
                        remaining &= ~hit
                if remaining.any():
                    groups[default] = groups.get(default, np.zeros_like(remaining)) | remaining
                self._goto(frame, entry, list(groups.items()))
            case o.Ret(value_op):
                if value_op is not None:
                    returned = self._eval(wave, frame, value_op)
                    ret_undef = self._reg_undef(frame, value_op)
                    if ret_undef is not None or frame.ret_undef is not None:
                        old_bytes = undef_bytes(frame.ret_undef, self.width)
                        new_bytes = np.where(entry.mask, undef_bytes(ret_undef, self.width),
                                             old_bytes)
                        frame.ret_undef = combine([ret_undef, frame.ret_undef], new_bytes,
                                                  self.site(term, frame.function.name))
                    if isinstance(value_op, o.Reg) and value_op.name in frame.tainted:
                        frame.ret_tainted = True
                    if frame.ret_value is None or not isinstance(returned, np.ndarray):
                        frame.ret_value = returned
                    elif isinstance(frame.ret_value, np.ndarray):
                        frame.ret_value = np.where(entry.mask, returned, frame.ret_value)
                frame.stack.pop()
                if len(wave.frames) == 1 and frame.stack:
                    # Some lanes leave the kernel while others go on.
                    exited = wave.exited if wave.exited is not None else np.zeros_like(
                        entry.mask)
                    wave.exited = exited | entry.mask
            case o.Unreachable():
                raise AmdsyncError("unreachable-executed",
                                   "execution reached 'unreachable' (undefined behaviour)",
                                   term.loc)
            case _:
                assert_never(term)

    def _go(self, frame: Frame, entry: Entry, side: str, sides: list[Side],
            operand: o.Operand) -> None:
        """Every active lane to ``side``; for ``EVERY_SIDE``, every lane to every side
        in turn, the reconvergence entry marked so that its phis are unknown, each side
        with each lane's condition to be on it where the branch's value has terms
        (explore/every_input/lane_splits.py)."""
        if side != EVERY_SIDE:
            self._goto(frame, entry, [(side, entry.mask)])
            return
        depth = len(frame.stack) - 1
        rpc = frame.ipdom.get(entry.block)
        fresh = rpc is not None and rpc != entry.rpc
        self._goto(frame, entry, [(t, entry.mask) for t in dict.fromkeys(t for t, _ in sides)],
                   self._split_guards(frame, entry, operand, sides))
        frame.merged = (*frame.merged, depth if fresh else depth - 1)

    def _goto(self, frame: Frame, entry: Entry, targets: list[tuple[str, BoolArray]],
              guards: dict[str, tuple[Term | None, ...]] | None = None) -> None:
        """Move the entry's lanes to their targets, diverging and reconverging at the
        immediate post-dominator like SIMT hardware; a target's entry takes the lanes'
        conditions ``guards`` gives for it, else the entry's own."""
        here = frame.block_ids[entry.block]
        live = [(t, m) for t, m in targets if m.any()]
        for _, mask in live:
            frame.pred[mask] = here
        if len(live) <= 1:
            if not live:
                frame.stack.pop()
                return
            self._enter(frame, entry, live[0][0])
            return
        rpc = frame.ipdom.get(entry.block)
        frame.stack.pop()
        if rpc is not None and rpc != entry.rpc:
            frame.stack.append(Entry(rpc, 0, entry.mask.copy(), entry.rpc,
                                     guards=entry.guards))
            inner_rpc: str | None = rpc
        else:
            inner_rpc = entry.rpc
        for target, mask in reversed(live):
            if target == inner_rpc:
                continue  # these lanes wait at the reconvergence point
            frame.stack.append(Entry(target, 0, mask.copy(), inner_rpc, guards=(
                entry.guards if guards is None else guards.get(target, entry.guards))))

    def _enter(self, frame: Frame, entry: Entry, target: str) -> None:
        if target == entry.rpc:
            frame.stack.pop()
            return
        entry.block = target
        entry.index = 0
        entry.phis_done = False

    def _return(self, wave: WaveState) -> None:
        frame = wave.frames.pop()
        if not wave.frames:
            return
        caller = wave.frames[-1]
        entry = caller.stack[-1]
        if frame.call_dest is not None:
            self._assign(caller, entry.mask, frame.call_dest,
                         frame.ret_value if frame.ret_value is not None else UNKNOWN)
            if caller.undef or frame.ret_undef is not None:
                self._set_undef(caller, entry.mask, frame.call_dest, frame.ret_undef)
            if frame.ret_tainted:
                caller.tainted.add(frame.call_dest)
            else:
                caller.tainted.discard(frame.call_dest)
        # Marks the callee made are not in the caller's sequence, but inlining would put
        # them there (amdgpu-async-operations, implementation notes).
        caller.inlined_marks.extend(
            WaveMark(m.mask, m.covers, m.site, True) for m in frame.inlined_marks)
        if frame.inlined_marks:
            caller.callees_with_marks.append((frame.function.name,
                                              frame.inlined_marks[-1].site))
