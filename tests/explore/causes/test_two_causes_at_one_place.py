"""Two causes at one place are two findings (docs/findings.md; issue 42): a check merges
its leaves' findings by kind, place and cause, not by kind and place only, so a store of
a value made undefined by two races reports both, each with its own cause and
counterexample."""

from __future__ import annotations

from pathlib import Path

import amdsync

HERE = Path(__file__).resolve().parent


def test_a_store_of_two_racy_values_reports_both_races() -> None:
    result = amdsync.check(HERE / "two_causes_one_store.ll", workgroup_size=128)
    assert [(f.kind, f.loc.line) for f in result.findings] == [("race", 23), ("race", 23)]
    causes = {tuple(loc.line for loc in f.cause.sites) for f in result.findings
              if f.cause is not None}
    assert causes == {(20, 26), (21, 27)}
    assert [f.origin.line for f in result.findings if f.origin is not None] == [20, 21]
