; ModuleID = 'stencil_halo.cl'
source_filename = "stencil_halo.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@stencil.tile = internal unnamed_addr addrspace(3) global [66 x i32] undef, align 4
@stencil_wrong_halo.tile = internal unnamed_addr addrspace(3) global [66 x i32] undef, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @stencil(ptr addrspace(1) nocapture noundef writeonly align 4 %out, ptr addrspace(1) nocapture noundef readonly align 4 %in) local_unnamed_addr #0 !dbg !10 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
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
  %13 = getelementptr i32, ptr addrspace(1) %in, i64 %12, !dbg !24
  %arrayidx = getelementptr i8, ptr addrspace(1) %13, i64 4, !dbg !24
  %14 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !24, !tbaa !25
  %15 = add nuw nsw i32 %0, 1, !dbg !27
  %arrayidx3 = getelementptr inbounds [66 x i32], ptr addrspace(3) @stencil.tile, i32 0, i32 %15, !dbg !27
  store i32 %14, ptr addrspace(3) %arrayidx3, align 4, !dbg !28, !tbaa !25
  %cmp = icmp eq i32 %0, 0, !dbg !29
  br i1 %cmp, label %if.then, label %if.end, !dbg !30

if.then:                                          ; preds = %entry
  %16 = load i32, ptr addrspace(1) %13, align 4, !dbg !31, !tbaa !25, !amdgpu.noclobber !12
  store i32 %16, ptr addrspace(3) @stencil.tile, align 4, !dbg !32, !tbaa !25
  br label %if.end, !dbg !33

if.end:                                           ; preds = %if.then, %entry
  %17 = load i32, ptr addrspace(4) %2, align 4, !dbg !34, !tbaa !25
  %18 = icmp ult i32 %5, %17, !dbg !34
  %19 = select i1 %18, i64 6, i64 9, !dbg !34
  %20 = getelementptr inbounds i16, ptr addrspace(4) %2, i64 %19, !dbg !34
  %21 = load i16, ptr addrspace(4) %20, align 2, !dbg !34, !tbaa !35
  %22 = zext i16 %21 to i64, !dbg !34
  %sub6 = add nsw i64 %22, -1, !dbg !37
  %cmp7 = icmp eq i64 %sub6, %1, !dbg !38
  %23 = add nuw nsw i32 %0, 2
  br i1 %cmp7, label %if.then8, label %if.end13, !dbg !39

if.then8:                                         ; preds = %if.end
  %arrayidx12 = getelementptr inbounds [66 x i32], ptr addrspace(3) @stencil.tile, i32 0, i32 %23
  %arrayidx10 = getelementptr i8, ptr addrspace(1) %13, i64 8
  %24 = load i32, ptr addrspace(1) %arrayidx10, align 4, !dbg !40, !tbaa !25
  store i32 %24, ptr addrspace(3) %arrayidx12, align 4, !dbg !41, !tbaa !25
  br label %if.end13, !dbg !42

if.end13:                                         ; preds = %if.end, %if.then8
  fence syncscope("workgroup") release, !dbg !43
  tail call void @llvm.amdgcn.s.barrier(), !dbg !43
  fence syncscope("workgroup") acquire, !dbg !43
  %arrayidx14 = getelementptr inbounds [66 x i32], ptr addrspace(3) @stencil.tile, i32 0, i32 %0, !dbg !44
  %25 = load <2 x i32>, ptr addrspace(3) %arrayidx14, align 4, !dbg !44, !tbaa !25
  %26 = extractelement <2 x i32> %25, i64 0, !dbg !45
  %27 = extractelement <2 x i32> %25, i64 1, !dbg !45
  %add17 = add nsw i32 %27, %26, !dbg !45
  %arrayidx19 = getelementptr inbounds [66 x i32], ptr addrspace(3) @stencil.tile, i32 0, i32 %23, !dbg !46
  %28 = load i32, ptr addrspace(3) %arrayidx19, align 4, !dbg !46, !tbaa !25
  %add20 = add nsw i32 %add17, %28, !dbg !47
  %arrayidx22 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %12, !dbg !48
  store i32 %add20, ptr addrspace(1) %arrayidx22, align 4, !dbg !49, !tbaa !25
  ret void, !dbg !50
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @stencil_wrong_halo(ptr addrspace(1) nocapture noundef writeonly align 4 %out, ptr addrspace(1) nocapture noundef readonly align 4 %in) local_unnamed_addr #0 !dbg !51 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
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
  %13 = getelementptr i32, ptr addrspace(1) %in, i64 %12, !dbg !54
  %arrayidx = getelementptr i8, ptr addrspace(1) %13, i64 4, !dbg !54
  %14 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !54, !tbaa !25
  %15 = add nuw nsw i32 %0, 1, !dbg !55
  %arrayidx3 = getelementptr inbounds [66 x i32], ptr addrspace(3) @stencil_wrong_halo.tile, i32 0, i32 %15, !dbg !55
  store i32 %14, ptr addrspace(3) %arrayidx3, align 4, !dbg !56, !tbaa !25
  %cmp = icmp eq i32 %0, 1, !dbg !57
  br i1 %cmp, label %if.then, label %if.end, !dbg !58

if.then:                                          ; preds = %entry
  %16 = load i32, ptr addrspace(1) %13, align 4, !dbg !59, !tbaa !25, !amdgpu.noclobber !12
  store i32 %16, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @stencil_wrong_halo.tile, i32 4), align 4, !dbg !60, !tbaa !25
  br label %if.end, !dbg !61

if.end:                                           ; preds = %if.then, %entry
  %17 = load i32, ptr addrspace(4) %2, align 4, !dbg !62, !tbaa !25
  %18 = icmp ult i32 %5, %17, !dbg !62
  %19 = select i1 %18, i64 6, i64 9, !dbg !62
  %20 = getelementptr inbounds i16, ptr addrspace(4) %2, i64 %19, !dbg !62
  %21 = load i16, ptr addrspace(4) %20, align 2, !dbg !62, !tbaa !35
  %22 = zext i16 %21 to i64, !dbg !62
  %sub7 = add nsw i64 %22, -1, !dbg !63
  %cmp8 = icmp eq i64 %sub7, %1, !dbg !64
  %23 = add nuw nsw i32 %0, 2
  br i1 %cmp8, label %if.then9, label %if.end14, !dbg !65

if.then9:                                         ; preds = %if.end
  %arrayidx13 = getelementptr inbounds [66 x i32], ptr addrspace(3) @stencil_wrong_halo.tile, i32 0, i32 %23
  %arrayidx11 = getelementptr i8, ptr addrspace(1) %13, i64 8
  %24 = load i32, ptr addrspace(1) %arrayidx11, align 4, !dbg !66, !tbaa !25
  store i32 %24, ptr addrspace(3) %arrayidx13, align 4, !dbg !67, !tbaa !25
  br label %if.end14, !dbg !68

if.end14:                                         ; preds = %if.end, %if.then9
  fence syncscope("workgroup") release, !dbg !69
  tail call void @llvm.amdgcn.s.barrier(), !dbg !69
  fence syncscope("workgroup") acquire, !dbg !69
  %arrayidx15 = getelementptr inbounds [66 x i32], ptr addrspace(3) @stencil_wrong_halo.tile, i32 0, i32 %0, !dbg !70
  %25 = load <2 x i32>, ptr addrspace(3) %arrayidx15, align 4, !dbg !70, !tbaa !25
  %26 = extractelement <2 x i32> %25, i64 0, !dbg !71
  %27 = extractelement <2 x i32> %25, i64 1, !dbg !71
  %add18 = add nsw i32 %27, %26, !dbg !71
  %arrayidx20 = getelementptr inbounds [66 x i32], ptr addrspace(3) @stencil_wrong_halo.tile, i32 0, i32 %23, !dbg !72
  %28 = load i32, ptr addrspace(3) %arrayidx20, align 4, !dbg !72, !tbaa !25
  %add21 = add nsw i32 %add18, %28, !dbg !73
  %arrayidx23 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %12, !dbg !74
  store i32 %add21, ptr addrspace(1) %arrayidx23, align 4, !dbg !75, !tbaa !25
  ret void, !dbg !76
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-global-pk-add-bf16-inst,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!opencl.ocl.version = !{!7}
!llvm.ident = !{!8, !9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "stencil_halo.cl", directory: ".", checksumkind: CSK_MD5, checksum: "b991d13477576f252e6fe7caf25433dd")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 1}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!"Debian clang version 15.0.5"}
!10 = distinct !DISubprogram(name: "stencil", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!21 = !{!"long", !22, i64 0}
!22 = !{!"omnipotent char", !23, i64 0}
!23 = !{!"Simple C/C++ TBAA"}
!24 = !DILocation(line: 7, column: 17, scope: !10)
!25 = !{!26, !26, i64 0}
!26 = !{!"int", !22, i64 0}
!27 = !DILocation(line: 7, column: 3, scope: !10)
!28 = !DILocation(line: 7, column: 15, scope: !10)
!29 = !DILocation(line: 8, column: 9, scope: !10)
!30 = !DILocation(line: 8, column: 7, scope: !10)
!31 = !DILocation(line: 8, column: 25, scope: !10)
!32 = !DILocation(line: 8, column: 23, scope: !10)
!33 = !DILocation(line: 8, column: 15, scope: !10)
!34 = !DILocation(line: 9, column: 12, scope: !10)
!35 = !{!36, !36, i64 0}
!36 = !{!"short", !22, i64 0}
!37 = !DILocation(line: 9, column: 30, scope: !10)
!38 = !DILocation(line: 9, column: 9, scope: !10)
!39 = !DILocation(line: 9, column: 7, scope: !10)
!40 = !DILocation(line: 9, column: 49, scope: !10)
!41 = !DILocation(line: 9, column: 47, scope: !10)
!42 = !DILocation(line: 9, column: 35, scope: !10)
!43 = !DILocation(line: 10, column: 3, scope: !10)
!44 = !DILocation(line: 11, column: 16, scope: !10)
!45 = !DILocation(line: 11, column: 24, scope: !10)
!46 = !DILocation(line: 11, column: 40, scope: !10)
!47 = !DILocation(line: 11, column: 38, scope: !10)
!48 = !DILocation(line: 11, column: 3, scope: !10)
!49 = !DILocation(line: 11, column: 14, scope: !10)
!50 = !DILocation(line: 12, column: 1, scope: !10)
!51 = distinct !DISubprogram(name: "stencil_wrong_halo", scope: !1, file: !1, line: 14, type: !11, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!52 = !DILocation(line: 16, column: 14, scope: !51)
!53 = !DILocation(line: 17, column: 14, scope: !51)
!54 = !DILocation(line: 18, column: 17, scope: !51)
!55 = !DILocation(line: 18, column: 3, scope: !51)
!56 = !DILocation(line: 18, column: 15, scope: !51)
!57 = !DILocation(line: 19, column: 9, scope: !51)
!58 = !DILocation(line: 19, column: 7, scope: !51)
!59 = !DILocation(line: 19, column: 25, scope: !51)
!60 = !DILocation(line: 19, column: 23, scope: !51)
!61 = !DILocation(line: 19, column: 15, scope: !51)
!62 = !DILocation(line: 20, column: 12, scope: !51)
!63 = !DILocation(line: 20, column: 30, scope: !51)
!64 = !DILocation(line: 20, column: 9, scope: !51)
!65 = !DILocation(line: 20, column: 7, scope: !51)
!66 = !DILocation(line: 20, column: 49, scope: !51)
!67 = !DILocation(line: 20, column: 47, scope: !51)
!68 = !DILocation(line: 20, column: 35, scope: !51)
!69 = !DILocation(line: 21, column: 3, scope: !51)
!70 = !DILocation(line: 22, column: 16, scope: !51)
!71 = !DILocation(line: 22, column: 24, scope: !51)
!72 = !DILocation(line: 22, column: 40, scope: !51)
!73 = !DILocation(line: 22, column: 38, scope: !51)
!74 = !DILocation(line: 22, column: 3, scope: !51)
!75 = !DILocation(line: 22, column: 14, scope: !51)
!76 = !DILocation(line: 23, column: 1, scope: !51)
