"""``s.wait.asynccnt(N)``: the gfx12.5 hardware wait on asynchronous LDS transfers, read
as asyncmarks (docs/llvm-reader.md, "Counter waits on asynchronous LDS transfers").

amdgpu-usage (GFX12.5 memory model): the ASYNC LDS operations are counted by
``s_wait_asynccnt``, and "within a wavefront, vector memory operation completion
(s_wait_*cnt decrement) is reported in order of issue within a type". Waiting until the
counter is at most N therefore completes every counted operation of the wave except the
N most recently issued ones: what ``wait.asyncmark(N)`` does when each counted operation
is followed by an asyncmark of its own (amdgpu-async-operations, "Asyncmark Operations").
The reader reads the wait as ``WaitAsyncMark(N)`` and adds that mark after each
``global.load.async.to.lds``, ``cluster.load.async.to.lds`` and
``global.store.async.from.lds`` of the function.

Why this is sound. A lane's marks are a subsequence, in issue order, of the operations
the wave's counter counts (a lane inactive at an operation has no mark for it, and an
asynchronous operation this module does not know to be counted gets none, so the wait
never completes it). If the model completes an operation X at ``wait(N)``, the lane
issued at least N marked operations after X, each also counted by the hardware, so
at least N counted operations are younger than X and the hardware wait completed X too:
the model never completes more than the hardware does. An explicit ``asyncmark`` or
``wait.asyncmark`` in the same function would put entries that are not counted
operations into the same sequence, so that mix is a located error. The sequence is per
function body, so a callee's counted operations are not in the caller's: they only make
the hardware complete more than the model assumes.
"""

from __future__ import annotations

from collections.abc import Callable

from amdsync.diagnostics import AmdsyncError
from amdsync.program import ops as o
from amdsync.program.module import Block

COUNTER = "s.wait.asynccnt"

# The operations counted by ASYNCcnt (amdgpu-usage, GFX12.5: "ASYNC LDS: s_wait_asynccnt";
# amdgpu-async-operations, "GFX12 Async Instructions").
COUNTED = ("llvm.amdgcn.global.load.async.to.lds.", "llvm.amdgcn.cluster.load.async.to.lds.",
           "llvm.amdgcn.global.store.async.from.lds.")


def counted(op: o.AsyncCopy) -> bool:
    """Whether ASYNCcnt counts this copy."""
    return op.asynchronous and op.intrinsic.startswith(COUNTED)


def add_marks(blocks: tuple[Block, ...]) -> tuple[Block, ...]:
    """``blocks`` with an asyncmark after each counted copy when the function waits with
    ``s.wait.asynccnt``; unchanged otherwise. Mixing the counter wait with explicit
    asyncmarks or ``wait.asyncmark`` in one function is an ``unsupported-intrinsic`` error
    at the first explicit one."""
    ops = [op for block in blocks for op in block.ops]
    if not any(isinstance(op, o.WaitAsyncMark) and op.counter == COUNTER for op in ops):
        return blocks
    refuse_explicit_marks(ops, COUNTER, "waits with")
    return marks_after(blocks, counted)


def refuse_explicit_marks(ops: list[o.Op], counter: str, how: str) -> None:
    """A located ``unsupported-intrinsic`` error at the first explicit asyncmark or
    ``wait.asyncmark`` of a function that waits with the hardware counter ``counter``."""
    for op in ops:
        if isinstance(op, o.AsyncMark) or (isinstance(op, o.WaitAsyncMark)
                                           and op.counter != counter):
            name = "asyncmark" if isinstance(op, o.AsyncMark) else "wait.asyncmark"
            raise AmdsyncError("unsupported-intrinsic",
                               f"llvm.amdgcn.{name} in a function that also {how} "
                               f"llvm.amdgcn.{counter}: the two ways of tracking "
                               "asynchronous transfers cannot be mixed in one function",
                               op.loc)


def marks_after(blocks: tuple[Block, ...], counts: Callable[[o.AsyncCopy], bool]
                ) -> tuple[Block, ...]:
    """``blocks`` with an asyncmark after each copy the counter ``counts``."""
    rebuilt = []
    for block in blocks:
        body: list[o.Op] = []
        for op in block.ops:
            body.append(op)
            if isinstance(op, o.AsyncCopy) and counts(op):
                body.append(o.AsyncMark(op.loc))
        rebuilt.append(Block(block.name, tuple(body), block.term, block.loc))
    return tuple(rebuilt)
