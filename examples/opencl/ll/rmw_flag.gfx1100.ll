; ModuleID = 'rmw_flag.cl'
source_filename = "rmw_flag.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@flag = hidden addrspace(1) global i32 0, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent nofree norecurse nounwind
define protected amdgpu_kernel void @poll(ptr addrspace(1) nocapture noundef align 4 %data, ptr addrspace(1) nocapture noundef writeonly align 4 %out) local_unnamed_addr #0 !dbg !10 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
entry:
  %0 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !17, !range !18
  %1 = zext nneg i32 %0 to i64, !dbg !17
  %2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !19
  %cmp = icmp eq i32 %2, 0, !dbg !20
  br i1 %cmp, label %if.then, label %if.else, !dbg !19

if.then:                                          ; preds = %entry
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %data, i64 %1, !dbg !21
  store i32 42, ptr addrspace(1) %arrayidx, align 4, !dbg !22, !tbaa !23
  fence syncscope("workgroup") release, !dbg !27
  tail call void @llvm.amdgcn.s.barrier(), !dbg !27
  fence syncscope("workgroup") acquire, !dbg !27
  %cmp2 = icmp eq i32 %0, 0, !dbg !28
  br i1 %cmp2, label %if.then3, label %if.end13, !dbg !29

if.then3:                                         ; preds = %if.then
  fence syncscope("agent") release, !dbg !30
  %3 = atomicrmw xchg ptr addrspace(1) @flag, i32 1 syncscope("agent-one-as") monotonic, align 4, !dbg !31
  br label %if.end13, !dbg !32

if.else:                                          ; preds = %entry
  %cmp5 = icmp eq i32 %0, 0, !dbg !33
  br i1 %cmp5, label %while.cond, label %if.end9, !dbg !34

while.cond:                                       ; preds = %if.else, %while.cond
  %4 = atomicrmw or ptr addrspace(1) @flag, i32 0 syncscope("agent-one-as") monotonic, align 4, !dbg !35
  %cmp8 = icmp eq i32 %4, 0, !dbg !36
  br i1 %cmp8, label %while.cond, label %while.end, !dbg !37, !llvm.loop !38

while.end:                                        ; preds = %while.cond
  fence syncscope("agent") acquire, !dbg !40
  br label %if.end9, !dbg !41

if.end9:                                          ; preds = %while.end, %if.else
  fence syncscope("workgroup") release, !dbg !42
  tail call void @llvm.amdgcn.s.barrier(), !dbg !42
  fence syncscope("workgroup") acquire, !dbg !42
  %arrayidx10 = getelementptr inbounds i32, ptr addrspace(1) %data, i64 %1, !dbg !43
  %5 = load i32, ptr addrspace(1) %arrayidx10, align 4, !dbg !43, !tbaa !23
  %6 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !44
  %7 = getelementptr i8, ptr addrspace(4) %6, i64 40, !dbg !44
  %8 = load i64, ptr addrspace(4) %7, align 8, !dbg !44, !tbaa !45
  %9 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12, !dbg !44
  %10 = load i16, ptr addrspace(4) %9, align 4, !dbg !44
  %11 = zext i16 %10 to i32, !dbg !44
  %12 = mul i32 %2, %11, !dbg !44
  %13 = add i32 %12, %0, !dbg !44
  %14 = zext i32 %13 to i64, !dbg !44
  %15 = getelementptr i32, ptr addrspace(1) %out, i64 %8, !dbg !47
  %arrayidx12 = getelementptr i32, ptr addrspace(1) %15, i64 %14, !dbg !47
  store i32 %5, ptr addrspace(1) %arrayidx12, align 4, !dbg !48, !tbaa !23
  br label %if.end13

if.end13:                                         ; preds = %if.then, %if.then3, %if.end9
  ret void, !dbg !49
}

; Function Attrs: convergent nofree norecurse nounwind
define protected amdgpu_kernel void @poll_no_consumer_fence(ptr addrspace(1) nocapture noundef align 4 %data, ptr addrspace(1) nocapture noundef writeonly align 4 %out) local_unnamed_addr #0 !dbg !50 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
entry:
  %0 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !51, !range !18
  %1 = zext nneg i32 %0 to i64, !dbg !51
  %2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !52
  %cmp = icmp eq i32 %2, 0, !dbg !53
  br i1 %cmp, label %if.then, label %if.else, !dbg !52

if.then:                                          ; preds = %entry
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %data, i64 %1, !dbg !54
  store i32 42, ptr addrspace(1) %arrayidx, align 4, !dbg !55, !tbaa !23
  fence syncscope("workgroup") release, !dbg !56
  tail call void @llvm.amdgcn.s.barrier(), !dbg !56
  fence syncscope("workgroup") acquire, !dbg !56
  %cmp2 = icmp eq i32 %0, 0, !dbg !57
  br i1 %cmp2, label %if.then3, label %if.end13, !dbg !58

if.then3:                                         ; preds = %if.then
  fence syncscope("agent") release, !dbg !59
  %3 = atomicrmw xchg ptr addrspace(1) @flag, i32 1 syncscope("agent-one-as") monotonic, align 4, !dbg !60
  br label %if.end13, !dbg !61

if.else:                                          ; preds = %entry
  %cmp5 = icmp eq i32 %0, 0, !dbg !62
  br i1 %cmp5, label %while.cond, label %if.end9, !dbg !63

while.cond:                                       ; preds = %if.else, %while.cond
  %4 = atomicrmw or ptr addrspace(1) @flag, i32 0 syncscope("agent-one-as") monotonic, align 4, !dbg !64
  %cmp8 = icmp eq i32 %4, 0, !dbg !65
  br i1 %cmp8, label %while.cond, label %if.end9, !dbg !66, !llvm.loop !67

if.end9:                                          ; preds = %while.cond, %if.else
  fence syncscope("workgroup") release, !dbg !69
  tail call void @llvm.amdgcn.s.barrier(), !dbg !69
  fence syncscope("workgroup") acquire, !dbg !69
  %arrayidx10 = getelementptr inbounds i32, ptr addrspace(1) %data, i64 %1, !dbg !70
  %5 = load i32, ptr addrspace(1) %arrayidx10, align 4, !dbg !70, !tbaa !23
  %6 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !71
  %7 = getelementptr i8, ptr addrspace(4) %6, i64 40, !dbg !71
  %8 = load i64, ptr addrspace(4) %7, align 8, !dbg !71, !tbaa !45
  %9 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12, !dbg !71
  %10 = load i16, ptr addrspace(4) %9, align 4, !dbg !71
  %11 = zext i16 %10 to i32, !dbg !71
  %12 = mul i32 %2, %11, !dbg !71
  %13 = add i32 %12, %0, !dbg !71
  %14 = zext i32 %13 to i64, !dbg !71
  %15 = getelementptr i32, ptr addrspace(1) %out, i64 %8, !dbg !72
  %arrayidx12 = getelementptr i32, ptr addrspace(1) %15, i64 %14, !dbg !72
  store i32 %5, ptr addrspace(1) %arrayidx12, align 4, !dbg !73, !tbaa !23
  br label %if.end13

if.end13:                                         ; preds = %if.then, %if.then3, %if.end9
  ret void, !dbg !74
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
!1 = !DIFile(filename: "rmw_flag.cl", directory: ".", checksumkind: CSK_MD5, checksum: "6869eaf925654ab3ac3ff1e327c1b5f7")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 1}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!"Debian clang version 15.0.5"}
!10 = distinct !DISubprogram(name: "poll", scope: !1, file: !1, line: 6, type: !11, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !{i32 1, i32 1}
!14 = !{!"none", !"none"}
!15 = !{!"int*", !"int*"}
!16 = !{!"", !""}
!17 = !DILocation(line: 7, column: 14, scope: !10)
!18 = !{i32 0, i32 1024}
!19 = !DILocation(line: 8, column: 7, scope: !10)
!20 = !DILocation(line: 8, column: 23, scope: !10)
!21 = !DILocation(line: 9, column: 5, scope: !10)
!22 = !DILocation(line: 9, column: 13, scope: !10)
!23 = !{!24, !24, i64 0}
!24 = !{!"int", !25, i64 0}
!25 = !{!"omnipotent char", !26, i64 0}
!26 = !{!"Simple C/C++ TBAA"}
!27 = !DILocation(line: 10, column: 5, scope: !10)
!28 = !DILocation(line: 11, column: 11, scope: !10)
!29 = !DILocation(line: 11, column: 9, scope: !10)
!30 = !DILocation(line: 12, column: 7, scope: !10)
!31 = !DILocation(line: 13, column: 7, scope: !10)
!32 = !DILocation(line: 14, column: 5, scope: !10)
!33 = !DILocation(line: 16, column: 11, scope: !10)
!34 = !DILocation(line: 16, column: 9, scope: !10)
!35 = !DILocation(line: 17, column: 14, scope: !10)
!36 = !DILocation(line: 18, column: 14, scope: !10)
!37 = !DILocation(line: 17, column: 7, scope: !10)
!38 = distinct !{!38, !37, !39}
!39 = !DILocation(line: 19, column: 7, scope: !10)
!40 = !DILocation(line: 20, column: 7, scope: !10)
!41 = !DILocation(line: 21, column: 5, scope: !10)
!42 = !DILocation(line: 22, column: 5, scope: !10)
!43 = !DILocation(line: 23, column: 29, scope: !10)
!44 = !DILocation(line: 23, column: 9, scope: !10)
!45 = !{!46, !46, i64 0}
!46 = !{!"long", !25, i64 0}
!47 = !DILocation(line: 23, column: 5, scope: !10)
!48 = !DILocation(line: 23, column: 27, scope: !10)
!49 = !DILocation(line: 25, column: 1, scope: !10)
!50 = distinct !DISubprogram(name: "poll_no_consumer_fence", scope: !1, file: !1, line: 27, type: !11, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!51 = !DILocation(line: 28, column: 14, scope: !50)
!52 = !DILocation(line: 29, column: 7, scope: !50)
!53 = !DILocation(line: 29, column: 23, scope: !50)
!54 = !DILocation(line: 30, column: 5, scope: !50)
!55 = !DILocation(line: 30, column: 13, scope: !50)
!56 = !DILocation(line: 31, column: 5, scope: !50)
!57 = !DILocation(line: 32, column: 11, scope: !50)
!58 = !DILocation(line: 32, column: 9, scope: !50)
!59 = !DILocation(line: 33, column: 7, scope: !50)
!60 = !DILocation(line: 34, column: 7, scope: !50)
!61 = !DILocation(line: 35, column: 5, scope: !50)
!62 = !DILocation(line: 37, column: 11, scope: !50)
!63 = !DILocation(line: 37, column: 9, scope: !50)
!64 = !DILocation(line: 38, column: 14, scope: !50)
!65 = !DILocation(line: 39, column: 14, scope: !50)
!66 = !DILocation(line: 38, column: 7, scope: !50)
!67 = distinct !{!67, !66, !68}
!68 = !DILocation(line: 40, column: 7, scope: !50)
!69 = !DILocation(line: 42, column: 5, scope: !50)
!70 = !DILocation(line: 43, column: 29, scope: !50)
!71 = !DILocation(line: 43, column: 9, scope: !50)
!72 = !DILocation(line: 43, column: 5, scope: !50)
!73 = !DILocation(line: 43, column: 27, scope: !50)
!74 = !DILocation(line: 45, column: 1, scope: !50)
