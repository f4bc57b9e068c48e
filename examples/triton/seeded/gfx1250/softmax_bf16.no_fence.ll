; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu12.50-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @softmax_kernel(ptr addrspace(1) nofree readonly captures(none) %0, ptr addrspace(1) nofree writeonly captures(none) %1, i32 %2, i32 %3, ptr addrspace(1) nofree readnone captures(none) %4, ptr addrspace(1) nofree readnone captures(none) %5) local_unnamed_addr #0 !dbg !4 {
  %7 = tail call i32 @llvm.amdgcn.wave.id(), !dbg !10
  %8 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !15
  %9 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !16
  %10 = and i32 %9, 31, !dbg !16
  %11 = shl i32 %7, 5, !dbg !16
  %12 = or disjoint i32 %10, %11, !dbg !16
  %13 = shl i32 %12, 3, !dbg !16
  %14 = and i32 %13, 1016, !dbg !16
  %15 = or disjoint i32 %14, 1, !dbg !16
  %16 = or disjoint i32 %14, 2, !dbg !16
  %17 = or disjoint i32 %14, 3, !dbg !16
  %18 = or disjoint i32 %14, 4, !dbg !16
  %19 = or disjoint i32 %14, 5, !dbg !16
  %20 = or disjoint i32 %14, 6, !dbg !16
  %21 = or disjoint i32 %14, 7, !dbg !16
  %22 = icmp slt i32 %14, %2, !dbg !17
  %23 = icmp slt i32 %15, %2, !dbg !17
  %24 = icmp slt i32 %16, %2, !dbg !17
  %25 = icmp slt i32 %17, %2, !dbg !17
  %26 = icmp slt i32 %18, %2, !dbg !17
  %27 = icmp slt i32 %19, %2, !dbg !17
  %28 = icmp slt i32 %20, %2, !dbg !17
  %29 = icmp slt i32 %21, %2, !dbg !17
  %30 = mul i32 %3, %8, !dbg !18
  %31 = add i32 %30, %14, !dbg !19
  %32 = add i32 %30, %15, !dbg !19
  %33 = add i32 %30, %16, !dbg !19
  %34 = add i32 %30, %17, !dbg !19
  %35 = add i32 %30, %18, !dbg !19
  %36 = add i32 %30, %19, !dbg !19
  %37 = add i32 %30, %20, !dbg !19
  %38 = add i32 %30, %21, !dbg !19
  %39 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 822243328), !dbg !20
  %40 = shl i32 %31, 1, !dbg !20
  %41 = select i1 %22, i32 %40, i32 -2147483648, !dbg !20
  %42 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %39, i32 %41, i32 0, i32 0), !dbg !20
  %43 = shl i32 %32, 1, !dbg !20
  %44 = select i1 %23, i32 %43, i32 -2147483648, !dbg !20
  %45 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %39, i32 %44, i32 0, i32 0), !dbg !20
  %46 = shl i32 %33, 1, !dbg !20
  %47 = select i1 %24, i32 %46, i32 -2147483648, !dbg !20
  %48 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %39, i32 %47, i32 0, i32 0), !dbg !20
  %49 = shl i32 %34, 1, !dbg !20
  %50 = select i1 %25, i32 %49, i32 -2147483648, !dbg !20
  %51 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %39, i32 %50, i32 0, i32 0), !dbg !20
  %52 = shl i32 %35, 1, !dbg !20
  %53 = select i1 %26, i32 %52, i32 -2147483648, !dbg !20
  %54 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %39, i32 %53, i32 0, i32 0), !dbg !20
  %55 = shl i32 %36, 1, !dbg !20
  %56 = select i1 %27, i32 %55, i32 -2147483648, !dbg !20
  %57 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %39, i32 %56, i32 0, i32 0), !dbg !20
  %58 = shl i32 %37, 1, !dbg !20
  %59 = select i1 %28, i32 %58, i32 -2147483648, !dbg !20
  %60 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %39, i32 %59, i32 0, i32 0), !dbg !20
  %61 = shl i32 %38, 1, !dbg !20
  %62 = select i1 %29, i32 %61, i32 -2147483648, !dbg !20
  %63 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %39, i32 %62, i32 0, i32 0), !dbg !20
  %64 = zext i16 %42 to i32, !dbg !20
  %65 = shl nuw i32 %64, 16, !dbg !20
  %66 = bitcast i32 %65 to float, !dbg !20
  %67 = select i1 %22, float %66, float -inf, !dbg !20
  %68 = zext i16 %45 to i32, !dbg !20
  %69 = shl nuw i32 %68, 16, !dbg !20
  %70 = bitcast i32 %69 to float, !dbg !20
  %71 = select i1 %23, float %70, float -inf, !dbg !20
  %72 = zext i16 %48 to i32, !dbg !20
  %73 = shl nuw i32 %72, 16, !dbg !20
  %74 = bitcast i32 %73 to float, !dbg !20
  %75 = select i1 %24, float %74, float -inf, !dbg !20
  %76 = zext i16 %51 to i32, !dbg !20
  %77 = shl nuw i32 %76, 16, !dbg !20
  %78 = bitcast i32 %77 to float, !dbg !20
  %79 = select i1 %25, float %78, float -inf, !dbg !20
  %80 = zext i16 %54 to i32, !dbg !20
  %81 = shl nuw i32 %80, 16, !dbg !20
  %82 = bitcast i32 %81 to float, !dbg !20
  %83 = select i1 %26, float %82, float -inf, !dbg !20
  %84 = zext i16 %57 to i32, !dbg !20
  %85 = shl nuw i32 %84, 16, !dbg !20
  %86 = bitcast i32 %85 to float, !dbg !20
  %87 = select i1 %27, float %86, float -inf, !dbg !20
  %88 = zext i16 %60 to i32, !dbg !20
  %89 = shl nuw i32 %88, 16, !dbg !20
  %90 = bitcast i32 %89 to float, !dbg !20
  %91 = select i1 %28, float %90, float -inf, !dbg !20
  %92 = zext i16 %63 to i32, !dbg !20
  %93 = shl nuw i32 %92, 16, !dbg !20
  %94 = bitcast i32 %93 to float, !dbg !20
  %95 = select i1 %29, float %94, float -inf, !dbg !20
  %96 = tail call float @llvm.maxnum.f32(float %67, float %71), !dbg !21
  %97 = tail call float @llvm.maxnum.f32(float %96, float %75), !dbg !21
  %98 = tail call float @llvm.maxnum.f32(float %79, float %83), !dbg !21
  %99 = tail call float @llvm.maxnum.f32(float %98, float %87), !dbg !21
  %100 = tail call float @llvm.maxnum.f32(float %91, float %95), !dbg !21
  %101 = tail call float @llvm.maxnum.f32(float %97, float %99), !dbg !21
  %102 = tail call float @llvm.maxnum.f32(float %101, float %100), !dbg !21
  %103 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %102, i32 280, i32 15, i32 15, i1 true), !dbg !22
  %104 = tail call float @llvm.maxnum.f32(float %102, float %103), !dbg !21
  %105 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %104, i32 276, i32 15, i32 15, i1 true), !dbg !22
  %106 = tail call float @llvm.maxnum.f32(float %104, float %105), !dbg !21
  %107 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %106, i32 274, i32 15, i32 15, i1 true), !dbg !22
  %108 = tail call float @llvm.maxnum.f32(float %106, float %107), !dbg !21
  %109 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %108, i32 273, i32 15, i32 15, i1 true), !dbg !22
  %110 = tail call float @llvm.maxnum.f32(float %108, float %109), !dbg !21
  %111 = bitcast float %110 to i32, !dbg !22
  %112 = tail call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %111, i32 -1, i32 -1, i1 true, i1 false), !dbg !22
  %113 = bitcast i32 %112 to float, !dbg !22
  %114 = tail call float @llvm.maxnum.f32(float %110, float %113), !dbg !21
  %115 = tail call float @llvm.amdgcn.readlane.f32(float %114, i32 31), !dbg !22
  %116 = lshr exact i32 %11, 3, !dbg !22
  %117 = and i32 %116, 12, !dbg !22
  %118 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %117, !dbg !22
  %119 = insertelement <1 x float> poison, float %115, i64 0, !dbg !22
  store <1 x float> %119, ptr addrspace(3) %118, align 4, !dbg !22
  fence syncscope("workgroup") release, !dbg !22, !mmra !24
  tail call void @llvm.amdgcn.s.barrier(), !dbg !22
  ; seeded bug, removed: fence syncscope("workgroup") acquire, !dbg !22, !mmra !24
  %120 = shl nuw nsw i32 %9, 2, !dbg !22
  %121 = and i32 %120, 12, !dbg !22
  %122 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %121, !dbg !22
  %123 = load <1 x float>, ptr addrspace(3) %122, align 4, !dbg !22
  %124 = extractelement <1 x float> %123, i64 0, !dbg !22
  %125 = bitcast float %124 to i32, !dbg !22
  %126 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %125, i32 354, i32 15, i32 15, i1 true), !dbg !22
  %127 = bitcast i32 %126 to float, !dbg !22
  %128 = tail call float @llvm.maxnum.f32(float %124, float %127), !dbg !21
  %129 = bitcast float %128 to i32, !dbg !22
  %130 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %129, i32 353, i32 15, i32 15, i1 true), !dbg !22
  %131 = bitcast i32 %130 to float, !dbg !22
  %132 = tail call float @llvm.maxnum.f32(float %128, float %131), !dbg !21
  %133 = insertelement <2 x float> poison, float %67, i64 0, !dbg !25
  %134 = insertelement <2 x float> %133, float %71, i64 1, !dbg !25
  %135 = insertelement <2 x float> poison, float %132, i64 0, !dbg !25
  %136 = shufflevector <2 x float> %135, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !25
  %137 = fsub <2 x float> %134, %136, !dbg !25
  %138 = insertelement <2 x float> poison, float %75, i64 0, !dbg !25
  %139 = insertelement <2 x float> %138, float %79, i64 1, !dbg !25
  %140 = fsub <2 x float> %139, %136, !dbg !25
  %141 = insertelement <2 x float> poison, float %83, i64 0, !dbg !25
  %142 = insertelement <2 x float> %141, float %87, i64 1, !dbg !25
  %143 = fsub <2 x float> %142, %136, !dbg !25
  %144 = insertelement <2 x float> poison, float %91, i64 0, !dbg !25
  %145 = insertelement <2 x float> %144, float %95, i64 1, !dbg !25
  %146 = fsub <2 x float> %145, %136, !dbg !25
  %147 = fmul <2 x float> %137, splat (float f0x3FB8AA3B), !dbg !26
  %148 = tail call <2 x float> @llvm.exp2.v2f32(<2 x float> %147), !dbg !26
  %149 = fmul <2 x float> %140, splat (float f0x3FB8AA3B), !dbg !26
  %150 = tail call <2 x float> @llvm.exp2.v2f32(<2 x float> %149), !dbg !26
  %151 = fmul <2 x float> %143, splat (float f0x3FB8AA3B), !dbg !26
  %152 = tail call <2 x float> @llvm.exp2.v2f32(<2 x float> %151), !dbg !26
  %153 = fmul <2 x float> %146, splat (float f0x3FB8AA3B), !dbg !26
  %154 = tail call <2 x float> @llvm.exp2.v2f32(<2 x float> %153), !dbg !26
  fence syncscope("workgroup") release, !dbg !10, !mmra !24
  tail call void @llvm.amdgcn.s.barrier(), !dbg !10
  fence syncscope("workgroup") acquire, !dbg !10, !mmra !24
  %155 = fadd <2 x float> %148, %150, !dbg !10
  %156 = fadd <2 x float> %152, %154, !dbg !10
  %157 = fadd <2 x float> %155, %156, !dbg !10
  %158 = extractelement <2 x float> %157, i64 0, !dbg !10
  %159 = extractelement <2 x float> %157, i64 1, !dbg !10
  %160 = fadd float %158, %159, !dbg !27
  %161 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %160, i32 280, i32 15, i32 15, i1 true), !dbg !10
  %162 = fadd float %161, %160, !dbg !27
  %163 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %162, i32 276, i32 15, i32 15, i1 true), !dbg !10
  %164 = fadd float %163, %162, !dbg !27
  %165 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %164, i32 274, i32 15, i32 15, i1 true), !dbg !10
  %166 = fadd float %165, %164, !dbg !27
  %167 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %166, i32 273, i32 15, i32 15, i1 true), !dbg !10
  %168 = fadd float %167, %166, !dbg !27
  %169 = bitcast float %168 to i32, !dbg !10
  %170 = tail call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %169, i32 -1, i32 -1, i1 true, i1 false), !dbg !10
  %171 = bitcast i32 %170 to float, !dbg !10
  %172 = fadd float %168, %171, !dbg !27
  %173 = tail call float @llvm.amdgcn.readlane.f32(float %172, i32 31), !dbg !10
  %174 = insertelement <1 x float> poison, float %173, i64 0, !dbg !10
  store <1 x float> %174, ptr addrspace(3) %118, align 4, !dbg !10
  fence syncscope("workgroup") release, !dbg !10, !mmra !24
  tail call void @llvm.amdgcn.s.barrier(), !dbg !10
  fence syncscope("workgroup") acquire, !dbg !10, !mmra !24
  %175 = load <1 x float>, ptr addrspace(3) %122, align 4, !dbg !10
  %176 = extractelement <1 x float> %175, i64 0, !dbg !10
  %177 = bitcast float %176 to i32, !dbg !10
  %178 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %177, i32 354, i32 15, i32 15, i1 true), !dbg !10
  %179 = bitcast i32 %178 to float, !dbg !10
  %180 = fadd float %176, %179, !dbg !27
  %181 = bitcast float %180 to i32, !dbg !10
  %182 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %181, i32 353, i32 15, i32 15, i1 true), !dbg !10
  %183 = bitcast i32 %182 to float, !dbg !10
  %184 = fadd float %180, %183, !dbg !27
  %185 = extractelement <2 x float> %148, i64 0, !dbg !28
  %186 = fdiv float %185, %184, !dbg !28
  %187 = extractelement <2 x float> %148, i64 1, !dbg !28
  %188 = fdiv float %187, %184, !dbg !28
  %189 = extractelement <2 x float> %150, i64 0, !dbg !28
  %190 = fdiv float %189, %184, !dbg !28
  %191 = extractelement <2 x float> %150, i64 1, !dbg !28
  %192 = fdiv float %191, %184, !dbg !28
  %193 = extractelement <2 x float> %152, i64 0, !dbg !28
  %194 = fdiv float %193, %184, !dbg !28
  %195 = extractelement <2 x float> %152, i64 1, !dbg !28
  %196 = fdiv float %195, %184, !dbg !28
  %197 = extractelement <2 x float> %154, i64 0, !dbg !28
  %198 = fdiv float %197, %184, !dbg !28
  %199 = extractelement <2 x float> %154, i64 1, !dbg !28
  %200 = fdiv float %199, %184, !dbg !28
  %201 = insertelement <2 x float> poison, float %186, i64 0, !dbg !29
  %202 = insertelement <2 x float> %201, float %188, i64 1, !dbg !29
  %203 = fptrunc <2 x float> %202 to <2 x bfloat>, !dbg !29
  %204 = insertelement <2 x float> poison, float %190, i64 0, !dbg !29
  %205 = insertelement <2 x float> %204, float %192, i64 1, !dbg !29
  %206 = fptrunc <2 x float> %205 to <2 x bfloat>, !dbg !29
  %207 = insertelement <2 x float> poison, float %194, i64 0, !dbg !29
  %208 = insertelement <2 x float> %207, float %196, i64 1, !dbg !29
  %209 = fptrunc <2 x float> %208 to <2 x bfloat>, !dbg !29
  %210 = insertelement <2 x float> poison, float %198, i64 0, !dbg !29
  %211 = insertelement <2 x float> %210, float %200, i64 1, !dbg !29
  %212 = fptrunc <2 x float> %211 to <2 x bfloat>, !dbg !29
  %213 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 822243328), !dbg !30
  %.bc = bitcast <2 x bfloat> %203 to <2 x i16>, !dbg !30
  %.extract = extractelement <2 x i16> %.bc, i64 0, !dbg !30
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %.extract, ptr addrspace(8) %213, i32 %41, i32 0, i32 0), !dbg !30
  %.extract2 = extractelement <2 x i16> %.bc, i64 1, !dbg !30
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %.extract2, ptr addrspace(8) %213, i32 %44, i32 0, i32 0), !dbg !30
  %.bc3 = bitcast <2 x bfloat> %206 to <2 x i16>, !dbg !30
  %.extract4 = extractelement <2 x i16> %.bc3, i64 0, !dbg !30
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %.extract4, ptr addrspace(8) %213, i32 %47, i32 0, i32 0), !dbg !30
  %.extract6 = extractelement <2 x i16> %.bc3, i64 1, !dbg !30
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %.extract6, ptr addrspace(8) %213, i32 %50, i32 0, i32 0), !dbg !30
  %.bc7 = bitcast <2 x bfloat> %209 to <2 x i16>, !dbg !30
  %.extract8 = extractelement <2 x i16> %.bc7, i64 0, !dbg !30
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %.extract8, ptr addrspace(8) %213, i32 %53, i32 0, i32 0), !dbg !30
  %.extract10 = extractelement <2 x i16> %.bc7, i64 1, !dbg !30
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %.extract10, ptr addrspace(8) %213, i32 %56, i32 0, i32 0), !dbg !30
  %.bc11 = bitcast <2 x bfloat> %212 to <2 x i16>, !dbg !30
  %.extract12 = extractelement <2 x i16> %.bc11, i64 0, !dbg !30
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %.extract12, ptr addrspace(8) %213, i32 %59, i32 0, i32 0), !dbg !30
  %.extract14 = extractelement <2 x i16> %.bc11, i64 1, !dbg !30
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %.extract14, ptr addrspace(8) %213, i32 %62, i32 0, i32 0), !dbg !30
  ret void, !dbg !31
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
declare i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.update.dpp.f32(float, float, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.permlanex16.i32(i32, i32, i32, i32, i1 immarg, i1 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #6

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.readlane.f32(float, i32) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.exp2.v2f32(<2 x float>) #8

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-cluster-dims"="1,1,1" "amdgpu-expert-scheduling-mode"="true" "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "amdgpu-sched-strategy"="coexec" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #4 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #7 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!10 = !DILocation(line: 314, column: 12, scope: !11, inlinedAt: !13)
!11 = distinct !DILexicalBlockFile(scope: !4, file: !12, discriminator: 0)
!12 = !DIFile(filename: "standard.py", directory: "/work/venv/lib/python3.11/site-packages/triton/language")
!13 = !DILocation(line: 129, column: 15, scope: !14)
!14 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!15 = !DILocation(line: 123, column: 11, scope: !4)
!16 = !DILocation(line: 124, column: 12, scope: !4)
!17 = !DILocation(line: 125, column: 12, scope: !4)
!18 = !DILocation(line: 126, column: 25, scope: !4)
!19 = !DILocation(line: 126, column: 17, scope: !4)
!20 = !DILocation(line: 126, column: 9, scope: !4)
!21 = !DILocation(line: 196, column: 12, scope: !11, inlinedAt: !22)
!22 = !DILocation(line: 216, column: 16, scope: !11, inlinedAt: !23)
!23 = !DILocation(line: 127, column: 13, scope: !14)
!24 = !{!"amdgpu-synchronize-as", !"local"}
!25 = !DILocation(line: 127, column: 9, scope: !4)
!26 = !DILocation(line: 128, column: 11, scope: !4)
!27 = !DILocation(line: 287, column: 12, scope: !11, inlinedAt: !10)
!28 = !DILocation(line: 129, column: 9, scope: !4)
!29 = !DILocation(line: 130, column: 47, scope: !4)
!30 = !DILocation(line: 130, column: 5, scope: !4)
!31 = !DILocation(line: 120, column: 1, scope: !4)
!amdsync.lds_tiles = !{!32, !33}
!32 = !{!"global_smem", i64 0, i64 16, !"tt.reduce", !"", !"kernels.py", i64 127, i64 13}
!33 = !{!"global_smem", i64 0, i64 16, !"tt.reduce", !"", !"kernels.py", i64 129, i64 15}
