"""A finding's details are structured fields, not message text (issue 42): the merge of
one cause's findings (findings/causes.py) reads ``Finding.also_with`` and
``Finding.witness``, and keeps them."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import jsonschema

from amdsync.diagnostics import Loc
from amdsync.explore.findings.causes import by_cause
from amdsync.explore.findings.records import HAPPENS_BEFORE, Cause, Finding, TraceEvent, UseSite
from amdsync.explore.findings.result import CheckResult
from amdsync.explore.findings.sarif import to_sarif

VALIDATOR = jsonschema.Draft4Validator(json.loads(
    (Path(__file__).resolve().parent / "sarif-schema-2.1.0.json").read_text()))

F = "k.ll"


def _race(use: int, also: tuple[int, ...] = (), witness: str = "") -> Finding:
    # One cause (the load at line 5 racing with the store at line 9), used at ``use``.
    cause = Cause((Loc(F, 5), Loc(F, 9)), HAPPENS_BEFORE, "the load at line 5 races")
    return Finding("race", Loc(F, use), f"use at {use}", (), 1, origin=Loc(F, 5),
                   cause=cause, uses=(UseSite(Loc(F, use), "is stored", 1),),
                   also_with=tuple(Loc(F, n) for n in also), witness=witness)


def test_the_merge_keeps_the_other_sites_and_the_witness_from_fields() -> None:
    # The messages say nothing of them: only the fields carry them.
    merged = by_cause([_race(6), _race(7, also=(11,), witness="d[0] (i32) = 1")])
    assert len(merged) == 1
    f = merged[0]
    assert f.count == 2
    assert f.also_with == (Loc(F, 11),)
    assert f.witness == "d[0] (i32) = 1"
    assert "races also with the accesses at line(s) 11" in f.message
    assert f.message.endswith("; for the input d[0] (i32) = 1")
    assert [u["line"] for u in f.to_json()["uses"]] == [6, 7]  # type: ignore[index]


def test_json_states_the_other_accesses_and_the_witness_as_data() -> None:
    """JSON keeps every detail (docs/findings.md, "JSON and SARIF"): ``also_with`` as
    places, ``witness`` as the input; neither key when the finding has none."""
    [f] = by_cause([_race(6), _race(7, also=(11,), witness="d[0] (i32) = 1")])
    out = f.to_json()
    assert out["also_with"] == [{"file": F, "line": 11}]
    assert out["witness"] == "d[0] (i32) = 1"
    assert out["cause"] == {"sites": [{"file": F, "line": 5}, {"file": F, "line": 9}],
                            "missing": HAPPENS_BEFORE}
    plain = _race(6).to_json()
    assert "also_with" not in plain and "witness" not in plain


def test_sarif_relates_the_other_accesses_and_carries_the_witness() -> None:
    """One SARIF result per cause: the cause's other site, each other access the site
    also races with, each further use, then the read; the witness a property."""
    [f] = by_cause([_race(6), _race(7, also=(11,), witness="d[0] (i32) = 1")])
    step = TraceEvent(Loc(F, 5), "the load")  # (SARIF's code flow has one step at least)
    log = to_sarif(CheckResult(findings=[replace(f, trace=(step,))]))
    VALIDATOR.validate(log)
    [result] = log["runs"][0]["results"]  # type: ignore[index]
    assert [(r["id"], r["message"]["text"], r["physicalLocation"]["region"]["startLine"])
            for r in result["relatedLocations"]] == [
        (0, "the other access of the cause", 9),
        (1, "another access this site also races with", 11),
        (2, "a use: the value is stored", 7),
        (3, "the read whose value may be undef", 5)]
    assert result["properties"] == {"instances": 2, "missing": HAPPENS_BEFORE, "uses": 2,
                                    "witness": "d[0] (i32) = 1"}
