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
  %190 = sub nsw i32 %189, %50
  %191 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %192 = shl nuw nsw i32 %191, 6
  %193 = and i32 %192, 960
  %194 = shl i32 %9, 10
  %195 = and i32 %194, 3072
  %196 = and i32 %191, 16
  %197 = or disjoint i32 %193, %195
  %198 = lshr exact i32 %197, 2
  %invariant.gep10 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %197, !dbg !27
  %invariant.gep12 = getelementptr i8, ptr addrspace(3) %invariant.gep10, i32 %196, !dbg !27
  %invariant.gep14 = getelementptr i8, ptr addrspace(3) %invariant.gep12, i32 %198, !dbg !27
  %199 = and i32 %192, 448
  %200 = shl nuw nsw i32 %191, 1
  %201 = and i32 %200, 16
  %202 = shl nuw nsw i32 %196, 5
  %203 = or disjoint i32 %201, %202
  %204 = or disjoint i32 %203, %199
  %205 = lshr exact i32 %204, 2
  %206 = and i32 %205, 240
  %invariant.gep16 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15344), i32 %204, !dbg !27
  %invariant.gep18 = getelementptr i8, ptr addrspace(3) %invariant.gep16, i32 %206, !dbg !27
  %207 = insertelement <8 x i32> <i32 114360320, i32 poison, i32 poison, i32 poison, i32 8, i32 poison, i32 0, i32 0>, i32 %5, i64 5
  %208 = insertelement <8 x i32> %127, i32 %4, i64 5
  %209 = insertelement <8 x i32> %208, i32 %19, i64 6
  br label %210, !dbg !27

210:                                              ; preds = %.lr.ph, %210
  %211 = phi float [ 0.000000e+00, %.lr.ph ], [ %321, %210 ]
  %212 = phi float [ 0.000000e+00, %.lr.ph ], [ %322, %210 ]
  %213 = phi float [ 0.000000e+00, %.lr.ph ], [ %323, %210 ]
  %214 = phi float [ 0.000000e+00, %.lr.ph ], [ %324, %210 ]
  %215 = phi float [ 0.000000e+00, %.lr.ph ], [ %325, %210 ]
  %216 = phi float [ 0.000000e+00, %.lr.ph ], [ %326, %210 ]
  %217 = phi float [ 0.000000e+00, %.lr.ph ], [ %327, %210 ]
  %218 = phi float [ 0.000000e+00, %.lr.ph ], [ %328, %210 ]
  %219 = phi float [ 0.000000e+00, %.lr.ph ], [ %339, %210 ]
  %220 = phi float [ 0.000000e+00, %.lr.ph ], [ %340, %210 ]
  %221 = phi float [ 0.000000e+00, %.lr.ph ], [ %341, %210 ]
  %222 = phi float [ 0.000000e+00, %.lr.ph ], [ %342, %210 ]
  %223 = phi float [ 0.000000e+00, %.lr.ph ], [ %343, %210 ]
  %224 = phi float [ 0.000000e+00, %.lr.ph ], [ %344, %210 ]
  %225 = phi float [ 0.000000e+00, %.lr.ph ], [ %345, %210 ]
  %226 = phi float [ 0.000000e+00, %.lr.ph ], [ %346, %210 ]
  %227 = phi i32 [ 0, %.lr.ph ], [ %347, %210 ]
  tail call void @llvm.amdgcn.s.wait.tensorcnt(i16 2), !dbg !29
  fence syncscope("workgroup") release, !dbg !30
  tail call void @llvm.amdgcn.s.barrier(), !dbg !30
  fence syncscope("workgroup") acquire, !dbg !30
  %228 = add nuw nsw i32 %227, 2, !dbg !31
  %229 = urem i32 %228, 3, !dbg !32
  %230 = icmp slt i32 %228, %27, !dbg !33
  %231 = shl nuw i32 %228, 5, !dbg !34
  %.idx = mul nuw nsw i32 %229, 5120, !dbg !35
  %232 = zext i1 %230 to i32, !dbg !36
  %233 = sext i32 %231 to i64, !dbg !36
  %234 = add i64 %36, %233, !dbg !36
  %235 = shl i64 %234, 1, !dbg !36
  %236 = add i64 %235, %39, !dbg !36
  %237 = sub i32 %5, %231, !dbg !36
  %238 = tail call i32 @llvm.smax.i32(i32 %237, i32 0), !dbg !36
  %239 = icmp slt i32 %231, 0, !dbg !36
  %240 = select i1 %239, i32 0, i32 %238, !dbg !36
  %241 = tail call i32 @llvm.fshl.i32(i32 %44, i32 %240, i32 16), !dbg !36
  %242 = trunc i64 %236 to i32, !dbg !36
  %243 = lshr i64 %236, 32, !dbg !36
  %244 = trunc nuw i64 %243 to i32, !dbg !36
  %245 = insertelement <4 x i32> <i32 poison, i32 undef, i32 undef, i32 undef>, i32 %232, i64 0, !dbg !36
  %246 = and i32 %241, 32767, !dbg !36
  %247 = lshr i32 %241, 16, !dbg !36
  %gep = getelementptr i8, ptr addrspace(3) %52, i32 %.idx, !dbg !36
  %248 = add nsw i32 %190, %247, !dbg !36
  %249 = tail call i32 @llvm.smax.i32(i32 %248, i32 0), !dbg !36
  %250 = ptrtoint ptr addrspace(3) %gep to i32, !dbg !36
  %251 = insertelement <4 x i32> %245, i32 %250, i64 1, !dbg !36
  %252 = insertelement <4 x i32> %251, i32 %242, i64 2, !dbg !36
  %253 = insertelement <4 x i32> %252, i32 %244, i64 3, !dbg !36
  %254 = bitcast <4 x i32> %253 to <2 x i64>, !dbg !36
  %255 = extractelement <2 x i64> %254, i64 1, !dbg !36
  %256 = add i64 %255, %61, !dbg !36
  %257 = insertelement <2 x i64> %254, i64 %256, i64 1, !dbg !36
  %258 = bitcast <2 x i64> %257 to <4 x i32>, !dbg !36
  %259 = shl i32 %240, 16, !dbg !36
  %260 = shl i32 %249, 16, !dbg !36
  %261 = or disjoint i32 %260, %246, !dbg !36
  %262 = lshr i32 %249, 16, !dbg !36
  %263 = or disjoint i32 %262, 2097152, !dbg !36
  %264 = insertelement <8 x i32> %207, i32 %259, i64 1, !dbg !36
  %265 = insertelement <8 x i32> %264, i32 %261, i64 2, !dbg !36
  %266 = insertelement <8 x i32> %265, i32 %263, i64 3, !dbg !36
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %258, <8 x i32> %266, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !36
  %.idx3 = mul nuw nsw i32 %229, 2560, !dbg !37
  %267 = mul i64 %82, %233, !dbg !38
  %268 = add i64 %267, %83, !dbg !38
  %269 = shl i64 %268, 1, !dbg !38
  %270 = add i64 %269, %86, !dbg !38
  %271 = sub i32 %89, %231, !dbg !38
  %272 = tail call i32 @llvm.smax.i32(i32 %271, i32 0), !dbg !38
  %273 = select i1 %239, i32 0, i32 %272, !dbg !38
  %274 = tail call i32 @llvm.fshl.i32(i32 %273, i32 %97, i32 16), !dbg !38
  %275 = trunc i64 %270 to i32, !dbg !38
  %276 = lshr i64 %270, 32, !dbg !38
  %277 = trunc nuw i64 %276 to i32, !dbg !38
  %278 = and i32 %274, 32767, !dbg !38
  %279 = lshr i32 %274, 16, !dbg !38
  %280 = and i32 %273, 2147418112, !dbg !38
  %281 = or disjoint i32 %279, %280, !dbg !38
  %gep9 = getelementptr i8, ptr addrspace(3) %108, i32 %.idx3, !dbg !38
  %282 = sub nsw i32 %281, %106, !dbg !38
  %283 = tail call i32 @llvm.smax.i32(i32 %282, i32 0), !dbg !38
  %284 = ptrtoint ptr addrspace(3) %gep9 to i32, !dbg !38
  %285 = insertelement <4 x i32> %245, i32 %284, i64 1, !dbg !38
  %286 = insertelement <4 x i32> %285, i32 %275, i64 2, !dbg !38
  %287 = insertelement <4 x i32> %286, i32 %277, i64 3, !dbg !38
  %288 = bitcast <4 x i32> %287 to <2 x i64>, !dbg !38
  %289 = extractelement <2 x i64> %288, i64 1, !dbg !38
  %290 = add i64 %289, %116, !dbg !38
  %291 = insertelement <2 x i64> %288, i64 %290, i64 1, !dbg !38
  %292 = bitcast <2 x i64> %291 to <4 x i32>, !dbg !38
  %293 = shl i32 %283, 16, !dbg !38
  %294 = or disjoint i32 %293, %278, !dbg !38
  %295 = lshr i32 %283, 16, !dbg !38
  %296 = or disjoint i32 %295, 2097152, !dbg !38
  %297 = insertelement <8 x i32> %209, i32 %294, i64 2, !dbg !38
  %298 = insertelement <8 x i32> %297, i32 %296, i64 3, !dbg !38
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %292, <8 x i32> %298, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !38
  %299 = urem i32 %227, 3, !dbg !39
  %.idx4 = mul nuw nsw i32 %299, 5120, !dbg !40
  %gep15 = getelementptr i8, ptr addrspace(3) %invariant.gep14, i32 %.idx4, !dbg !40
  %300 = load <8 x half>, ptr addrspace(3) %gep15, align 16, !dbg !40
  %301 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep15, i32 32, !dbg !40
  %302 = load <8 x half>, ptr addrspace(3) %301, align 16, !dbg !40
  %.idx5 = mul nuw nsw i32 %299, 2560, !dbg !41
  %gep19 = getelementptr i8, ptr addrspace(3) %invariant.gep18, i32 %.idx5, !dbg !41
  %303 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep19), !dbg !41
  %304 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep19, i32 1280, !dbg !41
  %305 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) nonnull %304), !dbg !41
  %306 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep19, i32 32, !dbg !41
  %307 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) nonnull %306), !dbg !41
  %308 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep19, i32 1312, !dbg !41
  %309 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) nonnull %308), !dbg !41
  %310 = insertelement <8 x float> poison, float %211, i64 0, !dbg !42
  %311 = insertelement <8 x float> %310, float %212, i64 1, !dbg !42
  %312 = insertelement <8 x float> %311, float %213, i64 2, !dbg !42
  %313 = insertelement <8 x float> %312, float %214, i64 3, !dbg !42
  %314 = insertelement <8 x float> %313, float %215, i64 4, !dbg !42
  %315 = insertelement <8 x float> %314, float %216, i64 5, !dbg !42
  %316 = insertelement <8 x float> %315, float %217, i64 6, !dbg !42
  %317 = insertelement <8 x float> %316, float %218, i64 7, !dbg !42
  %318 = shufflevector <8 x half> %300, <8 x half> %302, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !42
  %319 = shufflevector <8 x half> %303, <8 x half> %305, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !42
  %320 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %319, <16 x half> %318, i16 0, <8 x float> %317, i1 false, i1 false), !dbg !42
  %321 = extractelement <8 x float> %320, i64 0, !dbg !42
  %322 = extractelement <8 x float> %320, i64 1, !dbg !42
  %323 = extractelement <8 x float> %320, i64 2, !dbg !42
  %324 = extractelement <8 x float> %320, i64 3, !dbg !42
  %325 = extractelement <8 x float> %320, i64 4, !dbg !42
  %326 = extractelement <8 x float> %320, i64 5, !dbg !42
  %327 = extractelement <8 x float> %320, i64 6, !dbg !42
  %328 = extractelement <8 x float> %320, i64 7, !dbg !42
  %329 = insertelement <8 x float> poison, float %219, i64 0, !dbg !42
  %330 = insertelement <8 x float> %329, float %220, i64 1, !dbg !42
  %331 = insertelement <8 x float> %330, float %221, i64 2, !dbg !42
  %332 = insertelement <8 x float> %331, float %222, i64 3, !dbg !42
  %333 = insertelement <8 x float> %332, float %223, i64 4, !dbg !42
  %334 = insertelement <8 x float> %333, float %224, i64 5, !dbg !42
  %335 = insertelement <8 x float> %334, float %225, i64 6, !dbg !42
  %336 = insertelement <8 x float> %335, float %226, i64 7, !dbg !42
  %337 = shufflevector <8 x half> %307, <8 x half> %309, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !42
  %338 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %337, <16 x half> %318, i16 0, <8 x float> %336, i1 false, i1 false), !dbg !42
  %339 = extractelement <8 x float> %338, i64 0, !dbg !42
  %340 = extractelement <8 x float> %338, i64 1, !dbg !42
  %341 = extractelement <8 x float> %338, i64 2, !dbg !42
  %342 = extractelement <8 x float> %338, i64 3, !dbg !42
  %343 = extractelement <8 x float> %338, i64 4, !dbg !42
  %344 = extractelement <8 x float> %338, i64 5, !dbg !42
  %345 = extractelement <8 x float> %338, i64 6, !dbg !42
  %346 = extractelement <8 x float> %338, i64 7, !dbg !42
  %347 = add nuw nsw i32 %227, 1, !dbg !27
  %exitcond.not = icmp eq i32 %347, %27, !dbg !27
  br i1 %exitcond.not, label %._crit_edge, label %210, !dbg !27

._crit_edge:                                      ; preds = %210, %.._crit_edge_crit_edge
  %.pre-phi = phi i32 [ %.pre, %.._crit_edge_crit_edge ], [ %191, %210 ], !dbg !28
  %348 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %321, %210 ], !dbg !43
  %349 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %322, %210 ], !dbg !43
  %350 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %323, %210 ], !dbg !43
  %351 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %324, %210 ], !dbg !43
  %352 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %325, %210 ], !dbg !43
  %353 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %326, %210 ], !dbg !43
  %354 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %327, %210 ], !dbg !43
  %355 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %328, %210 ], !dbg !43
  %356 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %339, %210 ], !dbg !43
  %357 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %340, %210 ], !dbg !43
  %358 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %341, %210 ], !dbg !43
  %359 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %342, %210 ], !dbg !43
  %360 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %343, %210 ], !dbg !43
  %361 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %344, %210 ], !dbg !43
  %362 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %345, %210 ], !dbg !43
  %363 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %346, %210 ], !dbg !43
  tail call void @llvm.amdgcn.s.wait.tensorcnt(i16 0), !dbg !44
  fence syncscope("workgroup") release, !dbg !44, !mmra !45
  tail call void @llvm.amdgcn.s.barrier(), !dbg !44
  fence syncscope("workgroup") acquire, !dbg !44, !mmra !45
  %364 = insertelement <2 x float> poison, float %348, i64 0, !dbg !46
  %365 = insertelement <2 x float> %364, float %349, i64 1, !dbg !46
  %366 = fptrunc <2 x float> %365 to <2 x half>, !dbg !46
  %367 = insertelement <2 x float> poison, float %350, i64 0, !dbg !46
  %368 = insertelement <2 x float> %367, float %351, i64 1, !dbg !46
  %369 = fptrunc <2 x float> %368 to <2 x half>, !dbg !46
  %370 = insertelement <2 x float> poison, float %352, i64 0, !dbg !46
  %371 = insertelement <2 x float> %370, float %353, i64 1, !dbg !46
  %372 = fptrunc <2 x float> %371 to <2 x half>, !dbg !46
  %373 = insertelement <2 x float> poison, float %354, i64 0, !dbg !46
  %374 = insertelement <2 x float> %373, float %355, i64 1, !dbg !46
  %375 = fptrunc <2 x float> %374 to <2 x half>, !dbg !46
  %376 = insertelement <2 x float> poison, float %356, i64 0, !dbg !46
  %377 = insertelement <2 x float> %376, float %357, i64 1, !dbg !46
  %378 = fptrunc <2 x float> %377 to <2 x half>, !dbg !46
  %379 = insertelement <2 x float> poison, float %358, i64 0, !dbg !46
  %380 = insertelement <2 x float> %379, float %359, i64 1, !dbg !46
  %381 = fptrunc <2 x float> %380 to <2 x half>, !dbg !46
  %382 = insertelement <2 x float> poison, float %360, i64 0, !dbg !46
  %383 = insertelement <2 x float> %382, float %361, i64 1, !dbg !46
  %384 = fptrunc <2 x float> %383 to <2 x half>, !dbg !46
  %385 = insertelement <2 x float> poison, float %362, i64 0, !dbg !46
  %386 = insertelement <2 x float> %385, float %363, i64 1, !dbg !46
  %387 = fptrunc <2 x float> %386 to <2 x half>, !dbg !46
  %388 = and i32 %.pre-phi, 15, !dbg !28
  %389 = shl i32 %9, 4, !dbg !28
  %390 = and i32 %389, 48, !dbg !28
  %391 = or disjoint i32 %390, %388, !dbg !47
  %392 = or disjoint i32 %391, %28, !dbg !47
  %393 = lshr i32 %.pre-phi, 1, !dbg !48
  %394 = and i32 %393, 8, !dbg !48
  %395 = or disjoint i32 %394, %76, !dbg !49
  %396 = or disjoint i32 %395, 1, !dbg !49
  %397 = or disjoint i32 %395, 2, !dbg !49
  %398 = or disjoint i32 %395, 3, !dbg !49
  %399 = or disjoint i32 %395, 4, !dbg !49
  %400 = or disjoint i32 %395, 5, !dbg !49
  %401 = or disjoint i32 %395, 6, !dbg !49
  %402 = or disjoint i32 %395, 7, !dbg !49
  %403 = or disjoint i32 %395, 16, !dbg !49
  %404 = or disjoint i32 %395, 17, !dbg !49
  %405 = or disjoint i32 %395, 18, !dbg !49
  %406 = or disjoint i32 %395, 19, !dbg !49
  %407 = or disjoint i32 %395, 20, !dbg !49
  %408 = or disjoint i32 %395, 21, !dbg !49
  %409 = or disjoint i32 %395, 22, !dbg !49
  %410 = or disjoint i32 %395, 23, !dbg !49
  %411 = icmp slt i32 %392, %3, !dbg !50
  %412 = icmp slt i32 %395, %4, !dbg !51
  %413 = icmp slt i32 %396, %4, !dbg !51
  %414 = icmp slt i32 %397, %4, !dbg !51
  %415 = icmp slt i32 %398, %4, !dbg !51
  %416 = icmp slt i32 %399, %4, !dbg !51
  %417 = icmp slt i32 %400, %4, !dbg !51
  %418 = icmp slt i32 %401, %4, !dbg !51
  %419 = icmp slt i32 %402, %4, !dbg !51
  %420 = icmp slt i32 %403, %4, !dbg !51
  %421 = icmp slt i32 %404, %4, !dbg !51
  %422 = icmp slt i32 %405, %4, !dbg !51
  %423 = icmp slt i32 %406, %4, !dbg !51
  %424 = icmp slt i32 %407, %4, !dbg !51
  %425 = icmp slt i32 %408, %4, !dbg !51
  %426 = icmp slt i32 %409, %4, !dbg !51
  %427 = icmp slt i32 %410, %4, !dbg !51
  %428 = and i1 %411, %412, !dbg !52
  %429 = and i1 %411, %413, !dbg !52
  %430 = and i1 %411, %414, !dbg !52
  %431 = and i1 %411, %415, !dbg !52
  %432 = and i1 %411, %416, !dbg !52
  %433 = and i1 %411, %417, !dbg !52
  %434 = and i1 %411, %418, !dbg !52
  %435 = and i1 %411, %419, !dbg !52
  %436 = and i1 %411, %420, !dbg !52
  %437 = and i1 %411, %421, !dbg !52
  %438 = and i1 %411, %422, !dbg !52
  %439 = and i1 %411, %423, !dbg !52
  %440 = and i1 %411, %424, !dbg !52
  %441 = and i1 %411, %425, !dbg !52
  %442 = and i1 %411, %426, !dbg !52
  %443 = and i1 %411, %427, !dbg !52
  %444 = mul i32 %4, %392, !dbg !53
  %445 = sext i32 %444 to i64, !dbg !54
  %446 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %445, !dbg !54
  %447 = sext i32 %396 to i64, !dbg !54
  %448 = getelementptr [2 x i8], ptr addrspace(1) %446, i64 %447, !dbg !54
  %449 = sext i32 %397 to i64, !dbg !54
  %450 = getelementptr [2 x i8], ptr addrspace(1) %446, i64 %449, !dbg !54
  %451 = sext i32 %398 to i64, !dbg !54
  %452 = getelementptr [2 x i8], ptr addrspace(1) %446, i64 %451, !dbg !54
  %453 = sext i32 %399 to i64, !dbg !54
  %454 = getelementptr [2 x i8], ptr addrspace(1) %446, i64 %453, !dbg !54
  %455 = sext i32 %400 to i64, !dbg !54
  %456 = getelementptr [2 x i8], ptr addrspace(1) %446, i64 %455, !dbg !54
  %457 = sext i32 %401 to i64, !dbg !54
  %458 = getelementptr [2 x i8], ptr addrspace(1) %446, i64 %457, !dbg !54
  %459 = sext i32 %402 to i64, !dbg !54
  %460 = getelementptr [2 x i8], ptr addrspace(1) %446, i64 %459, !dbg !54
  %461 = sext i32 %403 to i64, !dbg !54
  %462 = getelementptr [2 x i8], ptr addrspace(1) %446, i64 %461, !dbg !54
  %463 = sext i32 %404 to i64, !dbg !54
  %464 = getelementptr [2 x i8], ptr addrspace(1) %446, i64 %463, !dbg !54
  %465 = sext i32 %405 to i64, !dbg !54
  %466 = getelementptr [2 x i8], ptr addrspace(1) %446, i64 %465, !dbg !54
  %467 = sext i32 %406 to i64, !dbg !54
  %468 = getelementptr [2 x i8], ptr addrspace(1) %446, i64 %467, !dbg !54
  %469 = sext i32 %407 to i64, !dbg !54
  %470 = getelementptr [2 x i8], ptr addrspace(1) %446, i64 %469, !dbg !54
  %471 = sext i32 %408 to i64, !dbg !54
  %472 = getelementptr [2 x i8], ptr addrspace(1) %446, i64 %471, !dbg !54
  %473 = sext i32 %409 to i64, !dbg !54
  %474 = getelementptr [2 x i8], ptr addrspace(1) %446, i64 %473, !dbg !54
  %475 = sext i32 %410 to i64, !dbg !54
  %476 = getelementptr [2 x i8], ptr addrspace(1) %446, i64 %475, !dbg !54
  %477 = and i32 %9, 4, !dbg !12
  %478 = icmp eq i32 %477, 0, !dbg !12
  %479 = and i1 %478, %428, !dbg !12
  br i1 %479, label %480, label %484, !dbg !12

480:                                              ; preds = %._crit_edge
  %481 = sext i32 %395 to i64
  %482 = getelementptr [2 x i8], ptr addrspace(1) %446, i64 %481
  %483 = shufflevector <2 x half> %366, <2 x half> poison, <1 x i32> zeroinitializer
  store <1 x half> %483, ptr addrspace(1) %482, align 2, !dbg !12
  br label %484, !dbg !12

484:                                              ; preds = %480, %._crit_edge
  %485 = and i1 %478, %429, !dbg !12
  br i1 %485, label %486, label %488, !dbg !12

486:                                              ; preds = %484
  %487 = shufflevector <2 x half> %366, <2 x half> poison, <1 x i32> <i32 1>
  store <1 x half> %487, ptr addrspace(1) %448, align 2, !dbg !12
  br label %488, !dbg !12

488:                                              ; preds = %486, %484
  %489 = and i1 %478, %430, !dbg !12
  br i1 %489, label %490, label %492, !dbg !12

490:                                              ; preds = %488
  %491 = shufflevector <2 x half> %369, <2 x half> poison, <1 x i32> zeroinitializer
  store <1 x half> %491, ptr addrspace(1) %450, align 2, !dbg !12
  br label %492, !dbg !12

492:                                              ; preds = %490, %488
  %493 = and i1 %478, %431, !dbg !12
  br i1 %493, label %494, label %496, !dbg !12

494:                                              ; preds = %492
  %495 = shufflevector <2 x half> %369, <2 x half> poison, <1 x i32> <i32 1>
  store <1 x half> %495, ptr addrspace(1) %452, align 2, !dbg !12
  br label %496, !dbg !12

496:                                              ; preds = %494, %492
  %497 = and i1 %478, %432, !dbg !12
  br i1 %497, label %498, label %500, !dbg !12

498:                                              ; preds = %496
  %499 = shufflevector <2 x half> %372, <2 x half> poison, <1 x i32> zeroinitializer
  store <1 x half> %499, ptr addrspace(1) %454, align 2, !dbg !12
  br label %500, !dbg !12

500:                                              ; preds = %498, %496
  %501 = and i1 %478, %433, !dbg !12
  br i1 %501, label %502, label %504, !dbg !12

502:                                              ; preds = %500
  %503 = shufflevector <2 x half> %372, <2 x half> poison, <1 x i32> <i32 1>
  store <1 x half> %503, ptr addrspace(1) %456, align 2, !dbg !12
  br label %504, !dbg !12

504:                                              ; preds = %502, %500
  %505 = and i1 %478, %434, !dbg !12
  br i1 %505, label %506, label %508, !dbg !12

506:                                              ; preds = %504
  %507 = shufflevector <2 x half> %375, <2 x half> poison, <1 x i32> zeroinitializer
  store <1 x half> %507, ptr addrspace(1) %458, align 2, !dbg !12
  br label %508, !dbg !12

508:                                              ; preds = %506, %504
  %509 = and i1 %478, %435, !dbg !12
  br i1 %509, label %510, label %512, !dbg !12

510:                                              ; preds = %508
  %511 = shufflevector <2 x half> %375, <2 x half> poison, <1 x i32> <i32 1>
  store <1 x half> %511, ptr addrspace(1) %460, align 2, !dbg !12
  br label %512, !dbg !12

512:                                              ; preds = %510, %508
  %513 = and i1 %478, %436, !dbg !12
  br i1 %513, label %514, label %516, !dbg !12

514:                                              ; preds = %512
  %515 = shufflevector <2 x half> %378, <2 x half> poison, <1 x i32> zeroinitializer
  store <1 x half> %515, ptr addrspace(1) %462, align 2, !dbg !12
  br label %516, !dbg !12

516:                                              ; preds = %514, %512
  %517 = and i1 %478, %437, !dbg !12
  br i1 %517, label %518, label %520, !dbg !12

518:                                              ; preds = %516
  %519 = shufflevector <2 x half> %378, <2 x half> poison, <1 x i32> <i32 1>
  store <1 x half> %519, ptr addrspace(1) %464, align 2, !dbg !12
  br label %520, !dbg !12

520:                                              ; preds = %518, %516
  %521 = and i1 %478, %438, !dbg !12
  br i1 %521, label %522, label %524, !dbg !12

522:                                              ; preds = %520
  %523 = shufflevector <2 x half> %381, <2 x half> poison, <1 x i32> zeroinitializer
  store <1 x half> %523, ptr addrspace(1) %466, align 2, !dbg !12
  br label %524, !dbg !12

524:                                              ; preds = %522, %520
  %525 = and i1 %478, %439, !dbg !12
  br i1 %525, label %526, label %528, !dbg !12

526:                                              ; preds = %524
  %527 = shufflevector <2 x half> %381, <2 x half> poison, <1 x i32> <i32 1>
  store <1 x half> %527, ptr addrspace(1) %468, align 2, !dbg !12
  br label %528, !dbg !12

528:                                              ; preds = %526, %524
  %529 = and i1 %478, %440, !dbg !12
  br i1 %529, label %530, label %532, !dbg !12

530:                                              ; preds = %528
  %531 = shufflevector <2 x half> %384, <2 x half> poison, <1 x i32> zeroinitializer
  store <1 x half> %531, ptr addrspace(1) %470, align 2, !dbg !12
  br label %532, !dbg !12

532:                                              ; preds = %530, %528
  %533 = and i1 %478, %441, !dbg !12
  br i1 %533, label %534, label %536, !dbg !12

534:                                              ; preds = %532
  %535 = shufflevector <2 x half> %384, <2 x half> poison, <1 x i32> <i32 1>
  store <1 x half> %535, ptr addrspace(1) %472, align 2, !dbg !12
  br label %536, !dbg !12

536:                                              ; preds = %534, %532
  %537 = and i1 %478, %442, !dbg !12
  br i1 %537, label %538, label %540, !dbg !12

538:                                              ; preds = %536
  %539 = shufflevector <2 x half> %387, <2 x half> poison, <1 x i32> zeroinitializer
  store <1 x half> %539, ptr addrspace(1) %474, align 2, !dbg !12
  br label %540, !dbg !12

540:                                              ; preds = %538, %536
  %541 = and i1 %478, %443, !dbg !12
  br i1 %541, label %542, label %544, !dbg !12

542:                                              ; preds = %540
  %543 = shufflevector <2 x half> %387, <2 x half> poison, <1 x i32> <i32 1>
  store <1 x half> %543, ptr addrspace(1) %476, align 2, !dbg !12
  br label %544, !dbg !12

544:                                              ; preds = %542, %540
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
