; ModuleID = 'partial_block.hip'
source_filename = "partial_block.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ13neighbour_sumPiPKiiE4tile = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 16
@_ZZ25neighbour_sum_block_boundPiPKiiE4tile = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 16
@__hip_cuid_78d57d324e670e8b = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_78d57d324e670e8b to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @_Z13neighbour_sumPiPKii(ptr addrspace(1) nocapture noundef writeonly %out.coerce, ptr addrspace(1) nocapture noundef readonly %in.coerce, i32 noundef %n) local_unnamed_addr #0 !dbg !11 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !14, !range !20
  %1 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !21
  %2 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !26
  %3 = getelementptr inbounds i8, ptr addrspace(4) %2, i64 12, !dbg !26
  %4 = load i16, ptr addrspace(4) %3, align 4, !dbg !26, !tbaa !31
  %conv.i.i = zext i16 %4 to i32, !dbg !26
  %mul = mul i32 %1, %conv.i.i, !dbg !35
  %add = add i32 %mul, %0, !dbg !36
  %cmp = icmp slt i32 %add, %n, !dbg !37
  br i1 %cmp, label %if.then, label %if.end, !dbg !38

if.then:                                          ; preds = %entry
  %arrayidx6 = getelementptr inbounds [256 x i32], ptr addrspace(3) @_ZZ13neighbour_sumPiPKiiE4tile, i32 0, i32 %0
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in.coerce, i64 %idxprom
  %5 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !39, !tbaa !40
  store i32 %5, ptr addrspace(3) %arrayidx6, align 4, !dbg !44, !tbaa !40
  br label %if.end, !dbg !45

if.end:                                           ; preds = %if.then, %entry
  fence syncscope("workgroup") release, !dbg !46
  tail call void @llvm.amdgcn.s.barrier(), !dbg !54
  fence syncscope("workgroup") acquire, !dbg !55
  br i1 %cmp, label %if.then13, label %if.end24, !dbg !56

if.then13:                                        ; preds = %if.end
  %sub = sub nsw i32 %n, %mul, !dbg !57
  %cond.i = tail call noundef i32 @llvm.smin.i32(i32 %conv.i.i, i32 %sub), !dbg !58
  %arrayidx15 = getelementptr inbounds [256 x i32], ptr addrspace(3) @_ZZ13neighbour_sumPiPKiiE4tile, i32 0, i32 %0, !dbg !62
  %6 = load i32, ptr addrspace(3) %arrayidx15, align 4, !dbg !62, !tbaa !40
  %add16 = add nuw nsw i32 %0, 1, !dbg !63
  %cmp17 = icmp ult i32 %add16, %cond.i, !dbg !64
  br i1 %cmp17, label %cond.true, label %cond.end, !dbg !65

cond.true:                                        ; preds = %if.then13
  %arrayidx20 = getelementptr inbounds [256 x i32], ptr addrspace(3) @_ZZ13neighbour_sumPiPKiiE4tile, i32 0, i32 %add16
  %7 = load i32, ptr addrspace(3) %arrayidx20, align 4, !dbg !66, !tbaa !40
  br label %cond.end, !dbg !65

cond.end:                                         ; preds = %if.then13, %cond.true
  %cond = phi i32 [ %7, %cond.true ], [ 0, %if.then13 ], !dbg !65
  %add21 = add nsw i32 %cond, %6, !dbg !67
  %idxprom22 = sext i32 %add to i64, !dbg !68
  %arrayidx23 = getelementptr inbounds i32, ptr addrspace(1) %out.coerce, i64 %idxprom22, !dbg !68
  store i32 %add21, ptr addrspace(1) %arrayidx23, align 4, !dbg !69, !tbaa !40
  br label %if.end24, !dbg !68

if.end24:                                         ; preds = %cond.end, %if.end
  ret void, !dbg !70
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @_Z25neighbour_sum_block_boundPiPKii(ptr addrspace(1) nocapture noundef writeonly %out.coerce, ptr addrspace(1) nocapture noundef readonly %in.coerce, i32 noundef %n) local_unnamed_addr #0 !dbg !71 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !72, !range !20
  %1 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !75
  %2 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !78
  %3 = getelementptr inbounds i8, ptr addrspace(4) %2, i64 12, !dbg !78
  %4 = load i16, ptr addrspace(4) %3, align 4, !dbg !78, !tbaa !31
  %conv.i.i = zext i16 %4 to i32, !dbg !78
  %mul = mul i32 %1, %conv.i.i, !dbg !81
  %add = add i32 %mul, %0, !dbg !82
  %cmp = icmp slt i32 %add, %n, !dbg !83
  br i1 %cmp, label %if.then, label %if.end, !dbg !84

if.then:                                          ; preds = %entry
  %arrayidx6 = getelementptr inbounds [256 x i32], ptr addrspace(3) @_ZZ25neighbour_sum_block_boundPiPKiiE4tile, i32 0, i32 %0
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in.coerce, i64 %idxprom
  %5 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !85, !tbaa !40
  store i32 %5, ptr addrspace(3) %arrayidx6, align 4, !dbg !86, !tbaa !40
  br label %if.end, !dbg !87

if.end:                                           ; preds = %if.then, %entry
  fence syncscope("workgroup") release, !dbg !88
  tail call void @llvm.amdgcn.s.barrier(), !dbg !92
  fence syncscope("workgroup") acquire, !dbg !93
  br i1 %cmp, label %if.then8, label %if.end20, !dbg !94

if.then8:                                         ; preds = %if.end
  %arrayidx10 = getelementptr inbounds [256 x i32], ptr addrspace(3) @_ZZ25neighbour_sum_block_boundPiPKiiE4tile, i32 0, i32 %0, !dbg !95
  %6 = load i32, ptr addrspace(3) %arrayidx10, align 4, !dbg !95, !tbaa !40
  %add11 = add nuw nsw i32 %0, 1, !dbg !96
  %cmp13 = icmp ult i32 %add11, %conv.i.i, !dbg !97
  br i1 %cmp13, label %cond.true, label %cond.end, !dbg !98

cond.true:                                        ; preds = %if.then8
  %arrayidx16 = getelementptr inbounds [256 x i32], ptr addrspace(3) @_ZZ25neighbour_sum_block_boundPiPKiiE4tile, i32 0, i32 %add11
  %7 = load i32, ptr addrspace(3) %arrayidx16, align 4, !dbg !99, !tbaa !40
  br label %cond.end, !dbg !98

cond.end:                                         ; preds = %if.then8, %cond.true
  %cond = phi i32 [ %7, %cond.true ], [ 0, %if.then8 ], !dbg !98
  %add17 = add nsw i32 %cond, %6, !dbg !100
  %idxprom18 = sext i32 %add to i64, !dbg !101
  %arrayidx19 = getelementptr inbounds i32, ptr addrspace(1) %out.coerce, i64 %idxprom18, !dbg !101
  store i32 %add17, ptr addrspace(1) %arrayidx19, align 4, !dbg !102, !tbaa !40
  br label %if.end20, !dbg !101

if.end20:                                         ; preds = %cond.end, %if.end
  ret void, !dbg !103
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9, !10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "partial_block.hip", directory: ".", checksumkind: CSK_MD5, checksum: "70ff0c3bd119f9ebb05b90ae82523f12")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 1}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"Debian clang version 15.0.5"}
!11 = distinct !DISubprogram(name: "neighbour_sum", scope: !1, file: !1, line: 7, type: !12, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!25 = distinct !DILocation(line: 10, column: 11, scope: !11)
!26 = !DILocation(line: 268, column: 12, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 267, type: !12, scopeLine: 267, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!28 = distinct !DILocation(line: 299, column: 64, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!30 = distinct !DILocation(line: 10, column: 24, scope: !11)
!31 = !{!32, !32, i64 0}
!32 = !{!"short", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C/C++ TBAA"}
!35 = !DILocation(line: 10, column: 22, scope: !11)
!36 = !DILocation(line: 10, column: 35, scope: !11)
!37 = !DILocation(line: 11, column: 9, scope: !11)
!38 = !DILocation(line: 11, column: 7, scope: !11)
!39 = !DILocation(line: 11, column: 24, scope: !11)
!40 = !{!41, !41, i64 0}
!41 = !{!"int", !42, i64 0}
!42 = !{!"omnipotent char", !43, i64 0}
!43 = !{!"Simple C++ TBAA"}
!44 = !DILocation(line: 11, column: 22, scope: !11)
!45 = !DILocation(line: 11, column: 14, scope: !11)
!46 = !DILocation(line: 890, column: 9, scope: !47, inlinedAt: !49)
!47 = distinct !DISubprogram(name: "__work_group_barrier", scope: !48, file: !48, line: 887, type: !12, scopeLine: 888, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!48 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_device_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "913bb197e0af7d58a97d587c496ee161")
!49 = distinct !DILocation(line: 902, column: 3, scope: !50, inlinedAt: !51)
!50 = distinct !DISubprogram(name: "__barrier", scope: !48, file: !48, line: 900, type: !12, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!51 = distinct !DILocation(line: 910, column: 3, scope: !52, inlinedAt: !53)
!52 = distinct !DISubprogram(name: "__syncthreads", scope: !48, file: !48, line: 908, type: !12, scopeLine: 909, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!53 = distinct !DILocation(line: 12, column: 3, scope: !11)
!54 = !DILocation(line: 891, column: 9, scope: !47, inlinedAt: !49)
!55 = !DILocation(line: 892, column: 9, scope: !47, inlinedAt: !49)
!56 = !DILocation(line: 14, column: 7, scope: !11)
!57 = !DILocation(line: 13, column: 38, scope: !11)
!58 = !DILocation(line: 1291, column: 10, scope: !59, inlinedAt: !61)
!59 = distinct !DISubprogram(name: "min", scope: !60, file: !60, line: 1290, type: !12, scopeLine: 1290, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!60 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_hip_math.h", directory: "", checksumkind: CSK_MD5, checksum: "77a655dd2d84b0625bc1c7b723219847")
!61 = distinct !DILocation(line: 13, column: 15, scope: !11)
!62 = !DILocation(line: 14, column: 23, scope: !11)
!63 = !DILocation(line: 14, column: 36, scope: !11)
!64 = !DILocation(line: 14, column: 40, scope: !11)
!65 = !DILocation(line: 14, column: 34, scope: !11)
!66 = !DILocation(line: 14, column: 60, scope: !11)
!67 = !DILocation(line: 14, column: 31, scope: !11)
!68 = !DILocation(line: 14, column: 14, scope: !11)
!69 = !DILocation(line: 14, column: 21, scope: !11)
!70 = !DILocation(line: 15, column: 1, scope: !11)
!71 = distinct !DISubprogram(name: "neighbour_sum_block_bound", scope: !1, file: !1, line: 17, type: !12, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!72 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !73)
!73 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !74)
!74 = distinct !DILocation(line: 19, column: 16, scope: !71)
!75 = !DILocation(line: 263, column: 69, scope: !22, inlinedAt: !76)
!76 = distinct !DILocation(line: 299, column: 64, scope: !24, inlinedAt: !77)
!77 = distinct !DILocation(line: 20, column: 11, scope: !71)
!78 = !DILocation(line: 268, column: 12, scope: !27, inlinedAt: !79)
!79 = distinct !DILocation(line: 299, column: 64, scope: !29, inlinedAt: !80)
!80 = distinct !DILocation(line: 20, column: 24, scope: !71)
!81 = !DILocation(line: 20, column: 22, scope: !71)
!82 = !DILocation(line: 20, column: 35, scope: !71)
!83 = !DILocation(line: 21, column: 9, scope: !71)
!84 = !DILocation(line: 21, column: 7, scope: !71)
!85 = !DILocation(line: 21, column: 24, scope: !71)
!86 = !DILocation(line: 21, column: 22, scope: !71)
!87 = !DILocation(line: 21, column: 14, scope: !71)
!88 = !DILocation(line: 890, column: 9, scope: !47, inlinedAt: !89)
!89 = distinct !DILocation(line: 902, column: 3, scope: !50, inlinedAt: !90)
!90 = distinct !DILocation(line: 910, column: 3, scope: !52, inlinedAt: !91)
!91 = distinct !DILocation(line: 22, column: 3, scope: !71)
!92 = !DILocation(line: 891, column: 9, scope: !47, inlinedAt: !89)
!93 = !DILocation(line: 892, column: 9, scope: !47, inlinedAt: !89)
!94 = !DILocation(line: 24, column: 7, scope: !71)
!95 = !DILocation(line: 24, column: 23, scope: !71)
!96 = !DILocation(line: 24, column: 36, scope: !71)
!97 = !DILocation(line: 24, column: 40, scope: !71)
!98 = !DILocation(line: 24, column: 34, scope: !71)
!99 = !DILocation(line: 24, column: 55, scope: !71)
!100 = !DILocation(line: 24, column: 31, scope: !71)
!101 = !DILocation(line: 24, column: 14, scope: !71)
!102 = !DILocation(line: 24, column: 21, scope: !71)
!103 = !DILocation(line: 25, column: 1, scope: !71)
