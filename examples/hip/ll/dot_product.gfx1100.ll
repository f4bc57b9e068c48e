; ModuleID = 'dot_product.hip'
source_filename = "dot_product.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ3dotPiPKiS1_E7partial = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 16
@_ZZ20dot_plain_accumulatePiPKiS1_E7partial = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 16
@__hip_cuid_78d57d324e670e8b = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_78d57d324e670e8b to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z3dotPiPKiS1_(ptr addrspace(1) nocapture noundef %result.coerce, ptr addrspace(1) nocapture noundef readonly %a.coerce, ptr addrspace(1) nocapture noundef readonly %b.coerce) local_unnamed_addr #0 !dbg !11 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !14, !range !20
  %1 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !21
  %2 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !26
  %3 = getelementptr inbounds i8, ptr addrspace(4) %2, i64 12, !dbg !26
  %4 = load i16, ptr addrspace(4) %3, align 4, !dbg !26, !tbaa !31
  %conv.i.i = zext i16 %4 to i32, !dbg !26
  %mul = mul i32 %1, %conv.i.i, !dbg !35
  %add = add i32 %mul, %0, !dbg !36
  %idxprom = zext i32 %add to i64, !dbg !37
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %a.coerce, i64 %idxprom, !dbg !37
  %5 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !37, !tbaa !38
  %arrayidx7 = getelementptr inbounds i32, ptr addrspace(1) %b.coerce, i64 %idxprom, !dbg !42
  %6 = load i32, ptr addrspace(1) %arrayidx7, align 4, !dbg !42, !tbaa !38
  %mul8 = mul nsw i32 %6, %5, !dbg !43
  %arrayidx10 = getelementptr inbounds [64 x i32], ptr addrspace(3) @_ZZ3dotPiPKiS1_E7partial, i32 0, i32 %0, !dbg !44
  store i32 %mul8, ptr addrspace(3) %arrayidx10, align 4, !dbg !45, !tbaa !38
  fence syncscope("workgroup") release, !dbg !46
  tail call void @llvm.amdgcn.s.barrier(), !dbg !54
  fence syncscope("workgroup") acquire, !dbg !55
  %cmp.not35 = icmp ult i16 %4, 2, !dbg !56
  br i1 %cmp.not35, label %for.cond.cleanup, label %for.body, !dbg !57

for.cond.cleanup:                                 ; preds = %if.end, %entry
  %cmp19 = icmp eq i32 %0, 0, !dbg !58
  br i1 %cmp19, label %if.then20, label %if.end22, !dbg !59

for.body:                                         ; preds = %entry, %if.end
  %s.036.in = phi i32 [ %s.036, %if.end ], [ %conv.i.i, %entry ]
  %s.036 = lshr i32 %s.036.in, 1, !dbg !60
  %cmp12 = icmp ult i32 %0, %s.036, !dbg !61
  br i1 %cmp12, label %if.then, label %if.end, !dbg !62

if.then:                                          ; preds = %for.body
  %add13 = add nuw nsw i32 %s.036, %0
  %arrayidx15 = getelementptr inbounds [64 x i32], ptr addrspace(3) @_ZZ3dotPiPKiS1_E7partial, i32 0, i32 %add13
  %7 = load i32, ptr addrspace(3) %arrayidx15, align 4, !dbg !63, !tbaa !38
  %8 = load i32, ptr addrspace(3) %arrayidx10, align 4, !dbg !64, !tbaa !38
  %add18 = add nsw i32 %8, %7, !dbg !64
  store i32 %add18, ptr addrspace(3) %arrayidx10, align 4, !dbg !64, !tbaa !38
  br label %if.end, !dbg !65

if.end:                                           ; preds = %if.then, %for.body
  fence syncscope("workgroup") release, !dbg !66
  tail call void @llvm.amdgcn.s.barrier(), !dbg !70
  fence syncscope("workgroup") acquire, !dbg !71
  %cmp.not = icmp ult i32 %s.036.in, 4, !dbg !56
  br i1 %cmp.not, label %for.cond.cleanup, label %for.body, !dbg !57, !llvm.loop !72

if.then20:                                        ; preds = %for.cond.cleanup
  %9 = load i32, ptr addrspace(3) @_ZZ3dotPiPKiS1_E7partial, align 16, !dbg !75, !tbaa !38
  %10 = atomicrmw add ptr addrspace(1) %result.coerce, i32 %9 syncscope("agent-one-as") monotonic, align 4, !dbg !76
  br label %if.end22, !dbg !80

if.end22:                                         ; preds = %if.then20, %for.cond.cleanup
  ret void, !dbg !81
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z20dot_plain_accumulatePiPKiS1_(ptr addrspace(1) nocapture noundef %result.coerce, ptr addrspace(1) nocapture noundef readonly %a.coerce, ptr addrspace(1) nocapture noundef readonly %b.coerce) local_unnamed_addr #0 !dbg !82 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !83, !range !20
  %1 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !86
  %2 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !89
  %3 = getelementptr inbounds i8, ptr addrspace(4) %2, i64 12, !dbg !89
  %4 = load i16, ptr addrspace(4) %3, align 4, !dbg !89, !tbaa !31
  %conv.i.i = zext i16 %4 to i32, !dbg !89
  %mul = mul i32 %1, %conv.i.i, !dbg !92
  %add = add i32 %mul, %0, !dbg !93
  %idxprom = zext i32 %add to i64, !dbg !94
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %a.coerce, i64 %idxprom, !dbg !94
  %5 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !94, !tbaa !38
  %arrayidx7 = getelementptr inbounds i32, ptr addrspace(1) %b.coerce, i64 %idxprom, !dbg !95
  %6 = load i32, ptr addrspace(1) %arrayidx7, align 4, !dbg !95, !tbaa !38
  %mul8 = mul nsw i32 %6, %5, !dbg !96
  %arrayidx10 = getelementptr inbounds [64 x i32], ptr addrspace(3) @_ZZ20dot_plain_accumulatePiPKiS1_E7partial, i32 0, i32 %0, !dbg !97
  store i32 %mul8, ptr addrspace(3) %arrayidx10, align 4, !dbg !98, !tbaa !38
  fence syncscope("workgroup") release, !dbg !99
  tail call void @llvm.amdgcn.s.barrier(), !dbg !103
  fence syncscope("workgroup") acquire, !dbg !104
  %cmp.not35 = icmp ult i16 %4, 2, !dbg !105
  br i1 %cmp.not35, label %for.cond.cleanup, label %for.body, !dbg !106

for.cond.cleanup:                                 ; preds = %if.end, %entry
  %cmp19 = icmp eq i32 %0, 0, !dbg !107
  br i1 %cmp19, label %if.then20, label %if.end22, !dbg !108

for.body:                                         ; preds = %entry, %if.end
  %s.036.in = phi i32 [ %s.036, %if.end ], [ %conv.i.i, %entry ]
  %s.036 = lshr i32 %s.036.in, 1, !dbg !109
  %cmp12 = icmp ult i32 %0, %s.036, !dbg !110
  br i1 %cmp12, label %if.then, label %if.end, !dbg !111

if.then:                                          ; preds = %for.body
  %add13 = add nuw nsw i32 %s.036, %0
  %arrayidx15 = getelementptr inbounds [64 x i32], ptr addrspace(3) @_ZZ20dot_plain_accumulatePiPKiS1_E7partial, i32 0, i32 %add13
  %7 = load i32, ptr addrspace(3) %arrayidx15, align 4, !dbg !112, !tbaa !38
  %8 = load i32, ptr addrspace(3) %arrayidx10, align 4, !dbg !113, !tbaa !38
  %add18 = add nsw i32 %8, %7, !dbg !113
  store i32 %add18, ptr addrspace(3) %arrayidx10, align 4, !dbg !113, !tbaa !38
  br label %if.end, !dbg !114

if.end:                                           ; preds = %if.then, %for.body
  fence syncscope("workgroup") release, !dbg !115
  tail call void @llvm.amdgcn.s.barrier(), !dbg !119
  fence syncscope("workgroup") acquire, !dbg !120
  %cmp.not = icmp ult i32 %s.036.in, 4, !dbg !105
  br i1 %cmp.not, label %for.cond.cleanup, label %for.body, !dbg !106, !llvm.loop !121

if.then20:                                        ; preds = %for.cond.cleanup
  %9 = load i32, ptr addrspace(3) @_ZZ20dot_plain_accumulatePiPKiS1_E7partial, align 16, !dbg !123, !tbaa !38
  %10 = load i32, ptr addrspace(1) %result.coerce, align 4, !dbg !124, !tbaa !38
  %add21 = add nsw i32 %10, %9, !dbg !124
  store i32 %add21, ptr addrspace(1) %result.coerce, align 4, !dbg !124, !tbaa !38
  br label %if.end22, !dbg !125

if.end22:                                         ; preds = %if.then20, %for.cond.cleanup
  ret void, !dbg !126
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9, !10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "dot_product.hip", directory: ".", checksumkind: CSK_MD5, checksum: "97cf2a07494656079e45e7c778beb19a")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 1}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"Debian clang version 15.0.5"}
!11 = distinct !DISubprogram(name: "dot", scope: !1, file: !1, line: 6, type: !12, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 279, type: !12, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_runtime.h", directory: "", checksumkind: CSK_MD5, checksum: "16093af3b78d7538c31396a9fb8b635e")
!17 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 8, column: 16, scope: !11)
!20 = !{i32 0, i32 1024}
!21 = !DILocation(line: 263, column: 69, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 263, type: !12, scopeLine: 263, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = distinct !DILocation(line: 299, column: 64, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = distinct !DILocation(line: 9, column: 16, scope: !11)
!26 = !DILocation(line: 268, column: 12, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 267, type: !12, scopeLine: 267, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!28 = distinct !DILocation(line: 299, column: 64, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!30 = distinct !DILocation(line: 9, column: 29, scope: !11)
!31 = !{!32, !32, i64 0}
!32 = !{!"short", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C/C++ TBAA"}
!35 = !DILocation(line: 9, column: 27, scope: !11)
!36 = !DILocation(line: 9, column: 40, scope: !11)
!37 = !DILocation(line: 10, column: 16, scope: !11)
!38 = !{!39, !39, i64 0}
!39 = !{!"int", !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C++ TBAA"}
!42 = !DILocation(line: 10, column: 23, scope: !11)
!43 = !DILocation(line: 10, column: 21, scope: !11)
!44 = !DILocation(line: 10, column: 3, scope: !11)
!45 = !DILocation(line: 10, column: 14, scope: !11)
!46 = !DILocation(line: 890, column: 9, scope: !47, inlinedAt: !49)
!47 = distinct !DISubprogram(name: "__work_group_barrier", scope: !48, file: !48, line: 887, type: !12, scopeLine: 888, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!48 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_device_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "913bb197e0af7d58a97d587c496ee161")
!49 = distinct !DILocation(line: 902, column: 3, scope: !50, inlinedAt: !51)
!50 = distinct !DISubprogram(name: "__barrier", scope: !48, file: !48, line: 900, type: !12, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!51 = distinct !DILocation(line: 910, column: 3, scope: !52, inlinedAt: !53)
!52 = distinct !DISubprogram(name: "__syncthreads", scope: !48, file: !48, line: 908, type: !12, scopeLine: 909, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!53 = distinct !DILocation(line: 11, column: 3, scope: !11)
!54 = !DILocation(line: 891, column: 9, scope: !47, inlinedAt: !49)
!55 = !DILocation(line: 892, column: 9, scope: !47, inlinedAt: !49)
!56 = !DILocation(line: 12, column: 39, scope: !11)
!57 = !DILocation(line: 12, column: 3, scope: !11)
!58 = !DILocation(line: 16, column: 9, scope: !11)
!59 = !DILocation(line: 16, column: 7, scope: !11)
!60 = !DILocation(line: 12, scope: !11)
!61 = !DILocation(line: 13, column: 11, scope: !11)
!62 = !DILocation(line: 13, column: 9, scope: !11)
!63 = !DILocation(line: 13, column: 30, scope: !11)
!64 = !DILocation(line: 13, column: 27, scope: !11)
!65 = !DILocation(line: 13, column: 16, scope: !11)
!66 = !DILocation(line: 890, column: 9, scope: !47, inlinedAt: !67)
!67 = distinct !DILocation(line: 902, column: 3, scope: !50, inlinedAt: !68)
!68 = distinct !DILocation(line: 910, column: 3, scope: !52, inlinedAt: !69)
!69 = distinct !DILocation(line: 14, column: 5, scope: !11)
!70 = !DILocation(line: 891, column: 9, scope: !47, inlinedAt: !67)
!71 = !DILocation(line: 892, column: 9, scope: !47, inlinedAt: !67)
!72 = distinct !{!72, !57, !73, !74}
!73 = !DILocation(line: 15, column: 3, scope: !11)
!74 = !{!"llvm.loop.mustprogress"}
!75 = !DILocation(line: 16, column: 33, scope: !11)
!76 = !DILocation(line: 141, column: 10, scope: !77, inlinedAt: !79)
!77 = distinct !DISubprogram(name: "atomicAdd", scope: !78, file: !78, line: 140, type: !12, scopeLine: 140, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!78 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_atomic.h", directory: "", checksumkind: CSK_MD5, checksum: "784b7b4d693e9ab86a7243ffbf9c8dbc")
!79 = distinct !DILocation(line: 16, column: 15, scope: !11)
!80 = !DILocation(line: 16, column: 15, scope: !11)
!81 = !DILocation(line: 17, column: 1, scope: !11)
!82 = distinct !DISubprogram(name: "dot_plain_accumulate", scope: !1, file: !1, line: 19, type: !12, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!83 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !84)
!84 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !85)
!85 = distinct !DILocation(line: 21, column: 16, scope: !82)
!86 = !DILocation(line: 263, column: 69, scope: !22, inlinedAt: !87)
!87 = distinct !DILocation(line: 299, column: 64, scope: !24, inlinedAt: !88)
!88 = distinct !DILocation(line: 22, column: 16, scope: !82)
!89 = !DILocation(line: 268, column: 12, scope: !27, inlinedAt: !90)
!90 = distinct !DILocation(line: 299, column: 64, scope: !29, inlinedAt: !91)
!91 = distinct !DILocation(line: 22, column: 29, scope: !82)
!92 = !DILocation(line: 22, column: 27, scope: !82)
!93 = !DILocation(line: 22, column: 40, scope: !82)
!94 = !DILocation(line: 23, column: 16, scope: !82)
!95 = !DILocation(line: 23, column: 23, scope: !82)
!96 = !DILocation(line: 23, column: 21, scope: !82)
!97 = !DILocation(line: 23, column: 3, scope: !82)
!98 = !DILocation(line: 23, column: 14, scope: !82)
!99 = !DILocation(line: 890, column: 9, scope: !47, inlinedAt: !100)
!100 = distinct !DILocation(line: 902, column: 3, scope: !50, inlinedAt: !101)
!101 = distinct !DILocation(line: 910, column: 3, scope: !52, inlinedAt: !102)
!102 = distinct !DILocation(line: 24, column: 3, scope: !82)
!103 = !DILocation(line: 891, column: 9, scope: !47, inlinedAt: !100)
!104 = !DILocation(line: 892, column: 9, scope: !47, inlinedAt: !100)
!105 = !DILocation(line: 25, column: 39, scope: !82)
!106 = !DILocation(line: 25, column: 3, scope: !82)
!107 = !DILocation(line: 29, column: 9, scope: !82)
!108 = !DILocation(line: 29, column: 7, scope: !82)
!109 = !DILocation(line: 25, scope: !82)
!110 = !DILocation(line: 26, column: 11, scope: !82)
!111 = !DILocation(line: 26, column: 9, scope: !82)
!112 = !DILocation(line: 26, column: 30, scope: !82)
!113 = !DILocation(line: 26, column: 27, scope: !82)
!114 = !DILocation(line: 26, column: 16, scope: !82)
!115 = !DILocation(line: 890, column: 9, scope: !47, inlinedAt: !116)
!116 = distinct !DILocation(line: 902, column: 3, scope: !50, inlinedAt: !117)
!117 = distinct !DILocation(line: 910, column: 3, scope: !52, inlinedAt: !118)
!118 = distinct !DILocation(line: 27, column: 5, scope: !82)
!119 = !DILocation(line: 891, column: 9, scope: !47, inlinedAt: !116)
!120 = !DILocation(line: 892, column: 9, scope: !47, inlinedAt: !116)
!121 = distinct !{!121, !106, !122, !74}
!122 = !DILocation(line: 28, column: 3, scope: !82)
!123 = !DILocation(line: 29, column: 26, scope: !82)
!124 = !DILocation(line: 29, column: 23, scope: !82)
!125 = !DILocation(line: 29, column: 15, scope: !82)
!126 = !DILocation(line: 30, column: 1, scope: !82)
