; ModuleID = 'fence_scope.hip'
source_filename = "fence_scope.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@flag = protected addrspace(1) externally_initialized global i32 0, align 4
@__hip_cuid_78d57d324e670e8b = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_78d57d324e670e8b to ptr), ptr addrspacecast (ptr addrspace(1) @flag to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z7handoffPiS_(ptr addrspace(1) nocapture noundef %data.coerce, ptr addrspace(1) nocapture noundef writeonly %out.coerce) local_unnamed_addr #0 !dbg !11 {
entry:
  %0 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !14
  %cmp = icmp eq i32 %0, 0, !dbg !20
  %1 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !21, !range !26
  %cmp4 = icmp eq i32 %1, 0, !dbg !25
  br i1 %cmp, label %if.then, label %if.else, !dbg !27

if.then:                                          ; preds = %entry
  br i1 %cmp4, label %if.then5, label %if.end13, !dbg !28

if.then5:                                         ; preds = %if.then
  store i32 7, ptr addrspace(1) %data.coerce, align 4, !dbg !29, !tbaa !30
  fence syncscope("agent") seq_cst, !dbg !34
  store atomic i32 1, ptr addrspace(1) @flag syncscope("agent-one-as") monotonic, align 4, !dbg !38
  br label %if.end13, !dbg !39

if.else:                                          ; preds = %entry
  br i1 %cmp4, label %while.cond, label %if.end13, !dbg !40

while.cond:                                       ; preds = %if.else, %while.cond
  %2 = load atomic i32, ptr addrspace(1) @flag syncscope("agent-one-as") monotonic, align 4, !dbg !41
  %cmp9 = icmp eq i32 %2, 0, !dbg !42
  br i1 %cmp9, label %while.cond, label %while.end, !dbg !43, !llvm.loop !44

while.end:                                        ; preds = %while.cond
  fence syncscope("agent") seq_cst, !dbg !47
  %3 = load i32, ptr addrspace(1) %data.coerce, align 4, !dbg !49, !tbaa !30
  store i32 %3, ptr addrspace(1) %out.coerce, align 4, !dbg !50, !tbaa !30
  br label %if.end13, !dbg !51

if.end13:                                         ; preds = %if.else, %while.end, %if.then, %if.then5
  ret void, !dbg !52
}

; Function Attrs: mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z19handoff_block_fencePiS_(ptr addrspace(1) nocapture noundef %data.coerce, ptr addrspace(1) nocapture noundef writeonly %out.coerce) local_unnamed_addr #0 !dbg !53 {
entry:
  %0 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !54
  %cmp = icmp eq i32 %0, 0, !dbg !57
  %1 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !58, !range !26
  %cmp4 = icmp eq i32 %1, 0, !dbg !60
  br i1 %cmp, label %if.then, label %if.else, !dbg !61

if.then:                                          ; preds = %entry
  br i1 %cmp4, label %if.then5, label %if.end13, !dbg !62

if.then5:                                         ; preds = %if.then
  store i32 7, ptr addrspace(1) %data.coerce, align 4, !dbg !63, !tbaa !30
  fence syncscope("workgroup") seq_cst, !dbg !64
  store atomic i32 1, ptr addrspace(1) @flag syncscope("agent-one-as") monotonic, align 4, !dbg !67
  br label %if.end13, !dbg !68

if.else:                                          ; preds = %entry
  br i1 %cmp4, label %while.cond, label %if.end13, !dbg !69

while.cond:                                       ; preds = %if.else, %while.cond
  %2 = load atomic i32, ptr addrspace(1) @flag syncscope("agent-one-as") monotonic, align 4, !dbg !70
  %cmp9 = icmp eq i32 %2, 0, !dbg !71
  br i1 %cmp9, label %while.cond, label %while.end, !dbg !72, !llvm.loop !73

while.end:                                        ; preds = %while.cond
  fence syncscope("agent") seq_cst, !dbg !75
  %3 = load i32, ptr addrspace(1) %data.coerce, align 4, !dbg !77, !tbaa !30
  store i32 %3, ptr addrspace(1) %out.coerce, align 4, !dbg !78, !tbaa !30
  br label %if.end13, !dbg !79

if.end13:                                         ; preds = %if.else, %while.end, %if.then, %if.then5
  ret void, !dbg !80
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

attributes #0 = { mustprogress nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-global-pk-add-bf16-inst,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9, !10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "fence_scope.hip", directory: ".", checksumkind: CSK_MD5, checksum: "20dcc189e6434d106bc5abfd7f243340")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 1}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"Debian clang version 15.0.5"}
!11 = distinct !DISubprogram(name: "handoff", scope: !1, file: !1, line: 9, type: !12, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 263, column: 69, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 263, type: !12, scopeLine: 263, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_runtime.h", directory: "", checksumkind: CSK_MD5, checksum: "16093af3b78d7538c31396a9fb8b635e")
!17 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 10, column: 7, scope: !11)
!20 = !DILocation(line: 10, column: 18, scope: !11)
!21 = !DILocation(line: 280, column: 12, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 279, type: !12, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = !DILocation(line: 299, column: 64, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = !DILocation(line: 0, scope: !11)
!26 = !{i32 0, i32 1024}
!27 = !DILocation(line: 10, column: 7, scope: !11)
!28 = !DILocation(line: 11, column: 9, scope: !11)
!29 = !DILocation(line: 12, column: 15, scope: !11)
!30 = !{!31, !31, i64 0}
!31 = !{!"int", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C++ TBAA"}
!34 = !DILocation(line: 794, column: 3, scope: !35, inlinedAt: !37)
!35 = distinct !DISubprogram(name: "__threadfence", scope: !36, file: !36, line: 792, type: !12, scopeLine: 793, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!36 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_device_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "913bb197e0af7d58a97d587c496ee161")
!37 = distinct !DILocation(line: 13, column: 7, scope: !11)
!38 = !DILocation(line: 14, column: 7, scope: !11)
!39 = !DILocation(line: 15, column: 5, scope: !11)
!40 = !DILocation(line: 16, column: 14, scope: !11)
!41 = !DILocation(line: 17, column: 12, scope: !11)
!42 = !DILocation(line: 17, column: 81, scope: !11)
!43 = !DILocation(line: 17, column: 5, scope: !11)
!44 = distinct !{!44, !43, !45, !46}
!45 = !DILocation(line: 18, column: 5, scope: !11)
!46 = !{!"llvm.loop.mustprogress"}
!47 = !DILocation(line: 794, column: 3, scope: !35, inlinedAt: !48)
!48 = distinct !DILocation(line: 19, column: 5, scope: !11)
!49 = !DILocation(line: 20, column: 14, scope: !11)
!50 = !DILocation(line: 20, column: 12, scope: !11)
!51 = !DILocation(line: 21, column: 3, scope: !11)
!52 = !DILocation(line: 22, column: 1, scope: !11)
!53 = distinct !DISubprogram(name: "handoff_block_fence", scope: !1, file: !1, line: 24, type: !12, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!54 = !DILocation(line: 263, column: 69, scope: !15, inlinedAt: !55)
!55 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !56)
!56 = distinct !DILocation(line: 25, column: 7, scope: !53)
!57 = !DILocation(line: 25, column: 18, scope: !53)
!58 = !DILocation(line: 280, column: 12, scope: !22, inlinedAt: !59)
!59 = !DILocation(line: 299, column: 64, scope: !24, inlinedAt: !60)
!60 = !DILocation(line: 0, scope: !53)
!61 = !DILocation(line: 25, column: 7, scope: !53)
!62 = !DILocation(line: 26, column: 9, scope: !53)
!63 = !DILocation(line: 27, column: 15, scope: !53)
!64 = !DILocation(line: 801, column: 3, scope: !65, inlinedAt: !66)
!65 = distinct !DISubprogram(name: "__threadfence_block", scope: !36, file: !36, line: 799, type: !12, scopeLine: 800, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!66 = distinct !DILocation(line: 28, column: 7, scope: !53)
!67 = !DILocation(line: 29, column: 7, scope: !53)
!68 = !DILocation(line: 30, column: 5, scope: !53)
!69 = !DILocation(line: 31, column: 14, scope: !53)
!70 = !DILocation(line: 32, column: 12, scope: !53)
!71 = !DILocation(line: 32, column: 81, scope: !53)
!72 = !DILocation(line: 32, column: 5, scope: !53)
!73 = distinct !{!73, !72, !74, !46}
!74 = !DILocation(line: 33, column: 5, scope: !53)
!75 = !DILocation(line: 794, column: 3, scope: !35, inlinedAt: !76)
!76 = distinct !DILocation(line: 34, column: 5, scope: !53)
!77 = !DILocation(line: 35, column: 14, scope: !53)
!78 = !DILocation(line: 35, column: 12, scope: !53)
!79 = !DILocation(line: 36, column: 3, scope: !53)
!80 = !DILocation(line: 37, column: 1, scope: !53)
