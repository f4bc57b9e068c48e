; ModuleID = 'stencil_halo.hip'
source_filename = "stencil_halo.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ7stencilPiPKiE4tile = internal unnamed_addr addrspace(3) global [66 x i32] undef, align 16
@_ZZ18stencil_wrong_haloPiPKiE4tile = internal unnamed_addr addrspace(3) global [66 x i32] undef, align 16
@__hip_cuid_78d57d324e670e8b = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_78d57d324e670e8b to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @_Z7stencilPiPKi(ptr addrspace(1) nocapture noundef writeonly %out.coerce, ptr addrspace(1) nocapture noundef readonly %in.coerce) local_unnamed_addr #0 !dbg !11 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !14, !range !20
  %1 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !21
  %2 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !26
  %3 = getelementptr inbounds i8, ptr addrspace(4) %2, i64 12, !dbg !26
  %4 = load i16, ptr addrspace(4) %3, align 4, !dbg !26, !tbaa !31
  %conv.i.i = zext i16 %4 to i32, !dbg !26
  %mul = mul i32 %1, %conv.i.i, !dbg !35
  %add = add i32 %mul, %0, !dbg !36
  %add5 = add i32 %add, 1, !dbg !37
  %idxprom = sext i32 %add5 to i64, !dbg !38
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in.coerce, i64 %idxprom, !dbg !38
  %5 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !38, !tbaa !39
  %add6 = add nuw nsw i32 %0, 1, !dbg !43
  %arrayidx8 = getelementptr inbounds [66 x i32], ptr addrspace(3) @_ZZ7stencilPiPKiE4tile, i32 0, i32 %add6, !dbg !44
  store i32 %5, ptr addrspace(3) %arrayidx8, align 4, !dbg !45, !tbaa !39
  %cmp = icmp eq i32 %0, 0, !dbg !46
  br i1 %cmp, label %if.then, label %if.end, !dbg !47

if.then:                                          ; preds = %entry
  %idxprom9 = sext i32 %add to i64
  %arrayidx10 = getelementptr inbounds i32, ptr addrspace(1) %in.coerce, i64 %idxprom9
  %6 = load i32, ptr addrspace(1) %arrayidx10, align 4, !dbg !48, !tbaa !39
  store i32 %6, ptr addrspace(3) @_ZZ7stencilPiPKiE4tile, align 16, !dbg !49, !tbaa !39
  br label %if.end, !dbg !50

if.end:                                           ; preds = %if.then, %entry
  %sub12 = add nsw i32 %conv.i.i, -1, !dbg !51
  %cmp13 = icmp eq i32 %0, %sub12, !dbg !52
  %add18 = add nuw nsw i32 %0, 2
  br i1 %cmp13, label %if.then14, label %if.end21, !dbg !53

if.then14:                                        ; preds = %if.end
  %arrayidx20 = getelementptr inbounds [66 x i32], ptr addrspace(3) @_ZZ7stencilPiPKiE4tile, i32 0, i32 %add18
  %add15 = add i32 %add, 2
  %idxprom16 = sext i32 %add15 to i64
  %arrayidx17 = getelementptr inbounds i32, ptr addrspace(1) %in.coerce, i64 %idxprom16
  %7 = load i32, ptr addrspace(1) %arrayidx17, align 4, !dbg !54, !tbaa !39
  store i32 %7, ptr addrspace(3) %arrayidx20, align 4, !dbg !55, !tbaa !39
  br label %if.end21, !dbg !56

if.end21:                                         ; preds = %if.end, %if.then14
  fence syncscope("workgroup") release, !dbg !57
  tail call void @llvm.amdgcn.s.barrier(), !dbg !65
  fence syncscope("workgroup") acquire, !dbg !66
  %arrayidx23 = getelementptr inbounds [66 x i32], ptr addrspace(3) @_ZZ7stencilPiPKiE4tile, i32 0, i32 %0, !dbg !67
  %8 = load <2 x i32>, ptr addrspace(3) %arrayidx23, align 4, !dbg !67, !tbaa !39
  %9 = extractelement <2 x i32> %8, i64 0, !dbg !68
  %10 = extractelement <2 x i32> %8, i64 1, !dbg !68
  %add27 = add nsw i32 %10, %9, !dbg !68
  %arrayidx30 = getelementptr inbounds [66 x i32], ptr addrspace(3) @_ZZ7stencilPiPKiE4tile, i32 0, i32 %add18, !dbg !69
  %11 = load i32, ptr addrspace(3) %arrayidx30, align 4, !dbg !69, !tbaa !39
  %add31 = add nsw i32 %add27, %11, !dbg !70
  %idxprom33 = sext i32 %add to i64, !dbg !71
  %arrayidx34 = getelementptr inbounds i32, ptr addrspace(1) %out.coerce, i64 %idxprom33, !dbg !71
  store i32 %add31, ptr addrspace(1) %arrayidx34, align 4, !dbg !72, !tbaa !39
  ret void, !dbg !73
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @_Z18stencil_wrong_haloPiPKi(ptr addrspace(1) nocapture noundef writeonly %out.coerce, ptr addrspace(1) nocapture noundef readonly %in.coerce) local_unnamed_addr #0 !dbg !74 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !75, !range !20
  %1 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !78
  %2 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !81
  %3 = getelementptr inbounds i8, ptr addrspace(4) %2, i64 12, !dbg !81
  %4 = load i16, ptr addrspace(4) %3, align 4, !dbg !81, !tbaa !31
  %conv.i.i = zext i16 %4 to i32, !dbg !81
  %mul = mul i32 %1, %conv.i.i, !dbg !84
  %add = add i32 %mul, %0, !dbg !85
  %add5 = add i32 %add, 1, !dbg !86
  %idxprom = sext i32 %add5 to i64, !dbg !87
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in.coerce, i64 %idxprom, !dbg !87
  %5 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !87, !tbaa !39
  %add6 = add nuw nsw i32 %0, 1, !dbg !88
  %arrayidx8 = getelementptr inbounds [66 x i32], ptr addrspace(3) @_ZZ18stencil_wrong_haloPiPKiE4tile, i32 0, i32 %add6, !dbg !89
  store i32 %5, ptr addrspace(3) %arrayidx8, align 4, !dbg !90, !tbaa !39
  %cmp = icmp eq i32 %0, 1, !dbg !91
  br i1 %cmp, label %if.then, label %if.end, !dbg !92

if.then:                                          ; preds = %entry
  %idxprom9 = sext i32 %add to i64
  %arrayidx10 = getelementptr inbounds i32, ptr addrspace(1) %in.coerce, i64 %idxprom9
  %6 = load i32, ptr addrspace(1) %arrayidx10, align 4, !dbg !93, !tbaa !39
  store i32 %6, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ18stencil_wrong_haloPiPKiE4tile, i32 4), align 4, !dbg !94, !tbaa !39
  br label %if.end, !dbg !95

if.end:                                           ; preds = %if.then, %entry
  %sub14 = add nsw i32 %conv.i.i, -1, !dbg !96
  %cmp15 = icmp eq i32 %0, %sub14, !dbg !97
  %add20 = add nuw nsw i32 %0, 2
  br i1 %cmp15, label %if.then16, label %if.end23, !dbg !98

if.then16:                                        ; preds = %if.end
  %arrayidx22 = getelementptr inbounds [66 x i32], ptr addrspace(3) @_ZZ18stencil_wrong_haloPiPKiE4tile, i32 0, i32 %add20
  %add17 = add i32 %add, 2
  %idxprom18 = sext i32 %add17 to i64
  %arrayidx19 = getelementptr inbounds i32, ptr addrspace(1) %in.coerce, i64 %idxprom18
  %7 = load i32, ptr addrspace(1) %arrayidx19, align 4, !dbg !99, !tbaa !39
  store i32 %7, ptr addrspace(3) %arrayidx22, align 4, !dbg !100, !tbaa !39
  br label %if.end23, !dbg !101

if.end23:                                         ; preds = %if.end, %if.then16
  fence syncscope("workgroup") release, !dbg !102
  tail call void @llvm.amdgcn.s.barrier(), !dbg !106
  fence syncscope("workgroup") acquire, !dbg !107
  %arrayidx25 = getelementptr inbounds [66 x i32], ptr addrspace(3) @_ZZ18stencil_wrong_haloPiPKiE4tile, i32 0, i32 %0, !dbg !108
  %8 = load <2 x i32>, ptr addrspace(3) %arrayidx25, align 4, !dbg !108, !tbaa !39
  %9 = extractelement <2 x i32> %8, i64 0, !dbg !109
  %10 = extractelement <2 x i32> %8, i64 1, !dbg !109
  %add29 = add nsw i32 %10, %9, !dbg !109
  %arrayidx32 = getelementptr inbounds [66 x i32], ptr addrspace(3) @_ZZ18stencil_wrong_haloPiPKiE4tile, i32 0, i32 %add20, !dbg !110
  %11 = load i32, ptr addrspace(3) %arrayidx32, align 4, !dbg !110, !tbaa !39
  %add33 = add nsw i32 %add29, %11, !dbg !111
  %idxprom35 = sext i32 %add to i64, !dbg !112
  %arrayidx36 = getelementptr inbounds i32, ptr addrspace(1) %out.coerce, i64 %idxprom35, !dbg !112
  store i32 %add33, ptr addrspace(1) %arrayidx36, align 4, !dbg !113, !tbaa !39
  ret void, !dbg !114
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-global-pk-add-bf16-inst,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9, !10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "stencil_halo.hip", directory: ".", checksumkind: CSK_MD5, checksum: "6478fdc0478e87e9fc8b7780f1342bba")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 1}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"Debian clang version 15.0.5"}
!11 = distinct !DISubprogram(name: "stencil", scope: !1, file: !1, line: 6, type: !12, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!25 = distinct !DILocation(line: 9, column: 11, scope: !11)
!26 = !DILocation(line: 268, column: 12, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 267, type: !12, scopeLine: 267, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!28 = distinct !DILocation(line: 299, column: 64, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!30 = distinct !DILocation(line: 9, column: 24, scope: !11)
!31 = !{!32, !32, i64 0}
!32 = !{!"short", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C/C++ TBAA"}
!35 = !DILocation(line: 9, column: 22, scope: !11)
!36 = !DILocation(line: 9, column: 35, scope: !11)
!37 = !DILocation(line: 9, column: 39, scope: !11)
!38 = !DILocation(line: 10, column: 17, scope: !11)
!39 = !{!40, !40, i64 0}
!40 = !{!"int", !41, i64 0}
!41 = !{!"omnipotent char", !42, i64 0}
!42 = !{!"Simple C++ TBAA"}
!43 = !DILocation(line: 10, column: 10, scope: !11)
!44 = !DILocation(line: 10, column: 3, scope: !11)
!45 = !DILocation(line: 10, column: 15, scope: !11)
!46 = !DILocation(line: 11, column: 9, scope: !11)
!47 = !DILocation(line: 11, column: 7, scope: !11)
!48 = !DILocation(line: 11, column: 25, scope: !11)
!49 = !DILocation(line: 11, column: 23, scope: !11)
!50 = !DILocation(line: 11, column: 15, scope: !11)
!51 = !DILocation(line: 12, column: 23, scope: !11)
!52 = !DILocation(line: 12, column: 9, scope: !11)
!53 = !DILocation(line: 12, column: 7, scope: !11)
!54 = !DILocation(line: 12, column: 42, scope: !11)
!55 = !DILocation(line: 12, column: 40, scope: !11)
!56 = !DILocation(line: 12, column: 28, scope: !11)
!57 = !DILocation(line: 890, column: 9, scope: !58, inlinedAt: !60)
!58 = distinct !DISubprogram(name: "__work_group_barrier", scope: !59, file: !59, line: 887, type: !12, scopeLine: 888, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!59 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_device_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "913bb197e0af7d58a97d587c496ee161")
!60 = distinct !DILocation(line: 902, column: 3, scope: !61, inlinedAt: !62)
!61 = distinct !DISubprogram(name: "__barrier", scope: !59, file: !59, line: 900, type: !12, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!62 = distinct !DILocation(line: 910, column: 3, scope: !63, inlinedAt: !64)
!63 = distinct !DISubprogram(name: "__syncthreads", scope: !59, file: !59, line: 908, type: !12, scopeLine: 909, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!64 = distinct !DILocation(line: 13, column: 3, scope: !11)
!65 = !DILocation(line: 891, column: 9, scope: !58, inlinedAt: !60)
!66 = !DILocation(line: 892, column: 9, scope: !58, inlinedAt: !60)
!67 = !DILocation(line: 14, column: 16, scope: !11)
!68 = !DILocation(line: 14, column: 24, scope: !11)
!69 = !DILocation(line: 14, column: 40, scope: !11)
!70 = !DILocation(line: 14, column: 38, scope: !11)
!71 = !DILocation(line: 14, column: 3, scope: !11)
!72 = !DILocation(line: 14, column: 14, scope: !11)
!73 = !DILocation(line: 15, column: 1, scope: !11)
!74 = distinct !DISubprogram(name: "stencil_wrong_halo", scope: !1, file: !1, line: 17, type: !12, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!75 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !76)
!76 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !77)
!77 = distinct !DILocation(line: 19, column: 16, scope: !74)
!78 = !DILocation(line: 263, column: 69, scope: !22, inlinedAt: !79)
!79 = distinct !DILocation(line: 299, column: 64, scope: !24, inlinedAt: !80)
!80 = distinct !DILocation(line: 20, column: 11, scope: !74)
!81 = !DILocation(line: 268, column: 12, scope: !27, inlinedAt: !82)
!82 = distinct !DILocation(line: 299, column: 64, scope: !29, inlinedAt: !83)
!83 = distinct !DILocation(line: 20, column: 24, scope: !74)
!84 = !DILocation(line: 20, column: 22, scope: !74)
!85 = !DILocation(line: 20, column: 35, scope: !74)
!86 = !DILocation(line: 20, column: 39, scope: !74)
!87 = !DILocation(line: 21, column: 17, scope: !74)
!88 = !DILocation(line: 21, column: 10, scope: !74)
!89 = !DILocation(line: 21, column: 3, scope: !74)
!90 = !DILocation(line: 21, column: 15, scope: !74)
!91 = !DILocation(line: 22, column: 9, scope: !74)
!92 = !DILocation(line: 22, column: 7, scope: !74)
!93 = !DILocation(line: 22, column: 25, scope: !74)
!94 = !DILocation(line: 22, column: 23, scope: !74)
!95 = !DILocation(line: 22, column: 15, scope: !74)
!96 = !DILocation(line: 23, column: 23, scope: !74)
!97 = !DILocation(line: 23, column: 9, scope: !74)
!98 = !DILocation(line: 23, column: 7, scope: !74)
!99 = !DILocation(line: 23, column: 42, scope: !74)
!100 = !DILocation(line: 23, column: 40, scope: !74)
!101 = !DILocation(line: 23, column: 28, scope: !74)
!102 = !DILocation(line: 890, column: 9, scope: !58, inlinedAt: !103)
!103 = distinct !DILocation(line: 902, column: 3, scope: !61, inlinedAt: !104)
!104 = distinct !DILocation(line: 910, column: 3, scope: !63, inlinedAt: !105)
!105 = distinct !DILocation(line: 24, column: 3, scope: !74)
!106 = !DILocation(line: 891, column: 9, scope: !58, inlinedAt: !103)
!107 = !DILocation(line: 892, column: 9, scope: !58, inlinedAt: !103)
!108 = !DILocation(line: 25, column: 16, scope: !74)
!109 = !DILocation(line: 25, column: 24, scope: !74)
!110 = !DILocation(line: 25, column: 40, scope: !74)
!111 = !DILocation(line: 25, column: 38, scope: !74)
!112 = !DILocation(line: 25, column: 3, scope: !74)
!113 = !DILocation(line: 25, column: 14, scope: !74)
!114 = !DILocation(line: 26, column: 1, scope: !74)
