; ModuleID = 'early_exit.hip'
source_filename = "early_exit.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ10shift_leftPiPKiiE4tile = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 16
@_ZZ23shift_left_early_returnPiPKiiE4tile = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 16
@__hip_cuid_78d57d324e670e8b = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_78d57d324e670e8b to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @_Z10shift_leftPiPKii(ptr addrspace(1) nocapture noundef writeonly %out.coerce, ptr addrspace(1) nocapture noundef readonly %in.coerce, i32 noundef %n) local_unnamed_addr #0 !dbg !11 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !14, !range !20
  %1 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !21
  %2 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !26
  %3 = getelementptr inbounds i8, ptr addrspace(4) %2, i64 12, !dbg !26
  %4 = load i16, ptr addrspace(4) %3, align 4, !dbg !26, !tbaa !31
  %conv.i.i = zext i16 %4 to i32, !dbg !26
  %mul = mul i32 %1, %conv.i.i, !dbg !35
  %add = add i32 %mul, %0, !dbg !36
  %cmp = icmp slt i32 %add, %n, !dbg !37
  br i1 %cmp, label %if.then, label %if.end, !dbg !38

if.then:                                          ; preds = %entry
  %arrayidx6 = getelementptr inbounds [64 x i32], ptr addrspace(3) @_ZZ10shift_leftPiPKiiE4tile, i32 0, i32 %0
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in.coerce, i64 %idxprom
  %5 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !39, !tbaa !40
  store i32 %5, ptr addrspace(3) %arrayidx6, align 4, !dbg !44, !tbaa !40
  br label %if.end, !dbg !45

if.end:                                           ; preds = %if.then, %entry
  fence syncscope("workgroup") release, !dbg !46
  tail call void @llvm.amdgcn.s.barrier(), !dbg !54
  fence syncscope("workgroup") acquire, !dbg !55
  br i1 %cmp, label %land.lhs.true, label %if.end20, !dbg !56

land.lhs.true:                                    ; preds = %if.end
  %add8 = add nuw nsw i32 %0, 1, !dbg !57
  %cmp10 = icmp ult i32 %add8, %conv.i.i, !dbg !58
  %add12 = add nsw i32 %add, 1
  %cmp13 = icmp slt i32 %add12, %n
  %or.cond = select i1 %cmp10, i1 %cmp13, i1 false, !dbg !59
  br i1 %or.cond, label %if.then14, label %if.end20, !dbg !59

if.then14:                                        ; preds = %land.lhs.true
  %idxprom18 = sext i32 %add to i64
  %arrayidx19 = getelementptr inbounds i32, ptr addrspace(1) %out.coerce, i64 %idxprom18
  %arrayidx17 = getelementptr inbounds [64 x i32], ptr addrspace(3) @_ZZ10shift_leftPiPKiiE4tile, i32 0, i32 %add8
  %6 = load i32, ptr addrspace(3) %arrayidx17, align 4, !dbg !60, !tbaa !40
  store i32 %6, ptr addrspace(1) %arrayidx19, align 4, !dbg !61, !tbaa !40
  br label %if.end20, !dbg !62

if.end20:                                         ; preds = %if.then14, %land.lhs.true, %if.end
  ret void, !dbg !63
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @_Z23shift_left_early_returnPiPKii(ptr addrspace(1) nocapture noundef writeonly %out.coerce, ptr addrspace(1) nocapture noundef readonly %in.coerce, i32 noundef %n) local_unnamed_addr #0 !dbg !64 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !65, !range !20
  %1 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !68
  %2 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !71
  %3 = getelementptr inbounds i8, ptr addrspace(4) %2, i64 12, !dbg !71
  %4 = load i16, ptr addrspace(4) %3, align 4, !dbg !71, !tbaa !31
  %conv.i.i = zext i16 %4 to i32, !dbg !71
  %mul = mul i32 %1, %conv.i.i, !dbg !74
  %add = add i32 %mul, %0, !dbg !75
  %cmp.not = icmp slt i32 %add, %n, !dbg !76
  br i1 %cmp.not, label %if.end, label %cleanup, !dbg !77

if.end:                                           ; preds = %entry
  %idxprom = sext i32 %add to i64, !dbg !78
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in.coerce, i64 %idxprom, !dbg !78
  %5 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !78, !tbaa !40
  %arrayidx6 = getelementptr inbounds [64 x i32], ptr addrspace(3) @_ZZ23shift_left_early_returnPiPKiiE4tile, i32 0, i32 %0, !dbg !79
  store i32 %5, ptr addrspace(3) %arrayidx6, align 4, !dbg !80, !tbaa !40
  fence syncscope("workgroup") release, !dbg !81
  tail call void @llvm.amdgcn.s.barrier(), !dbg !85
  fence syncscope("workgroup") acquire, !dbg !86
  %add7 = add nuw nsw i32 %0, 1, !dbg !87
  %cmp9 = icmp ult i32 %add7, %conv.i.i, !dbg !88
  %add10 = add nsw i32 %add, 1
  %cmp11 = icmp slt i32 %add10, %n
  %or.cond = select i1 %cmp9, i1 %cmp11, i1 false, !dbg !89
  br i1 %or.cond, label %if.then12, label %cleanup, !dbg !89

if.then12:                                        ; preds = %if.end
  %arrayidx17 = getelementptr inbounds i32, ptr addrspace(1) %out.coerce, i64 %idxprom
  %arrayidx15 = getelementptr inbounds [64 x i32], ptr addrspace(3) @_ZZ23shift_left_early_returnPiPKiiE4tile, i32 0, i32 %add7
  %6 = load i32, ptr addrspace(3) %arrayidx15, align 4, !dbg !90, !tbaa !40
  store i32 %6, ptr addrspace(1) %arrayidx17, align 4, !dbg !91, !tbaa !40
  br label %cleanup, !dbg !92

cleanup:                                          ; preds = %if.end, %if.then12, %entry
  ret void, !dbg !93
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-global-pk-add-bf16-inst,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9, !10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "early_exit.hip", directory: ".", checksumkind: CSK_MD5, checksum: "f88844f32161b65daf3c3a43dac76042")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 1}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"Debian clang version 15.0.5"}
!11 = distinct !DISubprogram(name: "shift_left", scope: !1, file: !1, line: 6, type: !12, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 279, type: !12, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_runtime.h", directory: "", checksumkind: CSK_MD5, checksum: "16093af3b78d7538c31396a9fb8b635e")
!17 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 8, column: 16, scope: !11)
!20 = !{i32 0, i32 1024}
!21 = !DILocation(line: 263, column: 69, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 263, type: !12, scopeLine: 263, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = distinct !DILocation(line: 299, column: 64, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = distinct !DILocation(line: 9, column: 11, scope: !11)
!26 = !DILocation(line: 268, column: 12, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 267, type: !12, scopeLine: 267, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!28 = distinct !DILocation(line: 299, column: 64, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!30 = distinct !DILocation(line: 9, column: 24, scope: !11)
!31 = !{!32, !32, i64 0}
!32 = !{!"short", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C/C++ TBAA"}
!35 = !DILocation(line: 9, column: 22, scope: !11)
!36 = !DILocation(line: 9, column: 35, scope: !11)
!37 = !DILocation(line: 10, column: 9, scope: !11)
!38 = !DILocation(line: 10, column: 7, scope: !11)
!39 = !DILocation(line: 10, column: 24, scope: !11)
!40 = !{!41, !41, i64 0}
!41 = !{!"int", !42, i64 0}
!42 = !{!"omnipotent char", !43, i64 0}
!43 = !{!"Simple C++ TBAA"}
!44 = !DILocation(line: 10, column: 22, scope: !11)
!45 = !DILocation(line: 10, column: 14, scope: !11)
!46 = !DILocation(line: 890, column: 9, scope: !47, inlinedAt: !49)
!47 = distinct !DISubprogram(name: "__work_group_barrier", scope: !48, file: !48, line: 887, type: !12, scopeLine: 888, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!48 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_device_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "913bb197e0af7d58a97d587c496ee161")
!49 = distinct !DILocation(line: 902, column: 3, scope: !50, inlinedAt: !51)
!50 = distinct !DISubprogram(name: "__barrier", scope: !48, file: !48, line: 900, type: !12, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!51 = distinct !DILocation(line: 910, column: 3, scope: !52, inlinedAt: !53)
!52 = distinct !DISubprogram(name: "__syncthreads", scope: !48, file: !48, line: 908, type: !12, scopeLine: 909, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!53 = distinct !DILocation(line: 11, column: 3, scope: !11)
!54 = !DILocation(line: 891, column: 9, scope: !47, inlinedAt: !49)
!55 = !DILocation(line: 892, column: 9, scope: !47, inlinedAt: !49)
!56 = !DILocation(line: 12, column: 13, scope: !11)
!57 = !DILocation(line: 12, column: 18, scope: !11)
!58 = !DILocation(line: 12, column: 22, scope: !11)
!59 = !DILocation(line: 12, column: 35, scope: !11)
!60 = !DILocation(line: 12, column: 58, scope: !11)
!61 = !DILocation(line: 12, column: 56, scope: !11)
!62 = !DILocation(line: 12, column: 49, scope: !11)
!63 = !DILocation(line: 13, column: 1, scope: !11)
!64 = distinct !DISubprogram(name: "shift_left_early_return", scope: !1, file: !1, line: 15, type: !12, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!65 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !66)
!66 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !67)
!67 = distinct !DILocation(line: 17, column: 16, scope: !64)
!68 = !DILocation(line: 263, column: 69, scope: !22, inlinedAt: !69)
!69 = distinct !DILocation(line: 299, column: 64, scope: !24, inlinedAt: !70)
!70 = distinct !DILocation(line: 18, column: 11, scope: !64)
!71 = !DILocation(line: 268, column: 12, scope: !27, inlinedAt: !72)
!72 = distinct !DILocation(line: 299, column: 64, scope: !29, inlinedAt: !73)
!73 = distinct !DILocation(line: 18, column: 24, scope: !64)
!74 = !DILocation(line: 18, column: 22, scope: !64)
!75 = !DILocation(line: 18, column: 35, scope: !64)
!76 = !DILocation(line: 19, column: 9, scope: !64)
!77 = !DILocation(line: 19, column: 7, scope: !64)
!78 = !DILocation(line: 20, column: 13, scope: !64)
!79 = !DILocation(line: 20, column: 3, scope: !64)
!80 = !DILocation(line: 20, column: 11, scope: !64)
!81 = !DILocation(line: 890, column: 9, scope: !47, inlinedAt: !82)
!82 = distinct !DILocation(line: 902, column: 3, scope: !50, inlinedAt: !83)
!83 = distinct !DILocation(line: 910, column: 3, scope: !52, inlinedAt: !84)
!84 = distinct !DILocation(line: 21, column: 3, scope: !64)
!85 = !DILocation(line: 891, column: 9, scope: !47, inlinedAt: !82)
!86 = !DILocation(line: 892, column: 9, scope: !47, inlinedAt: !82)
!87 = !DILocation(line: 22, column: 9, scope: !64)
!88 = !DILocation(line: 22, column: 13, scope: !64)
!89 = !DILocation(line: 22, column: 26, scope: !64)
!90 = !DILocation(line: 22, column: 49, scope: !64)
!91 = !DILocation(line: 22, column: 47, scope: !64)
!92 = !DILocation(line: 22, column: 40, scope: !64)
!93 = !DILocation(line: 23, column: 1, scope: !64)
