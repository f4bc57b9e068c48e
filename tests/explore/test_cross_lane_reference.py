"""Cross-lane values (explore/values/cross_lane.py) against a lane-by-lane reference
written from the ISA descriptions (docs/semantics/inline-asm.md, "Cross-lane values"):
every dpp_ctrl value with bound_ctrl on and off, every row_mask × bank_mask for a control
of each kind, on GFX9 wave64 and GFX10.3 / GFX11 wave32 and wave64, with partial EXEC
masks; DPP8, swizzle, permlane16/x16/64 and writelane by Hypothesis.

The reference answers per lane: the value, or "old" (the lane keeps the old operand), or
UNSPECIFIED (the ISA names no source); the implementation must give exactly the
reference's values, and UNKNOWN exactly where some active lane's reference value is
UNSPECIFIED or is "old" with old unknown (mov.dpp)."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from amdsync.explore.values import cross_lane
from amdsync.explore.values.values import UNKNOWN
from amdsync.formats.llvm.reader import read_llvm_text
from amdsync.program import ops as o

UNSPECIFIED = None
TARGETS = [("gfx9", 64), ("gfx10.3", 32), ("gfx10.3", 64), ("gfx11", 32), ("gfx11", 64)]


def gfx8_9(generation: str) -> bool:
    return generation in ("gfx8", "gfx9")


def dpp_source(ctrl: int, lane: int, width: int, generation: str) -> int | str | None:
    """The lane ``lane`` reads under DPP control ``ctrl`` (GFX9 ISA "DPP_CTRL
    enumeration"; RDNA ISA for row_share / row_xmask): a lane number, "invalid" (outside
    its row or the wave), UNSPECIFIED, or "reserved" (no such control)."""
    row, r = lane // 16, lane % 16
    if ctrl <= 0xFF:  # DPP_QUAD_PERM: lane r of a quad reads lane ctrl[2r+1:2r]
        return (lane // 4) * 4 + ((ctrl >> (2 * (lane % 4))) & 3)
    if 0x101 <= ctrl <= 0x10F:  # DPP_ROW_SL1..15
        n = ctrl - 0x100
        return lane + n if r + n <= 15 else "invalid"
    if 0x111 <= ctrl <= 0x11F:  # DPP_ROW_SR1..15
        n = ctrl - 0x110
        return lane - n if r - n >= 0 else "invalid"
    if 0x121 <= ctrl <= 0x12F:  # DPP_ROW_RR1..15
        n = ctrl - 0x120
        return row * 16 + (r - n) % 16
    if ctrl == 0x140:  # DPP_ROW_MIRROR
        return row * 16 + 15 - r
    if ctrl == 0x141:  # DPP_ROW_HALF_MIRROR
        return (lane // 8) * 8 + 7 - lane % 8
    if gfx8_9(generation) and width == 64:
        if ctrl == 0x130:  # DPP_WF_SL1
            return lane + 1 if lane + 1 < width else "invalid"
        if ctrl == 0x134:  # DPP_WF_RL1
            return (lane + 1) % width
        if ctrl == 0x138:  # DPP_WF_SR1
            return lane - 1 if lane >= 1 else "invalid"
        if ctrl == 0x13C:  # DPP_WF_RR1
            return (lane - 1) % width
        if ctrl == 0x142:  # DPP_ROW_BCAST15: lane 15 of each row to the next row
            return row * 16 - 1 if row >= 1 else UNSPECIFIED
        if ctrl == 0x143:  # DPP_ROW_BCAST31: lane 31 to rows 2 and 3
            return 31 if row >= 2 else UNSPECIFIED
    if not gfx8_9(generation):
        if 0x150 <= ctrl <= 0x15F:  # DPP_ROW_SHARE: every lane reads lane n of its row
            return row * 16 + ctrl - 0x150
        if 0x160 <= ctrl <= 0x16F:  # DPP_ROW_XMASK: lane r reads lane r xor n
            return row * 16 + (r ^ (ctrl - 0x160))
    return "reserved"


def dpp_reference(old: list[int] | None, src: list[int], ctrl: int, row_mask: int,
                  bank_mask: int, bound_ctrl: bool, exec_mask: list[bool], width: int,
                  generation: str) -> list[int | None] | None:
    """Lane by lane (GFX9 ISA, "DPP"): a lane whose row (row_mask bit) or bank
    (bank_mask bit of (lane / 4) mod 4) is disabled does not write, keeping old; a lane
    whose source is invalid or an inactive lane writes 0 with bound_ctrl and does not
    write without it. None for the whole result where a reserved control or an
    unspecified or unknown value reaches an active lane; inactive lanes are None."""
    out: list[int | None] = []
    for lane in range(width):
        if not exec_mask[lane]:
            out.append(None)
            continue
        writes = (row_mask >> (lane // 16)) & 1 and (bank_mask >> ((lane // 4) % 4)) & 1
        source = dpp_source(ctrl, lane, width, generation)
        if source == "reserved":
            return None
        if not writes:
            value = old[lane] if old is not None else None
        elif source is UNSPECIFIED:
            return None
        elif source == "invalid" or not exec_mask[int(source)]:
            value = 0 if bound_ctrl else (old[lane] if old is not None else None)
        else:
            value = src[int(source)]
        if value is None:
            return None
        out.append(value)
    return out


def implementation(old: list[int] | None, src: list[int], ctrl: int, row_mask: int,
                   bank_mask: int, bound_ctrl: bool, exec_mask: list[bool], width: int,
                   generation: str) -> list[int | None] | None:
    mask = np.array(exec_mask, dtype=np.bool_)
    if not mask.any():
        return None
    c = [np.full(width, v, dtype=np.int64) for v in (ctrl, row_mask, bank_mask,
                                                     int(bound_ctrl))]
    args = [np.array(src, dtype=np.int64), *c]
    name = "llvm.amdgcn.mov.dpp.i32"
    if old is not None:
        args = [np.array(old, dtype=np.int64), *args]
        name = "llvm.amdgcn.update.dpp.i32"
    got = cross_lane.evaluate(name, args, mask, width, generation)
    if got is UNKNOWN:
        return None
    assert isinstance(got, np.ndarray)
    return [int(got[i]) if exec_mask[i] else None for i in range(width)]


def masks(width: int) -> list[list[bool]]:
    """EXEC masks: every lane, the odd lanes, and a ragged one."""
    return [[True] * width, [i % 2 == 1 for i in range(width)],
            [i % 7 not in (0, 3) for i in range(width)]]


@pytest.mark.parametrize(("generation", "width"), TARGETS)
def test_every_dpp_control(generation: str, width: int) -> None:
    src = [100 + i for i in range(width)]
    old = [-1 - i for i in range(width)]
    for ctrl in range(0x200):
        for bound_ctrl in (False, True):
            for exec_mask in masks(width)[::2]:
                for before in (old, None):
                    args = (before, src, ctrl, 0xF, 0xF, bound_ctrl, exec_mask, width,
                            generation)
                    assert implementation(*args) == dpp_reference(*args), (hex(ctrl), args)


# One control of each kind (and the scan idiom's broadcasts with their row masks).
KINDS = [0x1B, 0x101, 0x118, 0x12F, 0x130, 0x138, 0x13C, 0x140, 0x141, 0x142, 0x143,
         0x15F, 0x161]


@pytest.mark.slow
@pytest.mark.parametrize(("generation", "width"), [("gfx9", 64), ("gfx11", 32),
                                                   ("gfx11", 64)])
def test_every_row_and_bank_mask(generation: str, width: int) -> None:
    src = [7 * i + 3 for i in range(width)]
    old = [-5 - i for i in range(width)]
    for ctrl in KINDS:
        for row_mask in range(16):
            for bank_mask in range(16):
                for bound_ctrl in (False, True):
                    for exec_mask in masks(width)[:1]:
                        args = (old, src, ctrl, row_mask, bank_mask, bound_ctrl, exec_mask,
                                width, generation)
                        assert implementation(*args) == dpp_reference(*args), (
                            hex(ctrl), row_mask, bank_mask, bound_ctrl)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(TARGETS), st.integers(0, 0x1FF), st.integers(0, 15),
       st.integers(0, 15), st.booleans(), st.integers(0, 2**64 - 1), st.booleans())
def test_dpp_under_any_exec_mask(target: tuple[str, int], ctrl: int, row_mask: int,
                                 bank_mask: int, bound_ctrl: bool, bits: int,
                                 with_old: bool) -> None:
    generation, width = target
    exec_mask = [bool((bits >> i) & 1) or i == bits % width for i in range(width)]
    src = [(i * 2654435761) % 1000 for i in range(width)]
    old = [-1 - i for i in range(width)] if with_old else None
    args = (old, src, ctrl, row_mask, bank_mask, bound_ctrl, exec_mask, width, generation)
    assert implementation(*args) == dpp_reference(*args)


# ------------------------------------------------------------ the other moves


def evaluate(name: str, args: list[int | list[int]], exec_mask: list[bool], width: int,
             generation: str) -> list[int | None] | None:
    arrays = [np.array(a, dtype=np.int64) if isinstance(a, list)
              else np.full(width, a, dtype=np.int64) for a in args]
    got = cross_lane.evaluate(name, arrays, np.array(exec_mask, dtype=np.bool_), width,
                              generation)
    if got is UNKNOWN:
        return None
    assert isinstance(got, np.ndarray)
    return [int(got[i]) if exec_mask[i] else None for i in range(width)]


def gather_reference(src: list[int], sources: list[int], exec_mask: list[bool]
                     ) -> list[int | None] | None:
    """Each active lane reads its source lane; None where a source is an inactive lane
    (whose register the model does not hold)."""
    out: list[int | None] = []
    for lane, source in enumerate(sources):
        if not exec_mask[lane]:
            out.append(None)
            continue
        if not 0 <= source < len(src) or not exec_mask[source]:
            return None
        out.append(src[source])
    return out


@settings(max_examples=200, deadline=None)
@given(st.sampled_from([("gfx10.3", 32), ("gfx11", 64), ("gfx11", 32)]),
       st.integers(0, 2**24 - 1), st.integers(0, 2**64 - 1))
def test_dpp8(target: tuple[str, int], sel: int, bits: int) -> None:
    generation, width = target
    exec_mask = [bool((bits >> i) & 1) or i % 3 == 0 for i in range(width)]
    src = [50 + i for i in range(width)]
    # DPP8: lane i of each group of 8 reads lane sel[3(i mod 8)+2 : 3(i mod 8)] of it.
    sources = [(i // 8) * 8 + ((sel >> (3 * (i % 8))) & 7) for i in range(width)]
    assert evaluate("llvm.amdgcn.mov.dpp8.i32", [src, sel], exec_mask, width,
                    generation) == gather_reference(src, sources, exec_mask)


def swizzle_reference_source(offset: int, lane: int) -> int | None:
    """ds_swizzle_b32 (GFX9 ISA, "DS_SWIZZLE_B32"): offset[15] set and offset[14:8]
    zero is the quad-perm mode (lane i of a quad reads offset[2i+1:2i]); offset[15]
    clear is the bit-mask mode over groups of 32 (and = offset[4:0], or = offset[9:5],
    xor = offset[14:10]); the other encodings are not read here (None)."""
    if offset & 0x8000:
        if offset & 0x7F00:
            return None
        return (lane // 4) * 4 + ((offset >> (2 * (lane % 4))) & 3)
    and_mask, or_mask, xor_mask = offset & 31, (offset >> 5) & 31, (offset >> 10) & 31
    return (lane // 32) * 32 + ((((lane % 32) & and_mask) | or_mask) ^ xor_mask)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from([("gfx9", 64), ("gfx11", 32)]), st.integers(0, 0xFFFF),
       st.integers(0, 2**64 - 1))
def test_swizzle(target: tuple[str, int], offset: int, bits: int) -> None:
    generation, width = target
    exec_mask = [bool((bits >> i) & 1) or i % 2 == 0 for i in range(width)]
    src = [900 + i for i in range(width)]
    sources = [swizzle_reference_source(offset, i) for i in range(width)]
    got = evaluate("llvm.amdgcn.ds.swizzle", [src, offset], exec_mask, width, generation)
    if any(s is None for s in sources):
        assert got is None
        return
    assert got == gather_reference(src, [int(s) for s in sources if s is not None],
                                   exec_mask)


@settings(max_examples=200, deadline=None)
@given(st.sampled_from([("gfx10.3", 32), ("gfx11", 64), ("gfx11", 32)]),
       st.integers(0, 2**32 - 1), st.integers(0, 2**32 - 1), st.booleans(),
       st.integers(0, 2**64 - 1))
def test_permlane16_and_x16(target: tuple[str, int], sel_lo: int, sel_hi: int,
                            cross: bool, bits: int) -> None:
    generation, width = target
    exec_mask = [bool((bits >> i) & 1) or i % 4 == 1 for i in range(width)]
    src = [300 + i for i in range(width)]
    sources = []
    for lane in range(width):
        # V_PERMLANE16_B32: lane r of a row reads lane sel[4r+3:4r] of its row (sel the
        # 64 bits sel_hi:sel_lo); V_PERMLANEX16_B32 reads it in the other row of the pair.
        r = lane % 16
        index = ((sel_hi << 32 | sel_lo) >> (4 * r)) & 0xF
        row = lane // 16 ^ (1 if cross else 0)
        sources.append(row * 16 + index)
    name = "llvm.amdgcn.permlanex16.i32" if cross else "llvm.amdgcn.permlane16.i32"
    assert evaluate(name, [0, src, sel_lo, sel_hi, 0, 0], exec_mask, width,
                    generation) == gather_reference(src, sources, exec_mask)


@pytest.mark.parametrize(("generation", "width", "swapped"), [
    ("gfx11", 64, True), ("gfx12", 64, True),
    ("gfx11", 32, False),  # amdgpu-usage: "no operation in wave32 mode"
])
def test_permlane64(generation: str, width: int, swapped: bool) -> None:
    src = list(range(width))
    want = [i ^ 32 for i in range(width)] if swapped else src
    assert evaluate("llvm.amdgcn.permlane64.i32", [src], [True] * width, width,
                    generation) == want
    assert evaluate("llvm.amdgcn.permlane64.i32", [src], [True] * width, width,
                    "gfx9") is None  # no v_permlane64_b32 before GFX11


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(TARGETS), st.integers(0, 63), st.integers(-5, 5))
def test_writelane(target: tuple[str, int], lane: int, value: int) -> None:
    generation, width = target
    old = [10 + i for i in range(width)]
    # V_WRITELANE_B32: lane (the selector mod the wave size) of vdst gets the scalar;
    # every other lane keeps vdst, active or not.
    want = [value if i == lane % width else old[i] for i in range(width)]
    assert evaluate("llvm.amdgcn.writelane.i32", [value, lane, old], [True] * width, width,
                    generation) == want


# ------------------------------------------------------------ DPP in inline assembly

ASM_KERNEL = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(i32 %x, i32 %z, i32 %y) #0 {
  %r = call i32 asm "s_nop 1\\0AADD $0, $1, $2 DPP", "=v,v,v,0"(i32 %x, i32 %z, i32 %y)
  ret void
}
attributes #0 = { "target-cpu"="CPU" }
"""
CPUS = {"gfx9": "gfx90a", "gfx10.3": "gfx1030", "gfx11": "gfx1100"}


def ctrl_text(ctrl: int) -> str | None:
    """The assembler spelling of dpp_ctrl ``ctrl`` (AMDGPUModifierSyntax), or None."""
    named = {0x130: "wave_shl:1", 0x134: "wave_rol:1", 0x138: "wave_shr:1",
             0x13C: "wave_ror:1", 0x140: "row_mirror", 0x141: "row_half_mirror",
             0x142: "row_bcast:15", 0x143: "row_bcast:31"}
    if ctrl <= 0xFF:
        lanes = ",".join(str((ctrl >> (2 * k)) & 3) for k in range(4))
        return f"quad_perm:[{lanes}]"
    for base, name in ((0x100, "row_shl"), (0x110, "row_shr"), (0x120, "row_ror"),
                       (0x150, "row_share"), (0x160, "row_xmask")):
        if base + (name in ("row_share", "row_xmask")) - 1 < ctrl <= base + 15:
            return f"{name}:{ctrl - base}"
    return named.get(ctrl)


def run_ops(body: list[o.Op], env: dict[str, np.ndarray], mask: np.ndarray, width: int,
            generation: str) -> object:
    """The few operations a DPP statement becomes, computed lane by lane."""
    def value(operand: o.Operand) -> object:
        if isinstance(operand, o.Reg):
            return env[operand.name]
        assert isinstance(operand, o.Const)
        return np.full(width, operand.value, dtype=np.int64)

    for op in body:
        match op:
            case o.Opaque(dest=str(dest), name=name, args=args):
                env[dest] = cross_lane.evaluate(name, [value(a) for a in args], mask, width,
                                                generation)  # type: ignore[misc]
            case o.BinOp(dest=dest, kind=o.BinOpKind.ADD, lhs=lhs, rhs=rhs):
                a, b = value(lhs), value(rhs)
                env[dest] = (UNKNOWN if a is UNKNOWN or b is UNKNOWN
                             else (a + b + 2**31) % 2**32 - 2**31)  # type: ignore[operator]
            case o.ICmp(dest=dest, lhs=lhs, rhs=rhs):
                a = value(lhs)
                env[dest] = UNKNOWN if a is UNKNOWN else a != value(rhs)  # type: ignore[assignment]
            case o.Select(dest=dest, cond=cond, if_true=t, if_false=f):
                c, a, b = value(cond), value(t), value(f)
                env[dest] = (UNKNOWN if any(v is UNKNOWN for v in (c, a, b))
                             else np.where(c, a, b))  # type: ignore[arg-type]
            case o.Cast(dest=dest, value=v):
                env[dest] = value(v)  # type: ignore[assignment]
            case _:
                raise AssertionError(op)
    return env["r"]


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(TARGETS), st.integers(0, 0x16F), st.integers(0, 15),
       st.integers(0, 15), st.booleans(), st.integers(0, 2**64 - 1))
def test_a_dpp_add_in_inline_assembly(target: tuple[str, int], ctrl: int, row_mask: int,
                                      bank_mask: int, bound_ctrl: bool, bits: int) -> None:
    """`v_add_u32 d, s0, s1 <dpp>` read by formats/llvm/asm (update.dpp, and a select
    that keeps the lanes that do not write) against the ISA lane by lane: a lane of a
    disabled row or bank keeps d; an invalid or inactive source reads 0 with bound_ctrl
    and keeps d without it."""
    generation, width = target
    text = ctrl_text(ctrl)
    if text is None or dpp_source(ctrl, 16, 64, generation) == "reserved":
        return  # no such control on this target (the reader refuses it: test_inline_asm)
    if width == 32 and ctrl in (0x130, 0x134, 0x138, 0x13C, 0x142, 0x143):
        return
    modifiers = f"{text} row_mask:{row_mask} bank_mask:{bank_mask}"
    if bound_ctrl:
        modifiers += " bound_ctrl:1"
    add = "v_add_u32" if generation == "gfx9" else "v_add_nc_u32"
    source = ASM_KERNEL.replace("DPP", modifiers).replace("CPU", CPUS[generation]).replace(
        "ADD", add)
    body = list(read_llvm_text(source, "t.ll").function("k").ops())
    exec_mask = [bool((bits >> i) & 1) or i == bits % width for i in range(width)]
    x = [(i * 40503) % 977 for i in range(width)]
    y = [1000 + 3 * i for i in range(width)]
    z = [-7 * i for i in range(width)]
    mask = np.array(exec_mask, dtype=np.bool_)
    env = {name: np.array(v, dtype=np.int64) for name, v in (("x", x), ("y", y), ("z", z))}
    got = run_ops(body, env, mask, width, generation)
    want: list[int | None] | None = []
    for lane in range(width):
        if not exec_mask[lane]:
            want.append(None)
            continue
        writes = (row_mask >> (lane // 16)) & 1 and (bank_mask >> ((lane // 4) % 4)) & 1
        src = dpp_source(ctrl, lane, width, generation)
        if not writes:
            want.append(y[lane])
        elif src is UNSPECIFIED:
            want = None
            break
        elif src == "invalid" or not exec_mask[int(src)]:
            want.append(z[lane] if bound_ctrl else y[lane])  # 0 + s1, or d kept
        else:
            want.append(x[int(src)] + z[lane])
    if want is None:
        assert got is UNKNOWN
        return
    assert isinstance(got, np.ndarray)
    assert [int(got[i]) if exec_mask[i] else None for i in range(width)] == want
