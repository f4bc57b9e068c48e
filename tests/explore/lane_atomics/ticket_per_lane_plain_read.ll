; A plain read of the counter after taking a ticket races with the other workgroup's.
; ARGS: --workgroups 2
; INPUTS: counter=zeros:4
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %counter, ptr addrspace(1) %out, ptr addrspace(1) %total) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %ticket = atomicrmw add ptr addrspace(1) %counter, i32 1 syncscope("agent") monotonic, align 4
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %ticket
  store i32 %t, ptr addrspace(1) %slot, align 4
  %n = load i32, ptr addrspace(1) %counter, align 4
  store i32 %n, ptr addrspace(1) %total, align 4 ; FINDING: race (the racy read's value used)
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
