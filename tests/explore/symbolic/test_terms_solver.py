"""Symbolic terms and the solver interface (issue 41, step 1): exact LLVM wrap-around,
hash-consing, byte-level memory, and the solver's answer against brute force."""

from __future__ import annotations

import itertools
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from amdsync.explore.symbolic import solver as sv
from amdsync.explore.symbolic import terms as tm
from amdsync.explore.symbolic.terms import Term


def off(n: int) -> Term:
    return tm.const(n, 64)


def test_hash_consing_makes_equal_structure_one_object() -> None:
    a = tm.binary("add", tm.load("idx", off(0), 32), tm.const(7, 32))
    b = tm.binary("add", tm.const(7, 32), tm.load("idx", off(0), 32))
    assert a is b
    assert tm.binary("mul", a, tm.const(1, 32)) is a
    assert tm.binary("sub", a, a) is tm.const(0, 32)
    assert repr(a) == "(idx[0]:i32 add 7)"


def test_constants_wrap_as_llvm() -> None:
    # LangRef "add"/"mul": wrap modulo 2**width; "sext"/"trunc"/"ashr" on two's complement.
    assert tm.binary("add", tm.const(255, 8), tm.const(1, 8)) is tm.const(0, 8)
    assert tm.binary("mul", tm.const(16, 8), tm.const(16, 8)) is tm.const(0, 8)
    assert tm.sext(tm.const(-1, 8), 32).value == 0xFFFFFFFF
    assert tm.zext(tm.const(-1, 8), 32).value == 0xFF
    assert tm.trunc(tm.const(0x1234, 16), 8).value == 0x34
    assert tm.binary("ashr", tm.const(-8, 8), tm.const(1, 8)).value == 0xFC
    assert tm.binary("lshr", tm.const(-8, 8), tm.const(1, 8)).value == 0x7C
    assert tm.icmp("slt", tm.const(-1, 8), tm.const(0, 8)) is tm.const(1, 1)
    assert tm.icmp("ult", tm.const(-1, 8), tm.const(0, 8)) is tm.const(0, 1)


def test_poison_shifts_and_mixed_widths_are_refused() -> None:
    x = tm.load("a", off(0), 32)
    with pytest.raises(tm.TermError, match="poison"):
        tm.binary("shl", x, tm.const(32, 32))
    with pytest.raises(tm.TermError, match="does not track"):
        tm.binary("shl", tm.const(1, 32), x)
    with pytest.raises(tm.TermError, match="i32 and an i64"):
        tm.binary("add", x, off(1))
    with pytest.raises(tm.TermError, match="whole bytes"):
        tm.load("a", off(0), 1)


def test_loads_share_bytes_little_endian() -> None:
    word = tm.load("m", off(0), 32)
    low = tm.load("m", off(0), 8)
    high = tm.load("m", off(3), 8)
    model = sv.check([tm.icmp("eq", word, tm.const(0x11223344, 32))])
    assert model is not None
    assert model.value(low) == 0x44 and model.value(high) == 0x11
    # A byte read alone and inside the word is the same byte: contradiction.
    assert sv.check([tm.icmp("eq", word, tm.const(0x11223344, 32)),
                    tm.icmp("eq", low, tm.const(0, 8))]) is None


def test_equal_offsets_read_equal_values() -> None:
    # idx[i] == idx[j] for symbolic i == j: memory is a function of the offset.
    i = tm.zext(tm.load("p", off(0), 8), 64)
    j = tm.zext(tm.load("p", off(1), 8), 64)
    a = tm.load("v", i, 8)
    b = tm.load("v", j, 8)
    assert sv.check([tm.icmp("eq", i, j), tm.icmp("ne", a, b)]) is None
    model = sv.check([tm.icmp("ne", i, j), tm.icmp("ne", a, b)])
    assert model is not None
    assert model.value(i) != model.value(j) and model.value(a) != model.value(b)


def test_scatter_race_witness() -> None:
    # out[idx[0]] and out[idx[1]]: equal addresses exactly when idx[0] == idx[1].
    a0 = tm.binary("mul", tm.zext(tm.load("idx", off(0), 32), 64), off(4))
    a1 = tm.binary("mul", tm.zext(tm.load("idx", off(4), 32), 64), off(4))
    in_bounds = [tm.icmp("ult", a, off(64)) for a in (a0, a1)]
    model = sv.check([tm.icmp("eq", a0, a1), *in_bounds])
    assert model is not None
    assert model.value(tm.load("idx", off(0), 32)) == model.value(tm.load("idx", off(4), 32))
    assert model.value(a0) < 64


def test_constant_queries_need_no_backend() -> None:
    assert sv.check([tm.const(1, 1)]) == sv.Model({})
    assert sv.check([tm.const(0, 1),
                    tm.icmp("eq", tm.load("x", off(0), 8), tm.const(0, 8))]) is None
    with pytest.raises(tm.TermError, match="i1"):
        sv.check([tm.const(1, 8)])


def test_answers_are_cached() -> None:
    q = [tm.icmp("ugt", tm.load("c", off(0), 16), tm.const(1000, 16))]
    first = sv.check(q)
    assert first is not None and sv.check(q) is first


def test_importing_the_solver_does_not_load_z3() -> None:
    code = ("import sys; import amdsync.explore.symbolic.solver; "
            "import amdsync.explore.symbolic.terms; print('z3' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.strip()
    assert out == "False"


# Brute force: random terms over a 2-byte buffer "b" with bytes in a small domain; the
# solver says sat exactly when some assignment of the domain satisfies the query (the
# query pins every byte to the domain), and its model satisfies it.
DOMAIN = (0, 1, 2, 0x7F, 0x80, 0xFF)
WIDTHS = (8, 16)


def leaves(width: int) -> st.SearchStrategy[Term]:
    byte = st.sampled_from((0, 1))
    reads = byte.map(lambda k: tm.zext(tm.load("b", off(k), 8), width))
    word = st.just(tm.trunc(tm.load("b", off(0), 16), width) if width <= 16 else
                   tm.zext(tm.load("b", off(0), 16), width))
    consts = st.integers(0, (1 << width) - 1).map(lambda v: tm.const(v, width))
    return st.one_of(reads, word, consts)


def ints(width: int) -> st.SearchStrategy[Term]:
    def extend(children: st.SearchStrategy[Term]) -> st.SearchStrategy[Term]:
        ops = st.sampled_from(("add", "sub", "mul", "and", "or", "xor"))
        shifts = st.sampled_from(("shl", "lshr", "ashr"))
        return st.one_of(
            st.builds(tm.binary, ops, children, children),
            st.builds(lambda op, a, n: tm.binary(op, a, tm.const(n, width)),
                      shifts, children, st.integers(0, width - 1)),
            st.builds(tm.select, conds_of(children), children, children),
        )
    return st.recursive(leaves(width), extend, max_leaves=6)


def conds_of(children: st.SearchStrategy[Term]) -> st.SearchStrategy[Term]:
    return st.builds(tm.icmp, st.sampled_from(tm.ICMP_PREDICATES), children, children)


def domain_pins() -> list[Term]:
    return [_in_domain(tm.load("b", off(k), 8)) for k in (0, 1)]


def _in_domain(byte: Term) -> Term:
    cond = tm.icmp("eq", byte, tm.const(DOMAIN[0], 8))
    for v in DOMAIN[1:]:
        cond = tm.binary("or", cond, tm.icmp("eq", byte, tm.const(v, 8)))
    return cond


def memory_of(values: tuple[int, ...]) -> tm.Memory:
    return lambda _buffer, offset: values[offset] if offset < len(values) else 0


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(WIDTHS).flatmap(lambda w: st.lists(conds_of(ints(w)), min_size=1,
                                                           max_size=3)))
def test_solver_agrees_with_every_input_of_a_small_domain(query: list[Term]) -> None:
    brute = any(all(tm.evaluate(c, memory_of(v)) == 1 for c in query)
                for v in itertools.product(DOMAIN, repeat=2))
    model = sv.check([*query, *domain_pins()])
    assert (model is not None) == brute
    if model is not None:
        assert all(model.value(c) == 1 for c in query)
