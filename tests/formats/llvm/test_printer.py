"""The program printer: one line per operation, its location in a trailing comment."""

from __future__ import annotations

from amdsync.diagnostics import Loc
from amdsync.program import ops as o
from amdsync.program.printer import format_loc, format_op, format_operand, format_terminator
from amdsync.program.types import I32, FloatType, PtrType, VecType

LOC = Loc("k.ll", 3, 5)


def test_operands() -> None:
    assert format_operand(o.Reg("a b")) == '%"a b"'
    assert format_operand(o.Const(-1, I32)) == "i32 -1"
    assert format_operand(o.FloatConst(0.5, FloatType("half"))) == "half 0.5"
    assert format_operand(o.NullPtr(3)) == "null(3)"
    assert format_operand(o.Undef(VecType(2, I32))) == "<2 x i32> undef"
    assert format_operand(o.GlobalAddr("lds", 3)) == "@lds"


def test_operations_and_terminators() -> None:
    assert format_op(o.WaveOp("b", o.WaveOpKind.BALLOT, (o.Reg("c"),), I32, LOC)) == (
        "%b = wave ballot(%c) : i32")
    assert format_op(o.AsyncCopy(o.Reg("s"), o.Reg("d"), 16, o.CopyDirection.TO_LDS, False, 16,
                                 "llvm.amdgcn.load.to.lds.p1", LOC, volatile=True)) == (
        "async_copy to_lds %s -> %d size=16 lane_stride=16 sync volatile "
        "llvm.amdgcn.load.to.lds.p1")
    assert format_op(o.Fence(o.Ordering.ACQ_REL, o.SyncScope(o.Scope.AGENT, True), None, True,
                             LOC)) == 'fence acq_rel syncscope("agent-one-as") av_none'
    assert format_op(o.Load("v", o.Reg("p"), I32, 4, None, True, LOC)) == (
        "%v = load volatile i32, %p size=4")
    assert format_op(o.PtrAdd("q", o.Reg("p"), o.Const(8, I32), PtrType(3), LOC)) == (
        "%q = ptradd %p, i32 8 : ptr addrspace(3)")
    assert format_terminator(o.Switch(o.Reg("x"), "d", ((0, "a"), (-1, "b")), LOC)) == (
        "switch %x, default d [0: a, -1: b]")
    assert format_terminator(o.Ret(None, LOC)) == "ret"


def test_locations() -> None:
    assert format_loc(LOC, "k.ll") == "3:5"
    assert format_loc(LOC, "other.ll") == "k.ll:3:5"
    assert format_loc(LOC.with_source("k.py", 7), "k.ll") == "3:5 (k.py:7)"
    assert format_loc(Loc("k.ll"), "k.ll") == "k.ll"
