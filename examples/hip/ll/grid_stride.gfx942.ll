; ModuleID = 'grid_stride.hip'
source_filename = "grid_stride.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_78d57d324e670e8b = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_78d57d324e670e8b to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z5scalePfi(ptr addrspace(1) nocapture noundef %data.coerce, i32 noundef %n) local_unnamed_addr #0 !dbg !11 {
entry:
  %0 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !14
  %1 = load i32, ptr addrspace(4) %0, align 4, !dbg !14, !tbaa !18
  %2 = getelementptr inbounds i8, ptr addrspace(4) %0, i64 12, !dbg !14
  %3 = load i16, ptr addrspace(4) %2, align 4, !dbg !14, !tbaa !22
  %4 = zext i16 %3 to i32, !dbg !14
  %5 = mul i32 %1, %4, !dbg !14
  %6 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !24
  %mul = mul i32 %6, %4, !dbg !29
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !30, !range !35
  %add = add i32 %mul, %7, !dbg !36
  %cmp10 = icmp slt i32 %add, %n, !dbg !37
  br i1 %cmp10, label %for.body, label %for.cond.cleanup, !dbg !38

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void, !dbg !39

for.body:                                         ; preds = %entry, %for.body
  %i.011 = phi i32 [ %add7, %for.body ], [ %add, %entry ]
  %idxprom = sext i32 %i.011 to i64, !dbg !40
  %arrayidx = getelementptr inbounds float, ptr addrspace(1) %data.coerce, i64 %idxprom, !dbg !40
  %8 = load float, ptr addrspace(1) %arrayidx, align 4, !dbg !41, !tbaa !42
  %mul6 = fmul contract float %8, 2.000000e+00, !dbg !41
  store float %mul6, ptr addrspace(1) %arrayidx, align 4, !dbg !41, !tbaa !42
  %add7 = add nsw i32 %i.011, %5, !dbg !46
  %cmp = icmp slt i32 %add7, %n, !dbg !37
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !dbg !38, !llvm.loop !47
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z18scale_block_stridePfi(ptr addrspace(1) nocapture noundef %data.coerce, i32 noundef %n) local_unnamed_addr #0 !dbg !50 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !51, !range !35
  %cmp5 = icmp slt i32 %0, %n, !dbg !54
  br i1 %cmp5, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !55

for.body.lr.ph:                                   ; preds = %entry
  %1 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %2 = getelementptr inbounds i8, ptr addrspace(4) %1, i64 12
  %3 = load i16, ptr addrspace(4) %2, align 4, !tbaa !22
  %conv.i.i = zext i16 %3 to i32
  br label %for.body, !dbg !55

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void, !dbg !56

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %i.06 = phi i32 [ %0, %for.body.lr.ph ], [ %add, %for.body ]
  %idxprom = sext i32 %i.06 to i64, !dbg !57
  %arrayidx = getelementptr inbounds float, ptr addrspace(1) %data.coerce, i64 %idxprom, !dbg !57
  %4 = load float, ptr addrspace(1) %arrayidx, align 4, !dbg !58, !tbaa !42
  %mul = fmul contract float %4, 2.000000e+00, !dbg !58
  store float %mul, ptr addrspace(1) %arrayidx, align 4, !dbg !58, !tbaa !42
  %add = add i32 %i.06, %conv.i.i, !dbg !59
  %cmp = icmp slt i32 %add, %n, !dbg !54
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !dbg !55, !llvm.loop !60
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-global-pk-add-bf16-inst,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9, !10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "grid_stride.hip", directory: ".", checksumkind: CSK_MD5, checksum: "88116b8c59af0baf219f4b907eb55119")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 1}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"Debian clang version 15.0.5"}
!11 = distinct !DISubprogram(name: "scale", scope: !1, file: !1, line: 6, type: !12, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 332, column: 10, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "operator*", scope: !16, file: !16, line: 330, type: !12, scopeLine: 331, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_runtime.h", directory: "", checksumkind: CSK_MD5, checksum: "16093af3b78d7538c31396a9fb8b635e")
!17 = distinct !DILocation(line: 7, column: 26, scope: !11)
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !20, i64 0}
!20 = !{!"omnipotent char", !21, i64 0}
!21 = !{!"Simple C/C++ TBAA"}
!22 = !{!23, !23, i64 0}
!23 = !{!"short", !20, i64 0}
!24 = !DILocation(line: 263, column: 69, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 263, type: !12, scopeLine: 263, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!26 = distinct !DILocation(line: 299, column: 64, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!28 = distinct !DILocation(line: 8, column: 16, scope: !11)
!29 = !DILocation(line: 8, column: 27, scope: !11)
!30 = !DILocation(line: 280, column: 12, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 279, type: !12, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!32 = distinct !DILocation(line: 299, column: 64, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!34 = distinct !DILocation(line: 8, column: 42, scope: !11)
!35 = !{i32 0, i32 1024}
!36 = !DILocation(line: 8, column: 40, scope: !11)
!37 = !DILocation(line: 8, column: 57, scope: !11)
!38 = !DILocation(line: 8, column: 3, scope: !11)
!39 = !DILocation(line: 10, column: 1, scope: !11)
!40 = !DILocation(line: 9, column: 5, scope: !11)
!41 = !DILocation(line: 9, column: 13, scope: !11)
!42 = !{!43, !43, i64 0}
!43 = !{!"float", !44, i64 0}
!44 = !{!"omnipotent char", !45, i64 0}
!45 = !{!"Simple C++ TBAA"}
!46 = !DILocation(line: 8, column: 64, scope: !11)
!47 = distinct !{!47, !38, !48, !49}
!48 = !DILocation(line: 9, column: 16, scope: !11)
!49 = !{!"llvm.loop.mustprogress"}
!50 = distinct !DISubprogram(name: "scale_block_stride", scope: !1, file: !1, line: 12, type: !12, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!51 = !DILocation(line: 280, column: 12, scope: !31, inlinedAt: !52)
!52 = distinct !DILocation(line: 299, column: 64, scope: !33, inlinedAt: !53)
!53 = distinct !DILocation(line: 13, column: 16, scope: !50)
!54 = !DILocation(line: 13, column: 31, scope: !50)
!55 = !DILocation(line: 13, column: 3, scope: !50)
!56 = !DILocation(line: 15, column: 1, scope: !50)
!57 = !DILocation(line: 14, column: 5, scope: !50)
!58 = !DILocation(line: 14, column: 13, scope: !50)
!59 = !DILocation(line: 13, column: 38, scope: !50)
!60 = distinct !{!60, !55, !61, !49}
!61 = !DILocation(line: 14, column: 16, scope: !50)
