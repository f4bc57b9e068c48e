; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu12.50-amd-amdhsa"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @copy_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, i32 %3, ptr addrspace(1) nofree readnone captures(none) %4, ptr addrspace(1) nofree readnone captures(none) %5) local_unnamed_addr #0 !dbg !4 {
  %7 = tail call i32 @llvm.amdgcn.wave.id(), !dbg !12
  %8 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !13
  %isneg = icmp slt i32 %3, 0, !dbg !14
  %9 = select i1 %isneg, i32 65535, i32 0, !dbg !14
  %10 = ptrtoint ptr addrspace(1) %0 to i64, !dbg !14
  %11 = trunc i64 %10 to i32, !dbg !14
  %12 = lshr i64 %10, 32, !dbg !14
  %13 = trunc nuw i64 %12 to i32, !dbg !14
  %14 = or i32 %13, -2147483648, !dbg !14
  %15 = tail call i32 @llvm.fshl.i32(i32 %2, i32 %3, i32 16), !dbg !14
  %16 = and i32 %2, -65536, !dbg !15
  %17 = ptrtoint ptr addrspace(1) %1 to i64, !dbg !16
  %18 = trunc i64 %17 to i32, !dbg !16
  %19 = lshr i64 %17, 32, !dbg !16
  %20 = trunc nuw i64 %19 to i32, !dbg !16
  %21 = or i32 %20, -2147483648, !dbg !16
  %22 = shl i32 %8, 5, !dbg !17
  %23 = insertelement <4 x i32> poison, i32 %11, i64 2, !dbg !15
  %24 = insertelement <4 x i32> %23, i32 %14, i64 3, !dbg !15
  %25 = zext i32 %3 to i64, !dbg !15
  %26 = zext nneg i32 %9 to i64, !dbg !15
  %27 = shl nuw nsw i64 %26, 32, !dbg !15
  %28 = or disjoint i64 %27, %25, !dbg !15
  %29 = sext i32 %22 to i64, !dbg !15
  %30 = shl nsw i64 %29, 2, !dbg !15
  %31 = mul i64 %30, %28, !dbg !15
  %32 = bitcast <4 x i32> %24 to <2 x i64>, !dbg !15
  %33 = extractelement <2 x i64> %32, i64 1, !dbg !15
  %34 = add i64 %31, %33, !dbg !15
  %35 = lshr i32 %15, 16, !dbg !15
  %36 = or disjoint i32 %35, %16, !dbg !15
  %37 = sub i32 %36, %22, !dbg !15
  %38 = tail call i32 @llvm.smax.i32(i32 %37, i32 0), !dbg !15
  %39 = icmp slt i32 %22, 0, !dbg !15
  %40 = select i1 %39, i32 0, i32 %38, !dbg !15
  %41 = and i32 %3, 65535, !dbg !15
  %42 = shl i32 %15, 16, !dbg !15
  %43 = or disjoint i32 %42, %41, !dbg !15
  %44 = tail call i32 @llvm.smax.i32(i32 %43, i32 0), !dbg !15
  %45 = shl i32 %44, 16, !dbg !15
  %46 = tail call i32 @llvm.fshl.i32(i32 %40, i32 %44, i32 16), !dbg !15
  %47 = trunc i64 %34 to i32, !dbg !15
  %48 = lshr i64 %34, 32, !dbg !15
  %49 = trunc nuw i64 %48 to i32, !dbg !15
  %50 = insertelement <8 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 0>, i32 %3, i64 5, !dbg !15
  %51 = insertelement <8 x i32> %50, i32 %9, i64 6, !dbg !15
  %52 = and i32 %44, 65535, !dbg !15
  %53 = shl i32 %46, 16, !dbg !15
  %54 = or disjoint i32 %53, %52, !dbg !15
  %55 = lshr i32 %46, 16, !dbg !15
  %56 = and i32 %40, 2147418112, !dbg !15
  %57 = or disjoint i32 %55, %56, !dbg !15
  %58 = and i32 %7, 3, !dbg !15
  %59 = shl nuw nsw i32 %58, 3, !dbg !15
  %.idx = mul nuw nsw i32 %58, 1152, !dbg !15
  %60 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %.idx, !dbg !15
  %61 = sub nsw i32 %57, %59, !dbg !15
  %62 = tail call i32 @llvm.smax.i32(i32 %61, i32 0), !dbg !15
  %63 = ptrtoint ptr addrspace(3) %60 to i32, !dbg !15
  %64 = insertelement <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, i32 %63, i64 1, !dbg !15
  %65 = insertelement <4 x i32> %64, i32 %47, i64 2, !dbg !15
  %66 = insertelement <4 x i32> %65, i32 %49, i64 3, !dbg !15
  %67 = shl nuw nsw i32 %58, 5, !dbg !15
  %68 = zext nneg i32 %67 to i64, !dbg !15
  %69 = mul nuw nsw i64 %28, %68, !dbg !15
  %70 = bitcast <4 x i32> %66 to <2 x i64>, !dbg !15
  %71 = extractelement <2 x i64> %70, i64 1, !dbg !15
  %72 = add i64 %71, %69, !dbg !15
  %73 = insertelement <2 x i64> %70, i64 %72, i64 1, !dbg !15
  %74 = bitcast <2 x i64> %73 to <4 x i32>, !dbg !15
  %75 = and i32 %46, 32767, !dbg !15
  %76 = shl i32 %62, 16, !dbg !15
  %77 = or disjoint i32 %76, %75, !dbg !15
  %78 = lshr i32 %62, 16, !dbg !15
  %79 = or disjoint i32 %78, 2097152, !dbg !15
  %80 = shufflevector <8 x i32> <i32 118620160, i32 poison, i32 poison, i32 poison, i32 8, i32 poison, i32 poison, i32 poison>, <8 x i32> %51, <8 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 4, i32 13, i32 14, i32 15>, !dbg !15
  %81 = insertelement <8 x i32> %80, i32 %45, i64 1, !dbg !15
  %82 = insertelement <8 x i32> %81, i32 %77, i64 2, !dbg !15
  %83 = insertelement <8 x i32> %82, i32 %79, i64 3, !dbg !15
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %74, <8 x i32> %83, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !15
  tail call void @llvm.amdgcn.s.wait.tensorcnt(i16 0), !dbg !15
  fence syncscope("workgroup") release, !dbg !15, !mmra !18
  tail call void @llvm.amdgcn.s.barrier(), !dbg !15
  fence syncscope("workgroup") acquire, !dbg !15, !mmra !18
  %84 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !15
  %85 = and i32 %84, 31, !dbg !15
  %86 = shl i32 %7, 5, !dbg !15
  %.masked = and i32 %86, 96, !dbg !15
  %87 = or disjoint i32 %.masked, %85, !dbg !15
  %88 = shl nuw nsw i32 %87, 4, !dbg !15
  %89 = shl nuw nsw i32 %87, 1, !dbg !15
  %90 = and i32 %89, 240, !dbg !15
  %91 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %88, !dbg !15
  %92 = getelementptr inbounds nuw i8, ptr addrspace(3) %91, i32 %90, !dbg !15
  %93 = load <4 x float>, ptr addrspace(3) %92, align 16, !dbg !15
  %94 = getelementptr inbounds nuw i8, ptr addrspace(3) %92, i32 2304, !dbg !15
  %95 = load <4 x float>, ptr addrspace(3) %94, align 16, !dbg !15
  %96 = shufflevector <4 x float> %93, <4 x float> poison, <2 x i32> <i32 0, i32 1>, !dbg !19
  %97 = fadd <2 x float> %96, splat (float 1.000000e+00), !dbg !19
  %98 = shufflevector <4 x float> %93, <4 x float> poison, <2 x i32> <i32 2, i32 3>, !dbg !19
  %99 = fadd <2 x float> %98, splat (float 1.000000e+00), !dbg !19
  %100 = shufflevector <4 x float> %95, <4 x float> poison, <2 x i32> <i32 0, i32 1>, !dbg !19
  %101 = fadd <2 x float> %100, splat (float 1.000000e+00), !dbg !19
  %102 = shufflevector <4 x float> %95, <4 x float> poison, <2 x i32> <i32 2, i32 3>, !dbg !19
  %103 = fadd <2 x float> %102, splat (float 1.000000e+00), !dbg !19
  fence syncscope("workgroup") release, !dbg !12, !mmra !18
  tail call void @llvm.amdgcn.s.barrier(), !dbg !12
  fence syncscope("workgroup") acquire, !dbg !12, !mmra !18
  %104 = shufflevector <2 x float> %97, <2 x float> %99, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !12
  store <4 x float> %104, ptr addrspace(3) %92, align 16, !dbg !12
  %105 = shufflevector <2 x float> %101, <2 x float> %103, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !12
  store <4 x float> %105, ptr addrspace(3) %94, align 16, !dbg !12
  %106 = insertelement <4 x i32> <i32 1, i32 0, i32 poison, i32 poison>, i32 %18, i64 2, !dbg !12
  %107 = insertelement <4 x i32> %106, i32 %21, i64 3, !dbg !12
  %108 = bitcast <4 x i32> %107 to <2 x i64>, !dbg !12
  %109 = extractelement <2 x i64> %108, i64 1, !dbg !12
  %110 = add i64 %31, %109, !dbg !12
  %111 = insertelement <2 x i64> %108, i64 %110, i64 1, !dbg !12
  %112 = bitcast <2 x i64> %111 to <4 x i32>, !dbg !12
  %113 = trunc i64 %110 to i32, !dbg !12
  fence syncscope("workgroup") release, !dbg !12, !mmra !18
  tail call void @llvm.amdgcn.s.barrier(), !dbg !12
  fence syncscope("workgroup") acquire, !dbg !12, !mmra !18
  %114 = tail call i32 @llvm.umin.i32(i32 %54, i32 32), !dbg !12
  %115 = insertelement <4 x i32> %112, i32 %63, i64 1, !dbg !12
  %116 = insertelement <4 x i32> %115, i32 %113, i64 2, !dbg !12
  %117 = shufflevector <4 x i32> %116, <4 x i32> %112, <4 x i32> <i32 0, i32 1, i32 2, i32 7>, !dbg !12
  %118 = bitcast <4 x i32> %117 to <2 x i64>, !dbg !12
  %119 = extractelement <2 x i64> %118, i64 1, !dbg !12
  %120 = add i64 %119, %69, !dbg !12
  %121 = insertelement <2 x i64> %118, i64 %120, i64 1, !dbg !12
  %122 = bitcast <2 x i64> %121 to <4 x i32>, !dbg !12
  %123 = shl nuw nsw i32 %114, 16, !dbg !12
  %124 = or disjoint i32 %78, 2359296, !dbg !12
  %125 = insertelement <8 x i32> %80, i32 %123, i64 1, !dbg !12
  %126 = insertelement <8 x i32> %125, i32 %76, i64 2, !dbg !12
  %127 = insertelement <8 x i32> %126, i32 %124, i64 3, !dbg !12
  tail call void @llvm.amdgcn.tensor.store.from.lds(<4 x i32> %122, <8 x i32> %127, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !12
  tail call void @llvm.amdgcn.s.wait.tensorcnt(i16 0), !dbg !12
  fence syncscope("workgroup") release, !dbg !12, !mmra !18
  tail call void @llvm.amdgcn.s.barrier(), !dbg !12
  fence syncscope("workgroup") acquire, !dbg !12, !mmra !18
  ret void, !dbg !20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.wave.id() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

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

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.amdgcn.tensor.store.from.lds(<4 x i32>, <8 x i32>, <4 x i32>, <4 x i32>, <8 x i32>, i32 immarg) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #6

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
!1 = !DIFile(filename: "tdm_copy.py", directory: "/work/wt/reader/tests/formats/llvm/triton")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "copy_kernel", linkageName: "copy_kernel", scope: !1, file: !1, line: 21, type: !5, scopeLine: 21, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !9, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 26, column: 5, scope: !4)
!13 = !DILocation(line: 22, column: 11, scope: !4)
!14 = !DILocation(line: 23, column: 11, scope: !4)
!15 = !DILocation(line: 25, column: 9, scope: !4)
!16 = !DILocation(line: 24, column: 11, scope: !4)
!17 = !DILocation(line: 25, column: 19, scope: !4)
!18 = !{!"amdgpu-synchronize-as", !"local"}
!19 = !DILocation(line: 26, column: 35, scope: !4)
!20 = !DILocation(line: 21, column: 1, scope: !4)
