; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu12.50-amd-amdhsa"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @transpose_kernel(ptr addrspace(1) %0, ptr addrspace(1) nofree writeonly captures(none) %1, i32 %2, i32 %3, ptr addrspace(1) nofree readnone captures(none) %4, ptr addrspace(1) nofree readnone captures(none) %5) local_unnamed_addr #0 !dbg !4 {
  %7 = tail call i32 @llvm.amdgcn.wave.id(), !dbg !12
  %isneg = icmp slt i32 %3, 0, !dbg !13
  %8 = select i1 %isneg, i32 65535, i32 0, !dbg !13
  %9 = ptrtoint ptr addrspace(1) %0 to i64, !dbg !13
  %10 = trunc i64 %9 to i32, !dbg !13
  %11 = lshr i64 %9, 32, !dbg !13
  %12 = trunc nuw i64 %11 to i32, !dbg !13
  %13 = or i32 %12, -2147483648, !dbg !13
  %14 = tail call i32 @llvm.fshl.i32(i32 %2, i32 %3, i32 16), !dbg !13
  %15 = and i32 %2, -65536, !dbg !14
  %16 = zext i32 %3 to i64, !dbg !14
  %17 = zext nneg i32 %8 to i64, !dbg !14
  %18 = shl nuw nsw i64 %17, 32, !dbg !14
  %19 = or disjoint i64 %18, %16, !dbg !14
  %20 = lshr i32 %14, 16, !dbg !14
  %21 = or disjoint i32 %20, %15, !dbg !14
  %22 = tail call i32 @llvm.smax.i32(i32 %21, i32 0), !dbg !14
  %23 = and i32 %3, 65535, !dbg !14
  %24 = shl i32 %14, 16, !dbg !14
  %25 = or disjoint i32 %24, %23, !dbg !14
  %26 = tail call i32 @llvm.smax.i32(i32 %25, i32 0), !dbg !14
  %27 = tail call i32 @llvm.fshl.i32(i32 %22, i32 %26, i32 16), !dbg !14
  %28 = and i32 %27, 32767, !dbg !14
  %29 = lshr i32 %27, 16, !dbg !14
  %30 = and i32 %22, 2147418112, !dbg !14
  %31 = or disjoint i32 %29, %30, !dbg !14
  %32 = and i32 %7, 3, !dbg !14
  %33 = shl nuw nsw i32 %32, 3, !dbg !14
  %.idx = mul nuw nsw i32 %32, 640, !dbg !14
  %34 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %.idx, !dbg !14
  %35 = sub nsw i32 %31, %33, !dbg !14
  %36 = tail call i32 @llvm.smax.i32(i32 %35, i32 0), !dbg !14
  %37 = ptrtoint ptr addrspace(3) %34 to i32, !dbg !14
  %38 = insertelement <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, i32 %37, i64 1, !dbg !14
  %39 = insertelement <4 x i32> %38, i32 %10, i64 2, !dbg !14
  %40 = insertelement <4 x i32> %39, i32 %13, i64 3, !dbg !14
  %41 = shl nuw nsw i32 %32, 4, !dbg !14
  %42 = zext nneg i32 %41 to i64, !dbg !14
  %43 = mul nuw nsw i64 %19, %42, !dbg !14
  %44 = bitcast <4 x i32> %40 to <2 x i64>, !dbg !14
  %45 = extractelement <2 x i64> %44, i64 1, !dbg !14
  %46 = add nsw i64 %43, %45, !dbg !14
  %47 = insertelement <2 x i64> %44, i64 %46, i64 1, !dbg !14
  %48 = bitcast <2 x i64> %47 to <4 x i32>, !dbg !14
  %49 = shl i32 %26, 16, !dbg !14
  %50 = shl i32 %36, 16, !dbg !14
  %51 = or disjoint i32 %50, %28, !dbg !14
  %52 = lshr i32 %36, 16, !dbg !14
  %53 = or disjoint i32 %52, 2097152, !dbg !14
  %54 = insertelement <8 x i32> <i32 114360320, i32 poison, i32 poison, i32 poison, i32 8, i32 poison, i32 poison, i32 0>, i32 %49, i64 1, !dbg !14
  %55 = insertelement <8 x i32> %54, i32 %51, i64 2, !dbg !14
  %56 = insertelement <8 x i32> %55, i32 %53, i64 3, !dbg !14
  %57 = insertelement <8 x i32> %56, i32 %3, i64 5, !dbg !14
  %58 = insertelement <8 x i32> %57, i32 %8, i64 6, !dbg !14
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %48, <8 x i32> %58, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !14
  tail call void @llvm.amdgcn.s.wait.tensorcnt(i16 0), !dbg !15
  fence syncscope("workgroup") release, !dbg !16
  tail call void @llvm.amdgcn.s.barrier(), !dbg !16
  fence syncscope("workgroup") acquire, !dbg !16
  %59 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !17
  %60 = and i32 %59, 31, !dbg !17
  %61 = shl i32 %7, 5, !dbg !17
  %62 = or disjoint i32 %60, %61, !dbg !17
  %63 = shl i32 %62, 3, !dbg !17
  %64 = and i32 %63, 1016, !dbg !17
  %65 = lshr exact i32 %63, 2, !dbg !17
  %66 = and i32 %65, 240, !dbg !17
  %67 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %64, !dbg !17
  %68 = getelementptr inbounds nuw i8, ptr addrspace(3) %67, i32 %66, !dbg !17
  %69 = getelementptr inbounds nuw i8, ptr addrspace(3) %68, i32 1280, !dbg !17
  %70 = load <4 x half>, ptr addrspace(3) %69, align 8, !dbg !17
  %71 = shl nuw nsw i32 %59, 2, !dbg !18
  %72 = and i32 %71, 28, !dbg !18
  %73 = or disjoint i32 %72, 1, !dbg !18
  %74 = or disjoint i32 %72, 2, !dbg !18
  %75 = or disjoint i32 %72, 3, !dbg !18
  %76 = lshr i32 %62, 3, !dbg !12
  %77 = and i32 %76, 15, !dbg !12
  %78 = or disjoint i32 %77, 16, !dbg !12
  %79 = icmp slt i32 %72, %3, !dbg !19
  %80 = icmp slt i32 %77, %2, !dbg !20
  %81 = icmp slt i32 %78, %2, !dbg !20
  %82 = and i1 %80, %79, !dbg !21
  %83 = and i1 %79, %81, !dbg !21
  %84 = mul i32 %2, %72, !dbg !22
  %85 = mul i32 %2, %73, !dbg !22
  %86 = mul i32 %2, %74, !dbg !22
  %87 = mul i32 %2, %75, !dbg !22
  %88 = sext i32 %84 to i64, !dbg !23
  %89 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %88, !dbg !23
  %90 = sext i32 %85 to i64, !dbg !23
  %91 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %90, !dbg !23
  %92 = sext i32 %86 to i64, !dbg !23
  %93 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %92, !dbg !23
  %94 = sext i32 %87 to i64, !dbg !23
  %95 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %94, !dbg !23
  %96 = zext nneg i32 %78 to i64, !dbg !23
  %97 = getelementptr [2 x i8], ptr addrspace(1) %89, i64 %96, !dbg !23
  %98 = getelementptr [2 x i8], ptr addrspace(1) %91, i64 %96, !dbg !23
  %99 = getelementptr [2 x i8], ptr addrspace(1) %93, i64 %96, !dbg !23
  %100 = getelementptr [2 x i8], ptr addrspace(1) %95, i64 %96, !dbg !23
  br i1 %82, label %.critedge, label %.critedge4, !dbg !24

.critedge:                                        ; preds = %6
  %101 = load <4 x half>, ptr addrspace(3) %68, align 8, !dbg !17
  %102 = shufflevector <4 x half> %101, <4 x half> poison, <1 x i32> <i32 3>
  %103 = shufflevector <4 x half> %101, <4 x half> poison, <1 x i32> <i32 2>
  %104 = shufflevector <4 x half> %101, <4 x half> poison, <1 x i32> <i32 1>
  %105 = zext nneg i32 %77 to i64, !dbg !23
  %106 = getelementptr [2 x i8], ptr addrspace(1) %89, i64 %105
  %107 = getelementptr [2 x i8], ptr addrspace(1) %91, i64 %105
  %108 = shufflevector <4 x half> %101, <4 x half> poison, <1 x i32> zeroinitializer
  %109 = getelementptr [2 x i8], ptr addrspace(1) %95, i64 %105, !dbg !23
  %110 = getelementptr [2 x i8], ptr addrspace(1) %93, i64 %105, !dbg !23
  store <1 x half> %108, ptr addrspace(1) %106, align 2, !dbg !24
  store <1 x half> %104, ptr addrspace(1) %107, align 2, !dbg !24
  store <1 x half> %103, ptr addrspace(1) %110, align 2, !dbg !24
  store <1 x half> %102, ptr addrspace(1) %109, align 2, !dbg !24
  br label %.critedge4, !dbg !24

.critedge4:                                       ; preds = %6, %.critedge
  br i1 %83, label %.critedge6, label %.critedge10, !dbg !24

.critedge6:                                       ; preds = %.critedge4
  %111 = shufflevector <4 x half> %70, <4 x half> poison, <1 x i32> <i32 3>
  %112 = shufflevector <4 x half> %70, <4 x half> poison, <1 x i32> <i32 2>
  %113 = shufflevector <4 x half> %70, <4 x half> poison, <1 x i32> <i32 1>
  %114 = shufflevector <4 x half> %70, <4 x half> poison, <1 x i32> zeroinitializer
  store <1 x half> %114, ptr addrspace(1) %97, align 2, !dbg !24
  store <1 x half> %113, ptr addrspace(1) %98, align 2, !dbg !24
  store <1 x half> %112, ptr addrspace(1) %99, align 2, !dbg !24
  store <1 x half> %111, ptr addrspace(1) %100, align 2, !dbg !24
  br label %.critedge10, !dbg !24

.critedge10:                                      ; preds = %.critedge4, %.critedge6
  ret void, !dbg !25
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
!4 = distinct !DISubprogram(name: "transpose_kernel", linkageName: "transpose_kernel", scope: !1, file: !1, line: 90, type: !5, scopeLine: 90, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !9, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 104, column: 12, scope: !4)
!13 = !DILocation(line: 95, column: 12, scope: !4)
!14 = !DILocation(line: 98, column: 5, scope: !4)
!15 = !DILocation(line: 99, column: 5, scope: !4)
!16 = !DILocation(line: 100, column: 5, scope: !4)
!17 = !DILocation(line: 102, column: 9, scope: !4)
!18 = !DILocation(line: 103, column: 12, scope: !4)
!19 = !DILocation(line: 105, column: 13, scope: !4)
!20 = !DILocation(line: 105, column: 35, scope: !4)
!21 = !DILocation(line: 105, column: 12, scope: !4)
!22 = !DILocation(line: 106, column: 24, scope: !4)
!23 = !DILocation(line: 106, column: 16, scope: !4)
!24 = !DILocation(line: 106, column: 5, scope: !4)
!25 = !DILocation(line: 90, column: 1, scope: !4)
