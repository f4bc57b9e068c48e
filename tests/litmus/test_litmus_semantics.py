"""One test (or more) per definition of amdgpu-memory-model, asserting exact relations on
small executions, plus the spec's worked example of MakeAvailable / ``!amdgcn-av none``."""

from __future__ import annotations

from litmus_helpers import P, event, pick, run

from amdsync.diagnostics import Loc
from amdsync.program.litmus_test import UNDEF
from amdsync.program.ops import Ordering, Scope
from amdsync.program.topology import ThreadPlace
from amdsync.semantics.memory_model import read_value
from amdsync.semantics.memory_model.amdgpu import may_see
from amdsync.semantics.memory_model.events import (
    Event,
    EventKind,
    inclusive_scopes,
    is_load_visible,
    is_make_available,
    is_make_visible,
    is_store_available,
)

WG0 = ThreadPlace(agent=0, cluster=0, workgroup=0, wave=0, lane=0)
WG0B = ThreadPlace(agent=0, cluster=0, workgroup=0, wave=1, lane=1)
WG1 = ThreadPlace(agent=0, cluster=0, workgroup=1, wave=2, lane=2)


def _ev(place: ThreadPlace | None, kind: EventKind, ordering: Ordering, scope: Scope,
        av_scope: Scope | None, av_none: bool = False) -> Event:
    return Event(0, 0 if place else -1, 0, kind, place, "x", 1, 1, True, ordering, scope,
                 av_scope, av_none, None, False, None, "e", Loc("t"))


def test_inclusive_scopes() -> None:
    """Inclusive Scopes: each operation's instance contains the other."""
    a = _ev(WG0, EventKind.WRITE, Ordering.RELEASE, Scope.WORKGROUP, Scope.WORKGROUP)
    b = _ev(WG0B, EventKind.READ, Ordering.ACQUIRE, Scope.WORKGROUP, Scope.WORKGROUP)
    c = _ev(WG1, EventKind.READ, Ordering.ACQUIRE, Scope.AGENT, Scope.AGENT)
    assert inclusive_scopes(a, Scope.WORKGROUP, b, Scope.WORKGROUP)
    assert not inclusive_scopes(a, Scope.WORKGROUP, b, Scope.WAVEFRONT)
    # a's workgroup instance does not contain c, although c's agent instance contains a.
    assert not inclusive_scopes(a, Scope.WORKGROUP, c, Scope.AGENT)
    assert inclusive_scopes(a, Scope.AGENT, c, Scope.AGENT)


def test_spec_example_make_available_and_av_none() -> None:
    """"MakeAvailable and MakeVisible", the worked example: ``store atomic
    syncscope("agent") release`` is an atomic store, a store-available at agent scope
    and a MakeAvailable at agent scope; with ``!amdgcn-av none`` it is not a
    MakeAvailable, but still store-available."""
    plain = _ev(WG0, EventKind.WRITE, Ordering.RELEASE, Scope.AGENT, Scope.AGENT)
    none = _ev(WG0, EventKind.WRITE, Ordering.RELEASE, Scope.AGENT, Scope.AGENT, av_none=True)
    assert is_store_available(plain) and is_make_available(plain)
    assert is_store_available(none) and not is_make_available(none)
    acq = _ev(WG0, EventKind.READ, Ordering.ACQUIRE, Scope.AGENT, Scope.AGENT, av_none=True)
    assert is_load_visible(acq) and not is_make_visible(acq)


MP = """AMDGPU MP
{ global x = 0; global y = 0; }
P0 @ wave 0, wg 0, agent 0:
  store i32 1, %(P)s @x
  store atomic i32 1, %(P)s @y syncscope("%(s)s") release%(mm)s
P1 @ wave 0, wg 1, agent 0:
  %%r0 = load atomic i32, %(P)s @y syncscope("%(s)s") acquire%(mm)s
  %%r1 = load i32, %(P)s @x
"""


def _mp(scope: str = "agent", av_none: bool = False):  # type: ignore[no-untyped-def]
    mm = ', !mmra !{!"amdgcn-av", !"none"}' if av_none else ""
    result = run(MP % {"P": P, "s": scope, "mm": mm})
    return pick(result, lambda ex: ex.reg("P1", "r0") == 1)


def test_synchronizes_with_and_happens_before() -> None:
    ex = _mp()
    rel, acq = event(ex, "release agent y"), event(ex, "acquire agent y")
    wx, rx = event(ex, "W x=1", 0), event(ex, "R x", 1)
    assert [(a, b) for a, b, _ in ex.model.sw] == [(rel, acq)]
    assert ex.model.hb[1][wx] >> rx & 1


def test_no_synchronizes_with_without_inclusive_scopes() -> None:
    result = run(MP % {"P": P, "s": "workgroup", "mm": ""})
    for o in result.outcomes:
        assert o.witness.model.sw == ()
    # Read-value rules: the acquire may see y=1 from a thread outside its workgroup
    # instance (not inclusive) and y=1 is not location-ordered before it: undef.
    assert {o.witness.reg("P1", "r0") for o in result.outcomes} == {UNDEF}


def test_availability_operations() -> None:
    """The plain store has the release (program-ordered MakeAvailable) as its only
    availability operation; the atomic store is its own (store-available)."""
    ex = _mp()
    wx, rel = event(ex, "W x=1", 0), event(ex, "release agent y")
    assert ex.model.avail[wx] == {rel}
    assert ex.model.avail[rel] == {rel}
    ex_none = _mp(av_none=True)
    assert ex_none.model.avail[event(ex_none, "W x=1", 0)] == set()


def test_visibility_operations_and_level() -> None:
    ex = _mp()
    wx, acq = event(ex, "W x=1", 0), event(ex, "acquire agent y")
    # Visible in the common scope instance of the release and the acquire: agent.
    assert ex.model.vis[wx] == {acq: Scope.AGENT}


def test_location_order() -> None:
    ex = _mp()
    wx, rx = event(ex, "W x=1", 0), event(ex, "R x", 1)
    init_x = event(ex, "W init x")
    assert ex.model.lo[wx] >> rx & 1  # visibility operation po-before the read
    assert ex.model.lo[init_x] >> wx & 1  # initial write before every access
    ex_none = _mp(av_none=True)
    assert not ex_none.model.lo[event(ex_none, "W x=1", 0)] >> event(ex_none, "R x", 1) & 1


def test_may_see_and_read_value_rules() -> None:
    ex = _mp()
    wx, rx, init_x = event(ex, "W x=1", 0), event(ex, "R x", 1), event(ex, "W init x")
    # W_init lo W_x lo R hides the initial write.
    assert may_see(ex.events, ex.model.hb, ex.model.lo, rx) == [wx]
    rv = read_value(ex.events, ex.model.hb, ex.model.lo, rx)
    assert rv.sources == (wx,) and rv.rule == "may see exactly one write"
    ex_none = _mp(av_none=True)
    rx2 = event(ex_none, "R x", 1)
    assert sorted(may_see(ex_none.events, ex_none.model.hb, ex_none.model.lo, rx2)) == \
        sorted([init_x, event(ex_none, "W x=1", 0)])
    rv2 = read_value(ex_none.events, ex_none.model.hb, ex_none.model.lo, rx2)
    assert rv2.is_undef and rv2.rule == "may see a write that is not location-ordered before it"


def test_read_value_no_location_ordered_write() -> None:
    result = run("AMDGPU U\n{ global u; }\nP0 @ wave 0:\n  %r0 = load i32, ptr @u\n")
    ex = result.outcomes[0].witness
    rv = read_value(ex.events, ex.model.hb, ex.model.lo, event(ex, "R u"))
    assert rv.is_undef and rv.rule == "no write is location-ordered before the read"


def test_read_value_atomic_inclusive_choice() -> None:
    text = f"""AMDGPU A
{{ global x = 0; }}
P0 @ wave 0, wg 0:
  store atomic i32 1, {P} @x syncscope("agent") monotonic
P1 @ wave 0, wg 1:
  %r0 = load atomic i32, {P} @x syncscope("agent") monotonic
"""
    result = run(text)
    assert sorted(o.witness.reg("P1", "r0") for o in result.outcomes) == [0, 1]  # type: ignore[type-var]
    ex = result.outcomes[0].witness
    rv = read_value(ex.events, ex.model.hb, ex.model.lo, event(ex, "R monotonic agent x"))
    assert rv.rule == "atomic with inclusive scopes" and len(rv.sources) == 2


def test_read_value_several_writes_undef() -> None:
    """Rule 5: two writes both location-ordered before the read, neither hiding the
    other (two threads' writes made visible), gives undef."""
    text = f"""AMDGPU two-writers
{{ global x = 0; global a = 0; global b = 0; }}
P0 @ wave 0, wg 0:
  store i32 1, {P} @x
  store atomic i32 1, {P} @a syncscope("agent") release
P1 @ wave 0, wg 1:
  store i32 2, {P} @x
  store atomic i32 1, {P} @b syncscope("agent") release
P2 @ wave 0, wg 2:
  %r0 = load atomic i32, {P} @a syncscope("agent") acquire
  %r1 = load atomic i32, {P} @b syncscope("agent") acquire
  %r2 = load i32, {P} @x
"""
    result = run(text)
    ex = pick(result, lambda e: e.reg("P2", "r0") == 1 and e.reg("P2", "r1") == 1)
    rv = read_value(ex.events, ex.model.hb, ex.model.lo, event(ex, "R x"))
    assert rv.is_undef and rv.rule == "may see several writes"


def test_property4_visible_in_instance_not_containing_write() -> None:
    """Property 4: P1's workgroup-scope load-visible makes x visible in its own
    workgroup instance, which does not contain the write in workgroup 0."""
    text = f"""AMDGPU P4
{{ global x = 0; global y = 0; }}
P0 @ wave 0, wg 0:
  call void @llvm.amdgcn.av.global.store.b128({P} @x, i32 1, !"agent")
  store atomic i32 1, {P} @y syncscope("agent") release, !mmra !{{!"amdgcn-av", !"none"}}
P1 @ wave 0, wg 1:
  %r0 = load atomic i32, {P} @y syncscope("agent") acquire
  %r1 = call i32 @llvm.amdgcn.av.global.load.b128({P} @x, !"workgroup")
"""
    ex = pick(run(text), lambda e: e.reg("P1", "r0") == 1)
    wx = event(ex, "store-available agent x")
    acq, ld = event(ex, "acquire agent y"), event(ex, "load-visible workgroup x")
    assert ex.model.vis[wx] == {acq: Scope.AGENT, ld: Scope.WORKGROUP}
    assert ex.reg("P1", "r1") == 1
    place_w, place_r = ex.events[wx].place, ex.events[ld].place
    assert place_w is not None and place_r is not None
    assert not place_r.contains(Scope.WORKGROUP, place_w)


def test_property5_literal_common_scope_counterexample() -> None:
    """Property 5 says the chain has an availability and a visibility operation with
    inclusive scopes whose common scope includes both W and R. The definitions allow a
    chain where the only such pair is P1's agent-scope release fence (an availability
    operation on x by the chain rule) and P1's workgroup-scope load-visible, whose
    common instance is P1's workgroup: it does not contain W. The read is still
    location-ordered and defined (docs/litmus.md, "Property 5")."""
    text = f"""AMDGPU P5
{{ global x = 0; global y = 0; }}
P0 @ wave 0, wg 0:
  call void @llvm.amdgcn.av.global.store.b128({P} @x, i32 1, !"agent")
  store atomic i32 1, {P} @y syncscope("agent") release, !mmra !{{!"amdgcn-av", !"none"}}
P1 @ wave 0, wg 1:
  %r0 = load atomic i32, {P} @y syncscope("agent") acquire, !mmra !{{!"amdgcn-av", !"none"}}
  fence syncscope("agent") release
  %r1 = call i32 @llvm.amdgcn.av.global.load.b128({P} @x, !"workgroup")
"""
    ex = pick(run(text), lambda e: e.reg("P1", "r0") == 1)
    assert ex.reg("P1", "r1") == 1
    wx = event(ex, "store-available agent x")
    fence = event(ex, "fence release agent")
    ld = event(ex, "load-visible workgroup x")
    assert ex.model.avail[wx] == {wx, fence}
    assert ex.model.vis[wx] == {ld: Scope.WORKGROUP}
    place_w, place_r = ex.events[wx].place, ex.events[ld].place
    assert place_w is not None and place_r is not None
    # The only inclusive (availability, visibility) pair is (fence, ld); their common
    # instance is P1's workgroup, which does not contain W.
    assert not inclusive_scopes(ex.events[wx], Scope.AGENT, ex.events[ld], Scope.WORKGROUP)
    assert inclusive_scopes(ex.events[fence], Scope.AGENT, ex.events[ld], Scope.WORKGROUP)
    assert not place_r.contains(Scope.WORKGROUP, place_w)
