"""A finding found only under assumed sides needs a witness input (explore/every_input/witness.py),
and the concrete re-runs that look for it spend the same --timeout as the check: each counts
the time spent before it, none starts once it is spent, and a search a bound stopped says so
(docs/semantics/schedules.md, "Bounds")."""

from __future__ import annotations

import numpy as np
import pytest

from amdsync.api import Bounds, check
from amdsync.explore.findings.result import CheckResult
from amdsync.explore.search import check as check_module
from amdsync.explore.search.options import ExploreOptions

# Lane 0 of each wave stores to out[0] when the input flag is set: a race between the
# two waves then (nothing orders them), for the inputs with flag != 0 only.
KERNEL = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %flag, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %f = load i32, ptr addrspace(1) %flag
  %set = icmp ne i32 %f, 0
  br i1 %set, label %then, label %end
then:
  %lane = and i32 %t, 63
  %first = icmp eq i32 %lane, 0
  br i1 %first, label %store, label %end
store:
  store i32 %t, ptr addrspace(1) %out
  br label %end
end:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
"""


def test_the_race_has_a_witness() -> None:
    result = check(KERNEL, workgroup_size=128)
    assert result.status == "findings"
    assert [n.kind for n in result.notes if n.kind == "witness"] == ["witness"]
    assert check(KERNEL, workgroup_size=128,
                 inputs={"flag": np.array([0], np.int32)}).status == "clean"


def test_the_witness_runs_count_the_time_spent(monkeypatch: pytest.MonkeyPatch) -> None:
    spent: list[float] = []
    inner = check_module._check_runs

    def runs(program: object, launch: object, options: ExploreOptions,
             leaves: list[object]) -> CheckResult:
        spent.append(options.time_spent)
        return inner(program, launch, options, leaves)  # type: ignore[arg-type]

    monkeypatch.setattr(check_module, "_check_runs", runs)
    result = check(KERNEL, workgroup_size=128)
    assert result.status == "findings"
    assert len(spent) == 2 and spent[1] > spent[0]  # (the witness run starts later)


def test_no_witness_run_once_the_time_is_spent(monkeypatch: pytest.MonkeyPatch) -> None:
    """The time is up before the witness search: no re-run, the finding is dropped and
    the check says the bound stopped the search."""
    inner = check_module._check_runs
    calls: list[ExploreOptions] = []

    def runs(program: object, launch: object, options: ExploreOptions,
             leaves: list[object]) -> CheckResult:
        calls.append(options)
        result = inner(program, launch, options, leaves)  # type: ignore[arg-type]
        # (the first run took longer than the whole bound)
        monkeypatch.setattr(check_module.time, "monotonic", lambda: 1e9)
        return result

    monkeypatch.setattr(check_module, "_check_runs", runs)
    result = check(KERNEL, workgroup_size=128, bounds=Bounds(timeout=60))
    assert len(calls) == 1
    assert result.status == "incomplete" and not result.findings
    assert "was stopped by a bound (time bound reached (60 s; raise --timeout))" in (
        result.incomplete_reason or "")
    assert result.stats.bound is not None
