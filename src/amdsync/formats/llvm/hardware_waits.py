"""``llvm.amdgcn.s.waitcnt`` and the GFX12 ``llvm.amdgcn.s.wait.*cnt`` counter waits
(docs/semantics/hardware-waits.md).

Only one thing a hardware wait does is visible at the IR level: completing the GFX9
asynchronous LDS DMA copies (``load.async.to.lds``, ``global.load.async.lds``,
``raw/struct[.ptr].buffer.load.async.lds``), which the compiler does not track
(amdgpu-usage, ``llvm.amdgcn.load.async.to.lds``: "the completion of this asynchronous
version is not automatically tracked by the compiler") and which ``vmcnt`` counts. The
reader reads ``s.waitcnt(imm)`` as ``WaitAsyncMark(vmcnt, counter="s.waitcnt")`` and adds
a mark after each such copy of the function, as formats/llvm/asynccnt.py does for
``s.wait.asynccnt`` on GFX12.5.

Why this is sound. GFX6-GFX9, GFX90A, GFX942 and GFX10-GFX11 report the completion of
vector memory operations "to a wavefront in execution order" (amdgpu-usage, the memory
model sections; the exception is flat instructions that access LDS, which these copies
are not). A lane's marks are a subsequence of the operations vmcnt counts, in issue
order: if the model completes a copy X at ``vmcnt(N)``, N counted copies were issued
after X, and since X is reported before each of them, vmcnt <= N means X is complete.
Other vector memory operations between them only make the hardware complete more.

Which immediate layout. The immediate is decoded per target generation
(targets/waitcnt_fields.py), and a wait has an effect only where such a copy exists:
on the processors with ``lds_dma_sizes`` (program/target_support.py rejects the copies
elsewhere), which are GFX9 and GFX10 and put vmcnt in bits [3:0] and [15:14].
``lds_dma_vmcnt_field`` takes that field from the processor table and fails if two
such processors ever disagree, so a wait that has an effect is decoded with its
target's layout whatever ``--target`` names. In a function without such copies the wait
has no effect and the reader drops it.
"""

from __future__ import annotations

from amdsync.formats.llvm import asynccnt
from amdsync.program import ops as o
from amdsync.program.module import Block
from amdsync.targets.waitcnt_fields import lds_dma_vmcnt_field

COUNTER = "s.waitcnt"

# The GFX12 single-counter waits LLVM defines; none counts an operation the model
# leaves outstanding (amdgpu-usage, GFX12 / GFX12.5 memory model: loads, stores, samples,
# BVH, LDS, scalar memory and exports; asynchronous LDS transfers count in asynccnt and
# tensor transfers in tensorcnt, which have their own readings).
NO_EFFECT_WAITS = ("s.wait.loadcnt", "s.wait.storecnt", "s.wait.samplecnt",
                   "s.wait.bvhcnt", "s.wait.dscnt", "s.wait.kmcnt", "s.wait.expcnt",
                   "s.wait.xcnt")

# vmcnt's field on the processors with vmcnt-counted asynchronous copies (one field,
# taken from the processor table).
_VMCNT_OF_LDS_DMA = lds_dma_vmcnt_field()


def vmcnt_of(imm: int) -> int:
    """The vmcnt count of an ``s_waitcnt`` immediate on the processors with LDS DMA
    (GFX9 / GFX10)."""
    return _VMCNT_OF_LDS_DMA.get(imm)


def counted(op: o.AsyncCopy) -> bool:
    """Whether vmcnt counts this copy and only a hardware wait completes it: the GFX9
    asynchronous LDS DMA forms (every asynchronous copy but the GFX12.5 ones)."""
    return op.asynchronous and not asynccnt.counted(op)


def add_marks(blocks: tuple[Block, ...]) -> tuple[Block, ...]:
    """``blocks`` with the ``s.waitcnt`` waits read: without a vmcnt-counted copy in
    the function they are dropped (no effect); with one, each such copy gets an
    asyncmark after it. Mixing them with explicit asyncmarks or ``wait.asyncmark`` in
    one function is an ``unsupported-intrinsic`` error at the first explicit one."""
    ops = [op for block in blocks for op in block.ops]
    if not any(is_hardware_wait(op) for op in ops):
        return blocks
    if not any(isinstance(op, o.AsyncCopy) and counted(op) for op in ops):
        return tuple(Block(b.name, tuple(op for op in b.ops if not is_hardware_wait(op)),
                           b.term, b.loc) for b in blocks)
    asynccnt.refuse_explicit_marks(ops, COUNTER, "waits for its asynchronous LDS DMA with")
    return asynccnt.marks_after(blocks, counted)


def is_hardware_wait(op: o.Op) -> bool:
    """Is ``op`` an ``s.waitcnt`` of the source, read as a vmcnt wait?"""
    return isinstance(op, o.WaitAsyncMark) and op.counter == COUNTER
