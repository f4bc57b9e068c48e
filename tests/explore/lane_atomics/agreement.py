"""What the differential tests of this folder compare: a reduced check against the one
that enumerates every order or choice agrees on the status and on each finding's kind
and line; where the enumeration stops at a bound, the reduced check says `clean` only
if the enumeration found nothing."""

from __future__ import annotations

from amdsync.explore.search.check import CheckResult


def verdict(result: CheckResult) -> tuple[str, frozenset[tuple[str, int]]]:
    return result.status, frozenset((f.kind, f.loc.line) for f in result.findings)


def assert_agree(every: CheckResult, reduced: CheckResult, text: str) -> None:
    if every.status == "incomplete":
        assert reduced.status != "clean" or every.findings == []
        return
    assert verdict(reduced) == verdict(every), text
