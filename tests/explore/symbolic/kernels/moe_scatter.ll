; A MoE-style token scatter: each work-item writes its token's row to the slot the
; routing table gives it (out[route[tid]] = x[tid]). Two tokens routed to one slot
; write one location unordered: a race for every routing with a repeated slot.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @moe_scatter(ptr addrspace(1) %route, ptr addrspace(1) %x, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %rp = getelementptr i32, ptr addrspace(1) %route, i32 %tid
  %slot = load i32, ptr addrspace(1) %rp, align 4
  %xp = getelementptr float, ptr addrspace(1) %x, i32 %tid
  %v = load float, ptr addrspace(1) %xp, align 4
  %op = getelementptr float, ptr addrspace(1) %out, i32 %slot
  store float %v, ptr addrspace(1) %op, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
