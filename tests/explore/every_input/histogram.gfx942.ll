; ModuleID = 'tests/explore/every_input/histogram.hip'
source_filename = "tests/explore/every_input/histogram.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_78d57d324e670e8b = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_78d57d324e670e8b to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z9histogramPKhPji(ptr addrspace(1) nocapture noundef readonly %data.coerce, ptr addrspace(1) nocapture noundef %bins.coerce, i32 noundef %n) local_unnamed_addr #0 !dbg !11 {
entry:
  %0 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !14
  %1 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !20
  %2 = getelementptr inbounds i8, ptr addrspace(4) %1, i64 12, !dbg !20
  %3 = load i16, ptr addrspace(4) %2, align 4, !dbg !20, !tbaa !25
  %conv.i.i = zext i16 %3 to i32, !dbg !20
  %mul = mul i32 %0, %conv.i.i, !dbg !29
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !30, !range !35
  %add = add i32 %mul, %4, !dbg !36
  %cmp = icmp slt i32 %add, %n, !dbg !37
  br i1 %cmp, label %if.then, label %if.end, !dbg !38

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds i8, ptr addrspace(1) %data.coerce, i64 %idxprom
  %5 = load i8, ptr addrspace(1) %arrayidx, align 1, !dbg !39, !tbaa !40
  %idxprom5 = zext i8 %5 to i64, !dbg !43
  %arrayidx6 = getelementptr inbounds i32, ptr addrspace(1) %bins.coerce, i64 %idxprom5, !dbg !43
  %6 = atomicrmw add ptr addrspace(1) %arrayidx6, i32 1 syncscope("agent-one-as") monotonic, align 4, !dbg !44
  br label %if.end, !dbg !48

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !49
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z25histogram_workgroup_scopePKhPji(ptr addrspace(1) nocapture noundef readonly %data.coerce, ptr addrspace(1) nocapture noundef %bins.coerce, i32 noundef %n) local_unnamed_addr #0 !dbg !50 {
entry:
  %0 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !51
  %1 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !54
  %2 = getelementptr inbounds i8, ptr addrspace(4) %1, i64 12, !dbg !54
  %3 = load i16, ptr addrspace(4) %2, align 4, !dbg !54, !tbaa !25
  %conv.i.i = zext i16 %3 to i32, !dbg !54
  %mul = mul i32 %0, %conv.i.i, !dbg !57
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !58, !range !35
  %add = add i32 %mul, %4, !dbg !61
  %cmp = icmp slt i32 %add, %n, !dbg !62
  br i1 %cmp, label %if.then, label %if.end, !dbg !63

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds i8, ptr addrspace(1) %data.coerce, i64 %idxprom
  %5 = load i8, ptr addrspace(1) %arrayidx, align 1, !dbg !64, !tbaa !40
  %idxprom5 = zext i8 %5 to i64, !dbg !65
  %arrayidx6 = getelementptr inbounds i32, ptr addrspace(1) %bins.coerce, i64 %idxprom5, !dbg !65
  %6 = atomicrmw add ptr addrspace(1) %arrayidx6, i32 1 syncscope("workgroup-one-as") monotonic, align 4, !dbg !66
  br label %if.end, !dbg !66

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !67
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z20histogram_plain_readPKhPjS1_i(ptr addrspace(1) nocapture noundef readonly %data.coerce, ptr addrspace(1) nocapture noundef %bins.coerce, ptr addrspace(1) nocapture noundef writeonly %out.coerce, i32 noundef %n) local_unnamed_addr #0 !dbg !68 {
entry:
  %0 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !69
  %1 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !72
  %2 = getelementptr inbounds i8, ptr addrspace(4) %1, i64 12, !dbg !72
  %3 = load i16, ptr addrspace(4) %2, align 4, !dbg !72, !tbaa !25
  %conv.i.i = zext i16 %3 to i32, !dbg !72
  %mul = mul i32 %0, %conv.i.i, !dbg !75
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !76, !range !35
  %add = add i32 %mul, %4, !dbg !79
  %cmp = icmp slt i32 %add, %n, !dbg !80
  br i1 %cmp, label %if.then, label %if.end, !dbg !81

if.then:                                          ; preds = %entry
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds i8, ptr addrspace(1) %data.coerce, i64 %idxprom
  %5 = load i8, ptr addrspace(1) %arrayidx, align 1, !dbg !82, !tbaa !40
  %idxprom6 = zext i8 %5 to i64, !dbg !83
  %arrayidx7 = getelementptr inbounds i32, ptr addrspace(1) %bins.coerce, i64 %idxprom6, !dbg !83
  %6 = atomicrmw add ptr addrspace(1) %arrayidx7, i32 1 syncscope("agent-one-as") monotonic, align 4, !dbg !84
  br label %if.end, !dbg !86

if.end:                                           ; preds = %if.then, %entry
  %cmp9 = icmp eq i32 %add, 0, !dbg !87
  br i1 %cmp9, label %if.then10, label %if.end12, !dbg !88

if.then10:                                        ; preds = %if.end
  %7 = load i32, ptr addrspace(1) %bins.coerce, align 4, !dbg !89, !tbaa !90
  store i32 %7, ptr addrspace(1) %out.coerce, align 4, !dbg !92, !tbaa !90
  br label %if.end12, !dbg !93

if.end12:                                         ; preds = %if.then10, %if.end
  ret void, !dbg !94
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-global-pk-add-bf16-inst,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9, !10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/explore/every_input/histogram.hip", directory: "/work/wt/input", checksumkind: CSK_MD5, checksum: "de3b1473681790b3cd3abb833676b89a")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 1}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"Debian clang version 15.0.5"}
!11 = distinct !DISubprogram(name: "histogram", scope: !1, file: !1, line: 7, type: !12, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 263, column: 69, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 263, type: !12, scopeLine: 263, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_runtime.h", directory: "", checksumkind: CSK_MD5, checksum: "16093af3b78d7538c31396a9fb8b635e")
!17 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 8, column: 11, scope: !11)
!20 = !DILocation(line: 268, column: 12, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 267, type: !12, scopeLine: 267, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 299, column: 64, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!24 = distinct !DILocation(line: 8, column: 24, scope: !11)
!25 = !{!26, !26, i64 0}
!26 = !{!"short", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C/C++ TBAA"}
!29 = !DILocation(line: 8, column: 22, scope: !11)
!30 = !DILocation(line: 280, column: 12, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 279, type: !12, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!32 = distinct !DILocation(line: 299, column: 64, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!34 = distinct !DILocation(line: 8, column: 37, scope: !11)
!35 = !{i32 0, i32 1024}
!36 = !DILocation(line: 8, column: 35, scope: !11)
!37 = !DILocation(line: 9, column: 9, scope: !11)
!38 = !DILocation(line: 9, column: 7, scope: !11)
!39 = !DILocation(line: 9, column: 30, scope: !11)
!40 = !{!41, !41, i64 0}
!41 = !{!"omnipotent char", !42, i64 0}
!42 = !{!"Simple C++ TBAA"}
!43 = !DILocation(line: 9, column: 25, scope: !11)
!44 = !DILocation(line: 153, column: 10, scope: !45, inlinedAt: !47)
!45 = distinct !DISubprogram(name: "atomicAdd", scope: !46, file: !46, line: 152, type: !12, scopeLine: 152, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!46 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_atomic.h", directory: "", checksumkind: CSK_MD5, checksum: "784b7b4d693e9ab86a7243ffbf9c8dbc")
!47 = distinct !DILocation(line: 9, column: 14, scope: !11)
!48 = !DILocation(line: 9, column: 14, scope: !11)
!49 = !DILocation(line: 10, column: 1, scope: !11)
!50 = distinct !DISubprogram(name: "histogram_workgroup_scope", scope: !1, file: !1, line: 13, type: !12, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!51 = !DILocation(line: 263, column: 69, scope: !15, inlinedAt: !52)
!52 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !53)
!53 = distinct !DILocation(line: 15, column: 11, scope: !50)
!54 = !DILocation(line: 268, column: 12, scope: !21, inlinedAt: !55)
!55 = distinct !DILocation(line: 299, column: 64, scope: !23, inlinedAt: !56)
!56 = distinct !DILocation(line: 15, column: 24, scope: !50)
!57 = !DILocation(line: 15, column: 22, scope: !50)
!58 = !DILocation(line: 280, column: 12, scope: !31, inlinedAt: !59)
!59 = distinct !DILocation(line: 299, column: 64, scope: !33, inlinedAt: !60)
!60 = distinct !DILocation(line: 15, column: 37, scope: !50)
!61 = !DILocation(line: 15, column: 35, scope: !50)
!62 = !DILocation(line: 16, column: 9, scope: !50)
!63 = !DILocation(line: 16, column: 7, scope: !50)
!64 = !DILocation(line: 17, column: 34, scope: !50)
!65 = !DILocation(line: 17, column: 29, scope: !50)
!66 = !DILocation(line: 17, column: 5, scope: !50)
!67 = !DILocation(line: 19, column: 1, scope: !50)
!68 = distinct !DISubprogram(name: "histogram_plain_read", scope: !1, file: !1, line: 22, type: !12, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!69 = !DILocation(line: 263, column: 69, scope: !15, inlinedAt: !70)
!70 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !71)
!71 = distinct !DILocation(line: 24, column: 11, scope: !68)
!72 = !DILocation(line: 268, column: 12, scope: !21, inlinedAt: !73)
!73 = distinct !DILocation(line: 299, column: 64, scope: !23, inlinedAt: !74)
!74 = distinct !DILocation(line: 24, column: 24, scope: !68)
!75 = !DILocation(line: 24, column: 22, scope: !68)
!76 = !DILocation(line: 280, column: 12, scope: !31, inlinedAt: !77)
!77 = distinct !DILocation(line: 299, column: 64, scope: !33, inlinedAt: !78)
!78 = distinct !DILocation(line: 24, column: 37, scope: !68)
!79 = !DILocation(line: 24, column: 35, scope: !68)
!80 = !DILocation(line: 25, column: 9, scope: !68)
!81 = !DILocation(line: 25, column: 7, scope: !68)
!82 = !DILocation(line: 25, column: 30, scope: !68)
!83 = !DILocation(line: 25, column: 25, scope: !68)
!84 = !DILocation(line: 153, column: 10, scope: !45, inlinedAt: !85)
!85 = distinct !DILocation(line: 25, column: 14, scope: !68)
!86 = !DILocation(line: 25, column: 14, scope: !68)
!87 = !DILocation(line: 26, column: 9, scope: !68)
!88 = !DILocation(line: 26, column: 7, scope: !68)
!89 = !DILocation(line: 26, column: 22, scope: !68)
!90 = !{!91, !91, i64 0}
!91 = !{!"int", !41, i64 0}
!92 = !DILocation(line: 26, column: 20, scope: !68)
!93 = !DILocation(line: 26, column: 15, scope: !68)
!94 = !DILocation(line: 27, column: 1, scope: !68)
