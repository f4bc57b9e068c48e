"""An interpreter for loops in the RFC notation, with commit groups and queues.

It runs one thread and records events in program order (the ``--trace`` format):
statements with their element reads and writes, commits, waits. Values are exact
integers: an external buffer ``A`` starts as ``A[k] = mix(seed, "A", k)``, allocated
buffers start as zeros, an opaque call's value is ``mix(name, args)``. Asynchronous
statements compute their values when issued; the verifier (:mod:`.verify`) checks that
no access could observe the difference, which makes that the value of every completion
order the waits allow.

Scopes follow the RFC ("Semantics of the proposed scope annotations"): the async
statements inside ``async_commit_queue(q):`` form one group committed to queue ``q`` when
the scope ends; ``async_wait_queue(q, N):`` is an event before its body.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from amdsync.diagnostics import AmdsyncError, Loc
from amdsync.pipeline.access import (
    Access,
    ElemTable,
    Key,
    eval_expr,
    eval_key,
    footprint,
    mix,
)
from amdsync.pipeline.budget import check_time
from amdsync.pipeline.ir import (
    Assign,
    AsyncScope,
    Block,
    Commit,
    Eval,
    Expr,
    For,
    If,
    Inst,
    LoopProgram,
    Read,
    Stmt,
    Wait,
    Wild,
    expr_reads,
    has_calls_or_reads,
    leaf_reads,
    walk_stmts,
)

Elem = tuple[str, Key]


@dataclass
class StmtEvent:
    """One executed leaf statement (an assignment, an opaque call, or an ``if`` test)."""

    k: int | None
    iteration: int | None
    is_async: bool
    queue: int | None
    reads: list[Elem]
    writes: list[Elem]
    loc: Loc
    path: tuple[tuple[int, int], ...] = ()
    # Accesses the statement would make if its data-dependent condition held: the static
    # wait counts must cover them (used by the minimality check, not as accesses).
    may_reads: list[Elem] = field(default_factory=list)
    may_writes: list[Elem] = field(default_factory=list)
    read_values: tuple[int, ...] = ()
    scope: int = -1  # the async_scope execution this statement ran in (-1: none)
    env: tuple[tuple[str, int], ...] = ()  # the loop variables' values


@dataclass
class CommitEvent:
    queue: int
    loc: Loc


@dataclass
class WaitEvent:
    queue: int
    count: int
    loc: Loc


Event = StmtEvent | CommitEvent | WaitEvent


@dataclass
class Run:
    """The result of one execution."""

    events: list[Event]
    observations: list[tuple[str, tuple[int, ...]]]  # every opaque call statement
    external: dict[Elem, int]  # final values of every written external element
    instance_reads: dict[tuple[int, int, tuple[tuple[int, int], ...]], list[int]]


@dataclass
class _Frame:
    k: int | None = None
    iteration: int | None = None
    path: tuple[tuple[int, int], ...] = ()
    queue: int | None = None  # the innermost open commit scope
    in_async: bool = False
    scope: int = -1


class Interpreter:
    """Runs a :class:`LoopProgram` (original or transformed)."""

    def __init__(self, program: LoopProgram, seed: int = 0, max_steps: int = 5_000_000) -> None:
        self.program = program
        self.seed = seed
        self.allocs = {a.name for a in program.allocs}
        self.shapes = {a.name: a.shape for a in program.allocs}
        self.values: ElemTable[int] = ElemTable()
        self.events: list[Event] = []
        self.observations: list[tuple[str, tuple[int, ...]]] = []
        self.external: dict[Elem, int] = {}
        self.instance_reads: dict[tuple[int, int, tuple[tuple[int, int], ...]], list[int]] = {}
        self.open_queues: list[int] = []
        self.steps = 0
        self.max_steps = max_steps
        self.scopes = 0

    # ------------------------------------------------------------ memory

    def load(self, buf: str, key: Key) -> int:
        value = self.values.get(buf, key)
        if value is not None:
            return value
        hits = list(self.values.overlapping(buf, key))
        if hits:
            # Name each covering or covered entry by its position relative to the read
            # (a row written as ``X[v, r, ...]`` and read as ``X[v, r, 2]`` is the same
            # data whatever the version ``v``), so multi-versioning cannot change values.
            prefix = _prefix_len(key)
            parts = sorted(
                (("covering", *key[_prefix_len(other):]) if _prefix_len(other) <= prefix
                 else ("covered", *other[prefix:]), v)
                for other, v in hits)
            return mix(*parts)
        if buf in self.allocs:
            return 0
        return mix(self.seed, buf, key)

    def store(self, buf: str, key: Key, value: int) -> None:
        if key and key[-1] is None:
            self.values.remove_overlapping(buf, key)
        self.values.set(buf, key, value)
        if buf not in self.allocs:
            self.external[(buf, key)] = value

    # ------------------------------------------------------------ execution

    def run(self) -> Run:
        self.exec_block(self.program.stmts, {}, _Frame())
        return Run(self.events, self.observations, self.external, self.instance_reads)

    def eval(self, expr: Expr, env: dict[str, int], reads: list[Elem],
             values: list[int], may: list[Elem] | None = None,
             index_reads: list[Elem] | None = None) -> int:
        """Evaluate ``expr``: element reads go to ``reads``; the values of data reads (not
        of reads inside an index: only a transformed program's version indices read
        memory, the original's indices cannot) to ``values``; the elements a read with a
        data-dependent index might have read instead to ``may``. Reads inside an index go
        to ``index_reads`` when given: an address is computed by the issuing thread, so
        they are synchronous even in an async statement."""
        index_out = reads if index_reads is None else index_reads

        def read(r: Read, key: Key) -> int:
            reads.append((r.buf, key))
            if may is not None:
                may.extend(self.alternatives(r, key))
            value = self.load(r.buf, key)
            values.append(value)
            return value

        def index_read(r: Read, key: Key) -> int:
            index_out.append((r.buf, key))
            return self.load(r.buf, key)

        return eval_expr(expr, env, read, index_read)

    def alternatives(self, r: Read, key: Key) -> list[Elem]:
        """The other elements of an allocated buffer an access with a data-dependent index
        could touch: every value of each such dimension (a version index chosen by a
        counter: a static wait count must cover every version, docs/pipeline.md,
        "Predicates and conditional producers")."""
        shape = self.shapes.get(r.buf)
        if shape is None or not any(_reads_memory(i) for i in r.indices):
            return []
        out: list[Elem] = []
        for dim, index in enumerate(r.indices):
            if dim >= len(shape) or not _reads_memory(index):
                continue
            for value in range(shape[dim]):
                if value != key[dim]:
                    out.append((r.buf, (*key[:dim], value, *key[dim + 1:])))
        return out

    def exec_block(self, stmts: tuple[Stmt, ...], env: dict[str, int], frame: _Frame) -> None:
        for stmt in stmts:
            self.exec(stmt, env, frame)

    def _tick(self, loc: Loc) -> None:
        self.steps += 1
        if self.steps > self.max_steps:
            raise AmdsyncError("pipeline-too-long",
                               f"execution exceeded {self.max_steps} statements", loc)

    def _event(self, frame: _Frame, reads: list[Elem], writes: list[Elem], values: list[int],
               loc: Loc, env: dict[str, int]) -> StmtEvent:
        event = StmtEvent(frame.k, frame.iteration, frame.in_async,
                          frame.queue if frame.in_async else None, reads, writes, loc,
                          frame.path, read_values=tuple(values), scope=frame.scope,
                          env=tuple(env.items()))
        self.events.append(event)
        if frame.k is not None and frame.iteration is not None:
            self.instance_reads.setdefault((frame.k, frame.iteration, frame.path),
                                           []).extend(values)
        return event

    def exec(self, stmt: Stmt, env: dict[str, int], frame: _Frame) -> None:
        self._tick(stmt.loc)
        match stmt:
            case Assign(target, value, loc):
                reads: list[Elem] = []
                values: list[int] = []
                may: list[Elem] = []
                addressing: list[Elem] = []
                result = self.eval(value, env, reads, values, may, addressing)
                key = eval_key(target, env, lambda r, k: self._index_read(r, k, addressing))
                self._addressing(frame, addressing, reads, loc, env)
                event = self._event(frame, reads, [(target.buf, key)], values, loc, env)
                event.may_reads = may
                event.may_writes = self.alternatives(target, key)
                self.store(target.buf, key, result)
            case Eval(call, loc):
                reads = []
                values = []
                may = []
                addressing = []
                args = tuple(self.eval(a, env, reads, values, may, addressing)
                             for a in call.args)
                self._addressing(frame, addressing, reads, loc, env)
                self._event(frame, reads, [], values, loc, env).may_reads = may
                self.observations.append((call.name, args))
            case If(cond, then, orelse, loc):
                reads = []
                values = []
                taken = self.eval(cond, env, reads, values)
                if reads:
                    self._event(frame, reads, [], values, loc, env)
                branch, other = (then, orelse) if taken else (orelse, then)
                if has_calls_or_reads(cond) and other:
                    self._may(other, env, frame, loc)
                self.exec_block(branch, env, frame)
            case For(var, start, stop, body):
                lo = self.eval(start, env, [], [])
                hi = self.eval(stop, env, [], [])
                inner = dict(env)
                for step in range(lo, hi):
                    check_time(stmt.loc)
                    inner[var] = step
                    self.exec_block(body, inner, frame)
            case Block(body):
                self.exec_block(body, env, frame)
            case AsyncScope(body, loc):
                if frame.queue is None:
                    raise AmdsyncError("pipeline-invalid",
                                       "async_scope outside any async_commit_queue", loc)
                self.scopes += 1
                self.exec_block(body, env, _Frame(frame.k, frame.iteration, frame.path,
                                                  frame.queue, True, self.scopes))
            case Commit(queue, body, loc):
                if queue in self.open_queues:
                    raise AmdsyncError("pipeline-invalid",
                                       f"async_commit_queue({queue}) nested in another "
                                       f"async_commit_queue({queue})", loc)
                self.open_queues.append(queue)
                self.exec_block(body, env, _Frame(frame.k, frame.iteration, frame.path,
                                                  queue, frame.in_async, frame.scope))
                self.open_queues.pop()
                self.events.append(CommitEvent(queue, loc))
            case Wait(queue, count, body, loc):
                n = self.eval(count, env, [], [])
                if n < 0:
                    raise AmdsyncError("pipeline-invalid",
                                       f"async_wait_queue({queue}, {n}): negative count", loc)
                self.events.append(WaitEvent(queue, n, loc))
                self.exec_block(body, env, frame)
            case Inst(k, it, body):
                iteration = self.eval(it, env, [], [])
                new_path = frame.path
                if frame.k is not None and frame.iteration is not None:
                    new_path = (*frame.path, (frame.k, frame.iteration))
                    self.exec_block(body, env, _Frame(k, iteration, new_path, frame.queue,
                                                      frame.in_async, frame.scope))
                else:
                    self.exec_block(body, env, _Frame(k, iteration, (), frame.queue,
                                                      frame.in_async, frame.scope))

    def _addressing(self, frame: _Frame, addressing: list[Elem], reads: list[Elem], loc: Loc,
                    env: dict[str, int]) -> None:
        """The reads of memory inside indices: part of the statement's reads, except in an
        async statement, whose addresses the issuing thread computes synchronously (its
        own event, before the async one)."""
        if not addressing:
            return
        if not frame.in_async:
            reads.extend(addressing)
            return
        self.events.append(StmtEvent(frame.k, frame.iteration, False, None, addressing, [],
                                     loc, frame.path, env=tuple(env.items())))

    def _index_read(self, r: Read, key: Key, reads: list[Elem]) -> int:
        reads.append((r.buf, key))
        return self.load(r.buf, key)

    def _may(self, stmts: tuple[Stmt, ...], env: dict[str, int], frame: _Frame,
             loc: Loc) -> None:
        accesses: list[Access] = footprint(stmts, env, True,
                                           index_read=lambda r, k: self.load(r.buf, k))
        dynamic = {r.site: r for s in walk_stmts(stmts) for r in leaf_reads(s)
                   if any(_reads_memory(i) for i in r.indices)}
        event = StmtEvent(frame.k, frame.iteration, frame.in_async,
                          frame.queue if frame.in_async else None, [], [], loc, frame.path,
                          scope=frame.scope)
        for a in accesses:
            elems = [(a.buf, a.key)]
            if a.site in dynamic:
                elems += self.alternatives(dynamic[a.site], a.key)
            (event.may_writes if a.write else event.may_reads).extend(elems)
        self.events.append(event)


def _prefix_len(key: Key) -> int:
    """The number of leading indices before a ``...`` (all of them without one)."""
    return len(key) - 1 if key and key[-1] is None else len(key)


def run_program(program: LoopProgram, seed: int = 0) -> Run:
    return Interpreter(program, seed).run()


def trace_json(run: Run) -> dict[str, object]:
    """The ``--trace`` document: ``{"events": [...]}`` (issue 5, "Outputs")."""
    events: list[dict[str, object]] = []
    for event in run.events:
        match event:
            case StmtEvent():
                if not event.reads and not event.writes:
                    continue
                item: dict[str, object] = {
                    "op": "stmt", "stmt": event.k, "iter": event.iteration,
                    "async": event.is_async, "queue": event.queue,
                    "reads": [[b, list(k)] for b, k in event.reads],
                    "writes": [[b, list(k)] for b, k in event.writes],
                }
                if event.path:
                    item["outer"] = [list(p) for p in event.path]
                events.append(item)
            case CommitEvent(queue):
                events.append({"op": "commit", "queue": queue})
            case WaitEvent(queue, count):
                events.append({"op": "wait", "queue": queue, "count": count})
    return {"events": events}


def _reads_memory(index: Expr | Wild) -> bool:
    return not isinstance(index, Wild) and bool(expr_reads(index))
