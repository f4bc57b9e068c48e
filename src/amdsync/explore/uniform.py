"""Wave-uniform values: registers known to hold one value in a set of lanes (docs/check.md,
"Lanes of one instruction writing one address").

A store whose lanes write the same bytes to one address is one write
(``machine._OneInstructionWrites``); for a value amdsync does not know (a float
computed from loaded data) the bytes are unknown, so lanes count as possibly different.
This module knows, for each register of a wave's activation, the lanes over which it
is *one* value although that value is unknown, for these reasons only:

* ``readfirstlane`` and ``readlane`` with an index that is itself one value (LLVM
  AMDGPU intrinsics: the result is the operand's value in one lane, "readlane: get
  the value of a specific lane"; every active lane receives that same value);
* an operation that computes each lane from that lane's operands alone (integer and
  pointer arithmetic, casts, selects, compares, float arithmetic and the math
  intrinsics outside ``llvm.amdgcn``, ``insertelement`` / ``extractelement`` /
  ``shufflevector``), when every operand is one value over the executing lanes:
  equal inputs give equal outputs (these are functions of their operands; LLVM's
  float operations are deterministic for equal inputs);
* constants and the kernel's own arguments (the same for every work-item).

Everything else clears the register: loads (lanes may read different memory), phis
(lanes may arrive from different edges or iterations), calls, and every cross-lane
operation other than the two reads (DPP, permlane, swizzle, bpermute, matrix ops).
The lanes recorded are exactly the lanes that executed the defining operation, so
lanes that computed the register at another time (another loop iteration) are never
claimed equal to them. ``poison`` / ``undef`` operands are not one value, except as the
vector an ``insertelement`` overwrites completely (a one-element vector).
"""

from __future__ import annotations

from collections.abc import Callable, Collection

import numpy as np

from amdsync.explore.values import BoolArray, Value
from amdsync.program import ops as o
from amdsync.program.types import VecType

# Math intrinsics outside llvm.amdgcn and these amdgcn ones act lane by lane.
_LANEWISE_AMDGCN = frozenset({"exp2", "log", "rcp", "rsq", "sqrt", "sin", "cos", "fract",
                              "ldexp", "fmed3", "frexp.mant", "frexp.exp", "fmul.legacy",
                              "fma.legacy", "rcp.legacy", "rsq.legacy", "rsq.clamp",
                              "log.clamp"})


def _lanewise_opaque(op: o.Opaque) -> bool:
    if not op.name.startswith("llvm."):
        return True  # an LLVM instruction: fadd, fcmp, insertelement, bitcast, …
    if not op.name.startswith("llvm.amdgcn."):
        return True  # llvm.maxnum, llvm.exp2, llvm.fma, …: element-wise math
    name = op.name.removeprefix("llvm.amdgcn.")
    return any(name == base or name.startswith(base + ".") for base in _LANEWISE_AMDGCN)


Lanes = dict[str, BoolArray]  # register → the lanes over which it holds one value
Evaluate = Callable[[o.Operand], Value]


def one_value(lanes: Lanes, params: Collection[str], operand: o.Operand, mask: BoolArray,
              evaluate: Evaluate) -> bool:
    """Does ``operand`` hold one value in every lane of ``mask``? ``params`` are the
    kernel's arguments when the activation is the kernel's (empty for a callee, whose
    parameters are the caller's per-lane values)."""
    match operand:
        case o.Const() | o.FloatConst() | o.NullPtr() | o.GlobalAddr():
            return True
        case o.Undef():
            return False
        case o.Reg(name):
            if name in params:
                return True
            known = lanes.get(name)
            if known is not None and not (mask & ~known).any():
                return True
            value = evaluate(operand)
            if isinstance(value, np.ndarray) and mask.any():
                # (one row per value of a parametric run's class: one value in each)
                chosen = value[..., mask]
                return bool((chosen == chosen[..., :1]).all())
            return False


def record(lanes: Lanes, params: Collection[str], op: o.Op, mask: BoolArray,
           evaluate: Evaluate) -> None:
    """After ``op`` ran for the lanes of ``mask``: what its result is."""
    dest = getattr(op, "dest", None)
    if not isinstance(dest, str):
        return
    if _uniform_result(lanes, params, op, mask, evaluate):
        lanes[dest] = mask.copy()
    else:
        lanes.pop(dest, None)


def _uniform_result(lanes: Lanes, params: Collection[str], op: o.Op, mask: BoolArray,
                    evaluate: Evaluate) -> bool:
    def one(x: o.Operand) -> bool:
        return one_value(lanes, params, x, mask, evaluate)

    match op:
        case o.WaveOp(_, o.WaveOpKind.READFIRSTLANE):
            return True
        case o.WaveOp(_, o.WaveOpKind.READLANE, args):
            return len(args) == 2 and one(args[1])
        case o.BinOp(_, _, lhs, rhs) | o.ICmp(_, _, lhs, rhs):
            return one(lhs) and one(rhs)
        case o.Select(_, cond, a, b):
            return one(cond) and one(a) and one(b)
        case o.Cast(_, _, value):
            return one(value)
        case o.PtrAdd(_, base, offset):
            return one(base) and one(offset)
        case o.Opaque(_, name, args, ty) if _lanewise_opaque(op):
            if (name == "insertelement" and len(args) == 3 and isinstance(args[0], o.Undef)
                    and isinstance(ty, VecType) and ty.count == 1):
                return one(args[1])  # the only element is overwritten
            return all(one(a) for a in args)
        case _:
            return False
