"""Read-modify-writes that commute, in a buffer nothing reads any more
(docs/semantics/schedules.md, "Unobserved read-modify-writes that commute").

Two waves' ``atomicMin`` (or max, add, or, and, xor, umin, umax) on one location leave
the same value after both in either order; only the value between them differs, and only
a later access of the location can see it: a load or a compare-exchange reading it, a
read-modify-write whose value decides something or of another operation, a store placed
between them, a plain access. When no wave's remaining code (every instruction reachable
from where it stands) touches the buffer but with read-modify-writes of that operation
whose values decide nothing, the two orders are told apart by nothing, and sleep sets may
take them as independent: ``CommutingFootprint.unobserved``.
"""

from __future__ import annotations

from amdsync.explore.lanes.atomic_only import pointer_roots
from amdsync.explore.search.options import Footprint
from amdsync.program import ops as o
from amdsync.program.module import Function

# Ops that touch no memory (fences and barriers order, but read and write nothing;
# ``Opaque``: a computation without memory effects, program/ops.py).
_NO_MEMORY = (o.BinOp, o.ICmp, o.Select, o.Cast, o.PtrAdd, o.Phi, o.ThreadId, o.Fence,
              o.BarrierArrive, o.BarrierWait, o.WaveOp, o.Opaque)
UNKNOWN_ROOT = "?"


class CommutingFootprint(tuple[frozenset[int], bool]):
    """The footprint ``(keys, True)`` of a relaxed read-modify-write by one lane whose
    operation commutes and whose value decides nothing, with that ``operation`` and
    whether, where it was offered, no wave could see the order of such writes to its
    location any more (``unobserved``)."""

    operation: str
    unobserved: bool

    def __new__(cls, keys: frozenset[int], operation: str, unobserved: bool
                ) -> CommutingFootprint:
        self = super().__new__(cls, (keys, True))
        self.operation = operation
        self.unobserved = unobserved
        return self


def commute(asleep: Footprint, executed: Footprint) -> bool:
    """A sleeping read-modify-write and one that runs, of one operation at one location,
    at a moment nothing can tell their order apart (``executed.unobserved``: the scan
    covers the sleeping one's wave too)."""
    return (isinstance(asleep, CommutingFootprint) and isinstance(executed, CommutingFootprint)
            and executed.unobserved and asleep.operation == executed.operation
            and asleep[0] == executed[0])


def touched_roots(function: Function, starts: list[tuple[str, int]], operation: str,
                  deciding: set[int]) -> frozenset[str]:
    """The buffers (pointer roots: a parameter's name, ``@`` and a global's) that the ops
    reachable from ``starts`` (block, index of the next op) may touch in a way that could
    tell apart the order of read-modify-writes ``operation`` — all but read-modify-writes
    of that operation, relaxed, whose value decides nothing (``deciding``: the ids of the
    atomic accesses whose value decides something); ``?`` for an op that may touch
    anything (a call, a copy, a pointer not traced)."""
    blocks = function.block_map()
    roots = pointer_roots(function)
    out: set[str] = set()
    seen: set[tuple[str, int]] = set()
    todo = list(starts)
    while todo:
        name, index = todo.pop()
        if (name, index) in seen:
            continue
        seen.add((name, index))
        block = blocks[name]
        for op in block.ops[index:]:
            if isinstance(op, _NO_MEMORY):
                continue
            if isinstance(op, o.Load | o.Store | o.AtomicRMW | o.CmpXchg):
                atomic = o.atomicity(op)
                if (isinstance(op, o.AtomicRMW) and op.op == operation and id(op) not in deciding
                        and atomic is not None
                        and atomic.ordering == o.Ordering.MONOTONIC):
                    continue
                match op.ptr:
                    case o.Reg(reg):
                        out |= roots.get(reg, frozenset({UNKNOWN_ROOT}))
                    case o.GlobalAddr(g, _):
                        out.add("@" + g)
                    case _:
                        out.add(UNKNOWN_ROOT)
                continue
            out.add(UNKNOWN_ROOT)
        todo += [(s, 0) for s in o.successors(block.term)]
    return frozenset(out)
