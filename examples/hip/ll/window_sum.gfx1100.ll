; ModuleID = 'window_sum.hip'
source_filename = "window_sum.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ11window_sumsPKjPjjE6buffer = internal unnamed_addr addrspace(3) global [72 x i32] undef, align 16
@_ZZ22window_sums_no_barrierPKjPjjE6buffer = internal unnamed_addr addrspace(3) global [72 x i32] undef, align 16
@__hip_cuid_78d57d324e670e8b = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_78d57d324e670e8b to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z11window_sumsPKjPjj(ptr addrspace(1) nocapture noundef readonly %in.coerce, ptr addrspace(1) nocapture noundef writeonly %out.coerce, i32 noundef %n) local_unnamed_addr #0 !dbg !11 {
entry:
  %0 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !14
  %mul = shl i32 %0, 6, !dbg !20
  %1 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !21, !range !26
  %cmp40 = icmp ult i32 %1, 72, !dbg !27
  br i1 %cmp40, label %for.body, label %for.cond.cleanup, !dbg !28

for.cond.cleanup:                                 ; preds = %for.inc, %entry
  fence syncscope("workgroup") release, !dbg !29
  tail call void @llvm.amdgcn.s.barrier(), !dbg !37
  fence syncscope("workgroup") acquire, !dbg !38
  %add10 = add i32 %mul, %1, !dbg !39
  %add11 = add i32 %add10, 9, !dbg !40
  %cmp12.not = icmp ugt i32 %add11, %n, !dbg !41
  br i1 %cmp12.not, label %if.end28, label %for.body18.preheader, !dbg !42

for.body18.preheader:                             ; preds = %for.cond.cleanup
  %arrayidx22 = getelementptr inbounds [72 x i32], ptr addrspace(3) @_ZZ11window_sumsPKjPjjE6buffer, i32 0, i32 %1, !dbg !43
  %2 = load <4 x i32>, ptr addrspace(3) %arrayidx22, align 4, !dbg !43, !tbaa !44
  %add20.4 = add nuw nsw i32 %1, 4, !dbg !48
  %arrayidx22.4 = getelementptr inbounds [72 x i32], ptr addrspace(3) @_ZZ11window_sumsPKjPjjE6buffer, i32 0, i32 %add20.4, !dbg !43
  %3 = load <4 x i32>, ptr addrspace(3) %arrayidx22.4, align 4, !dbg !43, !tbaa !44
  %add20.8 = add nuw nsw i32 %1, 8, !dbg !48
  %arrayidx22.8 = getelementptr inbounds [72 x i32], ptr addrspace(3) @_ZZ11window_sumsPKjPjjE6buffer, i32 0, i32 %add20.8, !dbg !43
  %4 = load i32, ptr addrspace(3) %arrayidx22.8, align 4, !dbg !43, !tbaa !44
  %5 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %2), !dbg !49
  %6 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %3), !dbg !49
  %op.rdx = add i32 %5, %6, !dbg !49
  %op.rdx44 = add i32 %op.rdx, %4, !dbg !49
  %div = udiv i32 %op.rdx44, 9, !dbg !50
  %idxprom26 = zext i32 %add10 to i64, !dbg !51
  %arrayidx27 = getelementptr inbounds i32, ptr addrspace(1) %out.coerce, i64 %idxprom26, !dbg !51
  store i32 %div, ptr addrspace(1) %arrayidx27, align 4, !dbg !52, !tbaa !44
  br label %if.end28, !dbg !53

for.body:                                         ; preds = %entry, %for.inc
  %k.041 = phi i32 [ %add8, %for.inc ], [ %1, %entry ]
  %add = add i32 %k.041, %mul, !dbg !54
  %cmp4 = icmp ult i32 %add, %n, !dbg !55
  br i1 %cmp4, label %if.then, label %for.inc, !dbg !56

if.then:                                          ; preds = %for.body
  %arrayidx7 = getelementptr inbounds [72 x i32], ptr addrspace(3) @_ZZ11window_sumsPKjPjjE6buffer, i32 0, i32 %k.041
  %idxprom = zext i32 %add to i64
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in.coerce, i64 %idxprom
  %7 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !57, !tbaa !44
  store i32 %7, ptr addrspace(3) %arrayidx7, align 4, !dbg !58, !tbaa !44
  br label %for.inc, !dbg !59

for.inc:                                          ; preds = %for.body, %if.then
  %add8 = add nuw nsw i32 %k.041, 64, !dbg !60
  %cmp = icmp ult i32 %k.041, 8, !dbg !27
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !dbg !28, !llvm.loop !61

if.end28:                                         ; preds = %for.body18.preheader, %for.cond.cleanup
  ret void, !dbg !64
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define protected amdgpu_kernel void @_Z22window_sums_no_barrierPKjPjj(ptr addrspace(1) nocapture noundef readonly %in.coerce, ptr addrspace(1) nocapture noundef writeonly %out.coerce, i32 noundef %n) local_unnamed_addr #1 !dbg !65 {
entry:
  %0 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !66
  %mul = shl i32 %0, 6, !dbg !69
  %1 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !70, !range !26
  %cmp40 = icmp ult i32 %1, 72, !dbg !73
  br i1 %cmp40, label %for.body, label %for.cond.cleanup, !dbg !74

for.cond.cleanup:                                 ; preds = %for.inc, %entry
  %add10 = add i32 %mul, %1, !dbg !75
  %add11 = add i32 %add10, 9, !dbg !76
  %cmp12.not = icmp ugt i32 %add11, %n, !dbg !77
  br i1 %cmp12.not, label %if.end28, label %for.body18.preheader, !dbg !78

for.body18.preheader:                             ; preds = %for.cond.cleanup
  %arrayidx22 = getelementptr inbounds [72 x i32], ptr addrspace(3) @_ZZ22window_sums_no_barrierPKjPjjE6buffer, i32 0, i32 %1, !dbg !79
  %2 = load <4 x i32>, ptr addrspace(3) %arrayidx22, align 4, !dbg !79, !tbaa !44
  %add20.4 = add nuw nsw i32 %1, 4, !dbg !80
  %arrayidx22.4 = getelementptr inbounds [72 x i32], ptr addrspace(3) @_ZZ22window_sums_no_barrierPKjPjjE6buffer, i32 0, i32 %add20.4, !dbg !79
  %3 = load <4 x i32>, ptr addrspace(3) %arrayidx22.4, align 4, !dbg !79, !tbaa !44
  %add20.8 = add nuw nsw i32 %1, 8, !dbg !80
  %arrayidx22.8 = getelementptr inbounds [72 x i32], ptr addrspace(3) @_ZZ22window_sums_no_barrierPKjPjjE6buffer, i32 0, i32 %add20.8, !dbg !79
  %4 = load i32, ptr addrspace(3) %arrayidx22.8, align 4, !dbg !79, !tbaa !44
  %5 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %2), !dbg !81
  %6 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %3), !dbg !81
  %op.rdx = add i32 %5, %6, !dbg !81
  %op.rdx44 = add i32 %op.rdx, %4, !dbg !81
  %div = udiv i32 %op.rdx44, 9, !dbg !82
  %idxprom26 = zext i32 %add10 to i64, !dbg !83
  %arrayidx27 = getelementptr inbounds i32, ptr addrspace(1) %out.coerce, i64 %idxprom26, !dbg !83
  store i32 %div, ptr addrspace(1) %arrayidx27, align 4, !dbg !84, !tbaa !44
  br label %if.end28, !dbg !85

for.body:                                         ; preds = %entry, %for.inc
  %k.041 = phi i32 [ %add8, %for.inc ], [ %1, %entry ]
  %add = add i32 %k.041, %mul, !dbg !86
  %cmp4 = icmp ult i32 %add, %n, !dbg !87
  br i1 %cmp4, label %if.then, label %for.inc, !dbg !88

if.then:                                          ; preds = %for.body
  %arrayidx7 = getelementptr inbounds [72 x i32], ptr addrspace(3) @_ZZ22window_sums_no_barrierPKjPjjE6buffer, i32 0, i32 %k.041
  %idxprom = zext i32 %add to i64
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in.coerce, i64 %idxprom
  %7 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !89, !tbaa !44
  store i32 %7, ptr addrspace(3) %arrayidx7, align 4, !dbg !90, !tbaa !44
  br label %for.inc, !dbg !91

for.inc:                                          ; preds = %for.body, %if.then
  %add8 = add nuw nsw i32 %k.041, 64, !dbg !92
  %cmp = icmp ult i32 %k.041, 8, !dbg !73
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !dbg !74, !llvm.loop !93

if.end28:                                         ; preds = %for.body18.preheader, %for.cond.cleanup
  ret void, !dbg !95
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #4

attributes #0 = { convergent mustprogress nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9, !10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "window_sum.hip", directory: ".", checksumkind: CSK_MD5, checksum: "7cfcc90c691c3b2c3fea40b959a0a8ba")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 1}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"Debian clang version 15.0.5"}
!11 = distinct !DISubprogram(name: "window_sums", scope: !1, file: !1, line: 11, type: !12, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 263, column: 69, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 263, type: !12, scopeLine: 263, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_runtime.h", directory: "", checksumkind: CSK_MD5, checksum: "16093af3b78d7538c31396a9fb8b635e")
!17 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 13, column: 20, scope: !11)
!20 = !DILocation(line: 13, column: 31, scope: !11)
!21 = !DILocation(line: 280, column: 12, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 279, type: !12, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = distinct !DILocation(line: 299, column: 64, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = distinct !DILocation(line: 14, column: 21, scope: !11)
!26 = !{i32 0, i32 1024}
!27 = !DILocation(line: 14, column: 36, scope: !11)
!28 = !DILocation(line: 14, column: 3, scope: !11)
!29 = !DILocation(line: 890, column: 9, scope: !30, inlinedAt: !32)
!30 = distinct !DISubprogram(name: "__work_group_barrier", scope: !31, file: !31, line: 887, type: !12, scopeLine: 888, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!31 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_device_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "913bb197e0af7d58a97d587c496ee161")
!32 = distinct !DILocation(line: 902, column: 3, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "__barrier", scope: !31, file: !31, line: 900, type: !12, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!34 = distinct !DILocation(line: 910, column: 3, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "__syncthreads", scope: !31, file: !31, line: 908, type: !12, scopeLine: 909, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!36 = distinct !DILocation(line: 16, column: 3, scope: !11)
!37 = !DILocation(line: 891, column: 9, scope: !30, inlinedAt: !32)
!38 = !DILocation(line: 892, column: 9, scope: !30, inlinedAt: !32)
!39 = !DILocation(line: 17, column: 22, scope: !11)
!40 = !DILocation(line: 18, column: 9, scope: !11)
!41 = !DILocation(line: 18, column: 18, scope: !11)
!42 = !DILocation(line: 18, column: 7, scope: !11)
!43 = !DILocation(line: 20, column: 50, scope: !11)
!44 = !{!45, !45, i64 0}
!45 = !{!"int", !46, i64 0}
!46 = !{!"omnipotent char", !47, i64 0}
!47 = !{!"Simple C++ TBAA"}
!48 = !DILocation(line: 20, column: 69, scope: !11)
!49 = !DILocation(line: 20, column: 47, scope: !11)
!50 = !DILocation(line: 21, column: 18, scope: !11)
!51 = !DILocation(line: 21, column: 5, scope: !11)
!52 = !DILocation(line: 21, column: 12, scope: !11)
!53 = !DILocation(line: 22, column: 3, scope: !11)
!54 = !DILocation(line: 15, column: 15, scope: !11)
!55 = !DILocation(line: 15, column: 19, scope: !11)
!56 = !DILocation(line: 15, column: 9, scope: !11)
!57 = !DILocation(line: 15, column: 36, scope: !11)
!58 = !DILocation(line: 15, column: 34, scope: !11)
!59 = !DILocation(line: 15, column: 24, scope: !11)
!60 = !DILocation(line: 14, column: 60, scope: !11)
!61 = distinct !{!61, !28, !62, !63}
!62 = !DILocation(line: 15, column: 48, scope: !11)
!63 = !{!"llvm.loop.mustprogress"}
!64 = !DILocation(line: 23, column: 1, scope: !11)
!65 = distinct !DISubprogram(name: "window_sums_no_barrier", scope: !1, file: !1, line: 25, type: !12, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!66 = !DILocation(line: 263, column: 69, scope: !15, inlinedAt: !67)
!67 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !68)
!68 = distinct !DILocation(line: 27, column: 20, scope: !65)
!69 = !DILocation(line: 27, column: 31, scope: !65)
!70 = !DILocation(line: 280, column: 12, scope: !22, inlinedAt: !71)
!71 = distinct !DILocation(line: 299, column: 64, scope: !24, inlinedAt: !72)
!72 = distinct !DILocation(line: 28, column: 21, scope: !65)
!73 = !DILocation(line: 28, column: 36, scope: !65)
!74 = !DILocation(line: 28, column: 3, scope: !65)
!75 = !DILocation(line: 30, column: 22, scope: !65)
!76 = !DILocation(line: 31, column: 9, scope: !65)
!77 = !DILocation(line: 31, column: 18, scope: !65)
!78 = !DILocation(line: 31, column: 7, scope: !65)
!79 = !DILocation(line: 33, column: 50, scope: !65)
!80 = !DILocation(line: 33, column: 69, scope: !65)
!81 = !DILocation(line: 33, column: 47, scope: !65)
!82 = !DILocation(line: 34, column: 18, scope: !65)
!83 = !DILocation(line: 34, column: 5, scope: !65)
!84 = !DILocation(line: 34, column: 12, scope: !65)
!85 = !DILocation(line: 35, column: 3, scope: !65)
!86 = !DILocation(line: 29, column: 15, scope: !65)
!87 = !DILocation(line: 29, column: 19, scope: !65)
!88 = !DILocation(line: 29, column: 9, scope: !65)
!89 = !DILocation(line: 29, column: 36, scope: !65)
!90 = !DILocation(line: 29, column: 34, scope: !65)
!91 = !DILocation(line: 29, column: 24, scope: !65)
!92 = !DILocation(line: 28, column: 60, scope: !65)
!93 = distinct !{!93, !74, !94, !63}
!94 = !DILocation(line: 29, column: 48, scope: !65)
!95 = !DILocation(line: 36, column: 1, scope: !65)
