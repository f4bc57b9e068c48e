; ModuleID = 'histogram.cl'
source_filename = "histogram.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@histogram.local_bins = internal addrspace(3) global [16 x i32] undef, align 4
@histogram_plain_increment.local_bins = internal unnamed_addr addrspace(3) global [16 x i32] undef, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @histogram(ptr addrspace(1) nocapture noundef align 4 %bins) local_unnamed_addr #0 !dbg !10 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
entry:
  %0 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !18, !range !19
  %1 = zext nneg i32 %0 to i64, !dbg !18
  %cmp = icmp ult i32 %0, 16, !dbg !20
  br i1 %cmp, label %if.then, label %if.end, !dbg !21

if.then:                                          ; preds = %entry
  %arrayidx = getelementptr inbounds [16 x i32], ptr addrspace(3) @histogram.local_bins, i32 0, i32 %0
  store atomic i32 0, ptr addrspace(3) %arrayidx syncscope("workgroup-one-as") monotonic, align 4, !dbg !22
  br label %if.end, !dbg !22

if.end:                                           ; preds = %if.then, %entry
  fence syncscope("workgroup") release, !dbg !23
  tail call void @llvm.amdgcn.s.barrier(), !dbg !23
  fence syncscope("workgroup") acquire, !dbg !23
  %2 = mul nuw nsw i32 %0, 7, !dbg !24
  %3 = and i32 %2, 15, !dbg !24
  %arrayidx1 = getelementptr inbounds [16 x i32], ptr addrspace(3) @histogram.local_bins, i32 0, i32 %3, !dbg !24
  %4 = atomicrmw add ptr addrspace(3) %arrayidx1, i32 1 syncscope("workgroup-one-as") monotonic, align 4, !dbg !25
  fence syncscope("workgroup") release, !dbg !26
  tail call void @llvm.amdgcn.s.barrier(), !dbg !26
  fence syncscope("workgroup") acquire, !dbg !26
  br i1 %cmp, label %if.then4, label %if.end9, !dbg !27

if.then4:                                         ; preds = %if.end
  %arrayidx6 = getelementptr inbounds [16 x i32], ptr addrspace(3) @histogram.local_bins, i32 0, i32 %0
  %arrayidx5 = getelementptr inbounds i32, ptr addrspace(1) %bins, i64 %1
  %5 = load atomic i32, ptr addrspace(3) %arrayidx6 syncscope("workgroup-one-as") monotonic, align 4, !dbg !28
  %6 = atomicrmw add ptr addrspace(1) %arrayidx5, i32 %5 syncscope("agent-one-as") monotonic, align 4, !dbg !29
  br label %if.end9, !dbg !29

if.end9:                                          ; preds = %if.then4, %if.end
  ret void, !dbg !30
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @histogram_plain_increment(ptr addrspace(1) nocapture noundef align 4 %bins) local_unnamed_addr #0 !dbg !31 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
entry:
  %0 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !32, !range !19
  %1 = zext nneg i32 %0 to i64, !dbg !32
  %cmp = icmp ult i32 %0, 16, !dbg !33
  br i1 %cmp, label %if.then, label %if.end, !dbg !34

if.then:                                          ; preds = %entry
  %arrayidx = getelementptr inbounds [16 x i32], ptr addrspace(3) @histogram_plain_increment.local_bins, i32 0, i32 %0
  store i32 0, ptr addrspace(3) %arrayidx, align 4, !dbg !35, !tbaa !36
  br label %if.end, !dbg !40

if.end:                                           ; preds = %if.then, %entry
  fence syncscope("workgroup") release, !dbg !41
  tail call void @llvm.amdgcn.s.barrier(), !dbg !41
  fence syncscope("workgroup") acquire, !dbg !41
  %2 = mul nuw nsw i32 %0, 7, !dbg !42
  %3 = and i32 %2, 15, !dbg !42
  %arrayidx1 = getelementptr inbounds [16 x i32], ptr addrspace(3) @histogram_plain_increment.local_bins, i32 0, i32 %3, !dbg !42
  %4 = load i32, ptr addrspace(3) %arrayidx1, align 4, !dbg !43, !tbaa !36
  %inc = add i32 %4, 1, !dbg !43
  store i32 %inc, ptr addrspace(3) %arrayidx1, align 4, !dbg !43, !tbaa !36
  fence syncscope("workgroup") release, !dbg !44
  tail call void @llvm.amdgcn.s.barrier(), !dbg !44
  fence syncscope("workgroup") acquire, !dbg !44
  br i1 %cmp, label %if.then3, label %if.end7, !dbg !45

if.then3:                                         ; preds = %if.end
  %arrayidx5 = getelementptr inbounds [16 x i32], ptr addrspace(3) @histogram_plain_increment.local_bins, i32 0, i32 %0
  %arrayidx4 = getelementptr inbounds i32, ptr addrspace(1) %bins, i64 %1
  %5 = load i32, ptr addrspace(3) %arrayidx5, align 4, !dbg !46, !tbaa !36
  %6 = atomicrmw add ptr addrspace(1) %arrayidx4, i32 %5 syncscope("agent-one-as") monotonic, align 4, !dbg !47
  br label %if.end7, !dbg !47

if.end7:                                          ; preds = %if.then3, %if.end
  ret void, !dbg !48
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-global-pk-add-bf16-inst,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!opencl.ocl.version = !{!7}
!llvm.ident = !{!8, !9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "histogram.cl", directory: ".", checksumkind: CSK_MD5, checksum: "b8196777e85acb9e13dc0c6fdbc86018")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 1}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!"Debian clang version 15.0.5"}
!10 = distinct !DISubprogram(name: "histogram", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !{i32 1}
!14 = !{!"none"}
!15 = !{!"atomic_uint*"}
!16 = !{!"_Atomic(unsigned int)*"}
!17 = !{!""}
!18 = !DILocation(line: 7, column: 14, scope: !10)
!19 = !{i32 0, i32 1024}
!20 = !DILocation(line: 8, column: 9, scope: !10)
!21 = !DILocation(line: 8, column: 7, scope: !10)
!22 = !DILocation(line: 8, column: 15, scope: !10)
!23 = !DILocation(line: 10, column: 3, scope: !10)
!24 = !DILocation(line: 11, column: 30, scope: !10)
!25 = !DILocation(line: 11, column: 3, scope: !10)
!26 = !DILocation(line: 13, column: 3, scope: !10)
!27 = !DILocation(line: 14, column: 7, scope: !10)
!28 = !DILocation(line: 15, column: 41, scope: !10)
!29 = !DILocation(line: 15, column: 5, scope: !10)
!30 = !DILocation(line: 18, column: 1, scope: !10)
!31 = distinct !DISubprogram(name: "histogram_plain_increment", scope: !1, file: !1, line: 20, type: !11, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!32 = !DILocation(line: 22, column: 14, scope: !31)
!33 = !DILocation(line: 23, column: 9, scope: !31)
!34 = !DILocation(line: 23, column: 7, scope: !31)
!35 = !DILocation(line: 23, column: 29, scope: !31)
!36 = !{!37, !37, i64 0}
!37 = !{!"int", !38, i64 0}
!38 = !{!"omnipotent char", !39, i64 0}
!39 = !{!"Simple C/C++ TBAA"}
!40 = !DILocation(line: 23, column: 15, scope: !31)
!41 = !DILocation(line: 24, column: 3, scope: !31)
!42 = !DILocation(line: 25, column: 3, scope: !31)
!43 = !DILocation(line: 25, column: 27, scope: !31)
!44 = !DILocation(line: 26, column: 3, scope: !31)
!45 = !DILocation(line: 27, column: 7, scope: !31)
!46 = !DILocation(line: 28, column: 41, scope: !31)
!47 = !DILocation(line: 28, column: 5, scope: !31)
!48 = !DILocation(line: 30, column: 1, scope: !31)
