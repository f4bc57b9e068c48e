; A paged gather, as paged decode attention reads its keys: each work-item reads the
; page number of its block of 16 from a block table, then its key from that page.
; The twin writes the keys it gathers from: a gathered read may race with that
; write (another work-item's key), which the solver finds (every page 0).
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @paged_gather_writes_keys(ptr addrspace(1) %table, ptr addrspace(1) %keys, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %blk = lshr i32 %tid, 4
  %tp = getelementptr i32, ptr addrspace(1) %table, i32 %blk
  %page = load i32, ptr addrspace(1) %tp, align 4
  %base = shl i32 %page, 4
  %off = and i32 %tid, 15
  %idx = add i32 %base, %off
  %kp = getelementptr float, ptr addrspace(1) %keys, i32 %idx
  %v = load float, ptr addrspace(1) %kp, align 4
  %op = getelementptr float, ptr addrspace(1) %out, i32 %tid
  store float %v, ptr addrspace(1) %op, align 4
  %kw = getelementptr float, ptr addrspace(1) %keys, i32 %tid
  store float 0.0, ptr addrspace(1) %kw, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
