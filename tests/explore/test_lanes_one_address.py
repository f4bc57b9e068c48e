"""Lanes of one store instruction writing one address (issue 15; Triton's reductions
have every lane of a wave store the same value to one LDS slot). amdgpu-usage, "Memory
Model": "All LDS operations of a CU are performed as wavefront wide operations in a global
order" and "The vector memory operations are performed as wavefront wide operations" — the
lanes' writes are one operation: identical bytes are one write, not a race; different bytes
stay a race (which lands is unspecified). A value amdsync does not know (read from the
kernel's input) may differ between lanes: a race (docs/semantics/atomics-and-lanes.md)."""

from __future__ import annotations

from pathlib import Path

import pytest

from amdsync.api import check

KERNEL = """target triple = "amdgcn-amd-amdhsa"
@slot = internal addrspace(3) global [4 x i32] poison, align 16
define amdgpu_kernel void @k(ptr addrspace(1) %g, ptr addrspace(1) %out) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %v = lshr i32 %t, 6
  store i32 VALUE, ptr SPACE DEST
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
"""


def kinds(value: str, space: str = "addrspace(3)", dest: str = "@slot",
          workgroups: int = 1) -> list[str]:
    text = KERNEL.replace("VALUE", value).replace("SPACE", space).replace("DEST", dest)
    result = check(text, workgroup_size=64, workgroups=workgroups)
    assert result.status != "incomplete"
    return sorted({f.kind for f in result.findings})


@pytest.mark.parametrize(("space", "dest"), [("addrspace(3)", "@slot"),
                                             ("addrspace(1)", "%out")])
def test_identical_values_from_the_lanes_of_one_store_are_one_write(space: str,
                                                                     dest: str) -> None:
    assert kinds("%v", space, dest) == []  # t >> 6: 0 in every lane of the wave
    assert kinds("7", space, dest) == []


@pytest.mark.parametrize(("space", "dest"), [("addrspace(3)", "@slot"),
                                             ("addrspace(1)", "%out")])
def test_different_values_from_the_lanes_of_one_store_race(space: str, dest: str) -> None:
    assert kinds("%t", space, dest) == ["race"]


def test_two_waves_storing_the_same_value_still_race() -> None:
    """The rule is about one instruction of one wave: two waves (or workgroups) are two
    operations, unordered — a race even with identical values."""
    assert kinds("7", "addrspace(1)", "%out", workgroups=2) == ["race"]


@pytest.mark.parametrize(("load", "expected"), [
    # Each lane loads its own element: the values are not known and may differ, so it
    # stays a race (a false alarm when the input is uniform; docs/semantics/atomics-and-lanes.md).
    ("%p = getelementptr i32, ptr addrspace(1) %g, i32 %t\n"
     "  %v = load i32, ptr addrspace(1) %p", ["race"]),
    # Every lane loads g[0]: not known, but one value (explore/values/uniform.py, "loaded").
    ("%v = load i32, ptr addrspace(1) %g", []),
])
def test_values_amdsync_does_not_know(load: str, expected: list[str]) -> None:
    text = KERNEL.replace("%v = lshr i32 %t, 6", load)
    text = text.replace("VALUE", "%v").replace("SPACE", "addrspace(3)").replace("DEST",
                                                                                "@slot")
    assert sorted({f.kind for f in check(text, workgroup_size=64).findings}) == expected


# The value each lane stores, as IR and as Python: a race exactly when the lanes' bytes
# are not all equal — every byte of the cell, not only its first (a 4-byte store whose
# low byte agrees but a higher byte differs was once judged one write: a missed race).
VALUES = {
    "shl i32 %t, 8": lambda t: t << 8,
    "shl i32 %t, 24": lambda t: (t << 24) & 0xFFFFFFFF,
    "and i32 %t, 0": lambda t: 0,
    "lshr i32 %t, 6": lambda t: t >> 6,
    "or i32 %t, 256": lambda t: t | 256,
    "and i32 %t, 256": lambda t: t & 256,
}


@pytest.mark.parametrize("expr", sorted(VALUES))
def test_a_race_exactly_when_some_byte_differs_between_lanes(expr: str) -> None:
    text = KERNEL.replace("%v = lshr i32 %t, 6", f"%v = {expr}").replace(
        "VALUE", "%v").replace("SPACE", "addrspace(3)").replace("DEST", "@slot")
    words = {VALUES[expr](t).to_bytes(4, "little") for t in range(64)}
    expected = ["race"] if len(words) > 1 else []
    result = check(text, workgroup_size=64)
    assert result.status != "incomplete"
    assert sorted({f.kind for f in result.findings}) == expected


# Unknown values that are one value over the storing lanes (explore/values/uniform.py): what
# Triton's reductions store after a cross-lane reduction ends in readlane.
UNIFORM = """target triple = "amdgcn-amd-amdhsa"
@slot = internal addrspace(3) global [4 x float] poison, align 16
define amdgpu_kernel void @k(ptr addrspace(1) %g, float %scale) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr float, ptr addrspace(1) %g, i32 %t
  %x = load float, ptr addrspace(1) %p
  BODY
  %vec = insertelement <1 x float> poison, float %v, i64 0
  store <1 x float> %vec, ptr addrspace(3) @slot
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare float @llvm.amdgcn.readlane.f32(float, i32)
declare float @llvm.amdgcn.readfirstlane.f32(float)
declare float @llvm.amdgcn.update.dpp.f32(float, float, i32, i32, i32, i1)
declare float @llvm.maxnum.f32(float, float)
"""


def uniform_kinds(body: str) -> list[str]:
    result = check(UNIFORM.replace("BODY", body), workgroup_size=64)
    assert result.status != "incomplete"
    return sorted({f.kind for f in result.findings})


@pytest.mark.parametrize("body", [
    "%v = call float @llvm.amdgcn.readlane.f32(float %x, i32 63)",
    "%v = call float @llvm.amdgcn.readfirstlane.f32(float %x)",
    # lane-wise operations of one value (and of kernel arguments) stay one value
    "%r = call float @llvm.amdgcn.readlane.f32(float %x, i32 0)\n"
    "  %m = call float @llvm.maxnum.f32(float %r, float %scale)\n  %v = fmul float %m, 2.0",
])
def test_one_unknown_value_in_every_lane_is_one_write(body: str) -> None:
    assert uniform_kinds(body) == []


@pytest.mark.parametrize("body", [
    "%v = fmul float %x, 2.0",  # each lane's own loaded value
    # a lane index that differs between lanes: each lane reads another lane
    "%v = call float @llvm.amdgcn.readlane.f32(float %x, i32 %t)",
    # DPP moves values between lanes but not one value to all
    "%r = call float @llvm.amdgcn.readlane.f32(float %x, i32 0)\n"
    "  %d = call float @llvm.amdgcn.update.dpp.f32(float poison, float %x, i32 78, i32 15,"
    " i32 15, i1 true)\n  %v = fadd float %r, %d",
    # one value, but mixed with a per-lane value
    "%r = call float @llvm.amdgcn.readfirstlane.f32(float %x)\n  %v = fadd float %r, %x",
])
def test_possibly_different_unknown_values_still_race(body: str) -> None:
    assert uniform_kinds(body) == ["race"]


def test_one_value_computed_in_different_iterations_races() -> None:
    """Lanes that left a loop in different iterations computed the readlane at different
    times: their values may differ (the lanes recorded are those that executed it)."""
    text = """target triple = "amdgcn-amd-amdhsa"
@slot = internal addrspace(3) global [4 x float] poison, align 16
define amdgpu_kernel void @k(ptr addrspace(1) %g) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %p = getelementptr float, ptr addrspace(1) %g, i32 %i
  %x = load float, ptr addrspace(1) %p
  %r = call float @llvm.amdgcn.readfirstlane.f32(float %x)
  %v = fadd float %r, 1.0
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %t
  br i1 %more, label %loop, label %done
done:
  store float %v, ptr addrspace(3) @slot
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare float @llvm.amdgcn.readfirstlane.f32(float)
"""
    result = check(text, workgroup_size=64)
    assert sorted({f.kind for f in result.findings}) == ["race"]


EARLIER = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %sink) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %z = icmp eq i32 %t, 0
  br i1 %z, label %first, label %all
first:
  EARLIER
  br label %all
all:
  ORDER
  store i32 7, ptr addrspace(1) %out
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
"""
FENCED_BARRIER = ('fence syncscope("workgroup") release\n  call void @llvm.amdgcn.s.barrier()'
                  '\n  fence syncscope("workgroup") acquire')


@pytest.mark.parametrize("exact", [False, True])
def test_an_earlier_write_of_one_lane_still_races_with_the_others(
        exact: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    """Lane 0 stores 1, then every lane stores 7 in one instruction. Lanes are threads:
    lane 1's store of 7 is not ordered after lane 0's store of 1 (no synchronization),
    so the two race (amdgpu-memory-model, data races), although the second
    instruction's lanes write the same bytes, which is one write among themselves. That
    one write stands for every lane's, so what one lane's write stands for (its own
    earlier write, which the shadow forgets) must be ordered before every other lane:
    both shadows check it (docs/semantics/atomics-and-lanes.md, "Lanes of one instruction
    writing one address")."""
    path = Path(__file__).parent / "lanes_one_address" / "earlier_write_of_one_lane.ll"
    if exact:  # (the exact shadow alone; else the dense shadow first)
        monkeypatch.setenv("AMDSYNC_EXACT_SHADOW", "1")
    result = check(path, workgroup_size=4)
    assert [(f.kind, f.loc.line) for f in result.findings] == [("race", 11)]
    assert "races with the store at line 8 by lane 0" in result.findings[0].message


@pytest.mark.parametrize("exact", [False, True])
@pytest.mark.parametrize(("earlier", "order", "expected"), [
    # lane 0's earlier read of the address: the same race, with a read; a read that
    # races may return undef, reported where the value is used (stored, line 9)
    ("%v = load i32, ptr addrspace(1) %out\n  store i32 %v, ptr addrspace(1) %sink",
     "", [("race", 9)]),
    # a fenced barrier orders lane 0's write before every lane's: one write, clean
    ("store i32 1, ptr addrspace(1) %out", FENCED_BARRIER, []),
    # lane 0 writes another address first: nothing to order, clean
    ("store i32 1, ptr addrspace(1) %sink", "", []),
])
def test_what_one_lanes_write_stands_for_is_ordered_before_every_lane(
        earlier: str, order: str, expected: list[tuple[str, int]], exact: bool,
        monkeypatch: pytest.MonkeyPatch) -> None:
    if exact:
        monkeypatch.setenv("AMDSYNC_EXACT_SHADOW", "1")
    text = EARLIER.replace("EARLIER", earlier).replace("ORDER", order)
    result = check(text, workgroup_size=4)
    assert result.status != "incomplete", result.incomplete_reason
    assert [(f.kind, f.loc.line) for f in result.findings] == expected
