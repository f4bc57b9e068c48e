"""Register values of a wave: evaluating operands as lane vectors, assigning
results under the active mask, the taint of values derived from atomic reads, what
an unknown value depends on (``--input`` / ``--arg`` hints, docs/semantics/every-input.md "Every
input"), casts, thread and launch ids, wave operations (readfirstlane, ballot,
mbcnt), buffer addresses, pointer operands and their address spaces, and value numbers.

LLVM LangRef (the operations' semantics); amdgpu-usage, "Address Spaces" (flat
apertures) and the buffer-resource intrinsics.
"""

from __future__ import annotations

from typing import assert_never

import numpy as np

from amdsync.diagnostics import AmdsyncError, Loc
from amdsync.explore.every_input.value_sources import sources, where
from amdsync.explore.machine.core import MachineCore
from amdsync.explore.machine.frames import Frame
from amdsync.explore.machine.program_facts import result_type
from amdsync.explore.machine.state import WaveState
from amdsync.explore.memory.address import LDS_APERTURE, PRIVATE_APERTURE, lds_in_range
from amdsync.explore.search.options import Incomplete
from amdsync.explore.values import compute, float_values, uniform
from amdsync.explore.values.param import collapse, is_param
from amdsync.explore.values.values import (
    UNKNOWN,
    BoolArray,
    BufPtr,
    IntArray,
    Rsrc,
    Value,
    assigned,
    constant,
    splat,
    wrap,
)
from amdsync.program import ops as o
from amdsync.program.types import AddressSpace, PtrType


class Registers(MachineCore):
    """Values of registers and operands, lane by lane."""

    def _eval(self, wave: WaveState, frame: Frame, operand: o.Operand,
              keep: bool = False) -> Value:
        """An operand's lane vector. In a parametric run a register may hold one row per
        value of the class: data flow between registers keeps the rows (``keep``);
        anything else sees one vector, the class having been split before the
        instruction ran so that every value sees the same (explore/values/param.py)."""
        match operand:
            case o.Reg(name):
                value = frame.regs.get(name)
                if value is None:
                    raise AmdsyncError("undefined-value",
                                       f"%{name} is used before it is defined",
                                       frame.function.loc)
                if not keep and self.param_values is not None and is_param(value):
                    return collapse(value)
                return value
            case o.Const(value, _):
                return constant(value, self.width)
            case o.GlobalAddr(name, _):
                if name not in self.global_addr:
                    raise AmdsyncError("unknown-global", f"unknown global @{name}",
                                       frame.function.loc)
                # (shared and read-only, as a constant's: values.constant)
                return constant(self.global_addr[name], self.width)
            case o.NullPtr():
                return constant(0, self.width)
            case o.FloatConst(value, ty):
                # Its bits (a store, select or phi moves them unchanged, NaN included:
                # LangRef, "Behavior of Floating-Point NaN values").
                fmt = float_values.float_format(ty)
                if fmt is None:
                    return UNKNOWN
                return splat(float_values.const_bits(value, fmt), self.width)
            case o.Undef():
                return UNKNOWN
            case _:
                assert_never(operand)

    def _assign(self, frame: Frame, mask: BoolArray, dest: str, value: Value) -> None:
        frame.regs[dest] = assigned(mask, int(np.count_nonzero(mask)) == mask.size, value,
                                    frame.regs.get(dest))

    def _taint(self, frame: Frame, dest: str | None, operands: tuple[o.Operand, ...]) -> None:
        if dest is None:
            return
        if any(isinstance(x, o.Reg) and x.name in frame.tainted for x in operands):
            frame.tainted.add(dest)
        else:
            frame.tainted.discard(dest)

    def _known(self, value: Value, what: str, loc: Loc, frame: Frame,
               operand: o.Operand) -> IntArray:
        if isinstance(operand, o.Reg) and operand.name in frame.tainted:
            self.schedule_dependent = (what, loc)
        if isinstance(value, np.ndarray):
            return value
        if isinstance(value, BufPtr):
            return value.addr
        raise Incomplete(f"{what} depends on a value amdsync does not track"
                         f"{self._unknown_hint(frame, operand)}", loc)

    def _unknown_hint(self, frame: Frame, operand: o.Operand) -> str:
        """How to give the value ``operand`` depends on: the buffers it is loaded
        from (``--input``) and the scalar arguments without a value (``--arg``)."""
        hints: list[str] = []
        if isinstance(operand, o.Reg) and frame.function is self.program.kernel_function:
            found = sources(frame.function, operand)
            given = {spec.name for spec in self.options.inputs}
            hints += [f"it is read at {where(loc)} from buffer {name}, whose input is "
                      "given, by a load whose value amdsync does not track"
                      if name in given or name.removesuffix(".coerce") in given else
                      f"it is read at {where(loc)} from buffer {name}: give its contents "
                      f"with --input {name}=..." for name, loc in found.buffers]
            hints += [f"pass --arg {name}=VALUE" for name in found.scalars
                      if self.arg_values.get(name) is UNKNOWN]
            if not hints and found.other_loads:
                return " (" + "; ".join(f"it is read at {where(loc)} from memory no "
                                        "argument's buffer holds"
                                        for loc in found.other_loads) + ")"
        if hints:
            return f" ({'; '.join(hints)})"
        unset = [name for name, v in self.arg_values.items() if v is UNKNOWN]
        if not unset:
            return ""
        return " (scalar kernel arguments without a value: " + ", ".join(
            f"pass --arg {name}=VALUE" for name in unset) + ")"

    def _cast(self, wave: WaveState, frame: Frame, op: o.Cast) -> Value:
        value = self._eval(wave, frame, op.value, True)
        if isinstance(value, BufPtr | Rsrc):
            return value
        if not isinstance(value, np.ndarray):
            return UNKNOWN
        dest_bits = compute.type_bits(op.ty)
        src_bits = compute.type_bits(op.src_ty) if op.src_ty is not None else None
        match op.kind:
            case o.CastKind.ZEXT:
                if src_bits is not None and src_bits < 64:
                    return value & ((1 << src_bits) - 1)
                return value
            case o.CastKind.SEXT | o.CastKind.FREEZE | o.CastKind.BITCAST:
                if dest_bits is None:
                    return UNKNOWN
                return value
            case o.CastKind.TRUNC | o.CastKind.PTRTOINT | o.CastKind.INTTOPTR:
                return wrap(value, dest_bits) if dest_bits is not None else UNKNOWN
            case o.CastKind.ADDRSPACECAST:
                src_as = op.src_ty.addrspace if isinstance(op.src_ty, PtrType) else None
                dst_as = op.ty.addrspace if isinstance(op.ty, PtrType) else None
                if src_as == AddressSpace.LOCAL and dst_as == AddressSpace.FLAT:
                    return value + LDS_APERTURE
                if src_as == AddressSpace.PRIVATE and dst_as == AddressSpace.FLAT:
                    return value + PRIVATE_APERTURE
                if src_as == AddressSpace.FLAT and dst_as == AddressSpace.LOCAL:
                    return value - LDS_APERTURE
                if src_as == AddressSpace.FLAT and dst_as == AddressSpace.PRIVATE:
                    return value - PRIVATE_APERTURE
                return value
        return UNKNOWN

    def _thread_id(self, wave: WaveState, kind: o.IdKind, dim: int) -> IntArray:
        launch = self.launch
        match kind:
            case o.IdKind.WORKITEM:
                x, y, _ = launch.workgroup_shape(wave.workgroup)
                ids = wave.local_ids
                coords = (ids % x, ids // x % y, ids // (x * y))
                return coords[dim].astype(np.int64)
            case o.IdKind.WORKGROUP:
                return splat(launch.workgroup_coords(wave.workgroup)[dim], self.width)
            case o.IdKind.LANE:
                return np.arange(self.width, dtype=np.int64)
            case o.IdKind.WAVE:
                return splat(wave.wave_in_wg, self.width)
            case o.IdKind.WAVE_SIZE:
                return splat(self.width, self.width)
            case o.IdKind.WORKGROUP_SIZE:
                return splat(launch.workgroup_size[dim], self.width)
            case o.IdKind.NUM_WORKGROUPS:
                return splat(launch.grid[dim], self.width)
            case o.IdKind.IMPLICITARG_PTR | o.IdKind.DISPATCH_PTR:
                return splat(self.launch_pointers[kind], self.width)
        assert_never(kind)

    def _wave_op(self, wave: WaveState, frame: Frame, mask: BoolArray, op: o.WaveOp) -> Value:
        args = [self._eval(wave, frame, a) for a in op.args]
        if (op.kind in (o.WaveOpKind.READLANE, o.WaveOpKind.READFIRSTLANE)
                and not isinstance(args[0], np.ndarray) and mask.any()
                and all(isinstance(a, np.ndarray) for a in args[1:])):
            first = int(np.argmax(mask))
            index = args[1] if op.kind is o.WaveOpKind.READLANE else None
            source = first if not isinstance(index, np.ndarray) else (
                int(index[first]) % self.width)
            known = self._phi_lane(frame, mask, op.args[0], source)
            return UNKNOWN if known is None else splat(known, self.width)
        if any(not isinstance(a, np.ndarray) for a in args):
            return UNKNOWN
        ints = [a for a in args if isinstance(a, np.ndarray)]
        first = int(np.argmax(mask)) if mask.any() else 0
        lane = np.arange(self.width, dtype=np.int64)
        match op.kind:
            case o.WaveOpKind.READFIRSTLANE:
                return splat(int(ints[0][first]), self.width)
            case o.WaveOpKind.READLANE:
                return splat(int(ints[0][int(ints[1][first]) % self.width]), self.width)
            case o.WaveOpKind.BALLOT:
                bits = 0
                for i in np.nonzero(mask & (ints[0] != 0))[0]:
                    bits |= 1 << int(i)
                return wrap(splat(bits, self.width), compute.type_bits(op.ty) or 64)
            case o.WaveOpKind.MBCNT_LO:
                m = ints[0] & 0xFFFFFFFF
                below = np.minimum(lane, 32)
                counts = np.array([bin(int(m[i]) & ((1 << int(below[i])) - 1)).count("1")
                                   for i in range(self.width)], dtype=np.int64)
                return wrap(counts + ints[1], 32)
            case o.WaveOpKind.MBCNT_HI:
                m = ints[0] & 0xFFFFFFFF
                below = np.clip(lane - 32, 0, 32)
                counts = np.array([bin(int(m[i]) & ((1 << int(below[i])) - 1)).count("1")
                                   for i in range(self.width)], dtype=np.int64)
                return wrap(counts + ints[1], 32)
        assert_never(op.kind)

    def _buffer_addr(self, wave: WaveState, frame: Frame, op: o.BufferAddr,
                     mask: BoolArray) -> Value:
        rsrc = self._eval(wave, frame, op.rsrc)
        parts = [self._eval(wave, frame, x, True) for x in (op.voffset, op.soffset, op.offset)]
        if not isinstance(rsrc, Rsrc) or any(not isinstance(p, np.ndarray) for p in parts):
            raise Incomplete("a buffer address depends on a value amdsync does not track",
                             op.loc)
        offset = sum(p for p in parts if isinstance(p, np.ndarray))
        assert isinstance(offset, np.ndarray)
        if op.vindex is not None:
            vindex = self._eval(wave, frame, op.vindex)
            if not isinstance(vindex, np.ndarray):
                raise Incomplete("a buffer index depends on a value amdsync does not track",
                                 op.loc)
            if rsrc.stride is None:
                # Unknown stride: exact only while every index into this buffer is one
                # and the same value (then the stride shifts every access alike).
                active = vindex[mask]
                first = self.unknown_stride_index.setdefault(int(rsrc.base[0]), (
                    int(active[0]) if active.size else 0))
                if active.size and not bool((active == first).all()):
                    raise Incomplete("buffer indices differ on a descriptor whose stride is "
                                     "not known (a kernel argument): the layout is unknown",
                                     op.loc)
            else:
                offset = offset + vindex * rsrc.stride
        if rsrc.num_records is None:
            in_range = np.ones(self.width, dtype=np.bool_)
        else:
            in_range = (offset >= 0) & (offset < rsrc.num_records)
        return BufPtr(rsrc.base + offset, in_range)

    def _phi_lane(self, frame: Frame, mask: BoolArray, operand: o.Operand,
                  lane: int) -> int | None:
        """Lane ``lane``'s value of a phi of the current block whose register is unknown
        as a whole — Triton's one-lane ``atomic_cas``, whose phi takes ``undef`` from the
        edge the other lanes came along, broadcast by ``readlane``
        (docs/semantics/every-input.md, "Every input", "One lane of a phi"). The lane must
        have entered the block in this entry (it is active): it came from the block
        ``frame.pred`` names, and LangRef's phi gives it that edge's incoming value, which
        the incoming register still holds in that lane (a register is assigned lane by lane,
        and the lane has not run its definition again since). None when that is not known:
        the lane is inactive, the edge's value is ``undef`` or unknown, or lanes that may
        disagree ran every side (the join's phis are unknown:
        explore/every_input/lane_splits.py)."""
        if not isinstance(operand, o.Reg) or not mask[lane] or frame.merged:
            return None
        block = frame.blocks[frame.stack[-1].block]
        phi = next((op for op in block.ops if isinstance(op, o.Phi)
                    and op.dest == operand.name), None)
        if phi is None:
            return None
        came = int(frame.pred[lane])
        for pred_name, incoming in phi.incoming:
            if frame.block_ids.get(pred_name, -2) != came:
                continue
            if isinstance(incoming, o.Const):
                return incoming.value
            held = frame.regs.get(incoming.name) if isinstance(incoming, o.Reg) else None
            return int(held[lane]) if isinstance(held, np.ndarray) else None
        return None

    def _pointer(self, wave: WaveState, frame: Frame, operand: o.Operand, loc: Loc,
                 mask: BoolArray) -> tuple[IntArray, BoolArray, int]:
        """Addresses of a pointer operand, the lanes that really access memory (buffer
        range checks), and its address space."""
        value = self._eval(wave, frame, operand)
        addrspace = self._addrspace(frame, operand)
        if isinstance(value, BufPtr):
            return value.addr, mask & value.in_range, AddressSpace.GLOBAL
        addresses = self._known(value, "an address", loc, frame, operand)
        if addrspace == AddressSpace.LOCAL:  # out of range: dropped (address.LDS_LIMIT)
            return addresses, mask & lds_in_range(addresses), addrspace
        return addresses, mask, addrspace

    def _addrspace(self, frame: Frame, operand: o.Operand) -> int:
        match operand:
            case o.GlobalAddr(_, addrspace):
                return addrspace
            case o.Reg(name):
                return self._reg_addrspace(frame, name)
            case _:
                return AddressSpace.FLAT

    def _reg_addrspace(self, frame: Frame, name: str) -> int:
        cache = self._as_cache.get(frame.function.name)
        if cache is None:
            cache = {}
            for p in frame.function.params:
                if isinstance(p.ty, PtrType):
                    cache[p.name] = p.ty.addrspace
            for op in frame.function.ops():
                ty = result_type(op)
                dest = o.op_dest(op)
                if dest is not None and isinstance(ty, PtrType):
                    cache[dest] = ty.addrspace
            self._as_cache[frame.function.name] = cache
        return int(cache.get(name, AddressSpace.FLAT))

    def _record_uniform(self, wave: WaveState, frame: Frame, mask: BoolArray,
                        op: o.Op) -> None:
        """The value numbers of ``op``'s result (explore/values/uniform.py)."""
        if self.numbering is None:
            return
        dest = getattr(op, "dest", None)
        if isinstance(dest, str) and dest not in frame.regs:
            frame.uniform.pop(dest, None)  # a call's result, assigned at its return
            return
        loaded, self._loaded = self._loaded, None
        uniform.record(self.numbering, frame.uniform, self._params_of(wave, frame), op,
                       mask, lambda x: self._eval(wave, frame, x, True),
                       loaded if isinstance(op, o.Load) else None)

    def _params_of(self, wave: WaveState, frame: Frame) -> frozenset[str]:
        """The kernel's arguments, one value in every lane, when ``frame`` is the
        kernel's activation (a callee's parameters are per-lane values)."""
        return self._kernel_params if frame is wave.frames[0] else frozenset()
