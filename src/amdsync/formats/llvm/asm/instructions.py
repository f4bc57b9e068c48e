"""Each statement of a template as the program operations it performs (the ISA manuals'
instruction descriptions; docs/semantics/inline-asm.md argues each group)::

    v_add_f32 $0, $0, $0 row_shr:1 bound_ctrl:0
      t = update.dpp(0, $0, row_shr:1, 0xf, 0xf, bound_ctrl)   src0 read across lanes
      $0 = fadd(t, $0)                                         every lane writes

Register-only VALU and SALU arithmetic, moves (with DPP on the VALU ones), ``s_nop``,
``s_waitcnt``, ``v_readlane_b32`` / ``v_readfirstlane_b32`` / ``v_writelane_b32``, and
global/flat loads and stores with cache-policy bits (asm/cache_policy.py). Anything else
is refused by name.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Protocol

from amdsync.diagnostics import Loc
from amdsync.formats.llvm.asm import cache_policy
from amdsync.formats.llvm.asm.dpp import DPP_CONTROLS, DPP_MASKS, DppControls, dpp_controls
from amdsync.formats.llvm.asm.errors import AsmError
from amdsync.formats.llvm.asm.registers import Held, RegisterFile
from amdsync.formats.llvm.asm.syntax import Imm, Named, Off, Slot, Statement
from amdsync.program import ops as o
from amdsync.program.types import FloatType, IntType, PtrType, Type, store_size
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

# Two-operand integer VALU/SALU instructions: (operation, operands reversed, generations).
_GFX9 = ("gfx9",)
_GFX10_PLUS = ("gfx10", "gfx11", "gfx12")
_ANY = ("gfx8", "gfx9", "gfx10", "gfx11", "gfx12")
_INT_OPS: dict[str, tuple[o.BinOpKind, bool, tuple[str, ...]]] = {
    # V_ADD_U32 / V_SUB_U32 without carry are GFX9's names; GFX10+ calls them _NC_.
    "v_add_u32": (o.BinOpKind.ADD, False, _GFX9),
    "v_sub_u32": (o.BinOpKind.SUB, False, _GFX9),
    "v_subrev_u32": (o.BinOpKind.SUB, True, _GFX9),
    "v_add_nc_u32": (o.BinOpKind.ADD, False, _GFX10_PLUS),
    "v_sub_nc_u32": (o.BinOpKind.SUB, False, _GFX10_PLUS),
    "v_subrev_nc_u32": (o.BinOpKind.SUB, True, _GFX10_PLUS),
    "v_and_b32": (o.BinOpKind.AND, False, _ANY),
    "v_or_b32": (o.BinOpKind.OR, False, _ANY),
    "v_xor_b32": (o.BinOpKind.XOR, False, _ANY),
    "v_max_i32": (o.BinOpKind.SMAX, False, _ANY),
    "v_max_u32": (o.BinOpKind.UMAX, False, _ANY),
    "v_min_i32": (o.BinOpKind.SMIN, False, _ANY),
    "v_min_u32": (o.BinOpKind.UMIN, False, _ANY),
    # Shifts: the amount is src0 (…rev), its low 5 bits (ISA: "S1.u << S0[4:0]").
    "v_lshlrev_b32": (o.BinOpKind.SHL, True, _ANY),
    "v_lshrrev_b32": (o.BinOpKind.LSHR, True, _ANY),
    "v_ashrrev_i32": (o.BinOpKind.ASHR, True, _ANY),
    # SALU: SCC, which they also write, is not an operand the IR sees.
    "s_add_u32": (o.BinOpKind.ADD, False, _ANY),
    "s_sub_u32": (o.BinOpKind.SUB, False, _ANY),
    "s_and_b32": (o.BinOpKind.AND, False, _ANY),
    "s_or_b32": (o.BinOpKind.OR, False, _ANY),
    "s_xor_b32": (o.BinOpKind.XOR, False, _ANY),
    "s_max_i32": (o.BinOpKind.SMAX, False, _ANY),
    "s_max_u32": (o.BinOpKind.UMAX, False, _ANY),
    "s_min_i32": (o.BinOpKind.SMIN, False, _ANY),
    "s_min_u32": (o.BinOpKind.UMIN, False, _ANY),
    "s_lshl_b32": (o.BinOpKind.SHL, False, _ANY),
    "s_lshr_b32": (o.BinOpKind.LSHR, False, _ANY),
    "s_ashr_i32": (o.BinOpKind.ASHR, False, _ANY),
}
_SHIFTS = frozenset({o.BinOpKind.SHL, o.BinOpKind.LSHR, o.BinOpKind.ASHR})
# Two-operand f32 VALU instructions (IEEE 754 binary32, round to nearest even): the
# LLVM instruction and whether the operands are reversed.
_FLOAT_OPS: dict[str, tuple[str, bool]] = {
    "v_add_f32": ("fadd", False), "v_sub_f32": ("fsub", False),
    "v_subrev_f32": ("fsub", True), "v_mul_f32": ("fmul", False),
}
_MOVES = frozenset({"v_mov_b32", "s_mov_b32"})
# Memory instructions: (kind, bytes).
_MEMORY = {
    "global_load_dword": ("load", 4), "global_load_dwordx2": ("load", 8),
    "flat_load_dword": ("load", 4), "flat_load_dwordx2": ("load", 8),
    "global_store_dword": ("store", 4), "global_store_dwordx2": ("store", 8),
    "flat_store_dword": ("store", 4), "flat_store_dwordx2": ("store", 8),
}
# Buffer instructions (MUBUF): (kind, bytes).
_BUFFER = {
    "buffer_load_dword": ("load", 4), "buffer_load_dwordx2": ("load", 8),
    "buffer_store_dword": ("store", 4), "buffer_store_dwordx2": ("store", 8),
}
_WAITCNT = re.compile(r"(vmcnt|lgkmcnt|expcnt|vscnt)\((\d+)\)")


@dataclass
class Machine:
    """The state of one template being read: registers, loads not yet waited for, the
    wait states since each VGPR was last written by a VALU instruction."""

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

    def run(self, s: Statement) -> None:
        base = _base(s.mnemonic)
        if s.mnemonic == "s_nop":
            self._nop(s)
            return
        if s.mnemonic == "s_waitcnt":
            self._waitcnt(s)
            self._tick(1)
            return
        if s.mnemonic in _MEMORY:
            self._memory(s)
        elif s.mnemonic in _BUFFER:
            self._buffer(s)
        elif base in _MOVES or base in _INT_OPS or base in _FLOAT_OPS:
            self._alu(s, base)
        elif s.mnemonic in ("v_readlane_b32", "v_readfirstlane_b32", "v_writelane_b32"):
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

    # ------------------------------------------------------------ helpers

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
                return Held(o.Const(_signed32(value), I32), I32)
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
        if valu:
            # The writing statement's own tick (run) brings this to 0: the wait states
            # count the statements after it.
            self.valu_written[register] = -1

    # ------------------------------------------------------------ ALU

    def _alu(self, s: Statement, base: str) -> None:
        move = base in _MOVES
        self._arity(s, 2 if move else 3)
        dest = self._dest_slot(s)
        dpp = None
        if any(m.name in _DPP_NAMES for m in s.modifiers):
            dpp = dpp_controls(s.modifiers, self.target(s).generation, s.mnemonic)
        other = [m for m in s.modifiers if m.name not in _DPP_NAMES]
        if other:
            raise AsmError(UNSUPPORTED,
                           f"`{s.text}`: the modifier `{other[0].name}` is not read")
        valu = base.startswith("v_")
        if not valu and dpp is not None:
            raise AsmError("asm-syntax", f"`{s.text}`: DPP applies to VALU instructions")
        if not valu:
            self._classes(s, ("s", "si", "si"))
        elif dpp is not None:  # VOP1/VOP2 with DPP: VGPR sources
            self._classes(s, ("v", "v", "v"))
        else:
            self._classes(s, ("v", "vsi", "vsi"))
        if base in _INT_OPS and _INT_OPS[base][2] != _ANY:
            processor = self.target(s)
            if processor.generation.split(".")[0] not in _INT_OPS[base][2]:
                raise AsmError(UNSUPPORTED, f"`{s.mnemonic}` does not exist on "
                               f"{processor.name}")
        if dpp is not None:
            self._hazard(s)
        ty = F32 if base in _FLOAT_OPS else I32
        if base in _FLOAT_OPS and any(isinstance(a, Imm) for a in s.operands[1:]):
            raise AsmError(UNSUPPORTED, f"`{s.text}`: float instructions "
                           "are read with register operands only")
        old = self.regs.read(dest)
        if move and dpp is not None:
            # V_MOV_B32 with DPP is update.dpp itself: lanes that do not write keep the
            # destination's value.
            value = self._update_dpp(self._bits(old, I32, s),
                                     self._bits(self._source(s, 1), I32, s), dpp)
            self._write(dest, value, I32, valu)
            return
        if move:  # a copy of the source's bits, in the source's type
            copied = self._source(s, 1)
            self._bits(copied, I32, s)  # a 32-bit register
            self._write(dest, copied.value, copied.ty, valu)
            return
        src0 = self._bits(self._source(s, 1), ty, s)
        if dpp is not None:
            # DPP reads src0 from the source lane (0 where invalid, with bound_ctrl).
            moved = self._update_dpp(o.Const(0, I32), self._bits(Held(src0, ty), I32, s), dpp)
            src0 = self._bits(Held(moved, I32), ty, s)
        src1 = self._bits(self._source(s, 2), ty, s)
        result = self._compute(base, src0, src1)
        if dpp is not None and not (dpp.row_mask == 0xF and dpp.bank_mask == 0xF
                                    and dpp.bound_ctrl):
            result = self._keep_unwritten(result, ty, old, dpp, s)
        self._write(dest, result, ty, valu)

    def _compute(self, base: str, a: o.Operand, b: o.Operand) -> o.Operand:
        dest = self.out.fresh("asm")
        if base in _FLOAT_OPS:
            name, reverse = _FLOAT_OPS[base]
            lhs, rhs = (b, a) if reverse else (a, b)
            self.out.emit(o.Opaque(dest, name, (lhs, rhs), F32, self.loc,
                                   arg_types=(F32, F32)))
            return o.Reg(dest)
        kind, reverse, _ = _INT_OPS[base]
        lhs, rhs = (b, a) if reverse else (a, b)
        if kind in _SHIFTS:
            amount = self.out.fresh("asm")
            self.out.emit(o.BinOp(amount, o.BinOpKind.AND, rhs, o.Const(31, I32), I32,
                                  self.loc))
            rhs = o.Reg(amount)
        self.out.emit(o.BinOp(dest, kind, lhs, rhs, I32, self.loc))
        return o.Reg(dest)

    def _update_dpp(self, old: o.Operand, src: o.Operand, dpp: DppControls) -> o.Operand:
        dest = self.out.fresh("dpp")
        self.out.emit(o.Opaque(dest, "llvm.amdgcn.update.dpp.i32", (
            old, src, o.Const(dpp.ctrl, I32), o.Const(dpp.row_mask, I32),
            o.Const(dpp.bank_mask, I32), o.Const(int(dpp.bound_ctrl), I1)), I32, self.loc,
            arg_types=(I32, I32, I32, I32, I32, I1)))
        return o.Reg(dest)

    def _keep_unwritten(self, result: o.Operand, ty: Type, old: Held, dpp: DppControls,
                        s: Statement) -> o.Operand:
        """A DPP VALU lane writes only where its row and bank are enabled and (without
        bound_ctrl) its source lane is valid: elsewhere the destination keeps its value.
        Which lanes write is the update.dpp of 1 over 0 (with bound_ctrl, of the lane
        itself: quad_perm:[0,1,2,3], whose source is always valid)."""
        ctrl = 0xE4 if dpp.bound_ctrl else dpp.ctrl
        flag = self._update_dpp(o.Const(0, I32), o.Const(1, I32),
                                DppControls(ctrl, dpp.row_mask, dpp.bank_mask, False))
        writes = self.out.fresh("asm")
        self.out.emit(o.ICmp(writes, o.ICmpPred.NE, flag, o.Const(0, I32), self.loc))
        dest = self.out.fresh("asm")
        self.out.emit(o.Select(dest, o.Reg(writes), result, self._bits(old, ty, s), ty,
                               self.loc))
        return o.Reg(dest)

    def _hazard(self, s: Statement) -> None:
        """GFX9 ISA, "Manually Inserted Wait States": a VALU write of a VGPR followed by
        a DPP read of it needs 2 wait states (s_nop 1), which the assembler does not
        insert."""
        if not self.target(s).generation.startswith(("gfx8", "gfx9")):
            return
        source = s.operands[1]
        if isinstance(source, Slot):
            states = self.valu_written.get(self.regs.register(source.index))
            if states is not None and states < 2:
                raise AsmError("asm-hazard", f"`{s.text}` reads with DPP a VGPR a VALU "
                               f"instruction wrote {states} wait state(s) before; GFX9 needs "
                               "2 (`s_nop 1` between them)")

    def _lane_select_hazard(self, s: Statement) -> None:
        """GFX9 ISA, "Manually Inserted Wait States": a VALU write of an SGPR followed by
        v_readlane / v_writelane using that SGPR as the lane select needs 4 wait
        states."""
        if len(s.operands) < 3 or not isinstance(s.operands[2], Slot):
            return
        states = self.valu_written.get(self.regs.register(s.operands[2].index))
        if states is None or states >= 4:
            return
        if self.target(s).generation.startswith(("gfx8", "gfx9")):
            raise AsmError("asm-hazard", f"`{s.text}` selects its lane with an SGPR a VALU "
                           f"instruction wrote {states} wait state(s) before; GFX9 needs 4 "
                           "(`s_nop 3` between them)")

    # ------------------------------------------------------------ lanes

    def _lane(self, s: Statement) -> None:
        if s.modifiers:
            raise AsmError("asm-syntax", f"`{s.text}` takes no modifiers")
        dest = self._dest_slot(s)
        self._lane_select_hazard(s)
        name = self.out.fresh("asm")
        self._classes(s, ("v", "si", "si") if s.mnemonic == "v_writelane_b32"
                      else ("s", "v", "si"))
        if s.mnemonic == "v_readfirstlane_b32":
            self._arity(s, 2)
            value = self._bits(self._source(s, 1), I32, s)
            self.out.emit(o.WaveOp(name, o.WaveOpKind.READFIRSTLANE, (value,), I32, self.loc))
        elif s.mnemonic == "v_readlane_b32":
            self._arity(s, 3)
            value = self._bits(self._source(s, 1), I32, s)
            lane = self._bits(self._source(s, 2), I32, s)
            self.out.emit(o.WaveOp(name, o.WaveOpKind.READLANE, (value, lane), I32, self.loc))
        else:  # v_writelane_b32 vdst, ssrc, lane: only that lane of vdst changes
            self._arity(s, 3)
            value = self._bits(self._source(s, 1), I32, s)
            lane = self._bits(self._source(s, 2), I32, s)
            old = self._bits(self.regs.read(dest), I32, s)
            self.out.emit(o.Opaque(name, "llvm.amdgcn.writelane.i32", (value, lane, old), I32,
                                   self.loc, arg_types=(I32, I32, I32)))
        # Every one of them is a VALU instruction; v_readlane / v_readfirstlane write an
        # SGPR, v_writelane a VGPR.
        self._write(dest, o.Reg(name), I32, True)

    # ------------------------------------------------------------ memory

    def _memory(self, s: Statement) -> None:
        kind, size = _MEMORY[s.mnemonic]
        processor = self.target(s)
        flat = s.mnemonic.startswith("flat_")
        want = 2 if flat else 3
        if len(s.operands) != want or (not flat and not isinstance(s.operands[2], Off)):
            form = "vdst, vaddr" if kind == "load" else "vaddr, vdata"
            raise AsmError("asm-syntax", f"`{s.text}`: amdsync reads `{s.mnemonic} {form}"
                           f"{'' if flat else ', off'}` (a 64-bit address operand)")
        self._classes(s, ("v", "v"))
        self._clobbers_memory(s)
        offset, bits, _ = self._memory_modifiers(s, frozenset())
        address = self._source(s, 1 if kind == "load" else 0)
        if not isinstance(address.ty, PtrType):
            raise AsmError(UNSUPPORTED, f"`{s.text}`: the address operand is "
                           f"{address.ty}; amdsync reads a pointer")
        ptr = address.value
        if offset:
            moved = self.out.fresh("asm")
            self.out.emit(o.PtrAdd(moved, ptr, o.Const(offset, IntType(64)), address.ty,
                                   self.loc))
            ptr = o.Reg(moved)
        self._access(s, processor, kind, size, bits, ptr)

    def _buffer(self, s: Statement) -> None:
        """``buffer_load_dword vdst, vaddr|off, srsrc, soffset [offen] [offset:N]`` and
        the stores (``vdata`` first): the address the buffer intrinsics compute
        (``BufferAddr``: resource + voffset + soffset + offset, with its range check),
        accessed as the code-sequence table reads the bits."""
        kind, size = _BUFFER[s.mnemonic]
        processor = self.target(s)
        if len(s.operands) != 4:
            raise AsmError("asm-syntax", f"`{s.text}`: amdsync reads `{s.mnemonic} "
                           f"{'vdst' if kind == 'load' else 'vdata'}, vaddr|off, srsrc, "
                           "soffset`")
        self._classes(s, ("v", "v", "s", "si"))
        self._clobbers_memory(s)
        offset, bits, flags = self._memory_modifiers(s, frozenset({"offen"}))
        vaddr = s.operands[1]
        if isinstance(vaddr, Off) == ("offen" in flags):
            raise AsmError("asm-syntax", f"`{s.text}`: `offen` goes with a VGPR offset, "
                           "`off` without one")
        voffset = (o.Const(0, I32) if isinstance(vaddr, Off)
                   else self._bits(self._source(s, 1), I32, s))
        rsrc = self._source(s, 2)
        if rsrc.ty != PtrType(8):
            raise AsmError(UNSUPPORTED, f"`{s.text}`: the resource operand is {rsrc.ty}; "
                           "amdsync reads a buffer resource `ptr addrspace(8)`")
        soffset = self._bits(self._source(s, 3), I32, s)
        addr = self.out.fresh("buf")
        self.out.emit(o.BufferAddr(addr, rsrc.value, voffset, soffset, o.Const(offset, I32),
                                   None, self.loc))
        self._access(s, processor, kind, size, bits, o.Reg(addr))

    def _clobbers_memory(self, s: Statement) -> None:
        if not self.memory_clobber:
            raise AsmError("asm-memory-clobber", f"`{s.text}` accesses memory but the asm "
                           "does not clobber `memory`: LLVM may move other accesses across "
                           "it, so its place among them is not known")

    def _memory_modifiers(self, s: Statement, words: frozenset[str]
                          ) -> tuple[int, frozenset[str], frozenset[str]]:
        """``offset:N``, the cache-policy bits, and the other words allowed here."""
        offset = 0
        bits: set[str] = set()
        flags: set[str] = set()
        for m in s.modifiers:
            if m.name == "offset" and m.value is not None:
                offset = int(m.value, 0)
            elif m.name in cache_policy.CACHE_BITS and m.value is None:
                bits.add(m.name)
            elif m.name in words and m.value is None:
                flags.add(m.name)
            else:
                raise AsmError(UNSUPPORTED, f"`{s.text}`: the modifier `{m.name}` is not read")
        return offset, frozenset(bits), frozenset(flags)

    def _access(self, s: Statement, processor: Processor, kind: str, size: int,
                bits: frozenset[str], ptr: o.Operand) -> None:
        read = cache_policy.reading(processor, kind, bits, self.tgsplit, s.mnemonic)
        atomic = (o.Atomicity(o.Ordering.MONOTONIC, o.SyncScope(read.scope))
                  if read.scope is not None else None)
        hints = o.AccessHints(nontemporal=read.nontemporal)
        if kind == "load":
            dest = self._dest_slot(s)
            ty = self.regs.read(dest).ty
            _check_width(ty, size, s)
            name = self.out.fresh("asm")
            self.out.emit(o.Load(name, ptr, ty, size, atomic, False, self.loc, hints))
            self._write(dest, o.Reg(name), ty, False)
            register = self.regs.register(dest)
            self.pending[register] = s.mnemonic
            self.issued.append((register, s.mnemonic.startswith("flat_")))
            return
        data = self._source(s, 0 if s.mnemonic.startswith("buffer_") else 1)
        _check_width(data.ty, size, s)
        self.out.emit(o.Store(ptr, data.value, data.ty, size, atomic, False, self.loc, hints))
        self.issued.append((None, s.mnemonic.startswith("flat_")))


_END = Statement("(end of template)", (), (), "(end of template)")
_DPP_NAMES = DPP_CONTROLS | DPP_MASKS


def _check_width(ty: Type, size: int, s: Statement) -> None:
    if not isinstance(ty, IntType | FloatType | PtrType) or store_size(ty) != size:
        raise AsmError(UNSUPPORTED, f"`{s.text}` moves {size} bytes; its register "
                       f"operand is {ty}")


def _base(mnemonic: str) -> str:
    """The mnemonic without its encoding suffix (``v_add_f32_e32``, ``v_mov_b32_dpp``)."""
    for suffix in ("_e32", "_e64", "_dpp"):
        if mnemonic.endswith(suffix):
            return mnemonic[: -len(suffix)]
    return mnemonic


def _signed32(value: int) -> int:
    value &= 0xFFFFFFFF
    return value - (1 << 32) if value >= 1 << 31 else value


def refused(s: Statement) -> AsmError:
    return AsmError(UNSUPPORTED,
                    f"`{s.mnemonic}` (in `{s.text}`) is not an instruction amdsync reads in "
                    "inline assembly; it reads register-only VALU/SALU arithmetic and moves "
                    "(DPP included), s_nop, s_waitcnt, v_readlane/v_readfirstlane/"
                    "v_writelane, and global/flat/buffer dword loads and stores")
