"""Static facts about a program that decide how a launch is explored: whether
per-wave clocks are exact, whether lanes may run as threads of their own, whether
barriers may run as no-ops or wave-locally, and which operations the machine must watch
(atomic reads, compare-exchanges, availability operations, launch blocks).

Each is a condition of an argument written in docs/semantics/schedules.md ("Scale", "Lanes as
threads", "Barriers that order no memory", "Barriers that order memory only within a
wave"); explore/search/check.py asks them before it chooses a run or a rerun.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from amdsync.explore.machine.state import WaveState
from amdsync.explore.sync.spin import value_dependent_reads
from amdsync.program import ops as o
from amdsync.program.module import Program
from amdsync.program.types import AddressSpace, PtrType, Type


def buffer_resource_params(program: Program) -> set[str]:
    """Kernel parameters that are buffer descriptors: ``ptr addrspace(8)``, or any value
    the kernel uses as the resource of a buffer access (the ``<4 x i32>`` of the older
    intrinsics)."""
    kernel = program.kernel_function
    names = {p.name for p in kernel.params if isinstance(p.ty, PtrType)
             and p.ty.addrspace == AddressSpace.BUFFER_RESOURCE}
    params = {p.name for p in kernel.params}
    for op in kernel.ops():
        if isinstance(op, o.BufferAddr) and isinstance(op.rsrc, o.Reg) \
                and op.rsrc.name in params:
            names.add(op.rsrc.name)
    return names


def has_cmpxchg(program: Program) -> bool:
    return any(isinstance(op, o.CmpXchg) for f in program.functions for op in f.ops())


def launch_pointer_kinds(program: Program) -> set[o.IdKind]:
    return {op.kind for f in program.functions for b in f.blocks for op in b.ops
            if isinstance(op, o.ThreadId) and op.kind in o.LAUNCH_POINTERS}


def has_atomic_reads(program: Program) -> bool:
    """Does any operation read memory atomically (whose reads-from decides sw)?"""
    return any(o.atomicity(op) is not None and not isinstance(op, o.Store)
               for function in program.functions for op in function.ops())


def spin_fingerprint(wave: WaveState, writes: int) -> tuple[object, ...]:
    """The wave's whole state that decides what it does next, and the launch's write
    count: equal fingerprints at one load mean the wave repeats itself."""
    frames = tuple(
        (id(f.function), tuple(sorted((k, v.tobytes() if isinstance(v, np.ndarray) else id(v))
                                      for k, v in f.regs.items())),
         tuple((e.block, e.index, e.mask.tobytes(), e.rpc) for e in f.stack),
         f.pred.tobytes(), len(f.marks))
        for f in wave.frames)
    return (writes, frames, wave.issued.tobytes(), wave.completed.tobytes())


def wave_clocks_exact(program: Program) -> bool:
    """The static half of the wave-clock condition (docs/semantics/scale.md, "Scale"): no atomic
    access (a per-lane release or acquire), no availability / visibility operation
    (per-lane visibility clocks) and no tensor DMA (issued by one lane of the wave)."""
    for function in program.functions:
        for op in function.ops():
            if o.atomicity(op) is not None or isinstance(op, o.TensorCopy | o.WaitTensorCnt):
                return False
    return not uses_availability(program)


_COUPLING_OPS = (o.WaveOp, o.AsyncCopy, o.TensorCopy, o.WaitTensorCnt, o.AsyncMark,
                 o.WaitAsyncMark, *o.BARRIER_OPS)


def lanes_are_threads_exact(program: Program, barriers_skipped: bool = False) -> bool:
    """Can each lane be scheduled as a thread of its own (docs/semantics/schedules.md, "Lanes as
    threads")? Lanes are threads (amdgpu-memory-model), and a wave's issue order is no
    order of the model; it binds lanes only through operations that couple them: wave
    operations (ballot, readlane, mbcnt), cross-lane and matrix intrinsics, barriers
    (the wave arrives once; not when the run skips them) and async copies and tensor
    DMA (counted per wave)."""
    for function in program.functions:
        for op in function.ops():
            if isinstance(op, _COUPLING_OPS) and not (
                    barriers_skipped and isinstance(op, o.BARRIER_OPS)):
                return False
            if isinstance(op, o.Opaque) and "amdgcn" in op.name:
                return False
    return True


def barriers_order_no_memory(program: Program) -> bool:
    """May the check run barrier operations as no-ops (docs/semantics/schedules.md, "Barriers that
    order no memory")? When the program has barriers, all of them plain arrives and
    waits (no count update, no result, no init, join or leave); no barrier can
    synchronize memory — a barrier-arrive-release needs a release fence
    program-ordered before the arrive, a barrier-wait-acquire an acquire fence after
    the wait (amdgpu-usage, "Memory Model"; ERRATA.md 1), so a program without release
    fences or without acquire fences has neither pair; and no value read from memory
    decides anything (so every execution takes the same paths through the barriers)."""
    use = _plain_barriers(program)
    return use is not None and not (use.releases and use.acquires)


def barriers_may_run_wave_local(program: Program) -> bool:
    """May the check run barriers wave-locally (docs/semantics/schedules.md, "Barriers that order
    memory only within a wave") once a run has shown that no barrier synchronized two
    waves? When the barriers are plain (as for ``barriers_order_no_memory``) and every
    one is the workgroup barrier, whose phases every wave of the workgroup takes part
    in, so that a wave's wait always follows its own arrive of the same phase."""
    use = _plain_barriers(program)
    return use is not None and use.workgroup_only


@dataclass(frozen=True)
class _BarrierUse:
    releases: bool  # the program has a release fence
    acquires: bool  # … and an acquire fence
    workgroup_only: bool  # every barrier operation is on the workgroup barrier


def _plain_barriers(program: Program) -> _BarrierUse | None:
    """How a program whose barriers are all plain arrives and waits, and in which no
    value read from memory decides anything, uses barriers and fences (None: it has
    no barriers, or they or the values read are not so)."""
    barriers = releases = acquires = False
    workgroup_only = True
    for function in program.functions:
        if value_dependent_reads(function, plain=True):
            return None
        for op in function.ops():
            if isinstance(op, o.BarrierInit | o.BarrierJoin | o.BarrierDrop):
                return None
            if isinstance(op, o.BARRIER_OPS) and isinstance(op.barrier, o.GwsResource):
                # global wave sync: every execution runs it (docs/semantics/barriers.md)
                return None
            if isinstance(op, o.BarrierArrive | o.BarrierWait):
                if isinstance(op, o.BarrierArrive) and (op.dest is not None
                                                        or op.new_expected is not None):
                    return None
                barriers = True
                workgroup_only = workgroup_only and op.barrier == o.WORKGROUP_BARRIER
            elif isinstance(op, o.Fence):
                releases = releases or op.ordering.is_release
                acquires = acquires or op.ordering.is_acquire
    return _BarrierUse(releases, acquires, workgroup_only) if barriers else None


def uses_availability(program: Program) -> bool:
    """Can availability and visibility differ from happens-before? Only where an
    operation opts out of MakeAvailable / MakeVisible (``!amdgcn-av none``) or uses the
    av b128 intrinsics (amdgpu-memory-model: the default LLVM operations "automatically
    satisfy these necessary conditions")."""
    for function in program.functions:
        for op in function.ops():
            if isinstance(op, o.AvLoad | o.AvStore):
                return True
            if isinstance(op, o.Fence) and op.av_none:
                return True
            atomic = getattr(op, "atomic", None)
            if isinstance(atomic, o.Atomicity) and atomic.av_none:
                return True
    return False


def plain_arrive(op: o.Op | None) -> bool:
    """An arrive that neither updates the expected count (``signal.var`` with a
    non-zero count) nor reports whether it came first (``signal.isfirst``)."""
    if not isinstance(op, o.BarrierArrive) or op.dest is not None:
        return False
    update = op.new_expected
    return update is None or (isinstance(update, o.Const) and update.value == 0)


def result_type(op: o.Op) -> Type | None:
    return getattr(op, "ty", None)
