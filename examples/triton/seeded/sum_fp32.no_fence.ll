; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.50-amd-amdhsa"

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
  %74 = extractelement <2 x float> %70, i64 0, !dbg !22
  %75 = extractelement <2 x float> %70, i64 1, !dbg !22
  %76 = fadd float %74, %75, !dbg !27
  %77 = bitcast float %76 to i32, !dbg !22
  %78 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %77, i32 296, i32 15, i32 15, i1 true), !dbg !22
  %79 = bitcast i32 %78 to float, !dbg !22
  %80 = fadd float %76, %79, !dbg !27
  %81 = bitcast float %80 to i32, !dbg !22
  %82 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %81, i32 321, i32 15, i32 15, i1 true), !dbg !22
  %83 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %82, i32 27, i32 15, i32 15, i1 true), !dbg !22
  %84 = bitcast i32 %83 to float, !dbg !22
  %85 = fadd float %80, %84, !dbg !27
  %86 = bitcast float %85 to i32, !dbg !22
  %87 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %86, i32 78, i32 15, i32 15, i1 true), !dbg !22
  %88 = bitcast i32 %87 to float, !dbg !22
  %89 = shufflevector <2 x float> %71, <2 x float> poison, <2 x i32> <i32 poison, i32 0>, !dbg !27
  %90 = insertelement <2 x float> %89, float %85, i64 0, !dbg !27
  %91 = insertelement <2 x float> %71, float %88, i64 0, !dbg !27
  %92 = fadd <2 x float> %90, %91, !dbg !27
  %93 = bitcast <2 x float> %92 to <2 x i32>, !dbg !22
  %94 = extractelement <2 x i32> %93, i64 0, !dbg !22
  %95 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %94, i32 177, i32 15, i32 15, i1 true), !dbg !22
  %96 = bitcast i32 %95 to float, !dbg !22
  %97 = extractelement <2 x float> %92, i64 0, !dbg !27
  %98 = fadd float %97, %96, !dbg !27
  %99 = extractelement <2 x i32> %93, i64 1, !dbg !22
  %100 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %99, i32 296, i32 15, i32 15, i1 true), !dbg !22
  %101 = bitcast i32 %100 to float, !dbg !22
  %102 = extractelement <2 x float> %92, i64 1, !dbg !27
  %103 = fadd float %102, %101, !dbg !27
  %104 = bitcast float %103 to i32, !dbg !22
  %105 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %104, i32 321, i32 15, i32 15, i1 true), !dbg !22
  %106 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %105, i32 27, i32 15, i32 15, i1 true), !dbg !22
  %107 = bitcast i32 %106 to float, !dbg !22
  %108 = fadd float %103, %107, !dbg !27
  %109 = bitcast float %108 to i32, !dbg !22
  %110 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %109, i32 78, i32 15, i32 15, i1 true), !dbg !22
  %111 = bitcast i32 %110 to float, !dbg !22
  %112 = shufflevector <2 x float> %72, <2 x float> poison, <2 x i32> <i32 poison, i32 0>, !dbg !27
  %113 = insertelement <2 x float> %112, float %108, i64 0, !dbg !27
  %114 = insertelement <2 x float> %72, float %111, i64 0, !dbg !27
  %115 = fadd <2 x float> %113, %114, !dbg !27
  %116 = bitcast <2 x float> %115 to <2 x i32>, !dbg !22
  %117 = extractelement <2 x i32> %116, i64 0, !dbg !22
  %118 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %117, i32 177, i32 15, i32 15, i1 true), !dbg !22
  %119 = bitcast i32 %118 to float, !dbg !22
  %120 = extractelement <2 x float> %115, i64 0, !dbg !27
  %121 = fadd float %120, %119, !dbg !27
  %122 = extractelement <2 x i32> %116, i64 1, !dbg !22
  %123 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %122, i32 296, i32 15, i32 15, i1 true), !dbg !22
  %124 = bitcast i32 %123 to float, !dbg !22
  %125 = extractelement <2 x float> %115, i64 1, !dbg !27
  %126 = fadd float %125, %124, !dbg !27
  %127 = bitcast float %126 to i32, !dbg !22
  %128 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %127, i32 321, i32 15, i32 15, i1 true), !dbg !22
  %129 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %128, i32 27, i32 15, i32 15, i1 true), !dbg !22
  %130 = bitcast i32 %129 to float, !dbg !22
  %131 = fadd float %126, %130, !dbg !27
  %132 = bitcast float %131 to i32, !dbg !22
  %133 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %132, i32 78, i32 15, i32 15, i1 true), !dbg !22
  %134 = bitcast i32 %133 to float, !dbg !22
  %135 = shufflevector <2 x float> %73, <2 x float> poison, <2 x i32> <i32 poison, i32 0>, !dbg !27
  %136 = insertelement <2 x float> %135, float %131, i64 0, !dbg !27
  %137 = insertelement <2 x float> %73, float %134, i64 0, !dbg !27
  %138 = fadd <2 x float> %136, %137, !dbg !27
  %139 = bitcast <2 x float> %138 to <2 x i32>, !dbg !22
  %140 = extractelement <2 x i32> %139, i64 0, !dbg !22
  %141 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %140, i32 177, i32 15, i32 15, i1 true), !dbg !22
  %142 = bitcast i32 %141 to float, !dbg !22
  %143 = extractelement <2 x float> %138, i64 0, !dbg !27
  %144 = fadd float %143, %142, !dbg !27
  %145 = extractelement <2 x i32> %139, i64 1, !dbg !22
  %146 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %145, i32 296, i32 15, i32 15, i1 true), !dbg !22
  %147 = bitcast i32 %146 to float, !dbg !22
  %148 = extractelement <2 x float> %138, i64 1, !dbg !27
  %149 = fadd float %148, %147, !dbg !27
  %150 = bitcast float %149 to i32, !dbg !22
  %151 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %150, i32 321, i32 15, i32 15, i1 true), !dbg !22
  %152 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %151, i32 27, i32 15, i32 15, i1 true), !dbg !22
  %153 = bitcast i32 %152 to float, !dbg !22
  %154 = fadd float %149, %153, !dbg !27
  %155 = bitcast float %154 to i32, !dbg !22
  %156 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %155, i32 78, i32 15, i32 15, i1 true), !dbg !22
  %157 = bitcast i32 %156 to float, !dbg !22
  %158 = fadd float %154, %157, !dbg !27
  %159 = bitcast float %158 to i32, !dbg !22
  %160 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %159, i32 177, i32 15, i32 15, i1 true), !dbg !22
  %161 = bitcast i32 %160 to float, !dbg !22
  %162 = fadd float %158, %161, !dbg !27
  %163 = lshr i32 %17, 2, !dbg !28
  %164 = and i32 %163, 60, !dbg !28
  %165 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %164, !dbg !28
  %166 = insertelement <1 x float> poison, float %98, i64 0, !dbg !28
  store <1 x float> %166, ptr addrspace(3) %165, align 4, !dbg !28
  %167 = getelementptr inbounds nuw i8, ptr addrspace(3) %165, i32 64, !dbg !28
  %168 = insertelement <1 x float> poison, float %121, i64 0, !dbg !28
  store <1 x float> %168, ptr addrspace(3) %167, align 4, !dbg !28
  %169 = getelementptr inbounds nuw i8, ptr addrspace(3) %165, i32 128, !dbg !28
  %170 = insertelement <1 x float> poison, float %144, i64 0, !dbg !28
  store <1 x float> %170, ptr addrspace(3) %169, align 4, !dbg !28
  %171 = getelementptr inbounds nuw i8, ptr addrspace(3) %165, i32 192, !dbg !28
  %172 = insertelement <1 x float> poison, float %162, i64 0, !dbg !28
  store <1 x float> %172, ptr addrspace(3) %171, align 4, !dbg !28
  fence syncscope("workgroup") release, !dbg !28, !mmra !29
  tail call void @llvm.amdgcn.s.barrier(), !dbg !28
  ; seeded bug, removed: fence syncscope("workgroup") acquire, !dbg !28, !mmra !29
  %173 = shl nuw nsw i32 %15, 2, !dbg !28
  %174 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %173, !dbg !28
  %175 = load float, ptr addrspace(3) %174, align 4, !dbg !28
  %176 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 159744), !dbg !28
  %177 = icmp eq i32 %12, 0, !dbg !28
  %178 = and i1 %61, %177, !dbg !28
  %179 = shl i32 %26, 2, !dbg !28
  %180 = select i1 %178, i32 %179, i32 -2147483648, !dbg !28
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %175, ptr addrspace(8) %176, i32 %180, i32 0, i32 0), !dbg !28
  %181 = icmp slt i32 %15, %4, !dbg !30
  fence syncscope("workgroup") release, !dbg !31, !mmra !29
  tail call void @llvm.amdgcn.s.barrier(), !dbg !31
  fence syncscope("workgroup") acquire, !dbg !31, !mmra !29
  %182 = fadd <2 x float> %62, %64, !dbg !31
  %183 = fadd <2 x float> %66, %68, !dbg !31
  %184 = fadd <2 x float> %182, %183, !dbg !31
  %185 = fadd <2 x float> %63, %65, !dbg !31
  %186 = fadd <2 x float> %67, %69, !dbg !31
  %187 = fadd <2 x float> %185, %186, !dbg !31
  %bc = bitcast <2 x float> %184 to <2 x i32>, !dbg !31
  %188 = extractelement <2 x i32> %bc, i64 0, !dbg !31
  %189 = tail call { i32, i32 } @llvm.amdgcn.permlane32.swap(i32 %188, i32 %188, i1 false, i1 false), !dbg !31
  %190 = extractvalue { i32, i32 } %189, 0, !dbg !31
  %191 = extractvalue { i32, i32 } %189, 1, !dbg !31
  %192 = extractelement <2 x i32> %bc, i64 1, !dbg !31
  %193 = tail call { i32, i32 } @llvm.amdgcn.permlane32.swap(i32 %192, i32 %192, i1 false, i1 false), !dbg !31
  %194 = extractvalue { i32, i32 } %193, 0, !dbg !31
  %195 = extractvalue { i32, i32 } %193, 1, !dbg !31
  %196 = insertelement <2 x i32> poison, i32 %190, i64 0, !dbg !31
  %197 = insertelement <2 x i32> %196, i32 %194, i64 1, !dbg !31
  %198 = bitcast <2 x i32> %197 to <2 x float>, !dbg !31
  %199 = insertelement <2 x i32> poison, i32 %191, i64 0, !dbg !31
  %200 = insertelement <2 x i32> %199, i32 %195, i64 1, !dbg !31
  %201 = bitcast <2 x i32> %200 to <2 x float>, !dbg !31
  %202 = fadd <2 x float> %198, %201, !dbg !33
  %203 = bitcast <2 x float> %202 to <2 x i32>, !dbg !31
  %204 = extractelement <2 x i32> %203, i64 0, !dbg !31
  %205 = tail call { i32, i32 } @llvm.amdgcn.permlane16.swap(i32 %204, i32 %204, i1 false, i1 false), !dbg !31
  %206 = extractvalue { i32, i32 } %205, 0, !dbg !31
  %207 = extractvalue { i32, i32 } %205, 1, !dbg !31
  %208 = extractelement <2 x i32> %203, i64 1, !dbg !31
  %209 = tail call { i32, i32 } @llvm.amdgcn.permlane16.swap(i32 %208, i32 %208, i1 false, i1 false), !dbg !31
  %210 = extractvalue { i32, i32 } %209, 0, !dbg !31
  %211 = extractvalue { i32, i32 } %209, 1, !dbg !31
  %212 = insertelement <2 x i32> poison, i32 %206, i64 0, !dbg !31
  %213 = insertelement <2 x i32> %212, i32 %210, i64 1, !dbg !31
  %214 = bitcast <2 x i32> %213 to <2 x float>, !dbg !31
  %215 = insertelement <2 x i32> poison, i32 %207, i64 0, !dbg !31
  %216 = insertelement <2 x i32> %215, i32 %211, i64 1, !dbg !31
  %217 = bitcast <2 x i32> %216 to <2 x float>, !dbg !31
  %218 = fadd <2 x float> %214, %217, !dbg !33
  %bc2 = bitcast <2 x float> %187 to <2 x i32>, !dbg !31
  %219 = extractelement <2 x i32> %bc2, i64 0, !dbg !31
  %220 = tail call { i32, i32 } @llvm.amdgcn.permlane32.swap(i32 %219, i32 %219, i1 false, i1 false), !dbg !31
  %221 = extractvalue { i32, i32 } %220, 0, !dbg !31
  %222 = extractvalue { i32, i32 } %220, 1, !dbg !31
  %223 = extractelement <2 x i32> %bc2, i64 1, !dbg !31
  %224 = tail call { i32, i32 } @llvm.amdgcn.permlane32.swap(i32 %223, i32 %223, i1 false, i1 false), !dbg !31
  %225 = extractvalue { i32, i32 } %224, 0, !dbg !31
  %226 = extractvalue { i32, i32 } %224, 1, !dbg !31
  %227 = insertelement <2 x i32> poison, i32 %221, i64 0, !dbg !31
  %228 = insertelement <2 x i32> %227, i32 %225, i64 1, !dbg !31
  %229 = bitcast <2 x i32> %228 to <2 x float>, !dbg !31
  %230 = insertelement <2 x i32> poison, i32 %222, i64 0, !dbg !31
  %231 = insertelement <2 x i32> %230, i32 %226, i64 1, !dbg !31
  %232 = bitcast <2 x i32> %231 to <2 x float>, !dbg !31
  %233 = fadd <2 x float> %229, %232, !dbg !33
  %234 = bitcast <2 x float> %233 to <2 x i32>, !dbg !31
  %235 = extractelement <2 x i32> %234, i64 0, !dbg !31
  %236 = tail call { i32, i32 } @llvm.amdgcn.permlane16.swap(i32 %235, i32 %235, i1 false, i1 false), !dbg !31
  %237 = extractvalue { i32, i32 } %236, 0, !dbg !31
  %238 = extractvalue { i32, i32 } %236, 1, !dbg !31
  %239 = extractelement <2 x i32> %234, i64 1, !dbg !31
  %240 = tail call { i32, i32 } @llvm.amdgcn.permlane16.swap(i32 %239, i32 %239, i1 false, i1 false), !dbg !31
  %241 = extractvalue { i32, i32 } %240, 0, !dbg !31
  %242 = extractvalue { i32, i32 } %240, 1, !dbg !31
  %243 = insertelement <2 x i32> poison, i32 %237, i64 0, !dbg !31
  %244 = insertelement <2 x i32> %243, i32 %241, i64 1, !dbg !31
  %245 = bitcast <2 x i32> %244 to <2 x float>, !dbg !31
  %246 = insertelement <2 x i32> poison, i32 %238, i64 0, !dbg !31
  %247 = insertelement <2 x i32> %246, i32 %242, i64 1, !dbg !31
  %248 = bitcast <2 x i32> %247 to <2 x float>, !dbg !31
  %249 = fadd <2 x float> %245, %248, !dbg !33
  %250 = shl nuw nsw i32 %31, 4, !dbg !31
  %251 = shl nuw nsw i32 %12, 9, !dbg !31
  %252 = and i32 %251, 512, !dbg !31
  %253 = shl nuw nsw i32 %12, 7, !dbg !31
  %254 = and i32 %253, 256, !dbg !31
  %255 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %252, !dbg !31
  %256 = getelementptr inbounds nuw i8, ptr addrspace(3) %255, i32 %254, !dbg !31
  %257 = getelementptr inbounds nuw i8, ptr addrspace(3) %256, i32 %250, !dbg !31
  %258 = shufflevector <2 x float> %218, <2 x float> %249, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !31
  store <4 x float> %258, ptr addrspace(3) %257, align 16, !dbg !31
  fence syncscope("workgroup") release, !dbg !31, !mmra !29
  tail call void @llvm.amdgcn.s.barrier(), !dbg !31
  fence syncscope("workgroup") acquire, !dbg !31, !mmra !29
  %259 = shl nuw nsw i32 %9, 5, !dbg !31
  %260 = and i32 %259, 512, !dbg !31
  %261 = shl nuw nsw i32 %9, 3, !dbg !31
  %262 = and i32 %261, 256, !dbg !31
  %263 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %260, !dbg !31
  %264 = getelementptr inbounds nuw i8, ptr addrspace(3) %263, i32 %262, !dbg !31
  %265 = getelementptr inbounds nuw i8, ptr addrspace(3) %264, i32 %250, !dbg !31
  %266 = load <4 x i32>, ptr addrspace(3) %265, align 16, !dbg !31
  %267 = extractelement <4 x i32> %266, i64 0, !dbg !31
  %268 = tail call { i32, i32 } @llvm.amdgcn.permlane32.swap(i32 %267, i32 %267, i1 false, i1 false), !dbg !31
  %269 = extractvalue { i32, i32 } %268, 0, !dbg !31
  %270 = extractvalue { i32, i32 } %268, 1, !dbg !31
  %271 = extractelement <4 x i32> %266, i64 1, !dbg !31
  %272 = tail call { i32, i32 } @llvm.amdgcn.permlane32.swap(i32 %271, i32 %271, i1 false, i1 false), !dbg !31
  %273 = extractvalue { i32, i32 } %272, 0, !dbg !31
  %274 = extractvalue { i32, i32 } %272, 1, !dbg !31
  %275 = insertelement <2 x i32> poison, i32 %269, i64 0, !dbg !31
  %276 = insertelement <2 x i32> %275, i32 %273, i64 1, !dbg !31
  %277 = bitcast <2 x i32> %276 to <2 x float>, !dbg !31
  %278 = insertelement <2 x i32> poison, i32 %270, i64 0, !dbg !31
  %279 = insertelement <2 x i32> %278, i32 %274, i64 1, !dbg !31
  %280 = bitcast <2 x i32> %279 to <2 x float>, !dbg !31
  %281 = fadd <2 x float> %277, %280, !dbg !33
  %282 = bitcast <2 x float> %281 to <2 x i32>, !dbg !31
  %283 = extractelement <2 x i32> %282, i64 0, !dbg !31
  %284 = tail call { i32, i32 } @llvm.amdgcn.permlane16.swap(i32 %283, i32 %283, i1 false, i1 false), !dbg !31
  %285 = extractvalue { i32, i32 } %284, 0, !dbg !31
  %286 = extractvalue { i32, i32 } %284, 1, !dbg !31
  %287 = extractelement <2 x i32> %282, i64 1, !dbg !31
  %288 = tail call { i32, i32 } @llvm.amdgcn.permlane16.swap(i32 %287, i32 %287, i1 false, i1 false), !dbg !31
  %289 = extractvalue { i32, i32 } %288, 0, !dbg !31
  %290 = extractvalue { i32, i32 } %288, 1, !dbg !31
  %291 = insertelement <2 x i32> poison, i32 %285, i64 0, !dbg !31
  %292 = insertelement <2 x i32> %291, i32 %289, i64 1, !dbg !31
  %293 = bitcast <2 x i32> %292 to <2 x float>, !dbg !31
  %294 = insertelement <2 x i32> poison, i32 %286, i64 0, !dbg !31
  %295 = insertelement <2 x i32> %294, i32 %290, i64 1, !dbg !31
  %296 = bitcast <2 x i32> %295 to <2 x float>, !dbg !31
  %297 = fadd <2 x float> %293, %296, !dbg !33
  %298 = extractelement <4 x i32> %266, i64 2, !dbg !31
  %299 = tail call { i32, i32 } @llvm.amdgcn.permlane32.swap(i32 %298, i32 %298, i1 false, i1 false), !dbg !31
  %300 = extractvalue { i32, i32 } %299, 0, !dbg !31
  %301 = extractvalue { i32, i32 } %299, 1, !dbg !31
  %302 = extractelement <4 x i32> %266, i64 3, !dbg !31
  %303 = tail call { i32, i32 } @llvm.amdgcn.permlane32.swap(i32 %302, i32 %302, i1 false, i1 false), !dbg !31
  %304 = extractvalue { i32, i32 } %303, 0, !dbg !31
  %305 = extractvalue { i32, i32 } %303, 1, !dbg !31
  %306 = insertelement <2 x i32> poison, i32 %300, i64 0, !dbg !31
  %307 = insertelement <2 x i32> %306, i32 %304, i64 1, !dbg !31
  %308 = bitcast <2 x i32> %307 to <2 x float>, !dbg !31
  %309 = insertelement <2 x i32> poison, i32 %301, i64 0, !dbg !31
  %310 = insertelement <2 x i32> %309, i32 %305, i64 1, !dbg !31
  %311 = bitcast <2 x i32> %310 to <2 x float>, !dbg !31
  %312 = fadd <2 x float> %308, %311, !dbg !33
  %313 = bitcast <2 x float> %312 to <2 x i32>, !dbg !31
  %314 = extractelement <2 x i32> %313, i64 0, !dbg !31
  %315 = tail call { i32, i32 } @llvm.amdgcn.permlane16.swap(i32 %314, i32 %314, i1 false, i1 false), !dbg !31
  %316 = extractvalue { i32, i32 } %315, 0, !dbg !31
  %317 = extractvalue { i32, i32 } %315, 1, !dbg !31
  %318 = extractelement <2 x i32> %313, i64 1, !dbg !31
  %319 = tail call { i32, i32 } @llvm.amdgcn.permlane16.swap(i32 %318, i32 %318, i1 false, i1 false), !dbg !31
  %320 = extractvalue { i32, i32 } %319, 0, !dbg !31
  %321 = extractvalue { i32, i32 } %319, 1, !dbg !31
  %322 = insertelement <2 x i32> poison, i32 %316, i64 0, !dbg !31
  %323 = insertelement <2 x i32> %322, i32 %320, i64 1, !dbg !31
  %324 = bitcast <2 x i32> %323 to <2 x float>, !dbg !31
  %325 = insertelement <2 x i32> poison, i32 %317, i64 0, !dbg !31
  %326 = insertelement <2 x i32> %325, i32 %321, i64 1, !dbg !31
  %327 = bitcast <2 x i32> %326 to <2 x float>, !dbg !31
  %328 = fadd <2 x float> %324, %327, !dbg !33
  fence syncscope("workgroup") release, !dbg !12, !mmra !29
  tail call void @llvm.amdgcn.s.barrier(), !dbg !12
  fence syncscope("workgroup") acquire, !dbg !12, !mmra !29
  %329 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %250, !dbg !12
  %330 = shufflevector <2 x float> %297, <2 x float> %328, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !12
  store <4 x float> %330, ptr addrspace(3) %329, align 16, !dbg !12
  fence syncscope("workgroup") release, !dbg !12, !mmra !29
  tail call void @llvm.amdgcn.s.barrier(), !dbg !12
  fence syncscope("workgroup") acquire, !dbg !12, !mmra !29
  %331 = load float, ptr addrspace(3) %174, align 4, !dbg !12
  %332 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %2, i16 0, i64 2147483646, i32 159744), !dbg !12
  %333 = and i1 %181, %177, !dbg !12
  %334 = select i1 %333, i32 %179, i32 -2147483648, !dbg !12
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %331, ptr addrspace(8) %332, i32 %334, i32 0, i32 0), !dbg !12
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
declare { i32, i32 } @llvm.amdgcn.permlane32.swap(i32, i32, i1 immarg, i1 immarg) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare { i32, i32 } @llvm.amdgcn.permlane16.swap(i32, i32, i1 immarg, i1 immarg) #5

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
