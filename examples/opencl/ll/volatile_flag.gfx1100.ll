; ModuleID = 'volatile_flag.cl'
source_filename = "volatile_flag.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@ready = hidden local_unnamed_addr addrspace(1) global i32 0, align 4
@plain_ready = hidden addrspace(1) global i32 0, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: nofree norecurse nounwind memory(readwrite, inaccessiblemem: none)
define protected amdgpu_kernel void @signal(ptr addrspace(1) nocapture noundef align 4 %data, ptr addrspace(1) nocapture noundef writeonly align 4 %out) local_unnamed_addr #0 !dbg !10 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
entry:
  %0 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !17, !range !18
  %cmp.not = icmp eq i32 %0, 0, !dbg !19
  br i1 %cmp.not, label %if.end, label %if.end8, !dbg !17

if.end:                                           ; preds = %entry
  %1 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !20
  %cmp2 = icmp eq i32 %1, 0, !dbg !21
  br i1 %cmp2, label %if.then3, label %while.cond, !dbg !20

if.then3:                                         ; preds = %if.end
  store i32 5, ptr addrspace(1) %data, align 4, !dbg !22, !tbaa !23
  store atomic i32 1, ptr addrspace(1) @ready syncscope("agent-one-as") release, align 4, !dbg !27
  br label %if.end8, !dbg !28

while.cond:                                       ; preds = %if.end, %while.cond
  %2 = load atomic i32, ptr addrspace(1) @ready syncscope("agent-one-as") acquire, align 4, !dbg !29
  %cmp5 = icmp eq i32 %2, 0, !dbg !30
  br i1 %cmp5, label %while.cond, label %while.end, !dbg !31, !llvm.loop !32

while.end:                                        ; preds = %while.cond
  %3 = load i32, ptr addrspace(1) %data, align 4, !dbg !34, !tbaa !23
  store i32 %3, ptr addrspace(1) %out, align 4, !dbg !35, !tbaa !23
  br label %if.end8

if.end8:                                          ; preds = %entry, %while.end, %if.then3
  ret void, !dbg !36
}

; Function Attrs: nofree norecurse nounwind
define protected amdgpu_kernel void @signal_volatile(ptr addrspace(1) nocapture noundef align 4 %data, ptr addrspace(1) nocapture noundef writeonly align 4 %out) local_unnamed_addr #1 !dbg !37 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
entry:
  %0 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !38, !range !18
  %cmp.not = icmp eq i32 %0, 0, !dbg !39
  br i1 %cmp.not, label %if.end, label %cleanup, !dbg !38

if.end:                                           ; preds = %entry
  %1 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !40
  %cmp2 = icmp eq i32 %1, 0, !dbg !41
  br i1 %cmp2, label %if.then3, label %while.cond, !dbg !40

if.then3:                                         ; preds = %if.end
  store i32 5, ptr addrspace(1) %data, align 4, !dbg !42, !tbaa !23
  fence syncscope("workgroup") acq_rel, !dbg !43
  store volatile i32 1, ptr addrspace(1) @plain_ready, align 4, !dbg !44, !tbaa !23
  br label %cleanup, !dbg !45

while.cond:                                       ; preds = %if.end, %while.cond
  %2 = load volatile i32, ptr addrspace(1) @plain_ready, align 4, !dbg !46, !tbaa !23
  %cmp4 = icmp eq i32 %2, 0, !dbg !47
  br i1 %cmp4, label %while.cond, label %while.end, !dbg !48, !llvm.loop !49

while.end:                                        ; preds = %while.cond
  fence syncscope("workgroup") acq_rel, !dbg !51
  %3 = load i32, ptr addrspace(1) %data, align 4, !dbg !52, !tbaa !23, !amdgpu.noclobber !12
  store i32 %3, ptr addrspace(1) %out, align 4, !dbg !53, !tbaa !23
  br label %cleanup

cleanup:                                          ; preds = %if.then3, %while.end, %entry
  ret void, !dbg !54
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

attributes #0 = { nofree norecurse nounwind memory(readwrite, inaccessiblemem: none) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="false" }
attributes #1 = { nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="false" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!opencl.ocl.version = !{!7}
!llvm.ident = !{!8, !9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "volatile_flag.cl", directory: ".", checksumkind: CSK_MD5, checksum: "e96fc7e2d4676c67bf8382dad8b0c8a6")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 1}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!"Debian clang version 15.0.5"}
!10 = distinct !DISubprogram(name: "signal", scope: !1, file: !1, line: 6, type: !11, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !{i32 1, i32 1}
!14 = !{!"none", !"none"}
!15 = !{!"int*", !"int*"}
!16 = !{!"", !""}
!17 = !DILocation(line: 7, column: 7, scope: !10)
!18 = !{i32 0, i32 1024}
!19 = !DILocation(line: 7, column: 23, scope: !10)
!20 = !DILocation(line: 8, column: 7, scope: !10)
!21 = !DILocation(line: 8, column: 23, scope: !10)
!22 = !DILocation(line: 9, column: 13, scope: !10)
!23 = !{!24, !24, i64 0}
!24 = !{!"int", !25, i64 0}
!25 = !{!"omnipotent char", !26, i64 0}
!26 = !{!"Simple C/C++ TBAA"}
!27 = !DILocation(line: 10, column: 5, scope: !10)
!28 = !DILocation(line: 11, column: 3, scope: !10)
!29 = !DILocation(line: 12, column: 12, scope: !10)
!30 = !DILocation(line: 12, column: 84, scope: !10)
!31 = !DILocation(line: 12, column: 5, scope: !10)
!32 = distinct !{!32, !31, !33}
!33 = !DILocation(line: 13, column: 5, scope: !10)
!34 = !DILocation(line: 14, column: 14, scope: !10)
!35 = !DILocation(line: 14, column: 12, scope: !10)
!36 = !DILocation(line: 16, column: 1, scope: !10)
!37 = distinct !DISubprogram(name: "signal_volatile", scope: !1, file: !1, line: 18, type: !11, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!38 = !DILocation(line: 20, column: 7, scope: !37)
!39 = !DILocation(line: 20, column: 23, scope: !37)
!40 = !DILocation(line: 21, column: 7, scope: !37)
!41 = !DILocation(line: 21, column: 23, scope: !37)
!42 = !DILocation(line: 22, column: 13, scope: !37)
!43 = !DILocation(line: 23, column: 5, scope: !37)
!44 = !DILocation(line: 24, column: 11, scope: !37)
!45 = !DILocation(line: 25, column: 3, scope: !37)
!46 = !DILocation(line: 26, column: 12, scope: !37)
!47 = !DILocation(line: 26, column: 18, scope: !37)
!48 = !DILocation(line: 26, column: 5, scope: !37)
!49 = distinct !{!49, !48, !50}
!50 = !DILocation(line: 27, column: 5, scope: !37)
!51 = !DILocation(line: 28, column: 5, scope: !37)
!52 = !DILocation(line: 29, column: 14, scope: !37)
!53 = !DILocation(line: 29, column: 12, scope: !37)
!54 = !DILocation(line: 31, column: 1, scope: !37)
