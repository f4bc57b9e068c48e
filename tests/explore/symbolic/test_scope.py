"""A verdict's scope (issue 41): serialized as ``"scope"`` only when a run states it."""

from __future__ import annotations

from amdsync.diagnostics import Loc
from amdsync.explore.findings.result import CheckResult, Scope


def test_scope_is_absent_unless_stated() -> None:
    assert "scope" not in CheckResult().to_json()


def test_every_input_scope() -> None:
    loop = Loc("k.ll", 10, 3)
    result = CheckResult(scope=Scope(assumptions=("len[0] > 3",), loop_trips=((loop, 8),)))
    assert result.to_json()["scope"] == {
        "inputs": "every", "assumptions": ["len[0] > 3"],
        "loop_trips": [{"loop": "k.ll:10:3", "trips": 8}]}
    assert result.scope is not None
    assert result.scope.headline() == (
        " for every input on which the loop whose exit test is at k.ll:10:3 runs at most 8 "
        "trips, assuming len[0] > 3")


def test_named_inputs_scope() -> None:
    result = CheckResult(scope=Scope(inputs=("idx", "K")))
    assert result.to_json()["scope"] == {"inputs": ["idx", "K"], "assumptions": [],
                                         "loop_trips": []}
    assert result.status == "clean"
