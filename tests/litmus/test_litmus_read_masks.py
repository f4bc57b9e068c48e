"""The mask forms of ``read_value`` and ``data_races`` (semantics/memory_model/
read_masks.py, what the explorer asks) against the definitions in amdgpu.py: the same
ReadValue for every read and the same races in the same order, on every model of small
generated tests (every reads-from choice) and on every execution of corpus tests with
scopes of several sizes, barriers, fences and one-as synchronization; and the program
order the explorer builds from its numbering against ``program_order``."""

from __future__ import annotations

import itertools
from collections.abc import Sequence

import pytest
from hypothesis import HealthCheck, given, settings
from test_litmus_bruteforce import VULKAN
from test_litmus_properties import litmus_tests

from amdsync.explore.litmus.enumerate import (
    _combination_events,
    _program_order,
    executions,
)
from amdsync.explore.litmus.traces import value_domains
from amdsync.formats.litmus import parse_vulkan_litmus
from amdsync.program.litmus_test import LitmusTest
from amdsync.program.topology import ThreadPlace
from amdsync.semantics.memory_model import (
    ModelState,
    Reading,
    analyse,
    data_races,
    program_order,
    read_value,
)
from amdsync.semantics.memory_model.events import Event
from amdsync.semantics.memory_model.read_masks import AccessMasks, ReadMasks


def _agree(events: Sequence[Event], model: ModelState,
           shared: tuple[dict[int, ThreadPlace], dict[tuple[int, int], int]] | None = None,
           ) -> int:
    """Assert the mask forms agree with the definitions on this model (with masks from
    the events alone, and from ``shared`` places and cover, as the explorer builds
    them); the number of reads compared."""
    reads = [e.id for e in events if e.is_read]
    for masks in [AccessMasks(events)] + ([AccessMasks(events, *shared)] if shared else []):
        for reading in Reading:
            judged = ReadMasks(events, masks, model.hb, model.lo, reading)
            for r in reads:
                assert judged.value(r) == read_value(events, model.hb, model.lo, r, reading)
            assert judged.races() == data_races(events, model.hb, model.lo)
    return len(reads)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(litmus_tests())
def test_masks_agree_on_every_model(test: LitmusTest) -> None:
    _, trace_sets, _ = value_domains(test, 2)
    spaces = {loc.name: loc.addrspace for loc in test.locations}
    work = 0
    shared = ({t: thread.place for t, thread in enumerate(test.threads)}, {})
    for combo in itertools.product(*[ts.traces for ts in trace_sets]):
        cand = _combination_events(test, combo, spaces)
        events = cand.events
        po = program_order(events)
        assert _program_order(events) == po
        reads = sorted(cand.guesses)
        options = [[None, *(w.id for w in events
                            if w.is_write and w.location == events[r].location)]
                   for r in reads]
        for choice in itertools.product(*options):
            work += 1
            if work > 500:
                return
            rf: list[int | None] = [None] * len(events)
            for r, source in zip(reads, choice, strict=True):
                rf[r] = source
            model = analyse(events, rf, cand.rmw, po)
            if model is not None:
                _agree(events, model, shared)


CORPUS = ["Manual/xf-barrier-store-rlx-1.litmus", "Manual/asmo-mixed-scope-read.litmus",
          "Manual/counter-plain-store-rmw.litmus", "Manual/MP-mesa-fence-loop.litmus",
          "Manual/PC-bar-acq-rel-atom.litmus", "Kronos-Group/releaseseq3.litmus",
          "Kronos-Group/noncohmpbar.litmus", "Data-Race/mpnotinscope3-filter.litmus",
          "Data-Race/qfmpscopedev-filter.litmus",
          "CADP/3_threads_4_instructions/25_simple.litmus"]


@pytest.mark.skipif(not VULKAN.exists(), reason="the shared Vulkan corpus is not present")
@pytest.mark.parametrize("name", CORPUS)
def test_masks_agree_on_corpus_executions(name: str) -> None:
    path = VULKAN / name
    test = parse_vulkan_litmus(path.read_text(), name)
    compared = sum(_agree(ex.events, ex.model) for ex in executions(test))
    assert compared > 0
