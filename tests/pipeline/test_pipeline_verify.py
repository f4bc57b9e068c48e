"""The verifier: races, drains, values, minimality, and the lazy-completion argument
checked against brute-force enumeration of completion points."""

from __future__ import annotations

import sys
from itertools import product
from pathlib import Path

from hypothesis import HealthCheck, given, settings

from amdsync.diagnostics import AmdsyncError
from amdsync.pipeline import parse_program, run_program, transform, verify
from amdsync.pipeline.access import keys_overlap
from amdsync.pipeline.interp import CommitEvent, Event, StmtEvent, WaitEvent
from amdsync.pipeline.verifier import analyze_async

sys.path.insert(0, str(Path(__file__).parent))
from pipeline_gen import loops

ORIGINAL = ("B = alloc([1])\nfor i in range(4):\n    B[0] = A[i] + 1\n"
            "    C[i] = B[0] + 1\n")


def transformed(body_count: int, epilogue: str = "async_wait_queue(0, 0):\n"
                "        C[i - 1] = B[(i - 1) % 2] + 1\n") -> str:
    return ("B = alloc([2])\nfor i in range(1):\n    async_commit_queue(0):\n"
            "        async_scope:\n            B[i % 2] = A[i] + 1\n"
            "for i in range(1, 4):\n    async_commit_queue(0):\n        async_scope:\n"
            "            B[i % 2] = A[i] + 1\n"
            f"    async_wait_queue(0, {body_count}):\n"
            "        C[i - 1] = B[(i - 1) % 2] + 1\n"
            f"for i in range(4, 5):\n    {epilogue}")


def check(text: str):  # type: ignore[no-untyped-def]
    return verify(parse_program(ORIGINAL, "o.py"), parse_program(text, "t.py"))


def test_correct_counts_are_safe_and_minimal() -> None:
    report = check(transformed(1))
    assert report.safe and report.minimal
    assert [(w.queue, w.counts, w.forcing) for w in report.waits] == [
        (0, [1, 1, 1], 3), (0, [0], 1)]


def test_count_too_large_reads_in_flight_data() -> None:
    report = check(transformed(2))
    assert not report.safe
    # i = 1 reads group 0; i = 2 and 3 each overwrite and read a version in flight.
    assert report.race_count == 5
    race = report.races[0]
    assert (race.kind, race.elem, race.group) == ("read-in-flight", ("B", (0,)), 0)
    assert race.message == ("line 11 (i = 1) reads B[0], data written by the async line 5 "
                            "(i = 0) (group 0 of queue 0), which may still be in flight")


def test_count_too_small_is_not_minimal() -> None:
    report = check(transformed(0))
    assert report.safe
    assert not report.minimal
    body = report.waits[0]
    assert body.not_minimal == 3
    assert body.example is not None and "async_wait_queue(0, 1) would also be safe" in (
        body.example)


def test_missing_drain_is_reported() -> None:
    report = check(transformed(1, epilogue="C[i - 1] = B[(i - 1) % 2] + 1\n"))
    assert report.undrained == {0: 1}
    assert report.race_count == 1  # the epilogue also reads the last copy in flight


def test_value_mismatch_is_reported() -> None:
    wrong = transformed(1).replace("C[i - 1] = B[(i - 1) % 2] + 1\nfor",
                                   "C[i - 1] = B[(i - 1) % 2] + 2\nfor")
    report = check(wrong)
    assert report.race_count == 0
    assert report.mismatches[0].startswith("seed 0: final C[0]: original")


def test_async_scope_outside_commit_is_an_error() -> None:
    text = "B = alloc([1])\nfor i in range(2):\n    async_scope:\n        B[0] = A[i]\n"
    try:
        run_program(parse_program(text, "t.py"))
    except AmdsyncError as error:
        assert error.code == "pipeline-invalid"
        assert str(error.loc) == "t.py:3:5"
    else:
        raise AssertionError("expected an error")


# ---------------------------------------------------------------- brute force


def brute_force_races(events: list[Event]) -> set[int]:
    """Events that conflict with an in-flight async statement in *some* completion
    schedule: the state (event, groups completed per queue) is explored exhaustively,
    completing any FIFO prefix of any queue between any two events."""
    queues = sorted({e.queue for e in events if isinstance(e, CommitEvent)})
    group_of: dict[int, tuple[int, int]] = {}
    committed = dict.fromkeys(queues, 0)
    for idx, ev in enumerate(events):
        if isinstance(ev, StmtEvent) and ev.is_async and ev.queue is not None:
            group_of[idx] = (ev.queue, committed[ev.queue])
        elif isinstance(ev, CommitEvent):
            committed[ev.queue] += 1
    racy: set[int] = set()
    states = {tuple(0 for _ in queues)}
    committed = dict.fromkeys(queues, 0)
    for idx, ev in enumerate(events):
        # Any number of further completions may happen before this event.
        grown: set[tuple[int, ...]] = set()
        for state in states:
            ranges = [range(state[n], committed[q] + 1) for n, q in enumerate(queues)]
            grown.update(product(*ranges))
        states = grown
        if isinstance(ev, CommitEvent):
            committed[ev.queue] += 1
        elif isinstance(ev, WaitEvent):
            n = queues.index(ev.queue)
            floor = committed[ev.queue] - ev.count
            states = {(*s[:n], max(s[n], floor), *s[n + 1:]) for s in states}
        elif isinstance(ev, StmtEvent):
            for state in states:
                for j in range(idx):
                    other = events[j]
                    if j not in group_of or not isinstance(other, StmtEvent):
                        continue
                    q, g = group_of[j]
                    if g < state[queues.index(q)] or (ev.scope >= 0 and ev.scope == other.scope):
                        continue
                    if _conflict(ev, other):
                        racy.add(idx)
    return racy


def _conflict(a: StmtEvent, b: StmtEvent) -> bool:
    def hit(xs: list[tuple[str, tuple[int | None, ...]]],
            ys: list[tuple[str, tuple[int | None, ...]]]) -> bool:
        return any(x[0] == y[0] and keys_overlap(x[1], y[1]) for x in xs for y in ys)

    return hit(a.reads, b.writes) or hit(a.writes, b.writes) or hit(a.writes, b.reads)


def test_brute_force_agrees_on_the_rfc_interleaved_output() -> None:
    root = Path(__file__).resolve().parents[2] / "examples" / "pipeline"
    text = (root / "rfc_interleaved_tvm_output.py").read_text().replace(
        "range(13)", "range(2)").replace("i + 13", "i + 2")
    events = run_program(parse_program(text, "t.py")).events
    racy = brute_force_races(events)
    assert racy
    assert racy == lazy_all_racy(events)


def lazy_all_racy(events: list[Event]) -> set[int]:
    analysis = analyze_async(events, minimality=False, max_reported=10**9)
    return {r.event for r in analysis.races}


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(loops())
def test_lazy_completion_decides_every_schedule(source: str) -> None:
    """Safety from the lazy order equals safety over all completion schedules, on the
    transform's output and on the same output with every wait count raised by one."""
    try:
        result = transform(parse_program(source, "r.py"))
    except AmdsyncError:
        return
    events = run_program(result.program).events
    if len(events) > 60:
        return
    assert brute_force_races(events) == lazy_all_racy(events)
    raised = [WaitEvent(e.queue, e.count + 1, e.loc) if isinstance(e, WaitEvent) else e
              for e in events]
    assert brute_force_races(raised) == lazy_all_racy(raised)
