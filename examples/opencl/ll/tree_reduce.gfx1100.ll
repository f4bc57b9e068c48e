; ModuleID = 'tree_reduce.cl'
source_filename = "tree_reduce.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@group_sum.partial = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4
@group_sum_no_step_barrier.partial = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent nofree norecurse nounwind
define protected amdgpu_kernel void @group_sum(ptr addrspace(1) nocapture noundef writeonly align 4 %out, ptr addrspace(1) nocapture noundef readonly align 4 %in) local_unnamed_addr #0 !dbg !10 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
entry:
  %0 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !17, !range !18
  %1 = zext nneg i32 %0 to i64, !dbg !17
  %2 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !19
  %3 = getelementptr i8, ptr addrspace(4) %2, i64 40, !dbg !19
  %4 = load i64, ptr addrspace(4) %3, align 8, !dbg !19, !tbaa !20
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !19
  %6 = getelementptr inbounds i8, ptr addrspace(4) %2, i64 12, !dbg !19
  %7 = load i16, ptr addrspace(4) %6, align 4, !dbg !19
  %8 = zext i16 %7 to i32, !dbg !19
  %9 = mul i32 %5, %8, !dbg !19
  %10 = add i32 %9, %0, !dbg !19
  %11 = zext i32 %10 to i64, !dbg !19
  %12 = getelementptr i32, ptr addrspace(1) %in, i64 %4, !dbg !24
  %arrayidx = getelementptr i32, ptr addrspace(1) %12, i64 %11, !dbg !24
  %13 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !24, !tbaa !25, !amdgpu.noclobber !12
  %arrayidx2 = getelementptr inbounds [256 x i32], ptr addrspace(3) @group_sum.partial, i32 0, i32 %0, !dbg !27
  store i32 %13, ptr addrspace(3) %arrayidx2, align 4, !dbg !28, !tbaa !25
  fence syncscope("workgroup") release, !dbg !29
  tail call void @llvm.amdgcn.s.barrier(), !dbg !29
  fence syncscope("workgroup") acquire, !dbg !29
  %14 = load i32, ptr addrspace(4) %2, align 4, !dbg !30, !tbaa !25
  %15 = icmp ult i32 %5, %14, !dbg !30
  %16 = select i1 %15, i64 6, i64 9, !dbg !30
  %17 = getelementptr inbounds i16, ptr addrspace(4) %2, i64 %16, !dbg !30
  %18 = load i16, ptr addrspace(4) %17, align 2, !dbg !30, !tbaa !31
  %cmp.not22 = icmp ult i16 %18, 2, !dbg !33
  br i1 %cmp.not22, label %for.cond.cleanup, label %for.body.preheader, !dbg !34

for.body.preheader:                               ; preds = %entry
  %19 = lshr i16 %18, 1, !dbg !35
  %s.021 = zext nneg i16 %19 to i64, !dbg !35
  br label %for.body, !dbg !34

for.cond.cleanup:                                 ; preds = %if.end, %entry
  %cmp8 = icmp eq i32 %0, 0, !dbg !36
  br i1 %cmp8, label %if.then9, label %if.end12, !dbg !37

for.body:                                         ; preds = %for.body.preheader, %if.end
  %s.023 = phi i64 [ %s.0, %if.end ], [ %s.021, %for.body.preheader ]
  %cmp4 = icmp ugt i64 %s.023, %1, !dbg !38
  br i1 %cmp4, label %if.then, label %if.end, !dbg !39

if.then:                                          ; preds = %for.body
  %20 = trunc nuw nsw i64 %s.023 to i32
  %21 = add nuw nsw i32 %0, %20
  %arrayidx5 = getelementptr inbounds [256 x i32], ptr addrspace(3) @group_sum.partial, i32 0, i32 %21
  %22 = load i32, ptr addrspace(3) %arrayidx5, align 4, !dbg !40, !tbaa !25
  %23 = load i32, ptr addrspace(3) %arrayidx2, align 4, !dbg !41, !tbaa !25
  %add7 = add nsw i32 %23, %22, !dbg !41
  store i32 %add7, ptr addrspace(3) %arrayidx2, align 4, !dbg !41, !tbaa !25
  br label %if.end, !dbg !42

if.end:                                           ; preds = %if.then, %for.body
  fence syncscope("workgroup") release, !dbg !43
  tail call void @llvm.amdgcn.s.barrier(), !dbg !43
  fence syncscope("workgroup") acquire, !dbg !43
  %s.0 = lshr i64 %s.023, 1, !dbg !35
  %cmp.not = icmp ult i64 %s.023, 2, !dbg !33
  br i1 %cmp.not, label %for.cond.cleanup, label %for.body, !dbg !34, !llvm.loop !44

if.then9:                                         ; preds = %for.cond.cleanup
  %24 = zext i32 %5 to i64
  %arrayidx11 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %24
  %25 = load i32, ptr addrspace(3) @group_sum.partial, align 4, !dbg !46, !tbaa !25
  store i32 %25, ptr addrspace(1) %arrayidx11, align 4, !dbg !47, !tbaa !25
  br label %if.end12, !dbg !48

if.end12:                                         ; preds = %if.then9, %for.cond.cleanup
  ret void, !dbg !49
}

; Function Attrs: convergent nofree norecurse nounwind
define protected amdgpu_kernel void @group_sum_no_step_barrier(ptr addrspace(1) nocapture noundef writeonly align 4 %out, ptr addrspace(1) nocapture noundef readonly align 4 %in) local_unnamed_addr #0 !dbg !50 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
entry:
  %0 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !51, !range !18
  %1 = zext nneg i32 %0 to i64, !dbg !51
  %2 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !52
  %3 = getelementptr i8, ptr addrspace(4) %2, i64 40, !dbg !52
  %4 = load i64, ptr addrspace(4) %3, align 8, !dbg !52, !tbaa !20
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !52
  %6 = getelementptr inbounds i8, ptr addrspace(4) %2, i64 12, !dbg !52
  %7 = load i16, ptr addrspace(4) %6, align 4, !dbg !52
  %8 = zext i16 %7 to i32, !dbg !52
  %9 = mul i32 %5, %8, !dbg !52
  %10 = add i32 %9, %0, !dbg !52
  %11 = zext i32 %10 to i64, !dbg !52
  %12 = getelementptr i32, ptr addrspace(1) %in, i64 %4, !dbg !53
  %arrayidx = getelementptr i32, ptr addrspace(1) %12, i64 %11, !dbg !53
  %13 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !53, !tbaa !25, !amdgpu.noclobber !12
  %arrayidx2 = getelementptr inbounds [256 x i32], ptr addrspace(3) @group_sum_no_step_barrier.partial, i32 0, i32 %0, !dbg !54
  store i32 %13, ptr addrspace(3) %arrayidx2, align 4, !dbg !55, !tbaa !25
  fence syncscope("workgroup") release, !dbg !56
  tail call void @llvm.amdgcn.s.barrier(), !dbg !56
  fence syncscope("workgroup") acquire, !dbg !56
  %14 = load i32, ptr addrspace(4) %2, align 4, !dbg !57, !tbaa !25
  %15 = icmp ult i32 %5, %14, !dbg !57
  %16 = select i1 %15, i64 6, i64 9, !dbg !57
  %17 = getelementptr inbounds i16, ptr addrspace(4) %2, i64 %16, !dbg !57
  %18 = load i16, ptr addrspace(4) %17, align 2, !dbg !57, !tbaa !31
  %cmp.not22 = icmp ult i16 %18, 2, !dbg !58
  br i1 %cmp.not22, label %for.cond.cleanup, label %for.body.preheader, !dbg !59

for.body.preheader:                               ; preds = %entry
  %19 = lshr i16 %18, 1, !dbg !60
  %s.021 = zext nneg i16 %19 to i64, !dbg !60
  br label %for.body, !dbg !59

for.cond.cleanup:                                 ; preds = %for.inc, %entry
  fence syncscope("workgroup") release, !dbg !61
  tail call void @llvm.amdgcn.s.barrier(), !dbg !61
  fence syncscope("workgroup") acquire, !dbg !61
  %cmp8 = icmp eq i32 %0, 0, !dbg !62
  br i1 %cmp8, label %if.then9, label %if.end12, !dbg !63

for.body:                                         ; preds = %for.body.preheader, %for.inc
  %s.023 = phi i64 [ %s.0, %for.inc ], [ %s.021, %for.body.preheader ]
  %cmp4 = icmp ugt i64 %s.023, %1, !dbg !64
  br i1 %cmp4, label %if.then, label %for.inc, !dbg !65

if.then:                                          ; preds = %for.body
  %20 = trunc nuw nsw i64 %s.023 to i32
  %21 = add nuw nsw i32 %0, %20
  %arrayidx5 = getelementptr inbounds [256 x i32], ptr addrspace(3) @group_sum_no_step_barrier.partial, i32 0, i32 %21
  %22 = load i32, ptr addrspace(3) %arrayidx5, align 4, !dbg !66, !tbaa !25
  %23 = load i32, ptr addrspace(3) %arrayidx2, align 4, !dbg !67, !tbaa !25
  %add7 = add nsw i32 %23, %22, !dbg !67
  store i32 %add7, ptr addrspace(3) %arrayidx2, align 4, !dbg !67, !tbaa !25
  br label %for.inc, !dbg !68

for.inc:                                          ; preds = %for.body, %if.then
  %s.0 = lshr i64 %s.023, 1, !dbg !60
  %cmp.not = icmp ult i64 %s.023, 2, !dbg !58
  br i1 %cmp.not, label %for.cond.cleanup, label %for.body, !dbg !59, !llvm.loop !69

if.then9:                                         ; preds = %for.cond.cleanup
  %24 = zext i32 %5 to i64
  %arrayidx11 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %24
  %25 = load i32, ptr addrspace(3) @group_sum_no_step_barrier.partial, align 4, !dbg !71, !tbaa !25
  store i32 %25, ptr addrspace(1) %arrayidx11, align 4, !dbg !72, !tbaa !25
  br label %if.end12, !dbg !73

if.end12:                                         ; preds = %if.then9, %for.cond.cleanup
  ret void, !dbg !74
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

attributes #0 = { convergent nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!opencl.ocl.version = !{!7}
!llvm.ident = !{!8, !9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tree_reduce.cl", directory: ".", checksumkind: CSK_MD5, checksum: "0ffd62289b059dbb23f23d8178dab315")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 1}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!"Debian clang version 15.0.5"}
!10 = distinct !DISubprogram(name: "group_sum", scope: !1, file: !1, line: 2, type: !11, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !{i32 1, i32 1}
!14 = !{!"none", !"none"}
!15 = !{!"int*", !"int*"}
!16 = !{!"", !"const"}
!17 = !DILocation(line: 4, column: 14, scope: !10)
!18 = !{i32 0, i32 1024}
!19 = !DILocation(line: 5, column: 19, scope: !10)
!20 = !{!21, !21, i64 0}
!21 = !{!"long", !22, i64 0}
!22 = !{!"omnipotent char", !23, i64 0}
!23 = !{!"Simple C/C++ TBAA"}
!24 = !DILocation(line: 5, column: 16, scope: !10)
!25 = !{!26, !26, i64 0}
!26 = !{!"int", !22, i64 0}
!27 = !DILocation(line: 5, column: 3, scope: !10)
!28 = !DILocation(line: 5, column: 14, scope: !10)
!29 = !DILocation(line: 6, column: 3, scope: !10)
!30 = !DILocation(line: 7, column: 19, scope: !10)
!31 = !{!32, !32, i64 0}
!32 = !{!"short", !22, i64 0}
!33 = !DILocation(line: 7, column: 44, scope: !10)
!34 = !DILocation(line: 7, column: 3, scope: !10)
!35 = !DILocation(line: 7, scope: !10)
!36 = !DILocation(line: 11, column: 9, scope: !10)
!37 = !DILocation(line: 11, column: 7, scope: !10)
!38 = !DILocation(line: 8, column: 11, scope: !10)
!39 = !DILocation(line: 8, column: 9, scope: !10)
!40 = !DILocation(line: 8, column: 30, scope: !10)
!41 = !DILocation(line: 8, column: 27, scope: !10)
!42 = !DILocation(line: 8, column: 16, scope: !10)
!43 = !DILocation(line: 9, column: 5, scope: !10)
!44 = distinct !{!44, !34, !45}
!45 = !DILocation(line: 10, column: 3, scope: !10)
!46 = !DILocation(line: 11, column: 38, scope: !10)
!47 = !DILocation(line: 11, column: 36, scope: !10)
!48 = !DILocation(line: 11, column: 15, scope: !10)
!49 = !DILocation(line: 12, column: 1, scope: !10)
!50 = distinct !DISubprogram(name: "group_sum_no_step_barrier", scope: !1, file: !1, line: 14, type: !11, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!51 = !DILocation(line: 16, column: 14, scope: !50)
!52 = !DILocation(line: 17, column: 19, scope: !50)
!53 = !DILocation(line: 17, column: 16, scope: !50)
!54 = !DILocation(line: 17, column: 3, scope: !50)
!55 = !DILocation(line: 17, column: 14, scope: !50)
!56 = !DILocation(line: 18, column: 3, scope: !50)
!57 = !DILocation(line: 19, column: 19, scope: !50)
!58 = !DILocation(line: 19, column: 44, scope: !50)
!59 = !DILocation(line: 19, column: 3, scope: !50)
!60 = !DILocation(line: 19, scope: !50)
!61 = !DILocation(line: 22, column: 3, scope: !50)
!62 = !DILocation(line: 23, column: 9, scope: !50)
!63 = !DILocation(line: 23, column: 7, scope: !50)
!64 = !DILocation(line: 20, column: 11, scope: !50)
!65 = !DILocation(line: 20, column: 9, scope: !50)
!66 = !DILocation(line: 20, column: 30, scope: !50)
!67 = !DILocation(line: 20, column: 27, scope: !50)
!68 = !DILocation(line: 20, column: 16, scope: !50)
!69 = distinct !{!69, !59, !70}
!70 = !DILocation(line: 21, column: 3, scope: !50)
!71 = !DILocation(line: 23, column: 38, scope: !50)
!72 = !DILocation(line: 23, column: 36, scope: !50)
!73 = !DILocation(line: 23, column: 15, scope: !50)
!74 = !DILocation(line: 24, column: 1, scope: !50)
