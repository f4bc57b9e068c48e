"""Which ``Opaque`` operations have a known result, and that result: float
arithmetic, comparisons, conversions and sign operations (explore/float_values.py) and
cross-lane moves (explore/cross_lane.py). Every other ``Opaque`` result stays UNKNOWN.

The reader keeps these operations as ``Opaque`` so that the rest of amdsync (value
numbering, definedness, lowering) treats them as before; the interpreter asks
:func:`evaluate` for the exact value (LangRef for each instruction; amdgpu-usage,
"AMDGPU Intrinsics", for the cross-lane ones).
"""

from __future__ import annotations

from collections.abc import Callable

from amdsync.explore import cross_lane, float_values
from amdsync.explore.values import UNKNOWN, BoolArray, Value, splat
from amdsync.program import ops as o


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
    elif op.name not in float_values.INSTRUCTIONS:
        return UNKNOWN
    values = [operand_value(a) if not isinstance(a, o.FloatConst) else _float_const(a, width)
              for a in op.args]
    return float_values.evaluate(op.name, op.flags, values, op.arg_types, op.ty, mask)


def _float_const(operand: o.FloatConst, width: int) -> Value:
    """A float constant's bits in every lane."""
    fmt = float_values.float_format(operand.ty)
    if fmt is None:
        return UNKNOWN
    return splat(float_values.const_bits(operand.value, fmt), width)
