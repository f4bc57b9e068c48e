; ModuleID = 'flag_release.cl'
source_filename = "flag_release.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@flag = hidden local_unnamed_addr addrspace(1) global i32 0, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent nofree norecurse nounwind
define protected amdgpu_kernel void @publish(ptr addrspace(1) nocapture noundef align 4 %data, ptr addrspace(1) nocapture noundef writeonly align 4 %out) local_unnamed_addr #0 !dbg !10 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
entry:
  %0 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !17, !range !18
  %1 = zext nneg i32 %0 to i64, !dbg !17
  %2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !19
  %cmp = icmp eq i32 %2, 0, !dbg !20
  br i1 %cmp, label %if.then, label %if.else, !dbg !19

if.then:                                          ; preds = %entry
  %add = add nuw nsw i32 %0, 42, !dbg !21
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %data, i64 %1, !dbg !22
  store i32 %add, ptr addrspace(1) %arrayidx, align 4, !dbg !23, !tbaa !24
  fence syncscope("workgroup") release, !dbg !28
  tail call void @llvm.amdgcn.s.barrier(), !dbg !28
  fence syncscope("workgroup") acquire, !dbg !28
  %cmp2 = icmp eq i32 %0, 0, !dbg !29
  br i1 %cmp2, label %if.then4, label %if.end15, !dbg !30

if.then4:                                         ; preds = %if.then
  store atomic i32 1, ptr addrspace(1) @flag syncscope("agent-one-as") release, align 4, !dbg !31
  br label %if.end15, !dbg !31

if.else:                                          ; preds = %entry
  %cmp5 = icmp eq i32 %0, 0, !dbg !32
  br i1 %cmp5, label %while.cond, label %if.end11, !dbg !33

while.cond:                                       ; preds = %if.else, %while.cond
  %3 = load atomic i32, ptr addrspace(1) @flag syncscope("agent-one-as") acquire, align 4, !dbg !34
  %cmp9 = icmp eq i32 %3, 0, !dbg !35
  br i1 %cmp9, label %while.cond, label %if.end11, !dbg !36, !llvm.loop !37

if.end11:                                         ; preds = %while.cond, %if.else
  fence syncscope("workgroup") release, !dbg !39
  tail call void @llvm.amdgcn.s.barrier(), !dbg !39
  fence syncscope("workgroup") acquire, !dbg !39
  %arrayidx12 = getelementptr inbounds i32, ptr addrspace(1) %data, i64 %1, !dbg !40
  %4 = load i32, ptr addrspace(1) %arrayidx12, align 4, !dbg !40, !tbaa !24
  %5 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !41
  %6 = getelementptr i8, ptr addrspace(4) %5, i64 40, !dbg !41
  %7 = load i64, ptr addrspace(4) %6, align 8, !dbg !41, !tbaa !42
  %8 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12, !dbg !41
  %9 = load i16, ptr addrspace(4) %8, align 4, !dbg !41
  %10 = zext i16 %9 to i32, !dbg !41
  %11 = mul i32 %2, %10, !dbg !41
  %12 = add i32 %11, %0, !dbg !41
  %13 = zext i32 %12 to i64, !dbg !41
  %14 = getelementptr i32, ptr addrspace(1) %out, i64 %7, !dbg !44
  %arrayidx14 = getelementptr i32, ptr addrspace(1) %14, i64 %13, !dbg !44
  store i32 %4, ptr addrspace(1) %arrayidx14, align 4, !dbg !45, !tbaa !24
  br label %if.end15

if.end15:                                         ; preds = %if.then, %if.then4, %if.end11
  ret void, !dbg !46
}

; Function Attrs: convergent nofree norecurse nounwind
define protected amdgpu_kernel void @publish_group_scope(ptr addrspace(1) nocapture noundef align 4 %data, ptr addrspace(1) nocapture noundef writeonly align 4 %out) local_unnamed_addr #0 !dbg !47 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
entry:
  %0 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !48, !range !18
  %1 = zext nneg i32 %0 to i64, !dbg !48
  %2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !49
  %cmp = icmp eq i32 %2, 0, !dbg !50
  br i1 %cmp, label %if.then, label %if.else, !dbg !49

if.then:                                          ; preds = %entry
  %add = add nuw nsw i32 %0, 42, !dbg !51
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %data, i64 %1, !dbg !52
  store i32 %add, ptr addrspace(1) %arrayidx, align 4, !dbg !53, !tbaa !24
  fence syncscope("workgroup") release, !dbg !54
  tail call void @llvm.amdgcn.s.barrier(), !dbg !54
  fence syncscope("workgroup") acquire, !dbg !54
  %cmp2 = icmp eq i32 %0, 0, !dbg !55
  br i1 %cmp2, label %if.then4, label %if.end15, !dbg !56

if.then4:                                         ; preds = %if.then
  store atomic i32 1, ptr addrspace(1) @flag syncscope("workgroup-one-as") release, align 4, !dbg !57
  br label %if.end15, !dbg !57

if.else:                                          ; preds = %entry
  %cmp5 = icmp eq i32 %0, 0, !dbg !58
  br i1 %cmp5, label %while.cond, label %if.end11, !dbg !59

while.cond:                                       ; preds = %if.else, %while.cond
  %3 = load atomic i32, ptr addrspace(1) @flag syncscope("workgroup-one-as") acquire, align 4, !dbg !60
  %cmp9 = icmp eq i32 %3, 0, !dbg !61
  br i1 %cmp9, label %while.cond, label %if.end11, !dbg !62, !llvm.loop !63

if.end11:                                         ; preds = %while.cond, %if.else
  fence syncscope("workgroup") release, !dbg !65
  tail call void @llvm.amdgcn.s.barrier(), !dbg !65
  fence syncscope("workgroup") acquire, !dbg !65
  %arrayidx12 = getelementptr inbounds i32, ptr addrspace(1) %data, i64 %1, !dbg !66
  %4 = load i32, ptr addrspace(1) %arrayidx12, align 4, !dbg !66, !tbaa !24
  %5 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !67
  %6 = getelementptr i8, ptr addrspace(4) %5, i64 40, !dbg !67
  %7 = load i64, ptr addrspace(4) %6, align 8, !dbg !67, !tbaa !42
  %8 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12, !dbg !67
  %9 = load i16, ptr addrspace(4) %8, align 4, !dbg !67
  %10 = zext i16 %9 to i32, !dbg !67
  %11 = mul i32 %2, %10, !dbg !67
  %12 = add i32 %11, %0, !dbg !67
  %13 = zext i32 %12 to i64, !dbg !67
  %14 = getelementptr i32, ptr addrspace(1) %out, i64 %7, !dbg !68
  %arrayidx14 = getelementptr i32, ptr addrspace(1) %14, i64 %13, !dbg !68
  store i32 %4, ptr addrspace(1) %arrayidx14, align 4, !dbg !69, !tbaa !24
  br label %if.end15

if.end15:                                         ; preds = %if.then, %if.then4, %if.end11
  ret void, !dbg !70
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
!1 = !DIFile(filename: "flag_release.cl", directory: ".", checksumkind: CSK_MD5, checksum: "4efef62fffaf6c7534c7c926778d736f")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 1}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!"Debian clang version 15.0.5"}
!10 = distinct !DISubprogram(name: "publish", scope: !1, file: !1, line: 7, type: !11, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !{i32 1, i32 1}
!14 = !{!"none", !"none"}
!15 = !{!"int*", !"int*"}
!16 = !{!"", !""}
!17 = !DILocation(line: 8, column: 14, scope: !10)
!18 = !{i32 0, i32 1024}
!19 = !DILocation(line: 9, column: 7, scope: !10)
!20 = !DILocation(line: 9, column: 23, scope: !10)
!21 = !DILocation(line: 10, column: 18, scope: !10)
!22 = !DILocation(line: 10, column: 5, scope: !10)
!23 = !DILocation(line: 10, column: 13, scope: !10)
!24 = !{!25, !25, i64 0}
!25 = !{!"int", !26, i64 0}
!26 = !{!"omnipotent char", !27, i64 0}
!27 = !{!"Simple C/C++ TBAA"}
!28 = !DILocation(line: 11, column: 5, scope: !10)
!29 = !DILocation(line: 12, column: 11, scope: !10)
!30 = !DILocation(line: 12, column: 9, scope: !10)
!31 = !DILocation(line: 13, column: 7, scope: !10)
!32 = !DILocation(line: 15, column: 11, scope: !10)
!33 = !DILocation(line: 15, column: 9, scope: !10)
!34 = !DILocation(line: 16, column: 14, scope: !10)
!35 = !DILocation(line: 16, column: 85, scope: !10)
!36 = !DILocation(line: 16, column: 7, scope: !10)
!37 = distinct !{!37, !36, !38}
!38 = !DILocation(line: 17, column: 7, scope: !10)
!39 = !DILocation(line: 18, column: 5, scope: !10)
!40 = !DILocation(line: 19, column: 29, scope: !10)
!41 = !DILocation(line: 19, column: 9, scope: !10)
!42 = !{!43, !43, i64 0}
!43 = !{!"long", !26, i64 0}
!44 = !DILocation(line: 19, column: 5, scope: !10)
!45 = !DILocation(line: 19, column: 27, scope: !10)
!46 = !DILocation(line: 21, column: 1, scope: !10)
!47 = distinct !DISubprogram(name: "publish_group_scope", scope: !1, file: !1, line: 23, type: !11, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!48 = !DILocation(line: 24, column: 14, scope: !47)
!49 = !DILocation(line: 25, column: 7, scope: !47)
!50 = !DILocation(line: 25, column: 23, scope: !47)
!51 = !DILocation(line: 26, column: 18, scope: !47)
!52 = !DILocation(line: 26, column: 5, scope: !47)
!53 = !DILocation(line: 26, column: 13, scope: !47)
!54 = !DILocation(line: 27, column: 5, scope: !47)
!55 = !DILocation(line: 28, column: 11, scope: !47)
!56 = !DILocation(line: 28, column: 9, scope: !47)
!57 = !DILocation(line: 29, column: 7, scope: !47)
!58 = !DILocation(line: 31, column: 11, scope: !47)
!59 = !DILocation(line: 31, column: 9, scope: !47)
!60 = !DILocation(line: 32, column: 14, scope: !47)
!61 = !DILocation(line: 32, column: 89, scope: !47)
!62 = !DILocation(line: 32, column: 7, scope: !47)
!63 = distinct !{!63, !62, !64}
!64 = !DILocation(line: 33, column: 7, scope: !47)
!65 = !DILocation(line: 34, column: 5, scope: !47)
!66 = !DILocation(line: 35, column: 29, scope: !47)
!67 = !DILocation(line: 35, column: 9, scope: !47)
!68 = !DILocation(line: 35, column: 5, scope: !47)
!69 = !DILocation(line: 35, column: 27, scope: !47)
!70 = !DILocation(line: 37, column: 1, scope: !47)
