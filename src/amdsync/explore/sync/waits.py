"""``wait.asyncmark`` over a wave's lanes at once.

Each lane has its own asyncmark sequence per function activation (the marks it made
while active). ``wait.asyncmark(N)`` completes, for each lane, every mark but the N most
recent of that lane's sequence (amdgpu-async-operations, "@llvm.amdgcn.wait.asyncmark").
This is the vectorised form of :meth:`amdsync.semantics.async_ops.MarkSequence.wait`;
the tests check the two agree.
"""

from __future__ import annotations

import numpy as np

from amdsync.explore.machine.frames import WaveMark
from amdsync.explore.values.values import BoolArray, IntArray


def wait_targets(marks: list[WaveMark], count: int, lanes: BoolArray) -> tuple[IntArray, list[int]]:
    """For each lane in ``lanes``: how many of its async operations the wait completes
    (0 where none), and the indices of the marks the wait reaches (the newest mark
    each lane needs complete, and everything older)."""
    width = lanes.shape[0]
    covered = np.zeros(width, dtype=np.int64)
    seen = np.zeros(width, dtype=np.int64)
    pending = lanes.copy()
    reached: list[int] = []
    for index in range(len(marks) - 1, -1, -1):
        if not pending.any():
            break
        mark = marks[index]
        in_mark = mark.mask & pending
        if not in_mark.any():
            continue
        seen[in_mark] += 1
        hit = in_mark & (seen > count)  # this mark is the (count+1)-th most recent
        if hit.any():
            covered[hit] = mark.covers[hit]
            pending &= ~hit
            reached.append(index)
    return covered, reached
