"""The async software-pipelining transform (tir-async-pipeline-rfc, "Asynchronous stage in a
software pipeline"), with wait counts derived by counting commit groups.

Named steps, in order (:func:`pipeline_loop`):

1. *schedule* — step ``t`` runs statement ``k`` for original iteration ``t - stage[k]``,
   statements in ``order``; steps before ``start + max_stage`` form the prologue, steps
   from ``stop`` on the epilogue (both may overlap into one part when the trip count is
   smaller than the number of stages).
2. *dependences* — the original loop is executed abstractly (element footprints, no
   values) to find, for every read site, which iteration wrote what it reads.
3. *versions* — each allocated buffer gets the fewest versions ``V`` under which every
   pair of conflicting accesses keeps its original order (the read-from relation and the
   final values are then the original ones); a read site that read iteration ``i - d``
   reads version ``(i - d) % V``. A buffer written under a condition is versioned by
   its producer's executions instead (:class:`_Producer`): version ``c % V`` after ``c``
   productions, ``c`` in closed form for a static predicate, kept in a ring of counts
   for a data-dependent one.
4. *groups* — consecutive async statements of one stage (in order) share one
   ``async_commit_queue``; a statement in between, or a conflict between them, splits
   the group. Range guards enclose the commit scope, data-dependent conditions stay
   inside it, so the number of groups is known statically.
5. *waits* — the pipelined schedule is executed abstractly with in-flight commit groups
   per queue. Before every statement instance, the newest group holding an async access
   that conflicts with it (read after async write, write after async read or write)
   must be complete: the count is the number of groups committed to that queue after it
   (RFC, "How to determine the in-flight count"; counting groups, not iterations). A
   wait site is emitted where some instance forces a group; its count is a constant, an
   affine expression of the loop variable, or a per-iteration select.
6. *drain* — queues with groups holding an access still in flight after the epilogue get
   a final wait (its count skips trailing empty groups).
7. *nested* — annotated loops inside statements are pipelined in every outer step they
   run at, with their own queues.

Steps 2, 3 and 5 are defined by element-by-element executions (:func:`_element_wise`).
Translation-invariant loops get the same answers in closed form, per pair of statements,
with the steady state of step 5 filled in rather than run (``affine.py``,
:func:`_closed_form`); long ones outside that class are analysed from a short copy and
stretched (:func:`_steady_state`). ``transform(..., shortcut=False)`` disables both.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import cache, cached_property
from itertools import pairwise
from typing import assert_never

from amdsync.diagnostics import AmdsyncError, Loc
from amdsync.pipeline.access import (
    Access,
    ElemTable,
    Key,
    compile_footprints,
    dynamic_conditions,
    footprint,
    format_key,
    keys_overlap,
    static_value,
)
from amdsync.pipeline.affine import AffineLoop, SchedStmt
from amdsync.pipeline.affine import Instance as Instance  # noqa: PLC0414 - re-export (mypy)
from amdsync.pipeline.budget import check_time
from amdsync.pipeline.ir import (
    Alloc,
    Annotation,
    Assign,
    AsyncScope,
    Bin,
    Block,
    Call,
    Commit,
    Const,
    Eval,
    Expr,
    For,
    If,
    IfExp,
    Inst,
    LoopProgram,
    Read,
    Stmt,
    Unary,
    Var,
    Wait,
    Wild,
    add,
    affine,
    expr_reads,
    expr_vars,
    has_calls_or_reads,
    leaf_reads,
    walk_stmts,
)
from amdsync.pipeline.printer import format_expr

# ---------------------------------------------------------------- results


@dataclass(frozen=True)
class WaitSite:
    """A wait before statement ``k`` on ``queue`` in one part of the pipeline."""

    part: str
    k: int
    queue: int
    count: Expr
    instances: tuple[Instance, ...]


@dataclass(frozen=True)
class Part:
    """Prologue, body or epilogue: the steps ``[start, stop)`` of the pipelined loop."""

    name: str
    start: int
    stop: int


@dataclass
class PipelineInfo:
    """What the transform decided for one pipelined loop (reported by ``--json``)."""

    var: str
    start: int
    stop: int
    stage: tuple[int, ...]
    order: tuple[int, ...]
    async_stages: tuple[int, ...]
    queues: dict[int, int]  # stage -> queue
    versions: dict[str, int]
    groups: list[tuple[int, tuple[int, ...]]]  # (queue, statements) per step, in order
    parts: list[Part]
    waits: list[WaitSite]
    drains: list[tuple[int, int]]  # (queue, count) of the final waits
    stmt_lines: list[int]
    nested: list[PipelineInfo] = field(default_factory=list)
    # Buffers versioned by the number of their producer's executions: the producing
    # statement, static or data-dependent, and the ring of counts (docs/pipeline.md).
    counted: dict[str, dict[str, object]] = field(default_factory=dict)


@dataclass(frozen=True)
class Transformed:
    """The transformed program and the decisions behind it."""

    original: LoopProgram
    program: LoopProgram
    info: PipelineInfo


def refuse(message: str, loc: Loc) -> AmdsyncError:
    return AmdsyncError("pipeline-refused", message, loc)


# ---------------------------------------------------------------- step 2: dependences


@dataclass
class _Stmt:
    k: int
    stmt: Stmt
    stage: int
    is_async: bool
    queue: int | None
    line: int


@dataclass
class _Site:
    """What the original execution says about one read or write site of a buffer."""

    buf: str
    write: bool
    distances: set[int] = field(default_factory=set)


class _Analysis:
    """Footprints of every (statement, iteration) for every outer environment."""

    def __init__(self, loop: For, stmts: list[_Stmt], start: int, stop: int,
                 envs: list[dict[str, int]]) -> None:
        self.loop = loop
        self.stmts = stmts
        self.start = start
        self.stop = stop
        self.envs = envs
        self.acc: list[dict[tuple[int, int], list[Access]]] = []
        compiled = compile_footprints([(s.stmt,) for s in stmts])
        for env in envs:
            table: dict[tuple[int, int], list[Access]] = {}
            inner = dict(env)
            for i in range(start, stop):
                check_time(loop.loc)
                inner[loop.var] = i
                for s, fn in zip(stmts, compiled, strict=True):
                    try:
                        table[(s.k, i)] = fn(inner)
                    except ArithmeticError:
                        # The compiled footprint has no locations: the interpreter
                        # raises the located error (e.g. a zero divisor in an index).
                        table[(s.k, i)] = footprint((s.stmt,), inner)
            self.acc.append(table)

    def sites(self, allocs: dict[str, Alloc]) -> dict[int, _Site]:
        """Dependence distances of every access site of allocated buffers."""
        sites: dict[int, _Site] = {}
        n = len(self.stmts)
        for table in self.acc:
            last: ElemTable[tuple[int, int]] = ElemTable()
            for i in range(self.start, self.stop):
                check_time(self.loop.loc)
                for k in range(n):
                    writes: list[Access] = []
                    for a in table[(k, i)]:
                        if a.buf not in allocs:
                            continue
                        site = sites.setdefault(a.site, _Site(a.buf, a.write))
                        if a.write:
                            site.distances.add(0)
                            writes.append(a)
                            continue
                        for _, (_, j) in last.overlapping(a.buf, a.key):
                            site.distances.add(i - j)
                    for a in writes:
                        if a.key and a.key[-1] is None:
                            last.remove_overlapping(a.buf, a.key)
                        last.set(a.buf, a.key, (k, i))
        return sites


# ---------------------------------------------------------------- the schedule


@dataclass
class _Schedule:
    start: int
    stop: int
    max_stage: int
    stmts: list[_Stmt]
    ordered: list[int]  # statement indices in pipelined order

    def steps(self) -> range:
        return range(self.start, self.stop + self.max_stage)

    @cached_property
    def sched_stmts(self) -> list[SchedStmt]:
        """What the closed-form analysis needs of each statement."""
        opos = {k: p for p, k in enumerate(self.ordered)}
        return [SchedStmt(s.stage, opos[s.k], s.queue) for s in self.stmts]

    def valid(self, k: int, t: int) -> bool:
        i = t - self.stmts[k].stage
        return self.start <= i < self.stop

    def orig_pos(self, k: int, i: int) -> int:
        return (i - self.start) * len(self.stmts) + k

    def parts(self) -> list[Part]:
        s, start, stop = self.max_stage, self.start, self.stop
        if stop <= start:
            return []
        out: list[Part] = []
        pro = (start, min(start + s, stop + s))
        body = (start + s, stop)
        epi = (max(start + s, stop), stop + s)
        if pro[0] < pro[1]:
            out.append(Part("prologue", *pro))
        if body[0] < body[1]:
            out.append(Part("body", *body))
        if epi[0] < epi[1]:
            out.append(Part("epilogue", *epi))
        return out


def _versioned_key(key: Key, version: int, scalar: bool) -> Key:
    return (version,) if scalar else (version, *key)


# ---------------------------------------------------------------- conditional producers


@dataclass(frozen=True)
class _CountFit:
    """``c(x) = clamp((x + b) // m + e, lo, hi)``: the number of productions at iterations
    up to ``x`` of a static predicate, in closed form (``clamp_lo``/``clamp_hi`` say
    whether the clamp is needed), or ``steps`` (the production iterations) when no such
    form fits."""

    m: int
    b: int
    e: int
    clamp_lo: bool
    clamp_hi: bool
    total: int
    steps: tuple[int, ...] = ()

    def expr(self, x_var: str, shift: int) -> Expr:
        """``c(x_var - shift)`` as an expression."""
        if self.steps:
            # A select over the runs between productions: x < p_n  <=>  var < p_n + shift.
            out: Expr = Const(self.total)
            for n in range(len(self.steps) - 1, -1, -1):
                out = IfExp(Bin("<", Var(x_var), Const(self.steps[n] + shift)), Const(n), out)
            return out
        b = self.b - shift
        rem = b % self.m
        e = self.e + (b - rem) // self.m
        base = add(Var(x_var), rem)
        body: Expr = base if self.m == 1 else Bin("//", base, Const(self.m))
        body = add(body, e)
        if self.clamp_lo:
            body = Call("max", (body, Const(0)))
        if self.clamp_hi:
            body = Call("min", (body, Const(self.total)))
        return body


def _fit_counts(counts: tuple[int, ...], first: int) -> _CountFit:
    """The simplest :class:`_CountFit` equal to ``counts`` (``c(first + j)``): a floor
    division with clamps when the productions are evenly spaced, else a select."""
    xs = range(first, first + len(counts))
    total = counts[-1]
    prods = tuple(x for x in xs[1:] if counts[x - first] > counts[x - first - 1])
    if counts[0]:
        prods = (first, *prods)
    gaps = {b - a for a, b in pairwise(prods)}
    if len(gaps) <= 1 and prods:
        m = gaps.pop() if gaps else len(counts) + 1
        # c(p_1) = 1 with p_1 the first production: (x - p_1 + m) // m.
        b, e = m - prods[0], 0

        def value(x: int, lo: bool, hi: bool) -> int:
            v = (x + b) // m + e
            if lo:
                v = max(v, 0)
            if hi:
                v = min(v, total)
            return v

        lo = any(value(x, False, False) < 0 for x in xs)
        hi = any(value(x, False, False) > total for x in xs)
        if all(value(x, lo, hi) == counts[x - first] for x in xs):
            return _CountFit(m, b, e, lo, hi, total)
    return _CountFit(1, 0, 0, False, False, total, prods)


@dataclass(frozen=True)
class _Producer:
    """A buffer written under a condition and multi-versioned by the number of times its
    producing statement ``k`` ran (docs/pipeline.md, "Predicates and conditional
    producers"). Version 0 holds the value before the loop; the ``n``-th production
    writes version ``n % V``; a read sees the version of the productions so far.

    ``counts`` (a static predicate): ``c(i)`` for ``i`` in ``[start - 1, stop)``, the
    productions at iterations up to ``i``. Data-dependent (``counts is None``): the
    analysis assumes the worst case, a production every iteration; the program keeps
    ``c(i) % V`` of each in-flight iteration in ``ring`` (``ring_size`` entries, indexed
    by iteration), updated after the producer by ``cond``."""

    buf: str
    k: int
    stage: int
    start: int
    counts: tuple[int, ...] | None
    fit: _CountFit | None
    cond: Expr | None
    before: frozenset[int]  # read sites of statements before the producer: c(i - 1)
    ring: str | None = None
    ring_size: int = 0

    def count(self, i: int) -> int:
        if self.counts is None:
            return i - self.start + 1
        return self.counts[i - self.start + 1]


@dataclass(frozen=True)
class _CountSite:
    """An access of a buffer versioned by producer executions: version
    ``c(i - delta) % versions`` (the producer's writes: ``c(i)``)."""

    producer: _Producer
    versions: int
    scalar: bool
    delta: int
    write: bool

    def version(self, i: int) -> int:
        return self.producer.count(i - self.delta) % self.versions

    def expr(self, var: str, shift: int) -> Expr:
        p = self.producer
        v = Const(self.versions)
        if p.fit is not None:
            return Bin("%", p.fit.expr(var, shift + self.delta), v)
        assert p.ring is not None
        ring = Const(p.ring_size)
        if self.write:
            previous = Read(p.ring, (Bin("%", add(Var(var), -shift - 1), ring),), -1)
            return Bin("%", add(previous, 1), v)
        return Read(p.ring, (Bin("%", add(Var(var), -shift - self.delta), ring),), -1)


VersionInfo = tuple[int, int, bool] | _CountSite
VMap = dict[int, VersionInfo]


# ---------------------------------------------------------------- step 3: versions


@dataclass
class _Violation:
    buf: str
    key: Key
    first: tuple[int, int]
    second: tuple[int, int]


def _order_violations(analysis: _Analysis, sched: _Schedule, bufs: dict[str, int],
                      site_dist: dict[int, int], scalar: dict[str, bool],
                      site_count: dict[int, Callable[[int], int]] | None = None
                      ) -> dict[str, _Violation]:
    """For each buffer in ``bufs`` (name -> versions), the first pair of conflicting
    accesses the pipelined schedule runs in the opposite order to the original. A site
    in ``site_count`` accesses version ``site_count[site](i) % versions`` at iteration
    ``i`` (a conditionally produced buffer), any other ``(i - distance) % versions``."""
    counted = site_count or {}
    found: dict[str, _Violation] = {}
    for table in analysis.acc:
        max_w: dict[tuple[str, Key], tuple[int, tuple[int, int]]] = {}
        max_r: dict[tuple[str, Key], tuple[int, tuple[int, int]]] = {}
        wild_seen: set[str] = set()
        for t in sched.steps():
            check_time(analysis.loop.loc)
            for k in sched.ordered:
                if not sched.valid(k, t):
                    continue
                i = t - sched.stmts[k].stage
                pos = sched.orig_pos(k, i)
                for a in table[(k, i)]:
                    versions = bufs.get(a.buf)
                    if versions is None or a.buf in found:
                        continue
                    key = a.key
                    if versions > 1:
                        count = counted.get(a.site)
                        n = count(i) if count else i - site_dist.get(a.site, 0)
                        key = _versioned_key(key, n % versions, scalar[a.buf])
                    is_wild = bool(key) and key[-1] is None
                    if is_wild:
                        wild_seen.add(a.buf)
                    if is_wild or a.buf in wild_seen:
                        w_hits = [v for (b, kk), v in max_w.items()
                                  if b == a.buf and _overlap(kk, key)]
                        r_hits = [v for (b, kk), v in max_r.items()
                                  if b == a.buf and _overlap(kk, key)] if a.write else []
                    else:
                        w_hit = max_w.get((a.buf, key))
                        w_hits = [w_hit] if w_hit else []
                        r_hit = max_r.get((a.buf, key)) if a.write else None
                        r_hits = [r_hit] if r_hit else []
                    for prev_pos, prev in w_hits + r_hits:
                        if prev_pos > pos:
                            found[a.buf] = _Violation(a.buf, a.key, prev, (k, i))
                            break
                    table_ = max_w if a.write else max_r
                    old = table_.get((a.buf, key))
                    if old is None or old[0] < pos:
                        table_[(a.buf, key)] = (pos, (k, i))
    return found


def _overlap(a: Key, b: Key) -> bool:
    return keys_overlap(a, b)


class _Fallback(Exception):
    """The closed-form analysis cannot decide or describe this loop: run the
    element-by-element one."""




def _violations(analysis: _Analysis | AffineLoop, sched: _Schedule, bufs: dict[str, int],
                site_dist: dict[int, int], scalar: dict[str, bool],
                site_count: dict[int, Callable[[int], int]] | None = None
                ) -> dict[str, _Violation | None]:
    """:func:`_order_violations`, by either analysis (the closed form finds the buffers,
    not the accesses: ``None``)."""
    if isinstance(analysis, AffineLoop):
        found = analysis.violated(sched.sched_stmts, bufs, site_dist, scalar)
        return dict.fromkeys(sorted(found))
    return dict(_order_violations(analysis, sched, bufs, site_dist, scalar, site_count))


# ---------------------------------------------------------------- rewriting


def _rewrite_expr(expr: Expr, var: str, shift: int, vmap: VMap) -> Expr:
    """Shift the loop variable (``i`` → ``i - shift``, constants folded as by
    :func:`substitute`) and version the reads, in one pass; unchanged subtrees are
    shared (the nodes are immutable)."""
    step = add(Var(var), -shift)

    def go(e: Expr) -> Expr:
        match e:
            case Const():
                return e
            case Var(name):
                return step if shift and name == var else e
            case Bin(op, lhs, rhs, loc):
                new_lhs, new_rhs = go(lhs), go(rhs)
                if shift and op in ("+", "-") and isinstance(new_rhs, Const):
                    return add(new_lhs, new_rhs.value if op == "+" else -new_rhs.value)
                if new_lhs is lhs and new_rhs is rhs:
                    return e
                return Bin(op, new_lhs, new_rhs, loc)
            case Unary(op, operand, loc):
                new = go(operand)
                return e if new is operand else Unary(op, new, loc)
            case Read(buf, indices, site, loc):
                inner = tuple(i if isinstance(i, Wild) else go(i) for i in indices)
                info = vmap.get(site)
                if isinstance(info, _CountSite):
                    version_expr = info.expr(var, shift)
                    inner = (version_expr,) if info.scalar else (version_expr, *inner)
                elif info is not None:
                    versions, distance, scalar = info
                    version: Expr = Bin("%", add(Var(var), -shift - distance),
                                        Const(versions))
                    inner = (version,) if scalar else (version, *inner)
                elif all(x is y for x, y in zip(inner, indices, strict=True)):
                    return e
                return Read(buf, inner, site, loc)
            case IfExp(cond, then, orelse, loc):
                parts = (go(cond), go(then), go(orelse))
                if all(x is y for x, y in zip(parts, (cond, then, orelse), strict=True)):
                    return e
                return IfExp(*parts, loc)
            case Call(name, args, loc):
                new_args = tuple(go(x) for x in args)
                if all(x is y for x, y in zip(new_args, args, strict=True)):
                    return e
                return Call(name, new_args, loc)
            case _:
                assert_never(e)

    return go(expr)


def _rewrite_stmt(stmt: Stmt, var: str, shift: int, vmap: VMap) -> Stmt:
    def ex(e: Expr) -> Expr:
        return _rewrite_expr(e, var, shift, vmap)

    def many(body: tuple[Stmt, ...]) -> tuple[Stmt, ...]:
        return tuple(_rewrite_stmt(s, var, shift, vmap) for s in body)

    match stmt:
        case Assign(target, value, loc):
            new_target = ex(target)
            assert isinstance(new_target, Read)
            return Assign(new_target, ex(value), loc)
        case Eval(call, loc):
            new_call = ex(call)
            assert isinstance(new_call, Call)
            return Eval(new_call, loc)
        case If(cond, then, orelse, loc):
            return If(ex(cond), many(then), many(orelse), loc)
        case For(v, start, stop, body, loc, annotation, label):
            return For(v, ex(start), ex(stop), many(body), loc, annotation, label)
        case Block(body, loc):
            return Block(many(body), loc)
        case AsyncScope(body, loc):
            return AsyncScope(many(body), loc)
        case Commit(queue, body, loc):
            return Commit(queue, many(body), loc)
        case Wait(queue, count, body, loc):
            return Wait(queue, ex(count), many(body), loc)
        case Inst(k, it, body, loc, path):
            return Inst(k, ex(it), many(body), loc, path)


# ---------------------------------------------------------------- step 5: count fitting


def fit_count(instances: list[Instance], var: str) -> Expr:
    """The simplest expression of ``var`` that equals every exact instance and is at least
    every free one: a constant, ``a * var + b``, or a per-iteration select."""
    by_step: dict[int, int] = {}
    lower: dict[int, int] = {}
    for step, value, exact, _ in instances:
        if exact:
            if by_step.setdefault(step, value) != value:
                raise AmdsyncError("pipeline-internal",
                                   "one wait needs two different counts at the same step")
        elif step not in lower or value > lower[step]:
            lower[step] = value
    for step in by_step:
        lower.pop(step, None)

    def fits(f: Callable[[int], int]) -> bool:
        return (all(f(s) == v for s, v in by_step.items())
                and all(f(s) >= v for s, v in lower.items()))

    values = sorted(set(by_step.values()))
    if len(values) <= 1:
        # Every exact instance has the value c: it fits when no free one needs more.
        c = values[0] if values else max(lower.values(), default=0)
        if max(lower.values(), default=c) <= c:
            return Const(c)
    points = sorted(by_step.items())
    if len(points) >= 2:
        (s0, v0), (s1, v1) = points[0], points[1]
        if (v1 - v0) % (s1 - s0) == 0:
            a = (v1 - v0) // (s1 - s0)
            b = v0 - a * s0
            if fits(lambda s: a * s + b):
                return affine(var, a, b)
    # Per-iteration select over runs of steps that share one feasible constant.
    steps = sorted(set(by_step) | set(lower))
    runs: list[list[int | None]] = []  # [first step, exact constant or None, lower bound]
    for step in steps:
        if runs:
            run = runs[-1]
            run_exact, run_lo = run[1], run[2]
            assert run_lo is not None
            if step in by_step:
                e = by_step[step]
                if run_exact == e or (run_exact is None and e >= run_lo):
                    run[1] = e
                    continue
            elif run_exact is None:
                run[2] = max(run_lo, lower[step])
                continue
            elif run_exact >= lower[step]:
                continue
        if step in by_step:
            runs.append([step, by_step[step], by_step[step]])
        else:
            runs.append([step, None, lower[step]])
    consts = [(r[0], r[1] if r[1] is not None else r[2]) for r in runs]
    last_const = consts[-1][1]
    assert last_const is not None
    expr: Expr = Const(last_const)
    for index in range(len(consts) - 2, -1, -1):
        boundary, run_value = consts[index + 1][0], consts[index][1]
        assert boundary is not None and run_value is not None
        expr = IfExp(Bin("<", Var(var), Const(boundary)), Const(run_value), expr)
    return expr




# ---------------------------------------------------------------- the transform


@dataclass
class _Layout:
    """The statements of one step in pipelined order, with the async groups."""

    items: list[tuple[str, int, tuple[int, ...]]]  # ("stmt", k, ()) | ("group", q, ks)


def _static_bufs(stmt: Stmt) -> tuple[set[str], set[str]]:
    reads: set[str] = set()
    writes: set[str] = set()
    for s in walk_stmts((stmt,)):
        match s:
            case Assign(target, value):
                writes.add(target.buf)
                reads.update(r.buf for r in expr_reads(value))
                for index in target.indices:
                    reads.update(r.buf for r in expr_reads(index))
            case Eval(call):
                reads.update(r.buf for r in expr_reads(call))
            case If(cond):
                reads.update(r.buf for r in expr_reads(cond))
            case _:
                pass
    return reads, writes


def _conflict(a: Stmt, b: Stmt) -> bool:
    ra, wa = _static_bufs(a)
    rb, wb = _static_bufs(b)
    return bool(wa & (rb | wb) or wb & ra)


def _layout(stmts: list[_Stmt], ordered: list[int]) -> _Layout:
    items: list[tuple[str, int, tuple[int, ...]]] = []
    run: list[int] = []
    run_queue: int | None = None

    def close() -> None:
        nonlocal run, run_queue
        if run and run_queue is not None:
            items.append(("group", run_queue, tuple(run)))
        run, run_queue = [], None

    for k in ordered:
        s = stmts[k]
        if not s.is_async:
            close()
            items.append(("stmt", k, ()))
            continue
        if run_queue != s.queue or any(_conflict(stmts[m].stmt, s.stmt) for m in run):
            close()
        run.append(k)
        run_queue = s.queue
    close()
    return _Layout(items)


def _constant(expr: Expr, what: str) -> int:
    try:
        return static_value(expr, {})
    except AmdsyncError:
        raise refuse(f"the loop's {what} must be an integer constant (wait counts are "
                     "derived from the trip count)", expr.loc) from None


def _check_structure(loop: For) -> None:
    for stmt in walk_stmts(loop.body):
        match stmt:
            case AsyncScope() | Commit() | Wait() | Inst():
                raise refuse("the loop to pipeline already contains async scopes; give the "
                             "original loop", stmt.loc)
            case For(var=var) if var == loop.var:
                raise refuse(f"a nested loop reuses the loop variable {var!r}", stmt.loc)
            case _:
                pass
    for stmt in walk_stmts(loop.body):
        for read in leaf_reads(stmt):
            for index in read.indices:
                if not isinstance(index, Wild) and expr_reads(index):
                    raise AmdsyncError("pipeline-dynamic-index",
                                       f"the index of {read.buf} reads a buffer; indices "
                                       "must be integer expressions of loop variables",
                                       read.loc)


@dataclass
class _Ctx:
    allocs: dict[str, Alloc]
    versioned_by: dict[str, str]  # buffer -> loop variable of the pipeline versioning it
    queue_base: int
    shortcut: bool = True
    names: set[str] = field(default_factory=set)  # every buffer name in the program
    rings: dict[str, Alloc] = field(default_factory=dict)  # buffer -> its count ring


# ---------------------------------------------------------------- steady state


def _affine_coeff(expr: Expr | Wild, var: str) -> int | None:
    """The coefficient of ``var`` in ``expr`` if ``expr`` is affine in it, else None."""
    match expr:
        case Wild() | Const():
            return 0
        case Var(name):
            return 1 if name == var else 0
        case Bin("+" | "-" as op, lhs, rhs):
            a, b = _affine_coeff(lhs, var), _affine_coeff(rhs, var)
            if a is None or b is None:
                return None
            return a + b if op == "+" else a - b
        case Bin("*", Const(c), other) | Bin("*", other, Const(c)):
            a = _affine_coeff(other, var)
            return None if a is None else c * a
        case Unary("-", operand):
            a = _affine_coeff(operand, var)
            return None if a is None else -a
        case _:
            return 0 if var not in expr_vars(expr) else None


def _translation_invariant(loop: For, envs: list[dict[str, int]]
                           ) -> dict[tuple[str, int], int] | None:
    """Whether shifting every iteration by one shifts every footprint alike: no nested
    loops, no condition on the loop variable, every index affine in it with one
    coefficient per buffer dimension. Then the conflicts between two statement instances
    depend only on their iteration distance. Returns the coefficients per (buffer,
    dimension), or ``None``."""
    if len(envs) != 1 or envs[0]:
        return None
    coeffs: dict[tuple[str, int], int] = {}
    for stmt in walk_stmts(loop.body):
        match stmt:
            case For():
                return None
            case If(cond) if loop.var in expr_vars(cond):
                return None
            case _:
                pass
        for read in leaf_reads(stmt):
            for dim, index in enumerate(read.indices):
                a = _affine_coeff(index, loop.var)
                if a is None or coeffs.setdefault((read.buf, dim), a) != a:
                    return None
    return coeffs


_Analysed = tuple[dict[str, int], VMap, list[WaitSite],
                  list[tuple[int, int]]]


def _steady_state(loop: For, stmts: list[_Stmt], sched: _Schedule, layout: _Layout,
                  ctx: _Ctx, envs: list[dict[str, int]], annotation: Annotation
                  ) -> _Analysed | None:
    """The analysis of a long translation-invariant loop from a short one, for loops
    outside the closed form's class (``...`` indices).

    In such a loop every body step sees the same conflicts at the same distances, so the
    analysis of a loop with ``T`` iterations (``T`` at least three windows of stages plus
    versions) has the prologue and the epilogue of the long loop, and body counts that
    must be constant — checked, else the full analysis runs. The body is then stretched to
    the long trip count and the epilogue shifted (docs/pipeline.md, "Performance")."""
    n_long = sched.stop - sched.start
    # Long enough for three windows of stages plus versions (first guess: the usual
    # max_stage + 1 versions; retried once with the real count if more are needed).
    trip = 3 * (2 * sched.max_stage + 3) + 6
    for _ in range(2):
        if n_long <= trip:
            return None
        short = _Schedule(sched.start, sched.start + trip, sched.max_stage, stmts,
                          sched.ordered)
        trial_ctx = _Ctx(ctx.allocs, dict(ctx.versioned_by), ctx.queue_base, False,
                         ctx.names, ctx.rings)
        versions, vmap, waits, drains = _element_wise(loop, stmts, short, layout, trial_ctx,
                                                      envs, annotation)
        need = 3 * (sched.max_stage + max(versions.values(), default=1) + 2) + 6
        if trip < need:
            trip = need
            continue
        stretched = _stretch(waits, short, sched, loop.var)
        if stretched is None:
            return None
        ctx.versioned_by.update(trial_ctx.versioned_by)
        return versions, vmap, stretched, drains
    return None


def _stretch(waits: list[WaitSite], short: _Schedule, long: _Schedule, var: str
             ) -> list[WaitSite] | None:
    delta = long.stop - short.stop
    body_lo = short.start + short.max_stage
    half = (short.stop - body_lo) // 2
    out: list[WaitSite] = []
    for w in waits:
        match w.part:
            case "prologue":
                out.append(w)
            case "body":
                by_step = {x.step: x for x in w.instances}
                values = {(x.value, x.exact) for x in w.instances}
                if not isinstance(w.count, Const) or not {x.value for x in w.instances
                                                          if x.exact} <= {w.count.value}:
                    return None
                if len({v for v in values if v[1]}) > 1:
                    return None
                instances: list[Instance] = []
                for t in range(body_lo, long.stop):
                    if t < body_lo + half:
                        src = t
                    elif t >= long.stop - half:
                        src = t - delta
                    else:
                        src = body_lo + half
                    if src in by_step:
                        x = by_step[src]
                        instances.append(Instance(t, x.value, x.exact, x.env))
                out.append(WaitSite(w.part, w.k, w.queue, w.count, tuple(instances)))
            case _:
                shifted = tuple(Instance(x.step + delta, x.value, x.exact, x.env)
                                for x in w.instances)
                out.append(WaitSite(w.part, w.k, w.queue, fit_count(list(shifted), var),
                                    shifted))
    return out


def _affine(loop: For, stmts: list[_Stmt], start: int, stop: int,
            coeffs: dict[tuple[str, int], int]) -> AffineLoop | None:
    """The closed-form analysis of a translation-invariant loop (``affine.py``) with the
    index coefficients ``coeffs``, or ``None`` when the loop is outside its class."""
    if stop - start < 2:
        return None
    first = [footprint((s.stmt,), {loop.var: start}) for s in stmts]
    return AffineLoop.build(start, stop, first, coeffs, loop.loc)


def _closed_form(loop: For, stmts: list[_Stmt], sched: _Schedule, layout: _Layout,
                 ctx: _Ctx, annotation: Annotation, coeffs: dict[tuple[str, int], int]
                 ) -> _Analysed | None:
    """Steps 2, 3 and 5 on ``sched`` by the closed-form analysis of a translation-
    invariant loop (index coefficients ``coeffs``, see :func:`_translation_invariant`);
    ``None`` when the loop is outside its class or would be refused (the
    element-by-element analysis names the accesses)."""
    aff = _affine(loop, stmts, sched.start, sched.stop, coeffs)
    if aff is None:
        return None
    trial_ctx = _Ctx(ctx.allocs, dict(ctx.versioned_by), ctx.queue_base, ctx.shortcut,
                     ctx.names, ctx.rings)
    try:
        versions, vmap = _choose_versions(loop, aff, sched, trial_ctx, annotation, [{}])
    except _Fallback:
        return None
    ctx.versioned_by.update(trial_ctx.versioned_by)
    by_iteration = {site: info for site, info in vmap.items() if isinstance(info, tuple)}
    assert len(by_iteration) == len(vmap)  # conditional producers fall back (_Fallback)
    waits, drains = _derive_waits_affine(aff, sched, layout, sched.parts(), by_iteration,
                                         loop.var)
    return versions, vmap, waits, drains


def _element_wise(loop: For, stmts: list[_Stmt], sched: _Schedule, layout: _Layout,
                  ctx: _Ctx, envs: list[dict[str, int]], annotation: Annotation
                  ) -> _Analysed:
    """Steps 2, 3 and 5 on ``sched`` (versions, versioned sites and waits) by executing
    the original and the pipelined loop element by element."""
    analysis = _Analysis(loop, stmts, sched.start, sched.stop, envs)
    versions, vmap = _choose_versions(loop, analysis, sched, ctx, annotation, envs)
    waits, drains = _derive_waits(analysis, sched, layout, sched.parts(), vmap, loop.var)
    return versions, vmap, waits, drains


def pipeline_loop(loop: For, ctx: _Ctx, envs: list[dict[str, int]]
                  ) -> tuple[list[Stmt], PipelineInfo]:
    """Pipeline one annotated loop; ``envs`` are the outer-variable bindings under which
    the loop runs (one empty binding for the outermost loop)."""
    annotation = loop.annotation
    assert annotation is not None
    _check_structure(loop)
    start = _constant(loop.start, "start")
    stop = _constant(loop.stop, "stop")
    queues = {s: ctx.queue_base + s for s in annotation.async_stages}
    # Only stage differences matter: the lowest stage runs at offset 0 (queues keep the
    # stage numbers the user wrote).
    base = min(annotation.stage, default=0)
    stmts = [
        _Stmt(k, stmt, annotation.stage[k] - base, annotation.stage[k] in queues,
              queues.get(annotation.stage[k]), stmt.loc.line)
        for k, stmt in enumerate(loop.body)
    ]
    nested = [x for x in walk_stmts(loop.body) if isinstance(x, For) and x.annotation]
    for s in stmts if nested else ():
        if s.is_async and any(isinstance(x, For) and x.annotation is not None
                              and x.annotation.async_stages for x in walk_stmts((s.stmt,))):
            raise refuse("an async statement contains a pipelined loop with async stages; "
                         "async scopes do not nest", s.stmt.loc)
    ordered = sorted(range(len(stmts)), key=lambda k: annotation.order[k])
    max_stage = max(annotation.stage, default=0) - base
    sched = _Schedule(start, stop, max_stage, stmts, ordered)
    layout = _layout(stmts, ordered)
    parts = sched.parts()
    # Translation-invariant loops allow the shortcuts (docs/pipeline.md, "Performance"):
    # the closed-form analysis, else the steady-state stretch of a long loop.
    coeffs = _translation_invariant(loop, envs) if ctx.shortcut else None
    done: _Analysed | None = None
    if coeffs is not None:
        done = _closed_form(loop, stmts, sched, layout, ctx, annotation, coeffs)
        if done is None:
            done = _steady_state(loop, stmts, sched, layout, ctx, envs, annotation)
    if done is None:
        done = _element_wise(loop, stmts, sched, layout, ctx, envs, annotation)
    versions, vmap, waits, drains = done
    body_stmts = _emit(loop, sched, layout, parts, waits, vmap)
    drain_stmts: list[Stmt] = [Wait(q, Const(n), (), loop.loc) for q, n in drains]
    groups = [(q, ks) for kind, q, ks in layout.items if kind == "group"]
    info = PipelineInfo(loop.var, start, stop, annotation.stage, annotation.order,
                        annotation.async_stages, queues, versions, groups, parts, waits,
                        drains, [s.line for s in stmts])
    for info_site in vmap.values():
        if isinstance(info_site, _CountSite):
            p = info_site.producer
            info.counted[p.buf] = {
                "producer": p.k, "line": stmts[p.k].line,
                "condition": "data-dependent" if p.fit is None else "static",
                "count": (f"{p.ring}[i % {p.ring_size}]" if p.fit is None
                          else format_expr(p.fit.expr("i", 0))),
            }
    out: list[Stmt] = [*body_stmts, *drain_stmts]
    out = _pipeline_nested(out, ctx, info, loop.var, sched, bool(nested))
    return out, info


def _choose_versions(loop: For, analysis: _Analysis | AffineLoop, sched: _Schedule, ctx: _Ctx,
                     annotation: Annotation, envs: list[dict[str, int]]
                     ) -> tuple[dict[str, int], VMap]:
    """The fewest versions per allocated buffer (step 3). With the closed-form analysis
    of an affine loop, a refusal is left to the element-by-element one (``_Fallback``),
    which names the two accesses."""
    if isinstance(analysis, AffineLoop):
        if _writes_under_dynamic_conditions(sched, ctx):
            raise _Fallback  # conditional producers are analysed element by element
        sites = {site_id: _Site(buf, write, ds) for site_id, (buf, write, ds)
                 in analysis.sites(set(ctx.allocs)).items()}
        external = {b for b in analysis.buffers() if b not in ctx.allocs}
    else:
        sites = analysis.sites(ctx.allocs)
        external = set()
        for table in analysis.acc:
            for accesses in table.values():
                external.update(a.buf for a in accesses if a.buf not in ctx.allocs)
    touched: dict[str, list[int]] = {}
    for site_id, site in sites.items():
        touched.setdefault(site.buf, []).append(site_id)
    distance: dict[int, int] = {}
    regular: dict[str, bool] = {}
    max_d = 0
    for buf, ids in touched.items():
        regular[buf] = True
        for site_id in ids:
            ds = sites[site_id].distances
            if len(ds) > 1:
                regular[buf] = False
            d = min(ds) if ds else 0
            distance[site_id] = d
            max_d = max(max_d, d)
    scalar = {buf: ctx.allocs[buf].shape == (1,) for buf in touched}
    producers: dict[str, _Producer | AmdsyncError] = {}
    if isinstance(analysis, _Analysis):
        producers = _conditional_producers(loop, analysis, sched, ctx, sites, distance,
                                           regular, envs)
    site_count: dict[int, Callable[[int], int]] = {}
    for site_id, site in sites.items():
        producer = producers.get(site.buf)
        if isinstance(producer, _Producer):
            delta = 1 if site_id in producer.before else 0
            site_count[site_id] = _shifted_count(producer, delta)
    limit = sched.max_stage + max_d + 2
    chosen: dict[str, int] = {}
    undecided = dict.fromkeys(touched, 1)
    # Buffers that are not allocated before the loop can never be multi-versioned.
    ext_violations = _violations(analysis, sched, dict.fromkeys(external, 1), {},
                                 {b: False for b in external})
    if ext_violations:
        violation = next(iter(ext_violations.values()))
        if violation is None:
            raise _Fallback
        raise refuse(_describe_violation(violation, sched, external=True), loop.loc)
    last: dict[str, _Violation | None] = {}
    for v in range(1, limit + 1):
        if not undecided:
            break
        if v == 2:
            # A conditional producer that one version does not serve must be versioned
            # by its executions: say why it cannot be.
            for buf in undecided:
                producer = producers.get(buf)
                if isinstance(producer, AmdsyncError):
                    raise producer
        trial = {b: v for b in undecided if v == 1 or regular[b] or b in producers}
        found = _violations(analysis, sched, trial, distance, scalar, site_count)
        for buf in trial:
            if buf in found:
                last[buf] = found[buf]
            else:
                chosen[buf] = v
                del undecided[buf]
    for buf in undecided:
        violation = last[buf]
        if violation is None:
            raise _Fallback
        reason = _describe_violation(violation, sched, external=False)
        if not regular[buf] and buf not in producers:
            reason += ("; its reads do not read a fixed number of iterations back, so it "
                       "cannot be multi-versioned")
        raise refuse(reason, loop.loc)
    # Versioned buffers belong to exactly one pipeline.
    for buf, v in chosen.items():
        if v > 1:
            owner = ctx.versioned_by.get(buf)
            if owner is not None and owner != loop.var:
                raise refuse(f"buffer {buf} would be multi-versioned by the loops over "
                             f"{owner} and {loop.var}", loop.loc)
            ctx.versioned_by[buf] = loop.var
    vmap: VMap = {}
    counted: dict[str, _Producer] = {}
    for buf, producer in producers.items():
        if isinstance(producer, _Producer) and chosen[buf] > 1:
            counted[buf] = _with_ring(producer, ctx) if producer.fit is None else producer
    for site_id, site in sites.items():
        v = chosen[site.buf]
        if v <= 1:
            continue
        if site.buf in counted:
            p = counted[site.buf]
            vmap[site_id] = _CountSite(p, v, scalar[site.buf],
                                       1 if site_id in p.before else 0, site.write)
        else:
            vmap[site_id] = (v, 0 if site.write else distance[site_id], scalar[site.buf])
    return chosen, vmap


def _shifted_count(producer: _Producer, delta: int) -> Callable[[int], int]:
    return lambda i: producer.count(i - delta)


def _writes_under_dynamic_conditions(sched: _Schedule, ctx: _Ctx) -> bool:
    for s in sched.stmts:
        for cond_stmt in walk_stmts((s.stmt,)):
            if isinstance(cond_stmt, If) and has_calls_or_reads(cond_stmt.cond):
                _, writes = _static_bufs(cond_stmt)
                if writes & set(ctx.allocs):
                    return True
    return False


def _describe_violation(v: _Violation, sched: _Schedule, external: bool) -> str:
    k1, i1 = v.first
    k2, i2 = v.second
    l1 = sched.stmts[k1].line
    l2 = sched.stmts[k2].line
    what = ("it is not allocated before the loop, so it cannot be multi-versioned"
            if external else "no number of versions keeps their order")
    return (f"the pipelined order runs statement {k2} (line {l2}) of iteration {i2} after "
            f"statement {k1} (line {l1}) of iteration {i1}, but the original runs it "
            f"before, and both access {format_key(v.buf, v.key)}; {what}")


def _conditional_producers(loop: For, analysis: _Analysis, sched: _Schedule, ctx: _Ctx,
                           sites: dict[int, _Site], distance: dict[int, int],
                           regular: dict[str, bool], envs: list[dict[str, int]]
                           ) -> dict[str, _Producer | AmdsyncError]:
    """Allocated buffers written under a condition (some iteration does not write them,
    or writes them under a data-dependent condition), each with its :class:`_Producer`,
    or the refusal to raise if it needs more than one version (docs/pipeline.md,
    "Predicates and conditional producers"). A buffer whose reads are all under its
    producer's data-dependent condition in the same iteration keeps the versions by
    iteration (each read reads that iteration's own write)."""
    locs = {r.site: r.loc for s in sched.stmts for x in walk_stmts((s.stmt,))
            for r in leaf_reads(x)}
    conds: dict[int, list[Expr]] = {}
    for s in sched.stmts:
        conds.update(dynamic_conditions(s.stmt))
    site_stmt: dict[int, int] = {}
    writers: dict[str, set[int]] = {}
    written: dict[str, list[set[int]]] = {}  # buffer -> per table, iterations writing it
    dynamic: set[str] = set()
    for table in analysis.acc:
        for buf in ctx.allocs:
            written.setdefault(buf, []).append(set())
        for (k, i), accesses in table.items():
            for a in accesses:
                if a.buf not in ctx.allocs:
                    continue
                site_stmt[a.site] = k
                if not a.write:
                    continue
                writers.setdefault(a.buf, set()).add(k)
                written[a.buf][-1].add(i)
                if a.may:
                    dynamic.add(a.buf)
    # Read sites that read an element the loop writes (at some iteration).
    written_keys: dict[str, set[Key]] = {}
    for table in analysis.acc:
        for accesses in table.values():
            for a in accesses:
                if a.write and a.buf in ctx.allocs:
                    written_keys.setdefault(a.buf, set()).add(a.key)
    reads_written = {a.site for table in analysis.acc for accesses in table.values()
                     for a in accesses if not a.write and a.buf in ctx.allocs
                     and (a.key in written_keys.get(a.buf, set())
                          or any(keys_overlap(a.key, w) for w in written_keys.get(a.buf, ())))}
    steps = set(range(sched.start, sched.stop))
    out: dict[str, _Producer | AmdsyncError] = {}
    for buf in sorted(writers):
        ids = [i for i, site in sites.items() if site.buf == buf]
        reads = [i for i in ids if not sites[i].write]
        # Some iteration does not write it, or a read never reads a write of the loop
        # (only the value before it, which no fixed distance names).
        static_cond = (any(w != steps for w in written[buf])
                       or any(not sites[r].distances and r in reads_written for r in reads))
        if not static_cond and buf not in dynamic:
            continue
        cond_writes = [i for i in ids if sites[i].write and conds.get(i)]
        if (not static_cond and regular[buf]
                and all(distance[r] == 0 and all(
                    {format_expr(c) for c in conds[w]}
                    <= {format_expr(c) for c in conds.get(r, [])} for w in cond_writes)
                        for r in reads)):
            continue  # every read reads its own iteration's write: versions by iteration
        out[buf] = _producer(loop, buf, analysis, sched, sites, site_stmt, writers[buf],
                             buf in dynamic, locs, envs)
    return out


def _producer(loop: For, buf: str, analysis: _Analysis, sched: _Schedule,
              sites: dict[int, _Site], site_stmt: dict[int, int], writers: set[int],
              is_dynamic: bool, locs: dict[int, Loc], envs: list[dict[str, int]]
              ) -> _Producer | AmdsyncError:
    """The :class:`_Producer` of conditionally written ``buf``, or why it cannot be
    versioned by its producer's executions."""
    write_sites = sorted(i for i, s in sites.items() if s.buf == buf and s.write)
    where = locs.get(write_sites[0], loop.loc)
    needs = f"buffer {buf} is written under a condition and needs more than one version"
    if len(envs) != 1 or envs[0]:
        return refuse(f"{needs}, but it is written in a nested pipelined loop; versioning by "
                      "producer executions is done only in the outermost pipelined loop",
                      where)
    if len(writers) > 1:
        lines = ", ".join(str(sched.stmts[k].line) for k in sorted(writers))
        return refuse(f"{needs}, but the statements at lines {lines} all write it; "
                      "versioning by producer executions needs a single producing "
                      "statement", where)
    k = next(iter(writers))
    producer = sched.stmts[k]
    own_reads = sorted(i for i, s in sites.items()
                       if s.buf == buf and not s.write and site_stmt.get(i) == k)
    if own_reads:
        return refuse(f"{needs}, but its producer at line {producer.line} also reads it; "
                      "versioning by producer executions needs a producer that only writes "
                      "it", locs.get(own_reads[0], where))
    table = analysis.acc[0]
    produced: set[Key] | None = None
    first = sched.start
    for i in range(sched.start, sched.stop):
        keys = {a.key for a in table[(k, i)] if a.buf == buf and a.write}
        if not keys:
            continue
        if produced is None:
            produced, first = keys, i
        elif keys != produced:
            shown = ", ".join(format_key(buf, x) for x in sorted(produced, key=repr))
            now = ", ".join(format_key(buf, x) for x in sorted(keys, key=repr))
            return refuse(f"{needs}, but its producer at line {producer.line} writes {shown} "
                          f"at iteration {first} and {now} at iteration {i}; versioning by "
                          "producer executions needs the same elements in every production",
                          where)
    assert produced is not None
    for (kk, i), accesses in sorted(table.items()):
        for a in accesses:
            if a.buf == buf and not a.write and not _covered(a.key, produced):
                return refuse(
                    f"{needs}, but the read at line {sched.stmts[kk].line} (iteration {i}) "
                    f"reads {format_key(buf, a.key)}, which its producer at line "
                    f"{producer.line} never writes: once the producer has run, that element "
                    "would be read from a version that does not hold its value from before "
                    "the loop", locs.get(a.site, where))
    reads = [i for i, s in sites.items() if s.buf == buf and not s.write]
    before = frozenset(i for i in reads if site_stmt.get(i, k) < k)
    if not is_dynamic:
        counts = [0]
        for i in range(sched.start, sched.stop):
            writes = any(a.buf == buf and a.write for a in table[(k, i)])
            counts.append(counts[-1] + int(writes))
        return _Producer(buf, k, producer.stage, sched.start, tuple(counts),
                         _fit_counts(tuple(counts), sched.start - 1), None, before)
    cond = _production_condition(producer.stmt, buf, needs, producer.line, where)
    if isinstance(cond, AmdsyncError):
        return cond
    # The ring keeps c(i) % V of every iteration whose readers have not all run yet: a
    # reader at step t reads the entry of iteration t - stage - delta; the entries
    # written after it by then are those up to the producer's iteration at step t.
    opos = {kk: p for p, kk in enumerate(sched.ordered)}
    span = 0
    for i in reads:
        r = site_stmt.get(i, k)
        delta = 1 if i in before else 0
        later = 0 if opos[k] < opos[r] else 1
        span = max(span, sched.stmts[r].stage + delta - producer.stage - later)
    return _Producer(buf, k, producer.stage, sched.start, None, None, cond, before,
                     None, span + 1)


def _covered(key: Key, produced: set[Key]) -> bool:
    """Whether every element of ``key`` is among the ``produced`` keys."""
    for other in produced:
        if other == key:
            return True
        if other and other[-1] is None and key[:len(other) - 1] == other[:-1]:
            return True
    return False


def _production_condition(stmt: Stmt, buf: str, needs: str, line: int, where: Loc
                          ) -> Expr | AmdsyncError:
    """The condition under which ``stmt`` writes ``buf``: the conjunction of the ``if``
    tests (negated in ``else`` branches) around every write of it, which must be the
    same for all of them and must not read what ``stmt`` writes (the transformed loop
    evaluates it again, right after the producer)."""
    paths: list[tuple[tuple[Expr, bool], ...]] = []

    def visit(s: Stmt, path: tuple[tuple[Expr, bool], ...]) -> str | None:
        match s:
            case Assign(target):
                if target.buf == buf:
                    paths.append(path)
                return None
            case If(cond, then, orelse):
                for c in then:
                    if (problem := visit(c, (*path, (cond, True)))) is not None:
                        return problem
                for c in orelse:
                    if (problem := visit(c, (*path, (cond, False)))) is not None:
                        return problem
                return None
            case Block(body):
                for c in body:
                    if (problem := visit(c, path)) is not None:
                        return problem
                return None
            case For():
                _, writes = _static_bufs(s)
                return "inside a loop" if buf in writes else None
            case _:
                return None

    problem = visit(stmt, ())
    if problem is not None:
        return refuse(f"{needs}, but its producer at line {line} writes it {problem}; "
                      "versioning by producer executions needs the writes under `if` "
                      "tests only", where)
    shown = {tuple((format_expr(c), pol) for c, pol in p) for p in paths}
    if len(shown) != 1:
        return refuse(f"{needs}, but its producer at line {line} writes it under different "
                      "conditions; versioning by producer executions needs one condition "
                      "for all its writes", where)
    _, writes = _static_bufs(stmt)
    terms: list[Expr] = []
    for cond, polarity in paths[0]:
        clash = sorted({r.buf for r in expr_reads(cond)} & writes)
        if clash:
            return refuse(f"{needs}, but the condition {format_expr(cond)} of its producer "
                          f"at line {line} reads {clash[0]}, which the producer writes; the "
                          "pipelined loop evaluates the condition again after the producer "
                          "to count its executions", cond.loc)
        terms.append(cond if polarity else Unary("not", cond, cond.loc))
    out = terms[0]
    for term in terms[1:]:
        out = Bin("and", out, term)
    return out


def _with_ring(producer: _Producer, ctx: _Ctx) -> _Producer:
    """Name the ring of a data-dependent producer's counts (a fresh allocated buffer)."""
    alloc = ctx.rings.get(producer.buf)
    if alloc is None:
        taken = ctx.names | {a.name for a in ctx.rings.values()}
        name = f"{producer.buf}_count"
        n = 1
        while name in taken:
            n += 1
            name = f"{producer.buf}_count{n}"
        alloc = Alloc(name, (producer.ring_size,), Loc("<pipeline>"))
        ctx.rings[producer.buf] = alloc
    return replace(producer, ring=alloc.name, ring_size=alloc.shape[0])


# ---------------------------------------------------------------- step 5: waits


def _derive_waits(analysis: _Analysis, sched: _Schedule, layout: _Layout, parts: list[Part],
                  vmap: VMap, var: str
                  ) -> tuple[list[WaitSite], list[tuple[int, int]]]:
    queues = sorted({s.queue for s in sched.stmts if s.queue is not None})
    records: dict[tuple[str, int, int], list[Instance]] = {}
    drains: dict[int, int] = {}
    for env, table in zip(analysis.envs, analysis.acc, strict=True):
        env_key = tuple(sorted(env.items()))
        committed = dict.fromkeys(queues, 0)
        completed = dict.fromkeys(queues, 0)
        async_w: ElemTable[dict[int, int]] = ElemTable()
        async_r: ElemTable[dict[int, int]] = ElemTable()
        nonempty: set[tuple[int, int]] = set()
        for part in parts:
            for t in range(part.start, part.stop):
                for kind, ident, members in layout.items:
                    ks = (ident,) if kind == "stmt" else members
                    ran = False
                    for k in ks:
                        if not sched.valid(k, t):
                            continue
                        ran = True
                        s = sched.stmts[k]
                        i = t - s.stage
                        accesses = _versioned(table[(k, i)], i, vmap)
                        need: dict[int, int] = {}
                        for a in accesses:
                            hits = list(async_w.overlapping(a.buf, a.key))
                            if a.write:
                                hits += list(async_r.overlapping(a.buf, a.key))
                            for _, per_queue in hits:
                                for q, g in per_queue.items():
                                    need[q] = max(need.get(q, -1), g)
                        for q in queues:
                            if q in need and need[q] >= committed[q]:
                                raise AmdsyncError(
                                    "pipeline-internal",
                                    f"statement {k} conflicts with its own open group")
                            g = need.get(q, -1)
                            if g >= completed[q]:
                                count = committed[q] - 1 - g
                                completed[q] = g + 1
                                inst = Instance(t, count, True, env_key)
                            else:
                                inst = Instance(t, committed[q] - completed[q], False, env_key)
                            records.setdefault((part.name, k, q), []).append(inst)
                        if s.queue is not None:
                            group = committed[s.queue]
                            if accesses:
                                nonempty.add((s.queue, group))
                            for a in accesses:
                                target = async_w if a.write else async_r
                                entry = dict(target.get(a.buf, a.key) or {})
                                entry[s.queue] = group
                                target.set(a.buf, a.key, entry)
                    if kind == "group" and ran:
                        committed[ident] += 1
        for q in queues:
            # Only groups that hold an access need draining (an empty group has no op):
            # the drain waits for the newest one, leaving trailing empty groups alone.
            live = [g for g in range(completed[q], committed[q]) if (q, g) in nonempty]
            if live:
                count = committed[q] - 1 - max(live)
                drains[q] = min(drains.get(q, count), count)
    sites: list[WaitSite] = []
    for (part_name, k, q), instances in sorted(records.items(),
                                               key=lambda kv: (kv[0][0], kv[0][1], kv[0][2])):
        if not any(x.exact for x in instances):
            continue
        per_env: dict[tuple[tuple[str, int], ...], list[Instance]] = {}
        for x in instances:
            per_env.setdefault(x.env, []).append(x)
        merged = _merge_envs(per_env, var)
        sites.append(WaitSite(part_name, k, q, fit_count(merged, var), tuple(instances)))
    return sites, sorted(drains.items())


def _derive_waits_affine(aff: AffineLoop, sched: _Schedule, layout: _Layout,
                         parts: list[Part], vmap: dict[int, tuple[int, int, bool]], var: str
                         ) -> tuple[list[WaitSite], list[tuple[int, int]]]:
    """:func:`_derive_waits` for an affine loop: the same executions, each instance's
    newest conflicting group found from its partner statements in closed form."""
    items = [(None if kind == "stmt" else ident, (ident,) if kind == "stmt" else members)
             for kind, ident, members in layout.items]
    records, drains = aff.wait_records(sched.sched_stmts, items,
                                       [(p.name, p.start, p.stop) for p in parts], vmap)
    sites = [WaitSite(part_name, k, q, fit_count(instances, var), tuple(instances))
             for (part_name, k, q), instances in records.items()]
    return sites, sorted(drains.items())


def _merge_envs(per_env: dict[tuple[tuple[str, int], ...], list[Instance]], var: str
                ) -> list[Instance]:
    """One wait site must have one count per step whatever the outer iteration is."""
    merged: dict[int, Instance] = {}
    for instances in per_env.values():
        for x in instances:
            old = merged.get(x.step)
            if old is None:
                merged[x.step] = x
            elif old.exact and x.exact and old.value != x.value:
                raise refuse(f"the nested loop over {var} needs a different wait count at "
                             f"step {x.step} in different outer iterations", Loc("<pipeline>"))
            elif x.exact or (not old.exact and x.value > old.value):
                merged[x.step] = Instance(x.step, max(x.value, old.value)
                                          if not x.exact and not old.exact else x.value,
                                          x.exact)
    return list(merged.values())


def _versioned(accesses: list[Access], i: int, vmap: VMap) -> list[Access]:
    out: list[Access] = []
    for a in accesses:
        info = vmap.get(a.site)
        if info is None:
            out.append(a)
            continue
        if isinstance(info, _CountSite):
            # A data-dependent producer is analysed as if it ran every iteration (the
            # newest group any read may need; docs/pipeline.md).
            out.append(Access(a.site, a.buf,
                              _versioned_key(a.key, info.version(i), info.scalar), a.write,
                              a.may))
            continue
        v, d, scalar = info
        out.append(Access(a.site, a.buf, _versioned_key(a.key, (i - d) % v, scalar), a.write,
                          a.may))
    return out


# ---------------------------------------------------------------- emission


def _emit(loop: For, sched: _Schedule, layout: _Layout, parts: list[Part],
          waits: list[WaitSite], vmap: VMap) -> list[Stmt]:
    var = loop.var
    by_site = {(w.part, w.k, w.queue): w for w in waits}
    waits_before: dict[tuple[str, int], list[WaitSite]] = {}
    for (part_name, k, _), w in by_site.items():
        waits_before.setdefault((part_name, k), []).append(w)
    rewritten: dict[int, Stmt] = {}
    bookkeeping = _count_updates(loop.var, sched, vmap)

    @cache
    def guard(stage: int, lo_needed: bool, hi_needed: bool) -> Expr:
        """The range guard of a stage's statements (shared by the items of a part)."""
        conds: list[Expr] = []
        if lo_needed:
            conds.append(Bin(">=", Var(var), Const(sched.start + stage)))
        if hi_needed:
            conds.append(Bin("<", Var(var), Const(sched.stop + stage)))
        return conds[0] if len(conds) == 1 else Bin("and", conds[0], conds[1])

    out: list[Stmt] = []
    for part in parts:
        body: list[Stmt] = []
        for kind, ident, members in layout.items:
            ks = (ident,) if kind == "stmt" else members
            stage = sched.stmts[ks[0]].stage
            lo_needed = part.start - stage < sched.start
            hi_needed = part.stop - 1 - stage >= sched.stop
            if max(part.start, sched.start + stage) >= min(part.stop, sched.stop + stage):
                continue
            nodes: list[Stmt] = []
            for k in ks:
                s = sched.stmts[k]
                if k not in rewritten:  # the same in every part: shared, immutable nodes
                    inst: Stmt = Inst(k, add(Var(var), -s.stage),
                                      (_rewrite_stmt(s.stmt, var, s.stage, vmap),),
                                      s.stmt.loc)
                    rewritten[k] = AsyncScope((inst,), s.stmt.loc) if s.is_async else inst
                pieces: tuple[Stmt, ...] = (rewritten[k], *bookkeeping.get(k, ()))
                for w in sorted(waits_before.get((part.name, k), []), key=lambda w: -w.queue):
                    pieces = (Wait(w.queue, w.count, pieces, s.stmt.loc),)
                nodes.extend(pieces)
            node: list[Stmt] = nodes
            if kind == "group":
                node = [Commit(ident, tuple(nodes), sched.stmts[ks[0]].stmt.loc)]
            if lo_needed or hi_needed:
                body.append(If(guard(stage, lo_needed, hi_needed), tuple(node), (), loop.loc))
            else:
                body.extend(node)
        out.append(For(var, Const(part.start), Const(part.stop), tuple(body), loop.loc,
                       None, part.name))
    return out


def _count_updates(var: str, sched: _Schedule, vmap: VMap) -> dict[int, list[Stmt]]:
    """After each data-dependent producer, the statement that records the count of its
    executions so far for its iteration ``x``:
    ``ring[x % R] = (ring[(x - 1) % R] + 1) % V if cond else ring[(x - 1) % R]``."""
    out: dict[int, list[Stmt]] = {}
    seen: set[str] = set()
    for info in vmap.values():
        if not isinstance(info, _CountSite) or info.producer.ring is None:
            continue
        p = info.producer
        if p.buf in seen:
            continue
        seen.add(p.buf)
        assert p.ring is not None and p.cond is not None
        loc = sched.stmts[p.k].stmt.loc
        size = Const(p.ring_size)
        entry = Read(p.ring, (Bin("%", add(Var(var), -p.stage), size),), -1, loc)
        previous = Read(p.ring, (Bin("%", add(Var(var), -p.stage - 1), size),), -1, loc)
        cond = _rewrite_expr(p.cond, var, p.stage, vmap)
        value = IfExp(cond, Bin("%", add(previous, 1), Const(info.versions)), previous, loc)
        out.setdefault(p.k, []).append(Assign(entry, value, loc))
    return out


# ---------------------------------------------------------------- nested pipelines


def _pipeline_nested(stmts: list[Stmt], ctx: _Ctx, info: PipelineInfo, var: str,
                     sched: _Schedule, nested: bool) -> list[Stmt]:
    """Pipeline annotated loops nested in the statements of this one (``nested``: the
    loop body has some). Each occurrence is transformed for every outer step it runs at;
    the results must agree."""
    base = ctx.queue_base + max(info.stage, default=0) + 1

    def visit(stmt: Stmt, envs: list[dict[str, int]]) -> Stmt:
        match stmt:
            case For(v, start, stop, body, loc, annotation, label):
                if annotation is not None:
                    inner_ctx = _Ctx(ctx.allocs, ctx.versioned_by, base, True, ctx.names, ctx.rings)
                    out, inner_info = pipeline_loop(stmt, inner_ctx, envs)
                    info.nested.append(inner_info)
                    return Block(tuple(out), loc)
                if label is not None:  # a part of this pipeline: bind the step variable
                    lo, hi = static_value(start, {}), static_value(stop, {})
                    steps = [{**e, v: t} for e in envs for t in range(lo, hi)]
                    return For(v, start, stop, tuple(visit(s, steps) for s in body), loc,
                               None, label)
                return For(v, start, stop, tuple(visit(s, envs) for s in body), loc, None,
                           label)
            case If(cond, then, orelse, loc):
                return If(cond, tuple(visit(s, envs) for s in then),
                          tuple(visit(s, envs) for s in orelse), loc)
            case Block(body, loc):
                return Block(tuple(visit(s, envs) for s in body), loc)
            case AsyncScope(body, loc):
                return AsyncScope(tuple(visit(s, envs) for s in body), loc)
            case Commit(q, body, loc):
                return Commit(q, tuple(visit(s, envs) for s in body), loc)
            case Wait(q, count, body, loc):
                return Wait(q, count, tuple(visit(s, envs) for s in body), loc)
            case Inst(k, it, body, loc, path):
                return Inst(k, it, tuple(visit(s, envs) for s in body), loc, path)
            case _:
                return stmt

    if not nested:
        return stmts
    return [visit(s, [{}]) for s in stmts]


# ---------------------------------------------------------------- around the loop


def _version_accesses(stmt: Stmt, versioned: dict[str, tuple[int, bool]],
                      version: Callable[[int], int]) -> Stmt:
    """``stmt`` with every access of a multi-versioned buffer ``B`` (``V`` versions) made
    to version ``version(V)``."""
    def go(e: Expr) -> Expr:
        match e:
            case Const() | Var():
                return e
            case Bin(op, lhs, rhs, loc):
                return Bin(op, go(lhs), go(rhs), loc)
            case Unary(op, operand, loc):
                return Unary(op, go(operand), loc)
            case Read(buf, indices, site, loc):
                inner = tuple(i if isinstance(i, Wild) else go(i) for i in indices)
                if buf in versioned:
                    v, scalar = versioned[buf]
                    inner = (Const(version(v)),) if scalar else (Const(version(v)), *inner)
                return Read(buf, inner, site, loc)
            case IfExp(cond, then, orelse, loc):
                return IfExp(go(cond), go(then), go(orelse), loc)
            case Call(name, args, loc):
                return Call(name, tuple(go(a) for a in args), loc)
            case _:
                assert_never(e)

    def many(body: tuple[Stmt, ...]) -> tuple[Stmt, ...]:
        return tuple(_version_accesses(x, versioned, version) for x in body)

    match stmt:
        case Assign(target, value, loc):
            new_target = go(target)
            assert isinstance(new_target, Read)
            return Assign(new_target, go(value), loc)
        case Eval(call, loc):
            new_call = go(call)
            assert isinstance(new_call, Call)
            return Eval(new_call, loc)
        case If(cond, then, orelse, loc):
            return If(go(cond), many(then), many(orelse), loc)
        case For(v, start, stop, body, loc, annotation, label):
            return For(v, start, stop, many(body), loc, annotation, label)
        case Block(body, loc):
            return Block(many(body), loc)
        case AsyncScope() | Commit() | Wait() | Inst():
            return stmt


def _before_loop(stmt: Stmt, versioned: dict[str, tuple[int, bool]]) -> list[Stmt]:
    """A statement before the pipelined loop, on multi-versioned buffers: one that
    writes them runs once per version, so every version starts with the value the
    original loop starts with (whichever version a read before the first write in the
    loop reads: ``(i - d) % V`` by iteration, version 0 by producer executions); one that
    only reads them reads version 0 (all versions are equal there)."""
    reads, writes = _static_bufs(stmt)
    touched = (reads | writes) & set(versioned)
    if not touched:
        return [stmt]
    if not writes & set(versioned):
        return [_version_accesses(stmt, versioned, lambda v: 0)]
    other = sorted(writes - set(versioned))
    calls = [x for x in walk_stmts((stmt,)) if isinstance(x, Eval)]
    if other or calls:
        what = f"writes {other[0]}" if other else "makes an observable call"
        raise refuse(f"this statement before the loop writes a buffer the pipeline "
                     f"multi-versions and also {what}; it is run once per version to give "
                     "every version the value before the loop, so it must only write "
                     "multi-versioned buffers", stmt.loc)
    copies = max(versioned[b][0] for b in writes & set(versioned))
    return [_version_accesses(stmt, versioned, _copy(c)) for c in range(copies)]


def _copy(c: int) -> Callable[[int], int]:
    return lambda versions: c % versions


def _check_after_loop(stmt: Stmt, versioned: dict[str, tuple[int, bool]]) -> None:
    reads, writes = _static_bufs(stmt)
    touched = sorted((reads | writes) & set(versioned))
    if touched:
        raise refuse(f"this statement after the loop accesses {touched[0]}, which the "
                     f"pipeline multi-versions into {versioned[touched[0]][0]} versions: "
                     "after the loop its last values are spread over the versions",
                     stmt.loc)


# ---------------------------------------------------------------- entry point


def transform(program: LoopProgram, shortcut: bool = True) -> Transformed:
    """Pipeline the program's top-level annotated loop (and the annotated loops nested in
    it). Raises ``pipeline-refused`` with the reason when no correct pipeline exists.
    ``shortcut`` allows the steady-state analysis of long translation-invariant loops
    (same result, cost independent of the trip count)."""
    loops = [s for s in program.stmts if isinstance(s, For)]
    if not loops:
        raise AmdsyncError("pipeline-no-loop", "the file has no for loop to pipeline",
                           Loc(program.file, 1, 1))
    loop = loops[0]
    if loop.annotation is None:
        raise AmdsyncError("pipeline-annotation",
                           "the loop has no annotation: give --stage (and --order, "
                           "--async-stages) or a '# pipeline: stage=[...]' header", loop.loc)
    allocs = {a.name: a for a in program.allocs}
    names = set(allocs) | {r.buf for stmt in walk_stmts(program.stmts)
                           for r in leaf_reads(stmt)}
    ctx = _Ctx(allocs, {}, 0, shortcut, names)
    out, info = pipeline_loop(loop, ctx, [{}])
    new_allocs = list(program.allocs)
    all_versions: dict[str, int] = {}

    def collect(i: PipelineInfo) -> None:
        for buf, v in i.versions.items():
            all_versions[buf] = max(all_versions.get(buf, 1), v)
        for n in i.nested:
            collect(n)

    collect(info)
    for index, alloc in enumerate(new_allocs):
        v = all_versions.get(alloc.name, 1)
        if v > 1:
            shape = (v,) if alloc.shape == (1,) else (v, *alloc.shape)
            new_allocs[index] = Alloc(alloc.name, shape, alloc.loc)
    new_allocs += ctx.rings.values()
    versioned = {buf: (v, allocs[buf].shape == (1,)) for buf, v in all_versions.items()
                 if v > 1}
    stmts: list[Stmt] = []
    after = False
    for stmt in program.stmts:
        if stmt is loop:
            stmts.extend(out)
            after = True
        elif after:
            _check_after_loop(stmt, versioned)
            stmts.append(stmt)
        else:
            stmts.extend(_before_loop(stmt, versioned))
    return Transformed(program, LoopProgram(tuple(new_allocs), tuple(stmts), program.file),
                       info)
