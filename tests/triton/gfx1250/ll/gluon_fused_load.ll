; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu12.50-amd-amdhsa"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @fused_load_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) nofree writeonly captures(none) %2, i32 %3, i32 %4, ptr addrspace(1) nofree readnone captures(none) %5, ptr addrspace(1) nofree readnone captures(none) %6) local_unnamed_addr #0 !dbg !4 {
  %8 = tail call i32 @llvm.amdgcn.wave.id(), !dbg !12
  %isneg = icmp slt i32 %4, 0, !dbg !13
  %9 = select i1 %isneg, i32 65535, i32 0, !dbg !13
  %10 = ptrtoint ptr addrspace(1) %0 to i64, !dbg !13
  %11 = trunc i64 %10 to i32, !dbg !13
  %12 = lshr i64 %10, 32, !dbg !13
  %13 = trunc nuw i64 %12 to i32, !dbg !13
  %14 = or i32 %13, -2147483648, !dbg !13
  %15 = tail call i32 @llvm.fshl.i32(i32 %3, i32 %4, i32 16), !dbg !13
  %16 = ptrtoint ptr addrspace(1) %1 to i64, !dbg !14
  %17 = trunc i64 %16 to i32, !dbg !14
  %18 = lshr i64 %16, 32, !dbg !14
  %19 = trunc nuw i64 %18 to i32, !dbg !14
  %20 = or i32 %19, -2147483648, !dbg !14
  %21 = zext i32 %4 to i64, !dbg !15
  %22 = zext nneg i32 %9 to i64, !dbg !15
  %23 = shl nuw nsw i64 %22, 32, !dbg !15
  %24 = or disjoint i64 %23, %21, !dbg !15
  %25 = and i32 %4, 65535, !dbg !16
  %26 = shl i32 %15, 16, !dbg !16
  %27 = or disjoint i32 %26, %25, !dbg !16
  %28 = lshr i32 %15, 16, !dbg !16
  %29 = and i32 %3, -65536, !dbg !16
  %30 = or disjoint i32 %28, %29, !dbg !16
  %31 = and i32 %8, 1, !dbg !16
  %32 = shl nuw nsw i32 %31, 3, !dbg !16
  %.idx = mul nuw nsw i32 %31, 640, !dbg !16
  %33 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %.idx, !dbg !16
  %34 = sub i32 %30, %32, !dbg !16
  %35 = tail call i32 @llvm.smax.i32(i32 %34, i32 0), !dbg !16
  %36 = tail call i32 @llvm.smax.i32(i32 %27, i32 0), !dbg !16
  %37 = ptrtoint ptr addrspace(3) %33 to i32, !dbg !16
  %38 = lshr i32 %8, 1, !dbg !16
  %.lobit = and i32 %38, 1, !dbg !16
  %39 = xor i32 %.lobit, 1, !dbg !16
  %40 = insertelement <4 x i32> poison, i32 %39, i64 0, !dbg !16
  %41 = insertelement <4 x i32> %40, i32 %37, i64 1, !dbg !16
  %42 = insertelement <4 x i32> %41, i32 %11, i64 2, !dbg !16
  %43 = insertelement <4 x i32> %42, i32 %14, i64 3, !dbg !16
  %44 = shl nuw nsw i32 %31, 4, !dbg !16
  %45 = zext nneg i32 %44 to i64, !dbg !16
  %46 = mul nuw nsw i64 %24, %45, !dbg !16
  %47 = bitcast <4 x i32> %43 to <2 x i64>, !dbg !16
  %48 = extractelement <2 x i64> %47, i64 1, !dbg !16
  %49 = add nsw i64 %46, %48, !dbg !16
  %50 = insertelement <2 x i64> %47, i64 %49, i64 1, !dbg !16
  %51 = shl i32 %36, 16, !dbg !16
  %52 = insertelement <8 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 0>, i32 %4, i64 5, !dbg !16
  %53 = insertelement <8 x i32> %52, i32 %9, i64 6, !dbg !16
  %54 = tail call i32 @llvm.fshl.i32(i32 %35, i32 %36, i32 16), !dbg !16
  %55 = lshr i32 %35, 16, !dbg !16
  %56 = or disjoint i32 %55, 2097152, !dbg !16
  %57 = shufflevector <8 x i32> <i32 114360320, i32 poison, i32 poison, i32 poison, i32 8, i32 poison, i32 poison, i32 poison>, <8 x i32> %53, <8 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 4, i32 13, i32 14, i32 15>, !dbg !16
  %58 = insertelement <8 x i32> %57, i32 %51, i64 1, !dbg !16
  %59 = insertelement <8 x i32> %58, i32 %54, i64 2, !dbg !16
  %60 = insertelement <8 x i32> %59, i32 %56, i64 3, !dbg !16
  %61 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 1264), i32 %.idx, !dbg !16
  %62 = ptrtoint ptr addrspace(3) %61 to i32, !dbg !16
  %63 = insertelement <4 x i32> poison, i32 %.lobit, i64 0, !dbg !16
  %64 = insertelement <4 x i32> %63, i32 %62, i64 1, !dbg !16
  %65 = insertelement <4 x i32> %64, i32 %17, i64 2, !dbg !16
  %66 = insertelement <4 x i32> %65, i32 %20, i64 3, !dbg !16
  %67 = bitcast <4 x i32> %66 to <2 x i64>, !dbg !16
  %68 = extractelement <2 x i64> %67, i64 1, !dbg !16
  %69 = add nsw i64 %46, %68, !dbg !16
  %70 = insertelement <2 x i64> %67, i64 %69, i64 1, !dbg !16
  %.not = icmp ugt i32 %8, 1, !dbg !16
  %.v = select i1 %.not, <2 x i64> %70, <2 x i64> %50, !dbg !16
  %71 = bitcast <2 x i64> %.v to <4 x i32>, !dbg !16
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %71, <8 x i32> %60, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !16
  tail call void @llvm.amdgcn.s.wait.tensorcnt(i16 0), !dbg !17
  fence syncscope("workgroup") release, !dbg !18
  tail call void @llvm.amdgcn.s.barrier(), !dbg !18
  fence syncscope("workgroup") acquire, !dbg !18
  %72 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !19
  %73 = and i32 %72, 24, !dbg !19
  %74 = shl i32 %8, 5, !dbg !19
  %75 = and i32 %72, 3, !dbg !19
  %.masked = and i32 %74, 96, !dbg !19
  %76 = or disjoint i32 %.masked, %73, !dbg !19
  %77 = lshr exact i32 %76, 3, !dbg !20
  %78 = shl nuw nsw i32 %75, 3, !dbg !12
  %79 = icmp slt i32 %77, %3, !dbg !21
  %80 = icmp slt i32 %78, %4, !dbg !22
  %81 = and i1 %79, %80, !dbg !23
  %82 = and i32 %72, 4, !dbg !24
  %83 = icmp eq i32 %82, 0, !dbg !24
  %84 = and i1 %83, %81, !dbg !24
  br i1 %84, label %85, label %117, !dbg !24

85:                                               ; preds = %7
  %86 = shl nuw nsw i32 %75, 4, !dbg !19
  %87 = shl nuw nsw i32 %76, 3, !dbg !19
  %88 = or disjoint i32 %87, %86, !dbg !19
  %89 = shl nuw nsw i32 %76, 1, !dbg !19
  %90 = add nuw nsw i32 %88, %89, !dbg !19
  %91 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %90, !dbg !19
  %92 = load <8 x half>, ptr addrspace(3) %91, align 16, !dbg !19
  %93 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 1264), i32 %90, !dbg !25
  %94 = load <8 x half>, ptr addrspace(3) %93, align 16, !dbg !25
  %95 = shufflevector <8 x half> %92, <8 x half> poison, <2 x i32> <i32 0, i32 1>, !dbg !19
  %96 = shufflevector <8 x half> %94, <8 x half> poison, <2 x i32> <i32 0, i32 1>, !dbg !19
  %97 = fadd <2 x half> %95, %96, !dbg !19
  %98 = shufflevector <8 x half> %92, <8 x half> poison, <2 x i32> <i32 2, i32 3>, !dbg !19
  %99 = shufflevector <8 x half> %94, <8 x half> poison, <2 x i32> <i32 2, i32 3>, !dbg !19
  %100 = fadd <2 x half> %98, %99, !dbg !19
  %101 = shufflevector <2 x half> %97, <2 x half> %100, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !24
  %102 = shufflevector <8 x half> %92, <8 x half> poison, <2 x i32> <i32 4, i32 5>, !dbg !19
  %103 = shufflevector <8 x half> %94, <8 x half> poison, <2 x i32> <i32 4, i32 5>, !dbg !19
  %104 = fadd <2 x half> %102, %103, !dbg !19
  %105 = shufflevector <2 x half> %104, <2 x half> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !24
  %106 = shufflevector <8 x half> %101, <8 x half> %105, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 poison, i32 poison>, !dbg !24
  %107 = shufflevector <8 x half> %92, <8 x half> poison, <2 x i32> <i32 6, i32 7>, !dbg !19
  %108 = shufflevector <8 x half> %94, <8 x half> poison, <2 x i32> <i32 6, i32 7>, !dbg !19
  %109 = fadd <2 x half> %107, %108, !dbg !19
  %110 = shufflevector <2 x half> %109, <2 x half> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !24
  %111 = shufflevector <8 x half> %106, <8 x half> %110, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 8, i32 9>, !dbg !24
  %112 = mul i32 %4, %77, !dbg !26
  %113 = sext i32 %112 to i64, !dbg !27
  %114 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %113, !dbg !27
  %115 = zext nneg i32 %78 to i64, !dbg !27
  %116 = getelementptr [2 x i8], ptr addrspace(1) %114, i64 %115, !dbg !27
  store <8 x half> %111, ptr addrspace(1) %116, align 16, !dbg !24
  br label %117, !dbg !24

117:                                              ; preds = %85, %7
  ret void, !dbg !28
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.wave.id() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.amdgcn.tensor.load.to.lds(<4 x i32>, <8 x i32>, <4 x i32>, <4 x i32>, <8 x i32>, i32 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.amdgcn.s.wait.tensorcnt(i16 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #6

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-cluster-dims"="1,1,1" "amdgpu-expert-scheduling-mode"="true" "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "amdgpu-sched-strategy"="coexec" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "/work/wt/tdm/tests/triton/gfx1250")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "fused_load_kernel", linkageName: "fused_load_kernel", scope: !1, file: !1, line: 158, type: !5, scopeLine: 158, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !7, !9, !9, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 177, column: 12, scope: !4)
!13 = !DILocation(line: 163, column: 14, scope: !4)
!14 = !DILocation(line: 165, column: 14, scope: !4)
!15 = !DILocation(line: 169, column: 14, scope: !4)
!16 = !DILocation(line: 171, column: 5, scope: !4)
!17 = !DILocation(line: 172, column: 5, scope: !4)
!18 = !DILocation(line: 173, column: 5, scope: !4)
!19 = !DILocation(line: 175, column: 13, scope: !4)
!20 = !DILocation(line: 176, column: 12, scope: !4)
!21 = !DILocation(line: 178, column: 13, scope: !4)
!22 = !DILocation(line: 178, column: 35, scope: !4)
!23 = !DILocation(line: 178, column: 12, scope: !4)
!24 = !DILocation(line: 179, column: 5, scope: !4)
!25 = !DILocation(line: 175, column: 29, scope: !4)
!26 = !DILocation(line: 179, column: 26, scope: !4)
!27 = !DILocation(line: 179, column: 16, scope: !4)
!28 = !DILocation(line: 158, column: 1, scope: !4)
