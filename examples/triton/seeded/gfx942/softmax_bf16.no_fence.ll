; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @softmax_kernel(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, i32 inreg %2, i32 inreg %3, ptr addrspace(1) inreg nofree readnone captures(none) %4, ptr addrspace(1) inreg nofree readnone captures(none) %5) local_unnamed_addr #0 !dbg !4 {
  %7 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !10
  %8 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %7), !dbg !11
  %9 = and i32 %8, 192, !dbg !10
  %10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !16
  %11 = and i32 %7, 63, !dbg !17
  %12 = or disjoint i32 %9, %11, !dbg !17
  %13 = mul i32 %3, %10, !dbg !18
  %14 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 159744), !dbg !19
  %15 = lshr exact i32 %9, 4, !dbg !20
  %16 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %15, !dbg !20
  %17 = shl nuw nsw i32 %7, 2, !dbg !20
  %18 = and i32 %17, 12, !dbg !20
  %19 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %18, !dbg !20
  %20 = insertelement <2 x i32> poison, i32 %2, i64 0, !dbg !22
  %21 = shufflevector <2 x i32> %20, <2 x i32> poison, <2 x i32> zeroinitializer, !dbg !22
  %22 = shl nuw nsw i32 %12, 2, !dbg !17
  %23 = or disjoint i32 %22, 1, !dbg !17
  %24 = insertelement <2 x i32> poison, i32 %22, i64 0, !dbg !22
  %25 = insertelement <2 x i32> %24, i32 %23, i64 1, !dbg !22
  %26 = icmp slt <2 x i32> %25, %21, !dbg !22
  %27 = add i32 %22, %13, !dbg !23
  %28 = add i32 %23, %13, !dbg !23
  %29 = shl i32 %27, 1, !dbg !19
  %30 = extractelement <2 x i1> %26, i64 0, !dbg !19
  %31 = select i1 %30, i32 %29, i32 -2147483648, !dbg !19
  %32 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %14, i32 %31, i32 0, i32 0), !dbg !19
  %33 = shl i32 %28, 1, !dbg !19
  %34 = extractelement <2 x i1> %26, i64 1, !dbg !19
  %35 = select i1 %34, i32 %33, i32 -2147483648, !dbg !19
  %36 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %14, i32 %35, i32 0, i32 0), !dbg !19
  %37 = insertelement <2 x i16> poison, i16 %32, i64 0, !dbg !19
  %38 = insertelement <2 x i16> %37, i16 %36, i64 1, !dbg !19
  %39 = zext <2 x i16> %38 to <2 x i32>, !dbg !19
  %40 = shl nuw <2 x i32> %39, splat (i32 16), !dbg !19
  %41 = bitcast <2 x i32> %40 to <2 x float>, !dbg !19
  %42 = select <2 x i1> %26, <2 x float> %41, <2 x float> splat (float -inf), !dbg !19
  %43 = extractelement <2 x float> %42, i64 0, !dbg !24
  %44 = extractelement <2 x float> %42, i64 1, !dbg !24
  %45 = tail call float @llvm.maxnum.f32(float %43, float %44), !dbg !24
  %46 = shufflevector <2 x i32> %24, <2 x i32> poison, <2 x i32> zeroinitializer, !dbg !17
  %47 = or disjoint <2 x i32> %46, <i32 2, i32 3>, !dbg !17
  %48 = icmp slt <2 x i32> %47, %21, !dbg !22
  %49 = extractelement <2 x i32> %47, i64 0, !dbg !23
  %50 = add i32 %49, %13, !dbg !23
  %51 = extractelement <2 x i32> %47, i64 1, !dbg !23
  %52 = add i32 %51, %13, !dbg !23
  %53 = shl i32 %50, 1, !dbg !19
  %54 = extractelement <2 x i1> %48, i64 0, !dbg !19
  %55 = select i1 %54, i32 %53, i32 -2147483648, !dbg !19
  %56 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %14, i32 %55, i32 0, i32 0), !dbg !19
  %57 = shl i32 %52, 1, !dbg !19
  %58 = extractelement <2 x i1> %48, i64 1, !dbg !19
  %59 = select i1 %58, i32 %57, i32 -2147483648, !dbg !19
  %60 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %14, i32 %59, i32 0, i32 0), !dbg !19
  %61 = insertelement <2 x i16> poison, i16 %56, i64 0, !dbg !19
  %62 = insertelement <2 x i16> %61, i16 %60, i64 1, !dbg !19
  %63 = zext <2 x i16> %62 to <2 x i32>, !dbg !19
  %64 = shl nuw <2 x i32> %63, splat (i32 16), !dbg !19
  %65 = bitcast <2 x i32> %64 to <2 x float>, !dbg !19
  %66 = select <2 x i1> %48, <2 x float> %65, <2 x float> splat (float -inf), !dbg !19
  %67 = extractelement <2 x float> %66, i64 0, !dbg !24
  %68 = tail call float @llvm.maxnum.f32(float %45, float %67), !dbg !24
  %69 = extractelement <2 x float> %66, i64 1, !dbg !24
  %70 = tail call float @llvm.maxnum.f32(float %68, float %69), !dbg !24
  %71 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %70, i32 280, i32 15, i32 15, i1 true), !dbg !20
  %72 = tail call float @llvm.maxnum.f32(float %70, float %71), !dbg !24
  %73 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %72, i32 276, i32 15, i32 15, i1 true), !dbg !20
  %74 = tail call float @llvm.maxnum.f32(float %72, float %73), !dbg !24
  %75 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %74, i32 274, i32 15, i32 15, i1 true), !dbg !20
  %76 = tail call float @llvm.maxnum.f32(float %74, float %75), !dbg !24
  %77 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %76, i32 273, i32 15, i32 15, i1 true), !dbg !20
  %78 = tail call float @llvm.maxnum.f32(float %76, float %77), !dbg !24
  %79 = tail call float @llvm.amdgcn.update.dpp.f32(float %78, float %78, i32 322, i32 10, i32 15, i1 true), !dbg !20
  %80 = tail call float @llvm.maxnum.f32(float %78, float %79), !dbg !24
  %81 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %80, i32 323, i32 15, i32 15, i1 true), !dbg !20
  %82 = tail call float @llvm.maxnum.f32(float %80, float %81), !dbg !24
  %83 = tail call float @llvm.amdgcn.readlane.f32(float %82, i32 63), !dbg !20
  %84 = insertelement <1 x float> poison, float %83, i64 0, !dbg !20
  store <1 x float> %84, ptr addrspace(3) %16, align 4, !dbg !20
  fence syncscope("workgroup") release, !dbg !20, !mmra !25
  tail call void @llvm.amdgcn.s.barrier(), !dbg !20
  ; seeded bug, removed: fence syncscope("workgroup") acquire, !dbg !20, !mmra !25
  %85 = load <1 x float>, ptr addrspace(3) %19, align 4, !dbg !20
  %86 = extractelement <1 x float> %85, i64 0, !dbg !20
  %87 = bitcast float %86 to i32, !dbg !20
  %88 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %87, i32 78, i32 15, i32 15, i1 true), !dbg !20
  %89 = bitcast i32 %88 to float, !dbg !20
  %90 = tail call float @llvm.maxnum.f32(float %86, float %89), !dbg !24
  %91 = bitcast float %90 to i32, !dbg !20
  %92 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %91, i32 177, i32 15, i32 15, i1 true), !dbg !20
  %93 = bitcast i32 %92 to float, !dbg !20
  %94 = tail call float @llvm.maxnum.f32(float %90, float %93), !dbg !24
  %95 = insertelement <2 x float> poison, float %94, i64 0, !dbg !26
  %96 = shufflevector <2 x float> %95, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !26
  %97 = fsub <2 x float> %42, %96, !dbg !26
  %98 = fsub <2 x float> %66, %96, !dbg !26
  %99 = fmul <2 x float> %97, splat (float f0x3FB8AA3B), !dbg !27
  %100 = tail call <2 x float> @llvm.exp2.v2f32(<2 x float> %99), !dbg !27
  %101 = fmul <2 x float> %98, splat (float f0x3FB8AA3B), !dbg !27
  %102 = tail call <2 x float> @llvm.exp2.v2f32(<2 x float> %101), !dbg !27
  fence syncscope("workgroup") release, !dbg !11, !mmra !25
  tail call void @llvm.amdgcn.s.barrier(), !dbg !11
  fence syncscope("workgroup") acquire, !dbg !11, !mmra !25
  %103 = fadd <2 x float> %100, %102, !dbg !11
  %104 = extractelement <2 x float> %103, i64 0, !dbg !11
  %105 = extractelement <2 x float> %103, i64 1, !dbg !11
  %106 = fadd float %104, %105, !dbg !28
  %107 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %106, i32 280, i32 15, i32 15, i1 true), !dbg !11
  %108 = fadd float %107, %106, !dbg !28
  %109 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %108, i32 276, i32 15, i32 15, i1 true), !dbg !11
  %110 = fadd float %109, %108, !dbg !28
  %111 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %110, i32 274, i32 15, i32 15, i1 true), !dbg !11
  %112 = fadd float %111, %110, !dbg !28
  %113 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %112, i32 273, i32 15, i32 15, i1 true), !dbg !11
  %114 = fadd float %113, %112, !dbg !28
  %115 = tail call float @llvm.amdgcn.update.dpp.f32(float %114, float %114, i32 322, i32 10, i32 15, i1 true), !dbg !11
  %116 = fadd float %115, %114, !dbg !28
  %117 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %116, i32 323, i32 15, i32 15, i1 true), !dbg !11
  %118 = fadd float %117, %116, !dbg !28
  %119 = tail call float @llvm.amdgcn.readlane.f32(float %118, i32 63), !dbg !11
  %120 = insertelement <1 x float> poison, float %119, i64 0, !dbg !11
  store <1 x float> %120, ptr addrspace(3) %16, align 4, !dbg !11
  fence syncscope("workgroup") release, !dbg !11, !mmra !25
  tail call void @llvm.amdgcn.s.barrier(), !dbg !11
  fence syncscope("workgroup") acquire, !dbg !11, !mmra !25
  %121 = load <1 x float>, ptr addrspace(3) %19, align 4, !dbg !11
  %122 = extractelement <1 x float> %121, i64 0, !dbg !11
  %123 = bitcast float %122 to i32, !dbg !11
  %124 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %123, i32 78, i32 15, i32 15, i1 true), !dbg !11
  %125 = bitcast i32 %124 to float, !dbg !11
  %126 = fadd float %122, %125, !dbg !28
  %127 = bitcast float %126 to i32, !dbg !11
  %128 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %127, i32 177, i32 15, i32 15, i1 true), !dbg !11
  %129 = bitcast i32 %128 to float, !dbg !11
  %130 = fadd float %126, %129, !dbg !28
  %131 = extractelement <2 x float> %100, i64 0, !dbg !29
  %132 = fdiv float %131, %130, !dbg !29
  %133 = extractelement <2 x float> %100, i64 1, !dbg !29
  %134 = fdiv float %133, %130, !dbg !29
  %135 = extractelement <2 x float> %102, i64 0, !dbg !29
  %136 = fdiv float %135, %130, !dbg !29
  %137 = extractelement <2 x float> %102, i64 1, !dbg !29
  %138 = fdiv float %137, %130, !dbg !29
  %139 = bitcast float %132 to i32, !dbg !30
  %140 = fcmp uno float %132, 0.000000e+00, !dbg !30
  %141 = lshr i32 %139, 16, !dbg !30
  %142 = and i32 %141, 1, !dbg !30
  %143 = add i32 %139, 32767, !dbg !30
  %144 = add i32 %143, %142, !dbg !30
  %145 = lshr i32 %144, 16, !dbg !30
  %146 = trunc nuw i32 %145 to i16, !dbg !30
  %147 = bitcast float %134 to i32, !dbg !30
  %148 = fcmp uno float %134, 0.000000e+00, !dbg !30
  %149 = lshr i32 %147, 16, !dbg !30
  %150 = and i32 %149, 1, !dbg !30
  %151 = add i32 %147, 32767, !dbg !30
  %152 = add i32 %151, %150, !dbg !30
  %153 = lshr i32 %152, 16, !dbg !30
  %154 = trunc nuw i32 %153 to i16, !dbg !30
  %155 = bitcast float %136 to i32, !dbg !30
  %156 = fcmp uno float %136, 0.000000e+00, !dbg !30
  %157 = lshr i32 %155, 16, !dbg !30
  %158 = and i32 %157, 1, !dbg !30
  %159 = add i32 %155, 32767, !dbg !30
  %160 = add i32 %159, %158, !dbg !30
  %161 = lshr i32 %160, 16, !dbg !30
  %162 = trunc nuw i32 %161 to i16, !dbg !30
  %163 = bitcast float %138 to i32, !dbg !30
  %164 = fcmp uno float %138, 0.000000e+00, !dbg !30
  %165 = lshr i32 %163, 16, !dbg !30
  %166 = and i32 %165, 1, !dbg !30
  %167 = add i32 %163, 32767, !dbg !30
  %168 = add i32 %167, %166, !dbg !30
  %169 = lshr i32 %168, 16, !dbg !30
  %170 = trunc nuw i32 %169 to i16, !dbg !30
  %171 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 159744), !dbg !10
  %172 = select i1 %140, i16 32767, i16 %146, !dbg !30
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %172, ptr addrspace(8) %171, i32 %31, i32 0, i32 0), !dbg !10
  %173 = select i1 %148, i16 32767, i16 %154, !dbg !30
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %173, ptr addrspace(8) %171, i32 %35, i32 0, i32 0), !dbg !10
  %174 = select i1 %156, i16 32767, i16 %162, !dbg !30
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %174, ptr addrspace(8) %171, i32 %55, i32 0, i32 0), !dbg !10
  %175 = select i1 %164, i16 32767, i16 %170, !dbg !30
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %175, ptr addrspace(8) %171, i32 %59, i32 0, i32 0), !dbg !10
  ret void, !dbg !31
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
declare i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #3

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.update.dpp.f32(float, float, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #6

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #7

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.readlane.f32(float, i32) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.exp2.v2f32(<2 x float>) #9

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #8 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #9 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "/work/wt/triton-targets/examples/triton")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "softmax_kernel", linkageName: "softmax_kernel", scope: !1, file: !1, line: 120, type: !5, scopeLine: 120, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !9, !7, !7}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DILocation(line: 130, column: 5, scope: !4)
!11 = !DILocation(line: 314, column: 12, scope: !12, inlinedAt: !14)
!12 = distinct !DILexicalBlockFile(scope: !4, file: !13, discriminator: 0)
!13 = !DIFile(filename: "standard.py", directory: "/work/venv/lib/python3.11/site-packages/triton/language")
!14 = !DILocation(line: 129, column: 15, scope: !15)
!15 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!16 = !DILocation(line: 123, column: 11, scope: !4)
!17 = !DILocation(line: 124, column: 12, scope: !4)
!18 = !DILocation(line: 126, column: 25, scope: !4)
!19 = !DILocation(line: 126, column: 9, scope: !4)
!20 = !DILocation(line: 216, column: 16, scope: !12, inlinedAt: !21)
!21 = !DILocation(line: 127, column: 13, scope: !15)
!22 = !DILocation(line: 125, column: 12, scope: !4)
!23 = !DILocation(line: 126, column: 17, scope: !4)
!24 = !DILocation(line: 196, column: 12, scope: !12, inlinedAt: !20)
!25 = !{!"amdgpu-synchronize-as", !"local"}
!26 = !DILocation(line: 127, column: 9, scope: !4)
!27 = !DILocation(line: 128, column: 11, scope: !4)
!28 = !DILocation(line: 287, column: 12, scope: !12, inlinedAt: !11)
!29 = !DILocation(line: 129, column: 9, scope: !4)
!30 = !DILocation(line: 130, column: 47, scope: !4)
!31 = !DILocation(line: 120, column: 1, scope: !4)
!amdsync.lds_tiles = !{!32, !33}
!32 = !{!"global_smem", i64 0, i64 16, !"tt.reduce", !"", !"kernels.py", i64 127, i64 13}
!33 = !{!"global_smem", i64 0, i64 16, !"tt.reduce", !"", !"kernels.py", i64 129, i64 15}
