; ModuleID = 'early_exit.cl'
source_filename = "early_exit.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@shift_left.tile = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4
@shift_left_early_return.tile = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @shift_left(ptr addrspace(1) nocapture noundef writeonly align 4 %out, ptr addrspace(1) nocapture noundef readonly align 4 %in, i32 noundef %n) local_unnamed_addr #0 !dbg !10 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
entry:
  %0 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !17, !range !18
  %1 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !19
  %2 = getelementptr i8, ptr addrspace(4) %1, i64 40, !dbg !19
  %3 = load i64, ptr addrspace(4) %2, align 8, !dbg !19, !tbaa !20
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !19
  %5 = getelementptr inbounds i8, ptr addrspace(4) %1, i64 12, !dbg !19
  %6 = load i16, ptr addrspace(4) %5, align 4, !dbg !19
  %7 = zext i16 %6 to i32, !dbg !19
  %8 = mul i32 %4, %7, !dbg !19
  %9 = add i32 %8, %0, !dbg !19
  %10 = zext i32 %9 to i64, !dbg !19
  %11 = add i64 %3, %10, !dbg !19
  %conv = trunc i64 %11 to i32, !dbg !19
  %cmp = icmp slt i32 %conv, %n, !dbg !24
  br i1 %cmp, label %if.then, label %if.end, !dbg !25

if.then:                                          ; preds = %entry
  %sext = shl i64 %11, 32, !dbg !26
  %12 = ashr exact i64 %sext, 30, !dbg !26
  %arrayidx = getelementptr inbounds i8, ptr addrspace(1) %in, i64 %12, !dbg !26
  %13 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !26, !tbaa !27, !amdgpu.noclobber !12
  %arrayidx3 = getelementptr inbounds [64 x i32], ptr addrspace(3) @shift_left.tile, i32 0, i32 %0, !dbg !29
  store i32 %13, ptr addrspace(3) %arrayidx3, align 4, !dbg !30, !tbaa !27
  br label %if.end, !dbg !29

if.end:                                           ; preds = %if.then, %entry
  fence syncscope("workgroup") release, !dbg !31
  tail call void @llvm.amdgcn.s.barrier(), !dbg !31
  fence syncscope("workgroup") acquire, !dbg !31
  br i1 %cmp, label %land.lhs.true, label %if.end18, !dbg !32

land.lhs.true:                                    ; preds = %if.end
  %narrow = add nuw nsw i32 %0, 1, !dbg !33
  %14 = load i32, ptr addrspace(4) %1, align 4, !dbg !34, !tbaa !27
  %15 = icmp ult i32 %4, %14, !dbg !34
  %16 = select i1 %15, i64 6, i64 9, !dbg !34
  %17 = getelementptr inbounds i16, ptr addrspace(4) %1, i64 %16, !dbg !34
  %18 = load i16, ptr addrspace(4) %17, align 2, !dbg !34, !tbaa !35
  %19 = zext i16 %18 to i32, !dbg !37
  %cmp7 = icmp ult i32 %narrow, %19, !dbg !37
  %add10 = add nsw i32 %conv, 1
  %cmp11 = icmp slt i32 %add10, %n
  %or.cond = select i1 %cmp7, i1 %cmp11, i1 false, !dbg !38
  br i1 %or.cond, label %if.then13, label %if.end18, !dbg !38

if.then13:                                        ; preds = %land.lhs.true
  %arrayidx15 = getelementptr inbounds [64 x i32], ptr addrspace(3) @shift_left.tile, i32 0, i32 %narrow, !dbg !39
  %20 = load i32, ptr addrspace(3) %arrayidx15, align 4, !dbg !39, !tbaa !27
  %sext27 = shl i64 %11, 32, !dbg !40
  %21 = ashr exact i64 %sext27, 30, !dbg !40
  %arrayidx17 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 %21, !dbg !40
  store i32 %20, ptr addrspace(1) %arrayidx17, align 4, !dbg !41, !tbaa !27
  br label %if.end18, !dbg !40

if.end18:                                         ; preds = %if.then13, %land.lhs.true, %if.end
  ret void, !dbg !42
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @shift_left_early_return(ptr addrspace(1) nocapture noundef writeonly align 4 %out, ptr addrspace(1) nocapture noundef readonly align 4 %in, i32 noundef %n) local_unnamed_addr #0 !dbg !43 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
entry:
  %0 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !44, !range !18
  %1 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !45
  %2 = getelementptr i8, ptr addrspace(4) %1, i64 40, !dbg !45
  %3 = load i64, ptr addrspace(4) %2, align 8, !dbg !45, !tbaa !20
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !45
  %5 = getelementptr inbounds i8, ptr addrspace(4) %1, i64 12, !dbg !45
  %6 = load i16, ptr addrspace(4) %5, align 4, !dbg !45
  %7 = zext i16 %6 to i32, !dbg !45
  %8 = mul i32 %4, %7, !dbg !45
  %9 = add i32 %8, %0, !dbg !45
  %10 = zext i32 %9 to i64, !dbg !45
  %11 = add i64 %3, %10, !dbg !45
  %conv = trunc i64 %11 to i32, !dbg !45
  %cmp.not = icmp slt i32 %conv, %n, !dbg !46
  br i1 %cmp.not, label %if.end, label %cleanup, !dbg !47

if.end:                                           ; preds = %entry
  %sext = shl i64 %11, 32, !dbg !48
  %idxprom = ashr exact i64 %sext, 32, !dbg !48
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idxprom, !dbg !48
  %12 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !48, !tbaa !27, !amdgpu.noclobber !12
  %arrayidx3 = getelementptr inbounds [64 x i32], ptr addrspace(3) @shift_left_early_return.tile, i32 0, i32 %0, !dbg !49
  store i32 %12, ptr addrspace(3) %arrayidx3, align 4, !dbg !50, !tbaa !27
  fence syncscope("workgroup") release, !dbg !51
  tail call void @llvm.amdgcn.s.barrier(), !dbg !51
  fence syncscope("workgroup") acquire, !dbg !51
  %narrow = add nuw nsw i32 %0, 1, !dbg !52
  %13 = load i32, ptr addrspace(4) %1, align 4, !dbg !53, !tbaa !27
  %14 = icmp ult i32 %4, %13, !dbg !53
  %15 = select i1 %14, i64 6, i64 9, !dbg !53
  %16 = getelementptr inbounds i16, ptr addrspace(4) %1, i64 %15, !dbg !53
  %17 = load i16, ptr addrspace(4) %16, align 2, !dbg !53, !tbaa !35
  %18 = zext i16 %17 to i32, !dbg !54
  %cmp5 = icmp ult i32 %narrow, %18, !dbg !54
  %add7 = add nsw i32 %conv, 1
  %cmp8 = icmp slt i32 %add7, %n
  %or.cond = select i1 %cmp5, i1 %cmp8, i1 false, !dbg !55
  br i1 %or.cond, label %if.then10, label %cleanup, !dbg !55

if.then10:                                        ; preds = %if.end
  %arrayidx14 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idxprom
  %arrayidx12 = getelementptr inbounds [64 x i32], ptr addrspace(3) @shift_left_early_return.tile, i32 0, i32 %narrow
  %19 = load i32, ptr addrspace(3) %arrayidx12, align 4, !dbg !56, !tbaa !27
  store i32 %19, ptr addrspace(1) %arrayidx14, align 4, !dbg !57, !tbaa !27
  br label %cleanup, !dbg !58

cleanup:                                          ; preds = %if.end, %if.then10, %entry
  ret void, !dbg !59
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!opencl.ocl.version = !{!7}
!llvm.ident = !{!8, !9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "early_exit.cl", directory: ".", checksumkind: CSK_MD5, checksum: "61cc05d82676f72eb1c941235ac9ec2a")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 1}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!"Debian clang version 15.0.5"}
!10 = distinct !DISubprogram(name: "shift_left", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !{i32 1, i32 1, i32 0}
!14 = !{!"none", !"none", !"none"}
!15 = !{!"int*", !"int*", !"int"}
!16 = !{!"", !"const", !""}
!17 = !DILocation(line: 5, column: 14, scope: !10)
!18 = !{i32 0, i32 1024}
!19 = !DILocation(line: 6, column: 11, scope: !10)
!20 = !{!21, !21, i64 0}
!21 = !{!"long", !22, i64 0}
!22 = !{!"omnipotent char", !23, i64 0}
!23 = !{!"Simple C/C++ TBAA"}
!24 = !DILocation(line: 7, column: 9, scope: !10)
!25 = !DILocation(line: 7, column: 7, scope: !10)
!26 = !DILocation(line: 7, column: 24, scope: !10)
!27 = !{!28, !28, i64 0}
!28 = !{!"int", !22, i64 0}
!29 = !DILocation(line: 7, column: 14, scope: !10)
!30 = !DILocation(line: 7, column: 22, scope: !10)
!31 = !DILocation(line: 8, column: 3, scope: !10)
!32 = !DILocation(line: 9, column: 13, scope: !10)
!33 = !DILocation(line: 9, column: 18, scope: !10)
!34 = !DILocation(line: 9, column: 24, scope: !10)
!35 = !{!36, !36, i64 0}
!36 = !{!"short", !22, i64 0}
!37 = !DILocation(line: 9, column: 22, scope: !10)
!38 = !DILocation(line: 9, column: 42, scope: !10)
!39 = !DILocation(line: 9, column: 65, scope: !10)
!40 = !DILocation(line: 9, column: 56, scope: !10)
!41 = !DILocation(line: 9, column: 63, scope: !10)
!42 = !DILocation(line: 10, column: 1, scope: !10)
!43 = distinct !DISubprogram(name: "shift_left_early_return", scope: !1, file: !1, line: 12, type: !11, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!44 = !DILocation(line: 14, column: 14, scope: !43)
!45 = !DILocation(line: 15, column: 11, scope: !43)
!46 = !DILocation(line: 16, column: 9, scope: !43)
!47 = !DILocation(line: 16, column: 7, scope: !43)
!48 = !DILocation(line: 17, column: 13, scope: !43)
!49 = !DILocation(line: 17, column: 3, scope: !43)
!50 = !DILocation(line: 17, column: 11, scope: !43)
!51 = !DILocation(line: 18, column: 3, scope: !43)
!52 = !DILocation(line: 19, column: 9, scope: !43)
!53 = !DILocation(line: 19, column: 15, scope: !43)
!54 = !DILocation(line: 19, column: 13, scope: !43)
!55 = !DILocation(line: 19, column: 33, scope: !43)
!56 = !DILocation(line: 19, column: 56, scope: !43)
!57 = !DILocation(line: 19, column: 54, scope: !43)
!58 = !DILocation(line: 19, column: 47, scope: !43)
!59 = !DILocation(line: 20, column: 1, scope: !43)
