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
   reads version ``(i - d) % V``.
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
from dataclasses import dataclass, field
from functools import cache, cached_property
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


# ---------------------------------------------------------------- step 3: versions


@dataclass
class _Violation:
    buf: str
    key: Key
    first: tuple[int, int]
    second: tuple[int, int]


def _order_violations(analysis: _Analysis, sched: _Schedule, bufs: dict[str, int],
                      site_dist: dict[int, int], scalar: dict[str, bool]
                      ) -> dict[str, _Violation]:
    """For each buffer in ``bufs`` (name -> versions), the first pair of conflicting
    accesses the pipelined schedule runs in the opposite order to the original."""
    found: dict[str, _Violation] = {}
    for table in analysis.acc:
        max_w: dict[tuple[str, Key], tuple[int, tuple[int, int]]] = {}
        max_r: dict[tuple[str, Key], tuple[int, tuple[int, int]]] = {}
        wild_seen: set[str] = set()
        for t in sched.steps():
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
                        key = _versioned_key(key, (i - site_dist.get(a.site, 0)) % versions,
                                             scalar[a.buf])
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
                site_dist: dict[int, int], scalar: dict[str, bool]
                ) -> dict[str, _Violation | None]:
    """:func:`_order_violations`, by either analysis (the closed form finds the buffers,
    not the accesses: ``None``)."""
    if isinstance(analysis, AffineLoop):
        found = analysis.violated(sched.sched_stmts, bufs, site_dist, scalar)
        return dict.fromkeys(sorted(found))
    return dict(_order_violations(analysis, sched, bufs, site_dist, scalar))


# ---------------------------------------------------------------- rewriting


def _rewrite_expr(expr: Expr, var: str, shift: int, vmap: dict[int, tuple[int, int, bool]]
                  ) -> Expr:
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
                if info is not None:
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


def _rewrite_stmt(stmt: Stmt, var: str, shift: int,
                  vmap: dict[int, tuple[int, int, bool]]) -> Stmt:
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
        for read in _stmt_reads(stmt):
            for index in read.indices:
                if not isinstance(index, Wild) and expr_reads(index):
                    raise AmdsyncError("pipeline-dynamic-index",
                                       f"the index of {read.buf} reads a buffer; indices "
                                       "must be integer expressions of loop variables",
                                       read.loc)


def _stmt_reads(stmt: Stmt) -> list[Read]:
    match stmt:
        case Assign(target, value):
            return [*expr_reads(target), *expr_reads(value)]
        case Eval(call):
            return expr_reads(call)
        case If(cond):
            return expr_reads(cond)
        case _:
            return []


@dataclass
class _Ctx:
    allocs: dict[str, Alloc]
    versioned_by: dict[str, str]  # buffer -> loop variable of the pipeline versioning it
    queue_base: int
    shortcut: bool = True


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
        for read in _stmt_reads(stmt):
            for dim, index in enumerate(read.indices):
                a = _affine_coeff(index, loop.var)
                if a is None or coeffs.setdefault((read.buf, dim), a) != a:
                    return None
    return coeffs


_Analysed = tuple[dict[str, int], dict[int, tuple[int, int, bool]], list[WaitSite],
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
        trial_ctx = _Ctx(ctx.allocs, dict(ctx.versioned_by), ctx.queue_base, False)
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
    return AffineLoop.build(start, stop, first, coeffs)


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
    trial_ctx = _Ctx(ctx.allocs, dict(ctx.versioned_by), ctx.queue_base, ctx.shortcut)
    try:
        versions, vmap = _choose_versions(loop, aff, sched, trial_ctx, annotation)
    except _Fallback:
        return None
    ctx.versioned_by.update(trial_ctx.versioned_by)
    waits, drains = _derive_waits_affine(aff, sched, layout, sched.parts(), vmap, loop.var)
    return versions, vmap, waits, drains


def _element_wise(loop: For, stmts: list[_Stmt], sched: _Schedule, layout: _Layout,
                  ctx: _Ctx, envs: list[dict[str, int]], annotation: Annotation
                  ) -> _Analysed:
    """Steps 2, 3 and 5 on ``sched`` (versions, versioned sites and waits) by executing
    the original and the pipelined loop element by element."""
    analysis = _Analysis(loop, stmts, sched.start, sched.stop, envs)
    versions, vmap = _choose_versions(loop, analysis, sched, ctx, annotation)
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
    out: list[Stmt] = [*body_stmts, *drain_stmts]
    out = _pipeline_nested(out, ctx, info, loop.var, sched, bool(nested))
    return out, info


def _choose_versions(loop: For, analysis: _Analysis | AffineLoop, sched: _Schedule, ctx: _Ctx,
                     annotation: Annotation
                     ) -> tuple[dict[str, int], dict[int, tuple[int, int, bool]]]:
    """The fewest versions per allocated buffer (step 3). With the closed-form analysis
    of an affine loop, a refusal is left to the element-by-element one (``_Fallback``),
    which names the two accesses."""
    if isinstance(analysis, AffineLoop):
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
        trial = {b: v for b in undecided if v == 1 or regular[b]}
        found = _violations(analysis, sched, trial, distance, scalar)
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
        if not regular[buf]:
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
    _check_conditional_producers(loop, chosen, sites, distance, sched)
    vmap: dict[int, tuple[int, int, bool]] = {}
    for site_id, site in sites.items():
        v = chosen[site.buf]
        if v > 1:
            vmap[site_id] = (v, 0 if site.write else distance[site_id], scalar[site.buf])
    return chosen, vmap


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


def _check_conditional_producers(loop: For, chosen: dict[str, int], sites: dict[int, _Site],
                                 distance: dict[int, int], sched: _Schedule) -> None:
    """A multi-versioned buffer written under a data-dependent condition keeps the value
    the original loop reads only if every read is under the same condition in the same
    iteration (docs/pipeline.md, "Conditional producers")."""
    by_buf: dict[str, list[int]] = {}
    for site_id, site in sites.items():
        if chosen[site.buf] > 1:
            by_buf.setdefault(site.buf, []).append(site_id)
    if not by_buf:
        return
    conds: dict[int, list[str]] = {}
    for s in sched.stmts:
        for site_id, cs in dynamic_conditions(s.stmt).items():
            if cs:
                conds[site_id] = [format_expr(c) for c in cs]
    for buf, v in chosen.items():
        ids = by_buf.get(buf, [])
        writes = [i for i in ids if sites[i].write and conds.get(i)]
        for w in writes:
            need = set(conds[w])
            for r in ids:
                if sites[r].write:
                    continue
                if distance[r] != 0 or not need <= set(conds.get(r, [])):
                    reads = {read.site: read.loc for s in sched.stmts
                             for x in walk_stmts((s.stmt,)) for read in _stmt_reads(x)}
                    line_w = reads[w].line if w in reads else 0
                    line_r = reads[r].line if r in reads else 0
                    raise refuse(
                        f"buffer {buf} needs {v} versions, but its producer at line "
                        f"{line_w} runs only when {' and '.join(sorted(need))}; "
                        f"the read at line {line_r} is not under the same "
                        "condition of the same iteration, so on iterations where the "
                        "producer does not run it would read a stale version instead of "
                        "the value the original loop reads", reads.get(w, loop.loc))


# ---------------------------------------------------------------- step 5: waits


def _derive_waits(analysis: _Analysis, sched: _Schedule, layout: _Layout, parts: list[Part],
                  vmap: dict[int, tuple[int, int, bool]], var: str
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


def _versioned(accesses: list[Access], i: int, vmap: dict[int, tuple[int, int, bool]]
               ) -> list[Access]:
    out: list[Access] = []
    for a in accesses:
        info = vmap.get(a.site)
        if info is None:
            out.append(a)
            continue
        v, d, scalar = info
        out.append(Access(a.site, a.buf, _versioned_key(a.key, (i - d) % v, scalar), a.write,
                          a.may))
    return out


# ---------------------------------------------------------------- emission


def _emit(loop: For, sched: _Schedule, layout: _Layout, parts: list[Part],
          waits: list[WaitSite], vmap: dict[int, tuple[int, int, bool]]) -> list[Stmt]:
    var = loop.var
    by_site = {(w.part, w.k, w.queue): w for w in waits}
    waits_before: dict[tuple[str, int], list[WaitSite]] = {}
    for (part_name, k, _), w in by_site.items():
        waits_before.setdefault((part_name, k), []).append(w)
    rewritten: dict[int, Stmt] = {}

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
                inst = rewritten[k]
                for w in sorted(waits_before.get((part.name, k), []), key=lambda w: -w.queue):
                    inst = Wait(w.queue, w.count, (inst,), s.stmt.loc)
                nodes.append(inst)
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
                    inner_ctx = _Ctx(ctx.allocs, ctx.versioned_by, base)
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
    ctx = _Ctx(allocs, {}, 0, shortcut)
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
    stmts: list[Stmt] = []
    for stmt in program.stmts:
        if stmt is loop:
            stmts.extend(out)
        else:
            stmts.append(stmt)
    return Transformed(program, LoopProgram(tuple(new_allocs), tuple(stmts), program.file),
                       info)
