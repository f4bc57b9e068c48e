; ModuleID = 'broadcast.hip'
source_filename = "broadcast.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ9broadcastPiPKiE5value = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ20broadcast_fence_onlyPiPKiE5value = internal unnamed_addr addrspace(3) global i32 undef, align 4
@__hip_cuid_78d57d324e670e8b = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_78d57d324e670e8b to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @_Z9broadcastPiPKi(ptr addrspace(1) nocapture noundef writeonly %out.coerce, ptr addrspace(1) nocapture noundef readonly %in.coerce) local_unnamed_addr #0 !dbg !11 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !14, !range !20
  %cmp = icmp eq i32 %0, 0, !dbg !21
  %1 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  br i1 %cmp, label %if.then, label %if.end, !dbg !22

if.then:                                          ; preds = %entry
  %idxprom = zext i32 %1 to i64
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in.coerce, i64 %idxprom
  %2 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !23, !tbaa !24
  %mul = mul nsw i32 %2, 3, !dbg !28
  store i32 %mul, ptr addrspace(3) @_ZZ9broadcastPiPKiE5value, align 4, !dbg !29, !tbaa !24
  br label %if.end, !dbg !30

if.end:                                           ; preds = %entry, %if.then
  fence syncscope("workgroup") release, !dbg !31
  tail call void @llvm.amdgcn.s.barrier(), !dbg !39
  fence syncscope("workgroup") acquire, !dbg !40
  %3 = load i32, ptr addrspace(3) @_ZZ9broadcastPiPKiE5value, align 4, !dbg !41, !tbaa !24
  %4 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !42
  %5 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 12, !dbg !42
  %6 = load i16, ptr addrspace(4) %5, align 4, !dbg !42, !tbaa !47
  %conv.i.i = zext i16 %6 to i32, !dbg !42
  %mul6 = mul i32 %1, %conv.i.i, !dbg !51
  %add = add i32 %mul6, %0, !dbg !52
  %idxprom8 = zext i32 %add to i64, !dbg !53
  %arrayidx9 = getelementptr inbounds i32, ptr addrspace(1) %out.coerce, i64 %idxprom8, !dbg !53
  store i32 %3, ptr addrspace(1) %arrayidx9, align 4, !dbg !54, !tbaa !24
  ret void, !dbg !55
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @_Z20broadcast_fence_onlyPiPKi(ptr addrspace(1) nocapture noundef writeonly %out.coerce, ptr addrspace(1) nocapture noundef readonly %in.coerce) local_unnamed_addr #1 !dbg !56 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !57, !range !20
  %cmp = icmp eq i32 %0, 0, !dbg !60
  %1 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  br i1 %cmp, label %if.then, label %if.end, !dbg !61

if.then:                                          ; preds = %entry
  %idxprom = zext i32 %1 to i64
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in.coerce, i64 %idxprom
  %2 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !62, !tbaa !24
  %mul = mul nsw i32 %2, 3, !dbg !63
  store i32 %mul, ptr addrspace(3) @_ZZ20broadcast_fence_onlyPiPKiE5value, align 4, !dbg !64, !tbaa !24
  br label %if.end, !dbg !65

if.end:                                           ; preds = %entry, %if.then
  fence syncscope("workgroup") seq_cst, !dbg !66
  %3 = load i32, ptr addrspace(3) @_ZZ20broadcast_fence_onlyPiPKiE5value, align 4, !dbg !69, !tbaa !24
  %4 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !70
  %5 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 12, !dbg !70
  %6 = load i16, ptr addrspace(4) %5, align 4, !dbg !70, !tbaa !47
  %conv.i.i = zext i16 %6 to i32, !dbg !70
  %mul6 = mul i32 %1, %conv.i.i, !dbg !73
  %add = add i32 %mul6, %0, !dbg !74
  %idxprom8 = zext i32 %add to i64, !dbg !75
  %arrayidx9 = getelementptr inbounds i32, ptr addrspace(1) %out.coerce, i64 %idxprom8, !dbg !75
  store i32 %3, ptr addrspace(1) %arrayidx9, align 4, !dbg !76, !tbaa !24
  ret void, !dbg !77
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #3

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-global-pk-add-bf16-inst,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-global-pk-add-bf16-inst,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9, !10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "broadcast.hip", directory: ".", checksumkind: CSK_MD5, checksum: "570979b5218375b31402344312491579")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 1}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"Debian clang version 15.0.5"}
!11 = distinct !DISubprogram(name: "broadcast", scope: !1, file: !1, line: 4, type: !12, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 279, type: !12, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_runtime.h", directory: "", checksumkind: CSK_MD5, checksum: "16093af3b78d7538c31396a9fb8b635e")
!17 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 6, column: 7, scope: !11)
!20 = !{i32 0, i32 1024}
!21 = !DILocation(line: 6, column: 19, scope: !11)
!22 = !DILocation(line: 6, column: 7, scope: !11)
!23 = !DILocation(line: 6, column: 33, scope: !11)
!24 = !{!25, !25, i64 0}
!25 = !{!"int", !26, i64 0}
!26 = !{!"omnipotent char", !27, i64 0}
!27 = !{!"Simple C++ TBAA"}
!28 = !DILocation(line: 6, column: 48, scope: !11)
!29 = !DILocation(line: 6, column: 31, scope: !11)
!30 = !DILocation(line: 6, column: 25, scope: !11)
!31 = !DILocation(line: 890, column: 9, scope: !32, inlinedAt: !34)
!32 = distinct !DISubprogram(name: "__work_group_barrier", scope: !33, file: !33, line: 887, type: !12, scopeLine: 888, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!33 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_device_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "913bb197e0af7d58a97d587c496ee161")
!34 = distinct !DILocation(line: 902, column: 3, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "__barrier", scope: !33, file: !33, line: 900, type: !12, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!36 = distinct !DILocation(line: 910, column: 3, scope: !37, inlinedAt: !38)
!37 = distinct !DISubprogram(name: "__syncthreads", scope: !33, file: !33, line: 908, type: !12, scopeLine: 909, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!38 = distinct !DILocation(line: 7, column: 3, scope: !11)
!39 = !DILocation(line: 891, column: 9, scope: !32, inlinedAt: !34)
!40 = !DILocation(line: 892, column: 9, scope: !32, inlinedAt: !34)
!41 = !DILocation(line: 8, column: 48, scope: !11)
!42 = !DILocation(line: 268, column: 12, scope: !43, inlinedAt: !44)
!43 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 267, type: !12, scopeLine: 267, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!44 = distinct !DILocation(line: 299, column: 64, scope: !45, inlinedAt: !46)
!45 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!46 = distinct !DILocation(line: 8, column: 20, scope: !11)
!47 = !{!48, !48, i64 0}
!48 = !{!"short", !49, i64 0}
!49 = !{!"omnipotent char", !50, i64 0}
!50 = !{!"Simple C/C++ TBAA"}
!51 = !DILocation(line: 8, column: 18, scope: !11)
!52 = !DILocation(line: 8, column: 31, scope: !11)
!53 = !DILocation(line: 8, column: 3, scope: !11)
!54 = !DILocation(line: 8, column: 46, scope: !11)
!55 = !DILocation(line: 9, column: 1, scope: !11)
!56 = distinct !DISubprogram(name: "broadcast_fence_only", scope: !1, file: !1, line: 11, type: !12, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!57 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !58)
!58 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !59)
!59 = distinct !DILocation(line: 13, column: 7, scope: !56)
!60 = !DILocation(line: 13, column: 19, scope: !56)
!61 = !DILocation(line: 13, column: 7, scope: !56)
!62 = !DILocation(line: 13, column: 33, scope: !56)
!63 = !DILocation(line: 13, column: 48, scope: !56)
!64 = !DILocation(line: 13, column: 31, scope: !56)
!65 = !DILocation(line: 13, column: 25, scope: !56)
!66 = !DILocation(line: 801, column: 3, scope: !67, inlinedAt: !68)
!67 = distinct !DISubprogram(name: "__threadfence_block", scope: !33, file: !33, line: 799, type: !12, scopeLine: 800, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!68 = distinct !DILocation(line: 14, column: 3, scope: !56)
!69 = !DILocation(line: 15, column: 48, scope: !56)
!70 = !DILocation(line: 268, column: 12, scope: !43, inlinedAt: !71)
!71 = distinct !DILocation(line: 299, column: 64, scope: !45, inlinedAt: !72)
!72 = distinct !DILocation(line: 15, column: 20, scope: !56)
!73 = !DILocation(line: 15, column: 18, scope: !56)
!74 = !DILocation(line: 15, column: 31, scope: !56)
!75 = !DILocation(line: 15, column: 3, scope: !56)
!76 = !DILocation(line: 15, column: 46, scope: !56)
!77 = !DILocation(line: 16, column: 1, scope: !56)
