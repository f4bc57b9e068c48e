"""The asyncmark rules of amdgpu-async-operations, on the document's own examples."""

from __future__ import annotations

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

from amdsync.explore.machine.frames import WaveMark
from amdsync.explore.sync.waits import wait_targets
from amdsync.semantics.async_ops import AsyncState, MarkSequence


def _blocks(sizes: list[int]) -> tuple[AsyncState, MarkSequence]:
    state, seq = AsyncState(), MarkSequence()
    for site, size in enumerate(sizes):
        for _ in range(size):
            state.issue()
        seq.insert(state.issued, site)
    return state, seq


def test_uneven_blocks_wait_2_completes_exactly_the_first_block() -> None:
    # "Uneven blocks of async transfers": blocks of 3, 5 and 2; wait.asyncmark(2)
    # "Wait for first block".
    state, seq = _blocks([3, 5, 2])
    covered, newly = seq.wait(2)
    state.complete_prefix(covered)
    assert covered == 3
    assert [m.site for m in newly] == [0]
    assert [n for n in range(1, 11) if state.is_completed(n)] == [1, 2, 3]
    assert list(state.outstanding_ops()) == [4, 5, 6, 7, 8, 9, 10]
    assert seq.outstanding() == 2


def test_software_pipeline_each_wait_completes_one_block() -> None:
    # "Software pipeline": three blocks ahead, wait(2) per iteration, then flush with
    # wait(2), wait(1), wait(0). Each block here is one async operation.
    state, seq = _blocks([1, 1, 1])
    completed_after_each_wait = []
    for _ in range(4):  # four loop iterations
        covered, _ = seq.wait(2)
        state.complete_prefix(covered)
        completed_after_each_wait.append(state.completed)
        state.issue()
        seq.insert(state.issued, 0)  # "next block"
    for count in (2, 1, 0):
        covered, _ = seq.wait(count)
        state.complete_prefix(covered)
        completed_after_each_wait.append(state.completed)
    # Iteration i uses block i; the flush completes the last three blocks one by one.
    assert completed_after_each_wait == [1, 2, 3, 4, 5, 6, 7]
    assert seq.outstanding() == 0


def test_ordinary_call_callee_marks_are_not_in_the_callers_sequence() -> None:
    # "Ordinary function call": bar() may make async calls and marks of its own; the
    # caller's wait(1) waits for its second block, wait(0) for the third "including bar()".
    state, caller = AsyncState(), MarkSequence()
    state.issue()  # first block
    caller.insert(state.issued, 1)
    state.issue()  # second block
    caller.insert(state.issued, 2)
    callee = MarkSequence()  # bar's own body
    state.issue()
    callee.insert(state.issued, 100)
    state.issue()  # bar issues one more after its mark
    state.issue()  # third block
    caller.insert(state.issued, 3)
    covered, newly = caller.wait(1)
    assert covered == 2 and [m.site for m in newly] == [1, 2]
    covered, newly = caller.wait(0)
    assert covered == 5 and [m.site for m in newly] == [3]  # bar's two operations too
    assert callee.outstanding() == 1  # bar's own mark is not in the caller's sequence


def test_inlining_changes_which_mark_the_wait_covers() -> None:
    # Implementation notes: bar() { B; C; foo(); wait(1) } with foo() { A }.
    before = MarkSequence()
    before.insert(1, ord("B"))
    before.insert(2, ord("C"))
    _, newly = before.wait(1)
    assert [chr(m.site) for m in newly] == ["B"]
    after = MarkSequence()
    for site in "BCA":
        after.insert(3, ord(site))
    _, newly = after.wait(1)
    assert [chr(m.site) for m in newly] == ["B", "C"]  # "waits for asyncmark C"


def test_wait_with_count_above_outstanding_is_a_no_op() -> None:
    _, seq = _blocks([2])
    covered, newly = seq.wait(3)
    assert covered == 0 and newly == []


def test_wait_without_marks_completes_nothing() -> None:
    state = AsyncState()
    state.issue()
    covered, newly = MarkSequence().wait(0)
    assert covered == 0 and newly == [] and not state.is_completed(1)


@st.composite
def _lane_programs(draw: st.DrawFn) -> tuple[list[tuple[list[bool], list[int]]], int, int]:
    width = draw(st.integers(1, 6))
    marks = []
    issued = [0] * width
    for _ in range(draw(st.integers(0, 8))):
        for lane in range(width):
            issued[lane] += draw(st.integers(0, 2))
        mask = draw(st.lists(st.booleans(), min_size=width, max_size=width))
        marks.append((mask, list(issued)))
    return marks, draw(st.integers(0, 4)), width


@given(_lane_programs())
def test_vectorised_wait_agrees_with_per_lane_sequences(
        case: tuple[list[tuple[list[bool], list[int]]], int, int]) -> None:
    marks, count, width = case
    wave_marks = [WaveMark(np.array(mask), np.array(covers, dtype=np.int64), i)
                  for i, (mask, covers) in enumerate(marks)]
    covered, _ = wait_targets(wave_marks, count, np.ones(width, dtype=np.bool_))
    for lane in range(width):
        seq = MarkSequence()
        for i, (mask, covers) in enumerate(marks):
            if mask[lane]:
                seq.insert(covers[lane], i)
        expected, _ = seq.wait(count)
        assert covered[lane] == expected
