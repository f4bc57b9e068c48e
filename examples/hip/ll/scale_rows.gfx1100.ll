; ModuleID = 'scale_rows.hip'
source_filename = "scale_rows.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ10scale_rowsPfPKfS1_E5scale = internal unnamed_addr addrspace(3) global float undef, align 4
@_ZZ18scale_rows_no_syncPfPKfS1_E5scale = internal unnamed_addr addrspace(3) global float undef, align 4
@__hip_cuid_78d57d324e670e8b = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_78d57d324e670e8b to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @_Z10scale_rowsPfPKfS1_(ptr addrspace(1) nocapture noundef writeonly %out.coerce, ptr addrspace(1) nocapture noundef readonly %in.coerce, ptr addrspace(1) nocapture noundef readonly %scales.coerce) local_unnamed_addr #0 !dbg !11 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !14, !range !20
  %cmp = icmp eq i32 %0, 0, !dbg !21
  %1 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  br i1 %cmp, label %if.then, label %if.end, !dbg !22

if.then:                                          ; preds = %entry
  %idxprom = zext i32 %1 to i64
  %arrayidx = getelementptr inbounds float, ptr addrspace(1) %scales.coerce, i64 %idxprom
  %2 = load float, ptr addrspace(1) %arrayidx, align 4, !dbg !23, !tbaa !24
  store float %2, ptr addrspace(3) @_ZZ10scale_rowsPfPKfS1_E5scale, align 4, !dbg !28, !tbaa !24
  br label %if.end, !dbg !29

if.end:                                           ; preds = %entry, %if.then
  fence syncscope("workgroup") release, !dbg !30
  tail call void @llvm.amdgcn.s.barrier(), !dbg !38
  fence syncscope("workgroup") acquire, !dbg !39
  %3 = load float, ptr addrspace(3) @_ZZ10scale_rowsPfPKfS1_E5scale, align 4, !dbg !40, !tbaa !24
  %4 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !41
  %5 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 12, !dbg !41
  %6 = load i16, ptr addrspace(4) %5, align 4, !dbg !41, !tbaa !46
  %conv.i.i = zext i16 %6 to i32, !dbg !41
  %mul = mul i32 %1, %conv.i.i, !dbg !50
  %add = add i32 %mul, %0, !dbg !51
  %mul8 = mul i32 %add, 3, !dbg !52
  %idxprom9 = sext i32 %mul8 to i64, !dbg !53
  %arrayidx10 = getelementptr inbounds float, ptr addrspace(1) %in.coerce, i64 %idxprom9, !dbg !53
  %7 = load float, ptr addrspace(1) %arrayidx10, align 4, !dbg !53, !tbaa !24
  %mul11 = fmul contract float %3, %7, !dbg !54
  %arrayidx13 = getelementptr inbounds float, ptr addrspace(1) %out.coerce, i64 %idxprom9, !dbg !55
  store float %mul11, ptr addrspace(1) %arrayidx13, align 4, !dbg !56, !tbaa !24
  %add14 = add nsw i32 %mul8, 1, !dbg !57
  %idxprom15 = sext i32 %add14 to i64, !dbg !58
  %arrayidx16 = getelementptr inbounds float, ptr addrspace(1) %in.coerce, i64 %idxprom15, !dbg !58
  %8 = load float, ptr addrspace(1) %arrayidx16, align 4, !dbg !58, !tbaa !24
  %mul17 = fmul contract float %3, %8, !dbg !59
  %arrayidx20 = getelementptr inbounds float, ptr addrspace(1) %out.coerce, i64 %idxprom15, !dbg !60
  store float %mul17, ptr addrspace(1) %arrayidx20, align 4, !dbg !61, !tbaa !24
  %add21 = add nsw i32 %mul8, 2, !dbg !62
  %idxprom22 = sext i32 %add21 to i64, !dbg !63
  %arrayidx23 = getelementptr inbounds float, ptr addrspace(1) %in.coerce, i64 %idxprom22, !dbg !63
  %9 = load float, ptr addrspace(1) %arrayidx23, align 4, !dbg !63, !tbaa !24
  %mul24 = fmul contract float %3, %9, !dbg !64
  %arrayidx27 = getelementptr inbounds float, ptr addrspace(1) %out.coerce, i64 %idxprom22, !dbg !65
  store float %mul24, ptr addrspace(1) %arrayidx27, align 4, !dbg !66, !tbaa !24
  ret void, !dbg !67
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none)
define protected amdgpu_kernel void @_Z18scale_rows_no_syncPfPKfS1_(ptr addrspace(1) nocapture noundef writeonly %out.coerce, ptr addrspace(1) nocapture noundef readonly %in.coerce, ptr addrspace(1) nocapture noundef readonly %scales.coerce) local_unnamed_addr #1 !dbg !68 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !69, !range !20
  %cmp = icmp eq i32 %0, 0, !dbg !72
  br i1 %cmp, label %if.then, label %entry.if.end_crit_edge, !dbg !73

entry.if.end_crit_edge:                           ; preds = %entry
  %.pre = load float, ptr addrspace(3) @_ZZ18scale_rows_no_syncPfPKfS1_E5scale, align 4, !dbg !74, !tbaa !24
  %.pre39 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !75
  br label %if.end, !dbg !73

if.then:                                          ; preds = %entry
  %1 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %idxprom = zext i32 %1 to i64
  %arrayidx = getelementptr inbounds float, ptr addrspace(1) %scales.coerce, i64 %idxprom
  %2 = load float, ptr addrspace(1) %arrayidx, align 4, !dbg !80, !tbaa !24
  store float %2, ptr addrspace(3) @_ZZ18scale_rows_no_syncPfPKfS1_E5scale, align 4, !dbg !81, !tbaa !24
  br label %if.end, !dbg !82

if.end:                                           ; preds = %entry.if.end_crit_edge, %if.then
  %.pre-phi = phi i32 [ %.pre39, %entry.if.end_crit_edge ], [ %1, %if.then ], !dbg !75
  %3 = phi float [ %.pre, %entry.if.end_crit_edge ], [ %2, %if.then ], !dbg !74
  %4 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !83
  %5 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 12, !dbg !83
  %6 = load i16, ptr addrspace(4) %5, align 4, !dbg !83, !tbaa !46
  %conv.i.i = zext i16 %6 to i32, !dbg !83
  %mul = mul i32 %.pre-phi, %conv.i.i, !dbg !86
  %add = add i32 %mul, %0, !dbg !87
  %mul8 = mul i32 %add, 3, !dbg !88
  %idxprom9 = sext i32 %mul8 to i64, !dbg !89
  %arrayidx10 = getelementptr inbounds float, ptr addrspace(1) %in.coerce, i64 %idxprom9, !dbg !89
  %7 = load float, ptr addrspace(1) %arrayidx10, align 4, !dbg !89, !tbaa !24
  %mul11 = fmul contract float %3, %7, !dbg !90
  %arrayidx13 = getelementptr inbounds float, ptr addrspace(1) %out.coerce, i64 %idxprom9, !dbg !91
  store float %mul11, ptr addrspace(1) %arrayidx13, align 4, !dbg !92, !tbaa !24
  %add14 = add nsw i32 %mul8, 1, !dbg !93
  %idxprom15 = sext i32 %add14 to i64, !dbg !94
  %arrayidx16 = getelementptr inbounds float, ptr addrspace(1) %in.coerce, i64 %idxprom15, !dbg !94
  %8 = load float, ptr addrspace(1) %arrayidx16, align 4, !dbg !94, !tbaa !24
  %mul17 = fmul contract float %3, %8, !dbg !95
  %arrayidx20 = getelementptr inbounds float, ptr addrspace(1) %out.coerce, i64 %idxprom15, !dbg !96
  store float %mul17, ptr addrspace(1) %arrayidx20, align 4, !dbg !97, !tbaa !24
  %add21 = add nsw i32 %mul8, 2, !dbg !98
  %idxprom22 = sext i32 %add21 to i64, !dbg !99
  %arrayidx23 = getelementptr inbounds float, ptr addrspace(1) %in.coerce, i64 %idxprom22, !dbg !99
  %9 = load float, ptr addrspace(1) %arrayidx23, align 4, !dbg !99, !tbaa !24
  %mul24 = fmul contract float %3, %9, !dbg !100
  %arrayidx27 = getelementptr inbounds float, ptr addrspace(1) %out.coerce, i64 %idxprom22, !dbg !101
  store float %mul24, ptr addrspace(1) %arrayidx27, align 4, !dbg !102, !tbaa !24
  ret void, !dbg !103
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #3

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9, !10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "scale_rows.hip", directory: ".", checksumkind: CSK_MD5, checksum: "e54cff5b506329009ec2f41fc8011157")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 1}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"Debian clang version 15.0.5"}
!11 = distinct !DISubprogram(name: "scale_rows", scope: !1, file: !1, line: 6, type: !12, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 279, type: !12, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_runtime.h", directory: "", checksumkind: CSK_MD5, checksum: "16093af3b78d7538c31396a9fb8b635e")
!17 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 8, column: 7, scope: !11)
!20 = !{i32 0, i32 1024}
!21 = !DILocation(line: 8, column: 19, scope: !11)
!22 = !DILocation(line: 8, column: 7, scope: !11)
!23 = !DILocation(line: 8, column: 33, scope: !11)
!24 = !{!25, !25, i64 0}
!25 = !{!"float", !26, i64 0}
!26 = !{!"omnipotent char", !27, i64 0}
!27 = !{!"Simple C++ TBAA"}
!28 = !DILocation(line: 8, column: 31, scope: !11)
!29 = !DILocation(line: 8, column: 25, scope: !11)
!30 = !DILocation(line: 890, column: 9, scope: !31, inlinedAt: !33)
!31 = distinct !DISubprogram(name: "__work_group_barrier", scope: !32, file: !32, line: 887, type: !12, scopeLine: 888, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!32 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_device_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "913bb197e0af7d58a97d587c496ee161")
!33 = distinct !DILocation(line: 902, column: 3, scope: !34, inlinedAt: !35)
!34 = distinct !DISubprogram(name: "__barrier", scope: !32, file: !32, line: 900, type: !12, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!35 = distinct !DILocation(line: 910, column: 3, scope: !36, inlinedAt: !37)
!36 = distinct !DISubprogram(name: "__syncthreads", scope: !32, file: !32, line: 908, type: !12, scopeLine: 909, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!37 = distinct !DILocation(line: 9, column: 3, scope: !11)
!38 = !DILocation(line: 891, column: 9, scope: !31, inlinedAt: !33)
!39 = !DILocation(line: 892, column: 9, scope: !31, inlinedAt: !33)
!40 = !DILocation(line: 10, column: 13, scope: !11)
!41 = !DILocation(line: 268, column: 12, scope: !42, inlinedAt: !43)
!42 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 267, type: !12, scopeLine: 267, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!43 = distinct !DILocation(line: 299, column: 64, scope: !44, inlinedAt: !45)
!44 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!45 = distinct !DILocation(line: 11, column: 29, scope: !11)
!46 = !{!47, !47, i64 0}
!47 = !{!"short", !48, i64 0}
!48 = !{!"omnipotent char", !49, i64 0}
!49 = !{!"Simple C/C++ TBAA"}
!50 = !DILocation(line: 11, column: 27, scope: !11)
!51 = !DILocation(line: 11, column: 40, scope: !11)
!52 = !DILocation(line: 11, column: 13, scope: !11)
!53 = !DILocation(line: 12, column: 16, scope: !11)
!54 = !DILocation(line: 12, column: 14, scope: !11)
!55 = !DILocation(line: 12, column: 3, scope: !11)
!56 = !DILocation(line: 12, column: 10, scope: !11)
!57 = !DILocation(line: 13, column: 25, scope: !11)
!58 = !DILocation(line: 13, column: 20, scope: !11)
!59 = !DILocation(line: 13, column: 18, scope: !11)
!60 = !DILocation(line: 13, column: 3, scope: !11)
!61 = !DILocation(line: 13, column: 14, scope: !11)
!62 = !DILocation(line: 14, column: 25, scope: !11)
!63 = !DILocation(line: 14, column: 20, scope: !11)
!64 = !DILocation(line: 14, column: 18, scope: !11)
!65 = !DILocation(line: 14, column: 3, scope: !11)
!66 = !DILocation(line: 14, column: 14, scope: !11)
!67 = !DILocation(line: 15, column: 1, scope: !11)
!68 = distinct !DISubprogram(name: "scale_rows_no_sync", scope: !1, file: !1, line: 17, type: !12, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!69 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !70)
!70 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !71)
!71 = distinct !DILocation(line: 19, column: 7, scope: !68)
!72 = !DILocation(line: 19, column: 19, scope: !68)
!73 = !DILocation(line: 19, column: 7, scope: !68)
!74 = !DILocation(line: 20, column: 13, scope: !68)
!75 = !DILocation(line: 263, column: 69, scope: !76, inlinedAt: !77)
!76 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 263, type: !12, scopeLine: 263, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!77 = distinct !DILocation(line: 299, column: 64, scope: !78, inlinedAt: !79)
!78 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!79 = distinct !DILocation(line: 21, column: 16, scope: !68)
!80 = !DILocation(line: 19, column: 33, scope: !68)
!81 = !DILocation(line: 19, column: 31, scope: !68)
!82 = !DILocation(line: 19, column: 25, scope: !68)
!83 = !DILocation(line: 268, column: 12, scope: !42, inlinedAt: !84)
!84 = distinct !DILocation(line: 299, column: 64, scope: !44, inlinedAt: !85)
!85 = distinct !DILocation(line: 21, column: 29, scope: !68)
!86 = !DILocation(line: 21, column: 27, scope: !68)
!87 = !DILocation(line: 21, column: 40, scope: !68)
!88 = !DILocation(line: 21, column: 13, scope: !68)
!89 = !DILocation(line: 22, column: 16, scope: !68)
!90 = !DILocation(line: 22, column: 14, scope: !68)
!91 = !DILocation(line: 22, column: 3, scope: !68)
!92 = !DILocation(line: 22, column: 10, scope: !68)
!93 = !DILocation(line: 23, column: 25, scope: !68)
!94 = !DILocation(line: 23, column: 20, scope: !68)
!95 = !DILocation(line: 23, column: 18, scope: !68)
!96 = !DILocation(line: 23, column: 3, scope: !68)
!97 = !DILocation(line: 23, column: 14, scope: !68)
!98 = !DILocation(line: 24, column: 25, scope: !68)
!99 = !DILocation(line: 24, column: 20, scope: !68)
!100 = !DILocation(line: 24, column: 18, scope: !68)
!101 = !DILocation(line: 24, column: 3, scope: !68)
!102 = !DILocation(line: 24, column: 14, scope: !68)
!103 = !DILocation(line: 25, column: 1, scope: !68)
