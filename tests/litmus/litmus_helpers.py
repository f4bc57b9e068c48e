"""Helpers shared by the litmus tests: run a litmus text and pick executions."""

from __future__ import annotations

from collections.abc import Callable

from amdsync.explore.litmus import Execution, LitmusResult, explore
from amdsync.formats.litmus import parse_litmus

P = "ptr addrspace(1)"


def run(text: str) -> LitmusResult:
    return explore(parse_litmus(text, "<test>"))


def executions(result: LitmusResult) -> list[Execution]:
    return [o.witness for o in result.outcomes]


def pick(result: LitmusResult, pred: Callable[[Execution], bool]) -> Execution:
    found = [o.witness for o in result.outcomes if pred(o.witness)]
    assert found, "no execution matches"
    return found[0]


def event(ex: Execution, text: str, thread: int | None = None) -> int:
    """The id of the unique event whose text contains ``text``."""
    ids = [e.id for e in ex.events if text in e.text and (thread is None or e.thread == thread)]
    assert len(ids) == 1, (text, [e.text for e in ex.events])
    return ids[0]
