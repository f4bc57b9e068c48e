; ModuleID = 'tree_reduce.hip'
source_filename = "tree_reduce.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ9block_sumPiPKiE7partial = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 16
@_ZZ22block_sum_no_step_syncPiPKiE7partial = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 16
@__hip_cuid_78d57d324e670e8b = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_78d57d324e670e8b to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z9block_sumPiPKi(ptr addrspace(1) nocapture noundef writeonly %out.coerce, ptr addrspace(1) nocapture noundef readonly %in.coerce) local_unnamed_addr #0 !dbg !11 {
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
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in.coerce, i64 %idxprom, !dbg !37
  %5 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !37, !tbaa !38
  %arrayidx6 = getelementptr inbounds [256 x i32], ptr addrspace(3) @_ZZ9block_sumPiPKiE7partial, i32 0, i32 %0, !dbg !42
  store i32 %5, ptr addrspace(3) %arrayidx6, align 4, !dbg !43, !tbaa !38
  fence syncscope("workgroup") release, !dbg !44
  tail call void @llvm.amdgcn.s.barrier(), !dbg !52
  fence syncscope("workgroup") acquire, !dbg !53
  %cmp.not32 = icmp ult i16 %4, 2, !dbg !54
  br i1 %cmp.not32, label %for.cond.cleanup, label %for.body, !dbg !55

for.cond.cleanup:                                 ; preds = %if.end, %entry
  %cmp15 = icmp eq i32 %0, 0, !dbg !56
  br i1 %cmp15, label %if.then16, label %if.end20, !dbg !57

for.body:                                         ; preds = %entry, %if.end
  %s.033.in = phi i32 [ %s.033, %if.end ], [ %conv.i.i, %entry ]
  %s.033 = lshr i32 %s.033.in, 1, !dbg !58
  %cmp8 = icmp ult i32 %0, %s.033, !dbg !59
  br i1 %cmp8, label %if.then, label %if.end, !dbg !60

if.then:                                          ; preds = %for.body
  %add9 = add nuw nsw i32 %s.033, %0
  %arrayidx11 = getelementptr inbounds [256 x i32], ptr addrspace(3) @_ZZ9block_sumPiPKiE7partial, i32 0, i32 %add9
  %6 = load i32, ptr addrspace(3) %arrayidx11, align 4, !dbg !61, !tbaa !38
  %7 = load i32, ptr addrspace(3) %arrayidx6, align 4, !dbg !62, !tbaa !38
  %add14 = add nsw i32 %7, %6, !dbg !62
  store i32 %add14, ptr addrspace(3) %arrayidx6, align 4, !dbg !62, !tbaa !38
  br label %if.end, !dbg !63

if.end:                                           ; preds = %if.then, %for.body
  fence syncscope("workgroup") release, !dbg !64
  tail call void @llvm.amdgcn.s.barrier(), !dbg !68
  fence syncscope("workgroup") acquire, !dbg !69
  %cmp.not = icmp ult i32 %s.033.in, 4, !dbg !54
  br i1 %cmp.not, label %for.cond.cleanup, label %for.body, !dbg !55, !llvm.loop !70

if.then16:                                        ; preds = %for.cond.cleanup
  %idxprom18 = zext i32 %1 to i64
  %arrayidx19 = getelementptr inbounds i32, ptr addrspace(1) %out.coerce, i64 %idxprom18
  %8 = load i32, ptr addrspace(3) @_ZZ9block_sumPiPKiE7partial, align 16, !dbg !73, !tbaa !38
  store i32 %8, ptr addrspace(1) %arrayidx19, align 4, !dbg !74, !tbaa !38
  br label %if.end20, !dbg !75

if.end20:                                         ; preds = %if.then16, %for.cond.cleanup
  ret void, !dbg !76
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z22block_sum_no_step_syncPiPKi(ptr addrspace(1) nocapture noundef writeonly %out.coerce, ptr addrspace(1) nocapture noundef readonly %in.coerce) local_unnamed_addr #0 !dbg !77 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !78, !range !20
  %1 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !81
  %2 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !84
  %3 = getelementptr inbounds i8, ptr addrspace(4) %2, i64 12, !dbg !84
  %4 = load i16, ptr addrspace(4) %3, align 4, !dbg !84, !tbaa !31
  %conv.i.i = zext i16 %4 to i32, !dbg !84
  %mul = mul i32 %1, %conv.i.i, !dbg !87
  %add = add i32 %mul, %0, !dbg !88
  %idxprom = zext i32 %add to i64, !dbg !89
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in.coerce, i64 %idxprom, !dbg !89
  %5 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !89, !tbaa !38
  %arrayidx6 = getelementptr inbounds [256 x i32], ptr addrspace(3) @_ZZ22block_sum_no_step_syncPiPKiE7partial, i32 0, i32 %0, !dbg !90
  store i32 %5, ptr addrspace(3) %arrayidx6, align 4, !dbg !91, !tbaa !38
  fence syncscope("workgroup") release, !dbg !92
  tail call void @llvm.amdgcn.s.barrier(), !dbg !96
  fence syncscope("workgroup") acquire, !dbg !97
  %cmp.not32 = icmp ult i16 %4, 2, !dbg !98
  br i1 %cmp.not32, label %for.cond.cleanup, label %for.body, !dbg !99

for.cond.cleanup:                                 ; preds = %for.inc, %entry
  fence syncscope("workgroup") release, !dbg !100
  tail call void @llvm.amdgcn.s.barrier(), !dbg !104
  fence syncscope("workgroup") acquire, !dbg !105
  %cmp15 = icmp eq i32 %0, 0, !dbg !106
  br i1 %cmp15, label %if.then16, label %if.end20, !dbg !107

for.body:                                         ; preds = %entry, %for.inc
  %s.033.in = phi i32 [ %s.033, %for.inc ], [ %conv.i.i, %entry ]
  %s.033 = lshr i32 %s.033.in, 1, !dbg !108
  %cmp8 = icmp ult i32 %0, %s.033, !dbg !109
  br i1 %cmp8, label %if.then, label %for.inc, !dbg !110

if.then:                                          ; preds = %for.body
  %add9 = add nuw nsw i32 %s.033, %0
  %arrayidx11 = getelementptr inbounds [256 x i32], ptr addrspace(3) @_ZZ22block_sum_no_step_syncPiPKiE7partial, i32 0, i32 %add9
  %6 = load i32, ptr addrspace(3) %arrayidx11, align 4, !dbg !111, !tbaa !38
  %7 = load i32, ptr addrspace(3) %arrayidx6, align 4, !dbg !112, !tbaa !38
  %add14 = add nsw i32 %7, %6, !dbg !112
  store i32 %add14, ptr addrspace(3) %arrayidx6, align 4, !dbg !112, !tbaa !38
  br label %for.inc, !dbg !113

for.inc:                                          ; preds = %for.body, %if.then
  %cmp.not = icmp ult i32 %s.033.in, 4, !dbg !98
  br i1 %cmp.not, label %for.cond.cleanup, label %for.body, !dbg !99, !llvm.loop !114

if.then16:                                        ; preds = %for.cond.cleanup
  %idxprom18 = zext i32 %1 to i64
  %arrayidx19 = getelementptr inbounds i32, ptr addrspace(1) %out.coerce, i64 %idxprom18
  %8 = load i32, ptr addrspace(3) @_ZZ22block_sum_no_step_syncPiPKiE7partial, align 16, !dbg !116, !tbaa !38
  store i32 %8, ptr addrspace(1) %arrayidx19, align 4, !dbg !117, !tbaa !38
  br label %if.end20, !dbg !118

if.end20:                                         ; preds = %if.then16, %for.cond.cleanup
  ret void, !dbg !119
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-global-pk-add-bf16-inst,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9, !10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tree_reduce.hip", directory: ".", checksumkind: CSK_MD5, checksum: "60ec90d937331216d149a89cfa9886d6")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 1}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"Debian clang version 15.0.5"}
!11 = distinct !DISubprogram(name: "block_sum", scope: !1, file: !1, line: 6, type: !12, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!25 = distinct !DILocation(line: 9, column: 19, scope: !11)
!26 = !DILocation(line: 268, column: 12, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 267, type: !12, scopeLine: 267, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!28 = distinct !DILocation(line: 299, column: 64, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!30 = distinct !DILocation(line: 9, column: 32, scope: !11)
!31 = !{!32, !32, i64 0}
!32 = !{!"short", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C/C++ TBAA"}
!35 = !DILocation(line: 9, column: 30, scope: !11)
!36 = !DILocation(line: 9, column: 43, scope: !11)
!37 = !DILocation(line: 9, column: 16, scope: !11)
!38 = !{!39, !39, i64 0}
!39 = !{!"int", !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C++ TBAA"}
!42 = !DILocation(line: 9, column: 3, scope: !11)
!43 = !DILocation(line: 9, column: 14, scope: !11)
!44 = !DILocation(line: 890, column: 9, scope: !45, inlinedAt: !47)
!45 = distinct !DISubprogram(name: "__work_group_barrier", scope: !46, file: !46, line: 887, type: !12, scopeLine: 888, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!46 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_device_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "913bb197e0af7d58a97d587c496ee161")
!47 = distinct !DILocation(line: 902, column: 3, scope: !48, inlinedAt: !49)
!48 = distinct !DISubprogram(name: "__barrier", scope: !46, file: !46, line: 900, type: !12, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!49 = distinct !DILocation(line: 910, column: 3, scope: !50, inlinedAt: !51)
!50 = distinct !DISubprogram(name: "__syncthreads", scope: !46, file: !46, line: 908, type: !12, scopeLine: 909, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!51 = distinct !DILocation(line: 10, column: 3, scope: !11)
!52 = !DILocation(line: 891, column: 9, scope: !45, inlinedAt: !47)
!53 = !DILocation(line: 892, column: 9, scope: !45, inlinedAt: !47)
!54 = !DILocation(line: 11, column: 39, scope: !11)
!55 = !DILocation(line: 11, column: 3, scope: !11)
!56 = !DILocation(line: 15, column: 9, scope: !11)
!57 = !DILocation(line: 15, column: 7, scope: !11)
!58 = !DILocation(line: 11, scope: !11)
!59 = !DILocation(line: 12, column: 11, scope: !11)
!60 = !DILocation(line: 12, column: 9, scope: !11)
!61 = !DILocation(line: 12, column: 30, scope: !11)
!62 = !DILocation(line: 12, column: 27, scope: !11)
!63 = !DILocation(line: 12, column: 16, scope: !11)
!64 = !DILocation(line: 890, column: 9, scope: !45, inlinedAt: !65)
!65 = distinct !DILocation(line: 902, column: 3, scope: !48, inlinedAt: !66)
!66 = distinct !DILocation(line: 910, column: 3, scope: !50, inlinedAt: !67)
!67 = distinct !DILocation(line: 13, column: 5, scope: !11)
!68 = !DILocation(line: 891, column: 9, scope: !45, inlinedAt: !65)
!69 = !DILocation(line: 892, column: 9, scope: !45, inlinedAt: !65)
!70 = distinct !{!70, !55, !71, !72}
!71 = !DILocation(line: 14, column: 3, scope: !11)
!72 = !{!"llvm.loop.mustprogress"}
!73 = !DILocation(line: 15, column: 33, scope: !11)
!74 = !DILocation(line: 15, column: 31, scope: !11)
!75 = !DILocation(line: 15, column: 15, scope: !11)
!76 = !DILocation(line: 16, column: 1, scope: !11)
!77 = distinct !DISubprogram(name: "block_sum_no_step_sync", scope: !1, file: !1, line: 18, type: !12, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!78 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !79)
!79 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !80)
!80 = distinct !DILocation(line: 20, column: 16, scope: !77)
!81 = !DILocation(line: 263, column: 69, scope: !22, inlinedAt: !82)
!82 = distinct !DILocation(line: 299, column: 64, scope: !24, inlinedAt: !83)
!83 = distinct !DILocation(line: 21, column: 19, scope: !77)
!84 = !DILocation(line: 268, column: 12, scope: !27, inlinedAt: !85)
!85 = distinct !DILocation(line: 299, column: 64, scope: !29, inlinedAt: !86)
!86 = distinct !DILocation(line: 21, column: 32, scope: !77)
!87 = !DILocation(line: 21, column: 30, scope: !77)
!88 = !DILocation(line: 21, column: 43, scope: !77)
!89 = !DILocation(line: 21, column: 16, scope: !77)
!90 = !DILocation(line: 21, column: 3, scope: !77)
!91 = !DILocation(line: 21, column: 14, scope: !77)
!92 = !DILocation(line: 890, column: 9, scope: !45, inlinedAt: !93)
!93 = distinct !DILocation(line: 902, column: 3, scope: !48, inlinedAt: !94)
!94 = distinct !DILocation(line: 910, column: 3, scope: !50, inlinedAt: !95)
!95 = distinct !DILocation(line: 22, column: 3, scope: !77)
!96 = !DILocation(line: 891, column: 9, scope: !45, inlinedAt: !93)
!97 = !DILocation(line: 892, column: 9, scope: !45, inlinedAt: !93)
!98 = !DILocation(line: 23, column: 39, scope: !77)
!99 = !DILocation(line: 23, column: 3, scope: !77)
!100 = !DILocation(line: 890, column: 9, scope: !45, inlinedAt: !101)
!101 = distinct !DILocation(line: 902, column: 3, scope: !48, inlinedAt: !102)
!102 = distinct !DILocation(line: 910, column: 3, scope: !50, inlinedAt: !103)
!103 = distinct !DILocation(line: 26, column: 3, scope: !77)
!104 = !DILocation(line: 891, column: 9, scope: !45, inlinedAt: !101)
!105 = !DILocation(line: 892, column: 9, scope: !45, inlinedAt: !101)
!106 = !DILocation(line: 27, column: 9, scope: !77)
!107 = !DILocation(line: 27, column: 7, scope: !77)
!108 = !DILocation(line: 23, scope: !77)
!109 = !DILocation(line: 24, column: 11, scope: !77)
!110 = !DILocation(line: 24, column: 9, scope: !77)
!111 = !DILocation(line: 24, column: 30, scope: !77)
!112 = !DILocation(line: 24, column: 27, scope: !77)
!113 = !DILocation(line: 24, column: 16, scope: !77)
!114 = distinct !{!114, !99, !115, !72}
!115 = !DILocation(line: 25, column: 3, scope: !77)
!116 = !DILocation(line: 27, column: 33, scope: !77)
!117 = !DILocation(line: 27, column: 31, scope: !77)
!118 = !DILocation(line: 27, column: 15, scope: !77)
!119 = !DILocation(line: 28, column: 1, scope: !77)
