"""A load whose first lane reads undefined bytes decodes the other lanes' defined
values at the load's own width (explore/memory/memory_access.py: the taint bitmask of an
undefined read once took the name of the width, so the lanes after it decoded their
bytes as 15-bit integers)."""

from __future__ import annotations

from amdsync.api import check

# Wave 0: each lane writes 100000 to its slot and reads it back; lanes 1..63 store to
# @out only if they read something else. Wave 1's first lane writes slot 0 unordered
# with lane 0's write and read: a race, found after lane 0 read (a late read: the replay
# makes lane 0's value undefined while its bytes stay known).
KERNEL = """target triple = "amdgcn-amd-amdhsa"
@slot = internal addrspace(3) global [64 x i32] poison
define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %first = icmp ult i32 %t, 64
  br i1 %first, label %own, label %other
own:
  %p = getelementptr i32, ptr addrspace(3) @slot, i32 %t
  store i32 100000, ptr addrspace(3) %p
  %v = load i32, ptr addrspace(3) %p
  %lane0 = icmp eq i32 %t, 0
  %same = icmp eq i32 %v, 100000
  %quiet = or i1 %lane0, %same
  br i1 %quiet, label %end, label %store
store:
  store i32 %t, ptr addrspace(1) %out
  br label %end
other:
  %w = icmp eq i32 %t, 64
  br i1 %w, label %clobber, label %end
clobber:
  store i32 5, ptr addrspace(3) @slot
  br label %end
end:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
"""


def test_lanes_after_an_undefined_read_decode_their_width() -> None:
    result = check(KERNEL, target="gfx950", workgroup_size=128)
    # Wave 1's store (line 23) races with lane 0's store and load, and lane 0's racy
    # value decides the branch (line 15). Lanes 1..63 read 100000 and never store to
    # @out (line 17): before the fix they decoded 100000 as 15 bits, stored, and raced.
    assert result.status == "findings"
    assert sorted({(f.kind, f.loc.line) for f in result.findings}) == [
        ("race", 15), ("race", 23)]
