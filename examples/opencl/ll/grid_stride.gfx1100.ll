; ModuleID = 'grid_stride.cl'
source_filename = "grid_stride.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @scale(ptr addrspace(1) nocapture noundef align 4 %data, i32 noundef %n) local_unnamed_addr #0 !dbg !10 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
entry:
  %0 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !17
  %1 = getelementptr i8, ptr addrspace(4) %0, i64 40, !dbg !17
  %2 = load i64, ptr addrspace(4) %1, align 8, !dbg !17, !tbaa !18
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !17
  %4 = getelementptr inbounds i8, ptr addrspace(4) %0, i64 12, !dbg !17
  %5 = load i16, ptr addrspace(4) %4, align 4, !dbg !17
  %6 = zext i16 %5 to i32, !dbg !17
  %7 = mul i32 %3, %6, !dbg !17
  %8 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !17, !range !22
  %9 = add i32 %7, %8, !dbg !17
  %10 = zext i32 %9 to i64, !dbg !17
  %11 = add i64 %2, %10, !dbg !17
  %conv = sext i32 %n to i64
  %cmp5 = icmp ult i64 %11, %conv, !dbg !23
  br i1 %cmp5, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !24

for.body.lr.ph:                                   ; preds = %entry
  %12 = load i32, ptr addrspace(4) %0, align 4, !tbaa !25
  %13 = mul i32 %12, %6
  %14 = getelementptr inbounds i8, ptr addrspace(4) %0, i64 18
  %15 = load i16, ptr addrspace(4) %14, align 2, !tbaa !27
  %16 = zext i16 %15 to i32
  %17 = add i32 %13, %16
  %18 = zext i32 %17 to i64
  br label %for.body, !dbg !24

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void, !dbg !29

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %i.06 = phi i64 [ %11, %for.body.lr.ph ], [ %add, %for.body ]
  %arrayidx = getelementptr inbounds float, ptr addrspace(1) %data, i64 %i.06, !dbg !30
  %19 = load float, ptr addrspace(1) %arrayidx, align 4, !dbg !31, !tbaa !32
  %mul = fmul float %19, 2.000000e+00, !dbg !31
  store float %mul, ptr addrspace(1) %arrayidx, align 4, !dbg !31, !tbaa !32
  %add = add i64 %i.06, %18, !dbg !34
  %cmp = icmp ult i64 %add, %conv, !dbg !23
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !dbg !24, !llvm.loop !35
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @scale_group_stride(ptr addrspace(1) nocapture noundef align 4 %data, i32 noundef %n) local_unnamed_addr #0 !dbg !37 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
entry:
  %0 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !38, !range !22
  %conv = sext i32 %n to i64
  %cmp5 = icmp ult i32 %0, %n, !dbg !39
  br i1 %cmp5, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !40

for.body.lr.ph:                                   ; preds = %entry
  %1 = zext nneg i32 %0 to i64, !dbg !38
  %2 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = load i32, ptr addrspace(4) %2, align 4, !tbaa !25
  %5 = icmp ult i32 %3, %4
  %6 = select i1 %5, i64 6, i64 9
  %7 = getelementptr inbounds i16, ptr addrspace(4) %2, i64 %6
  %8 = load i16, ptr addrspace(4) %7, align 2, !tbaa !27
  %9 = zext i16 %8 to i64
  br label %for.body, !dbg !40

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void, !dbg !41

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %i.06 = phi i64 [ %1, %for.body.lr.ph ], [ %add, %for.body ]
  %arrayidx = getelementptr inbounds float, ptr addrspace(1) %data, i64 %i.06, !dbg !42
  %10 = load float, ptr addrspace(1) %arrayidx, align 4, !dbg !43, !tbaa !32
  %mul = fmul float %10, 2.000000e+00, !dbg !43
  store float %mul, ptr addrspace(1) %arrayidx, align 4, !dbg !43, !tbaa !32
  %add = add i64 %i.06, %9, !dbg !44
  %cmp = icmp ult i64 %add, %conv, !dbg !39
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !dbg !40, !llvm.loop !45
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!opencl.ocl.version = !{!7}
!llvm.ident = !{!8, !9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "grid_stride.cl", directory: ".", checksumkind: CSK_MD5, checksum: "8067f63fbad5e3ab33cb3ed649f33ef6")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 1}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!"Debian clang version 15.0.5"}
!10 = distinct !DISubprogram(name: "scale", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !{i32 1, i32 0}
!14 = !{!"none", !"none"}
!15 = !{!"float*", !"int"}
!16 = !{!"", !""}
!17 = !DILocation(line: 4, column: 19, scope: !10)
!18 = !{!19, !19, i64 0}
!19 = !{!"long", !20, i64 0}
!20 = !{!"omnipotent char", !21, i64 0}
!21 = !{!"Simple C/C++ TBAA"}
!22 = !{i32 0, i32 1024}
!23 = !DILocation(line: 4, column: 39, scope: !10)
!24 = !DILocation(line: 4, column: 3, scope: !10)
!25 = !{!26, !26, i64 0}
!26 = !{!"int", !20, i64 0}
!27 = !{!28, !28, i64 0}
!28 = !{!"short", !20, i64 0}
!29 = !DILocation(line: 6, column: 1, scope: !10)
!30 = !DILocation(line: 5, column: 5, scope: !10)
!31 = !DILocation(line: 5, column: 13, scope: !10)
!32 = !{!33, !33, i64 0}
!33 = !{!"float", !20, i64 0}
!34 = !DILocation(line: 4, column: 54, scope: !10)
!35 = distinct !{!35, !24, !36}
!36 = !DILocation(line: 5, column: 16, scope: !10)
!37 = distinct !DISubprogram(name: "scale_group_stride", scope: !1, file: !1, line: 8, type: !11, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!38 = !DILocation(line: 9, column: 19, scope: !37)
!39 = !DILocation(line: 9, column: 38, scope: !37)
!40 = !DILocation(line: 9, column: 3, scope: !37)
!41 = !DILocation(line: 11, column: 1, scope: !37)
!42 = !DILocation(line: 10, column: 5, scope: !37)
!43 = !DILocation(line: 10, column: 13, scope: !37)
!44 = !DILocation(line: 9, column: 53, scope: !37)
!45 = distinct !{!45, !40, !46}
!46 = !DILocation(line: 10, column: 16, scope: !37)
