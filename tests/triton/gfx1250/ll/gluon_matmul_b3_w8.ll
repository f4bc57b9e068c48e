; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu12.50-amd-amdhsa"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: norecurse nounwind
define amdgpu_kernel void @matmul_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) nofree writeonly captures(none) %2, i32 %3, i32 %4, i32 %5, ptr addrspace(1) nofree readnone captures(none) %6, ptr addrspace(1) nofree readnone captures(none) %7) local_unnamed_addr #0 !dbg !4 {
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
  %18 = and i32 %5, -65536, !dbg !16
  %isneg2 = icmp slt i32 %4, 0, !dbg !17
  %19 = select i1 %isneg2, i32 65535, i32 0, !dbg !17
  %20 = ptrtoint ptr addrspace(1) %1 to i64, !dbg !17
  %21 = trunc i64 %20 to i32, !dbg !17
  %22 = lshr i64 %20, 32, !dbg !17
  %23 = trunc nuw i64 %22 to i32, !dbg !17
  %24 = or i32 %23, -2147483648, !dbg !17
  %25 = tail call i32 @llvm.fshl.i32(i32 %5, i32 %4, i32 16), !dbg !17
  %26 = add i32 %5, 31, !dbg !18
  %27 = sdiv i32 %26, 32, !dbg !23
  %28 = shl i32 %10, 6, !dbg !24
  %29 = insertelement <4 x i32> poison, i32 %14, i64 2, !dbg !25
  %30 = insertelement <4 x i32> %29, i32 %17, i64 3, !dbg !25
  %31 = zext i32 %5 to i64, !dbg !25
  %32 = zext nneg i32 %12 to i64, !dbg !25
  %33 = shl nuw nsw i64 %32, 32, !dbg !25
  %34 = or disjoint i64 %33, %31, !dbg !25
  %35 = sext i32 %28 to i64, !dbg !25
  %36 = mul i64 %34, %35, !dbg !25
  %37 = shl i64 %36, 1, !dbg !25
  %38 = bitcast <4 x i32> %30 to <2 x i64>, !dbg !25
  %39 = extractelement <2 x i64> %38, i64 1, !dbg !25
  %40 = add i64 %37, %39, !dbg !25
  %41 = sub i32 %3, %28, !dbg !25
  %42 = tail call i32 @llvm.smax.i32(i32 %41, i32 0), !dbg !25
  %43 = icmp slt i32 %28, 0, !dbg !25
  %44 = select i1 %43, i32 0, i32 %42, !dbg !25
  %45 = tail call i32 @llvm.smax.i32(i32 %5, i32 0), !dbg !25
  %46 = trunc i64 %40 to i32, !dbg !25
  %47 = lshr i64 %40, 32, !dbg !25
  %48 = trunc nuw i64 %47 to i32, !dbg !25
  %49 = and i32 %9, 7, !dbg !25
  %50 = shl nuw nsw i32 %49, 3, !dbg !25
  %51 = mul nuw nsw i32 %49, 320, !dbg !25
  %52 = getelementptr [2 x i8], ptr addrspace(3) @global_smem, i32 %51, !dbg !25
  %53 = sub nsw i32 %44, %50, !dbg !25
  %54 = tail call i32 @llvm.smax.i32(i32 %53, i32 0), !dbg !25
  %55 = ptrtoint ptr addrspace(3) %52 to i32, !dbg !25
  %56 = insertelement <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, i32 %55, i64 1, !dbg !25
  %57 = insertelement <4 x i32> %56, i32 %46, i64 2, !dbg !25
  %58 = insertelement <4 x i32> %57, i32 %48, i64 3, !dbg !25
  %59 = shl nuw nsw i32 %49, 4, !dbg !25
  %60 = zext nneg i32 %59 to i64, !dbg !25
  %61 = mul nuw nsw i64 %34, %60, !dbg !25
  %62 = bitcast <4 x i32> %58 to <2 x i64>, !dbg !25
  %63 = extractelement <2 x i64> %62, i64 1, !dbg !25
  %64 = add i64 %63, %61, !dbg !25
  %65 = insertelement <2 x i64> %62, i64 %64, i64 1, !dbg !25
  %66 = bitcast <2 x i64> %65 to <4 x i32>, !dbg !25
  %67 = shl i32 %45, 16, !dbg !25
  %68 = tail call i32 @llvm.fshl.i32(i32 %54, i32 %45, i32 16), !dbg !25
  %69 = lshr i32 %54, 16, !dbg !25
  %70 = or disjoint i32 %69, 2097152, !dbg !25
  %71 = insertelement <8 x i32> <i32 114360320, i32 poison, i32 poison, i32 poison, i32 8, i32 poison, i32 poison, i32 0>, i32 %67, i64 1, !dbg !25
  %72 = insertelement <8 x i32> %71, i32 %68, i64 2, !dbg !25
  %73 = insertelement <8 x i32> %72, i32 %70, i64 3, !dbg !25
  %74 = insertelement <8 x i32> %73, i32 %5, i64 5, !dbg !25
  %75 = insertelement <8 x i32> %74, i32 %12, i64 6, !dbg !25
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %66, <8 x i32> %75, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !25
  %76 = shl i32 %11, 5, !dbg !26
  %77 = insertelement <4 x i32> poison, i32 %21, i64 2, !dbg !16
  %78 = insertelement <4 x i32> %77, i32 %24, i64 3, !dbg !16
  %79 = zext i32 %4 to i64, !dbg !16
  %80 = zext nneg i32 %19 to i64, !dbg !16
  %81 = shl nuw nsw i64 %80, 32, !dbg !16
  %82 = or disjoint i64 %81, %79, !dbg !16
  %83 = sext i32 %76 to i64, !dbg !16
  %84 = shl nsw i64 %83, 1, !dbg !16
  %85 = bitcast <4 x i32> %78 to <2 x i64>, !dbg !16
  %86 = extractelement <2 x i64> %85, i64 1, !dbg !16
  %87 = add i64 %86, %84, !dbg !16
  %88 = lshr i32 %25, 16, !dbg !16
  %89 = or disjoint i32 %88, %18, !dbg !16
  %90 = tail call i32 @llvm.smax.i32(i32 %89, i32 0), !dbg !16
  %91 = and i32 %4, 65535, !dbg !16
  %92 = shl i32 %25, 16, !dbg !16
  %93 = or disjoint i32 %92, %91, !dbg !16
  %94 = sub i32 %93, %76, !dbg !16
  %95 = tail call i32 @llvm.smax.i32(i32 %94, i32 0), !dbg !16
  %96 = icmp slt i32 %76, 0, !dbg !16
  %97 = select i1 %96, i32 0, i32 %95, !dbg !16
  %98 = tail call i32 @llvm.fshl.i32(i32 %90, i32 %97, i32 16), !dbg !16
  %99 = trunc i64 %87 to i32, !dbg !16
  %100 = lshr i64 %87, 32, !dbg !16
  %101 = trunc nuw i64 %100 to i32, !dbg !16
  %102 = and i32 %98, 32767, !dbg !16
  %103 = lshr i32 %98, 16, !dbg !16
  %104 = and i32 %90, 2147418112, !dbg !16
  %105 = or disjoint i32 %103, %104, !dbg !16
  %106 = shl nuw nsw i32 %49, 2, !dbg !16
  %107 = mul nuw nsw i32 %49, 160, !dbg !16
  %108 = getelementptr [2 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15344), i32 %107, !dbg !16
  %109 = sub nsw i32 %105, %106, !dbg !16
  %110 = tail call i32 @llvm.smax.i32(i32 %109, i32 0), !dbg !16
  %111 = ptrtoint ptr addrspace(3) %108 to i32, !dbg !16
  %112 = insertelement <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, i32 %111, i64 1, !dbg !16
  %113 = insertelement <4 x i32> %112, i32 %99, i64 2, !dbg !16
  %114 = insertelement <4 x i32> %113, i32 %101, i64 3, !dbg !16
  %115 = zext nneg i32 %50 to i64, !dbg !16
  %116 = mul nuw nsw i64 %82, %115, !dbg !16
  %117 = bitcast <4 x i32> %114 to <2 x i64>, !dbg !16
  %118 = extractelement <2 x i64> %117, i64 1, !dbg !16
  %119 = add i64 %118, %116, !dbg !16
  %120 = insertelement <2 x i64> %117, i64 %119, i64 1, !dbg !16
  %121 = bitcast <2 x i64> %120 to <4 x i32>, !dbg !16
  %122 = shl i32 %97, 16, !dbg !16
  %123 = shl i32 %110, 16, !dbg !16
  %124 = or disjoint i32 %123, %102, !dbg !16
  %125 = lshr i32 %110, 16, !dbg !16
  %126 = or disjoint i32 %125, 2097152, !dbg !16
  %127 = insertelement <8 x i32> <i32 114360320, i32 poison, i32 poison, i32 poison, i32 4, i32 poison, i32 poison, i32 0>, i32 %122, i64 1, !dbg !16
  %128 = insertelement <8 x i32> %127, i32 %124, i64 2, !dbg !16
  %129 = insertelement <8 x i32> %128, i32 %126, i64 3, !dbg !16
  %130 = insertelement <8 x i32> %129, i32 %4, i64 5, !dbg !16
  %131 = insertelement <8 x i32> %130, i32 %19, i64 6, !dbg !16
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %121, <8 x i32> %131, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !16
  %132 = or disjoint i64 %37, 64, !dbg !25
  %133 = add i64 %132, %39, !dbg !25
  %134 = add i32 %5, -32, !dbg !25
  %135 = tail call i32 @llvm.smax.i32(i32 %134, i32 0), !dbg !25
  %136 = trunc i64 %133 to i32, !dbg !25
  %137 = lshr i64 %133, 32, !dbg !25
  %138 = trunc nuw i64 %137 to i32, !dbg !25
  %139 = getelementptr [2 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), i32 %51, !dbg !25
  %140 = ptrtoint ptr addrspace(3) %139 to i32, !dbg !25
  %141 = insertelement <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, i32 %140, i64 1, !dbg !25
  %142 = insertelement <4 x i32> %141, i32 %136, i64 2, !dbg !25
  %143 = insertelement <4 x i32> %142, i32 %138, i64 3, !dbg !25
  %144 = bitcast <4 x i32> %143 to <2 x i64>, !dbg !25
  %145 = extractelement <2 x i64> %144, i64 1, !dbg !25
  %146 = add i64 %145, %61, !dbg !25
  %147 = insertelement <2 x i64> %144, i64 %146, i64 1, !dbg !25
  %148 = bitcast <2 x i64> %147 to <4 x i32>, !dbg !25
  %149 = shl i32 %135, 16, !dbg !25
  %150 = tail call i32 @llvm.fshl.i32(i32 %54, i32 %135, i32 16), !dbg !25
  %151 = insertelement <8 x i32> <i32 114360320, i32 poison, i32 poison, i32 poison, i32 8, i32 poison, i32 poison, i32 0>, i32 %149, i64 1, !dbg !25
  %152 = insertelement <8 x i32> %151, i32 %150, i64 2, !dbg !25
  %153 = insertelement <8 x i32> %152, i32 %70, i64 3, !dbg !25
  %154 = insertelement <8 x i32> %153, i32 %5, i64 5, !dbg !25
  %155 = insertelement <8 x i32> %154, i32 %12, i64 6, !dbg !25
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %148, <8 x i32> %155, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !25
  %156 = shl nuw nsw i64 %82, 6, !dbg !16
  %157 = add i64 %87, %156, !dbg !16
  %158 = add i32 %89, -32, !dbg !16
  %159 = tail call i32 @llvm.smax.i32(i32 %158, i32 0), !dbg !16
  %160 = tail call i32 @llvm.fshl.i32(i32 %159, i32 %97, i32 16), !dbg !16
  %161 = trunc i64 %157 to i32, !dbg !16
  %162 = lshr i64 %157, 32, !dbg !16
  %163 = trunc nuw i64 %162 to i32, !dbg !16
  %164 = and i32 %160, 32767, !dbg !16
  %165 = lshr i32 %160, 16, !dbg !16
  %166 = and i32 %159, 2147418112, !dbg !16
  %167 = or disjoint i32 %165, %166, !dbg !16
  %168 = getelementptr [2 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17904), i32 %107, !dbg !16
  %169 = sub nsw i32 %167, %106, !dbg !16
  %170 = tail call i32 @llvm.smax.i32(i32 %169, i32 0), !dbg !16
  %171 = ptrtoint ptr addrspace(3) %168 to i32, !dbg !16
  %172 = insertelement <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, i32 %171, i64 1, !dbg !16
  %173 = insertelement <4 x i32> %172, i32 %161, i64 2, !dbg !16
  %174 = insertelement <4 x i32> %173, i32 %163, i64 3, !dbg !16
  %175 = bitcast <4 x i32> %174 to <2 x i64>, !dbg !16
  %176 = extractelement <2 x i64> %175, i64 1, !dbg !16
  %177 = add i64 %176, %116, !dbg !16
  %178 = insertelement <2 x i64> %175, i64 %177, i64 1, !dbg !16
  %179 = bitcast <2 x i64> %178 to <4 x i32>, !dbg !16
  %180 = shl i32 %170, 16, !dbg !16
  %181 = or disjoint i32 %180, %164, !dbg !16
  %182 = lshr i32 %170, 16, !dbg !16
  %183 = or disjoint i32 %182, 2097152, !dbg !16
  %184 = insertelement <8 x i32> %127, i32 %181, i64 2, !dbg !16
  %185 = insertelement <8 x i32> %184, i32 %183, i64 3, !dbg !16
  %186 = insertelement <8 x i32> %185, i32 %4, i64 5, !dbg !16
  %187 = insertelement <8 x i32> %186, i32 %19, i64 6, !dbg !16
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %179, <8 x i32> %187, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !16
  %188 = icmp sgt i32 %26, 31, !dbg !27
  br i1 %188, label %.lr.ph, label %.._crit_edge_crit_edge, !dbg !27

.._crit_edge_crit_edge:                           ; preds = %8
  %.pre = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !28
  br label %._crit_edge, !dbg !27

.lr.ph:                                           ; preds = %8
  %189 = and i32 %44, 2147418112, !dbg !25
  %invariant.op = sub nsw i32 %189, %50, !dbg !27
  %190 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %191 = shl nuw nsw i32 %190, 6
  %192 = and i32 %191, 960
  %193 = shl i32 %9, 10
  %194 = and i32 %193, 3072
  %195 = and i32 %190, 16
  %196 = or disjoint i32 %192, %194
  %197 = lshr exact i32 %196, 2
  %invariant.gep10 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %196, !dbg !27
  %invariant.gep12 = getelementptr i8, ptr addrspace(3) %invariant.gep10, i32 %195, !dbg !27
  %invariant.gep14 = getelementptr i8, ptr addrspace(3) %invariant.gep12, i32 %197, !dbg !27
  %198 = and i32 %191, 448
  %199 = shl nuw nsw i32 %190, 1
  %200 = and i32 %199, 16
  %201 = shl nuw nsw i32 %195, 5
  %202 = or disjoint i32 %200, %201
  %203 = or disjoint i32 %202, %198
  %204 = lshr exact i32 %203, 2
  %205 = and i32 %204, 240
  %invariant.gep16 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15344), i32 %203, !dbg !27
  %invariant.gep18 = getelementptr i8, ptr addrspace(3) %invariant.gep16, i32 %205, !dbg !27
  %206 = insertelement <8 x i32> <i32 114360320, i32 poison, i32 poison, i32 poison, i32 8, i32 poison, i32 0, i32 0>, i32 %5, i64 5
  %207 = insertelement <8 x i32> %127, i32 %4, i64 5
  %208 = insertelement <8 x i32> %207, i32 %19, i64 6
  br label %209, !dbg !27

209:                                              ; preds = %.lr.ph, %209
  %210 = phi float [ 0.000000e+00, %.lr.ph ], [ %319, %209 ]
  %211 = phi float [ 0.000000e+00, %.lr.ph ], [ %320, %209 ]
  %212 = phi float [ 0.000000e+00, %.lr.ph ], [ %321, %209 ]
  %213 = phi float [ 0.000000e+00, %.lr.ph ], [ %322, %209 ]
  %214 = phi float [ 0.000000e+00, %.lr.ph ], [ %323, %209 ]
  %215 = phi float [ 0.000000e+00, %.lr.ph ], [ %324, %209 ]
  %216 = phi float [ 0.000000e+00, %.lr.ph ], [ %325, %209 ]
  %217 = phi float [ 0.000000e+00, %.lr.ph ], [ %326, %209 ]
  %218 = phi float [ 0.000000e+00, %.lr.ph ], [ %337, %209 ]
  %219 = phi float [ 0.000000e+00, %.lr.ph ], [ %338, %209 ]
  %220 = phi float [ 0.000000e+00, %.lr.ph ], [ %339, %209 ]
  %221 = phi float [ 0.000000e+00, %.lr.ph ], [ %340, %209 ]
  %222 = phi float [ 0.000000e+00, %.lr.ph ], [ %341, %209 ]
  %223 = phi float [ 0.000000e+00, %.lr.ph ], [ %342, %209 ]
  %224 = phi float [ 0.000000e+00, %.lr.ph ], [ %343, %209 ]
  %225 = phi float [ 0.000000e+00, %.lr.ph ], [ %344, %209 ]
  %226 = phi i32 [ 0, %.lr.ph ], [ %345, %209 ]
  tail call void @llvm.amdgcn.s.wait.tensorcnt(i16 2), !dbg !29
  fence syncscope("workgroup") release, !dbg !30
  tail call void @llvm.amdgcn.s.barrier(), !dbg !30
  fence syncscope("workgroup") acquire, !dbg !30
  %227 = add nuw nsw i32 %226, 2, !dbg !31
  %228 = urem i32 %227, 3, !dbg !32
  %229 = icmp slt i32 %227, %27, !dbg !33
  %230 = shl nuw i32 %227, 5, !dbg !34
  %.idx = mul nuw nsw i32 %228, 5120, !dbg !35
  %231 = zext i1 %229 to i32, !dbg !36
  %232 = sext i32 %230 to i64, !dbg !36
  %233 = add i64 %36, %232, !dbg !36
  %234 = shl i64 %233, 1, !dbg !36
  %235 = add i64 %234, %39, !dbg !36
  %236 = sub i32 %5, %230, !dbg !36
  %237 = tail call i32 @llvm.smax.i32(i32 %236, i32 0), !dbg !36
  %238 = icmp slt i32 %230, 0, !dbg !36
  %239 = select i1 %238, i32 0, i32 %237, !dbg !36
  %240 = tail call i32 @llvm.fshl.i32(i32 %44, i32 %239, i32 16), !dbg !36
  %241 = trunc i64 %235 to i32, !dbg !36
  %242 = lshr i64 %235, 32, !dbg !36
  %243 = trunc nuw i64 %242 to i32, !dbg !36
  %244 = insertelement <4 x i32> <i32 poison, i32 undef, i32 undef, i32 undef>, i32 %231, i64 0, !dbg !36
  %245 = and i32 %240, 32767, !dbg !36
  %246 = lshr i32 %240, 16, !dbg !36
  %gep = getelementptr i8, ptr addrspace(3) %52, i32 %.idx, !dbg !36
  %.reass = add nsw i32 %246, %invariant.op
  %247 = tail call i32 @llvm.smax.i32(i32 %.reass, i32 0), !dbg !36
  %248 = ptrtoint ptr addrspace(3) %gep to i32, !dbg !36
  %249 = insertelement <4 x i32> %244, i32 %248, i64 1, !dbg !36
  %250 = insertelement <4 x i32> %249, i32 %241, i64 2, !dbg !36
  %251 = insertelement <4 x i32> %250, i32 %243, i64 3, !dbg !36
  %252 = bitcast <4 x i32> %251 to <2 x i64>, !dbg !36
  %253 = extractelement <2 x i64> %252, i64 1, !dbg !36
  %254 = add i64 %253, %61, !dbg !36
  %255 = insertelement <2 x i64> %252, i64 %254, i64 1, !dbg !36
  %256 = bitcast <2 x i64> %255 to <4 x i32>, !dbg !36
  %257 = shl i32 %239, 16, !dbg !36
  %258 = shl i32 %247, 16, !dbg !36
  %259 = or disjoint i32 %258, %245, !dbg !36
  %260 = lshr i32 %247, 16, !dbg !36
  %261 = or disjoint i32 %260, 2097152, !dbg !36
  %262 = insertelement <8 x i32> %206, i32 %257, i64 1, !dbg !36
  %263 = insertelement <8 x i32> %262, i32 %259, i64 2, !dbg !36
  %264 = insertelement <8 x i32> %263, i32 %261, i64 3, !dbg !36
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %256, <8 x i32> %264, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !36
  %.idx3 = mul nuw nsw i32 %228, 2560, !dbg !37
  %265 = mul i64 %82, %232, !dbg !38
  %266 = add i64 %265, %83, !dbg !38
  %267 = shl i64 %266, 1, !dbg !38
  %268 = add i64 %267, %86, !dbg !38
  %269 = sub i32 %89, %230, !dbg !38
  %270 = tail call i32 @llvm.smax.i32(i32 %269, i32 0), !dbg !38
  %271 = select i1 %238, i32 0, i32 %270, !dbg !38
  %272 = tail call i32 @llvm.fshl.i32(i32 %271, i32 %97, i32 16), !dbg !38
  %273 = trunc i64 %268 to i32, !dbg !38
  %274 = lshr i64 %268, 32, !dbg !38
  %275 = trunc nuw i64 %274 to i32, !dbg !38
  %276 = and i32 %272, 32767, !dbg !38
  %277 = lshr i32 %272, 16, !dbg !38
  %278 = and i32 %271, 2147418112, !dbg !38
  %279 = or disjoint i32 %277, %278, !dbg !38
  %gep9 = getelementptr i8, ptr addrspace(3) %108, i32 %.idx3, !dbg !38
  %280 = sub nsw i32 %279, %106, !dbg !38
  %281 = tail call i32 @llvm.smax.i32(i32 %280, i32 0), !dbg !38
  %282 = ptrtoint ptr addrspace(3) %gep9 to i32, !dbg !38
  %283 = insertelement <4 x i32> %244, i32 %282, i64 1, !dbg !38
  %284 = insertelement <4 x i32> %283, i32 %273, i64 2, !dbg !38
  %285 = insertelement <4 x i32> %284, i32 %275, i64 3, !dbg !38
  %286 = bitcast <4 x i32> %285 to <2 x i64>, !dbg !38
  %287 = extractelement <2 x i64> %286, i64 1, !dbg !38
  %288 = add i64 %287, %116, !dbg !38
  %289 = insertelement <2 x i64> %286, i64 %288, i64 1, !dbg !38
  %290 = bitcast <2 x i64> %289 to <4 x i32>, !dbg !38
  %291 = shl i32 %281, 16, !dbg !38
  %292 = or disjoint i32 %291, %276, !dbg !38
  %293 = lshr i32 %281, 16, !dbg !38
  %294 = or disjoint i32 %293, 2097152, !dbg !38
  %295 = insertelement <8 x i32> %208, i32 %292, i64 2, !dbg !38
  %296 = insertelement <8 x i32> %295, i32 %294, i64 3, !dbg !38
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %290, <8 x i32> %296, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !38
  %297 = urem i32 %226, 3, !dbg !39
  %.idx4 = mul nuw nsw i32 %297, 5120, !dbg !40
  %gep15 = getelementptr i8, ptr addrspace(3) %invariant.gep14, i32 %.idx4, !dbg !40
  %298 = load <8 x half>, ptr addrspace(3) %gep15, align 16, !dbg !40
  %299 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep15, i32 32, !dbg !40
  %300 = load <8 x half>, ptr addrspace(3) %299, align 16, !dbg !40
  %.idx5 = mul nuw nsw i32 %297, 2560, !dbg !41
  %gep19 = getelementptr i8, ptr addrspace(3) %invariant.gep18, i32 %.idx5, !dbg !41
  %301 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep19), !dbg !41
  %302 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep19, i32 1280, !dbg !41
  %303 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) nonnull %302), !dbg !41
  %304 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep19, i32 32, !dbg !41
  %305 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) nonnull %304), !dbg !41
  %306 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep19, i32 1312, !dbg !41
  %307 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) nonnull %306), !dbg !41
  %308 = insertelement <8 x float> poison, float %210, i64 0, !dbg !42
  %309 = insertelement <8 x float> %308, float %211, i64 1, !dbg !42
  %310 = insertelement <8 x float> %309, float %212, i64 2, !dbg !42
  %311 = insertelement <8 x float> %310, float %213, i64 3, !dbg !42
  %312 = insertelement <8 x float> %311, float %214, i64 4, !dbg !42
  %313 = insertelement <8 x float> %312, float %215, i64 5, !dbg !42
  %314 = insertelement <8 x float> %313, float %216, i64 6, !dbg !42
  %315 = insertelement <8 x float> %314, float %217, i64 7, !dbg !42
  %316 = shufflevector <8 x half> %298, <8 x half> %300, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !42
  %317 = shufflevector <8 x half> %301, <8 x half> %303, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !42
  %318 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %317, <16 x half> %316, i16 0, <8 x float> %315, i1 false, i1 false), !dbg !42
  %319 = extractelement <8 x float> %318, i64 0, !dbg !42
  %320 = extractelement <8 x float> %318, i64 1, !dbg !42
  %321 = extractelement <8 x float> %318, i64 2, !dbg !42
  %322 = extractelement <8 x float> %318, i64 3, !dbg !42
  %323 = extractelement <8 x float> %318, i64 4, !dbg !42
  %324 = extractelement <8 x float> %318, i64 5, !dbg !42
  %325 = extractelement <8 x float> %318, i64 6, !dbg !42
  %326 = extractelement <8 x float> %318, i64 7, !dbg !42
  %327 = insertelement <8 x float> poison, float %218, i64 0, !dbg !42
  %328 = insertelement <8 x float> %327, float %219, i64 1, !dbg !42
  %329 = insertelement <8 x float> %328, float %220, i64 2, !dbg !42
  %330 = insertelement <8 x float> %329, float %221, i64 3, !dbg !42
  %331 = insertelement <8 x float> %330, float %222, i64 4, !dbg !42
  %332 = insertelement <8 x float> %331, float %223, i64 5, !dbg !42
  %333 = insertelement <8 x float> %332, float %224, i64 6, !dbg !42
  %334 = insertelement <8 x float> %333, float %225, i64 7, !dbg !42
  %335 = shufflevector <8 x half> %305, <8 x half> %307, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !42
  %336 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %335, <16 x half> %316, i16 0, <8 x float> %334, i1 false, i1 false), !dbg !42
  %337 = extractelement <8 x float> %336, i64 0, !dbg !42
  %338 = extractelement <8 x float> %336, i64 1, !dbg !42
  %339 = extractelement <8 x float> %336, i64 2, !dbg !42
  %340 = extractelement <8 x float> %336, i64 3, !dbg !42
  %341 = extractelement <8 x float> %336, i64 4, !dbg !42
  %342 = extractelement <8 x float> %336, i64 5, !dbg !42
  %343 = extractelement <8 x float> %336, i64 6, !dbg !42
  %344 = extractelement <8 x float> %336, i64 7, !dbg !42
  %345 = add nuw nsw i32 %226, 1, !dbg !27
  %exitcond.not = icmp eq i32 %345, %27, !dbg !27
  br i1 %exitcond.not, label %._crit_edge, label %209, !dbg !27

._crit_edge:                                      ; preds = %209, %.._crit_edge_crit_edge
  %.pre-phi = phi i32 [ %.pre, %.._crit_edge_crit_edge ], [ %190, %209 ], !dbg !28
  %346 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %319, %209 ], !dbg !43
  %347 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %320, %209 ], !dbg !43
  %348 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %321, %209 ], !dbg !43
  %349 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %322, %209 ], !dbg !43
  %350 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %323, %209 ], !dbg !43
  %351 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %324, %209 ], !dbg !43
  %352 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %325, %209 ], !dbg !43
  %353 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %326, %209 ], !dbg !43
  %354 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %337, %209 ], !dbg !43
  %355 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %338, %209 ], !dbg !43
  %356 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %339, %209 ], !dbg !43
  %357 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %340, %209 ], !dbg !43
  %358 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %341, %209 ], !dbg !43
  %359 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %342, %209 ], !dbg !43
  %360 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %343, %209 ], !dbg !43
  %361 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %344, %209 ], !dbg !43
  tail call void @llvm.amdgcn.s.wait.tensorcnt(i16 0), !dbg !44
  fence syncscope("workgroup") release, !dbg !44, !mmra !45
  tail call void @llvm.amdgcn.s.barrier(), !dbg !44
  fence syncscope("workgroup") acquire, !dbg !44, !mmra !45
  %362 = insertelement <2 x float> poison, float %354, i64 0, !dbg !46
  %363 = insertelement <2 x float> %362, float %355, i64 1, !dbg !46
  %364 = fptrunc <2 x float> %363 to <2 x half>, !dbg !46
  %365 = insertelement <2 x float> poison, float %356, i64 0, !dbg !46
  %366 = insertelement <2 x float> %365, float %357, i64 1, !dbg !46
  %367 = fptrunc <2 x float> %366 to <2 x half>, !dbg !46
  %368 = insertelement <2 x float> poison, float %358, i64 0, !dbg !46
  %369 = insertelement <2 x float> %368, float %359, i64 1, !dbg !46
  %370 = fptrunc <2 x float> %369 to <2 x half>, !dbg !46
  %371 = insertelement <2 x float> poison, float %360, i64 0, !dbg !46
  %372 = insertelement <2 x float> %371, float %361, i64 1, !dbg !46
  %373 = fptrunc <2 x float> %372 to <2 x half>, !dbg !46
  %374 = and i32 %.pre-phi, 15, !dbg !28
  %375 = shl i32 %9, 4, !dbg !28
  %376 = and i32 %375, 48, !dbg !28
  %377 = or disjoint i32 %376, %374, !dbg !47
  %378 = or disjoint i32 %377, %28, !dbg !47
  %379 = lshr i32 %.pre-phi, 1, !dbg !48
  %380 = and i32 %379, 8, !dbg !48
  %381 = or disjoint i32 %380, %76, !dbg !49
  %382 = or disjoint i32 %381, 16, !dbg !49
  %383 = icmp slt i32 %378, %3, !dbg !50
  %384 = icmp slt i32 %381, %4, !dbg !51
  %385 = icmp slt i32 %382, %4, !dbg !51
  %386 = and i1 %383, %384, !dbg !52
  %387 = and i1 %383, %385, !dbg !52
  %388 = mul i32 %4, %378, !dbg !53
  %389 = sext i32 %388 to i64, !dbg !54
  %390 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %389, !dbg !54
  %391 = sext i32 %382 to i64, !dbg !54
  %392 = getelementptr [2 x i8], ptr addrspace(1) %390, i64 %391, !dbg !54
  %393 = and i32 %9, 4, !dbg !12
  %394 = icmp eq i32 %393, 0, !dbg !12
  %395 = and i1 %394, %386, !dbg !12
  br i1 %395, label %396, label %416, !dbg !12

396:                                              ; preds = %._crit_edge
  %397 = insertelement <2 x float> poison, float %346, i64 0, !dbg !46
  %398 = insertelement <2 x float> %397, float %347, i64 1, !dbg !46
  %399 = fptrunc <2 x float> %398 to <2 x half>, !dbg !46
  %400 = insertelement <2 x float> poison, float %348, i64 0, !dbg !46
  %401 = insertelement <2 x float> %400, float %349, i64 1, !dbg !46
  %402 = fptrunc <2 x float> %401 to <2 x half>, !dbg !46
  %403 = shufflevector <2 x half> %399, <2 x half> %402, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !12
  %404 = insertelement <2 x float> poison, float %350, i64 0, !dbg !46
  %405 = insertelement <2 x float> %404, float %351, i64 1, !dbg !46
  %406 = fptrunc <2 x float> %405 to <2 x half>, !dbg !46
  %407 = shufflevector <2 x half> %406, <2 x half> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !46
  %408 = shufflevector <8 x half> %403, <8 x half> %407, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 poison, i32 poison>, !dbg !12
  %409 = insertelement <2 x float> poison, float %352, i64 0, !dbg !46
  %410 = insertelement <2 x float> %409, float %353, i64 1, !dbg !46
  %411 = fptrunc <2 x float> %410 to <2 x half>, !dbg !46
  %412 = shufflevector <2 x half> %411, <2 x half> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !46
  %413 = shufflevector <8 x half> %408, <8 x half> %412, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 8, i32 9>, !dbg !12
  %414 = sext i32 %381 to i64, !dbg !54
  %415 = getelementptr [2 x i8], ptr addrspace(1) %390, i64 %414, !dbg !54
  store <8 x half> %413, ptr addrspace(1) %415, align 16, !dbg !12
  br label %416, !dbg !12

416:                                              ; preds = %396, %._crit_edge
  %417 = and i1 %394, %387, !dbg !12
  br i1 %417, label %418, label %424, !dbg !12

418:                                              ; preds = %416
  %419 = shufflevector <2 x half> %364, <2 x half> %367, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>
  %420 = shufflevector <2 x half> %370, <2 x half> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %421 = shufflevector <8 x half> %419, <8 x half> %420, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 poison, i32 poison>
  %422 = shufflevector <2 x half> %373, <2 x half> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %423 = shufflevector <8 x half> %421, <8 x half> %422, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 8, i32 9>
  store <8 x half> %423, ptr addrspace(1) %392, align 16, !dbg !12
  br label %424, !dbg !12

424:                                              ; preds = %418, %416
  ret void, !dbg !55
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

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(argmem: read)
declare <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) captures(none)) #6

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half>, <16 x half>, i16 immarg, <8 x float>, i1 immarg, i1 immarg) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #8

attributes #0 = { norecurse nounwind "amdgpu-cluster-dims"="1,1,1" "amdgpu-expert-scheduling-mode"="true" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
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
!12 = !DILocation(line: 86, column: 9, scope: !4)
!13 = !DILocation(line: 30, column: 13, scope: !4)
!14 = !DILocation(line: 31, column: 13, scope: !4)
!15 = !DILocation(line: 47, column: 14, scope: !4)
!16 = !DILocation(line: 58, column: 9, scope: !4)
!17 = !DILocation(line: 49, column: 14, scope: !4)
!18 = !DILocation(line: 43, column: 13, scope: !19, inlinedAt: !21)
!19 = distinct !DILexicalBlockFile(scope: !4, file: !20, discriminator: 0)
!20 = !DIFile(filename: "standard.py", directory: "/work/main/.venv/lib/python3.11/site-packages/triton/language")
!21 = !DILocation(line: 55, column: 13, scope: !22)
!22 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!23 = !DILocation(line: 43, column: 12, scope: !19, inlinedAt: !21)
!24 = !DILocation(line: 57, column: 33, scope: !4)
!25 = !DILocation(line: 57, column: 9, scope: !4)
!26 = !DILocation(line: 58, column: 41, scope: !4)
!27 = !DILocation(line: 60, column: 5, scope: !4)
!28 = !DILocation(line: 83, column: 29, scope: !4)
!29 = !DILocation(line: 61, column: 9, scope: !4)
!30 = !DILocation(line: 62, column: 9, scope: !4)
!31 = !DILocation(line: 63, column: 14, scope: !4)
!32 = !DILocation(line: 64, column: 16, scope: !4)
!33 = !DILocation(line: 65, column: 79, scope: !4)
!34 = !DILocation(line: 65, column: 45, scope: !4)
!35 = !DILocation(line: 65, column: 55, scope: !4)
!36 = !DILocation(line: 65, column: 9, scope: !4)
!37 = !DILocation(line: 66, column: 55, scope: !4)
!38 = !DILocation(line: 66, column: 9, scope: !4)
!39 = !DILocation(line: 67, column: 25, scope: !4)
!40 = !DILocation(line: 67, column: 13, scope: !4)
!41 = !DILocation(line: 68, column: 13, scope: !4)
!42 = !DILocation(line: 69, column: 15, scope: !4)
!43 = !DILocation(line: 59, column: 11, scope: !4)
!44 = !DILocation(line: 70, column: 5, scope: !4)
!45 = !{!"amdgpu-synchronize-as", !"local"}
!46 = !DILocation(line: 71, column: 9, scope: !4)
!47 = !DILocation(line: 83, column: 16, scope: !4)
!48 = !DILocation(line: 84, column: 29, scope: !4)
!49 = !DILocation(line: 84, column: 16, scope: !4)
!50 = !DILocation(line: 85, column: 17, scope: !4)
!51 = !DILocation(line: 85, column: 39, scope: !4)
!52 = !DILocation(line: 85, column: 16, scope: !4)
!53 = !DILocation(line: 86, column: 28, scope: !4)
!54 = !DILocation(line: 86, column: 20, scope: !4)
!55 = !DILocation(line: 24, column: 1, scope: !4)
