"""A flag lane 0 loads once and shares through LDS after a barrier (docs/semantics/every-input.md,
"Every input"): every lane of each wave reads one LDS location, so the branch on it is
wave-uniform by value numbers and each side is explored. Checked against both flag
values: clean for every input; the racy twin is some input's race, and its finding has
no witness (the condition reads LDS, not the input), so it ends `incomplete`."""

from __future__ import annotations

import numpy as np
import pytest

from amdsync.api import check

KERNEL = """target triple = "amdgcn-amd-amdhsa"
@sflag = internal addrspace(3) global i32 poison
define amdgpu_kernel void @k(ptr addrspace(1) %flag, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %z = icmp eq i32 %t, 0
  br i1 %z, label %first, label %sync
first:
  %f = load i32, ptr addrspace(1) %flag
  store i32 %f, ptr addrspace(3) @sflag
  br label %sync
sync:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %g = load i32, ptr addrspace(3) @sflag
  %set = icmp ne i32 %g, 0
  br i1 %set, label %then, label %end
then:
  %p = getelementptr i32, ptr addrspace(1) %out, i32 SLOT
  store i32 %t, ptr addrspace(1) %p
  br label %end
end:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
"""


@pytest.mark.parametrize(("slot", "every"), [("%t", "clean"), ("0", "incomplete")])
def test_a_flag_shared_by_lane_0(slot: str, every: str) -> None:
    text = KERNEL.replace("SLOT", slot)
    result = check(text, workgroup_size=128)
    assert result.status == every, result.incomplete_reason
    concrete = [check(text, workgroup_size=128, inputs={"flag": np.array([v], np.int32)})
                for v in (0, 1)]
    assert [c.status for c in concrete] == (
        ["clean", "clean"] if every == "clean" else ["clean", "findings"])
    if every == "incomplete":
        assert (result.incomplete_reason or "").startswith("a race at line 21 was found only")
