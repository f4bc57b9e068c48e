"""Definedness through the intrinsics that move values between lanes (HIP's __shfl is
ds_bpermute; DPP, permlane, whole-wave modes): an undefined value in one lane reaches
every lane of the result. Before, such intrinsics propagated undefinedness lane by lane
like arithmetic, and an undefined value shuffled from lane 5 to lane 0 and stored went
unreported."""

from __future__ import annotations

import pytest

from amdsync.api import check

KERNEL = """target triple = "amdgcn-amd-amdhsa"
@tile = internal addrspace(3) global [64 x i32] undef, align 4

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr [64 x i32], ptr addrspace(3) @tile, i32 0, i32 %t
  %skip = icmp eq i32 %t, 5
  br i1 %skip, label %join, label %write
write:
  store i32 %t, ptr addrspace(3) %p
  br label %join
join:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v = load i32, ptr addrspace(3) %p
  %moved = MOVE
  %first = icmp eq i32 %t, 0
  br i1 %first, label %store, label %done
store:
  store i32 %moved, ptr addrspace(1) %out
  br label %done
done:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32, i32, i32, i1)
declare i32 @llvm.amdgcn.ubfe.i32(i32, i32, i32)
"""


@pytest.mark.parametrize(("move", "kinds"), [
    # Every lane takes lane 5's value (address 5 * 4): lane 0 stores lane 5's undef.
    ("call i32 @llvm.amdgcn.ds.bpermute(i32 20, i32 %v)", ["undef-read"]),
    ("call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %v, i32 273, i32 15, i32 15, i1 0)",
     ["undef-read"]),
    # A per-lane computation: lane 0's own value is defined.
    ("call i32 @llvm.amdgcn.ubfe.i32(i32 %v, i32 0, i32 8)", []),
])
def test_an_undefined_lane_reaches_every_lane(move: str, kinds: list[str]) -> None:
    result = check(KERNEL.replace("MOVE", move), target="gfx942", workgroup_size=64)
    assert result.status != "incomplete", result.incomplete_reason
    assert sorted({f.kind for f in result.findings}) == kinds
