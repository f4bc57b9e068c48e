"""The registers an inline-assembly template names, bound to the call's operands
(LangRef, "Inline Asm Constraint String": outputs are numbered first, then inputs; an
input whose constraint is an output's number is that output's register)::

    call i32 asm "v_add_f32 $0, $0, $0 row_shr:1", "=v,0"(i32 %x)
      $0 and $1 are one VGPR holding %x on entry; $0 on exit is the call's result.

An output register that no input is tied to holds nothing defined on entry (``Undef``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from amdsync.formats.llvm.asm.errors import AsmError
from amdsync.formats.llvm.asm.syntax import Constraints
from amdsync.program import ops as o
from amdsync.program.types import Type


@dataclass(frozen=True)
class Held:
    """What a register holds: an IR operand and its IR type."""

    value: o.Operand
    ty: Type


@dataclass
class RegisterFile:
    """Slot ``$N`` → register; register → what it holds now; the register's class."""

    slot_register: list[int]
    held: list[Held]
    kinds: list[str]
    outputs: list[int]  # the registers of the outputs, in order
    output_types: list[Type]

    def read(self, slot: int) -> Held:
        return self.held[self._register(slot)]

    def write(self, slot: int, value: Held) -> None:
        self.held[self._register(slot)] = value

    def kind(self, slot: int) -> str:
        return self.kinds[self._register(slot)]

    def register(self, slot: int) -> int:
        return self._register(slot)

    def _register(self, slot: int) -> int:
        if not 0 <= slot < len(self.slot_register):
            raise AsmError("asm-constraint", f"${slot} names no operand of the call "
                           f"(it has {len(self.slot_register)})")
        return self.slot_register[slot]


def bind(constraints: Constraints, args: Sequence[o.Operand], arg_types: Sequence[Type],
         output_types: Sequence[Type]) -> RegisterFile:
    """The registers of the template, each holding its operand's value on entry."""
    entries = constraints.operands
    outputs = [c for c in entries if c.output]
    inputs = [c for c in entries if not c.output]
    if len(outputs) != len(output_types):
        raise AsmError("asm-constraint", f"the constraint string names {len(outputs)} "
                       f"output(s); the call returns {len(output_types)} value(s)")
    if len(inputs) != len(args):
        raise AsmError("asm-constraint", f"the constraint string names {len(inputs)} "
                       f"input(s); the call passes {len(args)}")
    slot_register: list[int] = []
    held: list[Held] = []
    kinds: list[str] = []
    for ty, c in zip(output_types, outputs, strict=True):
        slot_register.append(len(held))
        held.append(Held(o.Undef(ty), ty))
        kinds.append(c.kind)
    for value, ty, c in zip(args, arg_types, inputs, strict=True):
        if c.tied is not None:
            register = slot_register[c.tied]
            slot_register.append(register)
            held[register] = Held(value, ty)
            continue
        slot_register.append(len(held))
        held.append(Held(value, ty))
        kinds.append(c.kind)
    return RegisterFile(slot_register, held, kinds, list(range(len(outputs))),
                        list(output_types))
