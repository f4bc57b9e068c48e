; Six one-lane workgroups, each reading its own flag and taking one side of one
; branch on it: more waves than MAX_SIDES_PER_BRANCH (4), each assuming one side
; (tests/explore/every_input/test_sides_per_wave.py). @guards writes each
; workgroup's own cell; @guards_shared, the seeded twin, writes one cell from every
; workgroup whose flag is set.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @guards(ptr addrspace(1) %flag, ptr addrspace(1) %out) {
entry:
  %w = call i32 @llvm.amdgcn.workgroup.id.x()
  %pf = getelementptr i32, ptr addrspace(1) %flag, i32 %w
  %f = load i32, ptr addrspace(1) %pf
  %c = icmp sgt i32 %f, 0
  br i1 %c, label %write, label %end
write:
  %mine = getelementptr i32, ptr addrspace(1) %out, i32 %w
  store i32 1, ptr addrspace(1) %mine
  br label %end
end:
  ret void
}

define amdgpu_kernel void @guards_shared(ptr addrspace(1) %flag, ptr addrspace(1) %out) {
entry:
  %w = call i32 @llvm.amdgcn.workgroup.id.x()
  %pf = getelementptr i32, ptr addrspace(1) %flag, i32 %w
  %f = load i32, ptr addrspace(1) %pf
  %c = icmp sgt i32 %f, 0
  br i1 %c, label %write, label %end
write:
  store i32 1, ptr addrspace(1) %out
  br label %end
end:
  ret void
}

declare i32 @llvm.amdgcn.workgroup.id.x()
