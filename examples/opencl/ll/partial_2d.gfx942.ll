; ModuleID = 'partial_2d.cl'
source_filename = "partial_2d.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@column_sums.tile = internal unnamed_addr addrspace(3) global [16 x [16 x i32]] undef, align 4
@column_sums_enqueued_rows.tile = internal unnamed_addr addrspace(3) global [16 x [16 x i32]] undef, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent nofree norecurse nounwind
define protected amdgpu_kernel void @column_sums(ptr addrspace(1) nocapture noundef writeonly align 4 %out, ptr addrspace(1) nocapture noundef readonly align 4 %in, i32 noundef %cols) local_unnamed_addr #0 !dbg !10 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
entry:
  %0 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !17, !range !18
  %1 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !19, !range !18
  %2 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !20
  %3 = getelementptr inbounds i8, ptr addrspace(4) %2, i64 12, !dbg !20
  %4 = load i16, ptr addrspace(4) %3, align 4, !dbg !20
  %5 = zext i16 %4 to i32, !dbg !20
  %6 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !20
  %7 = mul i32 %6, %5, !dbg !20
  %8 = add i32 %7, %0, !dbg !20
  %9 = getelementptr i8, ptr addrspace(4) %2, i64 40, !dbg !20
  %10 = load i64, ptr addrspace(4) %9, align 8, !dbg !20, !tbaa !21
  %11 = zext i32 %8 to i64, !dbg !20
  %12 = add i64 %10, %11, !dbg !20
  %13 = getelementptr inbounds i8, ptr addrspace(4) %2, i64 14, !dbg !25
  %14 = load i16, ptr addrspace(4) %13, align 2, !dbg !25
  %15 = zext i16 %14 to i32, !dbg !25
  %16 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !25
  %17 = mul i32 %16, %15, !dbg !25
  %18 = add i32 %17, %1, !dbg !25
  %19 = getelementptr i8, ptr addrspace(4) %2, i64 48, !dbg !25
  %20 = load i64, ptr addrspace(4) %19, align 8, !dbg !25, !tbaa !21
  %21 = zext i32 %18 to i64, !dbg !25
  %22 = add i64 %20, %21, !dbg !25
  %conv = sext i32 %cols to i64, !dbg !26
  %mul = mul i64 %22, %conv, !dbg !27
  %23 = getelementptr i32, ptr addrspace(1) %in, i64 %mul, !dbg !28
  %arrayidx = getelementptr i32, ptr addrspace(1) %23, i64 %12, !dbg !28
  %24 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !28, !tbaa !29
  %arrayidx5 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @column_sums.tile, i32 0, i32 %1, i32 %0, !dbg !31
  store i32 %24, ptr addrspace(3) %arrayidx5, align 4, !dbg !32, !tbaa !29
  fence syncscope("workgroup") release, !dbg !33
  tail call void @llvm.amdgcn.s.barrier(), !dbg !33
  fence syncscope("workgroup") acquire, !dbg !33
  %cmp = icmp eq i32 %1, 0, !dbg !34
  br i1 %cmp, label %for.cond.preheader, label %if.end, !dbg !35

for.cond.preheader:                               ; preds = %entry
  %25 = getelementptr inbounds i8, ptr addrspace(4) %2, i64 4
  %26 = load i32, ptr addrspace(4) %25, align 4, !tbaa !29
  %27 = icmp ult i32 %16, %26
  %28 = select i1 %27, i64 7, i64 10
  %29 = getelementptr inbounds i16, ptr addrspace(4) %2, i64 %28
  %30 = load i16, ptr addrspace(4) %29, align 2, !tbaa !36
  %31 = zext i16 %30 to i64
  switch i16 %30, label %vector.ph [
    i16 0, label %for.cond.cleanup
    i16 1, label %for.body.preheader
  ], !dbg !38

vector.ph:                                        ; preds = %for.cond.preheader
  %n.vec = and i64 %31, 65534, !dbg !38
  br label %vector.body, !dbg !38

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !39
  %vec.phi = phi <2 x i32> [ zeroinitializer, %vector.ph ], [ %40, %vector.body ]
  %32 = trunc i64 %index to i32, !dbg !38
  %33 = or disjoint i32 %32, 1, !dbg !38
  %34 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @column_sums.tile, i32 0, i32 %32, i32 %0, !dbg !40
  %35 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @column_sums.tile, i32 0, i32 %33, i32 %0, !dbg !40
  %36 = load i32, ptr addrspace(3) %34, align 4, !dbg !40, !tbaa !29
  %37 = load i32, ptr addrspace(3) %35, align 4, !dbg !40, !tbaa !29
  %38 = insertelement <2 x i32> poison, i32 %36, i64 0, !dbg !38
  %39 = insertelement <2 x i32> %38, i32 %37, i64 1, !dbg !38
  %40 = add <2 x i32> %39, %vec.phi, !dbg !38
  %index.next = add nuw i64 %index, 2, !dbg !39
  %41 = icmp eq i64 %index.next, %n.vec, !dbg !39
  br i1 %41, label %middle.block, label %vector.body, !dbg !39, !llvm.loop !41

middle.block:                                     ; preds = %vector.body
  %42 = tail call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %40), !dbg !38
  %cmp.n = icmp eq i64 %n.vec, %31, !dbg !38
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader, !dbg !38

for.body.preheader:                               ; preds = %for.cond.preheader, %middle.block
  %r.027.ph = phi i64 [ 0, %for.cond.preheader ], [ %n.vec, %middle.block ]
  %sum.026.ph = phi i32 [ 0, %for.cond.preheader ], [ %42, %middle.block ]
  br label %for.body, !dbg !38

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %for.cond.preheader
  %sum.0.lcssa = phi i32 [ 0, %for.cond.preheader ], [ %42, %middle.block ], [ %add12, %for.body ], !dbg !44
  %43 = zext i32 %16 to i64, !dbg !45
  %mul15 = mul nsw i64 %conv, %43, !dbg !46
  %44 = getelementptr i32, ptr addrspace(1) %out, i64 %mul15, !dbg !47
  %arrayidx17 = getelementptr i32, ptr addrspace(1) %44, i64 %12, !dbg !47
  store i32 %sum.0.lcssa, ptr addrspace(1) %arrayidx17, align 4, !dbg !48, !tbaa !29
  br label %if.end, !dbg !49

for.body:                                         ; preds = %for.body.preheader, %for.body
  %r.027 = phi i64 [ %inc, %for.body ], [ %r.027.ph, %for.body.preheader ]
  %sum.026 = phi i32 [ %add12, %for.body ], [ %sum.026.ph, %for.body.preheader ]
  %45 = trunc i64 %r.027 to i32, !dbg !40
  %arrayidx11 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @column_sums.tile, i32 0, i32 %45, i32 %0, !dbg !40
  %46 = load i32, ptr addrspace(3) %arrayidx11, align 4, !dbg !40, !tbaa !29
  %add12 = add nsw i32 %46, %sum.026, !dbg !50
  %inc = add nuw nsw i64 %r.027, 1, !dbg !39
  %exitcond.not = icmp eq i64 %inc, %31, !dbg !51
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !38, !llvm.loop !52

if.end:                                           ; preds = %for.cond.cleanup, %entry
  ret void, !dbg !54
}

; Function Attrs: convergent nofree norecurse nounwind
define protected amdgpu_kernel void @column_sums_enqueued_rows(ptr addrspace(1) nocapture noundef writeonly align 4 %out, ptr addrspace(1) nocapture noundef readonly align 4 %in, i32 noundef %cols) local_unnamed_addr #0 !dbg !55 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
entry:
  %0 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !56, !range !18
  %1 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !57, !range !18
  %2 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !58
  %3 = getelementptr inbounds i8, ptr addrspace(4) %2, i64 12, !dbg !58
  %4 = load i16, ptr addrspace(4) %3, align 4, !dbg !58
  %5 = zext i16 %4 to i32, !dbg !58
  %6 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !58
  %7 = mul i32 %6, %5, !dbg !58
  %8 = add i32 %7, %0, !dbg !58
  %9 = getelementptr i8, ptr addrspace(4) %2, i64 40, !dbg !58
  %10 = load i64, ptr addrspace(4) %9, align 8, !dbg !58, !tbaa !21
  %11 = zext i32 %8 to i64, !dbg !58
  %12 = add i64 %10, %11, !dbg !58
  %13 = getelementptr inbounds i8, ptr addrspace(4) %2, i64 14, !dbg !59
  %14 = load i16, ptr addrspace(4) %13, align 2, !dbg !59
  %15 = zext i16 %14 to i32, !dbg !59
  %16 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !59
  %17 = mul i32 %16, %15, !dbg !59
  %18 = add i32 %17, %1, !dbg !59
  %19 = getelementptr i8, ptr addrspace(4) %2, i64 48, !dbg !59
  %20 = load i64, ptr addrspace(4) %19, align 8, !dbg !59, !tbaa !21
  %21 = zext i32 %18 to i64, !dbg !59
  %22 = add i64 %20, %21, !dbg !59
  %conv = sext i32 %cols to i64, !dbg !60
  %mul = mul i64 %22, %conv, !dbg !61
  %23 = getelementptr i32, ptr addrspace(1) %in, i64 %mul, !dbg !62
  %arrayidx = getelementptr i32, ptr addrspace(1) %23, i64 %12, !dbg !62
  %24 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !62, !tbaa !29
  %arrayidx5 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @column_sums_enqueued_rows.tile, i32 0, i32 %1, i32 %0, !dbg !63
  store i32 %24, ptr addrspace(3) %arrayidx5, align 4, !dbg !64, !tbaa !29
  fence syncscope("workgroup") release, !dbg !65
  tail call void @llvm.amdgcn.s.barrier(), !dbg !65
  fence syncscope("workgroup") acquire, !dbg !65
  %cmp = icmp eq i32 %1, 0, !dbg !66
  br i1 %cmp, label %for.cond.preheader, label %if.end, !dbg !67

for.cond.preheader:                               ; preds = %entry
  %25 = zext i16 %14 to i64
  switch i16 %14, label %vector.ph [
    i16 0, label %for.cond.cleanup
    i16 1, label %for.body.preheader
  ], !dbg !68

vector.ph:                                        ; preds = %for.cond.preheader
  %n.vec = and i64 %25, 65534, !dbg !68
  br label %vector.body, !dbg !68

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !69
  %vec.phi = phi <2 x i32> [ zeroinitializer, %vector.ph ], [ %34, %vector.body ]
  %26 = trunc i64 %index to i32, !dbg !68
  %27 = or disjoint i32 %26, 1, !dbg !68
  %28 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @column_sums_enqueued_rows.tile, i32 0, i32 %26, i32 %0, !dbg !70
  %29 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @column_sums_enqueued_rows.tile, i32 0, i32 %27, i32 %0, !dbg !70
  %30 = load i32, ptr addrspace(3) %28, align 4, !dbg !70, !tbaa !29
  %31 = load i32, ptr addrspace(3) %29, align 4, !dbg !70, !tbaa !29
  %32 = insertelement <2 x i32> poison, i32 %30, i64 0, !dbg !68
  %33 = insertelement <2 x i32> %32, i32 %31, i64 1, !dbg !68
  %34 = add <2 x i32> %33, %vec.phi, !dbg !68
  %index.next = add nuw i64 %index, 2, !dbg !69
  %35 = icmp eq i64 %index.next, %n.vec, !dbg !69
  br i1 %35, label %middle.block, label %vector.body, !dbg !69, !llvm.loop !71

middle.block:                                     ; preds = %vector.body
  %36 = tail call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %34), !dbg !68
  %cmp.n = icmp eq i64 %n.vec, %25, !dbg !68
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader, !dbg !68

for.body.preheader:                               ; preds = %for.cond.preheader, %middle.block
  %r.027.ph = phi i64 [ 0, %for.cond.preheader ], [ %n.vec, %middle.block ]
  %sum.026.ph = phi i32 [ 0, %for.cond.preheader ], [ %36, %middle.block ]
  br label %for.body, !dbg !68

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %for.cond.preheader
  %sum.0.lcssa = phi i32 [ 0, %for.cond.preheader ], [ %36, %middle.block ], [ %add12, %for.body ], !dbg !73
  %37 = zext i32 %16 to i64, !dbg !74
  %mul15 = mul nsw i64 %conv, %37, !dbg !75
  %38 = getelementptr i32, ptr addrspace(1) %out, i64 %mul15, !dbg !76
  %arrayidx17 = getelementptr i32, ptr addrspace(1) %38, i64 %12, !dbg !76
  store i32 %sum.0.lcssa, ptr addrspace(1) %arrayidx17, align 4, !dbg !77, !tbaa !29
  br label %if.end, !dbg !78

for.body:                                         ; preds = %for.body.preheader, %for.body
  %r.027 = phi i64 [ %inc, %for.body ], [ %r.027.ph, %for.body.preheader ]
  %sum.026 = phi i32 [ %add12, %for.body ], [ %sum.026.ph, %for.body.preheader ]
  %39 = trunc i64 %r.027 to i32, !dbg !70
  %arrayidx11 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @column_sums_enqueued_rows.tile, i32 0, i32 %39, i32 %0, !dbg !70
  %40 = load i32, ptr addrspace(3) %arrayidx11, align 4, !dbg !70, !tbaa !29
  %add12 = add nsw i32 %40, %sum.026, !dbg !79
  %inc = add nuw nsw i64 %r.027, 1, !dbg !69
  %exitcond.not = icmp eq i64 %inc, %25, !dbg !80
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !68, !llvm.loop !81

if.end:                                           ; preds = %for.cond.cleanup, %entry
  ret void, !dbg !82
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v2i32(<2 x i32>) #3

attributes #0 = { convergent nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-global-pk-add-bf16-inst,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!opencl.ocl.version = !{!7}
!llvm.ident = !{!8, !9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "partial_2d.cl", directory: ".", checksumkind: CSK_MD5, checksum: "5acb8e699c0a8273b4bcb5911b340ddd")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 1}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!"Debian clang version 15.0.5"}
!10 = distinct !DISubprogram(name: "column_sums", scope: !1, file: !1, line: 4, type: !11, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !{i32 1, i32 1, i32 0}
!14 = !{!"none", !"none", !"none"}
!15 = !{!"int*", !"int*", !"int"}
!16 = !{!"", !"const", !""}
!17 = !DILocation(line: 6, column: 14, scope: !10)
!18 = !{i32 0, i32 1024}
!19 = !DILocation(line: 6, column: 35, scope: !10)
!20 = !DILocation(line: 7, column: 15, scope: !10)
!21 = !{!22, !22, i64 0}
!22 = !{!"long", !23, i64 0}
!23 = !{!"omnipotent char", !24, i64 0}
!24 = !{!"Simple C/C++ TBAA"}
!25 = !DILocation(line: 7, column: 38, scope: !10)
!26 = !DILocation(line: 8, column: 24, scope: !10)
!27 = !DILocation(line: 8, column: 22, scope: !10)
!28 = !DILocation(line: 8, column: 16, scope: !10)
!29 = !{!30, !30, i64 0}
!30 = !{!"int", !23, i64 0}
!31 = !DILocation(line: 8, column: 3, scope: !10)
!32 = !DILocation(line: 8, column: 14, scope: !10)
!33 = !DILocation(line: 9, column: 3, scope: !10)
!34 = !DILocation(line: 10, column: 9, scope: !10)
!35 = !DILocation(line: 10, column: 7, scope: !10)
!36 = !{!37, !37, i64 0}
!37 = !{!"short", !23, i64 0}
!38 = !DILocation(line: 12, column: 5, scope: !10)
!39 = !DILocation(line: 12, column: 47, scope: !10)
!40 = !DILocation(line: 12, column: 59, scope: !10)
!41 = distinct !{!41, !38, !42, !43}
!42 = !DILocation(line: 12, column: 68, scope: !10)
!43 = !{!"llvm.loop.isvectorized", i32 1}
!44 = !DILocation(line: 0, scope: !10)
!45 = !DILocation(line: 13, column: 9, scope: !10)
!46 = !DILocation(line: 13, column: 25, scope: !10)
!47 = !DILocation(line: 13, column: 5, scope: !10)
!48 = !DILocation(line: 13, column: 38, scope: !10)
!49 = !DILocation(line: 14, column: 3, scope: !10)
!50 = !DILocation(line: 12, column: 56, scope: !10)
!51 = !DILocation(line: 12, column: 26, scope: !10)
!52 = distinct !{!52, !38, !42, !53, !43}
!53 = !{!"llvm.loop.unroll.runtime.disable"}
!54 = !DILocation(line: 15, column: 1, scope: !10)
!55 = distinct !DISubprogram(name: "column_sums_enqueued_rows", scope: !1, file: !1, line: 17, type: !11, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!56 = !DILocation(line: 20, column: 14, scope: !55)
!57 = !DILocation(line: 20, column: 35, scope: !55)
!58 = !DILocation(line: 21, column: 15, scope: !55)
!59 = !DILocation(line: 21, column: 38, scope: !55)
!60 = !DILocation(line: 22, column: 24, scope: !55)
!61 = !DILocation(line: 22, column: 22, scope: !55)
!62 = !DILocation(line: 22, column: 16, scope: !55)
!63 = !DILocation(line: 22, column: 3, scope: !55)
!64 = !DILocation(line: 22, column: 14, scope: !55)
!65 = !DILocation(line: 23, column: 3, scope: !55)
!66 = !DILocation(line: 24, column: 9, scope: !55)
!67 = !DILocation(line: 24, column: 7, scope: !55)
!68 = !DILocation(line: 26, column: 5, scope: !55)
!69 = !DILocation(line: 26, column: 56, scope: !55)
!70 = !DILocation(line: 26, column: 68, scope: !55)
!71 = distinct !{!71, !68, !72, !43}
!72 = !DILocation(line: 26, column: 77, scope: !55)
!73 = !DILocation(line: 0, scope: !55)
!74 = !DILocation(line: 27, column: 9, scope: !55)
!75 = !DILocation(line: 27, column: 25, scope: !55)
!76 = !DILocation(line: 27, column: 5, scope: !55)
!77 = !DILocation(line: 27, column: 38, scope: !55)
!78 = !DILocation(line: 28, column: 3, scope: !55)
!79 = !DILocation(line: 26, column: 65, scope: !55)
!80 = !DILocation(line: 26, column: 26, scope: !55)
!81 = distinct !{!81, !68, !72, !53, !43}
!82 = !DILocation(line: 29, column: 1, scope: !55)
