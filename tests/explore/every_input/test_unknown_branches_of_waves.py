"""Several waves at branches on unknown values (docs/semantics/every-input.md, "Every
input"): the side the search chose for one wave is taken by that wave before another
wave's branch asks its own question. Before, a wave released from a barrier by the last
one to arrive reached its branch first and its question replaced the pending choice;
the waves then asked in turn without end, each question a fork kept on the search's
stack — Triton's lock broadcast (tests/explore/every_input/lock_broadcast.ll) grew past a
gigabyte in three seconds, and the tutorial layer-norm backward kernel that spins on
such a lock grew to 23 GB and was killed (issue 44)."""

from __future__ import annotations

from pathlib import Path

import amdsync
from amdsync.api import Bounds

HERE = Path(__file__).resolve().parent
LOCK = HERE / "lock_broadcast.ll"


def test_a_lock_of_unknown_value_is_incomplete_at_once_naming_the_loop() -> None:
    result = amdsync.check(LOCK, workgroup_size=256, bounds=Bounds(max_memory=1 << 30))
    assert result.status == "incomplete"
    assert result.incomplete_reason is not None
    assert "this branch was already taken on an assumed side 4 times by wave 3 in one " \
           "execution (a loop whose trip count the value decides)" in result.incomplete_reason
    assert result.incomplete_loc is not None and result.incomplete_loc.line == 28
    # (each of the 4 waves takes the assumed side up to 4 times: a few hundred wave
    # instructions in one execution, where the waves' questions had no end)
    assert result.stats.states < 500 and result.stats.schedules == 1


def test_the_lock_the_host_zeroes_is_clean() -> None:
    result = amdsync.check(LOCK, workgroup_size=256, inputs={"lock": "zeros:4"})
    assert (result.status, result.findings) == ("clean", []), result.incomplete_reason
