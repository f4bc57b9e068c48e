; Workgroup scope across two workgroups: the increments race, tickets repeat.
; ARGS: --workgroups 2
; INPUTS: counter=zeros:4
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %counter, ptr addrspace(1) %out) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %ticket = atomicrmw add ptr addrspace(1) %counter, i32 1 syncscope("workgroup") monotonic, align 4 ; FINDING: race
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %ticket
  store i32 %t, ptr addrspace(1) %slot, align 4 ; (the racing RMW's value used here: one cause with line 7, docs/findings.md)
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
