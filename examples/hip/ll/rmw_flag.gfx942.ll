; ModuleID = 'rmw_flag.hip'
source_filename = "rmw_flag.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@flag = protected addrspace(1) externally_initialized global i32 0, align 4
@__hip_cuid_78d57d324e670e8b = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_78d57d324e670e8b to ptr), ptr addrspacecast (ptr addrspace(1) @flag to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z4pollPiS_(ptr addrspace(1) nocapture noundef %data.coerce, ptr addrspace(1) nocapture noundef writeonly %out.coerce) local_unnamed_addr #0 !dbg !11 {
entry:
  %0 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !14
  %cmp = icmp eq i32 %0, 0, !dbg !20
  %1 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !21, !range !26
  br i1 %cmp, label %if.then, label %if.else, !dbg !27

if.then:                                          ; preds = %entry
  %idxprom = zext nneg i32 %1 to i64, !dbg !28
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %data.coerce, i64 %idxprom, !dbg !28
  store i32 42, ptr addrspace(1) %arrayidx, align 4, !dbg !29, !tbaa !30
  fence syncscope("workgroup") release, !dbg !34
  tail call void @llvm.amdgcn.s.barrier(), !dbg !42
  fence syncscope("workgroup") acquire, !dbg !43
  %cmp5 = icmp eq i32 %1, 0, !dbg !44
  br i1 %cmp5, label %if.then6, label %if.end20, !dbg !45

if.then6:                                         ; preds = %if.then
  fence syncscope("agent") seq_cst, !dbg !46
  %2 = atomicrmw xchg ptr addrspace(1) @flag, i32 1 syncscope("agent-one-as") monotonic, align 4, !dbg !49
  br label %if.end20, !dbg !53

if.else:                                          ; preds = %entry
  %cmp9 = icmp eq i32 %1, 0, !dbg !54
  br i1 %cmp9, label %while.cond, label %if.end13, !dbg !55

while.cond:                                       ; preds = %if.else, %while.cond
  %3 = atomicrmw or ptr addrspace(1) @flag, i32 0 syncscope("agent-one-as") monotonic, align 4, !dbg !56
  %cmp12 = icmp eq i32 %3, 0, !dbg !59
  br i1 %cmp12, label %while.cond, label %while.end, !dbg !60, !llvm.loop !61

while.end:                                        ; preds = %while.cond
  fence syncscope("agent") seq_cst, !dbg !64
  br label %if.end13, !dbg !66

if.end13:                                         ; preds = %while.end, %if.else
  fence syncscope("workgroup") release, !dbg !67
  tail call void @llvm.amdgcn.s.barrier(), !dbg !71
  fence syncscope("workgroup") acquire, !dbg !72
  %idxprom15 = zext nneg i32 %1 to i64, !dbg !73
  %arrayidx16 = getelementptr inbounds i32, ptr addrspace(1) %data.coerce, i64 %idxprom15, !dbg !73
  %4 = load i32, ptr addrspace(1) %arrayidx16, align 4, !dbg !73, !tbaa !30
  %arrayidx19 = getelementptr inbounds i32, ptr addrspace(1) %out.coerce, i64 %idxprom15, !dbg !74
  store i32 %4, ptr addrspace(1) %arrayidx19, align 4, !dbg !75, !tbaa !30
  br label %if.end20

if.end20:                                         ; preds = %if.then, %if.then6, %if.end13
  ret void, !dbg !76
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z22poll_no_consumer_fencePiS_(ptr addrspace(1) nocapture noundef %data.coerce, ptr addrspace(1) nocapture noundef writeonly %out.coerce) local_unnamed_addr #0 !dbg !77 {
entry:
  %0 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !78
  %cmp = icmp eq i32 %0, 0, !dbg !81
  %1 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !82, !range !26
  br i1 %cmp, label %if.then, label %if.else, !dbg !85

if.then:                                          ; preds = %entry
  %idxprom = zext nneg i32 %1 to i64, !dbg !86
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %data.coerce, i64 %idxprom, !dbg !86
  store i32 42, ptr addrspace(1) %arrayidx, align 4, !dbg !87, !tbaa !30
  fence syncscope("workgroup") release, !dbg !88
  tail call void @llvm.amdgcn.s.barrier(), !dbg !92
  fence syncscope("workgroup") acquire, !dbg !93
  %cmp5 = icmp eq i32 %1, 0, !dbg !94
  br i1 %cmp5, label %if.then6, label %if.end20, !dbg !95

if.then6:                                         ; preds = %if.then
  fence syncscope("agent") seq_cst, !dbg !96
  %2 = atomicrmw xchg ptr addrspace(1) @flag, i32 1 syncscope("agent-one-as") monotonic, align 4, !dbg !98
  br label %if.end20, !dbg !100

if.else:                                          ; preds = %entry
  %cmp9 = icmp eq i32 %1, 0, !dbg !101
  br i1 %cmp9, label %while.cond, label %if.end13, !dbg !102

while.cond:                                       ; preds = %if.else, %while.cond
  %3 = atomicrmw or ptr addrspace(1) @flag, i32 0 syncscope("agent-one-as") monotonic, align 4, !dbg !103
  %cmp12 = icmp eq i32 %3, 0, !dbg !105
  br i1 %cmp12, label %while.cond, label %if.end13, !dbg !106, !llvm.loop !107

if.end13:                                         ; preds = %while.cond, %if.else
  fence syncscope("workgroup") release, !dbg !109
  tail call void @llvm.amdgcn.s.barrier(), !dbg !113
  fence syncscope("workgroup") acquire, !dbg !114
  %idxprom15 = zext nneg i32 %1 to i64, !dbg !115
  %arrayidx16 = getelementptr inbounds i32, ptr addrspace(1) %data.coerce, i64 %idxprom15, !dbg !115
  %4 = load i32, ptr addrspace(1) %arrayidx16, align 4, !dbg !115, !tbaa !30
  %arrayidx19 = getelementptr inbounds i32, ptr addrspace(1) %out.coerce, i64 %idxprom15, !dbg !116
  store i32 %4, ptr addrspace(1) %arrayidx19, align 4, !dbg !117, !tbaa !30
  br label %if.end20

if.end20:                                         ; preds = %if.then, %if.then6, %if.end13
  ret void, !dbg !118
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
!1 = !DIFile(filename: "rmw_flag.hip", directory: ".", checksumkind: CSK_MD5, checksum: "e6a5def3f91631049fa34d89f21327df")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 1}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"Debian clang version 15.0.5"}
!11 = distinct !DISubprogram(name: "poll", scope: !1, file: !1, line: 10, type: !12, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 263, column: 69, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 263, type: !12, scopeLine: 263, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_runtime.h", directory: "", checksumkind: CSK_MD5, checksum: "16093af3b78d7538c31396a9fb8b635e")
!17 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 11, column: 7, scope: !11)
!20 = !DILocation(line: 11, column: 18, scope: !11)
!21 = !DILocation(line: 280, column: 12, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 279, type: !12, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = !DILocation(line: 299, column: 64, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = !DILocation(line: 0, scope: !11)
!26 = !{i32 0, i32 1024}
!27 = !DILocation(line: 11, column: 7, scope: !11)
!28 = !DILocation(line: 12, column: 5, scope: !11)
!29 = !DILocation(line: 12, column: 23, scope: !11)
!30 = !{!31, !31, i64 0}
!31 = !{!"int", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C++ TBAA"}
!34 = !DILocation(line: 890, column: 9, scope: !35, inlinedAt: !37)
!35 = distinct !DISubprogram(name: "__work_group_barrier", scope: !36, file: !36, line: 887, type: !12, scopeLine: 888, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!36 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_device_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "913bb197e0af7d58a97d587c496ee161")
!37 = distinct !DILocation(line: 902, column: 3, scope: !38, inlinedAt: !39)
!38 = distinct !DISubprogram(name: "__barrier", scope: !36, file: !36, line: 900, type: !12, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!39 = distinct !DILocation(line: 910, column: 3, scope: !40, inlinedAt: !41)
!40 = distinct !DISubprogram(name: "__syncthreads", scope: !36, file: !36, line: 908, type: !12, scopeLine: 909, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!41 = distinct !DILocation(line: 13, column: 5, scope: !11)
!42 = !DILocation(line: 891, column: 9, scope: !35, inlinedAt: !37)
!43 = !DILocation(line: 892, column: 9, scope: !35, inlinedAt: !37)
!44 = !DILocation(line: 14, column: 21, scope: !11)
!45 = !DILocation(line: 14, column: 9, scope: !11)
!46 = !DILocation(line: 794, column: 3, scope: !47, inlinedAt: !48)
!47 = distinct !DISubprogram(name: "__threadfence", scope: !36, file: !36, line: 792, type: !12, scopeLine: 793, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!48 = distinct !DILocation(line: 15, column: 7, scope: !11)
!49 = !DILocation(line: 311, column: 10, scope: !50, inlinedAt: !52)
!50 = distinct !DISubprogram(name: "atomicExch", scope: !51, file: !51, line: 310, type: !12, scopeLine: 310, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!51 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_atomic.h", directory: "", checksumkind: CSK_MD5, checksum: "784b7b4d693e9ab86a7243ffbf9c8dbc")
!52 = distinct !DILocation(line: 16, column: 7, scope: !11)
!53 = !DILocation(line: 17, column: 5, scope: !11)
!54 = !DILocation(line: 19, column: 21, scope: !11)
!55 = !DILocation(line: 19, column: 9, scope: !11)
!56 = !DILocation(line: 141, column: 10, scope: !57, inlinedAt: !58)
!57 = distinct !DISubprogram(name: "atomicAdd", scope: !51, file: !51, line: 140, type: !12, scopeLine: 140, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!58 = distinct !DILocation(line: 20, column: 14, scope: !11)
!59 = !DILocation(line: 20, column: 34, scope: !11)
!60 = !DILocation(line: 20, column: 7, scope: !11)
!61 = distinct !{!61, !60, !62, !63}
!62 = !DILocation(line: 21, column: 7, scope: !11)
!63 = !{!"llvm.loop.mustprogress"}
!64 = !DILocation(line: 794, column: 3, scope: !47, inlinedAt: !65)
!65 = distinct !DILocation(line: 22, column: 7, scope: !11)
!66 = !DILocation(line: 23, column: 5, scope: !11)
!67 = !DILocation(line: 890, column: 9, scope: !35, inlinedAt: !68)
!68 = distinct !DILocation(line: 902, column: 3, scope: !38, inlinedAt: !69)
!69 = distinct !DILocation(line: 910, column: 3, scope: !40, inlinedAt: !70)
!70 = distinct !DILocation(line: 24, column: 5, scope: !11)
!71 = !DILocation(line: 891, column: 9, scope: !35, inlinedAt: !68)
!72 = !DILocation(line: 892, column: 9, scope: !35, inlinedAt: !68)
!73 = !DILocation(line: 25, column: 24, scope: !11)
!74 = !DILocation(line: 25, column: 5, scope: !11)
!75 = !DILocation(line: 25, column: 22, scope: !11)
!76 = !DILocation(line: 27, column: 1, scope: !11)
!77 = distinct !DISubprogram(name: "poll_no_consumer_fence", scope: !1, file: !1, line: 29, type: !12, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!78 = !DILocation(line: 263, column: 69, scope: !15, inlinedAt: !79)
!79 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !80)
!80 = distinct !DILocation(line: 30, column: 7, scope: !77)
!81 = !DILocation(line: 30, column: 18, scope: !77)
!82 = !DILocation(line: 280, column: 12, scope: !22, inlinedAt: !83)
!83 = !DILocation(line: 299, column: 64, scope: !24, inlinedAt: !84)
!84 = !DILocation(line: 0, scope: !77)
!85 = !DILocation(line: 30, column: 7, scope: !77)
!86 = !DILocation(line: 31, column: 5, scope: !77)
!87 = !DILocation(line: 31, column: 23, scope: !77)
!88 = !DILocation(line: 890, column: 9, scope: !35, inlinedAt: !89)
!89 = distinct !DILocation(line: 902, column: 3, scope: !38, inlinedAt: !90)
!90 = distinct !DILocation(line: 910, column: 3, scope: !40, inlinedAt: !91)
!91 = distinct !DILocation(line: 32, column: 5, scope: !77)
!92 = !DILocation(line: 891, column: 9, scope: !35, inlinedAt: !89)
!93 = !DILocation(line: 892, column: 9, scope: !35, inlinedAt: !89)
!94 = !DILocation(line: 33, column: 21, scope: !77)
!95 = !DILocation(line: 33, column: 9, scope: !77)
!96 = !DILocation(line: 794, column: 3, scope: !47, inlinedAt: !97)
!97 = distinct !DILocation(line: 34, column: 7, scope: !77)
!98 = !DILocation(line: 311, column: 10, scope: !50, inlinedAt: !99)
!99 = distinct !DILocation(line: 35, column: 7, scope: !77)
!100 = !DILocation(line: 36, column: 5, scope: !77)
!101 = !DILocation(line: 38, column: 21, scope: !77)
!102 = !DILocation(line: 38, column: 9, scope: !77)
!103 = !DILocation(line: 141, column: 10, scope: !57, inlinedAt: !104)
!104 = distinct !DILocation(line: 39, column: 14, scope: !77)
!105 = !DILocation(line: 39, column: 34, scope: !77)
!106 = !DILocation(line: 39, column: 7, scope: !77)
!107 = distinct !{!107, !106, !108, !63}
!108 = !DILocation(line: 40, column: 7, scope: !77)
!109 = !DILocation(line: 890, column: 9, scope: !35, inlinedAt: !110)
!110 = distinct !DILocation(line: 902, column: 3, scope: !38, inlinedAt: !111)
!111 = distinct !DILocation(line: 910, column: 3, scope: !40, inlinedAt: !112)
!112 = distinct !DILocation(line: 42, column: 5, scope: !77)
!113 = !DILocation(line: 891, column: 9, scope: !35, inlinedAt: !110)
!114 = !DILocation(line: 892, column: 9, scope: !35, inlinedAt: !110)
!115 = !DILocation(line: 43, column: 24, scope: !77)
!116 = !DILocation(line: 43, column: 5, scope: !77)
!117 = !DILocation(line: 43, column: 22, scope: !77)
!118 = !DILocation(line: 45, column: 1, scope: !77)
