"""The words of the ``asyncmark-not-waited`` and ``wait-no-op`` notes, for the marks and
waits a user wrote and for those the reader made of a hardware counter wait
(docs/semantics/hardware-waits.md, "Reports, `--relax`, `--fixes`,
lowering").

A function that waits with ``s.waitcnt`` or ``s.wait.asynccnt`` has no asyncmark of its
own (mixing is refused): each of its marks sits at an asynchronous copy the counter
counts, and its waits are the counter waits. A note about such a mark speaks of the
copy and the counter, not of an asyncmark the user never wrote::

    explicit:  no later wait.asyncmark covers this asyncmark; an implementation may
               eliminate it (amdgpu-async-operations, implementation notes 1)
    s.waitcnt: no later llvm.amdgcn.s.waitcnt waits for this asynchronous copy: its
               count is never at or below the copies issued after it
"""

from __future__ import annotations

from amdsync.formats.llvm import hardware_waits
from amdsync.program import ops as o
from amdsync.program.module import Program

# Where the notes send the reader for what else a hardware wait waits for.
_WHY = 'docs/semantics/hardware-waits.md, "What a hardware wait does in the semantics"'


def hardware_counters(program: Program) -> dict[str, str]:
    """Each function that waits with a hardware counter, and that counter's intrinsic
    (``s.waitcnt``, ``s.wait.asynccnt``)."""
    out: dict[str, str] = {}
    for function in program.functions:
        for op in function.ops():
            if isinstance(op, o.WaitAsyncMark) and op.counter is not None:
                out[function.name] = op.counter
                break
    return out


def mark_not_waited(counter: str | None) -> str:
    """The note on a mark no wait completes; ``counter`` is the hardware counter its
    function waits with (None: an explicit ``asyncmark``)."""
    if counter is None:
        return ("no later wait.asyncmark covers this asyncmark; an implementation may "
                "eliminate it (amdgpu-async-operations, implementation notes 1)")
    return (f"no later llvm.amdgcn.{counter} waits for this asynchronous copy: its count "
            "is never at or below the copies issued after it")


def wait_no_op(op: o.Op | o.Terminator) -> str:
    """The note on a wait that never completes anything."""
    if isinstance(op, o.WaitAsyncMark) and op.counter is not None:
        count = "vmcnt" if op.counter == hardware_waits.COUNTER else "count"
        return (f"this llvm.amdgcn.{op.counter}'s {count} ({op.count}) is never below the "
                "number of asynchronous copies outstanding: it completes none (what else "
                f"it waits for has no effect in the model, {_WHY})")
    return ("this wait.asyncmark's count is never below the number of outstanding "
            "asyncmarks: it waits for nothing (amdgpu-async-operations, implementation "
            "notes 2)")
