"""The state of one inline-assembly template being read and the helpers every kind of
statement uses: the registers (asm/registers.py), the loads not yet waited for, the wait
states since each register's last VALU write, the processor the template was assembled
for, and where operations go."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Protocol

from amdsync.diagnostics import Loc
from amdsync.formats.llvm.asm.errors import AsmError
from amdsync.formats.llvm.asm.registers import Held, RegisterFile
from amdsync.formats.llvm.asm.syntax import Imm, Named, Off, Slot, Statement
from amdsync.program import ops as o
from amdsync.program.types import FloatType, IntType, Type
from amdsync.targets.processors import Processor


class Emitter(Protocol):
    """Where the operations go (the LLVM reader's function being read)."""

    def fresh(self, hint: str) -> str: ...

    def emit(self, op: o.Op) -> None: ...


# The code of a refusal (the LLVM reader's code for what it does not read).
UNSUPPORTED = "unsupported-instruction"
I32 = IntType(32)
F32 = FloatType("float")
I1 = IntType(1)
_WAITCNT = re.compile(r"(vmcnt|lgkmcnt|expcnt|vscnt)\((\d+)\)")


@dataclass
class Core:
    """The state of one template being read: registers, loads not yet waited for, the
    wait states since each register was last written by a VALU instruction."""

    regs: RegisterFile
    # None: the module names no target-cpu; a name: one amdsync does not know.
    processor: Processor | str | None
    tgsplit: bool
    memory_clobber: bool
    out: Emitter
    loc: Loc
    pending: dict[int, str] = field(default_factory=dict)  # register → load mnemonic
    # Vector memory operations not yet waited for, in issue order: the register a load
    # writes (None for a store) and whether it is a flat instruction.
    issued: list[tuple[int | None, bool]] = field(default_factory=list)
    valu_written: dict[int, int] = field(default_factory=dict)  # register → wait states
    written_here: set[int] = field(default_factory=set)  # registers the template wrote

    def __post_init__(self) -> None:
        # An input may have been written by a VALU instruction right before the template:
        # LLVM's hazard recognizer does not look inside inline assembly for the reads
        # that need wait states, so the template must provide them itself.
        for register, held in enumerate(self.regs.held):
            if not isinstance(held.value, o.Undef):
                self.valu_written[register] = 0

    def target(self, s: Statement) -> Processor:
        """The processor, for a statement whose meaning depends on it."""
        if self.processor is None:
            raise AsmError(UNSUPPORTED, f"`{s.text}` means what it does on the processor it "
                           "was assembled for, and the module names none (no \"target-cpu\" "
                           "function attribute)")
        if isinstance(self.processor, str):
            raise AsmError(UNSUPPORTED, f"`{s.text}` means what it does on the processor it "
                           f"was assembled for, {self.processor!r}, which amdsync does not know")
        return self.processor

    def _tick(self, states: int) -> None:
        for register in self.valu_written:
            self.valu_written[register] += states

    def _nop(self, s: Statement) -> None:
        if len(s.operands) != 1 or not isinstance(s.operands[0], Imm) or s.modifiers:
            raise AsmError("asm-syntax", f"`{s.text}`: s_nop takes one immediate")
        count = s.operands[0].value
        if not 0 <= count <= 15:
            raise AsmError("asm-syntax", f"`{s.text}`: s_nop takes 0..15")
        self._tick(count + 1)  # S_NOP N: N + 1 wait states (ISA, "S_NOP")

    def _waitcnt(self, s: Statement) -> None:
        text = s.text[len("s_waitcnt"):]
        if text.strip() in ("0", "0x0"):  # every counter field zero: wait for everything
            self._complete(0)
            return
        counters = dict((m.group(1), int(m.group(2))) for m in _WAITCNT.finditer(text))
        rest = _WAITCNT.sub("", text).replace("&", "").strip()
        if rest or not counters:
            raise AsmError("asm-syntax", f"`{s.text}`: amdsync reads s_waitcnt with named "
                           "counters, `vmcnt(N) lgkmcnt(N)`, or 0")
        if "vmcnt" in counters:
            self._complete(counters["vmcnt"])

    def _complete(self, vmcnt: int) -> None:
        """``s_waitcnt vmcnt(N)``: at most N vector memory operations still outstanding.
        amdgpu-usage (GFX90A, GFX942 memory models): "completion is reported to a
        wavefront in execution order. The exception is that flat_load/store/atomic
        instructions can report out of vector memory order if they access LDS memory" —
        so all but the last N are complete, unless a flat one is among them (then only
        vmcnt(0) completes any)."""
        if vmcnt == 0:
            self.pending.clear()
            self.issued.clear()
            return
        if vmcnt >= len(self.issued) or any(flat for _, flat in self.issued):
            return
        for register, _ in self.issued[:-vmcnt]:
            if register is not None:
                self.pending.pop(register, None)
        del self.issued[:-vmcnt]

    def _source(self, s: Statement, index: int) -> Held:
        operand = s.operands[index]
        match operand:
            case Slot(slot):
                register = self.regs.register(slot)
                if register in self.pending:
                    raise AsmError("asm-unwaited-load", f"`{s.text}` reads the result of "
                                   f"`{self.pending[register]}` before an `s_waitcnt "
                                   "vmcnt(0)`")
                return self.regs.read(slot)
            case Imm(value):
                return Held(o.Const(signed32(value), I32), I32)
            case Named(text):
                raise AsmError("asm-named-register", f"`{s.text}` names `{text}`: amdsync "
                               "reads only the call's operands ($N), whose values the IR "
                               "gives")
            case Off():
                raise AsmError("asm-syntax", f"`{s.text}`: `off` is not a source here")

    def _classes(self, s: Statement, wanted: tuple[str, ...]) -> None:
        """Each operand's register class is one the instruction takes there ("v" a
        VGPR, "s" an SGPR, "i" an immediate; the assembler rejects anything else, so
        amdsync does not read it): a ``$N`` by its constraint (``r`` may be either
        register; ``n`` / ``i`` are immediates)."""
        for operand, allowed in zip(s.operands, wanted, strict=False):
            if isinstance(operand, Imm):
                kind = "i"
            elif isinstance(operand, Slot):
                code = self.regs.kind(operand.index)
                kind = {"v": "v", "s": "s", "n": "i", "i": "i", "I": "i"}.get(code, code)
                if code == "r":
                    kind = allowed[0] if allowed[0] in "vs" else "v"
            else:
                continue
            if kind not in allowed:
                names = {"v": "a VGPR", "s": "an SGPR", "i": "an immediate"}
                shown = " or ".join(names[c] for c in allowed)
                raise AsmError("asm-constraint", f"`{s.text}`: an operand is "
                               f"{names.get(kind, repr(kind))}; `{s.mnemonic}` takes "
                               f"{shown} there")

    def _dest_slot(self, s: Statement) -> int:
        if not s.operands or not isinstance(s.operands[0], Slot):
            raise AsmError("asm-named-register", f"`{s.text}`: the destination must be an "
                           "output operand ($N)")
        return s.operands[0].index

    def _arity(self, s: Statement, count: int) -> None:
        if len(s.operands) != count:
            raise AsmError("asm-syntax", f"`{s.text}` takes {count} operands")

    def _bits(self, held: Held, want: Type, s: Statement) -> o.Operand:
        """``held`` as a 32-bit value of type ``want`` (i32 or float): the same bits."""
        if held.ty == want:
            return held.value
        if isinstance(held.value, o.Undef):
            return o.Undef(want)
        if held.ty in (I32, F32) and want in (I32, F32):
            dest = self.out.fresh("asm")
            self.out.emit(o.Opaque(dest, "bitcast", (held.value,), want, self.loc,
                                   arg_types=(held.ty,)))
            return o.Reg(dest)
        raise AsmError(UNSUPPORTED, f"`{s.text}` works on 32-bit registers; an "
                       f"operand is {held.ty}")

    def _write(self, slot: int, value: o.Operand, ty: Type, valu: bool) -> None:
        register = self.regs.register(slot)
        if register in self.pending:
            # The load's data would still land in the register afterwards.
            raise AsmError("asm-unwaited-load", f"a statement writes the destination of "
                           f"`{self.pending[register]}` before an `s_waitcnt vmcnt(0)`")
        self.regs.write(slot, Held(value, ty))
        self.written_here.add(register)
        if valu:
            # The writing statement's own tick (run) brings this to 0: the wait states
            # count the statements after it.
            self.valu_written[register] = -1
        else:  # a SALU move or a load: no VALU-write hazard on this register any more
            self.valu_written.pop(register, None)


def signed32(value: int) -> int:
    value &= 0xFFFFFFFF
    return value - (1 << 32) if value >= 1 << 31 else value
