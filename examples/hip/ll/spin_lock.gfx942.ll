; ModuleID = 'spin_lock.hip'
source_filename = "spin_lock.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lock = protected addrspace(1) externally_initialized global i32 0, align 4
@__hip_cuid_78d57d324e670e8b = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_78d57d324e670e8b to ptr), ptr addrspacecast (ptr addrspace(1) @lock to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z10locked_addPiPKi(ptr addrspace(1) nocapture noundef %total.coerce, ptr addrspace(1) nocapture noundef readonly %in.coerce) local_unnamed_addr #0 !dbg !11 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !14, !range !20
  %cmp.not = icmp eq i32 %0, 0, !dbg !21
  br i1 %cmp.not, label %while.cond, label %return, !dbg !22

while.cond:                                       ; preds = %entry, %while.cond
  %1 = cmpxchg ptr addrspace(1) @lock, i32 0, i32 1 syncscope("agent-one-as") monotonic monotonic, align 4, !dbg !23
  %cmp4.not = extractvalue { i32, i1 } %1, 1, !dbg !27
  br i1 %cmp4.not, label %while.end, label %while.cond, !dbg !28, !llvm.loop !29

while.end:                                        ; preds = %while.cond
  fence syncscope("agent") seq_cst, !dbg !32
  %2 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !36
  %idxprom = zext i32 %2 to i64, !dbg !41
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in.coerce, i64 %idxprom, !dbg !41
  %3 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !41, !tbaa !42
  %4 = load i32, ptr addrspace(1) %total.coerce, align 4, !dbg !46, !tbaa !42
  %add = add nsw i32 %4, %3, !dbg !46
  store i32 %add, ptr addrspace(1) %total.coerce, align 4, !dbg !46, !tbaa !42
  fence syncscope("agent") seq_cst, !dbg !47
  %5 = atomicrmw xchg ptr addrspace(1) @lock, i32 0 syncscope("agent-one-as") monotonic, align 4, !dbg !49
  br label %return, !dbg !52

return:                                           ; preds = %entry, %while.end
  ret void, !dbg !52
}

; Function Attrs: mustprogress nofree norecurse nounwind memory(readwrite, inaccessiblemem: none)
define protected amdgpu_kernel void @_Z20locked_add_no_fencesPiPKi(ptr addrspace(1) nocapture noundef %total.coerce, ptr addrspace(1) nocapture noundef readonly %in.coerce) local_unnamed_addr #1 !dbg !53 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !54, !range !20
  %cmp.not = icmp eq i32 %0, 0, !dbg !57
  br i1 %cmp.not, label %while.cond, label %return, !dbg !58

while.cond:                                       ; preds = %entry, %while.cond
  %1 = cmpxchg ptr addrspace(1) @lock, i32 0, i32 1 syncscope("agent-one-as") monotonic monotonic, align 4, !dbg !59
  %cmp4.not = extractvalue { i32, i1 } %1, 1, !dbg !61
  br i1 %cmp4.not, label %while.end, label %while.cond, !dbg !62, !llvm.loop !63

while.end:                                        ; preds = %while.cond
  %2 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !65
  %idxprom = zext i32 %2 to i64, !dbg !68
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in.coerce, i64 %idxprom, !dbg !68
  %3 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !68, !tbaa !42
  %4 = load i32, ptr addrspace(1) %total.coerce, align 4, !dbg !69, !tbaa !42
  %add = add nsw i32 %4, %3, !dbg !69
  store i32 %add, ptr addrspace(1) %total.coerce, align 4, !dbg !69, !tbaa !42
  %5 = atomicrmw xchg ptr addrspace(1) @lock, i32 0 syncscope("agent-one-as") monotonic, align 4, !dbg !70
  br label %return, !dbg !72

return:                                           ; preds = %entry, %while.end
  ret void, !dbg !72
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

attributes #0 = { mustprogress nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-global-pk-add-bf16-inst,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree norecurse nounwind memory(readwrite, inaccessiblemem: none) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-global-pk-add-bf16-inst,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9, !10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "spin_lock.hip", directory: ".", checksumkind: CSK_MD5, checksum: "67c83ae0fa8b075f3e233ff62e6d7aac")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 1}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"Debian clang version 15.0.5"}
!11 = distinct !DISubprogram(name: "locked_add", scope: !1, file: !1, line: 9, type: !12, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 279, type: !12, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_runtime.h", directory: "", checksumkind: CSK_MD5, checksum: "16093af3b78d7538c31396a9fb8b635e")
!17 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 10, column: 7, scope: !11)
!20 = !{i32 0, i32 1024}
!21 = !DILocation(line: 10, column: 19, scope: !11)
!22 = !DILocation(line: 10, column: 7, scope: !11)
!23 = !DILocation(line: 43, column: 3, scope: !24, inlinedAt: !26)
!24 = distinct !DISubprogram(name: "atomicCAS", scope: !25, file: !25, line: 42, type: !12, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_atomic.h", directory: "", checksumkind: CSK_MD5, checksum: "784b7b4d693e9ab86a7243ffbf9c8dbc")
!26 = distinct !DILocation(line: 11, column: 10, scope: !11)
!27 = !DILocation(line: 11, column: 33, scope: !11)
!28 = !DILocation(line: 11, column: 3, scope: !11)
!29 = distinct !{!29, !28, !30, !31}
!30 = !DILocation(line: 12, column: 3, scope: !11)
!31 = !{!"llvm.loop.mustprogress"}
!32 = !DILocation(line: 794, column: 3, scope: !33, inlinedAt: !35)
!33 = distinct !DISubprogram(name: "__threadfence", scope: !34, file: !34, line: 792, type: !12, scopeLine: 793, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!34 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_device_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "913bb197e0af7d58a97d587c496ee161")
!35 = distinct !DILocation(line: 13, column: 3, scope: !11)
!36 = !DILocation(line: 263, column: 69, scope: !37, inlinedAt: !38)
!37 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 263, type: !12, scopeLine: 263, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!38 = distinct !DILocation(line: 299, column: 64, scope: !39, inlinedAt: !40)
!39 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!40 = distinct !DILocation(line: 14, column: 16, scope: !11)
!41 = !DILocation(line: 14, column: 13, scope: !11)
!42 = !{!43, !43, i64 0}
!43 = !{!"int", !44, i64 0}
!44 = !{!"omnipotent char", !45, i64 0}
!45 = !{!"Simple C++ TBAA"}
!46 = !DILocation(line: 14, column: 10, scope: !11)
!47 = !DILocation(line: 794, column: 3, scope: !33, inlinedAt: !48)
!48 = distinct !DILocation(line: 15, column: 3, scope: !11)
!49 = !DILocation(line: 311, column: 10, scope: !50, inlinedAt: !51)
!50 = distinct !DISubprogram(name: "atomicExch", scope: !25, file: !25, line: 310, type: !12, scopeLine: 310, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!51 = distinct !DILocation(line: 16, column: 3, scope: !11)
!52 = !DILocation(line: 17, column: 1, scope: !11)
!53 = distinct !DISubprogram(name: "locked_add_no_fences", scope: !1, file: !1, line: 19, type: !12, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!54 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !55)
!55 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !56)
!56 = distinct !DILocation(line: 20, column: 7, scope: !53)
!57 = !DILocation(line: 20, column: 19, scope: !53)
!58 = !DILocation(line: 20, column: 7, scope: !53)
!59 = !DILocation(line: 43, column: 3, scope: !24, inlinedAt: !60)
!60 = distinct !DILocation(line: 21, column: 10, scope: !53)
!61 = !DILocation(line: 21, column: 33, scope: !53)
!62 = !DILocation(line: 21, column: 3, scope: !53)
!63 = distinct !{!63, !62, !64, !31}
!64 = !DILocation(line: 22, column: 3, scope: !53)
!65 = !DILocation(line: 263, column: 69, scope: !37, inlinedAt: !66)
!66 = distinct !DILocation(line: 299, column: 64, scope: !39, inlinedAt: !67)
!67 = distinct !DILocation(line: 23, column: 16, scope: !53)
!68 = !DILocation(line: 23, column: 13, scope: !53)
!69 = !DILocation(line: 23, column: 10, scope: !53)
!70 = !DILocation(line: 311, column: 10, scope: !50, inlinedAt: !71)
!71 = distinct !DILocation(line: 24, column: 3, scope: !53)
!72 = !DILocation(line: 25, column: 1, scope: !53)
