"""``barrier_exec.wave_release`` with its one-group shortcut (``ROW_GROUPS``,
docs/semantics/scale.md, "Vectorized core": every slot releasing with one scope, no one-as
scope and one address-space tuple is one group, made at once) against the slot-by-slot
grouping it replaces: the same record — lanes, clock rows, scopes, address-space masks and
available rows — for every mix of scopes, one-as flags, address spaces, releasing slots and
broadcast or per-slot release clocks, enumerated over a small wave.
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from amdsync.explore.machine.state import ReleaseRecord, WaveState
from amdsync.explore.sync import barrier_exec
from amdsync.program.ops import Scope
from amdsync.semantics.clocks import ALL_AS, AS_GLOBAL, AS_LDS

WIDTH = 4  # lanes of the test wave
CLOCK = 3  # clock components
SCOPES = (int(Scope.SINGLETHREAD), int(Scope.WAVEFRONT), int(Scope.WORKGROUP))
SPACES = (ALL_AS, (AS_LDS,), (AS_GLOBAL,))


def _wave(scopes: tuple[int, ...], one_as: tuple[bool, ...],
          spaces: tuple[tuple[int, ...], ...], broadcast: bool, available: bool) -> WaveState:
    lanes = np.arange(10, 10 + WIDTH, dtype=np.int64)
    wave = WaveState(0, 0, 0, lanes, np.arange(WIDTH, dtype=np.int64),
                     np.ones(WIDTH, dtype=np.bool_), [], np.zeros(WIDTH, dtype=np.int64),
                     np.zeros(WIDTH, dtype=np.int64))
    rows = np.arange(WIDTH * 2 * CLOCK, dtype=np.int32).reshape(WIDTH, 2, CLOCK) % 7
    wave.release_clock = (np.broadcast_to(rows[1], rows.shape) if broadcast else rows)
    wave.release_scope = np.asarray(scopes, dtype=np.int64)
    wave.release_one_as = np.asarray(one_as, dtype=np.bool_)
    wave.release_as = list(spaces)
    wave.has_release = np.ones(WIDTH, dtype=np.bool_)
    if available:
        wave.available_clock = (rows[::-1] * 2).copy()
    return wave


def _fields(record: ReleaseRecord) -> tuple[object, ...]:
    return (record.lanes, record.clocks.tolist(), record.scopes, record.as_masks,
            None if record.available is None else record.available.tolist())


CASES = [
    (scopes, one_as, spaces, slots)
    for scopes in [(s,) * WIDTH for s in SCOPES] + [(SCOPES[2],) * 3 + (SCOPES[1],),
                                                    (SCOPES[0],) + (SCOPES[2],) * 3]
    for one_as in [(False,) * WIDTH, (False, False, True, False)]
    for spaces in [(ALL_AS,) * WIDTH, ((AS_LDS,),) * WIDTH,
                   (ALL_AS, ALL_AS, (AS_GLOBAL,), ALL_AS)]
    for slots in [list(range(WIDTH)), [0, 2, 3], [1]]
]


@pytest.mark.parametrize("broadcast,available", list(itertools.product((False, True),
                                                                        repeat=2)))
def test_one_group_is_the_slot_by_slot_grouping(broadcast: bool, available: bool,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    shortcut_taken = 0
    for scopes, one_as, spaces, slots in CASES:
        wave = _wave(scopes, one_as, spaces, broadcast, available)
        monkeypatch.setattr(barrier_exec, "ROW_GROUPS", True)
        fast = barrier_exec.wave_release(wave, list(slots))
        if barrier_exec._one_group(wave, list(slots), list(scopes),
                                   list(one_as)) is not None:
            shortcut_taken += 1
        monkeypatch.setattr(barrier_exec, "ROW_GROUPS", False)
        slow = barrier_exec.wave_release(wave, list(slots))
        assert _fields(fast) == _fields(slow), (scopes, one_as, spaces, slots)
    # every slot, one scope above singlethread, no one-as, one address-space tuple:
    # two scopes × two spaces
    assert shortcut_taken == 4


def test_the_one_group_holds_the_greatest_row() -> None:
    wave = _wave((int(Scope.WORKGROUP),) * WIDTH, (False,) * WIDTH, (ALL_AS,) * WIDTH,
                 False, False)
    record = barrier_exec.wave_release(wave, list(range(WIDTH)))
    assert wave.release_clock is not None
    assert record.lanes == [10]
    assert record.scopes == [int(Scope.WORKGROUP)]
    assert record.as_masks == [ALL_AS]
    assert record.clocks.tolist() == [wave.release_clock.max(axis=0).tolist()]
