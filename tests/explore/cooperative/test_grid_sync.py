"""Cooperative launches (docs/semantics/barriers.md, "Cooperative launches"): a grid-wide barrier
built from a counter and a spin across workgroups, as cooperative groups'
``this_grid().sync()`` without GWS, checks clean over several workgroups; without it,
the read of another workgroup's slot is a race at that line."""

from __future__ import annotations

from pathlib import Path

import pytest

import amdsync

HERE = Path(__file__).resolve().parent


def _check(name: str, workgroups: int, cooperative: bool | None) -> amdsync.CheckResult:
    return amdsync.check(HERE / name, workgroups=workgroups, args={"nwg": workgroups},
                         inputs={"bar": "zeros:4"}, cooperative=cooperative)


@pytest.mark.parametrize("workgroups", [2, 3])
def test_grid_sync_is_clean(workgroups: int) -> None:
    result = _check("grid_sync.ll", workgroups, cooperative=True)
    assert result.status == "clean", result.incomplete_reason
    assert "cooperative" in [n.kind for n in result.notes]
    assert "waits-for-another-workgroup" not in [n.kind for n in result.notes]


def test_a_launch_said_not_cooperative_notes_the_wait() -> None:
    result = _check("grid_sync.ll", 2, cooperative=False)
    assert result.status == "clean"
    waits = [n for n in result.notes if n.kind == "waits-for-another-workgroup"]
    assert [n.loc.line for n in waits] == [26]  # the spin load


def test_grid_sync_missing_is_a_race_at_the_read() -> None:
    result = _check("grid_sync_missing.ll", 2, cooperative=True)
    missing = (HERE / "grid_sync_missing.ll").read_text().splitlines()
    line = next(n for n, t in enumerate(missing, 1) if "%v = load" in t)
    assert result.status == "findings"
    # the racy read's value is stored (the default reports it where it is used: the
    # store after it); with --strict-reads at the read and at the write it races with
    strict = amdsync.check(HERE / "grid_sync_missing.ll", workgroups=2, args={"nwg": 2},
                           inputs={"bar": "zeros:4"}, strict_reads=True)
    mine = next(n for n, t in enumerate(missing, 1) if "store i32 %t, ptr addrspace(1) %mine" in t)
    # (one cause: the read and the write it races with, docs/findings.md)
    assert [(f.kind, f.loc.line) for f in strict.findings] == [("race", mine)]
    cause = strict.findings[0].cause
    assert cause is not None and {loc.line for loc in cause.sites} == {line, mine}
    assert {f.loc.line for f in result.findings} == {line + 2}
