"""Wait counts, versions and groups of the RFC examples and the hard cases of issue 5."""

from __future__ import annotations

from pathlib import Path

import pytest

from amdsync.diagnostics import AmdsyncError
from amdsync.pipeline import format_program, parse_program, transform, verify
from amdsync.pipeline.pipelining import Instance, Transformed, fit_count
from amdsync.pipeline.printer import format_expr

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "pipeline"


def pipeline(source: str, name: str = "t.py") -> Transformed:
    result = transform(parse_program(source, name))
    report = verify(result.original, result.program)
    assert report.ok, (format_program(result.program), report)
    return result


def example(name: str) -> Transformed:
    return pipeline((EXAMPLES / name).read_text(), name)


def counts(result: Transformed) -> dict[tuple[str, int, int], str]:
    """(part, statement, queue) -> the count expression."""
    return {(w.part, w.k, w.queue): format_expr(w.count) for w in result.info.waits}


def test_rfc_intro_async_counts() -> None:
    # RFC, "Making parallelism more explicit": wait(0, 1) in the body, wait(0, 0) after.
    result = example("rfc_intro_async.py")
    assert counts(result) == {("body", 1, 0): "1", ("epilogue", 1, 0): "0"}
    assert result.info.versions == {"B": 2}
    assert result.info.drains == []


def test_rfc_three_stages_counts() -> None:
    # RFC, "More examples": wait(0, 1) before stage 1, wait(1, 1)/(1, 0) in the epilogue
    # (our 17 - i at i = 16, 17). Stage 2's body wait is subsumed by the wait(1, 0) that
    # protects B's version from being overwritten while stage 1 still reads it.
    result = example("rfc_three_stages.py")
    assert counts(result) == {
        ("prologue", 1, 0): "1",
        ("body", 0, 1): "0",
        ("body", 1, 0): "1",
        ("epilogue", 1, 0): "0",
        ("epilogue", 2, 1): "17 - i",
    }
    assert result.info.versions == {"B": 2, "C": 2}


def test_rfc_gemm_counts() -> None:
    # RFC, "Where to put async_wait_queue?" and "Waiting across pipeline body and epilogue
    # boundary": wait(0, 2) in the body, 1 - i in the epilogue (i = k0 - 128); the first
    # consumer's wait (2 - i) is already satisfied by the previous step's wait.
    result = example("rfc_gemm.py")
    assert counts(result) == {
        ("prologue", 2, 0): "2",
        ("body", 2, 0): "2",
        ("epilogue", 2, 0): "129 - k0",
    }
    assert result.info.versions == {"A_shared": 4, "B_shared": 4, "A_local": 1, "B_local": 1}
    assert result.info.groups == [(0, (0, 1))]


def test_rfc_interleaved_is_fixed() -> None:
    # RFC, "Interleaved async producers": the body count 5 is right once the prologue
    # commits the two copies separately, as the body does.
    result = example("rfc_interleaved.py")
    assert counts(result) == {("body", 2, 0): "5", ("epilogue", 2, 0): "36 - 2 * i"}
    assert result.info.groups == [(0, (0,)), (0, (1,))]
    # B_shared is read three steps after it is written, before the next write: 3 versions.
    assert result.info.versions == {"A_shared": 4, "B_shared": 3}


def test_rfc_interleaved_tvm_output_races() -> None:
    original = parse_program((EXAMPLES / "rfc_interleaved.py").read_text(), "o.py")
    theirs = parse_program((EXAMPLES / "rfc_interleaved_tvm_output.py").read_text(), "t.py")
    report = verify(original, theirs)
    assert not report.safe
    first = report.races[0]
    assert first.kind == "read-in-flight"
    assert first.elem == ("A_shared", (0,))
    assert (first.queue, first.group) == (0, 0)
    assert "line 23 (i = 0) reads A_shared[0]" in first.message


def test_rfc_three_stages_tvm_output_races() -> None:
    original = parse_program((EXAMPLES / "rfc_three_stages.py").read_text(), "o.py")
    theirs = parse_program((EXAMPLES / "rfc_three_stages_tvm_output.py").read_text(), "t.py")
    report = verify(original, theirs)
    assert report.race_count == 14
    assert {r.kind for r in report.races} == {"overwrite-source-in-flight"}
    assert not report.mismatches


def test_consumer_ordered_before_two_producers_of_one_stage() -> None:
    result = pipeline(
        "# pipeline: stage=[0, 0, 1] order=[1, 2, 0] async_stages=[0]\n"
        "a = alloc([1])\nb = alloc([1])\n"
        "for i in range(10):\n    a[0] = X[i]\n    b[0] = Y[i]\n    f(a[0], b[0])\n")
    # Both producers form one group; the consumer, first in the step, needs the group of
    # the previous step, the newest committed one.
    assert result.info.groups == [(0, (0, 1))]
    assert counts(result) == {("body", 2, 0): "0", ("epilogue", 2, 0): "0"}


def test_loop_not_starting_at_zero() -> None:
    result = pipeline("# pipeline: stage=[0, 1] async_stages=[0]\nB = alloc([1])\n"
                      "for i in range(5, 13):\n    B[0] = A[i]\n    C[i] = B[0] + 1\n")
    parts = [(p.name, p.start, p.stop) for p in result.info.parts]
    assert parts == [("prologue", 5, 6), ("body", 6, 13), ("epilogue", 13, 14)]
    assert counts(result) == {("body", 1, 0): "1", ("epilogue", 1, 0): "0"}


def test_trip_count_smaller_than_stages() -> None:
    result = pipeline("# pipeline: stage=[0, 3] async_stages=[0]\nB = alloc([1])\n"
                      "for i in range(2):\n    B[0] = A[i]\n    C[i] = B[0] + 1\n")
    parts = [(p.name, p.start, p.stop) for p in result.info.parts]
    assert parts == [("prologue", 0, 3), ("epilogue", 3, 5)]
    assert result.info.versions == {"B": 2}


def test_zero_trip_loop_produces_nothing() -> None:
    result = pipeline("# pipeline: stage=[0, 1] async_stages=[0]\nB = alloc([1])\n"
                      "for i in range(3, 3):\n    B[0] = A[i]\n    C[i] = B[0]\n")
    assert result.program.stmts == ()


def test_consumer_of_two_async_stages() -> None:
    result = example("two_queues.py")
    assert counts(result) == {
        ("body", 2, 0): "2", ("body", 2, 1): "1",
        ("epilogue", 2, 0): "13 - i", ("epilogue", 2, 1): "13 - i",
    }
    assert result.info.queues == {0: 0, 1: 1}


def test_async_last_stage_is_drained() -> None:
    # The last stage is async and nothing consumes it: TVM never waits for it.
    result = pipeline("# pipeline: stage=[0, 1] async_stages=[1]\nB = alloc([1])\n"
                      "for i in range(6):\n    B[0] = A[i] + 1\n    C[i] = B[0]\n")
    assert result.info.drains == [(1, 0)]
    assert format_program(result.program).endswith("async_wait_queue(1, 0):\n    pass\n")


def test_conditional_producer_under_the_same_condition_is_kept() -> None:
    result = pipeline(
        "# pipeline: stage=[0, 1] async_stages=[0]\nB = alloc([1])\n"
        "for i in range(8):\n    if M[i] > 500000:\n        B[0] = A[i]\n"
        "    if M[i] > 500000:\n        C[i] = B[0] + 1\n")
    assert result.info.versions == {"B": 2}
    # The commit encloses the condition: every step commits one group, taken or not.
    assert counts(result) == {("body", 1, 0): "1", ("epilogue", 1, 0): "0"}


def body_text(result: Transformed) -> str:
    """The pipelined body loop as printed."""
    text = format_program(result.program)
    return text[text.index("# body"):text.index("# epilogue")]


def static_producer(stage: str, cond: str, trip: str = "8", header: str = "",
                    before: str = "") -> Transformed:
    return pipeline(f"# pipeline: stage={stage}{header}\nB = alloc([1])\n{before}"
                    f"for i in range({trip}):\n    if {cond}:\n        B[0] = A[i]\n"
                    "    C[i] = B[0] + 1\n")


def test_static_predicate_is_versioned_by_producer_executions() -> None:
    # Issue 11: B is read 0 or 1 iterations after its write; versioned by the number of
    # productions so far (version 0 holds the value before the loop).
    result = static_producer("[0, 1]", "i % 2 == 0")
    assert result.info.versions == {"B": 2}
    assert result.info.counted == {"B": {"producer": 0, "line": 4, "condition": "static",
                                         "count": "i // 2 + 1"}}
    assert body_text(result) == (
        "# body\nfor i in range(1, 8):\n    if i % 2 == 0:\n"
        "        B[(i // 2 + 1) % 2] = A[i]\n    C[i - 1] = B[(i + 1) // 2 % 2] + 1\n\n")


@pytest.mark.parametrize(("stage", "cond", "versions", "count"), [
    ("[0, 1]", "i % 3 == 1", 2, "(i + 2) // 3"),
    ("[0, 2]", "i % 2 == 0", 2, "i // 2 + 1"),     # unconditional: 3 versions
    ("[0, 3]", "i % 2 == 0", 3, "i // 2 + 1"),     # unconditional: 4 versions
    ("[0, 3]", "i % 3 == 1", 2, "(i + 2) // 3"),   # one production per 3 iterations
    ("[0, 2]", "i < 5", 3, "min(i + 1, 5)"),
    ("[0, 2]", "i >= 2", 3, "max(i - 1, 0)"),
    ("[0, 2]", "i % 4 == 0 or i % 4 == 1", 3,
     "0 if i < 0 else 1 if i < 1 else 2 if i < 4 else 3 if i < 5 else 4"),
])
def test_static_predicates_versions(stage: str, cond: str, versions: int, count: str) -> None:
    # The fewest versions for the actual productions (fewer than unconditional when the
    # predicate is sparse), the count of productions in closed form or as a select.
    result = static_producer(stage, cond)
    assert result.info.versions == {"B": versions}
    assert result.info.counted["B"]["count"] == count


def test_static_predicate_async_waits_are_exact() -> None:
    result = static_producer("[0, 1]", "i % 2 == 0", header=" async_stages=[0]")
    # Every step commits one group, taken or not. The consumer of an even iteration j
    # needs the group of its own step (count 1); of an odd one, the group of the
    # production at j - 1, one step older (count 2): exact per iteration.
    assert counts(result) == {
        ("body", 1, 0): "1 if i < 2 else 2 if i < 3 else 1 if i < 4 else 2 if i < 5 else "
                        "1 if i < 6 else 2 if i < 7 else 1"}
    # The last consumer (iteration 7) reads production 6, forced by step 7's wait; the
    # last group (iteration 7) is empty: no epilogue wait, nothing to drain.
    assert result.info.drains == []
    assert result.info.versions == {"B": 2}
    deeper = static_producer("[0, 3]", "i % 3 == 1", header=" async_stages=[0]")
    assert deeper.info.versions == {"B": 2}
    # Productions at 1, 4, 7: the consumers of 1 and 4 (steps 4 and 7) force the group
    # of their production, 3 groups back; the others only need groups already complete,
    # so their counts are the groups in flight (the wait is a no-op there).
    forced = {(w.part, x.step, x.value) for w in deeper.info.waits for x in w.instances
              if x.exact}
    assert forced == {("body", 4, 3), ("body", 7, 3), ("epilogue", 10, 0)}
    assert counts(deeper) == {
        ("body", 1, 0): "4 if i < 4 else 3 if i < 5 else 5 if i < 7 else 3",
        ("epilogue", 1, 0): "3 if i < 10 else 0"}


def test_static_predicate_reads_value_from_before_the_loop() -> None:
    # Iterations 0 and 1 read B before any production: the value written before the loop
    # (7), in every version (the statement runs once per version).
    result = static_producer("[0, 2]", "i >= 2", before="B[0] = 7\n")
    text = format_program(result.program)
    assert "B[0] = 7\nB[1] = 7\nB[2] = 7\n" in text
    never = static_producer("[0, 2]", "i >= 2")
    assert "B[0] = 7" not in format_program(never.program)


def test_data_dependent_producer_read_unconditionally() -> None:
    # Issue 11: the producer runs when M[i] > 500000 (known only at run time), the read
    # is unconditional. The count of productions of each in-flight iteration is kept in
    # a ring B_count (its entry i % 2: c(i) % 2).
    result = pipeline("# pipeline: stage=[0, 1] async_stages=[0]\nB = alloc([1])\n"
                      "for i in range(8):\n    if M[i] > 500000:\n        B[0] = A[i]\n"
                      "    C[i] = B[0] + 1\n")
    assert result.info.versions == {"B": 2}
    assert result.program.alloc("B_count") is not None
    assert result.program.alloc("B_count").shape == (2,)
    assert counts(result) == {("body", 1, 0): "1", ("epilogue", 1, 0): "0"}
    assert body_text(result) == (
        "# body\nfor i in range(1, 8):\n    async_commit_queue(0):\n        async_scope:\n"
        "            if M[i] > 500000:\n                B[(B_count[(i - 1) % 2] + 1) % 2] = A[i]\n"
        "        B_count[i % 2] = (B_count[(i - 1) % 2] + 1) % 2 if M[i] > 500000 else "
        "B_count[(i - 1) % 2]\n"
        "    async_wait_queue(0, 1):\n        C[i - 1] = B[B_count[(i - 1) % 2]] + 1\n\n")


@pytest.mark.parametrize(("stage", "order", "versions", "ring", "body"), [
    ("[0, 2]", "[0, 1]", 3, 3, "2"),
    ("[0, 3]", "[0, 1]", 4, 4, "3"),
    ("[0, 3]", "[1, 0]", 3, 3, "2"),   # the consumer runs first in each step
])
def test_data_dependent_producer_more_stages(stage: str, order: str, versions: int,
                                              ring: int, body: str) -> None:
    result = pipeline(f"# pipeline: stage={stage} order={order} async_stages=[0]\n"
                      "B = alloc([1])\nB[0] = 7\n"
                      "for i in range(9):\n    if M[i] > 500000 and i != 4:\n"
                      "        B[0] = A[i]\n    C[i] = B[0] + 1\n")
    assert result.info.versions == {"B": versions}
    ring_alloc = result.program.alloc("B_count")
    assert ring_alloc is not None and ring_alloc.shape == (ring,)
    assert counts(result)[("body", 1, 0)] == body


def test_data_dependent_read_before_the_producer() -> None:
    # The read comes first in the original body: it reads the count of the iteration
    # before (B_count[(x - 1) % R]); before any production, version 0 (B = 3 before the
    # loop, replicated into every version).
    result = pipeline("# pipeline: stage=[1, 0] async_stages=[0]\nB = alloc([1])\n"
                      "B[0] = 3\nfor i in range(7):\n    C[i] = B[0] + 1\n"
                      "    if M[i] > 500000:\n        B[0] = A[i]\n")
    assert result.info.versions == {"B": 2}
    # A ring of 2: the reader of iteration x - 1 runs before the producer of x.
    assert result.program.alloc("B_count").shape == (2,)
    assert "C[i - 1] = B[B_count[(i - 2) % 2]] + 1" in format_program(result.program)


def test_conditional_producer_refusals() -> None:
    def refused(body: str, before: str = "") -> AmdsyncError:
        source = (f"# pipeline: stage=[0, 1]\nB = alloc([2])\n{before}"
                  f"for i in range(8):\n{body}")
        with pytest.raises(AmdsyncError) as info:
            transform(parse_program(source, "c.py"))
        assert info.value.code == "pipeline-refused"
        return info.value

    two = refused("    block:\n        if i % 2 == 0:\n            B[0] = A[i]\n"
                  "        if i % 3 == 0:\n            B[1] = A[i]\n    C[i] = B[1]\n")
    assert str(two.loc) == "c.py:6:13"
    assert ("its producer at line 4 writes B[0], B[1] at iteration 0 and B[0] at iteration "
            "2; versioning by producer executions needs the same elements in every "
            "production") in two.message
    unwritten = refused("    if i % 2 == 0:\n        B[0] = A[i]\n    C[i] = B[0] + B[1]\n")
    assert str(unwritten.loc) == "c.py:6:19"
    assert "reads B[1], which its producer at line 4 never writes" in unwritten.message
    clash = refused("    if B[1] > 5:\n        B[0] = A[i]\n        B[1] = A[i]\n"
                    "    C[i] = B[0]\n")
    assert "also reads it" in clash.message
    after = ("# pipeline: stage=[0, 1]\nB = alloc([1])\nfor i in range(8):\n"
             "    if i % 2 == 0:\n        B[0] = A[i]\n    C[i] = B[0]\nD[0] = B[0]\n")
    with pytest.raises(AmdsyncError) as info:
        transform(parse_program(after, "a.py"))
    assert str(info.value.loc) == "a.py:7:1"
    assert "after the loop its last values are spread over the versions" in info.value.message


def test_static_predicate_single_version() -> None:
    # Same stage: no versions needed, the predicate is evaluated per iteration.
    result = pipeline("# pipeline: stage=[0, 0, 1] async_stages=[0]\nB = alloc([1])\n"
                      "for i in range(8):\n    if i % 2 == 0:\n        B[0] = A[i]\n"
                      "    D[i] = B[0]\n    C[i] = A[i] + 1\n")
    assert result.info.versions == {"B": 1}


def test_external_buffer_reordering_is_refused() -> None:
    source = ("# pipeline: stage=[0, 1]\nfor i in range(4):\n    C[0] = A[i]\n"
              "    D[i] = C[0]\n")
    with pytest.raises(AmdsyncError) as info:
        transform(parse_program(source, "e.py"))
    assert info.value.code == "pipeline-refused"
    assert "not allocated before the loop" in info.value.message


def test_accumulator_needs_one_version() -> None:
    result = pipeline("# pipeline: stage=[0, 1, 1] async_stages=[0]\n"
                      "t = alloc([1])\nacc = alloc([1])\n"
                      "for i in range(6):\n    t[0] = A[i]\n    acc[0] = acc[0] + t[0]\n"
                      "    out(acc[0])\n")
    assert result.info.versions == {"t": 2, "acc": 1}


def test_nested_pipeline() -> None:
    source = ("# pipeline: stage=[0, 1] async_stages=[0]\n# pipeline j: stage=[0, 1] "
              "async_stages=[0]\nS = alloc([4])\nL = alloc([1])\n"
              "for i in range(4):\n    for jj in range(4):\n        S[jj] = G[i, jj]\n"
              "    for j in range(4):\n        L[0] = S[j]\n        f(L[0], i, j)\n")
    result = pipeline(source)
    assert result.info.versions == {"S": 2, "L": 1}
    # The inner loop runs in the body and in the epilogue: pipelined in both, alike.
    assert len(result.info.nested) == 2
    inner = result.info.nested[0]
    assert inner.queues == {0: 2}
    assert inner.versions == {"S": 1, "L": 2}
    assert [(w.part, w.k, w.queue, format_expr(w.count)) for w in inner.waits] == [
        ("body", 1, 2, "1"), ("epilogue", 1, 2, "0")]


def test_several_groups_per_iteration_and_all_parts() -> None:
    # Three producers of one stage split by consumers: three groups per step.
    result = pipeline(
        "# pipeline: stage=[0, 1, 0, 1, 0, 1] order=[0, 1, 2, 3, 4, 5] async_stages=[0]\n"
        "a = alloc([1])\nb = alloc([1])\nc = alloc([1])\n"
        "for i in range(7):\n    a[0] = X[i]\n    f(a[0])\n    b[0] = Y[i]\n    g(b[0])\n"
        "    c[0] = Z[i]\n    h(c[0])\n")
    assert len(result.info.groups) == 3
    # f(a) of step t - 1 runs after a_t is committed: b_{t-1}, c_{t-1}, a_t are newer.
    assert counts(result)[("body", 1, 0)] == "3"


def test_fit_count_forms() -> None:
    exact = [Instance(t, v, True) for t, v in ((3, 5), (4, 5), (5, 5))]
    assert format_expr(fit_count(exact, "i")) == "5"
    falling = [Instance(t, 10 - 2 * t, True) for t in range(2, 5)]
    assert format_expr(fit_count(falling, "i")) == "10 - 2 * i"
    # A free instance (forces nothing, any count >= 2 is a no-op) next to exact ones that
    # no line fits: a per-iteration select.
    mixed = [Instance(0, 1, True), Instance(1, 0, True), Instance(2, 3, False),
             Instance(3, 0, True)]
    expr = fit_count(mixed, "i")
    assert format_expr(expr) == "1 if i < 1 else 0 if i < 2 else 3 if i < 3 else 0"


def test_leading_stage_offset_is_normalised() -> None:
    result = pipeline("# pipeline: stage=[2, 3] async_stages=[2]\nB = alloc([1])\n"
                      "for i in range(4):\n    B[0] = A[i]\n    C[i] = B[0] + 1\n")
    assert [(p.name, p.start, p.stop) for p in result.info.parts] == [
        ("prologue", 0, 1), ("body", 1, 4), ("epilogue", 4, 5)]
    assert result.info.queues == {2: 2}
    assert counts(result) == {("body", 1, 2): "1", ("epilogue", 1, 2): "0"}


def test_rfc_gemm_consumer_in_the_producers_stage() -> None:
    # RFC, "Where to put async_wait_queue?": a consumer in the producers' stage waits
    # with count 0 ((i + 3) - (i + 3)).
    result = example("rfc_gemm_same_stage.py")
    assert counts(result)[("body", 2, 0)] == "0"
    assert result.info.groups == [(0, (0, 1)), (0, (2,))]
