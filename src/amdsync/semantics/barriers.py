"""The barrier execution model (amdgpu-execution-synchronization, "Execution Model").

An execution of barrier operations is a :class:`BarrierTrace`: the operations each
thread performed, in program order, the order in which each barrier object observed its
modification operations, and which arrives and drops each wait depended on. The
relations of the document are functions with the document's names over such a trace,
and :func:`undefined_behaviour` checks every rule whose violation the document calls
undefined.

Threads here are waves: the s_barrier family synchronizes "at a wavefront granularity"
and the expected count of the workgroup barrier is "the number of waves in the
workgroup" (amdgpu-execution-synchronization, s_barrier).

Barrier objects are named by :data:`BarrierObject` tuples: ``("workgroup", wg, -1)``,
``("named", wg, k)`` for ids 0..16 and ``("cluster", cluster, -3)``.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from itertools import pairwise

from amdsync.diagnostics import Loc

BarrierObject = tuple[str, int, int]

INIT = "init"
JOIN = "join"
DROP = "drop"
ARRIVE = "arrive"
WAIT = "wait"
MODIFICATIONS = (INIT, DROP, ARRIVE)


@dataclass(frozen=True)
class BarrierOp:
    """A dynamic instance of a barrier operation."""

    index: int  # unique in the trace
    thread: int  # the wave that performed it
    kind: str  # init | join | drop | arrive | wait
    barrier: BarrierObject
    po: int  # position in the thread's program order (of all its operations)
    count: int | None = None  # init: k; arrive: the new expected count, if any
    loc: Loc | None = None
    implicit: bool = False  # performed by the hardware (launch init/join, end-of-thread drop)


@dataclass
class BarrierTrace:
    ops: list[BarrierOp] = field(default_factory=list)
    modification_order: dict[BarrierObject, list[int]] = field(default_factory=dict)
    participates: set[tuple[int, int]] = field(default_factory=set)  # (arrive/drop, wait)

    def op(self, index: int) -> BarrierOp:
        return self.ops[index]

    def add(self, op: BarrierOp) -> None:
        assert op.index == len(self.ops)
        self.ops.append(op)
        if op.kind in MODIFICATIONS:
            self.modification_order.setdefault(op.barrier, []).append(op.index)


def barrier_mutually_exclusive(a: BarrierObject, b: BarrierObject) -> bool:
    """The barrier ID table: the NULL named barrier 0 is barrier-mutually-exclusive with
    barriers 1..16, and each of 1..16 with the others in 0..16 (same workgroup)."""
    return (a != b and a[0] == "named" and b[0] == "named" and a[1] == b[1])


def thread_barrier_order(trace: BarrierTrace, barrier: BarrierObject) -> list[tuple[int, int]]:
    """"The subset of program-order that only relates barrier operations performed on a
    barrier object BO": pairs (A, B), A before B in the same thread."""
    by_thread: dict[int, list[BarrierOp]] = defaultdict(list)
    for op in trace.ops:
        if op.barrier == barrier:
            by_thread[op.thread].append(op)
    pairs: list[tuple[int, int]] = []
    for ops in by_thread.values():
        ops.sort(key=lambda o: o.po)
        for i, a in enumerate(ops):
            pairs.extend((a.index, b.index) for b in ops[i + 1:])
    return pairs


def barrier_modification_order(trace: BarrierTrace, barrier: BarrierObject) -> list[int]:
    """"All barrier modification operations on a barrier object BO occur in a strict
    total order called barrier-modification-order<BO>"."""
    return list(trace.modification_order.get(barrier, []))


def barrier_participates_in(trace: BarrierTrace) -> set[tuple[int, int]]:
    """Pairs (X, W): arrive or drop X barrier-participates-in wait W."""
    return set(trace.participates)


def joined_before_map(trace: BarrierTrace) -> dict[int, int | None]:
    """For every non-join operation X, the join barrier-joined-before it (None: none).

    One pass per thread in program order, keeping for each barrier object the join that
    is still in force: a join on BO sets it and clears it for every barrier object
    barrier-mutually-exclusive with BO; a drop on BO clears it after the drop itself."""
    out: dict[int, int | None] = {}
    by_thread: dict[int, list[BarrierOp]] = defaultdict(list)
    for op in trace.ops:
        by_thread[op.thread].append(op)
    for ops in by_thread.values():
        ops.sort(key=lambda o: o.po)
        current: dict[BarrierObject, int | None] = {}
        for op in ops:
            if op.kind == JOIN:
                for other in list(current):
                    if barrier_mutually_exclusive(op.barrier, other):
                        current[other] = None
                current[op.barrier] = op.index
                continue
            out[op.index] = current.get(op.barrier)
            if op.kind == DROP:
                current[op.barrier] = None
    return out


def barrier_joined_before(trace: BarrierTrace, join: int, x: int) -> bool:
    """A barrier join J is barrier-joined-before X iff J -> X in
    thread-barrier-order<BO>, X is not a join, no join or drop JD on BO lies between
    them, and no join J' on a barrier-mutually-exclusive BO' lies between them in
    program order."""
    return joined_before_map(trace).get(x) == join


def _successors(trace: BarrierTrace) -> dict[int, set[int]]:
    succ: dict[int, set[int]] = defaultdict(set)
    by_thread: dict[int, list[BarrierOp]] = defaultdict(list)
    for op in trace.ops:
        by_thread[op.thread].append(op)
    for ops in by_thread.values():
        ops.sort(key=lambda o: o.po)
        for a, b in pairwise(ops):
            succ[a.index].add(b.index)  # program order (transitively closed below)
    for x, w in trace.participates:
        succ[x].add(w)
    return succ


def barrier_executes_before(trace: BarrierTrace,
                            sources: Iterable[int] | None = None) -> dict[int, set[int]]:
    """"A barrier-executes-before B if A -> B in program-order, or A -> B in
    barrier-participates-in, or transitively": for each source operation (default:
    all), the set of operations it barrier-executes-before."""
    succ = _successors(trace)
    reach: dict[int, set[int]] = {}
    for start in (range(len(trace.ops)) if sources is None else sources):
        seen: set[int] = set()
        stack = list(succ.get(start, ()))
        while stack:
            n = stack.pop()
            if n in seen:
                continue
            seen.add(n)
            stack.extend(succ.get(n, ()))
        reach[start] = seen
    return reach


def barrier_phase_with(trace: BarrierTrace) -> list[set[int]]:
    """"barrier-phase-with is a symmetric relation ... the transitive closure of
    barrier-participates-in and its inverse": its equivalence classes (phases)."""
    parent: dict[int, int] = {}

    def find(a: int) -> int:
        while parent.setdefault(a, a) != a:
            parent[a] = parent[parent[a]]
            a = parent[a]
        return a

    for x, w in trace.participates:
        parent[find(x)] = find(w)
    classes: dict[int, set[int]] = defaultdict(set)
    for node in parent:
        classes[find(node)].add(node)
    return list(classes.values())


@dataclass(frozen=True)
class Violation:
    """An undefined-behaviour rule broken by an execution."""

    rule: str
    message: str
    ops: tuple[int, ...]


def undefined_behaviour(trace: BarrierTrace) -> list[Violation]:
    """Every rule of the execution model whose violation is undefined behaviour."""
    out: list[Violation] = []
    out += _first_is_init(trace)
    out += _counts(trace)
    out += _drops_need_a_join(trace)
    out += _arrive_then_drop(trace)
    out += _waits_need_a_join(trace)
    return out


def _first_is_init(trace: BarrierTrace) -> Iterable[Violation]:
    """"The first element in barrier-modification-order<BO> is always a barrier init,
    otherwise the behavior is undefined" (operating on an uninitialized barrier)."""
    for barrier, order in trace.modification_order.items():
        first = trace.op(order[0])
        if first.kind != INIT:
            yield Violation("uninitialized-barrier",
                            f"{first.kind} on barrier {barrier[2]} before any init "
                            "(operating on an uninitialized barrier object)", (first.index,))


def _counts(trace: BarrierTrace) -> Iterable[Violation]:
    """Replay each barrier-modification-order: a drop may not make the expected count
    negative; an arrive's new expected count may not be at or below the arrive count."""
    for barrier, order in trace.modification_order.items():
        expected = 0
        arrived = 0
        for index in order:
            op = trace.op(index)
            if op.kind == INIT:
                expected = op.count or 0
                arrived = 0
            elif op.kind == DROP:
                expected -= 1
                if expected < 0:
                    yield Violation("negative-expected-count",
                                    f"drop makes the expected count of barrier {barrier[2]} "
                                    "negative", (index,))
            elif op.kind == ARRIVE:
                if op.count:
                    if op.count <= arrived:
                        yield Violation(
                            "expected-count-too-low",
                            f"arrive sets the expected count of barrier {barrier[2]} to "
                            f"{op.count}, at or below its arrive count {arrived}", (index,))
                    expected = op.count
                arrived += 1
            if expected > 0 and arrived == expected:
                arrived = 0


def _drops_need_a_join(trace: BarrierTrace) -> Iterable[Violation]:
    """"For every barrier drop D ... there is a barrier join J such that J -> D in
    barrier-joined-before; otherwise, the behavior is undefined" (the rule)."""
    joined = joined_before_map(trace)
    for op in trace.ops:
        if op.kind == DROP and joined.get(op.index) is None:
            yield Violation("drop-without-join",
                            f"drop of barrier {op.barrier[2]} with no join "
                            "barrier-joined-before it", (op.index,))


def _arrive_then_drop(trace: BarrierTrace) -> Iterable[Violation]:
    """"For every pair of barrier arrive A and barrier drop D ... A -> D in
    thread-barrier-order<BO>": A participates in no wait, or in a wait W with
    W -> D in barrier-executes-before."""
    waits_of: dict[int, list[int]] = defaultdict(list)
    for x, w in trace.participates:
        waits_of[x].append(w)
    drops = [op for op in trace.ops if op.kind == DROP]
    if not drops:
        return
    arrives: dict[tuple[int, BarrierObject], list[BarrierOp]] = defaultdict(list)
    for op in trace.ops:
        if op.kind == ARRIVE and waits_of.get(op.index):
            arrives[(op.thread, op.barrier)].append(op)
    pairs = [(x.index, d.index) for d in drops for x in arrives.get((d.thread, d.barrier), ())
             if x.po < d.po]
    # A wait of the drop's own thread before it executes-before it by program order (the
    # common case: a wave's arrive, its wait, its drop at the end); only the remaining
    # pairs need the relation's closure (which costs a search per wait).
    ops = trace.ops

    def in_program_order(w: int, d: int) -> bool:
        return ops[w].thread == ops[d].thread and ops[w].po < ops[d].po

    pairs = [(a, d) for a, d in pairs
             if not any(in_program_order(w, d) for w in waits_of[a])]
    executes = barrier_executes_before(trace, {w for a, _ in pairs for w in waits_of[a]})
    for a, d in pairs:
        if not any(d in executes[w] for w in waits_of[a]):
            yield Violation("arrive-then-drop",
                            f"arrive on barrier {trace.op(a).barrier[2]} followed by a drop "
                            "before the barrier completes", (a, d))


def _waits_need_a_join(trace: BarrierTrace) -> Iterable[Violation]:
    """"For every barrier wait W ... there is a barrier join J such that J -> W in
    barrier-joined-before, and J must barrier-executes-before at least one operation X
    that barrier-participates-in W; otherwise, the behavior is undefined". Waits that
    never complete are deadlocks, reported separately."""
    joined = joined_before_map(trace)
    participants: dict[int, list[int]] = defaultdict(list)
    for x, w in trace.participates:
        participants[w].append(x)
    joins = {j for op in trace.ops if op.kind == WAIT
             if (j := joined.get(op.index)) is not None and not trace.op(j).implicit}
    # (Implicit joins are skipped below: no search from them.)
    executes = barrier_executes_before(trace, joins) if joins else {}
    for op in trace.ops:
        if op.kind != WAIT or op.index not in participants:
            continue
        join = joined.get(op.index)
        if join is None:
            yield Violation("wait-without-join",
                            f"wait on barrier {op.barrier[2]} with no join "
                            "barrier-joined-before it", (op.index,))
        elif trace.op(join).implicit:
            # Joins the hardware performs at launch precede every operation of the
            # launch, so they barrier-execute-before every arrive (docs/semantics/barriers.md).
            continue
        elif not any(x in executes[join] for x in participants[op.index]):
            yield Violation("wait-without-join",
                            f"wait on barrier {op.barrier[2]}: its join executes before none "
                            "of the arrivals the wait depends on", (op.index, join))
