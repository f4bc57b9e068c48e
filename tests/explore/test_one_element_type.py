"""``opaque_values.one_element``: the element type a one-element vector register holds
(for the memory-access hook that decodes ``load <1 x float>``, issue 27's nllloss)."""

from __future__ import annotations

from amdsync.explore.every_input.opaque_values import one_element
from amdsync.program.types import FloatType, IntType, VecType


def test_one_element_vectors_are_their_element() -> None:
    assert one_element(VecType(1, FloatType("float"))) == FloatType("float")
    assert one_element(VecType(1, IntType(32))) == IntType(32)
    assert one_element(VecType(2, FloatType("float"))) == VecType(2, FloatType("float"))
    assert one_element(IntType(8)) == IntType(8)
