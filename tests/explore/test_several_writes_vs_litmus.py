"""One rule for a read's value in `check` and `litmus` (shared/spec/READINGS.md item 1:
"check and litmus must decide every read's value the same way"; docs/semantics/readings.md).

Hypothesis writes the programs of test_check_vs_litmus.py — waves of one workgroup with
plain and atomic loads, stores and read-modify-writes, fences, and an `s_barrier` with
or without its fences — once as a litmus test and once as a kernel. On every program
that neither finds racy, the two must agree on whether some read returns undef because
it may see several writes: `litmus` when, in some consistent execution, the read-value
rules (`read_value`, over the execution graph) give a read the last bullet (a plain read
of several writes, each location-ordered before it) or the third with only atomics of
inclusive scopes not location-ordered before it (an atomic read that also may see a
plain write); `check` when it reports an `undef-read` whose cause is `several-writes`
(`--strict-reads`: at the read). The same under `--reading latest-write`, where the
last bullet returns the last write and only the third stays undef.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from hypothesis import example, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).parent))
from test_check_vs_litmus import LOCS, Instr, _kernel, _litmus, _note, _small

from amdsync.explore.findings.records import SEVERAL_WRITES
from amdsync.explore.litmus.enumerate import executions, explore
from amdsync.explore.machine.machine import ExploreOptions
from amdsync.explore.search.check import check_program
from amdsync.formats.litmus import parse_litmus
from amdsync.formats.llvm import read_llvm_text
from amdsync.program.topology import Launch
from amdsync.semantics.memory_model import ReadCase, Reading, read_value

EXAMPLES = int(os.environ.get("AMDSYNC_DIFF_EXAMPLES", "1000")) // 4

_store = st.tuples(st.just("st"), st.sampled_from(LOCS),
                   st.sampled_from(["plain", "monotonic", "release"]), st.sampled_from([1, 2]))
_load = st.tuples(st.just("ld"), st.sampled_from(LOCS),
                  st.sampled_from(["plain", "monotonic", "acquire"]), st.just(0))
_rmw = st.tuples(st.just("rmw"), st.sampled_from(LOCS),
                 st.sampled_from(["monotonic", "acq_rel"]), st.just(1))
_fence = st.tuples(st.just("fence"), st.just(""), st.sampled_from(["acquire", "release"]),
                   st.just(0))
# (no compare-exchanges: a failed one's value decides nothing here, and the few-event
# programs stay within litmus's enumeration in milliseconds)
_thread = st.lists(st.one_of(_store, _load, _rmw, _fence), min_size=1, max_size=3)
_threads = st.lists(_thread, min_size=2, max_size=3).filter(_small)


def _litmus_several(text: str, reading: Reading) -> tuple[bool, bool]:
    """(racy, some execution has a read undef by several writes) by the litmus model."""
    test = parse_litmus(text, "generated.litmus")
    result = explore(test)
    assert not result.incomplete and result.executions > 0
    several = False
    for ex in executions(test):
        for event in ex.events:
            if not event.is_read or event.is_init:
                continue
            case = read_value(ex.events, ex.model.hb, ex.model.lo, event.id, reading).case
            if case in (ReadCase.SEVERAL_WRITES, ReadCase.UNORDERED):
                several = True
                break
        if several:
            break
    return result.racy, several


@settings(max_examples=EXAMPLES, deadline=None)
@given(_threads, st.sampled_from(["workgroup", "agent"]),
       st.lists(st.one_of(st.none(), st.integers(0, 3)), min_size=3, max_size=3),
       st.lists(st.integers(0, 3), min_size=3, max_size=3),
       st.sampled_from([Reading.SPEC, Reading.LATEST_WRITE]))
def test_check_and_litmus_agree_on_reads_of_several_writes(
        threads: list[list[Instr]], scope: str, cuts: list[int | None],
        fences: list[int], reading: Reading) -> None:
    chosen = cuts[:len(threads)]
    racy, litmus_several = _litmus_several(_litmus(threads, scope, True, chosen, fences),
                                           reading)
    if racy:
        return  # (a race is the finding there: docs/semantics/readings.md)
    text = _kernel(threads, scope, True, chosen, fences)
    result = check_program(read_llvm_text(text, "generated.ll"),
                           Launch(workgroup_size=(64 * len(threads), 1, 1)),
                           ExploreOptions(timeout=60, strict_reads=True, reading=reading))
    if result.incomplete_reason is not None:
        _note("check: incomplete")
        return
    check_several = any(f.cause is not None and f.cause.missing == SEVERAL_WRITES
                        for f in result.findings)
    _note(f"several writes: {litmus_several}")
    assert check_several == litmus_several, (text, [f.message for f in result.findings])


_write = st.tuples(st.just("st"), st.just("x"),
                   st.sampled_from(["monotonic", "monotonic", "plain"]),
                   st.sampled_from([1, 2])) | st.tuples(
    st.just("rmw"), st.just("x"), st.just("monotonic"), st.just(1))
_read = st.tuples(st.just("ld"), st.just("x"), st.sampled_from(["plain", "monotonic"]),
                  st.just(0)) | _rmw
_counter_thread = st.tuples(st.lists(_write, min_size=1, max_size=1),
                            st.lists(_read, min_size=0, max_size=1))
# (mostly both fences: the barrier then orders the writes before the reads)
_fences = st.lists(st.sampled_from([3, 3, 3, 0, 1, 2]), min_size=3, max_size=3)
_PLAIN_READ = [([("rmw", "x", "monotonic", 1)], [("ld", "x", "plain", 0)]),
               ([("rmw", "x", "monotonic", 1)], [])]
_PLAIN_ZERO = [([("st", "x", "plain", 1)], [("rmw", "x", "monotonic", 1)]),
               ([("rmw", "x", "monotonic", 1)], [])]


@settings(max_examples=EXAMPLES, deadline=None)
@given(st.lists(_counter_thread, min_size=2, max_size=3), _fences,
       st.sampled_from([Reading.SPEC, Reading.LATEST_WRITE]))
@example(_PLAIN_READ, [3, 3, 3], Reading.SPEC)
@example(_PLAIN_READ, [3, 3, 3], Reading.LATEST_WRITE)
@example(_PLAIN_ZERO, [3, 3, 3], Reading.SPEC)
@example(_PLAIN_ZERO, [3, 3, 3], Reading.LATEST_WRITE)
def test_counters_writes_then_a_barrier_then_reads(
        parts: list[tuple[list[Instr], list[Instr]]], fences: list[int],
        reading: Reading) -> None:
    """The shape of the counters READINGS.md item 1 speaks of: each wave writes x (a
    plain or atomic store, or an atomic add), meets the others at the barrier (with or
    without its fences), then reads x (plainly, atomically, or by an add)."""
    threads = [before + after for before, after in parts]
    if not any(threads):
        return
    threads = [body or [("fence", "", "acquire", 0)] for body in threads]
    cuts: list[int | None] = [len(before) for before, _ in parts]
    test_check_and_litmus_agree_on_reads_of_several_writes.hypothesis.inner_test(  # type: ignore[attr-defined]
        threads, "workgroup", cuts, fences, reading)
