"""Value numbers of plain loads (explore/values/uniform.py, "loaded"): lanes of one load that
read defined bytes at one location read one value, so their stores of it to one address
are one write. Lanes reading different locations, or reading bytes that are undefined
(a race), stay possibly different: the store races."""

from __future__ import annotations

import pytest

from amdsync.api import check

# Every lane writes its input to slot[t]; after SYNC every lane reads slot[READ], adds
# 1.0 and stores the sum to @out.
KERNEL = """target triple = "amdgcn-amd-amdhsa"
@slot = internal addrspace(3) global [64 x float] poison
@out = internal addrspace(3) global float poison
define amdgpu_kernel void @k(ptr addrspace(1) %in) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr float, ptr addrspace(1) %in, i32 %t
  %v = load float, ptr addrspace(1) %p
  %s = getelementptr float, ptr addrspace(3) @slot, i32 %t
  store float %v, ptr addrspace(3) %s
SYNC
  %r = getelementptr float, ptr addrspace(3) @slot, i32 READ
  %first = load float, ptr addrspace(3) %r
  %sum = fadd float %first, 1.0
  store float %sum, ptr addrspace(3) @out
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
"""
BARRIER = """  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire"""
STORE = "  store float %sum, ptr addrspace(3) @out"


@pytest.mark.parametrize(("read", "sync", "expected"), [
    # One location read by every lane: one value, one write.
    ("0", BARRIER, []),
    # Each lane reads its own slot: values may differ, the lanes' stores race.
    ("%t", BARRIER, ["race"]),
    # Without the barrier lane 0's store races with the other lanes' reads: their bytes
    # are undefined, so nothing says the lanes hold one value.
    ("0", "", ["race"]),
])
def test_lanes_of_one_load(read: str, sync: str, expected: list[str]) -> None:
    text = KERNEL.replace("READ", read).replace("SYNC\n", sync + "\n" if sync else "")
    store = text.split("\n").index(STORE) + 1
    result = check(text, target="gfx950", workgroup_size=64)
    assert result.status != "incomplete"
    # Every finding is at the store of the sum (a race among its lanes).
    assert sorted({(f.kind, f.loc.line) for f in result.findings}) == [
        (kind, store) for kind in expected]
