; ModuleID = 'matmul_tiled.cl'
source_filename = "matmul_tiled.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@matmul.as = internal unnamed_addr addrspace(3) global [8 x [8 x float]] undef, align 4
@matmul.bs = internal unnamed_addr addrspace(3) global [8 x [8 x float]] undef, align 4
@matmul_one_barrier.as = internal unnamed_addr addrspace(3) global [8 x [8 x float]] undef, align 4
@matmul_one_barrier.bs = internal unnamed_addr addrspace(3) global [8 x [8 x float]] undef, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent nofree norecurse nounwind
define protected amdgpu_kernel void @matmul(ptr addrspace(1) nocapture noundef writeonly align 4 %c, ptr addrspace(1) nocapture noundef readonly align 4 %a, ptr addrspace(1) nocapture noundef readonly align 4 %b, i32 noundef %n) local_unnamed_addr #0 !dbg !10 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
entry:
  %0 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !17, !range !18
  %1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !19, !range !18
  %cmp59 = icmp sgt i32 %n, 0, !dbg !20
  br i1 %cmp59, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !21

for.body.lr.ph:                                   ; preds = %entry
  %mul = mul nuw nsw i32 %0, %n
  %add = add nuw i32 %mul, %1
  %arrayidx8 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @matmul.as, i32 0, i32 %0, i32 %1
  %arrayidx17 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @matmul.bs, i32 0, i32 %0, i32 %1
  %arrayidx26 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @matmul.as, i32 0, i32 %0, i32 0, !dbg !22
  %arrayidx30 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @matmul.bs, i32 0, i32 0, i32 %1
  %arrayidx26.1 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @matmul.as, i32 0, i32 %0, i32 1
  %arrayidx30.1 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @matmul.bs, i32 0, i32 1, i32 %1
  %arrayidx26.2 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @matmul.as, i32 0, i32 %0, i32 2
  %arrayidx30.2 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @matmul.bs, i32 0, i32 2, i32 %1
  %arrayidx26.3 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @matmul.as, i32 0, i32 %0, i32 3
  %arrayidx30.3 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @matmul.bs, i32 0, i32 3, i32 %1
  %arrayidx26.4 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @matmul.as, i32 0, i32 %0, i32 4
  %arrayidx30.4 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @matmul.bs, i32 0, i32 4, i32 %1
  %arrayidx26.5 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @matmul.as, i32 0, i32 %0, i32 5
  %arrayidx30.5 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @matmul.bs, i32 0, i32 5, i32 %1
  %arrayidx26.6 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @matmul.as, i32 0, i32 %0, i32 6
  %arrayidx30.6 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @matmul.bs, i32 0, i32 6, i32 %1
  %arrayidx26.7 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @matmul.as, i32 0, i32 %0, i32 7
  %arrayidx30.7 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @matmul.bs, i32 0, i32 7, i32 %1
  br label %for.body, !dbg !21

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %acc.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %30, %for.body ], !dbg !23
  %2 = zext nneg i32 %1 to i64, !dbg !19
  %3 = shl nuw nsw i32 %0, 5, !dbg !24
  %.idx = zext nneg i32 %3 to i64, !dbg !24
  %4 = getelementptr inbounds i8, ptr addrspace(1) %c, i64 %.idx, !dbg !24
  %arrayidx38 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %2, !dbg !24
  store float %acc.0.lcssa, ptr addrspace(1) %arrayidx38, align 4, !dbg !25, !tbaa !26
  ret void, !dbg !30

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %k.061 = phi i32 [ 0, %for.body.lr.ph ], [ %add33, %for.body ]
  %acc.060 = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %30, %for.body ]
  %add4 = add i32 %add, %k.061, !dbg !31
  %idxprom = sext i32 %add4 to i64, !dbg !32
  %arrayidx = getelementptr inbounds float, ptr addrspace(1) %a, i64 %idxprom, !dbg !32
  %5 = load float, ptr addrspace(1) %arrayidx, align 4, !dbg !32, !tbaa !26, !amdgpu.noclobber !12
  store float %5, ptr addrspace(3) %arrayidx8, align 4, !dbg !33, !tbaa !26
  %add9 = add nuw nsw i32 %k.061, %0, !dbg !34
  %mul10 = shl nsw i32 %add9, 3, !dbg !35
  %add11 = add nuw nsw i32 %mul10, %1, !dbg !36
  %idxprom12 = zext nneg i32 %add11 to i64, !dbg !37
  %arrayidx13 = getelementptr inbounds float, ptr addrspace(1) %b, i64 %idxprom12, !dbg !37
  %6 = load float, ptr addrspace(1) %arrayidx13, align 4, !dbg !37, !tbaa !26, !amdgpu.noclobber !12
  store float %6, ptr addrspace(3) %arrayidx17, align 4, !dbg !38, !tbaa !26
  fence syncscope("workgroup") release, !dbg !39
  tail call void @llvm.amdgcn.s.barrier(), !dbg !39
  fence syncscope("workgroup") acquire, !dbg !39
  %7 = load float, ptr addrspace(3) %arrayidx26, align 4, !dbg !22, !tbaa !26
  %8 = load float, ptr addrspace(3) %arrayidx30, align 4, !dbg !40, !tbaa !26
  %9 = tail call float @llvm.fmuladd.f32(float %7, float %8, float %acc.060), !dbg !41
  %10 = load float, ptr addrspace(3) %arrayidx26.1, align 4, !dbg !22, !tbaa !26
  %11 = load float, ptr addrspace(3) %arrayidx30.1, align 4, !dbg !40, !tbaa !26
  %12 = tail call float @llvm.fmuladd.f32(float %10, float %11, float %9), !dbg !41
  %13 = load float, ptr addrspace(3) %arrayidx26.2, align 4, !dbg !22, !tbaa !26
  %14 = load float, ptr addrspace(3) %arrayidx30.2, align 4, !dbg !40, !tbaa !26
  %15 = tail call float @llvm.fmuladd.f32(float %13, float %14, float %12), !dbg !41
  %16 = load float, ptr addrspace(3) %arrayidx26.3, align 4, !dbg !22, !tbaa !26
  %17 = load float, ptr addrspace(3) %arrayidx30.3, align 4, !dbg !40, !tbaa !26
  %18 = tail call float @llvm.fmuladd.f32(float %16, float %17, float %15), !dbg !41
  %19 = load float, ptr addrspace(3) %arrayidx26.4, align 4, !dbg !22, !tbaa !26
  %20 = load float, ptr addrspace(3) %arrayidx30.4, align 4, !dbg !40, !tbaa !26
  %21 = tail call float @llvm.fmuladd.f32(float %19, float %20, float %18), !dbg !41
  %22 = load float, ptr addrspace(3) %arrayidx26.5, align 4, !dbg !22, !tbaa !26
  %23 = load float, ptr addrspace(3) %arrayidx30.5, align 4, !dbg !40, !tbaa !26
  %24 = tail call float @llvm.fmuladd.f32(float %22, float %23, float %21), !dbg !41
  %25 = load float, ptr addrspace(3) %arrayidx26.6, align 4, !dbg !22, !tbaa !26
  %26 = load float, ptr addrspace(3) %arrayidx30.6, align 4, !dbg !40, !tbaa !26
  %27 = tail call float @llvm.fmuladd.f32(float %25, float %26, float %24), !dbg !41
  %28 = load float, ptr addrspace(3) %arrayidx26.7, align 4, !dbg !22, !tbaa !26
  %29 = load float, ptr addrspace(3) %arrayidx30.7, align 4, !dbg !40, !tbaa !26
  %30 = tail call float @llvm.fmuladd.f32(float %28, float %29, float %27), !dbg !41
  fence syncscope("workgroup") release, !dbg !42
  tail call void @llvm.amdgcn.s.barrier(), !dbg !42
  fence syncscope("workgroup") acquire, !dbg !42
  %add33 = add nuw nsw i32 %k.061, 8, !dbg !43
  %cmp = icmp slt i32 %add33, %n, !dbg !20
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !dbg !21, !llvm.loop !44
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: convergent nofree norecurse nounwind
define protected amdgpu_kernel void @matmul_one_barrier(ptr addrspace(1) nocapture noundef writeonly align 4 %c, ptr addrspace(1) nocapture noundef readonly align 4 %a, ptr addrspace(1) nocapture noundef readonly align 4 %b, i32 noundef %n) local_unnamed_addr #0 !dbg !46 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
entry:
  %0 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !47, !range !18
  %1 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !48, !range !18
  %cmp59 = icmp sgt i32 %n, 0, !dbg !49
  br i1 %cmp59, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !50

for.body.lr.ph:                                   ; preds = %entry
  %mul = mul nuw nsw i32 %0, %n
  %add = add nuw i32 %mul, %1
  %arrayidx8 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @matmul_one_barrier.as, i32 0, i32 %0, i32 %1
  %arrayidx17 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @matmul_one_barrier.bs, i32 0, i32 %0, i32 %1
  %arrayidx26 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @matmul_one_barrier.as, i32 0, i32 %0, i32 0, !dbg !51
  %arrayidx30 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @matmul_one_barrier.bs, i32 0, i32 0, i32 %1
  %arrayidx26.1 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @matmul_one_barrier.as, i32 0, i32 %0, i32 1
  %arrayidx30.1 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @matmul_one_barrier.bs, i32 0, i32 1, i32 %1
  %arrayidx26.2 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @matmul_one_barrier.as, i32 0, i32 %0, i32 2
  %arrayidx30.2 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @matmul_one_barrier.bs, i32 0, i32 2, i32 %1
  %arrayidx26.3 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @matmul_one_barrier.as, i32 0, i32 %0, i32 3
  %arrayidx30.3 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @matmul_one_barrier.bs, i32 0, i32 3, i32 %1
  %arrayidx26.4 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @matmul_one_barrier.as, i32 0, i32 %0, i32 4
  %arrayidx30.4 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @matmul_one_barrier.bs, i32 0, i32 4, i32 %1
  %arrayidx26.5 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @matmul_one_barrier.as, i32 0, i32 %0, i32 5
  %arrayidx30.5 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @matmul_one_barrier.bs, i32 0, i32 5, i32 %1
  %arrayidx26.6 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @matmul_one_barrier.as, i32 0, i32 %0, i32 6
  %arrayidx30.6 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @matmul_one_barrier.bs, i32 0, i32 6, i32 %1
  %arrayidx26.7 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @matmul_one_barrier.as, i32 0, i32 %0, i32 7
  %arrayidx30.7 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @matmul_one_barrier.bs, i32 0, i32 7, i32 %1
  br label %for.body, !dbg !50

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %acc.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %30, %for.body ], !dbg !52
  %2 = zext nneg i32 %1 to i64, !dbg !48
  %3 = shl nuw nsw i32 %0, 5, !dbg !53
  %.idx = zext nneg i32 %3 to i64, !dbg !53
  %4 = getelementptr inbounds i8, ptr addrspace(1) %c, i64 %.idx, !dbg !53
  %arrayidx38 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %2, !dbg !53
  store float %acc.0.lcssa, ptr addrspace(1) %arrayidx38, align 4, !dbg !54, !tbaa !26
  ret void, !dbg !55

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %k.061 = phi i32 [ 0, %for.body.lr.ph ], [ %add33, %for.body ]
  %acc.060 = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %30, %for.body ]
  %add4 = add i32 %add, %k.061, !dbg !56
  %idxprom = sext i32 %add4 to i64, !dbg !57
  %arrayidx = getelementptr inbounds float, ptr addrspace(1) %a, i64 %idxprom, !dbg !57
  %5 = load float, ptr addrspace(1) %arrayidx, align 4, !dbg !57, !tbaa !26, !amdgpu.noclobber !12
  store float %5, ptr addrspace(3) %arrayidx8, align 4, !dbg !58, !tbaa !26
  %add9 = add nuw nsw i32 %k.061, %0, !dbg !59
  %mul10 = shl nsw i32 %add9, 3, !dbg !60
  %add11 = add nuw nsw i32 %mul10, %1, !dbg !61
  %idxprom12 = zext nneg i32 %add11 to i64, !dbg !62
  %arrayidx13 = getelementptr inbounds float, ptr addrspace(1) %b, i64 %idxprom12, !dbg !62
  %6 = load float, ptr addrspace(1) %arrayidx13, align 4, !dbg !62, !tbaa !26, !amdgpu.noclobber !12
  store float %6, ptr addrspace(3) %arrayidx17, align 4, !dbg !63, !tbaa !26
  fence syncscope("workgroup") release, !dbg !64
  tail call void @llvm.amdgcn.s.barrier(), !dbg !64
  fence syncscope("workgroup") acquire, !dbg !64
  %7 = load float, ptr addrspace(3) %arrayidx26, align 4, !dbg !51, !tbaa !26
  %8 = load float, ptr addrspace(3) %arrayidx30, align 4, !dbg !65, !tbaa !26
  %9 = tail call float @llvm.fmuladd.f32(float %7, float %8, float %acc.060), !dbg !66
  %10 = load float, ptr addrspace(3) %arrayidx26.1, align 4, !dbg !51, !tbaa !26
  %11 = load float, ptr addrspace(3) %arrayidx30.1, align 4, !dbg !65, !tbaa !26
  %12 = tail call float @llvm.fmuladd.f32(float %10, float %11, float %9), !dbg !66
  %13 = load float, ptr addrspace(3) %arrayidx26.2, align 4, !dbg !51, !tbaa !26
  %14 = load float, ptr addrspace(3) %arrayidx30.2, align 4, !dbg !65, !tbaa !26
  %15 = tail call float @llvm.fmuladd.f32(float %13, float %14, float %12), !dbg !66
  %16 = load float, ptr addrspace(3) %arrayidx26.3, align 4, !dbg !51, !tbaa !26
  %17 = load float, ptr addrspace(3) %arrayidx30.3, align 4, !dbg !65, !tbaa !26
  %18 = tail call float @llvm.fmuladd.f32(float %16, float %17, float %15), !dbg !66
  %19 = load float, ptr addrspace(3) %arrayidx26.4, align 4, !dbg !51, !tbaa !26
  %20 = load float, ptr addrspace(3) %arrayidx30.4, align 4, !dbg !65, !tbaa !26
  %21 = tail call float @llvm.fmuladd.f32(float %19, float %20, float %18), !dbg !66
  %22 = load float, ptr addrspace(3) %arrayidx26.5, align 4, !dbg !51, !tbaa !26
  %23 = load float, ptr addrspace(3) %arrayidx30.5, align 4, !dbg !65, !tbaa !26
  %24 = tail call float @llvm.fmuladd.f32(float %22, float %23, float %21), !dbg !66
  %25 = load float, ptr addrspace(3) %arrayidx26.6, align 4, !dbg !51, !tbaa !26
  %26 = load float, ptr addrspace(3) %arrayidx30.6, align 4, !dbg !65, !tbaa !26
  %27 = tail call float @llvm.fmuladd.f32(float %25, float %26, float %24), !dbg !66
  %28 = load float, ptr addrspace(3) %arrayidx26.7, align 4, !dbg !51, !tbaa !26
  %29 = load float, ptr addrspace(3) %arrayidx30.7, align 4, !dbg !65, !tbaa !26
  %30 = tail call float @llvm.fmuladd.f32(float %28, float %29, float %27), !dbg !66
  %add33 = add nuw nsw i32 %k.061, 8, !dbg !67
  %cmp = icmp slt i32 %add33, %n, !dbg !49
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !dbg !50, !llvm.loop !68
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.y() #1

attributes #0 = { convergent nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-global-pk-add-bf16-inst,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!opencl.ocl.version = !{!7}
!llvm.ident = !{!8, !9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "matmul_tiled.cl", directory: ".", checksumkind: CSK_MD5, checksum: "9dd017192105ebff4e3ec068a3f2040e")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 1}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!"Debian clang version 15.0.5"}
!10 = distinct !DISubprogram(name: "matmul", scope: !1, file: !1, line: 4, type: !11, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !{i32 1, i32 1, i32 1, i32 0}
!14 = !{!"none", !"none", !"none", !"none"}
!15 = !{!"float*", !"float*", !"float*", !"int"}
!16 = !{!"", !"const", !"const", !""}
!17 = !DILocation(line: 7, column: 13, scope: !10)
!18 = !{i32 0, i32 1024}
!19 = !DILocation(line: 7, column: 36, scope: !10)
!20 = !DILocation(line: 9, column: 21, scope: !10)
!21 = !DILocation(line: 9, column: 3, scope: !10)
!22 = !DILocation(line: 13, column: 40, scope: !10)
!23 = !DILocation(line: 8, column: 9, scope: !10)
!24 = !DILocation(line: 16, column: 3, scope: !10)
!25 = !DILocation(line: 16, column: 20, scope: !10)
!26 = !{!27, !27, i64 0}
!27 = !{!"float", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C/C++ TBAA"}
!30 = !DILocation(line: 17, column: 1, scope: !10)
!31 = !DILocation(line: 10, column: 34, scope: !10)
!32 = !DILocation(line: 10, column: 20, scope: !10)
!33 = !DILocation(line: 10, column: 18, scope: !10)
!34 = !DILocation(line: 11, column: 25, scope: !10)
!35 = !DILocation(line: 11, column: 32, scope: !10)
!36 = !DILocation(line: 11, column: 36, scope: !10)
!37 = !DILocation(line: 11, column: 20, scope: !10)
!38 = !DILocation(line: 11, column: 18, scope: !10)
!39 = !DILocation(line: 12, column: 5, scope: !10)
!40 = !DILocation(line: 13, column: 53, scope: !10)
!41 = !DILocation(line: 13, column: 37, scope: !10)
!42 = !DILocation(line: 14, column: 5, scope: !10)
!43 = !DILocation(line: 9, column: 28, scope: !10)
!44 = distinct !{!44, !21, !45}
!45 = !DILocation(line: 15, column: 3, scope: !10)
!46 = distinct !DISubprogram(name: "matmul_one_barrier", scope: !1, file: !1, line: 19, type: !11, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!47 = !DILocation(line: 22, column: 13, scope: !46)
!48 = !DILocation(line: 22, column: 36, scope: !46)
!49 = !DILocation(line: 24, column: 21, scope: !46)
!50 = !DILocation(line: 24, column: 3, scope: !46)
!51 = !DILocation(line: 28, column: 40, scope: !46)
!52 = !DILocation(line: 23, column: 9, scope: !46)
!53 = !DILocation(line: 30, column: 3, scope: !46)
!54 = !DILocation(line: 30, column: 20, scope: !46)
!55 = !DILocation(line: 31, column: 1, scope: !46)
!56 = !DILocation(line: 25, column: 34, scope: !46)
!57 = !DILocation(line: 25, column: 20, scope: !46)
!58 = !DILocation(line: 25, column: 18, scope: !46)
!59 = !DILocation(line: 26, column: 25, scope: !46)
!60 = !DILocation(line: 26, column: 32, scope: !46)
!61 = !DILocation(line: 26, column: 36, scope: !46)
!62 = !DILocation(line: 26, column: 20, scope: !46)
!63 = !DILocation(line: 26, column: 18, scope: !46)
!64 = !DILocation(line: 27, column: 5, scope: !46)
!65 = !DILocation(line: 28, column: 53, scope: !46)
!66 = !DILocation(line: 28, column: 37, scope: !46)
!67 = !DILocation(line: 24, column: 28, scope: !46)
!68 = distinct !{!68, !50, !69}
!69 = !DILocation(line: 29, column: 3, scope: !46)
