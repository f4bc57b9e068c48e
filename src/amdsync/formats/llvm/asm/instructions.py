"""Each statement of a template as the program operations it performs: register
statements (asm/alu.py), loads and stores (asm/memory.py), ``s_nop`` and ``s_waitcnt``
(asm/state.py). Anything else is refused by name.
"""

from __future__ import annotations

from amdsync.formats.llvm.asm.alu import LANE_MNEMONICS, AluStatements, alu_base
from amdsync.formats.llvm.asm.errors import AsmError
from amdsync.formats.llvm.asm.memory import MEMORY_MNEMONICS, MemoryStatements
from amdsync.formats.llvm.asm.registers import Held
from amdsync.formats.llvm.asm.state import F32, I32, UNSUPPORTED, Emitter
from amdsync.formats.llvm.asm.syntax import Statement

__all__ = ["Emitter", "Machine"]


class Machine(AluStatements, MemoryStatements):
    """One template being read, statement by statement."""

    def run(self, s: Statement) -> None:
        if s.mnemonic == "s_nop":
            self._nop(s)
            return
        if s.mnemonic == "s_waitcnt":
            self._waitcnt(s)
            self._tick(1)
            return
        base = alu_base(s.mnemonic)
        if s.mnemonic in MEMORY_MNEMONICS:
            self._memory_statement(s)
        elif base is not None:
            self._alu(s, base)
        elif s.mnemonic in LANE_MNEMONICS:
            self._lane(s)
        else:
            raise refused(s)
        self._tick(1)

    def finish(self) -> list[Held]:
        for register in self.regs.outputs:
            if register in self.pending:
                raise AsmError("asm-unwaited-load", f"the result of `{self.pending[register]}` "
                               "leaves the template before an `s_waitcnt vmcnt(0)`: LLVM does "
                               "not wait for loads inside inline assembly, so the register "
                               "may not hold the loaded value yet")
        out: list[Held] = []
        for register, ty in zip(self.regs.outputs, self.regs.output_types, strict=True):
            held = self.regs.held[register]
            if held.ty != ty and held.ty in (I32, F32) and ty in (I32, F32):
                held = Held(self._bits(held, ty, _END), ty)
            elif held.ty != ty:
                raise AsmError(UNSUPPORTED, f"output {register} holds {held.ty}; the "
                               f"call reads it as {ty}")
            out.append(held)
        return out


_END = Statement("(end of template)", (), (), "(end of template)")


def refused(s: Statement) -> AsmError:
    return AsmError(UNSUPPORTED,
                    f"`{s.mnemonic}` (in `{s.text}`) is not an instruction amdsync reads in "
                    "inline assembly; it reads register-only VALU/SALU arithmetic and moves "
                    "(DPP included), s_nop, s_waitcnt, v_readlane/v_readfirstlane/"
                    "v_writelane, and global/flat/buffer dword loads and stores")

