"""Sweep classes as tasks (amdsync.tasks.sweeps): a parametric range split into runs of
values explored as separate tasks gives the classes one parametric exploration gives;
a run whose read-only assumption breaks says so instead of failing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from amdsync.api import make_launch
from amdsync.cli.main import main
from amdsync.explore.machine.machine import ExploreOptions
from amdsync.targets import parse_target
from amdsync.tasks import Executor
from amdsync.tasks.sweeps import (
    Fallback,
    SweepUnit,
    check_unit,
    merge_runs,
    run_units,
    split_values,
)

ROOT = Path(__file__).resolve().parents[2]
LAUNCH = make_launch(parse_target("gfx950"), 64)


def test_split_values() -> None:
    assert split_values(range(1, 11), 3) == [(1, 2, 3), (4, 5, 6), (7, 8, 9, 10)]
    assert split_values(range(5), 9) == [(0,), (1,), (2,), (3,), (4,)]
    assert split_values((7,), 1) == [(7,)]


@pytest.mark.parametrize("name", ["pipeline_depth3_exact", "pipeline_depth3_wait_off_by_one"])
def test_runs_of_values_give_the_classes_of_one_parametric_run(
        name: str, capsys: pytest.CaptureFixture[str]) -> None:
    path = ROOT / "quality" / f"{name}.ll"
    text = path.read_text()
    values = tuple(range(1, 25))
    whole = check_unit(SweepUnit(text, str(path), LAUNCH,
                                 ExploreOptions(param=("n", values))))
    assert not isinstance(whole, Fallback)
    units = [SweepUnit(text, str(path), LAUNCH, ExploreOptions(param=("n", run)))
             for run in split_values(values, 4)]
    outcomes = run_units(units, Executor.local(2), progress=False)
    assert all(o.status == "done" and o.result is not None for o in outcomes)
    merged = merge_runs([o.result for o in outcomes if o.result is not None])
    assert merged.classes == whole.classes
    assert merged.status == whole.status
    assert [(f.kind, f.loc) for f in merged.findings] == [(f.kind, f.loc)
                                                          for f in whole.findings]
    # The same classes as `check --sweep` reports.
    main(["check", str(path), "--workgroup-size", "64", "--sweep", "n=1:24", "--json"])
    [shape] = json.loads(capsys.readouterr().out)["shapes"]
    assert [(c["values"], c["status"]) for c in shape["classes"]] == [
        (c.values, c.status) for c in merged.classes]


def test_a_run_whose_input_is_written_falls_back() -> None:
    kernel = """
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %i = add i32 %t, %n
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %v = load i32, ptr addrspace(1) %p
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %o
  store i32 1, ptr addrspace(1) %in
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
"""
    units = [SweepUnit(kernel, "k.ll", LAUNCH, ExploreOptions(param=("n", run)))
             for run in split_values(range(0, 100), 2)]
    outcomes = run_units(units, Executor.local(1), progress=False)
    assert all(o.result is None and o.fallback and o.fallback.startswith("n: a buffer")
               for o in outcomes)


def test_a_unit_that_starts_past_the_sweeps_deadline_is_incomplete() -> None:
    path = ROOT / "quality/pipeline_depth3_exact.ll"
    unit = SweepUnit(path.read_text(), str(path), LAUNCH,
                     ExploreOptions(param=("n", (1, 2))), deadline=0.0)
    result = check_unit(unit)
    assert not isinstance(result, Fallback)
    assert result.status == "incomplete" and result.incomplete_reason is not None
    assert "before this run started" in result.incomplete_reason


def test_the_costliest_runs_start_first_and_results_keep_the_units_order(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """run_units hands the executor a parametric range's runs largest values first (a
    later run re-explores a longer shared prefix) and returns the outcomes in the
    units' order, each with its own run's classes."""
    from amdsync.tasks import sweeps  # noqa: PLC0415 (patched below)

    path = ROOT / "quality" / "pipeline_depth3_exact.ll"
    text = path.read_text()
    runs = split_values(tuple(range(1, 13)), 3)
    units = [SweepUnit(text, str(path), LAUNCH, ExploreOptions(param=("n", run)))
             for run in runs]
    given: list[str] = []
    real = sweeps.run_tasks  # type: ignore[attr-defined]

    def recording(tasks, executor, progress):  # type: ignore[no-untyped-def]
        given.extend(t.key for t in tasks)
        return real(tasks, executor, progress)

    monkeypatch.setattr(sweeps, "run_tasks", recording)
    outcomes = run_units(units, Executor.local(1), progress=False)
    assert [key.split(":")[0] for key in given] == ["3", "2", "1"]
    assert [o.unit for o in outcomes] == units
    assert [[c.values for c in o.result.classes] for o in outcomes
            if o.result is not None] == [["1", "2", "3", "4"], ["5", "6", "7", "8"],
                                         ["9", "10", "11", "12"]]
