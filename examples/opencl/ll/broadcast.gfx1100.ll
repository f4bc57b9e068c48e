; ModuleID = 'broadcast.cl'
source_filename = "broadcast.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@broadcast.value = internal unnamed_addr addrspace(3) global i32 undef, align 4
@broadcast_mem_fence.value = internal unnamed_addr addrspace(3) global i32 undef, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @broadcast(ptr addrspace(1) nocapture noundef writeonly align 4 %out, ptr addrspace(1) nocapture noundef readonly align 4 %in) local_unnamed_addr #0 !dbg !10 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
entry:
  %0 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !17, !range !18
  %cmp = icmp eq i32 %0, 0, !dbg !19
  %1 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  br i1 %cmp, label %if.then, label %if.end, !dbg !17

if.then:                                          ; preds = %entry
  %2 = zext i32 %1 to i64
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %2
  %3 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !20, !tbaa !21, !amdgpu.noclobber !12
  %mul = mul nsw i32 %3, 3, !dbg !25
  store i32 %mul, ptr addrspace(3) @broadcast.value, align 4, !dbg !26, !tbaa !21
  br label %if.end, !dbg !27

if.end:                                           ; preds = %entry, %if.then
  fence syncscope("workgroup") release, !dbg !28
  tail call void @llvm.amdgcn.s.barrier(), !dbg !28
  fence syncscope("workgroup") acquire, !dbg !28
  %4 = load i32, ptr addrspace(3) @broadcast.value, align 4, !dbg !29, !tbaa !21
  %5 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !30
  %6 = getelementptr i8, ptr addrspace(4) %5, i64 40, !dbg !30
  %7 = load i64, ptr addrspace(4) %6, align 8, !dbg !30, !tbaa !31
  %8 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12, !dbg !30
  %9 = load i16, ptr addrspace(4) %8, align 4, !dbg !30
  %10 = zext i16 %9 to i32, !dbg !30
  %11 = mul i32 %1, %10, !dbg !30
  %12 = add i32 %11, %0, !dbg !30
  %13 = zext i32 %12 to i64, !dbg !30
  %14 = getelementptr i32, ptr addrspace(1) %out, i64 %7, !dbg !33
  %arrayidx3 = getelementptr i32, ptr addrspace(1) %14, i64 %13, !dbg !33
  store i32 %4, ptr addrspace(1) %arrayidx3, align 4, !dbg !34, !tbaa !21
  ret void, !dbg !35
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @broadcast_mem_fence(ptr addrspace(1) nocapture noundef writeonly align 4 %out, ptr addrspace(1) nocapture noundef readonly align 4 %in) local_unnamed_addr #1 !dbg !36 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
entry:
  %0 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !37, !range !18
  %cmp = icmp eq i32 %0, 0, !dbg !38
  %1 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  br i1 %cmp, label %if.then, label %if.end, !dbg !37

if.then:                                          ; preds = %entry
  %2 = zext i32 %1 to i64
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %2
  %3 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !39, !tbaa !21, !amdgpu.noclobber !12
  %mul = mul nsw i32 %3, 3, !dbg !40
  store i32 %mul, ptr addrspace(3) @broadcast_mem_fence.value, align 4, !dbg !41, !tbaa !21
  br label %if.end, !dbg !42

if.end:                                           ; preds = %entry, %if.then
  fence syncscope("workgroup") acq_rel, !dbg !43
  %4 = load i32, ptr addrspace(3) @broadcast_mem_fence.value, align 4, !dbg !44, !tbaa !21
  %5 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !45
  %6 = getelementptr i8, ptr addrspace(4) %5, i64 40, !dbg !45
  %7 = load i64, ptr addrspace(4) %6, align 8, !dbg !45, !tbaa !31
  %8 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12, !dbg !45
  %9 = load i16, ptr addrspace(4) %8, align 4, !dbg !45
  %10 = zext i16 %9 to i32, !dbg !45
  %11 = mul i32 %1, %10, !dbg !45
  %12 = add i32 %11, %0, !dbg !45
  %13 = zext i32 %12 to i64, !dbg !45
  %14 = getelementptr i32, ptr addrspace(1) %out, i64 %7, !dbg !46
  %arrayidx3 = getelementptr i32, ptr addrspace(1) %14, i64 %13, !dbg !46
  store i32 %4, ptr addrspace(1) %arrayidx3, align 4, !dbg !47, !tbaa !21
  ret void, !dbg !48
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #3

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!opencl.ocl.version = !{!7}
!llvm.ident = !{!8, !9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "broadcast.cl", directory: ".", checksumkind: CSK_MD5, checksum: "894779367c74852131986d24528f80fb")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 1}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!"Debian clang version 15.0.5"}
!10 = distinct !DISubprogram(name: "broadcast", scope: !1, file: !1, line: 2, type: !11, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !{i32 1, i32 1}
!14 = !{!"none", !"none"}
!15 = !{!"int*", !"int*"}
!16 = !{!"", !"const"}
!17 = !DILocation(line: 4, column: 7, scope: !10)
!18 = !{i32 0, i32 1024}
!19 = !DILocation(line: 4, column: 23, scope: !10)
!20 = !DILocation(line: 4, column: 37, scope: !10)
!21 = !{!22, !22, i64 0}
!22 = !{!"int", !23, i64 0}
!23 = !{!"omnipotent char", !24, i64 0}
!24 = !{!"Simple C/C++ TBAA"}
!25 = !DILocation(line: 4, column: 57, scope: !10)
!26 = !DILocation(line: 4, column: 35, scope: !10)
!27 = !DILocation(line: 4, column: 29, scope: !10)
!28 = !DILocation(line: 5, column: 3, scope: !10)
!29 = !DILocation(line: 6, column: 27, scope: !10)
!30 = !DILocation(line: 6, column: 7, scope: !10)
!31 = !{!32, !32, i64 0}
!32 = !{!"long", !23, i64 0}
!33 = !DILocation(line: 6, column: 3, scope: !10)
!34 = !DILocation(line: 6, column: 25, scope: !10)
!35 = !DILocation(line: 7, column: 1, scope: !10)
!36 = distinct !DISubprogram(name: "broadcast_mem_fence", scope: !1, file: !1, line: 9, type: !11, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!37 = !DILocation(line: 11, column: 7, scope: !36)
!38 = !DILocation(line: 11, column: 23, scope: !36)
!39 = !DILocation(line: 11, column: 37, scope: !36)
!40 = !DILocation(line: 11, column: 57, scope: !36)
!41 = !DILocation(line: 11, column: 35, scope: !36)
!42 = !DILocation(line: 11, column: 29, scope: !36)
!43 = !DILocation(line: 12, column: 3, scope: !36)
!44 = !DILocation(line: 13, column: 27, scope: !36)
!45 = !DILocation(line: 13, column: 7, scope: !36)
!46 = !DILocation(line: 13, column: 3, scope: !36)
!47 = !DILocation(line: 13, column: 25, scope: !36)
!48 = !DILocation(line: 14, column: 1, scope: !36)
