"""compute.binop's shortcut for int64 lane vectors (docs/semantics/scale.md, "Vectorized core":
arithmetic) against its general path: every kind at every width, on values that
overflow, shift past the width and are negative, give the same arrays."""

from __future__ import annotations

import numpy as np
import pytest

from amdsync.explore.values import compute
from amdsync.explore.values.values import UNKNOWN, wrap
from amdsync.program.ops import BinOpKind
from amdsync.program.types import IntType

WIDTHS = (1, 8, 16, 32, 64)
_RNG = np.random.default_rng(7)
_EDGES = np.array([0, 1, -1, 2**31 - 1, -(2**31), 2**63 - 1, -(2**63), 255, 65535, 63, 64],
                  dtype=np.int64)


def _values(bits: int) -> np.ndarray:
    raw = np.concatenate([_EDGES, _RNG.integers(-(2**63), 2**63 - 1, 53, dtype=np.int64)])
    return wrap(raw, bits)  # (registers hold values sign-extended to their width)


@pytest.mark.parametrize("bits", WIDTHS)
def test_narrowed_is_wrap(bits: int) -> None:
    raw = np.concatenate([_EDGES, _RNG.integers(-(2**63), 2**63 - 1, 500, dtype=np.int64)])
    assert np.array_equal(compute.narrowed(raw, bits), wrap(raw, bits))
    assert compute.narrowed(raw, bits).dtype == np.int64


@pytest.mark.parametrize("kind", list(BinOpKind), ids=lambda k: k.name)
@pytest.mark.parametrize("bits", WIDTHS)
def test_fast_binop_is_the_general_path(kind: BinOpKind, bits: int,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    a, b = _values(bits), _values(bits)[::-1].copy()
    if kind in (BinOpKind.SHL, BinOpKind.LSHR, BinOpKind.ASHR):
        b = wrap(np.abs(b) % 80, bits)  # (shift amounts past the width too)
    fast = compute.binop(kind, a, b, IntType(bits))
    monkeypatch.setattr(compute, "FAST_ARITHMETIC", False)
    monkeypatch.setattr(compute, "_NARROW", {})
    slow = compute.binop(kind, a, b, IntType(bits))
    if isinstance(slow, np.ndarray):
        assert isinstance(fast, np.ndarray) and fast.dtype == slow.dtype
        assert np.array_equal(fast, slow)
    else:
        assert slow is UNKNOWN and fast is UNKNOWN
