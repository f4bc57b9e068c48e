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
from weakref import ref

import numpy as np

from amdsync.diagnostics import Loc
from amdsync.explore.every_input.assumptions import (
    SYMBOLIC,
    Assumption,
    Cell,
    SymbolicRead,
    model_witness,
)
from amdsync.explore.every_input.buffer_roots import access_root, buffer_address
from amdsync.explore.every_input.confined_atomics import (
    logged_rule,
    read_only_rule,
    region_rule,
)
from amdsync.explore.every_input.lds_rule import lds_root, lds_rule
from amdsync.explore.every_input.param_run import ParamRun
from amdsync.explore.every_input.value_sources import (
    GLOBAL_ROOT,
    constant_global,
    global_input_name,
    input_name,
    pointer_root,
    where,
)
from amdsync.explore.machine.frames import Frame
from amdsync.explore.machine.state import WaveState
from amdsync.explore.memory.address import lds_name, location_keys
from amdsync.explore.memory.dense_shadow import DenseShadow, ExactShadowNeeded
from amdsync.explore.memory.shadow import AtomicInfo, Conflict
from amdsync.explore.search.options import Incomplete, time_bound_reason
from amdsync.explore.symbolic import terms as tm
from amdsync.explore.symbolic.access_log import Logged, SymbolsNeeded
from amdsync.explore.symbolic.buffer_terms import BufferLanes, buffer_lanes
from amdsync.explore.symbolic.propagate import lanes_of, record, with_inactive
from amdsync.explore.symbolic.solver import SolverUnknown
from amdsync.explore.symbolic.terms import Term, TermError
from amdsync.explore.values.compute import type_bits
from amdsync.explore.values.symbolic import SymLanes, terms_of
from amdsync.explore.values.values import UNKNOWN, BoolArray, BufPtr, Rsrc, Value
from amdsync.program import ops as o
from amdsync.program.module import Function
from amdsync.program.types import AddressSpace, IntType, PtrType
from amdsync.semantics.clocks import AS_GLOBAL, AS_LDS, synchronizes

LDS_PREFIX = "@"  # an LDS variable's name in the access log: "@" and its symbol


def _wide(term: Term) -> Term:
    """A pointer's term as a 64-bit offset (an LDS pointer has 32 bits)."""
    return tm.zext(term, 64) if term.width < 64 else term


def _access_kind(op: o.Op) -> str:
    match op:
        case o.AtomicRMW():
            return f"atomicrmw {op.op}"
        case o.CmpXchg():
            return "cmpxchg"
        case o.Store(atomic=None):
            return "store"
    return "atomic store"


_POINTERS: dict[int, tuple[ref[Function], frozenset[str]]] = {}


def _pointers_only(function: Function) -> frozenset[str]:
    """The buffer intrinsics' addresses (``BufferAddr`` results) of ``function`` that
    are read only as the pointer of a load, store, read-modify-write or
    compare-exchange (not by an async copy, which takes no unknown address). Cached by
    the function's identity (as value_sources.definitions is)."""
    key = id(function)
    entry = _POINTERS.get(key)
    if entry is not None and entry[0]() is function:
        return entry[1]
    addresses = {op.dest for op in function.ops() if isinstance(op, o.BufferAddr)}
    other: set[str] = set()
    for op in function.ops():
        pointer = op.ptr if isinstance(op, o.Load | o.Store | o.AtomicRMW | o.CmpXchg) else None
        other.update(x.name for x in o.operands(op)
                     if isinstance(x, o.Reg) and x is not pointer)
    for block in function.blocks:
        other.update(x.name for x in o.operands(block.term) if isinstance(x, o.Reg))
    found = frozenset(addresses - other)

    def forget(dead: ref[Function]) -> None:
        if key in _POINTERS and _POINTERS[key][0] is dead:
            del _POINTERS[key]

    _POINTERS[key] = (ref(function, forget), found)
    return found


def _inclusive(a: AtomicInfo, b: AtomicInfo) -> bool:
    """Do two atomics have inclusive scopes: then they never race (amdgpu-memory-model,
    data races; "Inclusive Scopes")."""
    return synchronizes(a.place, o.Scope(a.scope), b.place, o.Scope(b.scope))


class SymbolicAccess(ParamRun):
    """Accesses at term addresses, the log of their buffers, and load terms."""

    assumed: tuple[Assumption, ...] = ()  # the sides (and columns) this execution took
    path: tuple[Term, ...] = ()  # the path condition: i1 terms the sides taken imply
    sym_reads: tuple[SymbolicRead, ...] = ()  # reads that may meet a write unordered

    def _memory(self, wave: WaveState, frame: Frame, mask: BoolArray,
                op: o.Load | o.Store | o.AtomicRMW | o.CmpXchg | o.AvLoad | o.AvStore) -> bool:
        if not (isinstance(op, o.Load | o.Store | o.AtomicRMW | o.CmpXchg)
                and self.options.every_input and isinstance(op.ptr, o.Reg)
                and (self.param_values is None or len(self.param_values) == 1)):
            return super()._memory(wave, frame, mask, op)
        address = self._eval(wave, frame, op.ptr)
        if address is UNKNOWN and buffer_address(frame.function, op.ptr) is not None:
            return self._buffer_access(wave, frame, mask, op)
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
        # (a buffer resource's address too: its in-range lanes access the buffer)
        logged = (self._logged_concrete(wave, frame, mask, op, address)
                  if isinstance(address, np.ndarray) else
                  self._logged_concrete(wave, frame, mask & address.in_range, op,
                                        address.addr)
                  if isinstance(address, BufPtr) else None)
        if logged is not None and logged.atomics is not None:
            return self._logged_atomic(wave, frame, mask, op, logged)
        if o.atomicity(op) is not None:
            return super()._memory(wave, frame, mask, op)
        dest = op.dest if isinstance(op, o.Load) else None
        previous = frame.regs.get(dest) if dest is not None else None
        had = frame.sym.pop(dest, None) if dest is not None else None
        ran = super()._memory(wave, frame, mask, op)
        if logged is not None:
            self._judge(wave, logged, op.loc)
            if isinstance(op, o.Load) and logged.buffer in self.sym_log.written:
                self._read_after_term_writes(frame, mask, op, logged.buffer)
                return ran
        if isinstance(op, o.Load) and frame.regs.get(op.dest) is UNKNOWN:
            self._load_terms(wave, frame, mask, op, address, previous, had)
        return ran

    # -- which buffer -------------------------------------------------------------

    def _term_buffer(self, wave: WaveState, frame: Frame,
                     op: o.Load | o.Store | o.AtomicRMW | o.CmpXchg) -> str | None:
        """The buffer an access at an unknown address goes to, when the solver decides
        it: a pointer argument whose every access is one the log takes (a plain load
        or store, a relaxed atomic: confined_atomics.logged_rule) — not a load of a
        buffer the launch only reads, nor a read-modify-write of a buffer only unobserved
        atomics reach (those rules are exact without terms: memory_access._read_only_load
        and _confined_atomic) — or an LDS variable whose every access is one the log
        takes (lds_rule.lds_rule), named ``@`` and its symbol. Not an address that holds
        undefined bytes: its use is a finding of the concrete path."""
        if frame is not wave.frames[0] or (frame.undef and self._reg_undef(frame, op.ptr)):
            return None
        if self._addrspace(frame, op.ptr) == AddressSpace.LOCAL:
            var = lds_root(frame.function, op.ptr)
            if var is None or var not in self._lds_vars():
                return None
            self._refused(frame, op, lds_rule(self.program, var),
                          f"LDS variable {lds_name(var)}")
            return LDS_PREFIX + var
        root = pointer_root(frame.function, op.ptr)
        param = next((p for p in self.program.kernel_function.params if p.name == root),
                     None)
        if (param is None or not isinstance(param.ty, PtrType)
                or param.ty.addrspace not in (AddressSpace.GLOBAL, AddressSpace.FLAT)):
            return None
        if isinstance(op, o.Load) and read_only_rule(self.program, param.name) is None:
            return None
        if isinstance(op, o.AtomicRMW) and region_rule(
                self.program, param.name, self.launch.num_workgroups) is None:
            return None
        self._refused(frame, op, logged_rule(self.program, param.name),
                      f"buffer {input_name(param.name)}")
        return param.name

    def _refused(self, frame: Frame, op: o.Load | o.Store | o.AtomicRMW | o.CmpXchg,
                 why: str | None, what: str, hint: str | None = None) -> None:
        """An access at a term address of a buffer the log may not take (``why``): the
        check ends `incomplete` here, naming the access that breaks the rule (no other
        rule decides it: the callers asked them first). ``hint``: where the address's
        unknown value comes from (by default, read back from the pointer)."""
        if why is None:
            return
        if hint is None:
            hint = self._unknown_hint(frame, op.ptr)
        raise Incomplete(f"an address depends on a value amdsync does not track; it lies "
                         f"in {what}, where an address computed from input data is decided "
                         f"only if every access is a plain load or store or a relaxed atomic "
                         f"through it, but {why}{hint}", op.loc)

    def _lds_vars(self) -> dict[str, tuple[int, int]]:
        """Each LDS variable's symbol: its LDS offset and size (as core lays them out)."""
        if self._lds_layout is None:
            self._lds_layout = {
                var.name: (self.global_addr[var.name],
                           var.size if not var.external else self.options.dynamic_lds)
                for var in self.program.globals
                if var.addrspace == AddressSpace.LOCAL and not var.barrier_count
                and var.name in self.global_addr}
        return self._lds_layout

    _lds_layout: dict[str, tuple[int, int]] | None = None

    def _where(self, buffer: str) -> tuple[int, str, int]:
        """A logged buffer's base address (as its pointers hold it), its name in
        messages, and the happens-before class of its accesses."""
        if buffer.startswith(LDS_PREFIX):
            var = buffer.removeprefix(LDS_PREFIX)
            return self._lds_vars()[var][0], lds_name(var), AS_LDS
        region = self.address_map.region_named(buffer)
        assert region is not None
        return region.base, buffer, AS_GLOBAL

    # -- buffer intrinsics at term offsets ---------------------------------------

    def _buffer_addr(self, wave: WaveState, frame: Frame, op: o.BufferAddr,
                     mask: BoolArray) -> Value:
        """A buffer intrinsic's address (machine/registers.py), or — for every input —
        UNKNOWN where an offset operand is a value amdsync does not know: the access
        decides it (``_buffer_access``; its terms: ``_buffer_terms``). Only where the
        resource is known, no operand holds undefined bytes, and the address is only an
        access's pointer (no async copy reads it); else the machine's `incomplete`."""
        try:
            return super()._buffer_addr(wave, frame, op, mask)
        except Incomplete:
            operands = [x for x in (op.voffset, op.soffset, op.offset, op.vindex)
                        if x is not None]
            if not (self.options.every_input and frame is wave.frames[0]
                    and (self.param_values is None or len(self.param_values) == 1)
                    and op.dest in _pointers_only(frame.function)
                    and isinstance(self._eval(wave, frame, op.rsrc), Rsrc)
                    and any(not isinstance(self._eval(wave, frame, x, True), np.ndarray)
                            for x in operands)
                    and not (frame.undef and any(self._reg_undef(frame, x) is not None
                                                 for x in (op.rsrc, *operands)))):
                raise
            return UNKNOWN

    def _buffer_terms(self, wave: WaveState, frame: Frame, op: o.BufferAddr) -> None:
        """The terms of a buffer intrinsic's address the machine left unknown
        (explore/symbolic/buffer_terms.py), where every offset operand is known or has
        terms; else none."""
        frame.sym.pop(op.dest, None)
        if frame.regs.get(op.dest) is not UNKNOWN:
            return
        rsrc = self._eval(wave, frame, op.rsrc)
        if not isinstance(rsrc, Rsrc):
            return

        def evaluate(x: o.Operand) -> Value:
            return self._eval(wave, frame, x, True)

        parts = [lanes_of(x, frame.sym, evaluate) for x in (op.voffset, op.soffset,
                                                            op.offset)]
        index = lanes_of(op.vindex, frame.sym, evaluate) if op.vindex is not None else None
        if any(part is None for part in parts) or (op.vindex is not None and index is None):
            return
        try:
            frame.sym[op.dest] = buffer_lanes(rsrc.base, rsrc.num_records,
                                              [p for p in parts if p is not None], index,
                                              rsrc.stride)
        except TermError:
            return

    def _buffer_access(self, wave: WaveState, frame: Frame, mask: BoolArray,
                       op: o.Load | o.Store | o.AtomicRMW | o.CmpXchg) -> bool:
        """A buffer intrinsic's access at an offset amdsync does not know
        (docs/semantics/symbolic.md, "Buffer resources at term offsets"). Its buffer is
        the argument the resource's base pointer is computed from (buffer_roots). A
        load of a buffer the launch only reads is decided for every offset (its value:
        a term where the offset has one, else unknown); any other access goes to the
        buffer's log at its term address, with the range check as the condition of the
        access. Else `incomplete`, naming why."""
        address = buffer_address(frame.function, op.ptr)
        assert address is not None
        hint = self._offsets_hint(wave, frame, address)
        what = "a buffer address depends on a value amdsync does not track"
        root = access_root(frame.function, op.ptr)
        param = next((p for p in self.program.kernel_function.params if p.name == root),
                     None)
        if (param is None or not isinstance(param.ty, PtrType)
                or param.ty.addrspace not in (AddressSpace.GLOBAL, AddressSpace.FLAT)):
            raise Incomplete(f"{what}, and its resource is not made from one argument's "
                             f"buffer{hint}", op.loc)
        found = frame.sym.get(op.ptr.name)  # type: ignore[union-attr]
        lanes = found if isinstance(found, BufferLanes) else None
        rsrc = self._eval(wave, frame, address.rsrc)
        assert isinstance(rsrc, Rsrc)
        bounded = self._resource_bounded(rsrc, mask, param.name)
        if isinstance(op, o.Load) and read_only_rule(self.program, param.name) is None:
            self._read_only_buffer_load(frame, mask, op, param.name, lanes, bounded)
            return True
        self._refused(frame, op, logged_rule(self.program, param.name),
                      f"buffer {input_name(param.name)}", hint)
        log = self.sym_log
        if log is None or param.name not in log.buffers:
            raise SymbolsNeeded(param.name)
        if lanes is None:
            raise Incomplete(f"{what}{hint}", op.loc)
        return self._term_access(wave, frame, mask, op, param.name, lanes, bounded)

    def _read_only_buffer_load(self, frame: Frame, mask: BoolArray, op: o.Load,
                               param: str, lanes: BufferLanes | None,
                               bounded: bool) -> None:
        """A buffer intrinsic's load of a buffer the launch only reads, at an offset
        amdsync does not know: it cannot race and reads defined bytes (the host's data,
        or 0 out of range), as a plain load there does (docs/semantics/every-input.md,
        "Loads from a buffer the launch only reads"). Its value is unknown; in a run
        that keeps terms, an integer's is ``happens ? load(buffer, offset) : 0`` per
        lane. The verdict assumes the in-range lanes read within the buffer unless the
        range check keeps them there (``bounded``)."""
        stays = (op.loc, param, "load")
        if not bounded and stays not in self.in_bounds:
            self.in_bounds = (*self.in_bounds, stays)
        previous = frame.regs.get(op.dest)
        had = frame.sym.pop(op.dest, None)
        self._unknown_defined(frame, mask, op.dest, tainted=any(
            isinstance(x, o.Reg) and x.name in frame.tainted for x in o.operands(op)))
        region = self.address_map.region_named(param)
        bits = type_bits(op.ty)
        name = input_name(param)
        if (lanes is None or self.sym_log is None or region is None or bits is None
                or not isinstance(op.ty, IntType) or op.size * 8 < bits
                or any(spec.name in (name, param) for spec in self.options.inputs)):
            return
        width = op.size * 8 if bits % 8 else bits
        terms = [tm.const(0, bits)] * len(mask)  # (inactive lanes: with_inactive's)
        for s in np.nonzero(mask)[0].tolist():
            loaded = tm.load(name, tm.binary("sub", lanes.terms[s],
                                             tm.const(region.base, 64)), width)
            value = loaded if width == bits else tm.trunc(loaded, bits)
            terms[s] = tm.select(lanes.happens[s], value, tm.const(0, bits))
        if not any(cell.buffer == name for cell in self.load_cells):
            # (the element shape a witness lists the buffer in: model_witness takes it
            # from the first cell of the buffer; its first element is given, 0 where
            # the model leaves it free)
            self.load_cells = (*self.load_cells, Cell(name, 0, op.size, bits))
        merged = with_inactive(SymLanes(tuple(terms), bits), mask, previous, had)
        if merged is not None:
            frame.sym[op.dest] = merged

    def _resource_bounded(self, rsrc: Rsrc, mask: BoolArray, param: str) -> bool:
        """Does the range check keep every active lane's access within the argument's
        region as the machine lays it out (a known extent from a base in it): then no
        assumption is needed, as for a plain load whose address is bounded
        (memory_access._read_only_load)."""
        region = self.address_map.region_named(param)
        if rsrc.num_records is None or region is None:
            return False
        slots = np.nonzero(mask)[0].tolist()
        return all(self.address_map.region_of(int(rsrc.base[s])) is region
                   and self.address_map.region_of(
                       int(rsrc.base[s]) + max(0, int(rsrc.num_records[s]) - 1)) is region
                   for s in slots)

    def _offsets_hint(self, wave: WaveState, frame: Frame, address: o.BufferAddr) -> str:
        """Where the unknown offsets of a buffer intrinsic's address come from."""
        for x in (address.voffset, address.soffset, address.offset, address.vindex):
            if x is not None and not isinstance(self._eval(wave, frame, x, True),
                                                np.ndarray):
                return self._unknown_hint(frame, x)
        return ""

    # -- accesses at term addresses ------------------------------------------------

    def _term_access(self, wave: WaveState, frame: Frame, mask: BoolArray,
                     op: o.Load | o.Store | o.AtomicRMW | o.CmpXchg, buffer: str,
                     lanes: SymLanes, bounded: bool = False) -> bool:
        """An access whose lanes' addresses are terms: logged and judged. A load's or
        an atomic's value is not known (defined: a global buffer holds host data and
        defined stores, an LDS variable's bytes are checked; a plain store of undefined
        bytes here ends the check `incomplete`). A buffer intrinsic's lanes
        (``BufferLanes``) carry their range check: a lane whose check fails for every
        input accesses nothing, the others are logged with it (``Logged.happens``).
        ``bounded``: the accesses provably stay in the buffer (no assumption)."""
        if not buffer.startswith(LDS_PREFIX) and self.address_map.region_named(buffer) is None:
            return super()._memory(wave, frame, mask, op)
        atomic = o.atomicity(op)
        if atomic is not None:
            self._atomic_operands(wave, frame, mask, op)
        elif isinstance(op, o.Store) and frame.undef and self._reg_undef(frame, op.value):
            raise Incomplete(f"the store at {where(op.loc)} writes bytes that may be "
                             "undefined at an address computed from input data", op.loc)
        slots = [int(s) for s in np.nonzero(mask)[0]]
        happens: tuple[Term, ...] | None = None
        if isinstance(lanes, BufferLanes):
            # (out of range for every input: the lane accesses nothing)
            slots = [s for s in slots if not (lanes.happens[s].is_const
                                               and lanes.happens[s].value == 0)]
            happens = tuple(lanes.happens[s] for s in slots)
        base, shown, _ = self._where(buffer)
        try:
            offsets = tuple(tm.binary("sub", _wide(lanes.terms[s]), tm.const(base, 64))
                            for s in slots)
        except TermError as why:
            raise Incomplete(f"the address at {where(op.loc)} is computed from input data "
                             f"in a way amdsync cannot follow ({why})", op.loc) from None
        entry = self._entry(wave, frame, op, buffer, slots, offsets, happens)
        kind = "load" if isinstance(op, o.Load) else _access_kind(op)
        stays = (op.loc, shown, kind)
        if stays not in self.in_bounds and not bounded:
            self.in_bounds = (*self.in_bounds, stays)
        reads = isinstance(op, o.Load | o.AtomicRMW | o.CmpXchg)
        if not reads:  # (a read's are counted where its value is set: _unknown_defined)
            self.memory_events += len(slots)
        if reads and buffer.startswith(LDS_PREFIX):
            var = buffer.removeprefix(LDS_PREFIX)
            start, size = self._lds_vars()[var]
            self._lds_defined(wave, start, size, op.loc)
        if slots:
            self._judge(wave, entry, op.loc)
        if reads:
            dest = op.dest  # type: ignore[union-attr]
            self._unknown_defined(frame, mask, dest, tainted=atomic is not None)
            frame.sym.pop(dest, None)
        return True

    def _logged_atomic(self, wave: WaveState, frame: Frame, mask: BoolArray,
                       op: o.Load | o.Store | o.AtomicRMW | o.CmpXchg, entry: Logged) -> bool:
        """A relaxed atomic at a known address of a logged buffer: the log judges it
        (the shadow does not see it: an atomic at a term address may have written its
        location), and what it reads is not known (defined)."""
        self._atomic_operands(wave, frame, mask, op)
        reads = isinstance(op, o.Load | o.AtomicRMW | o.CmpXchg)
        if not reads:  # (a read's are counted where its value is set: _unknown_defined)
            self.memory_events += len(entry.lanes)
        if reads and entry.buffer.startswith(LDS_PREFIX):
            base = self._where(entry.buffer)[0]
            for offset in {t.value for t in entry.offsets}:
                self._lds_defined(wave, base + offset, entry.size, op.loc)
        self._judge(wave, entry, op.loc)
        if entry.write and entry.buffer.startswith(LDS_PREFIX):
            # The bytes hold a defined value from now on (its operands are checked where
            # used): what a read at a term address asks (_lds_defined).
            if isinstance(self.shadow, DenseShadow):
                raise ExactShadowNeeded("an atomic write of LDS a term address may read")
            for t in entry.offsets:
                for b in range(entry.size):
                    self.shadow.poke(self._key(wave, entry.buffer, t.value + b), None)
        if reads:
            self._unknown_defined(frame, mask, op.dest)  # type: ignore[union-attr]
            frame.sym.pop(op.dest, None)  # type: ignore[union-attr]
        return True

    def _atomic_operands(self, wave: WaveState, frame: Frame, mask: BoolArray,
                         op: o.Load | o.Store | o.AtomicRMW | o.CmpXchg) -> None:
        """An undefined address or atomic operand is a finding where it is used, as
        memory_access does for every access (docs/semantics/model.md)."""
        if not frame.undef:
            return
        site = self.site(op, frame.function.name)
        self._use(wave, frame, op.ptr, mask, "is used as an address", site)
        operands: tuple[o.Operand, ...] = (
            (op.value,) if isinstance(op, o.AtomicRMW | o.Store) else
            (op.expected, op.new) if isinstance(op, o.CmpXchg) else ())
        for operand in operands:
            self._use(wave, frame, operand, mask, "is an atomic operand", site)

    def _lds_defined(self, wave: WaveState, start: int, size: int, loc: Loc) -> None:
        """Every byte of ``[start, start + size)`` of the wave's workgroup's LDS holds a
        defined value written before (the read may meet any of them; one that meets a
        write not ordered before it is a conflict the log finds); else `incomplete`."""
        shadow = self.shadow
        if isinstance(shadow, DenseShadow):
            raise ExactShadowNeeded("a read of LDS at an address computed from input data")
        keys, _ = location_keys(AddressSpace.LOCAL, np.array([start], dtype=np.int64),
                                wave.workgroup, wave.lanes[:1])
        for _, cell in shadow._units(int(keys[0]), size, create=False):
            if cell is None or not (cell.initialized or cell.writes) or cell.undef is not None:
                raise Incomplete(f"the read at {where(loc)} is at an address computed from "
                                 "input data in LDS that may hold bytes no store defined",
                                 loc)

    def _read_after_term_writes(self, frame: Frame, mask: BoolArray, op: o.Load,
                                buffer: str) -> None:
        """A plain load of a logged buffer some access at a term address (or an atomic)
        wrote: its value is not known (that write may have been to its location). The
        bytes the shadow holds as undefined may have been defined by it: `incomplete`."""
        if frame.undef and op.dest in frame.undef:
            raise Incomplete(f"the load at {where(op.loc)} may read bytes that an access "
                             f"at an address computed from input data wrote in "
                             f"{self._where(buffer)[1]}, or undefined ones", op.loc)
        self._assign(frame, mask, op.dest, UNKNOWN)
        frame.sym.pop(op.dest, None)

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
                         op: o.Load | o.Store | o.AtomicRMW | o.CmpXchg,
                         address: np.ndarray) -> Logged | None:
        """An access of a logged buffer at known addresses, as a log entry (None: no
        lane there)."""
        log = self.sym_log
        assert log is not None
        slots = [int(s) for s in np.nonzero(mask)[0]]
        if not slots:
            return None
        if self._addrspace(frame, op.ptr) == AddressSpace.LOCAL:
            first = int(address[slots[0]])
            var = next((name for name, (start, size) in self._lds_vars().items()
                        if start <= first < start + size), None)
            if var is None or LDS_PREFIX + var not in log.buffers:
                return None
            start, size = self._lds_vars()[var]
            if any(not start <= int(address[s]) < start + size for s in slots):
                return None  # (lanes in several variables: not its access alone)
            return self._entry(wave, frame, op, LDS_PREFIX + var, slots, tuple(
                tm.const(int(address[s]) - start, 64) for s in slots))
        region = self.address_map.region_of(int(address[slots[0]]))
        if region is None or region.name not in log.buffers:
            return None
        if any(self.address_map.region_of(int(address[s])) is not region for s in slots):
            return None  # (lanes in several buffers: not a logged argument's access)
        return self._entry(wave, frame, op, region.name, slots, tuple(
            tm.const(int(address[s]) - region.base, 64) for s in slots))

    def _entry(self, wave: WaveState, frame: Frame,
               op: o.Load | o.Store | o.AtomicRMW | o.CmpXchg, buffer: str,
               slots: list[int], offsets: tuple[Term, ...],
               happens: tuple[Term, ...] | None = None) -> Logged:
        """The log entry of an access by the lanes ``slots`` at ``offsets`` (each
        happening where ``happens`` says: a buffer intrinsic's range check)."""
        lanes = [int(wave.lanes[s]) for s in slots]
        atomic = o.atomicity(op)
        infos: tuple[AtomicInfo, ...] | None = None
        if atomic is not None:
            infos = tuple(self._atomic_info(lane, atomic) for lane in lanes)  # type: ignore[misc]
        plain_store = isinstance(op, o.Store) and atomic is None
        guards = frame.stack[-1].guards
        mine = None if guards is None else tuple(guards[s] for s in slots)
        return Logged(buffer, self.site(op, frame.function.name),
                      isinstance(op, o.Store | o.AtomicRMW | o.CmpXchg), op.size,
                      tuple(lanes), tuple(self.clocks.epoch(lane) for lane in lanes),
                      offsets, self._value_terms(wave, frame, op, slots)  # type: ignore[arg-type]
                      if plain_store else None, infos,
                      wave.workgroup if buffer.startswith(LDS_PREFIX) else -1,
                      self._lds_vars()[buffer.removeprefix(LDS_PREFIX)][1]
                      if buffer.startswith(LDS_PREFIX) else None,
                      isinstance(op, o.Load | o.AtomicRMW | o.CmpXchg), happens,
                      None if mine is None or all(g is None for g in mine) else mine)

    def _judge(self, wave: WaveState, entry: Logged, loc: Loc) -> None:
        """Log ``entry`` and report the first conflict the solver finds with it: a
        race with the model's input as the execution's candidate witness."""
        log = self.sym_log
        assert log is not None
        clocks = self.clocks
        as_class = self._where(entry.buffer)[2]
        try:
            found = None
            # (two writes first: a race stands on its own, a read that may meet a write
            # needs a use of its value, which only the witness's concrete run can show;
            # but two lanes of one plain store whose values are not known last: they
            # may write the same bytes, one write, where a read's meeting is the race)
            tiers = (((True, False, True), (False, False, True), (True, True, False))
                     if entry.write else ((None, True, True),))
            for both, unknown, earlier in tiers:
                found = found or log.conflict(entry, lambda lane, tid, clock: clocks.ordered(
                    lane, as_class, tid, clock), self.path,
                    None if self.preconditions is None else self.preconditions.instances,
                    self._time_left(), _inclusive, both, unknown, earlier)
        except SolverUnknown as why:
            raise self._unanswered(f"the accesses at {where(loc)}", why, loc) from None
        log.add(entry)
        if found is None:
            try:
                seen = log.several(entry, self.path, None if self.preconditions is None
                                   else self.preconditions.instances, self._time_left())
            except SolverUnknown as why:
                raise self._unanswered(f"the read at {where(loc)}", why, loc) from None
            if seen is not None:
                # A plain read that may see several atomic writes returns undef
                # (amdgpu-memory-model, read values): a finding where it is used, which
                # the witness input's concrete run decides (as a read that may meet a
                # write, below).
                read, write, model = seen
                self.sym_reads = (*self.sym_reads, SymbolicRead(
                    self.sites[read.site].loc, self.sites[write.site].loc,
                    model_witness(model, self.load_cells, self.options.inputs)))
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
        self.conflicts.append(Conflict(
            self._key(wave, entry.buffer, hit.offset), old.lanes[hit.old_slot],
            old.epochs[hit.old_slot], old.site, old.write, entry.lanes[hit.new_slot],
            entry.site, entry.write))
        self.assumed = (*self.assumed, Assumption(loc, SYMBOLIC, None, (), (), witness))

    def _key(self, wave: WaveState, buffer: str, offset: int) -> int:
        """The location key of byte ``offset`` of a logged buffer (in the wave's
        workgroup's instance, for an LDS variable)."""
        base = self._where(buffer)[0] + offset
        if not buffer.startswith(LDS_PREFIX):
            return base
        keys, _ = location_keys(AddressSpace.LOCAL, np.array([base], dtype=np.int64),
                                wave.workgroup, wave.lanes[:1])
        return int(keys[0])

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
        data (no --input for it): ``load(buffer, offset, width)``; a buffer intrinsic's
        lanes out of range read 0 (its range check, explore/symbolic/buffer_terms.py)."""
        log = self.sym_log
        assert log is not None
        bits = type_bits(op.ty)
        if isinstance(address, BufPtr):
            inside = address.in_range
            address = address.addr
        elif isinstance(address, np.ndarray):
            inside = np.ones(len(address), dtype=np.bool_)
        else:
            return
        if (bits is None or not isinstance(op.ty, IntType) or op.size * 8 < bits
                or (frame.undef and op.dest in frame.undef)):
            return
        slots = [int(s) for s in np.nonzero(mask & inside)[0]]
        if not slots:
            return
        region = self.address_map.region_of(int(address[slots[0]]))
        if region is None or any(self.address_map.region_of(int(address[s])) is not region
                                 for s in slots):
            return
        param = next((p for p in self.program.kernel_function.params
                      if p.name == region.name), None)
        name = input_name(region.name)
        table = (constant_global(self.program.globals, GLOBAL_ROOT + region.name)
                 if param is None else None)
        if table is not None:
            # A `__constant__` table the host fills: read-only memory of its own
            # (amdgpu-usage: no stores to the constant address space), named as
            # --input names it (docs/semantics/every-input.md, "Constant globals").
            name = global_input_name(self.program, table.name)
            if not table.host_set or any(spec.name in (name, GLOBAL_ROOT + table.name)
                                         for spec in self.options.inputs):
                return
        elif (param is None or read_only_rule(self.program, param.name) is not None
                or region.name in log.written
                or any(spec.name in (name, region.name) for spec in self.options.inputs)):
            return
        width = op.size * 8 if bits % 8 else bits
        # (inactive lanes: with_inactive's; active lanes out of range: the 0 they read)
        terms = [tm.const(0, bits)] * len(mask)
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
        if isinstance(op, o.BufferAddr):
            self._buffer_terms(wave, frame, op)
            return
        record(op, frame.sym, frame.regs, mask, previous, had,
               lambda x: self._eval(wave, frame, x, True))

