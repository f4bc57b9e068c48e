; A row kernel as Triton compiles a cross-entropy or a loss with labels (Liger-Kernel's
; cross_entropy, jsd and tv_distance, unsloth's cross_entropy, FlagGems' embedding):
; program r reads its one label with a scalar tl.load, which Triton's IR spells as a
; one-element vector load, `load <1 x i64>` + `extractelement`, and skips the row when
; the label is ignore_index (-100); otherwise every lane writes its own column.
; @label_row_scalar: the same with `load i64` (what clang emits).

define amdgpu_kernel void @label_row(ptr addrspace(1) %labels, ptr addrspace(1) %out) {
entry:
  %v = load <1 x i64>, ptr addrspace(1) %labels, align 8
  %label = extractelement <1 x i64> %v, i64 0
  %ignore = icmp eq i64 %label, -100
  br i1 %ignore, label %skip, label %write
write:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr inbounds float, ptr addrspace(1) %out, i32 %tid
  store float 1.0, ptr addrspace(1) %p, align 4
  br label %skip
skip:
  ret void
}

define amdgpu_kernel void @label_row_scalar(ptr addrspace(1) %labels, ptr addrspace(1) %out) {
entry:
  %label = load i64, ptr addrspace(1) %labels, align 8
  %ignore = icmp eq i64 %label, -100
  br i1 %ignore, label %skip, label %write
write:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr inbounds float, ptr addrspace(1) %out, i32 %tid
  store float 1.0, ptr addrspace(1) %p, align 4
  br label %skip
skip:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
