"""``terms.residue``: the low bits a term fixes for every input (which lets ``icmp eq``
of ``4x + 1`` and ``4y + 2`` fold to false, docs/semantics/symbolic.md, "Preconditions
in the queries"), checked on random terms and random memory in our own semantics."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from amdsync.explore.symbolic import terms as tm
from amdsync.explore.symbolic.terms import Term


@st.composite
def terms(draw: st.DrawFn, depth: int = 3) -> Term:
    if depth == 0 or draw(st.integers(0, 3)) == 0:
        if draw(st.booleans()):
            return tm.const(draw(st.integers(0, 2**32 - 1)), 32)
        return tm.load("b", tm.const(4 * draw(st.integers(0, 3)), 64), 32)
    kind = draw(st.sampled_from(["add", "sub", "mul", "shl", "ext", "or", "and", "xor",
                                 "product"]))
    a = draw(terms(depth - 1))
    if kind == "shl":
        return tm.binary("shl", a, tm.const(draw(st.integers(0, 31)), 32))
    if kind == "mul":
        return tm.binary("mul", a, tm.const(draw(st.sampled_from([2, 3, 4, 6, 8, 12, 16])), 32))
    if kind == "product":  # (two terms, neither a constant)
        return tm.binary("mul", a, draw(terms(depth - 1)))
    if kind == "ext":
        wide = tm.sext(a, 64) if draw(st.booleans()) else tm.zext(a, 64)
        return tm.trunc(wide, 32)
    return tm.binary(kind, a, draw(terms(depth - 1)))


@settings(max_examples=300, deadline=None)
@given(terms(), st.binary(min_size=16, max_size=16))
def test_a_residue_holds_on_every_input(term: Term, memory: bytes) -> None:
    k, r = tm.residue(term)
    value = tm.evaluate(term, lambda b, o: memory[o] if o < len(memory) else 0)
    assert value % (1 << k) == r % (1 << k)


@settings(max_examples=200, deadline=None)
@given(terms(), terms(), st.binary(min_size=16, max_size=16))
def test_an_equality_folded_by_residues_is_false_on_every_input(
        a: Term, b: Term, memory: bytes) -> None:
    folded = tm.icmp("eq", a, b)
    def byte(name: str, offset: int) -> int:
        return memory[offset] if offset < len(memory) else 0
    assert tm.evaluate(folded, byte) == int(tm.evaluate(a, byte) == tm.evaluate(b, byte))


def test_a_query_stops_at_the_seconds_it_is_given() -> None:
    """What is left of --timeout bounds a query (solver.check's ``seconds``): a query of
    4032 disjuncts that takes z3 seconds gives no answer within a millisecond."""
    import pytest  # noqa: PLC0415

    from amdsync.explore.symbolic import solver  # noqa: PLC0415

    k = tm.load("kp", tm.const(0, 64), 32)
    lanes = [tm.binary("mul", tm.sext(tm.binary("add", k, tm.const(j, 32)), 64),
                       tm.const(4, 64)) for j in range(64)]
    meets = [tm.icmp("ult", tm.binary("add", tm.binary("sub", lanes[j], tm.const(4 * i, 64)),
                                      tm.const(3, 64)), tm.const(7, 64))
             for j in range(64) for i in range(64) if i != j]
    path = [tm.icmp("sge", k, tm.const(64, 32)), tm.icmp("slt", k, tm.const(1000, 32))]
    with pytest.raises(solver.SolverUnknown):
        solver.check([tm.balanced("or", meets), *path], seconds=0.001)


@settings(max_examples=200, deadline=None)
@given(terms(), st.sampled_from([1, 2, 4, 8, 16]), st.binary(min_size=16, max_size=16))
def test_an_aligned_offset_is_a_multiple_on_every_input(term: Term, size: int,
                                                        memory: bytes) -> None:
    from amdsync.explore.symbolic.access_log import aligned  # noqa: PLC0415
    wide = tm.zext(term, 64)
    if aligned(wide, size):
        assert tm.evaluate(wide, lambda b, o: memory[o] if o < len(memory) else 0) % size == 0
