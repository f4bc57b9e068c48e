"""LLVM instruction opcodes that appear as ``Opaque`` operations.

The LLVM IR reader keeps instructions whose values it abstracts (float arithmetic, vector
shuffles, aggregate access …) as :class:`~amdsync.program.ops.Opaque` operations named by
their opcode. Lowering turns them back into instructions, not calls, and the counter model
does not treat them as calls. Any other ``Opaque`` name that is not an ``llvm.*``
intrinsic is a function the program calls but does not define.
"""

from __future__ import annotations

FLOAT_BINOPS = frozenset({"fadd", "fsub", "fmul", "fdiv", "frem"})
CASTS = frozenset({"fptrunc", "fpext", "fptoui", "fptosi", "uitofp", "sitofp", "bitcast",
                   "trunc", "zext", "sext", "ptrtoint", "inttoptr", "addrspacecast"})
INSTRUCTIONS = FLOAT_BINOPS | CASTS | frozenset({
    "fneg", "fcmp", "icmp", "select", "extractelement", "insertelement", "shufflevector",
    "extractvalue", "insertvalue", "freeze",
})


def is_external_call(name: str) -> bool:
    """Does an ``Opaque`` operation of this name become a call to a function?"""
    return not name.startswith("llvm.") and name not in INSTRUCTIONS
