"""Per-thread traces of a litmus test: run each thread alone, letting every read return
any value of its location's value domain (or ``undef``), with loops bounded.

This is the first half of herd-style candidate-execution enumeration: a candidate
execution picks one trace per thread, then reads-from and coherence choices (see
:mod:`.enumerate`). A read's guessed value is later matched against the write it reads
from, or against ``undef`` when the read-value rules give none. Branching on ``undef``
takes both ways (docs/litmus.md, "Semantics choices").
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import assert_never

from amdsync.diagnostics import AmdsyncError, Loc
from amdsync.program import ops as o
from amdsync.program.litmus_test import UNDEF, LitmusTest, LitmusThread, Value
from amdsync.program.module import Block
from amdsync.program.topology import ThreadPlace
from amdsync.program.types import AddressSpace, IntType, Type


@dataclass(frozen=True)
class Pending:
    """The value of the read at position ``slot`` of the trace, not guessed yet: a read
    whose value only reaches the final state stays symbolic and is resolved from
    reads-from; the first use in a branch, a store or arithmetic forks on its values."""

    slot: int


RegValue = Value | Pending


@dataclass(frozen=True)
class TraceEvent:
    """One memory operation of a thread trace, before ids are assigned."""

    kind: str  # "R", "W", "F", "B"
    location: str | None
    value: Value | None  # written value (W), guessed read value (R; None: symbolic)
    op: o.Op
    rmw: bool = False  # first half (R) of an rmw pair when kind == "R"
    barrier_index: int = -1


@dataclass(frozen=True)
class Trace:
    events: tuple[TraceEvent, ...]
    regs: tuple[tuple[str, RegValue], ...]


@dataclass
class TraceSet:
    traces: list[Trace] = field(default_factory=list)
    cut: int = 0  # paths abandoned at the loop bound


def _mask(value: int, ty: Type) -> int:
    if isinstance(ty, IntType) and ty.bits < 128:
        return value & ((1 << ty.bits) - 1)
    return value


def binop(kind: o.BinOpKind, a: Value, b: Value, ty: Type) -> Value:
    """LLVM integer arithmetic on litmus values; ``undef`` is absorbing and division
    by zero yields ``undef``."""
    if a is UNDEF or b is UNDEF:
        return UNDEF
    assert isinstance(a, int) and isinstance(b, int)
    match kind:
        case o.BinOpKind.ADD:
            r = a + b
        case o.BinOpKind.SUB:
            r = a - b
        case o.BinOpKind.MUL:
            r = a * b
        case o.BinOpKind.UDIV | o.BinOpKind.SDIV:
            if b == 0:
                return UNDEF
            r = a // b
        case o.BinOpKind.UREM | o.BinOpKind.SREM:
            if b == 0:
                return UNDEF
            r = a % b
        case o.BinOpKind.SHL:
            r = a << b
        case o.BinOpKind.LSHR | o.BinOpKind.ASHR:
            r = a >> b
        case o.BinOpKind.AND:
            r = a & b
        case o.BinOpKind.OR:
            r = a | b
        case o.BinOpKind.XOR:
            r = a ^ b
        case o.BinOpKind.SMIN | o.BinOpKind.UMIN:
            r = min(a, b)
        case o.BinOpKind.SMAX | o.BinOpKind.UMAX:
            r = max(a, b)
        case _:
            assert_never(kind)
    return _mask(r, ty)


RMW_OPS: dict[str, o.BinOpKind | None] = {
    "xchg": None, "add": o.BinOpKind.ADD, "sub": o.BinOpKind.SUB, "and": o.BinOpKind.AND,
    "or": o.BinOpKind.OR, "xor": o.BinOpKind.XOR, "max": o.BinOpKind.SMAX,
    "min": o.BinOpKind.SMIN, "umax": o.BinOpKind.UMAX, "umin": o.BinOpKind.UMIN,
}


def icmp(pred: o.ICmpPred, a: Value, b: Value) -> Value:
    if a is UNDEF or b is UNDEF:
        return UNDEF
    assert isinstance(a, int) and isinstance(b, int)
    match pred:
        case o.ICmpPred.EQ:
            r = a == b
        case o.ICmpPred.NE:
            r = a != b
        case o.ICmpPred.UGT | o.ICmpPred.SGT:
            r = a > b
        case o.ICmpPred.UGE | o.ICmpPred.SGE:
            r = a >= b
        case o.ICmpPred.ULT | o.ICmpPred.SLT:
            r = a < b
        case o.ICmpPred.ULE | o.ICmpPred.SLE:
            r = a <= b
        case _:
            assert_never(pred)
    return int(r)


def location_of(ptr: o.Operand, loc: Loc) -> str:
    if isinstance(ptr, o.GlobalAddr):
        return ptr.name
    raise AmdsyncError("litmus-address", "a litmus access must name a location "
                       "(@x) directly", loc)


def _static_access(op: o.Op) -> tuple[str, o.Atomicity | None, bool, bool] | None:
    """(location, atomicity, reads, writes) of a memory operation in the program text."""
    match op:
        case o.Load(ptr=p, atomic=at):
            return (p.name, at, True, False) if isinstance(p, o.GlobalAddr) else None
        case o.AvLoad(ptr=p):
            return (p.name, None, True, False) if isinstance(p, o.GlobalAddr) else None
        case o.Store(ptr=p, atomic=at):
            return (p.name, at, False, True) if isinstance(p, o.GlobalAddr) else None
        case o.AvStore(ptr=p):
            return (p.name, None, False, True) if isinstance(p, o.GlobalAddr) else None
        case o.AtomicRMW(ptr=p, atomic=at) | o.CmpXchg(ptr=p, atomic=at):
            return (p.name, at, True, True) if isinstance(p, o.GlobalAddr) else None
        case _:
            return None


def never_undef_reads(test: LitmusTest) -> set[o.Op]:
    """Atomic reads that can never return ``undef``, decided from the program text: the
    location is initialized and the read and every write to it anywhere in the test are
    atomic with pairwise inclusive scopes. Then the initial write is location-ordered
    before the read and the read-value rules take the atomic case (amdgpu-memory-model,
    "Location Order": "the set consisting of ``R`` and all writes that ``R`` may see
    contains only atomic operations with inclusive scopes" — the writes must be
    inclusive with each other too, not only with the read), so the explorer need not
    guess ``undef`` for them."""
    spaces = {loc.name: loc.addrspace for loc in test.locations}
    initialized = {loc.name for loc in test.locations if loc.init is not None}
    writes: dict[str, list[tuple[ThreadPlace, o.Atomicity | None]]] = {}
    reads: list[tuple[o.Op, str, ThreadPlace, o.Atomicity]] = []
    for thread in test.threads:
        for block in thread.blocks:
            for op in block.ops:
                info = _static_access(op)
                if info is None:
                    continue
                location, at, is_read, is_write = info
                if is_write:
                    writes.setdefault(location, []).append((thread.place, at))
                if is_read and at is not None:
                    reads.append((op, location, thread.place, at))
    out: set[o.Op] = set()
    for op, location, place, at in reads:
        if location not in initialized:
            continue
        space = spaces.get(location, int(AddressSpace.GLOBAL))
        if not _writes_inclusive(writes.get(location, []), space):
            continue
        r_scope = _effective(at.scope.scope, space)
        ok = True
        for w_place, w_at in writes.get(location, []):
            if w_at is None:
                ok = False
                break
            w_scope = _effective(w_at.scope.scope, space)
            if not (place.contains(r_scope, w_place) and w_place.contains(w_scope, place)):
                ok = False
                break
        if ok:
            out.add(op)
    return out


def _writes_inclusive(writes: list[tuple[ThreadPlace, o.Atomicity | None]],
                      space: int) -> bool:
    """Are all these writes atomic with pairwise inclusive scopes?"""
    for i, (a_place, a_at) in enumerate(writes):
        if a_at is None:
            return False
        a_scope = _effective(a_at.scope.scope, space)
        for b_place, b_at in writes[i + 1:]:
            if b_at is None:
                return False
            b_scope = _effective(b_at.scope.scope, space)
            if not (a_place.contains(a_scope, b_place) and b_place.contains(b_scope, a_place)):
                return False
    return True


def self_derived_values(test: LitmusTest) -> bool:
    """Does every value written to a location derive only from constants and reads of
    that same location? (Flow-insensitive data flow through registers.) Then the round
    cap of :func:`value_domains` loses no value."""
    for thread in test.threads:
        deps: dict[str, set[str]] = {}
        changed = True
        while changed:
            changed = False
            for block in thread.blocks:
                for op in block.ops:
                    new: tuple[str, set[str]] | None = None
                    match op:
                        case o.Load(dest=d, ptr=o.GlobalAddr(name=n)) | \
                                o.AvLoad(dest=d, ptr=o.GlobalAddr(name=n)) | \
                                o.AtomicRMW(dest=d, ptr=o.GlobalAddr(name=n)) | \
                                o.CmpXchg(dest=d, ptr=o.GlobalAddr(name=n)):
                            new = (d, {n})
                        case o.BinOp(dest=d, lhs=a, rhs=b) | o.ICmp(dest=d, lhs=a, rhs=b):
                            new = (d, _deps(a, deps) | _deps(b, deps))
                        case _:
                            pass
                    if new is not None and not new[1] <= deps.get(new[0], set()):
                        deps.setdefault(new[0], set()).update(new[1])
                        changed = True
        for block in thread.blocks:
            for op in block.ops:
                match op:
                    case o.Store(ptr=o.GlobalAddr(name=n), value=v) | \
                            o.AvStore(ptr=o.GlobalAddr(name=n), value=v) | \
                            o.AtomicRMW(ptr=o.GlobalAddr(name=n), value=v) | \
                            o.CmpXchg(ptr=o.GlobalAddr(name=n), new=v):
                        if not _deps(v, deps) <= {n}:
                            return False
                    case _:
                        pass
    return True


def _deps(operand: o.Operand, deps: Mapping[str, set[str]]) -> set[str]:
    if isinstance(operand, o.Reg):
        return set(deps.get(operand.name, set()))
    return set()


def _effective(scope: o.Scope, space: int) -> o.Scope:
    if space == AddressSpace.LOCAL and scope > o.Scope.WORKGROUP:
        return o.Scope.WORKGROUP
    return scope


class _Runner:
    def __init__(self, test: LitmusTest, thread: LitmusThread, domains: Mapping[str, set[int]],
                 loop_bound: int, never_undef: set[o.Op] | None = None) -> None:
        self.never_undef = never_undef if never_undef is not None else never_undef_reads(test)
        self.thread = thread
        self.blocks: dict[str, Block] = {b.name: b for b in thread.blocks}
        self.domains = domains
        self.loop_bound = loop_bound
        self.out = TraceSet()
        self.lds = {loc.name for loc in test.locations
                    if loc.addrspace == AddressSpace.LOCAL}

    def guesses(self, location: str, op: o.Op) -> list[Value]:
        values: list[Value] = [*sorted(self.domains.get(location, set()))]
        if op not in self.never_undef:
            values.append(UNDEF)
        return values

    def value(self, operand: o.Operand, regs: Mapping[str, RegValue], loc: Loc) -> Value:
        match operand:
            case o.Const(value, _):
                return value
            case o.Reg(name):
                if name not in regs:
                    raise AmdsyncError("litmus-undefined-register",
                                       f"register %{name} is used before it is set", loc)
                got = regs[name]
                assert not isinstance(got, Pending), "operands are resolved before use"
                return got
            case o.Undef():
                return UNDEF
            case _:
                raise AmdsyncError("litmus-operand", f"unsupported operand {operand!r} "
                                   "in a litmus test", loc)

    def run(self) -> TraceSet:
        entry = self.thread.blocks[0].name
        regs: dict[str, RegValue] = dict(self.thread.init_regs)
        self._walk(entry, 0, regs, (), {entry: 1}, 0)
        return self.out

    def _resolve(self, block_name: str, index: int, regs: dict[str, RegValue],
                 events: tuple[TraceEvent, ...], visits: dict[str, int], barriers: int,
                 operands: tuple[o.Operand, ...]) -> bool:
        """If an operand is a symbolic read value, fork on its values and re-run the
        operation at ``index`` (True: forked)."""
        for operand in operands:
            if not isinstance(operand, o.Reg):
                continue
            got = regs.get(operand.name)
            if not isinstance(got, Pending):
                continue
            slot = got.slot
            read = events[slot]
            assert read.location is not None
            for guess in self.guesses(read.location, read.op):
                new_regs: dict[str, RegValue] = {
                    k: (guess if v == got else v) for k, v in regs.items()}
                new_events = (*events[:slot],
                              TraceEvent("R", read.location, guess, read.op, read.rmw),
                              *events[slot + 1:])
                self._walk(block_name, index, new_regs, new_events, visits, barriers)
            return True
        return False

    def _walk(self, block_name: str, index: int, regs: dict[str, RegValue],
              events: tuple[TraceEvent, ...], visits: dict[str, int], barriers: int) -> None:
        block = self.blocks[block_name]
        ops = block.ops
        while index < len(ops):
            op = ops[index]
            if self._resolve(block_name, index, regs, events, visits, barriers,
                             _operands(op)):
                return
            index += 1
            match op:
                case o.Load(dest, ptr, _, _, _, _, loc) | o.AvLoad(dest, ptr, _, loc):
                    location = location_of(ptr, loc)
                    regs = dict(regs)
                    regs[dest] = Pending(len(events))
                    events = (*events, TraceEvent("R", location, None, op))
                case o.Store(ptr, value, _, _, _, _, loc) | o.AvStore(ptr, value, _, loc):
                    location = location_of(ptr, loc)
                    events = (*events,
                              TraceEvent("W", location, self.value(value, regs, loc), op))
                case o.AtomicRMW(dest, kind, ptr, operand, ty, _, _, loc):
                    location = location_of(ptr, loc)
                    arg = self.value(operand, regs, loc)
                    if kind not in RMW_OPS:
                        raise AmdsyncError("litmus-rmw-op", f"atomicrmw {kind} is not "
                                           "supported in litmus tests", loc)
                    bop = RMW_OPS[kind]
                    for guess in self.guesses(location, op):
                        new = arg if bop is None else binop(bop, guess, arg, ty)
                        new_regs = dict(regs)
                        new_regs[dest] = guess
                        self._walk(block_name, index, new_regs,
                                   (*events, TraceEvent("R", location, guess, op, rmw=True),
                                    TraceEvent("W", location, new, op)),
                                   visits, barriers)
                    return
                case o.CmpXchg(dest, ptr, expected, new_value, _, _, _, _, loc):
                    location = location_of(ptr, loc)
                    want = self.value(expected, regs, loc)
                    new = self.value(new_value, regs, loc)
                    for guess in self.guesses(location, op):
                        outcomes: list[bool]
                        if guess is UNDEF or want is UNDEF:
                            outcomes = [True, False]
                        else:
                            outcomes = [guess == want]
                        for success in outcomes:
                            new_regs = dict(regs)
                            new_regs[dest] = guess
                            if success:
                                added: tuple[TraceEvent, ...] = (
                                    TraceEvent("R", location, guess, op, rmw=True),
                                    TraceEvent("W", location, new, op))
                            else:
                                added = (TraceEvent("R", location, guess, op),)
                            self._walk(block_name, index, new_regs, (*events, *added),
                                       visits, barriers)
                    return
                case o.Fence():
                    events = (*events, TraceEvent("F", None, None, op))
                case o.BarrierArrive(_, _, loc):
                    if index >= len(ops) or not isinstance(ops[index], o.BarrierWait):
                        raise AmdsyncError("litmus-split-barrier", "litmus tests support "
                                           "the workgroup barrier as an arrive immediately "
                                           "followed by a wait (s_barrier)", loc)
                    index += 1
                    events = (*events, TraceEvent("B", None, None, op,
                                                  barrier_index=barriers))
                    barriers += 1
                case o.BarrierWait(_, loc):
                    raise AmdsyncError("litmus-split-barrier", "a barrier wait without "
                                       "an arrive right before it", loc)
                case o.BinOp(dest, kind, lhs, rhs, ty, loc):
                    regs = dict(regs)
                    regs[dest] = binop(kind, self.value(lhs, regs, loc),
                                       self.value(rhs, regs, loc), ty)
                case o.ICmp(dest, pred, lhs, rhs, loc):
                    regs = dict(regs)
                    regs[dest] = icmp(pred, self.value(lhs, regs, loc),
                                      self.value(rhs, regs, loc))
                case _:
                    raise AmdsyncError("litmus-unsupported-op",
                                       f"{type(op).__name__} is not supported in litmus "
                                       "tests", getattr(op, "loc", self.thread.loc))
        term = block.term
        if isinstance(term, o.CondBr) and self._resolve(block_name, len(ops), regs, events,
                                                        visits, barriers, (term.cond,)):
            return
        match term:
            case o.Ret():
                self.out.traces.append(Trace(events, tuple(sorted(regs.items()))))
            case o.Br(target, _):
                self._jump(target, regs, events, visits, barriers)
            case o.CondBr(cond, if_true, if_false, loc):
                cond_value = self.value(cond, regs, loc)
                targets = [if_true, if_false] if cond_value is UNDEF else (
                    [if_true] if cond_value else [if_false])
                for target in targets:
                    self._jump(target, regs, events, visits, barriers)
            case o.Switch() | o.Unreachable():
                raise AmdsyncError("litmus-unsupported-op", "switch / unreachable are "
                                   "not supported in litmus tests", term.loc)
            case _:
                assert_never(term)

    def _jump(self, target: str, regs: dict[str, RegValue], events: tuple[TraceEvent, ...],
              visits: dict[str, int], barriers: int) -> None:
        count = visits.get(target, 0) + 1
        if count > self.loop_bound + 1:
            self.out.cut += 1
            return
        new_visits = dict(visits)
        new_visits[target] = count
        self._walk(target, 0, regs, events, new_visits, barriers)


def _operands(op: o.Op) -> tuple[o.Operand, ...]:
    match op:
        case o.Store(value=v) | o.AvStore(value=v) | o.AtomicRMW(value=v):
            return (v,)
        case o.CmpXchg(expected=a, new=b) | o.BinOp(lhs=a, rhs=b) | o.ICmp(lhs=a, rhs=b):
            return (a, b)
        case _:
            return ()


def thread_traces(test: LitmusTest, thread: LitmusThread, domains: Mapping[str, set[int]],
                  loop_bound: int, never_undef: set[o.Op] | None = None) -> TraceSet:
    """Every trace of ``thread`` with reads drawing from ``domains``."""
    return _Runner(test, thread, domains, loop_bound, never_undef).run()


def value_domains(test: LitmusTest, loop_bound: int,
                  check: Callable[[], None] | None = None,
                  ) -> tuple[dict[str, set[int]], list[TraceSet], bool]:
    """The values each location may hold: initial values and every value some trace
    writes, iterated. Each round lets a value pass through one more write; rounds stop at
    a fixpoint, or after ``1 + w`` rounds where ``w`` is the largest number of writes to
    one location in one execution (enough when a location's values derive from reads of
    itself, as counters and flags do). The third result is True when that cap, not a
    fixpoint, ended the iteration (the exploration is then reported incomplete).
    ``check`` is called before each thread's traces are built (the caller's clock)."""
    domains: dict[str, set[int]] = {
        loc.name: ({loc.init} if loc.init is not None else set()) for loc in test.locations}
    rounds = 0
    never_undef = never_undef_reads(test)
    while True:
        sets = []
        for t in test.threads:
            if check is not None:
                check()
            sets.append(thread_traces(test, t, domains, loop_bound, never_undef))
        rounds += 1
        per_location: dict[str, int] = {}
        for ts in sets:
            best: dict[str, int] = {}
            for tr in ts.traces:
                counts: dict[str, int] = {}
                for ev in tr.events:
                    if ev.kind == "W" and ev.location:
                        counts[ev.location] = counts.get(ev.location, 0) + 1
                for k, v in counts.items():
                    best[k] = max(best.get(k, 0), v)
            for k, v in best.items():
                per_location[k] = per_location.get(k, 0) + v
        cap = 1 + max(per_location.values(), default=0)
        grown = False
        for trace_set in sets:
            for trace in trace_set.traces:
                for ev in trace.events:
                    if ev.kind == "W" and isinstance(ev.value, int) and ev.location and \
                            ev.value not in domains[ev.location]:
                        domains[ev.location].add(ev.value)
                        grown = True
        if not grown:
            return domains, sets, False
        if rounds >= cap:
            sets = [thread_traces(test, t, domains, loop_bound, never_undef)
                    for t in test.threads]
            return domains, sets, not self_derived_values(test)


def iter_regs(thread: LitmusThread) -> Iterator[str]:
    """Registers a thread defines by memory reads, in program order."""
    seen: set[str] = set()
    for block in thread.blocks:
        for op in block.ops:
            match op:
                case o.Load(dest=d) | o.AvLoad(dest=d) | o.AtomicRMW(dest=d) | \
                        o.CmpXchg(dest=d):
                    if d not in seen:
                        seen.add(d)
                        yield d
                case _:
                    pass
