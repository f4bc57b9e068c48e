; ModuleID = 'transpose.hip'
source_filename = "transpose.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ9transposePfPKfiE4tile = internal unnamed_addr addrspace(3) global [16 x [17 x float]] undef, align 16
@_ZZ17transpose_no_syncPfPKfiE4tile = internal unnamed_addr addrspace(3) global [16 x [17 x float]] undef, align 16
@__hip_cuid_78d57d324e670e8b = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_78d57d324e670e8b to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @_Z9transposePfPKfi(ptr addrspace(1) nocapture noundef writeonly %out.coerce, ptr addrspace(1) nocapture noundef readonly %in.coerce, i32 noundef %n) local_unnamed_addr #0 !dbg !11 {
entry:
  %0 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !14
  %mul = shl i32 %0, 4, !dbg !20
  %1 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !21, !range !26
  %add = add i32 %mul, %1, !dbg !27
  %2 = tail call noundef i32 @llvm.amdgcn.workgroup.id.y(), !dbg !28
  %mul5 = shl i32 %2, 4, !dbg !32
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y(), !dbg !33, !range !26
  %add7 = add i32 %mul5, %3, !dbg !37
  %cmp = icmp slt i32 %add, %n, !dbg !38
  %cmp8 = icmp slt i32 %add7, %n
  %or.cond = and i1 %cmp, %cmp8, !dbg !39
  br i1 %or.cond, label %if.then, label %if.end, !dbg !39

if.then:                                          ; preds = %entry
  %mul9 = mul nsw i32 %add7, %n, !dbg !40
  %add10 = add nsw i32 %mul9, %add, !dbg !41
  %idxprom = sext i32 %add10 to i64, !dbg !42
  %arrayidx = getelementptr inbounds float, ptr addrspace(1) %in.coerce, i64 %idxprom, !dbg !42
  %4 = load float, ptr addrspace(1) %arrayidx, align 4, !dbg !42, !tbaa !43
  %arrayidx16 = getelementptr inbounds [16 x [17 x float]], ptr addrspace(3) @_ZZ9transposePfPKfiE4tile, i32 0, i32 %3, i32 %1, !dbg !47
  store float %4, ptr addrspace(3) %arrayidx16, align 4, !dbg !48, !tbaa !43
  br label %if.end, !dbg !47

if.end:                                           ; preds = %if.then, %entry
  fence syncscope("workgroup") release, !dbg !49
  tail call void @llvm.amdgcn.s.barrier(), !dbg !57
  fence syncscope("workgroup") acquire, !dbg !58
  %add20 = add i32 %mul5, %1, !dbg !59
  %add24 = add i32 %mul, %3, !dbg !60
  %cmp25 = icmp slt i32 %add20, %n, !dbg !61
  %cmp27 = icmp slt i32 %add24, %n
  %or.cond49 = and i1 %cmp25, %cmp27, !dbg !62
  br i1 %or.cond49, label %if.then28, label %if.end39, !dbg !62

if.then28:                                        ; preds = %if.end
  %arrayidx34 = getelementptr inbounds [16 x [17 x float]], ptr addrspace(3) @_ZZ9transposePfPKfiE4tile, i32 0, i32 %1, i32 %3, !dbg !63
  %5 = load float, ptr addrspace(3) %arrayidx34, align 4, !dbg !63, !tbaa !43
  %mul35 = mul nsw i32 %add24, %n, !dbg !64
  %add36 = add nsw i32 %mul35, %add20, !dbg !65
  %idxprom37 = sext i32 %add36 to i64, !dbg !66
  %arrayidx38 = getelementptr inbounds float, ptr addrspace(1) %out.coerce, i64 %idxprom37, !dbg !66
  store float %5, ptr addrspace(1) %arrayidx38, align 4, !dbg !67, !tbaa !43
  br label %if.end39, !dbg !66

if.end39:                                         ; preds = %if.then28, %if.end
  ret void, !dbg !68
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none)
define protected amdgpu_kernel void @_Z17transpose_no_syncPfPKfi(ptr addrspace(1) nocapture noundef writeonly %out.coerce, ptr addrspace(1) nocapture noundef readonly %in.coerce, i32 noundef %n) local_unnamed_addr #1 !dbg !69 {
entry:
  %0 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !70
  %mul = shl i32 %0, 4, !dbg !73
  %1 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !74, !range !26
  %add = add i32 %mul, %1, !dbg !77
  %2 = tail call noundef i32 @llvm.amdgcn.workgroup.id.y(), !dbg !78
  %mul5 = shl i32 %2, 4, !dbg !81
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y(), !dbg !82, !range !26
  %add7 = add i32 %mul5, %3, !dbg !85
  %cmp = icmp slt i32 %add, %n, !dbg !86
  %cmp8 = icmp slt i32 %add7, %n
  %or.cond = and i1 %cmp, %cmp8, !dbg !87
  br i1 %or.cond, label %if.then, label %if.end, !dbg !87

if.then:                                          ; preds = %entry
  %mul9 = mul nsw i32 %add7, %n, !dbg !88
  %add10 = add nsw i32 %mul9, %add, !dbg !89
  %idxprom = sext i32 %add10 to i64, !dbg !90
  %arrayidx = getelementptr inbounds float, ptr addrspace(1) %in.coerce, i64 %idxprom, !dbg !90
  %4 = load float, ptr addrspace(1) %arrayidx, align 4, !dbg !90, !tbaa !43
  %arrayidx16 = getelementptr inbounds [16 x [17 x float]], ptr addrspace(3) @_ZZ17transpose_no_syncPfPKfiE4tile, i32 0, i32 %3, i32 %1, !dbg !91
  store float %4, ptr addrspace(3) %arrayidx16, align 4, !dbg !92, !tbaa !43
  br label %if.end, !dbg !91

if.end:                                           ; preds = %if.then, %entry
  %add20 = add i32 %mul5, %1, !dbg !93
  %add24 = add i32 %mul, %3, !dbg !94
  %cmp25 = icmp slt i32 %add20, %n, !dbg !95
  %cmp27 = icmp slt i32 %add24, %n
  %or.cond49 = and i1 %cmp25, %cmp27, !dbg !96
  br i1 %or.cond49, label %if.then28, label %if.end39, !dbg !96

if.then28:                                        ; preds = %if.end
  %arrayidx34 = getelementptr inbounds [16 x [17 x float]], ptr addrspace(3) @_ZZ17transpose_no_syncPfPKfiE4tile, i32 0, i32 %1, i32 %3, !dbg !97
  %5 = load float, ptr addrspace(3) %arrayidx34, align 4, !dbg !97, !tbaa !43
  %mul35 = mul nsw i32 %add24, %n, !dbg !98
  %add36 = add nsw i32 %mul35, %add20, !dbg !99
  %idxprom37 = sext i32 %add36 to i64, !dbg !100
  %arrayidx38 = getelementptr inbounds float, ptr addrspace(1) %out.coerce, i64 %idxprom37, !dbg !100
  store float %5, ptr addrspace(1) %arrayidx38, align 4, !dbg !101, !tbaa !43
  br label %if.end39, !dbg !100

if.end39:                                         ; preds = %if.then28, %if.end
  ret void, !dbg !102
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #3

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-global-pk-add-bf16-inst,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-global-pk-add-bf16-inst,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9, !10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "transpose.hip", directory: ".", checksumkind: CSK_MD5, checksum: "9c9fcb2707d8e68732591be17f9e539f")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 1}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"Debian clang version 15.0.5"}
!11 = distinct !DISubprogram(name: "transpose", scope: !1, file: !1, line: 8, type: !12, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 263, column: 69, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 263, type: !12, scopeLine: 263, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_runtime.h", directory: "", checksumkind: CSK_MD5, checksum: "16093af3b78d7538c31396a9fb8b635e")
!17 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 10, column: 11, scope: !11)
!20 = !DILocation(line: 10, column: 22, scope: !11)
!21 = !DILocation(line: 280, column: 12, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 279, type: !12, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = distinct !DILocation(line: 299, column: 64, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = distinct !DILocation(line: 10, column: 31, scope: !11)
!26 = !{i32 0, i32 1024}
!27 = !DILocation(line: 10, column: 29, scope: !11)
!28 = !DILocation(line: 263, column: 69, scope: !15, inlinedAt: !29)
!29 = distinct !DILocation(line: 300, column: 64, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 300, type: !12, scopeLine: 300, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!31 = distinct !DILocation(line: 11, column: 11, scope: !11)
!32 = !DILocation(line: 11, column: 22, scope: !11)
!33 = !DILocation(line: 280, column: 12, scope: !22, inlinedAt: !34)
!34 = distinct !DILocation(line: 300, column: 64, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 300, type: !12, scopeLine: 300, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!36 = distinct !DILocation(line: 11, column: 31, scope: !11)
!37 = !DILocation(line: 11, column: 29, scope: !11)
!38 = !DILocation(line: 12, column: 9, scope: !11)
!39 = !DILocation(line: 12, column: 13, scope: !11)
!40 = !DILocation(line: 12, column: 61, scope: !11)
!41 = !DILocation(line: 12, column: 65, scope: !11)
!42 = !DILocation(line: 12, column: 56, scope: !11)
!43 = !{!44, !44, i64 0}
!44 = !{!"float", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C++ TBAA"}
!47 = !DILocation(line: 12, column: 23, scope: !11)
!48 = !DILocation(line: 12, column: 54, scope: !11)
!49 = !DILocation(line: 890, column: 9, scope: !50, inlinedAt: !52)
!50 = distinct !DISubprogram(name: "__work_group_barrier", scope: !51, file: !51, line: 887, type: !12, scopeLine: 888, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!51 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_device_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "913bb197e0af7d58a97d587c496ee161")
!52 = distinct !DILocation(line: 902, column: 3, scope: !53, inlinedAt: !54)
!53 = distinct !DISubprogram(name: "__barrier", scope: !51, file: !51, line: 900, type: !12, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!54 = distinct !DILocation(line: 910, column: 3, scope: !55, inlinedAt: !56)
!55 = distinct !DISubprogram(name: "__syncthreads", scope: !51, file: !51, line: 908, type: !12, scopeLine: 909, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!56 = distinct !DILocation(line: 13, column: 3, scope: !11)
!57 = !DILocation(line: 891, column: 9, scope: !50, inlinedAt: !52)
!58 = !DILocation(line: 892, column: 9, scope: !50, inlinedAt: !52)
!59 = !DILocation(line: 14, column: 30, scope: !11)
!60 = !DILocation(line: 15, column: 30, scope: !11)
!61 = !DILocation(line: 16, column: 10, scope: !11)
!62 = !DILocation(line: 16, column: 14, scope: !11)
!63 = !DILocation(line: 16, column: 44, scope: !11)
!64 = !DILocation(line: 16, column: 32, scope: !11)
!65 = !DILocation(line: 16, column: 36, scope: !11)
!66 = !DILocation(line: 16, column: 25, scope: !11)
!67 = !DILocation(line: 16, column: 42, scope: !11)
!68 = !DILocation(line: 17, column: 1, scope: !11)
!69 = distinct !DISubprogram(name: "transpose_no_sync", scope: !1, file: !1, line: 19, type: !12, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!70 = !DILocation(line: 263, column: 69, scope: !15, inlinedAt: !71)
!71 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !72)
!72 = distinct !DILocation(line: 21, column: 11, scope: !69)
!73 = !DILocation(line: 21, column: 22, scope: !69)
!74 = !DILocation(line: 280, column: 12, scope: !22, inlinedAt: !75)
!75 = distinct !DILocation(line: 299, column: 64, scope: !24, inlinedAt: !76)
!76 = distinct !DILocation(line: 21, column: 31, scope: !69)
!77 = !DILocation(line: 21, column: 29, scope: !69)
!78 = !DILocation(line: 263, column: 69, scope: !15, inlinedAt: !79)
!79 = distinct !DILocation(line: 300, column: 64, scope: !30, inlinedAt: !80)
!80 = distinct !DILocation(line: 22, column: 11, scope: !69)
!81 = !DILocation(line: 22, column: 22, scope: !69)
!82 = !DILocation(line: 280, column: 12, scope: !22, inlinedAt: !83)
!83 = distinct !DILocation(line: 300, column: 64, scope: !35, inlinedAt: !84)
!84 = distinct !DILocation(line: 22, column: 31, scope: !69)
!85 = !DILocation(line: 22, column: 29, scope: !69)
!86 = !DILocation(line: 23, column: 9, scope: !69)
!87 = !DILocation(line: 23, column: 13, scope: !69)
!88 = !DILocation(line: 23, column: 61, scope: !69)
!89 = !DILocation(line: 23, column: 65, scope: !69)
!90 = !DILocation(line: 23, column: 56, scope: !69)
!91 = !DILocation(line: 23, column: 23, scope: !69)
!92 = !DILocation(line: 23, column: 54, scope: !69)
!93 = !DILocation(line: 24, column: 30, scope: !69)
!94 = !DILocation(line: 25, column: 30, scope: !69)
!95 = !DILocation(line: 26, column: 10, scope: !69)
!96 = !DILocation(line: 26, column: 14, scope: !69)
!97 = !DILocation(line: 26, column: 44, scope: !69)
!98 = !DILocation(line: 26, column: 32, scope: !69)
!99 = !DILocation(line: 26, column: 36, scope: !69)
!100 = !DILocation(line: 26, column: 25, scope: !69)
!101 = !DILocation(line: 26, column: 42, scope: !69)
!102 = !DILocation(line: 27, column: 1, scope: !69)
