"""The relations of the barrier execution model, on hand-built traces
(amdgpu-execution-synchronization, "Execution Model")."""

from __future__ import annotations

from amdsync.semantics.barriers import (
    ARRIVE,
    DROP,
    INIT,
    JOIN,
    WAIT,
    BarrierObject,
    BarrierOp,
    BarrierTrace,
    barrier_executes_before,
    barrier_joined_before,
    barrier_modification_order,
    barrier_mutually_exclusive,
    barrier_participates_in,
    barrier_phase_with,
    thread_barrier_order,
    undefined_behaviour,
)

BO: BarrierObject = ("named", 0, 1)
OTHER: BarrierObject = ("named", 0, 2)


def _trace(*ops: tuple[int, str, BarrierObject, int | None],
           participates: tuple[tuple[int, int], ...] = ()) -> BarrierTrace:
    trace = BarrierTrace()
    po: dict[int, int] = {}
    for thread, kind, barrier, count in ops:
        index = len(trace.ops)
        trace.add(BarrierOp(index, thread, kind, barrier, po.get(thread, 0), count))
        po[thread] = po.get(thread, 0) + 1
    trace.participates = set(participates)
    return trace


def _two_threads() -> BarrierTrace:
    # 0: init(2) by thread 9; thread 0: 1 join, 2 arrive, 3 wait; thread 1: 4 join,
    # 5 arrive, 6 wait. Both arrives participate in both waits.
    return _trace((9, INIT, BO, 2), (0, JOIN, BO, None), (0, ARRIVE, BO, None),
                  (0, WAIT, BO, None), (1, JOIN, BO, None), (1, ARRIVE, BO, None),
                  (1, WAIT, BO, None),
                  participates=((2, 3), (5, 3), (2, 6), (5, 6)))


def test_thread_barrier_order_relates_one_threads_operations_on_one_object() -> None:
    pairs = set(thread_barrier_order(_two_threads(), BO))
    assert {(1, 2), (1, 3), (2, 3), (4, 5), (4, 6), (5, 6)} <= pairs
    assert not {(2, 5), (1, 4), (3, 6)} & pairs
    assert thread_barrier_order(_two_threads(), OTHER) == []


def test_barrier_modification_order_holds_init_drop_arrive_only() -> None:
    assert barrier_modification_order(_two_threads(), BO) == [0, 2, 5]


def test_barrier_participates_in() -> None:
    assert barrier_participates_in(_two_threads()) == {(2, 3), (5, 3), (2, 6), (5, 6)}


def test_barrier_joined_before() -> None:
    trace = _two_threads()
    assert barrier_joined_before(trace, 1, 2) and barrier_joined_before(trace, 1, 3)
    assert not barrier_joined_before(trace, 1, 6)  # another thread
    assert not barrier_joined_before(trace, 1, 1)  # X is not a join
    # A drop between the join and X, or a join on a mutually exclusive object, breaks it.
    dropped = _trace((0, JOIN, BO, None), (0, DROP, BO, None), (0, WAIT, BO, None))
    assert barrier_joined_before(dropped, 0, 1)  # the drop itself is joined
    assert not barrier_joined_before(dropped, 0, 2)
    switched = _trace((0, JOIN, BO, None), (0, JOIN, OTHER, None), (0, WAIT, BO, None))
    assert not barrier_joined_before(switched, 0, 2)
    unrelated = _trace((0, JOIN, BO, None), (0, JOIN, ("workgroup", 0, -1), None),
                       (0, WAIT, BO, None))
    assert barrier_joined_before(unrelated, 0, 2)


def test_barrier_executes_before() -> None:
    reach = barrier_executes_before(_two_threads())
    assert 6 in reach[2]  # participates-in
    assert 6 in reach[1]  # program order, then participates-in: join 1 -> arrive 2 -> 6
    assert 3 in reach[4]  # thread 1's join executes before thread 0's wait
    assert 2 not in reach[6] and 5 not in reach[3]  # no cycles through the phase


def test_barrier_phase_with_groups_a_phase() -> None:
    assert barrier_phase_with(_two_threads()) == [{2, 3, 5, 6}]


def test_barrier_mutually_exclusive() -> None:
    assert barrier_mutually_exclusive(("named", 0, 1), ("named", 0, 2))
    assert barrier_mutually_exclusive(("named", 0, 0), ("named", 0, 16))  # NULL vs named
    assert not barrier_mutually_exclusive(("named", 0, 1), ("named", 0, 1))
    assert not barrier_mutually_exclusive(("named", 0, 1), ("named", 1, 2))
    assert not barrier_mutually_exclusive(("workgroup", 0, -1), ("named", 0, 1))


def test_execution_is_ordered_through_the_barrier() -> None:
    # Informational note: if A -> B in barrier-executes-before and X -> A, B -> Y in
    # program order, X completes before Y: here thread 0's join (X) before thread 1's
    # wait (Y).
    reach = barrier_executes_before(_two_threads())
    assert 6 in reach[1]


def test_a_well_formed_trace_has_no_undefined_behaviour() -> None:
    assert undefined_behaviour(_two_threads()) == []


def test_undefined_behaviour_rules_on_traces() -> None:
    uninit = _trace((0, JOIN, BO, None), (0, ARRIVE, BO, None))
    assert [v.rule for v in undefined_behaviour(uninit)] == ["uninitialized-barrier"]
    negative = _trace((9, INIT, BO, 1), (0, JOIN, BO, None), (0, DROP, BO, None),
                      (1, JOIN, BO, None), (1, DROP, BO, None))
    assert [v.rule for v in undefined_behaviour(negative)] == ["negative-expected-count"]
    too_low = _trace((9, INIT, BO, 3), (0, JOIN, BO, None), (0, ARRIVE, BO, None),
                     (1, JOIN, BO, None), (1, ARRIVE, BO, 1))
    assert [v.rule for v in undefined_behaviour(too_low)] == ["expected-count-too-low"]
    no_join = _trace((9, INIT, BO, 1), (0, DROP, BO, None))
    assert [v.rule for v in undefined_behaviour(no_join)] == ["drop-without-join"]
    # Arrive then drop, with the arrive's phase completing only later, in thread 1.
    early_drop = _trace((9, INIT, BO, 2), (0, JOIN, BO, None), (0, ARRIVE, BO, None),
                        (0, DROP, BO, None), (1, JOIN, BO, None), (1, ARRIVE, BO, None),
                        (1, WAIT, BO, None), participates=((2, 6), (5, 6)))
    assert "arrive-then-drop" in [v.rule for v in undefined_behaviour(early_drop)]
    # A wait whose join executes before none of the arrivals it depends on.
    late_join = _trace((9, INIT, BO, 1), (1, JOIN, BO, None), (1, ARRIVE, BO, None),
                       (0, JOIN, BO, None), (0, WAIT, BO, None), participates=((2, 4),))
    assert [v.rule for v in undefined_behaviour(late_join)] == ["wait-without-join"]
