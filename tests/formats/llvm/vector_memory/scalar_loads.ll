; Integer vector loads and stores read as one integer access of the same bytes.
; @pair_index: each lane stores to out[16 * e0 + e1], e0 and e1 the elements of one
; `load <2 x i16>` (element 0 the low half): both lanes store to one word, a race whose
; address says what was read. @store_back: each lane stores `<2 x i8> <a, b>` to its own
; slot, reads it back as an i16 and stores to out[that]. @label_row: Triton's scalar
; tl.load (`load <1 x i64>` + extractelement); unless the label is -100 every lane stores
; to out[0] (a race). @one_element_store: Triton's scalar tl.store (`store <1 x i32>`),
; read back as an i32 index. @volatile_pair, @wide: a volatile vector load and a
; 128-bit one, whose elements stay unknown.

define amdgpu_kernel void @pair_index(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %v = load <2 x i16>, ptr addrspace(1) %in, align 4
  %e0 = extractelement <2 x i16> %v, i64 0
  %e1 = extractelement <2 x i16> %v, i64 1
  %a = zext i16 %e0 to i32
  %b = zext i16 %e1 to i32
  %hi = mul i32 %a, 16
  %idx = add i32 %hi, %b
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %idx
  store i32 %tid, ptr addrspace(1) %p, align 4
  ret void
}

define amdgpu_kernel void @store_back(ptr addrspace(1) %scratch, ptr addrspace(1) %out, i8 %a, i8 %b) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %v0 = insertelement <2 x i8> poison, i8 %a, i64 0
  %v = insertelement <2 x i8> %v0, i8 %b, i64 1
  %slot = getelementptr inbounds i16, ptr addrspace(1) %scratch, i32 %tid
  store <2 x i8> %v, ptr addrspace(1) %slot, align 2
  %w = load i16, ptr addrspace(1) %slot, align 2
  %idx = zext i16 %w to i32
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %idx
  store i32 %tid, ptr addrspace(1) %p, align 4
  ret void
}

define amdgpu_kernel void @label_row(ptr addrspace(1) %labels, ptr addrspace(1) %out) {
entry:
  %v = load <1 x i64>, ptr addrspace(1) %labels, align 8
  %label = extractelement <1 x i64> %v, i64 0
  %ignore = icmp eq i64 %label, -100
  br i1 %ignore, label %skip, label %write
write:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  store i32 %tid, ptr addrspace(1) %out, align 4
  br label %skip
skip:
  ret void
}

define amdgpu_kernel void @one_element_store(ptr addrspace(1) %scratch, ptr addrspace(1) %out, i32 %k) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %v = insertelement <1 x i32> poison, i32 %k, i64 0
  %slot = getelementptr inbounds i32, ptr addrspace(1) %scratch, i32 %tid
  store <1 x i32> %v, ptr addrspace(1) %slot, align 4
  %w = load i32, ptr addrspace(1) %slot, align 4
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %w
  store i32 %tid, ptr addrspace(1) %p, align 4
  ret void
}

define amdgpu_kernel void @volatile_pair(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %v = load volatile <2 x i16>, ptr addrspace(1) %in, align 4
  %e0 = extractelement <2 x i16> %v, i64 0
  %a = zext i16 %e0 to i32
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %a
  store i32 %tid, ptr addrspace(1) %p, align 4
  ret void
}

define amdgpu_kernel void @wide(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %v = load <4 x i32>, ptr addrspace(1) %in, align 16
  %e0 = extractelement <4 x i32> %v, i64 0
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %e0
  store i32 %tid, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()

@half = internal addrspace(3) global [2 x i16] undef, align 4

; @half_written: lane 0 writes the low i16 of an LDS word, the barrier orders it, then
; every lane reads the word as `<2 x i16>` and stores element %k to global memory:
; element 0 is defined, element 1 was never written (undefined bytes stay per byte).
define amdgpu_kernel void @half_written(ptr addrspace(1) %out, i32 %k) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %write, label %sync
write:
  store i16 7, ptr addrspace(3) @half, align 4
  br label %sync
sync:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v = load <2 x i16>, ptr addrspace(3) @half, align 4
  %e = extractelement <2 x i16> %v, i32 %k
  %p = getelementptr inbounds i16, ptr addrspace(1) %out, i32 %tid
  store i16 %e, ptr addrspace(1) %p, align 2
  ret void
}

declare void @llvm.amdgcn.s.barrier()

; @poison_half: `store <2 x i32>` of a vector whose element 1 is poison, then each half
; read back as an i32 (%half): as before the store was one i64, neither half is a
; finding (the reader reads poison as some value, as everywhere).
define amdgpu_kernel void @poison_half(ptr addrspace(1) %scratch, ptr addrspace(1) %out, i32 %x, i32 %half) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %v = insertelement <2 x i32> poison, i32 %x, i64 0
  %slot = getelementptr inbounds i64, ptr addrspace(1) %scratch, i32 %tid
  store <2 x i32> %v, ptr addrspace(1) %slot, align 8
  %part = getelementptr inbounds i32, ptr addrspace(1) %slot, i32 %half
  %w = load i32, ptr addrspace(1) %part, align 4
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %w, ptr addrspace(1) %p, align 4
  ret void
}
