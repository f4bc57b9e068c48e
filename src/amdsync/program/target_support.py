"""Does a program only use what its target has? (amdgpu-usage: the intrinsic sections
and the barrier ID table; the facts measured with a real LLVM are in the targets table.)

Every operation a processor lacks is a located error, so a user learns at the line
where the kernel would not compile — or would mean something else — on that target.
"""

from __future__ import annotations

from amdsync.diagnostics import AmdsyncError
from amdsync.program import ops as o
from amdsync.program.module import Program
from amdsync.targets.processors import ASYNCCNT, TENSORCNT, Processor

_GFX1250_COPIES = ("global.load.async.to.lds", "global.store.async.from.lds",
                   "cluster.load.async.to.lds")


def check_target_support(program: Program, processor: Processor) -> None:
    """Raise a located ``unsupported-on-target`` error at the first operation the
    processor lacks."""
    name = processor.name
    for function in program.functions:
        for op in function.ops():
            problem = _problem(op, processor)
            if problem is not None:
                raise AmdsyncError("unsupported-on-target", f"{problem} on {name}", op.loc)


def _problem(op: o.Op, p: Processor) -> str | None:
    match op:
        case o.WaitAsyncMark(counter=str(counter)):
            # A hardware counter wait read as wait.asyncmark (formats/llvm/hardware_waits.py,
            # asynccnt.py): s_waitcnt exists wherever the copies it completes do, and they
            # are checked themselves; s_wait_asynccnt needs ASYNCcnt (GFX12.5).
            if counter == "s.wait.asynccnt" and ASYNCCNT not in p.counters:
                return f"llvm.amdgcn.{counter} does not exist"
        case o.AsyncMark() | o.WaitAsyncMark():
            if not p.has_asyncmark:
                kind = "asyncmark" if isinstance(op, o.AsyncMark) else "wait.asyncmark"
                return f"llvm.amdgcn.{kind} does not exist"
        case o.AsyncCopy(intrinsic=intrinsic, size=size):
            short = intrinsic.removeprefix("llvm.amdgcn.")
            if short.startswith(_GFX1250_COPIES):
                if not p.has_gfx1250_async:
                    return f"{intrinsic} does not exist"
                return None
            if not p.lds_dma_sizes:
                return f"{intrinsic} (LDS DMA) does not exist"
            if size not in p.lds_dma_sizes:
                sizes = ", ".join(map(str, p.lds_dma_sizes))
                return f"{intrinsic} cannot copy {size} bytes per lane (sizes: {sizes})"
        case o.TensorCopy(intrinsic=intrinsic):
            if TENSORCNT not in p.counters:
                return f"{intrinsic} (tensor DMA) does not exist"
        case o.WaitTensorCnt():
            if TENSORCNT not in p.counters:
                return "llvm.amdgcn.s.wait.tensorcnt does not exist"
        case o.BarrierArrive() | o.BarrierWait() | o.BarrierInit() | o.BarrierJoin() | (
                o.BarrierDrop()):
            return _barrier_problem(op, p)
        case _:
            return None
    return None


def _barrier_problem(op: o.BarrierArrive | o.BarrierWait | o.BarrierInit | o.BarrierJoin
                     | o.BarrierDrop, p: Processor) -> str | None:
    """amdgpu-execution-synchronization: GFX6-11 have only s_barrier (arrive then wait on
    the one workgroup barrier); GFX12 splits signal/wait on barrier -1 (-2 is the trap
    barrier, not accessible to shaders); GFX12.5 adds named barriers 0..16 and cluster
    barriers -3 (-4 is the cluster trap barrier)."""
    if isinstance(op.barrier, o.GwsResource):
        # Global wave sync exists on GFX7 through GFX11 (LLVM's "gws" feature: GFX6
        # cannot select it, GFX12 dropped it).
        if p.generation in ("gfx6",) or p.generation.startswith("gfx12"):
            return f"{op.intrinsic} (global wave sync) does not exist on {p.generation}"
        return None
    if op.intrinsic in ("llvm.amdgcn.s.barrier",):
        return None
    barrier = op.barrier
    if not p.split_barrier:
        return f"{op.intrinsic} needs the split-barrier feature (GFX12 and later)"
    if isinstance(barrier, o.NamedBarrier):
        return None if p.named_barriers else f"{op.intrinsic} on a named barrier needs GFX12.5"
    ident = barrier.id
    if ident in (-2, -4):
        return f"barrier {ident} is a trap barrier, not accessible to shaders"
    if ident == -3 and not p.cluster_barriers:
        return "the cluster barrier (-3) needs GFX12.5"
    if 0 <= ident <= 16 and not p.named_barriers:
        return f"named barrier {ident} needs GFX12.5"
    if ident < -4 or ident > 16:
        return f"there is no barrier {ident}"
    return None
