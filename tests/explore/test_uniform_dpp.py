"""Value numbers across lanes (explore/values/uniform.py; docs/semantics/atomics-and-lanes.md,
"Lanes of one instruction writing one address"): DPP, permlane and bpermute moves whose lane
map is decoded exactly, and commutative lane-wise operations, prove that the lanes of a
group hold one unknown value — a DPP xor butterfly with ``fadd`` (Triton's ``tl.sum``) — so
their stores to one address are one write. Anything not symmetric stays a race."""

from __future__ import annotations

import numpy as np
import pytest

from amdsync.api import check
from amdsync.explore.values.uniform import INVALID, UNDECODED, dpp_sources

# Every lane loads its own value, reduces it with its group (BODY, ending in %v), and
# every lane of a group stores %v to the group's slot (SLOT: the slot index from %t).
KERNEL = """target triple = "amdgcn-amd-amdhsa"
@slot = internal addrspace(3) global [64 x float] poison, align 16
define amdgpu_kernel void @k(ptr addrspace(1) %g) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr float, ptr addrspace(1) %g, i32 %t
  %x = load float, ptr addrspace(1) %p
  %xi = bitcast float %x to i32
BODY
  %s = SLOT
  %q = getelementptr float, ptr addrspace(3) @slot, i32 %s
  store float %v, ptr addrspace(3) %q
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32, i32, i32, i1)
declare i32 @llvm.amdgcn.mov.dpp.i32(i32, i32, i32, i32, i1)
declare i32 @llvm.amdgcn.permlanex16.i32(i32, i32, i32, i32, i1, i1)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
declare { i32, i32 } @llvm.amdgcn.permlane32.swap(i32, i32, i1, i1)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
"""
STORE = "  store float %v, ptr addrspace(3) %q"
STORE_LINE = -1  # stands for the line of the store in the kernel run


def step(src: str, dest: str, ctrl: int, op: str = "fadd", flags: str = "") -> str:
    """``dest = src <op> dpp(src, ctrl)`` (float bits moved as i32)."""
    return (f"  %{dest}.i = bitcast float %{src} to i32\n"
            f"  %{dest}.m = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %{dest}.i,"
            f" i32 {ctrl}, i32 15, i32 15, i1 true)\n"
            f"  %{dest}.f = bitcast i32 %{dest}.m to float\n"
            f"  %{dest} = {op} {flags} float %{src}, %{dest}.f\n")


def run(body: str, slot: str = "lshr i32 %t, 4", target: str = "gfx950",
        size: int = 64) -> list[tuple[str, int]]:
    """The (kind, line) of every finding; the store's line is given as STORE_LINE."""
    text = KERNEL.replace("BODY", body).replace("SLOT", slot)
    store = text.split("\n").index(STORE) + 1
    result = check(text, target=target, workgroup_size=size)
    assert result.status != "incomplete"
    return sorted({(f.kind, STORE_LINE if f.loc.line == store else f.loc.line)
                   for f in result.findings})


# gfx950's butterfly over a row of 16 lanes, as Triton writes it: row_ror:8 (0x128);
# row_half_mirror (0x141) then quad_perm [3,2,1,0] (0x1B) = lane xor 4; quad_perm
# [2,3,0,1] (0x4E) = xor 2; quad_perm [1,0,3,2] (0xB1) = xor 1.
def butterfly(op: str = "fadd", ror: int = 0x128, last: int | None = 0xB1,
              flags: str = "") -> str:
    mirror = ("  %b.i = bitcast float %a to i32\n"
              "  %b.h = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %b.i, i32 321,"
              " i32 15, i32 15, i1 true)\n"
              "  %b.m = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %b.h, i32 27,"
              " i32 15, i32 15, i1 true)\n"
              "  %b.f = bitcast i32 %b.m to float\n"
              f"  %b = {op} {flags} float %a, %b.f\n")
    body = step("x", "a", ror, op, flags) + mirror + step("b", "c", 0x4E, op, flags)
    if last is None:
        return body + "  %v = fadd float %c, 0.0\n"
    return body + step("c", "v", last, op, flags)


def test_an_xor_butterfly_with_fadd_gives_each_row_one_value() -> None:
    assert run(butterfly()) == []


def test_fmul_and_integer_add_commute_too() -> None:
    assert run(butterfly("fmul")) == []


@pytest.mark.parametrize("body", [
    butterfly(ror=0x111),  # row_shr:1 is no pairing: lane 0 reads outside the row
    butterfly("fsub"),  # a - b in one lane, b - a in its partner
    butterfly(last=None),  # no xor-1 step: lanes 2k and 2k+1 differ
    butterfly(flags="contract"),  # fast-math: LLVM may fuse, not symmetric
])
def test_a_step_that_is_not_symmetric_leaves_a_race(body: str) -> None:
    assert run(body) == [("race", STORE_LINE)]


def test_a_butterfly_over_fewer_lanes_than_share_the_slot_races() -> None:
    # rows of 16 lanes are one value each, but 32 lanes share a slot
    assert run(butterfly(), slot="lshr i32 %t, 5") == [("race", STORE_LINE)]


def dpp(old: str, ctrl: int, row_mask: int, bank_mask: int, bound: bool) -> str:
    return ("  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %xi)\n"
            f"  %m = call i32 @llvm.amdgcn.update.dpp.i32(i32 {old}, i32 %xi, i32 {ctrl},"
            f" i32 {row_mask}, i32 {bank_mask}, i1 {'true' if bound else 'false'})\n"
            "  %v = bitcast i32 %m to float\n")


# ``%f``: lanes 1-15 of each row, which store to one shared slot (63)
ROW_TAIL = "select i1 %f, i32 63, i32 %t"


@pytest.mark.parametrize(("body", "slot", "found"), [
    # quad_perm [0,0,0,0]: every lane of a quad reads its lane 0
    (dpp("poison", 0x00, 15, 15, True), "lshr i32 %t, 2", []),
    # bank 0 (lanes 0-3 of each row) masked off: those lanes keep old, their own x
    (dpp("%xi", 0x00, 15, 0xE, True), "lshr i32 %t, 2", ["race"]),
    # every row masked off: old everywhere, one value (readfirstlane) or not (poison)
    (dpp("%r", 0x00, 0, 15, True), "and i32 %t, 0", []),
    (dpp("poison", 0x00, 0, 15, True), "and i32 %t, 0", ["race"]),
    # row_shl:15 — only lane 0 of a row has a source in its row (lane 15); lanes 1-15
    # read 0 with bound_ctrl and keep old (their own x) without
    (dpp("%xi", 0x10F, 15, 15, True), ROW_TAIL, []),
    (dpp("%xi", 0x10F, 15, 15, False), ROW_TAIL, ["race"]),
])
def test_masks_and_bound_ctrl_decide_what_a_lane_keeps(body: str, slot: str,
                                                       found: list[str]) -> None:
    body += "  %lo = and i32 %t, 15\n  %f = icmp ne i32 %lo, 0\n"
    assert [k for k, _ in run(body, slot=slot)] == found


def test_an_inactive_source_lane_reads_zero_with_bound_ctrl_old_without() -> None:
    def body(bound: bool) -> str:
        return ("  %q4 = and i32 %t, 3\n  %in = icmp ne i32 %q4, 0\n"
                "  br i1 %in, label %part, label %out\npart:\n"
                "  %m = call i32 @llvm.amdgcn.update.dpp.i32(i32 %xi, i32 %xi, i32 0,"
                f" i32 15, i32 15, i1 {'true' if bound else 'false'})\n"
                "  %v = bitcast i32 %m to float\n")
    text = KERNEL.replace("  ret void\n", "  br label %out\nout:\n  ret void\n")
    for bound, found in ((True, []), (False, ["race"])):
        # lanes 1-3 of each quad run the DPP; its source, lane 0, is inactive
        result = check(text.replace("BODY", body(bound)).replace("SLOT", "lshr i32 %t, 2"),
                       workgroup_size=64)
        assert result.status != "incomplete"
        assert sorted({f.kind for f in result.findings}) == found


LOOP = """target triple = "amdgcn-amd-amdhsa"
@slot = internal addrspace(3) global [64 x float] poison, align 16
define amdgpu_kernel void @k(ptr addrspace(1) %g) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %n = TRIPS
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %k = mul i32 %i, 64
  %o = add i32 %k, %t
  %p = getelementptr float, ptr addrspace(1) %g, i32 %o
  %x = load float, ptr addrspace(1) %p
  %xi = bitcast float %x to i32
  %m = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %xi, i32 177, i32 15, i32 15,
                                            i1 true)
  %d = bitcast i32 %m to float
  %v = fadd float %x, %d
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %n
  br i1 %more, label %loop, label %done
done:
  %s = lshr i32 %t, 1
  %q = getelementptr float, ptr addrspace(3) @slot, i32 %s
  store float %v, ptr addrspace(3) %q
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32, i32, i32, i1)
"""


def test_lanes_that_left_a_loop_in_different_iterations_are_not_one_value() -> None:
    # lane pairs (2k, 2k+1) sum with xor 1 in each iteration; all lanes leave together:
    # one value per pair
    result = check(LOOP.replace("TRIPS", "add i32 0, 3"), workgroup_size=64)
    assert (result.status, result.findings) == ("clean", [])
    # odd lanes run one iteration more: their %v is another iteration's sum
    text = LOOP.replace("%n = TRIPS", "%n1 = and i32 %t, 1\n  %n = add i32 %n1, 1")
    result = check(text, workgroup_size=64)
    assert sorted({(f.kind, f.loc.line) for f in result.findings}) == [
        ("race", text.split("\n").index(STORE) + 1)]


def test_gfx1250_row_xmask_and_permlanex16_reduce_a_wave32() -> None:
    xmask = "".join(step(s, d, c) for s, d, c in (("x", "a", 0x168), ("a", "b", 0x164),
                                                   ("b", "c", 0x162), ("c", "e", 0x161)))
    cross = ("  %y.i = bitcast float %e to i32\n"
             "  %y.m = call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %y.i,"
             " i32 1985229328, i32 -19088744, i1 true, i1 false)\n"
             "  %y.f = bitcast i32 %y.m to float\n  %v = fadd float %e, %y.f\n")
    assert run(xmask + "  %v = fadd float %e, 0.0\n", target="gfx1250", size=32) == []
    assert run(xmask + cross, slot="and i32 %t, 0", target="gfx1250", size=32) == []
    # without the cross-row step the two rows differ
    assert run(xmask + "  %v = fadd float %e, 0.0\n", slot="and i32 %t, 0",
               target="gfx1250", size=32) == [("race", STORE_LINE)]


def test_controls_a_generation_lacks_are_not_decoded() -> None:
    # row_xmask (0x160+) exists from GFX10 on: on gfx950 its numbers are fresh
    xmask = step("x", "v", 0x161)
    assert run(xmask, slot="lshr i32 %t, 1", target="gfx1250", size=32) == []
    assert run(xmask, slot="lshr i32 %t, 1") == [("race", STORE_LINE)]


def test_gfx950_permlane32_swap_pairs_the_halves() -> None:
    body = ("  %w = call { i32, i32 } @llvm.amdgcn.permlane32.swap(i32 %xi, i32 %xi,"
            " i1 false, i1 false)\n"
            "  %w0 = extractvalue { i32, i32 } %w, 0\n  %w1 = extractvalue { i32, i32 } %w, 1\n"
            "  %f0 = bitcast i32 %w0 to float\n  %f1 = bitcast i32 %w1 to float\n"
            "  %v = fadd float %f0, %f1\n")
    assert run(body, slot="and i32 %t, 31") == []
    assert run(body, slot="and i32 %t, 15") == [("race", STORE_LINE)]


def test_gfx942_bpermute_with_known_lane_addresses() -> None:
    body = ("  %pt = xor i32 %t, 1\n  %pa = shl i32 %pt, 2\n"
            "  %b = call i32 @llvm.amdgcn.ds.bpermute(i32 %pa, i32 %xi)\n"
            "  %bf = bitcast i32 %b to float\n  %v = fadd float %x, %bf\n")
    assert run(body, slot="lshr i32 %t, 1", target="gfx942") == []
    assert run(body, slot="lshr i32 %t, 2", target="gfx942") == [("race", STORE_LINE)]


def test_dpp_controls_decode_to_lane_maps() -> None:
    lanes = np.arange(64)
    assert (dpp_sources(0x1B, 64, "gfx9") == lanes ^ 3).all()
    assert (dpp_sources(0x4E, 64, "gfx9") == lanes ^ 2).all()
    assert (dpp_sources(0xB1, 64, "gfx9") == lanes ^ 1).all()
    assert (dpp_sources(0x128, 64, "gfx9") == lanes ^ 8).all()
    assert (dpp_sources(0x141, 64, "gfx9") == lanes ^ 7).all()
    assert (dpp_sources(0x140, 64, "gfx9") == lanes ^ 15).all()
    shr = dpp_sources(0x111, 64, "gfx9")
    assert shr is not None and shr[:3].tolist() == [INVALID, 0, 1] and shr[16] == INVALID
    shl = dpp_sources(0x10F, 32, "gfx12.5")
    assert shl is not None and shl.tolist() == [15] + [INVALID] * 15 + [31] + [INVALID] * 15
    ror = dpp_sources(0x121, 64, "gfx9")
    assert ror is not None and ror[:2].tolist() == [15, 0]
    wave_shr = dpp_sources(0x138, 64, "gfx9")
    assert wave_shr is not None and wave_shr[:2].tolist() == [INVALID, 0]
    assert wave_shr[63] == 62
    bcast = dpp_sources(0x142, 64, "gfx9")
    assert bcast is not None and bcast[[0, 16, 40]].tolist() == [UNDECODED, 15, 31]
    assert (dpp_sources(0x164, 32, "gfx12.5") == np.arange(32) ^ 4).all()
    share = dpp_sources(0x153, 32, "gfx12.5")
    assert share is not None and share.tolist() == [3] * 16 + [19] * 16
    # generation-specific controls: not decoded elsewhere, nor without a generation
    assert dpp_sources(0x138, 32, "gfx12.5") is None
    assert dpp_sources(0x161, 64, "gfx9") is None
    assert dpp_sources(0x161, 64, None) is None
    assert dpp_sources(0x100, 64, "gfx9") is None  # row_shl:0 is not a control


CALL = """target triple = "amdgcn-amd-amdhsa"
@slot = internal addrspace(3) global [64 x float] poison, align 16
define float @f(float %a) {
  %b = call float @llvm.amdgcn.readfirstlane.f32(float %a)
  ret float %b
}
define amdgpu_kernel void @k(ptr addrspace(1) %g) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr float, ptr addrspace(1) %g, i32 %t
  %x = load float, ptr addrspace(1) %p
  %v = call float @f(float %x)
  %q = getelementptr float, ptr addrspace(3) @slot, i32 SLOT
  store float %v, ptr addrspace(3) %q
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare float @llvm.amdgcn.readfirstlane.f32(float)
"""


def test_a_calls_result_has_fresh_numbers() -> None:
    """The result register is assigned when the callee returns: nothing is claimed of
    it (a readfirstlane in the callee is not seen through the call)."""
    for slot, found in (("%t", []), ("0", ["race"])):
        result = check(CALL.replace("SLOT", slot), workgroup_size=64)
        assert result.status != "incomplete"
        assert sorted({f.kind for f in result.findings}) == found
