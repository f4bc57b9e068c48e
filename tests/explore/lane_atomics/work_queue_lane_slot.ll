; A work queue the other way round: every lane of two workgroups takes a ticket, reads
; the work item the ticket names (in[ticket]) and writes its result to its own slot
; (out[global id], lane-addressed) (docs/semantics/atomics-and-lanes.md, "Tickets and lane ids kept apart").
; ARGS: --workgroups 2
; INPUTS: counter=zeros:4
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %counter, ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %ticket = atomicrmw add ptr addrspace(1) %counter, i32 1 syncscope("agent") monotonic, align 4
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %id = add i32 %b, %t
  %src = getelementptr i32, ptr addrspace(1) %in, i32 %ticket
  %v = load i32, ptr addrspace(1) %src, align 4
  %dst = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %v, ptr addrspace(1) %dst, align 4
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
