"""Lanes of one store instruction writing one address (issue 15; Triton's reductions
have every lane of a wave store the same value to one LDS slot). amdgpu-usage, "Memory
Model": "All LDS operations of a CU are performed as wavefront wide operations in a
global order" and "The vector memory operations are performed as wavefront wide
operations" — the lanes' writes are one operation: identical bytes are one write, not a
race; different bytes stay a race (which lands is unspecified). A value amdsync does not
know (read from the kernel's input) may differ between lanes: a race (docs/check.md)."""

from __future__ import annotations

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


def test_values_amdsync_does_not_know_may_differ() -> None:
    """Loaded from the input, the value is not known: the lanes may store different
    bytes, so it stays a race (a false alarm when the input is uniform; docs/check.md)."""
    text = KERNEL.replace("%v = lshr i32 %t, 6", "%v = load i32, ptr addrspace(1) %g")
    text = text.replace("VALUE", "%v").replace("SPACE", "addrspace(3)").replace("DEST",
                                                                                "@slot")
    assert sorted({f.kind for f in check(text, workgroup_size=64).findings}) == ["race"]


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
