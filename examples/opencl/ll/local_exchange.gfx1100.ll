; ModuleID = 'local_exchange.cl'
source_filename = "local_exchange.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@reverse.tile = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4
@reverse_no_barrier.tile = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @reverse(ptr addrspace(1) nocapture noundef writeonly align 4 %out, ptr addrspace(1) nocapture noundef readonly align 4 %in) local_unnamed_addr #0 !dbg !10 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
entry:
  %0 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !17, !range !18
  %1 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !19
  %2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !19
  %3 = load i32, ptr addrspace(4) %1, align 4, !dbg !19, !tbaa !20
  %4 = icmp ult i32 %2, %3, !dbg !19
  %5 = select i1 %4, i64 6, i64 9, !dbg !19
  %6 = getelementptr inbounds i16, ptr addrspace(4) %1, i64 %5, !dbg !19
  %7 = load i16, ptr addrspace(4) %6, align 2, !dbg !19, !tbaa !24
  %8 = zext i16 %7 to i32, !dbg !19
  %9 = getelementptr i8, ptr addrspace(4) %1, i64 40, !dbg !26
  %10 = load i64, ptr addrspace(4) %9, align 8, !dbg !26, !tbaa !27
  %11 = getelementptr inbounds i8, ptr addrspace(4) %1, i64 12, !dbg !26
  %12 = load i16, ptr addrspace(4) %11, align 4, !dbg !26
  %13 = zext i16 %12 to i32, !dbg !26
  %14 = mul i32 %2, %13, !dbg !26
  %15 = add i32 %14, %0, !dbg !26
  %16 = zext i32 %15 to i64, !dbg !26
  %17 = add i64 %10, %16, !dbg !26
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %17, !dbg !29
  %18 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !29, !tbaa !20, !amdgpu.noclobber !12
  %arrayidx3 = getelementptr inbounds [256 x i32], ptr addrspace(3) @reverse.tile, i32 0, i32 %0, !dbg !30
  store i32 %18, ptr addrspace(3) %arrayidx3, align 4, !dbg !31, !tbaa !20
  fence syncscope("workgroup") release, !dbg !32
  tail call void @llvm.amdgcn.s.barrier(), !dbg !32
  fence syncscope("workgroup") acquire, !dbg !32
  %19 = xor i32 %0, -1, !dbg !33
  %sub4 = add nsw i32 %8, %19, !dbg !33
  %arrayidx5 = getelementptr inbounds [256 x i32], ptr addrspace(3) @reverse.tile, i32 0, i32 %sub4, !dbg !34
  %20 = load i32, ptr addrspace(3) %arrayidx5, align 4, !dbg !34, !tbaa !20
  %arrayidx7 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %17, !dbg !35
  store i32 %20, ptr addrspace(1) %arrayidx7, align 4, !dbg !36, !tbaa !20
  ret void, !dbg !37
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none)
define protected amdgpu_kernel void @reverse_no_barrier(ptr addrspace(1) nocapture noundef writeonly align 4 %out, ptr addrspace(1) nocapture noundef readonly align 4 %in) local_unnamed_addr #1 !dbg !38 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
entry:
  %0 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !39, !range !18
  %1 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !40
  %2 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !40
  %3 = load i32, ptr addrspace(4) %1, align 4, !dbg !40, !tbaa !20
  %4 = icmp ult i32 %2, %3, !dbg !40
  %5 = select i1 %4, i64 6, i64 9, !dbg !40
  %6 = getelementptr inbounds i16, ptr addrspace(4) %1, i64 %5, !dbg !40
  %7 = load i16, ptr addrspace(4) %6, align 2, !dbg !40, !tbaa !24
  %8 = zext i16 %7 to i32, !dbg !40
  %9 = getelementptr i8, ptr addrspace(4) %1, i64 40, !dbg !41
  %10 = load i64, ptr addrspace(4) %9, align 8, !dbg !41, !tbaa !27
  %11 = getelementptr inbounds i8, ptr addrspace(4) %1, i64 12, !dbg !41
  %12 = load i16, ptr addrspace(4) %11, align 4, !dbg !41
  %13 = zext i16 %12 to i32, !dbg !41
  %14 = mul i32 %2, %13, !dbg !41
  %15 = add i32 %14, %0, !dbg !41
  %16 = zext i32 %15 to i64, !dbg !41
  %17 = add i64 %10, %16, !dbg !41
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %17, !dbg !42
  %18 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !42, !tbaa !20, !amdgpu.noclobber !12
  %arrayidx3 = getelementptr inbounds [256 x i32], ptr addrspace(3) @reverse_no_barrier.tile, i32 0, i32 %0, !dbg !43
  store i32 %18, ptr addrspace(3) %arrayidx3, align 4, !dbg !44, !tbaa !20
  %19 = xor i32 %0, -1, !dbg !45
  %sub4 = add nsw i32 %8, %19, !dbg !45
  %arrayidx5 = getelementptr inbounds [256 x i32], ptr addrspace(3) @reverse_no_barrier.tile, i32 0, i32 %sub4, !dbg !46
  %20 = load i32, ptr addrspace(3) %arrayidx5, align 4, !dbg !46, !tbaa !20
  %arrayidx7 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %17, !dbg !47
  store i32 %20, ptr addrspace(1) %arrayidx7, align 4, !dbg !48, !tbaa !20
  ret void, !dbg !49
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #3

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!opencl.ocl.version = !{!7}
!llvm.ident = !{!8, !9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "local_exchange.cl", directory: ".", checksumkind: CSK_MD5, checksum: "a8f2c3ab392f95e0ee27001532c0197c")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 1}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!"Debian clang version 15.0.5"}
!10 = distinct !DISubprogram(name: "reverse", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !{i32 1, i32 1}
!14 = !{!"none", !"none"}
!15 = !{!"int*", !"int*"}
!16 = !{!"", !"const"}
!17 = !DILocation(line: 5, column: 14, scope: !10)
!18 = !{i32 0, i32 1024}
!19 = !DILocation(line: 6, column: 14, scope: !10)
!20 = !{!21, !21, i64 0}
!21 = !{!"int", !22, i64 0}
!22 = !{!"omnipotent char", !23, i64 0}
!23 = !{!"Simple C/C++ TBAA"}
!24 = !{!25, !25, i64 0}
!25 = !{!"short", !22, i64 0}
!26 = !DILocation(line: 7, column: 16, scope: !10)
!27 = !{!28, !28, i64 0}
!28 = !{!"long", !22, i64 0}
!29 = !DILocation(line: 7, column: 13, scope: !10)
!30 = !DILocation(line: 7, column: 3, scope: !10)
!31 = !DILocation(line: 7, column: 11, scope: !10)
!32 = !DILocation(line: 8, column: 3, scope: !10)
!33 = !DILocation(line: 9, column: 38, scope: !10)
!34 = !DILocation(line: 9, column: 27, scope: !10)
!35 = !DILocation(line: 9, column: 3, scope: !10)
!36 = !DILocation(line: 9, column: 25, scope: !10)
!37 = !DILocation(line: 10, column: 1, scope: !10)
!38 = distinct !DISubprogram(name: "reverse_no_barrier", scope: !1, file: !1, line: 12, type: !11, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!39 = !DILocation(line: 14, column: 14, scope: !38)
!40 = !DILocation(line: 15, column: 14, scope: !38)
!41 = !DILocation(line: 16, column: 16, scope: !38)
!42 = !DILocation(line: 16, column: 13, scope: !38)
!43 = !DILocation(line: 16, column: 3, scope: !38)
!44 = !DILocation(line: 16, column: 11, scope: !38)
!45 = !DILocation(line: 17, column: 38, scope: !38)
!46 = !DILocation(line: 17, column: 27, scope: !38)
!47 = !DILocation(line: 17, column: 3, scope: !38)
!48 = !DILocation(line: 17, column: 25, scope: !38)
!49 = !DILocation(line: 18, column: 1, scope: !38)
