; ModuleID = 'histogram.hip'
source_filename = "histogram.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ9histogramPjE5local = internal addrspace(3) global [16 x i32] undef, align 16
@_ZZ25histogram_plain_incrementPjE5local = internal unnamed_addr addrspace(3) global [16 x i32] undef, align 16
@__hip_cuid_78d57d324e670e8b = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_78d57d324e670e8b to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @_Z9histogramPj(ptr addrspace(1) nocapture noundef %bins.coerce) local_unnamed_addr #0 !dbg !11 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !14, !range !20
  %cmp = icmp ult i32 %0, 16, !dbg !21
  br i1 %cmp, label %if.then, label %if.end, !dbg !22

if.then:                                          ; preds = %entry
  %arrayidx = getelementptr inbounds [16 x i32], ptr addrspace(3) @_ZZ9histogramPjE5local, i32 0, i32 %0
  store atomic i32 0, ptr addrspace(3) %arrayidx syncscope("workgroup-one-as") monotonic, align 4, !dbg !23
  br label %if.end, !dbg !23

if.end:                                           ; preds = %if.then, %entry
  fence syncscope("workgroup") release, !dbg !24
  tail call void @llvm.amdgcn.s.barrier(), !dbg !32
  fence syncscope("workgroup") acquire, !dbg !33
  %mul = mul nuw nsw i32 %0, 7, !dbg !34
  %rem = and i32 %mul, 15, !dbg !35
  %arrayidx3 = getelementptr inbounds [16 x i32], ptr addrspace(3) @_ZZ9histogramPjE5local, i32 0, i32 %rem, !dbg !36
  %1 = atomicrmw add ptr addrspace(3) %arrayidx3, i32 1 syncscope("workgroup-one-as") monotonic, align 4, !dbg !37
  fence syncscope("workgroup") release, !dbg !38
  tail call void @llvm.amdgcn.s.barrier(), !dbg !42
  fence syncscope("workgroup") acquire, !dbg !43
  br i1 %cmp, label %if.then6, label %if.end13, !dbg !44

if.then6:                                         ; preds = %if.end
  %idxprom7 = zext nneg i32 %0 to i64
  %arrayidx10 = getelementptr inbounds [16 x i32], ptr addrspace(3) @_ZZ9histogramPjE5local, i32 0, i32 %0
  %arrayidx8 = getelementptr inbounds i32, ptr addrspace(1) %bins.coerce, i64 %idxprom7
  %2 = load atomic i32, ptr addrspace(3) %arrayidx10 syncscope("workgroup-one-as") monotonic, align 4, !dbg !45
  %3 = atomicrmw add ptr addrspace(1) %arrayidx8, i32 %2 syncscope("agent-one-as") monotonic, align 4, !dbg !46
  br label %if.end13, !dbg !50

if.end13:                                         ; preds = %if.then6, %if.end
  ret void, !dbg !51
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @_Z25histogram_plain_incrementPj(ptr addrspace(1) nocapture noundef %bins.coerce) local_unnamed_addr #0 !dbg !52 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !53, !range !20
  %cmp = icmp ult i32 %0, 16, !dbg !56
  br i1 %cmp, label %if.then, label %if.end, !dbg !57

if.then:                                          ; preds = %entry
  %arrayidx = getelementptr inbounds [16 x i32], ptr addrspace(3) @_ZZ25histogram_plain_incrementPjE5local, i32 0, i32 %0
  store atomic i32 0, ptr addrspace(3) %arrayidx syncscope("workgroup-one-as") monotonic, align 4, !dbg !58
  br label %if.end, !dbg !58

if.end:                                           ; preds = %if.then, %entry
  fence syncscope("workgroup") release, !dbg !59
  tail call void @llvm.amdgcn.s.barrier(), !dbg !63
  fence syncscope("workgroup") acquire, !dbg !64
  %mul = mul nuw nsw i32 %0, 7, !dbg !65
  %rem = and i32 %mul, 15, !dbg !66
  %arrayidx3 = getelementptr inbounds [16 x i32], ptr addrspace(3) @_ZZ25histogram_plain_incrementPjE5local, i32 0, i32 %rem, !dbg !67
  %1 = load i32, ptr addrspace(3) %arrayidx3, align 4, !dbg !68, !tbaa !69
  %inc = add i32 %1, 1, !dbg !68
  store i32 %inc, ptr addrspace(3) %arrayidx3, align 4, !dbg !68, !tbaa !69
  fence syncscope("workgroup") release, !dbg !73
  tail call void @llvm.amdgcn.s.barrier(), !dbg !77
  fence syncscope("workgroup") acquire, !dbg !78
  br i1 %cmp, label %if.then5, label %if.end11, !dbg !79

if.then5:                                         ; preds = %if.end
  %idxprom6 = zext nneg i32 %0 to i64
  %arrayidx9 = getelementptr inbounds [16 x i32], ptr addrspace(3) @_ZZ25histogram_plain_incrementPjE5local, i32 0, i32 %0
  %arrayidx7 = getelementptr inbounds i32, ptr addrspace(1) %bins.coerce, i64 %idxprom6
  %2 = load atomic i32, ptr addrspace(3) %arrayidx9 syncscope("workgroup-one-as") monotonic, align 4, !dbg !80
  %3 = atomicrmw add ptr addrspace(1) %arrayidx7, i32 %2 syncscope("agent-one-as") monotonic, align 4, !dbg !81
  br label %if.end11, !dbg !83

if.end11:                                         ; preds = %if.then5, %if.end
  ret void, !dbg !84
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-global-pk-add-bf16-inst,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9, !10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "histogram.hip", directory: ".", checksumkind: CSK_MD5, checksum: "84690e694e306d715c062909d178716b")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 1}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"Debian clang version 15.0.5"}
!11 = distinct !DISubprogram(name: "histogram", scope: !1, file: !1, line: 10, type: !12, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 279, type: !12, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_runtime.h", directory: "", checksumkind: CSK_MD5, checksum: "16093af3b78d7538c31396a9fb8b635e")
!17 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 12, column: 16, scope: !11)
!20 = !{i32 0, i32 1024}
!21 = !DILocation(line: 13, column: 9, scope: !11)
!22 = !DILocation(line: 13, column: 7, scope: !11)
!23 = !DILocation(line: 13, column: 15, scope: !11)
!24 = !DILocation(line: 890, column: 9, scope: !25, inlinedAt: !27)
!25 = distinct !DISubprogram(name: "__work_group_barrier", scope: !26, file: !26, line: 887, type: !12, scopeLine: 888, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!26 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_device_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "913bb197e0af7d58a97d587c496ee161")
!27 = distinct !DILocation(line: 902, column: 3, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "__barrier", scope: !26, file: !26, line: 900, type: !12, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!29 = distinct !DILocation(line: 910, column: 3, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "__syncthreads", scope: !26, file: !26, line: 908, type: !12, scopeLine: 909, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!31 = distinct !DILocation(line: 14, column: 3, scope: !11)
!32 = !DILocation(line: 891, column: 9, scope: !25, inlinedAt: !27)
!33 = !DILocation(line: 892, column: 9, scope: !25, inlinedAt: !27)
!34 = !DILocation(line: 15, column: 36, scope: !11)
!35 = !DILocation(line: 15, column: 41, scope: !11)
!36 = !DILocation(line: 15, column: 27, scope: !11)
!37 = !DILocation(line: 15, column: 3, scope: !11)
!38 = !DILocation(line: 890, column: 9, scope: !25, inlinedAt: !39)
!39 = distinct !DILocation(line: 902, column: 3, scope: !28, inlinedAt: !40)
!40 = distinct !DILocation(line: 910, column: 3, scope: !30, inlinedAt: !41)
!41 = distinct !DILocation(line: 16, column: 3, scope: !11)
!42 = !DILocation(line: 891, column: 9, scope: !25, inlinedAt: !39)
!43 = !DILocation(line: 892, column: 9, scope: !25, inlinedAt: !39)
!44 = !DILocation(line: 17, column: 7, scope: !11)
!45 = !DILocation(line: 17, column: 35, scope: !11)
!46 = !DILocation(line: 153, column: 10, scope: !47, inlinedAt: !49)
!47 = distinct !DISubprogram(name: "atomicAdd", scope: !48, file: !48, line: 152, type: !12, scopeLine: 152, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!48 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_atomic.h", directory: "", checksumkind: CSK_MD5, checksum: "784b7b4d693e9ab86a7243ffbf9c8dbc")
!49 = distinct !DILocation(line: 17, column: 15, scope: !11)
!50 = !DILocation(line: 17, column: 15, scope: !11)
!51 = !DILocation(line: 18, column: 1, scope: !11)
!52 = distinct !DISubprogram(name: "histogram_plain_increment", scope: !1, file: !1, line: 20, type: !12, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!53 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !54)
!54 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !55)
!55 = distinct !DILocation(line: 22, column: 16, scope: !52)
!56 = !DILocation(line: 23, column: 9, scope: !52)
!57 = !DILocation(line: 23, column: 7, scope: !52)
!58 = !DILocation(line: 23, column: 15, scope: !52)
!59 = !DILocation(line: 890, column: 9, scope: !25, inlinedAt: !60)
!60 = distinct !DILocation(line: 902, column: 3, scope: !28, inlinedAt: !61)
!61 = distinct !DILocation(line: 910, column: 3, scope: !30, inlinedAt: !62)
!62 = distinct !DILocation(line: 24, column: 3, scope: !52)
!63 = !DILocation(line: 891, column: 9, scope: !25, inlinedAt: !60)
!64 = !DILocation(line: 892, column: 9, scope: !25, inlinedAt: !60)
!65 = !DILocation(line: 25, column: 12, scope: !52)
!66 = !DILocation(line: 25, column: 17, scope: !52)
!67 = !DILocation(line: 25, column: 3, scope: !52)
!68 = !DILocation(line: 25, column: 22, scope: !52)
!69 = !{!70, !70, i64 0}
!70 = !{!"int", !71, i64 0}
!71 = !{!"omnipotent char", !72, i64 0}
!72 = !{!"Simple C++ TBAA"}
!73 = !DILocation(line: 890, column: 9, scope: !25, inlinedAt: !74)
!74 = distinct !DILocation(line: 902, column: 3, scope: !28, inlinedAt: !75)
!75 = distinct !DILocation(line: 910, column: 3, scope: !30, inlinedAt: !76)
!76 = distinct !DILocation(line: 26, column: 3, scope: !52)
!77 = !DILocation(line: 891, column: 9, scope: !25, inlinedAt: !74)
!78 = !DILocation(line: 892, column: 9, scope: !25, inlinedAt: !74)
!79 = !DILocation(line: 27, column: 7, scope: !52)
!80 = !DILocation(line: 27, column: 35, scope: !52)
!81 = !DILocation(line: 153, column: 10, scope: !47, inlinedAt: !82)
!82 = distinct !DILocation(line: 27, column: 15, scope: !52)
!83 = !DILocation(line: 27, column: 15, scope: !52)
!84 = !DILocation(line: 28, column: 1, scope: !52)
