"""The hardware wait-counter model: what ``wait.asyncmark(N)`` becomes on a target.

amdgpu-async-operations, "Asyncmark Operations": ``wait.asyncmark(N)`` waits until at
most N asyncmarks of the current function body are outstanding. The hardware has no
asyncmarks, only in-order counters, so LLVM turns the wait into a counter wait:

* GFX9 / GFX10 (``vmcnt``): every vector-memory operation increments ``vmcnt``; the wait
  becomes ``s_waitcnt vmcnt(k)`` where k counts the operations issued after the last async
  copy that precedes the (N+1)-th most recent mark (stores too on GFX9; GFX10 counts stores
  in ``vscnt`` instead). Only async copies define a mark's position.
* GFX12.5 (``asynccnt``): only the async copies count; ``s_wait_asynccnt k``.

Two models are computed for each wait:

``llvm``
    What LLVM emits: a mirror of SIInsertWaitcnts' score brackets: each counter event has
    a score; a mark records the score of the last async copy before it; a wait picks the
    (N+1)-th most recent mark and waits for ``min(UB - score, limit - 1)`` events, then
    forgets that mark and older ones. At a control-flow join LLVM merges the predecessor
    brackets by aligning their upper bounds and taking, for each mark (aligned at the
    most recent), the more recent score, which is the *minimum* count over the paths;
    only the 16 most recent marks survive a merge, and a wait that sees 16 marks clamps
    N to 15. Loops are iterated to a fixed point.
``minimal``
    The largest count that is safe on every path (an exact path-sensitive analysis):
    the minimum over the paths reaching the wait of the events issued after the async
    copy that must complete. Where it is larger than ``llvm``, LLVM is conservative,
    and the report says why (a loop, unequal branches, or the 16-mark limit).

Both models also apply the waits every code sequence of the target already implies:
completed calls (the ABI zeroes the counters on return), ``vmcnt(0)`` before ``s_barrier``
without BackOffBarrier, after volatile accesses, and around agent-scope (and, where the
memory-model table says so, workgroup-scope) release / acquire operations (amdgpu-usage,
"Memory Model" code sequences). Their limits are in docs/lowering.md.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import assert_never

from amdsync.diagnostics import Loc
from amdsync.formats.llvm.hardware_waits import is_hardware_wait
from amdsync.lower.opcodes import is_external_call
from amdsync.program import ops as o
from amdsync.program.module import Function, Program
from amdsync.program.types import AddressSpace, PtrType, Type
from amdsync.targets import Target
from amdsync.targets.processors import ASYNCCNT, CUMODE, TGSPLIT, VMCNT, VSCNT
from amdsync.targets.waitcnt_fields import encode_waitcnt

MAX_ASYNC_MARKS = 16  # SIInsertWaitcnts: marks kept across a control-flow merge
COUNTER_LIMIT = 63  # vmcnt / asynccnt maximum; LLVM waits for at most limit - 1


@dataclass(frozen=True)
class WaitPrediction:
    """One ``wait.asyncmark`` and the counter wait it becomes.

    ``llvm`` / ``minimal``: the count of ``counter`` (None: no wait). ``conservative``
    names why LLVM waits for more than needed (``loop``, ``unequal-branches``,
    ``mark-limit``) when ``llvm < minimal``; ``unsafe`` is set when LLVM would wait for
    less than needed (an LLVM bug if it happens)."""

    function: str
    block: str
    index: int
    loc: Loc
    count: int
    counter: str
    llvm: int | None
    minimal: int | None
    conservative: str | None = None
    minimal_at_least: bool = False  # the minimum is this count or more
    minimal_known: bool = True  # False: the exact analysis ran out of its state budget
    context: str = "straight"  # "loop" (in or after a cycle), "unequal-branches" (after
    # a join), "straight": where LLVM's merges can make it conservative

    @property
    def unsafe(self) -> bool:
        if self.minimal is None or not self.minimal_known:
            return False
        return self.llvm is None or self.llvm > self.minimal

    def render_llvm(self) -> str:
        return render_wait(self.counter, self.llvm)

    def render_minimal(self) -> str:
        if not self.minimal_known:
            return "unknown (state budget exhausted)"
        text = render_wait(self.counter, self.minimal)
        return f"{text} or larger" if self.minimal_at_least else text


def encode_prediction(target: Target, counter: str, count: int | None) -> int | None:
    """The ``s_waitcnt`` immediate of a predicted vmcnt wait on ``target`` (the other
    counters at their limits: no wait), through the encoder ``check`` decodes with
    (targets/waitcnt_fields.py); None for no wait or a counter with its own
    instruction (``s_wait_asynccnt``)."""
    if count is None or counter != VMCNT:
        return None
    return encode_waitcnt(target.processor.generation, {VMCNT: count})


def render_wait(counter: str, count: int | None) -> str:
    if count is None:
        return "no wait"
    if counter == ASYNCCNT:
        return f"s_wait_asynccnt 0x{count:x}"
    return f"s_waitcnt {counter}({count})"


# ---------------------------------------------------------------- event classification


@dataclass(frozen=True)
class _Effects:
    """What one operation does to the async counter's bracket."""

    async_copy: bool = False  # an async copy: counted, and defines mark positions
    counted: bool = False  # increments the counter
    flat: bool = False  # a flat access (counter completion order unknown → wait 0)
    result: bool = False  # its result register is written when the event completes
    wait_before: bool = False  # the target's code sequence waits for 0 before it
    wait_after: bool = False  # … or after it
    sync_dma: bool = False  # a compiler-tracked LDS DMA (LDS accesses wait for it)
    lds_access: bool = False  # touches LDS (waits for pending synchronous LDS DMA)
    call: bool = False  # a call: counters are zero when it returns
    release_lds_dma: bool = False  # a release that waits for pending synchronous LDS DMA


class _Classifier:
    """Classifies operations for one target and one function (amdgpu-usage, memory
    model code sequences and "s_waitcnt" counters)."""

    def __init__(self, target: Target, fn: Function) -> None:
        self.target = target
        self.proc = target.processor
        self.counter = self.proc.async_counter or VMCNT
        self.vscnt = VSCNT in self.proc.counters
        self.types: dict[str, Type] = {p.name: p.ty for p in fn.params}
        self.used: set[str] = set()
        for block in fn.blocks:
            for op in block.ops:
                dest = o.op_dest(op)
                ty = getattr(op, "ty", None)
                if dest is not None and isinstance(ty, PtrType):
                    self.types[dest] = ty
                elif isinstance(op, o.BufferAddr) and dest is not None:
                    self.types[dest] = PtrType(AddressSpace.BUFFER_FAT_POINTER)
                for reg in operand_regs(op):
                    self.used.add(reg)
            for reg in term_regs(block.term):
                self.used.add(reg)

    def space(self, operand: o.Operand) -> int | None:
        match operand:
            case o.Reg(name):
                ty = self.types.get(name)
                return ty.addrspace if isinstance(ty, PtrType) else None
            case o.GlobalAddr(_, space) | o.NullPtr(space):
                return space
            case _:
                return None

    def scope_waits(self, scope: o.SyncScope) -> bool:
        """Does a release/acquire at ``scope`` wait for vector memory on this target?
        (amdgpu-usage code sequences: agent and system always; workgroup in WGP mode on
        GFX10+ and in threadgroup-split mode on GFX90A/GFX942.)"""
        if self.counter == ASYNCCNT:
            return False  # async transfers are not covered by the memory model
        s = scope.scope
        if s >= o.Scope.CLUSTER:
            return True
        if s == o.Scope.WORKGROUP:
            gen = self.proc.generation
            if gen.startswith(("gfx10", "gfx11", "gfx12")):
                return self.target.feature(CUMODE) is not True
            if TGSPLIT in self.proc.features:
                return self.target.feature(TGSPLIT) is True
        return False

    def releases_dma(self, ordering: o.Ordering, scope: o.SyncScope) -> bool:
        """A workgroup-scope release waits for the LDS write of a pending synchronous
        LDS DMA (vmcnt targets, tgsplit or not): LLVM lit test lds-dma-workgroup-release
        ("The fence in such a release (implicit or explicit) should wait for the store
        component in the LDS DMA"); wider scopes wait for everything anyway."""
        return (self.counter == VMCNT and ordering.is_release
                and scope.scope == o.Scope.WORKGROUP)

    def vector_memory(self, space: int | None) -> tuple[bool, bool]:
        """(counted in vmcnt, flat) for an access to ``space``."""
        if space is None or space == AddressSpace.FLAT:
            return True, True
        if space in (AddressSpace.LOCAL, AddressSpace.REGION, AddressSpace.CONSTANT,
                     AddressSpace.CONSTANT_32BIT):
            return False, False  # LDS / GDS (lgkmcnt), scalar constant loads
        return True, False

    def effects(self, op: o.Op) -> _Effects:
        vm = self.counter == VMCNT
        match op:
            case o.AsyncCopy():
                if not op.asynchronous:
                    return _Effects(counted=vm, sync_dma=vm)
                return _Effects(async_copy=True, counted=True)
            case o.Load(_, ptr, _, _, atomic, volatile, _):
                space = self.space(ptr)
                counted, flat = self.vector_memory(space)
                acquire = atomic is not None and atomic.ordering.is_acquire and \
                    self.scope_waits(atomic.scope)
                return _Effects(counted=vm and counted, flat=vm and flat,
                                result=vm and counted,
                                wait_after=acquire or (vm and volatile and counted),
                                lds_access=space in (AddressSpace.LOCAL, None, 0))
            case o.Store(ptr, _, _, _, atomic, volatile, _):
                space = self.space(ptr)
                counted, flat = self.vector_memory(space)
                counted = counted and not self.vscnt  # GFX10+: stores count in vscnt
                release = atomic is not None and atomic.ordering.is_release and \
                    self.scope_waits(atomic.scope)
                return _Effects(counted=vm and counted, flat=vm and flat and counted,
                                wait_before=release,
                                release_lds_dma=atomic is not None and self.releases_dma(
                                    atomic.ordering, atomic.scope),
                                wait_after=vm and volatile and counted,
                                lds_access=space in (AddressSpace.LOCAL, None, 0))
            case o.AtomicRMW(dest, _, ptr, _, _, _, atomic, _) | \
                    o.CmpXchg(dest, ptr, _, _, _, _, atomic, _, _):
                space = self.space(ptr)
                counted, flat = self.vector_memory(space)
                returns = dest in self.used
                if self.vscnt and not returns:
                    counted = False  # a no-return atomic counts in vscnt
                return _Effects(counted=vm and counted, flat=vm and flat and counted,
                                result=vm and counted and returns,
                                wait_before=atomic.ordering.is_release
                                and self.scope_waits(atomic.scope),
                                wait_after=atomic.ordering.is_acquire
                                and self.scope_waits(atomic.scope),
                                release_lds_dma=self.releases_dma(atomic.ordering,
                                                                  atomic.scope),
                                lds_access=space in (AddressSpace.LOCAL, None, 0))
            case o.Fence(ordering, scope, spaces, _, _):
                touches_global = spaces is None or bool(
                    spaces & {AddressSpace.GLOBAL, AddressSpace.FLAT})
                waits = touches_global and self.scope_waits(scope)
                return _Effects(wait_before=waits and ordering.is_release,
                                wait_after=waits and ordering.is_acquire,
                                release_lds_dma=self.releases_dma(ordering, scope))
            case o.AvLoad(_, ptr, _, _, _):
                counted, flat = self.vector_memory(self.space(ptr))
                return _Effects(counted=vm and counted, flat=vm and flat, result=vm)
            case o.AvStore(ptr, _, _, _, _):
                counted, flat = self.vector_memory(self.space(ptr))
                counted = counted and not self.vscnt
                return _Effects(counted=vm and counted, flat=vm and flat and counted)
            case o.BarrierArrive(intrinsic=intrinsic):
                # amdgpu-usage "Execution Barriers": without BackOffBarrier, no memory
                # operation may be outstanding at s_barrier.
                plain = intrinsic == "llvm.amdgcn.s.barrier"
                return _Effects(wait_before=plain and not self.proc.back_off_barrier
                                and self.counter == VMCNT)
            case o.Opaque(name=name) if is_external_call(name):
                # An opaque computation given by a function the program does not define:
                # LLVM emits a real call, with the call's counter effects (below).
                return _Effects(call=vm)
            case o.Call():
                # The ABI returns with every counter but vscnt/storecnt at zero; asynccnt
                # is not maintained by the compiler (amdgpu-usage, GFX125x memory model:
                # "Neither s_wait_asynccnt nor s_wait_tensorcnt are inserted
                # automatically"), so a call completes nothing there and adds an unknown
                # number (possibly none) of async events: no effect on the count.
                return _Effects(call=vm)
            case o.TensorCopy() | o.WaitTensorCnt():
                # Tensor DMA counts in tensorcnt (amdgpu-usage: "Tensor:
                # s_wait_tensorcnt"), a counter this predictor does not follow.
                return _Effects()
            case (o.BinOp() | o.ICmp() | o.Select() | o.Cast() | o.PtrAdd() | o.Phi()
                  | o.ThreadId() | o.Opaque() | o.WaveOp() | o.AsyncMark()
                  | o.WaitAsyncMark() | o.MakeBufferRsrc() | o.BufferAddr()

                  | o.BarrierInit() | o.BarrierJoin() | o.BarrierDrop() | o.BarrierWait()):
                return _Effects()
            case _:
                assert_never(op)


def operand_regs(op: o.Op) -> Iterator[str]:
    """Registers an operation reads (phis excluded: their reads are edge copies)."""
    if isinstance(op, o.Phi):
        return
    for f in dataclasses.fields(op):
        value = getattr(op, f.name)
        yield from _regs_in(value)


def term_regs(term: o.Terminator) -> Iterator[str]:
    for f in dataclasses.fields(term):
        yield from _regs_in(getattr(term, f.name))


def _regs_in(value: object) -> Iterator[str]:
    if isinstance(value, o.Reg):
        yield value.name
    elif isinstance(value, o.NamedBarrier):
        yield from _regs_in(value.ptr)
    elif isinstance(value, tuple):
        for item in value:
            yield from _regs_in(item)


# ---------------------------------------------------------------- the LLVM mirror


@dataclass
class _Brackets:
    """SIInsertWaitcnts' WaitcntBrackets, restricted to the async counter."""

    lb: int = 0
    ub: int = 0
    last_flat: int = 0
    last_sync_dma: int = 0
    async_score: int = 0
    marks: list[int] = field(default_factory=list)
    regs: dict[str, int] = field(default_factory=dict)
    truncated: bool = False  # a merge dropped marks (past MAX_ASYNC_MARKS)

    def copy(self) -> _Brackets:
        return _Brackets(self.lb, self.ub, self.last_flat, self.last_sync_dma,
                         self.async_score, list(self.marks), dict(self.regs), self.truncated)

    def pending(self, score: int) -> bool:
        return self.lb < score <= self.ub

    def wait_for(self, score: int) -> int | None:
        """determineWaitForScore: the count that waits for the event at ``score``."""
        if not self.pending(score):
            return None
        if self.pending(self.last_flat):
            return 0  # a pending flat access may complete out of order
        return min(self.ub - score, COUNTER_LIMIT - 1)

    def apply(self, count: int | None) -> None:
        if count is None or count >= self.ub:
            return
        if count == 0:
            self.lb = self.ub
        else:
            self.lb = max(self.lb, self.ub - count)

    def merge(self, other: _Brackets) -> bool:
        """WaitcntBrackets::merge; True if ``other`` strictly dominates (re-visit)."""
        strict = False
        my_pending = self.ub - self.lb
        other_pending = other.ub - other.lb
        new_ub = self.lb + max(my_pending, other_pending)
        old_lb, my_shift = self.lb, new_ub - self.ub
        other_lb, other_shift = other.lb, new_ub - other.ub

        def merge_score(mine: int, theirs: int) -> tuple[int, bool]:
            a = 0 if mine <= old_lb else mine + my_shift
            b = 0 if theirs <= other_lb else theirs + other_shift
            return max(a, b), b > a

        self.ub = new_ub
        self.last_flat, s1 = merge_score(self.last_flat, other.last_flat)
        self.last_sync_dma, s2 = merge_score(self.last_sync_dma, other.last_sync_dma)
        strict |= s1 or s2
        for name in set(self.regs) | set(other.regs):
            self.regs[name], s = merge_score(self.regs.get(name, 0), other.regs.get(name, 0))
            strict |= s
        # mergeAsyncMarks: keep at most MAX_ASYNC_MARKS, aligned at the most recent. A side
        # without marks takes the other side's marks whole (measured: Triton 3.9's LLVM
        # keeps 17 marks merged with none, and truncates 19 merged with 2).
        if not self.marks or not other.marks:
            size = max(len(self.marks), len(other.marks))
        else:
            size = min(max(len(self.marks), len(other.marks)), MAX_ASYNC_MARKS)
        if max(len(self.marks), len(other.marks)) > size:
            self.truncated = True
        if len(self.marks) > size:
            self.marks = self.marks[len(self.marks) - size:]
        self.marks = [0] * (size - len(self.marks)) + self.marks
        for i in range(1, len(self.marks) + 1):
            theirs = other.marks[-i] if i <= len(other.marks) else 0
            self.marks[-i], s = merge_score(self.marks[-i], theirs)
            strict |= s
        self.async_score, s = merge_score(self.async_score, other.async_score)
        strict |= s
        self.truncated |= other.truncated
        return strict


@dataclass
class _Exact:
    """One path's exact state: events issued since the last async copy (None: nothing
    outstanding), and the same for the last async copy before each mark."""

    since: int | None = None
    marks: tuple[int | None, ...] = ()
    regs: tuple[tuple[str, int], ...] = ()  # pending load results: events since each
    sync_dma: int | None = None  # events since the last pending synchronous LDS DMA

    def key(self) -> _ExactKey:
        return (self.since, self.marks, self.regs, self.sync_dma)

    def copy(self) -> _Exact:
        return _Exact(self.since, self.marks, self.regs, self.sync_dma)

    def complete_older(self, v: int) -> None:
        """Everything issued at least ``v`` events ago has completed (in-order counter)."""
        self.marks = tuple(None if m is not None and m >= v else m for m in self.marks)
        if self.since is not None and self.since >= v:
            self.since = None
        self.regs = tuple((r, e) for r, e in self.regs if e < v)
        if self.sync_dma is not None and self.sync_dma >= v:
            self.sync_dma = None

    def complete_all(self) -> None:
        self.since, self.sync_dma, self.regs = None, None, ()
        self.marks = tuple(None for _ in self.marks)


_ExactKey = tuple[int | None, tuple[int | None, ...], tuple[tuple[str, int], ...], int | None]


def _bump(value: int | None, cap: int) -> int | None:
    return None if value is None else min(value + 1, cap)


class _FunctionModel:
    def __init__(self, target: Target, fn: Function) -> None:
        self.fn = fn
        self.cls = _Classifier(target, fn)
        self.effects = {(b.name, i): self.cls.effects(op)
                        for b in fn.blocks for i, op in enumerate(b.ops)}
        self.max_n = max((op.count for op in fn.ops() if isinstance(op, o.WaitAsyncMark)
                          and not is_hardware_wait(op)), default=0)
        self.rpo = _reverse_postorder(fn)
        self.cyclic = _blocks_after_cycles(fn)
        self.joins = _blocks_after_joins(fn)
        self.loop_headers = _back_edge_targets(fn, self.rpo)
        self.flat_forced: set[tuple[str, int]] = set()
        self.cap = COUNTER_LIMIT - 1
        self.emitted: dict[tuple[str, int], int | None] = {}  # the LLVM mirror's waits
        self.pending_after: set[tuple[str, int]] = set()  # events pending after the wait

    # ------------------------------------------------------------ LLVM mirror

    def llvm(self) -> tuple[dict[tuple[str, int], int | None], set[tuple[str, int]]]:
        waits: dict[tuple[str, int], int | None] = {}
        limited: set[tuple[str, int]] = set()
        incoming: dict[str, _Brackets] = {self.fn.entry.name: _Brackets()}
        dirty = {self.fn.entry.name}
        blocks = self.fn.block_map()
        rounds = 0
        while dirty and rounds < 1000:
            rounds += 1
            for name in self.rpo:
                if name not in dirty:
                    continue
                dirty.discard(name)
                state = incoming[name].copy()
                block = blocks[name]
                for i, op in enumerate(block.ops):
                    self.llvm_step(state, name, i, op, waits, limited)
                for reg in term_regs(block.term):
                    score = state.regs.get(reg, 0)
                    if state.pending(score):
                        state.apply(state.wait_for(score))
                for succ in o.successors(block.term):
                    if succ not in incoming:
                        incoming[succ] = state.copy()
                        dirty.add(succ)
                    elif incoming[succ].merge(state):
                        dirty.add(succ)
        return waits, limited

    def llvm_step(self, st: _Brackets, block: str, i: int, op: o.Op,
                  waits: dict[tuple[str, int], int | None],
                  limited: set[tuple[str, int]]) -> None:
        eff = self.effects[(block, i)]
        # Register dependencies: a use of a pending load result waits for it.
        for reg in operand_regs(op):
            score = st.regs.get(reg, 0)
            if st.pending(score):
                st.apply(st.wait_for(score))
        if isinstance(op, o.Phi) and block in self.loop_headers:
            # A loop-carried phi of a loaded value becomes a register copy at the loop
            # header, and a copy of a VGPR whose load is pending waits for it (LLVM lit
            # test asyncmark-pregfx12, test_pipelined_loop_with_global: "s_waitcnt
            # vmcnt(1)" at the loop top; docs/lowering.md).
            for _, value in op.incoming:
                if isinstance(value, o.Reg):
                    score = st.regs.get(value.name, 0)
                    if st.pending(score):
                        st.apply(st.wait_for(score))
        elif isinstance(op, o.Phi):
            best = max((st.regs.get(v.name, 0) for _, v in op.incoming
                        if isinstance(v, o.Reg)), default=0)
            if best:
                st.regs[op.dest] = best
        if eff.lds_access and st.pending(st.last_sync_dma):
            st.apply(0)
        if eff.release_lds_dma and st.pending(st.last_sync_dma):
            st.apply(st.wait_for(st.last_sync_dma))
        if eff.wait_before or eff.call:
            st.apply(0)
        match op:
            case o.AsyncMark():
                st.marks.append(st.async_score)
            case o.WaitAsyncMark(count) if is_hardware_wait(op):
                # A wait already in the source: SIInsertWaitcnts keeps it and applies
                # it to its brackets (applyPreexistingWaitcnt).
                st.apply(count)
            case o.WaitAsyncMark(count):
                key = (block, i)
                n = count
                if len(st.marks) == MAX_ASYNC_MARKS:
                    n = min(n, MAX_ASYNC_MARKS - 1)
                    if n != count:
                        limited.add(key)
                if st.truncated:
                    limited.add(key)
                wait: int | None = None
                if len(st.marks) > n:
                    index = len(st.marks) - n - 1
                    wait = st.wait_for(st.marks[index])
                    if wait == 0 and st.pending(st.last_flat):
                        self.flat_forced.add(key)
                    del st.marks[: index + 1]
                # A wait emitted on an earlier visit stays unless the brackets show it
                # waits for nothing (SIInsertWaitcnts simplifies its own soft waits).
                old = waits.get(key)
                if old is not None and old >= st.ub - st.lb:
                    old = None
                wait = _min_wait(old, wait)
                waits[key] = wait
                st.apply(wait)
                if st.ub > st.lb:
                    self.pending_after.add(key)
            case _:
                pass
        if eff.counted:
            st.ub += 1
            if eff.flat:
                st.last_flat = st.ub
            if eff.async_copy:
                st.async_score = st.ub
            if eff.sync_dma:
                st.last_sync_dma = st.ub
            dest = o.op_dest(op)
            if eff.result and dest is not None:
                st.regs[dest] = st.ub
        if eff.wait_after or eff.call:
            st.apply(0)

    # ------------------------------------------------------------ exact minimum

    def minimal(self, cap: int) -> tuple[dict[tuple[str, int], int | None], bool]:
        """The exact minimum per wait, with counts capped at ``cap`` (a result equal to
        ``cap`` means "at least cap"); False if the state budget ran out."""
        self.cap = cap
        keep = self.max_n + 1
        result: dict[tuple[str, int], int | None] = {}
        seen: dict[str, set[_ExactKey]] = {}
        blocks = self.fn.block_map()
        work: list[tuple[str, _Exact]] = [(self.fn.entry.name, _Exact())]
        # The budget counts states and the work they cost (operations × tracked marks):
        # a huge wait count in a loop keeps one mark per iteration (fuzz repro S09).
        budget, work_budget = 100_000, 20_000_000
        while work and budget > 0 and work_budget > 0:
            name, state = work.pop()
            key = state.key()
            if key in seen.setdefault(name, set()):
                continue
            seen[name].add(key)
            block = blocks[name]
            budget -= 1
            work_budget -= (len(block.ops) + 1) * (len(state.marks) + 1)
            st = state.copy()
            for i, op in enumerate(block.ops):
                self.exact_step(st, name, i, op, result, keep)
            for reg in term_regs(block.term):
                self.exact_use(st, reg)
            for succ in o.successors(block.term):
                work.append((succ, st.copy()))
        return result, not work

    def exact_step(self, st: _Exact, block: str, i: int, op: o.Op,
                   result: dict[tuple[str, int], int | None], keep: int) -> None:
        eff = self.effects[(block, i)]
        for reg in operand_regs(op):
            self.exact_use(st, reg)
        if isinstance(op, o.Phi) and block in self.loop_headers:
            for _, value in op.incoming:  # the header's copies (see llvm_step)
                if isinstance(value, o.Reg):
                    self.exact_use(st, value.name)
        if eff.lds_access and st.sync_dma is not None:
            st.complete_all()
        if eff.release_lds_dma and st.sync_dma is not None:
            st.complete_older(st.sync_dma)
        if eff.wait_before or eff.call:
            st.complete_all()
        match op:
            case o.AsyncMark():
                st.marks = (*st.marks, st.since)[-keep:]
            case o.WaitAsyncMark(count) if is_hardware_wait(op):
                if count < self.cap:  # (a count at the cap may not complete a capped event)
                    st.complete_older(count)
            case o.WaitAsyncMark(count):
                key = (block, i)
                need: int | None = None
                if len(st.marks) > count:
                    need = st.marks[-count - 1]
                if need is not None:
                    result[key] = need if key not in result else _min_wait(result[key], need)
                elif key not in result:
                    result[key] = None
                # What completes is what the emitted wait waits for: the minimum at a
                # later wait is relative to the waits LLVM actually emits before it.
                emitted = self.emitted.get(key)
                if emitted is not None and emitted < self.cap:
                    st.complete_older(emitted)
            case _:
                pass
        if eff.counted:
            cap = self.cap
            st.since = _bump(st.since, cap)
            st.marks = tuple(_bump(m, cap) for m in st.marks)
            st.regs = tuple((r, min(e + 1, cap)) for r, e in st.regs)
            st.sync_dma = _bump(st.sync_dma, cap)
            if eff.async_copy:
                st.since = 0
            if eff.sync_dma:
                st.sync_dma = 0
            dest = o.op_dest(op)
            if eff.result and dest is not None:
                st.regs = tuple(sorted((*(x for x in st.regs if x[0] != dest), (dest, 0))))
        if eff.wait_after or eff.call:
            st.complete_all()

    def exact_use(self, st: _Exact, reg: str) -> None:
        for name, events in st.regs:
            if name == reg:
                if events < self.cap:
                    st.complete_older(events)
                return


def _min_wait(a: int | None, b: int | None) -> int | None:
    if a is None:
        return b
    if b is None:
        return a
    return min(a, b)


def _reverse_postorder(fn: Function) -> list[str]:
    blocks = fn.block_map()
    order: list[str] = []
    seen: set[str] = set()
    stack: list[tuple[str, int]] = [(fn.entry.name, 0)]
    seen.add(fn.entry.name)
    while stack:
        name, index = stack.pop()
        succs = [s for s in o.successors(blocks[name].term) if s in blocks]
        if index < len(succs):
            stack.append((name, index + 1))
            nxt = succs[index]
            if nxt not in seen:
                seen.add(nxt)
                stack.append((nxt, 0))
        else:
            order.append(name)
    order.reverse()
    return order


def _back_edge_targets(fn: Function, rpo: list[str]) -> set[str]:
    """Loop headers: targets of an edge that goes back in reverse postorder."""
    order = {name: i for i, name in enumerate(rpo)}
    out: set[str] = set()
    for block in fn.blocks:
        here = order.get(block.name)
        if here is None:
            continue
        for succ in o.successors(block.term):
            there = order.get(succ)
            if there is not None and there <= here:
                out.add(succ)
    return out


def _reachable_from(fn: Function, starts: set[str]) -> set[str]:
    blocks = fn.block_map()
    seen: set[str] = set()
    work = list(starts)
    while work:
        name = work.pop()
        if name in seen or name not in blocks:
            continue
        seen.add(name)
        work.extend(o.successors(blocks[name].term))
    return seen


def _blocks_after_cycles(fn: Function) -> set[str]:
    """Blocks in or after a cycle (a loop header merges its back edge there)."""
    return _reachable_from(fn, _blocks_in_cycles(fn))


def _blocks_in_cycles(fn: Function) -> set[str]:
    """Blocks on a cycle: members of a strongly connected component with more than one
    block or with a self edge (Tarjan's algorithm, iterative: 10,000 blocks in one
    function took minutes as one reachability search per block, fuzz repro 33)."""
    blocks = fn.block_map()
    succs = {b: [s for s in o.successors(blk.term) if s in blocks]
             for b, blk in blocks.items()}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    out: set[str] = set()
    for root in blocks:
        if root in index:
            continue
        work: list[tuple[str, int]] = [(root, 0)]
        while work:
            node, i = work.pop()
            if i == 0:
                index[node] = low[node] = len(index)
                stack.append(node)
                on_stack.add(node)
            edges = succs[node]
            if i < len(edges):
                work.append((node, i + 1))
                nxt = edges[i]
                if nxt not in index:
                    work.append((nxt, 0))
                elif nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
                continue
            if low[node] == index[node]:
                component: list[str] = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1 or node in succs[node]:
                    out.update(component)
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
    return out


def _blocks_after_joins(fn: Function) -> set[str]:
    preds = fn.predecessors()
    joins = {b for b, p in preds.items() if len(set(p)) > 1}
    return _reachable_from(fn, joins)


def _returns_after(fn: Function, key: tuple[str, int]) -> bool:
    """Is the wait the last operation before a non-kernel function's return?"""
    block = fn.block(key[0])
    return not fn.is_kernel and key[1] == len(block.ops) - 1 and isinstance(block.term, o.Ret)


def model_function(target: Target, fn: Function) -> list[WaitPrediction]:
    model = _FunctionModel(target, fn)
    llvm_waits, limited = model.llvm()
    # Counts above the largest LLVM wait + 1 only need to be known as "larger".
    cap = min(COUNTER_LIMIT - 1,
              max((w for w in llvm_waits.values() if w is not None), default=0) + 1)
    model.emitted = {key: (0 if key in model.pending_after and _returns_after(fn, key)
                           and model.cls.counter == VMCNT else value)
                     for key, value in llvm_waits.items()}
    minimal, complete = model.minimal(cap)
    counter = model.cls.counter
    out: list[WaitPrediction] = []
    for block in fn.blocks:
        for i, op in enumerate(block.ops):
            if not isinstance(op, o.WaitAsyncMark) or is_hardware_wait(op):
                continue
            key = (block.name, i)
            llvm = llvm_waits.get(key)
            best = minimal.get(key) if complete else None
            at_least = complete and best is not None and best >= cap
            why: str | None = None
            if best is not None and (llvm is not None and llvm < best):
                if key in limited:
                    why = "mark-limit"
                elif key in model.flat_forced:
                    why = "flat"
                elif block.name in model.cyclic:
                    why = "loop"
                elif block.name in model.joins:
                    why = "unequal-branches"
                else:
                    why = "other"
            elif best is None and llvm is not None:
                why = "mark-limit" if key in limited else (
                    "loop" if block.name in model.cyclic else "unequal-branches")
            if (not fn.is_kernel and i == len(block.ops) - 1
                    and isinstance(block.term, o.Ret) and counter == VMCNT
                    and key in model.pending_after):
                # amdgpu-usage, "Non-Kernel Functions": on return every counter but
                # vscnt/storecnt is zero, so LLVM waits for 0 right here.
                llvm, why = 0, ("return" if best is None or best > 0 else None)
            context = ("loop" if block.name in model.cyclic else
                       "unequal-branches" if block.name in model.joins else "straight")
            out.append(WaitPrediction(fn.name, block.name, i, op.loc, op.count, counter,
                                      llvm, best, why, at_least, complete, context))
    return out


def model_program(program: Program, target: Target) -> list[WaitPrediction]:
    """The counter waits of every ``wait.asyncmark`` in ``program`` on ``target``, in
    function and block order. Each function body has its own mark sequence
    (amdgpu-async-operations, "Asyncmark Operations")."""
    out: list[WaitPrediction] = []
    for fn in program.functions:
        out.extend(model_function(target, fn))
    return out
