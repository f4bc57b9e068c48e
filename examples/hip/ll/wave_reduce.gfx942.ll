; ModuleID = 'wave_reduce.hip'
source_filename = "wave_reduce.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ21wave_sum_lds_lockstepPiPKiE1s = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 16
@__hip_cuid_78d57d324e670e8b = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_78d57d324e670e8b to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z8wave_sumPiPKi(ptr addrspace(1) nocapture noundef writeonly %out.coerce, ptr addrspace(1) nocapture noundef readonly %in.coerce) local_unnamed_addr #0 !dbg !11 {
entry:
  %0 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !14
  %1 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !20
  %2 = getelementptr inbounds i8, ptr addrspace(4) %1, i64 12, !dbg !20
  %3 = load i16, ptr addrspace(4) %2, align 4, !dbg !20, !tbaa !25
  %conv.i.i = zext i16 %3 to i32, !dbg !20
  %mul = mul i32 %0, %conv.i.i, !dbg !29
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !30, !range !35
  %add = add i32 %mul, %4, !dbg !36
  %idxprom = zext i32 %add to i64, !dbg !37
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in.coerce, i64 %idxprom, !dbg !37
  %5 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !37, !tbaa !38
  %6 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %7 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %6)
  %and.i = and i32 %7, 63
  %cmp.i.inv = icmp ult i32 %and.i, 32, !dbg !42
  %add.i = select i1 %cmp.i.inv, i32 32, i32 0, !dbg !42
  %cond.i = add i32 %add.i, %7, !dbg !42
  %shl.i = shl i32 %cond.i, 2, !dbg !46
  %8 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %shl.i, i32 %5), !dbg !47
  %add6 = add nsw i32 %8, %5, !dbg !48
  %cmp.i.1 = icmp ugt i32 %and.i, 47, !dbg !49
  %add.i.1 = select i1 %cmp.i.1, i32 0, i32 16, !dbg !42
  %cond.i.1 = add i32 %add.i.1, %7, !dbg !42
  %shl.i.1 = shl i32 %cond.i.1, 2, !dbg !46
  %9 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %shl.i.1, i32 %add6), !dbg !47
  %add6.1 = add nsw i32 %9, %add6, !dbg !48
  %cmp.i.2 = icmp ugt i32 %and.i, 55, !dbg !49
  %add.i.2 = select i1 %cmp.i.2, i32 0, i32 8, !dbg !42
  %cond.i.2 = add i32 %add.i.2, %7, !dbg !42
  %shl.i.2 = shl i32 %cond.i.2, 2, !dbg !46
  %10 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %shl.i.2, i32 %add6.1), !dbg !47
  %add6.2 = add nsw i32 %10, %add6.1, !dbg !48
  %cmp.i.3 = icmp ugt i32 %and.i, 59, !dbg !49
  %add.i.3 = select i1 %cmp.i.3, i32 0, i32 4, !dbg !42
  %cond.i.3 = add i32 %add.i.3, %7, !dbg !42
  %shl.i.3 = shl i32 %cond.i.3, 2, !dbg !46
  %11 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %shl.i.3, i32 %add6.2), !dbg !47
  %add6.3 = add nsw i32 %11, %add6.2, !dbg !48
  %cmp.i.4 = icmp ugt i32 %and.i, 61, !dbg !49
  %add.i.4 = select i1 %cmp.i.4, i32 0, i32 2, !dbg !42
  %cond.i.4 = add i32 %add.i.4, %7, !dbg !42
  %shl.i.4 = shl i32 %cond.i.4, 2, !dbg !46
  %12 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %shl.i.4, i32 %add6.3), !dbg !47
  %add6.4 = add nsw i32 %12, %add6.3, !dbg !48
  %cmp.i.5 = icmp ne i32 %and.i, 63, !dbg !49
  %add.i.5 = zext i1 %cmp.i.5 to i32, !dbg !42
  %cond.i.5 = add i32 %7, %add.i.5, !dbg !42
  %shl.i.5 = shl i32 %cond.i.5, 2, !dbg !46
  %13 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %shl.i.5, i32 %add6.4), !dbg !47
  %rem = and i32 %4, 63, !dbg !50
  %cmp8 = icmp eq i32 %rem, 0, !dbg !51
  br i1 %cmp8, label %if.then, label %if.end, !dbg !52

if.then:                                          ; preds = %entry
  %add6.5 = add nsw i32 %13, %add6.4, !dbg !48
  %div1122 = lshr i32 %conv.i.i, 6, !dbg !53
  %mul12 = mul i32 %div1122, %0, !dbg !54
  %div1423 = lshr exact i32 %4, 6, !dbg !55
  %add15 = add i32 %mul12, %div1423, !dbg !56
  %idxprom16 = zext i32 %add15 to i64, !dbg !57
  %arrayidx17 = getelementptr inbounds i32, ptr addrspace(1) %out.coerce, i64 %idxprom16, !dbg !57
  store i32 %add6.5, ptr addrspace(1) %arrayidx17, align 4, !dbg !58, !tbaa !38
  br label %if.end, !dbg !57

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !59
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none)
define protected amdgpu_kernel void @_Z21wave_sum_lds_lockstepPiPKi(ptr addrspace(1) nocapture noundef writeonly %out.coerce, ptr addrspace(1) nocapture noundef readonly %in.coerce) local_unnamed_addr #1 !dbg !60 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !61, !range !35
  %1 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !64
  %2 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !67
  %3 = getelementptr inbounds i8, ptr addrspace(4) %2, i64 12, !dbg !67
  %4 = load i16, ptr addrspace(4) %3, align 4, !dbg !67, !tbaa !25
  %conv.i.i = zext i16 %4 to i32, !dbg !67
  %mul = mul i32 %1, %conv.i.i, !dbg !70
  %add = add i32 %mul, %0, !dbg !71
  %idxprom = zext i32 %add to i64, !dbg !72
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in.coerce, i64 %idxprom, !dbg !72
  %5 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !72, !tbaa !38
  %arrayidx6 = getelementptr inbounds [64 x i32], ptr addrspace(3) @_ZZ21wave_sum_lds_lockstepPiPKiE1s, i32 0, i32 %0, !dbg !73
  store i32 %5, ptr addrspace(3) %arrayidx6, align 4, !dbg !74, !tbaa !38
  %cmp7 = icmp ult i32 %0, 32, !dbg !75
  br i1 %cmp7, label %if.then, label %for.inc, !dbg !76

if.then:                                          ; preds = %entry
  %add8 = or disjoint i32 %0, 32
  %arrayidx10 = getelementptr inbounds [64 x i32], ptr addrspace(3) @_ZZ21wave_sum_lds_lockstepPiPKiE1s, i32 0, i32 %add8
  %6 = load i32, ptr addrspace(3) %arrayidx10, align 4, !dbg !77, !tbaa !38
  %add13 = add nsw i32 %5, %6, !dbg !78
  store i32 %add13, ptr addrspace(3) %arrayidx6, align 4, !dbg !78, !tbaa !38
  br label %for.inc, !dbg !79

for.inc:                                          ; preds = %entry, %if.then
  %7 = phi i32 [ %5, %entry ], [ %add13, %if.then ]
  %cmp7.1 = icmp ult i32 %0, 16, !dbg !75
  br i1 %cmp7.1, label %if.then.1, label %for.inc.1, !dbg !76

if.then.1:                                        ; preds = %for.inc
  %add8.1 = or disjoint i32 %0, 16
  %arrayidx10.1 = getelementptr inbounds [64 x i32], ptr addrspace(3) @_ZZ21wave_sum_lds_lockstepPiPKiE1s, i32 0, i32 %add8.1
  %8 = load i32, ptr addrspace(3) %arrayidx10.1, align 4, !dbg !77, !tbaa !38
  %add13.1 = add nsw i32 %7, %8, !dbg !78
  store i32 %add13.1, ptr addrspace(3) %arrayidx6, align 4, !dbg !78, !tbaa !38
  br label %for.inc.1, !dbg !79

for.inc.1:                                        ; preds = %if.then.1, %for.inc
  %9 = phi i32 [ %add13.1, %if.then.1 ], [ %7, %for.inc ]
  %cmp7.2 = icmp ult i32 %0, 8, !dbg !75
  br i1 %cmp7.2, label %if.then.2, label %for.inc.2, !dbg !76

if.then.2:                                        ; preds = %for.inc.1
  %add8.2 = or disjoint i32 %0, 8
  %arrayidx10.2 = getelementptr inbounds [64 x i32], ptr addrspace(3) @_ZZ21wave_sum_lds_lockstepPiPKiE1s, i32 0, i32 %add8.2
  %10 = load i32, ptr addrspace(3) %arrayidx10.2, align 4, !dbg !77, !tbaa !38
  %add13.2 = add nsw i32 %9, %10, !dbg !78
  store i32 %add13.2, ptr addrspace(3) %arrayidx6, align 4, !dbg !78, !tbaa !38
  br label %for.inc.2, !dbg !79

for.inc.2:                                        ; preds = %if.then.2, %for.inc.1
  %11 = phi i32 [ %add13.2, %if.then.2 ], [ %9, %for.inc.1 ]
  %cmp7.3 = icmp ult i32 %0, 4, !dbg !75
  br i1 %cmp7.3, label %if.then.3, label %for.inc.3, !dbg !76

if.then.3:                                        ; preds = %for.inc.2
  %add8.3 = or disjoint i32 %0, 4
  %arrayidx10.3 = getelementptr inbounds [64 x i32], ptr addrspace(3) @_ZZ21wave_sum_lds_lockstepPiPKiE1s, i32 0, i32 %add8.3
  %12 = load i32, ptr addrspace(3) %arrayidx10.3, align 4, !dbg !77, !tbaa !38
  %add13.3 = add nsw i32 %11, %12, !dbg !78
  store i32 %add13.3, ptr addrspace(3) %arrayidx6, align 4, !dbg !78, !tbaa !38
  br label %for.inc.3, !dbg !79

for.inc.3:                                        ; preds = %if.then.3, %for.inc.2
  %13 = phi i32 [ %add13.3, %if.then.3 ], [ %11, %for.inc.2 ]
  %cmp7.4 = icmp ult i32 %0, 2, !dbg !75
  br i1 %cmp7.4, label %if.then.4, label %for.inc.4, !dbg !76

if.then.4:                                        ; preds = %for.inc.3
  %add8.4 = or disjoint i32 %0, 2
  %arrayidx10.4 = getelementptr inbounds [64 x i32], ptr addrspace(3) @_ZZ21wave_sum_lds_lockstepPiPKiE1s, i32 0, i32 %add8.4
  %14 = load i32, ptr addrspace(3) %arrayidx10.4, align 4, !dbg !77, !tbaa !38
  %add13.4 = add nsw i32 %13, %14, !dbg !78
  store i32 %add13.4, ptr addrspace(3) %arrayidx6, align 4, !dbg !78, !tbaa !38
  br label %for.inc.4, !dbg !79

for.inc.4:                                        ; preds = %if.then.4, %for.inc.3
  %15 = phi i32 [ %add13.4, %if.then.4 ], [ %13, %for.inc.3 ]
  %cond = icmp eq i32 %0, 0, !dbg !76
  br i1 %cond, label %if.then.5, label %if.end19, !dbg !76

if.then.5:                                        ; preds = %for.inc.4
  %16 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ21wave_sum_lds_lockstepPiPKiE1s, i32 4), align 4, !dbg !77, !tbaa !38
  %add13.5 = add nsw i32 %15, %16, !dbg !78
  store i32 %add13.5, ptr addrspace(3) %arrayidx6, align 4, !dbg !78, !tbaa !38
  %idxprom17 = zext i32 %1 to i64
  %arrayidx18 = getelementptr inbounds i32, ptr addrspace(1) %out.coerce, i64 %idxprom17
  %17 = load i32, ptr addrspace(3) @_ZZ21wave_sum_lds_lockstepPiPKiE1s, align 16, !dbg !80, !tbaa !38
  store i32 %17, ptr addrspace(1) %arrayidx18, align 4, !dbg !81, !tbaa !38
  br label %if.end19, !dbg !82

if.end19:                                         ; preds = %for.inc.4, %if.then.5
  ret void, !dbg !83
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #4

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-global-pk-add-bf16-inst,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-global-pk-add-bf16-inst,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9, !10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "wave_reduce.hip", directory: ".", checksumkind: CSK_MD5, checksum: "ed67be618f8ac0f99bc665d80300aaf8")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 1}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"Debian clang version 15.0.5"}
!11 = distinct !DISubprogram(name: "wave_sum", scope: !1, file: !1, line: 7, type: !12, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 263, column: 69, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 263, type: !12, scopeLine: 263, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_runtime.h", directory: "", checksumkind: CSK_MD5, checksum: "16093af3b78d7538c31396a9fb8b635e")
!17 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 8, column: 14, scope: !11)
!20 = !DILocation(line: 268, column: 12, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 267, type: !12, scopeLine: 267, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 299, column: 64, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!24 = distinct !DILocation(line: 8, column: 27, scope: !11)
!25 = !{!26, !26, i64 0}
!26 = !{!"short", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C/C++ TBAA"}
!29 = !DILocation(line: 8, column: 25, scope: !11)
!30 = !DILocation(line: 280, column: 12, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 279, type: !12, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!32 = distinct !DILocation(line: 299, column: 64, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!34 = distinct !DILocation(line: 8, column: 40, scope: !11)
!35 = !{i32 0, i32 1024}
!36 = !DILocation(line: 8, column: 38, scope: !11)
!37 = !DILocation(line: 8, column: 11, scope: !11)
!38 = !{!39, !39, i64 0}
!39 = !{!"int", !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C++ TBAA"}
!42 = !DILocation(line: 243, column: 13, scope: !43, inlinedAt: !45)
!43 = distinct !DISubprogram(name: "__shfl_down", scope: !44, file: !44, line: 240, type: !12, scopeLine: 240, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!44 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_warp_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "d1e05fbe6105deb80ea2d696b47e17e5")
!45 = distinct !DILocation(line: 9, column: 56, scope: !11)
!46 = !DILocation(line: 244, column: 46, scope: !43, inlinedAt: !45)
!47 = !DILocation(line: 244, column: 12, scope: !43, inlinedAt: !45)
!48 = !DILocation(line: 9, column: 53, scope: !11)
!49 = !DILocation(line: 243, column: 48, scope: !43, inlinedAt: !45)
!50 = !DILocation(line: 10, column: 19, scope: !11)
!51 = !DILocation(line: 10, column: 30, scope: !11)
!52 = !DILocation(line: 10, column: 7, scope: !11)
!53 = !DILocation(line: 11, column: 34, scope: !11)
!54 = !DILocation(line: 11, column: 20, scope: !11)
!55 = !DILocation(line: 11, column: 60, scope: !11)
!56 = !DILocation(line: 11, column: 46, scope: !11)
!57 = !DILocation(line: 11, column: 5, scope: !11)
!58 = !DILocation(line: 11, column: 72, scope: !11)
!59 = !DILocation(line: 12, column: 1, scope: !11)
!60 = distinct !DISubprogram(name: "wave_sum_lds_lockstep", scope: !1, file: !1, line: 14, type: !12, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!61 = !DILocation(line: 280, column: 12, scope: !31, inlinedAt: !62)
!62 = distinct !DILocation(line: 299, column: 64, scope: !33, inlinedAt: !63)
!63 = distinct !DILocation(line: 16, column: 16, scope: !60)
!64 = !DILocation(line: 263, column: 69, scope: !15, inlinedAt: !65)
!65 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !66)
!66 = distinct !DILocation(line: 17, column: 13, scope: !60)
!67 = !DILocation(line: 268, column: 12, scope: !21, inlinedAt: !68)
!68 = distinct !DILocation(line: 299, column: 64, scope: !23, inlinedAt: !69)
!69 = distinct !DILocation(line: 17, column: 26, scope: !60)
!70 = !DILocation(line: 17, column: 24, scope: !60)
!71 = !DILocation(line: 17, column: 37, scope: !60)
!72 = !DILocation(line: 17, column: 10, scope: !60)
!73 = !DILocation(line: 17, column: 3, scope: !60)
!74 = !DILocation(line: 17, column: 8, scope: !60)
!75 = !DILocation(line: 19, column: 11, scope: !60)
!76 = !DILocation(line: 19, column: 9, scope: !60)
!77 = !DILocation(line: 19, column: 26, scope: !60)
!78 = !DILocation(line: 19, column: 23, scope: !60)
!79 = !DILocation(line: 19, column: 18, scope: !60)
!80 = !DILocation(line: 20, column: 33, scope: !60)
!81 = !DILocation(line: 20, column: 31, scope: !60)
!82 = !DILocation(line: 20, column: 15, scope: !60)
!83 = !DILocation(line: 21, column: 1, scope: !60)
