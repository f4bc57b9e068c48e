"""A finding's details are structured fields, not message text (issue 42): the merge of
one cause's findings (findings/causes.py) reads ``Finding.also_with`` and
``Finding.witness``, and keeps them."""

from __future__ import annotations

from amdsync.diagnostics import Loc
from amdsync.explore.findings.causes import by_cause
from amdsync.explore.findings.records import HAPPENS_BEFORE, Cause, Finding, UseSite

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
