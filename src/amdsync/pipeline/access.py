"""Evaluation of expressions and the memory footprint of statements.

An element key is a tuple of integers; a trailing ``None`` stands for the RFC's ``...``
(every element whose leading indices match). :class:`ElemTable` maps keys of one buffer
to data and answers "which stored keys overlap this one" quickly when no ``...`` is in
play.
"""

from __future__ import annotations

import zlib
from collections.abc import Callable, Iterator
from typing import Generic, NamedTuple, TypeVar, cast

from amdsync.diagnostics import AmdsyncError
from amdsync.pipeline.ir import (
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
    Read,
    Stmt,
    Unary,
    Var,
    Wait,
    Wild,
    expr_reads,
    has_calls_or_reads,
)

Key = tuple[int | None, ...]
T = TypeVar("T")


def keys_overlap(a: Key, b: Key) -> bool:
    for x, y in zip(a, b, strict=False):
        if x is None or y is None:
            return True
        if x != y:
            return False
    return True


def format_key(buf: str, key: Key) -> str:
    return f"{buf}[{', '.join('...' if k is None else str(k) for k in key)}]"


class ElemTable(Generic[T]):
    """Per-buffer map from element keys to data, with ``...`` keys kept apart."""

    def __init__(self) -> None:
        self.exact: dict[str, dict[Key, T]] = {}
        self.wild: dict[str, dict[Key, T]] = {}

    def get(self, buf: str, key: Key) -> T | None:
        table = self.wild if key and key[-1] is None else self.exact
        return table.get(buf, {}).get(key)

    def set(self, buf: str, key: Key, value: T) -> None:
        table = self.wild if key and key[-1] is None else self.exact
        table.setdefault(buf, {})[key] = value

    def overlapping(self, buf: str, key: Key) -> Iterator[tuple[Key, T]]:
        exact = self.exact.get(buf, {})
        wild = self.wild.get(buf, {})
        if key and key[-1] is None:
            for other, value in exact.items():
                if keys_overlap(key, other):
                    yield other, value
        elif key in exact:
            yield key, exact[key]
        elif not wild and len(exact) > 0 and len(next(iter(exact))) != len(key):
            for other, value in exact.items():
                if keys_overlap(key, other):
                    yield other, value
        for other, value in wild.items():
            if keys_overlap(key, other):
                yield other, value

    def remove_overlapping(self, buf: str, key: Key) -> None:
        for other, _ in list(self.overlapping(buf, key)):
            table = self.wild if other and other[-1] is None else self.exact
            del table[buf][other]


def mix(*parts: object) -> int:
    """A deterministic small integer from ``parts`` (Python's ``hash`` of a str is salted)."""
    return zlib.crc32(repr(parts).encode()) % 1000003


ReadFn = Callable[[Read, Key], int]


def eval_expr(expr: Expr, env: dict[str, int], read: ReadFn,
              index_read: ReadFn | None = None) -> int:
    """The integer value of ``expr``; buffer reads go through ``read`` with the evaluated
    key (reads inside an index through ``index_read`` when given: only a transformed
    program's version indices read memory), calls are opaque pure functions
    (``min``/``max`` are the builtins)."""
    if index_read is not None:
        return _eval_split(expr, env, read, index_read)
    match expr:
        case Const(value):
            return value
        case Var(name):
            if name not in env:
                raise AmdsyncError("pipeline-unknown-name", f"{name!r} is not bound here",
                                   expr.loc)
            return env[name]
        case Bin(op, lhs, rhs):
            if op == "and":
                return int(bool(eval_expr(lhs, env, read)) and bool(eval_expr(rhs, env, read)))
            if op == "or":
                return int(bool(eval_expr(lhs, env, read)) or bool(eval_expr(rhs, env, read)))
            a = eval_expr(lhs, env, read)
            b = eval_expr(rhs, env, read)
            return binop(op, a, b, expr)
        case Unary(op, operand):
            value = eval_expr(operand, env, read)
            return -value if op == "-" else int(not value)
        case Read():
            return read(expr, eval_key(expr, env, read))
        case Call(name, args):
            values = [eval_expr(a, env, read) for a in args]
            if name == "min" and values:
                return min(values)
            if name == "max" and values:
                return max(values)
            return mix(name, *values)
        case IfExp(cond, then, orelse):
            return eval_expr(then if eval_expr(cond, env, read) else orelse, env, read)


def _eval_split(expr: Expr, env: dict[str, int], read: ReadFn, index_read: ReadFn) -> int:
    match expr:
        case Read():
            return read(expr, eval_key(expr, env, index_read))
        case Const() | Var():
            return eval_expr(expr, env, read)
        case Bin(op, lhs, rhs):
            if op in ("and", "or"):
                a = bool(_eval_split(lhs, env, read, index_read))
                if a == (op == "or"):
                    return int(a)
                return int(bool(_eval_split(rhs, env, read, index_read)))
            return binop(op, _eval_split(lhs, env, read, index_read),
                         _eval_split(rhs, env, read, index_read), expr)
        case Unary(op, operand):
            value = _eval_split(operand, env, read, index_read)
            return -value if op == "-" else int(not value)
        case Call(name, args):
            values = [_eval_split(a, env, read, index_read) for a in args]
            if name in ("min", "max") and values:
                return min(values) if name == "min" else max(values)
            return mix(name, *values)
        case IfExp(cond, then, orelse):
            chosen = then if _eval_split(cond, env, read, index_read) else orelse
            return _eval_split(chosen, env, read, index_read)


def binop(op: str, a: int, b: int, where: Expr) -> int:
    match op:
        case "+":
            return a + b
        case "-":
            return a - b
        case "*":
            return a * b
        case "//" | "%":
            if b == 0:
                raise AmdsyncError("pipeline-division-by-zero", "division by zero", where.loc)
            return a // b if op == "//" else a % b
        case "<":
            return int(a < b)
        case "<=":
            return int(a <= b)
        case ">":
            return int(a > b)
        case ">=":
            return int(a >= b)
        case "==":
            return int(a == b)
        case "!=":
            return int(a != b)
        case _:
            raise AssertionError(f"unknown operator {op}")


def eval_key(read: Read, env: dict[str, int], read_fn: ReadFn) -> Key:
    return tuple(None if isinstance(i, Wild) else eval_expr(i, env, read_fn)
                 for i in read.indices)


def _no_read(read: Read, key: Key) -> int:
    raise AmdsyncError("pipeline-dynamic-index",
                       f"the index of {read.buf} must not read a buffer: indices are integer "
                       "expressions of loop variables", read.loc)


def static_value(expr: Expr, env: dict[str, int]) -> int:
    """Evaluate an expression that must not read buffers (indices, bounds, guards)."""
    return eval_expr(expr, env, _no_read)


class Access(NamedTuple):
    """One buffer access of a statement instance: ``site`` is the source access,
    ``may`` marks accesses under a data-dependent condition."""

    site: int
    buf: str
    key: Key
    write: bool
    may: bool


def footprint(stmts: tuple[Stmt, ...], env: dict[str, int], may: bool = False,
              out: list[Access] | None = None, index_read: ReadFn = _no_read
              ) -> list[Access]:
    """Every access ``stmts`` make in environment ``env``, in program order, without
    values. Conditions that read buffers or call functions are data-dependent: both
    branches' accesses are recorded as ``may`` accesses (docs/pipeline.md,
    "Predicates"). Indices must not read memory unless ``index_read`` reads it (the
    interpreter's, for a transformed program's version indices)."""
    acc: list[Access] = [] if out is None else out
    for stmt in stmts:
        _footprint_stmt(stmt, env, may, acc, index_read)
    return acc


def _reads_of(expr: Expr | Wild, env: dict[str, int], may: bool, acc: list[Access],
              index_read: ReadFn) -> None:
    for read in expr_reads(expr):
        acc.append(Access(read.site, read.buf, eval_key(read, env, index_read), False, may))


def _footprint_stmt(stmt: Stmt, env: dict[str, int], may: bool, acc: list[Access],
                    index_read: ReadFn) -> None:
    match stmt:
        case Assign(target, value):
            _reads_of(value, env, may, acc, index_read)
            for index in target.indices:
                _reads_of(index, env, may, acc, index_read)
            acc.append(Access(target.site, target.buf, eval_key(target, env, index_read),
                              True, may))
        case Eval(call):
            _reads_of(call, env, may, acc, index_read)
        case If(cond, then, orelse):
            _reads_of(cond, env, may, acc, index_read)
            if has_calls_or_reads(cond):
                footprint(then, env, True, acc, index_read)
                footprint(orelse, env, True, acc, index_read)
            elif static_value(cond, env):
                footprint(then, env, may, acc, index_read)
            else:
                footprint(orelse, env, may, acc, index_read)
        case For(var, start, stop, body):
            lo = static_value(start, env)
            hi = static_value(stop, env)
            inner = dict(env)
            for step in range(lo, hi):
                inner[var] = step
                footprint(body, inner, may, acc, index_read)
        case Block(body) | AsyncScope(body) | Commit(_, body) | Inst(_, _, body):
            footprint(body, env, may, acc, index_read)
        case Wait(_, _, body):
            footprint(body, env, may, acc, index_read)


def dynamic_conditions(stmt: Stmt) -> dict[int, list[Expr]]:
    """For each access site in ``stmt``, the data-dependent conditions it sits under."""
    out: dict[int, list[Expr]] = {}

    def visit(s: Stmt, conds: list[Expr]) -> None:
        match s:
            case Assign(target, value):
                for read in expr_reads(value) + expr_reads(target):
                    out[read.site] = conds
            case Eval(call):
                for read in expr_reads(call):
                    out[read.site] = conds
            case If(cond, then, orelse):
                for read in expr_reads(cond):
                    out[read.site] = conds
                inner = [*conds, cond] if has_calls_or_reads(cond) else conds
                for c in then + orelse:
                    visit(c, inner)
            case For() | Block() | AsyncScope() | Commit() | Wait() | Inst():
                for c in s.body:
                    visit(c, conds)

    visit(stmt, [])
    return out


# ---------------------------------------------------------------- compiled footprints

_PY_OPS = {"+", "-", "*", "//", "%", "<", "<=", ">", ">=", "==", "!="}


def _py_expr(expr: Expr | Wild) -> str:
    """Python source for an index or condition expression over ``env`` (no reads)."""
    match expr:
        case Wild():
            return "None"
        case Const(value):
            return repr(value)
        case Var(name):
            return f"env[{name!r}]"
        case Bin(op, lhs, rhs) if op in _PY_OPS:
            return f"({_py_expr(lhs)} {op} {_py_expr(rhs)})"
        case Bin(op, lhs, rhs):
            return f"int(bool({_py_expr(lhs)}) {op} bool({_py_expr(rhs)}))"
        case Unary("-", operand):
            return f"(-{_py_expr(operand)})"
        case Unary(_, operand):
            return f"int(not {_py_expr(operand)})"
        case IfExp(cond, then, orelse):
            return f"({_py_expr(then)} if {_py_expr(cond)} else {_py_expr(orelse)})"
        case Read() | Call():
            raise ValueError("not compilable")


def _py_key(read: Read) -> str:
    parts = [_py_expr(i) for i in read.indices]
    return "(" + "".join(p + ", " for p in parts) + ")"


class _Compiler:
    def __init__(self) -> None:
        self.lines: list[str] = []
        self.names = 0

    def reads(self, expr: Expr | Wild, depth: int, may: bool) -> None:
        for read in expr_reads(expr):
            self.emit(depth, f"acc.append(A({read.site}, {read.buf!r}, {_py_key(read)}, "
                             f"False, {may}))")

    def emit(self, depth: int, line: str) -> None:
        self.lines.append("    " * depth + line)

    def stmts(self, stmts: tuple[Stmt, ...], depth: int, may: bool) -> None:
        for stmt in stmts:
            self.stmt(stmt, depth, may)

    def stmt(self, stmt: Stmt, depth: int, may: bool) -> None:
        match stmt:
            case Assign(target, value):
                self.reads(value, depth, may)
                for index in target.indices:
                    self.reads(index, depth, may)
                self.emit(depth, f"acc.append(A({target.site}, {target.buf!r}, "
                                 f"{_py_key(target)}, True, {may}))")
            case Eval(call):
                self.reads(call, depth, may)
            case If(cond, then, orelse):
                self.reads(cond, depth, may)
                if has_calls_or_reads(cond):
                    self.stmts(then, depth, True)
                    self.stmts(orelse, depth, True)
                    return
                self.emit(depth, f"if {_py_expr(cond)}:")
                self.stmts(then, depth + 1, may)
                self.emit(depth + 1, "pass")
                if orelse:
                    self.emit(depth, "else:")
                    self.stmts(orelse, depth + 1, may)
                    self.emit(depth + 1, "pass")
            case For(var, start, stop, body):
                self.names += 1
                saved = f"_env{self.names}"
                self.emit(depth, f"{saved} = env")
                self.emit(depth, f"for _v in range({_py_expr(start)}, {_py_expr(stop)}):")
                self.emit(depth + 1, f"env = {{**{saved}, {var!r}: _v}}")
                self.stmts(body, depth + 1, may)
                self.emit(depth, f"env = {saved}")
            case Block(body) | AsyncScope(body) | Commit(_, body) | Inst(_, _, body):
                self.stmts(body, depth, may)
            case Wait(_, _, body):
                self.stmts(body, depth, may)


FootprintFn = Callable[[dict[str, int]], list[Access]]


def compile_footprints(groups: list[tuple[Stmt, ...]]) -> list[FootprintFn]:
    """:func:`footprint` of each statement group as a compiled Python function of the
    environment (the transform evaluates them once per statement and iteration); all
    groups are compiled in one go. Groups that cannot be compiled are interpreted."""
    chunks: list[str] = []
    names: list[str | None] = []
    for index, stmts in enumerate(groups):
        compiler = _Compiler()
        try:
            compiler.stmts(stmts, 1, False)
        except ValueError:
            names.append(None)
            continue
        name = f"_fp{index}"
        names.append(name)
        chunks.append(f"def {name}(env):\n    acc = []\n" + "\n".join(compiler.lines)
                      + "\n    return acc\n")
    namespace: dict[str, object] = {"A": Access}
    if chunks:
        exec(compile("\n".join(chunks), "<pipeline footprint>", "exec"), namespace)
    out: list[FootprintFn] = []
    for stmts, fn_name in zip(groups, names, strict=True):
        if fn_name is None:
            out.append(_Interpreted(stmts))
            continue
        function = namespace[fn_name]
        assert callable(function)
        out.append(cast(FootprintFn, function))
    return out


class _Interpreted:
    """The interpreted footprint, for statements the compiler does not handle."""

    def __init__(self, stmts: tuple[Stmt, ...]) -> None:
        self.stmts = stmts

    def __call__(self, env: dict[str, int]) -> list[Access]:
        return footprint(self.stmts, env)
