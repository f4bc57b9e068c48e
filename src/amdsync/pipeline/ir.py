"""The pipeline IR: loops in the TIR async-pipeline RFC's Python notation.

One tree serves both sides of the transform (tir-async-pipeline-rfc, "Asynchronous stage
in a software pipeline"): the original loop (assignments to subscripted buffers, ``if``
blocks, opaque calls, nested ``for`` loops) and the transformed loop, which adds the RFC's
three scopes ``async_commit_queue(q):``, ``async_wait_queue(q, N):`` and ``async_scope:``.
:class:`Inst` marks which original statement (index ``k`` among the loop body's top-level
statements) at which original iteration a piece of transformed code executes, so traces
and the verifier can name it.

    B = alloc([1])                       B = alloc([2])
    for i in range(16):          ──►     for i in range(0, 1):   # prologue
        B[0] = A[i] + 1                      async_commit_queue(0): ...
        C[i] = B[0] + 1                  ...
"""

from __future__ import annotations

from dataclasses import dataclass, field

from amdsync.diagnostics import Loc

# ---------------------------------------------------------------- expressions


@dataclass(frozen=True)
class Const:
    value: int
    loc: Loc = field(default=Loc("<pipeline>"), compare=False)


@dataclass(frozen=True)
class Var:
    name: str
    loc: Loc = field(default=Loc("<pipeline>"), compare=False)


@dataclass(frozen=True)
class Bin:
    """``lhs op rhs``; ``op`` is one of ``+ - * // % < <= > >= == != and or``."""

    op: str
    lhs: Expr
    rhs: Expr
    loc: Loc = field(default=Loc("<pipeline>"), compare=False)


@dataclass(frozen=True)
class Unary:
    """``-x`` or ``not x``."""

    op: str
    operand: Expr
    loc: Loc = field(default=Loc("<pipeline>"), compare=False)


@dataclass(frozen=True)
class Wild:
    """The ``...`` index: every element whose leading indices match (trailing only)."""

    loc: Loc = field(default=Loc("<pipeline>"), compare=False)


@dataclass(frozen=True)
class Read:
    """``buf[idx, ...]``: a read of one element (or, with a trailing ``...``, a row).

    ``site`` numbers the access in the source so the transform can rewrite it."""

    buf: str
    indices: tuple[Expr | Wild, ...]
    site: int
    loc: Loc = field(default=Loc("<pipeline>"), compare=False)


@dataclass(frozen=True)
class Call:
    """``f(args)``: an opaque pure function (``min``/``max`` are the integer builtins)."""

    name: str
    args: tuple[Expr, ...]
    loc: Loc = field(default=Loc("<pipeline>"), compare=False)


@dataclass(frozen=True)
class IfExp:
    """``then if cond else orelse`` (used for per-iteration wait counts)."""

    cond: Expr
    then: Expr
    orelse: Expr
    loc: Loc = field(default=Loc("<pipeline>"), compare=False)


Expr = Const | Var | Bin | Unary | Read | Call | IfExp

# ---------------------------------------------------------------- statements


@dataclass(frozen=True)
class Assign:
    """``buf[idx] = value`` (also written ``buf[idx] <- value`` as in the RFC)."""

    target: Read
    value: Expr
    loc: Loc


@dataclass(frozen=True)
class Eval:
    """An opaque call in statement position, ``compute(x, y)``: its arguments are read and
    the call is observable (the verifier compares every call's argument values)."""

    call: Call
    loc: Loc


@dataclass(frozen=True)
class If:
    cond: Expr
    then: tuple[Stmt, ...]
    orelse: tuple[Stmt, ...]
    loc: Loc


@dataclass(frozen=True)
class Annotation:
    """The RFC's three loop annotations: ``software_pipeline_stage``, ``_order`` and
    ``_async_stages``."""

    stage: tuple[int, ...]
    order: tuple[int, ...]
    async_stages: tuple[int, ...]
    loc: Loc


@dataclass(frozen=True)
class For:
    """``for var in range(start, stop):`` (step 1). ``label`` names a transformed loop's
    part (prologue, body, epilogue) for printing."""

    var: str
    start: Expr
    stop: Expr
    body: tuple[Stmt, ...]
    loc: Loc
    annotation: Annotation | None = None
    label: str | None = None


@dataclass(frozen=True)
class Block:
    """``with block:`` — several statements that count as one top-level statement."""

    body: tuple[Stmt, ...]
    loc: Loc


@dataclass(frozen=True)
class AsyncScope:
    """``async_scope:`` — the enclosed statement runs asynchronously (RFC, "The role of
    async_scope")."""

    body: tuple[Stmt, ...]
    loc: Loc


@dataclass(frozen=True)
class Commit:
    """``async_commit_queue(q):`` — run the body, then commit the async operations it
    issued as one group to queue ``q`` (RFC, "Semantics of the proposed scope
    annotations"). The group is committed even if the body issued nothing."""

    queue: int
    body: tuple[Stmt, ...]
    loc: Loc


@dataclass(frozen=True)
class Wait:
    """``async_wait_queue(q, N):`` — block until at most ``N`` most recent committed groups
    of queue ``q`` are in flight, then run the body."""

    queue: int
    count: Expr
    body: tuple[Stmt, ...]
    loc: Loc


@dataclass(frozen=True)
class Inst:
    """Transformed code executing original top-level statement ``k`` at original
    iteration ``iteration`` (an expression over the transformed loop variables).
    ``path`` names enclosing pipelined loops for statements of nested pipelines."""

    k: int
    iteration: Expr
    body: tuple[Stmt, ...]
    loc: Loc
    path: tuple[tuple[int, Expr], ...] = ()


Stmt = Assign | Eval | If | For | Block | AsyncScope | Commit | Wait | Inst


@dataclass(frozen=True)
class Alloc:
    """``name = alloc([shape])``: a buffer the pipeline may multi-version."""

    name: str
    shape: tuple[int, ...]
    loc: Loc


@dataclass(frozen=True)
class LoopProgram:
    """A whole input file: allocations, then statements (one pipelined ``for`` loop in
    the original; prologue, body, epilogue and drains in a transformed program)."""

    allocs: tuple[Alloc, ...]
    stmts: tuple[Stmt, ...]
    file: str

    def alloc(self, name: str) -> Alloc | None:
        for alloc in self.allocs:
            if alloc.name == name:
                return alloc
        return None

    @property
    def loop(self) -> For:
        """The (first) top-level loop: the one to pipeline."""
        for stmt in self.stmts:
            if isinstance(stmt, For):
                return stmt
        raise ValueError("program has no loop")


# ---------------------------------------------------------------- helpers


def children(stmt: Stmt) -> tuple[Stmt, ...]:
    """The statements nested directly in ``stmt`` (both branches of an ``if``)."""
    match stmt:
        case Assign() | Eval():
            return ()
        case If(_, then, orelse, _):
            return then + orelse
        case For() | Block() | AsyncScope() | Commit() | Wait() | Inst():
            return stmt.body


def walk_stmts(stmts: tuple[Stmt, ...]) -> list[Stmt]:
    out: list[Stmt] = []
    stack = list(reversed(stmts))
    while stack:
        stmt = stack.pop()
        out.append(stmt)
        stack.extend(reversed(children(stmt)))
    return out


def expr_reads(expr: Expr | Wild) -> list[Read]:
    """Every buffer read inside ``expr`` (index reads included), outermost first."""
    match expr:
        case Const() | Var() | Wild():
            return []
        case Bin(_, lhs, rhs):
            return expr_reads(lhs) + expr_reads(rhs)
        case Unary(_, operand):
            return expr_reads(operand)
        case Read(_, indices):
            out = [expr]
            for index in indices:
                out += expr_reads(index)
            return out
        case Call(_, args):
            return [r for a in args for r in expr_reads(a)]
        case IfExp(cond, then, orelse):
            return expr_reads(cond) + expr_reads(then) + expr_reads(orelse)


def leaf_reads(stmt: Stmt) -> list[Read]:
    """The accesses a leaf statement or an ``if`` test makes itself (targets included;
    not those of nested statements)."""
    match stmt:
        case Assign(target, value):
            return [*expr_reads(target), *expr_reads(value)]
        case Eval(call):
            return expr_reads(call)
        case If(cond):
            return expr_reads(cond)
        case _:
            return []


def expr_vars(expr: Expr | Wild) -> set[str]:
    match expr:
        case Const() | Wild():
            return set()
        case Var(name):
            return {name}
        case Bin(_, lhs, rhs):
            return expr_vars(lhs) | expr_vars(rhs)
        case Unary(_, operand):
            return expr_vars(operand)
        case Read(_, indices):
            return set().union(*(expr_vars(i) for i in indices)) if indices else set()
        case Call(_, args):
            return set().union(*(expr_vars(a) for a in args)) if args else set()
        case IfExp(cond, then, orelse):
            return expr_vars(cond) | expr_vars(then) | expr_vars(orelse)


def has_calls_or_reads(expr: Expr | Wild) -> bool:
    match expr:
        case Const() | Var() | Wild():
            return False
        case Bin(_, lhs, rhs):
            return has_calls_or_reads(lhs) or has_calls_or_reads(rhs)
        case Unary(_, operand):
            return has_calls_or_reads(operand)
        case Read() | Call():
            return True
        case IfExp(cond, then, orelse):
            return any(has_calls_or_reads(e) for e in (cond, then, orelse))


# ---------------------------------------------------------------- construction


def add(expr: Expr, amount: int) -> Expr:
    """``expr + amount``, folded: ``(i - 2) + 1`` is ``i - 1``."""
    if amount == 0:
        return expr
    match expr:
        case Const(value):
            return Const(value + amount)
        case Bin("+", lhs, Const(c)):
            return add(lhs, c + amount)
        case Bin("-", lhs, Const(c)):
            return add(lhs, amount - c)
        case _:
            return Bin("+", expr, Const(amount)) if amount > 0 else Bin("-", expr, Const(-amount))


def affine(var: str, scale: int, offset: int) -> Expr:
    """``scale * var + offset``."""
    if scale == 0:
        return Const(offset)
    base: Expr = Var(var)
    if scale < 0:
        term = base if scale == -1 else Bin("*", Const(-scale), base)
        return Bin("-", Const(offset), term)
    if scale != 1:
        base = Bin("*", Const(scale), base)
    return add(base, offset)


def substitute(expr: Expr, var: str, value: Expr) -> Expr:
    """``expr`` with every ``var`` replaced by ``value`` (constants folded)."""
    match expr:
        case Const():
            return expr
        case Var(name):
            return value if name == var else expr
        case Bin(op, lhs, rhs, loc):
            new_lhs = substitute(lhs, var, value)
            new_rhs = substitute(rhs, var, value)
            if op in ("+", "-") and isinstance(new_rhs, Const):
                return add(new_lhs, new_rhs.value if op == "+" else -new_rhs.value)
            return Bin(op, new_lhs, new_rhs, loc)
        case Unary(op, operand, loc):
            return Unary(op, substitute(operand, var, value), loc)
        case Read(buf, indices, site, loc):
            return Read(buf, tuple(i if isinstance(i, Wild) else substitute(i, var, value)
                                   for i in indices), site, loc)
        case Call(name, args, loc):
            return Call(name, tuple(substitute(a, var, value) for a in args), loc)
        case IfExp(cond, then, orelse, loc):
            return IfExp(substitute(cond, var, value), substitute(then, var, value),
                         substitute(orelse, var, value), loc)
