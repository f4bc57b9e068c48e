"""The async operations of a launch, kept to explain findings about them: a mapping
(lane, number) → AsyncRecord (explore/machine/state.py) stored per wave instruction rather than
per lane.

A wave's async copy issues one operation per active lane, all with one number in the
dense path (explore/sync/async_copies.py): storing its lanes once, as the array the
instruction already has, costs one list append where a dict of (lane, number) keys cost
64 tuple inserts, and a fork copies one entry per instruction. Reads are rare (the
"async-outstanding-at-exit" note, tensor DMA's in-order completion). One lane's
assignments (the exact engine's lane loop, tensor DMA) are kept in a dict as before;
each assignment is numbered, and a lookup takes the later of the lane's own entry and
the latest block of that operation number holding the lane: the record the last
assignment to (lane, number) made, as one dict would give
(tests/explore/test_async_records.py).

amdgpu-async-operations ("Memory Consistency Model": each lane's async operations are
numbered in issue order).
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from amdsync.explore.machine.state import AsyncRecord

_Block = tuple[int, npt.NDArray[np.int64], AsyncRecord]


class AsyncRecords:
    """(lane, number) → AsyncRecord, as a dict would map them (module docstring)."""

    __slots__ = ("_blocks", "_count", "_lanes")

    def __init__(self) -> None:
        self._count = 0  # assignments so far: each one's order
        # One lane's assignments (the exact engine's lane loop, tensor DMA), as a dict.
        self._lanes: dict[tuple[int, int], tuple[int, AsyncRecord]] = {}
        # Per operation number, in assignment order: the lanes of one wave instruction
        # (an array never changed after it is added) and their record.
        self._blocks: dict[int, list[_Block]] = {}

    def __setitem__(self, key: tuple[int, int], record: AsyncRecord) -> None:
        self._count += 1
        self._lanes[(int(key[0]), int(key[1]))] = (self._count, record)

    def add_lanes(self, lanes: npt.NDArray[np.int64], number: int,
                  record: AsyncRecord) -> None:
        """``record`` for operation ``number`` of each of ``lanes`` (the array is kept:
        the caller never changes it)."""
        self._count += 1
        self._blocks.setdefault(number, []).append((self._count, lanes, record))

    def get(self, key: tuple[int, int]) -> AsyncRecord | None:
        """The record of the last assignment to ``key``, None if there was none."""
        lane, number = int(key[0]), int(key[1])
        single = self._lanes.get((lane, number))
        after = single[0] if single is not None else 0
        for order, lanes, record in reversed(self._blocks.get(number, ())):
            if order < after:
                break
            if bool((lanes == lane).any()):
                return record
        return single[1] if single is not None else None

    def copy(self) -> AsyncRecords:
        """An independent copy (the blocks' arrays and records are never changed)."""
        new = AsyncRecords()
        new._count = self._count
        new._lanes = dict(self._lanes)
        new._blocks = {n: list(blocks) for n, blocks in self._blocks.items()}
        return new
