"""Plain accesses at addresses computed from input data, judged by a solver
(docs/semantics/symbolic.md, "Symbols in the machine").

Without ``--input`` a value read from a pointer argument's buffer that the launch only
reads is the term ``load(buffer, offset, width)`` (the initial write of each location,
amdgpu-memory-model: "Each initialized global is assumed to have an initial system
scoped atomic write"; nothing else writes it, so every read sees it); arithmetic on it
builds terms (explore/symbolic/propagate.py). A plain load or store whose address is such
a term, through a pointer argument whose every access is a plain load or store of the
kernel (``plain_rule``), goes to the buffer's access log (explore/symbolic/access_log.py),
where each pair of accesses that may share a byte unordered is a question for the
solver under the path condition; a conflict it finds is a race with the model's input,
which a concrete run with that input must find again (explore/every_input/witness.py).
A load of such a buffer after a store at a term address reads a value not known.

The offset of an access at a term address is assumed to lie in its buffer (memory
past a buffer is outside the model), and the verdict says so, as for loads of a buffer
the launch only reads.
"""

from __future__ import annotations

import time

import numpy as np

from amdsync.diagnostics import Loc
from amdsync.explore.every_input.assumptions import (
    SYMBOLIC,
    Assumption,
    Cell,
    SymbolicRead,
    model_witness,
)
from amdsync.explore.every_input.confined_atomics import plain_rule, read_only_rule
from amdsync.explore.every_input.param_run import ParamRun
from amdsync.explore.every_input.value_sources import input_name, pointer_root, where
from amdsync.explore.machine.frames import Frame
from amdsync.explore.machine.state import WaveState
from amdsync.explore.memory.shadow import Conflict
from amdsync.explore.search.options import Incomplete, time_bound_reason
from amdsync.explore.symbolic import terms as tm
from amdsync.explore.symbolic.access_log import Logged, SymbolsNeeded
from amdsync.explore.symbolic.propagate import lanes_of, record, with_inactive
from amdsync.explore.symbolic.solver import SolverUnknown
from amdsync.explore.symbolic.terms import Term, TermError
from amdsync.explore.values.compute import type_bits
from amdsync.explore.values.symbolic import SymLanes, terms_of
from amdsync.explore.values.values import UNKNOWN, BoolArray, BufPtr, Value
from amdsync.program import ops as o
from amdsync.program.types import AddressSpace, IntType, PtrType
from amdsync.semantics.clocks import AS_GLOBAL


class SymbolicAccess(ParamRun):
    """Accesses at term addresses, the log of their buffers, and load terms."""

    assumed: tuple[Assumption, ...] = ()  # the sides (and columns) this execution took
    path: tuple[Term, ...] = ()  # the path condition: i1 terms the sides taken imply
    sym_reads: tuple[SymbolicRead, ...] = ()  # reads that may meet a write unordered

    def _memory(self, wave: WaveState, frame: Frame, mask: BoolArray,
                op: o.Load | o.Store | o.AtomicRMW | o.CmpXchg | o.AvLoad | o.AvStore) -> bool:
        if not (isinstance(op, o.Load | o.Store) and o.atomicity(op) is None
                and self.options.every_input and isinstance(op.ptr, o.Reg)
                and (self.param_values is None or len(self.param_values) == 1)):
            return super()._memory(wave, frame, mask, op)
        address = self._eval(wave, frame, op.ptr)
        if address is UNKNOWN:
            buffer = self._term_buffer(wave, frame, op)
            if buffer is not None:
                log = self.sym_log
                if log is None or buffer not in log.buffers:
                    raise SymbolsNeeded(buffer)
                lanes = frame.sym.get(op.ptr.name)
                if lanes is not None:
                    return self._term_access(wave, frame, mask, op, buffer, lanes)
        if self.sym_log is None:
            return super()._memory(wave, frame, mask, op)
        dest = op.dest if isinstance(op, o.Load) else None
        previous = frame.regs.get(dest) if dest is not None else None
        had = frame.sym.pop(dest, None) if dest is not None else None
        # (a buffer resource's address too: its in-range lanes access the buffer)
        logged = (self._logged_concrete(wave, frame, mask, op, address)
                  if isinstance(address, np.ndarray) else
                  self._logged_concrete(wave, frame, mask & address.in_range, op,
                                        address.addr)
                  if isinstance(address, BufPtr) else None)
        ran = super()._memory(wave, frame, mask, op)
        if logged is not None:
            self._judge(wave, logged, op.loc)
        if isinstance(op, o.Load) and frame.regs.get(op.dest) is UNKNOWN:
            self._load_terms(wave, frame, mask, op, address, previous, had)
        return ran

    # -- which buffer -------------------------------------------------------------

    def _term_buffer(self, wave: WaveState, frame: Frame, op: o.Load | o.Store) -> str | None:
        """The pointer argument an access at an unknown address goes through, when the
        solver decides it: every access through it is a plain load or store of the
        kernel (and not a load of a buffer the launch only reads: that rule is exact
        without terms, memory_access._read_only_load)."""
        if frame is not wave.frames[0]:
            return None
        root = pointer_root(frame.function, op.ptr)
        param = next((p for p in self.program.kernel_function.params if p.name == root),
                     None)
        if (param is None or not isinstance(param.ty, PtrType)
                or param.ty.addrspace not in (AddressSpace.GLOBAL, AddressSpace.FLAT)):
            return None
        if isinstance(op, o.Load) and read_only_rule(self.program, param.name) is None:
            return None
        if plain_rule(self.program, param.name) is not None:
            return None
        return param.name

    # -- accesses at term addresses ------------------------------------------------

    def _term_access(self, wave: WaveState, frame: Frame, mask: BoolArray,
                     op: o.Load | o.Store, buffer: str, lanes: SymLanes) -> bool:
        """A plain access whose lanes' addresses are terms: logged and judged; a
        load's value is not known (defined: the buffer holds host data and defined
        stores, a store of undefined bytes here ends the check `incomplete`)."""
        region = self.address_map.region_named(buffer)
        if region is None:
            return super()._memory(wave, frame, mask, op)
        if isinstance(op, o.Store) and frame.undef and self._reg_undef(frame, op.value):
            raise Incomplete(f"the store at {where(op.loc)} writes bytes that may be "
                             "undefined at an address computed from input data", op.loc)
        slots = [int(s) for s in np.nonzero(mask)[0]]
        base = tm.const(region.base, 64)
        try:
            offsets = tuple(tm.binary("sub", lanes.terms[s], base) for s in slots)
        except TermError as why:
            raise Incomplete(f"the address at {where(op.loc)} is computed from input data "
                             f"in a way amdsync cannot follow ({why})", op.loc) from None
        entry = self._entry(wave, frame, op, buffer, slots, offsets)
        stays = (op.loc, buffer, "store" if isinstance(op, o.Store) else "load")
        if stays not in self.in_bounds:
            self.in_bounds = (*self.in_bounds, stays)
        self.memory_events += len(slots)
        self._judge(wave, entry, op.loc)
        if isinstance(op, o.Load):
            self._assign(frame, mask, op.dest, UNKNOWN)
            frame.sym.pop(op.dest, None)
            frame.tainted.discard(op.dest)
            if frame.undef:
                self._set_undef(frame, mask, op.dest, None)
        return True

    def _value_terms(self, wave: WaveState, frame: Frame, op: o.Store,
                     slots: list[int]) -> tuple[Term | None, ...]:
        """The stored value's term in each lane of ``slots`` (None: not known)."""
        bits = type_bits(op.ty)
        lanes = lanes_of(op.value, frame.sym, lambda x: self._eval(wave, frame, x))
        if bits is None or lanes is None:
            return (None,) * len(slots)
        try:
            terms = terms_of(lanes, bits)
        except TermError:
            return (None,) * len(slots)
        return tuple(terms[s] for s in slots)

    def _logged_concrete(self, wave: WaveState, frame: Frame, mask: BoolArray,
                         op: o.Load | o.Store, address: np.ndarray) -> Logged | None:
        """A concrete access of a logged buffer, as a log entry (None: no lane there)."""
        log = self.sym_log
        assert log is not None
        slots = [int(s) for s in np.nonzero(mask)[0]]
        if not slots:
            return None
        region = self.address_map.region_of(int(address[slots[0]]))
        if region is None or region.name not in log.buffers:
            return None
        if any(self.address_map.region_of(int(address[s])) is not region for s in slots):
            return None  # (lanes in several buffers: not a logged argument's access)
        return self._entry(wave, frame, op, region.name, slots, tuple(
            tm.const(int(address[s]) - region.base, 64) for s in slots))

    def _entry(self, wave: WaveState, frame: Frame, op: o.Load | o.Store, buffer: str,
               slots: list[int], offsets: tuple[Term, ...]) -> Logged:
        """The log entry of an access by the lanes ``slots`` at ``offsets``."""
        lanes = [int(wave.lanes[s]) for s in slots]
        return Logged(buffer, self.site(op, frame.function.name), isinstance(op, o.Store),
                      op.size, tuple(lanes), tuple(self.clocks.epoch(lane) for lane in lanes),
                      offsets, self._value_terms(wave, frame, op, slots)
                      if isinstance(op, o.Store) else None)

    def _judge(self, wave: WaveState, entry: Logged, loc: Loc) -> None:
        """Log ``entry`` and report the first conflict the solver finds with it: a
        race with the model's input as the execution's candidate witness."""
        log = self.sym_log
        assert log is not None
        clocks = self.clocks
        try:
            found = log.conflict(entry, lambda lane, tid, clock: clocks.ordered(
                lane, AS_GLOBAL, tid, clock), self.path,
                None if self.preconditions is None else self.preconditions.instances,
                self._time_left())
        except SolverUnknown as why:
            raise self._unanswered(f"the accesses at {where(loc)}", why, loc) from None
        log.add(entry)
        if found is None:
            return
        old, hit = found
        witness = model_witness(hit.model, self.load_cells, self.options.inputs)
        if not (old.write and entry.write):
            # A read and a write that may meet: the read's value may be undef, which is a
            # finding only where it is used (docs/findings.md). Which use it reaches is a
            # concrete run's question: the witness input is run concretely and its
            # findings, if any, are the check's (explore/every_input/witness.py).
            read, write = (entry, old) if not entry.write else (old, entry)
            self.sym_reads = (*self.sym_reads, SymbolicRead(
                self.sites[read.site].loc, self.sites[write.site].loc, witness))
            return
        region = self.address_map.region_named(entry.buffer)
        assert region is not None
        self.conflicts.append(Conflict(
            region.base + hit.offset, old.lanes[hit.old_slot], old.epochs[hit.old_slot],
            old.site, old.write, entry.lanes[hit.new_slot], entry.site, entry.write))
        self.assumed = (*self.assumed, Assumption(loc, SYMBOLIC, None, (), (), witness))

    def _spent(self) -> float:
        """Seconds of --timeout this check has used (as _check_bounds_at counts)."""
        return time.monotonic() - self.start + self.options.time_spent

    def _time_left(self) -> float:
        """Seconds of --timeout left: no solver query runs past the time bound."""
        return max(0.001, self.options.timeout - self._spent())

    def _unanswered(self, what: str, why: SolverUnknown, loc: Loc) -> Incomplete:
        """The check's end when the solver gives no answer: the time bound, if that is
        what stopped it, else the solver's own limit."""
        if self._spent() >= self.options.timeout:
            return Incomplete(time_bound_reason(self.options.timeout), loc, bound=True,
                              timed=True)
        return Incomplete(f"the solver gave no answer for {what} ({why})", loc)

    # -- load terms ----------------------------------------------------------------

    load_cells: tuple[Cell, ...] = ()  # (element shape of each loaded input, for witnesses)

    def _load_terms(self, wave: WaveState, frame: Frame, mask: BoolArray, op: o.Load,
                    address: Value, previous: Value | None, had: SymLanes | None) -> None:
        """Terms of a plain load's lanes that read a read-only argument buffer's host
        data (no --input for it): ``load(buffer, offset, width)``."""
        log = self.sym_log
        assert log is not None
        bits = type_bits(op.ty)
        if (bits is None or not isinstance(op.ty, IntType) or op.size * 8 < bits
                or not isinstance(address, np.ndarray) or (frame.undef and op.dest in
                                                            frame.undef)):
            return
        slots = [int(s) for s in np.nonzero(mask)[0]]
        if not slots:
            return
        region = self.address_map.region_of(int(address[slots[0]]))
        if region is None or any(self.address_map.region_of(int(address[s])) is not region
                                 for s in slots):
            return
        param = next((p for p in self.program.kernel_function.params
                      if p.name == region.name), None)
        name = input_name(region.name)
        if (param is None or read_only_rule(self.program, param.name) is not None
                or region.name in log.written
                or any(spec.name in (name, region.name) for spec in self.options.inputs)):
            return
        width = op.size * 8 if bits % 8 else bits
        terms = [tm.const(0, bits)] * len(mask)  # (inactive lanes: with_inactive's)
        for s in slots:
            offset = int(address[s]) - region.base
            loaded = tm.load(name, tm.const(offset, 64), width)
            terms[s] = loaded if width == bits else tm.trunc(loaded, bits)
            cell = Cell(name, offset, op.size, bits)
            if cell not in self.load_cells:
                self.load_cells = (*self.load_cells, cell)
        merged = with_inactive(SymLanes(tuple(terms), bits), mask, previous, had)
        if merged is not None:
            frame.sym[op.dest] = merged

    # -- symbols of computed registers -------------------------------------------

    def _sym_record(self, wave: WaveState, frame: Frame, mask: BoolArray, op: o.Op,
                    previous: Value | None, had: SymLanes | None) -> None:
        """After ``op`` ran: its result's terms (explore/symbolic/propagate.py)."""
        record(op, frame.sym, frame.regs, mask, previous, had,
               lambda x: self._eval(wave, frame, x, True))

