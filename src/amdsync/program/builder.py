"""A Python builder for programs: a test or a user writes a kernel in a few lines.

    pb = ProgramBuilder("example")
    lds = pb.lds("tile", 256 * 4)
    with pb.kernel("k", g=ptr(1)) as k:
        tid = k.workitem_id()
        k.async_load_to_lds(k.arg("g") + tid * 4, lds, size=4)
        k.asyncmark()
        k.wait_asyncmark(0)
        value = k.load(lds + tid * 4, I32)
    program = pb.build()

Every operation records the Python line that created it as its location, so findings
on a built program point at the builder code. Loops and ifs are structured context
managers that produce the basic-block graph of the IR.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Union

from amdsync.diagnostics import Loc
from amdsync.program import ops as o
from amdsync.program.module import Block, Function, GlobalVar, Param, Program
from amdsync.program.types import (
    I1,
    I32,
    VOID,
    AddressSpace,
    ArrayType,
    IntType,
    OpaqueType,
    PtrType,
    Type,
    named_barrier_count,
    store_size,
)

_THIS_FILE = __file__
_SKIPPED_FILES = (_THIS_FILE, contextlib.__file__)


def _caller_loc() -> Loc:
    frame = sys._getframe(1)
    while frame is not None and frame.f_code.co_filename in _SKIPPED_FILES:
        frame = frame.f_back  # type: ignore[assignment]
    if frame is None:
        return Loc("<builder>")
    return Loc(frame.f_code.co_filename, frame.f_lineno, 0)


def ptr(addrspace: int = 0) -> PtrType:
    return PtrType(addrspace)


Like = Union["Val", int]
Pointerish = Union["Val", "_GlobalHandle"]


@dataclass(frozen=True)
class Val:
    """A value under construction: an operand with its type, and arithmetic sugar."""

    operand: o.Operand
    ty: Type
    fn: FunctionBuilder = field(compare=False, repr=False)

    def _bin(self, kind: o.BinOpKind, other: Like, swap: bool = False) -> Val:
        rhs = self.fn.lift(other, self._int_ty())
        lhs: Val = self
        if swap:
            lhs, rhs = rhs, lhs
        if isinstance(lhs.ty, PtrType) and kind is o.BinOpKind.ADD:
            return self.fn.ptr_add(lhs, rhs)
        return self.fn.binop(kind, lhs, rhs)

    def _int_ty(self) -> Type:
        return I32 if isinstance(self.ty, PtrType) else self.ty

    def __add__(self, other: Like) -> Val:
        return self._bin(o.BinOpKind.ADD, other)

    def __radd__(self, other: Like) -> Val:
        return self._bin(o.BinOpKind.ADD, other, swap=True)

    def __sub__(self, other: Like) -> Val:
        if isinstance(self.ty, PtrType):
            return self.fn.ptr_add(self, self.fn.binop(o.BinOpKind.SUB, self.fn.lift(0, I32),
                                                       self.fn.lift(other, I32)))
        return self._bin(o.BinOpKind.SUB, other)

    def __rsub__(self, other: Like) -> Val:
        return self._bin(o.BinOpKind.SUB, other, swap=True)

    def __mul__(self, other: Like) -> Val:
        return self._bin(o.BinOpKind.MUL, other)

    def __rmul__(self, other: Like) -> Val:
        return self._bin(o.BinOpKind.MUL, other, swap=True)

    def __floordiv__(self, other: Like) -> Val:
        return self._bin(o.BinOpKind.SDIV, other)

    def __mod__(self, other: Like) -> Val:
        return self._bin(o.BinOpKind.SREM, other)

    def __and__(self, other: Like) -> Val:
        return self._bin(o.BinOpKind.AND, other)

    def __or__(self, other: Like) -> Val:
        return self._bin(o.BinOpKind.OR, other)

    def __xor__(self, other: Like) -> Val:
        return self._bin(o.BinOpKind.XOR, other)

    def __lshift__(self, other: Like) -> Val:
        return self._bin(o.BinOpKind.SHL, other)

    def __rshift__(self, other: Like) -> Val:
        return self._bin(o.BinOpKind.LSHR, other)

    def lt(self, other: Like) -> Val:
        return self.fn.icmp(o.ICmpPred.SLT, self, other)

    def le(self, other: Like) -> Val:
        return self.fn.icmp(o.ICmpPred.SLE, self, other)

    def gt(self, other: Like) -> Val:
        return self.fn.icmp(o.ICmpPred.SGT, self, other)

    def ge(self, other: Like) -> Val:
        return self.fn.icmp(o.ICmpPred.SGE, self, other)

    def eq(self, other: Like) -> Val:
        return self.fn.icmp(o.ICmpPred.EQ, self, other)

    def ne(self, other: Like) -> Val:
        return self.fn.icmp(o.ICmpPred.NE, self, other)


@dataclass
class _OpenBlock:
    name: str
    ops: list[o.Op]
    loc: Loc


class FunctionBuilder:
    """Builds one function body; obtained from :meth:`ProgramBuilder.kernel` or
    :meth:`ProgramBuilder.function`."""

    def __init__(self, program: ProgramBuilder, name: str, params: dict[str, Type],
                 is_kernel: bool, ret: Type, loc: Loc) -> None:
        self.program = program
        self.name = name
        # noalias from the launch model: a kernel's pointer arguments are disjoint
        # buffers; a function's callers may pass one buffer twice (docs/lowering.md).
        self.params = tuple(Param(n, t, is_kernel) for n, t in params.items())
        self.is_kernel = is_kernel
        self.ret_type = ret
        self.loc = loc
        self._blocks: list[Block] = []
        self._current: _OpenBlock | None = _OpenBlock("entry", [], loc)
        self._counter = 0

    # ------------------------------------------------------------ plumbing

    def fresh(self, hint: str = "v") -> str:
        self._counter += 1
        return f"{hint}{self._counter}"

    def emit(self, op: o.Op) -> None:
        if self._current is None:
            self._current = _OpenBlock(self.fresh("dead"), [], op.loc)
        self._current.ops.append(op)

    def terminate(self, term: o.Terminator) -> None:
        assert self._current is not None, "terminating a closed block"
        cur = self._current
        self._blocks.append(Block(cur.name, tuple(cur.ops), term, cur.loc))
        self._current = None

    def start_block(self, name: str, loc: Loc) -> None:
        if self._current is not None:
            self.terminate(o.Br(name, loc))
        self._current = _OpenBlock(name, [], loc)

    @property
    def current_block(self) -> str:
        assert self._current is not None
        return self._current.name

    def lift(self, value: Like, ty: Type = I32) -> Val:
        if isinstance(value, Val):
            return value
        return Val(o.Const(int(value), ty), ty, self)

    def val(self, operand: o.Operand, ty: Type) -> Val:
        return Val(operand, ty, self)

    def arg(self, name: str) -> Val:
        for param in self.params:
            if param.name == name:
                return Val(o.Reg(name), param.ty, self)
        raise KeyError(f"{self.name} has no parameter {name!r}")

    def ptr_val(self, pointer: Pointerish) -> Val:
        return pointer.at(self) if isinstance(pointer, _GlobalHandle) else pointer

    def const(self, value: int, ty: Type = I32) -> Val:
        return Val(o.Const(value, ty), ty, self)

    # ------------------------------------------------------------ computation

    def binop(self, kind: o.BinOpKind, lhs: Like, rhs: Like) -> Val:
        a = self.lift(lhs)
        b = self.lift(rhs, a.ty)
        dest = self.fresh()
        self.emit(o.BinOp(dest, kind, a.operand, b.operand, a.ty, _caller_loc()))
        return Val(o.Reg(dest), a.ty, self)

    def icmp(self, pred: o.ICmpPred, lhs: Like, rhs: Like) -> Val:
        a = self.lift(lhs)
        b = self.lift(rhs, a.ty)
        dest = self.fresh("c")
        self.emit(o.ICmp(dest, pred, a.operand, b.operand, _caller_loc()))
        return Val(o.Reg(dest), I1, self)

    def select(self, cond: Val, if_true: Like, if_false: Like) -> Val:
        a = self.lift(if_true)
        b = self.lift(if_false, a.ty)
        dest = self.fresh()
        self.emit(o.Select(dest, cond.operand, a.operand, b.operand, a.ty, _caller_loc()))
        return Val(o.Reg(dest), a.ty, self)

    def cast(self, kind: o.CastKind, value: Val, ty: Type) -> Val:
        dest = self.fresh()
        self.emit(o.Cast(dest, kind, value.operand, ty, _caller_loc(), value.ty))
        return Val(o.Reg(dest), ty, self)

    def ptr_add(self, base: Val, offset: Like) -> Val:
        off = self.lift(offset)
        dest = self.fresh("p")
        self.emit(o.PtrAdd(dest, base.operand, off.operand, base.ty, _caller_loc()))
        return Val(o.Reg(dest), base.ty, self)

    def workitem_id(self, dim: int = 0) -> Val:
        return self._id(o.IdKind.WORKITEM, dim)

    def workgroup_id(self, dim: int = 0) -> Val:
        return self._id(o.IdKind.WORKGROUP, dim)

    def lane_id(self) -> Val:
        return self._id(o.IdKind.LANE, 0)

    def wave_id(self) -> Val:
        return self._id(o.IdKind.WAVE, 0)

    def _id(self, kind: o.IdKind, dim: int) -> Val:
        dest = self.fresh("id")
        self.emit(o.ThreadId(dest, kind, dim, _caller_loc()))
        return Val(o.Reg(dest), I32, self)

    def opaque(self, name: str, *args: Val, ty: Type = I32) -> Val:
        dest = self.fresh()
        self.emit(o.Opaque(dest, name, tuple(a.operand for a in args), ty, _caller_loc()))
        return Val(o.Reg(dest), ty, self)

    # ------------------------------------------------------------ memory

    def load(self, pointer: Pointerish, ty: Type = I32, atomic: o.Atomicity | None = None,
             volatile: bool = False) -> Val:
        dest = self.fresh("ld")
        self.emit(o.Load(dest, self.ptr_val(pointer).operand, ty, store_size(ty), atomic, volatile,
                         _caller_loc()))
        return Val(o.Reg(dest), ty, self)

    def store(self, pointer: Pointerish, value: Like, ty: Type | None = None,
              atomic: o.Atomicity | None = None, volatile: bool = False) -> None:
        v = self.lift(value, ty or I32)
        self.emit(o.Store(self.ptr_val(pointer).operand, v.operand, v.ty, store_size(v.ty), atomic,
                          volatile, _caller_loc()))

    def atomic_rmw(self, op: str, pointer: Pointerish, value: Like, atomic: o.Atomicity,
                   ty: Type = I32) -> Val:
        v = self.lift(value, ty)
        dest = self.fresh("rmw")
        address = self.ptr_val(pointer).operand
        self.emit(o.AtomicRMW(dest, op, address, v.operand, ty, store_size(ty), atomic,
                              _caller_loc()))
        return Val(o.Reg(dest), ty, self)

    def fence(self, ordering: o.Ordering, scope: o.Scope = o.Scope.SYSTEM,
              address_spaces: frozenset[int] | None = None, av_none: bool = False,
              one_as: bool = False) -> None:
        self.emit(o.Fence(ordering, o.SyncScope(scope, one_as), address_spaces, av_none,
                          _caller_loc()))

    def async_load_to_lds(self, src: Pointerish, dst: Pointerish, size: int = 4,
                          intrinsic: str = "llvm.amdgcn.load.async.to.lds.p1") -> None:
        """An LDS DMA load: each lane copies ``size`` bytes from its ``src`` to the
        wave-uniform ``dst`` plus the implicit per-lane offset."""
        self._copy(src, dst, size, True, intrinsic)

    def load_to_lds(self, src: Pointerish, dst: Pointerish, size: int = 4,
                    intrinsic: str = "llvm.amdgcn.load.to.lds.p1") -> None:
        """The synchronous LDS DMA load (completion tracked by the compiler)."""
        self._copy(src, dst, size, False, intrinsic)

    def _copy(self, src: Pointerish, dst: Pointerish, size: int, asynchronous: bool,
              intrinsic: str) -> None:
        stride = 4 if size <= 4 else 16
        self.emit(o.AsyncCopy(self.ptr_val(src).operand, self.ptr_val(dst).operand, size,
                              o.CopyDirection.TO_LDS, asynchronous, stride, intrinsic,
                              _caller_loc()))

    def async_copy(self, src: Pointerish, dst: Pointerish, size: int,
                   direction: o.CopyDirection, intrinsic: str) -> None:
        """A GFX12.5 per-lane async copy (no implicit LDS lane offset)."""
        self.emit(o.AsyncCopy(self.ptr_val(src).operand, self.ptr_val(dst).operand, size,
                              direction, True, 0, intrinsic, _caller_loc()))

    def asyncmark(self) -> None:
        self.emit(o.AsyncMark(_caller_loc()))

    def wait_asyncmark(self, count: int) -> None:
        self.emit(o.WaitAsyncMark(count, _caller_loc()))

    # ------------------------------------------------------------ barriers

    def barrier(self) -> None:
        """``s_barrier``: arrive then wait on the workgroup barrier."""
        loc = _caller_loc()
        self.emit(o.BarrierArrive(o.WORKGROUP_BARRIER, None, loc,
                                  intrinsic="llvm.amdgcn.s.barrier"))
        self.emit(o.BarrierWait(o.WORKGROUP_BARRIER, loc, intrinsic="llvm.amdgcn.s.barrier"))

    def barrier_arrive(self, barrier: o.BarrierRef = o.WORKGROUP_BARRIER,
                       new_expected: Like | None = None) -> None:
        count = None if new_expected is None else self.lift(new_expected).operand
        self.emit(o.BarrierArrive(barrier, count, _caller_loc()))

    def barrier_wait(self, barrier: o.BarrierRef = o.WORKGROUP_BARRIER) -> None:
        self.emit(o.BarrierWait(barrier, _caller_loc()))

    def barrier_init(self, barrier: o.BarrierRef, count: Like) -> None:
        self.emit(o.BarrierInit(barrier, self.lift(count).operand, _caller_loc()))

    def barrier_join(self, barrier: o.BarrierRef) -> None:
        self.emit(o.BarrierJoin(barrier, _caller_loc()))

    def barrier_drop(self, barrier: o.BarrierRef) -> None:
        self.emit(o.BarrierDrop(barrier, _caller_loc()))

    # ------------------------------------------------------------ calls and control

    def call(self, callee: str, *args: Like, ret: Type = VOID) -> Val | None:
        dest = None if ret == VOID else self.fresh("r")
        self.emit(o.Call(dest, callee, tuple(self.lift(a).operand for a in args), ret,
                         _caller_loc()))
        return None if dest is None else Val(o.Reg(dest), ret, self)

    def ret(self, value: Val | None = None) -> None:
        self.terminate(o.Ret(None if value is None else value.operand, _caller_loc()))

    @contextmanager
    def loop(self, start: Like, stop: Like, step: int = 1) -> Iterator[Val]:
        """``for i in range(start, stop, step)``: yields the induction variable."""
        loc = _caller_loc()
        lo = self.lift(start)
        hi = self.lift(stop)
        pre = self.current_block
        header, body, exit_ = self.fresh("loop"), self.fresh("body"), self.fresh("exit")
        self.terminate(o.Br(header, loc))
        iv, nxt = self.fresh("i"), self.fresh("inext")
        latch_holder: list[str] = []
        self._current = _OpenBlock(header, [], loc)
        # The phi's latch edge is patched in once the body's last block is known.
        phi_index = 0
        cond = self.fresh("c")
        self.emit(o.Phi(iv, lo.ty, ((pre, lo.operand),), loc))
        pred = o.ICmpPred.SLT if step > 0 else o.ICmpPred.SGT
        self.emit(o.ICmp(cond, pred, o.Reg(iv), hi.operand, loc))
        self.terminate(o.CondBr(o.Reg(cond), body, exit_, loc))
        header_index = len(self._blocks) - 1
        self._current = _OpenBlock(body, [], loc)
        yield Val(o.Reg(iv), lo.ty, self)
        self.emit(o.BinOp(nxt, o.BinOpKind.ADD, o.Reg(iv), o.Const(step, lo.ty), lo.ty, loc))
        latch_holder.append(self.current_block)
        self.terminate(o.Br(header, loc))
        old = self._blocks[header_index]
        phi = old.ops[phi_index]
        assert isinstance(phi, o.Phi)
        new_phi = o.Phi(phi.dest, phi.ty, (*phi.incoming, (latch_holder[0], o.Reg(nxt))),
                        phi.loc)
        self._blocks[header_index] = Block(old.name, (new_phi, *old.ops[1:]), old.term,
                                           old.loc)
        self._current = _OpenBlock(exit_, [], loc)

    @contextmanager
    def if_(self, cond: Val) -> Iterator[None]:
        """``if cond:`` — the body runs in the lanes where ``cond`` holds."""
        loc = _caller_loc()
        then, join = self.fresh("then"), self.fresh("join")
        self.terminate(o.CondBr(cond.operand, then, join, loc))
        self._current = _OpenBlock(then, [], loc)
        yield
        self.terminate(o.Br(join, loc))
        self._current = _OpenBlock(join, [], loc)

    def finish(self) -> Function:
        if self._current is not None:
            self.terminate(o.Ret(None, self._current.loc))
        return Function(self.name, self.params, self.ret_type, tuple(self._blocks), self.is_kernel,
                        self.loc)


class ProgramBuilder:
    """Collects globals and functions; :meth:`build` returns the :class:`Program`."""

    def __init__(self, source: str = "<builder>", target: str | None = None) -> None:
        self.source = source
        self.target = target
        self._globals: list[GlobalVar] = []
        self._functions: list[Function] = []
        self._kernel: str | None = None
        self.active: FunctionBuilder | None = None

    def lds(self, name: str, size: int, align: int = 16) -> _GlobalHandle:
        """An LDS global of ``size`` bytes."""
        loc = _caller_loc()
        self._globals.append(GlobalVar(name, AddressSpace.LOCAL, ArrayType(size, IntType(8)),
                                       size, align, None, loc))
        return _GlobalHandle(name, AddressSpace.LOCAL, self)

    def global_buffer(self, name: str, size: int, init: bytes | None = None) -> _GlobalHandle:
        loc = _caller_loc()
        self._globals.append(GlobalVar(name, AddressSpace.GLOBAL, ArrayType(size, IntType(8)),
                                       size, 16, init, loc))
        return _GlobalHandle(name, AddressSpace.GLOBAL, self)

    def named_barriers(self, name: str, count: int = 1) -> _GlobalHandle:
        loc = _caller_loc()
        ty: Type = OpaqueType('target("amdgcn.named.barrier", 0)')
        if count > 1:
            ty = ArrayType(count, ty)
        self._globals.append(GlobalVar(name, AddressSpace.LOCAL, ty, 0, 4, None, loc,
                                       barrier_count=named_barrier_count(ty)))
        return _GlobalHandle(name, AddressSpace.LOCAL, self)

    @contextmanager
    def kernel(self, name: str, **params: Type) -> Iterator[FunctionBuilder]:
        with self._function(name, params, True, VOID) as fb:
            yield fb
        self._kernel = self._kernel or name

    @contextmanager
    def function(self, name: str, ret: Type = VOID, **params: Type) -> Iterator[FunctionBuilder]:
        with self._function(name, params, False, ret) as fb:
            yield fb

    @contextmanager
    def _function(self, name: str, params: dict[str, Type], is_kernel: bool,
                  ret: Type) -> Iterator[FunctionBuilder]:
        fb = FunctionBuilder(self, name, params, is_kernel, ret, _caller_loc())
        self.active = fb
        try:
            yield fb
        finally:
            self.active = None
        self._functions.append(fb.finish())

    def build(self) -> Program:
        kernel = self._kernel
        if kernel is None:
            raise ValueError("a program needs a kernel")
        return Program(tuple(self._functions), tuple(self._globals), kernel, self.source,
                       self.target)


@dataclass(frozen=True)
class _GlobalHandle:
    """A global's address, usable as a value in any function being built."""

    name: str
    addrspace: int
    owner: ProgramBuilder = field(compare=False, repr=False)

    def at(self, fn: FunctionBuilder) -> Val:
        return Val(o.GlobalAddr(self.name, self.addrspace), PtrType(self.addrspace), fn)

    def _fn(self, other: Like) -> FunctionBuilder:
        if isinstance(other, Val):
            return other.fn
        active = self.owner.active
        if active is None:
            raise ValueError(f"@{self.name} used outside a function body")
        return active

    def __add__(self, other: Like) -> Val:
        return self.at(self._fn(other)) + other

    def __radd__(self, other: Like) -> Val:
        return self.at(self._fn(other)) + other


