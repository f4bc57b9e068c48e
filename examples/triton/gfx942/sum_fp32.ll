; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @sum_kernel(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, ptr addrspace(1) inreg nofree writeonly captures(none) %2, i32 inreg %3, i32 inreg %4, i32 inreg %5, ptr addrspace(1) inreg nofree readnone captures(none) %6, ptr addrspace(1) inreg nofree readnone captures(none) %7) local_unnamed_addr #0 !dbg !4 {
  %9 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !12
  %10 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %9), !dbg !12
  %11 = lshr i32 %10, 6, !dbg !12
  %12 = and i32 %11, 3, !dbg !12
  %13 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !13
  %14 = shl i32 %13, 6, !dbg !14
  %15 = and i32 %9, 63, !dbg !15
  %16 = shl nuw nsw i32 %12, 6, !dbg !15
  %17 = or disjoint i32 %16, %15, !dbg !15
  %18 = lshr i32 %17, 4, !dbg !15
  %19 = or disjoint i32 %18, 16, !dbg !15
  %20 = or disjoint i32 %18, 32, !dbg !15
  %21 = or disjoint i32 %18, 48, !dbg !15
  %22 = or disjoint i32 %18, %14, !dbg !14
  %23 = or disjoint i32 %19, %14, !dbg !14
  %24 = or disjoint i32 %20, %14, !dbg !14
  %25 = or disjoint i32 %21, %14, !dbg !14
  %26 = or disjoint i32 %14, %15, !dbg !14
  %27 = icmp slt i32 %22, %3, !dbg !16
  %28 = icmp slt i32 %23, %3, !dbg !16
  %29 = icmp slt i32 %24, %3, !dbg !16
  %30 = icmp slt i32 %25, %3, !dbg !16
  %31 = and i32 %9, 15, !dbg !17
  %32 = shl nuw nsw i32 %31, 2, !dbg !17
  %33 = icmp slt i32 %32, %4, !dbg !17
  %34 = and i1 %33, %27, !dbg !18
  %35 = and i1 %33, %28, !dbg !18
  %36 = and i1 %33, %29, !dbg !18
  %37 = and i1 %33, %30, !dbg !18
  %38 = mul i32 %5, %14, !dbg !19
  %39 = mul i32 %18, %5, !dbg !19
  %40 = mul i32 %19, %5, !dbg !19
  %41 = mul i32 %20, %5, !dbg !19
  %42 = mul i32 %21, %5, !dbg !19
  %43 = or disjoint i32 %32, %38, !dbg !19
  %44 = add i32 %43, %39, !dbg !19
  %45 = add i32 %43, %40, !dbg !19
  %46 = add i32 %43, %41, !dbg !19
  %47 = add i32 %43, %42, !dbg !19
  %48 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 159744), !dbg !20
  %49 = shl i32 %44, 2, !dbg !20
  %50 = select i1 %34, i32 %49, i32 -2147483648, !dbg !20
  %51 = tail call <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) %48, i32 %50, i32 0, i32 0), !dbg !20
  %52 = shl i32 %45, 2, !dbg !20
  %53 = select i1 %35, i32 %52, i32 -2147483648, !dbg !20
  %54 = tail call <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) %48, i32 %53, i32 0, i32 0), !dbg !20
  %55 = shl i32 %46, 2, !dbg !20
  %56 = select i1 %36, i32 %55, i32 -2147483648, !dbg !20
  %57 = tail call <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) %48, i32 %56, i32 0, i32 0), !dbg !20
  %58 = shl i32 %47, 2, !dbg !20
  %59 = select i1 %37, i32 %58, i32 -2147483648, !dbg !20
  %60 = tail call <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) %48, i32 %59, i32 0, i32 0), !dbg !20
  %61 = icmp slt i32 %26, %3, !dbg !21
  %62 = shufflevector <4 x float> %51, <4 x float> poison, <2 x i32> <i32 0, i32 1>, !dbg !22
  %63 = shufflevector <4 x float> %51, <4 x float> poison, <2 x i32> <i32 2, i32 3>, !dbg !22
  %64 = shufflevector <4 x float> %54, <4 x float> poison, <2 x i32> <i32 0, i32 1>, !dbg !22
  %65 = shufflevector <4 x float> %54, <4 x float> poison, <2 x i32> <i32 2, i32 3>, !dbg !22
  %66 = shufflevector <4 x float> %57, <4 x float> poison, <2 x i32> <i32 0, i32 1>, !dbg !22
  %67 = shufflevector <4 x float> %57, <4 x float> poison, <2 x i32> <i32 2, i32 3>, !dbg !22
  %68 = shufflevector <4 x float> %60, <4 x float> poison, <2 x i32> <i32 0, i32 1>, !dbg !22
  %69 = shufflevector <4 x float> %60, <4 x float> poison, <2 x i32> <i32 2, i32 3>, !dbg !22
  %70 = fadd <2 x float> %62, %63, !dbg !22
  %71 = fadd <2 x float> %64, %65, !dbg !22
  %72 = fadd <2 x float> %66, %67, !dbg !22
  %73 = fadd <2 x float> %68, %69, !dbg !22
  %74 = shufflevector <2 x float> %70, <2 x float> %71, <2 x i32> <i32 0, i32 2>, !dbg !27
  %75 = shufflevector <2 x float> %70, <2 x float> %71, <2 x i32> <i32 1, i32 3>, !dbg !27
  %76 = fadd <2 x float> %74, %75, !dbg !27
  %77 = bitcast <2 x float> %76 to <2 x i32>, !dbg !22
  %78 = extractelement <2 x i32> %77, i64 0, !dbg !22
  %79 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %78, i32 296, i32 15, i32 15, i1 true), !dbg !22
  %80 = extractelement <2 x i32> %77, i64 1, !dbg !22
  %81 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %80, i32 296, i32 15, i32 15, i1 true), !dbg !22
  %82 = insertelement <2 x i32> poison, i32 %79, i64 0, !dbg !22
  %83 = insertelement <2 x i32> %82, i32 %81, i64 1, !dbg !22
  %84 = bitcast <2 x i32> %83 to <2 x float>, !dbg !22
  %85 = fadd <2 x float> %76, %84, !dbg !27
  %86 = bitcast <2 x float> %85 to <2 x i32>, !dbg !22
  %87 = extractelement <2 x i32> %86, i64 0, !dbg !22
  %88 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %87, i32 321, i32 15, i32 15, i1 true), !dbg !22
  %89 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %88, i32 27, i32 15, i32 15, i1 true), !dbg !22
  %90 = extractelement <2 x i32> %86, i64 1, !dbg !22
  %91 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %90, i32 321, i32 15, i32 15, i1 true), !dbg !22
  %92 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %91, i32 27, i32 15, i32 15, i1 true), !dbg !22
  %93 = insertelement <2 x i32> poison, i32 %89, i64 0, !dbg !22
  %94 = insertelement <2 x i32> %93, i32 %92, i64 1, !dbg !22
  %95 = bitcast <2 x i32> %94 to <2 x float>, !dbg !22
  %96 = fadd <2 x float> %85, %95, !dbg !27
  %97 = bitcast <2 x float> %96 to <2 x i32>, !dbg !22
  %98 = extractelement <2 x i32> %97, i64 0, !dbg !22
  %99 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %98, i32 78, i32 15, i32 15, i1 true), !dbg !22
  %100 = extractelement <2 x i32> %97, i64 1, !dbg !22
  %101 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %100, i32 78, i32 15, i32 15, i1 true), !dbg !22
  %102 = insertelement <2 x i32> poison, i32 %99, i64 0, !dbg !22
  %103 = insertelement <2 x i32> %102, i32 %101, i64 1, !dbg !22
  %104 = bitcast <2 x i32> %103 to <2 x float>, !dbg !22
  %105 = fadd <2 x float> %96, %104, !dbg !27
  %106 = bitcast <2 x float> %105 to <2 x i32>, !dbg !22
  %107 = extractelement <2 x i32> %106, i64 0, !dbg !22
  %108 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %107, i32 177, i32 15, i32 15, i1 true), !dbg !22
  %109 = extractelement <2 x i32> %106, i64 1, !dbg !22
  %110 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %109, i32 177, i32 15, i32 15, i1 true), !dbg !22
  %111 = insertelement <2 x i32> poison, i32 %108, i64 0, !dbg !22
  %112 = insertelement <2 x i32> %111, i32 %110, i64 1, !dbg !22
  %113 = bitcast <2 x i32> %112 to <2 x float>, !dbg !22
  %114 = fadd <2 x float> %105, %113, !dbg !27
  %115 = shufflevector <2 x float> %72, <2 x float> %73, <2 x i32> <i32 0, i32 2>, !dbg !27
  %116 = shufflevector <2 x float> %72, <2 x float> %73, <2 x i32> <i32 1, i32 3>, !dbg !27
  %117 = fadd <2 x float> %115, %116, !dbg !27
  %118 = bitcast <2 x float> %117 to <2 x i32>, !dbg !22
  %119 = extractelement <2 x i32> %118, i64 0, !dbg !22
  %120 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %119, i32 296, i32 15, i32 15, i1 true), !dbg !22
  %121 = extractelement <2 x i32> %118, i64 1, !dbg !22
  %122 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %121, i32 296, i32 15, i32 15, i1 true), !dbg !22
  %123 = insertelement <2 x i32> poison, i32 %120, i64 0, !dbg !22
  %124 = insertelement <2 x i32> %123, i32 %122, i64 1, !dbg !22
  %125 = bitcast <2 x i32> %124 to <2 x float>, !dbg !22
  %126 = fadd <2 x float> %117, %125, !dbg !27
  %127 = bitcast <2 x float> %126 to <2 x i32>, !dbg !22
  %128 = extractelement <2 x i32> %127, i64 0, !dbg !22
  %129 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %128, i32 321, i32 15, i32 15, i1 true), !dbg !22
  %130 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %129, i32 27, i32 15, i32 15, i1 true), !dbg !22
  %131 = extractelement <2 x i32> %127, i64 1, !dbg !22
  %132 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %131, i32 321, i32 15, i32 15, i1 true), !dbg !22
  %133 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %132, i32 27, i32 15, i32 15, i1 true), !dbg !22
  %134 = insertelement <2 x i32> poison, i32 %130, i64 0, !dbg !22
  %135 = insertelement <2 x i32> %134, i32 %133, i64 1, !dbg !22
  %136 = bitcast <2 x i32> %135 to <2 x float>, !dbg !22
  %137 = fadd <2 x float> %126, %136, !dbg !27
  %138 = bitcast <2 x float> %137 to <2 x i32>, !dbg !22
  %139 = extractelement <2 x i32> %138, i64 0, !dbg !22
  %140 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %139, i32 78, i32 15, i32 15, i1 true), !dbg !22
  %141 = extractelement <2 x i32> %138, i64 1, !dbg !22
  %142 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %141, i32 78, i32 15, i32 15, i1 true), !dbg !22
  %143 = insertelement <2 x i32> poison, i32 %140, i64 0, !dbg !22
  %144 = insertelement <2 x i32> %143, i32 %142, i64 1, !dbg !22
  %145 = bitcast <2 x i32> %144 to <2 x float>, !dbg !22
  %146 = fadd <2 x float> %137, %145, !dbg !27
  %147 = bitcast <2 x float> %146 to <2 x i32>, !dbg !22
  %148 = extractelement <2 x i32> %147, i64 0, !dbg !22
  %149 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %148, i32 177, i32 15, i32 15, i1 true), !dbg !22
  %150 = extractelement <2 x i32> %147, i64 1, !dbg !22
  %151 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %150, i32 177, i32 15, i32 15, i1 true), !dbg !22
  %152 = insertelement <2 x i32> poison, i32 %149, i64 0, !dbg !22
  %153 = insertelement <2 x i32> %152, i32 %151, i64 1, !dbg !22
  %154 = bitcast <2 x i32> %153 to <2 x float>, !dbg !22
  %155 = fadd <2 x float> %146, %154, !dbg !27
  %156 = lshr i32 %17, 1, !dbg !28
  %157 = and i32 %156, 120, !dbg !28
  %158 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %157, !dbg !28
  store <2 x float> %114, ptr addrspace(3) %158, align 8, !dbg !28
  %159 = getelementptr inbounds nuw i8, ptr addrspace(3) %158, i32 128, !dbg !28
  store <2 x float> %155, ptr addrspace(3) %159, align 8, !dbg !28
  fence syncscope("workgroup") release, !dbg !28, !mmra !29
  tail call void @llvm.amdgcn.s.barrier(), !dbg !28
  fence syncscope("workgroup") acquire, !dbg !28, !mmra !29
  %160 = shl nuw nsw i32 %31, 3, !dbg !28
  %161 = lshr i32 %9, 2, !dbg !28
  %162 = and i32 %161, 4, !dbg !28
  %163 = shl nuw nsw i32 %9, 2, !dbg !28
  %164 = and i32 %163, 128, !dbg !28
  %165 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %160, !dbg !28
  %166 = getelementptr inbounds nuw i8, ptr addrspace(3) %165, i32 %162, !dbg !28
  %167 = getelementptr inbounds nuw i8, ptr addrspace(3) %166, i32 %164, !dbg !28
  %168 = load float, ptr addrspace(3) %167, align 4, !dbg !28
  %169 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 159744), !dbg !28
  %170 = icmp eq i32 %12, 0, !dbg !28
  %171 = and i1 %61, %170, !dbg !28
  %172 = shl i32 %26, 2, !dbg !28
  %173 = select i1 %171, i32 %172, i32 -2147483648, !dbg !28
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %168, ptr addrspace(8) %169, i32 %173, i32 0, i32 0), !dbg !28
  %174 = icmp slt i32 %15, %4, !dbg !30
  fence syncscope("workgroup") release, !dbg !31, !mmra !29
  tail call void @llvm.amdgcn.s.barrier(), !dbg !31
  fence syncscope("workgroup") acquire, !dbg !31, !mmra !29
  %175 = fadd <2 x float> %62, %64, !dbg !31
  %176 = fadd <2 x float> %66, %68, !dbg !31
  %177 = fadd <2 x float> %175, %176, !dbg !31
  %178 = fadd <2 x float> %63, %65, !dbg !31
  %179 = fadd <2 x float> %67, %69, !dbg !31
  %180 = fadd <2 x float> %178, %179, !dbg !31
  %181 = shl nuw nsw i32 %15, 2, !dbg !31
  %182 = xor i32 %181, 128, !dbg !31
  %183 = xor i32 %181, 64, !dbg !31
  %184 = bitcast <2 x float> %177 to <2 x i32>, !dbg !31
  %185 = extractelement <2 x i32> %184, i64 0, !dbg !31
  %186 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %182, i32 %185), !dbg !31
  %187 = extractelement <2 x i32> %184, i64 1, !dbg !31
  %188 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %182, i32 %187), !dbg !31
  %189 = insertelement <2 x i32> poison, i32 %186, i64 0, !dbg !31
  %190 = insertelement <2 x i32> %189, i32 %188, i64 1, !dbg !31
  %191 = bitcast <2 x i32> %190 to <2 x float>, !dbg !31
  %192 = fadd <2 x float> %177, %191, !dbg !33
  %193 = bitcast <2 x float> %192 to <2 x i32>, !dbg !31
  %194 = extractelement <2 x i32> %193, i64 0, !dbg !31
  %195 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %183, i32 %194), !dbg !31
  %196 = extractelement <2 x i32> %193, i64 1, !dbg !31
  %197 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %183, i32 %196), !dbg !31
  %198 = insertelement <2 x i32> poison, i32 %195, i64 0, !dbg !31
  %199 = insertelement <2 x i32> %198, i32 %197, i64 1, !dbg !31
  %200 = bitcast <2 x i32> %199 to <2 x float>, !dbg !31
  %201 = fadd <2 x float> %192, %200, !dbg !33
  %202 = bitcast <2 x float> %180 to <2 x i32>, !dbg !31
  %203 = extractelement <2 x i32> %202, i64 0, !dbg !31
  %204 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %182, i32 %203), !dbg !31
  %205 = extractelement <2 x i32> %202, i64 1, !dbg !31
  %206 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %182, i32 %205), !dbg !31
  %207 = insertelement <2 x i32> poison, i32 %204, i64 0, !dbg !31
  %208 = insertelement <2 x i32> %207, i32 %206, i64 1, !dbg !31
  %209 = bitcast <2 x i32> %208 to <2 x float>, !dbg !31
  %210 = fadd <2 x float> %180, %209, !dbg !33
  %211 = bitcast <2 x float> %210 to <2 x i32>, !dbg !31
  %212 = extractelement <2 x i32> %211, i64 0, !dbg !31
  %213 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %183, i32 %212), !dbg !31
  %214 = extractelement <2 x i32> %211, i64 1, !dbg !31
  %215 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %183, i32 %214), !dbg !31
  %216 = insertelement <2 x i32> poison, i32 %213, i64 0, !dbg !31
  %217 = insertelement <2 x i32> %216, i32 %215, i64 1, !dbg !31
  %218 = bitcast <2 x i32> %217 to <2 x float>, !dbg !31
  %219 = fadd <2 x float> %210, %218, !dbg !33
  %220 = shl nuw nsw i32 %9, 4, !dbg !31
  %221 = and i32 %220, 112, !dbg !31
  %222 = shl nuw nsw i32 %9, 5, !dbg !31
  %223 = and i32 %222, 256, !dbg !31
  %224 = shl nuw nsw i32 %12, 9, !dbg !31
  %225 = and i32 %224, 512, !dbg !31
  %226 = and i32 %16, 128, !dbg !31
  %227 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %223, !dbg !31
  %228 = getelementptr inbounds nuw i8, ptr addrspace(3) %227, i32 %225, !dbg !31
  %229 = getelementptr inbounds nuw i8, ptr addrspace(3) %228, i32 %226, !dbg !31
  %230 = getelementptr inbounds nuw i8, ptr addrspace(3) %229, i32 %221, !dbg !31
  %231 = shufflevector <2 x float> %201, <2 x float> %219, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !31
  store <4 x float> %231, ptr addrspace(3) %230, align 16, !dbg !31
  fence syncscope("workgroup") release, !dbg !31, !mmra !29
  tail call void @llvm.amdgcn.s.barrier(), !dbg !31
  fence syncscope("workgroup") acquire, !dbg !31, !mmra !29
  %232 = and i32 %222, 768, !dbg !31
  %233 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %232, !dbg !31
  %234 = getelementptr inbounds nuw i8, ptr addrspace(3) %233, i32 %221, !dbg !31
  %235 = getelementptr inbounds nuw i8, ptr addrspace(3) %234, i32 %164, !dbg !31
  %236 = load <4 x float>, ptr addrspace(3) %235, align 16, !dbg !31
  %237 = shufflevector <4 x float> %236, <4 x float> poison, <2 x i32> <i32 0, i32 1>, !dbg !31
  %238 = bitcast <2 x float> %237 to <2 x i32>, !dbg !31
  %239 = extractelement <2 x i32> %238, i64 0, !dbg !31
  %240 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %182, i32 %239), !dbg !31
  %241 = extractelement <2 x i32> %238, i64 1, !dbg !31
  %242 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %182, i32 %241), !dbg !31
  %bc = bitcast <4 x float> %236 to <4 x i32>, !dbg !31
  %243 = extractelement <4 x i32> %bc, i64 2, !dbg !31
  %244 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %182, i32 %243), !dbg !31
  %245 = insertelement <2 x i32> poison, i32 %240, i64 0, !dbg !31
  %246 = insertelement <2 x i32> %245, i32 %244, i64 1, !dbg !31
  %247 = bitcast <2 x i32> %246 to <2 x float>, !dbg !31
  %248 = shufflevector <4 x float> %236, <4 x float> poison, <2 x i32> <i32 0, i32 2>, !dbg !33
  %249 = fadd <2 x float> %248, %247, !dbg !33
  %250 = bitcast <2 x float> %249 to <2 x i32>, !dbg !31
  %251 = extractelement <2 x i32> %250, i64 0, !dbg !31
  %252 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %183, i32 %251), !dbg !31
  %253 = extractelement <2 x i32> %250, i64 1, !dbg !31
  %254 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %183, i32 %253), !dbg !31
  %255 = insertelement <2 x i32> poison, i32 %252, i64 0, !dbg !31
  %256 = insertelement <2 x i32> %255, i32 %254, i64 1, !dbg !31
  %257 = bitcast <2 x i32> %256 to <2 x float>, !dbg !31
  %258 = fadd <2 x float> %249, %257, !dbg !33
  %bc1 = bitcast <4 x float> %236 to <4 x i32>, !dbg !31
  %259 = extractelement <4 x i32> %bc1, i64 3, !dbg !31
  %260 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %182, i32 %259), !dbg !31
  %261 = insertelement <2 x i32> poison, i32 %242, i64 0, !dbg !31
  %262 = insertelement <2 x i32> %261, i32 %260, i64 1, !dbg !31
  %263 = bitcast <2 x i32> %262 to <2 x float>, !dbg !31
  %264 = shufflevector <4 x float> %236, <4 x float> poison, <2 x i32> <i32 1, i32 3>, !dbg !33
  %265 = fadd <2 x float> %264, %263, !dbg !33
  %266 = bitcast <2 x float> %265 to <2 x i32>, !dbg !31
  %267 = extractelement <2 x i32> %266, i64 0, !dbg !31
  %268 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %183, i32 %267), !dbg !31
  %269 = extractelement <2 x i32> %266, i64 1, !dbg !31
  %270 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %183, i32 %269), !dbg !31
  %271 = insertelement <2 x i32> poison, i32 %268, i64 0, !dbg !31
  %272 = insertelement <2 x i32> %271, i32 %270, i64 1, !dbg !31
  %273 = bitcast <2 x i32> %272 to <2 x float>, !dbg !31
  %274 = fadd <2 x float> %265, %273, !dbg !33
  fence syncscope("workgroup") release, !dbg !12, !mmra !29
  tail call void @llvm.amdgcn.s.barrier(), !dbg !12
  fence syncscope("workgroup") acquire, !dbg !12, !mmra !29
  store <2 x float> %258, ptr addrspace(3) %165, align 8, !dbg !12
  %275 = xor i32 %160, 192, !dbg !12
  %276 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %275, !dbg !12
  store <2 x float> %274, ptr addrspace(3) %276, align 8, !dbg !12
  fence syncscope("workgroup") release, !dbg !12, !mmra !29
  tail call void @llvm.amdgcn.s.barrier(), !dbg !12
  fence syncscope("workgroup") acquire, !dbg !12, !mmra !29
  %277 = shl nuw nsw i32 %9, 1, !dbg !12
  %278 = and i32 %277, 124, !dbg !12
  %279 = and i32 %9, 1, !dbg !12
  %280 = icmp eq i32 %279, 0, !dbg !12
  %281 = select i1 %280, i32 0, i32 192, !dbg !12
  %282 = xor i32 %281, %278, !dbg !12
  %283 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %282, !dbg !12
  %284 = load float, ptr addrspace(3) %283, align 4, !dbg !12
  %285 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %2, i16 0, i64 2147483646, i32 159744), !dbg !12
  %286 = and i1 %174, %170, !dbg !12
  %287 = select i1 %286, i32 %172, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %284, ptr addrspace(8) %285, i32 %287, i32 0, i32 0), !dbg !12
  ret void, !dbg !34
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
declare <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.f32(float, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #7

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #5

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }

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
