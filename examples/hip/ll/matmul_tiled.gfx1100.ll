; ModuleID = 'matmul_tiled.hip'
source_filename = "matmul_tiled.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ6matmulPfPKfS1_iE2as = internal unnamed_addr addrspace(3) global [8 x [8 x float]] undef, align 16
@_ZZ6matmulPfPKfS1_iE2bs = internal unnamed_addr addrspace(3) global [8 x [8 x float]] undef, align 16
@_ZZ18matmul_one_barrierPfPKfS1_iE2as = internal unnamed_addr addrspace(3) global [8 x [8 x float]] undef, align 16
@_ZZ18matmul_one_barrierPfPKfS1_iE2bs = internal unnamed_addr addrspace(3) global [8 x [8 x float]] undef, align 16
@__hip_cuid_78d57d324e670e8b = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_78d57d324e670e8b to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z6matmulPfPKfS1_i(ptr addrspace(1) nocapture noundef writeonly %c.coerce, ptr addrspace(1) nocapture noundef readonly %a.coerce, ptr addrspace(1) nocapture noundef readonly %b.coerce, i32 noundef %n) local_unnamed_addr #0 !dbg !11 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y(), !dbg !14, !range !20
  %1 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !21, !range !20
  %cmp60 = icmp sgt i32 %n, 0, !dbg !25
  br i1 %cmp60, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !26

for.body.lr.ph:                                   ; preds = %entry
  %mul = mul nuw nsw i32 %0, %n
  %add = add nuw i32 %mul, %1
  %arrayidx9 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ6matmulPfPKfS1_iE2as, i32 0, i32 %0, i32 %1
  %arrayidx18 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ6matmulPfPKfS1_iE2bs, i32 0, i32 %0, i32 %1
  %arrayidx26 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ6matmulPfPKfS1_iE2as, i32 0, i32 %0, i32 0, !dbg !27
  %arrayidx30 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ6matmulPfPKfS1_iE2bs, i32 0, i32 0, i32 %1
  %arrayidx26.1 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ6matmulPfPKfS1_iE2as, i32 0, i32 %0, i32 1
  %arrayidx30.1 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ6matmulPfPKfS1_iE2bs, i32 0, i32 1, i32 %1
  %arrayidx26.2 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ6matmulPfPKfS1_iE2as, i32 0, i32 %0, i32 2
  %arrayidx30.2 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ6matmulPfPKfS1_iE2bs, i32 0, i32 2, i32 %1
  %arrayidx26.3 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ6matmulPfPKfS1_iE2as, i32 0, i32 %0, i32 3
  %arrayidx30.3 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ6matmulPfPKfS1_iE2bs, i32 0, i32 3, i32 %1
  %arrayidx26.4 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ6matmulPfPKfS1_iE2as, i32 0, i32 %0, i32 4
  %arrayidx30.4 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ6matmulPfPKfS1_iE2bs, i32 0, i32 4, i32 %1
  %arrayidx26.5 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ6matmulPfPKfS1_iE2as, i32 0, i32 %0, i32 5
  %arrayidx30.5 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ6matmulPfPKfS1_iE2bs, i32 0, i32 5, i32 %1
  %arrayidx26.6 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ6matmulPfPKfS1_iE2as, i32 0, i32 %0, i32 6
  %arrayidx30.6 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ6matmulPfPKfS1_iE2bs, i32 0, i32 6, i32 %1
  %arrayidx26.7 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ6matmulPfPKfS1_iE2as, i32 0, i32 %0, i32 7
  %arrayidx30.7 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ6matmulPfPKfS1_iE2bs, i32 0, i32 7, i32 %1
  br label %for.body, !dbg !26

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %acc.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add32.7, %for.body ], !dbg !28
  %mul36 = shl nuw nsw i32 %0, 3, !dbg !29
  %add37 = add nuw nsw i32 %mul36, %1, !dbg !30
  %idxprom38 = zext nneg i32 %add37 to i64, !dbg !31
  %arrayidx39 = getelementptr inbounds float, ptr addrspace(1) %c.coerce, i64 %idxprom38, !dbg !31
  store float %acc.0.lcssa, ptr addrspace(1) %arrayidx39, align 4, !dbg !32, !tbaa !33
  ret void, !dbg !37

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %k.062 = phi i32 [ 0, %for.body.lr.ph ], [ %add34, %for.body ]
  %acc.061 = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add32.7, %for.body ]
  %add5 = add i32 %add, %k.062, !dbg !38
  %idxprom = sext i32 %add5 to i64, !dbg !39
  %arrayidx = getelementptr inbounds float, ptr addrspace(1) %a.coerce, i64 %idxprom, !dbg !39
  %2 = load float, ptr addrspace(1) %arrayidx, align 4, !dbg !39, !tbaa !33
  store float %2, ptr addrspace(3) %arrayidx9, align 4, !dbg !40, !tbaa !33
  %add10 = add nuw nsw i32 %k.062, %0, !dbg !41
  %mul11 = shl nsw i32 %add10, 3, !dbg !42
  %add12 = add nuw nsw i32 %mul11, %1, !dbg !43
  %idxprom13 = zext nneg i32 %add12 to i64, !dbg !44
  %arrayidx14 = getelementptr inbounds float, ptr addrspace(1) %b.coerce, i64 %idxprom13, !dbg !44
  %3 = load float, ptr addrspace(1) %arrayidx14, align 4, !dbg !44, !tbaa !33
  store float %3, ptr addrspace(3) %arrayidx18, align 4, !dbg !45, !tbaa !33
  fence syncscope("workgroup") release, !dbg !46
  tail call void @llvm.amdgcn.s.barrier(), !dbg !54
  fence syncscope("workgroup") acquire, !dbg !55
  %4 = load float, ptr addrspace(3) %arrayidx26, align 16, !dbg !27, !tbaa !33
  %5 = load float, ptr addrspace(3) %arrayidx30, align 4, !dbg !56, !tbaa !33
  %mul31 = fmul contract float %4, %5, !dbg !57
  %add32 = fadd contract float %acc.061, %mul31, !dbg !58
  %6 = load float, ptr addrspace(3) %arrayidx26.1, align 4, !dbg !27, !tbaa !33
  %7 = load float, ptr addrspace(3) %arrayidx30.1, align 4, !dbg !56, !tbaa !33
  %mul31.1 = fmul contract float %6, %7, !dbg !57
  %add32.1 = fadd contract float %add32, %mul31.1, !dbg !58
  %8 = load float, ptr addrspace(3) %arrayidx26.2, align 8, !dbg !27, !tbaa !33
  %9 = load float, ptr addrspace(3) %arrayidx30.2, align 4, !dbg !56, !tbaa !33
  %mul31.2 = fmul contract float %8, %9, !dbg !57
  %add32.2 = fadd contract float %add32.1, %mul31.2, !dbg !58
  %10 = load float, ptr addrspace(3) %arrayidx26.3, align 4, !dbg !27, !tbaa !33
  %11 = load float, ptr addrspace(3) %arrayidx30.3, align 4, !dbg !56, !tbaa !33
  %mul31.3 = fmul contract float %10, %11, !dbg !57
  %add32.3 = fadd contract float %add32.2, %mul31.3, !dbg !58
  %12 = load float, ptr addrspace(3) %arrayidx26.4, align 16, !dbg !27, !tbaa !33
  %13 = load float, ptr addrspace(3) %arrayidx30.4, align 4, !dbg !56, !tbaa !33
  %mul31.4 = fmul contract float %12, %13, !dbg !57
  %add32.4 = fadd contract float %add32.3, %mul31.4, !dbg !58
  %14 = load float, ptr addrspace(3) %arrayidx26.5, align 4, !dbg !27, !tbaa !33
  %15 = load float, ptr addrspace(3) %arrayidx30.5, align 4, !dbg !56, !tbaa !33
  %mul31.5 = fmul contract float %14, %15, !dbg !57
  %add32.5 = fadd contract float %add32.4, %mul31.5, !dbg !58
  %16 = load float, ptr addrspace(3) %arrayidx26.6, align 8, !dbg !27, !tbaa !33
  %17 = load float, ptr addrspace(3) %arrayidx30.6, align 4, !dbg !56, !tbaa !33
  %mul31.6 = fmul contract float %16, %17, !dbg !57
  %add32.6 = fadd contract float %add32.5, %mul31.6, !dbg !58
  %18 = load float, ptr addrspace(3) %arrayidx26.7, align 4, !dbg !27, !tbaa !33
  %19 = load float, ptr addrspace(3) %arrayidx30.7, align 4, !dbg !56, !tbaa !33
  %mul31.7 = fmul contract float %18, %19, !dbg !57
  %add32.7 = fadd contract float %add32.6, %mul31.7, !dbg !58
  fence syncscope("workgroup") release, !dbg !59
  tail call void @llvm.amdgcn.s.barrier(), !dbg !63
  fence syncscope("workgroup") acquire, !dbg !64
  %add34 = add nuw nsw i32 %k.062, 8, !dbg !65
  %cmp = icmp slt i32 %add34, %n, !dbg !25
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !dbg !26, !llvm.loop !66
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z18matmul_one_barrierPfPKfS1_i(ptr addrspace(1) nocapture noundef writeonly %c.coerce, ptr addrspace(1) nocapture noundef readonly %a.coerce, ptr addrspace(1) nocapture noundef readonly %b.coerce, i32 noundef %n) local_unnamed_addr #0 !dbg !69 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y(), !dbg !70, !range !20
  %1 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !73, !range !20
  %cmp60 = icmp sgt i32 %n, 0, !dbg !76
  br i1 %cmp60, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !77

for.body.lr.ph:                                   ; preds = %entry
  %mul = mul nuw nsw i32 %0, %n
  %add = add nuw i32 %mul, %1
  %arrayidx9 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ18matmul_one_barrierPfPKfS1_iE2as, i32 0, i32 %0, i32 %1
  %arrayidx18 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ18matmul_one_barrierPfPKfS1_iE2bs, i32 0, i32 %0, i32 %1
  %arrayidx26 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ18matmul_one_barrierPfPKfS1_iE2as, i32 0, i32 %0, i32 0, !dbg !78
  %arrayidx30 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ18matmul_one_barrierPfPKfS1_iE2bs, i32 0, i32 0, i32 %1
  %arrayidx26.1 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ18matmul_one_barrierPfPKfS1_iE2as, i32 0, i32 %0, i32 1
  %arrayidx30.1 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ18matmul_one_barrierPfPKfS1_iE2bs, i32 0, i32 1, i32 %1
  %arrayidx26.2 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ18matmul_one_barrierPfPKfS1_iE2as, i32 0, i32 %0, i32 2
  %arrayidx30.2 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ18matmul_one_barrierPfPKfS1_iE2bs, i32 0, i32 2, i32 %1
  %arrayidx26.3 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ18matmul_one_barrierPfPKfS1_iE2as, i32 0, i32 %0, i32 3
  %arrayidx30.3 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ18matmul_one_barrierPfPKfS1_iE2bs, i32 0, i32 3, i32 %1
  %arrayidx26.4 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ18matmul_one_barrierPfPKfS1_iE2as, i32 0, i32 %0, i32 4
  %arrayidx30.4 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ18matmul_one_barrierPfPKfS1_iE2bs, i32 0, i32 4, i32 %1
  %arrayidx26.5 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ18matmul_one_barrierPfPKfS1_iE2as, i32 0, i32 %0, i32 5
  %arrayidx30.5 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ18matmul_one_barrierPfPKfS1_iE2bs, i32 0, i32 5, i32 %1
  %arrayidx26.6 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ18matmul_one_barrierPfPKfS1_iE2as, i32 0, i32 %0, i32 6
  %arrayidx30.6 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ18matmul_one_barrierPfPKfS1_iE2bs, i32 0, i32 6, i32 %1
  %arrayidx26.7 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ18matmul_one_barrierPfPKfS1_iE2as, i32 0, i32 %0, i32 7
  %arrayidx30.7 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ18matmul_one_barrierPfPKfS1_iE2bs, i32 0, i32 7, i32 %1
  br label %for.body, !dbg !77

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %acc.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add32.7, %for.body ], !dbg !79
  %mul36 = shl nuw nsw i32 %0, 3, !dbg !80
  %add37 = add nuw nsw i32 %mul36, %1, !dbg !81
  %idxprom38 = zext nneg i32 %add37 to i64, !dbg !82
  %arrayidx39 = getelementptr inbounds float, ptr addrspace(1) %c.coerce, i64 %idxprom38, !dbg !82
  store float %acc.0.lcssa, ptr addrspace(1) %arrayidx39, align 4, !dbg !83, !tbaa !33
  ret void, !dbg !84

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %k.062 = phi i32 [ 0, %for.body.lr.ph ], [ %add34, %for.body ]
  %acc.061 = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %add32.7, %for.body ]
  %add5 = add i32 %add, %k.062, !dbg !85
  %idxprom = sext i32 %add5 to i64, !dbg !86
  %arrayidx = getelementptr inbounds float, ptr addrspace(1) %a.coerce, i64 %idxprom, !dbg !86
  %2 = load float, ptr addrspace(1) %arrayidx, align 4, !dbg !86, !tbaa !33
  store float %2, ptr addrspace(3) %arrayidx9, align 4, !dbg !87, !tbaa !33
  %add10 = add nuw nsw i32 %k.062, %0, !dbg !88
  %mul11 = shl nsw i32 %add10, 3, !dbg !89
  %add12 = add nuw nsw i32 %mul11, %1, !dbg !90
  %idxprom13 = zext nneg i32 %add12 to i64, !dbg !91
  %arrayidx14 = getelementptr inbounds float, ptr addrspace(1) %b.coerce, i64 %idxprom13, !dbg !91
  %3 = load float, ptr addrspace(1) %arrayidx14, align 4, !dbg !91, !tbaa !33
  store float %3, ptr addrspace(3) %arrayidx18, align 4, !dbg !92, !tbaa !33
  fence syncscope("workgroup") release, !dbg !93
  tail call void @llvm.amdgcn.s.barrier(), !dbg !97
  fence syncscope("workgroup") acquire, !dbg !98
  %4 = load float, ptr addrspace(3) %arrayidx26, align 16, !dbg !78, !tbaa !33
  %5 = load float, ptr addrspace(3) %arrayidx30, align 4, !dbg !99, !tbaa !33
  %mul31 = fmul contract float %4, %5, !dbg !100
  %add32 = fadd contract float %acc.061, %mul31, !dbg !101
  %6 = load float, ptr addrspace(3) %arrayidx26.1, align 4, !dbg !78, !tbaa !33
  %7 = load float, ptr addrspace(3) %arrayidx30.1, align 4, !dbg !99, !tbaa !33
  %mul31.1 = fmul contract float %6, %7, !dbg !100
  %add32.1 = fadd contract float %add32, %mul31.1, !dbg !101
  %8 = load float, ptr addrspace(3) %arrayidx26.2, align 8, !dbg !78, !tbaa !33
  %9 = load float, ptr addrspace(3) %arrayidx30.2, align 4, !dbg !99, !tbaa !33
  %mul31.2 = fmul contract float %8, %9, !dbg !100
  %add32.2 = fadd contract float %add32.1, %mul31.2, !dbg !101
  %10 = load float, ptr addrspace(3) %arrayidx26.3, align 4, !dbg !78, !tbaa !33
  %11 = load float, ptr addrspace(3) %arrayidx30.3, align 4, !dbg !99, !tbaa !33
  %mul31.3 = fmul contract float %10, %11, !dbg !100
  %add32.3 = fadd contract float %add32.2, %mul31.3, !dbg !101
  %12 = load float, ptr addrspace(3) %arrayidx26.4, align 16, !dbg !78, !tbaa !33
  %13 = load float, ptr addrspace(3) %arrayidx30.4, align 4, !dbg !99, !tbaa !33
  %mul31.4 = fmul contract float %12, %13, !dbg !100
  %add32.4 = fadd contract float %add32.3, %mul31.4, !dbg !101
  %14 = load float, ptr addrspace(3) %arrayidx26.5, align 4, !dbg !78, !tbaa !33
  %15 = load float, ptr addrspace(3) %arrayidx30.5, align 4, !dbg !99, !tbaa !33
  %mul31.5 = fmul contract float %14, %15, !dbg !100
  %add32.5 = fadd contract float %add32.4, %mul31.5, !dbg !101
  %16 = load float, ptr addrspace(3) %arrayidx26.6, align 8, !dbg !78, !tbaa !33
  %17 = load float, ptr addrspace(3) %arrayidx30.6, align 4, !dbg !99, !tbaa !33
  %mul31.6 = fmul contract float %16, %17, !dbg !100
  %add32.6 = fadd contract float %add32.5, %mul31.6, !dbg !101
  %18 = load float, ptr addrspace(3) %arrayidx26.7, align 4, !dbg !78, !tbaa !33
  %19 = load float, ptr addrspace(3) %arrayidx30.7, align 4, !dbg !99, !tbaa !33
  %mul31.7 = fmul contract float %18, %19, !dbg !100
  %add32.7 = fadd contract float %add32.6, %mul31.7, !dbg !101
  %add34 = add nuw nsw i32 %k.062, 8, !dbg !102
  %cmp = icmp slt i32 %add34, %n, !dbg !76
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !dbg !77, !llvm.loop !103
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.y() #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9, !10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "matmul_tiled.hip", directory: ".", checksumkind: CSK_MD5, checksum: "8add3c097ae00d7df96d5987890032f2")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 1}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"Debian clang version 15.0.5"}
!11 = distinct !DISubprogram(name: "matmul", scope: !1, file: !1, line: 9, type: !12, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 279, type: !12, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_runtime.h", directory: "", checksumkind: CSK_MD5, checksum: "16093af3b78d7538c31396a9fb8b635e")
!17 = distinct !DILocation(line: 300, column: 64, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 300, type: !12, scopeLine: 300, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 11, column: 13, scope: !11)
!20 = !{i32 0, i32 1024}
!21 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !22)
!22 = distinct !DILocation(line: 299, column: 64, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!24 = distinct !DILocation(line: 11, column: 32, scope: !11)
!25 = !DILocation(line: 13, column: 21, scope: !11)
!26 = !DILocation(line: 13, column: 3, scope: !11)
!27 = !DILocation(line: 17, column: 40, scope: !11)
!28 = !DILocation(line: 12, column: 9, scope: !11)
!29 = !DILocation(line: 20, column: 9, scope: !11)
!30 = !DILocation(line: 20, column: 13, scope: !11)
!31 = !DILocation(line: 20, column: 3, scope: !11)
!32 = !DILocation(line: 20, column: 20, scope: !11)
!33 = !{!34, !34, i64 0}
!34 = !{!"float", !35, i64 0}
!35 = !{!"omnipotent char", !36, i64 0}
!36 = !{!"Simple C++ TBAA"}
!37 = !DILocation(line: 21, column: 1, scope: !11)
!38 = !DILocation(line: 14, column: 34, scope: !11)
!39 = !DILocation(line: 14, column: 20, scope: !11)
!40 = !DILocation(line: 14, column: 18, scope: !11)
!41 = !DILocation(line: 15, column: 25, scope: !11)
!42 = !DILocation(line: 15, column: 32, scope: !11)
!43 = !DILocation(line: 15, column: 36, scope: !11)
!44 = !DILocation(line: 15, column: 20, scope: !11)
!45 = !DILocation(line: 15, column: 18, scope: !11)
!46 = !DILocation(line: 890, column: 9, scope: !47, inlinedAt: !49)
!47 = distinct !DISubprogram(name: "__work_group_barrier", scope: !48, file: !48, line: 887, type: !12, scopeLine: 888, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!48 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_device_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "913bb197e0af7d58a97d587c496ee161")
!49 = distinct !DILocation(line: 902, column: 3, scope: !50, inlinedAt: !51)
!50 = distinct !DISubprogram(name: "__barrier", scope: !48, file: !48, line: 900, type: !12, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!51 = distinct !DILocation(line: 910, column: 3, scope: !52, inlinedAt: !53)
!52 = distinct !DISubprogram(name: "__syncthreads", scope: !48, file: !48, line: 908, type: !12, scopeLine: 909, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!53 = distinct !DILocation(line: 16, column: 5, scope: !11)
!54 = !DILocation(line: 891, column: 9, scope: !47, inlinedAt: !49)
!55 = !DILocation(line: 892, column: 9, scope: !47, inlinedAt: !49)
!56 = !DILocation(line: 17, column: 53, scope: !11)
!57 = !DILocation(line: 17, column: 51, scope: !11)
!58 = !DILocation(line: 17, column: 37, scope: !11)
!59 = !DILocation(line: 890, column: 9, scope: !47, inlinedAt: !60)
!60 = distinct !DILocation(line: 902, column: 3, scope: !50, inlinedAt: !61)
!61 = distinct !DILocation(line: 910, column: 3, scope: !52, inlinedAt: !62)
!62 = distinct !DILocation(line: 18, column: 5, scope: !11)
!63 = !DILocation(line: 891, column: 9, scope: !47, inlinedAt: !60)
!64 = !DILocation(line: 892, column: 9, scope: !47, inlinedAt: !60)
!65 = !DILocation(line: 13, column: 28, scope: !11)
!66 = distinct !{!66, !26, !67, !68}
!67 = !DILocation(line: 19, column: 3, scope: !11)
!68 = !{!"llvm.loop.mustprogress"}
!69 = distinct !DISubprogram(name: "matmul_one_barrier", scope: !1, file: !1, line: 23, type: !12, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!70 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !71)
!71 = distinct !DILocation(line: 300, column: 64, scope: !18, inlinedAt: !72)
!72 = distinct !DILocation(line: 25, column: 13, scope: !69)
!73 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !74)
!74 = distinct !DILocation(line: 299, column: 64, scope: !23, inlinedAt: !75)
!75 = distinct !DILocation(line: 25, column: 32, scope: !69)
!76 = !DILocation(line: 27, column: 21, scope: !69)
!77 = !DILocation(line: 27, column: 3, scope: !69)
!78 = !DILocation(line: 31, column: 40, scope: !69)
!79 = !DILocation(line: 26, column: 9, scope: !69)
!80 = !DILocation(line: 33, column: 9, scope: !69)
!81 = !DILocation(line: 33, column: 13, scope: !69)
!82 = !DILocation(line: 33, column: 3, scope: !69)
!83 = !DILocation(line: 33, column: 20, scope: !69)
!84 = !DILocation(line: 34, column: 1, scope: !69)
!85 = !DILocation(line: 28, column: 34, scope: !69)
!86 = !DILocation(line: 28, column: 20, scope: !69)
!87 = !DILocation(line: 28, column: 18, scope: !69)
!88 = !DILocation(line: 29, column: 25, scope: !69)
!89 = !DILocation(line: 29, column: 32, scope: !69)
!90 = !DILocation(line: 29, column: 36, scope: !69)
!91 = !DILocation(line: 29, column: 20, scope: !69)
!92 = !DILocation(line: 29, column: 18, scope: !69)
!93 = !DILocation(line: 890, column: 9, scope: !47, inlinedAt: !94)
!94 = distinct !DILocation(line: 902, column: 3, scope: !50, inlinedAt: !95)
!95 = distinct !DILocation(line: 910, column: 3, scope: !52, inlinedAt: !96)
!96 = distinct !DILocation(line: 30, column: 5, scope: !69)
!97 = !DILocation(line: 891, column: 9, scope: !47, inlinedAt: !94)
!98 = !DILocation(line: 892, column: 9, scope: !47, inlinedAt: !94)
!99 = !DILocation(line: 31, column: 53, scope: !69)
!100 = !DILocation(line: 31, column: 51, scope: !69)
!101 = !DILocation(line: 31, column: 37, scope: !69)
!102 = !DILocation(line: 27, column: 28, scope: !69)
!103 = distinct !{!103, !77, !104, !68}
!104 = !DILocation(line: 32, column: 3, scope: !69)
