; A paged gather, as paged decode attention reads its keys: each work-item reads the
; page number of its block of 16 from a block table, then its key from that page.
; Nothing writes the table or the keys: clean for every content of them, assuming each
; page number stays within the key buffer (the host's precondition).
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @paged_gather(ptr addrspace(1) %table, ptr addrspace(1) %keys, ptr addrspace(1) %out) {
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
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
