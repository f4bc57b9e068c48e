"""Where undefined values go (docs/semantics/model.md, "Undefined values and their uses"):
the undefined bytes of each register, their origins (the read, copy or missing write
that made them undefined), how computations carry them, and the uses that are
findings — an address, a branch condition, an atomic or barrier operand, a value
stored to global memory.

amdgpu-memory-model, read values (a read may return undef); LLVM LangRef, select and
poison propagation.
"""

from __future__ import annotations

import numpy as np

from amdsync.explore.machine.frames import Frame
from amdsync.explore.machine.program_facts import result_type
from amdsync.explore.machine.registers import Registers
from amdsync.explore.machine.state import WaveState
from amdsync.explore.memory.definedness import (
    Origin,
    RegShadow,
    Taint,
    Use,
    binop_bytes,
    cast_bytes,
    combine,
    cross_lane,
    extend_path,
    full,
    join_origins,
    opaque_bytes,
    width_of,
)
from amdsync.explore.memory.shadow import Conflict, UndefPart
from amdsync.explore.values.values import BoolArray, IntArray
from amdsync.program import ops as o


def undef_bytes(shadow: RegShadow | None, width: int) -> IntArray:
    if shadow is None:
        return np.zeros(width, dtype=np.int64)
    return shadow.bytes


COMPUTED_OPS = (o.BinOp, o.ICmp, o.Select, o.Cast, o.PtrAdd, o.ThreadId, o.Opaque, o.WaveOp,
             o.MakeBufferRsrc, o.BufferAddr)


def _operands_of(op: o.Op) -> list[o.Operand]:
    match op:
        case o.Opaque(_, _, args) | o.WaveOp(_, _, args):
            return list(args)
        case o.ICmp(_, _, lhs, rhs) | o.PtrAdd(_, lhs, rhs):
            return [lhs, rhs]
        case o.MakeBufferRsrc(_, base, stride, num_records, flags):
            return [base, stride, num_records, flags]
        case o.BufferAddr(_, rsrc, voffset, soffset, offset, vindex):
            return [x for x in (rsrc, voffset, soffset, offset, vindex) if x is not None]
    return []


_FEW_ENTRIES = 16  # a read event's retro entries scanned as they are
# (late_replay.Entry: limit, conflict index, key, width, writing site, the conflict)
_Entry = tuple[int, int, int, int, int, Conflict]
# The retro map last indexed, and per event: entry positions by key, the widest entry
# and the latest limit (retro maps are built whole by late_replay.retro_of and not
# changed after).
_INDEX: list[object] = [None, {}]


def _entries_meeting(retro: dict[tuple[int, int, int], list[_Entry]],
                     event: tuple[int, int, int], base: int, size: int
                     ) -> tuple[list[_Entry], int]:
    """The entries of ``event`` whose bytes meet [base, base + size), in their order,
    and the latest limit of all its entries."""
    if _INDEX[0] is not retro:
        _INDEX[0], _INDEX[1] = retro, {}
    index = _INDEX[1]
    assert isinstance(index, dict)
    entries = retro[event]
    found = index.get(event)
    if found is None:
        by_key: dict[int, list[int]] = {}
        for i, entry in enumerate(entries):
            by_key.setdefault(entry[2], []).append(i)
        found = (by_key, max(e[3] for e in entries), max(e[0] for e in entries))
        index[event] = found
    by_key, widest, latest = found
    picked = sorted(i for k in range(base - widest + 1, base + size)
                    for i in by_key.get(k, ()) if k + entries[i][3] > base)
    return [entries[i] for i in picked], latest


# The taint of a read's own cause, per (origin, read site): one object for every read
# with that content (a Taint is immutable; an origin number means the same content to
# every machine that uses it with that read site).
_CAUSE_TAINTS: dict[tuple[int, int], Taint] = {}


class UndefFlow(Registers):
    """Definedness of registers, origins and uses."""

    # A late-read replay that may hand its state to other leaves (explore/
    # late_replay.py): the read events any leaf's late reads name, and those of them
    # this replay has read so far, each with its place in the order first read.
    retro_watch: frozenset[tuple[int, int, int]] | None = None
    retro_seen: dict[tuple[int, int, int], int]
    # Read events (``note_defined_read``) that returned bytes nothing had made
    # undefined, and (event, granule) of the defined bytes of reads that returned
    # others undefined; sets shared by a search's forks (explore/machine/core.py).
    defined_reads: set[tuple[int, int, int]]
    defined_parts: set[tuple[tuple[int, int, int], int]]

    def _reg_undef(self, frame: Frame, operand: o.Operand | None) -> RegShadow | None:
        """The undefined bytes of an operand. Literal ``undef``/``poison`` operands are
        not tracked: they are the compiler's own choice (e.g. the lanes of a vector still
        being built), not a read (docs/semantics/model.md)."""
        if frame.undef and isinstance(operand, o.Reg):
            return frame.undef.get(operand.name)
        return None

    def _set_undef(self, frame: Frame, mask: BoolArray, dest: str,
                   shadow: RegShadow | None) -> None:
        old = frame.undef.get(dest)
        if shadow is None:
            if old is None:
                return
            if mask.all():
                del frame.undef[dest]
                return
            kept = np.where(mask, np.int64(0), old.bytes)
            if kept.any():
                frame.undef[dest] = RegShadow(kept, old.origins, old.path)
            else:
                del frame.undef[dest]
            return
        if old is None or mask.all():
            frame.undef[dest] = shadow if mask.all() else RegShadow(
                np.where(mask, shadow.bytes, np.int64(0)), shadow.origins, shadow.path)
            return
        frame.undef[dest] = RegShadow(np.where(mask, shadow.bytes, old.bytes),
                                      join_origins(old.origins, shadow.origins),
                                      shadow.path)

    def _phi_shadow(self, frame: Frame, op: o.Phi,
                    shadows: list[tuple[BoolArray, RegShadow]]) -> RegShadow | None:
        if not shadows:
            return None
        result = np.zeros(self.width, dtype=np.int64)
        for lanes, incoming in shadows:
            result = np.where(lanes, incoming.bytes, result)
        return combine([sh for _, sh in shadows], result,
                       self.site(op, frame.function.name))

    def _use(self, wave: WaveState, frame: Frame, operand: o.Operand | None,
             mask: BoolArray, what: str, site: int) -> None:
        """An undefined value reaching a use is a finding (docs/semantics/model.md)."""
        shadow = self._reg_undef(frame, operand)
        if shadow is None:
            return
        lanes = shadow.lanes(mask)
        if lanes.any():
            self._record_use(wave, site, what, lanes, shadow.origins, shadow.path)

    def _record_use(self, wave: WaveState, site: int, what: str, lanes: BoolArray,
                    origins: frozenset[int], path: tuple[int, ...]) -> None:
        key = (site, origins)
        count = int(lanes.sum())
        old = self.uses.get(key)
        if old is None:
            first = int(wave.lanes[int(np.argmax(lanes))])
            self.uses[key] = Use(site, what, first, count, origins, extend_path(path, site))
        else:
            self.uses[key] = Use(old.site, old.what, old.lane, old.lanes + count,
                                 old.origins, old.path)

    def _origin(self, kind: str, site: int, lane: int, key: int, ref: int,
                prior_site: int, conflict: Conflict | None = None) -> int:
        """The origin of undefined bytes: one per read site, cause and conflicting
        access; the first instance is its counterexample (a conflict carried whole)."""
        ident = (site, kind, prior_site)
        found = self._origin_ids.get(ident)
        if found is None:
            found = len(self.origins)
            self.origins.append(Origin(kind, site, lane, key, ref, conflict))
            self._origin_ids[ident] = found
        return found

    def _read_taints(self, parts: list[UndefPart] | None, site: int, lane: int, tid: int,
                     clock: int, base: int, size: int) -> list[Taint | None] | None:
        """Per byte of a read, whether it may be undef and why (None: all defined)."""
        taints: list[Taint | None] | None = None
        # (a stored taint covers its bytes one part each: extended once, the same object
        # for each, which lets the caller join a read's origins once per taint)
        last: Taint | None = None
        extended: Taint | None = None
        covered = 0  # bytes the parts taint (they are disjoint)
        for offset, width, cause in parts or ():
            if isinstance(cause, Taint):
                if cause is not last:
                    last = cause
                    extended = Taint(cause.origins, extend_path(cause.path, site))
                assert extended is not None
                taint = extended
            else:
                last = None
                tag, ref = cause
                if tag == "c":
                    conflict = self.conflicts[ref]
                    oid = self._origin("conflict", site, lane, base + offset, -1,
                                       conflict.prior_site, conflict)
                elif tag == "i":
                    prior = self.invisible[ref].write[2]
                    oid = self._origin("invisible", site, lane, base + offset, ref, prior)
                elif tag == "w":
                    # (one origin per read site: the writes it may see are its story)
                    oid = self._origin("several-writes", site, lane, base + offset, ref, -2)
                else:
                    oid = self._origin("unwritten", site, lane, ref, -1, -1)
                cached = _CAUSE_TAINTS.get((oid, site))
                if cached is None:
                    cached = _CAUSE_TAINTS[(oid, site)] = Taint(frozenset((oid,)), (site,))
                taint = cached
            taints = taints if taints is not None else [None] * size
            end = min(offset + width, size)
            if end > offset:
                taints[offset:end] = [taint] * (end - offset)
                covered += end - offset
        if self.retro:
            taints = self._late_taints(taints, site, lane, tid, clock, base, size)
            if not self.exploring:
                return taints
            covered = 0 if taints is None else size - taints.count(None)
        if taints is None:
            self.note_defined_read(site, tid, clock)
        elif covered < size:
            noted = (site, tid, clock)
            parts_seen = self.defined_parts
            for i, byte_taint in enumerate(taints):
                if byte_taint is None:
                    parts_seen.add((noted, (base + i) & ~3))
        return taints

    def _late_taints(self, taints: list[Taint | None] | None, site: int, lane: int,
                     tid: int, clock: int, base: int, size: int
                     ) -> list[Taint | None] | None:
        """A read's taints (``_read_taints``) with those of the late reads this run
        knows of (``retro``): bytes a later write races."""
        event = (site, tid, clock)
        if self.retro_watch is not None and event in self.retro_watch:
            self.retro_seen.setdefault(event, len(self.retro_seen))
        entries = self.retro.get(event, ())
        if not entries:
            return taints
        # A read racy by every later iteration's write has an entry per write: once one
        # acted, a later one with the same bytes and writing site finds its bytes
        # tainted (docs/semantics/sweeps.md, "Late-read replays share their prefix").
        acted: set[tuple[int, int, int]] = set()
        if len(entries) > _FEW_ENTRIES:
            # (a column load reads many locations as one event: each location's read
            # needs only the entries that meet its bytes; the others change nothing)
            meeting, latest = _entries_meeting(self.retro, event, base, size)
            entries = () if self.states >= latest else meeting
        for limit, _, key, width, writer, conflict in entries:
            if self.states >= limit or (key, width, writer) in acted:
                continue
            acted.add((key, width, writer))
            start, stop = max(key - base, 0), min(key - base + width, size)
            if taints is not None:
                for i in range(start, stop):
                    if taints[i] is None:
                        break
                else:
                    continue  # what the read itself saw is the first story, byte by byte
            if start >= stop:
                continue
            # (its origin is made where it makes a byte undefined: docs/semantics/model.md, "Late
            # reads that change nothing")
            oid = self._origin("conflict", site, lane, key, -1, writer, conflict)
            taints = taints if taints is not None else [None] * size
            late = Taint(frozenset((oid,)), (site,))
            for i in range(start, stop):
                if taints[i] is None:
                    taints[i] = late
        return taints

    def note_defined_read(self, site: int, tid: int, clock: int) -> None:
        """A read (site, thread component, clock) returned bytes no conflict or stored
        taint made undefined: a later write racing it makes them undefined, so its late
        read changes what a replay finds (late_replay.replay_needed). A read with some
        undefined bytes notes the granules of its defined ones instead (in
        ``defined_parts``, with the event). Kept in sets shared by a search's forks:
        an event a sibling execution noted only asks for a replay that was not
        needed."""
        if not self.retro or self.exploring:
            self.defined_reads.add((site, tid, clock))

    def _taints_of(self, shadow: RegShadow | None, slot: int, size: int,
                   site: int) -> list[Taint | None] | None:
        """Per byte of a stored register value, where its undefined bytes came from."""
        if shadow is None:
            return None
        bits = int(shadow.bytes[slot])
        if not bits:
            return None
        taint = Taint(shadow.origins, extend_path(shadow.path, site))
        return [taint if bits >> min(i, 63) & 1 else None for i in range(size)]

    def _propagate(self, wave: WaveState, frame: Frame, mask: BoolArray, op: o.Op) -> None:
        """Definedness of a computation's result (explore/memory/definedness.py)."""
        sh = self._reg_undef
        dest = o.op_dest(op)
        if dest is None:
            return
        operands: list[o.Operand]
        match op:
            case o.BinOp(_, _, lhs, rhs, ty):
                a, b = sh(frame, lhs), sh(frame, rhs)
                if a is None and b is None:
                    result = None
                else:
                    result = combine([a, b], binop_bytes(op, undef_bytes(a, self.width),
                                                         undef_bytes(b, self.width),
                                                         width_of(ty)),
                                     self.site(op, frame.function.name))
            case o.Select(_, cond, if_true, if_false, ty):
                c, a, b = sh(frame, cond), sh(frame, if_true), sh(frame, if_false)
                if c is None and a is None and b is None:
                    result = None
                else:
                    # LangRef, select: only the chosen operand's value is the result;
                    # an undefined condition leaves the result undefined.
                    cv = self._eval(wave, frame, cond)
                    ma, mb = undef_bytes(a, self.width), undef_bytes(b, self.width)
                    chosen = (np.where(cv != 0, ma, mb) if isinstance(cv, np.ndarray)
                              else ma | mb)
                    chosen = np.where(undef_bytes(c, self.width) != 0,
                                      np.int64(full(width_of(ty))), chosen)
                    result = combine([c, a, b], chosen.astype(np.int64),
                                     self.site(op, frame.function.name))
            case o.Cast():
                a = sh(frame, op.value)
                cast = cast_bytes(op, a.bytes) if a is not None else None
                result = None if cast is None else combine(
                    [a], cast, self.site(op, frame.function.name))
            case o.Opaque() | o.ICmp() | o.PtrAdd() | o.WaveOp() | o.MakeBufferRsrc() | (
                    o.BufferAddr()):
                operands = _operands_of(op)
                shadows = [sh(frame, x) for x in operands]
                if all(x is None for x in shadows):
                    result = None
                else:
                    masks = [undef_bytes(x, self.width) for x in shadows]
                    result_ty = result_type(op)
                    width = width_of(result_ty) if result_ty is not None else 16
                    if isinstance(op, o.Opaque) and not cross_lane(op):
                        bytes_ = opaque_bytes(op, masks)
                    elif isinstance(op, o.ICmp):
                        bytes_ = np.where(masks[0] | masks[1] != 0, np.int64(1),
                                          np.int64(0)).astype(np.int64)
                    elif isinstance(op, o.PtrAdd):
                        merged = masks[0] | masks[1]
                        low = merged & -merged
                        bytes_ = np.where(merged != 0, ~(low - 1), np.int64(0)).astype(
                            np.int64) & np.int64(full(width))
                    elif isinstance(op, o.WaveOp) or (isinstance(op, o.Opaque)
                                                      and cross_lane(op)):
                        # Cross-lane: any active lane's undefined input reaches all.
                        hit = any((m[mask] != 0).any() for m in masks)
                        bytes_ = np.full(self.width, full(width) if hit else 0,
                                         dtype=np.int64)
                    else:
                        hit_lanes = np.zeros(self.width, dtype=np.bool_)
                        for m in masks:
                            hit_lanes |= m != 0
                        bytes_ = np.where(hit_lanes, np.int64(full(width)),
                                          np.int64(0)).astype(np.int64)
                    result = combine(shadows, bytes_, self.site(op, frame.function.name))
            case _:
                result = None
        self._set_undef(frame, mask, dest, result)
