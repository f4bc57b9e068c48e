"""The speed-ups of the litmus engine (docs/litmus.md, "Speed") against what they
replace: the closure along a topological order and the smallest topological order
against Warshall and a plain Kahn on random acyclic relations, the coherence test over
``coherence_pairs`` against ``coherent`` on every reads-from choice and coherence order
of small tests, and the reads-from choices ``_chains_fit`` drops against the
brute-force reference (every candidate) on corpus tests where it drops some."""

from __future__ import annotations

import collections
import itertools
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_litmus_bruteforce import VULKAN, _explorer, _orders, brute_force

from amdsync.explore.litmus import enumerate as enumerate_module
from amdsync.explore.litmus.enumerate import _combination_events
from amdsync.explore.litmus.traces import value_domains
from amdsync.formats.litmus import parse_vulkan_litmus, read_litmus
from amdsync.semantics.memory_model import analyse, coherent, program_order
from amdsync.semantics.memory_model.hsa import (
    coherence_pairs,
    coherent_pairs,
    program_steps,
)
from amdsync.semantics.memory_model.relations import (
    Rel,
    closure_in_order,
    pairs,
    topological_order,
    transitive_closure,
)

HERE = Path(__file__).parent


@st.composite
def dags(draw: st.DrawFn) -> Rel:
    """An acyclic relation: edges only from a lower to a higher position of a random
    permutation of the events."""
    n = draw(st.integers(1, 12))
    rank = draw(st.permutations(range(n)))
    rel = [0] * n
    for a in range(n):
        for b in range(n):
            if rank[a] < rank[b] and draw(st.booleans()):
                rel[a] |= 1 << b
    return rel


def _kahn_smallest(rel: Rel) -> list[int] | None:
    """The reference: Kahn's algorithm over every pair, the smallest ready event
    first."""
    n = len(rel)
    indegree = [0] * n
    for _, b in pairs(rel):
        indegree[b] += 1
    ready = [i for i in range(n) if indegree[i] == 0]
    order: list[int] = []
    while ready:
        a = min(ready)
        ready.remove(a)
        order.append(a)
        for _, b in pairs([rel[a] if i == a else 0 for i in range(n)]):
            indegree[b] -= 1
            if indegree[b] == 0:
                ready.append(b)
    return order if len(order) == n else None


@settings(max_examples=300, deadline=None)
@given(dags())
def test_closure_in_order_is_warshall(rel: Rel) -> None:
    order = topological_order(rel)
    assert order is not None
    assert closure_in_order(rel, order) == transitive_closure(rel)


@settings(max_examples=300, deadline=None)
@given(dags())
def test_smallest_order_depends_on_the_closure_only(rel: Rel) -> None:
    closed = transitive_closure(rel)
    assert topological_order(rel) == _kahn_smallest(rel) == topological_order(closed)


def test_a_cycle_has_no_order() -> None:
    assert topological_order([0b010, 0b100, 0b001]) is None


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(1, 5), min_size=1, max_size=4))
def test_program_steps_keep_the_closure(lengths: list[int]) -> None:
    """Threads of the given lengths, events numbered thread by thread: each event's
    step is its next event, and the closure is program order again."""
    po: Rel = []
    base = 0
    for length in lengths:
        for i in range(length):
            later = 0
            for j in range(i + 1, length):
                later |= 1 << (base + j)
            po.append(later)
        base += length
    steps = program_steps(po)
    assert all(bin(row).count("1") <= 1 for row in steps)
    assert transitive_closure(steps) == po


SMALL = ["allowed/2+2W", "allowed/CoRR+plain", "allowed/LB", "forbidden/CoWW",
         "forbidden/CoRR.wg", "forbidden/2+2W+sc", "forbidden/MP+rel+acq.agent",
         "forbidden/CAS-mutex"]


@pytest.mark.parametrize("name", SMALL)
def test_coherence_pairs_agree_with_coherent(name: str) -> None:
    """Every reads-from choice (any write of the location, or none) and every coherence
    order of every trace combination: the grouped test gives ``coherent``'s answer."""
    test = read_litmus(HERE / f"{name}.litmus")
    _, trace_sets, _ = value_domains(test, 2)
    spaces = {loc.name: loc.addrspace for loc in test.locations}
    judged = collections.Counter[bool]()
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
            rf: list[int | None] = [None] * len(events)
            for r, source in zip(reads, choice, strict=True):
                rf[r] = source
            model = analyse(events, rf, cand.rmw, po)
            if model is None:
                continue
            grouped = coherence_pairs(events, model.hb)
            for co in orders:
                expected = coherent(events, model.hb, rf, co)
                assert coherent_pairs(grouped, rf, co) == expected
                judged[expected] += 1
    assert judged[True]  # executions were judged



# Corpus tests in which _chains_fit drops reads-from choices and that the brute-force
# reference judges within its budget (found by running both over CADP and Manual).
CHAINS = ["CADP/2_threads_4_instructions/126_simple.litmus",
          "CADP/2_threads_4_instructions/127_simple.litmus"]


@pytest.mark.skipif(not VULKAN.exists(), reason="the shared Vulkan corpus is not present")
@pytest.mark.parametrize("name", CHAINS)
def test_dropped_chains_lose_no_execution(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    test = parse_vulkan_litmus((VULKAN / name).read_text(), name)
    dropped = 0
    fits = enumerate_module._chains_fit

    def counting(*args: object) -> bool:
        nonlocal dropped
        ok = fits(*args)  # type: ignore[arg-type]
        dropped += not ok
        return ok

    monkeypatch.setattr(enumerate_module, "_chains_fit", counting)
    assert _explorer(test) == brute_force(test, budget=100_000)
    assert dropped > 0


@st.composite
def extension_problems(draw: st.DrawFn) -> tuple[list[int], dict[int, int], dict[int, int]]:
    """Items 1..n after item 0 (the initial write), predecessors from a random order,
    and forced successors (source -> follower, each source and follower once)."""
    n = draw(st.integers(0, 6))
    items = list(range(1, n + 1))
    rank = draw(st.permutations(items))
    preds = {x: sum(1 << y for y in items if rank.index(y) < rank.index(x)
                    and draw(st.booleans())) for x in items}
    successor: dict[int, int] = {}
    for follower in items:
        source = draw(st.sampled_from([None, 0, *items]))
        if source is not None and source != follower and source not in successor:
            successor[source] = follower
    return items, preds, successor


@settings(max_examples=300, deadline=None)
@given(extension_problems())
def test_linear_extensions_are_the_filtered_permutations(
        problem: tuple[list[int], dict[int, int], dict[int, int]]) -> None:
    """The iterative search yields exactly the permutations (in itertools' order) that
    put each item after its predecessors, each forced follower right after its source
    and no follower elsewhere."""
    items, preds, successor = problem
    predecessor = {w: p for p, w in successor.items()}
    expected = []
    for order in itertools.permutations(items):
        chain = [0, *order]
        if any(preds[x] & sum(1 << y for y in order[i + 1:]) for i, x in enumerate(order)):
            continue
        if any(successor.get(a, b) != b or predecessor.get(b, a) != a
               for a, b in itertools.pairwise(chain)):
            continue
        expected.append(list(order))
    left = sum(1 << x for x in items)
    got = list(enumerate_module._linear_extensions(items, preds, left, 0, successor,
                                                   predecessor))
    assert got == expected
