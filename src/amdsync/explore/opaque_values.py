"""Which ``Opaque`` operations have a known result, and that result: float
arithmetic, comparisons, conversions and sign operations (explore/float_values.py) and
cross-lane moves (explore/cross_lane.py), and the moves of a one-element vector
(``<1 x float>``, as Triton wraps every scalar it loads or stores): its register holds
its one element's bits, so ``bitcast`` between it and its element type,
``extractelement`` and ``insertelement`` at index 0 move those bits unchanged (LangRef,
"bitcast", "extractelement", "insertelement"; an index other than 0 is poison and stays
unknown). Every other ``Opaque`` result stays UNKNOWN.

The reader keeps these operations as ``Opaque`` so that the rest of amdsync (value
numbering, definedness, lowering) treats them as before; the interpreter asks
:func:`evaluate` for the exact value (LangRef for each instruction; amdgpu-usage,
"AMDGPU Intrinsics", for the cross-lane ones).
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from amdsync.explore import cross_lane, float_values
from amdsync.explore.values import UNKNOWN, BoolArray, Value, splat
from amdsync.program import ops as o
from amdsync.program.types import Type, VecType


def evaluate(op: o.Opaque, operand_value: Callable[[o.Operand], Value], mask: BoolArray,
             width: int, generation: str | None) -> Value:
    """The result of ``op`` with operands read by ``operand_value`` (UNKNOWN where it is
    not known)."""
    if op.dest is None:
        return UNKNOWN
    if op.name.startswith("llvm."):
        if cross_lane.is_cross_lane(op.name):
            args = [operand_value(a) for a in op.args]
            return cross_lane.evaluate(op.name, args, mask, width, generation)
        if float_values.intrinsic_base(op.name) is None:
            return UNKNOWN
    elif op.name in ("extractelement", "insertelement"):
        return _one_element_move(op, operand_value, mask)
    elif op.name not in float_values.INSTRUCTIONS:
        return UNKNOWN
    if op.name == "bitcast" and len(op.arg_types) == 1:
        src, ty = _element_of_one(op.arg_types[0]), _element_of_one(op.ty)
        return float_values.evaluate("bitcast", op.flags, [operand_value(op.args[0])],
                                     (src,), ty, mask)
    values = [operand_value(a) if not isinstance(a, o.FloatConst) else _float_const(a, width)
              for a in op.args]
    return float_values.evaluate(op.name, op.flags, values, op.arg_types, op.ty, mask)


def _element_of_one(ty: Type) -> Type:
    """A one-element vector's element type; any other type itself."""
    return ty.elem if isinstance(ty, VecType) and ty.count == 1 else ty


def _one_element_move(op: o.Opaque, operand_value: Callable[[o.Operand], Value],
                      mask: BoolArray) -> Value:
    """``extractelement <1 x T> %v, 0`` is %v's bits; ``insertelement <1 x T> %v, T %x,
    0`` is %x's bits (the one element replaced). Any other vector or index: UNKNOWN."""
    vector_ty = op.arg_types[0] if op.arg_types else None
    if not (isinstance(vector_ty, VecType) and vector_ty.count == 1):
        return UNKNOWN
    moved, index = (0, 1) if op.name == "extractelement" else (1, 2)
    if len(op.args) != index + 1:
        return UNKNOWN
    at = operand_value(op.args[index])
    value = operand_value(op.args[moved])
    if (not isinstance(at, np.ndarray) or at.ndim != 1 or bool((at[mask] != 0).any())
            or not isinstance(value, np.ndarray) or value.ndim != 1):
        return UNKNOWN
    return value


def _float_const(operand: o.FloatConst, width: int) -> Value:
    """A float constant's bits in every lane."""
    fmt = float_values.float_format(operand.ty)
    if fmt is None:
        return UNKNOWN
    return splat(float_values.const_bits(operand.value, fmt), width)
