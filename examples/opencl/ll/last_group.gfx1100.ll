; ModuleID = 'last_group.cl'
source_filename = "last_group.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@tickets = hidden addrspace(1) global i32 0, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: nofree norecurse nounwind
define protected amdgpu_kernel void @sum_last_group(ptr addrspace(1) nocapture noundef align 4 %partials, ptr addrspace(1) nocapture noundef writeonly align 4 %result, ptr addrspace(1) nocapture noundef readonly align 4 %in) local_unnamed_addr #0 !dbg !10 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
entry:
  %0 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !17, !range !18
  %cmp.not = icmp eq i32 %0, 0, !dbg !19
  br i1 %cmp.not, label %if.end, label %return, !dbg !17

if.end:                                           ; preds = %entry
  %1 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !20
  %2 = zext i32 %1 to i64, !dbg !20
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %2, !dbg !21
  %3 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !21, !tbaa !22, !amdgpu.noclobber !12
  %arrayidx3 = getelementptr inbounds i32, ptr addrspace(1) %partials, i64 %2, !dbg !26
  store i32 %3, ptr addrspace(1) %arrayidx3, align 4, !dbg !27, !tbaa !22
  fence syncscope("agent") release, !dbg !28
  %4 = atomicrmw add ptr addrspace(1) @tickets, i32 1 syncscope("agent-one-as") monotonic, align 4, !dbg !29
  %conv = zext i32 %4 to i64, !dbg !30
  %5 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !31
  %6 = load i32, ptr addrspace(4) %5, align 4, !dbg !31, !tbaa !22
  %7 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 18, !dbg !31
  %8 = load i16, ptr addrspace(4) %7, align 2, !dbg !31, !tbaa !32
  %9 = icmp ne i16 %8, 0, !dbg !31
  %10 = zext i1 %9 to i32, !dbg !31
  %11 = add i32 %6, %10, !dbg !31
  %12 = zext i32 %11 to i64, !dbg !31
  %sub = add nsw i64 %12, -1, !dbg !34
  %cmp6 = icmp eq i64 %sub, %conv, !dbg !35
  br i1 %cmp6, label %if.then8, label %return, !dbg !30

if.then8:                                         ; preds = %if.end
  fence syncscope("agent") acquire, !dbg !36
  %cmp1018.not = icmp eq i32 %11, 0, !dbg !37
  br i1 %cmp1018.not, label %for.cond.cleanup, label %for.body, !dbg !38

for.cond.cleanup:                                 ; preds = %for.body, %if.then8
  %sum.0.lcssa = phi i32 [ 0, %if.then8 ], [ %add, %for.body ], !dbg !39
  store i32 %sum.0.lcssa, ptr addrspace(1) %result, align 4, !dbg !40, !tbaa !22
  br label %return, !dbg !41

for.body:                                         ; preds = %if.then8, %for.body
  %g.020 = phi i64 [ %inc, %for.body ], [ 0, %if.then8 ]
  %sum.019 = phi i32 [ %add, %for.body ], [ 0, %if.then8 ]
  %arrayidx12 = getelementptr inbounds i32, ptr addrspace(1) %partials, i64 %g.020, !dbg !42
  %13 = load i32, ptr addrspace(1) %arrayidx12, align 4, !dbg !42, !tbaa !22
  %add = add nsw i32 %13, %sum.019, !dbg !43
  %inc = add nuw nsw i64 %g.020, 1, !dbg !44
  %exitcond.not = icmp eq i64 %inc, %12, !dbg !37
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !38, !llvm.loop !45

return:                                           ; preds = %if.end, %for.cond.cleanup, %entry
  ret void, !dbg !47
}

; Function Attrs: nofree norecurse nounwind
define protected amdgpu_kernel void @sum_last_group_no_fence(ptr addrspace(1) nocapture noundef align 4 %partials, ptr addrspace(1) nocapture noundef writeonly align 4 %result, ptr addrspace(1) nocapture noundef readonly align 4 %in) local_unnamed_addr #0 !dbg !48 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
entry:
  %0 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !49, !range !18
  %cmp.not = icmp eq i32 %0, 0, !dbg !50
  br i1 %cmp.not, label %if.end, label %return, !dbg !49

if.end:                                           ; preds = %entry
  %1 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !51
  %2 = zext i32 %1 to i64, !dbg !51
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %2, !dbg !52
  %3 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !52, !tbaa !22, !amdgpu.noclobber !12
  %arrayidx3 = getelementptr inbounds i32, ptr addrspace(1) %partials, i64 %2, !dbg !53
  store i32 %3, ptr addrspace(1) %arrayidx3, align 4, !dbg !54, !tbaa !22
  %4 = atomicrmw add ptr addrspace(1) @tickets, i32 1 syncscope("agent-one-as") monotonic, align 4, !dbg !55
  %conv = zext i32 %4 to i64, !dbg !56
  %5 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !57
  %6 = load i32, ptr addrspace(4) %5, align 4, !dbg !57, !tbaa !22
  %7 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 18, !dbg !57
  %8 = load i16, ptr addrspace(4) %7, align 2, !dbg !57, !tbaa !32
  %9 = icmp ne i16 %8, 0, !dbg !57
  %10 = zext i1 %9 to i32, !dbg !57
  %11 = add i32 %6, %10, !dbg !57
  %12 = zext i32 %11 to i64, !dbg !57
  %sub = add nsw i64 %12, -1, !dbg !58
  %cmp6 = icmp eq i64 %sub, %conv, !dbg !59
  br i1 %cmp6, label %if.then8, label %return, !dbg !56

if.then8:                                         ; preds = %if.end
  fence syncscope("agent") acquire, !dbg !60
  %cmp1018.not = icmp eq i32 %11, 0, !dbg !61
  br i1 %cmp1018.not, label %for.cond.cleanup, label %for.body, !dbg !62

for.cond.cleanup:                                 ; preds = %for.body, %if.then8
  %sum.0.lcssa = phi i32 [ 0, %if.then8 ], [ %add, %for.body ], !dbg !63
  store i32 %sum.0.lcssa, ptr addrspace(1) %result, align 4, !dbg !64, !tbaa !22
  br label %return, !dbg !65

for.body:                                         ; preds = %if.then8, %for.body
  %g.020 = phi i64 [ %inc, %for.body ], [ 0, %if.then8 ]
  %sum.019 = phi i32 [ %add, %for.body ], [ 0, %if.then8 ]
  %arrayidx12 = getelementptr inbounds i32, ptr addrspace(1) %partials, i64 %g.020, !dbg !66
  %13 = load i32, ptr addrspace(1) %arrayidx12, align 4, !dbg !66, !tbaa !22
  %add = add nsw i32 %13, %sum.019, !dbg !67
  %inc = add nuw nsw i64 %g.020, 1, !dbg !68
  %exitcond.not = icmp eq i64 %inc, %12, !dbg !61
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !62, !llvm.loop !69

return:                                           ; preds = %if.end, %for.cond.cleanup, %entry
  ret void, !dbg !71
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

attributes #0 = { nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!opencl.ocl.version = !{!7}
!llvm.ident = !{!8, !9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "last_group.cl", directory: ".", checksumkind: CSK_MD5, checksum: "58dfb82e334d29876e2f04903ec64cef")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 1}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!"Debian clang version 15.0.5"}
!10 = distinct !DISubprogram(name: "sum_last_group", scope: !1, file: !1, line: 6, type: !11, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !{i32 1, i32 1, i32 1}
!14 = !{!"none", !"none", !"none"}
!15 = !{!"int*", !"int*", !"int*"}
!16 = !{!"", !"", !"const"}
!17 = !DILocation(line: 8, column: 7, scope: !10)
!18 = !{i32 0, i32 1024}
!19 = !DILocation(line: 8, column: 23, scope: !10)
!20 = !DILocation(line: 9, column: 34, scope: !10)
!21 = !DILocation(line: 9, column: 31, scope: !10)
!22 = !{!23, !23, i64 0}
!23 = !{!"int", !24, i64 0}
!24 = !{!"omnipotent char", !25, i64 0}
!25 = !{!"Simple C/C++ TBAA"}
!26 = !DILocation(line: 9, column: 3, scope: !10)
!27 = !DILocation(line: 9, column: 29, scope: !10)
!28 = !DILocation(line: 10, column: 3, scope: !10)
!29 = !DILocation(line: 11, column: 17, scope: !10)
!30 = !DILocation(line: 13, column: 7, scope: !10)
!31 = !DILocation(line: 13, column: 17, scope: !10)
!32 = !{!33, !33, i64 0}
!33 = !{!"short", !24, i64 0}
!34 = !DILocation(line: 13, column: 35, scope: !10)
!35 = !DILocation(line: 13, column: 14, scope: !10)
!36 = !DILocation(line: 14, column: 5, scope: !10)
!37 = !DILocation(line: 16, column: 26, scope: !10)
!38 = !DILocation(line: 16, column: 5, scope: !10)
!39 = !DILocation(line: 0, scope: !10)
!40 = !DILocation(line: 17, column: 13, scope: !10)
!41 = !DILocation(line: 18, column: 3, scope: !10)
!42 = !DILocation(line: 16, column: 59, scope: !10)
!43 = !DILocation(line: 16, column: 56, scope: !10)
!44 = !DILocation(line: 16, column: 47, scope: !10)
!45 = distinct !{!45, !38, !46}
!46 = !DILocation(line: 16, column: 69, scope: !10)
!47 = !DILocation(line: 19, column: 1, scope: !10)
!48 = distinct !DISubprogram(name: "sum_last_group_no_fence", scope: !1, file: !1, line: 21, type: !11, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!49 = !DILocation(line: 23, column: 7, scope: !48)
!50 = !DILocation(line: 23, column: 23, scope: !48)
!51 = !DILocation(line: 24, column: 34, scope: !48)
!52 = !DILocation(line: 24, column: 31, scope: !48)
!53 = !DILocation(line: 24, column: 3, scope: !48)
!54 = !DILocation(line: 24, column: 29, scope: !48)
!55 = !DILocation(line: 25, column: 17, scope: !48)
!56 = !DILocation(line: 27, column: 7, scope: !48)
!57 = !DILocation(line: 27, column: 17, scope: !48)
!58 = !DILocation(line: 27, column: 35, scope: !48)
!59 = !DILocation(line: 27, column: 14, scope: !48)
!60 = !DILocation(line: 28, column: 5, scope: !48)
!61 = !DILocation(line: 30, column: 26, scope: !48)
!62 = !DILocation(line: 30, column: 5, scope: !48)
!63 = !DILocation(line: 0, scope: !48)
!64 = !DILocation(line: 31, column: 13, scope: !48)
!65 = !DILocation(line: 32, column: 3, scope: !48)
!66 = !DILocation(line: 30, column: 59, scope: !48)
!67 = !DILocation(line: 30, column: 56, scope: !48)
!68 = !DILocation(line: 30, column: 47, scope: !48)
!69 = distinct !{!69, !62, !70}
!70 = !DILocation(line: 30, column: 69, scope: !48)
!71 = !DILocation(line: 33, column: 1, scope: !48)
