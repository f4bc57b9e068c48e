; ModuleID = 'double_buffer.hip'
source_filename = "double_buffer.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ6stagedPiPKiiE3buf = internal unnamed_addr addrspace(3) global [2 x [64 x i32]] undef, align 16
@_ZZ17staged_one_bufferPiPKiiE3buf = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 16
@__hip_cuid_78d57d324e670e8b = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_78d57d324e670e8b to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z6stagedPiPKii(ptr addrspace(1) nocapture noundef writeonly %out.coerce, ptr addrspace(1) nocapture noundef readonly %in.coerce, i32 noundef %steps) local_unnamed_addr #0 !dbg !11 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !14, !range !20
  %idxprom = zext nneg i32 %0 to i64, !dbg !21
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in.coerce, i64 %idxprom, !dbg !21
  %1 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !21, !tbaa !22
  %arrayidx4 = getelementptr inbounds [64 x i32], ptr addrspace(3) @_ZZ6stagedPiPKiiE3buf, i32 0, i32 %0, !dbg !26
  store i32 %1, ptr addrspace(3) %arrayidx4, align 4, !dbg !27, !tbaa !22
  fence syncscope("workgroup") release, !dbg !28
  tail call void @llvm.amdgcn.s.barrier(), !dbg !36
  fence syncscope("workgroup") acquire, !dbg !37
  %cmp34 = icmp sgt i32 %steps, 1, !dbg !38
  br i1 %cmp34, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !39

for.body.lr.ph:                                   ; preds = %entry
  %sub = sub nsw i32 63, %0
  br label %for.body, !dbg !39

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %acc.0.lcssa = phi i32 [ 0, %entry ], [ %add17, %for.body ], !dbg !40
  %2 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !41
  %mul19 = shl i32 %2, 6, !dbg !46
  %add20 = add i32 %mul19, %0, !dbg !47
  %idxprom21 = zext i32 %add20 to i64, !dbg !48
  %arrayidx22 = getelementptr inbounds i32, ptr addrspace(1) %out.coerce, i64 %idxprom21, !dbg !48
  store i32 %acc.0.lcssa, ptr addrspace(1) %arrayidx22, align 4, !dbg !49, !tbaa !22
  ret void, !dbg !50

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %i.036 = phi i32 [ 1, %for.body.lr.ph ], [ %add11, %for.body ]
  %acc.035 = phi i32 [ 0, %for.body.lr.ph ], [ %add17, %for.body ]
  %mul = shl nsw i32 %i.036, 6, !dbg !51
  %add = add nuw i32 %mul, %0, !dbg !52
  %idxprom5 = zext i32 %add to i64, !dbg !53
  %arrayidx6 = getelementptr inbounds i32, ptr addrspace(1) %in.coerce, i64 %idxprom5, !dbg !53
  %3 = load i32, ptr addrspace(1) %arrayidx6, align 4, !dbg !53, !tbaa !22
  %rem = and i32 %i.036, 1, !dbg !54
  %arrayidx10 = getelementptr inbounds [2 x [64 x i32]], ptr addrspace(3) @_ZZ6stagedPiPKiiE3buf, i32 0, i32 %rem, i32 %0, !dbg !55
  store i32 %3, ptr addrspace(3) %arrayidx10, align 4, !dbg !56, !tbaa !22
  %add11 = add nuw nsw i32 %i.036, 1, !dbg !57
  %rem12 = and i32 %add11, 1, !dbg !58
  %arrayidx16 = getelementptr inbounds [2 x [64 x i32]], ptr addrspace(3) @_ZZ6stagedPiPKiiE3buf, i32 0, i32 %rem12, i32 %sub, !dbg !59
  %4 = load i32, ptr addrspace(3) %arrayidx16, align 4, !dbg !59, !tbaa !22
  %add17 = add nsw i32 %4, %acc.035, !dbg !60
  fence syncscope("workgroup") release, !dbg !61
  tail call void @llvm.amdgcn.s.barrier(), !dbg !65
  fence syncscope("workgroup") acquire, !dbg !66
  %exitcond.not = icmp eq i32 %add11, %steps, !dbg !38
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !39, !llvm.loop !67
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z17staged_one_bufferPiPKii(ptr addrspace(1) nocapture noundef writeonly %out.coerce, ptr addrspace(1) nocapture noundef readonly %in.coerce, i32 noundef %steps) local_unnamed_addr #0 !dbg !70 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !71, !range !20
  %idxprom = zext nneg i32 %0 to i64, !dbg !74
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in.coerce, i64 %idxprom, !dbg !74
  %1 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !74, !tbaa !22
  %arrayidx4 = getelementptr inbounds [64 x i32], ptr addrspace(3) @_ZZ17staged_one_bufferPiPKiiE3buf, i32 0, i32 %0, !dbg !75
  store i32 %1, ptr addrspace(3) %arrayidx4, align 4, !dbg !76, !tbaa !22
  fence syncscope("workgroup") release, !dbg !77
  tail call void @llvm.amdgcn.s.barrier(), !dbg !81
  fence syncscope("workgroup") acquire, !dbg !82
  %cmp26 = icmp sgt i32 %steps, 1, !dbg !83
  br i1 %cmp26, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !84

for.body.lr.ph:                                   ; preds = %entry
  %sub = sub nsw i32 63, %0
  %arrayidx6 = getelementptr inbounds [64 x i32], ptr addrspace(3) @_ZZ17staged_one_bufferPiPKiiE3buf, i32 0, i32 %sub
  br label %for.body, !dbg !84

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %acc.0.lcssa = phi i32 [ 0, %entry ], [ %add, %for.body ], !dbg !85
  %2 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !86
  %mul13 = shl i32 %2, 6, !dbg !89
  %add14 = add i32 %mul13, %0, !dbg !90
  %idxprom15 = zext i32 %add14 to i64, !dbg !91
  %arrayidx16 = getelementptr inbounds i32, ptr addrspace(1) %out.coerce, i64 %idxprom15, !dbg !91
  store i32 %acc.0.lcssa, ptr addrspace(1) %arrayidx16, align 4, !dbg !92, !tbaa !22
  ret void, !dbg !93

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %i.028 = phi i32 [ 1, %for.body.lr.ph ], [ %inc, %for.body ]
  %acc.027 = phi i32 [ 0, %for.body.lr.ph ], [ %add, %for.body ]
  %3 = load i32, ptr addrspace(3) %arrayidx6, align 4, !dbg !94, !tbaa !22
  %add = add nsw i32 %3, %acc.027, !dbg !95
  %mul = shl nsw i32 %i.028, 6, !dbg !96
  %add7 = add nuw i32 %mul, %0, !dbg !97
  %idxprom8 = zext i32 %add7 to i64, !dbg !98
  %arrayidx9 = getelementptr inbounds i32, ptr addrspace(1) %in.coerce, i64 %idxprom8, !dbg !98
  %4 = load i32, ptr addrspace(1) %arrayidx9, align 4, !dbg !98, !tbaa !22
  store i32 %4, ptr addrspace(3) %arrayidx4, align 4, !dbg !99, !tbaa !22
  fence syncscope("workgroup") release, !dbg !100
  tail call void @llvm.amdgcn.s.barrier(), !dbg !104
  fence syncscope("workgroup") acquire, !dbg !105
  %inc = add nuw nsw i32 %i.028, 1, !dbg !106
  %exitcond.not = icmp eq i32 %inc, %steps, !dbg !83
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !84, !llvm.loop !107
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-global-pk-add-bf16-inst,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9, !10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "double_buffer.hip", directory: ".", checksumkind: CSK_MD5, checksum: "29df42883174bd774f6957f7a4422958")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 1}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"Debian clang version 15.0.5"}
!11 = distinct !DISubprogram(name: "staged", scope: !1, file: !1, line: 7, type: !12, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 279, type: !12, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_runtime.h", directory: "", checksumkind: CSK_MD5, checksum: "16093af3b78d7538c31396a9fb8b635e")
!17 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 9, column: 16, scope: !11)
!20 = !{i32 0, i32 1024}
!21 = !DILocation(line: 11, column: 15, scope: !11)
!22 = !{!23, !23, i64 0}
!23 = !{!"int", !24, i64 0}
!24 = !{!"omnipotent char", !25, i64 0}
!25 = !{!"Simple C++ TBAA"}
!26 = !DILocation(line: 11, column: 3, scope: !11)
!27 = !DILocation(line: 11, column: 13, scope: !11)
!28 = !DILocation(line: 890, column: 9, scope: !29, inlinedAt: !31)
!29 = distinct !DISubprogram(name: "__work_group_barrier", scope: !30, file: !30, line: 887, type: !12, scopeLine: 888, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!30 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_device_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "913bb197e0af7d58a97d587c496ee161")
!31 = distinct !DILocation(line: 902, column: 3, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "__barrier", scope: !30, file: !30, line: 900, type: !12, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!33 = distinct !DILocation(line: 910, column: 3, scope: !34, inlinedAt: !35)
!34 = distinct !DISubprogram(name: "__syncthreads", scope: !30, file: !30, line: 908, type: !12, scopeLine: 909, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!35 = distinct !DILocation(line: 12, column: 3, scope: !11)
!36 = !DILocation(line: 891, column: 9, scope: !29, inlinedAt: !31)
!37 = !DILocation(line: 892, column: 9, scope: !29, inlinedAt: !31)
!38 = !DILocation(line: 13, column: 21, scope: !11)
!39 = !DILocation(line: 13, column: 3, scope: !11)
!40 = !DILocation(line: 0, scope: !11)
!41 = !DILocation(line: 263, column: 69, scope: !42, inlinedAt: !43)
!42 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 263, type: !12, scopeLine: 263, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!43 = distinct !DILocation(line: 299, column: 64, scope: !44, inlinedAt: !45)
!44 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!45 = distinct !DILocation(line: 18, column: 7, scope: !11)
!46 = !DILocation(line: 18, column: 18, scope: !11)
!47 = !DILocation(line: 18, column: 23, scope: !11)
!48 = !DILocation(line: 18, column: 3, scope: !11)
!49 = !DILocation(line: 18, column: 28, scope: !11)
!50 = !DILocation(line: 19, column: 1, scope: !11)
!51 = !DILocation(line: 14, column: 26, scope: !11)
!52 = !DILocation(line: 14, column: 31, scope: !11)
!53 = !DILocation(line: 14, column: 21, scope: !11)
!54 = !DILocation(line: 14, column: 11, scope: !11)
!55 = !DILocation(line: 14, column: 5, scope: !11)
!56 = !DILocation(line: 14, column: 19, scope: !11)
!57 = !DILocation(line: 15, column: 19, scope: !11)
!58 = !DILocation(line: 15, column: 24, scope: !11)
!59 = !DILocation(line: 15, column: 12, scope: !11)
!60 = !DILocation(line: 15, column: 9, scope: !11)
!61 = !DILocation(line: 890, column: 9, scope: !29, inlinedAt: !62)
!62 = distinct !DILocation(line: 902, column: 3, scope: !32, inlinedAt: !63)
!63 = distinct !DILocation(line: 910, column: 3, scope: !34, inlinedAt: !64)
!64 = distinct !DILocation(line: 16, column: 5, scope: !11)
!65 = !DILocation(line: 891, column: 9, scope: !29, inlinedAt: !62)
!66 = !DILocation(line: 892, column: 9, scope: !29, inlinedAt: !62)
!67 = distinct !{!67, !39, !68, !69}
!68 = !DILocation(line: 17, column: 3, scope: !11)
!69 = !{!"llvm.loop.mustprogress"}
!70 = distinct !DISubprogram(name: "staged_one_buffer", scope: !1, file: !1, line: 21, type: !12, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!71 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !72)
!72 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !73)
!73 = distinct !DILocation(line: 23, column: 16, scope: !70)
!74 = !DILocation(line: 25, column: 12, scope: !70)
!75 = !DILocation(line: 25, column: 3, scope: !70)
!76 = !DILocation(line: 25, column: 10, scope: !70)
!77 = !DILocation(line: 890, column: 9, scope: !29, inlinedAt: !78)
!78 = distinct !DILocation(line: 902, column: 3, scope: !32, inlinedAt: !79)
!79 = distinct !DILocation(line: 910, column: 3, scope: !34, inlinedAt: !80)
!80 = distinct !DILocation(line: 26, column: 3, scope: !70)
!81 = !DILocation(line: 891, column: 9, scope: !29, inlinedAt: !78)
!82 = !DILocation(line: 892, column: 9, scope: !29, inlinedAt: !78)
!83 = !DILocation(line: 27, column: 21, scope: !70)
!84 = !DILocation(line: 27, column: 3, scope: !70)
!85 = !DILocation(line: 0, scope: !70)
!86 = !DILocation(line: 263, column: 69, scope: !42, inlinedAt: !87)
!87 = distinct !DILocation(line: 299, column: 64, scope: !44, inlinedAt: !88)
!88 = distinct !DILocation(line: 32, column: 7, scope: !70)
!89 = !DILocation(line: 32, column: 18, scope: !70)
!90 = !DILocation(line: 32, column: 23, scope: !70)
!91 = !DILocation(line: 32, column: 3, scope: !70)
!92 = !DILocation(line: 32, column: 28, scope: !70)
!93 = !DILocation(line: 33, column: 1, scope: !70)
!94 = !DILocation(line: 28, column: 12, scope: !70)
!95 = !DILocation(line: 28, column: 9, scope: !70)
!96 = !DILocation(line: 29, column: 19, scope: !70)
!97 = !DILocation(line: 29, column: 24, scope: !70)
!98 = !DILocation(line: 29, column: 14, scope: !70)
!99 = !DILocation(line: 29, column: 12, scope: !70)
!100 = !DILocation(line: 890, column: 9, scope: !29, inlinedAt: !101)
!101 = distinct !DILocation(line: 902, column: 3, scope: !32, inlinedAt: !102)
!102 = distinct !DILocation(line: 910, column: 3, scope: !34, inlinedAt: !103)
!103 = distinct !DILocation(line: 30, column: 5, scope: !70)
!104 = !DILocation(line: 891, column: 9, scope: !29, inlinedAt: !101)
!105 = !DILocation(line: 892, column: 9, scope: !29, inlinedAt: !101)
!106 = !DILocation(line: 27, column: 30, scope: !70)
!107 = distinct !{!107, !84, !108, !69}
!108 = !DILocation(line: 31, column: 3, scope: !70)
