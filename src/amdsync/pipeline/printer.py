"""Printing the pipeline IR in the RFC's notation (tir-async-pipeline-rfc, the transformed
examples): ``async_commit_queue(q):``, ``async_wait_queue(q, N):`` and ``async_scope:``
scopes, prologue / body / epilogue loops labelled with comments. The output parses back
with :func:`amdsync.pipeline.parse.parse_program`."""

from __future__ import annotations

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
    LoopProgram,
    Read,
    Stmt,
    Unary,
    Var,
    Wait,
    Wild,
)

_PRECEDENCE = {
    "or": 1, "and": 2, "not": 3,
    "<": 4, "<=": 4, ">": 4, ">=": 4, "==": 4, "!=": 4,
    "+": 5, "-": 5, "*": 6, "//": 6, "%": 6, "neg": 7,
}
_INDENT = "    "


def format_expr(expr: Expr | Wild, parent: int = 0) -> str:
    match expr:
        case Wild():
            return "..."
        case Const(value):
            return str(value) if value >= 0 or parent < _PRECEDENCE["neg"] else f"({value})"
        case Var(name):
            return name
        case Bin(op, lhs, rhs):
            prec = _PRECEDENCE[op]
            # Left-associative: the right operand needs parentheses at equal precedence.
            text = f"{format_expr(lhs, prec)} {op} {format_expr(rhs, prec + 1)}"
            return f"({text})" if prec < parent else text
        case Unary(op, operand):
            prec = _PRECEDENCE["not" if op == "not" else "neg"]
            sep = " " if op == "not" else ""
            text = f"{op}{sep}{format_expr(operand, prec)}"
            return f"({text})" if prec < parent else text
        case Read(buf, indices):
            return f"{buf}[{', '.join(format_expr(i) for i in indices)}]"
        case Call(name, args):
            return f"{name}({', '.join(format_expr(a) for a in args)})"
        case IfExp(cond, then, orelse):
            text = f"{format_expr(then, 1)} if {format_expr(cond, 1)} else {format_expr(orelse)}"
            return f"({text})" if parent > 0 else text


def format_stmts(stmts: tuple[Stmt, ...], depth: int, lines: list[str]) -> None:
    if not stmts:
        lines.append(_INDENT * depth + "pass")
        return
    for stmt in stmts:
        format_stmt(stmt, depth, lines)


def format_stmt(stmt: Stmt, depth: int, lines: list[str]) -> None:
    pad = _INDENT * depth
    match stmt:
        case Assign(target, value):
            lines.append(f"{pad}{format_expr(target)} = {format_expr(value)}")
        case Eval(call):
            lines.append(pad + format_expr(call))
        case If(cond, then, orelse):
            lines.append(f"{pad}if {format_expr(cond)}:")
            format_stmts(then, depth + 1, lines)
            if orelse:
                lines.append(f"{pad}else:")
                format_stmts(orelse, depth + 1, lines)
        case For(var, start, stop, body, _, _, label):
            if label:
                lines.append(f"{pad}# {label}")
            if isinstance(start, Const) and start.value == 0:
                bounds = format_expr(stop)
            else:
                bounds = f"{format_expr(start)}, {format_expr(stop)}"
            lines.append(f"{pad}for {var} in range({bounds}):")
            format_stmts(body, depth + 1, lines)
        case Block(body):
            lines.append(f"{pad}block:")
            format_stmts(body, depth + 1, lines)
        case AsyncScope(body):
            lines.append(f"{pad}async_scope:")
            format_stmts(body, depth + 1, lines)
        case Commit(queue, body):
            lines.append(f"{pad}async_commit_queue({queue}):")
            format_stmts(body, depth + 1, lines)
        case Wait(queue, count, body):
            lines.append(f"{pad}async_wait_queue({queue}, {format_expr(count)}):")
            format_stmts(body, depth + 1, lines)
        case Inst(_, _, body):
            for inner in body:
                format_stmt(inner, depth, lines)


def format_program(program: LoopProgram, header: tuple[str, ...] = ()) -> str:
    lines = [f"# {h}" if h else "#" for h in header]
    for alloc in program.allocs:
        lines.append(f"{alloc.name} = alloc([{', '.join(str(d) for d in alloc.shape)}])")
    if program.allocs:
        lines.append("")
    for index, stmt in enumerate(program.stmts):
        if index and isinstance(stmt, For):
            lines.append("")
        format_stmt(stmt, 0, lines)
    return "\n".join(lines) + "\n"
