"""amdgpu-memory-model, "Properties" (informational), as Hypothesis properties over
random small litmus programs: every consistent execution the explorer finds must satisfy
them. Property 4 (an existence statement) is a worked example in
test_litmus_semantics.py; here its universal half is checked (visibility levels are
anchored to the observer)."""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from amdsync.diagnostics import AmdsyncError, Loc
from amdsync.explore.litmus import Execution, explore
from amdsync.formats.litmus import parse_litmus
from amdsync.program import ops as o
from amdsync.program.litmus_test import LitmusLocation, LitmusTest, LitmusThread
from amdsync.program.module import Block
from amdsync.program.topology import ThreadPlace
from amdsync.program.types import IntType
from amdsync.semantics.memory_model.amdgpu import availability_scope, visibility_scope
from amdsync.semantics.memory_model.events import inclusive_scopes, instance_includes

L = Loc("<hypothesis>")
I32 = IntType(32)
LOCS = ("x", "y")
# Placements: same wave, same workgroup, other workgroup, other agent.
PLACES = (
    ThreadPlace(agent=0, cluster=0, workgroup=0, wave=0, lane=0),
    ThreadPlace(agent=0, cluster=0, workgroup=0, wave=0, lane=1),
    ThreadPlace(agent=0, cluster=0, workgroup=0, wave=1, lane=2),
    ThreadPlace(agent=0, cluster=0, workgroup=1, wave=2, lane=3),
    ThreadPlace(agent=1, cluster=1, workgroup=2, wave=3, lane=4),
)
SCOPES = st.sampled_from([o.Scope.WAVEFRONT, o.Scope.WORKGROUP, o.Scope.AGENT,
                          o.Scope.SYSTEM])


@st.composite
def operations(draw: st.DrawFn, thread: int, index: int) -> o.Op:
    kind = draw(st.sampled_from(["store", "load", "astore", "aload", "avstore", "avload",
                                 "fence", "rmw"]))
    loc = o.GlobalAddr(draw(st.sampled_from(LOCS)), 1)
    scope = o.SyncScope(draw(SCOPES))
    av_none = draw(st.booleans())
    dest = f"r{index}"
    value = o.Const(thread * 10 + index + 1, I32)
    match kind:
        case "store":
            return o.Store(loc, value, I32, 4, None, False, L)
        case "load":
            return o.Load(dest, loc, I32, 4, None, False, L)
        case "astore":
            ordering = draw(st.sampled_from([o.Ordering.MONOTONIC, o.Ordering.RELEASE,
                                             o.Ordering.SEQ_CST]))
            return o.Store(loc, value, I32, 4, o.Atomicity(ordering, scope, av_none), False, L)
        case "aload":
            ordering = draw(st.sampled_from([o.Ordering.MONOTONIC, o.Ordering.ACQUIRE,
                                             o.Ordering.SEQ_CST]))
            return o.Load(dest, loc, I32, 4, o.Atomicity(ordering, scope, av_none), False, L)
        case "avstore":
            return o.AvStore(loc, value, scope, L, 4)
        case "avload":
            return o.AvLoad(dest, loc, scope, L, 4)
        case "fence":
            ordering = draw(st.sampled_from([o.Ordering.ACQUIRE, o.Ordering.RELEASE,
                                             o.Ordering.ACQ_REL]))
            return o.Fence(ordering, scope, None, av_none, L)
        case _:
            ordering = draw(st.sampled_from([o.Ordering.MONOTONIC, o.Ordering.ACQ_REL]))
            return o.AtomicRMW(dest, "add", loc, o.Const(1, I32), I32, 4,
                               o.Atomicity(ordering, scope, av_none), L)


@st.composite
def litmus_tests(draw: st.DrawFn) -> LitmusTest:
    count = draw(st.integers(2, 3))
    places = draw(st.permutations(PLACES))[:count]
    threads = []
    for t in range(count):
        n = draw(st.integers(1, 3))
        ops = tuple(draw(operations(t, i)) for i in range(n))
        threads.append(LitmusThread(f"P{t}", places[t], (Block("entry", ops, o.Ret(None, L),
                                                                L),), (), L))
    locations = tuple(LitmusLocation(name, 1, 0, L) for name in LOCS)
    return LitmusTest("random", "AMDGPU", "", locations, tuple(threads), None, None, L)


def _executions(test: LitmusTest) -> list[Execution]:
    result = explore(test, max_candidates=20_000)
    return [outcome.witness for outcome in result.outcomes]


SETTINGS = settings(max_examples=200, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(litmus_tests())
def test_property1_happens_before_is_necessary_for_location_order(test: LitmusTest) -> None:
    """1. W is location-ordered before a read R only if W happens-before R."""
    for ex in _executions(test):
        for w in ex.events:
            if not w.is_write or w.is_init:
                continue
            hb = ex.model.hb[w.addrspace]
            for r in ex.events:
                if r.is_read and ex.model.lo[w.id] >> r.id & 1:
                    assert hb[w.id] >> r.id & 1


@SETTINGS
@given(litmus_tests())
def test_property2_available_only_in_scopes_containing_the_write(test: LitmusTest) -> None:
    """2. An availability operation's scope instance contains the write."""
    for ex in _executions(test):
        for w, ops in ex.model.avail.items():
            for x in ops:
                xe = ex.events[x]
                assert instance_includes(xe, availability_scope(xe), ex.events[w])


@SETTINGS
@given(litmus_tests())
def test_property3_visibility_is_bounded_by_availability(test: LitmusTest) -> None:
    """3. A write becomes visible only after it was made available: every visibility
    operation on W is happens-after some availability operation on W, and the first
    link of every chain is an availability operation with inclusive scopes."""
    for ex in _executions(test):
        for w, vis in ex.model.vis.items():
            if not vis:
                continue
            hb = ex.model.hb[ex.events[w].addrspace]
            avail = ex.model.avail[w]
            for y in vis:
                assert any(hb[x] >> y & 1 for x in avail)
            first = min(vis, key=ex.model.order.index)
            fe = ex.events[first]
            assert any(hb[x] >> first & 1 and inclusive_scopes(
                ex.events[x], availability_scope(ex.events[x]), fe, visibility_scope(fe))
                for x in avail)


@SETTINGS
@given(litmus_tests())
def test_property4_visibility_anchored_to_the_observer(test: LitmusTest) -> None:
    """4. Visibility instances are anchored to the observer: a visibility level never
    exceeds the observer's own scope."""
    for ex in _executions(test):
        for vis in ex.model.vis.values():
            for y, level in vis.items():
                assert level <= visibility_scope(ex.events[y])


@SETTINGS
@given(litmus_tests())
def test_property5_chains_of_availability_and_visibility(test: LitmusTest) -> None:
    """5. If W (of another thread) is location-ordered before R, the chain passes
    through an availability operation X and a visibility operation V with inclusive
    scopes, X happens-before V, and V is R or program-ordered before R."""
    for ex in _executions(test):
        for w in ex.events:
            if not w.is_write or w.is_init:
                continue
            hb = ex.model.hb[w.addrspace]
            vis = ex.model.vis[w.id]
            for r in ex.events:
                if not r.is_read or r.thread == w.thread or not ex.model.lo[w.id] >> r.id & 1:
                    continue
                assert any(v == r.id or ex.model.po[v] >> r.id & 1 for v in vis)
                assert any(
                    hb[x] >> v & 1 and inclusive_scopes(
                        ex.events[x], availability_scope(ex.events[x]), ex.events[v],
                        visibility_scope(ex.events[v]))
                    for x in ex.model.avail[w.id] for v in vis)


GOOD = (Path(__file__).parent / "forbidden" / "MP+rel+acq.agent.litmus").read_text()
GOOD_VULKAN = (Path(__file__).parent / "golden" / "vulkan-mp.litmus").read_text()


@settings(max_examples=3000, deadline=None)
@given(st.data())
def test_readers_never_crash(data: st.DataObject) -> None:
    """Bad input is a located AmdsyncError, never a traceback: mutate valid files by
    deleting, duplicating or replacing a slice."""
    base = data.draw(st.sampled_from([GOOD, GOOD_VULKAN]))
    i = data.draw(st.integers(0, len(base)))
    j = data.draw(st.integers(i, min(len(base), i + 12)))
    junk = data.draw(st.text(alphabet="P0@:%,;(){}|/\\~=!\"x1 \nabcdeglnorstuvwy.", max_size=8))
    text = base[:i] + junk + base[j:]
    try:
        parse_litmus(text, "fuzz.litmus")
    except AmdsyncError as error:
        assert error.loc is not None and error.loc.file == "fuzz.litmus"
