"""Property tests: random loops and annotations (issue 5, "Done when")."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

from amdsync.diagnostics import AmdsyncError
from amdsync.pipeline import format_program, parse_program, transform, verify

sys.path.insert(0, str(Path(__file__).parent))
from pipeline_gen import conditional_producers, loops, rich_loops

SETTINGS = settings(max_examples=200, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(loops())
def test_random_pipelines_verify_with_minimal_counts(source: str) -> None:
    program = parse_program(source, "random.py")
    try:
        result = transform(program)
    except AmdsyncError as error:
        assert error.code == "pipeline-refused", source
        return
    report = verify(program, result.program, seeds=(0, 1))
    assert report.race_count == 0, (source, report.races)
    assert not report.undrained, source
    assert not report.mismatches, (source, report.mismatches)
    assert report.minimal, (source, [w.example for w in report.waits if not w.minimal])


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(loops(long=True))
def test_steady_state_shortcut_matches_the_full_analysis(source: str) -> None:
    """Long translation-invariant loops are analysed from a short one: the result must
    be the full analysis's, count for count and execution for execution."""
    program = parse_program(source, "long.py")
    try:
        full = transform(program, shortcut=False)
    except AmdsyncError as error:
        with pytest.raises(AmdsyncError) as again:
            transform(program)
        assert again.value.code == error.code
        return
    fast = transform(program)
    assert format_program(fast.program) == format_program(full.program)
    assert fast.info.versions == full.info.versions
    assert fast.info.drains == full.info.drains
    assert [(w.part, w.k, w.queue, w.count, w.instances) for w in fast.info.waits] == [
        (w.part, w.k, w.queue, w.count, w.instances) for w in full.info.waits]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(loops())
def test_closed_form_analysis_matches_the_full_analysis(source: str) -> None:
    """Short affine loops are analysed in closed form (``affine.py``): versions, counts
    and every execution must be the element-by-element analysis's."""
    program = parse_program(source, "short.py")
    try:
        full = transform(program, shortcut=False)
    except AmdsyncError as error:
        with pytest.raises(AmdsyncError) as again:
            transform(program)
        assert (again.value.code, again.value.message) == (error.code, error.message)
        return
    fast = transform(program)
    assert format_program(fast.program) == format_program(full.program)
    assert fast.info.versions == full.info.versions
    assert fast.info.drains == full.info.drains
    assert [(w.part, w.k, w.queue, w.count, w.instances) for w in fast.info.waits] == [
        (w.part, w.k, w.queue, w.count, w.instances) for w in full.info.waits]


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(loops())
def test_transformed_output_round_trips(source: str) -> None:
    """The printed transformed loop parses back to a program that prints the same and
    behaves the same."""
    try:
        result = transform(parse_program(source, "r.py"))
    except AmdsyncError:
        return
    text = format_program(result.program)
    again = parse_program(text, "printed.py")
    assert format_program(again) == text
    report = verify(result.original, again, seeds=(0,), minimality=False)
    assert report.safe, (text, report.races)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rich_loops())
def test_rich_random_pipelines(source: str) -> None:
    """Rows (``...``), 2-D elements, accumulators, data-dependent conditions and nested
    loops: verified with minimal counts, and the steady-state shortcut changes nothing."""
    program = parse_program(source, "rich.py")
    try:
        result = transform(program)
    except AmdsyncError as error:
        assert error.code == "pipeline-refused", source
        return
    assert format_program(transform(program, shortcut=False).program) == format_program(
        result.program)
    report = verify(program, result.program, seeds=(0, 1))
    assert report.ok, (source, report.races, report.undrained, report.mismatches)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(conditional_producers())
def test_conditional_producers_pipeline_and_verify(source: str) -> None:
    """Issue 11: a producer under a static or data-dependent condition, read every
    iteration (also before any production), is never refused and behaves as the
    original under every completion order, with minimal counts."""
    program = parse_program(source, "cond.py")
    result = transform(program)
    report = verify(program, result.program, seeds=(0, 1, 2))
    assert report.ok, (source, format_program(result.program), report.races,
                       report.mismatches)
    again = parse_program(format_program(result.program), "printed.py")
    assert verify(program, again, seeds=(0,), minimality=False).safe
