; ModuleID = 'block3d.cl'
source_filename = "block3d.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@mirror_z.cube = internal unnamed_addr addrspace(3) global [4 x [4 x [4 x i32]]] undef, align 4
@mirror_z_flat_index.cube = internal unnamed_addr addrspace(3) global [4 x [4 x [4 x i32]]] undef, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @mirror_z(ptr addrspace(1) nocapture noundef writeonly align 4 %out, ptr addrspace(1) nocapture noundef readonly align 4 %in) local_unnamed_addr #0 !dbg !10 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
entry:
  %0 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !17, !range !18
  %1 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !19, !range !18
  %2 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !20, !range !18
  %3 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !21
  %4 = getelementptr inbounds i8, ptr addrspace(4) %3, i64 12, !dbg !21
  %5 = getelementptr inbounds i8, ptr addrspace(4) %3, i64 14, !dbg !21
  %6 = load i16, ptr addrspace(4) %5, align 2, !dbg !21, !tbaa !22
  %7 = zext i16 %6 to i32, !dbg !21
  %8 = mul nuw nsw i32 %2, %7, !dbg !21
  %9 = add nuw nsw i32 %8, %1, !dbg !21
  %10 = load i16, ptr addrspace(4) %4, align 4, !dbg !21
  %11 = zext i16 %10 to i32, !dbg !21
  %12 = mul i32 %9, %11, !dbg !21
  %13 = add i32 %12, %0, !dbg !21
  %14 = zext i32 %13 to i64, !dbg !21
  %15 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !26
  %16 = zext i32 %15 to i64, !dbg !26
  %mul = shl nuw nsw i64 %16, 6, !dbg !27
  %add = add nuw nsw i64 %mul, %14, !dbg !28
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %add, !dbg !29
  %17 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !29, !tbaa !30, !amdgpu.noclobber !12
  %arrayidx7 = getelementptr inbounds [4 x [4 x [4 x i32]]], ptr addrspace(3) @mirror_z.cube, i32 0, i32 %2, i32 %1, i32 %0, !dbg !32
  store i32 %17, ptr addrspace(3) %arrayidx7, align 4, !dbg !33, !tbaa !30
  fence syncscope("workgroup") release, !dbg !34
  tail call void @llvm.amdgcn.s.barrier(), !dbg !34
  fence syncscope("workgroup") acquire, !dbg !34
  %18 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !35
  %19 = getelementptr inbounds i8, ptr addrspace(4) %3, i64 8, !dbg !35
  %20 = load i32, ptr addrspace(4) %19, align 4, !dbg !35, !tbaa !30
  %21 = icmp ult i32 %18, %20, !dbg !35
  %22 = select i1 %21, i64 8, i64 11, !dbg !35
  %23 = getelementptr inbounds i16, ptr addrspace(4) %3, i64 %22, !dbg !35
  %24 = load i16, ptr addrspace(4) %23, align 2, !dbg !35, !tbaa !22
  %25 = zext i16 %24 to i32, !dbg !35
  %26 = xor i32 %2, -1, !dbg !36
  %sub9 = add nsw i32 %25, %26, !dbg !36
  %arrayidx12 = getelementptr inbounds [4 x [4 x [4 x i32]]], ptr addrspace(3) @mirror_z.cube, i32 0, i32 %sub9, i32 %1, i32 %0, !dbg !37
  %27 = load i32, ptr addrspace(3) %arrayidx12, align 4, !dbg !37, !tbaa !30
  %arrayidx14 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %add, !dbg !38
  store i32 %27, ptr addrspace(1) %arrayidx14, align 4, !dbg !39, !tbaa !30
  ret void, !dbg !40
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @mirror_z_flat_index(ptr addrspace(1) nocapture noundef writeonly align 4 %out, ptr addrspace(1) nocapture noundef readonly align 4 %in) local_unnamed_addr #1 !dbg !41 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
entry:
  %0 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !42, !range !18
  %1 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !43, !range !18
  %2 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !44
  %3 = getelementptr inbounds i8, ptr addrspace(4) %2, i64 12, !dbg !44
  %4 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !44, !range !18
  %5 = getelementptr inbounds i8, ptr addrspace(4) %2, i64 14, !dbg !44
  %6 = load i16, ptr addrspace(4) %5, align 2, !dbg !44, !tbaa !22
  %7 = zext i16 %6 to i32, !dbg !44
  %8 = mul nuw nsw i32 %4, %7, !dbg !44
  %9 = add nuw nsw i32 %8, %1, !dbg !44
  %10 = load i16, ptr addrspace(4) %3, align 4, !dbg !44
  %11 = zext i16 %10 to i32, !dbg !44
  %12 = mul i32 %9, %11, !dbg !44
  %13 = add i32 %12, %0, !dbg !44
  %14 = zext i32 %13 to i64, !dbg !44
  %15 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !45
  %16 = zext i32 %15 to i64, !dbg !45
  %mul = shl nuw nsw i64 %16, 6, !dbg !46
  %add = add nuw nsw i64 %mul, %14, !dbg !47
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %add, !dbg !48
  %17 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !48, !tbaa !30, !amdgpu.noclobber !12
  %arrayidx5 = getelementptr inbounds [4 x [4 x i32]], ptr addrspace(3) @mirror_z_flat_index.cube, i32 0, i32 %1, i32 %0, !dbg !49
  store i32 %17, ptr addrspace(3) %arrayidx5, align 4, !dbg !50, !tbaa !30
  fence syncscope("workgroup") release, !dbg !51
  tail call void @llvm.amdgcn.s.barrier(), !dbg !51
  fence syncscope("workgroup") acquire, !dbg !51
  %18 = load i32, ptr addrspace(3) %arrayidx5, align 4, !dbg !52, !tbaa !30
  %arrayidx9 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %add, !dbg !53
  store i32 %18, ptr addrspace(1) %arrayidx9, align 4, !dbg !54, !tbaa !30
  ret void, !dbg !55
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.z() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.z() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #3

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workitem-id-x" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!opencl.ocl.version = !{!7}
!llvm.ident = !{!8, !9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "block3d.cl", directory: ".", checksumkind: CSK_MD5, checksum: "61873ae986ce3dc6ed0ba760aadf340b")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 1}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!"Debian clang version 15.0.5"}
!10 = distinct !DISubprogram(name: "mirror_z", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !{i32 1, i32 1}
!14 = !{!"none", !"none"}
!15 = !{!"int*", !"int*"}
!16 = !{!"", !"const"}
!17 = !DILocation(line: 5, column: 14, scope: !10)
!18 = !{i32 0, i32 1024}
!19 = !DILocation(line: 5, column: 35, scope: !10)
!20 = !DILocation(line: 5, column: 56, scope: !10)
!21 = !DILocation(line: 6, column: 17, scope: !10)
!22 = !{!23, !23, i64 0}
!23 = !{!"short", !24, i64 0}
!24 = !{!"omnipotent char", !25, i64 0}
!25 = !{!"Simple C/C++ TBAA"}
!26 = !DILocation(line: 7, column: 17, scope: !10)
!27 = !DILocation(line: 7, column: 33, scope: !10)
!28 = !DILocation(line: 8, column: 27, scope: !10)
!29 = !DILocation(line: 8, column: 19, scope: !10)
!30 = !{!31, !31, i64 0}
!31 = !{!"int", !24, i64 0}
!32 = !DILocation(line: 8, column: 3, scope: !10)
!33 = !DILocation(line: 8, column: 17, scope: !10)
!34 = !DILocation(line: 9, column: 3, scope: !10)
!35 = !DILocation(line: 10, column: 27, scope: !10)
!36 = !DILocation(line: 10, column: 49, scope: !10)
!37 = !DILocation(line: 10, column: 22, scope: !10)
!38 = !DILocation(line: 10, column: 3, scope: !10)
!39 = !DILocation(line: 10, column: 20, scope: !10)
!40 = !DILocation(line: 11, column: 1, scope: !10)
!41 = distinct !DISubprogram(name: "mirror_z_flat_index", scope: !1, file: !1, line: 13, type: !11, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!42 = !DILocation(line: 15, column: 14, scope: !41)
!43 = !DILocation(line: 15, column: 35, scope: !41)
!44 = !DILocation(line: 16, column: 17, scope: !41)
!45 = !DILocation(line: 17, column: 17, scope: !41)
!46 = !DILocation(line: 17, column: 33, scope: !41)
!47 = !DILocation(line: 18, column: 27, scope: !41)
!48 = !DILocation(line: 18, column: 19, scope: !41)
!49 = !DILocation(line: 18, column: 3, scope: !41)
!50 = !DILocation(line: 18, column: 17, scope: !41)
!51 = !DILocation(line: 19, column: 3, scope: !41)
!52 = !DILocation(line: 20, column: 22, scope: !41)
!53 = !DILocation(line: 20, column: 3, scope: !41)
!54 = !DILocation(line: 20, column: 20, scope: !41)
!55 = !DILocation(line: 21, column: 1, scope: !41)
