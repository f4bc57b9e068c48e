"""Lanes as one term (docs/semantics/symbolic.md, "Lanes as one term";
explore/symbolic/lane_templates.py): a family of per-lane terms that differ only in
constants affine in the lane's position is one template, which at every position and on
every memory evaluates as that lane's term; a family that differs otherwise has none.
And the one-term question about every pair of two accesses' lanes answers as the
disjunction of one term per pair does (explore/symbolic/access_log.py, ``_templated``)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from amdsync.explore.symbolic import terms as tm
from amdsync.explore.symbolic.access_log import Logged, _first
from amdsync.explore.symbolic.lane_templates import lane_variable, template
from amdsync.explore.symbolic.terms import Term

X = tm.load("data", tm.const(0, 64), 32)
Y = tm.load("data", tm.const(4, 64), 32)


@st.composite
def shapes(draw: st.DrawFn) -> tuple[list[str], int, int]:
    """An expression over X, Y and a lane constant ``a * p + b``, as a list of steps."""
    steps = draw(st.lists(st.sampled_from(["add X", "sub Y", "mul 3", "add LANE",
                                           "xor LANE", "sext", "icmp slt LANE"]),
                          min_size=1, max_size=5))
    return steps, draw(st.integers(0, 5)), draw(st.integers(0, 7))


def build(steps: list[str], lane: int) -> Term:
    term = tm.binary("add", X, tm.const(lane, 32))
    for step in steps:
        op, *rest = step.split(" ")
        width = term.width
        if op == "sext":
            term = tm.sext(term, 64) if width == 32 else term
            continue
        arg = rest[-1]
        operand = (tm.sext(X, width) if arg == "X" and width != 32 else X if arg == "X"
                   else tm.sext(Y, width) if arg == "Y" and width != 32 else Y
                   if arg == "Y" else tm.const(lane if arg == "LANE" else int(arg), width))
        if op == "icmp":
            term = tm.zext(tm.icmp(rest[0], term, operand), width)
        else:
            term = tm.binary(op, term, operand)
    return term


@settings(max_examples=200, deadline=None)
@given(shapes(), st.integers(2, 64), st.lists(st.integers(0, 255), min_size=8, max_size=8))
def test_a_template_evaluates_as_each_lane(shape: tuple[list[str], int, int], lanes: int,
                                           data: list[int]) -> None:
    steps, a, b = shape
    family = [build(steps, a * p + b) for p in range(lanes)]
    var = lane_variable("a")
    found = template(family, var)
    assert found is not None
    for p in range(lanes):
        def memory(buffer: str, offset: int, p: int = p) -> int:
            return p if buffer == var.name else data[offset]
        assert tm.evaluate(found, memory) == tm.evaluate(family[p], memory)


def test_lanes_that_differ_otherwise_have_no_template() -> None:
    var = lane_variable("a")
    assert template([tm.binary("add", X, tm.const(1, 32)), tm.binary("mul", X, Y)],
                    var) is None
    # constants not affine in the position: 0, 1, 4
    assert template([tm.binary("xor", X, tm.const(k, 32)) for k in (0, 1, 4)],
                    var) is None


def _access(site: int, offsets: list[Term], guards: list[Term] | None) -> Logged:
    n = len(offsets)
    return Logged("out", site, True, 4, tuple(range(site * 100, site * 100 + n)),
                  tuple([0] * n), tuple(offsets),
                  None, None, -1, None, False,
                  guards=None if guards is None else tuple(guards))


@st.composite
def access_pairs(draw: st.DrawFn) -> tuple[Logged, Logged]:
    """Two 8-lane stores to ``out`` at ``4 * sext(base + k * lane + c)``, each lane maybe
    under ``lane < bound`` (base and bound read from ``data``)."""
    out = []
    for site in (1, 2):
        base = draw(st.sampled_from([X, Y]))
        k, c = draw(st.sampled_from([0, 1, 2])), draw(st.integers(0, 9))
        guarded = draw(st.booleans())
        bound = draw(st.sampled_from([X, Y, tm.binary("sub", Y, X)]))
        offsets = [tm.binary("mul", tm.sext(tm.binary("add", base, tm.const(k * p + c, 32)),
                                            64), tm.const(4, 64)) for p in range(8)]
        guards = [tm.icmp("slt", tm.const(p, 32), bound) for p in range(8)]
        out.append(_access(site, offsets, guards if guarded else None))
    return out[0], out[1]


@settings(max_examples=60, deadline=None)
@given(access_pairs(), st.sampled_from([(), ("sle",)]))
def test_the_one_term_question_answers_as_the_pairs_do(
        accesses: tuple[Logged, Logged], assumption: tuple[str, ...]) -> None:
    new, old = accesses
    pairs = [(i, j) for i in range(8) for j in range(8)]
    path = [tm.icmp("sle", X, Y)] if assumption else []
    one = _first(new, old, pairs, path, None, None, same=False)
    # (below TEMPLATE_MIN_PAIRS: the disjunction of one term per pair)
    each = None
    for chunk in range(0, 64, 16):
        each = each or _first(new, old, pairs[chunk:chunk + 16], path, None, None,
                              same=False)
    assert (one is None) == (each is None)
    if one is not None:
        byte = one.model.byte
        assert tm.evaluate(new.within(one.new_slot), byte)
        assert tm.evaluate(old.within(one.old_slot), byte)
        assert (tm.evaluate(new.offsets[one.new_slot], byte)
                == tm.evaluate(old.offsets[one.old_slot], byte))
        assert not any(key[0].startswith("<lane") for key in one.model.bytes)
