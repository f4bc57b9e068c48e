; ModuleID = 'tile2d.cl'
source_filename = "tile2d.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@transpose.tile = internal unnamed_addr addrspace(3) global [16 x [17 x float]] undef, align 4
@transpose_divergent_barrier.tile = internal unnamed_addr addrspace(3) global [16 x [17 x float]] undef, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @transpose(ptr addrspace(1) nocapture noundef writeonly align 4 %out, ptr addrspace(1) nocapture noundef readonly align 4 %in, i32 noundef %n) local_unnamed_addr #0 !dbg !10 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
entry:
  %0 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !17
  %1 = getelementptr inbounds i8, ptr addrspace(4) %0, i64 12, !dbg !17
  %2 = load i16, ptr addrspace(4) %1, align 4, !dbg !17
  %3 = zext i16 %2 to i32, !dbg !17
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !17
  %5 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !17, !range !18
  %6 = mul i32 %4, %3, !dbg !17
  %7 = add i32 %6, %5, !dbg !17
  %8 = getelementptr i8, ptr addrspace(4) %0, i64 40, !dbg !17
  %9 = load i64, ptr addrspace(4) %8, align 8, !dbg !17, !tbaa !19
  %10 = trunc i64 %9 to i32, !dbg !17
  %conv = add i32 %7, %10, !dbg !17
  %11 = getelementptr inbounds i8, ptr addrspace(4) %0, i64 14, !dbg !23
  %12 = load i16, ptr addrspace(4) %11, align 2, !dbg !23
  %13 = zext i16 %12 to i32, !dbg !23
  %14 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !23
  %15 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !23, !range !18
  %16 = mul i32 %14, %13, !dbg !23
  %17 = add i32 %16, %15, !dbg !23
  %18 = getelementptr i8, ptr addrspace(4) %0, i64 48, !dbg !23
  %19 = load i64, ptr addrspace(4) %18, align 8, !dbg !23, !tbaa !19
  %20 = trunc i64 %19 to i32, !dbg !23
  %conv2 = add i32 %17, %20, !dbg !23
  %cmp = icmp slt i32 %conv, %n, !dbg !24
  %cmp8 = icmp slt i32 %conv2, %n
  %or.cond = select i1 %cmp, i1 %cmp8, i1 false, !dbg !25
  br i1 %or.cond, label %if.then, label %if.end, !dbg !25

if.then:                                          ; preds = %entry
  %mul = mul nsw i32 %conv2, %n, !dbg !26
  %add = add nsw i32 %mul, %conv, !dbg !27
  %idxprom = sext i32 %add to i64, !dbg !28
  %arrayidx = getelementptr inbounds float, ptr addrspace(1) %in, i64 %idxprom, !dbg !28
  %21 = load float, ptr addrspace(1) %arrayidx, align 4, !dbg !28, !tbaa !29, !amdgpu.noclobber !12
  %arrayidx13 = getelementptr inbounds [16 x [17 x float]], ptr addrspace(3) @transpose.tile, i32 0, i32 %15, i32 %5, !dbg !31
  store float %21, ptr addrspace(3) %arrayidx13, align 4, !dbg !32, !tbaa !29
  br label %if.end, !dbg !31

if.end:                                           ; preds = %if.then, %entry
  fence syncscope("workgroup") release, !dbg !33
  tail call void @llvm.amdgcn.s.barrier(), !dbg !33
  fence syncscope("workgroup") acquire, !dbg !33
  %mul15 = shl i32 %14, 4, !dbg !34
  %add17 = add i32 %mul15, %5, !dbg !35
  %mul20 = shl i32 %4, 4, !dbg !36
  %add22 = add i32 %mul20, %15, !dbg !37
  %cmp24 = icmp slt i32 %add17, %n, !dbg !38
  %cmp27 = icmp slt i32 %add22, %n
  %or.cond52 = and i1 %cmp24, %cmp27, !dbg !39
  br i1 %or.cond52, label %if.then29, label %if.end38, !dbg !39

if.then29:                                        ; preds = %if.end
  %arrayidx33 = getelementptr inbounds [16 x [17 x float]], ptr addrspace(3) @transpose.tile, i32 0, i32 %5, i32 %15, !dbg !40
  %22 = load float, ptr addrspace(3) %arrayidx33, align 4, !dbg !40, !tbaa !29
  %mul34 = mul nsw i32 %add22, %n, !dbg !41
  %add35 = add nsw i32 %mul34, %add17, !dbg !42
  %idxprom36 = sext i32 %add35 to i64, !dbg !43
  %arrayidx37 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %idxprom36, !dbg !43
  store float %22, ptr addrspace(1) %arrayidx37, align 4, !dbg !44, !tbaa !29
  br label %if.end38, !dbg !43

if.end38:                                         ; preds = %if.then29, %if.end
  ret void, !dbg !45
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @transpose_divergent_barrier(ptr addrspace(1) nocapture noundef writeonly align 4 %out, ptr addrspace(1) nocapture noundef readonly align 4 %in, i32 noundef %n) local_unnamed_addr #0 !dbg !46 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
entry:
  %0 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !47
  %1 = getelementptr inbounds i8, ptr addrspace(4) %0, i64 12, !dbg !47
  %2 = load i16, ptr addrspace(4) %1, align 4, !dbg !47
  %3 = zext i16 %2 to i32, !dbg !47
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !47
  %5 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !47, !range !18
  %6 = mul i32 %4, %3, !dbg !47
  %7 = add i32 %6, %5, !dbg !47
  %8 = getelementptr i8, ptr addrspace(4) %0, i64 40, !dbg !47
  %9 = load i64, ptr addrspace(4) %8, align 8, !dbg !47, !tbaa !19
  %10 = trunc i64 %9 to i32, !dbg !47
  %conv = add i32 %7, %10, !dbg !47
  %11 = getelementptr inbounds i8, ptr addrspace(4) %0, i64 14, !dbg !48
  %12 = load i16, ptr addrspace(4) %11, align 2, !dbg !48
  %13 = zext i16 %12 to i32, !dbg !48
  %14 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !48
  %15 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !48, !range !18
  %16 = mul i32 %14, %13, !dbg !48
  %17 = add i32 %16, %15, !dbg !48
  %18 = getelementptr i8, ptr addrspace(4) %0, i64 48, !dbg !48
  %19 = load i64, ptr addrspace(4) %18, align 8, !dbg !48, !tbaa !19
  %20 = trunc i64 %19 to i32, !dbg !48
  %conv2 = add i32 %17, %20, !dbg !48
  %cmp = icmp slt i32 %conv, %n, !dbg !49
  %cmp8 = icmp slt i32 %conv2, %n
  %or.cond = select i1 %cmp, i1 %cmp8, i1 false, !dbg !50
  br i1 %or.cond, label %if.then, label %if.end, !dbg !50

if.then:                                          ; preds = %entry
  %mul = mul nsw i32 %conv2, %n, !dbg !51
  %add = add nsw i32 %mul, %conv, !dbg !52
  %idxprom = sext i32 %add to i64, !dbg !53
  %arrayidx = getelementptr inbounds float, ptr addrspace(1) %in, i64 %idxprom, !dbg !53
  %21 = load float, ptr addrspace(1) %arrayidx, align 4, !dbg !53, !tbaa !29, !amdgpu.noclobber !12
  %arrayidx13 = getelementptr inbounds [16 x [17 x float]], ptr addrspace(3) @transpose_divergent_barrier.tile, i32 0, i32 %15, i32 %5, !dbg !54
  store float %21, ptr addrspace(3) %arrayidx13, align 4, !dbg !55, !tbaa !29
  fence syncscope("workgroup") release, !dbg !56
  tail call void @llvm.amdgcn.s.barrier(), !dbg !56
  fence syncscope("workgroup") acquire, !dbg !56
  br label %if.end, !dbg !57

if.end:                                           ; preds = %if.then, %entry
  %mul15 = shl i32 %14, 4, !dbg !58
  %add17 = add i32 %mul15, %5, !dbg !59
  %mul20 = shl i32 %4, 4, !dbg !60
  %add22 = add i32 %mul20, %15, !dbg !61
  %cmp24 = icmp slt i32 %add17, %n, !dbg !62
  %cmp27 = icmp slt i32 %add22, %n
  %or.cond52 = and i1 %cmp24, %cmp27, !dbg !63
  br i1 %or.cond52, label %if.then29, label %if.end38, !dbg !63

if.then29:                                        ; preds = %if.end
  %arrayidx33 = getelementptr inbounds [16 x [17 x float]], ptr addrspace(3) @transpose_divergent_barrier.tile, i32 0, i32 %5, i32 %15, !dbg !64
  %22 = load float, ptr addrspace(3) %arrayidx33, align 4, !dbg !64, !tbaa !29
  %mul34 = mul nsw i32 %add22, %n, !dbg !65
  %add35 = add nsw i32 %mul34, %add17, !dbg !66
  %idxprom36 = sext i32 %add35 to i64, !dbg !67
  %arrayidx37 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %idxprom36, !dbg !67
  store float %22, ptr addrspace(1) %arrayidx37, align 4, !dbg !68, !tbaa !29
  br label %if.end38, !dbg !67

if.end38:                                         ; preds = %if.then29, %if.end
  ret void, !dbg !69
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.y() #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!opencl.ocl.version = !{!7}
!llvm.ident = !{!8, !9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tile2d.cl", directory: ".", checksumkind: CSK_MD5, checksum: "d8d2e3490f55e9e6576b7958a8e38b3b")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 1}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!"Debian clang version 15.0.5"}
!10 = distinct !DISubprogram(name: "transpose", scope: !1, file: !1, line: 4, type: !11, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !{i32 1, i32 1, i32 0}
!14 = !{!"none", !"none", !"none"}
!15 = !{!"float*", !"float*", !"int"}
!16 = !{!"", !"const", !""}
!17 = !DILocation(line: 6, column: 11, scope: !10)
!18 = !{i32 0, i32 1024}
!19 = !{!20, !20, i64 0}
!20 = !{!"long", !21, i64 0}
!21 = !{!"omnipotent char", !22, i64 0}
!22 = !{!"Simple C/C++ TBAA"}
!23 = !DILocation(line: 6, column: 33, scope: !10)
!24 = !DILocation(line: 8, column: 9, scope: !10)
!25 = !DILocation(line: 8, column: 13, scope: !10)
!26 = !DILocation(line: 8, column: 43, scope: !10)
!27 = !DILocation(line: 8, column: 47, scope: !10)
!28 = !DILocation(line: 8, column: 38, scope: !10)
!29 = !{!30, !30, i64 0}
!30 = !{!"float", !21, i64 0}
!31 = !DILocation(line: 8, column: 23, scope: !10)
!32 = !DILocation(line: 8, column: 36, scope: !10)
!33 = !DILocation(line: 9, column: 3, scope: !10)
!34 = !DILocation(line: 10, column: 28, scope: !10)
!35 = !DILocation(line: 10, column: 33, scope: !10)
!36 = !DILocation(line: 10, column: 60, scope: !10)
!37 = !DILocation(line: 10, column: 65, scope: !10)
!38 = !DILocation(line: 11, column: 10, scope: !10)
!39 = !DILocation(line: 11, column: 14, scope: !10)
!40 = !DILocation(line: 11, column: 44, scope: !10)
!41 = !DILocation(line: 11, column: 32, scope: !10)
!42 = !DILocation(line: 11, column: 36, scope: !10)
!43 = !DILocation(line: 11, column: 25, scope: !10)
!44 = !DILocation(line: 11, column: 42, scope: !10)
!45 = !DILocation(line: 12, column: 1, scope: !10)
!46 = distinct !DISubprogram(name: "transpose_divergent_barrier", scope: !1, file: !1, line: 14, type: !11, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!47 = !DILocation(line: 17, column: 11, scope: !46)
!48 = !DILocation(line: 17, column: 33, scope: !46)
!49 = !DILocation(line: 19, column: 9, scope: !46)
!50 = !DILocation(line: 19, column: 13, scope: !46)
!51 = !DILocation(line: 20, column: 25, scope: !46)
!52 = !DILocation(line: 20, column: 29, scope: !46)
!53 = !DILocation(line: 20, column: 20, scope: !46)
!54 = !DILocation(line: 20, column: 5, scope: !46)
!55 = !DILocation(line: 20, column: 18, scope: !46)
!56 = !DILocation(line: 21, column: 5, scope: !46)
!57 = !DILocation(line: 22, column: 3, scope: !46)
!58 = !DILocation(line: 23, column: 28, scope: !46)
!59 = !DILocation(line: 23, column: 33, scope: !46)
!60 = !DILocation(line: 23, column: 60, scope: !46)
!61 = !DILocation(line: 23, column: 65, scope: !46)
!62 = !DILocation(line: 24, column: 10, scope: !46)
!63 = !DILocation(line: 24, column: 14, scope: !46)
!64 = !DILocation(line: 24, column: 44, scope: !46)
!65 = !DILocation(line: 24, column: 32, scope: !46)
!66 = !DILocation(line: 24, column: 36, scope: !46)
!67 = !DILocation(line: 24, column: 25, scope: !46)
!68 = !DILocation(line: 24, column: 42, scope: !46)
!69 = !DILocation(line: 25, column: 1, scope: !46)
