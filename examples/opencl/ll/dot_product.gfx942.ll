; ModuleID = 'dot_product.cl'
source_filename = "dot_product.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@dot.partial = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4
@dot_plain_accumulate.partial = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent nofree norecurse nounwind
define protected amdgpu_kernel void @dot(ptr addrspace(1) nocapture noundef align 4 %result, ptr addrspace(1) nocapture noundef readonly align 4 %a, ptr addrspace(1) nocapture noundef readonly align 4 %b) local_unnamed_addr #0 !dbg !10 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
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
  %12 = add i64 %4, %11, !dbg !19
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %12, !dbg !24
  %13 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !24, !tbaa !25, !amdgpu.noclobber !12
  %arrayidx2 = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %12, !dbg !27
  %14 = load i32, ptr addrspace(1) %arrayidx2, align 4, !dbg !27, !tbaa !25, !amdgpu.noclobber !12
  %mul = mul nsw i32 %14, %13, !dbg !28
  %arrayidx3 = getelementptr inbounds [64 x i32], ptr addrspace(3) @dot.partial, i32 0, i32 %0, !dbg !29
  store i32 %mul, ptr addrspace(3) %arrayidx3, align 4, !dbg !30, !tbaa !25
  fence syncscope("workgroup") release, !dbg !31
  tail call void @llvm.amdgcn.s.barrier(), !dbg !31
  fence syncscope("workgroup") acquire, !dbg !31
  %15 = load i32, ptr addrspace(4) %2, align 4, !dbg !32, !tbaa !25
  %16 = icmp ult i32 %5, %15, !dbg !32
  %17 = select i1 %16, i64 6, i64 9, !dbg !32
  %18 = getelementptr inbounds i16, ptr addrspace(4) %2, i64 %17, !dbg !32
  %19 = load i16, ptr addrspace(4) %18, align 2, !dbg !32, !tbaa !33
  %cmp.not23 = icmp ult i16 %19, 2, !dbg !35
  br i1 %cmp.not23, label %for.cond.cleanup, label %for.body.preheader, !dbg !36

for.body.preheader:                               ; preds = %entry
  %20 = lshr i16 %19, 1, !dbg !37
  %s.022 = zext nneg i16 %20 to i64, !dbg !37
  br label %for.body, !dbg !36

for.cond.cleanup:                                 ; preds = %if.end, %entry
  %cmp9 = icmp eq i32 %0, 0, !dbg !38
  br i1 %cmp9, label %if.then10, label %if.end12, !dbg !39

for.body:                                         ; preds = %for.body.preheader, %if.end
  %s.024 = phi i64 [ %s.0, %if.end ], [ %s.022, %for.body.preheader ]
  %cmp5 = icmp ugt i64 %s.024, %1, !dbg !40
  br i1 %cmp5, label %if.then, label %if.end, !dbg !41

if.then:                                          ; preds = %for.body
  %21 = trunc nuw nsw i64 %s.024 to i32
  %22 = add nuw nsw i32 %0, %21
  %arrayidx6 = getelementptr inbounds [64 x i32], ptr addrspace(3) @dot.partial, i32 0, i32 %22
  %23 = load i32, ptr addrspace(3) %arrayidx6, align 4, !dbg !42, !tbaa !25
  %24 = load i32, ptr addrspace(3) %arrayidx3, align 4, !dbg !43, !tbaa !25
  %add8 = add nsw i32 %24, %23, !dbg !43
  store i32 %add8, ptr addrspace(3) %arrayidx3, align 4, !dbg !43, !tbaa !25
  br label %if.end, !dbg !44

if.end:                                           ; preds = %if.then, %for.body
  fence syncscope("workgroup") release, !dbg !45
  tail call void @llvm.amdgcn.s.barrier(), !dbg !45
  fence syncscope("workgroup") acquire, !dbg !45
  %s.0 = lshr i64 %s.024, 1, !dbg !37
  %cmp.not = icmp ult i64 %s.024, 2, !dbg !35
  br i1 %cmp.not, label %for.cond.cleanup, label %for.body, !dbg !36, !llvm.loop !46

if.then10:                                        ; preds = %for.cond.cleanup
  %25 = load i32, ptr addrspace(3) @dot.partial, align 4, !dbg !48, !tbaa !25
  %26 = atomicrmw add ptr addrspace(1) %result, i32 %25 syncscope("agent-one-as") monotonic, align 4, !dbg !49
  br label %if.end12, !dbg !49

if.end12:                                         ; preds = %if.then10, %for.cond.cleanup
  ret void, !dbg !50
}

; Function Attrs: convergent nofree norecurse nounwind
define protected amdgpu_kernel void @dot_plain_accumulate(ptr addrspace(1) nocapture noundef align 4 %result, ptr addrspace(1) nocapture noundef readonly align 4 %a, ptr addrspace(1) nocapture noundef readonly align 4 %b) local_unnamed_addr #0 !dbg !51 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
entry:
  %0 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !52, !range !18
  %1 = zext nneg i32 %0 to i64, !dbg !52
  %2 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !53
  %3 = getelementptr i8, ptr addrspace(4) %2, i64 40, !dbg !53
  %4 = load i64, ptr addrspace(4) %3, align 8, !dbg !53, !tbaa !20
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !53
  %6 = getelementptr inbounds i8, ptr addrspace(4) %2, i64 12, !dbg !53
  %7 = load i16, ptr addrspace(4) %6, align 4, !dbg !53
  %8 = zext i16 %7 to i32, !dbg !53
  %9 = mul i32 %5, %8, !dbg !53
  %10 = add i32 %9, %0, !dbg !53
  %11 = zext i32 %10 to i64, !dbg !53
  %12 = add i64 %4, %11, !dbg !53
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %12, !dbg !54
  %13 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !54, !tbaa !25, !amdgpu.noclobber !12
  %arrayidx2 = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %12, !dbg !55
  %14 = load i32, ptr addrspace(1) %arrayidx2, align 4, !dbg !55, !tbaa !25, !amdgpu.noclobber !12
  %mul = mul nsw i32 %14, %13, !dbg !56
  %arrayidx3 = getelementptr inbounds [64 x i32], ptr addrspace(3) @dot_plain_accumulate.partial, i32 0, i32 %0, !dbg !57
  store i32 %mul, ptr addrspace(3) %arrayidx3, align 4, !dbg !58, !tbaa !25
  fence syncscope("workgroup") release, !dbg !59
  tail call void @llvm.amdgcn.s.barrier(), !dbg !59
  fence syncscope("workgroup") acquire, !dbg !59
  %15 = load i32, ptr addrspace(4) %2, align 4, !dbg !60, !tbaa !25
  %16 = icmp ult i32 %5, %15, !dbg !60
  %17 = select i1 %16, i64 6, i64 9, !dbg !60
  %18 = getelementptr inbounds i16, ptr addrspace(4) %2, i64 %17, !dbg !60
  %19 = load i16, ptr addrspace(4) %18, align 2, !dbg !60, !tbaa !33
  %cmp.not23 = icmp ult i16 %19, 2, !dbg !61
  br i1 %cmp.not23, label %for.cond.cleanup, label %for.body.preheader, !dbg !62

for.body.preheader:                               ; preds = %entry
  %20 = lshr i16 %19, 1, !dbg !63
  %s.022 = zext nneg i16 %20 to i64, !dbg !63
  br label %for.body, !dbg !62

for.cond.cleanup:                                 ; preds = %if.end, %entry
  %cmp9 = icmp eq i32 %0, 0, !dbg !64
  br i1 %cmp9, label %if.then10, label %if.end12, !dbg !65

for.body:                                         ; preds = %for.body.preheader, %if.end
  %s.024 = phi i64 [ %s.0, %if.end ], [ %s.022, %for.body.preheader ]
  %cmp5 = icmp ugt i64 %s.024, %1, !dbg !66
  br i1 %cmp5, label %if.then, label %if.end, !dbg !67

if.then:                                          ; preds = %for.body
  %21 = trunc nuw nsw i64 %s.024 to i32
  %22 = add nuw nsw i32 %0, %21
  %arrayidx6 = getelementptr inbounds [64 x i32], ptr addrspace(3) @dot_plain_accumulate.partial, i32 0, i32 %22
  %23 = load i32, ptr addrspace(3) %arrayidx6, align 4, !dbg !68, !tbaa !25
  %24 = load i32, ptr addrspace(3) %arrayidx3, align 4, !dbg !69, !tbaa !25
  %add8 = add nsw i32 %24, %23, !dbg !69
  store i32 %add8, ptr addrspace(3) %arrayidx3, align 4, !dbg !69, !tbaa !25
  br label %if.end, !dbg !70

if.end:                                           ; preds = %if.then, %for.body
  fence syncscope("workgroup") release, !dbg !71
  tail call void @llvm.amdgcn.s.barrier(), !dbg !71
  fence syncscope("workgroup") acquire, !dbg !71
  %s.0 = lshr i64 %s.024, 1, !dbg !63
  %cmp.not = icmp ult i64 %s.024, 2, !dbg !61
  br i1 %cmp.not, label %for.cond.cleanup, label %for.body, !dbg !62, !llvm.loop !72

if.then10:                                        ; preds = %for.cond.cleanup
  %25 = load i32, ptr addrspace(3) @dot_plain_accumulate.partial, align 4, !dbg !74, !tbaa !25
  %26 = load i32, ptr addrspace(1) %result, align 4, !dbg !75, !tbaa !25, !amdgpu.noclobber !12
  %add11 = add nsw i32 %26, %25, !dbg !75
  store i32 %add11, ptr addrspace(1) %result, align 4, !dbg !75, !tbaa !25
  br label %if.end12, !dbg !76

if.end12:                                         ; preds = %if.then10, %for.cond.cleanup
  ret void, !dbg !77
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

attributes #0 = { convergent nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-global-pk-add-bf16-inst,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!opencl.ocl.version = !{!7}
!llvm.ident = !{!8, !9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "dot_product.cl", directory: ".", checksumkind: CSK_MD5, checksum: "95c9a129cb3e82ebf14374e8256b26ab")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 1}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!"Debian clang version 15.0.5"}
!10 = distinct !DISubprogram(name: "dot", scope: !1, file: !1, line: 4, type: !11, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !{i32 1, i32 1, i32 1}
!14 = !{!"none", !"none", !"none"}
!15 = !{!"int*", !"int*", !"int*"}
!16 = !{!"", !"const", !"const"}
!17 = !DILocation(line: 6, column: 14, scope: !10)
!18 = !{i32 0, i32 1024}
!19 = !DILocation(line: 6, column: 35, scope: !10)
!20 = !{!21, !21, i64 0}
!21 = !{!"long", !22, i64 0}
!22 = !{!"omnipotent char", !23, i64 0}
!23 = !{!"Simple C/C++ TBAA"}
!24 = !DILocation(line: 7, column: 16, scope: !10)
!25 = !{!26, !26, i64 0}
!26 = !{!"int", !22, i64 0}
!27 = !DILocation(line: 7, column: 23, scope: !10)
!28 = !DILocation(line: 7, column: 21, scope: !10)
!29 = !DILocation(line: 7, column: 3, scope: !10)
!30 = !DILocation(line: 7, column: 14, scope: !10)
!31 = !DILocation(line: 8, column: 3, scope: !10)
!32 = !DILocation(line: 9, column: 19, scope: !10)
!33 = !{!34, !34, i64 0}
!34 = !{!"short", !22, i64 0}
!35 = !DILocation(line: 9, column: 44, scope: !10)
!36 = !DILocation(line: 9, column: 3, scope: !10)
!37 = !DILocation(line: 9, scope: !10)
!38 = !DILocation(line: 13, column: 9, scope: !10)
!39 = !DILocation(line: 13, column: 7, scope: !10)
!40 = !DILocation(line: 10, column: 11, scope: !10)
!41 = !DILocation(line: 10, column: 9, scope: !10)
!42 = !DILocation(line: 10, column: 30, scope: !10)
!43 = !DILocation(line: 10, column: 27, scope: !10)
!44 = !DILocation(line: 10, column: 16, scope: !10)
!45 = !DILocation(line: 11, column: 5, scope: !10)
!46 = distinct !{!46, !36, !47}
!47 = !DILocation(line: 12, column: 3, scope: !10)
!48 = !DILocation(line: 13, column: 34, scope: !10)
!49 = !DILocation(line: 13, column: 15, scope: !10)
!50 = !DILocation(line: 14, column: 1, scope: !10)
!51 = distinct !DISubprogram(name: "dot_plain_accumulate", scope: !1, file: !1, line: 16, type: !11, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!52 = !DILocation(line: 19, column: 14, scope: !51)
!53 = !DILocation(line: 19, column: 35, scope: !51)
!54 = !DILocation(line: 20, column: 16, scope: !51)
!55 = !DILocation(line: 20, column: 23, scope: !51)
!56 = !DILocation(line: 20, column: 21, scope: !51)
!57 = !DILocation(line: 20, column: 3, scope: !51)
!58 = !DILocation(line: 20, column: 14, scope: !51)
!59 = !DILocation(line: 21, column: 3, scope: !51)
!60 = !DILocation(line: 22, column: 19, scope: !51)
!61 = !DILocation(line: 22, column: 44, scope: !51)
!62 = !DILocation(line: 22, column: 3, scope: !51)
!63 = !DILocation(line: 22, scope: !51)
!64 = !DILocation(line: 26, column: 9, scope: !51)
!65 = !DILocation(line: 26, column: 7, scope: !51)
!66 = !DILocation(line: 23, column: 11, scope: !51)
!67 = !DILocation(line: 23, column: 9, scope: !51)
!68 = !DILocation(line: 23, column: 30, scope: !51)
!69 = !DILocation(line: 23, column: 27, scope: !51)
!70 = !DILocation(line: 23, column: 16, scope: !51)
!71 = !DILocation(line: 24, column: 5, scope: !51)
!72 = distinct !{!72, !62, !73}
!73 = !DILocation(line: 25, column: 3, scope: !51)
!74 = !DILocation(line: 26, column: 26, scope: !51)
!75 = !DILocation(line: 26, column: 23, scope: !51)
!76 = !DILocation(line: 26, column: 15, scope: !51)
!77 = !DILocation(line: 27, column: 1, scope: !51)
