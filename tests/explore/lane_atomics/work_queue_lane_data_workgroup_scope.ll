; work_queue_lane_data.ll with the ticket taken at workgroup scope across workgroups:
; the two workgroups' increments race (not inclusive), and the tickets they read are
; undef (amdgpu-memory-model, read values), used as the store's address.
; ARGS: --workgroups 2
; INPUTS: counter=zeros:4
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %counter, ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %ticket = atomicrmw add ptr addrspace(1) %counter, i32 1 syncscope("workgroup") monotonic, align 4 ; FINDING: race
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %src = getelementptr i32, ptr addrspace(1) %in, i32 %t
  %v = load i32, ptr addrspace(1) %src, align 4
  %dst = getelementptr i32, ptr addrspace(1) %out, i32 %ticket
  store i32 %v, ptr addrspace(1) %dst, align 4 ; (an undef address: a use of the race at line 8, one cause, docs/findings.md)
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
