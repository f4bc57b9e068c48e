"""Which ``Opaque`` operations have a known result, and that result: float
arithmetic, comparisons, conversions and sign operations (explore/values/float_values.py),
cross-lane moves (explore/values/cross_lane.py) and the element of a one-element vector.
Every other ``Opaque`` result stays UNKNOWN.

The reader keeps these operations as ``Opaque`` so that the rest of amdsync (value
numbering, definedness, lowering) treats them as before; the interpreter asks
:func:`evaluate` for the exact value (LangRef for each instruction; amdgpu-usage,
"AMDGPU Intrinsics", for the cross-lane ones).
"""

from __future__ import annotations

from collections.abc import Callable

from amdsync.explore.values import cross_lane, float_values
from amdsync.explore.values.values import UNKNOWN, BoolArray, Value
from amdsync.program import ops as o
from amdsync.program.types import Type, VecType

ONE_ELEMENT = frozenset({"extractelement", "insertelement"})


def never_known(op: o.Opaque) -> bool:
    """Does :func:`evaluate` give UNKNOWN for ``op`` whatever its operands (an operation
    whose result amdsync does not compute)? (explore/machine/op_plans.py skips those.)"""
    if op.dest is None:
        return True
    if op.name.startswith("llvm."):
        return (not cross_lane.is_cross_lane(op.name)
                and float_values.intrinsic_base(op.name) is None)
    if op.name in ONE_ELEMENT:
        return not _one_element_shape(op)
    return op.name not in float_values.INSTRUCTIONS


def evaluate(op: o.Opaque, operand_value: Callable[[o.Operand], Value], mask: BoolArray,
             width: int, generation: str | None) -> Value:
    """The result of ``op`` with operands read by ``operand_value`` (``Registers._eval``:
    a float constant is its bits; UNKNOWN where the result is not known)."""
    if never_known(op):
        return UNKNOWN
    if cross_lane.is_cross_lane(op.name):
        args = [operand_value(a) for a in op.args]
        return cross_lane.evaluate(op.name, args, mask, width, generation)
    if op.name in ONE_ELEMENT:
        return _one_element(op, operand_value)
    values = [operand_value(a) for a in op.args]
    return float_values.evaluate(op.name, op.flags, values, op.arg_types, op.ty, mask)


def _one_element_shape(op: o.Opaque) -> bool:
    """Is ``op`` an ``extractelement`` / ``insertelement`` at constant position 0 of a
    one-element vector (the only ones :func:`_one_element` knows the result of)?"""
    vector = op.ty if op.name == "insertelement" else (
        op.arg_types[0] if op.arg_types else None)
    position = op.args[-1] if op.args else None
    return (isinstance(vector, VecType) and vector.count == 1
            and isinstance(position, o.Const) and position.value == 0)


def _one_element(op: o.Opaque, operand_value: Callable[[o.Operand], Value]) -> Value:
    """``extractelement`` / ``insertelement`` at position 0 of a one-element vector
    (Triton's ``<1 x float>`` accesses): a one-element vector register holds its
    element's bits, so the result is the element. Integer vectors are split into
    elements by the reader (formats/llvm/vectors.py); other float vectors stay UNKNOWN."""
    if not _one_element_shape(op):
        return UNKNOWN
    return operand_value(op.args[1] if op.name == "insertelement" else op.args[0])


def one_element(ty: Type) -> Type:
    """The element type of a one-element vector type (a register of it holds the
    element's bits, as :func:`_one_element` reads them); any other type itself. A load
    of ``<1 x float>`` (Triton's scalar loads) is decoded as a load of ``float``."""
    return ty.elem if isinstance(ty, VecType) and ty.count == 1 else ty
