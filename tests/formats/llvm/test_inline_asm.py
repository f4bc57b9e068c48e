"""Inline assembly read as what it does (formats/llvm/asm/; docs/semantics/inline-asm.md):
the operations each statement becomes, DPP modifiers as update.dpp operands per target,
loads and stores by the code-sequence tables, and located refusals naming what is not
read."""

from __future__ import annotations

from pathlib import Path

import pytest

from amdsync.cli.main import main
from amdsync.diagnostics import AmdsyncError
from amdsync.formats.llvm.reader import read_llvm_text
from amdsync.program import ops as o
from amdsync.program.types import FloatType, IntType, PtrType

I32 = IntType(32)
I1 = IntType(1)

KERNEL = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(i32 %x, i32 %y, float %f, ptr addrspace(1) %p) #0 {
  CALL
  ret void
}
attributes #0 = { "target-cpu"="CPU" }
"""


def ops(call: str, cpu: str = "gfx942", raw: bool = False) -> list[o.Op]:
    text = call if raw else KERNEL.replace("CALL", call).replace("CPU", cpu)
    return list(read_llvm_text(text, "t.ll").function("k").ops())


def refusal(call: str, cpu: str = "gfx942") -> AmdsyncError:
    with pytest.raises(AmdsyncError) as caught:
        ops(call, cpu)
    assert (caught.value.loc.line, caught.value.loc.col) == (3, 3)
    return caught.value


def dpp_calls(body: list[o.Op]) -> list[tuple[int, ...]]:
    """The constant controls (ctrl, row_mask, bank_mask, bound_ctrl) of each update.dpp."""
    out = []
    for op in body:
        if isinstance(op, o.Opaque) and op.name == "llvm.amdgcn.update.dpp.i32":
            consts = op.args[2:]
            assert all(isinstance(c, o.Const) for c in consts)
            out.append(tuple(c.value for c in consts if isinstance(c, o.Const)))
    return out


# ------------------------------------------------------------ ALU and DPP


def test_a_dpp_move_is_update_dpp_with_the_destination_as_old() -> None:
    body = ops('%r = call i32 asm "s_nop 1\\0Av_mov_b32_dpp $0, $1 row_shr:3 row_mask:0x5 '
               'bank_mask:0xa", "=v,v,0"(i32 %x, i32 %y)')
    assert body[0] == o.Opaque("r.dpp0", "llvm.amdgcn.update.dpp.i32", (
        o.Reg("y"), o.Reg("x"), o.Const(0x113, I32), o.Const(5, I32), o.Const(0xA, I32),
        o.Const(0, I1)), I32, body[0].loc, arg_types=(I32, I32, I32, I32, I32, I1))
    assert body[-1] == o.Cast("r", o.CastKind.BITCAST, o.Reg("r.dpp0"), I32, body[0].loc, I32)


@pytest.mark.parametrize(("modifiers", "cpu", "controls"), [
    ("row_shr:1 bound_ctrl:0", "gfx942", (0x111, 15, 15, 1)),  # SP3 spelling: set
    ("row_shr:1 bound_ctrl:1", "gfx942", (0x111, 15, 15, 1)),
    ("row_shr:1", "gfx942", (0x111, 15, 15, 0)),
    ("row_shr:1 bound_ctrl:0", "gfx1100", (0x111, 15, 15, 0)),  # GFX11: clear
    ("row_ror:7", "gfx90a", (0x127, 15, 15, 0)),
    ("row_shl:15", "gfx90a", (0x10F, 15, 15, 0)),
    ("row_bcast:15 row_mask:0xa", "gfx90a", (0x142, 10, 15, 0)),
    ("row_bcast:31 row_mask:0xc", "gfx942", (0x143, 12, 15, 0)),
    ("wave_shr:1 bound_ctrl:0", "gfx90a", (0x138, 15, 15, 1)),
    ("wave_rol:1", "gfx90a", (0x134, 15, 15, 0)),
    ("quad_perm:[1,0,3,2]", "gfx942", (0xB1, 15, 15, 0)),
    ("row_mirror", "gfx1100", (0x140, 15, 15, 0)),
    ("row_half_mirror", "gfx942", (0x141, 15, 15, 0)),
    ("row_share:3", "gfx1030", (0x153, 15, 15, 0)),
    ("row_xmask:5", "gfx1100", (0x165, 15, 15, 0)),
])
def test_dpp_modifiers_are_the_update_dpp_controls(modifiers: str, cpu: str,
                                                   controls: tuple[int, ...]) -> None:
    body = ops(f'%r = call i32 asm "s_nop 1\\0Av_mov_b32 $0, $1 {modifiers}", "=v,v"(i32 %x)',
               cpu)
    assert dpp_calls(body) == [controls]


def test_a_dpp_add_reads_src0_across_lanes_and_keeps_unwritten_lanes() -> None:
    # bound_ctrl set and every row and bank on: every lane writes, one update.dpp.
    body = ops('%r = call i32 asm "s_nop 1\\0Av_add_u32 $0, $1, $0 row_shr:1 bound_ctrl:0", '
               '"=v,v,0"(i32 %x, i32 %y)')
    assert dpp_calls(body) == [(0x111, 15, 15, 1)]
    add = next(op for op in body if isinstance(op, o.BinOp))
    assert add.kind == o.BinOpKind.ADD and add.lhs == o.Reg("r.dpp0") and add.rhs == o.Reg("y")
    # bank_mask off some banks, no bound_ctrl: which lanes write is update.dpp of 1 over
    # 0 with the same control, and the others keep the destination (%y, tied).
    body = ops('%r = call i32 asm "s_nop 1\\0Av_add_u32 $0, $0, $0 row_shr:4 bank_mask:0xe", '
               '"=v,0"(i32 %y)')
    assert dpp_calls(body) == [(0x114, 15, 14, 0), (0x114, 15, 14, 0)]
    flag = [op for op in body if isinstance(op, o.Opaque)][1]
    assert flag.args[:2] == (o.Const(0, I32), o.Const(1, I32))
    select = next(op for op in body if isinstance(op, o.Select))
    assert select.if_false == o.Reg("y")


def test_float_arithmetic_keeps_bits_through_dpp() -> None:
    body = ops('%r = call float asm "s_nop 4\\0Av_add_f32 $0 $0 $0 row_shr:1 bound_ctrl:0", '
               '"=v,0"(float %f)')
    names = [op.name for op in body if isinstance(op, o.Opaque)]
    assert names == ["bitcast", "llvm.amdgcn.update.dpp.i32", "bitcast", "fadd", "bitcast"]
    fadd = next(op for op in body if isinstance(op, o.Opaque) and op.name == "fadd")
    assert fadd.args[1] == o.Reg("f") and fadd.ty == FloatType("float")


@pytest.mark.parametrize(("template", "kind", "lhs", "rhs"), [
    ("v_sub_u32 $0, $1, $2", o.BinOpKind.SUB, "x", "y"),
    ("v_subrev_u32 $0, $1, $2", o.BinOpKind.SUB, "y", "x"),
    ("v_and_b32 $0, $1, $2", o.BinOpKind.AND, "x", "y"),
    ("v_max_i32_e32 $0, $1, $2", o.BinOpKind.SMAX, "x", "y"),
    ("s_add_u32 $0, $1, $2", o.BinOpKind.ADD, "x", "y"),
])
def test_integer_instructions(template: str, kind: o.BinOpKind, lhs: str, rhs: str) -> None:
    regs = "=s,s,s" if template.startswith("s_") else "=v,v,v"
    body = ops(f'%r = call i32 asm "{template}", "{regs}"(i32 %x, i32 %y)', "gfx90a")
    assert [(op.kind, op.lhs, op.rhs) for op in body if isinstance(op, o.BinOp)] == [
        (kind, o.Reg(lhs), o.Reg(rhs))]


def test_shift_amounts_are_their_low_five_bits() -> None:
    body = ops('%r = call i32 asm "v_lshlrev_b32 $0, $1, $2", "=v,v,v"(i32 %x, i32 %y)')
    masked, shifted = [op for op in body if isinstance(op, o.BinOp)]
    assert (masked.kind, masked.lhs, masked.rhs) == (o.BinOpKind.AND, o.Reg("x"),
                                                     o.Const(31, I32))
    assert (shifted.kind, shifted.lhs, shifted.rhs) == (o.BinOpKind.SHL, o.Reg("y"),
                                                        o.Reg(masked.dest))


def test_lane_instructions() -> None:
    body = ops('%r = call i32 asm "v_readlane_b32 $0, $1, 5", "=s,v"(i32 %x)')
    assert body[0] == o.WaveOp("r.asm0", o.WaveOpKind.READLANE, (o.Reg("x"), o.Const(5, I32)),
                               I32, body[0].loc)
    body = ops('%r = call i32 asm "v_readfirstlane_b32 $0, $1", "=s,v"(i32 %x)')
    assert body[0] == o.WaveOp("r.asm0", o.WaveOpKind.READFIRSTLANE, (o.Reg("x"),), I32,
                               body[0].loc)
    body = ops('%r = call i32 asm "s_nop 3\\0Av_writelane_b32 $0, $1, $2", "=v,s,s,0"'
               '(i32 %x, i32 3, i32 %y)')
    assert body[0] == o.Opaque("r.asm0", "llvm.amdgcn.writelane.i32", (
        o.Reg("x"), o.Const(3, I32), o.Reg("y")), I32, body[0].loc, arg_types=(I32, I32, I32))


@pytest.mark.parametrize(("between", "refused"), [
    ("", True), ("s_nop 0\\0A", True), ("s_nop 1\\0A", False),
    ("v_mov_b32 $1, $2\\0A", True), ("v_mov_b32 $1, $2\\0As_waitcnt vmcnt(0)\\0A", False),
])
def test_the_dpp_read_after_a_valu_write_needs_two_wait_states(between: str,
                                                              refused: bool) -> None:
    call = ('%r = call { i32, i32 } asm "v_add_u32 $0, $0, $0\\0A' + between +
            'v_add_u32 $0, $0, $0 row_shr:1", "=v,=v,v,0"(i32 %y, i32 %x)')
    if not refused:
        assert dpp_calls(ops(call, "gfx90a")) == [(0x111, 15, 15, 0), (0x111, 15, 15, 0)]
        return
    error = refusal(call, "gfx90a")
    assert error.code == "asm-hazard" and "s_nop 1" in error.message


def test_an_input_read_with_dpp_at_the_start_needs_two_wait_states() -> None:
    # LLVM does not separate the instruction before the template from a DPP read in it.
    error = refusal('%r = call i32 asm "v_mov_b32 $0, $1 row_shr:1", "=v,v"(i32 %x)',
                    "gfx942")
    assert error.code == "asm-hazard" and "begin with `s_nop 1`" in error.message
    assert dpp_calls(ops('%r = call i32 asm "s_nop 0\\0As_nop 0\\0Av_mov_b32 $0, $1 '
                         'row_shr:1", "=v,v"(i32 %x)', "gfx942")) == [(0x111, 15, 15, 0)]
    error = refusal('%r = call i32 asm "v_readlane_b32 $0, $1, $2", "=s,v,s"(i32 %x, '
                    'i32 %y)', "gfx90a")
    assert error.code == "asm-hazard" and "begin with `s_nop 3`" in error.message
    # GFX10 and later need no wait states here.
    assert dpp_calls(ops('%r = call i32 asm "v_mov_b32 $0, $1 row_shr:1", "=v,v"(i32 %x)',
                         "gfx1100")) == [(0x111, 15, 15, 0)]


@pytest.mark.parametrize(("between", "refused"), [("", True), ("s_nop 2\\0A", True),
                                                  ("s_nop 3\\0A", False)])
def test_a_lane_select_written_by_valu_needs_four_wait_states(between: str,
                                                             refused: bool) -> None:
    call = ('%r = call { i32, i32 } asm "v_readfirstlane_b32 $1, $2\\0A' + between +
            'v_readlane_b32 $0, $2, $1", "=s,=s,v"(i32 %x)')
    if not refused:
        assert [op.kind for op in ops(call, "gfx942") if isinstance(op, o.WaveOp)] == [
            o.WaveOpKind.READFIRSTLANE, o.WaveOpKind.READLANE]
        return
    error = refusal(call, "gfx942")
    assert error.code == "asm-hazard" and "s_nop 3" in error.message


def test_no_target_is_needed_where_the_meaning_does_not_depend_on_it() -> None:
    text = KERNEL.replace("CALL", 'call void asm sideeffect "s_nop 0", ""()').replace(
        ' #0 {', ' {').replace('attributes #0 = { "target-cpu"="CPU" }\n', "")
    assert list(read_llvm_text(text, "t.ll").function("k").ops()) == []
    assert ops('call void asm sideeffect "s_nop 0", ""()', "gfx9999") == []


# ------------------------------------------------------------ loads and stores

LOAD = ('%r = call i32 asm sideeffect "global_load_dword $0, $1, off BITS\\0As_waitcnt '
        'vmcnt(0)", "=v,v,~{memory}"(ptr addrspace(1) %p)')
STORE = 'call void asm sideeffect "global_store_dword $0, $1, off BITS", "v,v,~{memory}"' \
        '(ptr addrspace(1) %p, i32 %x)'


@pytest.mark.parametrize(("cpu", "template", "bits", "scope", "nontemporal"), [
    # GFX942: sc0 workgroup, sc1 agent, both system, none wavefront; nt nontemporal.
    ("gfx942", LOAD, "", o.Scope.WAVEFRONT, False),
    ("gfx942", LOAD, "sc0", o.Scope.WORKGROUP, False),
    ("gfx942", LOAD, "sc1", o.Scope.AGENT, False),
    ("gfx942", LOAD, "sc0 sc1", o.Scope.SYSTEM, False),
    ("gfx942", LOAD, "nt", None, True),
    ("gfx950", STORE, "sc0 sc1", o.Scope.SYSTEM, False),
    ("gfx942", STORE, "sc1", o.Scope.AGENT, False),
    ("gfx942", STORE, "", o.Scope.WAVEFRONT, False),
    ("gfx942", STORE, "nt", None, True),
    # GFX90A: glc agent/system, none workgroup (not TgSplit), glc slc nontemporal;
    # every store without bits is the monotonic store of every scope.
    ("gfx90a", LOAD, "", o.Scope.WORKGROUP, False),
    ("gfx90a", LOAD, "glc", o.Scope.SYSTEM, False),
    ("gfx90a", LOAD, "glc slc", None, True),
    ("gfx90a", STORE, "", o.Scope.SYSTEM, False),
    ("gfx90a", STORE, "glc slc", None, True),
])
def test_cache_policy_bits_read_by_the_code_sequence_tables(
        cpu: str, template: str, bits: str, scope: o.Scope | None, nontemporal: bool) -> None:
    body = ops(template.replace("BITS", bits), cpu)
    access = next(op for op in body if isinstance(op, o.Load | o.Store))
    expected = (o.Atomicity(o.Ordering.MONOTONIC, o.SyncScope(scope)) if scope is not None
                else None)
    assert access.atomic == expected
    assert access.hints.nontemporal == nontemporal
    assert access.size == 4 and access.ptr == o.Reg("p")


@pytest.mark.parametrize("wait", ["s_waitcnt vmcnt(0) lgkmcnt(0)", "s_waitcnt 0",
                                  "s_waitcnt vmcnt(0) & lgkmcnt(0)"])
def test_waits_that_complete_the_load(wait: str) -> None:
    body = ops(LOAD.replace("BITS", "sc1").replace("s_waitcnt vmcnt(0)", wait))
    assert [type(op) for op in body] == [o.Load, o.Cast]


TWO_LOADS = ('%r = call i32 asm sideeffect "OP $0, $2, off sc1\\0AOP $1, $2, off sc1\\0A'
             'WAIT\\0Av_mov_b32 $0, $0\\0As_waitcnt vmcnt(0)", "=v,=v,v,~{memory}"'
             '(ptr addrspace(1) %p)')


@pytest.mark.parametrize(("op", "wait", "read"), [
    # In execution order: vmcnt(1) leaves only the second load outstanding, so the first
    # one's register may be read.
    ("global_load_dword", "s_waitcnt vmcnt(1)", True),
    ("global_load_dword", "s_waitcnt vmcnt(2)", False),
    # Flat instructions may report out of order: only vmcnt(0) completes them.
    ("flat_load_dword", "s_waitcnt vmcnt(1)", False),
    ("flat_load_dword", "s_waitcnt vmcnt(0)", True),
])
def test_vmcnt_completes_all_but_the_last_n_in_issue_order(op: str, wait: str,
                                                           read: bool) -> None:
    call = TWO_LOADS.replace("OP", op).replace("WAIT", wait).replace("%r = call i32",
                                                                      "%r = call {i32, i32}")
    call = call.replace('$1, $2, off', '$1, $2' if op.startswith("flat") else '$1, $2, off')
    call = call.replace('$0, $2, off', '$0, $2' if op.startswith("flat") else '$0, $2, off')
    if read:
        assert sum(isinstance(op_, o.Load) for op_ in ops(call)) == 2
        return
    error = refusal(call)
    assert error.code == "asm-unwaited-load"


def test_an_empty_template_with_a_memory_clobber_is_nothing() -> None:
    assert ops('call void asm sideeffect "", "~{memory}"()') == []


def test_tgsplit_narrows_the_gfx90a_load_without_bits() -> None:
    text = KERNEL.replace("CALL", LOAD.replace("BITS", "")).replace(
        '"target-cpu"="CPU"', '"target-cpu"="gfx90a" "target-features"="+tgsplit"')
    load = next(op for op in read_llvm_text(text, "t.ll").function("k").ops()
                if isinstance(op, o.Load))
    assert load.atomic == o.Atomicity(o.Ordering.MONOTONIC, o.SyncScope(o.Scope.WAVEFRONT))


def test_buffer_accesses_address_through_the_resource() -> None:
    text = ('%r = call i32 asm sideeffect "buffer_load_dword $0, $1, $2, $3 offen offset:8 '
            'sc0 sc1\\0As_waitcnt vmcnt(0)", "=v,v,s,s,~{memory}"(i32 %x, ptr addrspace(8) '
            '%q, i32 %y)')
    body = ops(KERNEL.replace("ptr addrspace(1) %p)", "ptr addrspace(1) %p, ptr addrspace(8) "
                              "%q)").replace("CALL", text).replace("CPU", "gfx942"),
               raw=True)
    addr = next(op for op in body if isinstance(op, o.BufferAddr))
    assert (addr.rsrc, addr.voffset, addr.soffset, addr.offset, addr.vindex) == (
        o.Reg("q"), o.Reg("x"), o.Reg("y"), o.Const(8, I32), None)
    load = next(op for op in body if isinstance(op, o.Load))
    assert load.ptr == o.Reg(addr.dest)
    assert load.atomic == o.Atomicity(o.Ordering.MONOTONIC, o.SyncScope(o.Scope.SYSTEM))


def test_an_offset_moves_the_address() -> None:
    body = ops(LOAD.replace("off BITS", "off offset:16 sc1"))
    add = next(op for op in body if isinstance(op, o.PtrAdd))
    assert add.base == o.Reg("p") and add.offset == o.Const(16, IntType(64))
    assert add.ty == PtrType(1)


# ------------------------------------------------------------ refusals

# Real AMDGPU instructions the reader does not read: each refused naming it.
REFUSED = [
    "v_mfma_f32_32x32x8f16 $0, $1, $1, $0",
    "s_setprio 3",
    "buffer_wbl2 sc1",
    "buffer_inv sc0 sc1",
    "s_dcache_wb",
    "ds_gws_init $1 offset:0 gds",
    "buffer_load_ubyte $0, $1, $2, 0 offen",
    "buffer_atomic_add $1, $1, $2, 0 offen",
    "global_atomic_add $1, $1, off",
    "s_sleep 1",
    "s_barrier",
    "v_cndmask_b32 $0, $1, $1, vcc",
    "ds_bpermute_b32 $0, $1, $1",
    "v_add_co_u32 $0, vcc, $1, $1",
    "s_memtime $0",
    "v_nop",
    "s_getreg_b32 $0, hwreg(HW_REG_MODE)",
    "v_permlane32_swap_b32 $0, $1",
]


@pytest.mark.parametrize("statement", REFUSED)
def test_instructions_not_read_are_refused_by_name(statement: str) -> None:
    error = refusal(f'%r = call i32 asm sideeffect "{statement}", "=v,v,~{{memory}}"(i32 %x)')
    assert error.code == "unsupported-instruction"
    assert f"`{statement.split(maxsplit=1)[0]}`" in error.message


@pytest.mark.parametrize(("call", "cpu", "code", "needle"), [
    # No row of GFX942's table is a load with sc0 and nt.
    (LOAD.replace("BITS", "sc0 nt"), "gfx942", "unsupported-instruction", "nt sc0"),
    # glc is GFX90A's bit; GFX942's table has no load with it.
    (LOAD.replace("BITS", "glc"), "gfx942", "unsupported-instruction", "glc"),
    (LOAD.replace("BITS", "slc"), "gfx90a", "unsupported-instruction", "GFX90A"),
    (LOAD.replace("BITS", "glc"), "gfx1100", "unsupported-instruction", "GFX10-GFX11"),
    (LOAD.replace("BITS", "").replace(",~{memory}", ""), "gfx942", "asm-memory-clobber",
     "memory"),
    (LOAD.replace("BITS", "").replace("\\0As_waitcnt vmcnt(0)", ""), "gfx942",
     "asm-unwaited-load", "s_waitcnt vmcnt(0)"),
    (LOAD.replace("BITS", "").replace("vmcnt(0)", "vmcnt(1)"), "gfx942",
     "asm-unwaited-load", "global_load_dword"),
    (LOAD.replace("BITS", "").replace("s_waitcnt vmcnt(0)", "v_mov_b32 $0, 0"), "gfx942",
     "asm-unwaited-load", "writes the destination of `global_load_dword`"),
    ('%r = call i32 asm "v_add_u32 $0, $0, $0\\0Av_add_u32 $0, $0, $0 row_shr:1", "=v,0"'
     "(i32 %x)", "gfx90a", "asm-hazard", "s_nop 1"),
    ('%r = call i32 asm "v_mov_b32 $0, $1 row_bcast:15", "=v,v"(i32 %x)', "gfx1100",
     "unsupported-instruction", "GFX8 and GFX9 only"),
    ('%r = call i32 asm "v_mov_b32 $0, $1 wave_shr:1", "=v,v"(i32 %x)', "gfx1030",
     "unsupported-instruction", "wave_shr"),
    ('%r = call i32 asm "v_mov_b32 $0, $1 row_share:1", "=v,v"(i32 %x)', "gfx942",
     "unsupported-instruction", "GFX10"),
    ('%r = call i32 asm "v_add_u32 $0, $1, $1", "=v,v"(i32 %x)', "gfx1100",
     "unsupported-instruction", "v_add_u32"),
    ('%r = call i32 asm "v_mov_b32 $0, v0", "=v"()', "gfx942", "asm-named-register", "v0"),
    ('%r = call i32 asm "v_mov_b32 $0, $1 row_shr:1 fi:1", "=v,v"(i32 %x)', "gfx1100",
     "unsupported-instruction", "fi"),
    ('%r = call i32 asm "v_mov_b32 $0, $3", "=v,v"(i32 %x)', "gfx942", "asm-constraint",
     "$3"),
    # Register classes the assembler would reject.
    ('%r = call i32 asm "s_add_u32 $0, $1, $1", "=s,v"(i32 %x)', "gfx942", "asm-constraint",
     "takes an SGPR or an immediate there"),
    ('%r = call i32 asm "v_mov_b32 $0, $1 row_shr:1", "=v,s"(i32 %x)', "gfx942",
     "asm-constraint", "takes a VGPR there"),
    ('%r = call i32 asm "v_readlane_b32 $0, $1, 0", "=v,v"(i32 %x)', "gfx942",
     "asm-constraint", "an SGPR there"),
    ('%r = call i32 asm "v_mov_b32 $0, $1 row_shr:1", "=v,v"(i32 %x)', "",
     "unsupported-instruction", "target-cpu"),
    ('%r = call i32 asm "v_mov_b32 $0, $1 row_shr:1", "=v,v"(i32 %x)', "gfx9999",
     "unsupported-instruction", "'gfx9999', which amdsync does not know"),
])
def test_what_is_not_read_is_a_located_error(call: str, cpu: str, code: str,
                                             needle: str) -> None:
    text = KERNEL.replace("CALL", call).replace("CPU", cpu)
    if not cpu:
        text = text.replace(' #0 {', ' {').replace('attributes #0 = { "target-cpu"="" }\n', "")
    with pytest.raises(AmdsyncError) as caught:
        read_llvm_text(text, "t.ll")
    assert (caught.value.loc.line, caught.value.loc.col) == (3, 3)
    assert caught.value.code == code
    assert needle in caught.value.message


def test_the_cli_refuses_with_a_located_message_and_exit_2(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "k.ll"
    path.write_text(KERNEL.replace("CALL", 'call void asm sideeffect "s_dcache_wb", ""()')
                    .replace("CPU", "gfx942"))
    code = main(["check", str(path), "--target", "gfx942", "--workgroup-size", "64"])
    err = capsys.readouterr().err
    assert code == 2
    assert f"{path}:3:3: error[unsupported-instruction]: `s_dcache_wb`" in err
    assert "Traceback" not in err
