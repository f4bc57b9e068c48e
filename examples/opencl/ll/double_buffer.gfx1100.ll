; ModuleID = 'double_buffer.cl'
source_filename = "double_buffer.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@staged.buf = internal unnamed_addr addrspace(3) global [2 x [64 x i32]] undef, align 4
@staged_one_buffer.buf = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent nofree norecurse nounwind
define protected amdgpu_kernel void @staged(ptr addrspace(1) nocapture noundef writeonly align 4 %out, ptr addrspace(1) nocapture noundef readonly align 4 %in, i32 noundef %steps) local_unnamed_addr #0 !dbg !10 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
entry:
  %0 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !17, !range !18
  %1 = zext nneg i32 %0 to i64, !dbg !17
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %1, !dbg !19
  %2 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !19, !tbaa !20, !amdgpu.noclobber !12
  %arrayidx1 = getelementptr inbounds [64 x i32], ptr addrspace(3) @staged.buf, i32 0, i32 %0, !dbg !24
  store i32 %2, ptr addrspace(3) %arrayidx1, align 4, !dbg !25, !tbaa !20
  fence syncscope("workgroup") release, !dbg !26
  tail call void @llvm.amdgcn.s.barrier(), !dbg !26
  fence syncscope("workgroup") acquire, !dbg !26
  %cmp23 = icmp sgt i32 %steps, 1, !dbg !27
  br i1 %cmp23, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !28

for.body.lr.ph:                                   ; preds = %entry
  %3 = sub nsw i32 63, %0
  br label %for.body, !dbg !28

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %acc.0.lcssa = phi i32 [ 0, %entry ], [ %add10, %for.body ], !dbg !29
  %4 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !30
  %5 = getelementptr i8, ptr addrspace(4) %4, i64 40, !dbg !30
  %6 = load i64, ptr addrspace(4) %5, align 8, !dbg !30, !tbaa !31
  %7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !30
  %8 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 12, !dbg !30
  %9 = load i16, ptr addrspace(4) %8, align 4, !dbg !30
  %10 = zext i16 %9 to i32, !dbg !30
  %11 = mul i32 %7, %10, !dbg !30
  %12 = add i32 %11, %0, !dbg !30
  %13 = zext i32 %12 to i64, !dbg !30
  %14 = getelementptr i32, ptr addrspace(1) %out, i64 %6, !dbg !33
  %arrayidx12 = getelementptr i32, ptr addrspace(1) %14, i64 %13, !dbg !33
  store i32 %acc.0.lcssa, ptr addrspace(1) %arrayidx12, align 4, !dbg !34, !tbaa !20
  ret void, !dbg !35

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %i.025 = phi i32 [ 1, %for.body.lr.ph ], [ %add5, %for.body ]
  %acc.024 = phi i32 [ 0, %for.body.lr.ph ], [ %add10, %for.body ]
  %mul = shl nsw i32 %i.025, 6, !dbg !36
  %conv = zext nneg i32 %mul to i64, !dbg !37
  %arrayidx2 = getelementptr inbounds i32, ptr addrspace(1) %arrayidx, i64 %conv, !dbg !38
  %15 = load i32, ptr addrspace(1) %arrayidx2, align 4, !dbg !38, !tbaa !20, !amdgpu.noclobber !12
  %rem = and i32 %i.025, 1, !dbg !39
  %arrayidx4 = getelementptr inbounds [2 x [64 x i32]], ptr addrspace(3) @staged.buf, i32 0, i32 %rem, i32 %0, !dbg !40
  store i32 %15, ptr addrspace(3) %arrayidx4, align 4, !dbg !41, !tbaa !20
  %add5 = add nuw nsw i32 %i.025, 1, !dbg !42
  %rem6 = and i32 %add5, 1, !dbg !43
  %arrayidx9 = getelementptr inbounds [2 x [64 x i32]], ptr addrspace(3) @staged.buf, i32 0, i32 %rem6, i32 %3, !dbg !44
  %16 = load i32, ptr addrspace(3) %arrayidx9, align 4, !dbg !44, !tbaa !20
  %add10 = add nsw i32 %16, %acc.024, !dbg !45
  fence syncscope("workgroup") release, !dbg !46
  tail call void @llvm.amdgcn.s.barrier(), !dbg !46
  fence syncscope("workgroup") acquire, !dbg !46
  %exitcond.not = icmp eq i32 %add5, %steps, !dbg !27
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !28, !llvm.loop !47
}

; Function Attrs: convergent nofree norecurse nounwind
define protected amdgpu_kernel void @staged_one_buffer(ptr addrspace(1) nocapture noundef writeonly align 4 %out, ptr addrspace(1) nocapture noundef readonly align 4 %in, i32 noundef %steps) local_unnamed_addr #0 !dbg !49 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
entry:
  %0 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !50, !range !18
  %1 = zext nneg i32 %0 to i64, !dbg !50
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %1, !dbg !51
  %2 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !51, !tbaa !20, !amdgpu.noclobber !12
  %arrayidx1 = getelementptr inbounds [64 x i32], ptr addrspace(3) @staged_one_buffer.buf, i32 0, i32 %0, !dbg !52
  store i32 %2, ptr addrspace(3) %arrayidx1, align 4, !dbg !53, !tbaa !20
  fence syncscope("workgroup") release, !dbg !54
  tail call void @llvm.amdgcn.s.barrier(), !dbg !54
  fence syncscope("workgroup") acquire, !dbg !54
  %cmp16 = icmp sgt i32 %steps, 1, !dbg !55
  br i1 %cmp16, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !56

for.body.lr.ph:                                   ; preds = %entry
  %3 = sub nsw i32 63, %0
  %arrayidx2 = getelementptr inbounds [64 x i32], ptr addrspace(3) @staged_one_buffer.buf, i32 0, i32 %3
  br label %for.body, !dbg !56

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %acc.0.lcssa = phi i32 [ 0, %entry ], [ %add, %for.body ], !dbg !57
  %4 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !58
  %5 = getelementptr i8, ptr addrspace(4) %4, i64 40, !dbg !58
  %6 = load i64, ptr addrspace(4) %5, align 8, !dbg !58, !tbaa !31
  %7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !58
  %8 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 12, !dbg !58
  %9 = load i16, ptr addrspace(4) %8, align 4, !dbg !58
  %10 = zext i16 %9 to i32, !dbg !58
  %11 = mul i32 %7, %10, !dbg !58
  %12 = add i32 %11, %0, !dbg !58
  %13 = zext i32 %12 to i64, !dbg !58
  %14 = getelementptr i32, ptr addrspace(1) %out, i64 %6, !dbg !59
  %arrayidx7 = getelementptr i32, ptr addrspace(1) %14, i64 %13, !dbg !59
  store i32 %acc.0.lcssa, ptr addrspace(1) %arrayidx7, align 4, !dbg !60, !tbaa !20
  ret void, !dbg !61

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %i.018 = phi i32 [ 1, %for.body.lr.ph ], [ %inc, %for.body ]
  %acc.017 = phi i32 [ 0, %for.body.lr.ph ], [ %add, %for.body ]
  %15 = load i32, ptr addrspace(3) %arrayidx2, align 4, !dbg !62, !tbaa !20
  %add = add nsw i32 %15, %acc.017, !dbg !63
  %mul = shl nsw i32 %i.018, 6, !dbg !64
  %conv = zext nneg i32 %mul to i64, !dbg !65
  %arrayidx4 = getelementptr inbounds i32, ptr addrspace(1) %arrayidx, i64 %conv, !dbg !66
  %16 = load i32, ptr addrspace(1) %arrayidx4, align 4, !dbg !66, !tbaa !20, !amdgpu.noclobber !12
  store i32 %16, ptr addrspace(3) %arrayidx1, align 4, !dbg !67, !tbaa !20
  fence syncscope("workgroup") release, !dbg !68
  tail call void @llvm.amdgcn.s.barrier(), !dbg !68
  fence syncscope("workgroup") acquire, !dbg !68
  %inc = add nuw nsw i32 %i.018, 1, !dbg !69
  %exitcond.not = icmp eq i32 %inc, %steps, !dbg !55
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !56, !llvm.loop !70
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

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
!1 = !DIFile(filename: "double_buffer.cl", directory: ".", checksumkind: CSK_MD5, checksum: "5c9b954d9f44435b03c69fb813657886")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 1}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!"Debian clang version 15.0.5"}
!10 = distinct !DISubprogram(name: "staged", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !{i32 1, i32 1, i32 0}
!14 = !{!"none", !"none", !"none"}
!15 = !{!"int*", !"int*", !"int"}
!16 = !{!"", !"const", !""}
!17 = !DILocation(line: 5, column: 14, scope: !10)
!18 = !{i32 0, i32 1024}
!19 = !DILocation(line: 7, column: 15, scope: !10)
!20 = !{!21, !21, i64 0}
!21 = !{!"int", !22, i64 0}
!22 = !{!"omnipotent char", !23, i64 0}
!23 = !{!"Simple C/C++ TBAA"}
!24 = !DILocation(line: 7, column: 3, scope: !10)
!25 = !DILocation(line: 7, column: 13, scope: !10)
!26 = !DILocation(line: 8, column: 3, scope: !10)
!27 = !DILocation(line: 9, column: 21, scope: !10)
!28 = !DILocation(line: 9, column: 3, scope: !10)
!29 = !DILocation(line: 0, scope: !10)
!30 = !DILocation(line: 14, column: 7, scope: !10)
!31 = !{!32, !32, i64 0}
!32 = !{!"long", !22, i64 0}
!33 = !DILocation(line: 14, column: 3, scope: !10)
!34 = !DILocation(line: 14, column: 25, scope: !10)
!35 = !DILocation(line: 15, column: 1, scope: !10)
!36 = !DILocation(line: 10, column: 26, scope: !10)
!37 = !DILocation(line: 10, column: 24, scope: !10)
!38 = !DILocation(line: 10, column: 21, scope: !10)
!39 = !DILocation(line: 10, column: 11, scope: !10)
!40 = !DILocation(line: 10, column: 5, scope: !10)
!41 = !DILocation(line: 10, column: 19, scope: !10)
!42 = !DILocation(line: 11, column: 19, scope: !10)
!43 = !DILocation(line: 11, column: 24, scope: !10)
!44 = !DILocation(line: 11, column: 12, scope: !10)
!45 = !DILocation(line: 11, column: 9, scope: !10)
!46 = !DILocation(line: 12, column: 5, scope: !10)
!47 = distinct !{!47, !28, !48}
!48 = !DILocation(line: 13, column: 3, scope: !10)
!49 = distinct !DISubprogram(name: "staged_one_buffer", scope: !1, file: !1, line: 17, type: !11, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!50 = !DILocation(line: 19, column: 14, scope: !49)
!51 = !DILocation(line: 21, column: 12, scope: !49)
!52 = !DILocation(line: 21, column: 3, scope: !49)
!53 = !DILocation(line: 21, column: 10, scope: !49)
!54 = !DILocation(line: 22, column: 3, scope: !49)
!55 = !DILocation(line: 23, column: 21, scope: !49)
!56 = !DILocation(line: 23, column: 3, scope: !49)
!57 = !DILocation(line: 0, scope: !49)
!58 = !DILocation(line: 28, column: 7, scope: !49)
!59 = !DILocation(line: 28, column: 3, scope: !49)
!60 = !DILocation(line: 28, column: 25, scope: !49)
!61 = !DILocation(line: 29, column: 1, scope: !49)
!62 = !DILocation(line: 24, column: 12, scope: !49)
!63 = !DILocation(line: 24, column: 9, scope: !49)
!64 = !DILocation(line: 25, column: 19, scope: !49)
!65 = !DILocation(line: 25, column: 17, scope: !49)
!66 = !DILocation(line: 25, column: 14, scope: !49)
!67 = !DILocation(line: 25, column: 12, scope: !49)
!68 = !DILocation(line: 26, column: 5, scope: !49)
!69 = !DILocation(line: 23, column: 30, scope: !49)
!70 = distinct !{!70, !56, !71}
!71 = !DILocation(line: 27, column: 3, scope: !49)
