"""Lowering hook: a transformed loop becomes a :class:`~amdsync.program.module.Program`.

* ``async_scope: X[..] = Y[..]`` (allocated ``X``, external ``Y``) becomes an LDS DMA
  ``AsyncCopy`` (amdgpu-async-operations, "GFX9 Async Instructions (LDS DMA)"); each
  notation element is one 4-byte word per lane: LDS element ``e`` of ``X`` is the
  wave-uniform address ``X + e * 4 * wave_size`` (the DMA adds ``4 * lane``), global
  element ``e`` of ``Y`` is ``Y + (e * wave_size + lane) * 4``.
* ``async_commit_queue(q)`` ends with an ``AsyncMark``.
* ``async_wait_queue(q, N)`` becomes ``WaitAsyncMark(M)``. A function body has one
  asyncmark sequence ("Asyncmark Operations"), shared by every queue, so ``M`` counts the
  marks of *all* queues committed after the newest group the per-queue wait needs:
  ``M = marks so far - 1 - mark(group committed_q - N - 1)``. Waiting on that mark also
  completes every older mark of other queues, which is safe. ``M`` is derived per
  execution; a loop whose waits need different ``M`` in different iterations is unrolled
  (peeled) so every wait gets its exact immediate.
* Other statements become loads, stores, integer arithmetic and ``Opaque`` calls.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from amdsync.diagnostics import AmdsyncError, Loc
from amdsync.pipeline.access import static_value
from amdsync.pipeline.budget import check_time
from amdsync.pipeline.interp import CommitEvent, Interpreter, StmtEvent, WaitEvent
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
    expr_reads,
    expr_vars,
    has_calls_or_reads,
    leaf_reads,
    walk_stmts,
)
from amdsync.pipeline.pipelining import Instance, Transformed
from amdsync.program import ops as o
from amdsync.program.module import Block as IRBlock
from amdsync.program.module import Function, GlobalVar, Param, Program
from amdsync.program.types import I1, I32, VOID, ArrayType, IntType, PtrType

LDS = 3
GLOBAL = 1
WORD = 4
DMA_INTRINSIC = "llvm.amdgcn.global.load.async.lds"


def _unsupported(message: str, loc: Loc) -> AmdsyncError:
    return AmdsyncError("pipeline-lower-unsupported", message, loc)


# ---------------------------------------------------------------- step 1: mark counts

EnvKey = tuple[tuple[str, int], ...]


@dataclass
class _MarkState:
    marks: int = 0
    completed: int = 0
    per_queue: dict[int, list[int]] = field(default_factory=dict)  # queue -> mark indices
    instances: dict[int, dict[EnvKey, Instance]] = field(default_factory=dict)


def _derive_marks(stmts: tuple[Stmt, ...], env: dict[str, int], order: list[str],
                  state: _MarkState) -> None:
    """Run the control flow and derive each wait's asyncmark count per execution."""
    for stmt in stmts:
        match stmt:
            case For(var, start, stop, body):
                lo, hi = static_value(start, env), static_value(stop, env)
                for value in range(lo, hi):
                    check_time(stmt.loc)
                    _derive_marks(body, {**env, var: value}, [*order, var], state)
            case If(cond, then, orelse, loc):
                if has_calls_or_reads(cond):
                    for inner in walk_stmts(then + orelse):
                        if isinstance(inner, Commit | Wait):
                            raise _unsupported("a commit or wait under a data-dependent "
                                               "condition has no static asyncmark count", loc)
                    continue
                _derive_marks(then if static_value(cond, env) else orelse, env, order, state)
            case Commit(queue, body):
                _derive_marks(body, env, order, state)
                state.per_queue.setdefault(queue, []).append(state.marks)
                state.marks += 1
            case Wait(queue, count, body):
                n = static_value(count, env)
                marks = state.per_queue.get(queue, [])
                needed = len(marks) - n - 1
                key = tuple((v, env[v]) for v in order)
                if needed >= 0 and marks[needed] >= state.completed:
                    mark = marks[needed]
                    inst = Instance(0, state.marks - 1 - mark, True, key)
                    state.completed = mark + 1
                else:
                    inst = Instance(0, state.marks - state.completed, False, key)
                state.instances.setdefault(id(stmt), {})[key] = inst
                _derive_marks(body, env, order, state)
            case Block(body) | AsyncScope(body) | Inst(_, _, body):
                _derive_marks(body, env, order, state)
            case Assign() | Eval():
                pass


# ---------------------------------------------------------------- step 2: emission


@dataclass
class _Value:
    operand: o.Operand
    boolean: bool


class _Lowering:
    def __init__(self, program: LoopProgram, marks: _MarkState, shapes: dict[str, tuple[int, ...]],
                 wave_size: int) -> None:
        self.program = program
        self.marks = marks
        self.shapes = shapes
        self.wave = wave_size
        self.allocs = {a.name for a in program.allocs}
        self.blocks: list[IRBlock | None] = []
        self.cur: str | None = "entry"
        self.ops: list[o.Op] = []
        self.cur_loc = Loc(program.file, 1, 1)
        self.counter = 0
        self.lane: o.Operand | None = None
        self.entry_ops: list[o.Op] = []  # prepended to the entry block

    # ------------------------------------------------------------ plumbing

    def fresh(self, hint: str) -> str:
        self.counter += 1
        return f"{hint}{self.counter}"

    def emit(self, op: o.Op) -> None:
        if self.cur is None:
            self.cur = self.fresh("dead")
            self.ops = []
        self.ops.append(op)

    def terminate(self, term: o.Terminator) -> None:
        assert self.cur is not None
        self.blocks.append(IRBlock(self.cur, tuple(self.ops), term, self.cur_loc))
        self.cur = None
        self.ops = []

    def start(self, name: str, loc: Loc) -> None:
        self.cur = name
        self.ops = []
        self.cur_loc = loc

    # ------------------------------------------------------------ expressions

    def binop(self, kind: o.BinOpKind, a: o.Operand, b: o.Operand, loc: Loc,
              ty: IntType = I32) -> o.Operand:
        if isinstance(a, o.Const) and isinstance(b, o.Const) and ty == I32 and (
                kind in (o.BinOpKind.ADD, o.BinOpKind.SUB, o.BinOpKind.MUL)):
            return o.Const(_binop(kind, a.value, b.value), I32)
        if kind is o.BinOpKind.ADD and b == o.Const(0, I32):
            return a
        if kind is o.BinOpKind.ADD and a == o.Const(0, I32):
            return b
        if kind is o.BinOpKind.MUL and a == o.Const(0, I32):
            return a
        dest = self.fresh("v")
        self.emit(o.BinOp(dest, kind, a, b, ty, loc))
        return o.Reg(dest)

    def icmp(self, pred: o.ICmpPred, a: o.Operand, b: o.Operand, loc: Loc) -> o.Operand:
        dest = self.fresh("c")
        self.emit(o.ICmp(dest, pred, a, b, loc))
        return o.Reg(dest)

    def as_int(self, value: _Value, loc: Loc) -> o.Operand:
        if not value.boolean:
            return value.operand
        dest = self.fresh("z")
        self.emit(o.Cast(dest, o.CastKind.ZEXT, value.operand, I32, loc, I1))
        return o.Reg(dest)

    def as_bool(self, value: _Value, loc: Loc) -> o.Operand:
        if value.boolean:
            return value.operand
        return self.icmp(o.ICmpPred.NE, value.operand, o.Const(0, I32), loc)

    def expr(self, expr: Expr, env: dict[str, o.Operand]) -> _Value:
        loc = expr.loc
        match expr:
            case Const(value):
                return _Value(o.Const(value, I32), False)
            case Var(name):
                return _Value(env[name], False)
            case Bin(op, lhs, rhs):
                if op in ("and", "or"):
                    a = self.as_bool(self.expr(lhs, env), loc)
                    b = self.as_bool(self.expr(rhs, env), loc)
                    kind = o.BinOpKind.AND if op == "and" else o.BinOpKind.OR
                    return _Value(self.binop(kind, a, b, loc, I1), True)
                x = self.as_int(self.expr(lhs, env), loc)
                y = self.as_int(self.expr(rhs, env), loc)
                return self.arith(op, x, y, loc)
            case Unary(op, operand):
                inner = self.expr(operand, env)
                if op == "not":
                    return _Value(self.icmp(o.ICmpPred.EQ, self.as_int(inner, loc),
                                            o.Const(0, I32), loc), True)
                return _Value(self.binop(o.BinOpKind.SUB, o.Const(0, I32),
                                         self.as_int(inner, loc), loc), False)
            case Read():
                address = self.address(expr, env)
                dest = self.fresh("ld")
                self.emit(o.Load(dest, address, I32, WORD, None, False, loc))
                return _Value(o.Reg(dest), False)
            case Call(name, args):
                values = [self.as_int(self.expr(a, env), loc) for a in args]
                if name in ("min", "max") and values:
                    kind = o.BinOpKind.SMIN if name == "min" else o.BinOpKind.SMAX
                    acc = values[0]
                    for v in values[1:]:
                        acc = self.binop(kind, acc, v, loc)
                    return _Value(acc, False)
                dest = self.fresh("r")
                self.emit(o.Opaque(dest, name, tuple(values), I32, loc))
                return _Value(o.Reg(dest), False)
            case IfExp(cond, then, orelse):
                c = self.as_bool(self.expr(cond, env), loc)
                a = self.as_int(self.expr(then, env), loc)
                b = self.as_int(self.expr(orelse, env), loc)
                dest = self.fresh("s")
                self.emit(o.Select(dest, c, a, b, I32, loc))
                return _Value(o.Reg(dest), False)

    def arith(self, op: str, x: o.Operand, y: o.Operand, loc: Loc) -> _Value:
        simple = {"+": o.BinOpKind.ADD, "-": o.BinOpKind.SUB, "*": o.BinOpKind.MUL}
        preds = {"<": o.ICmpPred.SLT, "<=": o.ICmpPred.SLE, ">": o.ICmpPred.SGT,
                 ">=": o.ICmpPred.SGE, "==": o.ICmpPred.EQ, "!=": o.ICmpPred.NE}
        if op in simple:
            return _Value(self.binop(simple[op], x, y, loc), False)
        if op in preds:
            return _Value(self.icmp(preds[op], x, y, loc), True)
        # Python's floor division and modulo: adjust the truncating srem/sdiv when the
        # remainder is non-zero and the operands' signs differ.
        rem = self.binop(o.BinOpKind.SREM, x, y, loc)
        nonzero = self.icmp(o.ICmpPred.NE, rem, o.Const(0, I32), loc)
        signs = self.binop(o.BinOpKind.XOR, rem, y, loc)
        differ = self.icmp(o.ICmpPred.SLT, signs, o.Const(0, I32), loc)
        adjust = self.binop(o.BinOpKind.AND, nonzero, differ, loc, I1)
        dest = self.fresh("s")
        if op == "%":
            fixed = self.binop(o.BinOpKind.ADD, rem, y, loc)
            self.emit(o.Select(dest, adjust, fixed, rem, I32, loc))
            return _Value(o.Reg(dest), False)
        quot = self.binop(o.BinOpKind.SDIV, x, y, loc)
        lower = self.binop(o.BinOpKind.SUB, quot, o.Const(1, I32), loc)
        self.emit(o.Select(dest, adjust, lower, quot, I32, loc))
        return _Value(o.Reg(dest), False)

    def flat_index(self, read: Read, env: dict[str, o.Operand]) -> o.Operand:
        shape = self.shapes[read.buf]
        if any(isinstance(i, Wild) for i in read.indices):
            raise _unsupported(f"lowering needs explicit indices ({read.buf}[..., ...] has "
                               "'...')", read.loc)
        if len(read.indices) != len(shape):
            raise _unsupported(f"{read.buf} has {len(shape)} dimension(s) but is indexed "
                               f"with {len(read.indices)}", read.loc)
        flat: o.Operand = o.Const(0, I32)
        for index, extent in zip(read.indices, shape, strict=True):
            assert not isinstance(index, Wild)
            value = self.as_int(self.expr(index, env), read.loc)
            scaled = self.binop(o.BinOpKind.MUL, flat, o.Const(extent, I32), read.loc)
            flat = self.binop(o.BinOpKind.ADD, scaled, value, read.loc)
        return flat

    def lane_id(self, loc: Loc) -> o.Operand:
        """The lane id, computed once in the entry block (which dominates every use)."""
        if self.lane is None:
            self.lane = o.Reg(".lane")  # not a Python name: never a buffer parameter
            self.entry_ops.append(o.ThreadId(".lane", o.IdKind.LANE, 0, loc))
        return self.lane

    def address(self, read: Read, env: dict[str, o.Operand], uniform: bool = False
                ) -> o.Operand:
        """LDS: ``X + e*4*wave (+ 4*lane)``; global: ``Y + (e*wave + lane)*4``."""
        flat = self.flat_index(read, env)
        loc = read.loc
        lane = self.lane_id(loc)
        if read.buf in self.allocs:
            base: o.Operand = o.GlobalAddr(read.buf, LDS)
            offset = self.binop(o.BinOpKind.MUL, flat, o.Const(WORD * self.wave, I32), loc)
            if not uniform:
                lane_bytes = self.binop(o.BinOpKind.MUL, lane, o.Const(WORD, I32), loc)
                offset = self.binop(o.BinOpKind.ADD, offset, lane_bytes, loc)
            ty = PtrType(LDS)
        else:
            base = o.Reg(read.buf)
            row = self.binop(o.BinOpKind.MUL, flat, o.Const(self.wave, I32), loc)
            word = self.binop(o.BinOpKind.ADD, row, lane, loc)
            offset = self.binop(o.BinOpKind.MUL, word, o.Const(WORD, I32), loc)
            ty = PtrType(GLOBAL)
        dest = self.fresh("p")
        self.emit(o.PtrAdd(dest, base, offset, ty, loc))
        return o.Reg(dest)

    # ------------------------------------------------------------ statements

    def stmts(self, stmts: tuple[Stmt, ...], env: dict[str, o.Operand],
              bound: dict[str, int], consts: dict[int, int], is_async: bool) -> None:
        for stmt in stmts:
            self.stmt(stmt, env, bound, consts, is_async)

    def stmt(self, stmt: Stmt, env: dict[str, o.Operand], bound: dict[str, int],
             consts: dict[int, int], is_async: bool) -> None:
        loc = stmt.loc
        match stmt:
            case Assign(target, value):
                if is_async:
                    self.async_copy(stmt, env)
                    return
                result = self.as_int(self.expr(value, env), loc)
                self.emit(o.Store(self.address(target, env), result, I32, WORD, None, False,
                                  loc))
            case Eval(call):
                args = tuple(self.as_int(self.expr(a, env), loc) for a in call.args)
                self.emit(o.Opaque(None, call.name, args, VOID, loc))
            case If(cond, then, orelse):
                if not has_calls_or_reads(cond) and all(v in bound for v in _vars(cond)):
                    taken = static_value(cond, bound)
                    self.stmts(then if taken else orelse, env, bound, consts, is_async)
                    return
                c = self.as_bool(self.expr(cond, env), loc)
                then_name, else_name, join = (self.fresh("then"), self.fresh("else"),
                                              self.fresh("join"))
                self.terminate(o.CondBr(c, then_name, else_name if orelse else join, loc))
                self.start(then_name, loc)
                self.stmts(then, env, bound, consts, is_async)
                self.terminate(o.Br(join, loc))
                if orelse:
                    self.start(else_name, loc)
                    self.stmts(orelse, env, bound, consts, is_async)
                    self.terminate(o.Br(join, loc))
                self.start(join, loc)
            case For():
                self.loop(stmt, env, bound, is_async)
            case Block(body) | Inst(_, _, body):
                self.stmts(body, env, bound, consts, is_async)
            case AsyncScope(body):
                self.stmts(body, env, bound, consts, True)
            case Commit(_, body):
                self.stmts(body, env, bound, consts, is_async)
                self.emit(o.AsyncMark(loc))
            case Wait(_, _, body):
                count = consts.get(id(stmt))
                if count is None:
                    count = self.fitted(stmt, bound)
                self.emit(o.WaitAsyncMark(count, loc))
                self.stmts(body, env, bound, consts, is_async)

    def fitted(self, wait: Wait, bound: dict[str, int]) -> int:
        instances = [x for key, x in self.marks.instances.get(id(wait), {}).items()
                     if all(bound.get(v, val) == val for v, val in key)]
        if not instances:
            return 0  # never executed under these bindings
        value = _constant_count(instances)
        assert value is not None, "a wait outside every emitted loop has one count"
        return value

    def async_copy(self, stmt: Assign, env: dict[str, o.Operand]) -> None:
        source = stmt.value
        if not (isinstance(source, Read) and source.buf not in self.allocs
                and stmt.target.buf in self.allocs):
            raise _unsupported(
                "only async copies from an external (global) buffer into an allocated "
                "(LDS) buffer become LDS DMA; this async statement computes a value",
                stmt.loc)
        src = self.address(source, env)
        dst = self.address(stmt.target, env, uniform=True)
        self.emit(o.AsyncCopy(src, dst, WORD, o.CopyDirection.TO_LDS, True, WORD,
                              DMA_INTRINSIC, stmt.loc))

    def loop(self, loop: For, env: dict[str, o.Operand], bound: dict[str, int],
             is_async: bool) -> None:
        loc = loop.loc
        waits = [s for s in walk_stmts(loop.body) if isinstance(s, Wait)]
        consts: dict[int, int] = {}
        unroll = False
        for wait in waits:
            instances = [x for key, x in self.marks.instances.get(id(wait), {}).items()
                         if all(bound.get(v, val) == val for v, val in key)]
            if not instances:
                continue
            value = _constant_count(instances)
            if value is None:
                unroll = True
                break
            consts[id(wait)] = value
        if unroll:
            # Peel: every iteration gets its own exact wait.asyncmark immediates.
            if not all(v in bound for v in _vars(loop.start) | _vars(loop.stop)):
                raise _unsupported("a loop whose waits need per-iteration counts must have "
                                   "constant bounds", loc)
            lo, hi = static_value(loop.start, bound), static_value(loop.stop, bound)
            for value in range(lo, hi):
                check_time(loc)
                inner_env = {**env, loop.var: o.Const(value, I32)}
                self.stmts(loop.body, inner_env, {**bound, loop.var: value}, {}, is_async)
            return
        lo_op = self.as_int(self.expr(loop.start, env), loc)
        hi_op = self.as_int(self.expr(loop.stop, env), loc)
        pre = self.cur or self.fresh("dead")
        if self.cur is None:
            self.start(pre, loc)
        header, body, exit_ = self.fresh("loop"), self.fresh("body"), self.fresh("exit")
        self.terminate(o.Br(header, loc))
        slot = len(self.blocks)
        self.blocks.append(None)  # the header, built once the latch is known
        iv, nxt, cond = self.fresh("i"), self.fresh("inext"), self.fresh("c")
        self.start(body, loc)
        self.stmts(loop.body, {**env, loop.var: o.Reg(iv)}, bound, consts, is_async)
        self.emit(o.BinOp(nxt, o.BinOpKind.ADD, o.Reg(iv), o.Const(1, I32), I32, loc))
        latch = self.cur
        assert latch is not None
        self.terminate(o.Br(header, loc))
        phi = o.Phi(iv, I32, ((pre, lo_op), (latch, o.Reg(nxt))), loc)
        test = o.ICmp(cond, o.ICmpPred.SLT, o.Reg(iv), hi_op, loc)
        self.blocks[slot] = IRBlock(header, (phi, test),
                                    o.CondBr(o.Reg(cond), body, exit_, loc), loc)
        self.start(exit_, loc)

    def finish(self, name: str, params: tuple[Param, ...]) -> Function:
        if self.cur is not None:
            self.terminate(o.Ret(None, self.cur_loc))
        blocks = [b for b in self.blocks if b is not None]
        entry = blocks[0]
        blocks[0] = IRBlock(entry.name, (*self.entry_ops, *entry.ops), entry.term, entry.loc)
        return Function(name, params, VOID, tuple(blocks), True, Loc(self.program.file, 1, 1))


def _constant_count(instances: list[Instance]) -> int | None:
    """One ``wait.asyncmark`` immediate valid for every execution, if there is one: equal
    to every exact count and at least every free one."""
    exact = {x.value for x in instances if x.exact}
    floor = max((x.value for x in instances if not x.exact), default=0)
    if len(exact) > 1:
        return None
    value = exact.pop() if exact else floor
    return value if value >= floor else None


def _vars(expr: Expr) -> set[str]:
    return expr_vars(expr)


def buffer_shapes(program: LoopProgram) -> dict[str, tuple[int, ...]]:
    """Allocated buffers keep their shape; an external buffer's extent per dimension is
    one more than the largest index the program uses."""
    shapes = {a.name: a.shape for a in program.allocs}
    run = Interpreter(program, 0).run()
    extents: dict[str, list[int]] = {}
    for event in run.events:
        if not isinstance(event, StmtEvent):
            continue
        for buf, key in event.reads + event.writes:
            if buf in shapes:
                continue
            dims = extents.setdefault(buf, [0] * len(key))
            if len(dims) != len(key):
                raise _unsupported(f"{buf} is indexed with different numbers of dimensions",
                                   event.loc)
            for d, k in enumerate(key):
                if k is None:
                    continue
                if k < 0:
                    raise _unsupported(f"{buf} is indexed at {k} (negative)", event.loc)
                dims[d] = max(dims[d], k + 1)
    # Buffers only accessed by code that never runs still need a rank.
    for stmt in walk_stmts(program.stmts):
        for read in _stmt_reads(stmt):
            if read.buf not in shapes and read.buf not in extents:
                extents[read.buf] = [1] * len(read.indices)
    for buf, dims in extents.items():
        shapes[buf] = tuple(max(1, d) for d in dims)
    return shapes


def _stmt_reads(stmt: Stmt) -> list[Read]:
    """The accesses of a statement's own expressions: a leaf's, a wait count's, a loop's
    bounds."""
    match stmt:
        case Wait(_, count):
            return expr_reads(count)
        case For(_, start, stop):
            return [*expr_reads(start), *expr_reads(stop)]
        case _:
            return leaf_reads(stmt)


def lower_to_program(transformed: Transformed | LoopProgram, wave_size: int = 64,
                     kernel: str = "pipeline") -> Program:
    """The transformed loop as a Program: one kernel whose parameters are the external
    buffers (``ptr addrspace(1)``) and whose LDS globals are the allocated buffers."""
    program = transformed.program if isinstance(transformed, Transformed) else transformed
    state = _MarkState()
    _derive_marks(program.stmts, {}, [], state)
    shapes = buffer_shapes(program)
    lowering = _Lowering(program, state, shapes, wave_size)
    lowering.start("entry", Loc(program.file, 1, 1))
    lowering.stmts(program.stmts, {}, {}, {}, False)
    externals = sorted(b for b in shapes if b not in lowering.allocs)
    params = tuple(Param(b, PtrType(GLOBAL)) for b in externals)
    function = lowering.finish(kernel, params)
    globals_: list[GlobalVar] = []
    for alloc in program.allocs:
        size = WORD * wave_size
        for extent in alloc.shape:
            size *= extent
        globals_.append(GlobalVar(alloc.name, LDS, ArrayType(size, IntType(8)), size, 16, None,
                                  alloc.loc))
    return Program((function,), tuple(globals_), kernel, program.file)


# ---------------------------------------------------------------- replay


MarkEvent = tuple[str, int]  # ("mark", 0) | ("wait", M) | ("copy", 0)


def replay_marks(program: Program, max_steps: int = 2_000_000) -> list[MarkEvent]:
    """Execute the kernel's control flow (integer operations exactly; loads, lane ids and
    opaque calls read 0) and return its asyncmark / wait.asyncmark / async-copy sequence."""
    fn = program.kernel_function
    blocks = fn.block_map()
    regs: dict[str, int] = {}
    out: list[MarkEvent] = []

    def val(operand: o.Operand) -> int:
        match operand:
            case o.Const(value):
                return value
            case o.Reg(name):
                return regs.get(name, 0)
            case _:
                return 0

    block = fn.entry
    prev = ""
    steps = 0
    while True:
        for op in block.ops:
            steps += 1
            if steps > max_steps:
                raise AmdsyncError("pipeline-too-long", f"replaying the lowered loop to check "
                                   f"its marks ran more than {max_steps:,} operations",
                                   op.loc)
            match op:
                case o.Phi(dest, _, incoming):
                    for pred, value in incoming:
                        if pred == prev:
                            regs[dest] = val(value)
                case o.BinOp(dest, kind, lhs, rhs):
                    regs[dest] = _binop(kind, val(lhs), val(rhs))
                case o.ICmp(dest, pred, lhs, rhs):
                    regs[dest] = int(_icmp(pred, val(lhs), val(rhs)))
                case o.Select(dest, cond, a, b):
                    regs[dest] = val(a) if val(cond) else val(b)
                case o.Cast(dest=dest, value=value):
                    regs[dest] = val(value)
                case o.AsyncMark():
                    out.append(("mark", 0))
                case o.WaitAsyncMark(count):
                    out.append(("wait", count))
                case o.AsyncCopy():
                    out.append(("copy", 0))
                case _:
                    dest_name = o.op_dest(op)
                    if dest_name is not None:
                        regs[dest_name] = 0
        term = block.term
        prev = block.name
        match term:
            case o.Br(target):
                block = blocks[target]
            case o.CondBr(cond, if_true, if_false):
                block = blocks[if_true if val(cond) else if_false]
            case _:
                return out


def _binop(kind: o.BinOpKind, a: int, b: int) -> int:
    match kind:
        case o.BinOpKind.ADD:
            return a + b
        case o.BinOpKind.SUB:
            return a - b
        case o.BinOpKind.MUL:
            return a * b
        case o.BinOpKind.SDIV:
            return int(a / b) if b else 0
        case o.BinOpKind.SREM:
            return a - b * int(a / b) if b else 0
        case o.BinOpKind.AND:
            return a & b
        case o.BinOpKind.OR:
            return a | b
        case o.BinOpKind.XOR:
            return a ^ b
        case o.BinOpKind.SMIN:
            return min(a, b)
        case o.BinOpKind.SMAX:
            return max(a, b)
        case _:
            raise AmdsyncError("pipeline-internal", f"replay does not model {kind.value}")


def _icmp(pred: o.ICmpPred, a: int, b: int) -> bool:
    match pred:
        case o.ICmpPred.EQ:
            return a == b
        case o.ICmpPred.NE:
            return a != b
        case o.ICmpPred.SLT | o.ICmpPred.ULT:
            return a < b
        case o.ICmpPred.SLE | o.ICmpPred.ULE:
            return a <= b
        case o.ICmpPred.SGT | o.ICmpPred.UGT:
            return a > b
        case o.ICmpPred.SGE | o.ICmpPred.UGE:
            return a >= b


def check_mark_lowering(program: LoopProgram, lowered: Program) -> list[str]:
    """Replay the lowered kernel's marks and waits beside the pipeline's commits and
    per-queue waits, and check that each ``wait.asyncmark(M)`` completes exactly what its
    ``async_wait_queue(q, N)`` requires: the newest group of ``q`` it must complete is the
    newest mark ``M`` completes, or (when that group is already complete) ``M`` forces
    nothing. Returns the problems found (empty: exact)."""
    pipeline = [e for e in Interpreter(program, 0).run().events
                if isinstance(e, CommitEvent | WaitEvent)]
    marks = [e for e in replay_marks(lowered) if e[0] != "copy"]
    problems: list[str] = []
    if len(pipeline) != len(marks):
        return [f"{len(pipeline)} commits/waits in the pipeline but {len(marks)} marks/waits "
                "in the program"]
    per_queue: dict[int, list[int]] = {}
    total = 0
    completed = 0  # marks completed (single sequence)
    for index, (event, (kind, count)) in enumerate(zip(pipeline, marks, strict=True)):
        if isinstance(event, CommitEvent):
            if kind != "mark":
                problems.append(f"event {index}: commit lowered to {kind}")
                continue
            per_queue.setdefault(event.queue, []).append(total)
            total += 1
            continue
        if kind != "wait":
            problems.append(f"event {index}: wait lowered to {kind}")
            continue
        queue_marks = per_queue.get(event.queue, [])
        needed = len(queue_marks) - event.count - 1
        forced_to = max(completed, total - count)
        if needed >= 0 and queue_marks[needed] >= completed:
            if forced_to != queue_marks[needed] + 1:
                problems.append(
                    f"event {index}: async_wait_queue({event.queue}, {event.count}) needs "
                    f"mark {queue_marks[needed]} (the newest to complete) but "
                    f"wait.asyncmark({count}) completes marks below {forced_to}")
        elif forced_to != completed:
            problems.append(f"event {index}: async_wait_queue({event.queue}, {event.count}) "
                            f"forces nothing new but wait.asyncmark({count}) completes "
                            f"{forced_to - completed} more mark(s)")
        completed = forced_to
    return problems
