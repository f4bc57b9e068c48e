; Every lane of two workgroups takes a ticket and writes its slot: distinct slots.
; ARGS: --workgroups 2
; INPUTS: counter=zeros:4
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %counter, ptr addrspace(1) %out) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %ticket = atomicrmw add ptr addrspace(1) %counter, i32 1 syncscope("agent") monotonic, align 4
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %ticket
  store i32 %t, ptr addrspace(1) %slot, align 4
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
