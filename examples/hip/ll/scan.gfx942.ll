; ModuleID = 'scan.hip'
source_filename = "scan.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ14inclusive_scanPiPKiE1s = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 16
@_ZZ26inclusive_scan_one_barrierPiPKiE1s = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 16
@__hip_cuid_78d57d324e670e8b = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_78d57d324e670e8b to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z14inclusive_scanPiPKi(ptr addrspace(1) nocapture noundef writeonly %out.coerce, ptr addrspace(1) nocapture noundef readonly %in.coerce) local_unnamed_addr #0 !dbg !11 {
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
  %arrayidx6 = getelementptr inbounds [256 x i32], ptr addrspace(3) @_ZZ14inclusive_scanPiPKiE1s, i32 0, i32 %0, !dbg !42
  store i32 %5, ptr addrspace(3) %arrayidx6, align 4, !dbg !43, !tbaa !38
  fence syncscope("workgroup") release, !dbg !44
  tail call void @llvm.amdgcn.s.barrier(), !dbg !52
  fence syncscope("workgroup") acquire, !dbg !53
  %cmp34 = icmp ugt i16 %4, 1, !dbg !54
  br i1 %cmp34, label %for.body, label %for.cond.cleanup, !dbg !55

for.cond.cleanup:                                 ; preds = %cond.end, %entry
  %6 = load i32, ptr addrspace(3) %arrayidx6, align 4, !dbg !56, !tbaa !38
  %arrayidx22 = getelementptr inbounds i32, ptr addrspace(1) %out.coerce, i64 %idxprom, !dbg !57
  store i32 %6, ptr addrspace(1) %arrayidx22, align 4, !dbg !58, !tbaa !38
  ret void, !dbg !59

for.body:                                         ; preds = %entry, %cond.end
  %offset.035 = phi i32 [ %mul14, %cond.end ], [ 1, %entry ]
  %cmp8.not = icmp ult i32 %0, %offset.035, !dbg !60
  br i1 %cmp8.not, label %cond.end, label %cond.true, !dbg !61

cond.true:                                        ; preds = %for.body
  %sub = sub nsw i32 %0, %offset.035
  %arrayidx10 = getelementptr inbounds [256 x i32], ptr addrspace(3) @_ZZ14inclusive_scanPiPKiE1s, i32 0, i32 %sub
  %7 = load i32, ptr addrspace(3) %arrayidx10, align 4, !dbg !62, !tbaa !38
  br label %cond.end, !dbg !61

cond.end:                                         ; preds = %for.body, %cond.true
  %cond = phi i32 [ %7, %cond.true ], [ 0, %for.body ], !dbg !61
  fence syncscope("workgroup") release, !dbg !63
  tail call void @llvm.amdgcn.s.barrier(), !dbg !67
  fence syncscope("workgroup") acquire, !dbg !68
  %8 = load i32, ptr addrspace(3) %arrayidx6, align 4, !dbg !69, !tbaa !38
  %add13 = add nsw i32 %8, %cond, !dbg !69
  store i32 %add13, ptr addrspace(3) %arrayidx6, align 4, !dbg !69, !tbaa !38
  fence syncscope("workgroup") release, !dbg !70
  tail call void @llvm.amdgcn.s.barrier(), !dbg !74
  fence syncscope("workgroup") acquire, !dbg !75
  %mul14 = shl nuw nsw i32 %offset.035, 1, !dbg !76
  %cmp = icmp ult i32 %mul14, %conv.i.i, !dbg !54
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !dbg !55, !llvm.loop !77
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z26inclusive_scan_one_barrierPiPKi(ptr addrspace(1) nocapture noundef writeonly %out.coerce, ptr addrspace(1) nocapture noundef readonly %in.coerce) local_unnamed_addr #0 !dbg !80 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !81, !range !20
  %1 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !84
  %2 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !87
  %3 = getelementptr inbounds i8, ptr addrspace(4) %2, i64 12, !dbg !87
  %4 = load i16, ptr addrspace(4) %3, align 4, !dbg !87, !tbaa !31
  %conv.i.i = zext i16 %4 to i32, !dbg !87
  %mul = mul i32 %1, %conv.i.i, !dbg !90
  %add = add i32 %mul, %0, !dbg !91
  %idxprom = zext i32 %add to i64, !dbg !92
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in.coerce, i64 %idxprom, !dbg !92
  %5 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !92, !tbaa !38
  %arrayidx6 = getelementptr inbounds [256 x i32], ptr addrspace(3) @_ZZ26inclusive_scan_one_barrierPiPKiE1s, i32 0, i32 %0, !dbg !93
  store i32 %5, ptr addrspace(3) %arrayidx6, align 4, !dbg !94, !tbaa !38
  fence syncscope("workgroup") release, !dbg !95
  tail call void @llvm.amdgcn.s.barrier(), !dbg !99
  fence syncscope("workgroup") acquire, !dbg !100
  %cmp34 = icmp ugt i16 %4, 1, !dbg !101
  br i1 %cmp34, label %for.body, label %for.cond.cleanup, !dbg !102

for.cond.cleanup:                                 ; preds = %cond.end, %entry
  %6 = load i32, ptr addrspace(3) %arrayidx6, align 4, !dbg !103, !tbaa !38
  %arrayidx22 = getelementptr inbounds i32, ptr addrspace(1) %out.coerce, i64 %idxprom, !dbg !104
  store i32 %6, ptr addrspace(1) %arrayidx22, align 4, !dbg !105, !tbaa !38
  ret void, !dbg !106

for.body:                                         ; preds = %entry, %cond.end
  %offset.035 = phi i32 [ %mul14, %cond.end ], [ 1, %entry ]
  %cmp8.not = icmp ult i32 %0, %offset.035, !dbg !107
  br i1 %cmp8.not, label %cond.end, label %cond.true, !dbg !108

cond.true:                                        ; preds = %for.body
  %sub = sub nsw i32 %0, %offset.035
  %arrayidx10 = getelementptr inbounds [256 x i32], ptr addrspace(3) @_ZZ26inclusive_scan_one_barrierPiPKiE1s, i32 0, i32 %sub
  %7 = load i32, ptr addrspace(3) %arrayidx10, align 4, !dbg !109, !tbaa !38
  br label %cond.end, !dbg !108

cond.end:                                         ; preds = %for.body, %cond.true
  %cond = phi i32 [ %7, %cond.true ], [ 0, %for.body ], !dbg !108
  %8 = load i32, ptr addrspace(3) %arrayidx6, align 4, !dbg !110, !tbaa !38
  %add13 = add nsw i32 %8, %cond, !dbg !110
  store i32 %add13, ptr addrspace(3) %arrayidx6, align 4, !dbg !110, !tbaa !38
  fence syncscope("workgroup") release, !dbg !111
  tail call void @llvm.amdgcn.s.barrier(), !dbg !115
  fence syncscope("workgroup") acquire, !dbg !116
  %mul14 = shl nuw nsw i32 %offset.035, 1, !dbg !117
  %cmp = icmp ult i32 %mul14, %conv.i.i, !dbg !101
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !dbg !102, !llvm.loop !118
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
!1 = !DIFile(filename: "scan.hip", directory: ".", checksumkind: CSK_MD5, checksum: "bb81db2d24e3af42a96206f25c40ee9f")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 1}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"Debian clang version 15.0.5"}
!11 = distinct !DISubprogram(name: "inclusive_scan", scope: !1, file: !1, line: 7, type: !12, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 279, type: !12, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_runtime.h", directory: "", checksumkind: CSK_MD5, checksum: "16093af3b78d7538c31396a9fb8b635e")
!17 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 9, column: 16, scope: !11)
!20 = !{i32 0, i32 1024}
!21 = !DILocation(line: 263, column: 69, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 263, type: !12, scopeLine: 263, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = distinct !DILocation(line: 299, column: 64, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = distinct !DILocation(line: 10, column: 13, scope: !11)
!26 = !DILocation(line: 268, column: 12, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 267, type: !12, scopeLine: 267, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!28 = distinct !DILocation(line: 299, column: 64, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!30 = distinct !DILocation(line: 10, column: 26, scope: !11)
!31 = !{!32, !32, i64 0}
!32 = !{!"short", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C/C++ TBAA"}
!35 = !DILocation(line: 10, column: 24, scope: !11)
!36 = !DILocation(line: 10, column: 37, scope: !11)
!37 = !DILocation(line: 10, column: 10, scope: !11)
!38 = !{!39, !39, i64 0}
!39 = !{!"int", !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C++ TBAA"}
!42 = !DILocation(line: 10, column: 3, scope: !11)
!43 = !DILocation(line: 10, column: 8, scope: !11)
!44 = !DILocation(line: 890, column: 9, scope: !45, inlinedAt: !47)
!45 = distinct !DISubprogram(name: "__work_group_barrier", scope: !46, file: !46, line: 887, type: !12, scopeLine: 888, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!46 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_device_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "913bb197e0af7d58a97d587c496ee161")
!47 = distinct !DILocation(line: 902, column: 3, scope: !48, inlinedAt: !49)
!48 = distinct !DISubprogram(name: "__barrier", scope: !46, file: !46, line: 900, type: !12, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!49 = distinct !DILocation(line: 910, column: 3, scope: !50, inlinedAt: !51)
!50 = distinct !DISubprogram(name: "__syncthreads", scope: !46, file: !46, line: 908, type: !12, scopeLine: 909, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!51 = distinct !DILocation(line: 11, column: 3, scope: !11)
!52 = !DILocation(line: 891, column: 9, scope: !45, inlinedAt: !47)
!53 = !DILocation(line: 892, column: 9, scope: !45, inlinedAt: !47)
!54 = !DILocation(line: 12, column: 36, scope: !11)
!55 = !DILocation(line: 12, column: 3, scope: !11)
!56 = !DILocation(line: 18, column: 38, scope: !11)
!57 = !DILocation(line: 18, column: 3, scope: !11)
!58 = !DILocation(line: 18, column: 36, scope: !11)
!59 = !DILocation(line: 19, column: 1, scope: !11)
!60 = !DILocation(line: 13, column: 18, scope: !11)
!61 = !DILocation(line: 13, column: 16, scope: !11)
!62 = !DILocation(line: 13, column: 30, scope: !11)
!63 = !DILocation(line: 890, column: 9, scope: !45, inlinedAt: !64)
!64 = distinct !DILocation(line: 902, column: 3, scope: !48, inlinedAt: !65)
!65 = distinct !DILocation(line: 910, column: 3, scope: !50, inlinedAt: !66)
!66 = distinct !DILocation(line: 14, column: 5, scope: !11)
!67 = !DILocation(line: 891, column: 9, scope: !45, inlinedAt: !64)
!68 = !DILocation(line: 892, column: 9, scope: !45, inlinedAt: !64)
!69 = !DILocation(line: 15, column: 10, scope: !11)
!70 = !DILocation(line: 890, column: 9, scope: !45, inlinedAt: !71)
!71 = distinct !DILocation(line: 902, column: 3, scope: !48, inlinedAt: !72)
!72 = distinct !DILocation(line: 910, column: 3, scope: !50, inlinedAt: !73)
!73 = distinct !DILocation(line: 16, column: 5, scope: !11)
!74 = !DILocation(line: 891, column: 9, scope: !45, inlinedAt: !71)
!75 = !DILocation(line: 892, column: 9, scope: !45, inlinedAt: !71)
!76 = !DILocation(line: 12, column: 57, scope: !11)
!77 = distinct !{!77, !55, !78, !79}
!78 = !DILocation(line: 17, column: 3, scope: !11)
!79 = !{!"llvm.loop.mustprogress"}
!80 = distinct !DISubprogram(name: "inclusive_scan_one_barrier", scope: !1, file: !1, line: 21, type: !12, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!81 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !82)
!82 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !83)
!83 = distinct !DILocation(line: 23, column: 16, scope: !80)
!84 = !DILocation(line: 263, column: 69, scope: !22, inlinedAt: !85)
!85 = distinct !DILocation(line: 299, column: 64, scope: !24, inlinedAt: !86)
!86 = distinct !DILocation(line: 24, column: 13, scope: !80)
!87 = !DILocation(line: 268, column: 12, scope: !27, inlinedAt: !88)
!88 = distinct !DILocation(line: 299, column: 64, scope: !29, inlinedAt: !89)
!89 = distinct !DILocation(line: 24, column: 26, scope: !80)
!90 = !DILocation(line: 24, column: 24, scope: !80)
!91 = !DILocation(line: 24, column: 37, scope: !80)
!92 = !DILocation(line: 24, column: 10, scope: !80)
!93 = !DILocation(line: 24, column: 3, scope: !80)
!94 = !DILocation(line: 24, column: 8, scope: !80)
!95 = !DILocation(line: 890, column: 9, scope: !45, inlinedAt: !96)
!96 = distinct !DILocation(line: 902, column: 3, scope: !48, inlinedAt: !97)
!97 = distinct !DILocation(line: 910, column: 3, scope: !50, inlinedAt: !98)
!98 = distinct !DILocation(line: 25, column: 3, scope: !80)
!99 = !DILocation(line: 891, column: 9, scope: !45, inlinedAt: !96)
!100 = !DILocation(line: 892, column: 9, scope: !45, inlinedAt: !96)
!101 = !DILocation(line: 26, column: 36, scope: !80)
!102 = !DILocation(line: 26, column: 3, scope: !80)
!103 = !DILocation(line: 31, column: 38, scope: !80)
!104 = !DILocation(line: 31, column: 3, scope: !80)
!105 = !DILocation(line: 31, column: 36, scope: !80)
!106 = !DILocation(line: 32, column: 1, scope: !80)
!107 = !DILocation(line: 27, column: 18, scope: !80)
!108 = !DILocation(line: 27, column: 16, scope: !80)
!109 = !DILocation(line: 27, column: 30, scope: !80)
!110 = !DILocation(line: 28, column: 10, scope: !80)
!111 = !DILocation(line: 890, column: 9, scope: !45, inlinedAt: !112)
!112 = distinct !DILocation(line: 902, column: 3, scope: !48, inlinedAt: !113)
!113 = distinct !DILocation(line: 910, column: 3, scope: !50, inlinedAt: !114)
!114 = distinct !DILocation(line: 29, column: 5, scope: !80)
!115 = !DILocation(line: 891, column: 9, scope: !45, inlinedAt: !112)
!116 = !DILocation(line: 892, column: 9, scope: !45, inlinedAt: !112)
!117 = !DILocation(line: 26, column: 57, scope: !80)
!118 = distinct !{!118, !102, !119, !79}
!119 = !DILocation(line: 30, column: 3, scope: !80)
