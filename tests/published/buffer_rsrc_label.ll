; A row kernel as Triton's AMD backend compiles a loss over labels (Liger-Kernel's
; cross_entropy, unsloth's cross_entropy, FlagGems' embedding and nll_loss, aiter's paged
; decode): the row's elements are read through a buffer resource
; (`make.buffer.rsrc` + `raw.ptr.buffer.load`) at each lane's offset, the label with a
; plain load from a buffer the launch only reads, and the element the label names once
; more. Written here after what those kernels teach (tests: ../explore/symbolic/test_buffer_terms.py).
;
; @gather_rsrc: the labelled element through the buffer resource, at an offset computed
; from the label. @gather_plain: the labelled element with a plain load beside the
; buffer-resource loads of the row. Both only read the logits and every lane writes its
; own element of %out: clean for every label.

define amdgpu_kernel void @gather_rsrc(ptr addrspace(1) %logits, ptr addrspace(1) %labels, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %label = load i32, ptr addrspace(1) %labels, align 4
  %rsrc = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %logits, i16 0, i64 2147483646, i32 159744)
  %lane_off = shl i32 %tid, 2
  %x = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rsrc, i32 %lane_off, i32 0, i32 0)
  %label_off = shl i32 %label, 2
  %y = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rsrc, i32 %label_off, i32 0, i32 0)
  %d = fsub float %x, %y
  %p = getelementptr inbounds float, ptr addrspace(1) %out, i32 %tid
  store float %d, ptr addrspace(1) %p, align 4
  ret void
}

define amdgpu_kernel void @gather_plain(ptr addrspace(1) %logits, ptr addrspace(1) %labels, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %label = load i32, ptr addrspace(1) %labels, align 4
  %rsrc = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %logits, i16 0, i64 2147483646, i32 159744)
  %lane_off = shl i32 %tid, 2
  %x = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rsrc, i32 %lane_off, i32 0, i32 0)
  %q = getelementptr inbounds float, ptr addrspace(1) %logits, i32 %label
  %y = load float, ptr addrspace(1) %q, align 4
  %d = fsub float %x, %y
  %p = getelementptr inbounds float, ptr addrspace(1) %out, i32 %tid
  store float %d, ptr addrspace(1) %p, align 4
  ret void
}

; The twins write the row in place, as the losses write their gradient over the logits,
; but without the barrier the published kernels put between the row's reads and that
; write: lane `label` overwrites the labelled element another lane reads (a race for
; every label in 0..63, with the label 0 as witness).

define amdgpu_kernel void @gather_rsrc_in_place(ptr addrspace(1) %logits, ptr addrspace(1) %labels, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %label = load i32, ptr addrspace(1) %labels, align 4
  %rsrc = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %logits, i16 0, i64 256, i32 159744)
  %lane_off = shl i32 %tid, 2
  %x = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rsrc, i32 %lane_off, i32 0, i32 0)
  %label_off = shl i32 %label, 2
  %y = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rsrc, i32 %label_off, i32 0, i32 0)
  %d = fsub float %x, %y
  call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %d, ptr addrspace(8) %rsrc, i32 %lane_off, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @gather_plain_in_place(ptr addrspace(1) %logits, ptr addrspace(1) %labels, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %label = load i32, ptr addrspace(1) %labels, align 4
  %rsrc = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %logits, i16 0, i64 256, i32 159744)
  %lane_off = shl i32 %tid, 2
  %x = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rsrc, i32 %lane_off, i32 0, i32 0)
  %q = getelementptr inbounds float, ptr addrspace(1) %logits, i32 %label
  %y = load float, ptr addrspace(1) %q, align 4
  %d = fsub float %x, %y
  call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %d, ptr addrspace(8) %rsrc, i32 %lane_off, i32 0, i32 0)
  ret void
}

; As Liger-Kernel's cross_entropy: a row whose label is the ignored index returns at
; once (a branch on the label, each side explored); the others read the labelled
; element, then write the row in place, with no barrier that orders global memory in
; between (Triton's barriers fence LDS only): a race, with the witness label 0.

define amdgpu_kernel void @gather_plain_unless_ignored(ptr addrspace(1) %logits, ptr addrspace(1) %labels, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %label = load i32, ptr addrspace(1) %labels, align 4
  %ignored = icmp eq i32 %label, -100
  br i1 %ignored, label %done, label %row

row:
  %rsrc = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %logits, i16 0, i64 256, i32 159744)
  %q = getelementptr inbounds float, ptr addrspace(1) %logits, i32 %label
  %y = load float, ptr addrspace(1) %q, align 4
  %lane_off = shl i32 %tid, 2
  %x = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rsrc, i32 %lane_off, i32 0, i32 0)
  %d = fsub float %x, %y
  call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %d, ptr addrspace(8) %rsrc, i32 %lane_off, i32 0, i32 0)
  br label %done

done:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8), i32, i32, i32)
declare void @llvm.amdgcn.raw.ptr.buffer.store.f32(float, ptr addrspace(8), i32, i32, i32)
