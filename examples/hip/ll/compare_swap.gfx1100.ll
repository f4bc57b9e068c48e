; ModuleID = 'compare_swap.hip'
source_filename = "compare_swap.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_78d57d324e670e8b = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_78d57d324e670e8b to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z12bitonic_stepPjjj(ptr addrspace(1) nocapture noundef %keys.coerce, i32 noundef %stride, i32 noundef %span) local_unnamed_addr #0 !dbg !11 {
entry:
  %0 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !14
  %1 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !20
  %2 = getelementptr inbounds i8, ptr addrspace(4) %1, i64 12, !dbg !20
  %3 = load i16, ptr addrspace(4) %2, align 4, !dbg !20, !tbaa !25
  %conv.i.i = zext i16 %3 to i32, !dbg !20
  %mul = mul i32 %0, %conv.i.i, !dbg !29
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !30, !range !35
  %add = add i32 %mul, %4, !dbg !36
  %xor = xor i32 %add, %stride, !dbg !37
  %cmp = icmp ugt i32 %xor, %add, !dbg !38
  br i1 %cmp, label %if.then, label %if.end, !dbg !39

if.then:                                          ; preds = %entry
  %and = and i32 %add, %span, !dbg !40
  %cmp4 = icmp eq i32 %and, 0, !dbg !41
  %idxprom = zext i32 %add to i64, !dbg !42
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %keys.coerce, i64 %idxprom, !dbg !42
  %5 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !42, !tbaa !43
  %idxprom5 = zext i32 %xor to i64, !dbg !47
  %arrayidx6 = getelementptr inbounds i32, ptr addrspace(1) %keys.coerce, i64 %idxprom5, !dbg !47
  %6 = load i32, ptr addrspace(1) %arrayidx6, align 4, !dbg !47, !tbaa !43
  %cond = tail call i32 @llvm.umin.i32(i32 %5, i32 %6), !dbg !48
  %cond12 = tail call i32 @llvm.umax.i32(i32 %5, i32 %6), !dbg !49
  %cond16 = select i1 %cmp4, i32 %cond, i32 %cond12, !dbg !50
  store i32 %cond16, ptr addrspace(1) %arrayidx, align 4, !dbg !51, !tbaa !43
  %cond23 = select i1 %cmp4, i32 %cond12, i32 %cond, !dbg !52
  store i32 %cond23, ptr addrspace(1) %arrayidx6, align 4, !dbg !53, !tbaa !43
  br label %if.end, !dbg !54

if.end:                                           ; preds = %if.then, %entry
  ret void, !dbg !55
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z23bitonic_step_both_writePjjj(ptr addrspace(1) nocapture noundef %keys.coerce, i32 noundef %stride, i32 noundef %span) local_unnamed_addr #0 !dbg !56 {
entry:
  %0 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !57
  %1 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !60
  %2 = getelementptr inbounds i8, ptr addrspace(4) %1, i64 12, !dbg !60
  %3 = load i16, ptr addrspace(4) %2, align 4, !dbg !60, !tbaa !25
  %conv.i.i = zext i16 %3 to i32, !dbg !60
  %mul = mul i32 %0, %conv.i.i, !dbg !63
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !64, !range !35
  %add = add i32 %mul, %4, !dbg !67
  %xor = xor i32 %add, %stride, !dbg !68
  %cond = tail call i32 @llvm.umin.i32(i32 %xor, i32 %add), !dbg !69
  %cond8 = tail call i32 @llvm.umax.i32(i32 %xor, i32 %add), !dbg !70
  %and = and i32 %cond, %span, !dbg !71
  %cmp9 = icmp eq i32 %and, 0, !dbg !72
  %idxprom = zext i32 %cond to i64, !dbg !73
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %keys.coerce, i64 %idxprom, !dbg !73
  %5 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !73, !tbaa !43
  %idxprom10 = zext i32 %cond8 to i64, !dbg !74
  %arrayidx11 = getelementptr inbounds i32, ptr addrspace(1) %keys.coerce, i64 %idxprom10, !dbg !74
  %6 = load i32, ptr addrspace(1) %arrayidx11, align 4, !dbg !74, !tbaa !43
  %cond16 = tail call i32 @llvm.umin.i32(i32 %5, i32 %6), !dbg !75
  %cond21 = tail call i32 @llvm.umax.i32(i32 %5, i32 %6), !dbg !76
  %cond25 = select i1 %cmp9, i32 %cond16, i32 %cond21, !dbg !77
  store i32 %cond25, ptr addrspace(1) %arrayidx, align 4, !dbg !78, !tbaa !43
  %cond32 = select i1 %cmp9, i32 %cond21, i32 %cond16, !dbg !79
  store i32 %cond32, ptr addrspace(1) %arrayidx11, align 4, !dbg !80, !tbaa !43
  ret void, !dbg !81
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9, !10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "compare_swap.hip", directory: ".", checksumkind: CSK_MD5, checksum: "52cc14322e3b6e1ff3d1a763b6a5db81")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 1}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"Debian clang version 15.0.5"}
!11 = distinct !DISubprogram(name: "bitonic_step", scope: !1, file: !1, line: 8, type: !12, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 263, column: 69, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 263, type: !12, scopeLine: 263, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_runtime.h", directory: "", checksumkind: CSK_MD5, checksum: "16093af3b78d7538c31396a9fb8b635e")
!17 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 9, column: 16, scope: !11)
!20 = !DILocation(line: 268, column: 12, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 267, type: !12, scopeLine: 267, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 299, column: 64, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!24 = distinct !DILocation(line: 9, column: 29, scope: !11)
!25 = !{!26, !26, i64 0}
!26 = !{!"short", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C/C++ TBAA"}
!29 = !DILocation(line: 9, column: 27, scope: !11)
!30 = !DILocation(line: 280, column: 12, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 279, type: !12, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!32 = distinct !DILocation(line: 299, column: 64, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!34 = distinct !DILocation(line: 9, column: 42, scope: !11)
!35 = !{i32 0, i32 1024}
!36 = !DILocation(line: 9, column: 40, scope: !11)
!37 = !DILocation(line: 10, column: 24, scope: !11)
!38 = !DILocation(line: 11, column: 15, scope: !11)
!39 = !DILocation(line: 11, column: 7, scope: !11)
!40 = !DILocation(line: 12, column: 18, scope: !11)
!41 = !DILocation(line: 12, column: 26, scope: !11)
!42 = !DILocation(line: 13, column: 18, scope: !11)
!43 = !{!44, !44, i64 0}
!44 = !{!"int", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C++ TBAA"}
!47 = !DILocation(line: 13, column: 31, scope: !11)
!48 = !DILocation(line: 14, column: 19, scope: !11)
!49 = !DILocation(line: 14, column: 39, scope: !11)
!50 = !DILocation(line: 15, column: 15, scope: !11)
!51 = !DILocation(line: 15, column: 13, scope: !11)
!52 = !DILocation(line: 16, column: 21, scope: !11)
!53 = !DILocation(line: 16, column: 19, scope: !11)
!54 = !DILocation(line: 17, column: 3, scope: !11)
!55 = !DILocation(line: 18, column: 1, scope: !11)
!56 = distinct !DISubprogram(name: "bitonic_step_both_write", scope: !1, file: !1, line: 20, type: !12, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!57 = !DILocation(line: 263, column: 69, scope: !15, inlinedAt: !58)
!58 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !59)
!59 = distinct !DILocation(line: 21, column: 16, scope: !56)
!60 = !DILocation(line: 268, column: 12, scope: !21, inlinedAt: !61)
!61 = distinct !DILocation(line: 299, column: 64, scope: !23, inlinedAt: !62)
!62 = distinct !DILocation(line: 21, column: 29, scope: !56)
!63 = !DILocation(line: 21, column: 27, scope: !56)
!64 = !DILocation(line: 280, column: 12, scope: !31, inlinedAt: !65)
!65 = distinct !DILocation(line: 299, column: 64, scope: !33, inlinedAt: !66)
!66 = distinct !DILocation(line: 21, column: 42, scope: !56)
!67 = !DILocation(line: 21, column: 40, scope: !56)
!68 = !DILocation(line: 22, column: 24, scope: !56)
!69 = !DILocation(line: 23, column: 20, scope: !56)
!70 = !DILocation(line: 23, column: 56, scope: !56)
!71 = !DILocation(line: 24, column: 20, scope: !56)
!72 = !DILocation(line: 24, column: 28, scope: !56)
!73 = !DILocation(line: 25, column: 16, scope: !56)
!74 = !DILocation(line: 25, column: 33, scope: !56)
!75 = !DILocation(line: 26, column: 17, scope: !56)
!76 = !DILocation(line: 26, column: 37, scope: !56)
!77 = !DILocation(line: 27, column: 17, scope: !56)
!78 = !DILocation(line: 27, column: 15, scope: !56)
!79 = !DILocation(line: 28, column: 18, scope: !56)
!80 = !DILocation(line: 28, column: 16, scope: !56)
!81 = !DILocation(line: 29, column: 1, scope: !56)
