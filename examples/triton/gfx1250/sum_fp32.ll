; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu12.50-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @sum_kernel(ptr addrspace(1) nofree readonly captures(none) %0, ptr addrspace(1) nofree writeonly captures(none) %1, ptr addrspace(1) nofree writeonly captures(none) %2, i32 %3, i32 %4, i32 %5, ptr addrspace(1) nofree readnone captures(none) %6, ptr addrspace(1) nofree readnone captures(none) %7) local_unnamed_addr #0 !dbg !4 {
  %9 = tail call i32 @llvm.amdgcn.wave.id(), !dbg !12
  %10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !13
  %11 = shl i32 %10, 6, !dbg !14
  %12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !15
  %13 = and i32 %12, 31, !dbg !15
  %14 = shl i32 %9, 5, !dbg !15
  %15 = or disjoint i32 %13, %14, !dbg !15
  %16 = and i32 %15, 112, !dbg !15
  %17 = lshr exact i32 %16, 4, !dbg !15
  %18 = or disjoint i32 %17, 8, !dbg !15
  %19 = or disjoint i32 %17, 16, !dbg !15
  %20 = or disjoint i32 %17, 24, !dbg !15
  %21 = or disjoint i32 %17, 32, !dbg !15
  %22 = or disjoint i32 %17, 40, !dbg !15
  %23 = or disjoint i32 %17, 48, !dbg !15
  %24 = or disjoint i32 %17, 56, !dbg !15
  %25 = and i32 %15, 63, !dbg !15
  %26 = or disjoint i32 %17, %11, !dbg !14
  %27 = or disjoint i32 %19, %11, !dbg !14
  %28 = or disjoint i32 %21, %11, !dbg !14
  %29 = or disjoint i32 %23, %11, !dbg !14
  %30 = or disjoint i32 %25, %11, !dbg !14
  %31 = icmp slt i32 %26, %3, !dbg !16
  %32 = icmp slt i32 %27, %3, !dbg !16
  %33 = icmp slt i32 %28, %3, !dbg !16
  %34 = icmp slt i32 %29, %3, !dbg !16
  %35 = and i32 %12, 15, !dbg !17
  %36 = shl nuw nsw i32 %35, 2, !dbg !17
  %37 = icmp slt i32 %36, %4, !dbg !17
  %38 = and i1 %31, %37, !dbg !18
  %39 = and i1 %32, %37, !dbg !18
  %40 = and i1 %33, %37, !dbg !18
  %41 = and i1 %34, %37, !dbg !18
  %42 = mul i32 %5, %11, !dbg !19
  %43 = mul i32 %5, %17, !dbg !19
  %44 = mul i32 %5, %18, !dbg !19
  %45 = mul i32 %5, %19, !dbg !19
  %46 = mul i32 %5, %20, !dbg !19
  %47 = mul i32 %5, %21, !dbg !19
  %48 = mul i32 %5, %22, !dbg !19
  %49 = mul i32 %5, %23, !dbg !19
  %50 = mul i32 %5, %24, !dbg !19
  %51 = or disjoint i32 %36, %42, !dbg !19
  %52 = add i32 %51, %43, !dbg !19
  %53 = add i32 %51, %44, !dbg !19
  %54 = add i32 %51, %45, !dbg !19
  %55 = add i32 %51, %46, !dbg !19
  %56 = add i32 %51, %47, !dbg !19
  %57 = add i32 %51, %48, !dbg !19
  %58 = add i32 %51, %49, !dbg !19
  %59 = add i32 %51, %50, !dbg !19
  %60 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 822243328), !dbg !20
  %61 = shl i32 %52, 2, !dbg !20
  %62 = select i1 %38, i32 %61, i32 -2147483648, !dbg !20
  %63 = tail call <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) %60, i32 %62, i32 0, i32 0), !dbg !20
  %64 = shl i32 %53, 2, !dbg !20
  %65 = select i1 %38, i32 %64, i32 -2147483648, !dbg !20
  %66 = tail call <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) %60, i32 %65, i32 0, i32 0), !dbg !20
  %67 = shl i32 %54, 2, !dbg !20
  %68 = select i1 %39, i32 %67, i32 -2147483648, !dbg !20
  %69 = tail call <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) %60, i32 %68, i32 0, i32 0), !dbg !20
  %70 = shl i32 %55, 2, !dbg !20
  %71 = select i1 %39, i32 %70, i32 -2147483648, !dbg !20
  %72 = tail call <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) %60, i32 %71, i32 0, i32 0), !dbg !20
  %73 = shl i32 %56, 2, !dbg !20
  %74 = select i1 %40, i32 %73, i32 -2147483648, !dbg !20
  %75 = tail call <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) %60, i32 %74, i32 0, i32 0), !dbg !20
  %76 = shl i32 %57, 2, !dbg !20
  %77 = select i1 %40, i32 %76, i32 -2147483648, !dbg !20
  %78 = tail call <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) %60, i32 %77, i32 0, i32 0), !dbg !20
  %79 = shl i32 %58, 2, !dbg !20
  %80 = select i1 %41, i32 %79, i32 -2147483648, !dbg !20
  %81 = tail call <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) %60, i32 %80, i32 0, i32 0), !dbg !20
  %82 = shl i32 %59, 2, !dbg !20
  %83 = select i1 %41, i32 %82, i32 -2147483648, !dbg !20
  %84 = tail call <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) %60, i32 %83, i32 0, i32 0), !dbg !20
  %85 = icmp slt i32 %30, %3, !dbg !21
  %86 = shufflevector <4 x float> %63, <4 x float> poison, <2 x i32> <i32 0, i32 1>, !dbg !22
  %87 = shufflevector <4 x float> %63, <4 x float> poison, <2 x i32> <i32 2, i32 3>, !dbg !22
  %88 = shufflevector <4 x float> %66, <4 x float> poison, <2 x i32> <i32 0, i32 1>, !dbg !22
  %89 = shufflevector <4 x float> %66, <4 x float> poison, <2 x i32> <i32 2, i32 3>, !dbg !22
  %90 = shufflevector <4 x float> %69, <4 x float> poison, <2 x i32> <i32 0, i32 1>, !dbg !22
  %91 = shufflevector <4 x float> %69, <4 x float> poison, <2 x i32> <i32 2, i32 3>, !dbg !22
  %92 = shufflevector <4 x float> %72, <4 x float> poison, <2 x i32> <i32 0, i32 1>, !dbg !22
  %93 = shufflevector <4 x float> %72, <4 x float> poison, <2 x i32> <i32 2, i32 3>, !dbg !22
  %94 = shufflevector <4 x float> %75, <4 x float> poison, <2 x i32> <i32 0, i32 1>, !dbg !22
  %95 = shufflevector <4 x float> %75, <4 x float> poison, <2 x i32> <i32 2, i32 3>, !dbg !22
  %96 = shufflevector <4 x float> %78, <4 x float> poison, <2 x i32> <i32 0, i32 1>, !dbg !22
  %97 = shufflevector <4 x float> %78, <4 x float> poison, <2 x i32> <i32 2, i32 3>, !dbg !22
  %98 = shufflevector <4 x float> %81, <4 x float> poison, <2 x i32> <i32 0, i32 1>, !dbg !22
  %99 = shufflevector <4 x float> %81, <4 x float> poison, <2 x i32> <i32 2, i32 3>, !dbg !22
  %100 = shufflevector <4 x float> %84, <4 x float> poison, <2 x i32> <i32 0, i32 1>, !dbg !22
  %101 = shufflevector <4 x float> %84, <4 x float> poison, <2 x i32> <i32 2, i32 3>, !dbg !22
  %102 = fadd <2 x float> %86, %87, !dbg !22
  %103 = fadd <2 x float> %88, %89, !dbg !22
  %104 = fadd <2 x float> %90, %91, !dbg !22
  %105 = fadd <2 x float> %92, %93, !dbg !22
  %106 = fadd <2 x float> %94, %95, !dbg !22
  %107 = fadd <2 x float> %96, %97, !dbg !22
  %108 = fadd <2 x float> %98, %99, !dbg !22
  %109 = fadd <2 x float> %100, %101, !dbg !22
  %110 = extractelement <2 x float> %102, i64 0, !dbg !22
  %111 = extractelement <2 x float> %102, i64 1, !dbg !22
  %112 = fadd float %110, %111, !dbg !27
  %113 = extractelement <2 x float> %103, i64 0, !dbg !22
  %114 = extractelement <2 x float> %103, i64 1, !dbg !22
  %115 = fadd float %113, %114, !dbg !27
  %116 = extractelement <2 x float> %104, i64 0, !dbg !22
  %117 = extractelement <2 x float> %104, i64 1, !dbg !22
  %118 = fadd float %116, %117, !dbg !27
  %119 = extractelement <2 x float> %105, i64 0, !dbg !22
  %120 = extractelement <2 x float> %105, i64 1, !dbg !22
  %121 = fadd float %119, %120, !dbg !27
  %122 = extractelement <2 x float> %106, i64 0, !dbg !22
  %123 = extractelement <2 x float> %106, i64 1, !dbg !22
  %124 = fadd float %122, %123, !dbg !27
  %125 = extractelement <2 x float> %107, i64 0, !dbg !22
  %126 = extractelement <2 x float> %107, i64 1, !dbg !22
  %127 = fadd float %125, %126, !dbg !27
  %128 = extractelement <2 x float> %108, i64 0, !dbg !22
  %129 = extractelement <2 x float> %108, i64 1, !dbg !22
  %130 = fadd float %128, %129, !dbg !27
  %131 = extractelement <2 x float> %109, i64 0, !dbg !22
  %132 = extractelement <2 x float> %109, i64 1, !dbg !22
  %133 = fadd float %131, %132, !dbg !27
  %134 = bitcast float %112 to i32, !dbg !22
  %135 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %134, i32 360, i32 15, i32 15, i1 true), !dbg !22
  %136 = bitcast i32 %135 to float, !dbg !22
  %137 = fadd float %112, %136, !dbg !27
  %138 = bitcast float %137 to i32, !dbg !22
  %139 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %138, i32 356, i32 15, i32 15, i1 true), !dbg !22
  %140 = bitcast i32 %139 to float, !dbg !22
  %141 = fadd float %137, %140, !dbg !27
  %142 = bitcast float %141 to i32, !dbg !22
  %143 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %142, i32 354, i32 15, i32 15, i1 true), !dbg !22
  %144 = bitcast i32 %143 to float, !dbg !22
  %145 = fadd float %141, %144, !dbg !27
  %146 = bitcast float %145 to i32, !dbg !22
  %147 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %146, i32 353, i32 15, i32 15, i1 true), !dbg !22
  %148 = bitcast i32 %147 to float, !dbg !22
  %149 = fadd float %145, %148, !dbg !27
  %150 = bitcast float %115 to i32, !dbg !22
  %151 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %150, i32 360, i32 15, i32 15, i1 true), !dbg !22
  %152 = bitcast i32 %151 to float, !dbg !22
  %153 = fadd float %115, %152, !dbg !27
  %154 = bitcast float %153 to i32, !dbg !22
  %155 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %154, i32 356, i32 15, i32 15, i1 true), !dbg !22
  %156 = bitcast i32 %155 to float, !dbg !22
  %157 = fadd float %153, %156, !dbg !27
  %158 = bitcast float %157 to i32, !dbg !22
  %159 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %158, i32 354, i32 15, i32 15, i1 true), !dbg !22
  %160 = bitcast i32 %159 to float, !dbg !22
  %161 = fadd float %157, %160, !dbg !27
  %162 = bitcast float %161 to i32, !dbg !22
  %163 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %162, i32 353, i32 15, i32 15, i1 true), !dbg !22
  %164 = bitcast i32 %163 to float, !dbg !22
  %165 = fadd float %161, %164, !dbg !27
  %166 = bitcast float %118 to i32, !dbg !22
  %167 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %166, i32 360, i32 15, i32 15, i1 true), !dbg !22
  %168 = bitcast i32 %167 to float, !dbg !22
  %169 = fadd float %118, %168, !dbg !27
  %170 = bitcast float %169 to i32, !dbg !22
  %171 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %170, i32 356, i32 15, i32 15, i1 true), !dbg !22
  %172 = bitcast i32 %171 to float, !dbg !22
  %173 = fadd float %169, %172, !dbg !27
  %174 = bitcast float %173 to i32, !dbg !22
  %175 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %174, i32 354, i32 15, i32 15, i1 true), !dbg !22
  %176 = bitcast i32 %175 to float, !dbg !22
  %177 = fadd float %173, %176, !dbg !27
  %178 = bitcast float %177 to i32, !dbg !22
  %179 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %178, i32 353, i32 15, i32 15, i1 true), !dbg !22
  %180 = bitcast i32 %179 to float, !dbg !22
  %181 = fadd float %177, %180, !dbg !27
  %182 = bitcast float %121 to i32, !dbg !22
  %183 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %182, i32 360, i32 15, i32 15, i1 true), !dbg !22
  %184 = bitcast i32 %183 to float, !dbg !22
  %185 = fadd float %121, %184, !dbg !27
  %186 = bitcast float %185 to i32, !dbg !22
  %187 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %186, i32 356, i32 15, i32 15, i1 true), !dbg !22
  %188 = bitcast i32 %187 to float, !dbg !22
  %189 = fadd float %185, %188, !dbg !27
  %190 = bitcast float %189 to i32, !dbg !22
  %191 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %190, i32 354, i32 15, i32 15, i1 true), !dbg !22
  %192 = bitcast i32 %191 to float, !dbg !22
  %193 = fadd float %189, %192, !dbg !27
  %194 = bitcast float %193 to i32, !dbg !22
  %195 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %194, i32 353, i32 15, i32 15, i1 true), !dbg !22
  %196 = bitcast i32 %195 to float, !dbg !22
  %197 = fadd float %193, %196, !dbg !27
  %198 = bitcast float %124 to i32, !dbg !22
  %199 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %198, i32 360, i32 15, i32 15, i1 true), !dbg !22
  %200 = bitcast i32 %199 to float, !dbg !22
  %201 = fadd float %124, %200, !dbg !27
  %202 = bitcast float %201 to i32, !dbg !22
  %203 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %202, i32 356, i32 15, i32 15, i1 true), !dbg !22
  %204 = bitcast i32 %203 to float, !dbg !22
  %205 = fadd float %201, %204, !dbg !27
  %206 = bitcast float %205 to i32, !dbg !22
  %207 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %206, i32 354, i32 15, i32 15, i1 true), !dbg !22
  %208 = bitcast i32 %207 to float, !dbg !22
  %209 = fadd float %205, %208, !dbg !27
  %210 = bitcast float %209 to i32, !dbg !22
  %211 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %210, i32 353, i32 15, i32 15, i1 true), !dbg !22
  %212 = bitcast i32 %211 to float, !dbg !22
  %213 = fadd float %209, %212, !dbg !27
  %214 = bitcast float %127 to i32, !dbg !22
  %215 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %214, i32 360, i32 15, i32 15, i1 true), !dbg !22
  %216 = bitcast i32 %215 to float, !dbg !22
  %217 = fadd float %127, %216, !dbg !27
  %218 = bitcast float %217 to i32, !dbg !22
  %219 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %218, i32 356, i32 15, i32 15, i1 true), !dbg !22
  %220 = bitcast i32 %219 to float, !dbg !22
  %221 = fadd float %217, %220, !dbg !27
  %222 = bitcast float %221 to i32, !dbg !22
  %223 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %222, i32 354, i32 15, i32 15, i1 true), !dbg !22
  %224 = bitcast i32 %223 to float, !dbg !22
  %225 = fadd float %221, %224, !dbg !27
  %226 = bitcast float %225 to i32, !dbg !22
  %227 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %226, i32 353, i32 15, i32 15, i1 true), !dbg !22
  %228 = bitcast i32 %227 to float, !dbg !22
  %229 = fadd float %225, %228, !dbg !27
  %230 = bitcast float %130 to i32, !dbg !22
  %231 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %230, i32 360, i32 15, i32 15, i1 true), !dbg !22
  %232 = bitcast i32 %231 to float, !dbg !22
  %233 = fadd float %130, %232, !dbg !27
  %234 = bitcast float %233 to i32, !dbg !22
  %235 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %234, i32 356, i32 15, i32 15, i1 true), !dbg !22
  %236 = bitcast i32 %235 to float, !dbg !22
  %237 = fadd float %233, %236, !dbg !27
  %238 = bitcast float %237 to i32, !dbg !22
  %239 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %238, i32 354, i32 15, i32 15, i1 true), !dbg !22
  %240 = bitcast i32 %239 to float, !dbg !22
  %241 = fadd float %237, %240, !dbg !27
  %242 = bitcast float %241 to i32, !dbg !22
  %243 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %242, i32 353, i32 15, i32 15, i1 true), !dbg !22
  %244 = bitcast i32 %243 to float, !dbg !22
  %245 = fadd float %241, %244, !dbg !27
  %246 = bitcast float %133 to i32, !dbg !22
  %247 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %246, i32 360, i32 15, i32 15, i1 true), !dbg !22
  %248 = bitcast i32 %247 to float, !dbg !22
  %249 = fadd float %133, %248, !dbg !27
  %250 = bitcast float %249 to i32, !dbg !22
  %251 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %250, i32 356, i32 15, i32 15, i1 true), !dbg !22
  %252 = bitcast i32 %251 to float, !dbg !22
  %253 = fadd float %249, %252, !dbg !27
  %254 = bitcast float %253 to i32, !dbg !22
  %255 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %254, i32 354, i32 15, i32 15, i1 true), !dbg !22
  %256 = bitcast i32 %255 to float, !dbg !22
  %257 = fadd float %253, %256, !dbg !27
  %258 = bitcast float %257 to i32, !dbg !22
  %259 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %258, i32 353, i32 15, i32 15, i1 true), !dbg !22
  %260 = bitcast i32 %259 to float, !dbg !22
  %261 = fadd float %257, %260, !dbg !27
  %262 = lshr exact i32 %16, 2, !dbg !28
  %263 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %262, !dbg !28
  %264 = insertelement <1 x float> poison, float %149, i64 0, !dbg !28
  store <1 x float> %264, ptr addrspace(3) %263, align 4, !dbg !28
  %265 = getelementptr inbounds nuw i8, ptr addrspace(3) %263, i32 32, !dbg !28
  %266 = insertelement <1 x float> poison, float %165, i64 0, !dbg !28
  store <1 x float> %266, ptr addrspace(3) %265, align 4, !dbg !28
  %267 = getelementptr inbounds nuw i8, ptr addrspace(3) %263, i32 64, !dbg !28
  %268 = insertelement <1 x float> poison, float %181, i64 0, !dbg !28
  store <1 x float> %268, ptr addrspace(3) %267, align 4, !dbg !28
  %269 = getelementptr inbounds nuw i8, ptr addrspace(3) %263, i32 96, !dbg !28
  %270 = insertelement <1 x float> poison, float %197, i64 0, !dbg !28
  store <1 x float> %270, ptr addrspace(3) %269, align 4, !dbg !28
  %271 = getelementptr inbounds nuw i8, ptr addrspace(3) %263, i32 128, !dbg !28
  %272 = insertelement <1 x float> poison, float %213, i64 0, !dbg !28
  store <1 x float> %272, ptr addrspace(3) %271, align 4, !dbg !28
  %273 = getelementptr inbounds nuw i8, ptr addrspace(3) %263, i32 160, !dbg !28
  %274 = insertelement <1 x float> poison, float %229, i64 0, !dbg !28
  store <1 x float> %274, ptr addrspace(3) %273, align 4, !dbg !28
  %275 = getelementptr inbounds nuw i8, ptr addrspace(3) %263, i32 192, !dbg !28
  %276 = insertelement <1 x float> poison, float %245, i64 0, !dbg !28
  store <1 x float> %276, ptr addrspace(3) %275, align 4, !dbg !28
  %277 = getelementptr inbounds nuw i8, ptr addrspace(3) %263, i32 224, !dbg !28
  %278 = insertelement <1 x float> poison, float %261, i64 0, !dbg !28
  store <1 x float> %278, ptr addrspace(3) %277, align 4, !dbg !28
  fence syncscope("workgroup") release, !dbg !28, !mmra !29
  tail call void @llvm.amdgcn.s.barrier(), !dbg !28
  fence syncscope("workgroup") acquire, !dbg !28, !mmra !29
  %279 = shl nuw nsw i32 %25, 2, !dbg !28
  %280 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %279, !dbg !28
  %281 = load float, ptr addrspace(3) %280, align 4, !dbg !28
  %282 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 822243328), !dbg !28
  %283 = and i32 %9, 2, !dbg !28
  %284 = icmp eq i32 %283, 0, !dbg !28
  %285 = and i1 %284, %85, !dbg !28
  %286 = shl i32 %30, 2, !dbg !28
  %287 = select i1 %285, i32 %286, i32 -2147483648, !dbg !28
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %281, ptr addrspace(8) %282, i32 %287, i32 0, i32 0), !dbg !28
  %288 = icmp slt i32 %25, %4, !dbg !30
  fence syncscope("workgroup") release, !dbg !31, !mmra !29
  tail call void @llvm.amdgcn.s.barrier(), !dbg !31
  fence syncscope("workgroup") acquire, !dbg !31, !mmra !29
  %289 = fadd <2 x float> %86, %88, !dbg !31
  %290 = fadd <2 x float> %90, %92, !dbg !31
  %291 = fadd <2 x float> %94, %96, !dbg !31
  %292 = fadd <2 x float> %98, %100, !dbg !31
  %293 = fadd <2 x float> %289, %290, !dbg !31
  %294 = fadd <2 x float> %291, %292, !dbg !31
  %295 = fadd <2 x float> %293, %294, !dbg !31
  %296 = fadd <2 x float> %87, %89, !dbg !31
  %297 = fadd <2 x float> %91, %93, !dbg !31
  %298 = fadd <2 x float> %95, %97, !dbg !31
  %299 = fadd <2 x float> %99, %101, !dbg !31
  %300 = fadd <2 x float> %296, %297, !dbg !31
  %301 = fadd <2 x float> %298, %299, !dbg !31
  %302 = fadd <2 x float> %300, %301, !dbg !31
  %303 = bitcast <2 x float> %295 to <2 x i32>, !dbg !31
  %304 = extractelement <2 x i32> %303, i64 0, !dbg !31
  %305 = tail call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %304, i32 1985229328, i32 -19088744, i1 true, i1 false), !dbg !31
  %306 = extractelement <2 x i32> %303, i64 1, !dbg !31
  %307 = tail call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %306, i32 1985229328, i32 -19088744, i1 true, i1 false), !dbg !31
  %308 = insertelement <2 x i32> poison, i32 %305, i64 0, !dbg !31
  %309 = insertelement <2 x i32> %308, i32 %307, i64 1, !dbg !31
  %310 = bitcast <2 x i32> %309 to <2 x float>, !dbg !31
  %311 = fadd <2 x float> %295, %310, !dbg !33
  %312 = bitcast <2 x float> %302 to <2 x i32>, !dbg !31
  %313 = extractelement <2 x i32> %312, i64 0, !dbg !31
  %314 = tail call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %313, i32 1985229328, i32 -19088744, i1 true, i1 false), !dbg !31
  %315 = extractelement <2 x i32> %312, i64 1, !dbg !31
  %316 = tail call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %315, i32 1985229328, i32 -19088744, i1 true, i1 false), !dbg !31
  %317 = insertelement <2 x i32> poison, i32 %314, i64 0, !dbg !31
  %318 = insertelement <2 x i32> %317, i32 %316, i64 1, !dbg !31
  %319 = bitcast <2 x i32> %318 to <2 x float>, !dbg !31
  %320 = fadd <2 x float> %302, %319, !dbg !33
  %321 = shl nuw nsw i32 %35, 4, !dbg !31
  %322 = and i32 %14, 96, !dbg !31
  %323 = shl nuw nsw i32 %322, 3, !dbg !31
  %324 = lshr exact i32 %322, 1, !dbg !31
  %325 = or disjoint i32 %323, %321, !dbg !31
  %326 = xor i32 %325, %324, !dbg !31
  %327 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %326, !dbg !31
  %328 = shufflevector <2 x float> %311, <2 x float> %320, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !31
  store <4 x float> %328, ptr addrspace(3) %327, align 16, !dbg !31
  fence syncscope("workgroup") release, !dbg !31, !mmra !29
  tail call void @llvm.amdgcn.s.barrier(), !dbg !31
  fence syncscope("workgroup") acquire, !dbg !31, !mmra !29
  %329 = shl nuw nsw i32 %12, 8, !dbg !31
  %330 = and i32 %329, 768, !dbg !31
  %331 = xor i32 %324, %321, !dbg !31
  %332 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %330, !dbg !31
  %333 = getelementptr inbounds nuw i8, ptr addrspace(3) %332, i32 %331, !dbg !31
  %334 = load <4 x float>, ptr addrspace(3) %333, align 16, !dbg !31
  %335 = shufflevector <4 x float> %334, <4 x float> poison, <2 x i32> <i32 0, i32 1>, !dbg !31
  %336 = bitcast <2 x float> %335 to <2 x i32>, !dbg !31
  %337 = extractelement <2 x i32> %336, i64 0, !dbg !31
  %338 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %337, i32 354, i32 15, i32 15, i1 true), !dbg !31
  %339 = extractelement <2 x i32> %336, i64 1, !dbg !31
  %340 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %339, i32 354, i32 15, i32 15, i1 true), !dbg !31
  %341 = insertelement <2 x i32> poison, i32 %338, i64 0, !dbg !31
  %342 = insertelement <2 x i32> %341, i32 %340, i64 1, !dbg !31
  %343 = bitcast <2 x i32> %342 to <2 x float>, !dbg !31
  %344 = fadd <2 x float> %335, %343, !dbg !33
  %345 = bitcast <2 x float> %344 to <2 x i32>, !dbg !31
  %346 = extractelement <2 x i32> %345, i64 0, !dbg !31
  %347 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %346, i32 353, i32 15, i32 15, i1 true), !dbg !31
  %348 = extractelement <2 x i32> %345, i64 1, !dbg !31
  %349 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %348, i32 353, i32 15, i32 15, i1 true), !dbg !31
  %350 = insertelement <2 x i32> poison, i32 %347, i64 0, !dbg !31
  %351 = insertelement <2 x i32> %350, i32 %349, i64 1, !dbg !31
  %352 = bitcast <2 x i32> %351 to <2 x float>, !dbg !31
  %353 = fadd <2 x float> %344, %352, !dbg !33
  %354 = shufflevector <4 x float> %334, <4 x float> poison, <2 x i32> <i32 2, i32 3>, !dbg !31
  %355 = bitcast <2 x float> %354 to <2 x i32>, !dbg !31
  %356 = extractelement <2 x i32> %355, i64 0, !dbg !31
  %357 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %356, i32 354, i32 15, i32 15, i1 true), !dbg !31
  %358 = extractelement <2 x i32> %355, i64 1, !dbg !31
  %359 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %358, i32 354, i32 15, i32 15, i1 true), !dbg !31
  %360 = insertelement <2 x i32> poison, i32 %357, i64 0, !dbg !31
  %361 = insertelement <2 x i32> %360, i32 %359, i64 1, !dbg !31
  %362 = bitcast <2 x i32> %361 to <2 x float>, !dbg !31
  %363 = fadd <2 x float> %354, %362, !dbg !33
  %364 = bitcast <2 x float> %363 to <2 x i32>, !dbg !31
  %365 = extractelement <2 x i32> %364, i64 0, !dbg !31
  %366 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %365, i32 353, i32 15, i32 15, i1 true), !dbg !31
  %367 = extractelement <2 x i32> %364, i64 1, !dbg !31
  %368 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %367, i32 353, i32 15, i32 15, i1 true), !dbg !31
  %369 = insertelement <2 x i32> poison, i32 %366, i64 0, !dbg !31
  %370 = insertelement <2 x i32> %369, i32 %368, i64 1, !dbg !31
  %371 = bitcast <2 x i32> %370 to <2 x float>, !dbg !31
  %372 = fadd <2 x float> %363, %371, !dbg !33
  fence syncscope("workgroup") release, !dbg !31, !mmra !29
  tail call void @llvm.amdgcn.s.barrier(), !dbg !31
  fence syncscope("workgroup") acquire, !dbg !31, !mmra !29
  %373 = shl nuw nsw i32 %12, 4, !dbg !31
  %374 = and i32 %373, 192, !dbg !31
  %375 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %374, !dbg !31
  %376 = getelementptr inbounds nuw i8, ptr addrspace(3) %375, i32 %324, !dbg !31
  %377 = shufflevector <2 x float> %353, <2 x float> %372, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !31
  store <4 x float> %377, ptr addrspace(3) %376, align 16, !dbg !31
  fence syncscope("workgroup") release, !dbg !31, !mmra !29
  tail call void @llvm.amdgcn.s.barrier(), !dbg !31
  fence syncscope("workgroup") acquire, !dbg !31, !mmra !29
  %378 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %321, !dbg !31
  %379 = load <4 x float>, ptr addrspace(3) %378, align 16, !dbg !31
  fence syncscope("workgroup") release, !dbg !12, !mmra !29
  tail call void @llvm.amdgcn.s.barrier(), !dbg !12
  fence syncscope("workgroup") acquire, !dbg !12, !mmra !29
  store <4 x float> %379, ptr addrspace(3) %378, align 16, !dbg !12
  fence syncscope("workgroup") release, !dbg !12, !mmra !29
  tail call void @llvm.amdgcn.s.barrier(), !dbg !12
  fence syncscope("workgroup") acquire, !dbg !12, !mmra !29
  %380 = load float, ptr addrspace(3) %280, align 4, !dbg !12
  %381 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %2, i16 0, i64 2147483646, i32 822243328), !dbg !12
  %382 = and i1 %284, %288, !dbg !12
  %383 = select i1 %382, i32 %286, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %380, ptr addrspace(8) %381, i32 %383, i32 0, i32 0), !dbg !12
  ret void, !dbg !34
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
declare <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #3

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.f32(float, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #6

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.permlanex16.i32(i32, i32, i32, i32, i1 immarg, i1 immarg) #4

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-cluster-dims"="1,1,1" "amdgpu-expert-scheduling-mode"="true" "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "amdgpu-sched-strategy"="coexec" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #4 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "/work/wt/triton-targets/examples/triton")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "sum_kernel", linkageName: "sum_kernel", scope: !1, file: !1, line: 153, type: !5, scopeLine: 153, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !7, !9, !9, !9, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 164, column: 5, scope: !4)
!13 = !DILocation(line: 157, column: 11, scope: !4)
!14 = !DILocation(line: 158, column: 14, scope: !4)
!15 = !DILocation(line: 158, column: 30, scope: !4)
!16 = !DILocation(line: 160, column: 13, scope: !4)
!17 = !DILocation(line: 160, column: 37, scope: !4)
!18 = !DILocation(line: 160, column: 12, scope: !4)
!19 = !DILocation(line: 161, column: 17, scope: !4)
!20 = !DILocation(line: 161, column: 9, scope: !4)
!21 = !DILocation(line: 163, column: 51, scope: !4)
!22 = !DILocation(line: 314, column: 12, scope: !23, inlinedAt: !25)
!23 = distinct !DILexicalBlockFile(scope: !4, file: !24, discriminator: 0)
!24 = !DIFile(filename: "standard.py", directory: "/work/venv/lib/python3.11/site-packages/triton/language")
!25 = !DILocation(line: 163, column: 32, scope: !26)
!26 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!27 = !DILocation(line: 287, column: 12, scope: !23, inlinedAt: !22)
!28 = !DILocation(line: 163, column: 5, scope: !4)
!29 = !{!"amdgpu-synchronize-as", !"local"}
!30 = !DILocation(line: 164, column: 67, scope: !4)
!31 = !DILocation(line: 314, column: 12, scope: !23, inlinedAt: !32)
!32 = !DILocation(line: 164, column: 48, scope: !26)
!33 = !DILocation(line: 287, column: 12, scope: !23, inlinedAt: !31)
!34 = !DILocation(line: 153, column: 1, scope: !4)
!amdsync.lds_tiles = !{!35, !36, !37}
!35 = !{!"global_smem", i64 0, i64 256, !"ttg.convert_layout", !"", !"kernels.py", i64 163, i64 5}
!36 = !{!"global_smem", i64 0, i64 1024, !"tt.reduce", !"", !"kernels.py", i64 164, i64 48}
!37 = !{!"global_smem", i64 0, i64 256, !"ttg.convert_layout", !"", !"kernels.py", i64 164, i64 5}
