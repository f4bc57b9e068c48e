"""The program IR's well-formedness rules, checked after every stage that builds IR
(the LLVM reader, the builder, the pipeline's lowering hook) in the tests.

A program is well formed when: its kernel exists and is a kernel; function and block
names are unique; every branch targets a block of its function; phis come first in
their block and name only predecessors; every register is defined once (parameters
included) and every use names a defined register; calls name functions of the program
with the right number of arguments; global addresses name globals.
"""

from __future__ import annotations

from amdsync.program import ops as o
from amdsync.program.module import Function, Program


class MalformedProgram(Exception):
    """An internal error: a stage produced IR that breaks the rules above."""


def verify_program(program: Program) -> None:
    """Raise :class:`MalformedProgram` listing every rule the program breaks."""
    problems = program_problems(program)
    if problems:
        raise MalformedProgram("; ".join(problems))


def program_problems(program: Program) -> list[str]:
    problems: list[str] = []
    names = [f.name for f in program.functions]
    if len(set(names)) != len(names):
        problems.append("duplicate function names")
    if program.kernel not in names:
        problems.append(f"kernel @{program.kernel} is not defined")
    globals_ = {g.name for g in program.globals}
    arity = {f.name: len(f.params) for f in program.functions}
    for function in program.functions:
        problems += [f"@{function.name}: {p}" for p in _function_problems(function, globals_,
                                                                           arity)]
    return problems


def _function_problems(function: Function, globals_: set[str],
                       arity: dict[str, int]) -> list[str]:
    problems: list[str] = []
    blocks = [b.name for b in function.blocks]
    if not blocks:
        return ["no blocks"]
    if len(set(blocks)) != len(blocks):
        problems.append("duplicate block names")
    defined: set[str] = {p.name for p in function.params}
    if len(defined) != len(function.params):
        problems.append("duplicate parameter names")
    preds = function.predecessors()
    for block in function.blocks:
        seen_other = False
        for op in block.ops:
            if isinstance(op, o.Phi):
                if seen_other:
                    problems.append(f"{block.name}: phi %{op.dest} after other operations")
                for pred, _ in op.incoming:
                    if pred not in preds.get(block.name, []):
                        problems.append(f"{block.name}: phi %{op.dest} names {pred}, not a "
                                        "predecessor")
            else:
                seen_other = True
            dest = o.op_dest(op)
            if dest is not None:
                if dest in defined:
                    problems.append(f"%{dest} defined twice")
                defined.add(dest)
            if isinstance(op, o.Call):
                if op.callee not in arity:
                    problems.append(f"call to undefined @{op.callee}")
                elif arity[op.callee] != len(op.args):
                    problems.append(f"call to @{op.callee} with {len(op.args)} arguments, "
                                    f"expected {arity[op.callee]}")
        for target in o.successors(block.term):
            if target not in blocks:
                problems.append(f"{block.name}: branch to unknown block {target}")
    for block in function.blocks:
        for op in block.ops:
            for operand in o.operands(op):
                if isinstance(operand, o.Reg) and operand.name not in defined:
                    problems.append(f"{block.name}: use of undefined %{operand.name}")
                if isinstance(operand, o.GlobalAddr) and operand.name not in globals_:
                    problems.append(f"{block.name}: unknown global @{operand.name}")
        for operand in o.operands(block.term):
            if isinstance(operand, o.Reg) and operand.name not in defined:
                problems.append(f"{block.name}: use of undefined %{operand.name}")
    return problems
