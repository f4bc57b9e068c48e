; ModuleID = 'spin_lock.cl'
source_filename = "spin_lock.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lock = hidden addrspace(1) global i32 0, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: nofree norecurse nounwind memory(readwrite, inaccessiblemem: none)
define protected amdgpu_kernel void @locked_add(ptr addrspace(1) nocapture noundef align 4 %total, ptr addrspace(1) nocapture noundef readonly align 4 %in) local_unnamed_addr #0 !dbg !10 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
entry:
  %0 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !17, !range !18
  %cmp.not = icmp eq i32 %0, 0, !dbg !19
  br i1 %cmp.not, label %while.cond, label %return, !dbg !17

while.cond:                                       ; preds = %entry, %while.cond
  %1 = cmpxchg ptr addrspace(1) @lock, i32 0, i32 1 syncscope("agent-one-as") acquire monotonic, align 4, !dbg !20
  %2 = extractvalue { i32, i1 } %1, 1, !dbg !20
  br i1 %2, label %while.end, label %while.cond, !dbg !21, !llvm.loop !22

while.end:                                        ; preds = %while.cond
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !24
  %4 = zext i32 %3 to i64, !dbg !24
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %4, !dbg !25
  %5 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !25, !tbaa !26
  %6 = load i32, ptr addrspace(1) %total, align 4, !dbg !30, !tbaa !26
  %add = add nsw i32 %6, %5, !dbg !30
  store i32 %add, ptr addrspace(1) %total, align 4, !dbg !30, !tbaa !26
  store atomic i32 0, ptr addrspace(1) @lock syncscope("agent-one-as") release, align 4, !dbg !31
  br label %return, !dbg !32

return:                                           ; preds = %entry, %while.end
  ret void, !dbg !32
}

; Function Attrs: nofree norecurse nounwind memory(readwrite, inaccessiblemem: none)
define protected amdgpu_kernel void @locked_add_relaxed(ptr addrspace(1) nocapture noundef align 4 %total, ptr addrspace(1) nocapture noundef readonly align 4 %in) local_unnamed_addr #0 !dbg !33 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
entry:
  %0 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !34, !range !18
  %cmp.not = icmp eq i32 %0, 0, !dbg !35
  br i1 %cmp.not, label %while.cond, label %return, !dbg !34

while.cond:                                       ; preds = %entry, %while.cond
  %1 = cmpxchg ptr addrspace(1) @lock, i32 0, i32 1 syncscope("agent-one-as") monotonic monotonic, align 4, !dbg !36
  %2 = extractvalue { i32, i1 } %1, 1, !dbg !36
  br i1 %2, label %while.end, label %while.cond, !dbg !37, !llvm.loop !38

while.end:                                        ; preds = %while.cond
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !40
  %4 = zext i32 %3 to i64, !dbg !40
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %4, !dbg !41
  %5 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !41, !tbaa !26
  %6 = load i32, ptr addrspace(1) %total, align 4, !dbg !42, !tbaa !26
  %add = add nsw i32 %6, %5, !dbg !42
  store i32 %add, ptr addrspace(1) %total, align 4, !dbg !42, !tbaa !26
  store atomic i32 0, ptr addrspace(1) @lock syncscope("agent-one-as") monotonic, align 4, !dbg !43
  br label %return, !dbg !44

return:                                           ; preds = %entry, %while.end
  ret void, !dbg !44
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
!1 = !DIFile(filename: "spin_lock.cl", directory: ".", checksumkind: CSK_MD5, checksum: "ec0a8b3423d2e8aef313a8c78f1004ac")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 1}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!"Debian clang version 15.0.5"}
!10 = distinct !DISubprogram(name: "locked_add", scope: !1, file: !1, line: 6, type: !11, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !{i32 1, i32 1}
!14 = !{!"none", !"none"}
!15 = !{!"int*", !"int*"}
!16 = !{!"", !"const"}
!17 = !DILocation(line: 7, column: 7, scope: !10)
!18 = !{i32 0, i32 1024}
!19 = !DILocation(line: 7, column: 23, scope: !10)
!20 = !DILocation(line: 9, column: 11, scope: !10)
!21 = !DILocation(line: 9, column: 3, scope: !10)
!22 = distinct !{!22, !21, !23}
!23 = !DILocation(line: 11, column: 16, scope: !10)
!24 = !DILocation(line: 12, column: 16, scope: !10)
!25 = !DILocation(line: 12, column: 13, scope: !10)
!26 = !{!27, !27, i64 0}
!27 = !{!"int", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C/C++ TBAA"}
!30 = !DILocation(line: 12, column: 10, scope: !10)
!31 = !DILocation(line: 13, column: 3, scope: !10)
!32 = !DILocation(line: 14, column: 1, scope: !10)
!33 = distinct !DISubprogram(name: "locked_add_relaxed", scope: !1, file: !1, line: 16, type: !11, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!34 = !DILocation(line: 17, column: 7, scope: !33)
!35 = !DILocation(line: 17, column: 23, scope: !33)
!36 = !DILocation(line: 19, column: 11, scope: !33)
!37 = !DILocation(line: 19, column: 3, scope: !33)
!38 = distinct !{!38, !37, !39}
!39 = !DILocation(line: 21, column: 16, scope: !33)
!40 = !DILocation(line: 22, column: 16, scope: !33)
!41 = !DILocation(line: 22, column: 13, scope: !33)
!42 = !DILocation(line: 22, column: 10, scope: !33)
!43 = !DILocation(line: 23, column: 3, scope: !33)
!44 = !DILocation(line: 24, column: 1, scope: !33)
