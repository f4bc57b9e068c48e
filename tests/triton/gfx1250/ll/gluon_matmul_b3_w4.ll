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
  %28 = shl i32 %10, 5, !dbg !24
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
  %49 = and i32 %44, 2147418112, !dbg !25
  %50 = and i32 %9, 3, !dbg !25
  %51 = shl nuw nsw i32 %50, 3, !dbg !25
  %52 = mul nuw nsw i32 %50, 320, !dbg !25
  %53 = getelementptr [2 x i8], ptr addrspace(3) @global_smem, i32 %52, !dbg !25
  %54 = sub nsw i32 %44, %51, !dbg !25
  %55 = tail call i32 @llvm.smax.i32(i32 %54, i32 0), !dbg !25
  %56 = ptrtoint ptr addrspace(3) %53 to i32, !dbg !25
  %57 = insertelement <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, i32 %56, i64 1, !dbg !25
  %58 = insertelement <4 x i32> %57, i32 %46, i64 2, !dbg !25
  %59 = insertelement <4 x i32> %58, i32 %48, i64 3, !dbg !25
  %60 = shl nuw nsw i32 %50, 4, !dbg !25
  %61 = zext nneg i32 %60 to i64, !dbg !25
  %62 = mul nuw nsw i64 %34, %61, !dbg !25
  %63 = bitcast <4 x i32> %59 to <2 x i64>, !dbg !25
  %64 = extractelement <2 x i64> %63, i64 1, !dbg !25
  %65 = add i64 %64, %62, !dbg !25
  %66 = insertelement <2 x i64> %63, i64 %65, i64 1, !dbg !25
  %67 = bitcast <2 x i64> %66 to <4 x i32>, !dbg !25
  %68 = shl i32 %45, 16, !dbg !25
  %69 = tail call i32 @llvm.fshl.i32(i32 %55, i32 %45, i32 16), !dbg !25
  %70 = lshr i32 %55, 16, !dbg !25
  %71 = or disjoint i32 %70, 2097152, !dbg !25
  %72 = insertelement <8 x i32> <i32 114360320, i32 poison, i32 poison, i32 poison, i32 8, i32 poison, i32 poison, i32 0>, i32 %68, i64 1, !dbg !25
  %73 = insertelement <8 x i32> %72, i32 %69, i64 2, !dbg !25
  %74 = insertelement <8 x i32> %73, i32 %71, i64 3, !dbg !25
  %75 = insertelement <8 x i32> %74, i32 %5, i64 5, !dbg !25
  %76 = insertelement <8 x i32> %75, i32 %12, i64 6, !dbg !25
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %67, <8 x i32> %76, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !25
  %77 = shl i32 %11, 5, !dbg !26
  %78 = insertelement <4 x i32> poison, i32 %21, i64 2, !dbg !16
  %79 = insertelement <4 x i32> %78, i32 %24, i64 3, !dbg !16
  %80 = zext i32 %4 to i64, !dbg !16
  %81 = zext nneg i32 %19 to i64, !dbg !16
  %82 = shl nuw nsw i64 %81, 32, !dbg !16
  %83 = or disjoint i64 %82, %80, !dbg !16
  %84 = sext i32 %77 to i64, !dbg !16
  %85 = shl nsw i64 %84, 1, !dbg !16
  %86 = bitcast <4 x i32> %79 to <2 x i64>, !dbg !16
  %87 = extractelement <2 x i64> %86, i64 1, !dbg !16
  %88 = add i64 %87, %85, !dbg !16
  %89 = lshr i32 %25, 16, !dbg !16
  %90 = or disjoint i32 %89, %18, !dbg !16
  %91 = tail call i32 @llvm.smax.i32(i32 %90, i32 0), !dbg !16
  %92 = and i32 %4, 65535, !dbg !16
  %93 = shl i32 %25, 16, !dbg !16
  %94 = or disjoint i32 %93, %92, !dbg !16
  %95 = sub i32 %94, %77, !dbg !16
  %96 = tail call i32 @llvm.smax.i32(i32 %95, i32 0), !dbg !16
  %97 = icmp slt i32 %77, 0, !dbg !16
  %98 = select i1 %97, i32 0, i32 %96, !dbg !16
  %99 = tail call i32 @llvm.fshl.i32(i32 %91, i32 %98, i32 16), !dbg !16
  %100 = trunc i64 %88 to i32, !dbg !16
  %101 = lshr i64 %88, 32, !dbg !16
  %102 = trunc nuw i64 %101 to i32, !dbg !16
  %103 = and i32 %99, 32767, !dbg !16
  %104 = lshr i32 %99, 16, !dbg !16
  %105 = and i32 %91, 2147418112, !dbg !16
  %106 = or disjoint i32 %104, %105, !dbg !16
  %107 = getelementptr [2 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7664), i32 %52, !dbg !16
  %108 = sub nsw i32 %106, %51, !dbg !16
  %109 = tail call i32 @llvm.smax.i32(i32 %108, i32 0), !dbg !16
  %110 = ptrtoint ptr addrspace(3) %107 to i32, !dbg !16
  %111 = insertelement <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, i32 %110, i64 1, !dbg !16
  %112 = insertelement <4 x i32> %111, i32 %100, i64 2, !dbg !16
  %113 = insertelement <4 x i32> %112, i32 %102, i64 3, !dbg !16
  %114 = mul nuw nsw i64 %83, %61, !dbg !16
  %115 = bitcast <4 x i32> %113 to <2 x i64>, !dbg !16
  %116 = extractelement <2 x i64> %115, i64 1, !dbg !16
  %117 = add i64 %116, %114, !dbg !16
  %118 = insertelement <2 x i64> %115, i64 %117, i64 1, !dbg !16
  %119 = bitcast <2 x i64> %118 to <4 x i32>, !dbg !16
  %120 = shl i32 %98, 16, !dbg !16
  %121 = shl i32 %109, 16, !dbg !16
  %122 = or disjoint i32 %121, %103, !dbg !16
  %123 = lshr i32 %109, 16, !dbg !16
  %124 = or disjoint i32 %123, 2097152, !dbg !16
  %125 = insertelement <8 x i32> <i32 114360320, i32 poison, i32 poison, i32 poison, i32 8, i32 poison, i32 poison, i32 0>, i32 %120, i64 1, !dbg !16
  %126 = insertelement <8 x i32> %125, i32 %122, i64 2, !dbg !16
  %127 = insertelement <8 x i32> %126, i32 %124, i64 3, !dbg !16
  %128 = insertelement <8 x i32> %127, i32 %4, i64 5, !dbg !16
  %129 = insertelement <8 x i32> %128, i32 %19, i64 6, !dbg !16
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %119, <8 x i32> %129, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !16
  %130 = add i64 %40, 64, !dbg !25
  %131 = add i32 %5, -32, !dbg !25
  %132 = tail call i32 @llvm.smax.i32(i32 %131, i32 0), !dbg !25
  %133 = trunc i64 %130 to i32, !dbg !25
  %134 = lshr i64 %130, 32, !dbg !25
  %135 = trunc nuw i64 %134 to i32, !dbg !25
  %136 = getelementptr [2 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2560), i32 %52, !dbg !25
  %137 = ptrtoint ptr addrspace(3) %136 to i32, !dbg !25
  %138 = insertelement <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, i32 %137, i64 1, !dbg !25
  %139 = insertelement <4 x i32> %138, i32 %133, i64 2, !dbg !25
  %140 = insertelement <4 x i32> %139, i32 %135, i64 3, !dbg !25
  %141 = bitcast <4 x i32> %140 to <2 x i64>, !dbg !25
  %142 = extractelement <2 x i64> %141, i64 1, !dbg !25
  %143 = add i64 %142, %62, !dbg !25
  %144 = insertelement <2 x i64> %141, i64 %143, i64 1, !dbg !25
  %145 = bitcast <2 x i64> %144 to <4 x i32>, !dbg !25
  %146 = shl i32 %132, 16, !dbg !25
  %147 = tail call i32 @llvm.fshl.i32(i32 %55, i32 %132, i32 16), !dbg !25
  %148 = insertelement <8 x i32> <i32 114360320, i32 poison, i32 poison, i32 poison, i32 8, i32 poison, i32 poison, i32 0>, i32 %146, i64 1, !dbg !25
  %149 = insertelement <8 x i32> %148, i32 %147, i64 2, !dbg !25
  %150 = insertelement <8 x i32> %149, i32 %71, i64 3, !dbg !25
  %151 = insertelement <8 x i32> %150, i32 %5, i64 5, !dbg !25
  %152 = insertelement <8 x i32> %151, i32 %12, i64 6, !dbg !25
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %145, <8 x i32> %152, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !25
  %153 = shl nuw nsw i64 %83, 6, !dbg !16
  %154 = add i64 %88, %153, !dbg !16
  %155 = add i32 %90, -32, !dbg !16
  %156 = tail call i32 @llvm.smax.i32(i32 %155, i32 0), !dbg !16
  %157 = tail call i32 @llvm.fshl.i32(i32 %156, i32 %98, i32 16), !dbg !16
  %158 = trunc i64 %154 to i32, !dbg !16
  %159 = lshr i64 %154, 32, !dbg !16
  %160 = trunc nuw i64 %159 to i32, !dbg !16
  %161 = and i32 %157, 32767, !dbg !16
  %162 = lshr i32 %157, 16, !dbg !16
  %163 = and i32 %156, 2147418112, !dbg !16
  %164 = or disjoint i32 %162, %163, !dbg !16
  %165 = getelementptr [2 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10224), i32 %52, !dbg !16
  %166 = sub nsw i32 %164, %51, !dbg !16
  %167 = tail call i32 @llvm.smax.i32(i32 %166, i32 0), !dbg !16
  %168 = ptrtoint ptr addrspace(3) %165 to i32, !dbg !16
  %169 = insertelement <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, i32 %168, i64 1, !dbg !16
  %170 = insertelement <4 x i32> %169, i32 %158, i64 2, !dbg !16
  %171 = insertelement <4 x i32> %170, i32 %160, i64 3, !dbg !16
  %172 = bitcast <4 x i32> %171 to <2 x i64>, !dbg !16
  %173 = extractelement <2 x i64> %172, i64 1, !dbg !16
  %174 = add i64 %173, %114, !dbg !16
  %175 = insertelement <2 x i64> %172, i64 %174, i64 1, !dbg !16
  %176 = bitcast <2 x i64> %175 to <4 x i32>, !dbg !16
  %177 = shl i32 %167, 16, !dbg !16
  %178 = or disjoint i32 %177, %161, !dbg !16
  %179 = lshr i32 %167, 16, !dbg !16
  %180 = or disjoint i32 %179, 2097152, !dbg !16
  %181 = insertelement <8 x i32> %125, i32 %178, i64 2, !dbg !16
  %182 = insertelement <8 x i32> %181, i32 %180, i64 3, !dbg !16
  %183 = insertelement <8 x i32> %182, i32 %4, i64 5, !dbg !16
  %184 = insertelement <8 x i32> %183, i32 %19, i64 6, !dbg !16
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %176, <8 x i32> %184, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !16
  %invariant.op = sub nsw i32 %49, %51, !dbg !27
  %185 = icmp sgt i32 %26, 31, !dbg !27
  %186 = tail call i32 @llvm.amdgcn.workitem.id.x()
  br i1 %185, label %.lr.ph, label %._crit_edge, !dbg !27

.lr.ph:                                           ; preds = %8
  %187 = shl nuw nsw i32 %186, 6
  %188 = and i32 %187, 960
  %189 = and i32 %186, 16
  %190 = shl i32 %9, 10
  %191 = and i32 %190, 1024
  %192 = or disjoint i32 %188, %191
  %193 = lshr exact i32 %192, 2
  %invariant.gep6 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %192, !dbg !27
  %invariant.gep8 = getelementptr i8, ptr addrspace(3) %invariant.gep6, i32 %189, !dbg !27
  %invariant.gep10 = getelementptr i8, ptr addrspace(3) %invariant.gep8, i32 %193, !dbg !27
  %194 = and i32 %187, 448
  %195 = shl nuw nsw i32 %186, 1
  %196 = and i32 %195, 16
  %197 = shl nuw nsw i32 %189, 5
  %198 = or disjoint i32 %196, %197
  %199 = or disjoint i32 %198, %194
  %200 = lshr exact i32 %199, 2
  %201 = and i32 %200, 240
  %invariant.gep12 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7664), i32 %199, !dbg !27
  %invariant.gep14 = getelementptr i8, ptr addrspace(3) %invariant.gep12, i32 %201, !dbg !27
  %202 = insertelement <8 x i32> <i32 114360320, i32 poison, i32 poison, i32 poison, i32 8, i32 poison, i32 0, i32 0>, i32 %5, i64 5
  %203 = insertelement <8 x i32> %125, i32 %4, i64 5
  %204 = insertelement <8 x i32> %203, i32 %19, i64 6
  br label %205, !dbg !27

205:                                              ; preds = %.lr.ph, %205
  %206 = phi float [ 0.000000e+00, %.lr.ph ], [ %317, %205 ]
  %207 = phi float [ 0.000000e+00, %.lr.ph ], [ %318, %205 ]
  %208 = phi float [ 0.000000e+00, %.lr.ph ], [ %319, %205 ]
  %209 = phi float [ 0.000000e+00, %.lr.ph ], [ %320, %205 ]
  %210 = phi float [ 0.000000e+00, %.lr.ph ], [ %321, %205 ]
  %211 = phi float [ 0.000000e+00, %.lr.ph ], [ %322, %205 ]
  %212 = phi float [ 0.000000e+00, %.lr.ph ], [ %323, %205 ]
  %213 = phi float [ 0.000000e+00, %.lr.ph ], [ %324, %205 ]
  %214 = phi float [ 0.000000e+00, %.lr.ph ], [ %335, %205 ]
  %215 = phi float [ 0.000000e+00, %.lr.ph ], [ %336, %205 ]
  %216 = phi float [ 0.000000e+00, %.lr.ph ], [ %337, %205 ]
  %217 = phi float [ 0.000000e+00, %.lr.ph ], [ %338, %205 ]
  %218 = phi float [ 0.000000e+00, %.lr.ph ], [ %339, %205 ]
  %219 = phi float [ 0.000000e+00, %.lr.ph ], [ %340, %205 ]
  %220 = phi float [ 0.000000e+00, %.lr.ph ], [ %341, %205 ]
  %221 = phi float [ 0.000000e+00, %.lr.ph ], [ %342, %205 ]
  %222 = phi i32 [ 0, %.lr.ph ], [ %343, %205 ]
  tail call void @llvm.amdgcn.s.wait.tensorcnt(i16 2), !dbg !28
  fence syncscope("workgroup") release, !dbg !29
  tail call void @llvm.amdgcn.s.barrier(), !dbg !29
  fence syncscope("workgroup") acquire, !dbg !29
  %223 = add nuw nsw i32 %222, 2, !dbg !30
  %224 = urem i32 %223, 3, !dbg !31
  %225 = icmp slt i32 %223, %27, !dbg !32
  %226 = shl nuw i32 %223, 5, !dbg !33
  %227 = mul nuw nsw i32 %224, 1280, !dbg !34
  %228 = zext i1 %225 to i32, !dbg !35
  %229 = sext i32 %226 to i64, !dbg !35
  %230 = add i64 %36, %229, !dbg !35
  %231 = shl i64 %230, 1, !dbg !35
  %232 = add i64 %231, %39, !dbg !35
  %233 = sub i32 %5, %226, !dbg !35
  %234 = tail call i32 @llvm.smax.i32(i32 %233, i32 0), !dbg !35
  %235 = icmp slt i32 %226, 0, !dbg !35
  %236 = select i1 %235, i32 0, i32 %234, !dbg !35
  %237 = tail call i32 @llvm.fshl.i32(i32 %44, i32 %236, i32 16), !dbg !35
  %238 = trunc i64 %232 to i32, !dbg !35
  %239 = lshr i64 %232, 32, !dbg !35
  %240 = trunc nuw i64 %239 to i32, !dbg !35
  %241 = insertelement <4 x i32> <i32 poison, i32 undef, i32 undef, i32 undef>, i32 %228, i64 0, !dbg !35
  %242 = and i32 %237, 32767, !dbg !35
  %243 = lshr i32 %237, 16, !dbg !35
  %gep = getelementptr [2 x i8], ptr addrspace(3) %53, i32 %227, !dbg !35
  %.reass = add nsw i32 %243, %invariant.op
  %244 = tail call i32 @llvm.smax.i32(i32 %.reass, i32 0), !dbg !35
  %245 = ptrtoint ptr addrspace(3) %gep to i32, !dbg !35
  %246 = insertelement <4 x i32> %241, i32 %245, i64 1, !dbg !35
  %247 = insertelement <4 x i32> %246, i32 %238, i64 2, !dbg !35
  %248 = insertelement <4 x i32> %247, i32 %240, i64 3, !dbg !35
  %249 = bitcast <4 x i32> %248 to <2 x i64>, !dbg !35
  %250 = extractelement <2 x i64> %249, i64 1, !dbg !35
  %251 = add i64 %250, %62, !dbg !35
  %252 = insertelement <2 x i64> %249, i64 %251, i64 1, !dbg !35
  %253 = bitcast <2 x i64> %252 to <4 x i32>, !dbg !35
  %254 = shl i32 %236, 16, !dbg !35
  %255 = shl i32 %244, 16, !dbg !35
  %256 = or disjoint i32 %255, %242, !dbg !35
  %257 = lshr i32 %244, 16, !dbg !35
  %258 = or disjoint i32 %257, 2097152, !dbg !35
  %259 = insertelement <8 x i32> %202, i32 %254, i64 1, !dbg !35
  %260 = insertelement <8 x i32> %259, i32 %256, i64 2, !dbg !35
  %261 = insertelement <8 x i32> %260, i32 %258, i64 3, !dbg !35
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %253, <8 x i32> %261, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !35
  %262 = mul i64 %83, %229, !dbg !36
  %263 = add i64 %262, %84, !dbg !36
  %264 = shl i64 %263, 1, !dbg !36
  %265 = add i64 %264, %87, !dbg !36
  %266 = sub i32 %90, %226, !dbg !36
  %267 = tail call i32 @llvm.smax.i32(i32 %266, i32 0), !dbg !36
  %268 = select i1 %235, i32 0, i32 %267, !dbg !36
  %269 = tail call i32 @llvm.fshl.i32(i32 %268, i32 %98, i32 16), !dbg !36
  %270 = trunc i64 %265 to i32, !dbg !36
  %271 = lshr i64 %265, 32, !dbg !36
  %272 = trunc nuw i64 %271 to i32, !dbg !36
  %273 = and i32 %269, 32767, !dbg !36
  %274 = lshr i32 %269, 16, !dbg !36
  %275 = and i32 %268, 2147418112, !dbg !36
  %276 = or disjoint i32 %274, %275, !dbg !36
  %gep5 = getelementptr [2 x i8], ptr addrspace(3) %107, i32 %227, !dbg !36
  %277 = sub nsw i32 %276, %51, !dbg !36
  %278 = tail call i32 @llvm.smax.i32(i32 %277, i32 0), !dbg !36
  %279 = ptrtoint ptr addrspace(3) %gep5 to i32, !dbg !36
  %280 = insertelement <4 x i32> %241, i32 %279, i64 1, !dbg !36
  %281 = insertelement <4 x i32> %280, i32 %270, i64 2, !dbg !36
  %282 = insertelement <4 x i32> %281, i32 %272, i64 3, !dbg !36
  %283 = bitcast <4 x i32> %282 to <2 x i64>, !dbg !36
  %284 = extractelement <2 x i64> %283, i64 1, !dbg !36
  %285 = add i64 %284, %114, !dbg !36
  %286 = insertelement <2 x i64> %283, i64 %285, i64 1, !dbg !36
  %287 = bitcast <2 x i64> %286 to <4 x i32>, !dbg !36
  %288 = shl i32 %278, 16, !dbg !36
  %289 = or disjoint i32 %288, %273, !dbg !36
  %290 = lshr i32 %278, 16, !dbg !36
  %291 = or disjoint i32 %290, 2097152, !dbg !36
  %292 = insertelement <8 x i32> %204, i32 %289, i64 2, !dbg !36
  %293 = insertelement <8 x i32> %292, i32 %291, i64 3, !dbg !36
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %287, <8 x i32> %293, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !36
  %294 = urem i32 %222, 3, !dbg !37
  %295 = mul nuw nsw i32 %294, 1280, !dbg !38
  %gep11 = getelementptr [2 x i8], ptr addrspace(3) %invariant.gep10, i32 %295, !dbg !38
  %296 = load <8 x half>, ptr addrspace(3) %gep11, align 16, !dbg !38
  %297 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep11, i32 32, !dbg !38
  %298 = load <8 x half>, ptr addrspace(3) %297, align 16, !dbg !38
  %gep15 = getelementptr [2 x i8], ptr addrspace(3) %invariant.gep14, i32 %295, !dbg !39
  %299 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep15), !dbg !39
  %300 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep15, i32 1280, !dbg !39
  %301 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) nonnull %300), !dbg !39
  %302 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep15, i32 32, !dbg !39
  %303 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) nonnull %302), !dbg !39
  %304 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep15, i32 1312, !dbg !39
  %305 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) nonnull %304), !dbg !39
  %306 = insertelement <8 x float> poison, float %206, i64 0, !dbg !40
  %307 = insertelement <8 x float> %306, float %207, i64 1, !dbg !40
  %308 = insertelement <8 x float> %307, float %208, i64 2, !dbg !40
  %309 = insertelement <8 x float> %308, float %209, i64 3, !dbg !40
  %310 = insertelement <8 x float> %309, float %210, i64 4, !dbg !40
  %311 = insertelement <8 x float> %310, float %211, i64 5, !dbg !40
  %312 = insertelement <8 x float> %311, float %212, i64 6, !dbg !40
  %313 = insertelement <8 x float> %312, float %213, i64 7, !dbg !40
  %314 = shufflevector <8 x half> %296, <8 x half> %298, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !40
  %315 = shufflevector <8 x half> %299, <8 x half> %301, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !40
  %316 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %315, <16 x half> %314, i16 0, <8 x float> %313, i1 false, i1 false), !dbg !40
  %317 = extractelement <8 x float> %316, i64 0, !dbg !40
  %318 = extractelement <8 x float> %316, i64 1, !dbg !40
  %319 = extractelement <8 x float> %316, i64 2, !dbg !40
  %320 = extractelement <8 x float> %316, i64 3, !dbg !40
  %321 = extractelement <8 x float> %316, i64 4, !dbg !40
  %322 = extractelement <8 x float> %316, i64 5, !dbg !40
  %323 = extractelement <8 x float> %316, i64 6, !dbg !40
  %324 = extractelement <8 x float> %316, i64 7, !dbg !40
  %325 = insertelement <8 x float> poison, float %214, i64 0, !dbg !40
  %326 = insertelement <8 x float> %325, float %215, i64 1, !dbg !40
  %327 = insertelement <8 x float> %326, float %216, i64 2, !dbg !40
  %328 = insertelement <8 x float> %327, float %217, i64 3, !dbg !40
  %329 = insertelement <8 x float> %328, float %218, i64 4, !dbg !40
  %330 = insertelement <8 x float> %329, float %219, i64 5, !dbg !40
  %331 = insertelement <8 x float> %330, float %220, i64 6, !dbg !40
  %332 = insertelement <8 x float> %331, float %221, i64 7, !dbg !40
  %333 = shufflevector <8 x half> %303, <8 x half> %305, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !40
  %334 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %333, <16 x half> %314, i16 0, <8 x float> %332, i1 false, i1 false), !dbg !40
  %335 = extractelement <8 x float> %334, i64 0, !dbg !40
  %336 = extractelement <8 x float> %334, i64 1, !dbg !40
  %337 = extractelement <8 x float> %334, i64 2, !dbg !40
  %338 = extractelement <8 x float> %334, i64 3, !dbg !40
  %339 = extractelement <8 x float> %334, i64 4, !dbg !40
  %340 = extractelement <8 x float> %334, i64 5, !dbg !40
  %341 = extractelement <8 x float> %334, i64 6, !dbg !40
  %342 = extractelement <8 x float> %334, i64 7, !dbg !40
  %343 = add nuw nsw i32 %222, 1, !dbg !27
  %exitcond.not = icmp eq i32 %343, %27, !dbg !27
  br i1 %exitcond.not, label %._crit_edge, label %205, !dbg !27

._crit_edge:                                      ; preds = %205, %8
  %344 = phi float [ 0.000000e+00, %8 ], [ %317, %205 ], !dbg !41
  %345 = phi float [ 0.000000e+00, %8 ], [ %318, %205 ], !dbg !41
  %346 = phi float [ 0.000000e+00, %8 ], [ %319, %205 ], !dbg !41
  %347 = phi float [ 0.000000e+00, %8 ], [ %320, %205 ], !dbg !41
  %348 = phi float [ 0.000000e+00, %8 ], [ %321, %205 ], !dbg !41
  %349 = phi float [ 0.000000e+00, %8 ], [ %322, %205 ], !dbg !41
  %350 = phi float [ 0.000000e+00, %8 ], [ %323, %205 ], !dbg !41
  %351 = phi float [ 0.000000e+00, %8 ], [ %324, %205 ], !dbg !41
  %352 = phi float [ 0.000000e+00, %8 ], [ %335, %205 ], !dbg !41
  %353 = phi float [ 0.000000e+00, %8 ], [ %336, %205 ], !dbg !41
  %354 = phi float [ 0.000000e+00, %8 ], [ %337, %205 ], !dbg !41
  %355 = phi float [ 0.000000e+00, %8 ], [ %338, %205 ], !dbg !41
  %356 = phi float [ 0.000000e+00, %8 ], [ %339, %205 ], !dbg !41
  %357 = phi float [ 0.000000e+00, %8 ], [ %340, %205 ], !dbg !41
  %358 = phi float [ 0.000000e+00, %8 ], [ %341, %205 ], !dbg !41
  %359 = phi float [ 0.000000e+00, %8 ], [ %342, %205 ], !dbg !41
  tail call void @llvm.amdgcn.s.wait.tensorcnt(i16 0), !dbg !42
  fence syncscope("workgroup") release, !dbg !42, !mmra !43
  tail call void @llvm.amdgcn.s.barrier(), !dbg !42
  fence syncscope("workgroup") acquire, !dbg !42, !mmra !43
  %360 = insertelement <2 x float> poison, float %352, i64 0, !dbg !44
  %361 = insertelement <2 x float> %360, float %353, i64 1, !dbg !44
  %362 = fptrunc <2 x float> %361 to <2 x half>, !dbg !44
  %363 = insertelement <2 x float> poison, float %354, i64 0, !dbg !44
  %364 = insertelement <2 x float> %363, float %355, i64 1, !dbg !44
  %365 = fptrunc <2 x float> %364 to <2 x half>, !dbg !44
  %366 = insertelement <2 x float> poison, float %356, i64 0, !dbg !44
  %367 = insertelement <2 x float> %366, float %357, i64 1, !dbg !44
  %368 = fptrunc <2 x float> %367 to <2 x half>, !dbg !44
  %369 = insertelement <2 x float> poison, float %358, i64 0, !dbg !44
  %370 = insertelement <2 x float> %369, float %359, i64 1, !dbg !44
  %371 = fptrunc <2 x float> %370 to <2 x half>, !dbg !44
  %372 = and i32 %186, 15, !dbg !45
  %373 = shl i32 %9, 4, !dbg !45
  %374 = and i32 %373, 16, !dbg !45
  %375 = or disjoint i32 %374, %372, !dbg !46
  %376 = or disjoint i32 %375, %28, !dbg !46
  %377 = lshr i32 %186, 1, !dbg !47
  %378 = and i32 %377, 8, !dbg !47
  %379 = or disjoint i32 %378, %77, !dbg !48
  %380 = or disjoint i32 %379, 16, !dbg !48
  %381 = icmp slt i32 %376, %3, !dbg !49
  %382 = icmp slt i32 %379, %4, !dbg !50
  %383 = icmp slt i32 %380, %4, !dbg !50
  %384 = and i1 %381, %382, !dbg !51
  %385 = and i1 %381, %383, !dbg !51
  %386 = mul i32 %4, %376, !dbg !52
  %387 = sext i32 %386 to i64, !dbg !53
  %388 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %387, !dbg !53
  %389 = sext i32 %380 to i64, !dbg !53
  %390 = getelementptr [2 x i8], ptr addrspace(1) %388, i64 %389, !dbg !53
  %391 = and i32 %9, 2, !dbg !12
  %392 = icmp eq i32 %391, 0, !dbg !12
  %393 = and i1 %392, %384, !dbg !12
  br i1 %393, label %394, label %414, !dbg !12

394:                                              ; preds = %._crit_edge
  %395 = insertelement <2 x float> poison, float %344, i64 0, !dbg !44
  %396 = insertelement <2 x float> %395, float %345, i64 1, !dbg !44
  %397 = fptrunc <2 x float> %396 to <2 x half>, !dbg !44
  %398 = insertelement <2 x float> poison, float %346, i64 0, !dbg !44
  %399 = insertelement <2 x float> %398, float %347, i64 1, !dbg !44
  %400 = fptrunc <2 x float> %399 to <2 x half>, !dbg !44
  %401 = shufflevector <2 x half> %397, <2 x half> %400, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !12
  %402 = insertelement <2 x float> poison, float %348, i64 0, !dbg !44
  %403 = insertelement <2 x float> %402, float %349, i64 1, !dbg !44
  %404 = fptrunc <2 x float> %403 to <2 x half>, !dbg !44
  %405 = shufflevector <2 x half> %404, <2 x half> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !44
  %406 = shufflevector <8 x half> %401, <8 x half> %405, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 poison, i32 poison>, !dbg !12
  %407 = insertelement <2 x float> poison, float %350, i64 0, !dbg !44
  %408 = insertelement <2 x float> %407, float %351, i64 1, !dbg !44
  %409 = fptrunc <2 x float> %408 to <2 x half>, !dbg !44
  %410 = shufflevector <2 x half> %409, <2 x half> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !44
  %411 = shufflevector <8 x half> %406, <8 x half> %410, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 8, i32 9>, !dbg !12
  %412 = sext i32 %379 to i64, !dbg !53
  %413 = getelementptr [2 x i8], ptr addrspace(1) %388, i64 %412, !dbg !53
  store <8 x half> %411, ptr addrspace(1) %413, align 16, !dbg !12
  br label %414, !dbg !12

414:                                              ; preds = %394, %._crit_edge
  %415 = and i1 %392, %385, !dbg !12
  br i1 %415, label %416, label %422, !dbg !12

416:                                              ; preds = %414
  %417 = shufflevector <2 x half> %362, <2 x half> %365, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>
  %418 = shufflevector <2 x half> %368, <2 x half> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %419 = shufflevector <8 x half> %417, <8 x half> %418, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 poison, i32 poison>
  %420 = shufflevector <2 x half> %371, <2 x half> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %421 = shufflevector <8 x half> %419, <8 x half> %420, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 8, i32 9>
  store <8 x half> %421, ptr addrspace(1) %390, align 16, !dbg !12
  br label %422, !dbg !12

422:                                              ; preds = %416, %414
  ret void, !dbg !54
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
!28 = !DILocation(line: 61, column: 9, scope: !4)
!29 = !DILocation(line: 62, column: 9, scope: !4)
!30 = !DILocation(line: 63, column: 14, scope: !4)
!31 = !DILocation(line: 64, column: 16, scope: !4)
!32 = !DILocation(line: 65, column: 79, scope: !4)
!33 = !DILocation(line: 65, column: 45, scope: !4)
!34 = !DILocation(line: 65, column: 55, scope: !4)
!35 = !DILocation(line: 65, column: 9, scope: !4)
!36 = !DILocation(line: 66, column: 9, scope: !4)
!37 = !DILocation(line: 67, column: 25, scope: !4)
!38 = !DILocation(line: 67, column: 13, scope: !4)
!39 = !DILocation(line: 68, column: 13, scope: !4)
!40 = !DILocation(line: 69, column: 15, scope: !4)
!41 = !DILocation(line: 59, column: 11, scope: !4)
!42 = !DILocation(line: 70, column: 5, scope: !4)
!43 = !{!"amdgpu-synchronize-as", !"local"}
!44 = !DILocation(line: 71, column: 9, scope: !4)
!45 = !DILocation(line: 83, column: 29, scope: !4)
!46 = !DILocation(line: 83, column: 16, scope: !4)
!47 = !DILocation(line: 84, column: 29, scope: !4)
!48 = !DILocation(line: 84, column: 16, scope: !4)
!49 = !DILocation(line: 85, column: 17, scope: !4)
!50 = !DILocation(line: 85, column: 39, scope: !4)
!51 = !DILocation(line: 85, column: 16, scope: !4)
!52 = !DILocation(line: 86, column: 28, scope: !4)
!53 = !DILocation(line: 86, column: 20, scope: !4)
!54 = !DILocation(line: 24, column: 1, scope: !4)
