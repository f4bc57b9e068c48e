; A 2-D tile transpose through LDS, written after the published 2-D kernels (rocm-examples'
; shared_memory, streams and events transposes, HIP-Examples' dct, vectorAdd and
; RecursiveGaussian): clang-19 -O2 reads blockDim.x and blockDim.y from the implicit
; kernel arguments as ONE `load <2 x i16>` at offset 12 and computes both global indices
; with `<2 x i32>` arithmetic (insertelement, mul, add, extractelement).
; Each work-item writes tile[ty][tx], the barrier (fenced) orders it, then reads
; tile[tx][ty] of its own workgroup: clean for a square workgroup of W x W.
; @transpose_2d_no_barrier: the same without the fenced barrier: a race on the tile.

@tile = internal addrspace(3) global [64 x float] undef, align 4

define amdgpu_kernel void @transpose_2d(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %width) {
entry:
  %imp = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %dimp = getelementptr inbounds i8, ptr addrspace(4) %imp, i64 12
  %gx = call i32 @llvm.amdgcn.workgroup.id.x()
  %tx = call i32 @llvm.amdgcn.workitem.id.x()
  %gy = call i32 @llvm.amdgcn.workgroup.id.y()
  %ty = call i32 @llvm.amdgcn.workitem.id.y()
  %dims = load <2 x i16>, ptr addrspace(4) %dimp, align 4
  %dims32 = zext <2 x i16> %dims to <2 x i32>
  %g0 = insertelement <2 x i32> poison, i32 %gx, i64 0
  %g = insertelement <2 x i32> %g0, i32 %gy, i64 1
  %base = mul <2 x i32> %g, %dims32
  %t0 = insertelement <2 x i32> poison, i32 %tx, i64 0
  %t = insertelement <2 x i32> %t0, i32 %ty, i64 1
  %xy = add <2 x i32> %base, %t
  %x = extractelement <2 x i32> %xy, i64 0
  %y = extractelement <2 x i32> %xy, i64 1
  %row = mul i32 %y, %width
  %idx = add i32 %row, %x
  %src = getelementptr inbounds float, ptr addrspace(1) %in, i32 %idx
  %v = load float, ptr addrspace(1) %src, align 4
  %lrow = shl i32 %ty, 3
  %lidx = add i32 %lrow, %tx
  %dst = getelementptr inbounds [64 x float], ptr addrspace(3) @tile, i32 0, i32 %lidx
  store float %v, ptr addrspace(3) %dst, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %trow = shl i32 %tx, 3
  %tidx = add i32 %trow, %ty
  %tsrc = getelementptr inbounds [64 x float], ptr addrspace(3) @tile, i32 0, i32 %tidx
  %w = load float, ptr addrspace(3) %tsrc, align 4
  %odst = getelementptr inbounds float, ptr addrspace(1) %out, i32 %idx
  store float %w, ptr addrspace(1) %odst, align 4
  ret void
}

define amdgpu_kernel void @transpose_2d_no_barrier(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %width) {
entry:
  %imp = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %dimp = getelementptr inbounds i8, ptr addrspace(4) %imp, i64 12
  %gx = call i32 @llvm.amdgcn.workgroup.id.x()
  %tx = call i32 @llvm.amdgcn.workitem.id.x()
  %gy = call i32 @llvm.amdgcn.workgroup.id.y()
  %ty = call i32 @llvm.amdgcn.workitem.id.y()
  %dims = load <2 x i16>, ptr addrspace(4) %dimp, align 4
  %dims32 = zext <2 x i16> %dims to <2 x i32>
  %g0 = insertelement <2 x i32> poison, i32 %gx, i64 0
  %g = insertelement <2 x i32> %g0, i32 %gy, i64 1
  %base = mul <2 x i32> %g, %dims32
  %t0 = insertelement <2 x i32> poison, i32 %tx, i64 0
  %t = insertelement <2 x i32> %t0, i32 %ty, i64 1
  %xy = add <2 x i32> %base, %t
  %x = extractelement <2 x i32> %xy, i64 0
  %y = extractelement <2 x i32> %xy, i64 1
  %row = mul i32 %y, %width
  %idx = add i32 %row, %x
  %src = getelementptr inbounds float, ptr addrspace(1) %in, i32 %idx
  %v = load float, ptr addrspace(1) %src, align 4
  %lrow = shl i32 %ty, 3
  %lidx = add i32 %lrow, %tx
  %dst = getelementptr inbounds [64 x float], ptr addrspace(3) @tile, i32 0, i32 %lidx
  store float %v, ptr addrspace(3) %dst, align 4
  %trow = shl i32 %tx, 3
  %tidx = add i32 %trow, %ty
  %tsrc = getelementptr inbounds [64 x float], ptr addrspace(3) @tile, i32 0, i32 %tidx
  %w = load float, ptr addrspace(3) %tsrc, align 4
  %odst = getelementptr inbounds float, ptr addrspace(1) %out, i32 %idx
  store float %w, ptr addrspace(1) %odst, align 4
  ret void
}

declare ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workitem.id.y()
declare void @llvm.amdgcn.s.barrier()
