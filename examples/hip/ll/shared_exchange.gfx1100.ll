; ModuleID = 'shared_exchange.hip'
source_filename = "shared_exchange.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ7reversePiPKiE4tile = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 16
@_ZZ15reverse_no_syncPiPKiE4tile = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 16
@__hip_cuid_78d57d324e670e8b = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_78d57d324e670e8b to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @_Z7reversePiPKi(ptr addrspace(1) nocapture noundef writeonly %out.coerce, ptr addrspace(1) nocapture noundef readonly %in.coerce) local_unnamed_addr #0 !dbg !11 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !14, !range !20
  %1 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !21
  %2 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !26
  %3 = getelementptr inbounds i8, ptr addrspace(4) %2, i64 12, !dbg !26
  %4 = load i16, ptr addrspace(4) %3, align 4, !dbg !26, !tbaa !31
  %conv.i.i = zext i16 %4 to i32, !dbg !26
  %mul = mul i32 %1, %conv.i.i, !dbg !35
  %add = add nsw i32 %mul, %0, !dbg !36
  %idxprom = sext i32 %add to i64, !dbg !37
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in.coerce, i64 %idxprom, !dbg !37
  %5 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !37, !tbaa !38
  %arrayidx6 = getelementptr inbounds [256 x i32], ptr addrspace(3) @_ZZ7reversePiPKiE4tile, i32 0, i32 %0, !dbg !42
  store i32 %5, ptr addrspace(3) %arrayidx6, align 4, !dbg !43, !tbaa !38
  fence syncscope("workgroup") release, !dbg !44
  tail call void @llvm.amdgcn.s.barrier(), !dbg !52
  fence syncscope("workgroup") acquire, !dbg !53
  %6 = xor i32 %0, -1, !dbg !54
  %sub8 = add nsw i32 %conv.i.i, %6, !dbg !54
  %arrayidx10 = getelementptr inbounds [256 x i32], ptr addrspace(3) @_ZZ7reversePiPKiE4tile, i32 0, i32 %sub8, !dbg !55
  %7 = load i32, ptr addrspace(3) %arrayidx10, align 4, !dbg !55, !tbaa !38
  %arrayidx13 = getelementptr inbounds i32, ptr addrspace(1) %out.coerce, i64 %idxprom, !dbg !56
  store i32 %7, ptr addrspace(1) %arrayidx13, align 4, !dbg !57, !tbaa !38
  ret void, !dbg !58
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none)
define protected amdgpu_kernel void @_Z15reverse_no_syncPiPKi(ptr addrspace(1) nocapture noundef writeonly %out.coerce, ptr addrspace(1) nocapture noundef readonly %in.coerce) local_unnamed_addr #1 !dbg !59 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !60, !range !20
  %1 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !63
  %2 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !66
  %3 = getelementptr inbounds i8, ptr addrspace(4) %2, i64 12, !dbg !66
  %4 = load i16, ptr addrspace(4) %3, align 4, !dbg !66, !tbaa !31
  %conv.i.i = zext i16 %4 to i32, !dbg !66
  %mul = mul i32 %1, %conv.i.i, !dbg !69
  %add = add nsw i32 %mul, %0, !dbg !70
  %idxprom = sext i32 %add to i64, !dbg !71
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in.coerce, i64 %idxprom, !dbg !71
  %5 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !71, !tbaa !38
  %arrayidx6 = getelementptr inbounds [256 x i32], ptr addrspace(3) @_ZZ15reverse_no_syncPiPKiE4tile, i32 0, i32 %0, !dbg !72
  store i32 %5, ptr addrspace(3) %arrayidx6, align 4, !dbg !73, !tbaa !38
  %6 = xor i32 %0, -1, !dbg !74
  %sub8 = add nsw i32 %conv.i.i, %6, !dbg !74
  %arrayidx10 = getelementptr inbounds [256 x i32], ptr addrspace(3) @_ZZ15reverse_no_syncPiPKiE4tile, i32 0, i32 %sub8, !dbg !75
  %7 = load i32, ptr addrspace(3) %arrayidx10, align 4, !dbg !75, !tbaa !38
  %arrayidx13 = getelementptr inbounds i32, ptr addrspace(1) %out.coerce, i64 %idxprom, !dbg !76
  store i32 %7, ptr addrspace(1) %arrayidx13, align 4, !dbg !77, !tbaa !38
  ret void, !dbg !78
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
!1 = !DIFile(filename: "shared_exchange.hip", directory: ".", checksumkind: CSK_MD5, checksum: "89e96c306ffb423f6dcf11b20f139b62")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 1}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"Debian clang version 15.0.5"}
!11 = distinct !DISubprogram(name: "reverse", scope: !1, file: !1, line: 6, type: !12, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 279, type: !12, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_runtime.h", directory: "", checksumkind: CSK_MD5, checksum: "16093af3b78d7538c31396a9fb8b635e")
!17 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 8, column: 11, scope: !11)
!20 = !{i32 0, i32 1024}
!21 = !DILocation(line: 263, column: 69, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 263, type: !12, scopeLine: 263, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = distinct !DILocation(line: 299, column: 64, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = distinct !DILocation(line: 9, column: 14, scope: !11)
!26 = !DILocation(line: 268, column: 12, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 267, type: !12, scopeLine: 267, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!28 = distinct !DILocation(line: 299, column: 64, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!30 = distinct !DILocation(line: 9, column: 27, scope: !11)
!31 = !{!32, !32, i64 0}
!32 = !{!"short", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C/C++ TBAA"}
!35 = !DILocation(line: 9, column: 25, scope: !11)
!36 = !DILocation(line: 10, column: 21, scope: !11)
!37 = !DILocation(line: 10, column: 13, scope: !11)
!38 = !{!39, !39, i64 0}
!39 = !{!"int", !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C++ TBAA"}
!42 = !DILocation(line: 10, column: 3, scope: !11)
!43 = !DILocation(line: 10, column: 11, scope: !11)
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
!54 = !DILocation(line: 12, column: 39, scope: !11)
!55 = !DILocation(line: 12, column: 19, scope: !11)
!56 = !DILocation(line: 12, column: 3, scope: !11)
!57 = !DILocation(line: 12, column: 17, scope: !11)
!58 = !DILocation(line: 13, column: 1, scope: !11)
!59 = distinct !DISubprogram(name: "reverse_no_sync", scope: !1, file: !1, line: 15, type: !12, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!60 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !61)
!61 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !62)
!62 = distinct !DILocation(line: 17, column: 11, scope: !59)
!63 = !DILocation(line: 263, column: 69, scope: !22, inlinedAt: !64)
!64 = distinct !DILocation(line: 299, column: 64, scope: !24, inlinedAt: !65)
!65 = distinct !DILocation(line: 18, column: 14, scope: !59)
!66 = !DILocation(line: 268, column: 12, scope: !27, inlinedAt: !67)
!67 = distinct !DILocation(line: 299, column: 64, scope: !29, inlinedAt: !68)
!68 = distinct !DILocation(line: 18, column: 27, scope: !59)
!69 = !DILocation(line: 18, column: 25, scope: !59)
!70 = !DILocation(line: 19, column: 21, scope: !59)
!71 = !DILocation(line: 19, column: 13, scope: !59)
!72 = !DILocation(line: 19, column: 3, scope: !59)
!73 = !DILocation(line: 19, column: 11, scope: !59)
!74 = !DILocation(line: 20, column: 39, scope: !59)
!75 = !DILocation(line: 20, column: 19, scope: !59)
!76 = !DILocation(line: 20, column: 3, scope: !59)
!77 = !DILocation(line: 20, column: 17, scope: !59)
!78 = !DILocation(line: 21, column: 1, scope: !59)
