; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu12.50-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @atomic_sum_kernel(ptr addrspace(1) nofree readonly captures(none) %0, ptr addrspace(1) nofree captures(none) %1, i32 %2, ptr addrspace(1) nofree readnone captures(none) %3, ptr addrspace(1) nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.amdgcn.wave.id(), !dbg !12
  %7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !13
  %8 = shl i32 %7, 10, !dbg !14
  %9 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !15
  %10 = and i32 %9, 31, !dbg !15
  %11 = shl i32 %6, 5, !dbg !15
  %12 = or disjoint i32 %10, %11, !dbg !15
  %13 = shl i32 %12, 2, !dbg !15
  %14 = and i32 %13, 508, !dbg !15
  %15 = or disjoint i32 %14, %8, !dbg !14
  %16 = or disjoint i32 %15, 1, !dbg !14
  %17 = or disjoint i32 %15, 2, !dbg !14
  %18 = or disjoint i32 %15, 3, !dbg !14
  %19 = or disjoint i32 %15, 512, !dbg !14
  %20 = or disjoint i32 %15, 513, !dbg !14
  %21 = or disjoint i32 %15, 514, !dbg !14
  %22 = or disjoint i32 %15, 515, !dbg !14
  %23 = icmp slt i32 %15, %2, !dbg !16
  %24 = icmp slt i32 %16, %2, !dbg !16
  %25 = icmp slt i32 %17, %2, !dbg !16
  %26 = icmp slt i32 %18, %2, !dbg !16
  %27 = icmp slt i32 %19, %2, !dbg !16
  %28 = icmp slt i32 %20, %2, !dbg !16
  %29 = icmp slt i32 %21, %2, !dbg !16
  %30 = icmp slt i32 %22, %2, !dbg !16
  %31 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 822243328), !dbg !17
  %32 = shl i32 %15, 2, !dbg !17
  %33 = select i1 %23, i32 %32, i32 -2147483648, !dbg !17
  %34 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %31, i32 %33, i32 0, i32 0), !dbg !17
  %35 = bitcast float %34 to <1 x float>, !dbg !17
  %36 = shl i32 %16, 2, !dbg !17
  %37 = select i1 %24, i32 %36, i32 -2147483648, !dbg !17
  %38 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %31, i32 %37, i32 0, i32 0), !dbg !17
  %39 = bitcast float %38 to <1 x float>, !dbg !17
  %40 = shl i32 %17, 2, !dbg !17
  %41 = select i1 %25, i32 %40, i32 -2147483648, !dbg !17
  %42 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %31, i32 %41, i32 0, i32 0), !dbg !17
  %43 = bitcast float %42 to <1 x float>, !dbg !17
  %44 = shl i32 %18, 2, !dbg !17
  %45 = select i1 %26, i32 %44, i32 -2147483648, !dbg !17
  %46 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %31, i32 %45, i32 0, i32 0), !dbg !17
  %47 = bitcast float %46 to <1 x float>, !dbg !17
  %48 = shl i32 %19, 2, !dbg !17
  %49 = select i1 %27, i32 %48, i32 -2147483648, !dbg !17
  %50 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %31, i32 %49, i32 0, i32 0), !dbg !17
  %51 = bitcast float %50 to <1 x float>, !dbg !17
  %52 = shl i32 %20, 2, !dbg !17
  %53 = select i1 %28, i32 %52, i32 -2147483648, !dbg !17
  %54 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %31, i32 %53, i32 0, i32 0), !dbg !17
  %55 = bitcast float %54 to <1 x float>, !dbg !17
  %56 = shl i32 %21, 2, !dbg !17
  %57 = select i1 %29, i32 %56, i32 -2147483648, !dbg !17
  %58 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %31, i32 %57, i32 0, i32 0), !dbg !17
  %59 = bitcast float %58 to <1 x float>, !dbg !17
  %60 = shl i32 %22, 2, !dbg !17
  %61 = select i1 %30, i32 %60, i32 -2147483648, !dbg !17
  %62 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %31, i32 %61, i32 0, i32 0), !dbg !17
  %63 = bitcast float %62 to <1 x float>, !dbg !17
  %64 = fadd <1 x float> %35, %43, !dbg !18
  %65 = fadd <1 x float> %39, %47, !dbg !18
  %66 = fadd <1 x float> %51, %59, !dbg !18
  %67 = fadd <1 x float> %55, %63, !dbg !18
  %68 = fadd <1 x float> %64, %66, !dbg !18
  %69 = fadd <1 x float> %65, %67, !dbg !18
  %70 = extractelement <1 x float> %68, i64 0, !dbg !18
  %71 = extractelement <1 x float> %69, i64 0, !dbg !18
  %72 = fadd float %70, %71, !dbg !23
  %73 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %72, i32 280, i32 15, i32 15, i1 true), !dbg !18
  %74 = fadd float %73, %72, !dbg !23
  %75 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %74, i32 276, i32 15, i32 15, i1 true), !dbg !18
  %76 = fadd float %75, %74, !dbg !23
  %77 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %76, i32 274, i32 15, i32 15, i1 true), !dbg !18
  %78 = fadd float %77, %76, !dbg !23
  %79 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %78, i32 273, i32 15, i32 15, i1 true), !dbg !18
  %80 = fadd float %79, %78, !dbg !23
  %81 = bitcast float %80 to i32, !dbg !18
  %82 = tail call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %81, i32 -1, i32 -1, i1 true, i1 false), !dbg !18
  %83 = bitcast i32 %82 to float, !dbg !18
  %84 = fadd float %80, %83, !dbg !23
  %85 = tail call float @llvm.amdgcn.readlane.f32(float %84, i32 31), !dbg !18
  %86 = lshr exact i32 %11, 3, !dbg !18
  %87 = and i32 %86, 12, !dbg !18
  %88 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %87, !dbg !18
  %89 = insertelement <1 x float> poison, float %85, i64 0, !dbg !18
  store <1 x float> %89, ptr addrspace(3) %88, align 4, !dbg !18
  fence syncscope("workgroup") release, !dbg !18, !mmra !24
  ; seeded bug, removed: tail call void @llvm.amdgcn.s.barrier(), !dbg !18
  fence syncscope("workgroup") acquire, !dbg !18, !mmra !24
  %90 = shl nuw nsw i32 %9, 2, !dbg !18
  %91 = and i32 %90, 12, !dbg !18
  %92 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %91, !dbg !18
  %93 = load <1 x float>, ptr addrspace(3) %92, align 4, !dbg !18
  %94 = extractelement <1 x float> %93, i64 0, !dbg !18
  %95 = bitcast float %94 to i32, !dbg !18
  %96 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %95, i32 354, i32 15, i32 15, i1 true), !dbg !18
  %97 = bitcast i32 %96 to float, !dbg !18
  %98 = fadd float %94, %97, !dbg !23
  %99 = bitcast float %98 to i32, !dbg !18
  %100 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %99, i32 353, i32 15, i32 15, i1 true), !dbg !18
  fence syncscope("workgroup") release, !dbg !12, !mmra !24
  tail call void @llvm.amdgcn.s.barrier(), !dbg !12
  fence syncscope("workgroup") acquire, !dbg !12, !mmra !24
  %101 = or i32 %10, %6, !dbg !12
  %102 = icmp eq i32 %101, 0, !dbg !12
  br i1 %102, label %103, label %107, !dbg !12

103:                                              ; preds = %5
  %104 = bitcast i32 %100 to float
  %105 = fadd float %98, %104
  %106 = atomicrmw fadd ptr addrspace(1) %1, float %105 syncscope("agent") acq_rel, align 4, !dbg !12
  br label %107, !dbg !12

107:                                              ; preds = %103, %5
  fence syncscope("workgroup") release, !dbg !12, !mmra !24
  tail call void @llvm.amdgcn.s.barrier(), !dbg !12
  fence syncscope("workgroup") acquire, !dbg !12, !mmra !24
  ret void, !dbg !25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.wave.id() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #3

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.update.dpp.f32(float, float, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.permlanex16.i32(i32, i32, i32, i32, i1 immarg, i1 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.readlane.f32(float, i32) #6

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-cluster-dims"="1,1,1" "amdgpu-expert-scheduling-mode"="true" "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "amdgpu-sched-strategy"="coexec" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #4 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #6 = { convergent nocallback nofree nounwind willreturn memory(none) }

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
