; ModuleID = 'ticket_lock.cl'
source_filename = "ticket_lock.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@next_ticket = hidden addrspace(1) global i32 0, align 4
@serving = hidden local_unnamed_addr addrspace(1) global i32 0, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: nofree norecurse nounwind memory(readwrite, inaccessiblemem: none)
define protected amdgpu_kernel void @locked_add(ptr addrspace(1) nocapture noundef align 4 %total, ptr addrspace(1) nocapture noundef readonly align 4 %in) local_unnamed_addr #0 !dbg !10 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
entry:
  %0 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !17, !range !18
  %cmp.not = icmp eq i32 %0, 0, !dbg !19
  br i1 %cmp.not, label %if.end, label %return, !dbg !17

if.end:                                           ; preds = %entry
  %1 = atomicrmw add ptr addrspace(1) @next_ticket, i32 1 syncscope("agent-one-as") monotonic, align 4, !dbg !20
  br label %while.cond, !dbg !21

while.cond:                                       ; preds = %while.cond, %if.end
  %2 = load atomic i32, ptr addrspace(1) @serving syncscope("agent-one-as") acquire, align 4, !dbg !22
  %cmp3.not = icmp eq i32 %2, %1, !dbg !23
  br i1 %cmp3.not, label %while.end, label %while.cond, !dbg !21, !llvm.loop !24

while.end:                                        ; preds = %while.cond
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !26
  %4 = zext i32 %3 to i64, !dbg !26
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %4, !dbg !27
  %5 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !27, !tbaa !28
  %6 = load i32, ptr addrspace(1) %total, align 4, !dbg !32, !tbaa !28
  %add = add nsw i32 %6, %5, !dbg !32
  store i32 %add, ptr addrspace(1) %total, align 4, !dbg !32, !tbaa !28
  %add5 = add i32 %1, 1, !dbg !33
  store atomic i32 %add5, ptr addrspace(1) @serving syncscope("agent-one-as") release, align 4, !dbg !34
  br label %return, !dbg !35

return:                                           ; preds = %entry, %while.end
  ret void, !dbg !35
}

; Function Attrs: nofree norecurse nounwind memory(readwrite, inaccessiblemem: none)
define protected amdgpu_kernel void @locked_add_relaxed_unlock(ptr addrspace(1) nocapture noundef align 4 %total, ptr addrspace(1) nocapture noundef readonly align 4 %in) local_unnamed_addr #0 !dbg !36 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
entry:
  %0 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !37, !range !18
  %cmp.not = icmp eq i32 %0, 0, !dbg !38
  br i1 %cmp.not, label %if.end, label %return, !dbg !37

if.end:                                           ; preds = %entry
  %1 = atomicrmw add ptr addrspace(1) @next_ticket, i32 1 syncscope("agent-one-as") monotonic, align 4, !dbg !39
  br label %while.cond, !dbg !40

while.cond:                                       ; preds = %while.cond, %if.end
  %2 = load atomic i32, ptr addrspace(1) @serving syncscope("agent-one-as") acquire, align 4, !dbg !41
  %cmp3.not = icmp eq i32 %2, %1, !dbg !42
  br i1 %cmp3.not, label %while.end, label %while.cond, !dbg !40, !llvm.loop !43

while.end:                                        ; preds = %while.cond
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !45
  %4 = zext i32 %3 to i64, !dbg !45
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %4, !dbg !46
  %5 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !46, !tbaa !28
  %6 = load i32, ptr addrspace(1) %total, align 4, !dbg !47, !tbaa !28
  %add = add nsw i32 %6, %5, !dbg !47
  store i32 %add, ptr addrspace(1) %total, align 4, !dbg !47, !tbaa !28
  %add5 = add i32 %1, 1, !dbg !48
  store atomic i32 %add5, ptr addrspace(1) @serving syncscope("agent-one-as") monotonic, align 4, !dbg !49
  br label %return, !dbg !50

return:                                           ; preds = %entry, %while.end
  ret void, !dbg !50
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

attributes #0 = { nofree norecurse nounwind memory(readwrite, inaccessiblemem: none) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!opencl.ocl.version = !{!7}
!llvm.ident = !{!8, !9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "ticket_lock.cl", directory: ".", checksumkind: CSK_MD5, checksum: "54082f01d8207994b257e55dc3669f8d")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 1}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!"Debian clang version 15.0.5"}
!10 = distinct !DISubprogram(name: "locked_add", scope: !1, file: !1, line: 7, type: !11, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !{i32 1, i32 1}
!14 = !{!"none", !"none"}
!15 = !{!"int*", !"int*"}
!16 = !{!"", !"const"}
!17 = !DILocation(line: 8, column: 7, scope: !10)
!18 = !{i32 0, i32 1024}
!19 = !DILocation(line: 8, column: 23, scope: !10)
!20 = !DILocation(line: 9, column: 17, scope: !10)
!21 = !DILocation(line: 11, column: 3, scope: !10)
!22 = !DILocation(line: 11, column: 10, scope: !10)
!23 = !DILocation(line: 12, column: 10, scope: !10)
!24 = distinct !{!24, !21, !25}
!25 = !DILocation(line: 13, column: 3, scope: !10)
!26 = !DILocation(line: 14, column: 16, scope: !10)
!27 = !DILocation(line: 14, column: 13, scope: !10)
!28 = !{!29, !29, i64 0}
!29 = !{!"int", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C/C++ TBAA"}
!32 = !DILocation(line: 14, column: 10, scope: !10)
!33 = !DILocation(line: 15, column: 42, scope: !10)
!34 = !DILocation(line: 15, column: 3, scope: !10)
!35 = !DILocation(line: 16, column: 1, scope: !10)
!36 = distinct !DISubprogram(name: "locked_add_relaxed_unlock", scope: !1, file: !1, line: 18, type: !11, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!37 = !DILocation(line: 19, column: 7, scope: !36)
!38 = !DILocation(line: 19, column: 23, scope: !36)
!39 = !DILocation(line: 20, column: 17, scope: !36)
!40 = !DILocation(line: 22, column: 3, scope: !36)
!41 = !DILocation(line: 22, column: 10, scope: !36)
!42 = !DILocation(line: 23, column: 10, scope: !36)
!43 = distinct !{!43, !40, !44}
!44 = !DILocation(line: 24, column: 3, scope: !36)
!45 = !DILocation(line: 25, column: 16, scope: !36)
!46 = !DILocation(line: 25, column: 13, scope: !36)
!47 = !DILocation(line: 25, column: 10, scope: !36)
!48 = !DILocation(line: 26, column: 42, scope: !36)
!49 = !DILocation(line: 26, column: 3, scope: !36)
!50 = !DILocation(line: 27, column: 1, scope: !36)
