"""One memory instruction of a wave, lane by lane: the shadow-memory reads and
writes that find races and undefined reads, atomic reads and writes through the
atomic log, stores of one instruction that write the same bytes (one wavefront-wide
operation), the launch's constant blocks, and the loaded value with its definedness.

Read-modify-writes at unknown addresses confined to a buffer only such atomics reach
are run for their operands only (explore/every_input/confined_atomics.py).

amdgpu-memory-model (data races, read values, store-available / load-visible);
amdgpu-usage, "Memory Model" (wavefront-wide operations on GFX9 and later).
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from amdsync.diagnostics import AmdsyncError, Loc
from amdsync.explore.every_input.confined_atomics import interval, read_only_rule, region_rule
from amdsync.explore.every_input.lane_splits import in_split
from amdsync.explore.every_input.opaque_values import one_element
from amdsync.explore.every_input.value_sources import (
    constant_global,
    global_input_name,
    input_name,
    pointer_root,
)
from amdsync.explore.lanes.atomics import LaneGroup, WriteRec
from amdsync.explore.machine.frames import Frame
from amdsync.explore.machine.program_facts import spin_fingerprint
from amdsync.explore.machine.state import WaveState
from amdsync.explore.memory.address import Space, constant_space, location_keys
from amdsync.explore.memory.atomic_access import AtomicAccess, compare_fails, failure_atomicity
from amdsync.explore.memory.conflict_log import Conflicts
from amdsync.explore.memory.definedness import RegShadow, Taint, join_origins
from amdsync.explore.memory.dense_pages import every, some
from amdsync.explore.memory.dense_shadow import DenseShadow, ExactShadowNeeded
from amdsync.explore.memory.shadow import GRANULE, Access, Conflict, ShadowMemory
from amdsync.explore.search.options import Incomplete
from amdsync.explore.sync.spin import spin_read
from amdsync.explore.values import compute, float_values, uniform
from amdsync.explore.values.values import UNKNOWN, BoolArray, IntArray, Value
from amdsync.program import ops as o
from amdsync.program.types import AddressSpace, FloatType, IntType, PtrType, Type
from amdsync.semantics.clocks import AS_GLOBAL, AS_LDS


class _OneInstructionWrites:
    """The writes of one plain store instruction, lane by lane: amdgpu-usage, "Memory
    Model" (GFX9 and later): "All LDS operations of a CU are performed as wavefront wide
    operations in a global order" and "The vector memory operations are performed as
    wavefront wide operations". Lanes of the instruction that write the same bytes to
    an address perform one write, so the write-write conflicts among them are dropped;
    lanes writing different bytes there stay a race (which value lands is unspecified)."""

    def __init__(self) -> None:
        self.clock: dict[int, int] = {}  # lane → its clock at this instruction
        self.bytes: dict[int, int] = {}  # address → the byte written; -1: lanes differ
        # The accesses the lanes' writes stood for (ShadowMemory.write ``subsumed``):
        # one lane's earlier access of the address, forgotten at its write here.
        self.subsumed: list[tuple[int, Access, bool, int]] = []

    def note(self, lane: int, clock: int, base: int, data: list[int | None]) -> None:
        self.clock[lane] = clock
        for i, byte in enumerate(data):
            seen = self.bytes.get(base + i, byte)
            self.bytes[base + i] = byte if seen == byte and byte is not None else -1

    def uniform(self, key: int) -> bool:
        """Did the lanes write the same bytes throughout the shadow cell at ``key``? A
        cell is at most the aligned granule holding ``key`` (shadow.GRANULE), so every
        byte of that granule the instruction wrote is judged: a conflict reported on a
        granule whose first byte agrees but a later byte differs stays a race."""
        start = key - key % GRANULE
        written = [self.bytes[b] for b in range(start, start + GRANULE) if b in self.bytes]
        return key in self.bytes and -1 not in written

    def _among_lanes(self, c: Conflict, site: int) -> bool:
        """Is ``c`` a write-write conflict between two lanes of this instruction?"""
        return (c.prior_write and c.write and c.site == site and c.prior_site == site
                and self.clock.get(c.prior_tid) == c.prior_clock
                and self.clock.get(c.thread) is not None)

    def self_conflicts(self, out: Conflicts, start: int, site: int) -> bool:
        return any(self._among_lanes(c, site) for c in out[start:])

    def forgive(self, out: Conflicts, start: int, site: int,
                shadow: ShadowMemory) -> None:
        """Drop the conflicts among lanes that wrote the same bytes: one write. That
        write stands for every lane's, so what one lane's write stood for (its earlier
        access of the address, which the shadow then forgot) must be ordered before
        every other lane of it too; where it is not, that pair is the conflict kept."""
        kept: list[Conflict] = []
        seen: set[tuple[int, int, Access]] = set()
        done: set[tuple[int, int]] = set()
        for c in out[start:]:
            if not (self._among_lanes(c, site) and self.uniform(c.key)):
                kept.append(c)
                continue
            if (c.thread, c.key) in done:
                continue  # (what follows depends on the lane and key only: done)
            done.add((c.thread, c.key))
            for key, prior, was_write, as_class in self.subsumed:
                if (key == c.key and prior[0] != c.thread
                        and (c.thread, key, prior) not in seen
                        and not shadow.ordered_before(prior, c.thread, as_class)):
                    seen.add((c.thread, key, prior))
                    kept.append(Conflict(key, prior[0], prior[1], prior[2], was_write,
                                         c.thread, site, True))
        del out[start:]
        out.extend(kept)


def _number_bytes(numbers: IntArray, size: int) -> list[int | None]:
    """Stand-ins for the bytes of an unknown value with these element value numbers:
    byte ``b`` of element ``e`` is ``256 + number(e) * element size + b`` — not a byte
    value, equal only for the same byte of elements with the same number."""
    count = len(numbers)
    if size % count:
        return [None] * size  # elements of no whole byte size: nothing known
    step = size // count
    return [256 + int(numbers[b // step]) * step + b % step for b in range(size)]


def _lane_bytes(values: Value, slots: IntArray, size: int) -> npt.NDArray[np.int16]:
    """Per lane of ``slots``, the little-endian bytes of its value (compute.to_bytes;
    -1 throughout where the value is not known)."""
    if not isinstance(values, np.ndarray):
        return np.full((len(slots), size), -1, dtype=np.int16)
    lane_values = values[slots].astype(np.int64).view(np.uint64)
    out = np.empty((len(slots), size), dtype=np.int16)
    for i in range(size):
        if i < 8:
            out[:, i] = ((lane_values >> np.uint64(8 * i)) & np.uint64(0xFF)).astype(np.int16)
        else:  # (a negative value's sign extends, as ``value & mask`` does)
            out[:, i] = np.where(lane_values >> np.uint64(63), 0xFF, 0).astype(np.int16)
    return out


def _lane_values(data: npt.NDArray[np.int16], bits: int) -> IntArray | None:
    """Per lane, ``compute.from_bytes`` of its bytes (a row of ``data``, -1 unknown);
    None when some lane's value is not known."""
    count, size = data.shape
    if bits <= 0 or size * 8 < bits or bool((data < 0).any()):
        return None
    if size > 8:  # (wider than an int64: as the lane loop does)
        out = np.zeros(count, dtype=np.int64)
        for i in range(count):
            loaded = compute.from_bytes([int(b) for b in data[i]], bits)
            assert loaded is not None
            out[i] = loaded
        return out
    value = np.zeros(count, dtype=np.uint64)
    for i in range(size):
        value |= data[:, i].astype(np.uint64) << np.uint64(8 * i)
    if bits < 64:
        signed = (value & np.uint64((1 << bits) - 1)).astype(np.int64)
        wrapped: IntArray = np.where(signed >= 1 << (bits - 1), signed - (1 << bits), signed)
        return wrapped
    as_int: IntArray = value.view(np.int64)
    return as_int


def _access_type(op: o.Load | o.Store | o.AtomicRMW | o.CmpXchg | o.AvLoad | o.AvStore) -> Type:
    if isinstance(op, o.AvLoad | o.AvStore):
        return IntType(128)
    return op.ty


class MemoryAccess(AtomicAccess):
    """Loads, stores, atomic read-modify-writes and compare-exchanges."""

    # An LDS barrier word's wait loop is being read (sync/tensor_copies.py): each of
    # its iterations sees one more arrival of the tensor operations in flight, which no
    # wave's write makes, so it is not a plain-load spin that sleeps until a write.
    reading_lds_barrier: bool = False

    def _memory(self, wave: WaveState, frame: Frame, mask: BoolArray,
                op: o.Load | o.Store | o.AtomicRMW | o.CmpXchg | o.AvLoad | o.AvStore) -> bool:
        """Perform a memory operation for the active lanes; False when the wave spins
        (an atomic load re-executed in a state identical to its last execution: it
        waits for a write, amdgpu-memory-model forward progress aside)."""
        site = self.site(op, frame.function.name)
        atomic = o.atomicity(op)
        store_undef: RegShadow | None = None
        if frame.undef:
            self._use(wave, frame, op.ptr, mask, "is used as an address", site)
            operands: tuple[o.Operand, ...] = ()
            if isinstance(op, o.AtomicRMW):
                operands = (op.value,)
            elif isinstance(op, o.CmpXchg):
                operands = (op.expected, op.new)
            elif isinstance(op, o.Store) and atomic is not None:
                operands = (op.value,)
            elif isinstance(op, o.Store | o.AvStore):
                store_undef = self._reg_undef(frame, op.value)
            for operand in operands:
                self._use(wave, frame, operand, mask, "is an atomic operand", site)
        if isinstance(op, o.AtomicRMW) and self._eval(wave, frame, op.ptr) is UNKNOWN:
            return self._confined_atomic(wave, frame, mask, op)
        if isinstance(op, o.Load) and self._eval(wave, frame, op.ptr) is UNKNOWN:
            # (in a witness input's concrete run too: the loaded value decides nothing
            # there without ending it `incomplete`, so a finding it makes holds for every
            # content of the bytes it read; docs/semantics/every-input.md)
            return self._read_only_load(wave, frame, mask, op)
        addresses, active, addrspace = self._pointer(wave, frame, op.ptr, op.loc, mask)
        keys, spaces = location_keys(addrspace, addresses, wave.workgroup, wave.lanes)
        size = op.size
        reads = isinstance(op, o.Load | o.AtomicRMW | o.CmpXchg | o.AvLoad)
        writes = isinstance(op, o.Store | o.AtomicRMW | o.CmpXchg | o.AvStore)
        if self.launch_blocks and addrspace not in (AddressSpace.LOCAL, AddressSpace.PRIVATE):
            self._check_launch_block(addresses, active, size, writes, op.loc)
        log = self.atomic_log
        retry = False
        if log is not None and atomic is not None and spin_read(op):
            fingerprint = spin_fingerprint(wave, log.total)
            last = wave.spin_seen.get(site)
            wave.spin_seen[site] = fingerprint
            if last == fingerprint:
                # Nothing changed since this wave last ran this load: every further
                # iteration repeats the last one until another wave writes. A
                # compare-exchange too: had it succeeded last time it would have
                # written, and the launch's write count would differ (a spin lock).
                wave.spin_since = log.total
                self.spin_blocked[wave.index] = (site, op.loc, int(keys[np.nonzero(active)[0][0]])
                                                 if active.any() else 0)
                return False
            retry = last is not None
            if retry:
                wave.spin_stale = False  # (set again if a lane reads an older write)
            self.spin_blocked.pop(wave.index, None)
        elif (id(op) in self.plain_spin_sites and not self.reading_lds_barrier
              and self._plain_spin(wave, site, op, keys, active)):
            return False
        split = bool(frame.merged) and in_split(frame)
        store_values: Value = UNKNOWN
        if isinstance(op, o.Store | o.AvStore):
            store_values = self._eval(wave, frame, op.value)
            if split:
                # A side of a split run by every lane: the location may or may not be
                # written, so it holds an unknown value (explore/every_input/lane_splits.py).
                self._split_store(addresses, active, op.loc)
                store_values = UNKNOWN
        operand_b: Value = UNKNOWN
        operand_c: Value = UNKNOWN
        if isinstance(op, o.AtomicRMW):
            operand_b = self._eval(wave, frame, op.value)
        if isinstance(op, o.CmpXchg):
            operand_b = self._eval(wave, frame, op.expected)
            operand_c = self._eval(wave, frame, op.new)
        ty = _access_type(op)
        bits = compute.type_bits(ty) or size * 8
        result = np.zeros(self.width, dtype=np.int64)
        result_known = True
        out = self.conflicts
        shadow = self.shadow
        clocks = self.clocks
        # Atomic accesses are store-available / load-visible at their scope, and so are
        # the av b128 intrinsics (amdgpu-memory-model, store-available, load-visible).
        av_scope: int | None = None
        if atomic is not None:
            av_scope = int(atomic.scope.scope)
        elif isinstance(op, o.AvLoad | o.AvStore):
            av_scope = int(op.scope.scope)
        invisible = self.invisible if clocks.vis is not None else None
        first_conflict = len(out)
        self._on_access(keys, size, active, reads, writes, site)
        loaded_taint = False
        if log is not None and writes:
            stored = getattr(op, "value", None)
            taint = (atomic is not None and reads) or (
                isinstance(stored, o.Reg) and stored.name in frame.tainted)
            for s_ in np.nonzero(active)[0]:
                k = int(keys[int(s_)])
                if taint:
                    self.tainted_keys.update(range(k, k + size))
                else:
                    self.tainted_keys.difference_update(range(k, k + size))
        if log is not None and reads and self.tainted_keys:
            loaded_taint = any(int(keys[int(s_)]) + b in self.tainted_keys
                               for s_ in np.nonzero(active)[0] for b in range(size))
        # Definedness of what is read, and of what reaches global memory.
        load_bytes: IntArray | None = None
        load_origins: frozenset[int] = frozenset()
        load_path: tuple[int, ...] = ()
        global_use: BoolArray | None = None
        # Lanes of one plain store writing the same bytes to one address: one wavefront-wide
        # operation, not a race among them (docs/semantics/atomics-and-lanes.md, "Lanes of
        # one instruction"). Not in a side of a split: a lane there may also have run the
        # other side, and forgiving it there could hide that write's race
        # (explore/every_input/lane_splits.py).
        same_write = _OneInstructionWrites() if (
            writes and not reads and atomic is None and isinstance(op, o.Store)
            and not split) else None
        # An unknown value: its value numbers tell the lanes that write the same bytes
        # (explore/values/uniform.py).
        unknown_store = (same_write is not None and isinstance(op, o.Store)
                         and not isinstance(store_values, np.ndarray))
        numbers = (uniform.value_numbers(self.numbering, frame.uniform,
                                         self._params_of(wave, frame), op.value, op.ty,
                                         active, lambda x: self._eval(wave, frame, x, True))
                   if unknown_store and self.numbering is not None
                   and isinstance(op, o.Store) else None)
        if numbers is not None and uniform.all_differ(numbers, active):
            numbers = None  # no two lanes write one value: the unknown bytes as they are
        alike_wids: dict[int, set[int]] = {}  # atomics.LaneGroup: the writes of each
        slots: list[int]
        if isinstance(shadow, DenseShadow):
            # Every lane at once (docs/semantics/scale.md, "Dense shadow"); what the lane loop
            # below does besides the shadow is nothing for the operations allowed here.
            if not (atomic is None and log is None and isinstance(op, o.Load | o.Store)
                    and self.cas_watch is None and invisible is None and not self.retro
                    and not self.tainted_keys and not self.forced_rf and not split):
                raise ExactShadowNeeded("a memory operation outside the dense domain")
            if store_undef is not None and bool(store_undef.bytes[active].any()):
                raise ExactShadowNeeded("a store of undefined bytes")
            # (a loaded value of a type the register does not hold is not decoded:
            # the register gets UNKNOWN below either way)
            result_known = self._dense_access(
                shadow, wave, keys, spaces, active, size,
                bits if bits <= 64 and isinstance(one_element(ty), IntType | PtrType | FloatType)
                else 0, reads,
                store_values, result, numbers, unknown_store and self.numbering is None)
            slots = []
        else:
            slots = self._slot_order(active)
        # (plain ints per lane: an element of a numpy array costs a scalar object each)
        lane_of: list[int] = wave.lanes.tolist() if slots else []
        key_of: list[int] = keys.tolist() if slots else []
        space_of: list[int] = spaces.tolist() if slots else []
        # (a plain access ticks no clock in this loop: each lane's epoch read at once)
        epoch_of: list[int] | None = (
            clocks.own[clocks.row_arr[wave.lanes]].tolist() if slots and atomic is None
            else None)
        lds_space = int(Space.LDS)
        for slot in slots:
            lane = lane_of[slot]
            space = space_of[slot]
            as_class = AS_LDS if space == lds_space else AS_GLOBAL
            base = key_of[slot]
            if epoch_of is not None:
                info = None
                clock = epoch_of[slot]
            else:
                info = self._atomic_info(lane, atomic)
                clock = clocks.epoch(lane)
            if (atomic is not None and writes and log is not None
                    and self.unexplored_order is None):
                # (before its own read: what the write's read acquires depends on the
                # write it reads, which is what the question is about)
                self._forced_order(wave, lane, base, as_class, op)
            old: list[int | None] = []
            read_taints: list[Taint | None] | None = None
            chosen: WriteRec | None = None
            insert_at: int | None = None
            failed = False  # a compare-exchange whose compare failed
            if reads:
                # The mixed-location read-value rule applies to every atomic read, the
                # read of a read-modify-write included (amdgpu-memory-model, read
                # values: "For each byte of a read R"; `amdsync litmus` agrees).
                old, any_written, parts = shadow.read(
                    base, size, lane, lane, clock, as_class, site, info, out, av_scope,
                    invisible, True, self.several)
                if not any_written and space != Space.GLOBAL:
                    self.uninitialized_reads.append((site, lane, base))
                if space == Space.GLOBAL and parts is not None:
                    # Global memory nothing wrote holds the host's data: defined.
                    parts = [p for p in parts if not (isinstance(p[2], tuple)
                                                      and p[2][0] == "u")] or None
                if parts is not None or self.retro:
                    read_taints = self._read_taints(parts, site, lane, lane, clock, base,
                                                    size)
                else:  # (UndefFlow.note_defined_read, inlined: once per lane)
                    self.defined_reads.add((site, lane, clock))
                if read_taints is not None:
                    if load_bytes is None:
                        load_bytes = np.zeros(self.width, dtype=np.int64)
                    # (a bitmask of this lane's undefined bytes: ``bits`` stays the
                    # access's width for every lane's decoding below)
                    undefined = 0
                    seen_taint: Taint | None = None
                    for i, byte_taint in enumerate(read_taints):
                        if byte_taint is not None:
                            undefined |= 1 << min(i, 63)
                            if byte_taint is not seen_taint:
                                # (bytes of one taint: joining its origins again
                                # changes nothing, and the path is the first one's)
                                seen_taint = byte_taint
                                load_origins = join_origins(load_origins,
                                                            byte_taint.origins)
                                load_path = load_path or byte_taint.path
                    load_bytes[slot] = np.int64(undefined - (1 << 64) if undefined >> 63
                                                else undefined)
                if log is not None and atomic is not None:
                    old, chosen, insert_at = self._reads_from(
                        wave, slot, lane, base, size, as_class, op, atomic, retry)
                loaded = compute.from_bytes(old, bits) if size * 8 >= bits else None
                if loaded is None:
                    result_known = False
                else:
                    result[slot] = loaded
                failed = isinstance(op, o.CmpXchg) and compare_fails(loaded, operand_b, slot)
                if self.cas_watch is not None:
                    self._watch_cas(lane, base, info, failed, op.loc)
                if atomic is not None:
                    # A compare-exchange that fails is a load with its failure ordering
                    # (LLVM LangRef, cmpxchg).
                    self._acquire_from(wave, slot, lane, chosen, failure_atomicity(op)
                                       if failed else atomic, as_class)
            if self.cas_watch is not None and not isinstance(op, o.CmpXchg):
                self._watch_cas(lane, base, info, False, op.loc)
            if writes:
                new_value = self._new_value(op, slot, store_values, operand_b, operand_c,
                                            old, bits)
                data: list[int | None]
                data = ([None] * size if new_value is None
                        else list(compute.to_bytes(new_value, size)))
                co_last: list[int | None] | None = None
                if log is not None:
                    co_last = self._log_write(wave, slot, lane, base, as_class, op, atomic,
                                              chosen, insert_at, data, clock, site,
                                              reads and failed, reads and data == old)
                    if base in self.forced_alike:
                        alike_wids.setdefault(base, set()).add(log.next_wid)
                write_taints: list[Taint | None] | None = None
                if store_undef is not None:
                    write_taints = self._taints_of(store_undef, slot, size, site)
                    if write_taints is not None and space == Space.GLOBAL:
                        # Global memory outlives the kernel: storing undef there is a use.
                        global_use = (global_use if global_use is not None
                                      else np.zeros(self.width, dtype=np.bool_))
                        global_use[slot] = True
                        write_taints = None
                elif reads and not (isinstance(op, o.AtomicRMW) and op.op == "xchg"):
                    write_taints = read_taints  # the new value derives from the old
                if not failed:
                    # A compare-exchange whose compare failed writes nothing: it is a
                    # load with its failure ordering (LLVM LangRef, cmpxchg), not "an
                    # atomic operation that results in a store operation"
                    # (amdgpu-memory-model, store-available) — so it races with no read
                    # and hides no earlier write. Its coherence bookkeeping
                    # (_log_write) changes no value and synchronizes nobody.
                    shadow.write(base, data, lane, lane, clock, as_class, site, info, out,
                                 av_scope, write_taints,
                                 same_write.subsumed if same_write is not None else None)
                if co_last is not None:  # the location holds the co-latest write's value
                    for i, byte in enumerate(co_last):
                        shadow.poke(base + i, byte)
                if atomic is not None and atomic.ordering.is_release and not failed:
                    self.clocks.tick(np.array([lane]))
            self.memory_events += 1
            if same_write is not None:  # a plain store: ``data`` is what it wrote
                same_write.note(lane, clock, base, data if numbers is None
                                else _number_bytes(numbers[:, slot], size))
        if alike_wids:
            assert log is not None
            for key, wids in alike_wids.items():
                where, releases, values = self.forced_alike[key]
                log.groups.setdefault(key, []).append(LaneGroup(frozenset(wids), where,
                                                                releases, values))
        self.forced_alike = {}
        if same_write is not None:
            if unknown_store and self.numbering is None and same_write.self_conflicts(
                    out, first_conflict, site):
                # Lanes of this store wrote one address with values not known: whether
                # they wrote the same bytes needs the value numbers (explore/values/uniform.py).
                raise uniform.NeedValueNumbers
            same_write.forgive(out, first_conflict, site, shadow)
        self._annotate(first_conflict, wave, frame)
        # Out-of-range buffer lanes read zero.
        if reads and isinstance(op, o.Load | o.AtomicRMW | o.CmpXchg | o.AvLoad):
            dest = op.dest
            if result_known and bits <= 64 and isinstance(one_element(ty),
                                                          IntType | PtrType | FloatType):
                self._assign(frame, mask, dest, result)
            else:
                self._assign(frame, mask, dest, UNKNOWN)
            if atomic is not None or loaded_taint:
                frame.tainted.add(dest)
            else:
                frame.tainted.discard(dest)
            if load_bytes is not None and load_bytes.any():
                self._set_undef(frame, mask, dest, RegShadow(load_bytes, load_origins,
                                                             load_path))
            elif frame.undef:
                self._set_undef(frame, mask, dest, None)
            if (self.numbering is not None and atomic is None and isinstance(op, o.Load)
                    and (self.param_values is None or len(self.param_values) == 1)):
                # Lanes of this plain load that read defined bytes at one address read
                # one value (explore/values/uniform.py, loads). Not in a parametric class of
                # several values: its input reads may be relaxed (explore/values/param.py).
                defined = active if load_bytes is None else active & (load_bytes == 0)
                self._loaded = (keys, defined, size)
        if global_use is not None and store_undef is not None:
            self._record_use(wave, site, "is stored to global memory, which outlives the "
                             "kernel", global_use, store_undef.origins, store_undef.path)
        return True

    def _plain_spin(self, wave: WaveState, site: int, op: o.Op, keys: IntArray,
                    active: BoolArray) -> bool:
        """Does the wave sleep at this plain load of a quiet loop? It does when it
        comes back to it in the state it last ran it in (registers, SIMT stack, async
        counts) and no wave has written since (``spin_progress``): every further
        iteration would repeat that one, reading the same values, until another wave
        writes. Its barrier arrivals count too: a wave that came back round an outer
        loop through a barrier let other waves pass it, which is progress though it
        wrote nothing. docs/semantics/schedules.md, "Plain-load spins", argues why
        leaving those iterations out hides no finding."""
        progress = self.spin_progress(True)
        fingerprint = (*spin_fingerprint(wave, progress), wave.arrivals)
        last = wave.spin_seen.get(site)
        wave.spin_seen[site] = fingerprint
        if last != fingerprint:
            self.spin_blocked.pop(wave.index, None)
            return False
        wave.spin_since = progress
        wave.spin_plain = True
        wave.spin_stale = False  # (a plain read has no reads-from choice)
        first = np.nonzero(active)[0]
        self.spin_blocked[wave.index] = (site, op.loc, int(keys[first[0]]) if len(first)
                                         else 0)
        return True

    def _split_store(self, addresses: IntArray, active: BoolArray, loc: Loc) -> None:
        """A store in a side of a split writes only pointer arguments' buffers
        (global memory, defined before: explore/every_input/lane_splits.py); else `incomplete`."""
        params = {p.name for p in self.program.kernel_function.params
                  if isinstance(p.ty, PtrType)
                  and p.ty.addrspace in (AddressSpace.GLOBAL, AddressSpace.FLAT)}
        for address in np.unique(addresses[active]):
            region = self.address_map.region_of(int(address))
            if region is None or region.name not in params:
                raise Incomplete("lanes that may disagree on an unknown condition ran every "
                                 "side, and a side stores to memory that is not an "
                                 f"argument's buffer ({self.address_map.describe(int(address))}"
                                 "): whether it is written decides whether it is defined",
                                 loc)

    def _confined_atomic(self, wave: WaveState, frame: Frame, mask: BoolArray,
                         op: o.AtomicRMW) -> bool:
        """A read-modify-write at an address amdsync does not know: run for its
        operands only when the address is confined to a buffer every access of the launch
        reaches only by relaxed, inclusive, unobserved atomics
        (explore/every_input/confined_atomics.py; docs/semantics/every-input.md, "Every
        input"); else `incomplete`, naming why."""
        def known(name: str) -> IntArray | None:
            value = frame.regs.get(name)
            return value[mask] if isinstance(value, np.ndarray) else None

        hint = self._unknown_hint(frame, op.ptr)
        what = "an address depends on a value amdsync does not track"
        # (exact: it assumes nothing, so the concrete rerun of a witness keeps it too)
        span = interval(frame.function, op.ptr, known)
        if span is None:
            raise Incomplete(f"{what}, and no bound on it follows from how it is computed"
                             f"{hint}", op.loc)
        region = self.address_map.region_of(span[0])
        param = next((p for p in self.program.kernel_function.params
                      if region is not None and p.name == region.name), None)
        if (region is None or param is None or frame is not wave.frames[0]
                or not isinstance(param.ty, PtrType)
                or param.ty.addrspace not in (AddressSpace.GLOBAL, AddressSpace.FLAT)
                or region is not self.address_map.region_of(span[1] + op.size - 1)):
            raise Incomplete(f"{what}, and its range is not within one argument's buffer"
                             f"{hint}", op.loc)
        why = region_rule(self.program, param.name, self.launch.num_workgroups)
        if why is not None:
            raise Incomplete(f"{what}; it lies in buffer {input_name(param.name)}, where an "
                             f"unknown address is decided only if every access is a relaxed "
                             f"atomic of inclusive scope whose result is unused, but {why}"
                             f"{hint}", op.loc)
        self._unknown_defined(frame, mask, op.dest)
        return True

    def _unknown_defined(self, frame: Frame, mask: BoolArray, dest: str,
                         tainted: bool = True) -> None:
        """An access decided for every address: its lanes' result is unknown and
        defined (host data, or what relaxed unobserved atomics left). ``tainted``: the
        value may be an atomic's (schedule-dependent); the host's bytes, which no
        schedule changes, are not, unless an atomic's value chose the address."""
        self.memory_events += int(mask.sum())
        self._assign(frame, mask, dest, UNKNOWN)
        if tainted:
            frame.tainted.add(dest)
        else:
            frame.tainted.discard(dest)
        if frame.undef:
            self._set_undef(frame, mask, dest, None)

    def _read_only_load(self, wave: WaveState, frame: Frame, mask: BoolArray,
                        op: o.Load) -> bool:
        """A load at an address amdsync does not know, from a buffer the launch only
        reads (confined_atomics.read_only_rule; docs/semantics/every-input.md, "Loads
        from a buffer the launch only reads"): it cannot race (no write to the buffer
        exists to race with) and reads the host's defined bytes, whatever the address,
        so its value is unknown and defined; where the address is not bounded within
        the buffer by how it is computed, the verdict assumes it is (a read past the
        buffer is outside the model) and says so. Else `incomplete`, naming why."""
        hint = self._unknown_hint(frame, op.ptr)
        what = "an address depends on a value amdsync does not track"
        kernel = self.program.kernel_function
        root = pointer_root(frame.function, op.ptr) if frame is wave.frames[0] else None
        param = next((p for p in kernel.params if p.name == root), None)
        table = constant_global(self.program.globals, root)
        if table is not None:
            # A `__constant__` table: memory the kernel cannot write (amdgpu-usage,
            # "Memory Model": no stores to the constant address space), so read-only.
            region_name, shown = table.name, global_input_name(self.program, table.name)
        elif (param is None or not isinstance(param.ty, PtrType)
                or param.ty.addrspace not in (AddressSpace.GLOBAL, AddressSpace.FLAT)):
            raise Incomplete(f"{what}, and it is not computed from one argument's buffer"
                             f"{hint}", op.loc)
        else:
            why = read_only_rule(self.program, param.name)
            if why is not None:
                raise Incomplete(f"{what}; it lies in buffer {input_name(param.name)}, "
                                 f"where a load at an unknown address is decided only if "
                                 f"the launch only reads the buffer, but {why}{hint}", op.loc)
            region_name, shown = param.name, param.name

        def known(name: str) -> IntArray | None:
            value = frame.regs.get(name)
            return value[mask] if isinstance(value, np.ndarray) else None

        span = interval(frame.function, op.ptr, known)
        bounded = False
        if span is not None:
            region = self.address_map.region_of(span[0])
            bounded = (region is not None and region.name == region_name
                       and region is self.address_map.region_of(span[1] + op.size - 1))
        if not bounded and (op.loc, shown, "load") not in self.in_bounds:
            self.in_bounds = (*self.in_bounds, (op.loc, shown, "load"))
        self._unknown_defined(frame, mask, op.dest, tainted=isinstance(op.ptr, o.Reg)
                              and op.ptr.name in frame.tainted)
        return True

    def _dense_access(self, shadow: DenseShadow, wave: WaveState, keys: IntArray,
                      spaces: IntArray, active: BoolArray, size: int, bits: int,
                      reads: bool, store_values: Value, result: IntArray,
                      numbers: IntArray | None, needs_numbers: bool) -> bool:
        """A plain load or store of every active lane through the dense shadow: what
        the lane loop of ``_memory`` does for it, as arrays. Returns whether every
        loaded value is known (``result`` holds them then; ``bits`` 0: the value is
        not wanted, and False is returned). For a store, ``numbers``
        are the value numbers its lanes' bytes are told apart by (as
        ``_OneInstructionWrites`` is given them), and ``needs_numbers`` says that lanes
        of it writing one address unordered need them (``uniform.NeedValueNumbers``)."""
        slots = active.nonzero()[0]
        count = len(slots)
        if not count:
            return True
        whole = count == len(active)  # (every lane: the arrays as they are, not gathered)
        lanes = (wave.lanes if whole else wave.lanes[slots]).astype(np.int64, copy=False)
        row = shadow.lanes_row(lanes)
        clock = int(self.clocks.own[row])
        lane_spaces = spaces if whole else spaces[slots]
        one_space = constant_space(spaces)  # (every lane in one Space: nothing to test)
        if one_space is not None:
            as_class = AS_LDS if one_space == Space.LDS else AS_GLOBAL
        else:
            lds = lane_spaces == Space.LDS
            as_class = AS_LDS if bool(lds[0]) else AS_GLOBAL
            if some(lds != lds[0]):
                raise ExactShadowNeeded("lanes of one instruction in LDS and global memory")
        lane_keys = (keys if whole else keys[slots]).astype(np.int64, copy=False)
        self.memory_events += count
        if not reads:
            data = _lane_bytes(store_values, slots, size)
            same = data.astype(np.int64)
            if numbers is not None:
                same = np.array([[-1 if b is None else b
                                  for b in _number_bytes(numbers[:, int(s)], size)]
                                 for s in slots], dtype=np.int64).reshape(count, size)
            shadow.write_lanes(lane_keys, size, data, lanes, row, as_class, False, clock,
                               one_write=(same, needs_numbers))
            return True
        data, written = shadow.read_lanes(lane_keys, size, lanes, row, as_class, False,
                                          clock)
        if not every(written) and some(lane_spaces[~written] != Space.GLOBAL):
            # (the exact engine records an undefined origin: LDS or scratch nothing wrote)
            raise ExactShadowNeeded("a read of memory nothing wrote")
        values = _lane_values(data, bits) if bits else None
        if values is None:
            return False  # compute.from_bytes: some lane's value is not known
        result[slots] = values
        return True

    def _slot_order(self, active: BoolArray) -> list[int]:
        """The order the active lanes of a memory instruction perform in: the order
        the scheduler's choice lists them (lanes of one read-modify-write instruction
        on one location may perform in any order, ``_atomic_options``), else by lane."""
        slots = [int(s) for s in np.nonzero(active)[0]]
        if not self.forced_rf:
            return slots
        first = [s for s in self.forced_rf if active[s]]
        chosen = set(first)
        return first + [s for s in slots if s not in chosen]

    def _check_launch_block(self, addresses: IntArray, active: BoolArray, size: int,
                            writes: bool, loc: Loc) -> None:
        """Loads from the implicit arguments or the dispatch packet read fields the
        model knows; anything else is a located error naming the field."""
        for address in np.unique(addresses[active]):
            region = self.address_map.region_of(int(address))
            if region is None or region.base not in self.launch_blocks:
                continue
            block = self.launch_blocks[region.base]
            if writes:
                raise AmdsyncError("store-to-launch-block",
                                   f"a store to {block.title}, which is constant memory",
                                   loc)
            why = block.unknown_field(int(address) - region.base, size)
            if why is not None:
                raise AmdsyncError("unknown-launch-field", why, loc)

    def _on_access(self, keys: IntArray, size: int, active: BoolArray, reads: bool,
                   writes: bool, site: int) -> None:
        """Hook for other execution modes (the operational explorer); no-op here."""

    def _new_value(self, op: o.Op, slot: int, store_values: Value, operand_b: Value,
                   operand_c: Value, old: list[int | None], bits: int) -> int | None:
        if isinstance(op, o.Store | o.AvStore):
            return int(store_values[slot]) if isinstance(store_values, np.ndarray) else None
        old_value = compute.from_bytes(old, bits) if old else None
        if isinstance(op, o.AtomicRMW):
            if old_value is None or not isinstance(operand_b, np.ndarray):
                return None
            # LangRef, atomicrmw: every integer operation, uinc_wrap / udec_wrap too.
            new = compute.rmw_new_value(op.op, old_value, int(operand_b[slot]), bits)
            # (a float kind: explore/values/float_values.py atomic_float)
            return new if new is not None else float_values.atomic_float(
                op.op, old_value, int(operand_b[slot]), op.ty)
        if isinstance(op, o.CmpXchg):
            if old_value is None or not isinstance(operand_b, np.ndarray) or not isinstance(
                    operand_c, np.ndarray):
                return None
            return old_value if compare_fails(old_value, operand_b, slot) else int(
                operand_c[slot])
        return None
