"""Proof obligations of a pipelined loop (``amdsync pipeline --verify``).

*Safety.* A group committed to queue ``q`` completes at some point between its commit and
the first wait on ``q`` that forces it (RFC: groups of one queue complete in FIFO order;
``async_wait_queue(q, N)`` forces all but the ``N`` newest). At every program point the
set of groups that may still be in flight is therefore largest in the *lazy* order, where
nothing completes until a wait forces it, and every completion order the waits allow
lies between "all complete at once" and the lazy one. An access that conflicts with a
group in flight in the lazy order is a race in some allowed order; if no access does,
every allowed order reads exactly the values of running each async statement when it is
issued. So one lazy pass decides safety for all completion orders; the test suite checks
this against brute-force enumeration of completion points.

The checks (amdgpu-async-operations, "Memory Consistency Model": an async operation
orders before an overlapping access only once completed):

* no statement reads an element an in-flight async statement writes;
* no statement writes an element an in-flight async statement reads or writes;
* nothing is in flight when the program ends;
* the transformed loop computes the original's values: the same opaque calls with the
  same arguments, the same final external buffers, and (when both carry statement
  origins) the same values read by every statement instance, for several seeds.

*Minimality.* A wait that forces a group is minimal when waiting for one group fewer
(count + 1) would leave that group in flight while a later statement conflicts with it
(counting the accesses an async statement makes under a data-dependent condition, which
a static count must cover); a wait that forces nothing is already a no-op.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from amdsync.diagnostics import Loc
from amdsync.pipeline.access import ElemTable, format_key
from amdsync.pipeline.budget import check_time
from amdsync.pipeline.interp import (
    CommitEvent,
    Elem,
    Event,
    Run,
    StmtEvent,
    WaitEvent,
    run_program,
)
from amdsync.pipeline.ir import (
    Block,
    For,
    If,
    Inst,
    LoopProgram,
    Stmt,
    Var,
)

MAX_REPORTED = 20


@dataclass(frozen=True)
class Race:
    kind: str  # "read-in-flight" | "overwrite-in-flight" | "overwrite-source-in-flight"
    event: int
    other: int
    elem: Elem
    queue: int
    group: int
    message: str


@dataclass
class WaitCheck:
    """One static wait (by source location and queue) over its executions."""

    loc: Loc
    queue: int
    counts: list[int] = field(default_factory=list)
    forcing: int = 0
    not_minimal: int = 0
    example: str | None = None

    @property
    def minimal(self) -> bool:
        return self.not_minimal == 0


@dataclass
class AsyncAnalysis:
    races: list[Race]
    race_count: int
    undrained: dict[int, int]  # queue -> groups still in flight at the end
    waits: list[WaitCheck]
    groups: int


@dataclass
class VerifyReport:
    races: list[Race]
    race_count: int
    undrained: dict[int, int]
    mismatches: list[str]
    waits: list[WaitCheck]
    seeds: tuple[int, ...]
    events: int
    groups: int

    @property
    def safe(self) -> bool:
        return self.race_count == 0 and not self.undrained and not self.mismatches

    @property
    def minimal(self) -> bool:
        return all(w.minimal for w in self.waits)

    @property
    def ok(self) -> bool:
        return self.safe and self.minimal


def _stmt_name(ev: Event) -> str:
    if not isinstance(ev, StmtEvent):
        return "?"
    where = f"line {ev.loc.line}"
    bindings = ", ".join(f"{var} = {value}" for var, value in ev.env)
    if ev.k is not None:
        outer = "".join(f"statement {k} iteration {i} / " for k, i in ev.path)
        at = f", at {bindings}" if bindings else ""
        return f"{outer}statement {ev.k} iteration {ev.iteration} ({where}{at})"
    return f"{where} ({bindings})" if bindings else where


def analyze_async(events: list[Event], minimality: bool = True,
                  max_reported: int = MAX_REPORTED) -> AsyncAnalysis:
    """The lazy-completion pass over one execution (see the module docstring); at most
    ``max_reported`` races are described, all are counted."""
    committed: dict[int, int] = {}
    completed: dict[int, int] = {}
    in_w: ElemTable[list[tuple[int, int, int, int]]] = ElemTable()  # (q, g, event, scope)
    in_r: ElemTable[list[tuple[int, int, int, int]]] = ElemTable()
    members: dict[tuple[int, int], list[int]] = {}
    races: list[Race] = []
    race_count = 0
    wait_instances: list[tuple[int, int, int, int]] = []  # (event, queue, forced_to, newest)

    def live(entries: list[tuple[int, int, int, int]], me: int, scope: int
             ) -> list[tuple[int, int, int, int]]:
        return [e for e in entries if e[1] >= completed.get(e[0], 0) and e[2] != me
                and (scope < 0 or e[3] != scope)]

    for idx, ev in enumerate(events):
        check_time(ev.loc)
        match ev:
            case StmtEvent():
                checks: list[tuple[str, Elem, ElemTable[list[tuple[int, int, int, int]]]]] = []
                checks += [("read-in-flight", e, in_w) for e in ev.reads]
                checks += [("overwrite-in-flight", e, in_w) for e in ev.writes]
                checks += [("overwrite-source-in-flight", e, in_r) for e in ev.writes]
                for kind, (buf, key), table in checks:
                    for _, entries in table.overlapping(buf, key):
                        for q, g, other, _ in live(entries, idx, ev.scope):
                            race_count += 1
                            if len(races) < max_reported:
                                verb = {"read-in-flight": "reads",
                                        "overwrite-in-flight": "overwrites",
                                        "overwrite-source-in-flight": "overwrites"}[kind]
                                what = ("the source of" if kind.endswith("source-in-flight")
                                        else "data written by")
                                races.append(Race(kind, idx, other, (buf, key), q, g,
                                                  f"{_stmt_name(ev)} {verb} "
                                                  f"{format_key(buf, key)}, {what} the "
                                                  f"async {_stmt_name(events[other])} "
                                                  f"(group {g} of queue {q}), which may "
                                                  "still be in flight"))
                if ev.is_async and ev.queue is not None:
                    q = ev.queue
                    g = committed.get(q, 0)
                    if ev.reads or ev.writes or ev.may_reads or ev.may_writes:
                        members.setdefault((q, g), []).append(idx)
                    for buf, key in ev.writes:
                        _push(in_w, buf, key, (q, g, idx, ev.scope))
                    for buf, key in ev.reads:
                        _push(in_r, buf, key, (q, g, idx, ev.scope))
            case CommitEvent(queue):
                committed[queue] = committed.get(queue, 0) + 1
            case WaitEvent(queue, count):
                forced_to = committed.get(queue, 0) - count
                newest = -1
                if forced_to > completed.get(queue, 0):
                    newest = forced_to - 1
                    completed[queue] = forced_to
                wait_instances.append((idx, queue, forced_to, newest))
    # Groups without any access hold no async operation: nothing to drain.
    undrained: dict[int, int] = {}
    for q in sorted(committed):
        live_groups = [g for g in range(completed.get(q, 0), committed[q]) if (q, g) in members]
        if live_groups:
            undrained[q] = len(live_groups)
    checks_out = _minimality(events, wait_instances, members) if minimality else []
    return AsyncAnalysis(races, race_count, undrained, checks_out,
                         sum(committed.values()))


def _push(table: ElemTable[list[tuple[int, int, int, int]]], buf: str,
          key: tuple[int | None, ...], entry: tuple[int, int, int, int]) -> None:
    entries = table.get(buf, key)
    if entries is None:
        entries = []
        table.set(buf, key, entries)
    entries.append(entry)


def _footprint(events: list[Event], ids: list[int]) -> tuple[ElemTable[int], ElemTable[int]]:
    writes: ElemTable[int] = ElemTable()
    reads: ElemTable[int] = ElemTable()
    for i in ids:
        ev = events[i]
        assert isinstance(ev, StmtEvent)
        for buf, key in ev.writes + ev.may_writes:
            writes.set(buf, key, i)
        for buf, key in ev.reads + ev.may_reads:
            reads.set(buf, key, i)
    return writes, reads


def _minimality(events: list[Event], instances: list[tuple[int, int, int, int]],
                members: dict[tuple[int, int], list[int]]) -> list[WaitCheck]:
    checks: dict[tuple[Loc, int], WaitCheck] = {}
    by_queue: dict[int, list[tuple[int, int]]] = {}
    for idx, q, forced_to, _ in instances:
        by_queue.setdefault(q, []).append((idx, forced_to))
    for idx, q, _, newest in instances:
        ev = events[idx]
        assert isinstance(ev, WaitEvent)
        check = checks.setdefault((ev.loc, q), WaitCheck(ev.loc, q))
        check.counts.append(ev.count)
        if newest < 0:
            continue
        check.forcing += 1
        # With count + 1, group ``newest`` stays in flight until a later wait forces it.
        end = len(events)
        for later, later_forced in by_queue[q]:
            if later > idx and later_forced > newest:
                end = later
                break
        ids = members.get((q, newest), [])
        writes, reads = _footprint(events, ids)
        unsafe = end == len(events) and bool(ids)
        for j in range(idx + 1, end):
            if not j & 1023:
                check_time(ev.loc)
            other = events[j]
            if not isinstance(other, StmtEvent) or j in ids:
                continue
            for buf, key in other.reads + other.may_reads:
                if any(True for _ in writes.overlapping(buf, key)):
                    unsafe = True
                    break
            if not unsafe:
                for buf, key in other.writes + other.may_writes:
                    if (any(True for _ in writes.overlapping(buf, key))
                            or any(True for _ in reads.overlapping(buf, key))):
                        unsafe = True
                        break
            if unsafe:
                break
        if not unsafe:
            check.not_minimal += 1
            if check.example is None:
                check.example = (f"async_wait_queue({q}, {ev.count + 1}) would also be safe "
                                 f"here (execution {check.forcing}): group {newest} of queue "
                                 f"{q} is not touched before a later wait forces it")
    return list(checks.values())


# ---------------------------------------------------------------- original vs transformed


def instrument(program: LoopProgram) -> LoopProgram:
    """The original program with statement origins (:class:`Inst`) on the top-level
    statements of every annotated loop, so its run can be compared instance by
    instance with the transformed one."""

    def visit(stmt: Stmt) -> Stmt:
        match stmt:
            case For(var, start, stop, body, loc, annotation, label):
                new_body = tuple(visit(s) for s in body)
                if annotation is not None:
                    new_body = tuple(Inst(k, Var(var), (s,), s.loc)
                                     for k, s in enumerate(new_body))
                return For(var, start, stop, new_body, loc, annotation, label)
            case If(cond, then, orelse, loc):
                return If(cond, tuple(visit(s) for s in then),
                          tuple(visit(s) for s in orelse), loc)
            case Block(body, loc):
                return Block(tuple(visit(s) for s in body), loc)
            case _:
                return stmt

    return LoopProgram(program.allocs, tuple(visit(s) for s in program.stmts), program.file)


def compare_runs(original: Run, transformed: Run) -> list[str]:
    out: list[str] = []
    want = Counter(original.observations)
    got = Counter(transformed.observations)
    for call, n in sorted((want - got).items()):
        out.append(f"the original calls {call[0]}{call[1]} {n} more time(s)")
    for call, n in sorted((got - want).items()):
        out.append(f"the transformed loop calls {call[0]}{call[1]} {n} more time(s)")
    for elem in sorted(set(original.external) | set(transformed.external), key=repr):
        a = original.external.get(elem)
        b = transformed.external.get(elem)
        if a != b:
            out.append(f"final {format_key(*elem)}: original {a}, transformed {b}")
    if transformed.instance_reads:
        for (k, i, path), values in sorted(original.instance_reads.items(), key=repr):
            other = transformed.instance_reads.get((k, i, path))
            if other != values:
                outer = "".join(f"statement {pk} iteration {pi} / " for pk, pi in path)
                out.append(f"{outer}statement {k} iteration {i} reads {other} instead of "
                           f"{values}")
    return out[:MAX_REPORTED]


def verify(original: LoopProgram, transformed: LoopProgram,
           seeds: tuple[int, ...] = (0, 1, 2), minimality: bool = True,
           progress: Callable[[str], None] | None = None) -> VerifyReport:
    """Check ``transformed`` against ``original`` (see the module docstring);
    ``progress`` is told each phase as it starts."""
    mismatches: list[str] = []
    analysis: AsyncAnalysis | None = None
    events = 0
    instrumented = instrument(original)
    tell = progress or (lambda _: None)
    for seed in seeds:
        tell(f"verifying: seed {seed}, running the original loop")
        base = run_program(instrumented, seed)
        tell(f"verifying: seed {seed}, running the pipelined loop")
        run = run_program(transformed, seed)
        tell(f"verifying: seed {seed}, every completion order of {len(run.events):,} events")
        if analysis is None:
            analysis = analyze_async(run.events, minimality)
            events = len(run.events)
        else:
            extra = analyze_async(run.events, False)
            if extra.race_count and not analysis.race_count:
                analysis = AsyncAnalysis(extra.races, extra.race_count, analysis.undrained,
                                         analysis.waits, analysis.groups)
        for line in compare_runs(base, run):
            mismatches.append(f"seed {seed}: {line}")
    assert analysis is not None
    return VerifyReport(analysis.races, analysis.race_count, analysis.undrained,
                        mismatches[:MAX_REPORTED], analysis.waits, seeds, events,
                        analysis.groups)


def format_report(report: VerifyReport) -> str:
    lines: list[str] = []
    verdict = "safe" if report.safe else "UNSAFE"
    lines.append(f"safety: {verdict} ({report.events} events, {report.groups} commit groups, "
                 f"every completion order the waits allow, seeds {list(report.seeds)})")
    for race in report.races:
        lines.append(f"  race: {race.message}")
    if report.race_count > len(report.races):
        lines.append(f"  ... {report.race_count - len(report.races)} more race(s)")
    for q, n in report.undrained.items():
        lines.append(f"  not drained: {n} group(s) of queue {q} still in flight at the end")
    for mismatch in report.mismatches:
        lines.append(f"  value: {mismatch}")
    lines.append(f"minimality: {'minimal' if report.minimal else 'NOT MINIMAL'} "
                 f"({len(report.waits)} wait site(s))")
    for check in sorted(report.waits, key=lambda w: (w.loc, w.queue)):
        counts = sorted(set(check.counts))
        shown = ", ".join(str(c) for c in counts[:6]) + (", ..." if len(counts) > 6 else "")
        state = "minimal" if check.minimal else f"not minimal ({check.not_minimal} execution(s))"
        noop = len(check.counts) - check.forcing
        lines.append(f"  {check.loc}: async_wait_queue({check.queue}, {{{shown}}}): "
                     f"{len(check.counts)} execution(s), {check.forcing} forcing, {noop} "
                     f"no-op; {state}")
        if check.example:
            lines.append(f"    {check.example}")
    return "\n".join(lines) + "\n"
