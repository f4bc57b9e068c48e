; ModuleID = 'ticket_lock.hip'
source_filename = "ticket_lock.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@next_ticket = protected addrspace(1) externally_initialized global i32 0, align 4
@serving = protected addrspace(1) externally_initialized global i32 0, align 4
@__hip_cuid_78d57d324e670e8b = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [3 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_78d57d324e670e8b to ptr), ptr addrspacecast (ptr addrspace(1) @next_ticket to ptr), ptr addrspacecast (ptr addrspace(1) @serving to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nounwind memory(readwrite, inaccessiblemem: none)
define protected amdgpu_kernel void @_Z10locked_addPiPKi(ptr addrspace(1) nocapture noundef %total.coerce, ptr addrspace(1) nocapture noundef readonly %in.coerce) local_unnamed_addr #0 !dbg !11 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !14, !range !20
  %cmp.not = icmp eq i32 %0, 0, !dbg !21
  br i1 %cmp.not, label %if.end, label %return, !dbg !22

if.end:                                           ; preds = %entry
  %1 = atomicrmw add ptr addrspace(1) @next_ticket, i32 1 syncscope("agent-one-as") monotonic, align 4, !dbg !23
  br label %while.cond, !dbg !27

while.cond:                                       ; preds = %while.cond, %if.end
  %2 = load atomic i32, ptr addrspace(1) @serving syncscope("agent-one-as") acquire, align 4, !dbg !28
  %cmp4.not = icmp eq i32 %2, %1, !dbg !29
  br i1 %cmp4.not, label %while.end, label %while.cond, !dbg !27, !llvm.loop !30

while.end:                                        ; preds = %while.cond
  %3 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !33
  %idxprom = zext i32 %3 to i64, !dbg !38
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in.coerce, i64 %idxprom, !dbg !38
  %4 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !38, !tbaa !39
  %5 = load i32, ptr addrspace(1) %total.coerce, align 4, !dbg !43, !tbaa !39
  %add = add nsw i32 %5, %4, !dbg !43
  store i32 %add, ptr addrspace(1) %total.coerce, align 4, !dbg !43, !tbaa !39
  %add6 = add i32 %1, 1, !dbg !44
  store atomic i32 %add6, ptr addrspace(1) @serving syncscope("agent-one-as") release, align 4, !dbg !45
  br label %return, !dbg !46

return:                                           ; preds = %entry, %while.end
  ret void, !dbg !46
}

; Function Attrs: mustprogress nofree norecurse nounwind memory(readwrite, inaccessiblemem: none)
define protected amdgpu_kernel void @_Z25locked_add_relaxed_unlockPiPKi(ptr addrspace(1) nocapture noundef %total.coerce, ptr addrspace(1) nocapture noundef readonly %in.coerce) local_unnamed_addr #0 !dbg !47 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !48, !range !20
  %cmp.not = icmp eq i32 %0, 0, !dbg !51
  br i1 %cmp.not, label %if.end, label %return, !dbg !52

if.end:                                           ; preds = %entry
  %1 = atomicrmw add ptr addrspace(1) @next_ticket, i32 1 syncscope("agent-one-as") monotonic, align 4, !dbg !53
  br label %while.cond, !dbg !55

while.cond:                                       ; preds = %while.cond, %if.end
  %2 = load atomic i32, ptr addrspace(1) @serving syncscope("agent-one-as") acquire, align 4, !dbg !56
  %cmp4.not = icmp eq i32 %2, %1, !dbg !57
  br i1 %cmp4.not, label %while.end, label %while.cond, !dbg !55, !llvm.loop !58

while.end:                                        ; preds = %while.cond
  %3 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !60
  %idxprom = zext i32 %3 to i64, !dbg !63
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in.coerce, i64 %idxprom, !dbg !63
  %4 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !63, !tbaa !39
  %5 = load i32, ptr addrspace(1) %total.coerce, align 4, !dbg !64, !tbaa !39
  %add = add nsw i32 %5, %4, !dbg !64
  store i32 %add, ptr addrspace(1) %total.coerce, align 4, !dbg !64, !tbaa !39
  %add6 = add i32 %1, 1, !dbg !65
  store atomic i32 %add6, ptr addrspace(1) @serving syncscope("agent-one-as") monotonic, align 4, !dbg !66
  br label %return, !dbg !67

return:                                           ; preds = %entry, %while.end
  ret void, !dbg !67
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

attributes #0 = { mustprogress nofree norecurse nounwind memory(readwrite, inaccessiblemem: none) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9, !10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "ticket_lock.hip", directory: ".", checksumkind: CSK_MD5, checksum: "5f2da155e84993bd315ce2c0ef0facc8")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 1}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"Debian clang version 15.0.5"}
!11 = distinct !DISubprogram(name: "locked_add", scope: !1, file: !1, line: 10, type: !12, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 279, type: !12, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_runtime.h", directory: "", checksumkind: CSK_MD5, checksum: "16093af3b78d7538c31396a9fb8b635e")
!17 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 11, column: 7, scope: !11)
!20 = !{i32 0, i32 1024}
!21 = !DILocation(line: 11, column: 19, scope: !11)
!22 = !DILocation(line: 11, column: 7, scope: !11)
!23 = !DILocation(line: 153, column: 10, scope: !24, inlinedAt: !26)
!24 = distinct !DISubprogram(name: "atomicAdd", scope: !25, file: !25, line: 152, type: !12, scopeLine: 152, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_atomic.h", directory: "", checksumkind: CSK_MD5, checksum: "784b7b4d693e9ab86a7243ffbf9c8dbc")
!26 = distinct !DILocation(line: 12, column: 21, scope: !11)
!27 = !DILocation(line: 13, column: 3, scope: !11)
!28 = !DILocation(line: 13, column: 10, scope: !11)
!29 = !DILocation(line: 13, column: 82, scope: !11)
!30 = distinct !{!30, !27, !31, !32}
!31 = !DILocation(line: 14, column: 3, scope: !11)
!32 = !{!"llvm.loop.mustprogress"}
!33 = !DILocation(line: 263, column: 69, scope: !34, inlinedAt: !35)
!34 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 263, type: !12, scopeLine: 263, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!35 = distinct !DILocation(line: 299, column: 64, scope: !36, inlinedAt: !37)
!36 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!37 = distinct !DILocation(line: 15, column: 16, scope: !11)
!38 = !DILocation(line: 15, column: 13, scope: !11)
!39 = !{!40, !40, i64 0}
!40 = !{!"int", !41, i64 0}
!41 = !{!"omnipotent char", !42, i64 0}
!42 = !{!"Simple C++ TBAA"}
!43 = !DILocation(line: 15, column: 10, scope: !11)
!44 = !DILocation(line: 16, column: 39, scope: !11)
!45 = !DILocation(line: 16, column: 3, scope: !11)
!46 = !DILocation(line: 17, column: 1, scope: !11)
!47 = distinct !DISubprogram(name: "locked_add_relaxed_unlock", scope: !1, file: !1, line: 19, type: !12, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!48 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !49)
!49 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !50)
!50 = distinct !DILocation(line: 20, column: 7, scope: !47)
!51 = !DILocation(line: 20, column: 19, scope: !47)
!52 = !DILocation(line: 20, column: 7, scope: !47)
!53 = !DILocation(line: 153, column: 10, scope: !24, inlinedAt: !54)
!54 = distinct !DILocation(line: 21, column: 21, scope: !47)
!55 = !DILocation(line: 22, column: 3, scope: !47)
!56 = !DILocation(line: 22, column: 10, scope: !47)
!57 = !DILocation(line: 22, column: 82, scope: !47)
!58 = distinct !{!58, !55, !59, !32}
!59 = !DILocation(line: 23, column: 3, scope: !47)
!60 = !DILocation(line: 263, column: 69, scope: !34, inlinedAt: !61)
!61 = distinct !DILocation(line: 299, column: 64, scope: !36, inlinedAt: !62)
!62 = distinct !DILocation(line: 24, column: 16, scope: !47)
!63 = !DILocation(line: 24, column: 13, scope: !47)
!64 = !DILocation(line: 24, column: 10, scope: !47)
!65 = !DILocation(line: 25, column: 39, scope: !47)
!66 = !DILocation(line: 25, column: 3, scope: !47)
!67 = !DILocation(line: 26, column: 1, scope: !47)
