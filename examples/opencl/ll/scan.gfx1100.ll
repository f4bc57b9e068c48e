; ModuleID = 'scan.cl'
source_filename = "scan.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@inclusive_scan.s = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4
@inclusive_scan_one_barrier.s = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent nofree norecurse nounwind
define protected amdgpu_kernel void @inclusive_scan(ptr addrspace(1) nocapture noundef writeonly align 4 %out, ptr addrspace(1) nocapture noundef readonly align 4 %in) local_unnamed_addr #0 !dbg !10 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
entry:
  %0 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !17, !range !18
  %1 = zext nneg i32 %0 to i64, !dbg !17
  %2 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !19
  %3 = getelementptr i8, ptr addrspace(4) %2, i64 40, !dbg !19
  %4 = load i64, ptr addrspace(4) %3, align 8, !dbg !19, !tbaa !20
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !19
  %6 = getelementptr inbounds i8, ptr addrspace(4) %2, i64 12, !dbg !19
  %7 = load i16, ptr addrspace(4) %6, align 4, !dbg !19
  %8 = zext i16 %7 to i32, !dbg !19
  %9 = mul i32 %5, %8, !dbg !19
  %10 = add i32 %9, %0, !dbg !19
  %11 = zext i32 %10 to i64, !dbg !19
  %12 = add i64 %4, %11, !dbg !19
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %12, !dbg !24
  %13 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !24, !tbaa !25, !amdgpu.noclobber !12
  %arrayidx2 = getelementptr inbounds [256 x i32], ptr addrspace(3) @inclusive_scan.s, i32 0, i32 %0, !dbg !27
  store i32 %13, ptr addrspace(3) %arrayidx2, align 4, !dbg !28, !tbaa !25
  fence syncscope("workgroup") release, !dbg !29
  tail call void @llvm.amdgcn.s.barrier(), !dbg !29
  fence syncscope("workgroup") acquire, !dbg !29
  %14 = load i32, ptr addrspace(4) %2, align 4, !tbaa !25
  %15 = icmp ult i32 %5, %14
  %16 = select i1 %15, i64 6, i64 9
  %17 = getelementptr inbounds i16, ptr addrspace(4) %2, i64 %16
  %18 = load i16, ptr addrspace(4) %17, align 2, !tbaa !30
  %19 = zext i16 %18 to i64
  %cmp17 = icmp ugt i16 %18, 1, !dbg !32
  br i1 %cmp17, label %for.body, label %for.cond.cleanup, !dbg !33

for.cond.cleanup:                                 ; preds = %cond.end, %entry
  %20 = load i32, ptr addrspace(3) %arrayidx2, align 4, !dbg !34, !tbaa !25
  %arrayidx9 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %12, !dbg !35
  store i32 %20, ptr addrspace(1) %arrayidx9, align 4, !dbg !36, !tbaa !25
  ret void, !dbg !37

for.body:                                         ; preds = %entry, %cond.end
  %offset.018 = phi i64 [ %mul, %cond.end ], [ 1, %entry ]
  %cmp4.not = icmp ugt i64 %offset.018, %1, !dbg !38
  br i1 %cmp4.not, label %cond.end, label %cond.true, !dbg !39

cond.true:                                        ; preds = %for.body
  %21 = trunc i64 %offset.018 to i32
  %22 = sub i32 %0, %21
  %arrayidx5 = getelementptr inbounds [256 x i32], ptr addrspace(3) @inclusive_scan.s, i32 0, i32 %22
  %23 = load i32, ptr addrspace(3) %arrayidx5, align 4, !dbg !40, !tbaa !25
  br label %cond.end, !dbg !39

cond.end:                                         ; preds = %for.body, %cond.true
  %cond = phi i32 [ %23, %cond.true ], [ 0, %for.body ], !dbg !39
  fence syncscope("workgroup") release, !dbg !41
  tail call void @llvm.amdgcn.s.barrier(), !dbg !41
  fence syncscope("workgroup") acquire, !dbg !41
  %24 = load i32, ptr addrspace(3) %arrayidx2, align 4, !dbg !42, !tbaa !25
  %add = add nsw i32 %24, %cond, !dbg !42
  store i32 %add, ptr addrspace(3) %arrayidx2, align 4, !dbg !42, !tbaa !25
  fence syncscope("workgroup") release, !dbg !43
  tail call void @llvm.amdgcn.s.barrier(), !dbg !43
  fence syncscope("workgroup") acquire, !dbg !43
  %mul = shl nuw nsw i64 %offset.018, 1, !dbg !44
  %cmp = icmp ult i64 %mul, %19, !dbg !32
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !dbg !33, !llvm.loop !45
}

; Function Attrs: convergent nofree norecurse nounwind
define protected amdgpu_kernel void @inclusive_scan_one_barrier(ptr addrspace(1) nocapture noundef writeonly align 4 %out, ptr addrspace(1) nocapture noundef readonly align 4 %in) local_unnamed_addr #0 !dbg !47 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
entry:
  %0 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !48, !range !18
  %1 = zext nneg i32 %0 to i64, !dbg !48
  %2 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !49
  %3 = getelementptr i8, ptr addrspace(4) %2, i64 40, !dbg !49
  %4 = load i64, ptr addrspace(4) %3, align 8, !dbg !49, !tbaa !20
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !49
  %6 = getelementptr inbounds i8, ptr addrspace(4) %2, i64 12, !dbg !49
  %7 = load i16, ptr addrspace(4) %6, align 4, !dbg !49
  %8 = zext i16 %7 to i32, !dbg !49
  %9 = mul i32 %5, %8, !dbg !49
  %10 = add i32 %9, %0, !dbg !49
  %11 = zext i32 %10 to i64, !dbg !49
  %12 = add i64 %4, %11, !dbg !49
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %12, !dbg !50
  %13 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !50, !tbaa !25, !amdgpu.noclobber !12
  %arrayidx2 = getelementptr inbounds [256 x i32], ptr addrspace(3) @inclusive_scan_one_barrier.s, i32 0, i32 %0, !dbg !51
  store i32 %13, ptr addrspace(3) %arrayidx2, align 4, !dbg !52, !tbaa !25
  fence syncscope("workgroup") release, !dbg !53
  tail call void @llvm.amdgcn.s.barrier(), !dbg !53
  fence syncscope("workgroup") acquire, !dbg !53
  %14 = load i32, ptr addrspace(4) %2, align 4, !tbaa !25
  %15 = icmp ult i32 %5, %14
  %16 = select i1 %15, i64 6, i64 9
  %17 = getelementptr inbounds i16, ptr addrspace(4) %2, i64 %16
  %18 = load i16, ptr addrspace(4) %17, align 2, !tbaa !30
  %19 = zext i16 %18 to i64
  %cmp17 = icmp ugt i16 %18, 1, !dbg !54
  br i1 %cmp17, label %for.body, label %for.cond.cleanup, !dbg !55

for.cond.cleanup:                                 ; preds = %cond.end, %entry
  %20 = load i32, ptr addrspace(3) %arrayidx2, align 4, !dbg !56, !tbaa !25
  %arrayidx9 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %12, !dbg !57
  store i32 %20, ptr addrspace(1) %arrayidx9, align 4, !dbg !58, !tbaa !25
  ret void, !dbg !59

for.body:                                         ; preds = %entry, %cond.end
  %offset.018 = phi i64 [ %mul, %cond.end ], [ 1, %entry ]
  %cmp4.not = icmp ugt i64 %offset.018, %1, !dbg !60
  br i1 %cmp4.not, label %cond.end, label %cond.true, !dbg !61

cond.true:                                        ; preds = %for.body
  %21 = trunc i64 %offset.018 to i32
  %22 = sub i32 %0, %21
  %arrayidx5 = getelementptr inbounds [256 x i32], ptr addrspace(3) @inclusive_scan_one_barrier.s, i32 0, i32 %22
  %23 = load i32, ptr addrspace(3) %arrayidx5, align 4, !dbg !62, !tbaa !25
  br label %cond.end, !dbg !61

cond.end:                                         ; preds = %for.body, %cond.true
  %cond = phi i32 [ %23, %cond.true ], [ 0, %for.body ], !dbg !61
  %24 = load i32, ptr addrspace(3) %arrayidx2, align 4, !dbg !63, !tbaa !25
  %add = add nsw i32 %24, %cond, !dbg !63
  store i32 %add, ptr addrspace(3) %arrayidx2, align 4, !dbg !63, !tbaa !25
  fence syncscope("workgroup") release, !dbg !64
  tail call void @llvm.amdgcn.s.barrier(), !dbg !64
  fence syncscope("workgroup") acquire, !dbg !64
  %mul = shl nuw nsw i64 %offset.018, 1, !dbg !65
  %cmp = icmp ult i64 %mul, %19, !dbg !54
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !dbg !55, !llvm.loop !66
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

attributes #0 = { convergent nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!opencl.ocl.version = !{!7}
!llvm.ident = !{!8, !9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "scan.cl", directory: ".", checksumkind: CSK_MD5, checksum: "3c605266ade47a61e6a8267e9b3cad9f")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 1}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!"Debian clang version 15.0.5"}
!10 = distinct !DISubprogram(name: "inclusive_scan", scope: !1, file: !1, line: 4, type: !11, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !{i32 1, i32 1}
!14 = !{!"none", !"none"}
!15 = !{!"int*", !"int*"}
!16 = !{!"", !"const"}
!17 = !DILocation(line: 6, column: 14, scope: !10)
!18 = !{i32 0, i32 1024}
!19 = !DILocation(line: 7, column: 13, scope: !10)
!20 = !{!21, !21, i64 0}
!21 = !{!"long", !22, i64 0}
!22 = !{!"omnipotent char", !23, i64 0}
!23 = !{!"Simple C/C++ TBAA"}
!24 = !DILocation(line: 7, column: 10, scope: !10)
!25 = !{!26, !26, i64 0}
!26 = !{!"int", !22, i64 0}
!27 = !DILocation(line: 7, column: 3, scope: !10)
!28 = !DILocation(line: 7, column: 8, scope: !10)
!29 = !DILocation(line: 8, column: 3, scope: !10)
!30 = !{!31, !31, i64 0}
!31 = !{!"short", !22, i64 0}
!32 = !DILocation(line: 9, column: 34, scope: !10)
!33 = !DILocation(line: 9, column: 3, scope: !10)
!34 = !DILocation(line: 15, column: 27, scope: !10)
!35 = !DILocation(line: 15, column: 3, scope: !10)
!36 = !DILocation(line: 15, column: 25, scope: !10)
!37 = !DILocation(line: 16, column: 1, scope: !10)
!38 = !DILocation(line: 10, column: 18, scope: !10)
!39 = !DILocation(line: 10, column: 16, scope: !10)
!40 = !DILocation(line: 10, column: 30, scope: !10)
!41 = !DILocation(line: 11, column: 5, scope: !10)
!42 = !DILocation(line: 12, column: 10, scope: !10)
!43 = !DILocation(line: 13, column: 5, scope: !10)
!44 = !DILocation(line: 9, column: 62, scope: !10)
!45 = distinct !{!45, !33, !46}
!46 = !DILocation(line: 14, column: 3, scope: !10)
!47 = distinct !DISubprogram(name: "inclusive_scan_one_barrier", scope: !1, file: !1, line: 18, type: !11, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!48 = !DILocation(line: 20, column: 14, scope: !47)
!49 = !DILocation(line: 21, column: 13, scope: !47)
!50 = !DILocation(line: 21, column: 10, scope: !47)
!51 = !DILocation(line: 21, column: 3, scope: !47)
!52 = !DILocation(line: 21, column: 8, scope: !47)
!53 = !DILocation(line: 22, column: 3, scope: !47)
!54 = !DILocation(line: 23, column: 34, scope: !47)
!55 = !DILocation(line: 23, column: 3, scope: !47)
!56 = !DILocation(line: 28, column: 27, scope: !47)
!57 = !DILocation(line: 28, column: 3, scope: !47)
!58 = !DILocation(line: 28, column: 25, scope: !47)
!59 = !DILocation(line: 29, column: 1, scope: !47)
!60 = !DILocation(line: 24, column: 18, scope: !47)
!61 = !DILocation(line: 24, column: 16, scope: !47)
!62 = !DILocation(line: 24, column: 30, scope: !47)
!63 = !DILocation(line: 25, column: 10, scope: !47)
!64 = !DILocation(line: 26, column: 5, scope: !47)
!65 = !DILocation(line: 23, column: 62, scope: !47)
!66 = distinct !{!66, !55, !67}
!67 = !DILocation(line: 27, column: 3, scope: !47)
