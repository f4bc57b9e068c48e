"""Plans of plain operations: what ``Stepping._execute`` does for an operation, with
what depends only on the operation — its kind, operands, register names, result
width — found once per block, so that a run of plain operations
(``Stepping._run_plain``) pays no dispatch per step (docs/semantics/scale.md, "Vectorized core":
plain runs and plans).

LLVM LangRef (the operations' semantics, as explore/values/compute.py and registers.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import numpy as np

from amdsync.explore.every_input import opaque_values
from amdsync.explore.machine.frames import Entry, Frame
from amdsync.explore.machine.state import WaveState
from amdsync.explore.search.options import ExploreOptions
from amdsync.explore.values import compute
from amdsync.explore.values.values import UNKNOWN, BoolArray, BufPtr, Value, assigned
from amdsync.program import ops as o


class Stepping(Protocol):
    """What a plan calls on the machine (machine/stepping.py's ``Stepping`` is one)."""

    width: int
    options: ExploreOptions
    writes_issued: int

    def _eval(self, wave: WaveState, frame: Frame, operand: o.Operand,
              keep: bool = False) -> Value: ...
    def _buffer_addr(self, wave: WaveState, frame: Frame, op: o.BufferAddr,
                     mask: BoolArray) -> Value: ...
    def _propagate(self, wave: WaveState, frame: Frame, mask: BoolArray, op: o.Op) -> None: ...
    def _execute(self, wave: WaveState, frame: Frame, entry: Entry, op: o.Op) -> bool: ...
    def _memory(self, wave: WaveState, frame: Frame, mask: BoolArray,
                op: o.Load | o.Store | o.AtomicRMW | o.CmpXchg | o.AvLoad | o.AvStore) -> bool: ...
    def _async_copy(self, wave: WaveState, frame: Frame, mask: BoolArray,
                    op: o.AsyncCopy) -> None: ...

# One operation's plan: run it for the entry's lanes (``full``: every lane of the
# entry's mask is set); False when the wave blocks.
OpPlan = Callable[[Stepping, WaveState, Frame, Entry, o.Op, bool], bool]
# How a plan reads one operand: ``_eval(..., keep=True)`` with what depends on the
# operand alone found once.
Getter = Callable[[Stepping, WaveState, Frame], Value]
# The flag of an Opaque the LLVM reader reads but the model lacks (formats/llvm/
# intrinsics.py UNMODELLED): reaching it ends the exploration incomplete.
UNMODELLED = "unmodelled"


def run_generic(machine: Stepping, wave: WaveState, frame: Frame, entry: Entry,
                 op: o.Op, full: bool) -> bool:
    """``_execute``, as ``step`` calls it (the entry's index already advanced)."""
    return machine._execute(wave, frame, entry, op)


def run_memory(machine: Stepping, wave: WaveState, frame: Frame, entry: Entry,
               op: o.Op, full: bool) -> bool:
    """``_execute`` of a plain load or store, without its dispatch: ``_memory``, and
    the load run again when it spins."""
    assert isinstance(op, o.Load | o.Store)
    if isinstance(op, o.Store):
        machine.writes_issued += 1
    if not machine._memory(wave, frame, entry.mask, op):
        entry.index -= 1  # spinning: run the load again when memory changes
        return False
    return True


def run_async_copy(machine: Stepping, wave: WaveState, frame: Frame, entry: Entry,
                   op: o.Op, full: bool) -> bool:
    """``_execute`` of an async copy, without its dispatch."""
    assert isinstance(op, o.AsyncCopy)
    machine.writes_issued += 1
    machine._async_copy(wave, frame, entry.mask, op)
    return True


def _reg_names(operands: tuple[o.Operand, ...]) -> tuple[str, ...]:
    return tuple(x.name for x in operands if isinstance(x, o.Reg))


def _written(machine: Stepping, wave: WaveState, frame: Frame, entry: Entry, op: o.Op,
             full: bool, dest: str, value: Value, names: tuple[str, ...]) -> bool:
    """The end every value-producing plan shares: ``dest`` holds ``value`` in the
    entry's lanes, it is tainted as its operands are, and undefined bytes flow on."""
    assign(frame, entry, full, dest, value)
    _taint_from(frame, dest, names)
    if frame.undef:
        machine._propagate(wave, frame, entry.mask, op)
    return True


def _taint_from(frame: Frame, dest: str, names: tuple[str, ...]) -> None:
    """``Registers._taint`` with the operands' register names found once."""
    tainted = frame.tainted
    if not tainted:
        return  # (nothing tainted: discarding ``dest`` changes nothing)
    for name in names:
        if name in tainted:
            tainted.add(dest)
            return
    tainted.discard(dest)


def assign(frame: Frame, entry: Entry, full: bool, dest: str, value: Value) -> None:
    """``Registers._assign`` with the mask's fullness found once per run."""
    frame.regs[dest] = assigned(entry.mask, full, value, frame.regs.get(dest))


def _getter(operand: o.Operand) -> Getter:
    """How a plan reads ``operand``: a register straight from the frame (``_eval``
    where it is not defined, which raises its located error), anything else through
    ``_eval`` (a constant: one shared read-only vector, ``values.constant``)."""
    if isinstance(operand, o.Reg):
        name = operand.name

        def reg(machine: Stepping, wave: WaveState, frame: Frame) -> Value:
            value = frame.regs.get(name)
            return value if value is not None else machine._eval(wave, frame, operand, True)
        return reg

    def other(machine: Stepping, wave: WaveState, frame: Frame) -> Value:
        return machine._eval(wave, frame, operand, True)
    return other


def unknown_result(op: o.Op) -> tuple[str | None, tuple[str, ...]] | None:
    """For an operation whose plan only makes its result unknown (an opaque operation
    whose value is never known: ``op_plan``'s first case), its result register (None:
    none) and its operands' register names; None for any other."""
    if isinstance(op, o.Opaque) and UNMODELLED not in op.flags and opaque_values.never_known(op):
        return op.dest, _reg_names(op.args)
    return None


def op_plan(op: o.Op) -> OpPlan:
    """The plan of a plain operation: what ``_execute`` does for it, with what depends
    only on the operation (its kind, operands, register names, result width) found once
    (docs/semantics/scale.md, "Vectorized core": plain runs)."""
    if isinstance(op, o.Opaque) and UNMODELLED not in op.flags and opaque_values.never_known(op):
        dest = op.dest
        names = _reg_names(op.args)

        def opaque(machine: Stepping, wave: WaveState, frame: Frame, entry: Entry,
                   op: o.Op, full: bool) -> bool:
            if dest is not None:
                frame.regs[dest] = UNKNOWN
                _taint_from(frame, dest, names)
                if frame.undef:
                    machine._propagate(wave, frame, entry.mask, op)
            return True
        return opaque
    if isinstance(op, o.Opaque) and UNMODELLED not in op.flags and op.dest is not None:
        # (a result ``opaque_values.evaluate`` may know: computed as ``_execute`` does,
        # with the mask's fullness and the operands' register names found once)
        odest = op.dest
        onames = _reg_names(op.args)

        def known(machine: Stepping, wave: WaveState, frame: Frame, entry: Entry,
                  op: o.Op, full: bool) -> bool:
            assert isinstance(op, o.Opaque)
            value = opaque_values.evaluate(op, lambda x: machine._eval(wave, frame, x),
                                           entry.mask, machine.width,
                                           machine.options.generation)
            return _written(machine, wave, frame, entry, op, full, odest, value, onames)
        return known
    if isinstance(op, o.BufferAddr):
        adest = op.dest
        anames = _reg_names(tuple(x for x in (op.rsrc, op.voffset, op.soffset, op.offset,
                                              op.vindex) if x is not None))

        def buffer_address(machine: Stepping, wave: WaveState, frame: Frame, entry: Entry,
                           op: o.Op, full: bool) -> bool:
            assert isinstance(op, o.BufferAddr)
            address = machine._buffer_addr(wave, frame, op, entry.mask)
            return _written(machine, wave, frame, entry, op, full, adest, address, anames)
        return buffer_address
    if isinstance(op, o.AsyncCopy):
        return run_async_copy
    if isinstance(op, o.BinOp):
        kind, ty, bdest = op.kind, op.ty, op.dest
        lhs, rhs = _getter(op.lhs), _getter(op.rhs)
        bnames = _reg_names((op.lhs, op.rhs))

        def binary(machine: Stepping, wave: WaveState, frame: Frame, entry: Entry,
                   op: o.Op, full: bool) -> bool:
            value = compute.binop(kind, lhs(machine, wave, frame), rhs(machine, wave, frame),
                                  ty)
            return _written(machine, wave, frame, entry, op, full, bdest, value, bnames)
        return binary
    if isinstance(op, o.PtrAdd):
        pdest = op.dest
        base, offset = _getter(op.base), _getter(op.offset)
        bits = compute.type_bits(op.ty) or 64
        pnames = _reg_names((op.base, op.offset))

        def pointer(machine: Stepping, wave: WaveState, frame: Frame, entry: Entry,
                    op: o.Op, full: bool) -> bool:
            b = base(machine, wave, frame)
            off = offset(machine, wave, frame)
            value: Value
            if isinstance(b, BufPtr) and isinstance(off, np.ndarray):
                value = BufPtr(b.addr + off, b.in_range)
            elif isinstance(b, np.ndarray) and isinstance(off, np.ndarray):
                value = compute.wrap_sum(b, off, bits)
            else:
                value = UNKNOWN
            return _written(machine, wave, frame, entry, op, full, pdest, value, pnames)
        return pointer
    return run_generic
