; ModuleID = 'message_passing.hip'
source_filename = "message_passing.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@ready = protected addrspace(1) externally_initialized global i32 0, align 4
@__hip_cuid_78d57d324e670e8b = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_78d57d324e670e8b to ptr), ptr addrspacecast (ptr addrspace(1) @ready to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z7publishPiS_(ptr addrspace(1) nocapture noundef %data.coerce, ptr addrspace(1) nocapture noundef writeonly %out.coerce) local_unnamed_addr #0 !dbg !11 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !14, !range !20
  %1 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !21
  %cmp = icmp eq i32 %1, 0, !dbg !26
  br i1 %cmp, label %if.then, label %if.else, !dbg !27

if.then:                                          ; preds = %entry
  %add = add nuw nsw i32 %0, 42, !dbg !28
  %idxprom = zext nneg i32 %0 to i64, !dbg !29
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %data.coerce, i64 %idxprom, !dbg !29
  store i32 %add, ptr addrspace(1) %arrayidx, align 4, !dbg !30, !tbaa !31
  fence syncscope("workgroup") release, !dbg !35
  tail call void @llvm.amdgcn.s.barrier(), !dbg !43
  fence syncscope("workgroup") acquire, !dbg !44
  %cmp4 = icmp eq i32 %0, 0, !dbg !45
  br i1 %cmp4, label %if.then5, label %if.end17, !dbg !46

if.then5:                                         ; preds = %if.then
  store atomic i32 1, ptr addrspace(1) @ready syncscope("agent-one-as") release, align 4, !dbg !47
  br label %if.end17, !dbg !47

if.else:                                          ; preds = %entry
  %cmp6 = icmp eq i32 %0, 0, !dbg !48
  br i1 %cmp6, label %while.cond, label %if.end9, !dbg !49

while.cond:                                       ; preds = %if.else, %while.cond
  %2 = load atomic i32, ptr addrspace(1) @ready syncscope("agent-one-as") acquire, align 4, !dbg !50
  %cmp8 = icmp eq i32 %2, 0, !dbg !51
  br i1 %cmp8, label %while.cond, label %if.end9, !dbg !52, !llvm.loop !53

if.end9:                                          ; preds = %while.cond, %if.else
  fence syncscope("workgroup") release, !dbg !56
  tail call void @llvm.amdgcn.s.barrier(), !dbg !60
  fence syncscope("workgroup") acquire, !dbg !61
  %idxprom10 = zext nneg i32 %0 to i64, !dbg !62
  %arrayidx11 = getelementptr inbounds i32, ptr addrspace(1) %data.coerce, i64 %idxprom10, !dbg !62
  %3 = load i32, ptr addrspace(1) %arrayidx11, align 4, !dbg !62, !tbaa !31
  %4 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !63
  %5 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 12, !dbg !63
  %6 = load i16, ptr addrspace(4) %5, align 4, !dbg !63, !tbaa !68
  %conv.i.i = zext i16 %6 to i32, !dbg !63
  %mul = mul i32 %1, %conv.i.i, !dbg !72
  %add14 = add i32 %mul, %0, !dbg !73
  %idxprom15 = zext i32 %add14 to i64, !dbg !74
  %arrayidx16 = getelementptr inbounds i32, ptr addrspace(1) %out.coerce, i64 %idxprom15, !dbg !74
  store i32 %3, ptr addrspace(1) %arrayidx16, align 4, !dbg !75, !tbaa !31
  br label %if.end17

if.end17:                                         ; preds = %if.then, %if.then5, %if.end9
  ret void, !dbg !76
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z23publish_workgroup_scopePiS_(ptr addrspace(1) nocapture noundef %data.coerce, ptr addrspace(1) nocapture noundef writeonly %out.coerce) local_unnamed_addr #0 !dbg !77 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !78, !range !20
  %1 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !81
  %cmp = icmp eq i32 %1, 0, !dbg !84
  br i1 %cmp, label %if.then, label %if.else, !dbg !85

if.then:                                          ; preds = %entry
  %add = add nuw nsw i32 %0, 42, !dbg !86
  %idxprom = zext nneg i32 %0 to i64, !dbg !87
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %data.coerce, i64 %idxprom, !dbg !87
  store i32 %add, ptr addrspace(1) %arrayidx, align 4, !dbg !88, !tbaa !31
  fence syncscope("workgroup") release, !dbg !89
  tail call void @llvm.amdgcn.s.barrier(), !dbg !93
  fence syncscope("workgroup") acquire, !dbg !94
  %cmp4 = icmp eq i32 %0, 0, !dbg !95
  br i1 %cmp4, label %if.then5, label %if.end17, !dbg !96

if.then5:                                         ; preds = %if.then
  store atomic i32 1, ptr addrspace(1) @ready syncscope("workgroup-one-as") release, align 4, !dbg !97
  br label %if.end17, !dbg !97

if.else:                                          ; preds = %entry
  %cmp6 = icmp eq i32 %0, 0, !dbg !98
  br i1 %cmp6, label %while.cond, label %if.end9, !dbg !99

while.cond:                                       ; preds = %if.else, %while.cond
  %2 = load atomic i32, ptr addrspace(1) @ready syncscope("workgroup-one-as") acquire, align 4, !dbg !100
  %cmp8 = icmp eq i32 %2, 0, !dbg !101
  br i1 %cmp8, label %while.cond, label %if.end9, !dbg !102, !llvm.loop !103

if.end9:                                          ; preds = %while.cond, %if.else
  fence syncscope("workgroup") release, !dbg !105
  tail call void @llvm.amdgcn.s.barrier(), !dbg !109
  fence syncscope("workgroup") acquire, !dbg !110
  %idxprom10 = zext nneg i32 %0 to i64, !dbg !111
  %arrayidx11 = getelementptr inbounds i32, ptr addrspace(1) %data.coerce, i64 %idxprom10, !dbg !111
  %3 = load i32, ptr addrspace(1) %arrayidx11, align 4, !dbg !111, !tbaa !31
  %4 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !112
  %5 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 12, !dbg !112
  %6 = load i16, ptr addrspace(4) %5, align 4, !dbg !112, !tbaa !68
  %conv.i.i = zext i16 %6 to i32, !dbg !112
  %mul = mul i32 %1, %conv.i.i, !dbg !115
  %add14 = add i32 %mul, %0, !dbg !116
  %idxprom15 = zext i32 %add14 to i64, !dbg !117
  %arrayidx16 = getelementptr inbounds i32, ptr addrspace(1) %out.coerce, i64 %idxprom15, !dbg !117
  store i32 %3, ptr addrspace(1) %arrayidx16, align 4, !dbg !118, !tbaa !31
  br label %if.end17

if.end17:                                         ; preds = %if.then, %if.then5, %if.end9
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

attributes #0 = { convergent mustprogress nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9, !10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "message_passing.hip", directory: ".", checksumkind: CSK_MD5, checksum: "cffcfb34c4577ed876e32b64068bf941")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 1}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"Debian clang version 15.0.5"}
!11 = distinct !DISubprogram(name: "publish", scope: !1, file: !1, line: 9, type: !12, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 279, type: !12, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_runtime.h", directory: "", checksumkind: CSK_MD5, checksum: "16093af3b78d7538c31396a9fb8b635e")
!17 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 10, column: 16, scope: !11)
!20 = !{i32 0, i32 1024}
!21 = !DILocation(line: 263, column: 69, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 263, type: !12, scopeLine: 263, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = distinct !DILocation(line: 299, column: 64, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = distinct !DILocation(line: 11, column: 7, scope: !11)
!26 = !DILocation(line: 11, column: 18, scope: !11)
!27 = !DILocation(line: 11, column: 7, scope: !11)
!28 = !DILocation(line: 12, column: 18, scope: !11)
!29 = !DILocation(line: 12, column: 5, scope: !11)
!30 = !DILocation(line: 12, column: 13, scope: !11)
!31 = !{!32, !32, i64 0}
!32 = !{!"int", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C++ TBAA"}
!35 = !DILocation(line: 890, column: 9, scope: !36, inlinedAt: !38)
!36 = distinct !DISubprogram(name: "__work_group_barrier", scope: !37, file: !37, line: 887, type: !12, scopeLine: 888, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!37 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_device_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "913bb197e0af7d58a97d587c496ee161")
!38 = distinct !DILocation(line: 902, column: 3, scope: !39, inlinedAt: !40)
!39 = distinct !DISubprogram(name: "__barrier", scope: !37, file: !37, line: 900, type: !12, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!40 = distinct !DILocation(line: 910, column: 3, scope: !41, inlinedAt: !42)
!41 = distinct !DISubprogram(name: "__syncthreads", scope: !37, file: !37, line: 908, type: !12, scopeLine: 909, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!42 = distinct !DILocation(line: 13, column: 5, scope: !11)
!43 = !DILocation(line: 891, column: 9, scope: !36, inlinedAt: !38)
!44 = !DILocation(line: 892, column: 9, scope: !36, inlinedAt: !38)
!45 = !DILocation(line: 14, column: 11, scope: !11)
!46 = !DILocation(line: 14, column: 9, scope: !11)
!47 = !DILocation(line: 14, column: 17, scope: !11)
!48 = !DILocation(line: 16, column: 11, scope: !11)
!49 = !DILocation(line: 16, column: 9, scope: !11)
!50 = !DILocation(line: 17, column: 14, scope: !11)
!51 = !DILocation(line: 17, column: 84, scope: !11)
!52 = !DILocation(line: 17, column: 7, scope: !11)
!53 = distinct !{!53, !52, !54, !55}
!54 = !DILocation(line: 18, column: 7, scope: !11)
!55 = !{!"llvm.loop.mustprogress"}
!56 = !DILocation(line: 890, column: 9, scope: !36, inlinedAt: !57)
!57 = distinct !DILocation(line: 902, column: 3, scope: !39, inlinedAt: !58)
!58 = distinct !DILocation(line: 910, column: 3, scope: !41, inlinedAt: !59)
!59 = distinct !DILocation(line: 19, column: 5, scope: !11)
!60 = !DILocation(line: 891, column: 9, scope: !36, inlinedAt: !57)
!61 = !DILocation(line: 892, column: 9, scope: !36, inlinedAt: !57)
!62 = !DILocation(line: 20, column: 40, scope: !11)
!63 = !DILocation(line: 268, column: 12, scope: !64, inlinedAt: !65)
!64 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 267, type: !12, scopeLine: 267, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!65 = distinct !DILocation(line: 299, column: 64, scope: !66, inlinedAt: !67)
!66 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!67 = distinct !DILocation(line: 20, column: 22, scope: !11)
!68 = !{!69, !69, i64 0}
!69 = !{!"short", !70, i64 0}
!70 = !{!"omnipotent char", !71, i64 0}
!71 = !{!"Simple C/C++ TBAA"}
!72 = !DILocation(line: 20, column: 20, scope: !11)
!73 = !DILocation(line: 20, column: 33, scope: !11)
!74 = !DILocation(line: 20, column: 5, scope: !11)
!75 = !DILocation(line: 20, column: 38, scope: !11)
!76 = !DILocation(line: 22, column: 1, scope: !11)
!77 = distinct !DISubprogram(name: "publish_workgroup_scope", scope: !1, file: !1, line: 24, type: !12, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!78 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !79)
!79 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !80)
!80 = distinct !DILocation(line: 25, column: 16, scope: !77)
!81 = !DILocation(line: 263, column: 69, scope: !22, inlinedAt: !82)
!82 = distinct !DILocation(line: 299, column: 64, scope: !24, inlinedAt: !83)
!83 = distinct !DILocation(line: 26, column: 7, scope: !77)
!84 = !DILocation(line: 26, column: 18, scope: !77)
!85 = !DILocation(line: 26, column: 7, scope: !77)
!86 = !DILocation(line: 27, column: 18, scope: !77)
!87 = !DILocation(line: 27, column: 5, scope: !77)
!88 = !DILocation(line: 27, column: 13, scope: !77)
!89 = !DILocation(line: 890, column: 9, scope: !36, inlinedAt: !90)
!90 = distinct !DILocation(line: 902, column: 3, scope: !39, inlinedAt: !91)
!91 = distinct !DILocation(line: 910, column: 3, scope: !41, inlinedAt: !92)
!92 = distinct !DILocation(line: 28, column: 5, scope: !77)
!93 = !DILocation(line: 891, column: 9, scope: !36, inlinedAt: !90)
!94 = !DILocation(line: 892, column: 9, scope: !36, inlinedAt: !90)
!95 = !DILocation(line: 29, column: 11, scope: !77)
!96 = !DILocation(line: 29, column: 9, scope: !77)
!97 = !DILocation(line: 30, column: 7, scope: !77)
!98 = !DILocation(line: 32, column: 11, scope: !77)
!99 = !DILocation(line: 32, column: 9, scope: !77)
!100 = !DILocation(line: 33, column: 14, scope: !77)
!101 = !DILocation(line: 33, column: 88, scope: !77)
!102 = !DILocation(line: 33, column: 7, scope: !77)
!103 = distinct !{!103, !102, !104, !55}
!104 = !DILocation(line: 34, column: 7, scope: !77)
!105 = !DILocation(line: 890, column: 9, scope: !36, inlinedAt: !106)
!106 = distinct !DILocation(line: 902, column: 3, scope: !39, inlinedAt: !107)
!107 = distinct !DILocation(line: 910, column: 3, scope: !41, inlinedAt: !108)
!108 = distinct !DILocation(line: 35, column: 5, scope: !77)
!109 = !DILocation(line: 891, column: 9, scope: !36, inlinedAt: !106)
!110 = !DILocation(line: 892, column: 9, scope: !36, inlinedAt: !106)
!111 = !DILocation(line: 36, column: 40, scope: !77)
!112 = !DILocation(line: 268, column: 12, scope: !64, inlinedAt: !113)
!113 = distinct !DILocation(line: 299, column: 64, scope: !66, inlinedAt: !114)
!114 = distinct !DILocation(line: 36, column: 22, scope: !77)
!115 = !DILocation(line: 36, column: 20, scope: !77)
!116 = !DILocation(line: 36, column: 33, scope: !77)
!117 = !DILocation(line: 36, column: 5, scope: !77)
!118 = !DILocation(line: 36, column: 38, scope: !77)
!119 = !DILocation(line: 38, column: 1, scope: !77)
