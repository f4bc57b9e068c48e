"""Register statements as operations (the ISA manuals' instruction descriptions;
docs/semantics/inline-asm.md, "Register instructions" and "DPP")::

    v_add_f32 $0, $0, $0 row_shr:1 bound_ctrl:0
      t = update.dpp(0, $0, row_shr:1, 0xf, 0xf, bound_ctrl)   src0 read across lanes
      $0 = fadd(t, $0)                                         every lane writes

Register-only VALU and SALU arithmetic and moves (DPP on the VALU ones), and
``v_readlane_b32`` / ``v_readfirstlane_b32`` / ``v_writelane_b32``, with the GFX9 hazards
the assembler leaves to the author.
"""

from __future__ import annotations

from amdsync.formats.llvm.asm.dpp import DPP_CONTROLS, DPP_MASKS, DppControls, dpp_controls
from amdsync.formats.llvm.asm.errors import AsmError
from amdsync.formats.llvm.asm.registers import Held
from amdsync.formats.llvm.asm.state import F32, I1, I32, UNSUPPORTED, Core
from amdsync.formats.llvm.asm.syntax import Imm, Slot, Statement
from amdsync.program import ops as o
from amdsync.program.types import Type

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
_DPP_NAMES = DPP_CONTROLS | DPP_MASKS
LANE_MNEMONICS = frozenset({"v_readlane_b32", "v_readfirstlane_b32", "v_writelane_b32"})


def alu_base(mnemonic: str) -> str | None:
    """The ALU instruction ``mnemonic`` names without its encoding suffix
    (``v_add_f32_e32``, ``v_mov_b32_dpp``), or None."""
    base = mnemonic
    for suffix in ("_e32", "_e64", "_dpp"):
        if mnemonic.endswith(suffix):
            base = mnemonic[: -len(suffix)]
            break
    return base if base in _MOVES or base in _INT_OPS or base in _FLOAT_OPS else None


class AluStatements(Core):
    """VALU and SALU statements and the lane instructions."""

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
            register = self.regs.register(source.index)
            states = self.valu_written.get(register)
            if states is not None and states < 2 and register not in self.written_here:
                raise AsmError("asm-hazard", f"`{s.text}` reads with DPP an input register "
                               f"{states} wait state(s) into the template; the instruction "
                               "before it may be a VALU write of that register, and GFX9 "
                               "needs 2 wait states between them, which LLVM does not insert "
                               "inside inline assembly (begin with `s_nop 1`)")
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
        register = self.regs.register(s.operands[2].index)
        states = self.valu_written.get(register)
        if states is None or states >= 4:
            return
        if not self.target(s).generation.startswith(("gfx8", "gfx9")):
            return
        if register not in self.written_here:
            raise AsmError("asm-hazard", f"`{s.text}` selects its lane with an input SGPR "
                           f"{states} wait state(s) into the template; the instruction "
                           "before it may be a VALU write of that SGPR, and GFX9 needs 4 "
                           "wait states between them, which LLVM does not insert inside "
                           "inline assembly (begin with `s_nop 3`)")
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
