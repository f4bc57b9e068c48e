"""explore/sync/async_records.py maps (lane, number) to the record the last assignment made,
as a dict does: random sequences of per-lane and per-instruction assignments, with
forks, against a dict."""

from __future__ import annotations

import random

import numpy as np

from amdsync.explore.machine.state import AsyncRecord
from amdsync.explore.sync.async_records import AsyncRecords


def test_async_records_are_a_dict_of_lane_and_number() -> None:
    rng = random.Random(30)
    for _ in range(200):
        records = AsyncRecords()
        expected: dict[tuple[int, int], AsyncRecord] = {}
        forks: list[tuple[AsyncRecords, dict[tuple[int, int], AsyncRecord]]] = []
        for step in range(rng.randrange(1, 30)):
            number = rng.randrange(1, 5)
            record = AsyncRecord(site=step, number=number)
            if rng.random() < 0.5:
                lane = rng.randrange(8)
                records[(np.int64(lane), number)] = record
                expected[(lane, number)] = record
            else:
                lanes = np.array(sorted(rng.sample(range(8), rng.randrange(1, 9))),
                                 dtype=np.int64)
                records.add_lanes(lanes, number, record)
                for lane in lanes.tolist():
                    expected[(lane, number)] = record
            if rng.random() < 0.2:
                forks.append((records.copy(), dict(expected)))
        for got, want in [(records, expected), *forks]:
            for lane in range(9):
                for number in range(6):
                    assert got.get((lane, number)) == want.get((lane, number))
