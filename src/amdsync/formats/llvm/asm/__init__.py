"""Inline AMDGPU assembly read as what it does (docs/semantics/inline-asm.md).

:func:`read_asm` turns one ``call … asm "template", "constraints"(args)`` into program
operations: the template's statements (asm/syntax.py) run over registers bound to the
call's operands (asm/registers.py), each statement becoming the operations the ISA
describes (asm/instructions.py; asm/alu.py with DPP through ``update.dpp``, asm/dpp.py;
asm/memory.py with loads and stores by the memory-model code-sequence tables,
asm/cache_policy.py; asm/state.py). Whatever is not read is
an :class:`AsmError` naming the instruction.
"""

from __future__ import annotations

from dataclasses import dataclass

from amdsync.diagnostics import AmdsyncError, Loc
from amdsync.formats.llvm.asm.errors import AsmError
from amdsync.formats.llvm.asm.instructions import Emitter, Machine
from amdsync.formats.llvm.asm.registers import Held, bind
from amdsync.formats.llvm.asm.syntax import constraints, statements
from amdsync.program import ops as o
from amdsync.program.types import Type
from amdsync.targets import Processor, lookup_processor

__all__ = ["AsmCall", "AsmError", "Held", "read_asm"]


@dataclass(frozen=True)
class AsmCall:
    """One inline-assembly call: its template (escapes decoded), constraint string,
    operands and their types, the types of its outputs, and the processor the module
    names (``"target-cpu"``; None when it names none) with its TgSplit mode."""

    template: str
    constraints: str
    args: tuple[o.Operand, ...]
    arg_types: tuple[Type, ...]
    output_types: tuple[Type, ...]
    target_cpu: str | None
    tgsplit: bool
    loc: Loc


def read_asm(call: AsmCall, out: Emitter) -> list[Held]:
    """Emit the operations of ``call`` into ``out``; the values of its outputs."""
    parsed = constraints(call.constraints)
    program = statements(call.template)
    processor = _processor(call.target_cpu)
    regs = bind(parsed, call.args, call.arg_types, call.output_types)
    machine = Machine(regs, processor, call.tgsplit, "memory" in parsed.clobbers, out,
                      call.loc)
    for statement in program:
        machine.run(statement)
    return machine.finish()


def _processor(name: str | None) -> Processor | str | None:
    """The processor ``"target-cpu"`` names; its name where amdsync does not know it (a
    statement that depends on it then says so)."""
    if name is None:
        return None
    try:
        return lookup_processor(name)
    except AmdsyncError:
        return name


def decode_template(text: str) -> str:
    """An LLVM string body's ``\\XX`` escapes decoded (LangRef, "String constants") and
    ``\\\\`` a backslash."""
    out: list[str] = []
    i = 0
    while i < len(text):
        if text[i] == "\\" and _hex(text[i + 1:i + 3]):
            out.append(chr(int(text[i + 1:i + 3], 16)))
            i += 3
            continue
        if text[i] == "\\" and text[i + 1:i + 2] == "\\":
            out.append("\\")
            i += 2
            continue
        out.append(text[i])
        i += 1
    return "".join(out)


def _hex(pair: str) -> bool:
    return len(pair) == 2 and all(c in "0123456789abcdefABCDEF" for c in pair)

