; A 2-D transpose through LDS whose global indices use blockDim.x and .y read as clang
; -O2 reads them: one `load <2 x i16>` of the implicit arguments at offset 12
; (hidden_group_size_x, _y) and `<2 x i32>` index arithmetic. @fenced: a fenced barrier
; between the tile's writes and its transposed reads (clean for an 8 x 8 workgroup);
; @unfenced: the same without it (the transposed read races with another lane's write).

@tile = internal addrspace(3) global [64 x i32] undef, align 4

define amdgpu_kernel void @fenced(ptr addrspace(1) %out, i32 %width) {
entry:
  %imp = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %dimp = getelementptr inbounds i8, ptr addrspace(4) %imp, i64 12
  %dims = load <2 x i16>, ptr addrspace(4) %dimp, align 4
  %dims32 = zext <2 x i16> %dims to <2 x i32>
  %gx = call i32 @llvm.amdgcn.workgroup.id.x()
  %gy = call i32 @llvm.amdgcn.workgroup.id.y()
  %tx = call i32 @llvm.amdgcn.workitem.id.x()
  %ty = call i32 @llvm.amdgcn.workitem.id.y()
  %g0 = insertelement <2 x i32> poison, i32 %gx, i64 0
  %g = insertelement <2 x i32> %g0, i32 %gy, i64 1
  %t0 = insertelement <2 x i32> poison, i32 %tx, i64 0
  %t = insertelement <2 x i32> %t0, i32 %ty, i64 1
  %base = mul <2 x i32> %g, %dims32
  %xy = add <2 x i32> %base, %t
  %x = extractelement <2 x i32> %xy, i64 0
  %y = extractelement <2 x i32> %xy, i64 1
  %lrow = shl i32 %ty, 3
  %lidx = add i32 %lrow, %tx
  %dst = getelementptr inbounds [64 x i32], ptr addrspace(3) @tile, i32 0, i32 %lidx
  store i32 %x, ptr addrspace(3) %dst, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %trow = shl i32 %tx, 3
  %tidx = add i32 %trow, %ty
  %src = getelementptr inbounds [64 x i32], ptr addrspace(3) @tile, i32 0, i32 %tidx
  %w = load i32, ptr addrspace(3) %src, align 4
  %row = mul i32 %y, %width
  %idx = add i32 %row, %x
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %idx
  store i32 %w, ptr addrspace(1) %o, align 4
  ret void
}

define amdgpu_kernel void @unfenced(ptr addrspace(1) %out, i32 %width) {
entry:
  %imp = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %dimp = getelementptr inbounds i8, ptr addrspace(4) %imp, i64 12
  %dims = load <2 x i16>, ptr addrspace(4) %dimp, align 4
  %dims32 = zext <2 x i16> %dims to <2 x i32>
  %gx = call i32 @llvm.amdgcn.workgroup.id.x()
  %gy = call i32 @llvm.amdgcn.workgroup.id.y()
  %tx = call i32 @llvm.amdgcn.workitem.id.x()
  %ty = call i32 @llvm.amdgcn.workitem.id.y()
  %g0 = insertelement <2 x i32> poison, i32 %gx, i64 0
  %g = insertelement <2 x i32> %g0, i32 %gy, i64 1
  %t0 = insertelement <2 x i32> poison, i32 %tx, i64 0
  %t = insertelement <2 x i32> %t0, i32 %ty, i64 1
  %base = mul <2 x i32> %g, %dims32
  %xy = add <2 x i32> %base, %t
  %x = extractelement <2 x i32> %xy, i64 0
  %y = extractelement <2 x i32> %xy, i64 1
  %lrow = shl i32 %ty, 3
  %lidx = add i32 %lrow, %tx
  %dst = getelementptr inbounds [64 x i32], ptr addrspace(3) @tile, i32 0, i32 %lidx
  store i32 %x, ptr addrspace(3) %dst, align 4
  %trow = shl i32 %tx, 3
  %tidx = add i32 %trow, %ty
  %src = getelementptr inbounds [64 x i32], ptr addrspace(3) @tile, i32 0, i32 %tidx
  %w = load i32, ptr addrspace(3) %src, align 4
  %row = mul i32 %y, %width
  %idx = add i32 %row, %x
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %idx
  store i32 %w, ptr addrspace(1) %o, align 4
  ret void
}

declare ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workitem.id.y()
declare void @llvm.amdgcn.s.barrier()
