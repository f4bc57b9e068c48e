; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu12.50-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @layernorm_kernel(ptr addrspace(1) nofree readonly captures(none) %0, ptr addrspace(1) nofree writeonly captures(none) %1, ptr addrspace(1) nofree readonly captures(none) %2, ptr addrspace(1) nofree readonly captures(none) %3, i32 %4, i32 %5, float %6, ptr addrspace(1) nofree readnone captures(none) %7, ptr addrspace(1) nofree readnone captures(none) %8) local_unnamed_addr #0 !dbg !4 {
  %10 = tail call i32 @llvm.amdgcn.wave.id(), !dbg !11
  %11 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !16
  %12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !17
  %13 = and i32 %12, 31, !dbg !17
  %14 = shl i32 %10, 5, !dbg !17
  %15 = or disjoint i32 %13, %14, !dbg !17
  %16 = shl i32 %15, 3, !dbg !17
  %17 = and i32 %16, 1016, !dbg !17
  %18 = or disjoint i32 %17, 1, !dbg !17
  %19 = or disjoint i32 %17, 2, !dbg !17
  %20 = or disjoint i32 %17, 3, !dbg !17
  %21 = or disjoint i32 %17, 4, !dbg !17
  %22 = or disjoint i32 %17, 5, !dbg !17
  %23 = or disjoint i32 %17, 6, !dbg !17
  %24 = or disjoint i32 %17, 7, !dbg !17
  %25 = icmp slt i32 %17, %4, !dbg !18
  %26 = icmp slt i32 %18, %4, !dbg !18
  %27 = icmp slt i32 %19, %4, !dbg !18
  %28 = icmp slt i32 %20, %4, !dbg !18
  %29 = icmp slt i32 %21, %4, !dbg !18
  %30 = icmp slt i32 %22, %4, !dbg !18
  %31 = icmp slt i32 %23, %4, !dbg !18
  %32 = icmp slt i32 %24, %4, !dbg !18
  %33 = mul i32 %5, %11, !dbg !19
  %34 = add i32 %33, %17, !dbg !20
  %35 = add i32 %33, %18, !dbg !20
  %36 = add i32 %33, %19, !dbg !20
  %37 = add i32 %33, %20, !dbg !20
  %38 = add i32 %33, %21, !dbg !20
  %39 = add i32 %33, %22, !dbg !20
  %40 = add i32 %33, %23, !dbg !20
  %41 = add i32 %33, %24, !dbg !20
  %42 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 822243328), !dbg !21
  %43 = shl i32 %34, 1, !dbg !21
  %44 = select i1 %25, i32 %43, i32 -2147483648, !dbg !21
  %45 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %42, i32 %44, i32 0, i32 0), !dbg !21
  %46 = shl i32 %35, 1, !dbg !21
  %47 = select i1 %26, i32 %46, i32 -2147483648, !dbg !21
  %48 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %42, i32 %47, i32 0, i32 0), !dbg !21
  %49 = shl i32 %36, 1, !dbg !21
  %50 = select i1 %27, i32 %49, i32 -2147483648, !dbg !21
  %51 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %42, i32 %50, i32 0, i32 0), !dbg !21
  %52 = shl i32 %37, 1, !dbg !21
  %53 = select i1 %28, i32 %52, i32 -2147483648, !dbg !21
  %54 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %42, i32 %53, i32 0, i32 0), !dbg !21
  %55 = shl i32 %38, 1, !dbg !21
  %56 = select i1 %29, i32 %55, i32 -2147483648, !dbg !21
  %57 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %42, i32 %56, i32 0, i32 0), !dbg !21
  %58 = shl i32 %39, 1, !dbg !21
  %59 = select i1 %30, i32 %58, i32 -2147483648, !dbg !21
  %60 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %42, i32 %59, i32 0, i32 0), !dbg !21
  %61 = shl i32 %40, 1, !dbg !21
  %62 = select i1 %31, i32 %61, i32 -2147483648, !dbg !21
  %63 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %42, i32 %62, i32 0, i32 0), !dbg !21
  %64 = shl i32 %41, 1, !dbg !21
  %65 = select i1 %32, i32 %64, i32 -2147483648, !dbg !21
  %66 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %42, i32 %65, i32 0, i32 0), !dbg !21
  %67 = zext i16 %45 to i32, !dbg !21
  %68 = shl nuw i32 %67, 16, !dbg !21
  %69 = zext i16 %48 to i32, !dbg !21
  %70 = shl nuw i32 %69, 16, !dbg !21
  %71 = zext i16 %51 to i32, !dbg !21
  %72 = shl nuw i32 %71, 16, !dbg !21
  %73 = zext i16 %54 to i32, !dbg !21
  %74 = shl nuw i32 %73, 16, !dbg !21
  %75 = zext i16 %57 to i32, !dbg !21
  %76 = shl nuw i32 %75, 16, !dbg !21
  %77 = zext i16 %60 to i32, !dbg !21
  %78 = shl nuw i32 %77, 16, !dbg !21
  %79 = zext i16 %63 to i32, !dbg !21
  %80 = shl nuw i32 %79, 16, !dbg !21
  %81 = zext i16 %66 to i32, !dbg !21
  %82 = shl nuw i32 %81, 16, !dbg !21
  %83 = insertelement <2 x i32> poison, i32 %68, i64 0, !dbg !22
  %84 = insertelement <2 x i32> %83, i32 %70, i64 1, !dbg !22
  %85 = bitcast <2 x i32> %84 to <2 x float>, !dbg !22
  %86 = insertelement <2 x i32> poison, i32 %72, i64 0, !dbg !22
  %87 = insertelement <2 x i32> %86, i32 %74, i64 1, !dbg !22
  %88 = bitcast <2 x i32> %87 to <2 x float>, !dbg !22
  %89 = insertelement <2 x i32> poison, i32 %76, i64 0, !dbg !22
  %90 = insertelement <2 x i32> %89, i32 %78, i64 1, !dbg !22
  %91 = bitcast <2 x i32> %90 to <2 x float>, !dbg !22
  %92 = insertelement <2 x i32> poison, i32 %80, i64 0, !dbg !22
  %93 = insertelement <2 x i32> %92, i32 %82, i64 1, !dbg !22
  %94 = bitcast <2 x i32> %93 to <2 x float>, !dbg !22
  %95 = fadd <2 x float> %85, %88, !dbg !22
  %96 = fadd <2 x float> %91, %94, !dbg !22
  %97 = fadd <2 x float> %95, %96, !dbg !22
  %98 = extractelement <2 x float> %97, i64 0, !dbg !22
  %99 = extractelement <2 x float> %97, i64 1, !dbg !22
  %100 = fadd float %98, %99, !dbg !24
  %101 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %100, i32 280, i32 15, i32 15, i1 true), !dbg !22
  %102 = fadd float %101, %100, !dbg !24
  %103 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %102, i32 276, i32 15, i32 15, i1 true), !dbg !22
  %104 = fadd float %103, %102, !dbg !24
  %105 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %104, i32 274, i32 15, i32 15, i1 true), !dbg !22
  %106 = fadd float %105, %104, !dbg !24
  %107 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %106, i32 273, i32 15, i32 15, i1 true), !dbg !22
  %108 = fadd float %107, %106, !dbg !24
  %109 = bitcast float %108 to i32, !dbg !22
  %110 = tail call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %109, i32 -1, i32 -1, i1 true, i1 false), !dbg !22
  %111 = bitcast i32 %110 to float, !dbg !22
  %112 = fadd float %108, %111, !dbg !24
  %113 = tail call float @llvm.amdgcn.readlane.f32(float %112, i32 31), !dbg !22
  %114 = lshr exact i32 %14, 3, !dbg !22
  %115 = and i32 %114, 12, !dbg !22
  %116 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %115, !dbg !22
  %117 = insertelement <1 x float> poison, float %113, i64 0, !dbg !22
  store <1 x float> %117, ptr addrspace(3) %116, align 4, !dbg !22
  fence syncscope("workgroup") release, !dbg !22, !mmra !25
  tail call void @llvm.amdgcn.s.barrier(), !dbg !22
  ; seeded bug, removed: fence syncscope("workgroup") acquire, !dbg !22, !mmra !25
  %118 = shl nuw nsw i32 %12, 2, !dbg !22
  %119 = and i32 %118, 12, !dbg !22
  %120 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %119, !dbg !22
  %121 = load <1 x float>, ptr addrspace(3) %120, align 4, !dbg !22
  %122 = extractelement <1 x float> %121, i64 0, !dbg !22
  %123 = bitcast float %122 to i32, !dbg !22
  %124 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %123, i32 354, i32 15, i32 15, i1 true), !dbg !22
  %125 = bitcast i32 %124 to float, !dbg !22
  %126 = fadd float %122, %125, !dbg !24
  %127 = bitcast float %126 to i32, !dbg !22
  %128 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %127, i32 353, i32 15, i32 15, i1 true), !dbg !22
  %129 = bitcast i32 %128 to float, !dbg !22
  %130 = fadd float %126, %129, !dbg !24
  %131 = sitofp i32 %4 to float, !dbg !26
  %132 = fdiv float %130, %131, !dbg !26
  %133 = insertelement <2 x float> poison, float %132, i64 0, !dbg !27
  %134 = shufflevector <2 x float> %133, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !27
  %135 = fsub <2 x float> %85, %134, !dbg !27
  %136 = extractelement <2 x float> %135, i64 0, !dbg !27
  %137 = extractelement <2 x float> %135, i64 1, !dbg !27
  %138 = fsub <2 x float> %88, %134, !dbg !27
  %139 = extractelement <2 x float> %138, i64 0, !dbg !27
  %140 = extractelement <2 x float> %138, i64 1, !dbg !27
  %141 = fsub <2 x float> %91, %134, !dbg !27
  %142 = extractelement <2 x float> %141, i64 0, !dbg !27
  %143 = extractelement <2 x float> %141, i64 1, !dbg !27
  %144 = fsub <2 x float> %94, %134, !dbg !27
  %145 = extractelement <2 x float> %144, i64 0, !dbg !27
  %146 = extractelement <2 x float> %144, i64 1, !dbg !27
  %147 = select i1 %25, float %136, float 0.000000e+00, !dbg !28
  %148 = select i1 %26, float %137, float 0.000000e+00, !dbg !28
  %149 = select i1 %27, float %139, float 0.000000e+00, !dbg !28
  %150 = select i1 %28, float %140, float 0.000000e+00, !dbg !28
  %151 = select i1 %29, float %142, float 0.000000e+00, !dbg !28
  %152 = select i1 %30, float %143, float 0.000000e+00, !dbg !28
  %153 = select i1 %31, float %145, float 0.000000e+00, !dbg !28
  %154 = select i1 %32, float %146, float 0.000000e+00, !dbg !28
  %155 = insertelement <2 x float> poison, float %147, i64 0, !dbg !29
  %156 = insertelement <2 x float> %155, float %148, i64 1, !dbg !29
  %157 = fmul <2 x float> %156, %156, !dbg !29
  %158 = insertelement <2 x float> poison, float %149, i64 0, !dbg !29
  %159 = insertelement <2 x float> %158, float %150, i64 1, !dbg !29
  %160 = fmul <2 x float> %159, %159, !dbg !29
  %161 = insertelement <2 x float> poison, float %151, i64 0, !dbg !29
  %162 = insertelement <2 x float> %161, float %152, i64 1, !dbg !29
  %163 = fmul <2 x float> %162, %162, !dbg !29
  %164 = insertelement <2 x float> poison, float %153, i64 0, !dbg !29
  %165 = insertelement <2 x float> %164, float %154, i64 1, !dbg !29
  %166 = fmul <2 x float> %165, %165, !dbg !29
  fence syncscope("workgroup") release, !dbg !11, !mmra !25
  tail call void @llvm.amdgcn.s.barrier(), !dbg !11
  fence syncscope("workgroup") acquire, !dbg !11, !mmra !25
  %167 = fadd <2 x float> %157, %160, !dbg !11
  %168 = fadd <2 x float> %163, %166, !dbg !11
  %169 = fadd <2 x float> %167, %168, !dbg !11
  %170 = extractelement <2 x float> %169, i64 0, !dbg !11
  %171 = extractelement <2 x float> %169, i64 1, !dbg !11
  %172 = fadd float %170, %171, !dbg !30
  %173 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %172, i32 280, i32 15, i32 15, i1 true), !dbg !11
  %174 = fadd float %173, %172, !dbg !30
  %175 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %174, i32 276, i32 15, i32 15, i1 true), !dbg !11
  %176 = fadd float %175, %174, !dbg !30
  %177 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %176, i32 274, i32 15, i32 15, i1 true), !dbg !11
  %178 = fadd float %177, %176, !dbg !30
  %179 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %178, i32 273, i32 15, i32 15, i1 true), !dbg !11
  %180 = fadd float %179, %178, !dbg !30
  %181 = bitcast float %180 to i32, !dbg !11
  %182 = tail call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %181, i32 -1, i32 -1, i1 true, i1 false), !dbg !11
  %183 = bitcast i32 %182 to float, !dbg !11
  %184 = fadd float %180, %183, !dbg !30
  %185 = tail call float @llvm.amdgcn.readlane.f32(float %184, i32 31), !dbg !11
  %186 = insertelement <1 x float> poison, float %185, i64 0, !dbg !11
  store <1 x float> %186, ptr addrspace(3) %116, align 4, !dbg !11
  fence syncscope("workgroup") release, !dbg !11, !mmra !25
  tail call void @llvm.amdgcn.s.barrier(), !dbg !11
  fence syncscope("workgroup") acquire, !dbg !11, !mmra !25
  %187 = load <1 x float>, ptr addrspace(3) %120, align 4, !dbg !11
  %188 = extractelement <1 x float> %187, i64 0, !dbg !11
  %189 = bitcast float %188 to i32, !dbg !11
  %190 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %189, i32 354, i32 15, i32 15, i1 true), !dbg !11
  %191 = bitcast i32 %190 to float, !dbg !11
  %192 = fadd float %188, %191, !dbg !30
  %193 = bitcast float %192 to i32, !dbg !11
  %194 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %193, i32 353, i32 15, i32 15, i1 true), !dbg !11
  %195 = bitcast i32 %194 to float, !dbg !11
  %196 = fadd float %192, %195, !dbg !30
  %197 = fdiv float %196, %131, !dbg !31
  %198 = fadd float %6, %197, !dbg !32
  %199 = tail call float @llvm.amdgcn.sqrt.f32(float %198), !dbg !33
  %200 = fdiv float 1.000000e+00, %199, !dbg !34
  %201 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %2, i16 0, i64 2147483646, i32 822243328), !dbg !35
  %202 = shl nuw nsw i32 %17, 1, !dbg !35
  %203 = select i1 %25, i32 %202, i32 -2147483648, !dbg !35
  %204 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %201, i32 %203, i32 0, i32 0), !dbg !35
  %205 = shl nuw nsw i32 %18, 1, !dbg !35
  %206 = select i1 %26, i32 %205, i32 -2147483648, !dbg !35
  %207 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %201, i32 %206, i32 0, i32 0), !dbg !35
  %208 = shl nuw nsw i32 %19, 1, !dbg !35
  %209 = select i1 %27, i32 %208, i32 -2147483648, !dbg !35
  %210 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %201, i32 %209, i32 0, i32 0), !dbg !35
  %211 = shl nuw nsw i32 %20, 1, !dbg !35
  %212 = select i1 %28, i32 %211, i32 -2147483648, !dbg !35
  %213 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %201, i32 %212, i32 0, i32 0), !dbg !35
  %214 = shl nuw nsw i32 %21, 1, !dbg !35
  %215 = select i1 %29, i32 %214, i32 -2147483648, !dbg !35
  %216 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %201, i32 %215, i32 0, i32 0), !dbg !35
  %217 = shl nuw nsw i32 %22, 1, !dbg !35
  %218 = select i1 %30, i32 %217, i32 -2147483648, !dbg !35
  %219 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %201, i32 %218, i32 0, i32 0), !dbg !35
  %220 = shl nuw nsw i32 %23, 1, !dbg !35
  %221 = select i1 %31, i32 %220, i32 -2147483648, !dbg !35
  %222 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %201, i32 %221, i32 0, i32 0), !dbg !35
  %223 = shl nuw nsw i32 %24, 1, !dbg !35
  %224 = select i1 %32, i32 %223, i32 -2147483648, !dbg !35
  %225 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %201, i32 %224, i32 0, i32 0), !dbg !35
  %226 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %3, i16 0, i64 2147483646, i32 822243328), !dbg !36
  %227 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %226, i32 %203, i32 0, i32 0), !dbg !36
  %228 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %226, i32 %206, i32 0, i32 0), !dbg !36
  %229 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %226, i32 %209, i32 0, i32 0), !dbg !36
  %230 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %226, i32 %212, i32 0, i32 0), !dbg !36
  %231 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %226, i32 %215, i32 0, i32 0), !dbg !36
  %232 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %226, i32 %218, i32 0, i32 0), !dbg !36
  %233 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %226, i32 %221, i32 0, i32 0), !dbg !36
  %234 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %226, i32 %224, i32 0, i32 0), !dbg !36
  %235 = insertelement <2 x float> poison, float %200, i64 0, !dbg !37
  %236 = shufflevector <2 x float> %235, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !37
  %237 = fmul <2 x float> %156, %236, !dbg !37
  %238 = fmul <2 x float> %159, %236, !dbg !37
  %239 = fmul <2 x float> %162, %236, !dbg !37
  %240 = fmul <2 x float> %165, %236, !dbg !37
  %241 = zext i16 %204 to i32, !dbg !37
  %242 = shl nuw i32 %241, 16, !dbg !37
  %243 = zext i16 %207 to i32, !dbg !37
  %244 = shl nuw i32 %243, 16, !dbg !37
  %245 = zext i16 %210 to i32, !dbg !37
  %246 = shl nuw i32 %245, 16, !dbg !37
  %247 = zext i16 %213 to i32, !dbg !37
  %248 = shl nuw i32 %247, 16, !dbg !37
  %249 = zext i16 %216 to i32, !dbg !37
  %250 = shl nuw i32 %249, 16, !dbg !37
  %251 = zext i16 %219 to i32, !dbg !37
  %252 = shl nuw i32 %251, 16, !dbg !37
  %253 = zext i16 %222 to i32, !dbg !37
  %254 = shl nuw i32 %253, 16, !dbg !37
  %255 = zext i16 %225 to i32, !dbg !37
  %256 = shl nuw i32 %255, 16, !dbg !37
  %257 = insertelement <2 x i32> poison, i32 %242, i64 0, !dbg !37
  %258 = insertelement <2 x i32> %257, i32 %244, i64 1, !dbg !37
  %259 = bitcast <2 x i32> %258 to <2 x float>, !dbg !37
  %260 = fmul <2 x float> %237, %259, !dbg !37
  %261 = insertelement <2 x i32> poison, i32 %246, i64 0, !dbg !37
  %262 = insertelement <2 x i32> %261, i32 %248, i64 1, !dbg !37
  %263 = bitcast <2 x i32> %262 to <2 x float>, !dbg !37
  %264 = fmul <2 x float> %238, %263, !dbg !37
  %265 = insertelement <2 x i32> poison, i32 %250, i64 0, !dbg !37
  %266 = insertelement <2 x i32> %265, i32 %252, i64 1, !dbg !37
  %267 = bitcast <2 x i32> %266 to <2 x float>, !dbg !37
  %268 = fmul <2 x float> %239, %267, !dbg !37
  %269 = insertelement <2 x i32> poison, i32 %254, i64 0, !dbg !37
  %270 = insertelement <2 x i32> %269, i32 %256, i64 1, !dbg !37
  %271 = bitcast <2 x i32> %270 to <2 x float>, !dbg !37
  %272 = fmul <2 x float> %240, %271, !dbg !37
  %273 = zext i16 %227 to i32, !dbg !37
  %274 = shl nuw i32 %273, 16, !dbg !37
  %275 = zext i16 %228 to i32, !dbg !37
  %276 = shl nuw i32 %275, 16, !dbg !37
  %277 = zext i16 %229 to i32, !dbg !37
  %278 = shl nuw i32 %277, 16, !dbg !37
  %279 = zext i16 %230 to i32, !dbg !37
  %280 = shl nuw i32 %279, 16, !dbg !37
  %281 = zext i16 %231 to i32, !dbg !37
  %282 = shl nuw i32 %281, 16, !dbg !37
  %283 = zext i16 %232 to i32, !dbg !37
  %284 = shl nuw i32 %283, 16, !dbg !37
  %285 = zext i16 %233 to i32, !dbg !37
  %286 = shl nuw i32 %285, 16, !dbg !37
  %287 = zext i16 %234 to i32, !dbg !37
  %288 = shl nuw i32 %287, 16, !dbg !37
  %289 = insertelement <2 x i32> poison, i32 %274, i64 0, !dbg !37
  %290 = insertelement <2 x i32> %289, i32 %276, i64 1, !dbg !37
  %291 = bitcast <2 x i32> %290 to <2 x float>, !dbg !37
  %292 = fadd <2 x float> %260, %291, !dbg !37
  %293 = insertelement <2 x i32> poison, i32 %278, i64 0, !dbg !37
  %294 = insertelement <2 x i32> %293, i32 %280, i64 1, !dbg !37
  %295 = bitcast <2 x i32> %294 to <2 x float>, !dbg !37
  %296 = fadd <2 x float> %264, %295, !dbg !37
  %297 = insertelement <2 x i32> poison, i32 %282, i64 0, !dbg !37
  %298 = insertelement <2 x i32> %297, i32 %284, i64 1, !dbg !37
  %299 = bitcast <2 x i32> %298 to <2 x float>, !dbg !37
  %300 = fadd <2 x float> %268, %299, !dbg !37
  %301 = insertelement <2 x i32> poison, i32 %286, i64 0, !dbg !37
  %302 = insertelement <2 x i32> %301, i32 %288, i64 1, !dbg !37
  %303 = bitcast <2 x i32> %302 to <2 x float>, !dbg !37
  %304 = fadd <2 x float> %272, %303, !dbg !37
  %305 = fptrunc <2 x float> %292 to <2 x bfloat>, !dbg !38
  %306 = fptrunc <2 x float> %296 to <2 x bfloat>, !dbg !38
  %307 = fptrunc <2 x float> %300 to <2 x bfloat>, !dbg !38
  %308 = fptrunc <2 x float> %304 to <2 x bfloat>, !dbg !38
  %309 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 822243328), !dbg !39
  %.bc = bitcast <2 x bfloat> %305 to <2 x i16>, !dbg !39
  %.extract = extractelement <2 x i16> %.bc, i64 0, !dbg !39
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %.extract, ptr addrspace(8) %309, i32 %44, i32 0, i32 0), !dbg !39
  %.extract2 = extractelement <2 x i16> %.bc, i64 1, !dbg !39
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %.extract2, ptr addrspace(8) %309, i32 %47, i32 0, i32 0), !dbg !39
  %.bc3 = bitcast <2 x bfloat> %306 to <2 x i16>, !dbg !39
  %.extract4 = extractelement <2 x i16> %.bc3, i64 0, !dbg !39
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %.extract4, ptr addrspace(8) %309, i32 %50, i32 0, i32 0), !dbg !39
  %.extract6 = extractelement <2 x i16> %.bc3, i64 1, !dbg !39
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %.extract6, ptr addrspace(8) %309, i32 %53, i32 0, i32 0), !dbg !39
  %.bc7 = bitcast <2 x bfloat> %307 to <2 x i16>, !dbg !39
  %.extract8 = extractelement <2 x i16> %.bc7, i64 0, !dbg !39
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %.extract8, ptr addrspace(8) %309, i32 %56, i32 0, i32 0), !dbg !39
  %.extract10 = extractelement <2 x i16> %.bc7, i64 1, !dbg !39
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %.extract10, ptr addrspace(8) %309, i32 %59, i32 0, i32 0), !dbg !39
  %.bc11 = bitcast <2 x bfloat> %308 to <2 x i16>, !dbg !39
  %.extract12 = extractelement <2 x i16> %.bc11, i64 0, !dbg !39
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %.extract12, ptr addrspace(8) %309, i32 %62, i32 0, i32 0), !dbg !39
  %.extract14 = extractelement <2 x i16> %.bc11, i64 1, !dbg !39
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %.extract14, ptr addrspace(8) %309, i32 %65, i32 0, i32 0), !dbg !39
  ret void, !dbg !40
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

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.update.dpp.f32(float, float, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.permlanex16.i32(i32, i32, i32, i32, i1 immarg, i1 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.amdgcn.sqrt.f32(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #6

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.readlane.f32(float, i32) #7

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-cluster-dims"="1,1,1" "amdgpu-expert-scheduling-mode"="true" "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "amdgpu-sched-strategy"="coexec" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #4 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #7 = { convergent nocallback nofree nounwind willreturn memory(none) }

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
!11 = !DILocation(line: 314, column: 12, scope: !12, inlinedAt: !14)
!12 = distinct !DILexicalBlockFile(scope: !4, file: !13, discriminator: 0)
!13 = !DIFile(filename: "standard.py", directory: "/work/venv/lib/python3.11/site-packages/triton/language")
!14 = !DILocation(line: 144, column: 11, scope: !15)
!15 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!16 = !DILocation(line: 138, column: 11, scope: !4)
!17 = !DILocation(line: 139, column: 12, scope: !4)
!18 = !DILocation(line: 140, column: 12, scope: !4)
!19 = !DILocation(line: 141, column: 25, scope: !4)
!20 = !DILocation(line: 141, column: 17, scope: !4)
!21 = !DILocation(line: 141, column: 9, scope: !4)
!22 = !DILocation(line: 314, column: 12, scope: !12, inlinedAt: !23)
!23 = !DILocation(line: 142, column: 12, scope: !15)
!24 = !DILocation(line: 287, column: 12, scope: !12, inlinedAt: !22)
!25 = !{!"amdgpu-synchronize-as", !"local"}
!26 = !DILocation(line: 142, column: 12, scope: !4)
!27 = !DILocation(line: 143, column: 27, scope: !4)
!28 = !DILocation(line: 143, column: 12, scope: !4)
!29 = !DILocation(line: 144, column: 18, scope: !4)
!30 = !DILocation(line: 287, column: 12, scope: !12, inlinedAt: !11)
!31 = !DILocation(line: 144, column: 11, scope: !4)
!32 = !DILocation(line: 145, column: 24, scope: !4)
!33 = !DILocation(line: 145, column: 16, scope: !4)
!34 = !DILocation(line: 145, column: 12, scope: !4)
!35 = !DILocation(line: 146, column: 9, scope: !4)
!36 = !DILocation(line: 147, column: 9, scope: !4)
!37 = !DILocation(line: 148, column: 9, scope: !4)
!38 = !DILocation(line: 149, column: 47, scope: !4)
!39 = !DILocation(line: 149, column: 5, scope: !4)
!40 = !DILocation(line: 134, column: 1, scope: !4)
!amdsync.lds_tiles = !{!41, !42}
!41 = !{!"global_smem", i64 0, i64 16, !"tt.reduce", !"", !"kernels.py", i64 142, i64 12}
!42 = !{!"global_smem", i64 0, i64 16, !"tt.reduce", !"", !"kernels.py", i64 144, i64 11}
