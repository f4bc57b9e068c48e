"""Reader for loops in the TIR async-pipeline RFC's Python notation.

Python's own :mod:`ast` parses the file. Two RFC spellings are not Python and are
rewritten first, keeping columns right in error messages:

* scope headers ``async_commit_queue(0):``, ``async_wait_queue(0, 1):`` (and the RFC's
  ``async_wait_group``), ``async_scope:`` and ``block:`` become ``with …:`` blocks;
* ``dst[i] <- src[j]`` (the RFC's GEMM example) already parses, as ``dst[i] < -src[j]``,
  and is read as an assignment.

Annotations come from comment headers (docs/pipeline.md, "Annotations")::

    # pipeline: stage=[0, 0, 3] order=[0, 2, 1] async_stages=[0]
    # pipeline k1: stage=[0, 0, 1]

The first line annotates the outermost loop, the second the nested loop over ``k1``.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass, field

from amdsync.diagnostics import AmdsyncError, Loc, loc_at
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
    LoopProgram,
    Read,
    Stmt,
    Unary,
    Var,
    Wait,
    Wild,
)

_SCOPE_RE = re.compile(
    r"^(?P<indent>[ \t]*)(?P<head>(?:async_commit_queue|async_wait_queue|async_wait_group)"
    r"\s*\(.*\)|async_scope|block)\s*:\s*(?P<comment>#.*)?$")
_HEADER_RE = re.compile(r"^\s*#\s*pipeline(?:\s+(?P<var>[A-Za-z_]\w*))?\s*:(?P<body>.*)$")
_PAIR_RE = re.compile(r"\s*(?P<key>[A-Za-z_][\w-]*)\s*=\s*\[(?P<vals>[^\]]*)\]\s*")
_WITH = "with "

_BIN_OPS: dict[type[ast.operator], str] = {
    ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.FloorDiv: "//", ast.Mod: "%",
}
_CMP_OPS: dict[type[ast.cmpop], str] = {
    ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=", ast.Eq: "==", ast.NotEq: "!=",
}


@dataclass
class HeaderAnnotations:
    """Annotations read from ``# pipeline`` comment lines, by loop variable (``None``:
    the outermost loop)."""

    by_var: dict[str | None, dict[str, tuple[tuple[int, ...], Loc]]] = field(
        default_factory=dict)


def parse_int_list(text: str, what: str, loc: Loc) -> tuple[int, ...]:
    """``"0, 0, 3"`` or ``"[0,0,3]"`` → ``(0, 0, 3)``; a located error otherwise."""
    body = text.strip().removeprefix("[").removesuffix("]").strip()
    if not body:
        return ()
    values: list[int] = []
    for raw in body.split(","):
        part = raw.strip()
        try:
            values.append(int(part))
        except ValueError:
            raise AmdsyncError("pipeline-annotation",
                               f"{what}: {part!r} is not an integer", loc) from None
    return tuple(values)


def read_headers(text: str, file: str) -> HeaderAnnotations:
    headers = HeaderAnnotations()
    for number, line in enumerate(text.splitlines(), start=1):
        match = _HEADER_RE.match(line)
        if match is None:
            continue
        var = match.group("var")
        body = match.group("body")
        col = match.start("body") + 1
        entry = headers.by_var.setdefault(var, {})
        pos = 0
        while pos < len(body) and body[pos:].strip():
            pair = _PAIR_RE.match(body, pos)
            skip = len(body[pos:]) - len(body[pos:].lstrip())
            loc = Loc(file, number, col + (pair.start("key") if pair else pos + skip))
            if pair is None:
                raise AmdsyncError(
                    "pipeline-annotation",
                    "expected key=[values] (keys: stage, order, async_stages)", loc)
            key = pair.group("key").replace("-", "_")
            if key not in ("stage", "order", "async_stages"):
                raise AmdsyncError("pipeline-annotation",
                                   f"unknown annotation {pair.group('key')!r} "
                                   "(keys: stage, order, async_stages)", loc)
            entry[key] = (parse_int_list(pair.group("vals"), key, loc), loc)
            pos = pair.end()
    return headers


class _Reader:
    def __init__(self, file: str, shifted: dict[int, int], lines: list[str]) -> None:
        self.file = file
        self.lines = lines
        self.shifted = shifted
        self.site = 0
        self.headers = HeaderAnnotations()

    def loc(self, node: ast.AST) -> Loc:
        line = getattr(node, "lineno", 0)
        col = getattr(node, "col_offset", -1) + 1
        if line in self.shifted and col - 1 >= self.shifted[line] + len(_WITH):
            col -= len(_WITH)
        return Loc(self.file, line, col)

    def error(self, code: str, message: str, node: ast.AST) -> AmdsyncError:
        return AmdsyncError(code, message, self.loc(node))

    # ------------------------------------------------------------ expressions

    def expr(self, node: ast.expr, scope: frozenset[str]) -> Expr:
        loc = self.loc(node)
        match node:
            case ast.Constant(value=bool() as value):
                return Const(int(value), loc)
            case ast.Constant(value=int() as value):
                return Const(value, loc)
            case ast.Name(id=name):
                if name not in scope:
                    raise self.error("pipeline-unknown-name",
                                     f"{name!r} is not a loop variable in scope "
                                     "(buffers are read with a subscript, e.g. "
                                     f"{name}[0])", node)
                return Var(name, loc)
            case ast.BinOp(left=left, op=bin_op, right=right):
                bin_name = _BIN_OPS.get(type(bin_op))
                if bin_name is None:
                    raise self.error("pipeline-syntax",
                                     f"unsupported operator {type(bin_op).__name__} "
                                     "(integer arithmetic: + - * // %)", node)
                return Bin(bin_name, self.expr(left, scope), self.expr(right, scope), loc)
            case ast.UnaryOp(op=ast.USub(), operand=operand):
                inner = self.expr(operand, scope)
                if isinstance(inner, Const):
                    return Const(-inner.value, loc)
                return Unary("-", inner, loc)
            case ast.UnaryOp(op=ast.UAdd(), operand=operand):
                return self.expr(operand, scope)
            case ast.UnaryOp(op=ast.Not(), operand=operand):
                return Unary("not", self.expr(operand, scope), loc)
            case ast.Compare(left=left, ops=cmp_ops, comparators=comps):
                result: Expr | None = None
                lhs = self.expr(left, scope)
                for cmp_op, comp in zip(cmp_ops, comps, strict=True):
                    cmp_name = _CMP_OPS.get(type(cmp_op))
                    if cmp_name is None:
                        raise self.error("pipeline-syntax",
                                         f"unsupported comparison {type(cmp_op).__name__}",
                                         node)
                    rhs = self.expr(comp, scope)
                    term = Bin(cmp_name, lhs, rhs, loc)
                    result = term if result is None else Bin("and", result, term, loc)
                    lhs = rhs
                assert result is not None
                return result
            case ast.BoolOp(op=bool_op, values=operands):
                bool_name = "and" if isinstance(bool_op, ast.And) else "or"
                out = self.expr(operands[0], scope)
                for operand_node in operands[1:]:
                    out = Bin(bool_name, out, self.expr(operand_node, scope), loc)
                return out
            case ast.Subscript():
                return self.subscript(node, scope)
            case ast.Call(func=ast.Name(id=fname), args=args, keywords=[]):
                if fname == "alloc":
                    raise self.error("pipeline-syntax",
                                     "alloc(...) is only allowed before the loop", node)
                return Call(fname, tuple(self.expr(a, scope) for a in args), loc)
            case ast.IfExp(test=test, body=body, orelse=orelse):
                return IfExp(self.expr(test, scope), self.expr(body, scope),
                             self.expr(orelse, scope), loc)
            case _:
                raise self.error("pipeline-syntax",
                                 f"unsupported expression ({type(node).__name__}); expected "
                                 "integers, loop variables, buffer[index], f(args)", node)

    def subscript(self, node: ast.Subscript, scope: frozenset[str]) -> Read:
        if not isinstance(node.value, ast.Name):
            raise self.error("pipeline-syntax", "only named buffers can be subscripted", node)
        buf = node.value.id
        items = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
        indices: list[Expr | Wild] = []
        for position, item in enumerate(items):
            if isinstance(item, ast.Constant) and item.value is Ellipsis:
                if position != len(items) - 1:
                    raise self.error("pipeline-syntax", "'...' must be the last index", item)
                indices.append(Wild(self.loc(item)))
                continue
            if isinstance(item, ast.Slice):
                raise self.error("pipeline-syntax",
                                 "slices are not supported; write one index per dimension "
                                 "(a trailing '...' stands for a whole row)", item)
            index = self.expr(item, scope)
            indices.append(index)
        self.site += 1
        return Read(buf, tuple(indices), self.site, self.loc(node))

    # ------------------------------------------------------------ statements

    def stmts(self, nodes: list[ast.stmt], scope: frozenset[str]) -> tuple[Stmt, ...]:
        out: list[Stmt] = []
        for node in nodes:
            stmt = self.stmt(node, scope)
            if stmt is not None:
                out.append(stmt)
        return tuple(out)

    def stmt(self, node: ast.stmt, scope: frozenset[str]) -> Stmt | None:
        loc = self.loc(node)
        match node:
            case ast.Pass():
                return None
            case ast.Expr(value=ast.Constant(value=str())):
                return None  # a docstring or a string used as a comment
            case ast.Assign(targets=[ast.Subscript() as target], value=value):
                value_expr = self.expr(value, scope)
                return Assign(self.subscript(target, scope), value_expr, loc)
            case ast.Assign(targets=[target]):
                raise self.error("pipeline-syntax",
                                 "statements assign to subscripted buffers (buf[i] = ...); "
                                 "alloc(...) only before the loop", target)
            case ast.AugAssign(target=ast.Subscript() as target, op=op, value=value):
                name = _BIN_OPS.get(type(op))
                if name is None:
                    raise self.error("pipeline-syntax", "unsupported augmented assignment",
                                     node)
                current = self.subscript(target, scope)
                dest = self.subscript(target, scope)
                return Assign(dest, Bin(name, current, self.expr(value, scope), loc), loc)
            case ast.Expr(value=ast.Compare(left=ast.Subscript() as target, ops=[ast.Lt()],
                                            comparators=[ast.UnaryOp(op=ast.USub(),
                                                                     operand=source)])):
                # The RFC's ``dst <- src``.
                value_expr = self.expr(source, scope)
                return Assign(self.subscript(target, scope), value_expr, loc)
            case ast.Expr(value=ast.Call() as call):
                expr = self.expr(call, scope)
                assert isinstance(expr, Call)
                return Eval(expr, loc)
            case ast.If(test=test, body=body, orelse=orelse):
                return If(self.expr(test, scope), self.stmts(body, scope),
                          self.stmts(orelse, scope), loc)
            case ast.For():
                return self.for_loop(node, scope)
            case ast.With(items=[item], body=body):
                return self.with_block(node, item, body, scope)
            case _:
                raise self.error("pipeline-syntax",
                                 f"unsupported statement ({type(node).__name__}); expected "
                                 "buf[i] = expr, f(args), if, for, or an async scope", node)

    def for_loop(self, node: ast.For, scope: frozenset[str]) -> For:
        loc = self.loc(node)
        if not isinstance(node.target, ast.Name):
            raise self.error("pipeline-syntax", "the loop variable must be a plain name",
                             node.target)
        if node.orelse:
            raise self.error("pipeline-syntax", "for ... else is not supported", node)
        it = node.iter
        if not (isinstance(it, ast.Call) and isinstance(it.func, ast.Name)
                and it.func.id == "range" and 1 <= len(it.args) <= 2 and not it.keywords):
            raise self.error("pipeline-syntax",
                             "loops iterate over range(stop) or range(start, stop)", it)
        bounds = [self.expr(a, scope) for a in it.args]
        start: Expr = Const(0, loc) if len(bounds) == 1 else bounds[0]
        stop = bounds[-1]
        var = node.target.id
        inner = scope | {var}
        body = self.stmts(node.body, inner)
        # A ``# prologue`` / ``# body`` / ``# epilogue`` line right above names the part.
        label = None
        if node.lineno >= 2:
            above = self.lines[node.lineno - 2].strip()
            if above in ("# prologue", "# body", "# epilogue"):
                label = above[2:]
        return For(var, start, stop, body, loc, None, label)

    def with_block(self, node: ast.With, item: ast.withitem, body: list[ast.stmt],
                   scope: frozenset[str]) -> Stmt:
        loc = self.loc(node)
        ctx = item.context_expr
        inner = self.stmts(body, scope)
        match ctx:
            case ast.Name(id="async_scope"):
                return AsyncScope(inner, loc)
            case ast.Name(id="block"):
                return Block(inner, loc)
            case ast.Call(func=ast.Name(id="async_commit_queue"), args=[queue]):
                return Commit(self.const_int(queue, "queue"), inner, loc)
            case ast.Call(func=ast.Name(id="async_wait_queue" | "async_wait_group"),
                          args=[queue, count]):
                return Wait(self.const_int(queue, "queue"), self.expr(count, scope), inner, loc)
            case _:
                raise self.error("pipeline-syntax",
                                 "unknown scope; expected async_commit_queue(q), "
                                 "async_wait_queue(q, n), async_scope or block", ctx)

    def const_int(self, node: ast.expr, what: str) -> int:
        if isinstance(node, ast.Constant) and isinstance(node.value, int):
            return int(node.value)
        if (isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub)
                and isinstance(node.operand, ast.Constant)
                and isinstance(node.operand.value, int)):
            return -int(node.operand.value)
        raise self.error("pipeline-syntax", f"the {what} must be an integer constant", node)

    # ------------------------------------------------------------ module

    def alloc(self, node: ast.Assign) -> Alloc | None:
        match node:
            case ast.Assign(targets=[ast.Name(id=name)],
                            value=ast.Call(func=ast.Name(id="alloc"), args=[shape],
                                           keywords=[])):
                if not isinstance(shape, ast.List | ast.Tuple) or not shape.elts:
                    raise self.error("pipeline-syntax", "alloc takes a shape list: alloc([4])",
                                     shape)
                dims = tuple(self.const_int(e, "alloc extent") for e in shape.elts)
                if any(d <= 0 for d in dims):
                    raise self.error("pipeline-syntax", "alloc extents must be positive",
                                     shape)
                return Alloc(name, dims, self.loc(node))
            case _:
                return None


def _rewrite_scopes(text: str) -> tuple[str, dict[int, int]]:
    """Turn RFC scope headers into ``with`` blocks; returns the shifted lines (line number
    to indentation width)."""
    out: list[str] = []
    shifted: dict[int, int] = {}
    for number, line in enumerate(text.splitlines(), start=1):
        match = _SCOPE_RE.match(line)
        if match is not None and not line.lstrip().startswith(_WITH):
            indent = match.group("indent")
            comment = match.group("comment") or ""
            out.append(f"{indent}{_WITH}{match.group('head')}:"
                       f"{' ' + comment if comment else ''}")
            shifted[number] = len(indent)
            continue
        out.append(line)
    return "\n".join(out) + "\n", shifted


def parse_program(text: str, file: str = "<input>") -> LoopProgram:
    """Parse a whole file: ``alloc`` lines, then statements (usually one ``for`` loop).

    Raises a located :class:`AmdsyncError` (``pipeline-syntax`` and friends) on bad input.
    Annotations from ``# pipeline`` headers are attached to their loops."""
    if "\0" in text:
        raise AmdsyncError("pipeline-syntax", "a NUL byte (0x00) in the loop file",
                           loc_at(file, text, text.index("\0")))
    source, shifted = _rewrite_scopes(text)
    try:
        module = ast.parse(source, filename=file)
    except SyntaxError as error:
        line = error.lineno or 1
        col = error.offset or 1
        if line in shifted and col - 1 >= shifted[line] + len(_WITH):
            col -= len(_WITH)
        raise AmdsyncError("pipeline-syntax", error.msg, Loc(file, line, col)) from None
    reader = _Reader(file, shifted, text.splitlines())
    headers = read_headers(text, file)
    allocs: list[Alloc] = []
    stmts: list[Stmt] = []
    seen_allocs: dict[str, Alloc] = {}
    for node in module.body:
        if isinstance(node, ast.Assign):
            alloc = reader.alloc(node)
            if alloc is not None:
                if stmts:
                    raise reader.error("pipeline-syntax",
                                       "alloc(...) must come before the loop", node)
                if alloc.name in seen_allocs:
                    raise reader.error("pipeline-syntax",
                                       f"buffer {alloc.name!r} is allocated twice", node)
                seen_allocs[alloc.name] = alloc
                allocs.append(alloc)
                continue
        if isinstance(node, ast.Import | ast.ImportFrom):
            continue
        stmt = reader.stmt(node, frozenset())
        if stmt is not None:
            stmts.append(stmt)
    program = LoopProgram(tuple(allocs), tuple(stmts), file)
    return attach_annotations(program, headers)


def annotation_from_parts(parts: dict[str, tuple[tuple[int, ...], Loc]], n: int,
                          loc: Loc) -> Annotation:
    """Build and check an :class:`Annotation` for a loop of ``n`` top-level statements
    (RFC, "software_pipeline_stage / _order / _async_stages")."""
    if "stage" not in parts:
        raise AmdsyncError("pipeline-annotation",
                           "the annotation has no stage=[...] list", loc)
    stage, stage_loc = parts["stage"]
    order, order_loc = parts.get("order", (tuple(range(n)), stage_loc))
    async_stages, async_loc = parts.get("async_stages", ((), stage_loc))
    check_annotation(stage, order, async_stages, n, stage_loc, order_loc, async_loc)
    return Annotation(stage, order, async_stages, stage_loc)


def check_annotation(stage: tuple[int, ...], order: tuple[int, ...],
                     async_stages: tuple[int, ...], n: int, stage_loc: Loc, order_loc: Loc,
                     async_loc: Loc) -> None:
    if len(stage) != n:
        raise AmdsyncError("pipeline-annotation",
                           f"stage lists {len(stage)} values but the loop body has {n} "
                           "top-level statements", stage_loc)
    if any(s < 0 for s in stage):
        raise AmdsyncError("pipeline-annotation", "stages must be non-negative", stage_loc)
    if len(order) != n or sorted(order) != list(range(n)):
        raise AmdsyncError("pipeline-annotation",
                           f"order must be a permutation of 0..{n - 1}, got "
                           f"{list(order)}", order_loc)
    for s in async_stages:
        if s not in stage:
            raise AmdsyncError("pipeline-annotation",
                               f"async stage {s} is not the stage of any statement", async_loc)
    if len(set(async_stages)) != len(async_stages):
        raise AmdsyncError("pipeline-annotation", "async stages repeat", async_loc)


def _annotate(stmts: tuple[Stmt, ...], headers: HeaderAnnotations, outermost: bool,
              file: str) -> tuple[Stmt, ...]:
    out: list[Stmt] = []
    for stmt in stmts:
        out.append(_annotate_one(stmt, headers, outermost, file))
    return tuple(out)


def _annotate_one(stmt: Stmt, headers: HeaderAnnotations, outermost: bool,
                  file: str) -> Stmt:
    match stmt:
        case For():
            parts = headers.by_var.get(stmt.var)
            if parts is None and outermost:
                parts = headers.by_var.get(None)
            body = _annotate(stmt.body, headers, False, file)
            annotation = stmt.annotation
            if parts:
                first = min(loc for _, loc in parts.values())
                annotation = annotation_from_parts(parts, len(body), first)
            return For(stmt.var, stmt.start, stmt.stop, body, stmt.loc, annotation,
                       stmt.label)
        case If(cond, then, orelse, loc):
            return If(cond, _annotate(then, headers, outermost, file),
                      _annotate(orelse, headers, outermost, file), loc)
        case Block(body, loc):
            return Block(_annotate(body, headers, outermost, file), loc)
        case _:
            return stmt


def attach_annotations(program: LoopProgram, headers: HeaderAnnotations) -> LoopProgram:
    return LoopProgram(program.allocs, _annotate(program.stmts, headers, True, program.file),
                       program.file)


def with_cli_annotation(program: LoopProgram, stage: tuple[int, ...] | None,
                        order: tuple[int, ...] | None, async_stages: tuple[int, ...] | None,
                        ) -> LoopProgram:
    """Apply ``--stage/--order/--async-stages`` to the outermost loop (they win over the
    file's header)."""
    if stage is None and order is None and async_stages is None:
        return program
    loop = _first_loop(program)
    n = len(loop.body)
    cli = Loc("<command line>")
    old = loop.annotation
    new_stage = stage if stage is not None else (old.stage if old else None)
    if new_stage is None:
        raise AmdsyncError("pipeline-annotation",
                           "--order/--async-stages given without --stage (and the file has "
                           "no '# pipeline: stage=[...]' header)", cli)
    new_order = order if order is not None else (old.order if old else tuple(range(n)))
    new_async = async_stages if async_stages is not None else (old.async_stages if old else ())
    check_annotation(new_stage, new_order, new_async, n, cli, cli, cli)
    annotated = For(loop.var, loop.start, loop.stop, loop.body, loop.loc,
                    Annotation(new_stage, new_order, new_async, cli), loop.label)
    stmts = tuple(annotated if s is loop else s for s in program.stmts)
    return LoopProgram(program.allocs, stmts, program.file)


def _first_loop(program: LoopProgram) -> For:
    for stmt in program.stmts:
        if isinstance(stmt, For):
            return stmt
    raise AmdsyncError("pipeline-no-loop", "the file has no for loop to pipeline",
                       Loc(program.file, 1, 1))
