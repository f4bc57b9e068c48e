; A work queue: every lane of two workgroups takes a ticket, then copies its own
; element (in[tid], lane-addressed) to the ticket's slot. Tickets are distinct, so the
; lanes never meet (docs/semantics/atomics-and-lanes.md, "Tickets and lane ids kept apart").
; ARGS: --workgroups 2
; INPUTS: counter=zeros:4
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %counter, ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %ticket = atomicrmw add ptr addrspace(1) %counter, i32 1 syncscope("agent") monotonic, align 4
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %src = getelementptr i32, ptr addrspace(1) %in, i32 %t
  %v = load i32, ptr addrspace(1) %src, align 4
  %dst = getelementptr i32, ptr addrspace(1) %out, i32 %ticket
  store i32 %v, ptr addrspace(1) %dst, align 4
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
