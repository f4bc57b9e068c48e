"""A bound met while a spin loop's exits are found (``AtomicChoices._spin_exits`` runs a
scratch copy of the wave through the loop) stops the check there: it is the check's
bound, not a loop the scratch run could not decide (docs/semantics/schedules.md, "Bounds"). The
agent-scope acquire_release kernel of hip-tests ran seconds past --timeout, its time
checks landing in scratch runs and taken for undecided loops."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from amdsync.explore.machine.atomic_choices import AtomicChoices
from amdsync.explore.machine.machine import ExploreOptions
from amdsync.explore.search.check import check_program
from amdsync.explore.search.options import Incomplete
from amdsync.formats.llvm import read_llvm_file
from amdsync.program.topology import Launch

ROOT = Path(__file__).resolve().parents[3]


def test_a_bound_in_a_scratch_run_stops_the_check(monkeypatch: pytest.MonkeyPatch) -> None:
    program = read_llvm_file(str(ROOT / "examples" / "hip" / "ll" / "spin_lock.gfx942.ll"),
                             kernel="locked_add")
    launch = Launch(workgroup_size=(64, 1, 1), grid=(3, 1, 1), wave_size=64)
    assert check_program(program, launch, ExploreOptions()).status == "clean"
    inner = AtomicChoices._spin_exits
    scratch = [0]

    def spin_exits(self: AtomicChoices, *args: Any) -> Any:
        scratch[0] += 1
        step = self.step

        def bounded(wave: Any) -> str:
            raise Incomplete("time bound reached (in a scratch run)", None, bound=True,
                             timed=True)

        self.step = bounded  # type: ignore[method-assign]
        try:
            return inner(self, *args)
        finally:
            self.step = step  # type: ignore[method-assign]

    monkeypatch.setattr(AtomicChoices, "_spin_exits", spin_exits)
    result = check_program(program, launch, ExploreOptions())
    assert scratch[0] == 1
    assert result.status == "incomplete"
    assert result.stats.bound == "time bound reached (in a scratch run)"
