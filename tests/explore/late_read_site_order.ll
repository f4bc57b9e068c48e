; A replay numbers an operation sooner than the search did: wave 0's first load is
; raced later by wave 1 (a late read), so in the replay its value is undefined and the
; dead `add` gets a site before the second load does. The second load is raced too,
; and its value is stored: the late read must name the load in the replay as well
; (explore/late_replay.py, `_fresh` shares the search's site table).
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %w0 = icmp ult i32 %t, 64
  br i1 %w0, label %reader, label %writer
reader:
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %t
  %v = load i32, ptr addrspace(1) %p
  %w = add i32 %v, 1
  %t2 = add i32 %t, 128
  %q = getelementptr i32, ptr addrspace(1) %in, i32 %t2
  %z = load i32, ptr addrspace(1) %q
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %z, ptr addrspace(1) %o
  ret void
writer:
  %u = sub i32 %t, 64
  %pu = getelementptr i32, ptr addrspace(1) %in, i32 %u
  store i32 0, ptr addrspace(1) %pu
  %u2 = add i32 %t, 64
  %pu2 = getelementptr i32, ptr addrspace(1) %in, i32 %u2
  store i32 0, ptr addrspace(1) %pu2
  ret void
}
