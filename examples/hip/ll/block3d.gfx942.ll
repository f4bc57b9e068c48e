; ModuleID = 'block3d.hip'
source_filename = "block3d.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ8mirror_zPiPKiE4cube = internal unnamed_addr addrspace(3) global [4 x [4 x [4 x i32]]] undef, align 16
@_ZZ19mirror_z_flat_indexPiPKiE4cube = internal unnamed_addr addrspace(3) global [4 x [4 x [4 x i32]]] undef, align 16
@__hip_cuid_78d57d324e670e8b = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_78d57d324e670e8b to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @_Z8mirror_zPiPKi(ptr addrspace(1) nocapture noundef writeonly %out.coerce, ptr addrspace(1) nocapture noundef readonly %in.coerce) local_unnamed_addr #0 !dbg !11 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !14, !range !20
  %1 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y(), !dbg !21, !range !20
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z(), !dbg !25, !range !20
  %3 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !29
  %4 = getelementptr inbounds i8, ptr addrspace(4) %3, i64 14, !dbg !29
  %.in.i.i.i = load i16, ptr addrspace(4) %4, align 2, !dbg !29, !tbaa !34
  %conv.i.i = zext i16 %.in.i.i.i to i32, !dbg !29
  %mul = mul nuw nsw i32 %2, %conv.i.i, !dbg !38
  %add = add nuw nsw i32 %mul, %1, !dbg !39
  %5 = getelementptr inbounds i8, ptr addrspace(4) %3, i64 12, !dbg !40
  %.in.i.i.i38 = load i16, ptr addrspace(4) %5, align 4, !dbg !40, !tbaa !34
  %conv.i.i39 = zext i16 %.in.i.i.i38 to i32, !dbg !40
  %mul7 = mul i32 %add, %conv.i.i39, !dbg !44
  %6 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !45
  %mul10 = shl i32 %6, 6, !dbg !50
  %add8 = add i32 %mul10, %0, !dbg !51
  %add11 = add i32 %add8, %mul7, !dbg !52
  %idxprom = zext i32 %add11 to i64, !dbg !53
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in.coerce, i64 %idxprom, !dbg !53
  %7 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !53, !tbaa !54
  %arrayidx17 = getelementptr inbounds [4 x [4 x [4 x i32]]], ptr addrspace(3) @_ZZ8mirror_zPiPKiE4cube, i32 0, i32 %2, i32 %1, i32 %0, !dbg !58
  store i32 %7, ptr addrspace(3) %arrayidx17, align 4, !dbg !59, !tbaa !54
  fence syncscope("workgroup") release, !dbg !60
  tail call void @llvm.amdgcn.s.barrier(), !dbg !68
  fence syncscope("workgroup") acquire, !dbg !69
  %8 = getelementptr inbounds i8, ptr addrspace(4) %3, i64 16, !dbg !70
  %.in.i.i.i40 = load i16, ptr addrspace(4) %8, align 4, !dbg !70, !tbaa !34
  %conv.i.i41 = zext i16 %.in.i.i.i40 to i32, !dbg !70
  %9 = xor i32 %2, -1, !dbg !74
  %sub19 = add nsw i32 %conv.i.i41, %9, !dbg !74
  %arrayidx25 = getelementptr inbounds [4 x [4 x [4 x i32]]], ptr addrspace(3) @_ZZ8mirror_zPiPKiE4cube, i32 0, i32 %sub19, i32 %1, i32 %0, !dbg !75
  %10 = load i32, ptr addrspace(3) %arrayidx25, align 4, !dbg !75, !tbaa !54
  %arrayidx30 = getelementptr inbounds i32, ptr addrspace(1) %out.coerce, i64 %idxprom, !dbg !76
  store i32 %10, ptr addrspace(1) %arrayidx30, align 4, !dbg !77, !tbaa !54
  ret void, !dbg !78
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @_Z19mirror_z_flat_indexPiPKi(ptr addrspace(1) nocapture noundef writeonly %out.coerce, ptr addrspace(1) nocapture noundef readonly %in.coerce) local_unnamed_addr #0 !dbg !79 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !80, !range !20
  %1 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y(), !dbg !83, !range !20
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z(), !dbg !86, !range !20
  %3 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !89
  %4 = getelementptr inbounds i8, ptr addrspace(4) %3, i64 14, !dbg !89
  %.in.i.i.i = load i16, ptr addrspace(4) %4, align 2, !dbg !89, !tbaa !34
  %conv.i.i = zext i16 %.in.i.i.i to i32, !dbg !89
  %mul = mul nuw nsw i32 %2, %conv.i.i, !dbg !92
  %add = add nuw nsw i32 %mul, %1, !dbg !93
  %5 = getelementptr inbounds i8, ptr addrspace(4) %3, i64 12, !dbg !94
  %.in.i.i.i30 = load i16, ptr addrspace(4) %5, align 4, !dbg !94, !tbaa !34
  %conv.i.i31 = zext i16 %.in.i.i.i30 to i32, !dbg !94
  %mul7 = mul i32 %add, %conv.i.i31, !dbg !97
  %6 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !98
  %mul10 = shl i32 %6, 6, !dbg !101
  %add8 = add i32 %mul10, %0, !dbg !102
  %add11 = add i32 %add8, %mul7, !dbg !103
  %idxprom = zext i32 %add11 to i64, !dbg !104
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in.coerce, i64 %idxprom, !dbg !104
  %7 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !104, !tbaa !54
  %arrayidx15 = getelementptr inbounds [4 x [4 x i32]], ptr addrspace(3) @_ZZ19mirror_z_flat_indexPiPKiE4cube, i32 0, i32 %1, i32 %0, !dbg !105
  store i32 %7, ptr addrspace(3) %arrayidx15, align 4, !dbg !106, !tbaa !54
  fence syncscope("workgroup") release, !dbg !107
  tail call void @llvm.amdgcn.s.barrier(), !dbg !111
  fence syncscope("workgroup") acquire, !dbg !112
  %8 = load i32, ptr addrspace(3) %arrayidx15, align 4, !dbg !113, !tbaa !54
  %arrayidx24 = getelementptr inbounds i32, ptr addrspace(1) %out.coerce, i64 %idxprom, !dbg !114
  store i32 %8, ptr addrspace(1) %arrayidx24, align 4, !dbg !115, !tbaa !54
  ret void, !dbg !116
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.z() #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-global-pk-add-bf16-inst,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9, !10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "block3d.hip", directory: ".", checksumkind: CSK_MD5, checksum: "078392a71e0fdec75409f786d1d2d304")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 1}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"Debian clang version 15.0.5"}
!11 = distinct !DISubprogram(name: "mirror_z", scope: !1, file: !1, line: 6, type: !12, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 279, type: !12, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_runtime.h", directory: "", checksumkind: CSK_MD5, checksum: "16093af3b78d7538c31396a9fb8b635e")
!17 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 8, column: 16, scope: !11)
!20 = !{i32 0, i32 1024}
!21 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !22)
!22 = distinct !DILocation(line: 300, column: 64, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 300, type: !12, scopeLine: 300, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!24 = distinct !DILocation(line: 8, column: 33, scope: !11)
!25 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !26)
!26 = distinct !DILocation(line: 301, column: 64, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 301, type: !12, scopeLine: 301, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!28 = distinct !DILocation(line: 8, column: 50, scope: !11)
!29 = !DILocation(line: 268, column: 12, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 267, type: !12, scopeLine: 267, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!31 = distinct !DILocation(line: 300, column: 64, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 300, type: !12, scopeLine: 300, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!33 = distinct !DILocation(line: 9, column: 24, scope: !11)
!34 = !{!35, !35, i64 0}
!35 = !{!"short", !36, i64 0}
!36 = !{!"omnipotent char", !37, i64 0}
!37 = !{!"Simple C/C++ TBAA"}
!38 = !DILocation(line: 9, column: 22, scope: !11)
!39 = !DILocation(line: 9, column: 35, scope: !11)
!40 = !DILocation(line: 268, column: 12, scope: !30, inlinedAt: !41)
!41 = distinct !DILocation(line: 299, column: 64, scope: !42, inlinedAt: !43)
!42 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!43 = distinct !DILocation(line: 9, column: 42, scope: !11)
!44 = !DILocation(line: 9, column: 40, scope: !11)
!45 = !DILocation(line: 263, column: 69, scope: !46, inlinedAt: !47)
!46 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 263, type: !12, scopeLine: 263, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!47 = distinct !DILocation(line: 299, column: 64, scope: !48, inlinedAt: !49)
!48 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!49 = distinct !DILocation(line: 10, column: 22, scope: !11)
!50 = !DILocation(line: 10, column: 33, scope: !11)
!51 = !DILocation(line: 9, column: 53, scope: !11)
!52 = !DILocation(line: 10, column: 38, scope: !11)
!53 = !DILocation(line: 10, column: 19, scope: !11)
!54 = !{!55, !55, i64 0}
!55 = !{!"int", !56, i64 0}
!56 = !{!"omnipotent char", !57, i64 0}
!57 = !{!"Simple C++ TBAA"}
!58 = !DILocation(line: 10, column: 3, scope: !11)
!59 = !DILocation(line: 10, column: 17, scope: !11)
!60 = !DILocation(line: 890, column: 9, scope: !61, inlinedAt: !63)
!61 = distinct !DISubprogram(name: "__work_group_barrier", scope: !62, file: !62, line: 887, type: !12, scopeLine: 888, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!62 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_device_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "913bb197e0af7d58a97d587c496ee161")
!63 = distinct !DILocation(line: 902, column: 3, scope: !64, inlinedAt: !65)
!64 = distinct !DISubprogram(name: "__barrier", scope: !62, file: !62, line: 900, type: !12, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!65 = distinct !DILocation(line: 910, column: 3, scope: !66, inlinedAt: !67)
!66 = distinct !DISubprogram(name: "__syncthreads", scope: !62, file: !62, line: 908, type: !12, scopeLine: 909, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!67 = distinct !DILocation(line: 11, column: 3, scope: !11)
!68 = !DILocation(line: 891, column: 9, scope: !61, inlinedAt: !63)
!69 = !DILocation(line: 892, column: 9, scope: !61, inlinedAt: !63)
!70 = !DILocation(line: 268, column: 12, scope: !30, inlinedAt: !71)
!71 = distinct !DILocation(line: 301, column: 64, scope: !72, inlinedAt: !73)
!72 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 301, type: !12, scopeLine: 301, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!73 = distinct !DILocation(line: 12, column: 38, scope: !11)
!74 = !DILocation(line: 12, column: 53, scope: !11)
!75 = !DILocation(line: 12, column: 33, scope: !11)
!76 = !DILocation(line: 12, column: 3, scope: !11)
!77 = !DILocation(line: 12, column: 31, scope: !11)
!78 = !DILocation(line: 13, column: 1, scope: !11)
!79 = distinct !DISubprogram(name: "mirror_z_flat_index", scope: !1, file: !1, line: 15, type: !12, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!80 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !81)
!81 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !82)
!82 = distinct !DILocation(line: 17, column: 16, scope: !79)
!83 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !84)
!84 = distinct !DILocation(line: 300, column: 64, scope: !23, inlinedAt: !85)
!85 = distinct !DILocation(line: 17, column: 33, scope: !79)
!86 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !87)
!87 = distinct !DILocation(line: 301, column: 64, scope: !27, inlinedAt: !88)
!88 = distinct !DILocation(line: 17, column: 50, scope: !79)
!89 = !DILocation(line: 268, column: 12, scope: !30, inlinedAt: !90)
!90 = distinct !DILocation(line: 300, column: 64, scope: !32, inlinedAt: !91)
!91 = distinct !DILocation(line: 18, column: 24, scope: !79)
!92 = !DILocation(line: 18, column: 22, scope: !79)
!93 = !DILocation(line: 18, column: 35, scope: !79)
!94 = !DILocation(line: 268, column: 12, scope: !30, inlinedAt: !95)
!95 = distinct !DILocation(line: 299, column: 64, scope: !42, inlinedAt: !96)
!96 = distinct !DILocation(line: 18, column: 42, scope: !79)
!97 = !DILocation(line: 18, column: 40, scope: !79)
!98 = !DILocation(line: 263, column: 69, scope: !46, inlinedAt: !99)
!99 = distinct !DILocation(line: 299, column: 64, scope: !48, inlinedAt: !100)
!100 = distinct !DILocation(line: 19, column: 22, scope: !79)
!101 = !DILocation(line: 19, column: 33, scope: !79)
!102 = !DILocation(line: 18, column: 53, scope: !79)
!103 = !DILocation(line: 19, column: 38, scope: !79)
!104 = !DILocation(line: 19, column: 19, scope: !79)
!105 = !DILocation(line: 19, column: 3, scope: !79)
!106 = !DILocation(line: 19, column: 17, scope: !79)
!107 = !DILocation(line: 890, column: 9, scope: !61, inlinedAt: !108)
!108 = distinct !DILocation(line: 902, column: 3, scope: !64, inlinedAt: !109)
!109 = distinct !DILocation(line: 910, column: 3, scope: !66, inlinedAt: !110)
!110 = distinct !DILocation(line: 20, column: 3, scope: !79)
!111 = !DILocation(line: 891, column: 9, scope: !61, inlinedAt: !108)
!112 = !DILocation(line: 892, column: 9, scope: !61, inlinedAt: !108)
!113 = !DILocation(line: 21, column: 33, scope: !79)
!114 = !DILocation(line: 21, column: 3, scope: !79)
!115 = !DILocation(line: 21, column: 31, scope: !79)
!116 = !DILocation(line: 22, column: 1, scope: !79)
