; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.50-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @atomic_sum_kernel(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree captures(none) %1, i32 inreg %2, ptr addrspace(1) inreg nofree readnone captures(none) %3, ptr addrspace(1) inreg nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !12
  %7 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %6), !dbg !12
  %8 = lshr i32 %7, 6, !dbg !12
  %9 = and i32 %8, 3, !dbg !12
  %10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !13
  %11 = shl i32 %10, 10, !dbg !14
  %12 = and i32 %6, 63, !dbg !15
  %13 = shl nuw nsw i32 %9, 8, !dbg !15
  %14 = shl nuw nsw i32 %12, 2, !dbg !15
  %15 = or disjoint i32 %13, %14, !dbg !15
  %16 = or disjoint i32 %15, %11, !dbg !14
  %17 = or disjoint i32 %16, 1, !dbg !14
  %18 = or disjoint i32 %16, 2, !dbg !14
  %19 = or disjoint i32 %16, 3, !dbg !14
  %20 = icmp slt i32 %16, %2, !dbg !16
  %21 = icmp slt i32 %17, %2, !dbg !16
  %22 = icmp slt i32 %18, %2, !dbg !16
  %23 = icmp slt i32 %19, %2, !dbg !16
  %24 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 159744), !dbg !17
  %25 = shl i32 %16, 2, !dbg !17
  %26 = select i1 %20, i32 %25, i32 -2147483648, !dbg !17
  %27 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %24, i32 %26, i32 0, i32 0), !dbg !17
  %28 = bitcast float %27 to <1 x float>, !dbg !17
  %29 = shl i32 %17, 2, !dbg !17
  %30 = select i1 %21, i32 %29, i32 -2147483648, !dbg !17
  %31 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %24, i32 %30, i32 0, i32 0), !dbg !17
  %32 = bitcast float %31 to <1 x float>, !dbg !17
  %33 = shl i32 %18, 2, !dbg !17
  %34 = select i1 %22, i32 %33, i32 -2147483648, !dbg !17
  %35 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %24, i32 %34, i32 0, i32 0), !dbg !17
  %36 = bitcast float %35 to <1 x float>, !dbg !17
  %37 = shl i32 %19, 2, !dbg !17
  %38 = select i1 %23, i32 %37, i32 -2147483648, !dbg !17
  %39 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %24, i32 %38, i32 0, i32 0), !dbg !17
  %40 = bitcast float %39 to <1 x float>, !dbg !17
  %41 = fadd <1 x float> %28, %36, !dbg !18
  %42 = fadd <1 x float> %32, %40, !dbg !18
  %43 = extractelement <1 x float> %41, i64 0, !dbg !18
  %44 = extractelement <1 x float> %42, i64 0, !dbg !18
  %45 = fadd float %43, %44, !dbg !23
  %46 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %45, i32 280, i32 15, i32 15, i1 true), !dbg !18
  %47 = fadd float %46, %45, !dbg !23
  %48 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %47, i32 276, i32 15, i32 15, i1 true), !dbg !18
  %49 = fadd float %48, %47, !dbg !23
  %50 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %49, i32 274, i32 15, i32 15, i1 true), !dbg !18
  %51 = fadd float %50, %49, !dbg !23
  %52 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %51, i32 273, i32 15, i32 15, i1 true), !dbg !18
  %53 = fadd float %52, %51, !dbg !23
  %54 = tail call float @llvm.amdgcn.update.dpp.f32(float %53, float %53, i32 322, i32 10, i32 15, i1 true), !dbg !18
  %55 = fadd float %54, %53, !dbg !23
  %56 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %55, i32 323, i32 15, i32 15, i1 true), !dbg !18
  %57 = fadd float %56, %55, !dbg !23
  %58 = tail call float @llvm.amdgcn.readlane.f32(float %57, i32 63), !dbg !18
  %59 = shl nuw nsw i32 %9, 2, !dbg !18
  %60 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %59, !dbg !18
  %61 = insertelement <1 x float> poison, float %58, i64 0, !dbg !18
  store <1 x float> %61, ptr addrspace(3) %60, align 4, !dbg !18
  fence syncscope("workgroup") release, !dbg !18, !mmra !24
  tail call void @llvm.amdgcn.s.barrier(), !dbg !18
  fence syncscope("workgroup") acquire, !dbg !18, !mmra !24
  %62 = shl nuw nsw i32 %6, 2, !dbg !18
  %63 = and i32 %62, 12, !dbg !18
  %64 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %63, !dbg !18
  %65 = load <1 x float>, ptr addrspace(3) %64, align 4, !dbg !18
  %66 = extractelement <1 x float> %65, i64 0, !dbg !18
  %67 = bitcast float %66 to i32, !dbg !18
  %68 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %67, i32 78, i32 15, i32 15, i1 true), !dbg !18
  %69 = bitcast i32 %68 to float, !dbg !18
  %70 = fadd float %66, %69, !dbg !23
  %71 = bitcast float %70 to i32, !dbg !18
  %72 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %71, i32 177, i32 15, i32 15, i1 true), !dbg !18
  fence syncscope("workgroup") release, !dbg !12, !mmra !24
  tail call void @llvm.amdgcn.s.barrier(), !dbg !12
  fence syncscope("workgroup") acquire, !dbg !12, !mmra !24
  %73 = or i32 %9, %12, !dbg !12
  %74 = icmp eq i32 %73, 0, !dbg !12
  br i1 %74, label %75, label %79, !dbg !12

75:                                               ; preds = %5
  %76 = bitcast i32 %72 to float
  %77 = fadd float %70, %76
  %78 = atomicrmw fadd ptr addrspace(1) %1, float %77 syncscope("agent") acq_rel, align 4, !dbg !12
  br label %79, !dbg !12

79:                                               ; preds = %75, %5
  fence syncscope("workgroup") release, !dbg !12, !mmra !24
  tail call void @llvm.amdgcn.s.barrier(), !dbg !12
  fence syncscope("workgroup") acquire, !dbg !12, !mmra !24
  ret void, !dbg !25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.update.dpp.f32(float, float, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #6

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #5

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.readlane.f32(float, i32) #7

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #7 = { convergent nocallback nofree nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "/work/wt/triton-targets/examples/triton")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "atomic_sum_kernel", linkageName: "atomic_sum_kernel", scope: !1, file: !1, line: 168, type: !5, scopeLine: 168, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 174, column: 5, scope: !4)
!13 = !DILocation(line: 171, column: 11, scope: !4)
!14 = !DILocation(line: 172, column: 12, scope: !4)
!15 = !DILocation(line: 172, column: 26, scope: !4)
!16 = !DILocation(line: 173, column: 36, scope: !4)
!17 = !DILocation(line: 173, column: 9, scope: !4)
!18 = !DILocation(line: 314, column: 12, scope: !19, inlinedAt: !21)
!19 = distinct !DILexicalBlockFile(scope: !4, file: !20, discriminator: 0)
!20 = !DIFile(filename: "standard.py", directory: "/work/venv/lib/python3.11/site-packages/triton/language")
!21 = !DILocation(line: 174, column: 28, scope: !22)
!22 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!23 = !DILocation(line: 287, column: 12, scope: !19, inlinedAt: !18)
!24 = !{!"amdgpu-synchronize-as", !"local"}
!25 = !DILocation(line: 168, column: 1, scope: !4)
!amdsync.lds_tiles = !{!26}
!26 = !{!"global_smem", i64 0, i64 16, !"tt.reduce", !"", !"kernels.py", i64 174, i64 28}
