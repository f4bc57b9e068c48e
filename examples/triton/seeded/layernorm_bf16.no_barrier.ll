; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.50-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @layernorm_kernel(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, ptr addrspace(1) inreg nofree readonly captures(none) %2, ptr addrspace(1) inreg nofree readonly captures(none) %3, i32 inreg %4, i32 inreg %5, float inreg %6, ptr addrspace(1) inreg nofree readnone captures(none) %7, ptr addrspace(1) inreg nofree readnone captures(none) %8) local_unnamed_addr #0 !dbg !4 {
  %10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !11
  %11 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %10), !dbg !12
  %12 = and i32 %11, 192, !dbg !11
  %13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !17
  %14 = and i32 %10, 63, !dbg !18
  %15 = or disjoint i32 %12, %14, !dbg !18
  %16 = mul i32 %5, %13, !dbg !19
  %17 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 159744), !dbg !20
  %18 = lshr exact i32 %12, 4, !dbg !21
  %19 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %18, !dbg !21
  %20 = shl nuw nsw i32 %10, 2, !dbg !21
  %21 = and i32 %20, 12, !dbg !21
  %22 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %21, !dbg !21
  %23 = sitofp i32 %4 to float, !dbg !23
  %24 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %2, i16 0, i64 2147483646, i32 159744), !dbg !24
  %25 = shl nuw nsw i32 %15, 3, !dbg !24
  %26 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %3, i16 0, i64 2147483646, i32 159744), !dbg !25
  %27 = insertelement <2 x i32> poison, i32 %4, i64 0, !dbg !26
  %28 = shufflevector <2 x i32> %27, <2 x i32> poison, <2 x i32> zeroinitializer, !dbg !26
  %29 = shl nuw nsw i32 %15, 2, !dbg !18
  %30 = or disjoint i32 %29, 1, !dbg !18
  %31 = insertelement <2 x i32> poison, i32 %29, i64 0, !dbg !26
  %32 = insertelement <2 x i32> %31, i32 %30, i64 1, !dbg !26
  %33 = icmp slt <2 x i32> %32, %28, !dbg !26
  %34 = add i32 %29, %16, !dbg !27
  %35 = add i32 %30, %16, !dbg !27
  %36 = shl i32 %34, 1, !dbg !20
  %37 = extractelement <2 x i1> %33, i64 0, !dbg !24
  %38 = select i1 %37, i32 %36, i32 -2147483648, !dbg !20
  %39 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %17, i32 %38, i32 0, i32 0), !dbg !20
  %40 = shl i32 %35, 1, !dbg !20
  %41 = extractelement <2 x i1> %33, i64 1, !dbg !24
  %42 = select i1 %41, i32 %40, i32 -2147483648, !dbg !20
  %43 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %17, i32 %42, i32 0, i32 0), !dbg !20
  %44 = insertelement <2 x i16> poison, i16 %39, i64 0, !dbg !20
  %45 = insertelement <2 x i16> %44, i16 %43, i64 1, !dbg !20
  %46 = zext <2 x i16> %45 to <2 x i32>, !dbg !20
  %47 = shl nuw <2 x i32> %46, splat (i32 16), !dbg !20
  %48 = bitcast <2 x i32> %47 to <2 x float>, !dbg !20
  %49 = select i1 %37, i32 %25, i32 -2147483648, !dbg !24
  %50 = shl nuw nsw i32 %30, 1, !dbg !24
  %51 = select i1 %41, i32 %50, i32 -2147483648, !dbg !24
  %52 = shufflevector <2 x i32> %31, <2 x i32> poison, <2 x i32> zeroinitializer, !dbg !18
  %53 = or disjoint <2 x i32> %52, <i32 2, i32 3>, !dbg !18
  %54 = icmp slt <2 x i32> %53, %28, !dbg !26
  %55 = extractelement <2 x i32> %53, i64 0, !dbg !24
  %56 = add i32 %55, %16, !dbg !27
  %57 = extractelement <2 x i32> %53, i64 1, !dbg !24
  %58 = add i32 %57, %16, !dbg !27
  %59 = shl i32 %56, 1, !dbg !20
  %60 = extractelement <2 x i1> %54, i64 0, !dbg !24
  %61 = select i1 %60, i32 %59, i32 -2147483648, !dbg !20
  %62 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %17, i32 %61, i32 0, i32 0), !dbg !20
  %63 = shl i32 %58, 1, !dbg !20
  %64 = extractelement <2 x i1> %54, i64 1, !dbg !24
  %65 = select i1 %64, i32 %63, i32 -2147483648, !dbg !20
  %66 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %17, i32 %65, i32 0, i32 0), !dbg !20
  %67 = insertelement <2 x i16> poison, i16 %62, i64 0, !dbg !20
  %68 = insertelement <2 x i16> %67, i16 %66, i64 1, !dbg !20
  %69 = zext <2 x i16> %68 to <2 x i32>, !dbg !20
  %70 = shl nuw <2 x i32> %69, splat (i32 16), !dbg !20
  %71 = bitcast <2 x i32> %70 to <2 x float>, !dbg !20
  %72 = fadd <2 x float> %48, %71, !dbg !21
  %73 = extractelement <2 x float> %72, i64 0, !dbg !21
  %74 = extractelement <2 x float> %72, i64 1, !dbg !21
  %75 = fadd float %73, %74, !dbg !28
  %76 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %75, i32 280, i32 15, i32 15, i1 true), !dbg !21
  %77 = fadd float %76, %75, !dbg !28
  %78 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %77, i32 276, i32 15, i32 15, i1 true), !dbg !21
  %79 = fadd float %78, %77, !dbg !28
  %80 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %79, i32 274, i32 15, i32 15, i1 true), !dbg !21
  %81 = fadd float %80, %79, !dbg !28
  %82 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %81, i32 273, i32 15, i32 15, i1 true), !dbg !21
  %83 = fadd float %82, %81, !dbg !28
  %84 = tail call float @llvm.amdgcn.update.dpp.f32(float %83, float %83, i32 322, i32 10, i32 15, i1 true), !dbg !21
  %85 = fadd float %84, %83, !dbg !28
  %86 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %85, i32 323, i32 15, i32 15, i1 true), !dbg !21
  %87 = fadd float %86, %85, !dbg !28
  %88 = tail call float @llvm.amdgcn.readlane.f32(float %87, i32 63), !dbg !21
  %89 = insertelement <1 x float> poison, float %88, i64 0, !dbg !21
  store <1 x float> %89, ptr addrspace(3) %19, align 4, !dbg !21
  fence syncscope("workgroup") release, !dbg !21, !mmra !29
  ; seeded bug, removed: tail call void @llvm.amdgcn.s.barrier(), !dbg !21
  fence syncscope("workgroup") acquire, !dbg !21, !mmra !29
  %90 = load <1 x float>, ptr addrspace(3) %22, align 4, !dbg !21
  %91 = extractelement <1 x float> %90, i64 0, !dbg !21
  %92 = bitcast float %91 to i32, !dbg !21
  %93 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %92, i32 78, i32 15, i32 15, i1 true), !dbg !21
  %94 = bitcast i32 %93 to float, !dbg !21
  %95 = fadd float %91, %94, !dbg !28
  %96 = bitcast float %95 to i32, !dbg !21
  %97 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %96, i32 177, i32 15, i32 15, i1 true), !dbg !21
  %98 = bitcast i32 %97 to float, !dbg !21
  %99 = fadd float %95, %98, !dbg !28
  %100 = fdiv float %99, %23, !dbg !23
  %101 = insertelement <2 x float> poison, float %100, i64 0, !dbg !30
  %102 = shufflevector <2 x float> %101, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !30
  %103 = fsub <2 x float> %48, %102, !dbg !30
  %104 = fsub <2 x float> %71, %102, !dbg !30
  %105 = select <2 x i1> %33, <2 x float> %103, <2 x float> zeroinitializer, !dbg !31
  %106 = select <2 x i1> %54, <2 x float> %104, <2 x float> zeroinitializer, !dbg !31
  %107 = extractelement <2 x float> %105, i64 0, !dbg !32
  %108 = fmul float %107, %107, !dbg !32
  %109 = extractelement <2 x float> %105, i64 1, !dbg !32
  %110 = fmul float %109, %109, !dbg !32
  %111 = extractelement <2 x float> %106, i64 0, !dbg !32
  %112 = fmul float %111, %111, !dbg !32
  %113 = extractelement <2 x float> %106, i64 1, !dbg !32
  %114 = fmul float %113, %113, !dbg !32
  fence syncscope("workgroup") release, !dbg !12, !mmra !29
  tail call void @llvm.amdgcn.s.barrier(), !dbg !12
  fence syncscope("workgroup") acquire, !dbg !12, !mmra !29
  %115 = insertelement <2 x float> poison, float %108, i64 0, !dbg !12
  %116 = insertelement <2 x float> %115, float %110, i64 1, !dbg !12
  %117 = insertelement <2 x float> poison, float %112, i64 0, !dbg !12
  %118 = insertelement <2 x float> %117, float %114, i64 1, !dbg !12
  %119 = fadd <2 x float> %116, %118, !dbg !12
  %120 = extractelement <2 x float> %119, i64 0, !dbg !12
  %121 = extractelement <2 x float> %119, i64 1, !dbg !12
  %122 = fadd float %120, %121, !dbg !33
  %123 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %122, i32 280, i32 15, i32 15, i1 true), !dbg !12
  %124 = fadd float %123, %122, !dbg !33
  %125 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %124, i32 276, i32 15, i32 15, i1 true), !dbg !12
  %126 = fadd float %125, %124, !dbg !33
  %127 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %126, i32 274, i32 15, i32 15, i1 true), !dbg !12
  %128 = fadd float %127, %126, !dbg !33
  %129 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %128, i32 273, i32 15, i32 15, i1 true), !dbg !12
  %130 = fadd float %129, %128, !dbg !33
  %131 = tail call float @llvm.amdgcn.update.dpp.f32(float %130, float %130, i32 322, i32 10, i32 15, i1 true), !dbg !12
  %132 = fadd float %131, %130, !dbg !33
  %133 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %132, i32 323, i32 15, i32 15, i1 true), !dbg !12
  %134 = fadd float %133, %132, !dbg !33
  %135 = tail call float @llvm.amdgcn.readlane.f32(float %134, i32 63), !dbg !12
  %136 = insertelement <1 x float> poison, float %135, i64 0, !dbg !12
  store <1 x float> %136, ptr addrspace(3) %19, align 4, !dbg !12
  fence syncscope("workgroup") release, !dbg !12, !mmra !29
  tail call void @llvm.amdgcn.s.barrier(), !dbg !12
  fence syncscope("workgroup") acquire, !dbg !12, !mmra !29
  %137 = load <1 x float>, ptr addrspace(3) %22, align 4, !dbg !12
  %138 = extractelement <1 x float> %137, i64 0, !dbg !12
  %139 = bitcast float %138 to i32, !dbg !12
  %140 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %139, i32 78, i32 15, i32 15, i1 true), !dbg !12
  %141 = bitcast i32 %140 to float, !dbg !12
  %142 = fadd float %138, %141, !dbg !33
  %143 = bitcast float %142 to i32, !dbg !12
  %144 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %143, i32 177, i32 15, i32 15, i1 true), !dbg !12
  %145 = bitcast i32 %144 to float, !dbg !12
  %146 = fadd float %142, %145, !dbg !33
  %147 = fdiv float %146, %23, !dbg !34
  %148 = fadd float %6, %147, !dbg !35
  %149 = tail call float @llvm.amdgcn.sqrt.f32(float %148), !dbg !36
  %150 = fdiv float 1.000000e+00, %149, !dbg !37
  %151 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %24, i32 %49, i32 0, i32 0), !dbg !24
  %152 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %24, i32 %51, i32 0, i32 0), !dbg !24
  %153 = shl nuw nsw i32 %55, 1, !dbg !24
  %154 = select i1 %60, i32 %153, i32 -2147483648, !dbg !24
  %155 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %24, i32 %154, i32 0, i32 0), !dbg !24
  %156 = shl nuw nsw i32 %57, 1, !dbg !24
  %157 = select i1 %64, i32 %156, i32 -2147483648, !dbg !24
  %158 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %24, i32 %157, i32 0, i32 0), !dbg !24
  %159 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %26, i32 %49, i32 0, i32 0), !dbg !25
  %160 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %26, i32 %51, i32 0, i32 0), !dbg !25
  %161 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %26, i32 %154, i32 0, i32 0), !dbg !25
  %162 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %26, i32 %157, i32 0, i32 0), !dbg !25
  %163 = insertelement <2 x float> poison, float %150, i64 0, !dbg !38
  %164 = shufflevector <2 x float> %163, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !38
  %165 = fmul <2 x float> %105, %164, !dbg !38
  %166 = fmul <2 x float> %106, %164, !dbg !38
  %167 = insertelement <2 x i16> poison, i16 %151, i64 0, !dbg !38
  %168 = insertelement <2 x i16> %167, i16 %152, i64 1, !dbg !38
  %169 = zext <2 x i16> %168 to <2 x i32>, !dbg !38
  %170 = shl nuw <2 x i32> %169, splat (i32 16), !dbg !38
  %171 = bitcast <2 x i32> %170 to <2 x float>, !dbg !38
  %172 = insertelement <2 x i16> poison, i16 %155, i64 0, !dbg !38
  %173 = insertelement <2 x i16> %172, i16 %158, i64 1, !dbg !38
  %174 = zext <2 x i16> %173 to <2 x i32>, !dbg !38
  %175 = shl nuw <2 x i32> %174, splat (i32 16), !dbg !38
  %176 = bitcast <2 x i32> %175 to <2 x float>, !dbg !38
  %177 = fmul <2 x float> %165, %171, !dbg !38
  %178 = fmul <2 x float> %166, %176, !dbg !38
  %179 = insertelement <2 x i16> poison, i16 %159, i64 0, !dbg !38
  %180 = insertelement <2 x i16> %179, i16 %160, i64 1, !dbg !38
  %181 = zext <2 x i16> %180 to <2 x i32>, !dbg !38
  %182 = shl nuw <2 x i32> %181, splat (i32 16), !dbg !38
  %183 = bitcast <2 x i32> %182 to <2 x float>, !dbg !38
  %184 = insertelement <2 x i16> poison, i16 %161, i64 0, !dbg !38
  %185 = insertelement <2 x i16> %184, i16 %162, i64 1, !dbg !38
  %186 = zext <2 x i16> %185 to <2 x i32>, !dbg !38
  %187 = shl nuw <2 x i32> %186, splat (i32 16), !dbg !38
  %188 = bitcast <2 x i32> %187 to <2 x float>, !dbg !38
  %189 = fadd <2 x float> %177, %183, !dbg !38
  %190 = fadd <2 x float> %178, %188, !dbg !38
  %191 = fptrunc <2 x float> %189 to <2 x bfloat>, !dbg !39
  %192 = fptrunc <2 x float> %190 to <2 x bfloat>, !dbg !39
  %193 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 159744), !dbg !11
  %.bc = bitcast <2 x bfloat> %191 to <2 x i16>, !dbg !11
  %.extract = extractelement <2 x i16> %.bc, i64 0, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %.extract, ptr addrspace(8) %193, i32 %38, i32 0, i32 0), !dbg !11
  %.extract2 = extractelement <2 x i16> %.bc, i64 1, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %.extract2, ptr addrspace(8) %193, i32 %42, i32 0, i32 0), !dbg !11
  %.bc3 = bitcast <2 x bfloat> %192 to <2 x i16>, !dbg !11
  %.extract4 = extractelement <2 x i16> %.bc3, i64 0, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %.extract4, ptr addrspace(8) %193, i32 %61, i32 0, i32 0), !dbg !11
  %.extract6 = extractelement <2 x i16> %.bc3, i64 1, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %.extract6, ptr addrspace(8) %193, i32 %65, i32 0, i32 0), !dbg !11
  ret void, !dbg !40
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

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.update.dpp.f32(float, float, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #6

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.amdgcn.sqrt.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #7

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.readlane.f32(float, i32) #8

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #8 = { convergent nocallback nofree nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "/work/wt/triton-targets/examples/triton")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "layernorm_kernel", linkageName: "layernorm_kernel", scope: !1, file: !1, line: 134, type: !5, scopeLine: 134, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !7, !7, !9, !9, !10, !7, !7}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!11 = !DILocation(line: 149, column: 5, scope: !4)
!12 = !DILocation(line: 314, column: 12, scope: !13, inlinedAt: !15)
!13 = distinct !DILexicalBlockFile(scope: !4, file: !14, discriminator: 0)
!14 = !DIFile(filename: "standard.py", directory: "/work/venv/lib/python3.11/site-packages/triton/language")
!15 = !DILocation(line: 144, column: 11, scope: !16)
!16 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!17 = !DILocation(line: 138, column: 11, scope: !4)
!18 = !DILocation(line: 139, column: 12, scope: !4)
!19 = !DILocation(line: 141, column: 25, scope: !4)
!20 = !DILocation(line: 141, column: 9, scope: !4)
!21 = !DILocation(line: 314, column: 12, scope: !13, inlinedAt: !22)
!22 = !DILocation(line: 142, column: 12, scope: !16)
!23 = !DILocation(line: 142, column: 12, scope: !4)
!24 = !DILocation(line: 146, column: 9, scope: !4)
!25 = !DILocation(line: 147, column: 9, scope: !4)
!26 = !DILocation(line: 140, column: 12, scope: !4)
!27 = !DILocation(line: 141, column: 17, scope: !4)
!28 = !DILocation(line: 287, column: 12, scope: !13, inlinedAt: !21)
!29 = !{!"amdgpu-synchronize-as", !"local"}
!30 = !DILocation(line: 143, column: 27, scope: !4)
!31 = !DILocation(line: 143, column: 12, scope: !4)
!32 = !DILocation(line: 144, column: 18, scope: !4)
!33 = !DILocation(line: 287, column: 12, scope: !13, inlinedAt: !12)
!34 = !DILocation(line: 144, column: 11, scope: !4)
!35 = !DILocation(line: 145, column: 24, scope: !4)
!36 = !DILocation(line: 145, column: 16, scope: !4)
!37 = !DILocation(line: 145, column: 12, scope: !4)
!38 = !DILocation(line: 148, column: 9, scope: !4)
!39 = !DILocation(line: 149, column: 47, scope: !4)
!40 = !DILocation(line: 134, column: 1, scope: !4)
!amdsync.lds_tiles = !{!41, !42}
!41 = !{!"global_smem", i64 0, i64 16, !"tt.reduce", !"", !"kernels.py", i64 142, i64 12}
!42 = !{!"global_smem", i64 0, i64 16, !"tt.reduce", !"", !"kernels.py", i64 144, i64 11}
