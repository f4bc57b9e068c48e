"""The intrinsics the LLVM reader recognises, and the operations each becomes.

Operand orders follow the AMDGPU backend's intrinsic definitions (checked against
LLVM 22's verifier where it knows the intrinsic) and the spec:

* LDS DMA, GFX9 forms (amdgpu-usage ``llvm.amdgcn.load.to.lds``; amdgpu-async-operations
  "GFX9 Async Instructions")::

      load[.async].to.lds.pN(ptr addrspace(N) %src, ptr addrspace(3) %lds,
                             i32 size, i32 offset, i32 aux)
      global.load[.async].lds(ptr addrspace(1) %src, ptr addrspace(3) %lds,
                              i32 size, i32 offset, i32 aux)
      raw[.ptr].buffer.load[.async].lds(rsrc, ptr addrspace(3) %lds, i32 size,
                                        i32 voffset, i32 soffset, i32 offset, i32 aux)
      struct[.ptr].buffer.load[.async].lds(rsrc, lds, size, i32 vindex, voffset,
                                           soffset, offset, aux)

  → :class:`AsyncCopy` (TO_LDS), ``lds_lane_stride`` 4 for sizes up to 4 bytes, else 16
  ("The LDS pointer is implicitly offset by 4 * lane_id bytes for size <= 4 bytes and
  16 * lane_id bytes for larger sizes"), volatile from aux bit 31 ("They implement
  volatile (via aux/cpol bit 31)"). The immediate offset is added to both addresses;
  buffer forms first compute the source address with :class:`BufferAddr`.
* GFX12.5 forms: ``global.load.async.to.lds.bN(ptr addrspace(1) %src, ptr addrspace(3)
  %lds, i32 offset, i32 cpol)``, ``cluster.load.async.to.lds.bN(…, i32 mask)``,
  ``global.store.async.from.lds.bN(ptr addrspace(1) %dst, ptr addrspace(3) %lds, i32
  offset, i32 cpol)`` → :class:`AsyncCopy` with a per-lane LDS address (stride 0).
* GFX1250 tensor DMA (amdgpu-async-operations "GFX1250 Tensor DMA Instructions"):
  ``tensor.load.to.lds(<4 x i32> g0, <8 x i32> g1, <4 x i32> g2, <4 x i32> g3,
  [<8 x i32> g4,] i32 cpol)``, ``tensor.store.from.lds(…)`` and the ``.d2`` forms
  ``(g0, g1, i32 cpol)`` → :class:`TensorCopy` holding each group's words, decoded when
  it runs (semantics/tensor_dma.py); ``s.wait.tensorcnt(i16 N)`` → :class:`WaitTensorCnt`.
* ``asyncmark`` / ``wait.asyncmark(i16 N)`` (amdgpu-async-operations, "Asyncmark
  Operations"); N must be a constant.
* Hardware counter waits: ``s.wait.asynccnt(i16 N)`` (formats/llvm/asynccnt.py);
  ``s.waitcnt(i32 imm)`` → ``WaitAsyncMark(vmcnt)`` and the GFX12
  ``s.wait.{load,store,sample,bvh,ds,km,exp,x}cnt(i16 N)`` → nothing
  (formats/llvm/hardware_waits.py, docs/semantics/hardware-waits.md).
* Barriers (amdgpu-usage, the ``llvm.amdgcn.s.barrier*`` entries; amdgpu-execution-
  synchronization): see :data:`AMDGCN` for each.

A handler gets an :class:`IntrinsicContext` (implemented by the reader) and emits
operations through it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from amdsync.diagnostics import AmdsyncError
from amdsync.formats.llvm import hardware_waits, intmath, memory_intrinsics
from amdsync.formats.llvm.call_site import CallSite, IntrinsicContext
from amdsync.program import ops as o
from amdsync.program.types import (
    I1,
    I32,
    I64,
    AddressSpace,
    IntType,
    PtrType,
    Type,
    VecType,
    store_size,
)
from amdsync.targets.waitcnt_fields import IMMEDIATE_BITS

Handler = Callable[[IntrinsicContext, CallSite], None]

# ---------------------------------------------------------------- helpers


def _check_arity(ctx: IntrinsicContext, call: CallSite, count: int) -> None:
    if len(call.arg_types) != count:
        ctx.fail("bad-intrinsic-call",
                 f"{call.name} takes {count} arguments, this call passes {len(call.arg_types)}")


def _check_lds_pointer(ctx: IntrinsicContext, call: CallSite, index: int) -> None:
    ty = call.arg_types[index]
    if ty != PtrType(AddressSpace.LOCAL):
        ctx.fail("bad-intrinsic-call",
                 f"argument {index + 1} of {call.name} must be an LDS pointer "
                 f"(ptr addrspace(3)), got {ty}")


_offset = memory_intrinsics.pointer_at


_LDS_DMA_SIZES = (1, 2, 4, 12, 16)  # amdgpu-usage: 1, 2 or 4 bytes (gfx950: 12 or 16)


def _dma_size(ctx: IntrinsicContext, call: CallSite, index: int) -> int:
    size = ctx.const_arg(index, "the size operand")
    if size not in _LDS_DMA_SIZES:
        ctx.fail("bad-lds-dma-size",
                 f"{call.name} copies 1, 2, 4, 12 or 16 bytes per lane, not {size}")
    return size


def _lane_stride(size: int) -> int:
    # amdgpu-usage, llvm.amdgcn.load.to.lds: 4 * lane_id for size <= 4, else 16 * lane_id.
    return 4 if size <= 4 else 16


def _volatile(aux: int) -> bool:
    # amdgpu-usage, "LDS DMA loads": volatile via aux/cpol bit 31.
    return bool((aux >> 31) & 1)


# ---------------------------------------------------------------- LDS DMA


def _pointer_dma(asynchronous: bool) -> Handler:
    """``load[.async].to.lds.pN`` and ``global.load[.async].lds``."""

    def handle(ctx: IntrinsicContext, call: CallSite) -> None:
        _check_arity(ctx, call, 5)
        _check_lds_pointer(ctx, call, 1)
        src_ty = call.arg_types[0]
        if not isinstance(src_ty, PtrType) or src_ty.addrspace not in (
                AddressSpace.FLAT, AddressSpace.GLOBAL, AddressSpace.BUFFER_FAT_POINTER):
            ctx.fail("bad-intrinsic-call",
                     f"the source of {call.name} must be a flat, global or buffer fat "
                     f"pointer, got {src_ty}")
        size = _dma_size(ctx, call, 2)
        offset = ctx.const_arg(3, "the offset operand", signed=True)
        aux = ctx.const_arg(4, "the aux operand")
        src = _offset(ctx, call, ctx.arg(0), src_ty, offset)
        dst = _offset(ctx, call, ctx.arg(1), call.arg_types[1], offset)
        ctx.emit(o.AsyncCopy(src, dst, size, o.CopyDirection.TO_LDS, asynchronous,
                             _lane_stride(size), call.name, call.loc, _volatile(aux)))

    return handle


def _buffer_dma(asynchronous: bool, structured: bool) -> Handler:
    """``{raw|struct}[.ptr].buffer.load[.async].lds``."""

    def handle(ctx: IntrinsicContext, call: CallSite) -> None:
        _check_arity(ctx, call, 8 if structured else 7)
        _check_lds_pointer(ctx, call, 1)
        size = _dma_size(ctx, call, 2)
        k = 4 if structured else 3
        vindex = ctx.arg(3) if structured else None
        offset = ctx.const_arg(k + 2, "the offset operand", signed=True)
        aux = ctx.const_arg(k + 3, "the aux operand")
        addr = ctx.fresh("buf")
        ctx.emit(o.BufferAddr(addr, ctx.arg(0), ctx.arg(k), ctx.arg(k + 1),
                              o.Const(offset, I32), vindex, call.loc))
        dst = _offset(ctx, call, ctx.arg(1), call.arg_types[1], offset)
        ctx.emit(o.AsyncCopy(o.Reg(addr), dst, size, o.CopyDirection.TO_LDS, asynchronous,
                             _lane_stride(size), call.name, call.loc, _volatile(aux)))

    return handle


def _gfx1250_dma(direction: o.CopyDirection, size: int, cluster: bool) -> Handler:
    """``{global|cluster}.load.async.to.lds.bN`` / ``global.store.async.from.lds.bN``:
    per-lane global and LDS addresses, the offset applied to both."""

    def handle(ctx: IntrinsicContext, call: CallSite) -> None:
        _check_arity(ctx, call, 5 if cluster else 4)
        _check_lds_pointer(ctx, call, 1)
        offset = ctx.const_arg(2, "the offset operand", signed=True)
        ctx.const_arg(3, "the cache-policy operand")
        global_ptr = _offset(ctx, call, ctx.arg(0), call.arg_types[0], offset)
        lds_ptr = _offset(ctx, call, ctx.arg(1), call.arg_types[1], offset)
        if cluster:
            mask = ctx.arg(4)
            if mask != o.Const(0, I32):
                ctx.warn("cluster-broadcast-ignored",
                         f"the workgroup broadcast mask of {call.name} is not modelled: the "
                         "copy is modelled as writing the issuing workgroup's LDS only")
        if direction is o.CopyDirection.TO_LDS:
            src, dst = global_ptr, lds_ptr
        else:
            src, dst = lds_ptr, global_ptr
        ctx.emit(o.AsyncCopy(src, dst, size, direction, True, 0, call.name, call.loc))

    return handle


# ---------------------------------------------------------------- tensor DMA

# The D# groups' word counts (IntrinsicsAMDGPU.td: <4 x i32> group 0, <8 x i32> group 1,
# <4 x i32> groups 2 and 3, and in newer LLVM a reserved <8 x i32> group 4).
_TENSOR_GROUPS = (4, 8, 4, 4, 8)


def _tensor_dma(direction: o.CopyDirection, d2: bool) -> Handler:
    """``tensor.load.to.lds[.d2]`` / ``tensor.store.from.lds[.d2]``: the descriptor
    groups, then an i32 cache policy. The full form takes groups 0-3 (LLVM 21/22) or
    0-4; ``.d2`` takes groups 0 and 1."""

    def handle(ctx: IntrinsicContext, call: CallSite) -> None:
        counts = (3,) if d2 else (5, 6)
        if len(call.arg_types) not in counts:
            ctx.fail("bad-intrinsic-call",
                     f"{call.name} takes {' or '.join(map(str, counts))} arguments, this "
                     f"call passes {len(call.arg_types)}")
        ngroups = len(call.arg_types) - 1
        groups = []
        for g in range(ngroups):
            expected = VecType(_TENSOR_GROUPS[g], I32)
            if call.arg_types[g] != expected:
                ctx.fail("bad-intrinsic-call", f"D# group {g} of {call.name} must be "
                         f"{expected}, got {call.arg_types[g]}")
            groups.append(ctx.vector_arg(g, f"D# group {g} of {call.name}"))
        ctx.const_arg(ngroups, "the cache-policy operand")
        ctx.emit(o.TensorCopy(direction, tuple(groups), call.name, call.loc))

    return handle


def _wait_tensorcnt(ctx: IntrinsicContext, call: CallSite) -> None:
    _check_arity(ctx, call, 1)
    count = ctx.const_arg(0, "the wait count", code="nonconstant-wait-count")
    ctx.emit(o.WaitTensorCnt(count, call.loc))


# ---------------------------------------------------------------- asyncmarks


def _asyncmark(ctx: IntrinsicContext, call: CallSite) -> None:
    _check_arity(ctx, call, 0)
    ctx.emit(o.AsyncMark(call.loc))


def _wait_asyncmark(ctx: IntrinsicContext, call: CallSite) -> None:
    _check_arity(ctx, call, 1)
    count = ctx.const_arg(0, "the wait count", code="nonconstant-wait-count")
    ctx.emit(o.WaitAsyncMark(count, call.loc))


def _wait_asynccnt(ctx: IntrinsicContext, call: CallSite) -> None:
    """``s.wait.asynccnt(N)``: read as ``wait.asyncmark(N)`` over one mark per counted
    transfer (formats/llvm/asynccnt.py)."""
    _check_arity(ctx, call, 1)
    count = ctx.const_arg(0, "the wait count", code="nonconstant-wait-count")
    ctx.emit(o.WaitAsyncMark(count, call.loc, "s.wait.asynccnt"))


def _s_waitcnt(ctx: IntrinsicContext, call: CallSite) -> None:
    """``s.waitcnt(i32 imm)``: its vmcnt field, read as ``wait.asyncmark`` over one mark
    per vmcnt-counted asynchronous LDS DMA copy, or dropped where the function has none
    (formats/llvm/hardware_waits.py; the immediate's layout: targets/waitcnt_fields.py)."""
    _check_arity(ctx, call, 1)
    imm = ctx.const_arg(0, "the wait immediate", code="nonconstant-wait-count")
    if not 0 <= imm < 1 << IMMEDIATE_BITS:
        ctx.fail("bad-wait-count", f"{call.name}({imm}): the immediate is the "
                 f"instruction's {IMMEDIATE_BITS}-bit field (0..{(1 << IMMEDIATE_BITS) - 1})")
    ctx.emit(o.WaitAsyncMark(hardware_waits.vmcnt_of(imm), call.loc, hardware_waits.COUNTER))


def _no_effect_wait(ctx: IntrinsicContext, call: CallSite) -> None:
    """A GFX12 ``s.wait.<counter>(i16 N)`` on a counter that counts no operation the
    model leaves outstanding: nothing to do (docs/semantics/hardware-waits.md)."""
    _check_arity(ctx, call, 1)
    ctx.const_arg(0, "the wait count", code="nonconstant-wait-count")


# ---------------------------------------------------------------- ids and wave ops


def _thread_id(kind: o.IdKind, dim: int) -> Handler:
    def handle(ctx: IntrinsicContext, call: CallSite) -> None:
        _check_arity(ctx, call, 0)
        ctx.emit(o.ThreadId(call.dest or ctx.fresh("id"), kind, dim, call.loc))

    return handle


def _wave_op(kind: o.WaveOpKind, arity: int) -> Handler:
    def handle(ctx: IntrinsicContext, call: CallSite) -> None:
        _check_arity(ctx, call, arity)
        args = tuple(ctx.arg(i) for i in range(arity))
        ctx.emit(o.WaveOp(call.dest or ctx.fresh("w"), kind, args, call.ret, call.loc))

    return handle


# ---------------------------------------------------------------- buffers


def _make_buffer_rsrc(ctx: IntrinsicContext, call: CallSite) -> None:
    _check_arity(ctx, call, 4)
    ctx.emit(o.MakeBufferRsrc(call.dest or ctx.fresh("rsrc"), ctx.arg(0), ctx.arg(1),
                              ctx.arg(2), ctx.arg(3), call.loc))


def _buffer_load(structured: bool) -> Handler:
    """``{raw|struct}[.ptr].buffer.load(rsrc, [vindex,] voffset, soffset, aux)``."""

    def handle(ctx: IntrinsicContext, call: CallSite) -> None:
        _check_arity(ctx, call, 5 if structured else 4)
        k = 2 if structured else 1
        aux = ctx.const_arg(k + 2, "the aux operand")
        addr = ctx.fresh("buf")
        ctx.emit(o.BufferAddr(addr, ctx.arg(0), ctx.arg(k), ctx.arg(k + 1), o.Const(0, I32),
                              ctx.arg(1) if structured else None, call.loc))
        ctx.emit(o.Load(call.dest or ctx.fresh("ld"), o.Reg(addr), call.ret,
                        store_size(call.ret), None, _volatile(aux), call.loc))

    return handle


def _buffer_store(structured: bool) -> Handler:
    """``{raw|struct}[.ptr].buffer.store(vdata, rsrc, [vindex,] voffset, soffset, aux)``."""

    def handle(ctx: IntrinsicContext, call: CallSite) -> None:
        _check_arity(ctx, call, 6 if structured else 5)
        k = 3 if structured else 2
        aux = ctx.const_arg(k + 2, "the aux operand")
        addr = ctx.fresh("buf")
        ctx.emit(o.BufferAddr(addr, ctx.arg(1), ctx.arg(k), ctx.arg(k + 1), o.Const(0, I32),
                              ctx.arg(2) if structured else None, call.loc))
        ty = call.arg_types[0]
        ctx.emit(o.Store(o.Reg(addr), ctx.arg(0), ty, store_size(ty), None, _volatile(aux),
                         call.loc))

    return handle


# LLVM's atomicrmw operation for each buffer atomic (IntrinsicsAMDGPU.td,
# "int_amdgcn_{raw,struct}[_ptr]_buffer_atomic_*"; cond_sub_u32 is usub_cond).
_BUFFER_ATOMICS = {
    "swap": "xchg", "add": "add", "sub": "sub", "smin": "min", "umin": "umin",
    "smax": "max", "umax": "umax", "and": "and", "or": "or", "xor": "xor",
    "inc": "uinc_wrap", "dec": "udec_wrap", "fadd": "fadd", "fmin": "fmin",
    "fmax": "fmax", "cond.sub.u32": "usub_cond",
}


def _buffer_element(ctx: IntrinsicContext, call: CallSite, rsrc: int,
                    structured: bool) -> o.Reg:
    """The element a buffer atomic addresses: ``rsrc, [vindex,] voffset, soffset, aux``
    from argument ``rsrc`` on (the aux operand must be a constant)."""
    k = rsrc + 2 if structured else rsrc + 1
    ctx.const_arg(k + 2, "the aux operand")
    addr = ctx.fresh("buf")
    ctx.emit(o.BufferAddr(addr, ctx.arg(rsrc), ctx.arg(k), ctx.arg(k + 1), o.Const(0, I32),
                          ctx.arg(rsrc + 1) if structured else None, call.loc))
    return o.Reg(addr)


def _buffer_atomic(rmw: str, structured: bool) -> Handler:
    """``{raw|struct}[.ptr].buffer.atomic.OP(vdata, rsrc, [vindex,] voffset, soffset,
    aux)``: an atomic read-modify-write of the buffer element, returning the old value.
    The intrinsic names no ordering or scope: a relaxed (monotonic) atomic at system
    scope, as LLVM's atomicrmw without syncscope (docs/llvm-reader.md); out-of-range
    lanes do nothing (the BufferAddr's range check)."""

    def handle(ctx: IntrinsicContext, call: CallSite) -> None:
        _check_arity(ctx, call, 6 if structured else 5)
        addr = _buffer_element(ctx, call, 1, structured)
        ty = call.arg_types[0]
        ctx.emit(o.AtomicRMW(call.dest or ctx.fresh("rmw"), rmw, addr, ctx.arg(0), ty,
                             store_size(ty), o.Atomicity(o.Ordering.MONOTONIC), call.loc))

    return handle


def _buffer_cmpswap(structured: bool) -> Handler:
    """``{raw|struct}[.ptr].buffer.atomic.cmpswap(src, cmp, rsrc, [vindex,] voffset,
    soffset, aux)`` (IntrinsicsAMDGPU.td): compare the buffer element with ``cmp`` and,
    when equal, store ``src``; returns the old value. A compare-exchange, relaxed at
    system scope like the other buffer atomics."""

    def handle(ctx: IntrinsicContext, call: CallSite) -> None:
        _check_arity(ctx, call, 7 if structured else 6)
        addr = _buffer_element(ctx, call, 2, structured)
        ty = call.arg_types[0]
        ctx.emit(o.CmpXchg(call.dest or ctx.fresh("cas"), addr, ctx.arg(1),
                           ctx.arg(0), ty, store_size(ty), o.Atomicity(o.Ordering.MONOTONIC),
                           o.Ordering.MONOTONIC, call.loc))

    return handle


def _transpose_load(size: int) -> Handler:
    """``ds.read.trN.bM`` (gfx950), ``ds.load.trN.bM`` and ``global.load.trN.bM``
    (gfx12.5): each lane supplies an address and the instruction reads ``M`` bits from
    it; the hardware then redistributes the elements across the lanes of a row
    (the transpose). Modelled as each lane's load of ``M / 8`` bytes at its own address:
    the bytes read are exact, the lane each byte lands in is the abstracted value.
    The ``ds`` forms read LDS: their pointer must be ``addrspace(3)``."""

    def handle(ctx: IntrinsicContext, call: CallSite) -> None:
        _check_arity(ctx, call, 1)
        if ".ds." in call.name:
            _check_lds_pointer(ctx, call, 0)
        ctx.emit(o.Load(call.dest or ctx.fresh("ld"), ctx.arg(0), call.ret, size, None, False,
                        call.loc))

    return handle


# ---------------------------------------------------------------- av load / store

_SCOPES = {
    "": o.Scope.SYSTEM, "agent": o.Scope.AGENT, "cluster": o.Scope.CLUSTER,
    "workgroup": o.Scope.WORKGROUP, "wavefront": o.Scope.WAVEFRONT,
    "singlethread": o.Scope.SINGLETHREAD,
}


def parse_scope(name: str) -> o.SyncScope | None:
    """An LLVM syncscope name → SyncScope (amdgpu-usage, "Memory Scopes", including the
    ``-one-as`` scopes); None when unknown."""
    if name == "one-as":
        return o.SyncScope(o.Scope.SYSTEM, True)
    one_as = name.endswith("-one-as")
    base = name[: -len("-one-as")] if one_as else name
    if one_as and base == "":
        return None
    scope = _SCOPES.get(base)
    return None if scope is None else o.SyncScope(scope, one_as)


def _av_scope(ctx: IntrinsicContext, call: CallSite, index: int) -> o.SyncScope:
    text = ctx.metadata_string_arg(index)
    scope = None if text is None else parse_scope(text)
    if scope is None:
        shown = "a non-string metadata operand" if text is None else f'"{text}"'
        ctx.fail("unknown-av-scope",
                 f"{call.name} needs a scope string (\"\", \"agent\", \"cluster\", "
                 f"\"workgroup\", \"wavefront\", \"singlethread\", optionally \"-one-as\"), "
                 f"got {shown}")
    assert scope is not None
    return scope


def _av_load(ctx: IntrinsicContext, call: CallSite) -> None:
    # amdgpu-memory-model, "load-visible": @llvm.amdgcn.av.global.load.b128(ptr, scope).
    _check_arity(ctx, call, 2)
    scope = _av_scope(ctx, call, 1)
    ctx.emit(o.AvLoad(call.dest or ctx.fresh("av"), ctx.arg(0), scope, call.loc,
                      store_size(call.ret) or 16))


def _av_store(ctx: IntrinsicContext, call: CallSite) -> None:
    # amdgpu-memory-model, "store-available": @llvm.amdgcn.av.global.store.b128(ptr, value, scope).
    _check_arity(ctx, call, 3)
    scope = _av_scope(ctx, call, 2)
    ctx.emit(o.AvStore(ctx.arg(0), ctx.arg(1), scope, call.loc,
                       store_size(call.arg_types[1]) or 16))


# ---------------------------------------------------------------- barriers


def _s_barrier(barrier: o.BarrierId) -> Handler:
    """``s.barrier`` / ``s.cluster.barrier``: arrive immediately followed by wait
    (amdgpu-usage, ``llvm.amdgcn.s.barrier``)."""

    def handle(ctx: IntrinsicContext, call: CallSite) -> None:
        _check_arity(ctx, call, 0)
        ctx.emit(o.BarrierArrive(barrier, None, call.loc, intrinsic=call.name))
        ctx.emit(o.BarrierWait(barrier, call.loc, intrinsic=call.name))

    return handle


def _barrier_signal(returns_first: bool) -> Handler:
    def handle(ctx: IntrinsicContext, call: CallSite) -> None:
        _check_arity(ctx, call, 1)
        barrier_id = ctx.const_arg(0, "the barrier id", signed=True)
        ctx.emit(o.BarrierArrive(o.BarrierId(barrier_id), None, call.loc,
                                 dest=call.dest if returns_first else None,
                                 intrinsic=call.name))

    return handle


def _barrier_signal_var(ctx: IntrinsicContext, call: CallSite) -> None:
    # "Performs a barrier arrive operation on the barrier object determined by the first
    # argument. The second argument is an i32 immediate expected count."
    _check_arity(ctx, call, 2)
    ctx.emit(o.BarrierArrive(o.NamedBarrier(ctx.arg(0)), ctx.arg(1), call.loc,
                             intrinsic=call.name))


def _barrier_wait(ctx: IntrinsicContext, call: CallSite) -> None:
    _check_arity(ctx, call, 1)
    barrier_id = ctx.const_arg(0, "the barrier id", signed=True)
    ctx.emit(o.BarrierWait(o.BarrierId(barrier_id), call.loc, intrinsic=call.name))


def _barrier_init(ctx: IntrinsicContext, call: CallSite) -> None:
    _check_arity(ctx, call, 2)
    ctx.emit(o.BarrierInit(o.NamedBarrier(ctx.arg(0)), ctx.arg(1), call.loc,
                           intrinsic=call.name))


def _barrier_join(ctx: IntrinsicContext, call: CallSite) -> None:
    _check_arity(ctx, call, 1)
    ctx.emit(o.BarrierJoin(o.NamedBarrier(ctx.arg(0)), call.loc, intrinsic=call.name))


def _barrier_leave(ctx: IntrinsicContext, call: CallSite) -> None:
    # "Performs a barrier drop operation"; s_barrier_leave drops the barrier object the
    # thread joined (amdgpu-usage, "drop … s_barrier_leave"). The i16 operand is kept as id.
    _check_arity(ctx, call, 1)
    barrier_id = ctx.const_arg(0, "the barrier operand", signed=True)
    ctx.emit(o.BarrierDrop(o.BarrierId(barrier_id), call.loc, intrinsic=call.name))


def _gws_resource(ctx: IntrinsicContext, call: CallSite) -> o.GwsResource:
    resource = ctx.const_arg(1, "the GWS resource id")
    if not 0 <= resource <= 63:
        raise AmdsyncError("bad-intrinsic", f"{call.name}: GWS resource {resource} is out "
                           "of range (0..63)", call.loc)
    return o.GwsResource(resource)


def _gws_barrier(ctx: IntrinsicContext, call: CallSite) -> None:
    """``ds.gws.barrier(waves minus one, resource)``: the wave arrives at the resource
    and waits until that many waves have (docs/semantics/barriers.md, "Global wave sync
    barriers")."""
    _check_arity(ctx, call, 2)
    gws = _gws_resource(ctx, call)
    ctx.emit(o.BarrierArrive(gws, ctx.arg(0), call.loc, intrinsic=call.name))
    ctx.emit(o.BarrierWait(gws, call.loc, intrinsic=call.name))


def _gws_init(ctx: IntrinsicContext, call: CallSite) -> None:
    _check_arity(ctx, call, 2)
    ctx.emit(o.BarrierInit(_gws_resource(ctx, call), ctx.arg(0), call.loc,
                           intrinsic=call.name))


# ---------------------------------------------------------------- opaque and dropped


def _opaque(ctx: IntrinsicContext, call: CallSite) -> None:
    kept = [i for i in range(len(call.arg_types)) if not _is_metadata(call.arg_types[i])]
    ctx.emit(o.Opaque(call.dest, call.name, tuple(ctx.arg(i) for i in kept), call.ret,
                      call.loc, arg_types=tuple(call.arg_types[i] for i in kept)))


def _is_metadata(ty: Type) -> bool:
    return str(ty) == "metadata"


def _drop(ctx: IntrinsicContext, call: CallSite) -> None:
    del ctx, call


def _identity(ctx: IntrinsicContext, call: CallSite) -> None:
    # llvm.expect: the value of its first argument.
    ctx.emit(o.Cast(call.dest or ctx.fresh("v"), o.CastKind.BITCAST, ctx.arg(0), call.ret,
                    call.loc, call.arg_types[0]))


def _minmax(kind: o.BinOpKind) -> Handler:
    def handle(ctx: IntrinsicContext, call: CallSite) -> None:
        _check_arity(ctx, call, 2)
        if not isinstance(call.ret, IntType):
            _opaque(ctx, call)
            return
        ctx.emit(o.BinOp(call.dest or ctx.fresh("v"), kind, ctx.arg(0), ctx.arg(1), call.ret,
                         call.loc))

    return handle


def _int_result(ctx: IntrinsicContext, call: CallSite, arity: int) -> intmath.Builder | None:
    """A builder for an integer intrinsic of at most 64 bits returning ``call.ret``;
    None (after emitting an ``Opaque``) for other types (vectors are split into their
    elements before their calls are read, formats/llvm/vectors.py)."""
    _check_arity(ctx, call, arity)
    ty = call.arg_types[0] if call.arg_types else call.ret
    if not isinstance(ty, IntType) or ty.bits > 64:
        _opaque(ctx, call)
        return None
    return intmath.Builder(ctx.fresh, ctx.emit, ty, call.loc)


def _dest(ctx: IntrinsicContext, call: CallSite) -> str:
    return call.dest or ctx.fresh("v")


def _funnel_shift(left: bool) -> Handler:
    """``llvm.fshl/fshr(a, b, c)`` on integers (LangRef: the concatenation a:b shifted
    by c modulo the width; fshl keeps the high half, fshr the low half). A constant
    shift is two shifts and an or (Triton packs tensor DMA descriptor fields so); a
    variable one also selects ``a`` / ``b`` for a shift of 0."""

    def handle(ctx: IntrinsicContext, call: CallSite) -> None:
        b = _int_result(ctx, call, 3)
        if b is None:
            return
        ty = b.ty
        amount = ctx.arg(2)
        dest = _dest(ctx, call)
        if not isinstance(amount, o.Const):
            intmath.funnel_shift(b, left, ctx.arg(0), ctx.arg(1), amount, dest)
            return
        c = amount.value % ty.bits
        if c == 0:
            ctx.emit(o.Cast(dest, o.CastKind.BITCAST, ctx.arg(0 if left else 1), ty,
                            call.loc, ty))
            return
        high_shift = c if left else ty.bits - c
        high, low = ctx.fresh("fsh"), ctx.fresh("fsh")
        ctx.emit(o.BinOp(high, o.BinOpKind.SHL, ctx.arg(0), o.Const(high_shift, ty), ty,
                         call.loc))
        ctx.emit(o.BinOp(low, o.BinOpKind.LSHR, ctx.arg(1),
                         o.Const(ty.bits - high_shift, ty), ty, call.loc))
        ctx.emit(o.BinOp(dest, o.BinOpKind.OR, o.Reg(high), o.Reg(low), ty, call.loc))

    return handle


def _bit_count(count: Callable[[intmath.Builder, o.Operand, str | None], o.Reg],
               flagged: bool) -> Handler:
    """``llvm.ctpop(x)``, ``llvm.cttz/ctlz(x, i1 is_zero_poison)``, ``llvm.bswap``,
    ``llvm.bitreverse``: exact (formats/llvm/intmath.py)."""

    def handle(ctx: IntrinsicContext, call: CallSite) -> None:
        b = _int_result(ctx, call, 2 if flagged else 1)
        if b is None:
            return
        if flagged:
            ctx.const_arg(1, "the is_zero_poison operand")
        count(b, ctx.arg(0), _dest(ctx, call))

    return handle


def _abs(ctx: IntrinsicContext, call: CallSite) -> None:
    b = _int_result(ctx, call, 2)
    if b is None:
        return
    ctx.const_arg(1, "the is_int_min_poison operand")
    intmath.absolute(b, ctx.arg(0), _dest(ctx, call))


def _saturating(name: str) -> Handler:
    def handle(ctx: IntrinsicContext, call: CallSite) -> None:
        b = _int_result(ctx, call, 2)
        if b is not None:
            intmath.saturating(b, name, ctx.arg(0), ctx.arg(1), _dest(ctx, call))

    return handle


def _with_overflow(name: str) -> Handler:
    """``llvm.{s,u}{add,sub,mul}.with.overflow(a, b)`` → ``{T, i1}``: the struct stays
    an abstracted value, and ``extractvalue`` 0 / 1 of it read the wrapped result and
    the overflow bit computed exactly (a signed product wider than 32 bits has an
    unknown overflow bit)."""
    signed_ = name.startswith("s")
    compute = {"add": intmath.add_overflow, "sub": intmath.sub_overflow,
               "mul": intmath.mul_overflow}[name[1:]]

    def handle(ctx: IntrinsicContext, call: CallSite) -> None:
        b = _int_result(ctx, call, 2)
        if b is None:
            return
        value, overflow = compute(b, ctx.arg(0), ctx.arg(1), signed_)
        dest = _dest(ctx, call)
        ctx.emit(o.Opaque(dest, call.name, (ctx.arg(0), ctx.arg(1)), call.ret, call.loc))
        ctx.define_aggregate(dest, (value, overflow))

    return handle


def _vector_reduce(kind: o.BinOpKind) -> Handler:
    """``llvm.vector.reduce.{add,mul,and,or,xor,smax,smin,umax,umin}(<N x iK> v)``
    (LangRef: the operation over the elements; integer reductions are exact in any
    order): the elements combined left to right."""

    def handle(ctx: IntrinsicContext, call: CallSite) -> None:
        _check_arity(ctx, call, 1)
        elements = ctx.elements_arg(0)
        ty = call.ret
        if elements is None or not isinstance(ty, IntType) or ty.bits > 64:
            _opaque(ctx, call)
            return
        dest = _dest(ctx, call)
        acc = elements[0]
        for k, element in enumerate(elements[1:], 1):
            name = dest if k == len(elements) - 1 else ctx.fresh("red")
            ctx.emit(o.BinOp(name, kind, acc, element, ty, call.loc))
            acc = o.Reg(name)
        if len(elements) == 1:
            ctx.emit(o.Cast(dest, o.CastKind.BITCAST, acc, ty, call.loc, ty))

    return handle


def _bitfield_extract(signed_: bool) -> Handler:
    def handle(ctx: IntrinsicContext, call: CallSite) -> None:
        b = _int_result(ctx, call, 3)
        if b is not None:
            intmath.bitfield_extract(b, signed_, ctx.arg(0), ctx.arg(1), ctx.arg(2),
                                     _dest(ctx, call))

    return handle


# CmpInst predicates as llvm.amdgcn.icmp takes them (LLVM's CmpInst::Predicate).
_ICMP_PREDICATES = {
    32: o.ICmpPred.EQ, 33: o.ICmpPred.NE, 34: o.ICmpPred.UGT, 35: o.ICmpPred.UGE,
    36: o.ICmpPred.ULT, 37: o.ICmpPred.ULE, 38: o.ICmpPred.SGT, 39: o.ICmpPred.SGE,
    40: o.ICmpPred.SLT, 41: o.ICmpPred.SLE,
}


def _amdgcn_icmp(ctx: IntrinsicContext, call: CallSite) -> None:
    """``llvm.amdgcn.icmp(a, b, i32 pred)`` (IntrinsicsAMDGPU.td; HIP's ``__ballot``
    in clang 19's headers): the mask of the active lanes where ``a pred b`` holds, a
    ``ballot`` of the comparison."""
    _check_arity(ctx, call, 3)
    pred = _ICMP_PREDICATES.get(ctx.const_arg(2, "the predicate operand"))
    if pred is None or not isinstance(call.ret, IntType):
        ctx.fail("bad-intrinsic-call", f"{call.name} takes an integer comparison "
                 "predicate (32-41: eq, ne, ugt, uge, ult, ule, sgt, sge, slt, sle)")
        return
    held = ctx.fresh("cmp")
    ctx.emit(o.ICmp(held, pred, ctx.arg(0), ctx.arg(1), call.loc))
    ctx.emit(o.WaveOp(_dest(ctx, call), o.WaveOpKind.BALLOT, (o.Reg(held),), call.ret,
                      call.loc))


def _read_register(ctx: IntrinsicContext, call: CallSite) -> None:
    """``llvm.read_register.iN(metadata !{!"exec"})`` (LangRef; clang's HIP headers read
    ``exec``, ``exec_lo``, ``exec_hi`` for ``__syncthreads_count``, ``__activemask``):
    the mask of the wave's active lanes is ``ballot(true)`` (amdgpu-usage,
    ``llvm.amdgcn.ballot``: "ballot(i1 true) return EXEC mask"); ``exec_hi`` its bits
    32-63. Other registers are not modelled."""
    _check_arity(ctx, call, 1)
    register = ctx.metadata_tuple_string_arg(0)
    ty = call.ret
    if register not in ("exec", "exec_lo", "exec_hi") or not isinstance(ty, IntType):
        shown = f'"{register}"' if register is not None else "this register"
        ctx.fail("unsupported-intrinsic", f"{call.name} of {shown} is not modelled "
                 '(only "exec", "exec_lo" and "exec_hi", the active-lane mask)')
        return
    dest = _dest(ctx, call)
    true = o.Const(1, I1)
    if register != "exec_hi":
        ctx.emit(o.WaveOp(dest, o.WaveOpKind.BALLOT, (true,), ty, call.loc))
        return
    mask, high = ctx.fresh("exec"), ctx.fresh("exec")
    ctx.emit(o.WaveOp(mask, o.WaveOpKind.BALLOT, (true,), I64, call.loc))
    ctx.emit(o.BinOp(high, o.BinOpKind.LSHR, o.Reg(mask), o.Const(32, I64), I64, call.loc))
    ctx.emit(o.Cast(dest, o.CastKind.TRUNC, o.Reg(high), ty, call.loc, I64))


# LLVM's AtomicOrdering values, as the old amdgcn atomic intrinsics take them.
_ATOMIC_ORDERINGS = {2: o.Ordering.MONOTONIC, 4: o.Ordering.ACQUIRE, 5: o.Ordering.RELEASE,
                     6: o.Ordering.ACQ_REL, 7: o.Ordering.SEQ_CST}


def _old_atomic(rmw: str) -> Handler:
    """``llvm.amdgcn.atomic.{inc,dec}(ptr, val, i32 ordering, i32 scope, i1 volatile)``
    (the forms the ROCm device libraries still call, with typed-pointer suffixes such
    as ``.i32.p0i32``): LLVM reads them as ``atomicrmw uinc_wrap`` / ``udec_wrap``
    (its auto-upgrade): the ordering operand when it is monotonic or stronger, else
    seq_cst; always ``syncscope("agent")`` ("the scope argument never really worked");
    volatile when the last operand is true."""

    def handle(ctx: IntrinsicContext, call: CallSite) -> None:
        _check_arity(ctx, call, 5)
        ty = call.arg_types[1]
        if not isinstance(call.arg_types[0], PtrType) or not isinstance(ty, IntType):
            ctx.fail("bad-intrinsic-call", f"{call.name} takes a pointer and an integer")
        ordering = _ATOMIC_ORDERINGS.get(ctx.const_arg(2, "the ordering operand"),
                                         o.Ordering.SEQ_CST)
        ctx.const_arg(3, "the scope operand")
        volatile = ctx.const_arg(4, "the volatile operand") != 0
        ctx.emit(o.AtomicRMW(_dest(ctx, call), rmw, ctx.arg(0), ctx.arg(1), ty,
                             store_size(ty), o.Atomicity(ordering, o.SyncScope(o.Scope.AGENT)),
                             call.loc, volatile))

    return handle


# ---------------------------------------------------------------- the tables

_DIMS = {"x": 0, "y": 1, "z": 2}

AMDGCN: dict[str, Handler] = {
    "asyncmark": _asyncmark,
    "wait.asyncmark": _wait_asyncmark,
    "tensor.load.to.lds": _tensor_dma(o.CopyDirection.TO_LDS, False),
    "tensor.store.from.lds": _tensor_dma(o.CopyDirection.FROM_LDS, False),
    "tensor.load.to.lds.d2": _tensor_dma(o.CopyDirection.TO_LDS, True),
    "tensor.store.from.lds.d2": _tensor_dma(o.CopyDirection.FROM_LDS, True),
    "s.wait.tensorcnt": _wait_tensorcnt,
    "s.wait.asynccnt": _wait_asynccnt,
    "s.waitcnt": _s_waitcnt,
    **{name: _no_effect_wait for name in hardware_waits.NO_EFFECT_WAITS},
    "wavefrontsize": _thread_id(o.IdKind.WAVE_SIZE, 0),
    # IntrinsicsAMDGPU.td, int_amdgcn_wave_id (GFX12.5, Triton's gfx1250 kernels): the
    # wave's index within its workgroup.
    "wave.id": _thread_id(o.IdKind.WAVE, 0),
    # The launch's constant blocks (explore/memory/launch_memory.py): loads from them read the
    # values of the launch shape.
    "implicitarg.ptr": _thread_id(o.IdKind.IMPLICITARG_PTR, 0),
    "dispatch.ptr": _thread_id(o.IdKind.DISPATCH_PTR, 0),
    "mbcnt.lo": _wave_op(o.WaveOpKind.MBCNT_LO, 2),
    "mbcnt.hi": _wave_op(o.WaveOpKind.MBCNT_HI, 2),
    "readfirstlane": _wave_op(o.WaveOpKind.READFIRSTLANE, 1),
    "readlane": _wave_op(o.WaveOpKind.READLANE, 2),
    "ballot": _wave_op(o.WaveOpKind.BALLOT, 1),
    "icmp": _amdgcn_icmp,
    "ubfe": _bitfield_extract(False),
    "sbfe": _bitfield_extract(True),
    "atomic.inc": _old_atomic("uinc_wrap"),
    "atomic.dec": _old_atomic("udec_wrap"),
    "load.to.lds": _pointer_dma(False),
    "load.async.to.lds": _pointer_dma(True),
    "global.load.lds": _pointer_dma(False),
    "global.load.async.lds": _pointer_dma(True),
    "raw.buffer.load.lds": _buffer_dma(False, False),
    "raw.buffer.load.async.lds": _buffer_dma(True, False),
    "raw.ptr.buffer.load.lds": _buffer_dma(False, False),
    "raw.ptr.buffer.load.async.lds": _buffer_dma(True, False),
    "struct.buffer.load.lds": _buffer_dma(False, True),
    "struct.buffer.load.async.lds": _buffer_dma(True, True),
    "struct.ptr.buffer.load.lds": _buffer_dma(False, True),
    "struct.ptr.buffer.load.async.lds": _buffer_dma(True, True),
    "make.buffer.rsrc": _make_buffer_rsrc,
    "raw.ptr.buffer.load": _buffer_load(False),
    "struct.ptr.buffer.load": _buffer_load(True),
    "raw.ptr.buffer.store": _buffer_store(False),
    "struct.ptr.buffer.store": _buffer_store(True),
    "av.load.b128": _av_load,
    "av.global.load.b128": _av_load,
    "av.store.b128": _av_store,
    "av.global.store.b128": _av_store,
    "s.barrier": _s_barrier(o.WORKGROUP_BARRIER),
    "ds.gws.barrier": _gws_barrier,
    "ds.gws.init": _gws_init,
    "s.cluster.barrier": _s_barrier(o.CLUSTER_BARRIER),
    "s.barrier.signal": _barrier_signal(False),
    "s.barrier.signal.isfirst": _barrier_signal(True),
    "s.barrier.signal.var": _barrier_signal_var,
    "s.barrier.wait": _barrier_wait,
    "s.barrier.init": _barrier_init,
    "s.barrier.join": _barrier_join,
    "s.barrier.leave": _barrier_leave,
    # Barrier queries: their result is the hardware barrier state, abstracted.
    "s.get.barrier.state": _opaque,
    "s.get.named.barrier.state": _opaque,
    # s_wakeup_barrier only shortens a wait that the barrier model already lets
    # complete; it changes no barrier state (amdgpu-execution-synchronization has no
    # operation for it), so it is kept as an operation without effects.
    "s.wakeup.barrier": _opaque,
    # Compiler scheduling barriers and hints: no effect on memory or barrier state.
    "wave.barrier": _opaque,
    "sched.barrier": _opaque,
    "sched.group.barrier": _opaque,
    "iglp.opt": _opaque,
    "s.setprio": _opaque,
    "s.sleep": _opaque,
    # Hardware register and clock queries the device libraries use (ockl reads HW_ID
    # with s_getreg; HIP's clock64 is s_memtime): no memory effects, a value amdsync
    # does not know (a branch on it makes the check incomplete, never a guess).
    "s.getreg": _opaque,
    "s.memtime": _opaque,
    "s.memrealtime": _opaque,
}
for _form in ("raw", "struct", "raw.ptr", "struct.ptr"):
    for _op, _rmw in _BUFFER_ATOMICS.items():
        AMDGCN[f"{_form}.buffer.atomic.{_op}"] = _buffer_atomic(_rmw, _form.startswith("s"))
    AMDGCN[f"{_form}.buffer.atomic.cmpswap"] = _buffer_cmpswap(_form.startswith("s"))
for _dim, _index in _DIMS.items():
    AMDGCN[f"workitem.id.{_dim}"] = _thread_id(o.IdKind.WORKITEM, _index)
    AMDGCN[f"workgroup.id.{_dim}"] = _thread_id(o.IdKind.WORKGROUP, _index)
for _tr, _bits in (("tr4", 64), ("tr8", 64), ("tr6", 96), ("tr16", 64)):
    AMDGCN[f"ds.read.{_tr}.b{_bits}"] = _transpose_load(_bits // 8)
for _tr, _bits in (("tr4", 64), ("tr8", 64), ("tr6", 96), ("tr16", 128)):
    AMDGCN[f"ds.load.{_tr}.b{_bits}"] = _transpose_load(_bits // 8)
for _tr, _bits in (("tr", 64), ("tr", 128), ("tr4", 64), ("tr6", 96)):
    AMDGCN[f"global.load.{_tr}.b{_bits}"] = _transpose_load(_bits // 8)
for _bits in (8, 32, 64, 128):
    AMDGCN[f"global.load.async.to.lds.b{_bits}"] = _gfx1250_dma(
        o.CopyDirection.TO_LDS, _bits // 8, False)
    AMDGCN[f"cluster.load.async.to.lds.b{_bits}"] = _gfx1250_dma(
        o.CopyDirection.TO_LDS, _bits // 8, True)
    AMDGCN[f"global.store.async.from.lds.b{_bits}"] = _gfx1250_dma(
        o.CopyDirection.FROM_LDS, _bits // 8, False)

# Value-only amdgcn intrinsics (arithmetic, conversions, matrix ops, cross-lane moves):
# no memory effects, results abstracted. Names are compared after removing overload
# suffixes; the families end with ".".
_AMDGCN_PURE_FAMILIES = ("mfma.", "smfmac.", "wmma.", "swmmac.", "cvt.", "pk.", "wave.reduce.",
                         "div.", "dot4.")
_AMDGCN_PURE_NAMES = frozenset({
    "sdot2", "sdot4", "sdot8", "udot2", "udot4", "udot8", "sudot4", "sudot8", "fdot2",
    "rcp", "rcp.legacy", "rsq", "rsq.legacy", "rsq.clamp", "sqrt", "exp2", "log",
    "log.clamp", "sin", "cos", "frexp.mant", "frexp.exp", "ldexp", "fract", "fmed3",
    "fmul.legacy", "fma.legacy", "class", "trig.preop", "cubeid", "cubema", "cubesc",
    "cubetc", "lerp", "sad.u8", "sad.hi.u8", "sad.u16", "msad.u8",
    "qsad.pk.u16.u8", "mqsad.pk.u16.u8", "mqsad.u32.u8", "alignbyte", "perm",
    "ds.bpermute", "ds.permute", "ds.swizzle", "mov.dpp", "mov.dpp8", "update.dpp",
    "permlane16", "permlanex16", "permlane64", "permlane16.swap", "permlane32.swap",
    "set.inactive", "strict.wwm", "wwm", "strict.wqm", "wqm", "softwqm", "fcmp",
    "fmad.ftz", "mul.u24", "mul.i24", "mulhi.u24", "mulhi.i24", "bitop3", "writelane",
    "s.getpc", "prng.b32", "s.bitreplicate", "s.quadmask", "s.wqm", "inverse.ballot",
})


def _is_pure_amdgcn(base: str) -> bool:
    return base in _AMDGCN_PURE_NAMES or base.startswith(_AMDGCN_PURE_FAMILIES)


# Read, but not modelled: an Opaque flagged UNMODELLED, which ends the exploration
# incomplete if a wave reaches it (explore/machine/stepping.py; docs/llvm-reader.md, "Reached
# only"), so that code on a path the launch never takes does not stop a check.
UNMODELLED = o.UNMODELLED
# The GWS semaphores (``ds.gws.sema.v/br/p/release.all``): the GWS barrier is modelled
# (``_gws_barrier``), the semaphores are not. ``s.sendmsg`` / ``s.sendmsghalt`` signal
# the host (the device libraries' hostcall: printf and assert's message), whose answer
# is outside the launch.
REACHED_ONLY_AMDGCN = frozenset({"ds.gws.sema.v", "ds.gws.sema.br", "ds.gws.sema.p",
                                 "ds.gws.sema.release.all", "s.sendmsg", "s.sendmsghalt"})


def _unmodelled(ctx: IntrinsicContext, call: CallSite) -> None:
    args = tuple(ctx.arg(i) for i in range(len(call.arg_types)))
    ctx.emit(o.Opaque(call.dest, call.name, args, call.ret, call.loc, (UNMODELLED,)))


def _trap(ctx: IntrinsicContext, call: CallSite) -> None:
    ctx.emit(o.Opaque(call.dest, f"{call.name} (a failed assert, or abort: the wave stops)",
                      (), call.ret, call.loc, (UNMODELLED,)))


# Recognised but not modelled: a located error explains why.
UNSUPPORTED_AMDGCN: dict[str, str] = {
    "ds.atomic.barrier.arrive.rtn.b64": "LDS-memory barrier objects are not modelled",
    "ds.atomic.async.barrier.arrive.b64": "LDS-memory barrier objects are not modelled",
}
_UNKNOWN_COUNTER = ("amdsync knows no such hardware counter wait (the ones it reads are in "
                    "docs/semantics/hardware-waits.md)")
_WAIT_COUNTER = re.compile(r"^s\.wait\.[a-z]+cnt$")

# Target-independent intrinsics.
_DROPPED = frozenset({
    "llvm.assume", "llvm.lifetime.start", "llvm.lifetime.end", "llvm.dbg.value",
    "llvm.dbg.declare", "llvm.dbg.assign", "llvm.dbg.label",
    "llvm.experimental.noalias.scope.decl", "llvm.donothing", "llvm.sideeffect",
    "llvm.prefetch", "llvm.pseudoprobe", "llvm.invariant.end",
})
_LLVM_PURE = frozenset({
    "llvm.fabs", "llvm.sqrt",
    "llvm.exp", "llvm.exp2", "llvm.exp10", "llvm.log", "llvm.log2", "llvm.log10",
    "llvm.pow", "llvm.powi", "llvm.sin", "llvm.cos", "llvm.tan", "llvm.fma",
    "llvm.fmuladd", "llvm.maxnum", "llvm.minnum", "llvm.maximum", "llvm.minimum",
    "llvm.maximumnum", "llvm.minimumnum", "llvm.copysign", "llvm.floor", "llvm.ceil",
    "llvm.trunc", "llvm.rint", "llvm.nearbyint", "llvm.round", "llvm.roundeven",
    "llvm.lround", "llvm.llround", "llvm.lrint", "llvm.llrint", "llvm.canonicalize",
    "llvm.is.fpclass", "llvm.frexp", "llvm.ldexp", "llvm.fptosi.sat", "llvm.fptoui.sat",
    "llvm.vector.reduce.fadd", "llvm.vector.reduce.fmax", "llvm.vector.reduce.fmin",
    "llvm.convert.to.fp16", "llvm.convert.from.fp16", "llvm.fptrunc.round",
    "llvm.ptrmask", "llvm.umul.fix", "llvm.smul.fix",
})
_LLVM_HANDLERS: dict[str, Handler] = {
    "llvm.smin": _minmax(o.BinOpKind.SMIN),
    "llvm.smax": _minmax(o.BinOpKind.SMAX),
    "llvm.umin": _minmax(o.BinOpKind.UMIN),
    "llvm.umax": _minmax(o.BinOpKind.UMAX),
    "llvm.expect": _identity,
    "llvm.fshl": _funnel_shift(True),
    "llvm.fshr": _funnel_shift(False),
    "llvm.ctpop": _bit_count(intmath.ctpop, False),
    "llvm.cttz": _bit_count(intmath.cttz, True),
    "llvm.ctlz": _bit_count(intmath.ctlz, True),
    "llvm.bswap": _bit_count(intmath.bswap, False),
    "llvm.bitreverse": _bit_count(intmath.bitreverse, False),
    "llvm.abs": _abs,
    "llvm.read_register": _read_register,
}
for _reduce in ("add", "mul", "and", "or", "xor", "smax", "smin", "umax", "umin"):
    _LLVM_HANDLERS[f"llvm.vector.reduce.{_reduce}"] = _vector_reduce(o.BinOpKind(_reduce))
for _sat in ("uadd", "usub", "sadd", "ssub", "ushl", "sshl"):
    _LLVM_HANDLERS[f"llvm.{_sat}.sat"] = _saturating(_sat)
for _ovf in ("uadd", "usub", "sadd", "ssub", "umul", "smul"):
    _LLVM_HANDLERS[f"llvm.{_ovf}.with.overflow"] = _with_overflow(_ovf)
# A trap ends the wave (HIP's assert and abort): read as reached-only, so a path the
# launch never takes does not stop a check, and reaching it ends the check incomplete.
_LLVM_REACHED_ONLY = frozenset({"llvm.trap", "llvm.debugtrap", "llvm.ubsantrap"})
MEMORY_INTRINSICS = frozenset({
    "llvm.memcpy", "llvm.memcpy.inline", "llvm.memmove", "llvm.memset", "llvm.memset.inline",
})

_MANGLING = re.compile(
    r"^(?:i\d+|f\d+|bf16|p\d+(?:i\d+|f\d+)?|v\d+(?:i\d+|f\d+|bf16|p\d+)|nxv\d+\w+|a\d+\w+|sl?_\w+|isVoid"
    r"|x86amx|ppcf128|x86fp80|f128)$")


def base_name(name: str) -> str:
    """``name`` without its overload suffixes: ``llvm.amdgcn.load.to.lds.p1`` →
    ``llvm.amdgcn.load.to.lds``, ``llvm.smin.i32`` → ``llvm.smin``."""
    parts = name.split(".")
    while len(parts) > 2 and _MANGLING.match(parts[-1]):
        parts.pop()
    return ".".join(parts)


@dataclass(frozen=True)
class Resolution:
    """How one intrinsic name is handled."""

    handler: Handler | None  # None: an error (see ``error``) or opaque by option
    error: tuple[str, str] | None = None  # (code, message)
    dropped: bool = False


def resolve(name: str) -> Resolution:
    """Look ``name`` up in the tables (the ``opaque`` option is applied by the reader)."""
    if name.startswith("llvm.amdgcn."):
        short = name[len("llvm.amdgcn."):]
        for candidate in (short, base_name(name)[len("llvm.amdgcn."):]):
            if candidate in AMDGCN:
                return Resolution(AMDGCN[candidate])
        base = base_name(name)[len("llvm.amdgcn."):]
        if _is_pure_amdgcn(base) or _is_pure_amdgcn(short):
            return Resolution(_opaque)
        if base in REACHED_ONLY_AMDGCN or short in REACHED_ONLY_AMDGCN:
            return Resolution(_unmodelled)
        reason = UNSUPPORTED_AMDGCN.get(base) or UNSUPPORTED_AMDGCN.get(short)
        if reason is None and (_WAIT_COUNTER.match(base) or base.startswith("s.waitcnt")):
            reason = _UNKNOWN_COUNTER
        if reason is not None:
            return Resolution(None, ("unsupported-intrinsic",
                                     f"{name} is recognised but not supported: {reason}"))
        return Resolution(None, ("unknown-intrinsic", f"call to unknown intrinsic {name}"))
    base = base_name(name)
    if base in _DROPPED or name in _DROPPED or base.startswith("llvm.dbg."):
        return Resolution(_drop, dropped=True)
    if base in _LLVM_HANDLERS:
        return Resolution(_LLVM_HANDLERS[base])
    if base in _LLVM_PURE:
        return Resolution(_opaque)
    if base in _LLVM_REACHED_ONLY:
        return Resolution(_trap)
    if base in MEMORY_INTRINSICS:
        return Resolution(memory_intrinsics.fill if base.startswith("llvm.memset")
                          else memory_intrinsics.copy)
    return Resolution(None, ("unknown-intrinsic", f"call to unknown intrinsic {name}"))


def elementwise(name: str) -> Handler | None:
    """The scalar handler of a target-independent intrinsic that acts on vectors
    element by element (LangRef: ``llvm.umin``, ``llvm.fshl``, ``llvm.ctpop`` … on
    vectors "operate element-wise"); None for any other name."""
    base = base_name(name)
    if (base == "llvm.read_register" or base.endswith(".with.overflow")
            or base.startswith("llvm.vector.reduce.")):
        return None
    return _LLVM_HANDLERS.get(base)


def opaque_handler() -> Handler:
    """The handler used for intrinsics the ``opaque`` option declares."""
    return _opaque
