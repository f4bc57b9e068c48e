; ModuleID = 'last_block.hip'
source_filename = "last_block.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@tickets = protected addrspace(1) externally_initialized global i32 0, align 4
@_ZZ14sum_last_blockPiS_PKiE4last = internal unnamed_addr addrspace(3) global i8 undef, align 1
@_ZZ23sum_last_block_no_fencePiS_PKiE4last = internal unnamed_addr addrspace(3) global i8 undef, align 1
@__hip_cuid_78d57d324e670e8b = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_78d57d324e670e8b to ptr), ptr addrspacecast (ptr addrspace(1) @tickets to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z14sum_last_blockPiS_PKi(ptr addrspace(1) nocapture noundef %partials.coerce, ptr addrspace(1) nocapture noundef writeonly %result.coerce, ptr addrspace(1) nocapture noundef readonly %in.coerce) local_unnamed_addr #0 !dbg !11 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !14, !range !20
  %cmp = icmp eq i32 %0, 0, !dbg !21
  br i1 %cmp, label %if.then, label %if.end, !dbg !22

if.then:                                          ; preds = %entry
  %1 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !23
  %idxprom = zext i32 %1 to i64, !dbg !28
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in.coerce, i64 %idxprom, !dbg !28
  %2 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !28, !tbaa !29
  %arrayidx7 = getelementptr inbounds i32, ptr addrspace(1) %partials.coerce, i64 %idxprom, !dbg !33
  store i32 %2, ptr addrspace(1) %arrayidx7, align 4, !dbg !34, !tbaa !29
  fence syncscope("agent") seq_cst, !dbg !35
  %3 = atomicrmw add ptr addrspace(1) @tickets, i32 1 syncscope("agent-one-as") monotonic, align 4, !dbg !39
  %4 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !43
  %5 = load i32, ptr addrspace(4) %4, align 4, !dbg !43, !tbaa !48
  %sub = add i32 %5, -1, !dbg !52
  %cmp10 = icmp eq i32 %3, %sub, !dbg !53
  %storedv = zext i1 %cmp10 to i8, !dbg !54
  store i8 %storedv, ptr addrspace(3) @_ZZ14sum_last_blockPiS_PKiE4last, align 1, !dbg !54, !tbaa !55
  br label %if.end, !dbg !57

if.end:                                           ; preds = %if.then, %entry
  fence syncscope("workgroup") release, !dbg !58
  tail call void @llvm.amdgcn.s.barrier(), !dbg !65
  fence syncscope("workgroup") acquire, !dbg !66
  %6 = load i8, ptr addrspace(3) @_ZZ14sum_last_blockPiS_PKiE4last, align 1, !dbg !67, !tbaa !55, !range !68, !noundef !13
  %loadedv = trunc nuw i8 %6 to i1, !dbg !67
  %or.cond = and i1 %cmp, %loadedv, !dbg !69
  br i1 %or.cond, label %if.then12, label %if.end17, !dbg !69

if.then12:                                        ; preds = %if.end
  fence syncscope("agent") seq_cst, !dbg !70
  %7 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = load i32, ptr addrspace(4) %7, align 4, !tbaa !48
  %cmp1423.not = icmp eq i32 %8, 0, !dbg !72
  br i1 %cmp1423.not, label %for.cond.cleanup, label %for.body, !dbg !73

for.cond.cleanup:                                 ; preds = %for.body, %if.then12
  %sum.0.lcssa = phi i32 [ 0, %if.then12 ], [ %add, %for.body ], !dbg !74
  store i32 %sum.0.lcssa, ptr addrspace(1) %result.coerce, align 4, !dbg !75, !tbaa !29
  br label %if.end17, !dbg !76

for.body:                                         ; preds = %if.then12, %for.body
  %b.025 = phi i32 [ %inc, %for.body ], [ 0, %if.then12 ]
  %sum.024 = phi i32 [ %add, %for.body ], [ 0, %if.then12 ]
  %idxprom15 = zext i32 %b.025 to i64, !dbg !77
  %arrayidx16 = getelementptr inbounds i32, ptr addrspace(1) %partials.coerce, i64 %idxprom15, !dbg !77
  %9 = load i32, ptr addrspace(1) %arrayidx16, align 4, !dbg !77, !tbaa !29
  %add = add nsw i32 %9, %sum.024, !dbg !78
  %inc = add nuw i32 %b.025, 1, !dbg !79
  %exitcond.not = icmp eq i32 %inc, %8, !dbg !72
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !73, !llvm.loop !80

if.end17:                                         ; preds = %for.cond.cleanup, %if.end
  ret void, !dbg !83
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z23sum_last_block_no_fencePiS_PKi(ptr addrspace(1) nocapture noundef %partials.coerce, ptr addrspace(1) nocapture noundef writeonly %result.coerce, ptr addrspace(1) nocapture noundef readonly %in.coerce) local_unnamed_addr #0 !dbg !84 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !85, !range !20
  %cmp = icmp eq i32 %0, 0, !dbg !88
  br i1 %cmp, label %if.then, label %if.end, !dbg !89

if.then:                                          ; preds = %entry
  %1 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !90
  %idxprom = zext i32 %1 to i64, !dbg !93
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in.coerce, i64 %idxprom, !dbg !93
  %2 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !93, !tbaa !29
  %arrayidx7 = getelementptr inbounds i32, ptr addrspace(1) %partials.coerce, i64 %idxprom, !dbg !94
  store i32 %2, ptr addrspace(1) %arrayidx7, align 4, !dbg !95, !tbaa !29
  %3 = atomicrmw add ptr addrspace(1) @tickets, i32 1 syncscope("agent-one-as") monotonic, align 4, !dbg !96
  %4 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !98
  %5 = load i32, ptr addrspace(4) %4, align 4, !dbg !98, !tbaa !48
  %sub = add i32 %5, -1, !dbg !101
  %cmp10 = icmp eq i32 %3, %sub, !dbg !102
  %storedv = zext i1 %cmp10 to i8, !dbg !103
  store i8 %storedv, ptr addrspace(3) @_ZZ23sum_last_block_no_fencePiS_PKiE4last, align 1, !dbg !103, !tbaa !55
  br label %if.end, !dbg !104

if.end:                                           ; preds = %if.then, %entry
  fence syncscope("workgroup") release, !dbg !105
  tail call void @llvm.amdgcn.s.barrier(), !dbg !109
  fence syncscope("workgroup") acquire, !dbg !110
  %6 = load i8, ptr addrspace(3) @_ZZ23sum_last_block_no_fencePiS_PKiE4last, align 1, !dbg !111, !tbaa !55, !range !68, !noundef !13
  %loadedv = trunc nuw i8 %6 to i1, !dbg !111
  %or.cond = and i1 %cmp, %loadedv, !dbg !112
  br i1 %or.cond, label %for.cond.preheader, label %if.end17, !dbg !112

for.cond.preheader:                               ; preds = %if.end
  %7 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = load i32, ptr addrspace(4) %7, align 4, !tbaa !48
  %cmp1423.not = icmp eq i32 %8, 0, !dbg !113
  br i1 %cmp1423.not, label %for.cond.cleanup, label %for.body, !dbg !114

for.cond.cleanup:                                 ; preds = %for.body, %for.cond.preheader
  %sum.0.lcssa = phi i32 [ 0, %for.cond.preheader ], [ %add, %for.body ], !dbg !115
  store i32 %sum.0.lcssa, ptr addrspace(1) %result.coerce, align 4, !dbg !116, !tbaa !29
  br label %if.end17, !dbg !117

for.body:                                         ; preds = %for.cond.preheader, %for.body
  %b.025 = phi i32 [ %inc, %for.body ], [ 0, %for.cond.preheader ]
  %sum.024 = phi i32 [ %add, %for.body ], [ 0, %for.cond.preheader ]
  %idxprom15 = zext i32 %b.025 to i64, !dbg !118
  %arrayidx16 = getelementptr inbounds i32, ptr addrspace(1) %partials.coerce, i64 %idxprom15, !dbg !118
  %9 = load i32, ptr addrspace(1) %arrayidx16, align 4, !dbg !118, !tbaa !29
  %add = add nsw i32 %9, %sum.024, !dbg !119
  %inc = add nuw i32 %b.025, 1, !dbg !120
  %exitcond.not = icmp eq i32 %inc, %8, !dbg !113
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !114, !llvm.loop !121

if.end17:                                         ; preds = %for.cond.cleanup, %if.end
  ret void, !dbg !123
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9, !10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "last_block.hip", directory: ".", checksumkind: CSK_MD5, checksum: "33d0a0cf56ac82ad311784e944eed6c9")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 1}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"Debian clang version 15.0.5"}
!11 = distinct !DISubprogram(name: "sum_last_block", scope: !1, file: !1, line: 9, type: !12, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 279, type: !12, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_runtime.h", directory: "", checksumkind: CSK_MD5, checksum: "16093af3b78d7538c31396a9fb8b635e")
!17 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 11, column: 16, scope: !11)
!20 = !{i32 0, i32 1024}
!21 = !DILocation(line: 12, column: 9, scope: !11)
!22 = !DILocation(line: 12, column: 7, scope: !11)
!23 = !DILocation(line: 263, column: 69, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 263, type: !12, scopeLine: 263, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = distinct !DILocation(line: 299, column: 64, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!27 = distinct !DILocation(line: 13, column: 31, scope: !11)
!28 = !DILocation(line: 13, column: 28, scope: !11)
!29 = !{!30, !30, i64 0}
!30 = !{!"int", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C++ TBAA"}
!33 = !DILocation(line: 13, column: 5, scope: !11)
!34 = !DILocation(line: 13, column: 26, scope: !11)
!35 = !DILocation(line: 794, column: 3, scope: !36, inlinedAt: !38)
!36 = distinct !DISubprogram(name: "__threadfence", scope: !37, file: !37, line: 792, type: !12, scopeLine: 793, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!37 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_device_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "913bb197e0af7d58a97d587c496ee161")
!38 = distinct !DILocation(line: 14, column: 5, scope: !11)
!39 = !DILocation(line: 153, column: 10, scope: !40, inlinedAt: !42)
!40 = distinct !DISubprogram(name: "atomicAdd", scope: !41, file: !41, line: 152, type: !12, scopeLine: 152, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!41 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_atomic.h", directory: "", checksumkind: CSK_MD5, checksum: "784b7b4d693e9ab86a7243ffbf9c8dbc")
!42 = distinct !DILocation(line: 15, column: 23, scope: !11)
!43 = !DILocation(line: 274, column: 12, scope: !44, inlinedAt: !45)
!44 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 273, type: !12, scopeLine: 273, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!45 = distinct !DILocation(line: 299, column: 64, scope: !46, inlinedAt: !47)
!46 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!47 = distinct !DILocation(line: 16, column: 22, scope: !11)
!48 = !{!49, !49, i64 0}
!49 = !{!"int", !50, i64 0}
!50 = !{!"omnipotent char", !51, i64 0}
!51 = !{!"Simple C/C++ TBAA"}
!52 = !DILocation(line: 16, column: 32, scope: !11)
!53 = !DILocation(line: 16, column: 19, scope: !11)
!54 = !DILocation(line: 16, column: 10, scope: !11)
!55 = !{!56, !56, i64 0}
!56 = !{!"bool", !31, i64 0}
!57 = !DILocation(line: 17, column: 3, scope: !11)
!58 = !DILocation(line: 890, column: 9, scope: !59, inlinedAt: !60)
!59 = distinct !DISubprogram(name: "__work_group_barrier", scope: !37, file: !37, line: 887, type: !12, scopeLine: 888, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!60 = distinct !DILocation(line: 902, column: 3, scope: !61, inlinedAt: !62)
!61 = distinct !DISubprogram(name: "__barrier", scope: !37, file: !37, line: 900, type: !12, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!62 = distinct !DILocation(line: 910, column: 3, scope: !63, inlinedAt: !64)
!63 = distinct !DISubprogram(name: "__syncthreads", scope: !37, file: !37, line: 908, type: !12, scopeLine: 909, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!64 = distinct !DILocation(line: 18, column: 3, scope: !11)
!65 = !DILocation(line: 891, column: 9, scope: !59, inlinedAt: !60)
!66 = !DILocation(line: 892, column: 9, scope: !59, inlinedAt: !60)
!67 = !DILocation(line: 19, column: 7, scope: !11)
!68 = !{i8 0, i8 2}
!69 = !DILocation(line: 19, column: 12, scope: !11)
!70 = !DILocation(line: 794, column: 3, scope: !36, inlinedAt: !71)
!71 = distinct !DILocation(line: 20, column: 5, scope: !11)
!72 = !DILocation(line: 22, column: 28, scope: !11)
!73 = !DILocation(line: 22, column: 5, scope: !11)
!74 = !DILocation(line: 0, scope: !11)
!75 = !DILocation(line: 23, column: 13, scope: !11)
!76 = !DILocation(line: 24, column: 3, scope: !11)
!77 = !DILocation(line: 22, column: 53, scope: !11)
!78 = !DILocation(line: 22, column: 50, scope: !11)
!79 = !DILocation(line: 22, column: 41, scope: !11)
!80 = distinct !{!80, !73, !81, !82}
!81 = !DILocation(line: 22, column: 63, scope: !11)
!82 = !{!"llvm.loop.mustprogress"}
!83 = !DILocation(line: 25, column: 1, scope: !11)
!84 = distinct !DISubprogram(name: "sum_last_block_no_fence", scope: !1, file: !1, line: 27, type: !12, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!85 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !86)
!86 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !87)
!87 = distinct !DILocation(line: 29, column: 16, scope: !84)
!88 = !DILocation(line: 30, column: 9, scope: !84)
!89 = !DILocation(line: 30, column: 7, scope: !84)
!90 = !DILocation(line: 263, column: 69, scope: !24, inlinedAt: !91)
!91 = distinct !DILocation(line: 299, column: 64, scope: !26, inlinedAt: !92)
!92 = distinct !DILocation(line: 31, column: 31, scope: !84)
!93 = !DILocation(line: 31, column: 28, scope: !84)
!94 = !DILocation(line: 31, column: 5, scope: !84)
!95 = !DILocation(line: 31, column: 26, scope: !84)
!96 = !DILocation(line: 153, column: 10, scope: !40, inlinedAt: !97)
!97 = distinct !DILocation(line: 32, column: 23, scope: !84)
!98 = !DILocation(line: 274, column: 12, scope: !44, inlinedAt: !99)
!99 = distinct !DILocation(line: 299, column: 64, scope: !46, inlinedAt: !100)
!100 = distinct !DILocation(line: 33, column: 22, scope: !84)
!101 = !DILocation(line: 33, column: 32, scope: !84)
!102 = !DILocation(line: 33, column: 19, scope: !84)
!103 = !DILocation(line: 33, column: 10, scope: !84)
!104 = !DILocation(line: 34, column: 3, scope: !84)
!105 = !DILocation(line: 890, column: 9, scope: !59, inlinedAt: !106)
!106 = distinct !DILocation(line: 902, column: 3, scope: !61, inlinedAt: !107)
!107 = distinct !DILocation(line: 910, column: 3, scope: !63, inlinedAt: !108)
!108 = distinct !DILocation(line: 35, column: 3, scope: !84)
!109 = !DILocation(line: 891, column: 9, scope: !59, inlinedAt: !106)
!110 = !DILocation(line: 892, column: 9, scope: !59, inlinedAt: !106)
!111 = !DILocation(line: 36, column: 7, scope: !84)
!112 = !DILocation(line: 36, column: 12, scope: !84)
!113 = !DILocation(line: 38, column: 28, scope: !84)
!114 = !DILocation(line: 38, column: 5, scope: !84)
!115 = !DILocation(line: 0, scope: !84)
!116 = !DILocation(line: 39, column: 13, scope: !84)
!117 = !DILocation(line: 40, column: 3, scope: !84)
!118 = !DILocation(line: 38, column: 53, scope: !84)
!119 = !DILocation(line: 38, column: 50, scope: !84)
!120 = !DILocation(line: 38, column: 41, scope: !84)
!121 = distinct !{!121, !114, !122, !82}
!122 = !DILocation(line: 38, column: 63, scope: !84)
!123 = !DILocation(line: 41, column: 1, scope: !84)
