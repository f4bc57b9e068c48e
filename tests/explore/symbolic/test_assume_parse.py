"""``--assume`` parsing, name resolution and the Python evaluator (issue 41, item 6)."""

import pytest
import z3
from hypothesis import given
from hypothesis import strategies as st

from amdsync.explore.symbolic.assume import (
    AssumeError,
    Binary,
    Elem,
    Forall,
    Lit,
    Ref,
    check_assumptions,
    evaluate,
    parse,
    resolve,
    to_z3,
)


def test_forall_range_parses_with_columns() -> None:
    e = parse("forall i in 0..B: c[i] <= c[i+1]")
    assert isinstance(e, Forall)
    assert (e.var, e.low, e.high, e.column) == ("i", Lit(0, 13), Ref("B", 16), 1)
    assert e.body == Binary("<=", Elem(Ref("c", 19), Ref("i", 21), 19),
                            Elem(Ref("c", 27), Binary("+", Ref("i", 29), Lit(1, 31), 29), 27), 19)


def test_chained_comparison_is_a_conjunction() -> None:
    e = parse("0 <= t[i] < 16")
    assert e == Binary("&&", Binary("<=", Lit(0, 1), Elem(Ref("t", 6), Ref("i", 8), 6), 1),
                       Binary("<", Elem(Ref("t", 6), Ref("i", 8), 6), Lit(16, 13), 6), 1)


def test_positional_with_element_type() -> None:
    e = parse("%4:i32[0] == 3")
    assert e == Binary("==", Elem(Ref("%4", 1, "i32"), Lit(0, 8), 1), Lit(3, 14), 1)


@pytest.mark.parametrize(("text", "column"), [("n >", 4), ("n && && m", 6), ("(n", 3),
                                              ("n $ 2", 3)])
def test_parse_error_has_column(text: str, column: int) -> None:
    with pytest.raises(AssumeError) as err:
        parse(text)
    assert (err.value.column, err.value.reason) == (column, "does not parse")
    assert str(err.value) == f"--assume {text!r}, column {column}: does not parse"


def test_resolve_names_and_positions() -> None:
    resolve("forall i: t[i] < n", parse("forall i: t[i] < n"), ["t", "n"])
    resolve("%1 > 0", parse("%1 > 0"), ["t", "n"])
    with pytest.raises(AssumeError) as err:
        resolve("m > 0", parse("m > 0"), ["t", "n"])
    assert (err.value.column, err.value.reason) == (1, "names no argument 'm'")
    with pytest.raises(AssumeError) as err:
        resolve("0 < %2", parse("0 < %2"), ["t", "n"])
    assert (err.value.column, err.value.reason) == (5, "names no argument: the kernel has 2")


def test_evaluate_forall() -> None:
    e = parse("forall i in 0..B: c[i] <= c[i+1]")
    assert evaluate(e, {"B": 2}, {"c": [1, 2, 3]}) == 1
    assert evaluate(e, {"B": 2}, {"c": [1, 3, 2]}) == 0
    assert evaluate(parse("forall i: 0 <= t[i] < 4"), {}, {"t": [0, 3]}) == 1
    assert evaluate(parse("-7 / 2 == -3 && -7 % 2 == -1"), {}) == 1


@given(st.integers(-50, 50), st.integers(-50, 50))
def test_evaluate_matches_python_c_semantics(a: int, b: int) -> None:
    e = parse("a + b * 2 > a - b || !(a == b)")
    assert evaluate(e, {"a": a, "b": b}) == int(a + b * 2 > a - b or a != b)


def test_vacuous_set_is_refused() -> None:
    check_assumptions(["n > 0", "forall i: 0 <= t[i] < 16"], ["t", "n"])
    with pytest.raises(AssumeError) as err:
        check_assumptions(["n > 4", "n < 2"], ["t", "n"])
    assert str(err.value) == ("--assume 'n < 2', column 1: "
                              "contradicts the assumptions before it (vacuous)")
    with pytest.raises(AssumeError) as err:
        check_assumptions(["forall i in 0..2: t[i] > t[i+1] && t[i] < t[i+1]"], ["t"])
    assert err.value.reason == "is never true (vacuous)"


_EXPRS = ["a + b * 2 > a - b || !(a == b)", "a / 3 == b % 5", "-a * b <= 7 && a != b",
          "(a - b) % 4 < 2 || a / b > 1"]


@given(st.sampled_from(_EXPRS), st.integers(-40, 40), st.integers(-40, 40))
def test_z3_translation_agrees_with_evaluate(text: str, a: int, b: int) -> None:
    e = parse(text)
    if b == 0 and ("/ b" in text or "% b" in text):
        return
    args: dict[str, object] = {}
    formula = to_z3(e, z3, args, {})
    value = z3.simplify(z3.substitute(formula, (z3.Int("a"), z3.IntVal(a)),
                                      (z3.Int("b"), z3.IntVal(b))))
    assert value.as_long() == evaluate(e, {"a": a, "b": b})
