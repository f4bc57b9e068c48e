; ModuleID = 'last_block.hip'
source_filename = "last_block.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@tickets = protected addrspace(1) externally_initialized global i32 0, align 4
@_ZZ14sum_last_blockPiS_PKiE4last = internal unnamed_addr addrspace(3) global i8 undef, align 1
@_ZZ23sum_last_block_no_fencePiS_PKiE4last = internal unnamed_addr addrspace(3) global i8 undef, align 1
@__hip_cuid_78d57d324e670e8b = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_78d57d324e670e8b to ptr), ptr addrspacecast (ptr addrspace(1) @tickets to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z14sum_last_blockPiS_PKi(ptr addrspace(1) nocapture noundef %partials.coerce, ptr addrspace(1) nocapture noundef writeonly %result.coerce, ptr addrspace(1) nocapture noundef readonly %in.coerce) local_unnamed_addr #0 !dbg !11 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !14, !range !20
  %cmp = icmp eq i32 %0, 0, !dbg !21
  br i1 %cmp, label %if.then, label %if.end, !dbg !22

if.then:                                          ; preds = %entry
  %1 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !23
  %idxprom = zext i32 %1 to i64, !dbg !28
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in.coerce, i64 %idxprom, !dbg !28
  %2 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !28, !tbaa !29
  %arrayidx7 = getelementptr inbounds i32, ptr addrspace(1) %partials.coerce, i64 %idxprom, !dbg !33
  store i32 %2, ptr addrspace(1) %arrayidx7, align 4, !dbg !34, !tbaa !29
  fence syncscope("agent") seq_cst, !dbg !35
  %3 = atomicrmw add ptr addrspace(1) @tickets, i32 1 syncscope("agent-one-as") monotonic, align 4, !dbg !39
  %4 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !43
  %5 = load i32, ptr addrspace(4) %4, align 4, !dbg !43, !tbaa !48
  %sub = add i32 %5, -1, !dbg !52
  %cmp10 = icmp eq i32 %3, %sub, !dbg !53
  %storedv = zext i1 %cmp10 to i8, !dbg !54
  store i8 %storedv, ptr addrspace(3) @_ZZ14sum_last_blockPiS_PKiE4last, align 1, !dbg !54, !tbaa !55
  br label %if.end, !dbg !57

if.end:                                           ; preds = %if.then, %entry
  fence syncscope("workgroup") release, !dbg !58
  tail call void @llvm.amdgcn.s.barrier(), !dbg !65
  fence syncscope("workgroup") acquire, !dbg !66
  %6 = load i8, ptr addrspace(3) @_ZZ14sum_last_blockPiS_PKiE4last, align 1, !dbg !67, !tbaa !55, !range !68, !noundef !13
  %loadedv = trunc nuw i8 %6 to i1, !dbg !67
  %or.cond = and i1 %cmp, %loadedv, !dbg !69
  br i1 %or.cond, label %if.then12, label %if.end17, !dbg !69

if.then12:                                        ; preds = %if.end
  fence syncscope("agent") seq_cst, !dbg !70
  %7 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = load i32, ptr addrspace(4) %7, align 4, !tbaa !48
  %cmp1423.not = icmp eq i32 %8, 0, !dbg !72
  br i1 %cmp1423.not, label %for.cond.cleanup, label %for.body.preheader, !dbg !73

for.body.preheader:                               ; preds = %if.then12
  %min.iters.check = icmp ult i32 %8, 4, !dbg !73
  br i1 %min.iters.check, label %for.body.preheader28, label %vector.ph, !dbg !73

for.body.preheader28:                             ; preds = %middle.block, %for.body.preheader
  %b.025.ph = phi i32 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %sum.024.ph = phi i32 [ 0, %for.body.preheader ], [ %15, %middle.block ]
  br label %for.body, !dbg !73

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i32 %8, -4, !dbg !73
  br label %vector.body, !dbg !73

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !74
  %vec.phi = phi <2 x i32> [ zeroinitializer, %vector.ph ], [ %12, %vector.body ]
  %vec.phi26 = phi <2 x i32> [ zeroinitializer, %vector.ph ], [ %13, %vector.body ]
  %9 = zext i32 %index to i64, !dbg !75
  %10 = getelementptr inbounds i32, ptr addrspace(1) %partials.coerce, i64 %9, !dbg !75
  %11 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 8, !dbg !75
  %wide.load = load <2 x i32>, ptr addrspace(1) %10, align 4, !dbg !75, !tbaa !29
  %wide.load27 = load <2 x i32>, ptr addrspace(1) %11, align 4, !dbg !75, !tbaa !29
  %12 = add <2 x i32> %wide.load, %vec.phi, !dbg !76
  %13 = add <2 x i32> %wide.load27, %vec.phi26, !dbg !76
  %index.next = add nuw i32 %index, 4, !dbg !74
  %14 = icmp eq i32 %index.next, %n.vec, !dbg !74
  br i1 %14, label %middle.block, label %vector.body, !dbg !74, !llvm.loop !77

middle.block:                                     ; preds = %vector.body
  %bin.rdx = add <2 x i32> %13, %12, !dbg !73
  %15 = tail call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %bin.rdx), !dbg !73
  %cmp.n = icmp eq i32 %8, %n.vec, !dbg !73
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader28, !dbg !73

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %if.then12
  %sum.0.lcssa = phi i32 [ 0, %if.then12 ], [ %15, %middle.block ], [ %add, %for.body ], !dbg !81
  store i32 %sum.0.lcssa, ptr addrspace(1) %result.coerce, align 4, !dbg !82, !tbaa !29
  br label %if.end17, !dbg !83

for.body:                                         ; preds = %for.body.preheader28, %for.body
  %b.025 = phi i32 [ %inc, %for.body ], [ %b.025.ph, %for.body.preheader28 ]
  %sum.024 = phi i32 [ %add, %for.body ], [ %sum.024.ph, %for.body.preheader28 ]
  %idxprom15 = zext i32 %b.025 to i64, !dbg !75
  %arrayidx16 = getelementptr inbounds i32, ptr addrspace(1) %partials.coerce, i64 %idxprom15, !dbg !75
  %16 = load i32, ptr addrspace(1) %arrayidx16, align 4, !dbg !75, !tbaa !29
  %add = add nsw i32 %16, %sum.024, !dbg !76
  %inc = add nuw i32 %b.025, 1, !dbg !74
  %exitcond.not = icmp eq i32 %inc, %8, !dbg !72
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !73, !llvm.loop !84

if.end17:                                         ; preds = %for.cond.cleanup, %if.end
  ret void, !dbg !86
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z23sum_last_block_no_fencePiS_PKi(ptr addrspace(1) nocapture noundef %partials.coerce, ptr addrspace(1) nocapture noundef writeonly %result.coerce, ptr addrspace(1) nocapture noundef readonly %in.coerce) local_unnamed_addr #0 !dbg !87 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !88, !range !20
  %cmp = icmp eq i32 %0, 0, !dbg !91
  br i1 %cmp, label %if.then, label %if.end, !dbg !92

if.then:                                          ; preds = %entry
  %1 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !93
  %idxprom = zext i32 %1 to i64, !dbg !96
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in.coerce, i64 %idxprom, !dbg !96
  %2 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !96, !tbaa !29
  %arrayidx7 = getelementptr inbounds i32, ptr addrspace(1) %partials.coerce, i64 %idxprom, !dbg !97
  store i32 %2, ptr addrspace(1) %arrayidx7, align 4, !dbg !98, !tbaa !29
  %3 = atomicrmw add ptr addrspace(1) @tickets, i32 1 syncscope("agent-one-as") monotonic, align 4, !dbg !99
  %4 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !101
  %5 = load i32, ptr addrspace(4) %4, align 4, !dbg !101, !tbaa !48
  %sub = add i32 %5, -1, !dbg !104
  %cmp10 = icmp eq i32 %3, %sub, !dbg !105
  %storedv = zext i1 %cmp10 to i8, !dbg !106
  store i8 %storedv, ptr addrspace(3) @_ZZ23sum_last_block_no_fencePiS_PKiE4last, align 1, !dbg !106, !tbaa !55
  br label %if.end, !dbg !107

if.end:                                           ; preds = %if.then, %entry
  fence syncscope("workgroup") release, !dbg !108
  tail call void @llvm.amdgcn.s.barrier(), !dbg !112
  fence syncscope("workgroup") acquire, !dbg !113
  %6 = load i8, ptr addrspace(3) @_ZZ23sum_last_block_no_fencePiS_PKiE4last, align 1, !dbg !114, !tbaa !55, !range !68, !noundef !13
  %loadedv = trunc nuw i8 %6 to i1, !dbg !114
  %or.cond = and i1 %cmp, %loadedv, !dbg !115
  br i1 %or.cond, label %for.cond.preheader, label %if.end17, !dbg !115

for.cond.preheader:                               ; preds = %if.end
  %7 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = load i32, ptr addrspace(4) %7, align 4, !tbaa !48
  %cmp1423.not = icmp eq i32 %8, 0, !dbg !116
  br i1 %cmp1423.not, label %for.cond.cleanup, label %for.body.preheader, !dbg !117

for.body.preheader:                               ; preds = %for.cond.preheader
  %min.iters.check = icmp ult i32 %8, 4, !dbg !117
  br i1 %min.iters.check, label %for.body.preheader28, label %vector.ph, !dbg !117

for.body.preheader28:                             ; preds = %middle.block, %for.body.preheader
  %b.025.ph = phi i32 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %sum.024.ph = phi i32 [ 0, %for.body.preheader ], [ %15, %middle.block ]
  br label %for.body, !dbg !117

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i32 %8, -4, !dbg !117
  br label %vector.body, !dbg !117

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !118
  %vec.phi = phi <2 x i32> [ zeroinitializer, %vector.ph ], [ %12, %vector.body ]
  %vec.phi26 = phi <2 x i32> [ zeroinitializer, %vector.ph ], [ %13, %vector.body ]
  %9 = zext i32 %index to i64, !dbg !119
  %10 = getelementptr inbounds i32, ptr addrspace(1) %partials.coerce, i64 %9, !dbg !119
  %11 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 8, !dbg !119
  %wide.load = load <2 x i32>, ptr addrspace(1) %10, align 4, !dbg !119, !tbaa !29
  %wide.load27 = load <2 x i32>, ptr addrspace(1) %11, align 4, !dbg !119, !tbaa !29
  %12 = add <2 x i32> %wide.load, %vec.phi, !dbg !120
  %13 = add <2 x i32> %wide.load27, %vec.phi26, !dbg !120
  %index.next = add nuw i32 %index, 4, !dbg !118
  %14 = icmp eq i32 %index.next, %n.vec, !dbg !118
  br i1 %14, label %middle.block, label %vector.body, !dbg !118, !llvm.loop !121

middle.block:                                     ; preds = %vector.body
  %bin.rdx = add <2 x i32> %13, %12, !dbg !117
  %15 = tail call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %bin.rdx), !dbg !117
  %cmp.n = icmp eq i32 %8, %n.vec, !dbg !117
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader28, !dbg !117

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %for.cond.preheader
  %sum.0.lcssa = phi i32 [ 0, %for.cond.preheader ], [ %15, %middle.block ], [ %add, %for.body ], !dbg !123
  store i32 %sum.0.lcssa, ptr addrspace(1) %result.coerce, align 4, !dbg !124, !tbaa !29
  br label %if.end17, !dbg !125

for.body:                                         ; preds = %for.body.preheader28, %for.body
  %b.025 = phi i32 [ %inc, %for.body ], [ %b.025.ph, %for.body.preheader28 ]
  %sum.024 = phi i32 [ %add, %for.body ], [ %sum.024.ph, %for.body.preheader28 ]
  %idxprom15 = zext i32 %b.025 to i64, !dbg !119
  %arrayidx16 = getelementptr inbounds i32, ptr addrspace(1) %partials.coerce, i64 %idxprom15, !dbg !119
  %16 = load i32, ptr addrspace(1) %arrayidx16, align 4, !dbg !119, !tbaa !29
  %add = add nsw i32 %16, %sum.024, !dbg !120
  %inc = add nuw i32 %b.025, 1, !dbg !118
  %exitcond.not = icmp eq i32 %inc, %8, !dbg !116
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !117, !llvm.loop !126

if.end17:                                         ; preds = %for.cond.cleanup, %if.end
  ret void, !dbg !127
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v2i32(<2 x i32>) #3

attributes #0 = { convergent mustprogress nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-global-pk-add-bf16-inst,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9, !10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "last_block.hip", directory: ".", checksumkind: CSK_MD5, checksum: "33d0a0cf56ac82ad311784e944eed6c9")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 1}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"Debian clang version 15.0.5"}
!11 = distinct !DISubprogram(name: "sum_last_block", scope: !1, file: !1, line: 9, type: !12, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 279, type: !12, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_runtime.h", directory: "", checksumkind: CSK_MD5, checksum: "16093af3b78d7538c31396a9fb8b635e")
!17 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 11, column: 16, scope: !11)
!20 = !{i32 0, i32 1024}
!21 = !DILocation(line: 12, column: 9, scope: !11)
!22 = !DILocation(line: 12, column: 7, scope: !11)
!23 = !DILocation(line: 263, column: 69, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 263, type: !12, scopeLine: 263, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = distinct !DILocation(line: 299, column: 64, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!27 = distinct !DILocation(line: 13, column: 31, scope: !11)
!28 = !DILocation(line: 13, column: 28, scope: !11)
!29 = !{!30, !30, i64 0}
!30 = !{!"int", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C++ TBAA"}
!33 = !DILocation(line: 13, column: 5, scope: !11)
!34 = !DILocation(line: 13, column: 26, scope: !11)
!35 = !DILocation(line: 794, column: 3, scope: !36, inlinedAt: !38)
!36 = distinct !DISubprogram(name: "__threadfence", scope: !37, file: !37, line: 792, type: !12, scopeLine: 793, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!37 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_device_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "913bb197e0af7d58a97d587c496ee161")
!38 = distinct !DILocation(line: 14, column: 5, scope: !11)
!39 = !DILocation(line: 153, column: 10, scope: !40, inlinedAt: !42)
!40 = distinct !DISubprogram(name: "atomicAdd", scope: !41, file: !41, line: 152, type: !12, scopeLine: 152, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!41 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_atomic.h", directory: "", checksumkind: CSK_MD5, checksum: "784b7b4d693e9ab86a7243ffbf9c8dbc")
!42 = distinct !DILocation(line: 15, column: 23, scope: !11)
!43 = !DILocation(line: 274, column: 12, scope: !44, inlinedAt: !45)
!44 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 273, type: !12, scopeLine: 273, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!45 = distinct !DILocation(line: 299, column: 64, scope: !46, inlinedAt: !47)
!46 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!47 = distinct !DILocation(line: 16, column: 22, scope: !11)
!48 = !{!49, !49, i64 0}
!49 = !{!"int", !50, i64 0}
!50 = !{!"omnipotent char", !51, i64 0}
!51 = !{!"Simple C/C++ TBAA"}
!52 = !DILocation(line: 16, column: 32, scope: !11)
!53 = !DILocation(line: 16, column: 19, scope: !11)
!54 = !DILocation(line: 16, column: 10, scope: !11)
!55 = !{!56, !56, i64 0}
!56 = !{!"bool", !31, i64 0}
!57 = !DILocation(line: 17, column: 3, scope: !11)
!58 = !DILocation(line: 890, column: 9, scope: !59, inlinedAt: !60)
!59 = distinct !DISubprogram(name: "__work_group_barrier", scope: !37, file: !37, line: 887, type: !12, scopeLine: 888, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!60 = distinct !DILocation(line: 902, column: 3, scope: !61, inlinedAt: !62)
!61 = distinct !DISubprogram(name: "__barrier", scope: !37, file: !37, line: 900, type: !12, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!62 = distinct !DILocation(line: 910, column: 3, scope: !63, inlinedAt: !64)
!63 = distinct !DISubprogram(name: "__syncthreads", scope: !37, file: !37, line: 908, type: !12, scopeLine: 909, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!64 = distinct !DILocation(line: 18, column: 3, scope: !11)
!65 = !DILocation(line: 891, column: 9, scope: !59, inlinedAt: !60)
!66 = !DILocation(line: 892, column: 9, scope: !59, inlinedAt: !60)
!67 = !DILocation(line: 19, column: 7, scope: !11)
!68 = !{i8 0, i8 2}
!69 = !DILocation(line: 19, column: 12, scope: !11)
!70 = !DILocation(line: 794, column: 3, scope: !36, inlinedAt: !71)
!71 = distinct !DILocation(line: 20, column: 5, scope: !11)
!72 = !DILocation(line: 22, column: 28, scope: !11)
!73 = !DILocation(line: 22, column: 5, scope: !11)
!74 = !DILocation(line: 22, column: 41, scope: !11)
!75 = !DILocation(line: 22, column: 53, scope: !11)
!76 = !DILocation(line: 22, column: 50, scope: !11)
!77 = distinct !{!77, !73, !78, !79, !80}
!78 = !DILocation(line: 22, column: 63, scope: !11)
!79 = !{!"llvm.loop.mustprogress"}
!80 = !{!"llvm.loop.isvectorized", i32 1}
!81 = !DILocation(line: 0, scope: !11)
!82 = !DILocation(line: 23, column: 13, scope: !11)
!83 = !DILocation(line: 24, column: 3, scope: !11)
!84 = distinct !{!84, !73, !78, !79, !85, !80}
!85 = !{!"llvm.loop.unroll.runtime.disable"}
!86 = !DILocation(line: 25, column: 1, scope: !11)
!87 = distinct !DISubprogram(name: "sum_last_block_no_fence", scope: !1, file: !1, line: 27, type: !12, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!88 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !89)
!89 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !90)
!90 = distinct !DILocation(line: 29, column: 16, scope: !87)
!91 = !DILocation(line: 30, column: 9, scope: !87)
!92 = !DILocation(line: 30, column: 7, scope: !87)
!93 = !DILocation(line: 263, column: 69, scope: !24, inlinedAt: !94)
!94 = distinct !DILocation(line: 299, column: 64, scope: !26, inlinedAt: !95)
!95 = distinct !DILocation(line: 31, column: 31, scope: !87)
!96 = !DILocation(line: 31, column: 28, scope: !87)
!97 = !DILocation(line: 31, column: 5, scope: !87)
!98 = !DILocation(line: 31, column: 26, scope: !87)
!99 = !DILocation(line: 153, column: 10, scope: !40, inlinedAt: !100)
!100 = distinct !DILocation(line: 32, column: 23, scope: !87)
!101 = !DILocation(line: 274, column: 12, scope: !44, inlinedAt: !102)
!102 = distinct !DILocation(line: 299, column: 64, scope: !46, inlinedAt: !103)
!103 = distinct !DILocation(line: 33, column: 22, scope: !87)
!104 = !DILocation(line: 33, column: 32, scope: !87)
!105 = !DILocation(line: 33, column: 19, scope: !87)
!106 = !DILocation(line: 33, column: 10, scope: !87)
!107 = !DILocation(line: 34, column: 3, scope: !87)
!108 = !DILocation(line: 890, column: 9, scope: !59, inlinedAt: !109)
!109 = distinct !DILocation(line: 902, column: 3, scope: !61, inlinedAt: !110)
!110 = distinct !DILocation(line: 910, column: 3, scope: !63, inlinedAt: !111)
!111 = distinct !DILocation(line: 35, column: 3, scope: !87)
!112 = !DILocation(line: 891, column: 9, scope: !59, inlinedAt: !109)
!113 = !DILocation(line: 892, column: 9, scope: !59, inlinedAt: !109)
!114 = !DILocation(line: 36, column: 7, scope: !87)
!115 = !DILocation(line: 36, column: 12, scope: !87)
!116 = !DILocation(line: 38, column: 28, scope: !87)
!117 = !DILocation(line: 38, column: 5, scope: !87)
!118 = !DILocation(line: 38, column: 41, scope: !87)
!119 = !DILocation(line: 38, column: 53, scope: !87)
!120 = !DILocation(line: 38, column: 50, scope: !87)
!121 = distinct !{!121, !117, !122, !79, !80}
!122 = !DILocation(line: 38, column: 63, scope: !87)
!123 = !DILocation(line: 0, scope: !87)
!124 = !DILocation(line: 39, column: 13, scope: !87)
!125 = !DILocation(line: 40, column: 3, scope: !87)
!126 = distinct !{!126, !117, !122, !79, !85, !80}
!127 = !DILocation(line: 41, column: 1, scope: !87)
