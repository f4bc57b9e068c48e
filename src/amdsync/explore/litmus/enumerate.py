"""Enumerate every consistent candidate execution of a litmus test.

A candidate execution is: one trace per thread (:mod:`.traces`), a reads-from choice for
every read (a write of the guessed value, or ``undef``), and a coherence order per
location (a linear order of its writes, the initial write first). Candidates are judged
by :mod:`amdsync.semantics.memory_model`:

1. hb must be acyclic (``analyse``);
2. every read must be allowed its value by the read-value rules (``read_value``): a
   read from ``W`` needs ``W`` among the rule's sources, an ``undef`` read needs the
   rule to give ``undef``;
3. coherence order must extend location order between writes, keep read-modify-writes
   atomic, keep atomics coherent, and order seq_cst operations (``coherent``,
   ``rmw_atomic``, ``seq_cst_consistent``).

Pruning (docs/litmus.md, "What is enumerated, what is pruned, and why nothing
consistent is missed", argues each step): trace combinations whose guessed values no
thread writes are never formed; reads-from is chosen read by read, dropping a choice as
soon as two rmws read the same write or the rmw successors close a cycle; the reads
whose source can create sw edges choose first, after which the model is fixed and the
other reads choose only among the sources the read-value rules allow (and drop a
choice whose rmw successors no coherence order can place, ``_chains_fit``); models are
memoized per (event shapes, sw edges), since no relation reads a value; coherence and
seq_cst are checked as each location's coherence order is chosen (both only fail more
when co grows).
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field

from amdsync.diagnostics import AmdsyncError
from amdsync.explore.litmus.outcomes import (
    Execution,
    LitmusResult,
    Outcome,
    column_value,
    columns_of,
    eval_prop,
    satisfies,
    state_key,
    verdict,
)
from amdsync.explore.litmus.traces import (
    Pending,
    Trace,
    TraceEvent,
    never_undef_reads,
    value_domains,
)
from amdsync.explore.search.memory_bound import (
    default_max_memory,
    gigabytes,
    resident_bytes,
)
from amdsync.program import ops as o
from amdsync.program.litmus_test import (
    UNDEF,
    LitmusTest,
    Value,
)
from amdsync.program.ops import Ordering, Scope
from amdsync.program.topology import ThreadPlace
from amdsync.program.types import AddressSpace
from amdsync.semantics.memory_model import (
    ModelState,
    ReadCase,
    Reading,
    ReadValue,
    SwEdge,
    analyse,
    rmw_atomic,
    seq_cst_consistent,
)
from amdsync.semantics.memory_model.amdgpu import writes_by_location
from amdsync.semantics.memory_model.events import INIT_THREAD, Event, EventKind
from amdsync.semantics.memory_model.hsa import SyncPlan, coherence_pairs, coherent_pairs
from amdsync.semantics.memory_model.read_masks import AccessMasks, ReadMasks
from amdsync.semantics.memory_model.relations import Rel

DEFAULT_LOOP_BOUND = 2
DEFAULT_MAX_CANDIDATES = 2_000_000


# ---------------------------------------------------------------- events


def _clamp(scope: Scope, addrspace: int) -> Scope:
    """amdgpu-usage, "Memory Scopes": LDS is per workgroup, so LDS operations at scopes
    wider than workgroup behave as workgroup scope."""
    if addrspace == AddressSpace.LOCAL and scope > Scope.WORKGROUP:
        return Scope.WORKGROUP
    return scope


def _make_event(test: LitmusTest, eid: int, thread: int, index: int, tev: TraceEvent,
                place_wg: int, spaces: dict[str, int]) -> Event:
    thr = test.threads[thread]
    place = thr.place
    op = tev.op
    addrspace = spaces.get(tev.location, -1) if tev.location else -1
    text = _describe(tev)
    loc = getattr(op, "loc", thr.loc)
    kind = {"R": EventKind.READ, "W": EventKind.WRITE, "F": EventKind.FENCE,
            "B": EventKind.BARRIER}[tev.kind]
    atomic = False
    ordering = Ordering.NOT_ATOMIC
    scope = Scope.SYSTEM
    av_scope: Scope | None = None
    av_none = False
    sync_spaces: frozenset[int] | None = None
    phase: tuple[int, int] | None = None
    one_as = False
    match op:
        case o.Load(atomic=at) | o.Store(atomic=at):
            if at is not None:
                atomic = True
                ordering = at.ordering
                scope = _clamp(at.scope.scope, addrspace)
                av_scope = scope
                av_none = at.av_none
                sync_spaces = frozenset({addrspace}) if at.scope.one_as else None
                one_as = at.scope.one_as
        case o.AtomicRMW(atomic=at) | o.CmpXchg(atomic=at):
            atomic = True
            ordering = at.ordering
            if isinstance(op, o.CmpXchg) and not tev.rmw and tev.kind == "R":
                ordering = op.failure
            scope = _clamp(at.scope.scope, addrspace)
            av_scope = scope
            av_none = at.av_none
            sync_spaces = frozenset({addrspace}) if at.scope.one_as else None
            one_as = at.scope.one_as
        case o.AvLoad(scope=sc) | o.AvStore(scope=sc):
            scope = _clamp(sc.scope, addrspace)
            av_scope = scope
        case o.Fence(ordering=ordr, scope=sc, address_spaces=spaces_, av_none=avn):
            ordering = ordr
            scope = sc.scope
            av_none = avn
            if spaces_ is not None:
                sync_spaces = spaces_
            # A -one-as fence orders the address space of the atomic it pairs with
            # (amdgpu-usage, "Memory Scopes"; hsa._sync_scope_spaces).
            one_as = sc.one_as
        case o.BarrierArrive():
            phase = (place_wg, tev.barrier_index)
        case _:
            raise AmdsyncError("internal-litmus-event", f"no event for {op!r}", loc)
    return Event(eid, thread, index, kind, place, tev.location, addrspace,
                 tev.value if tev.kind == "W" else None, atomic, ordering, scope, av_scope,
                 av_none, sync_spaces, tev.rmw, phase, text, loc, one_as)


def _describe(tev: TraceEvent) -> str:
    op = tev.op
    if tev.kind == "B":
        return "barrier"
    if tev.kind == "F":
        assert isinstance(op, o.Fence)
        bits_ = [f"fence {op.ordering.name.lower()}"]
        if op.scope.llvm_name():
            bits_.append(op.scope.llvm_name())
        if op.av_none:
            bits_.append("av-none")
        if op.address_spaces is not None:
            bits_.append("as" + ",".join(str(a) for a in sorted(op.address_spaces)))
        return " ".join(bits_)
    what = tev.kind
    attrs = ""
    match op:
        case o.Load(atomic=at) | o.Store(atomic=at) | o.AtomicRMW(atomic=at) | \
                o.CmpXchg(atomic=at):
            if at is not None:
                ordering = at.ordering
                if isinstance(op, o.CmpXchg) and tev.kind == "R" and not tev.rmw:
                    ordering = op.failure  # a failed compare-exchange: its load
                attrs = f" {ordering.name.lower()}"
                if at.scope.llvm_name():
                    attrs += f" {at.scope.llvm_name()}"
                if at.av_none:
                    attrs += " av-none"
        case o.AvLoad(scope=sc):
            attrs = f" load-visible {sc.llvm_name() or 'system'}"
        case o.AvStore(scope=sc):
            attrs = f" store-available {sc.llvm_name() or 'system'}"
        case _:
            pass
    val = "" if tev.kind == "R" else f"={tev.value}"
    return f"{what}{attrs} {tev.location}{val}"


# ---------------------------------------------------------------- enumeration


@dataclass
class _Stats:
    """Candidate counter and the bounds of one exploration. ``tick`` counts one
    candidate and raises :class:`_BoundHit` naming the bound once one is exceeded; the
    clock is read on every candidate, so ``deadline`` holds to well within a second."""

    max_candidates: int
    deadline: float | None = None
    candidates: int = 0
    progress: Callable[[int], None] | None = None  # called every 1024 candidates
    max_memory: int | None = None  # bytes (None: search/memory_bound.py's default)

    def tick(self) -> None:
        if self.candidates >= self.max_candidates:
            raise _BoundHit(f"--max-candidates {self.max_candidates}")
        self.candidates += 1
        if self.candidates % 1024 == 0:
            if self.progress is not None:
                self.progress(self.candidates)
            # (docs/bounds.md, "Memory")
            limit = self.max_memory if self.max_memory is not None else default_max_memory()
            self.max_memory = limit
            used = resident_bytes()
            if used > limit:
                raise _BoundHit(f"--max-memory {gigabytes(limit)} ({gigabytes(used)} "
                                "resident)")
        self.check_clock()

    def check_clock(self) -> None:
        if self.deadline is not None and time.perf_counter() > self.deadline:
            raise _BoundHit("--timeout")


def _linear_extensions(items: Sequence[int], preds: dict[int, int], left: int, prev: int,
                       successor: dict[int, int], predecessor: dict[int, int],
                       ) -> Iterator[list[int]]:
    """Orders of the ``items`` whose bits are in ``left`` (in the order of ``items``
    first) in which each ``x`` comes after every item of ``preds[x]``, placed after
    ``prev``; ``successor[p] = w`` forces ``w`` right after ``p`` and
    ``predecessor[w] = p`` allows ``w`` only right after ``p`` (read-modify-write
    atomicity, built into the order instead of filtered afterwards). A depth-first
    search over positions, iterative (a generator per position cost more than the
    orders)."""
    if not left:
        yield []
        return
    count = len(items)
    path: list[int] = []
    tried = [0]  # per position: the index in items of the next candidate
    while tried:
        last = path[-1] if path else prev
        forced = successor.get(last)
        i = tried[-1]
        chosen = -1
        while i < count:
            x = items[i]
            i += 1
            bit = 1 << x
            if not left & bit or (forced is not None and x != forced):
                continue
            if predecessor.get(x, last) != last:
                continue
            if preds[x] & (left ^ bit):
                continue
            chosen = x
            break
        tried[-1] = i
        if chosen < 0:
            tried.pop()
            if path:
                left |= 1 << path.pop()
            continue
        left ^= 1 << chosen
        path.append(chosen)
        if left:
            tried.append(0)
        else:
            yield list(path)
            left |= 1 << path.pop()


class _CoLayout:
    """The locations of a candidate's coherence orders, from its event shapes alone:
    per location the initial write and the other writes, the locations whose order may
    branch (two writes besides the initial one) first; ``check_after[k]``: check
    coherence after location k — when k is the last one or the next may branch (a
    check before a location with a single order judges nothing the next one misses);
    ``seq_cst``: whether two seq_cst events exist (seq_cst_consistent holds
    otherwise)."""

    def __init__(self, events: Sequence[Event]) -> None:
        by_loc: dict[str, tuple[list[int], list[int]]] = {}
        for e in events:
            if e.is_write and e.location is not None:
                inits, rest = by_loc.setdefault(e.location, ([], []))
                (inits if e.is_init else rest).append(e.id)
        self.locations = sorted(by_loc.values(), key=lambda loc: -len(loc[1]))
        last = len(self.locations) - 1
        self.check_after = [k == last or len(self.locations[k + 1][1]) > 1
                            for k in range(len(self.locations))]
        self.seq_cst = sum(e.ordering == Ordering.SEQ_CST for e in events) >= 2


def _coherence_orders(events: Sequence[Event], layout: _CoLayout, judged: _Model,
                      rf: Sequence[int | None], successor: dict[int, int],
                      stats: _Stats) -> Iterator[list[int]]:
    """The coherence orders of one (combination, reads-from) candidate that pass
    coherence and seq_cst, one location at a time: per location, the linear extensions
    of location order among its writes (initial write first) in which each
    read-modify-write's write immediately follows the write its read reads from
    (``successor``: source → rmw write, hsa.rmw_atomic). After a location's order is
    chosen, coherence and ``seq_cst_consistent`` are evaluated on the order built so
    far (the locations still to choose have no co edges yet) where ``layout`` says;
    both only lose when co edges are added (docs/litmus.md, "What is enumerated"), so a
    failing prefix has no consistent completion and is dropped at once. Every order
    examined counts as a candidate. Coherence is ``hsa.coherent_pairs`` over the
    model's ``coherence_pairs``: ``coherent`` itself for the transitive co built here."""
    predecessor = {w: src for src, w in successor.items()}
    locations = layout.locations
    check_after = layout.check_after
    co = [0] * len(events)
    hb = judged.model.hb
    pairs = judged.coherence_pairs()
    seq_cst = layout.seq_cst

    def consistent() -> bool:
        return coherent_pairs(pairs, rf, co) and (
            not seq_cst or seq_cst_consistent(events, hb, rf, co))

    # Generated lazily (a location with 12 unordered writes has 12! orders:
    # materializing them ignored every bound, fuzz repro S07).
    def choose(k: int) -> Iterator[list[int]]:
        if k == len(locations):
            yield list(co)
            return
        inits, rest = locations[k]
        preds = judged.co_preds(k, rest)
        left = 0
        for w in rest:
            left |= 1 << w
        start = inits[-1] if inits else -1
        check = check_after[k]
        for tail in _linear_extensions(rest, preds, left, start, successor, predecessor):
            stats.tick()
            later = 0
            for w in reversed(inits + tail):
                co[w] = later
                later |= 1 << w
            if not check or consistent():
                yield from choose(k + 1)
        for w in inits + rest:
            co[w] = 0

    if not locations:
        stats.tick()
        if consistent():
            yield list(co)
        return
    yield from choose(0)


def explore(test: LitmusTest, loop_bound: int = DEFAULT_LOOP_BOUND,
            max_candidates: int = DEFAULT_MAX_CANDIDATES,
            deadline: float | None = None,
            progress: Callable[[int], None] | None = None,
            reading: Reading = Reading.SPEC, max_memory: int | None = None) -> LitmusResult:
    """Enumerate all consistent executions of ``test`` and collect its outcomes.
    ``deadline`` is a :func:`time.perf_counter` instant after which the exploration
    stops, incomplete (``LitmusResult.bound`` names the bound that was hit).
    ``reading``: how a plain read of several writes reads (docs/semantics/readings.md)."""
    started = time.perf_counter()
    columns = columns_of(test)
    stats = _Stats(max_candidates, deadline, progress=progress, max_memory=max_memory)
    bound: str | None = None
    try:
        stats.check_clock()
        _, trace_sets, capped = value_domains(test, loop_bound, stats.check_clock)
    except _BoundHit as hit:
        result = LitmusResult(
            test=test, columns=columns, outcomes=[], executions=0, filtered_out=0,
            candidates=0, cut_paths=0, racy=False, race_witness=None,
            seconds=time.perf_counter() - started, incomplete=True, bound=str(hit))
        return result
    if capped:
        bound = "value-domain rounds"
    never_undef = never_undef_reads(test)
    spaces = {loc.name: loc.addrspace for loc in test.locations}
    outcomes: dict[tuple[tuple[str, Value], ...], Outcome] = {}
    executions = 0
    undef_executions = 0
    filtered_out = 0
    race_witness: Execution | None = None
    incomplete = capped
    cut = sum(ts.cut for ts in trace_sets)
    memo = _Memo(reading=reading)
    try:
        for combo in _feasible_combinations(test, [ts.traces for ts in trace_sets],
                                            stats):
            for ex in _executions_of(test, combo, spaces, stats, never_undef, memo):
                if test.filter is not None and not eval_prop(test.filter, ex)[0]:
                    filtered_out += 1
                    continue
                executions += 1
                if ex.undef_reads():
                    undef_executions += 1
                if ex.races and race_witness is None:
                    race_witness = ex
                state = tuple((c, column_value(ex, c)) for c in columns)
                if state in outcomes:
                    outcomes[state].count += 1
                else:
                    sat = satisfies(test.condition, ex)
                    outcomes[state] = Outcome(state, 1, sat, ex)
    except _BoundHit as hit:
        incomplete = True
        bound = str(hit)
    result = LitmusResult(
        test=test, columns=columns,
        outcomes=sorted(outcomes.values(), key=lambda o: state_key(o.state)),
        executions=executions, filtered_out=filtered_out, candidates=stats.candidates,
        cut_paths=cut, racy=race_witness is not None,
        race_witness=race_witness, seconds=time.perf_counter() - started,
        incomplete=incomplete, undef_executions=undef_executions, bound=bound)
    result.verdict_ok = verdict(test.condition, result.positive, result.negative)
    return result


class _BoundHit(Exception):
    pass


def executions(test: LitmusTest, loop_bound: int = DEFAULT_LOOP_BOUND,
               max_candidates: int = DEFAULT_MAX_CANDIDATES,
               reading: Reading = Reading.SPEC) -> Iterator[Execution]:
    """Every consistent execution of ``test``, its ``filter`` ignored, for a caller that
    judges executions itself (the outcome table of :func:`explore` keeps one witness
    per final state). A bound hit — the candidate budget, or value domains cut short —
    is ``error[litmus-incomplete]``: the executions yielded so far are not all."""
    stats = _Stats(max_candidates)
    try:
        _, trace_sets, capped = value_domains(test, loop_bound, stats.check_clock)
        if capped:
            raise _BoundHit("value-domain rounds")
        never_undef = never_undef_reads(test)
        spaces = {loc.name: loc.addrspace for loc in test.locations}
        memo = _Memo(reading=reading)
        for combo in _feasible_combinations(test, [ts.traces for ts in trace_sets],
                                            stats):
            yield from _executions_of(test, combo, spaces, stats, never_undef, memo)
    except _BoundHit as hit:
        raise AmdsyncError("litmus-incomplete", f"{hit} hit: not every execution was "
                           "enumerated", test.loc) from None


Need = tuple[str, Value]  # (location, value) a read of a trace needs some write to give


def _trace_needs(test: LitmusTest, trace: Trace,
                 ) -> tuple[frozenset[Need], frozenset[Need], frozenset[Need]]:
    """What a thread trace needs from the other threads and what it offers them: the
    (location, value) pairs its reads guessed that neither the initial value nor an
    earlier write of the same trace supplies; the same with only the writes the read
    may see (``visible``); and the (location, value) pairs it writes. A read of value
    ``v`` must read from a write of ``v`` that it does not happen-before
    (amdgpu-memory-model, "Location Order"): a write later in the same thread is
    po-after the read; and once the thread has written the location, the initial
    write and its earlier writes to it are hidden from the read (``_hidden_writes``),
    so of the thread's own writes only its last one before the read (or, before any,
    the initial value) can supply it. What is left must come from another thread."""
    init = {loc.name: loc.init for loc in test.locations if loc.init is not None}
    needs: set[Need] = set()
    visible: set[Need] = set()
    written: set[Need] = set()
    last: dict[str, Value] = {}  # the value of the thread's last write to each location
    for ev in trace.events:
        if ev.location is None:
            continue
        if ev.kind == "R" and ev.value is not None and ev.value is not UNDEF:
            want = (ev.location, ev.value)
            if init.get(ev.location) != ev.value and want not in written:
                needs.add(want)
            if ev.location in last:
                supplied = last[ev.location] == ev.value
            else:
                supplied = init.get(ev.location) == ev.value
            if not supplied:
                visible.add(want)
        elif ev.kind == "W" and ev.value is not None:
            written.add((ev.location, ev.value))
            last[ev.location] = ev.value
    return frozenset(needs), frozenset(visible), frozenset(written)


def _feasible_combinations(test: LitmusTest, trace_lists: Sequence[Sequence[Trace]],
                           stats: _Stats) -> Iterator[tuple[Trace, ...]]:
    """The combinations of one trace per thread in which every guessed read value is
    written by some other thread's trace — the others cannot give any execution, since
    a read returns ``undef`` or the value of a write it may see. Built thread by thread,
    a prefix is abandoned as soon as a need of a chosen trace is met neither by the
    other chosen traces nor by any trace of the threads still to choose (DESIGN.md:
    prune inconsistent prefixes early). Traces of a thread with the same needs and
    offers are tried as one group, and needs and offers are bitsets."""
    n = len(trace_lists)
    bit_of: dict[Need, int] = {}

    def mask(items: frozenset[Need]) -> int:
        out = 0
        for item in items:
            out |= 1 << bit_of.setdefault(item, len(bit_of))
        return out

    groups: list[list[tuple[int, int, list[Trace]]]] = []
    # Per trace (by identity): the needs that only other threads can meet, counting
    # the writes hidden from a read (_hidden_writes), and its offers.
    strict: dict[int, tuple[int, int]] = {}
    for traces in trace_lists:
        by_key: dict[tuple[int, int], list[Trace]] = {}
        for tr in traces:
            trace_needs, visible_needs, trace_writes = _trace_needs(test, tr)
            offers = mask(trace_writes)
            by_key.setdefault((mask(trace_needs), offers), []).append(tr)
            strict[id(tr)] = (mask(visible_needs), offers)
        groups.append([(nd, wr, trs) for (nd, wr), trs in by_key.items()])
    # What threads k.. (any of their traces) could still write.
    suffix = [0] * (n + 1)
    for k in range(n - 1, -1, -1):
        offered = suffix[k + 1]
        for _, offers, _ in groups[k]:
            offered |= offers
        suffix[k] = offered
    needs_of: list[int] = []
    writes_of: list[int] = []

    def met(k: int) -> bool:
        """Can every need of the chosen traces 0..k-1 still be met?"""
        for i, needs in enumerate(needs_of):
            if not needs:
                continue
            others = suffix[k]
            for j, writes in enumerate(writes_of):
                if j != i:
                    others |= writes
            if needs & ~others:
                return False
        return True

    chosen: list[list[Trace]] = []

    def meets(combo: tuple[Trace, ...]) -> bool:
        """Is every strict need of the combination's traces written by another?"""
        masks = [strict[id(tr)] for tr in combo]
        for i, (needs, _) in enumerate(masks):
            if needs:
                others = 0
                for j, (_, writes) in enumerate(masks):
                    if j != i:
                        others |= writes
                if needs & ~others:
                    return False
        return True

    def extend(k: int) -> Iterator[tuple[Trace, ...]]:
        if k == n:
            # The groups' needs count every own earlier write; each combination is
            # then held to its strict needs, in the same order.
            for combo in itertools.product(*chosen):
                if meets(combo):
                    yield combo
            return
        for needs, writes, traces in groups[k]:
            stats.check_clock()
            needs_of.append(needs)
            writes_of.append(writes)
            if met(k + 1):
                chosen.append(traces)
                yield from extend(k + 1)
                chosen.pop()
            needs_of.pop()
            writes_of.pop()

    yield from extend(0)


@dataclass(frozen=True)
class _Candidate:
    """The events of one trace combination: initial writes first, then each thread's
    trace events in order; the read-modify-write pairs (read, write); each thread's
    first event id and shape; each read's guessed value (None: symbolic) and
    operation."""

    events: tuple[Event, ...]
    rmw: tuple[tuple[int, int], ...]
    bases: tuple[int, ...]
    shape: tuple[int, ...]  # the shape number of each thread's events (_Memo)
    guesses: dict[int, Value | None]
    ops: dict[int, o.Op]


def _shape(e: Event) -> tuple[object, ...]:
    """Everything of an event the model reads: all but its value and its text. The
    relations of :func:`analyse`, ``read_value`` and ``data_races`` never look at a
    value (values only decide which traces and reads-from choices exist)."""
    return (e.kind, e.location, e.addrspace, e.atomic, e.ordering, e.scope, e.av_scope,
            e.av_none, e.sync_spaces, e.rmw, e.phase, e.one_as)


# A thread's events for one trace, the number of their shape, rmw pairs and reads.
_ThreadEvents = tuple[tuple[Event, ...], int, tuple[tuple[int, int], ...],
                      tuple[tuple[int, "Value | None", o.Op], ...]]


@dataclass
class _Memo:
    """What one exploration shares between trace combinations: each thread trace's
    events (per first id) with the number of its shape, and the judged model per
    (shapes of the threads' events, sw edges)."""

    events: dict[tuple[int, int, int], _ThreadEvents] = field(default_factory=dict)
    inits: tuple[Event, ...] | None = None  # the initial writes
    # Per (thread, trace): the first id it was built from, and what was built.
    events_at: dict[tuple[int, int], tuple[int, _ThreadEvents]] = field(default_factory=dict)
    shapes: dict[tuple[tuple[object, ...], ...], int] = field(default_factory=dict)
    models: dict[tuple[tuple[int, ...], tuple[SwEdge, ...]], _Model | None] = field(
        default_factory=dict)
    # What the shapes alone decide, per shapes of the threads' events (_Shape).
    shapes_info: dict[tuple[int, ...], _Shape] = field(default_factory=dict)
    # How a plain read of several writes reads (semantics/memory_model/read_rules.py).
    reading: Reading = Reading.SPEC
    # Each thread's place, and the threads of each (thread, scope)'s instance
    # (read_masks.AccessMasks).
    places: dict[int, ThreadPlace] | None = None
    cover: dict[tuple[int, int], int] = field(default_factory=dict)


def _combination_events(test: LitmusTest, combo: Sequence[Trace], spaces: dict[str, int],
                        memo: _Memo | None = None) -> _Candidate:
    # Barrier phases: the k-th barrier of each thread of a workgroup forms phase k. A
    # thread that ends drops the workgroup barrier (amdgpu-execution-synchronization,
    # s_barrier: "When a thread ends, it automatically drops this barrier object if it
    # had previously joined it"), so threads passing fewer barriers never block the
    # others: later phases complete among the threads still running.
    memo = _Memo() if memo is None else memo
    if memo.inits is None:
        inits: list[Event] = []
        for location in test.locations:
            if location.init is None:
                continue
            eid = len(inits)
            inits.append(Event(eid, INIT_THREAD, eid, EventKind.WRITE, None, location.name,
                               location.addrspace, location.init, True, Ordering.MONOTONIC,
                               Scope.SYSTEM, Scope.SYSTEM, False, None, False, None,
                               f"W init {location.name}={location.init}", location.loc))
        memo.inits = tuple(inits)
    events: list[Event] = list(memo.inits)
    rmw: list[tuple[int, int]] = []
    bases: list[int] = []
    shape: list[int] = []
    guesses: dict[int, Value | None] = {}
    ops_of: dict[int, o.Op] = {}
    for t, trace in enumerate(combo):
        base = len(events)
        bases.append(base)
        # A thread's events depend only on its trace and first id: built once per
        # (thread, trace, first id) and shared by every combination that has them.
        key = (t, id(trace), base)
        built = memo.events.get(key)
        if built is None:
            built = memo.events[key] = _thread_events(test, t, trace, base, spaces, memo)
        evs, number, pairs, reads = built
        events.extend(evs)
        shape.append(number)
        rmw.extend(pairs)
        for eid, value, op in reads:
            guesses[eid] = value
            ops_of[eid] = op
    return _Candidate(tuple(events), tuple(rmw), tuple(bases), tuple(shape), guesses,
                      ops_of)


def _thread_events(test: LitmusTest, t: int, trace: Trace, base: int,
                   spaces: dict[str, int], memo: _Memo) -> _ThreadEvents:
    """Thread ``t``'s events for ``trace`` from id ``base`` on, the number of their
    shape, its rmw pairs (read, write) and its reads (id, guessed value, operation)."""
    # The same trace from another first id: the same events, renumbered (describing
    # and classifying the operations again cost a tenth of the corpus).
    other = memo.events_at.get((t, id(trace)))
    if other is not None:
        delta = base - other[0]
        evs0, number, pairs0, reads0 = other[1]
        return (tuple(e.with_id(e.id + delta) for e in evs0), number,
                tuple((r + delta, w + delta) for r, w in pairs0),
                tuple((r + delta, v, op) for r, v, op in reads0))
    wg = test.threads[t].place.workgroup
    evs = tuple(_make_event(test, base + index, t, index, tev, wg, spaces)
                for index, tev in enumerate(trace.events))
    number = memo.shapes.setdefault(tuple(_shape(e) for e in evs), len(memo.shapes))
    pairs: list[tuple[int, int]] = []
    reads: list[tuple[int, Value | None, o.Op]] = []
    for index, tev in enumerate(trace.events):
        eid = base + index
        if tev.kind == "W" and index > 0 and trace.events[index - 1].rmw:
            pairs.append((eid - 1, eid))
        if tev.kind == "R":
            reads.append((eid, tev.value, tev.op))
    built = (evs, number, tuple(pairs), tuple(reads))
    memo.events_at[(t, id(trace))] = (base, built)
    return built


class _Model:
    """The model of every candidate with the same event shapes and sw edges
    (``analyse`` uses reads-from only through sw, and no relation depends on a value),
    with — computed on first use, then kept — what the read-value rules allow each read
    and the data races. ``events`` are those of the first such candidate; only their
    shapes are read."""

    def __init__(self, events: Sequence[Event], model: ModelState, masks: AccessMasks,
                 reading: Reading = Reading.SPEC) -> None:
        self.events = events
        self.model = model
        self.reading = reading
        self._reads = ReadMasks(events, masks, model.hb, model.lo, reading)
        self._rules: dict[int, ReadValue] = {}
        self._races: tuple[tuple[int, int], ...] | None = None
        self._pairs: list[tuple[int, int]] | None = None
        self._co_preds: dict[int, dict[int, int]] = {}
        self._co_graph: dict[int, int] | None = None

    def rule(self, read: int) -> ReadValue:
        """``read_value`` of ``read`` in this model (read_masks.ReadMasks)."""
        found = self._rules.get(read)
        if found is None:
            found = self._rules[read] = self._reads.value(read)
        return found

    def allows(self, read: int, source: int | None) -> bool:
        allowed = self.rule(read)
        return allowed.is_undef if source is None else source in allowed.sources

    def races(self) -> tuple[tuple[int, int], ...]:
        """``data_races`` of this model."""
        if self._races is None:
            self._races = tuple(self._reads.races())
        return self._races

    def coherence_pairs(self) -> list[tuple[int, int]]:
        """hsa.coherence_pairs of this model."""
        if self._pairs is None:
            self._pairs = coherence_pairs(self.events, self.model.hb)
        return self._pairs

    def co_graph(self, layout: _CoLayout) -> dict[int, int]:
        """The writes each write must precede in a coherence order that
        ``_coherence_orders`` generates: for an initial write, its location's other
        writes; for another write, those of them it is location-ordered before."""
        if self._co_graph is None:
            lo = self.model.lo
            graph: dict[int, int] = {}
            for inits, rest in layout.locations:
                mask = 0
                for w in rest:
                    mask |= 1 << w
                for w in inits:
                    graph[w] = mask
                for w in rest:
                    graph[w] = lo[w] & mask
            self._co_graph = graph
        return self._co_graph

    def co_preds(self, k: int, writes: Sequence[int]) -> dict[int, int]:
        """For location ``k`` of the layout (its non-initial ``writes``): each write's
        location-order predecessors among them (co must extend lo)."""
        found = self._co_preds.get(k)
        if found is None:
            lo = self.model.lo
            found = self._co_preds[k] = {
                x: sum(1 << y for y in writes if lo[y] >> x & 1) for x in writes}
        return found


# A non-atomic read that returns the last of several writes in coherence order
# (--reading latest-write): the read and the writes.
Latest = tuple[tuple[int, tuple[int, ...]], ...]


def _plain_sources(events: Sequence[Event], judged: _Model, plain_reads: Sequence[int],
                   guesses: dict[int, Value | None]
                   ) -> tuple[tuple[tuple[int, int | None], ...], Latest] | None:
    """(read, source) of each non-atomic read, from the read-value rules (one write, or
    none: ``undef``), and the reads whose source is the last of several writes in a
    coherence order not chosen yet (``--reading latest-write``); None when a read's
    value contradicts the value its thread trace assumed (no execution of this
    candidate has this model)."""
    out: list[tuple[int, int | None]] = []
    latest: list[tuple[int, tuple[int, ...]]] = []
    for r in plain_reads:
        rule = judged.rule(r)
        if rule.case is ReadCase.LATEST_WRITE:
            latest.append((r, rule.sources))
            continue
        source = None if rule.is_undef else rule.sources[0]
        value: Value = UNDEF if source is None else _written(events[source])
        guess = guesses[r]
        if guess is not None and guess != value:
            return None
        out.append((r, source))
    return tuple(out), tuple(latest)


def _latest_sources(events: Sequence[Event], co: Rel, latest: Latest,
                    guesses: dict[int, Value | None]) -> list[tuple[int, int]] | None:
    """Each latest-write read's source under coherence order ``co``: the write of its
    several that no other of them follows; None when one's value contradicts what its
    thread trace assumed (this coherence order gives no execution of the candidate)."""
    out: list[tuple[int, int]] = []
    for r, writes in latest:
        last = next(w for w in writes if not any(co[w] >> v & 1 for v in writes if v != w))
        guess = guesses[r]
        if guess is not None and guess != _written(events[last]):
            return None
        out.append((r, last))
    return out


def _assign(reads: Sequence[int], cands: dict[int, list[int | None]], rf: list[int | None],
            successor: dict[int, int], rmw_write: dict[int, int],
            co_graph: dict[int, int] | None = None) -> Iterator[None]:
    """Choose reads-from for ``reads`` in ``rf`` (restored on exit), yielding once per
    complete choice, in the order of a depth-first search over the reads in turn. A
    read-modify-write's write comes right after its read's source in coherence order
    (hsa.rmw_atomic), so ``successor`` maps each source to the rmw write that must
    follow it; a choice is dropped when a second rmw would follow the same write or
    when the forced successors close a cycle — no coherence order has either — and,
    given the model's ``co_graph`` (``_Model.co_graph``), when the forced successors
    cannot lie in any order ``_coherence_orders`` would generate (``_chains_fit``).
    (Iterative: a generator per read cost as much as the rest of the enumeration.)"""
    depth = len(reads)
    if depth == 0:
        yield
        return
    # The inverse of ``successor``, kept for _chains_fit.
    pred = {w: p for p, w in successor.items()} if co_graph is not None else {}
    options = [cands[r] for r in reads]
    owns = [rmw_write.get(r) for r in reads]
    nxt = [0] * depth  # the next option to try at each level
    placed: list[int | None] = [None] * depth  # the successor key set at each level
    k = 0
    while k >= 0:
        key = placed[k]
        if key is not None:
            pred.pop(successor.pop(key), None)
            placed[k] = None
        opts = options[k]
        own = owns[k]
        i = nxt[k]
        chosen = False
        while i < len(opts):
            source = opts[i]
            i += 1
            if own is not None and source is not None:
                if source in successor:
                    continue
                follower: int | None = own
                while follower is not None and follower != source:
                    follower = successor.get(follower)
                if follower is not None:
                    continue  # own ... source -> own would be a cycle
                if co_graph is not None:
                    successor[source] = own
                    pred[own] = source
                    if not _chains_fit(co_graph, successor, pred, source):
                        del successor[source]
                        del pred[own]
                        continue
                else:
                    successor[source] = own
                placed[k] = source
            rf[reads[k]] = source
            chosen = True
            break
        nxt[k] = i
        if not chosen:
            rf[reads[k]] = None
            nxt[k] = 0
            k -= 1
        elif k == depth - 1:
            yield
        else:
            k += 1


def _chains_fit(graph: dict[int, int], successor: dict[int, int], pred: dict[int, int],
                source: int) -> bool:
    """Can the chain of forced successors through ``source`` (just made) lie in a
    coherence order ``_coherence_orders`` generates? Those place each location's
    initial write first, every write after its location-order predecessors, and each
    forced successor right after its source — so every chain is a contiguous run, in
    chain order. ``graph[w]``: the writes ``w`` must precede (its location's other
    writes for the initial write; its location-order successors among them for the
    others). False — no such order exists (docs/litmus.md, "What is enumerated", step
    4) — when an edge of ``graph`` goes back inside the chain, or leaves it and, through
    other chains (each a unit, entered anywhere), returns to it: the runs would have to
    be ordered in a cycle. (True does not promise an order: the generation decides.)
    ``pred`` is the inverse of ``successor``."""
    head = source
    while head in pred:
        head = pred[head]
    block = 0
    out = 0
    x: int | None = head
    while x is not None:
        edges = graph.get(x, 0)
        if edges & block:
            return False  # x must precede a write placed before it in the chain
        block |= 1 << x
        out |= edges
        x = successor.get(x)
    seen = block
    todo = out & ~block
    while todo:
        y = (todo & -todo).bit_length() - 1
        while y in pred:
            y = pred[y]
        reach = 0
        members = 0
        z: int | None = y
        while z is not None:
            members |= 1 << z
            reach |= graph.get(z, 0)
            z = successor.get(z)
        if reach & block:
            return False
        seen |= members
        todo = (todo | reach) & ~seen
    return True


class _Shape:
    """What the event shapes of a trace combination decide, found once for every
    combination with those shapes (event ids and shapes are the same in all of them):
    program order, the sw plan, the rmw pairs by read, the atomic and plain reads in
    id order, each atomic read's possible sources before values are compared (the
    writes to its location it is not po-before, its own rmw write excepted: a read
    never sees a write it happens-before; nor a write that every model places
    location-order-before another write location-ordered before the read: the initial
    write, or a write po-before another one, when a write of the read's thread to its
    location is po-before it — docs/litmus.md, "What is enumerated", step 3), the reads
    that choose in the first round
    (``_executions_of``) and the others, and the coherence layout."""

    def __init__(self, events: Sequence[Event], rmw: Sequence[tuple[int, int]],
                 reads: Sequence[int], places: Mapping[int, ThreadPlace],
                 cover: dict[tuple[int, int], int]) -> None:
        self.po = po = _program_order(events)
        self.plan = SyncPlan(events, po, rmw)
        self.rmw_write = rmw_write = dict(rmw)
        self.atomic_reads = [r for r in reads if events[r].atomic]
        self.plain_reads = [r for r in reads if not events[r].atomic]
        self.sources: dict[int, list[int]] = {}
        by_location = writes_by_location(events)
        for r in self.atomic_reads:
            writes = by_location.get(events[r].location, [])
            own = rmw_write.get(r)
            hidden = _hidden_writes(events, po, writes, r)
            self.sources[r] = [w for w in writes
                               if not po[r] >> w & 1 and w != own and not hidden >> w & 1]
        # The reads whose reads-from can create sw edges: those with an acquire
        # operation (the read, or an acquire fence po-after it; hsa.SyncPlan).
        has_acquire = {r for r, _ in self.plan.acquiring}
        acquiring = [r for r in self.atomic_reads if r in has_acquire]
        self.syncing = acquiring + [r for r in self.atomic_reads
                                    if r in rmw_write and r not in acquiring] \
            if acquiring else []
        self.others = [r for r in self.atomic_reads if r not in self.syncing]
        self.layout = _CoLayout(events)
        self.masks = AccessMasks(events, places, cover)


def _program_order(events: Sequence[Event]) -> Rel:
    """``hsa.program_order`` of a candidate's events, which ``_combination_events``
    numbers thread by thread in program order: each event's row is the rest of its
    thread's ids."""
    po = [0] * len(events)
    end: dict[int, int] = {}
    for e in events:
        if not e.is_init:
            end[e.thread] = e.id + 1
    for e in events:
        if not e.is_init:
            po[e.id] = ((1 << end[e.thread]) - 1) ^ ((2 << e.id) - 1)
    return po


def _hidden_writes(events: Sequence[Event], po: Rel, writes: Sequence[int], r: int) -> int:
    """The writes among ``writes`` (those of read ``r``'s location) that ``r`` may see
    in no model of these events: ``W1`` with ``W1 lo W2 lo R`` for a write ``W2``
    ("Location Order", may_see) where both edges hold whatever hb is — ``W2`` is
    po-before ``r`` (lo's first bullet), and ``W1`` is the initial write (lo-before every
    other access) or po-before ``W2``. The read-value rules only ever return a write
    the read may see, so no execution reads from one (docs/litmus.md, "What is
    enumerated", step 3)."""
    before = 0  # the writes of the location po-before r
    for w in writes:
        if po[w] >> r & 1:
            before |= 1 << w
    hidden = 0
    if before:
        for w in writes:
            if events[w].is_init or po[w] & before:
                hidden |= 1 << w
    return hidden


def _executions_of(test: LitmusTest, combo: Sequence[Trace], spaces: dict[str, int],
                   stats: _Stats, never_undef: set[o.Op],
                   memo: _Memo | None = None) -> Iterator[Execution]:
    """The consistent executions of one trace combination. Reads-from is chosen in two
    rounds: first the atomic reads whose source can create synchronizes-with edges (the
    acquiring reads, and then every rmw read, since rmws extend release sequences); the
    model (``analyse``) depends on reads-from only through sw, so once those are chosen
    it is fixed (memoized per event shapes and sw, ``_Memo``), and the other atomic
    reads choose only among the sources the read-value rules allow them."""
    stats.tick()
    memo = _Memo() if memo is None else memo
    cand = _combination_events(test, combo, spaces, memo)
    events = cand.events
    rmw = cand.rmw
    guesses = cand.guesses
    info = memo.shapes_info.get(cand.shape)
    if info is None:
        if memo.places is None:
            memo.places = {t: thread.place for t, thread in enumerate(test.threads)}
        info = memo.shapes_info[cand.shape] = _Shape(events, rmw, sorted(guesses),
                                                     memo.places, memo.cover)
    po = info.po
    rmw_write = info.rmw_write
    # Only atomic reads can synchronize or have a choice of value ("Location Order":
    # the atomic-with-inclusive-scopes case); a non-atomic read's value is determined
    # by hb and location order, so it is computed, not enumerated.
    plain_reads = info.plain_reads
    choices: dict[int, list[int | None]] = {}
    for r in info.atomic_reads:
        guess = guesses[r]
        options: list[int | None] = []
        if guess is UNDEF or (guess is None and cand.ops[r] not in never_undef):
            options.append(None)
        for w in info.sources[r]:
            # A read guessed undef either has no source (the read-value rules return
            # undef) or reads a write of undef (an rmw that read undef, a store of an
            # undef register): in the atomic case it returns that write's value.
            value = events[w].value
            if guess is UNDEF:
                if value is not None and value is not UNDEF:
                    continue
            elif guess is not None and value != guess:
                continue
            options.append(w)
        if not options:
            return
        choices[r] = options
    syncing = info.syncing
    others = info.others
    n = len(events)
    rf: list[int | None] = [None] * n
    successor: dict[int, int] = {}
    plain_by_sw: dict[tuple[SwEdge, ...],
                      tuple[tuple[tuple[int, int | None], ...], Latest] | None] = {}
    regs = _RegsOf(test, combo, cand.bases, events)
    for _ in _assign(syncing, choices, rf, successor, rmw_write):
        stats.tick()
        # The other reads are unset here; they do not take part in sw.
        sw = tuple(info.plan.edges(rf))
        key = (cand.shape, sw)
        if key in memo.models:
            judged = memo.models[key]
        else:
            model = analyse(events, rf, rmw, po, sw)
            judged = memo.models[key] = (None if model is None
                                         else _Model(events, model, info.masks, memo.reading))
        if judged is None or not all(judged.allows(r, rf[r]) for r in syncing):
            continue
        allowed_choices: dict[int, list[int | None]] = {}
        for r in others:
            allowed_choices[r] = [s for s in choices[r] if judged.allows(r, s)]
            if not allowed_choices[r]:
                break
        else:
            if sw not in plain_by_sw:
                plain_by_sw[sw] = _plain_sources(events, judged, plain_reads, guesses)
            plain = plain_by_sw[sw]
            if plain is not None:
                yield from _complete(cand, info.layout, judged, plain[0], plain[1], others,
                                     allowed_choices, rf, successor, stats, regs)


def _complete(cand: _Candidate, layout: _CoLayout, judged: _Model,
              plain: tuple[tuple[int, int | None], ...], latest: Latest,
              others: Sequence[int],
              allowed_choices: dict[int, list[int | None]], rf: list[int | None],
              successor: dict[int, int], stats: _Stats, regs: _RegsOf,
              ) -> Iterator[Execution]:
    """The executions of one candidate once its synchronizing reads have their sources:
    the other atomic reads' sources, then the coherence orders."""
    events = cand.events
    rmw_write = dict(cand.rmw)
    for _ in _assign(others, allowed_choices, rf, successor, rmw_write,
                     judged.co_graph(layout)):
        if others:
            stats.tick()
        full = list(rf)
        for r, source in plain:
            full[r] = source
        final_regs = None  # found with the first coherence order that gives an execution
        for co in _coherence_orders(events, layout, judged, full, successor, stats):
            if not rmw_atomic(full, co, cand.rmw):
                continue  # built into the generation; kept as a check
            if latest:
                chosen = _latest_sources(events, co, latest, cand.guesses)
                if chosen is None:
                    continue
                read_from = list(full)
                for r, source in chosen:
                    read_from[r] = source
                yield Execution(events, tuple(read_from), tuple(co), cand.rmw, judged.model,
                                regs.of(read_from), _final_memory(events, co),
                                judged.races())
                continue
            if final_regs is None:
                final_regs = regs.of(full)
            yield Execution(events, tuple(full), tuple(co), cand.rmw, judged.model,
                            final_regs, _final_memory(events, co), judged.races())


def _written(w: Event) -> Value:
    return w.value if w.value is not None else UNDEF


class _RegsOf:
    """The final registers of one trace combination's executions: each thread's
    registers, a pending one (a read's value) taken from reads-from. The table is
    built on the first execution (most combinations have none)."""

    def __init__(self, test: LitmusTest, combo: Sequence[Trace], bases: Sequence[int],
                 events: Sequence[Event]) -> None:
        self.test = test
        self.combo = combo
        self.bases = bases
        self.events = events
        # (thread, [(register, its value, or -1 and the id of the read that gives it)])
        self.threads: list[tuple[str, list[tuple[str, Value, int]]]] | None = None

    def _table(self) -> list[tuple[str, list[tuple[str, Value, int]]]]:
        threads: list[tuple[str, list[tuple[str, Value, int]]]] = []
        for t, trace in enumerate(self.combo):
            regs: list[tuple[str, Value, int]] = []
            for name, value in trace.regs:
                if isinstance(value, Pending):
                    regs.append((name, UNDEF, self.bases[t] + value.slot))
                else:
                    regs.append((name, value, -1))
            threads.append((self.test.threads[t].name, regs))
        return threads

    def of(self, rf: Sequence[int | None]) -> tuple[tuple[str, tuple[tuple[str, Value], ...]],
                                                      ...]:
        events = self.events
        if self.threads is None:
            self.threads = self._table()
        out: list[tuple[str, tuple[tuple[str, Value], ...]]] = []
        for thread, regs in self.threads:
            values: list[tuple[str, Value]] = []
            for name, value, read in regs:
                if read < 0:
                    values.append((name, value))
                else:
                    source = rf[read]
                    values.append((name, UNDEF if source is None else _written(events[source])))
            out.append((thread, tuple(values)))
        return tuple(out)


def _final_regs(test: LitmusTest, combo: Sequence[Trace], bases: Sequence[int],
                events: Sequence[Event], rf: Sequence[int | None],
                ) -> tuple[tuple[str, tuple[tuple[str, Value], ...]], ...]:
    """Each thread's final registers under reads-from ``rf`` (one execution)."""
    return _RegsOf(test, combo, bases, events).of(rf)


def _final_memory(events: Sequence[Event], co: Sequence[int]) -> tuple[tuple[str, Value], ...]:
    """Each location's value after the last write to it in coherence order."""
    writes: dict[str, int] = {}
    for e in events:
        if e.is_write and e.location is not None:
            writes[e.location] = writes.get(e.location, 0) | 1 << e.id
    last: dict[str, Value] = {}
    for e in events:
        if e.is_write and e.location is not None and not co[e.id] & writes[e.location]:
            last[e.location] = e.value if e.value is not None else UNDEF
    return tuple(sorted(last.items()))
