"""Symbolic lane values (values/symbolic.py) against the concrete arithmetic the engine
runs (values/compute.py): a lane vector read as symbols from a buffer and evaluated on
that buffer's bytes gives what compute gives on the concrete lanes."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from amdsync.explore.symbolic import terms as tm
from amdsync.explore.symbolic.terms import TermError
from amdsync.explore.values import compute
from amdsync.explore.values import symbolic as sym
from amdsync.explore.values.values import IntArray, wrap
from amdsync.program.ops import BinOpKind, CastKind, ICmpPred
from amdsync.program.types import IntType

LANES = 4


def read_lanes(buffer: str, bits: int) -> sym.SymLanes:
    size = bits // 8
    return sym.SymLanes(tuple(tm.load(buffer, tm.const(lane * size, 64), bits)
                              for lane in range(LANES)), bits)


def memory_holding(buffer: str, values: IntArray, bits: int) -> tm.Memory:
    size = bits // 8
    data = b"".join((int(v) & ((1 << bits) - 1)).to_bytes(size, "little") for v in values)
    return lambda name, offset: data[offset] if name == buffer and offset < len(data) else 0


def lanes(bits: int) -> st.SearchStrategy[IntArray]:
    return st.lists(st.integers(-(1 << (bits - 1)), (1 << (bits - 1)) - 1),
                    min_size=LANES, max_size=LANES).map(lambda v: np.array(v, np.int64))


KINDS = (BinOpKind.ADD, BinOpKind.SUB, BinOpKind.MUL, BinOpKind.AND, BinOpKind.OR,
         BinOpKind.XOR, BinOpKind.SMIN, BinOpKind.SMAX, BinOpKind.UMIN, BinOpKind.UMAX)


@settings(max_examples=200, deadline=None)
@given(st.sampled_from((8, 16, 32, 64)).flatmap(
    lambda bits: st.tuples(st.just(bits), lanes(bits), lanes(bits), st.sampled_from(KINDS),
                           st.booleans())))
def test_binop_matches_compute(case: tuple[int, IntArray, IntArray, BinOpKind, bool]) -> None:
    bits, a, b, kind, swap = case
    memory = memory_holding("a", a, bits)
    left, right = (read_lanes("a", bits), b) if not swap else (b, read_lanes("a", bits))
    result = sym.binop(kind, left, right, bits)
    expected = compute.binop(kind, a, b, IntType(bits)) if not swap else compute.binop(
        kind, b, a, IntType(bits))
    assert isinstance(expected, np.ndarray)
    got = sym.evaluate(result, memory) if isinstance(result, sym.SymLanes) else result
    assert got.tolist() == expected.tolist()


@settings(max_examples=150, deadline=None)
@given(st.sampled_from((8, 16, 32)).flatmap(
    lambda bits: st.tuples(st.just(bits), lanes(bits), lanes(bits),
                           st.sampled_from(list(ICmpPred)))))
def test_icmp_matches_compute(case: tuple[int, IntArray, IntArray, ICmpPred]) -> None:
    bits, a, b, pred = case
    result = sym.icmp(pred, read_lanes("a", bits), b, bits)
    assert isinstance(result, sym.SymLanes)
    expected = compute.icmp(pred, a, b)
    assert isinstance(expected, np.ndarray)
    assert sym.evaluate(result, memory_holding("a", a, bits)).tolist() == (
        wrap(expected, 1).tolist())


@settings(max_examples=100, deadline=None)
@given(lanes(16), st.integers(0, 15))
def test_casts_and_shifts(a: IntArray, amount: int) -> None:
    memory = memory_holding("a", a, 16)
    x = read_lanes("a", 16)
    zext = sym.cast(CastKind.ZEXT, x, 16, 64)
    sext = sym.cast(CastKind.SEXT, x, 16, 32)
    low = sym.cast(CastKind.TRUNC, x, 16, 8)
    assert isinstance(zext, sym.SymLanes) and isinstance(sext, sym.SymLanes)
    assert isinstance(low, sym.SymLanes)
    assert sym.evaluate(zext, memory).tolist() == (a & 0xFFFF).tolist()
    assert sym.evaluate(sext, memory).tolist() == a.tolist()
    assert sym.evaluate(low, memory).tolist() == wrap(a, 8).tolist()
    shifted = np.full(LANES, amount, np.int64)
    for kind in (BinOpKind.SHL, BinOpKind.LSHR, BinOpKind.ASHR):
        got = sym.binop(kind, x, shifted, 16)
        expected = compute.binop(kind, a, shifted, IntType(16))
        assert isinstance(got, sym.SymLanes) and isinstance(expected, np.ndarray)
        assert sym.evaluate(got, memory).tolist() == expected.tolist()


def test_constant_results_are_concrete_and_uniform_symbols_recognized() -> None:
    x = read_lanes("a", 32)
    zero = sym.binop(BinOpKind.SUB, x, x, 32)
    assert isinstance(zero, np.ndarray) and zero.tolist() == [0] * LANES
    one = sym.SymLanes((tm.load("n", tm.const(0, 64), 32),) * LANES, 32)
    assert one.uniform is one.terms[0]
    assert x.uniform is None
    scaled = sym.binop(BinOpKind.MUL, one, np.full(LANES, 4, np.int64), 32)
    assert isinstance(scaled, sym.SymLanes) and scaled.uniform is not None
    assert repr(scaled.uniform) == "(n[0]:i32 mul 4)"


def test_operations_without_an_exact_term_are_refused() -> None:
    x = read_lanes("a", 32)
    with pytest.raises(TermError, match="poison"):
        sym.binop(BinOpKind.UDIV, x, np.full(LANES, 3, np.int64), 32)
    with pytest.raises(TermError, match="does not track"):
        sym.binop(BinOpKind.SHL, np.full(LANES, 1, np.int64), x, 32)
    with pytest.raises(TermError, match="i32 value used as an i64"):
        sym.binop(BinOpKind.ADD, x, np.zeros(LANES, np.int64), 64)
