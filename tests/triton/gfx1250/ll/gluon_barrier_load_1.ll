; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu12.50-amd-amdhsa"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: norecurse nounwind
define amdgpu_kernel void @barrier_load_kernel(ptr addrspace(1) %0, ptr addrspace(1) nofree writeonly captures(none) %1, i32 %2, i32 %3, ptr addrspace(1) nofree readnone captures(none) %4, ptr addrspace(1) nofree readnone captures(none) %5) local_unnamed_addr #0 !dbg !4 {
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
  %16 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !15
  %17 = and i32 %16, 127, !dbg !15
  %18 = icmp eq i32 %17, 0, !dbg !15
  br i1 %18, label %19, label %20, !dbg !15

19:                                               ; preds = %6
  store i64 12884901891, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 1264), align 16, !dbg !15
  br label %20, !dbg !15

20:                                               ; preds = %19, %6
  fence syncscope("workgroup") release, !dbg !15, !mmra !16
  tail call void @llvm.amdgcn.s.barrier(), !dbg !15
  fence syncscope("workgroup") acquire, !dbg !15, !mmra !16
  %21 = zext i32 %3 to i64, !dbg !14
  %22 = zext nneg i32 %8 to i64, !dbg !14
  %23 = shl nuw nsw i64 %22, 32, !dbg !14
  %24 = or disjoint i64 %23, %21, !dbg !14
  %25 = lshr i32 %14, 16, !dbg !14
  %26 = or disjoint i32 %25, %15, !dbg !14
  %27 = tail call i32 @llvm.smax.i32(i32 %26, i32 0), !dbg !14
  %28 = and i32 %3, 65535, !dbg !14
  %29 = shl i32 %14, 16, !dbg !14
  %30 = or disjoint i32 %29, %28, !dbg !14
  %31 = tail call i32 @llvm.smax.i32(i32 %30, i32 0), !dbg !14
  %32 = tail call i32 @llvm.fshl.i32(i32 %27, i32 %31, i32 16), !dbg !14
  fence syncscope("workgroup") release, !dbg !14, !mmra !16
  tail call void @llvm.amdgcn.s.barrier(), !dbg !14
  fence syncscope("workgroup") acquire, !dbg !14, !mmra !16
  %33 = and i32 %32, 32767, !dbg !14
  %34 = lshr i32 %32, 16, !dbg !14
  %35 = and i32 %27, 2147418112, !dbg !14
  %36 = or disjoint i32 %34, %35, !dbg !14
  %37 = and i32 %7, 3, !dbg !14
  %38 = shl nuw nsw i32 %37, 2, !dbg !14
  %.idx = mul nuw nsw i32 %37, 320, !dbg !14
  %39 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %.idx, !dbg !14
  %40 = sub nsw i32 %36, %38, !dbg !14
  %41 = tail call i32 @llvm.smax.i32(i32 %40, i32 0), !dbg !14
  %42 = ptrtoint ptr addrspace(3) %39 to i32, !dbg !14
  %43 = insertelement <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, i32 %42, i64 1, !dbg !14
  %44 = insertelement <4 x i32> %43, i32 %10, i64 2, !dbg !14
  %45 = insertelement <4 x i32> %44, i32 %13, i64 3, !dbg !14
  %46 = shl nuw nsw i32 %37, 3, !dbg !14
  %47 = zext nneg i32 %46 to i64, !dbg !14
  %48 = mul nuw nsw i64 %24, %47, !dbg !14
  %49 = bitcast <4 x i32> %45 to <2 x i64>, !dbg !14
  %50 = extractelement <2 x i64> %49, i64 1, !dbg !14
  %51 = add nsw i64 %48, %50, !dbg !14
  %52 = insertelement <2 x i64> %49, i64 %51, i64 1, !dbg !14
  %53 = bitcast <2 x i64> %52 to <4 x i32>, !dbg !14
  %54 = shl i32 %31, 16, !dbg !14
  %55 = shl i32 %41, 16, !dbg !14
  %56 = or disjoint i32 %55, %33, !dbg !14
  %57 = lshr i32 %41, 16, !dbg !14
  %58 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 1264) to i32), 3, !dbg !14
  %59 = and i32 %58, 65534, !dbg !14
  %60 = or disjoint i32 %54, %59, !dbg !14
  %61 = or disjoint i32 %57, 2097152, !dbg !14
  %62 = insertelement <8 x i32> <i32 114622464, i32 poison, i32 poison, i32 poison, i32 4, i32 poison, i32 poison, i32 0>, i32 %60, i64 1, !dbg !14
  %63 = insertelement <8 x i32> %62, i32 %56, i64 2, !dbg !14
  %64 = insertelement <8 x i32> %63, i32 %61, i64 3, !dbg !14
  %65 = insertelement <8 x i32> %64, i32 %3, i64 5, !dbg !14
  %66 = insertelement <8 x i32> %65, i32 %8, i64 6, !dbg !14
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %53, <8 x i32> %66, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !14
  fence syncscope("workgroup") release, !dbg !17, !mmra !16
  tail call void @llvm.amdgcn.s.barrier(), !dbg !17
  fence syncscope("workgroup") acquire, !dbg !17, !mmra !16
  br label %67, !dbg !17

67:                                               ; preds = %67, %20
  tail call void @llvm.amdgcn.s.sleep(i32 1), !dbg !17
  %68 = load i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 1264), align 16, !dbg !17
  %69 = and i64 %68, 536870912, !dbg !17
  %.not = icmp eq i64 %69, 0, !dbg !17
  br i1 %.not, label %67, label %70, !dbg !17

70:                                               ; preds = %67
  %71 = and i32 %16, 24, !dbg !18
  %72 = shl i32 %7, 5, !dbg !18
  %73 = and i32 %16, 3, !dbg !18
  %74 = shl nuw nsw i32 %73, 4, !dbg !18
  %.masked = and i32 %72, 96, !dbg !18
  %75 = or disjoint i32 %.masked, %71, !dbg !18
  %76 = shl nuw nsw i32 %75, 3, !dbg !18
  %77 = shl nuw nsw i32 %75, 1, !dbg !18
  %78 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %74, !dbg !18
  %79 = getelementptr inbounds nuw i8, ptr addrspace(3) %78, i32 %76, !dbg !18
  %80 = getelementptr inbounds nuw i8, ptr addrspace(3) %79, i32 %77, !dbg !18
  %81 = load <8 x half>, ptr addrspace(3) %80, align 16, !dbg !18
  %82 = lshr exact i32 %75, 3, !dbg !19
  %83 = shl nuw nsw i32 %73, 3, !dbg !12
  %84 = or disjoint i32 %83, 1, !dbg !12
  %85 = or disjoint i32 %83, 2, !dbg !12
  %86 = or disjoint i32 %83, 3, !dbg !12
  %87 = or disjoint i32 %83, 4, !dbg !12
  %88 = or disjoint i32 %83, 5, !dbg !12
  %89 = or disjoint i32 %83, 6, !dbg !12
  %90 = or disjoint i32 %83, 7, !dbg !12
  %91 = icmp slt i32 %82, %2, !dbg !20
  %92 = icmp slt i32 %83, %3, !dbg !21
  %93 = icmp slt i32 %84, %3, !dbg !21
  %94 = icmp slt i32 %85, %3, !dbg !21
  %95 = icmp slt i32 %86, %3, !dbg !21
  %96 = icmp slt i32 %87, %3, !dbg !21
  %97 = icmp slt i32 %88, %3, !dbg !21
  %98 = icmp slt i32 %89, %3, !dbg !21
  %99 = icmp slt i32 %90, %3, !dbg !21
  %100 = and i1 %91, %92, !dbg !22
  %101 = and i1 %91, %93, !dbg !22
  %102 = and i1 %91, %94, !dbg !22
  %103 = and i1 %91, %95, !dbg !22
  %104 = and i1 %91, %96, !dbg !22
  %105 = and i1 %91, %97, !dbg !22
  %106 = and i1 %91, %98, !dbg !22
  %107 = and i1 %91, %99, !dbg !22
  %108 = mul i32 %3, %82, !dbg !23
  %109 = sext i32 %108 to i64, !dbg !24
  %110 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %109, !dbg !24
  %111 = zext nneg i32 %84 to i64, !dbg !24
  %112 = getelementptr [2 x i8], ptr addrspace(1) %110, i64 %111, !dbg !24
  %113 = zext nneg i32 %85 to i64, !dbg !24
  %114 = getelementptr [2 x i8], ptr addrspace(1) %110, i64 %113, !dbg !24
  %115 = zext nneg i32 %86 to i64, !dbg !24
  %116 = getelementptr [2 x i8], ptr addrspace(1) %110, i64 %115, !dbg !24
  %117 = zext nneg i32 %87 to i64, !dbg !24
  %118 = getelementptr [2 x i8], ptr addrspace(1) %110, i64 %117, !dbg !24
  %119 = zext nneg i32 %88 to i64, !dbg !24
  %120 = getelementptr [2 x i8], ptr addrspace(1) %110, i64 %119, !dbg !24
  %121 = zext nneg i32 %89 to i64, !dbg !24
  %122 = getelementptr [2 x i8], ptr addrspace(1) %110, i64 %121, !dbg !24
  %123 = zext nneg i32 %90 to i64, !dbg !24
  %124 = getelementptr [2 x i8], ptr addrspace(1) %110, i64 %123, !dbg !24
  %125 = and i32 %16, 4, !dbg !25
  %126 = icmp eq i32 %125, 0, !dbg !25
  %127 = and i1 %126, %100, !dbg !25
  br i1 %127, label %128, label %132, !dbg !25

128:                                              ; preds = %70
  %129 = zext nneg i32 %83 to i64
  %130 = getelementptr [2 x i8], ptr addrspace(1) %110, i64 %129
  %131 = shufflevector <8 x half> %81, <8 x half> poison, <1 x i32> zeroinitializer
  store <1 x half> %131, ptr addrspace(1) %130, align 2, !dbg !25
  br label %132, !dbg !25

132:                                              ; preds = %128, %70
  %133 = and i1 %126, %101, !dbg !25
  br i1 %133, label %134, label %136, !dbg !25

134:                                              ; preds = %132
  %135 = shufflevector <8 x half> %81, <8 x half> poison, <1 x i32> <i32 1>
  store <1 x half> %135, ptr addrspace(1) %112, align 2, !dbg !25
  br label %136, !dbg !25

136:                                              ; preds = %134, %132
  %137 = and i1 %126, %102, !dbg !25
  br i1 %137, label %138, label %140, !dbg !25

138:                                              ; preds = %136
  %139 = shufflevector <8 x half> %81, <8 x half> poison, <1 x i32> <i32 2>
  store <1 x half> %139, ptr addrspace(1) %114, align 2, !dbg !25
  br label %140, !dbg !25

140:                                              ; preds = %138, %136
  %141 = and i1 %126, %103, !dbg !25
  br i1 %141, label %142, label %144, !dbg !25

142:                                              ; preds = %140
  %143 = shufflevector <8 x half> %81, <8 x half> poison, <1 x i32> <i32 3>
  store <1 x half> %143, ptr addrspace(1) %116, align 2, !dbg !25
  br label %144, !dbg !25

144:                                              ; preds = %142, %140
  %145 = and i1 %126, %104, !dbg !25
  br i1 %145, label %146, label %148, !dbg !25

146:                                              ; preds = %144
  %147 = shufflevector <8 x half> %81, <8 x half> poison, <1 x i32> <i32 4>
  store <1 x half> %147, ptr addrspace(1) %118, align 2, !dbg !25
  br label %148, !dbg !25

148:                                              ; preds = %146, %144
  %149 = and i1 %126, %105, !dbg !25
  br i1 %149, label %150, label %152, !dbg !25

150:                                              ; preds = %148
  %151 = shufflevector <8 x half> %81, <8 x half> poison, <1 x i32> <i32 5>
  store <1 x half> %151, ptr addrspace(1) %120, align 2, !dbg !25
  br label %152, !dbg !25

152:                                              ; preds = %150, %148
  %153 = and i1 %126, %106, !dbg !25
  br i1 %153, label %154, label %156, !dbg !25

154:                                              ; preds = %152
  %155 = shufflevector <8 x half> %81, <8 x half> poison, <1 x i32> <i32 6>
  store <1 x half> %155, ptr addrspace(1) %122, align 2, !dbg !25
  br label %156, !dbg !25

156:                                              ; preds = %154, %152
  %157 = and i1 %126, %107, !dbg !25
  br i1 %157, label %158, label %160, !dbg !25

158:                                              ; preds = %156
  %159 = shufflevector <8 x half> %81, <8 x half> poison, <1 x i32> <i32 7>
  store <1 x half> %159, ptr addrspace(1) %124, align 2, !dbg !25
  br label %160, !dbg !25

160:                                              ; preds = %158, %156
  ret void, !dbg !26
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.wave.id() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.amdgcn.tensor.load.to.lds(<4 x i32>, <8 x i32>, <4 x i32>, <4 x i32>, <8 x i32>, i32 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.amdgcn.s.sleep(i32 immarg) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #6

attributes #0 = { norecurse nounwind "amdgpu-cluster-dims"="1,1,1" "amdgpu-expert-scheduling-mode"="true" "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "amdgpu-sched-strategy"="coexec" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "/work/wt/tdm/tests/triton/gfx1250")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "barrier_load_kernel", linkageName: "barrier_load_kernel", scope: !1, file: !1, line: 183, type: !5, scopeLine: 183, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !9, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 200, column: 12, scope: !4)
!13 = !DILocation(line: 190, column: 12, scope: !4)
!14 = !DILocation(line: 195, column: 5, scope: !4)
!15 = !DILocation(line: 194, column: 5, scope: !4)
!16 = !{!"amdgpu-synchronize-as", !"local"}
!17 = !DILocation(line: 196, column: 5, scope: !4)
!18 = !DILocation(line: 198, column: 9, scope: !4)
!19 = !DILocation(line: 199, column: 12, scope: !4)
!20 = !DILocation(line: 201, column: 13, scope: !4)
!21 = !DILocation(line: 201, column: 35, scope: !4)
!22 = !DILocation(line: 201, column: 12, scope: !4)
!23 = !DILocation(line: 202, column: 26, scope: !4)
!24 = !DILocation(line: 202, column: 16, scope: !4)
!25 = !DILocation(line: 202, column: 5, scope: !4)
!26 = !DILocation(line: 183, column: 1, scope: !4)
