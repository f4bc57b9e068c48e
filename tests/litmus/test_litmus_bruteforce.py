"""The explorer against a brute-force reference that prunes nothing (docs/litmus.md,
"What is enumerated, what is pruned, and why nothing consistent is missed").

The reference takes the same thread traces, but then every combination of one trace per
thread, every reads-from choice of every read (``undef`` or any write to its location,
whatever its value or position), and every coherence order (every permutation of each
location's writes after the initial write). A candidate is kept when it passes the
definitions directly: each read's value is the one its trace assumed, hb is acyclic
(``analyse``), every read — atomic or not — returns what the read-value rules allow,
co extends location order, and rmw atomicity, coherence and seq_cst hold. The explorer
must find exactly the same executions: the same final states with the same number of
executions each, and the same data-race verdict."""

from __future__ import annotations

import collections
import itertools
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from test_litmus_properties import litmus_tests

from amdsync.explore.litmus import explore
from amdsync.explore.litmus.enumerate import (
    _combination_events,
    _final_memory,
    _final_regs,
)
from amdsync.explore.litmus.outcomes import columns_of
from amdsync.explore.litmus.traces import value_domains
from amdsync.formats.litmus import parse_vulkan_litmus, read_litmus
from amdsync.program.litmus_test import UNDEF, LitmusTest, Value
from amdsync.semantics.memory_model import (
    analyse,
    coherent,
    data_races,
    program_order,
    read_value,
    rmw_atomic,
    seq_cst_consistent,
)
from amdsync.semantics.memory_model.events import Event

HERE = Path(__file__).parent
VULKAN = Path("/work/shared/corpora/vulkan-litmus")
State = tuple[tuple[str, Value], ...]


class TooBig(Exception):
    """The reference would examine more candidates than the budget."""


def _orders(events: tuple[Event, ...]) -> Iterator[list[int]]:
    """Every coherence order: per location, the initial write then any permutation of
    the others."""
    by_loc: dict[str, tuple[list[int], list[int]]] = {}
    for e in events:
        if e.is_write and e.location is not None:
            inits, rest = by_loc.setdefault(e.location, ([], []))
            (inits if e.is_init else rest).append(e.id)
    per_loc = [[inits + list(p) for p in itertools.permutations(rest)]
               for inits, rest in by_loc.values()]
    for chosen in itertools.product(*per_loc):
        co = [0] * len(events)
        for chain in chosen:
            later = 0
            for w in reversed(chain):
                co[w] = later
                later |= 1 << w
        yield co


def brute_force(test: LitmusTest, budget: int = 400_000,
                ) -> tuple[collections.Counter[State], bool]:
    """The final states of every consistent execution (with multiplicity) and whether
    one has a data race (tests without a ``filter``)."""
    assert test.filter is None
    _, trace_sets, capped = value_domains(test, 2)
    assert not capped
    spaces = {loc.name: loc.addrspace for loc in test.locations}
    columns = columns_of(test)
    states: collections.Counter[State] = collections.Counter()
    racy = False
    work = 0
    for combo in itertools.product(*[ts.traces for ts in trace_sets]):
        cand = _combination_events(test, combo, spaces)
        events = cand.events
        po = program_order(events)
        reads = sorted(cand.guesses)
        options = [[None, *(w.id for w in events
                            if w.is_write and w.location == events[r].location)]
                   for r in reads]
        orders = list(_orders(events))
        for choice in itertools.product(*options):
            work += 1 + len(orders)
            if work > budget:
                raise TooBig
            rf: list[int | None] = [None] * len(events)
            for r, source in zip(reads, choice, strict=True):
                rf[r] = source
            if not all(_value_matches(events, rf, r, cand.guesses[r]) for r in reads):
                continue
            model = analyse(events, rf, cand.rmw, po)
            if model is None:
                continue
            if not all(_allowed(events, model.hb, model.lo, rf, r) for r in reads):
                continue
            regs = _final_regs(test, combo, cand.bases, events, rf)
            for co in orders:
                if not _extends_lo(events, co, model.lo):
                    continue
                if not (rmw_atomic(rf, co, cand.rmw) and coherent(events, model.hb, rf, co)
                        and seq_cst_consistent(events, model.hb, rf, co)):
                    continue
                memory = dict(_final_memory(events, co))
                reg_of = {(t, r): v for t, rs in regs for r, v in rs}
                states[tuple((c, reg_of.get(tuple(c.split(":", 1)), UNDEF)  # type: ignore[arg-type]
                              if ":" in c else memory.get(c, UNDEF)) for c in columns)] += 1
                racy = racy or bool(data_races(events, model.hb, model.lo))
    return states, racy


def _value_matches(events: tuple[Event, ...], rf: list[int | None], r: int,
                   guess: Value | None) -> bool:
    """The trace's assumed value: a read guessed ``undef`` has no source or reads a
    write of ``undef``; a read guessed ``v`` reads a write of ``v``."""
    source = rf[r]
    if guess is None:
        return True
    if guess is UNDEF:
        return source is None or events[source].value in (None, UNDEF)
    return source is not None and events[source].value == guess


def _allowed(events: tuple[Event, ...], hb: dict[int, list[int]], lo: list[int],
             rf: list[int | None], r: int) -> bool:
    allowed = read_value(events, hb, lo, r)
    source = rf[r]
    return allowed.is_undef if source is None else source in allowed.sources


def _extends_lo(events: tuple[Event, ...], co: list[int], lo: list[int]) -> bool:
    for a in events:
        if not a.is_write:
            continue
        for b in events:
            if b.is_write and b.id != a.id and lo[a.id] >> b.id & 1 and not co[a.id] >> b.id & 1:
                return False
    return True


def _explorer(test: LitmusTest) -> tuple[collections.Counter[State], bool]:
    result = explore(test)
    assert not result.incomplete
    return collections.Counter({o.state: o.count for o in result.outcomes}), result.racy


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(litmus_tests())
def test_random_tests_match_brute_force(test: LitmusTest) -> None:
    try:
        expected = brute_force(test)
    except TooBig:
        return  # the reference cannot judge it within the budget
    assert _explorer(test) == expected


CLASSIC = sorted((HERE / "allowed").glob("*.litmus")) + sorted(
    (HERE / "forbidden").glob("*.litmus"))
# The classic tests the reference cannot run within its budget (permutations of many
# reads-from choices).
CLASSIC_TOO_BIG: set[str] = set()


@pytest.mark.parametrize("path", CLASSIC, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_classic_shapes_match_brute_force(path: Path) -> None:
    test = read_litmus(path)
    try:
        expected = brute_force(test)
    except TooBig:
        assert f"{path.parent.name}/{path.name}" in CLASSIC_TOO_BIG
        return
    assert _explorer(test) == expected


# Vulkan corpus tests with release sequences, barriers, fences, seq_cst, spin loops and
# read-modify-writes on plain or atomic locations: the shapes whose reads-from and
# coherence choices the explorer prunes most. (All 300 mappable tests without a filter
# that the reference judges within 300,000 candidates agree: docs/litmus.md.)
VULKAN_SAMPLE = [
    "CADP/2_threads_4_instructions/47_simple.litmus",
    "CADP/2_threads_4_instructions/121_simple.litmus",
    "Kronos-Group/mpsc1.litmus",
    "Kronos-Group/noncohmpbar.litmus",
    "Kronos-Group/releaseseq1.litmus",
    "Kronos-Group/releaseseq2.litmus",
    "Kronos-Group/releaseseq3.litmus",
    "Kronos-Group/releaseseq4.litmus",
    "Manual/MP-mesa-fence-loop.litmus",
    "Manual/PC-bar-acq-rel-atom.litmus",
    "Manual/asmo-mixed-atomicity-read.litmus",
    "Manual/counter-atomic-store-rmw.litmus",
    "Manual/counter-plain-store-rmw.litmus",
]


@pytest.mark.skipif(not VULKAN.exists(), reason="the shared Vulkan corpus is not present")
@pytest.mark.parametrize("name", VULKAN_SAMPLE)
def test_vulkan_sample_matches_brute_force(name: str) -> None:
    test = parse_vulkan_litmus((VULKAN / name).read_text(), name)
    assert _explorer(test) == brute_force(test)
