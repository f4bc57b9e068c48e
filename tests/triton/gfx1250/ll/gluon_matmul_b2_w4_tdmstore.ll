; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu12.50-amd-amdhsa"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: norecurse nounwind
define amdgpu_kernel void @matmul_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5, ptr addrspace(1) nofree readnone captures(none) %6, ptr addrspace(1) nofree readnone captures(none) %7) local_unnamed_addr #0 !dbg !4 {
  %9 = tail call i32 @llvm.amdgcn.wave.id(), !dbg !12
  %10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !13
  %11 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !14
  %isneg = icmp slt i32 %5, 0, !dbg !15
  %12 = select i1 %isneg, i32 65535, i32 0, !dbg !15
  %13 = ptrtoint ptr addrspace(1) %0 to i64, !dbg !15
  %14 = trunc i64 %13 to i32, !dbg !15
  %15 = lshr i64 %13, 32, !dbg !15
  %16 = trunc nuw i64 %15 to i32, !dbg !15
  %17 = or i32 %16, -2147483648, !dbg !15
  %isneg2 = icmp slt i32 %4, 0, !dbg !16
  %18 = select i1 %isneg2, i32 65535, i32 0, !dbg !16
  %19 = ptrtoint ptr addrspace(1) %1 to i64, !dbg !16
  %20 = trunc i64 %19 to i32, !dbg !16
  %21 = lshr i64 %19, 32, !dbg !16
  %22 = trunc nuw i64 %21 to i32, !dbg !16
  %23 = or i32 %22, -2147483648, !dbg !16
  %24 = add i32 %5, 31, !dbg !17
  %25 = sdiv i32 %24, 32, !dbg !22
  %26 = shl i32 %10, 5, !dbg !23
  %27 = insertelement <4 x i32> poison, i32 %14, i64 2, !dbg !24
  %28 = insertelement <4 x i32> %27, i32 %17, i64 3, !dbg !24
  %29 = zext i32 %5 to i64, !dbg !24
  %30 = zext nneg i32 %12 to i64, !dbg !24
  %31 = shl nuw nsw i64 %30, 32, !dbg !24
  %32 = or disjoint i64 %31, %29, !dbg !24
  %33 = sext i32 %26 to i64, !dbg !24
  %34 = mul i64 %32, %33, !dbg !24
  %35 = shl i64 %34, 1, !dbg !24
  %36 = bitcast <4 x i32> %28 to <2 x i64>, !dbg !24
  %37 = extractelement <2 x i64> %36, i64 1, !dbg !24
  %38 = add i64 %35, %37, !dbg !24
  %39 = sub i32 %3, %26, !dbg !24
  %40 = tail call i32 @llvm.smax.i32(i32 %39, i32 0), !dbg !24
  %41 = icmp slt i32 %26, 0, !dbg !24
  %42 = select i1 %41, i32 0, i32 %40, !dbg !24
  %43 = tail call i32 @llvm.smax.i32(i32 %5, i32 0), !dbg !24
  %44 = trunc i64 %38 to i32, !dbg !24
  %45 = lshr i64 %38, 32, !dbg !24
  %46 = trunc nuw i64 %45 to i32, !dbg !24
  %47 = and i32 %42, 2147418112, !dbg !24
  %48 = and i32 %9, 3, !dbg !24
  %49 = shl nuw nsw i32 %48, 3, !dbg !24
  %50 = mul nuw nsw i32 %48, 320, !dbg !24
  %51 = getelementptr [2 x i8], ptr addrspace(3) @global_smem, i32 %50, !dbg !24
  %52 = sub nsw i32 %42, %49, !dbg !24
  %53 = tail call i32 @llvm.smax.i32(i32 %52, i32 0), !dbg !24
  %54 = ptrtoint ptr addrspace(3) %51 to i32, !dbg !24
  %55 = insertelement <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, i32 %54, i64 1, !dbg !24
  %56 = insertelement <4 x i32> %55, i32 %44, i64 2, !dbg !24
  %57 = insertelement <4 x i32> %56, i32 %46, i64 3, !dbg !24
  %58 = shl nuw nsw i32 %48, 4, !dbg !24
  %59 = zext nneg i32 %58 to i64, !dbg !24
  %60 = mul nuw nsw i64 %32, %59, !dbg !24
  %61 = bitcast <4 x i32> %57 to <2 x i64>, !dbg !24
  %62 = extractelement <2 x i64> %61, i64 1, !dbg !24
  %63 = add i64 %62, %60, !dbg !24
  %64 = insertelement <2 x i64> %61, i64 %63, i64 1, !dbg !24
  %65 = bitcast <2 x i64> %64 to <4 x i32>, !dbg !24
  %66 = shl i32 %43, 16, !dbg !24
  %67 = tail call i32 @llvm.fshl.i32(i32 %53, i32 %43, i32 16), !dbg !24
  %68 = lshr i32 %53, 16, !dbg !24
  %69 = or disjoint i32 %68, 2097152, !dbg !24
  %70 = insertelement <8 x i32> <i32 114360320, i32 poison, i32 poison, i32 poison, i32 8, i32 poison, i32 poison, i32 0>, i32 %66, i64 1, !dbg !24
  %71 = insertelement <8 x i32> %70, i32 %67, i64 2, !dbg !24
  %72 = insertelement <8 x i32> %71, i32 %69, i64 3, !dbg !24
  %73 = insertelement <8 x i32> %72, i32 %5, i64 5, !dbg !24
  %74 = insertelement <8 x i32> %73, i32 %12, i64 6, !dbg !24
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %65, <8 x i32> %74, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !24
  %75 = shl i32 %11, 5, !dbg !25
  %76 = insertelement <4 x i32> poison, i32 %20, i64 2, !dbg !26
  %77 = insertelement <4 x i32> %76, i32 %23, i64 3, !dbg !26
  %78 = zext i32 %4 to i64, !dbg !26
  %79 = zext nneg i32 %18 to i64, !dbg !26
  %80 = shl nuw nsw i64 %79, 32, !dbg !26
  %81 = or disjoint i64 %80, %78, !dbg !26
  %82 = sext i32 %75 to i64, !dbg !26
  %83 = shl nsw i64 %82, 1, !dbg !26
  %84 = bitcast <4 x i32> %77 to <2 x i64>, !dbg !26
  %85 = extractelement <2 x i64> %84, i64 1, !dbg !26
  %86 = add i64 %85, %83, !dbg !26
  %87 = sub i32 %4, %75, !dbg !26
  %88 = tail call i32 @llvm.smax.i32(i32 %87, i32 0), !dbg !26
  %89 = icmp slt i32 %75, 0, !dbg !26
  %90 = select i1 %89, i32 0, i32 %88, !dbg !26
  %91 = tail call i32 @llvm.fshl.i32(i32 %43, i32 %90, i32 16), !dbg !26
  %92 = trunc i64 %86 to i32, !dbg !26
  %93 = lshr i64 %86, 32, !dbg !26
  %94 = trunc nuw i64 %93 to i32, !dbg !26
  %95 = and i32 %91, 32767, !dbg !26
  %96 = lshr i32 %91, 16, !dbg !26
  %97 = and i32 %43, 2147418112, !dbg !26
  %98 = or disjoint i32 %96, %97, !dbg !26
  %99 = getelementptr [2 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5104), i32 %50, !dbg !26
  %100 = sub nsw i32 %98, %49, !dbg !26
  %101 = tail call i32 @llvm.smax.i32(i32 %100, i32 0), !dbg !26
  %102 = ptrtoint ptr addrspace(3) %99 to i32, !dbg !26
  %103 = insertelement <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, i32 %102, i64 1, !dbg !26
  %104 = insertelement <4 x i32> %103, i32 %92, i64 2, !dbg !26
  %105 = insertelement <4 x i32> %104, i32 %94, i64 3, !dbg !26
  %106 = mul nuw nsw i64 %81, %59, !dbg !26
  %107 = bitcast <4 x i32> %105 to <2 x i64>, !dbg !26
  %108 = extractelement <2 x i64> %107, i64 1, !dbg !26
  %109 = add i64 %108, %106, !dbg !26
  %110 = insertelement <2 x i64> %107, i64 %109, i64 1, !dbg !26
  %111 = bitcast <2 x i64> %110 to <4 x i32>, !dbg !26
  %112 = shl i32 %90, 16, !dbg !26
  %113 = shl i32 %101, 16, !dbg !26
  %114 = or disjoint i32 %113, %95, !dbg !26
  %115 = lshr i32 %101, 16, !dbg !26
  %116 = or disjoint i32 %115, 2097152, !dbg !26
  %117 = insertelement <8 x i32> <i32 114360320, i32 poison, i32 poison, i32 poison, i32 8, i32 poison, i32 poison, i32 0>, i32 %112, i64 1, !dbg !26
  %118 = insertelement <8 x i32> %117, i32 %114, i64 2, !dbg !26
  %119 = insertelement <8 x i32> %118, i32 %116, i64 3, !dbg !26
  %120 = insertelement <8 x i32> %119, i32 %4, i64 5, !dbg !26
  %121 = insertelement <8 x i32> %120, i32 %18, i64 6, !dbg !26
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %111, <8 x i32> %121, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !26
  %invariant.op = sub nsw i32 %47, %49, !dbg !27
  %122 = icmp sgt i32 %24, 31, !dbg !27
  %123 = tail call i32 @llvm.amdgcn.workitem.id.x()
  br i1 %122, label %.lr.ph, label %.._crit_edge_crit_edge, !dbg !27

.._crit_edge_crit_edge:                           ; preds = %8
  %.pre16 = shl i32 %9, 10, !dbg !28
  %.pre18 = shl nuw nsw i32 %123, 6, !dbg !28
  %.pre20 = and i32 %.pre18, 960, !dbg !28
  %.pre22 = and i32 %123, 16, !dbg !28
  %.pre24 = and i32 %.pre16, 1024, !dbg !28
  br label %._crit_edge, !dbg !27

.lr.ph:                                           ; preds = %8
  %124 = shl nuw nsw i32 %123, 6
  %125 = and i32 %124, 960
  %126 = and i32 %123, 16
  %127 = shl i32 %9, 10
  %128 = and i32 %127, 1024
  %129 = or disjoint i32 %125, %128
  %130 = lshr exact i32 %129, 2
  %invariant.gep5 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %129, !dbg !27
  %invariant.gep7 = getelementptr i8, ptr addrspace(3) %invariant.gep5, i32 %126, !dbg !27
  %invariant.gep9 = getelementptr i8, ptr addrspace(3) %invariant.gep7, i32 %130, !dbg !27
  %131 = and i32 %124, 448
  %132 = shl nuw nsw i32 %123, 1
  %133 = and i32 %132, 16
  %134 = shl nuw nsw i32 %126, 5
  %135 = or disjoint i32 %133, %134
  %136 = or disjoint i32 %135, %131
  %137 = lshr exact i32 %136, 2
  %138 = and i32 %137, 240
  %invariant.gep11 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5104), i32 %136, !dbg !27
  %invariant.gep13 = getelementptr i8, ptr addrspace(3) %invariant.gep11, i32 %138, !dbg !27
  %139 = insertelement <8 x i32> <i32 114360320, i32 poison, i32 poison, i32 poison, i32 8, i32 poison, i32 0, i32 0>, i32 %5, i64 5
  %140 = insertelement <8 x i32> %117, i32 %4, i64 5
  %141 = insertelement <8 x i32> %140, i32 %18, i64 6
  br label %142, !dbg !27

142:                                              ; preds = %.lr.ph, %142
  %143 = phi float [ 0.000000e+00, %.lr.ph ], [ %253, %142 ]
  %144 = phi float [ 0.000000e+00, %.lr.ph ], [ %254, %142 ]
  %145 = phi float [ 0.000000e+00, %.lr.ph ], [ %255, %142 ]
  %146 = phi float [ 0.000000e+00, %.lr.ph ], [ %256, %142 ]
  %147 = phi float [ 0.000000e+00, %.lr.ph ], [ %257, %142 ]
  %148 = phi float [ 0.000000e+00, %.lr.ph ], [ %258, %142 ]
  %149 = phi float [ 0.000000e+00, %.lr.ph ], [ %259, %142 ]
  %150 = phi float [ 0.000000e+00, %.lr.ph ], [ %260, %142 ]
  %151 = phi float [ 0.000000e+00, %.lr.ph ], [ %271, %142 ]
  %152 = phi float [ 0.000000e+00, %.lr.ph ], [ %272, %142 ]
  %153 = phi float [ 0.000000e+00, %.lr.ph ], [ %273, %142 ]
  %154 = phi float [ 0.000000e+00, %.lr.ph ], [ %274, %142 ]
  %155 = phi float [ 0.000000e+00, %.lr.ph ], [ %275, %142 ]
  %156 = phi float [ 0.000000e+00, %.lr.ph ], [ %276, %142 ]
  %157 = phi float [ 0.000000e+00, %.lr.ph ], [ %277, %142 ]
  %158 = phi float [ 0.000000e+00, %.lr.ph ], [ %278, %142 ]
  %159 = phi i32 [ 0, %.lr.ph ], [ %160, %142 ]
  tail call void @llvm.amdgcn.s.wait.tensorcnt(i16 0), !dbg !29
  fence syncscope("workgroup") release, !dbg !30
  tail call void @llvm.amdgcn.s.barrier(), !dbg !30
  fence syncscope("workgroup") acquire, !dbg !30
  %160 = add nuw nsw i32 %159, 1, !dbg !31
  %161 = icmp slt i32 %160, %25, !dbg !32
  %162 = shl nuw nsw i32 %160, 5, !dbg !33
  %163 = shl i32 %160, 10, !dbg !34
  %164 = and i32 %163, 1024, !dbg !34
  %165 = lshr exact i32 %164, 2, !dbg !34
  %166 = or disjoint i32 %165, %164, !dbg !34
  %167 = zext i1 %161 to i32, !dbg !35
  %168 = zext nneg i32 %162 to i64, !dbg !35
  %169 = add i64 %34, %168, !dbg !35
  %170 = shl i64 %169, 1, !dbg !35
  %171 = add i64 %170, %37, !dbg !35
  %172 = sub nsw i32 %5, %162, !dbg !35
  %173 = tail call i32 @llvm.smax.i32(i32 %172, i32 0), !dbg !35
  %174 = tail call i32 @llvm.fshl.i32(i32 %42, i32 %173, i32 16), !dbg !35
  %175 = trunc i64 %171 to i32, !dbg !35
  %176 = lshr i64 %171, 32, !dbg !35
  %177 = trunc nuw i64 %176 to i32, !dbg !35
  %178 = insertelement <4 x i32> <i32 poison, i32 undef, i32 undef, i32 undef>, i32 %167, i64 0, !dbg !35
  %179 = and i32 %174, 32767, !dbg !35
  %180 = lshr i32 %174, 16, !dbg !35
  %gep = getelementptr [2 x i8], ptr addrspace(3) %51, i32 %166, !dbg !35
  %.reass = add nsw i32 %180, %invariant.op
  %181 = tail call i32 @llvm.smax.i32(i32 %.reass, i32 0), !dbg !35
  %182 = ptrtoint ptr addrspace(3) %gep to i32, !dbg !35
  %183 = insertelement <4 x i32> %178, i32 %182, i64 1, !dbg !35
  %184 = insertelement <4 x i32> %183, i32 %175, i64 2, !dbg !35
  %185 = insertelement <4 x i32> %184, i32 %177, i64 3, !dbg !35
  %186 = bitcast <4 x i32> %185 to <2 x i64>, !dbg !35
  %187 = extractelement <2 x i64> %186, i64 1, !dbg !35
  %188 = add i64 %187, %60, !dbg !35
  %189 = insertelement <2 x i64> %186, i64 %188, i64 1, !dbg !35
  %190 = bitcast <2 x i64> %189 to <4 x i32>, !dbg !35
  %191 = shl i32 %173, 16, !dbg !35
  %192 = shl i32 %181, 16, !dbg !35
  %193 = or disjoint i32 %192, %179, !dbg !35
  %194 = lshr i32 %181, 16, !dbg !35
  %195 = or disjoint i32 %194, 2097152, !dbg !35
  %196 = insertelement <8 x i32> %139, i32 %191, i64 1, !dbg !35
  %197 = insertelement <8 x i32> %196, i32 %193, i64 2, !dbg !35
  %198 = insertelement <8 x i32> %197, i32 %195, i64 3, !dbg !35
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %190, <8 x i32> %198, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !35
  %199 = mul i64 %81, %168, !dbg !36
  %200 = add i64 %199, %82, !dbg !36
  %201 = shl i64 %200, 1, !dbg !36
  %202 = add i64 %201, %85, !dbg !36
  %203 = tail call i32 @llvm.fshl.i32(i32 %173, i32 %90, i32 16), !dbg !36
  %204 = trunc i64 %202 to i32, !dbg !36
  %205 = lshr i64 %202, 32, !dbg !36
  %206 = trunc nuw i64 %205 to i32, !dbg !36
  %207 = and i32 %203, 32767, !dbg !36
  %208 = lshr i32 %203, 16, !dbg !36
  %209 = and i32 %173, 2147418112, !dbg !36
  %210 = or disjoint i32 %208, %209, !dbg !36
  %gep4 = getelementptr [2 x i8], ptr addrspace(3) %99, i32 %166, !dbg !36
  %211 = sub nsw i32 %210, %49, !dbg !36
  %212 = tail call i32 @llvm.smax.i32(i32 %211, i32 0), !dbg !36
  %213 = ptrtoint ptr addrspace(3) %gep4 to i32, !dbg !36
  %214 = insertelement <4 x i32> %178, i32 %213, i64 1, !dbg !36
  %215 = insertelement <4 x i32> %214, i32 %204, i64 2, !dbg !36
  %216 = insertelement <4 x i32> %215, i32 %206, i64 3, !dbg !36
  %217 = bitcast <4 x i32> %216 to <2 x i64>, !dbg !36
  %218 = extractelement <2 x i64> %217, i64 1, !dbg !36
  %219 = add i64 %218, %106, !dbg !36
  %220 = insertelement <2 x i64> %217, i64 %219, i64 1, !dbg !36
  %221 = bitcast <2 x i64> %220 to <4 x i32>, !dbg !36
  %222 = shl i32 %212, 16, !dbg !36
  %223 = or disjoint i32 %222, %207, !dbg !36
  %224 = lshr i32 %212, 16, !dbg !36
  %225 = or disjoint i32 %224, 2097152, !dbg !36
  %226 = insertelement <8 x i32> %141, i32 %223, i64 2, !dbg !36
  %227 = insertelement <8 x i32> %226, i32 %225, i64 3, !dbg !36
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %221, <8 x i32> %227, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !36
  %228 = shl i32 %159, 10, !dbg !37
  %229 = and i32 %228, 1024, !dbg !37
  %230 = lshr exact i32 %229, 2, !dbg !37
  %231 = or disjoint i32 %230, %229, !dbg !37
  %gep10 = getelementptr [2 x i8], ptr addrspace(3) %invariant.gep9, i32 %231, !dbg !37
  %232 = load <8 x half>, ptr addrspace(3) %gep10, align 16, !dbg !37
  %233 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep10, i32 32, !dbg !37
  %234 = load <8 x half>, ptr addrspace(3) %233, align 16, !dbg !37
  %gep14 = getelementptr [2 x i8], ptr addrspace(3) %invariant.gep13, i32 %231, !dbg !38
  %235 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep14), !dbg !38
  %236 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep14, i32 1280, !dbg !38
  %237 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) nonnull %236), !dbg !38
  %238 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep14, i32 32, !dbg !38
  %239 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) nonnull %238), !dbg !38
  %240 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep14, i32 1312, !dbg !38
  %241 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) nonnull %240), !dbg !38
  %242 = insertelement <8 x float> poison, float %143, i64 0, !dbg !39
  %243 = insertelement <8 x float> %242, float %144, i64 1, !dbg !39
  %244 = insertelement <8 x float> %243, float %145, i64 2, !dbg !39
  %245 = insertelement <8 x float> %244, float %146, i64 3, !dbg !39
  %246 = insertelement <8 x float> %245, float %147, i64 4, !dbg !39
  %247 = insertelement <8 x float> %246, float %148, i64 5, !dbg !39
  %248 = insertelement <8 x float> %247, float %149, i64 6, !dbg !39
  %249 = insertelement <8 x float> %248, float %150, i64 7, !dbg !39
  %250 = shufflevector <8 x half> %232, <8 x half> %234, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !39
  %251 = shufflevector <8 x half> %235, <8 x half> %237, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !39
  %252 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %251, <16 x half> %250, i16 0, <8 x float> %249, i1 false, i1 false), !dbg !39
  %253 = extractelement <8 x float> %252, i64 0, !dbg !39
  %254 = extractelement <8 x float> %252, i64 1, !dbg !39
  %255 = extractelement <8 x float> %252, i64 2, !dbg !39
  %256 = extractelement <8 x float> %252, i64 3, !dbg !39
  %257 = extractelement <8 x float> %252, i64 4, !dbg !39
  %258 = extractelement <8 x float> %252, i64 5, !dbg !39
  %259 = extractelement <8 x float> %252, i64 6, !dbg !39
  %260 = extractelement <8 x float> %252, i64 7, !dbg !39
  %261 = insertelement <8 x float> poison, float %151, i64 0, !dbg !39
  %262 = insertelement <8 x float> %261, float %152, i64 1, !dbg !39
  %263 = insertelement <8 x float> %262, float %153, i64 2, !dbg !39
  %264 = insertelement <8 x float> %263, float %154, i64 3, !dbg !39
  %265 = insertelement <8 x float> %264, float %155, i64 4, !dbg !39
  %266 = insertelement <8 x float> %265, float %156, i64 5, !dbg !39
  %267 = insertelement <8 x float> %266, float %157, i64 6, !dbg !39
  %268 = insertelement <8 x float> %267, float %158, i64 7, !dbg !39
  %269 = shufflevector <8 x half> %239, <8 x half> %241, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !39
  %270 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %269, <16 x half> %250, i16 0, <8 x float> %268, i1 false, i1 false), !dbg !39
  %271 = extractelement <8 x float> %270, i64 0, !dbg !39
  %272 = extractelement <8 x float> %270, i64 1, !dbg !39
  %273 = extractelement <8 x float> %270, i64 2, !dbg !39
  %274 = extractelement <8 x float> %270, i64 3, !dbg !39
  %275 = extractelement <8 x float> %270, i64 4, !dbg !39
  %276 = extractelement <8 x float> %270, i64 5, !dbg !39
  %277 = extractelement <8 x float> %270, i64 6, !dbg !39
  %278 = extractelement <8 x float> %270, i64 7, !dbg !39
  %exitcond.not = icmp eq i32 %160, %25, !dbg !27
  br i1 %exitcond.not, label %._crit_edge, label %142, !dbg !27

._crit_edge:                                      ; preds = %142, %.._crit_edge_crit_edge
  %.pre-phi25 = phi i32 [ %.pre24, %.._crit_edge_crit_edge ], [ %128, %142 ], !dbg !28
  %.pre-phi23 = phi i32 [ %.pre22, %.._crit_edge_crit_edge ], [ %126, %142 ], !dbg !28
  %.pre-phi21 = phi i32 [ %.pre20, %.._crit_edge_crit_edge ], [ %125, %142 ], !dbg !28
  %279 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %253, %142 ], !dbg !40
  %280 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %254, %142 ], !dbg !40
  %281 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %255, %142 ], !dbg !40
  %282 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %256, %142 ], !dbg !40
  %283 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %257, %142 ], !dbg !40
  %284 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %258, %142 ], !dbg !40
  %285 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %259, %142 ], !dbg !40
  %286 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %260, %142 ], !dbg !40
  %287 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %271, %142 ], !dbg !40
  %288 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %272, %142 ], !dbg !40
  %289 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %273, %142 ], !dbg !40
  %290 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %274, %142 ], !dbg !40
  %291 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %275, %142 ], !dbg !40
  %292 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %276, %142 ], !dbg !40
  %293 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %277, %142 ], !dbg !40
  %294 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %278, %142 ], !dbg !40
  tail call void @llvm.amdgcn.s.wait.tensorcnt(i16 0), !dbg !41
  fence syncscope("workgroup") release, !dbg !41, !mmra !42
  tail call void @llvm.amdgcn.s.barrier(), !dbg !41
  fence syncscope("workgroup") acquire, !dbg !41, !mmra !42
  %295 = insertelement <2 x float> poison, float %279, i64 0, !dbg !43
  %296 = insertelement <2 x float> %295, float %280, i64 1, !dbg !43
  %297 = fptrunc <2 x float> %296 to <2 x half>, !dbg !43
  %298 = insertelement <2 x float> poison, float %281, i64 0, !dbg !43
  %299 = insertelement <2 x float> %298, float %282, i64 1, !dbg !43
  %300 = fptrunc <2 x float> %299 to <2 x half>, !dbg !43
  %301 = insertelement <2 x float> poison, float %283, i64 0, !dbg !43
  %302 = insertelement <2 x float> %301, float %284, i64 1, !dbg !43
  %303 = fptrunc <2 x float> %302 to <2 x half>, !dbg !43
  %304 = shufflevector <2 x half> %303, <2 x half> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !43
  %305 = insertelement <2 x float> poison, float %285, i64 0, !dbg !43
  %306 = insertelement <2 x float> %305, float %286, i64 1, !dbg !43
  %307 = fptrunc <2 x float> %306 to <2 x half>, !dbg !43
  %308 = shufflevector <2 x half> %307, <2 x half> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !43
  %309 = insertelement <2 x float> poison, float %287, i64 0, !dbg !43
  %310 = insertelement <2 x float> %309, float %288, i64 1, !dbg !43
  %311 = fptrunc <2 x float> %310 to <2 x half>, !dbg !43
  %312 = insertelement <2 x float> poison, float %289, i64 0, !dbg !43
  %313 = insertelement <2 x float> %312, float %290, i64 1, !dbg !43
  %314 = fptrunc <2 x float> %313 to <2 x half>, !dbg !43
  %315 = insertelement <2 x float> poison, float %291, i64 0, !dbg !43
  %316 = insertelement <2 x float> %315, float %292, i64 1, !dbg !43
  %317 = fptrunc <2 x float> %316 to <2 x half>, !dbg !43
  %318 = shufflevector <2 x half> %317, <2 x half> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !43
  %319 = insertelement <2 x float> poison, float %293, i64 0, !dbg !43
  %320 = insertelement <2 x float> %319, float %294, i64 1, !dbg !43
  %321 = fptrunc <2 x float> %320 to <2 x half>, !dbg !43
  %322 = shufflevector <2 x half> %321, <2 x half> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !43
  %323 = ptrtoint ptr addrspace(1) %2 to i64, !dbg !44
  %324 = trunc i64 %323 to i32, !dbg !44
  %325 = lshr i64 %323, 32, !dbg !44
  %326 = trunc nuw i64 %325 to i32, !dbg !44
  %327 = or i32 %326, -2147483648, !dbg !44
  %328 = or disjoint i32 %.pre-phi23, %.pre-phi25, !dbg !28
  %329 = or disjoint i32 %328, %.pre-phi21, !dbg !28
  %330 = lshr exact i32 %329, 2, !dbg !28
  %331 = and i32 %330, 496, !dbg !28
  %332 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %329, !dbg !28
  %333 = getelementptr inbounds nuw i8, ptr addrspace(3) %332, i32 %331, !dbg !28
  %334 = shufflevector <2 x half> %297, <2 x half> %300, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !28
  %335 = shufflevector <8 x half> %334, <8 x half> %304, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 poison, i32 poison>, !dbg !28
  %336 = shufflevector <8 x half> %335, <8 x half> %308, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 8, i32 9>, !dbg !28
  store <8 x half> %336, ptr addrspace(3) %333, align 16, !dbg !28
  %337 = getelementptr inbounds nuw i8, ptr addrspace(3) %333, i32 32, !dbg !28
  %338 = shufflevector <2 x half> %311, <2 x half> %314, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !28
  %339 = shufflevector <8 x half> %338, <8 x half> %318, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 poison, i32 poison>, !dbg !28
  %340 = shufflevector <8 x half> %339, <8 x half> %322, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 8, i32 9>, !dbg !28
  store <8 x half> %340, ptr addrspace(3) %337, align 16, !dbg !28
  fence syncscope("workgroup") release, !dbg !45
  tail call void @llvm.amdgcn.s.barrier(), !dbg !45
  fence syncscope("workgroup") acquire, !dbg !45
  %341 = insertelement <4 x i32> <i32 1, i32 0, i32 poison, i32 poison>, i32 %324, i64 2, !dbg !12
  %342 = insertelement <4 x i32> %341, i32 %327, i64 3, !dbg !12
  %343 = mul i64 %81, %33, !dbg !12
  %344 = add i64 %343, %82, !dbg !12
  %345 = shl i64 %344, 1, !dbg !12
  %346 = bitcast <4 x i32> %342 to <2 x i64>, !dbg !12
  %347 = extractelement <2 x i64> %346, i64 1, !dbg !12
  %348 = add i64 %345, %347, !dbg !12
  %349 = insertelement <2 x i64> %346, i64 %348, i64 1, !dbg !12
  %350 = bitcast <2 x i64> %349 to <4 x i32>, !dbg !12
  %351 = tail call i32 @llvm.fshl.i32(i32 %42, i32 %90, i32 16), !dbg !12
  %352 = trunc i64 %348 to i32, !dbg !12
  %353 = and i32 %90, 65535, !dbg !12
  %354 = shl i32 %351, 16, !dbg !12
  %355 = or disjoint i32 %354, %353, !dbg !12
  %356 = lshr i32 %351, 16, !dbg !12
  %357 = or disjoint i32 %356, %47, !dbg !12
  %358 = sub nsw i32 %357, %49, !dbg !12
  %359 = tail call i32 @llvm.smax.i32(i32 %358, i32 0), !dbg !12
  %360 = tail call i32 @llvm.umin.i32(i32 %355, i32 32), !dbg !12
  %361 = insertelement <4 x i32> %350, i32 %54, i64 1, !dbg !12
  %362 = insertelement <4 x i32> %361, i32 %352, i64 2, !dbg !12
  %363 = shufflevector <4 x i32> %362, <4 x i32> %350, <4 x i32> <i32 0, i32 1, i32 2, i32 7>, !dbg !12
  %364 = bitcast <4 x i32> %363 to <2 x i64>, !dbg !12
  %365 = extractelement <2 x i64> %364, i64 1, !dbg !12
  %366 = add i64 %365, %106, !dbg !12
  %367 = insertelement <2 x i64> %364, i64 %366, i64 1, !dbg !12
  %368 = bitcast <2 x i64> %367 to <4 x i32>, !dbg !12
  %369 = shl nuw nsw i32 %360, 16, !dbg !12
  %370 = shl i32 %359, 16, !dbg !12
  %371 = lshr i32 %359, 16, !dbg !12
  %372 = or disjoint i32 %371, 2621440, !dbg !12
  %373 = insertelement <8 x i32> <i32 114360320, i32 poison, i32 poison, i32 poison, i32 8, i32 poison, i32 poison, i32 0>, i32 %369, i64 1, !dbg !12
  %374 = insertelement <8 x i32> %373, i32 %370, i64 2, !dbg !12
  %375 = insertelement <8 x i32> %374, i32 %372, i64 3, !dbg !12
  %376 = insertelement <8 x i32> %375, i32 %4, i64 5, !dbg !12
  %377 = insertelement <8 x i32> %376, i32 %18, i64 6, !dbg !12
  tail call void @llvm.amdgcn.tensor.store.from.lds(<4 x i32> %368, <8 x i32> %377, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !12
  tail call void @llvm.amdgcn.s.wait.tensorcnt(i16 0), !dbg !46
  fence syncscope("workgroup") release, !dbg !46, !mmra !42
  tail call void @llvm.amdgcn.s.barrier(), !dbg !46
  fence syncscope("workgroup") acquire, !dbg !46, !mmra !42
  ret void, !dbg !47
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.wave.id() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

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

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(argmem: read)
declare <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) captures(none)) #6

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half>, <16 x half>, i16 immarg, <8 x float>, i1 immarg, i1 immarg) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #8

attributes #0 = { norecurse nounwind "amdgpu-cluster-dims"="1,1,1" "amdgpu-expert-scheduling-mode"="true" "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "amdgpu-sched-strategy"="coexec" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn memory(argmem: read) }
attributes #7 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "/work/wt/tdm/tests/triton/gfx1250")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "matmul_kernel", linkageName: "matmul_kernel", scope: !1, file: !1, line: 24, type: !5, scopeLine: 24, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !7, !9, !9, !9, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 76, column: 9, scope: !4)
!13 = !DILocation(line: 30, column: 13, scope: !4)
!14 = !DILocation(line: 31, column: 13, scope: !4)
!15 = !DILocation(line: 43, column: 14, scope: !4)
!16 = !DILocation(line: 45, column: 14, scope: !4)
!17 = !DILocation(line: 43, column: 13, scope: !18, inlinedAt: !20)
!18 = distinct !DILexicalBlockFile(scope: !4, file: !19, discriminator: 0)
!19 = !DIFile(filename: "standard.py", directory: "/work/main/.venv/lib/python3.11/site-packages/triton/language")
!20 = !DILocation(line: 51, column: 13, scope: !21)
!21 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!22 = !DILocation(line: 43, column: 12, scope: !18, inlinedAt: !20)
!23 = !DILocation(line: 53, column: 33, scope: !4)
!24 = !DILocation(line: 53, column: 9, scope: !4)
!25 = !DILocation(line: 54, column: 41, scope: !4)
!26 = !DILocation(line: 54, column: 9, scope: !4)
!27 = !DILocation(line: 56, column: 5, scope: !4)
!28 = !DILocation(line: 74, column: 9, scope: !4)
!29 = !DILocation(line: 57, column: 9, scope: !4)
!30 = !DILocation(line: 58, column: 9, scope: !4)
!31 = !DILocation(line: 59, column: 14, scope: !4)
!32 = !DILocation(line: 61, column: 79, scope: !4)
!33 = !DILocation(line: 61, column: 45, scope: !4)
!34 = !DILocation(line: 61, column: 55, scope: !4)
!35 = !DILocation(line: 61, column: 9, scope: !4)
!36 = !DILocation(line: 62, column: 9, scope: !4)
!37 = !DILocation(line: 63, column: 13, scope: !4)
!38 = !DILocation(line: 64, column: 13, scope: !4)
!39 = !DILocation(line: 65, column: 15, scope: !4)
!40 = !DILocation(line: 55, column: 11, scope: !4)
!41 = !DILocation(line: 66, column: 5, scope: !4)
!42 = !{!"amdgpu-synchronize-as", !"local"}
!43 = !DILocation(line: 67, column: 9, scope: !4)
!44 = !DILocation(line: 71, column: 18, scope: !4)
!45 = !DILocation(line: 75, column: 9, scope: !4)
!46 = !DILocation(line: 77, column: 9, scope: !4)
!47 = !DILocation(line: 24, column: 1, scope: !4)
