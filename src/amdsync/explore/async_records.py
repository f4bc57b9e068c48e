"""The async operations of a launch, kept to explain findings about them: a mapping
(lane, number) → AsyncRecord (explore/state.py) stored per wave instruction rather than
per lane.

A wave's async copy issues one operation per active lane, all with one number in the
dense path (explore/async_copies.py): storing its lanes once, as the array the
instruction already has, costs one list append where a dict of (lane, number) keys cost
64 tuple inserts, and a fork copies one entry per instruction. Reads are rare (the
"async-outstanding-at-exit" note, tensor DMA's in-order completion) and look the
blocks of one number up from the latest: the answer is the record the last assignment
to (lane, number) made, as a dict would give (tests/explore/test_async_records.py).

amdgpu-async-operations ("Memory Consistency Model": each lane's async operations are
numbered in issue order).
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from amdsync.explore.state import AsyncRecord

_Block = tuple[int | npt.NDArray[np.int64], AsyncRecord]


class AsyncRecords:
    """(lane, number) → AsyncRecord, as a dict would map them (module docstring)."""

    __slots__ = ("_by_number",)

    def __init__(self) -> None:
        # Per operation number, in assignment order: one lane, or the lanes of one wave
        # instruction (an array never changed after it is added), and their record.
        self._by_number: dict[int, list[_Block]] = {}

    def __setitem__(self, key: tuple[int, int], record: AsyncRecord) -> None:
        lane, number = key
        self._by_number.setdefault(number, []).append((int(lane), record))

    def add_lanes(self, lanes: npt.NDArray[np.int64], number: int,
                  record: AsyncRecord) -> None:
        """``record`` for operation ``number`` of each of ``lanes`` (the array is kept:
        the caller never changes it)."""
        self._by_number.setdefault(number, []).append((lanes, record))

    def get(self, key: tuple[int, int]) -> AsyncRecord | None:
        lane, number = key
        for lanes, record in reversed(self._by_number.get(number, ())):
            if isinstance(lanes, int):
                if lanes == lane:
                    return record
            elif bool((lanes == lane).any()):
                return record
        return None

    def copy(self) -> AsyncRecords:
        """An independent copy (the blocks' arrays and records are never changed)."""
        new = AsyncRecords()
        new._by_number = {n: list(blocks) for n, blocks in self._by_number.items()}
        return new
