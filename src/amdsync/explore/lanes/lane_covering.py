"""Reads-from choices of a wave's atomic load whose lanes go on independently: a few
assignments of writes to lanes stand for all of them (docs/semantics/atomics-and-lanes.md,
"Lanes that go on independently after a read").

Where every lane of a wave reads one flag and may read any of *m* writes, the choices
are m^n for *n* lanes. When, after the read, no lane can affect another lane of the
group or any other thread in a way that depends on the value it read
(:func:`independent_continuation`), every finding of an execution is about one lane
(its accesses against the rest of the launch, which does not depend on the other
lanes' choices) or about two lanes of the group (a race between their accesses after
the read). Then any set of assignments in which every pair of lanes takes every pair of
values — a covering array of strength 2 (:func:`covering_rows`) — finds every finding.

    lanes 0..63, writes {w0, w1}: 14 assignments instead of 2**64
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import product

from amdsync.program import ops as o


def covering_rows(lanes: int, values: int, bound: int) -> list[tuple[int, ...]] | None:
    """Assignments of ``values`` choices to ``lanes`` lanes in which every lane takes
    every value and every two lanes take every pair of values (strength 2): write each
    lane's index in base ``values`` and, for each digit and each map ``σ`` of digits to
    values, give every lane ``σ(its digit)``. Two lanes differ in some digit ``d``, and
    ``σ`` sends their two digits there to any pair. None past ``bound`` rows."""
    digits = 1
    while values ** digits < lanes:
        digits += 1
    if digits * values ** values > 4 * bound:
        return None
    rows: dict[tuple[int, ...], None] = {}
    for d in range(digits):
        for sigma in product(range(values), repeat=values):
            rows[tuple(sigma[(k // values ** d) % values] for k in range(lanes))] = None
            if len(rows) > bound:
                return None
    return list(rows)


# What a lane may do after the read for the reduction to hold: compute from its own
# registers (lane ids included), read memory, write memory nobody reads, fence, branch.
_LOCAL = (o.BinOp, o.ICmp, o.Select, o.Cast, o.PtrAdd, o.Phi, o.ThreadId, o.Fence)


def independent_continuation(reached: Sequence[o.Op | o.Terminator],
                             roots: Mapping[str, frozenset[str]],
                             write_only: frozenset[str]) -> bool:
    """Does nothing in ``reached`` (every op and terminator reachable after the read,
    in the kernel function; ``roots``: the pointer roots of its registers) let a lane's
    value reach another lane or thread? Allowed: lane-wise computation (lane ids too, and ``Opaque``
    instructions, which are lane-wise; not intrinsics), fences (each acts on its own
    lane, and no atomic follows to publish it), plain loads, and plain stores to buffers
    the program never reads (``write_only``: kernel arguments no instruction reads
    through). Not allowed: atomics and barriers (a lane would publish what it read, or
    learn another lane's), cross-lane operations, calls, copies, intrinsics."""
    for x in reached:
        if isinstance(x, (*_LOCAL, o.Br, o.CondBr, o.Switch, o.Ret, o.Unreachable)):
            continue
        if isinstance(x, o.Opaque) and not x.name.startswith("llvm."):
            continue
        if isinstance(x, o.Load) and x.atomic is None:
            continue
        if isinstance(x, o.Store) and x.atomic is None:
            match x.ptr:
                case o.Reg(name):
                    found = roots.get(name, frozenset({"?"}))
                case _:
                    found = frozenset({"?"})
            if found and found <= write_only:
                continue
        return False
    return True
