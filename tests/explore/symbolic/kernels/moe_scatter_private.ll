; The MoE scatter with a private column per work-item: token tid writes row
; route[tid] of its own column (out[route[tid] * 64 + tid]). Two work-items of one
; 64-wide workgroup never meet, whatever the routing: 64 * (a - b) = tid' - tid has
; no solution with 0 < |tid' - tid| < 64, also modulo 2^32.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @moe_scatter_private(ptr addrspace(1) %route, ptr addrspace(1) %x, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %rp = getelementptr i32, ptr addrspace(1) %route, i32 %tid
  %slot = load i32, ptr addrspace(1) %rp, align 4
  %xp = getelementptr float, ptr addrspace(1) %x, i32 %tid
  %v = load float, ptr addrspace(1) %xp, align 4
  %row = shl i32 %slot, 6
  %idx = add i32 %row, %tid
  %op = getelementptr float, ptr addrspace(1) %out, i32 %idx
  store float %v, ptr addrspace(1) %op, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
