"""The reductions of issue 44 (docs/litmus.md, "What is enumerated", steps 2 and 3:
writes a read may see in no model, and the trace combinations whose reads could only
read such writes) against what they replace: the claim itself on every model of small
generated tests, the explorer with each reduction turned off on corpus tests where it
drops reads-from options or combinations, and the brute-force reference on some."""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from test_litmus_bruteforce import VULKAN, _explorer, brute_force
from test_litmus_properties import litmus_tests

from amdsync.explore.litmus import enumerate as enumerate_module
from amdsync.explore.litmus import explore
from amdsync.explore.litmus.enumerate import Need, _combination_events, _hidden_writes
from amdsync.explore.litmus.outcomes import LitmusResult
from amdsync.explore.litmus.traces import Trace, value_domains
from amdsync.formats.litmus import parse_vulkan_litmus
from amdsync.program.litmus_test import LitmusTest
from amdsync.semantics.memory_model import analyse, may_see, program_order, read_value
from amdsync.semantics.memory_model.amdgpu import writes_by_location
from amdsync.semantics.memory_model.events import Event
from amdsync.semantics.memory_model.relations import Rel

HERE = Path(__file__).parent


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(litmus_tests())
def test_hidden_writes_are_seen_in_no_model(test: LitmusTest) -> None:
    """Every trace combination, every reads-from choice (any write of the location or
    none), every model: no write ``_hidden_writes`` names is one the read may see, nor
    one the read-value rules let it return."""
    _, trace_sets, _ = value_domains(test, 2)
    spaces = {loc.name: loc.addrspace for loc in test.locations}
    work = 0
    for combo in itertools.product(*[ts.traces for ts in trace_sets]):
        cand = _combination_events(test, combo, spaces)
        events = cand.events
        po = program_order(events)
        by_location = writes_by_location(events)
        reads = sorted(cand.guesses)
        hidden = {r: _hidden_writes(events, po, by_location.get(events[r].location, []), r)
                  for r in reads}
        options = [[None, *by_location.get(events[r].location, [])] for r in reads]
        for choice in itertools.product(*options):
            work += 1
            if work > 600:
                return
            rf: list[int | None] = [None] * len(events)
            for r, source in zip(reads, choice, strict=True):
                rf[r] = source
            model = analyse(events, rf, cand.rmw, po)
            if model is None:
                continue
            for r in reads:
                seen = may_see(events, model.hb, model.lo, r)
                assert not any(hidden[r] >> w & 1 for w in seen)
                sources = read_value(events, model.hb, model.lo, r).sources
                assert not any(hidden[r] >> w & 1 for w in sources)


def _full(result: LitmusResult) -> tuple[object, ...]:
    """Everything a run reports, and the witness of each state and of the race: the
    same executions found in the same order give the same witnesses."""
    return (tuple((o.state, o.count, o.satisfies, o.witness.rf, o.witness.co)
                  for o in result.outcomes),
            result.executions, result.undef_executions, result.filtered_out,
            result.cut_paths, result.racy, result.verdict_ok, result.incomplete,
            None if result.race_witness is None else (
                result.race_witness.races, result.race_witness.rf, result.race_witness.co))


# Corpus tests in which a read's own earlier write hides writes from it (found by
# running the corpus with the reduction counted): spin loops of rmws, cowr, the
# counters, and the inter-workgroup barrier (its flags reset by the waiting thread).
HIDING = ["CADP/2_threads_4_instructions/126_simple.litmus",
          "CADP/2_threads_4_instructions/66_simple.litmus",
          "CADP/3_threads_4_instructions/25_simple.litmus",
          "Kronos-Group/cowr.litmus",
          "Kronos-Group/samethread2.litmus",
          "Manual/counter-atomic-store-rmw.litmus",
          "Manual/counter-plain-store-rmw.litmus",
          "Manual/xf-barrier-store-rlx-1.litmus"]


@pytest.mark.skipif(not VULKAN.exists(), reason="the shared Vulkan corpus is not present")
@pytest.mark.parametrize("name", HIDING)
def test_hiding_loses_no_execution(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """With and without the reduction: the same executions in the same order (the same
    table, counts and witnesses), no more candidates with it, and some write hidden
    from a read that could otherwise take it."""
    test = parse_vulkan_litmus((VULKAN / name).read_text(), name)
    hid = 0
    hidden_writes = enumerate_module._hidden_writes

    def counting(events: Sequence[Event], po: Rel, writes: Sequence[int], r: int) -> int:
        nonlocal hid
        hidden = hidden_writes(events, po, writes, r)
        hid += bool(hidden & ~po[r])
        return hidden

    monkeypatch.setattr(enumerate_module, "_hidden_writes", counting)
    reduced = explore(test)
    monkeypatch.setattr(enumerate_module, "_hidden_writes", lambda *_: 0)
    unreduced = explore(test)
    assert _full(reduced) == _full(unreduced)
    assert reduced.candidates <= unreduced.candidates
    assert hid


BRUTE = ["CADP/2_threads_4_instructions/67_simple.litmus", "Kronos-Group/noncohandatom.litmus",
         "Manual/counter-plain-store-atomic-load.litmus"]


@pytest.mark.skipif(not VULKAN.exists(), reason="the shared Vulkan corpus is not present")
@pytest.mark.parametrize("name", BRUTE)
def test_hiding_matches_brute_force(name: str) -> None:
    test = parse_vulkan_litmus((VULKAN / name).read_text(), name)
    assert _explorer(test) == brute_force(test, budget=100_000)


# Corpus tests in which a trace's read of a value only its hidden writes supply drops
# trace combinations (found by running the corpus with and without the strict needs).
STRICT = ["CADP/2_threads_4_instructions/63_simple.litmus",
          "CADP/2_threads_4_instructions/22_simple.litmus",
          "CADP/2_threads_4_instructions/145_simple.litmus",
          "CADP/2_threads_3_instructions/112_simple.litmus",
          "CADP/3_threads_4_instructions/18_simple.litmus",
          "Manual/counter-plain-store-rmw.litmus",
          "Kronos-Group/noncohandatom.litmus"]


@pytest.mark.skipif(not VULKAN.exists(), reason="the shared Vulkan corpus is not present")
@pytest.mark.parametrize("name", STRICT)
def test_strict_needs_lose_no_execution(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Trace combinations held to their strict needs (``_trace_needs``' visible needs)
    against the combinations held to the needs that count every own earlier write: the
    same executions in the same order, and fewer candidates."""
    test = parse_vulkan_litmus((VULKAN / name).read_text(), name)
    strict = explore(test)
    trace_needs = enumerate_module._trace_needs

    def loose(test: LitmusTest, trace: Trace) -> tuple[frozenset[Need], ...]:
        needs, _, offers = trace_needs(test, trace)
        return needs, needs, offers

    monkeypatch.setattr(enumerate_module, "_trace_needs", loose)
    unreduced = explore(test)
    assert _full(strict) == _full(unreduced)
    assert strict.candidates < unreduced.candidates


@pytest.mark.skipif(not VULKAN.exists(), reason="the shared Vulkan corpus is not present")
@pytest.mark.parametrize("name", ["CADP/2_threads_4_instructions/126_simple.litmus",
                                  "Manual/counter-atomic-store-rmw.litmus"])
def test_strict_needs_match_brute_force(name: str) -> None:
    test = parse_vulkan_litmus((VULKAN / name).read_text(), name)
    assert _explorer(test) == brute_force(test, budget=100_000)
