"""A register written under a partial mask keeps the inactive lanes' values: where those
were unknown they stay unknown (values.assigned). Before, the active lanes' array was
taken for every lane, so lanes that had left a loop with host data got a known, wrong
value and a racy kernel was `clean` (tests/explore/lanes_leaving_a_loop_early.ll)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import amdsync
from amdsync.explore.values.values import UNKNOWN, assigned

KERNEL = Path(__file__).resolve().parent / "lanes_leaving_a_loop_early.ll"


def test_unknown_lanes_stay_unknown_without_input() -> None:
    result = amdsync.check(KERNEL, target="gfx942", workgroup_size=64)
    assert result.status != "clean"
    assert result.findings or result.incomplete_reason


@pytest.mark.parametrize(("first", "third", "racy"), [(2, 0, True), (100, 100, False)])
def test_with_input_the_race_is_exactly_where_values_collide(first: int, third: int,
                                                             racy: bool) -> None:
    buf = np.full(64, 1000, dtype=np.int32) + np.arange(64, dtype=np.int32) * 7
    buf[0], buf[2] = first, third
    result = amdsync.check(KERNEL, target="gfx942", workgroup_size=64, inputs={"buf": buf})
    assert [(f.kind, f.loc.line) for f in result.findings] == (
        [("race", 32)] if racy else [])
    assert result.status == ("findings" if racy else "clean")


def test_assigned_keeps_unknown_outside_the_mask() -> None:
    mask = np.array([True, False, True, False])
    value = np.arange(4, dtype=np.int64)
    assert assigned(mask, False, value, UNKNOWN) is UNKNOWN
    assert assigned(mask, True, value, UNKNOWN) is value
    assert list(assigned(mask, False, value, np.full(4, 9, dtype=np.int64))) == [0, 9, 2, 9]
    assert assigned(mask, False, value, None) is value
