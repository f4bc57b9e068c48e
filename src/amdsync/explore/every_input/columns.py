"""Plain loads and stores at an address that one unknown value decides: every location
it may take (docs/semantics/every-input.md, "Every input", "Unknown addresses of plain accesses").

A privatized histogram — ``bins[value * stride + g(lane)]++`` with ``value`` a loaded
byte — computes its address as ``known(lane) + coeff × a`` for one unknown value ``a``
whose range follows from how it is computed (a zero-extended byte is in [0, 255]:
explore/every_input/confined_atomics.py ``interval``), and ``known(lane)`` and ``coeff`` the machine
knows (``coeff`` one value in every lane). :func:`column` finds that form by reading the
address's definitions back: pointer additions, ``add``, ``sub``, ``mul`` and ``shl`` by
a value known and equal in every active lane, ``zext``/``sext``/``trunc``/``freeze`` —
each checked not to wrap over the whole range (two's complement arithmetic is integer
arithmetic while the true result lies in the type's signed range; a ``zext`` needs it
non-negative).

:class:`ColumnAccess` then runs such an access as an access of **every** location the
address may take, ``known(lane) + coeff × v`` for each ``v`` of the range (a column of
the histogram): the load's result is unknown, and may be undefined where any of those
locations may be; a store's value must be unknown (a known value stored to every
location would be read back as known), and each of those locations must hold defined
bytes before it (read first: a location it does not really write keeps its old value,
which an unknown defined value covers only if it was defined) — unless the value is
computed from a load of the same address register (``bins[i]++``), whose result may be
undefined wherever a location of the column may be, and so is what is written. Every event of the
concrete access — for whatever value ``a`` takes — is one of these, with the same
happens-before, so every conflict of a concrete execution is one of the explored
execution: a clean verdict holds for every input. The explored execution has more
events than any concrete one, so its findings may be no input's: the access is
recorded as an assumption of the execution (``COLUMN``), and a finding is kept only
with a witness input a concrete check reproduces (explore/every_input/witness.py).

Specification: amdgpu-memory-model (data races, read values: each run location is an
ordinary access); LLVM LangRef (``getelementptr``, integer arithmetic wrapping in two's
complement).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from amdsync.explore.every_input.assumptions import COLUMN, Assumption, Cell
from amdsync.explore.every_input.confined_atomics import interval
from amdsync.explore.every_input.symbolic_access import SymbolicAccess
from amdsync.explore.every_input.value_sources import definitions, input_name, loads_of
from amdsync.explore.machine.frames import Frame
from amdsync.explore.machine.state import WaveState
from amdsync.explore.memory.definedness import RegShadow
from amdsync.explore.search.options import Incomplete
from amdsync.explore.values.compute import type_bits
from amdsync.explore.values.values import UNKNOWN, BoolArray, BufPtr, IntArray
from amdsync.program import ops as o
from amdsync.program.module import Function
from amdsync.program.types import AddressSpace, PtrType, Type

MAX_ROWS = 1024  # locations one lane's access may take (more: `incomplete`)
_PROBE = "<column probe>"  # the register of the read before a column store


@dataclass(frozen=True)
class Linear:
    """``known + coeff × atom`` per lane (``atom`` None: known)."""

    known: IntArray
    coeff: int
    atom: str | None


@dataclass(frozen=True)
class Column:
    """Each active lane's locations: ``known + coeff × v`` for ``v`` in [lo, hi]."""

    known: IntArray
    coeff: int
    lo: int
    hi: int
    atom: str

    def rows(self) -> range:
        return range(self.lo, self.hi + 1)


def _signed(bits: int) -> tuple[int, int]:
    return (-(1 << (bits - 1)), (1 << (bits - 1)) - 1)


class _Reader:
    """The linear form of an address, and the ranges its steps must not leave."""

    def __init__(self, function: Function, evaluate: Callable[[o.Operand], object],
                 mask: BoolArray, width: int) -> None:
        self.function = function
        self.defs = definitions(function)
        self.evaluate = evaluate
        self.mask = mask
        self.width = width
        # (a step's form, and the range its value must stay in for no wrap)
        self.checks: list[tuple[Linear, int, int]] = []

    def known(self, operand: o.Operand) -> IntArray | None:
        value = self.evaluate(operand)
        if isinstance(value, np.ndarray):
            return value.astype(np.int64, copy=False)
        return None

    def uniform(self, operand: o.Operand) -> int | None:
        value = self.known(operand)
        if value is None:
            return None
        active = value[self.mask]
        if not active.size or bool((active != active[0]).any()):
            return None
        return int(active[0])

    def linear(self, operand: o.Operand) -> Linear | str:
        value = self.known(operand)
        if value is not None:
            return Linear(value, 0, None)
        if not isinstance(operand, o.Reg):
            return "it is not a register"
        op = self.defs.get(operand.name)
        match op:
            case o.PtrAdd(base=base, offset=offset, ty=ty):
                return self._sum(self.linear(base), self.linear(offset), 1, ty)
            case o.BinOp(kind=o.BinOpKind.ADD, lhs=lhs, rhs=rhs, ty=ty):
                return self._sum(self.linear(lhs), self.linear(rhs), 1, ty)
            case o.BinOp(kind=o.BinOpKind.SUB, lhs=lhs, rhs=rhs, ty=ty):
                return self._sum(self.linear(lhs), self.linear(rhs), -1, ty)
            case o.BinOp(kind=o.BinOpKind.MUL | o.BinOpKind.SHL, lhs=lhs, rhs=rhs, ty=ty):
                factor = self.uniform(rhs)
                other = lhs
                if factor is None and op.kind is o.BinOpKind.MUL:
                    factor, other = self.uniform(lhs), rhs
                if factor is not None and op.kind is o.BinOpKind.SHL:
                    factor = 1 << factor if 0 <= factor < 62 else None
                if factor is None:
                    return self._atom(operand.name)
                inner = self.linear(other)
                if isinstance(inner, str):
                    return inner
                return self._step(Linear(inner.known * factor, inner.coeff * factor,
                                         inner.atom), ty)
            case o.Cast(kind=o.CastKind.ZEXT | o.CastKind.SEXT | o.CastKind.TRUNC
                        | o.CastKind.FREEZE, value=inner_op, ty=ty, src_ty=src):
                if op.kind is o.CastKind.ZEXT and self._interval_of(operand.name) is not None:
                    return self._atom(operand.name)  # (a zero-extended value: its range)
                inner = self.linear(inner_op)
                if isinstance(inner, str) or inner.atom is None:
                    return inner
                bits = type_bits(src if src is not None else ty)
                if op.kind is o.CastKind.ZEXT and bits is not None:
                    self.checks.append((inner, 0, (1 << (bits - 1)) - 1))
                elif op.kind is o.CastKind.SEXT and bits is not None:
                    self.checks.append((inner, *_signed(bits)))
                elif op.kind is o.CastKind.TRUNC:
                    return self._step(inner, ty)
                return inner
            case _:
                return self._atom(operand.name)

    def _interval_of(self, name: str) -> tuple[int, int] | None:
        def known(reg: str) -> IntArray | None:
            value = self.evaluate(o.Reg(reg))
            return value[self.mask] if isinstance(value, np.ndarray) else None
        return interval(self.function, o.Reg(name), known)

    def _atom(self, name: str) -> Linear:
        return Linear(np.zeros(self.width, dtype=np.int64), 1, name)

    def _sum(self, a: Linear | str, b: Linear | str, sign: int, ty: Type) -> Linear | str:
        if isinstance(a, str):
            return a
        if isinstance(b, str):
            return b
        if a.atom is not None and b.atom is not None and a.atom != b.atom:
            return "it depends on two values amdsync does not track"
        atom = a.atom if a.atom is not None else b.atom
        return self._step(Linear(a.known + sign * b.known, a.coeff + sign * b.coeff, atom),
                          ty)

    def _step(self, form: Linear, ty: Type) -> Linear:
        bits = type_bits(ty)
        if bits is not None and bits <= 64 and form.atom is not None:
            self.checks.append((form, *_signed(bits)))
        return form


def column(function: Function, operand: o.Operand, evaluate: Callable[[o.Operand], object],
           mask: BoolArray, width: int) -> Column | str:
    """The locations each active lane's address ``operand`` may take (``evaluate``
    gives an operand's value, UNKNOWN when the machine does not know it), or why no
    column follows from how it is computed."""
    reader = _Reader(function, evaluate, mask, width)
    form = reader.linear(operand)
    if isinstance(form, str):
        return form
    if form.atom is None:
        return "it is known"
    span = reader._interval_of(form.atom)
    if span is None:
        return "no bound on the value it depends on follows from how it is computed"
    lo, hi = span
    if hi - lo + 1 > MAX_ROWS:
        return f"the value it depends on may take {hi - lo + 1} values (at most {MAX_ROWS})"
    for step, low, high in [*reader.checks, (form, -(1 << 63), (1 << 63) - 1)]:
        known = step.known[mask]
        ends = [step.coeff * lo, step.coeff * hi]
        if int(known.min()) + min(ends) < low or int(known.max()) + max(ends) > high:
            return "a step computing it may wrap around"
    return Column(form.known, form.coeff, lo, hi, form.atom)


class ColumnAccess(SymbolicAccess):
    """Plain loads and stores at an address one unknown value decides, run as an
    access of every location it may take (the module's docstring argues it)."""

    def _memory(self, wave: WaveState, frame: Frame, mask: BoolArray,
                op: o.Load | o.Store | o.AtomicRMW | o.CmpXchg | o.AvLoad | o.AvStore) -> bool:
        if (isinstance(op, o.Load | o.Store) and o.atomicity(op) is None
                and self.options.every_input and isinstance(op.ptr, o.Reg)
                and (self.param_values is None or len(self.param_values) == 1)
                and self._eval(wave, frame, op.ptr) is UNKNOWN):
            found = self._column(wave, frame, mask, op)
            if found is not None:
                return self._column_access(wave, frame, mask, op, found)
        # (otherwise as before: an unknown address ends the check `incomplete`, after
        # its undefined bytes, if any, are reported)
        return super()._memory(wave, frame, mask, op)

    def _column(self, wave: WaveState, frame: Frame, mask: BoolArray,
                op: o.Load | o.Store) -> Column | None:
        """The column of an access at an unknown address, or None where the rule does
        not apply (explore/every_input/columns.py; docs/semantics/every-input.md, "Every input")."""
        found = column(frame.function, op.ptr, lambda x: self._eval(wave, frame, x, True),
                       mask, self.width)
        if isinstance(found, str):
            return None
        space = self._addrspace(frame, op.ptr)
        rows = found.rows()
        first = found.known[mask] + found.coeff * rows[0]
        last = found.known[mask] + found.coeff * rows[-1]
        low, high = int(min(first.min(), last.min())), int(max(first.max(), last.max()))
        if space == AddressSpace.LOCAL:
            if low < 0 or high + op.size > self.lds_size:
                return None  # (leaves the workgroup's LDS allocation)
        elif space in (AddressSpace.GLOBAL, AddressSpace.FLAT):
            region = self.address_map.region_of(low)
            params = {p.name for p in self.program.kernel_function.params
                      if isinstance(p.ty, PtrType)}
            if (region is None or region.name not in params
                    or region is not self.address_map.region_of(high + op.size - 1)):
                return None  # (not within one argument's buffer)
        else:
            return None
        if isinstance(op, o.Store) and isinstance(self._eval(wave, frame, op.value),
                                                  np.ndarray | BufPtr):
            return None  # (a known value would be read back from every location)
        return found

    def _column_access(self, wave: WaveState, frame: Frame, mask: BoolArray,
                       op: o.Load | o.Store, found: Column) -> bool:
        assert isinstance(op.ptr, o.Reg)
        rows = found.rows()
        if not any(a.loc == op.loc and a.target == COLUMN for a in self.assumed):
            self.assumed = (*self.assumed, Assumption(
                op.loc, COLUMN, None, (), self._cells_read(wave, frame, o.Reg(found.atom))))
        # A read-modify-write (the store's value computed from a load of the same
        # address register): that load read every location of the column, and its
        # undefined bytes are in the value, so the store needs no read first.
        probe = isinstance(op, o.Store) and not any(
            load.ptr == op.ptr for load in loads_of(frame.function, op.value))
        saved = frame.regs.get(op.ptr.name)
        undef: IntArray | None = None
        origins: frozenset[int] = frozenset()
        path: tuple[int, ...] = ()
        try:
            for v in rows:
                frame.regs[op.ptr.name] = np.where(mask, found.known + found.coeff * v, 0)
                if probe and isinstance(op, o.Store):
                    self._defined_before(wave, frame, mask, op)
                super()._memory(wave, frame, mask, op)
                if isinstance(op, o.Load) and frame.undef.get(op.dest) is not None:
                    shadow = frame.undef[op.dest]
                    bits = np.where(mask, shadow.bytes, 0)
                    undef = bits if undef is None else undef | bits
                    origins, path = origins | shadow.origins, path or shadow.path
        finally:
            frame.regs[op.ptr.name] = saved if saved is not None else UNKNOWN
        self._loaded = None  # (its lanes read unknown locations: fresh value numbers)
        if isinstance(op, o.Load):
            self._assign(frame, mask, op.dest, UNKNOWN)
            frame.sym.pop(op.dest, None)  # (a row's terms are not the column's)
            frame.tainted.discard(op.dest)
            if frame.undef:
                self._set_undef(frame, mask, op.dest, None if undef is None or not undef.any()
                                else RegShadow(undef, origins, path))
        return True

    def _defined_before(self, wave: WaveState, frame: Frame, mask: BoolArray,
                        op: o.Store) -> None:
        """Before a column store writes a location: it holds defined bytes (else the
        unknown value written would hide that it may stay undefined)."""
        probe = o.Load(_PROBE, op.ptr, op.ty, op.size, None, False, op.loc)
        had_undef = bool(frame.undef)
        frame.undef.setdefault(_PROBE, RegShadow(np.zeros(self.width, dtype=np.int64),
                                                 frozenset(), ()))
        try:
            super()._memory(wave, frame, mask, probe)
            shadow = frame.undef.get(_PROBE)
            if shadow is not None and bool(shadow.lanes(mask).any()):
                raise Incomplete(
                    "a store at an address that depends on a value amdsync does not track "
                    "may leave undefined a location it does not write, which the unknown "
                    f"value written would show as defined{self._unknown_hint(frame, op.ptr)}",
                    op.loc)
        finally:
            frame.regs.pop(_PROBE, None)
            frame.undef.pop(_PROBE, None)
            if not had_undef:
                frame.undef.clear()
            frame.uniform.pop(_PROBE, None)
            frame.tainted.discard(_PROBE)
            self._loaded = None

    def _cells_read(self, wave: WaveState, frame: Frame,
                    operand: o.Operand) -> tuple[Cell, ...]:
        """The input cells the active lanes' loads that ``operand`` flows from read
        (for a witness that fills them: explore/every_input/assumptions.py), or () when one of
        them is not a kernel buffer's cell."""
        if frame is not wave.frames[0]:
            return ()
        mask = frame.stack[-1].mask
        params = {p.name: p for p in self.program.kernel_function.params}
        cells: dict[Cell, None] = {}
        for load in loads_of(frame.function, operand):
            address = self._eval(wave, frame, load.ptr)
            if isinstance(address, BufPtr):
                address = address.addr
            bits = type_bits(load.ty)
            if not isinstance(address, np.ndarray) or bits is None or bits > 64 or (
                    load.size * 8 < bits):
                return ()
            for at in np.unique(address[mask]):
                region = self.address_map.region_of(int(at))
                param = params.get(region.name) if region is not None else None
                if (region is None or param is None or not isinstance(param.ty, PtrType)
                        or param.ty.addrspace not in (AddressSpace.GLOBAL,
                                                      AddressSpace.FLAT)):
                    return ()
                cells[Cell(input_name(param.name), int(at) - region.base, load.size,
                           bits)] = None
        return tuple(cells)
