; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu12.50-amd-amdhsa"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: norecurse nounwind
define amdgpu_kernel void @barrier_matmul_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) nofree writeonly captures(none) %2, i32 %3, i32 %4, i32 %5, ptr addrspace(1) nofree readnone captures(none) %6, ptr addrspace(1) nofree readnone captures(none) %7) local_unnamed_addr #0 !dbg !4 {
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
  %26 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !18
  %27 = and i32 %26, 127, !dbg !18
  %28 = icmp eq i32 %27, 0, !dbg !18
  br i1 %28, label %29, label %30, !dbg !18

29:                                               ; preds = %8
  store i64 30064771079, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15328), align 16, !dbg !18
  br label %30, !dbg !18

30:                                               ; preds = %29, %8
  fence syncscope("workgroup") release, !dbg !18, !mmra !19
  tail call void @llvm.amdgcn.s.barrier(), !dbg !18
  fence syncscope("workgroup") acquire, !dbg !18, !mmra !19
  br i1 %28, label %31, label %32, !dbg !18

31:                                               ; preds = %30
  store i64 30064771079, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15336), align 8, !dbg !18
  br label %32, !dbg !18

32:                                               ; preds = %31, %30
  fence syncscope("workgroup") release, !dbg !18, !mmra !19
  tail call void @llvm.amdgcn.s.barrier(), !dbg !18
  fence syncscope("workgroup") acquire, !dbg !18, !mmra !19
  %33 = add i32 %5, 31, !dbg !20
  %34 = sdiv i32 %33, 32, !dbg !25
  %35 = shl i32 %10, 6, !dbg !26
  %36 = insertelement <4 x i32> poison, i32 %14, i64 2, !dbg !27
  %37 = insertelement <4 x i32> %36, i32 %17, i64 3, !dbg !27
  %38 = zext i32 %5 to i64, !dbg !27
  %39 = zext nneg i32 %12 to i64, !dbg !27
  %40 = shl nuw nsw i64 %39, 32, !dbg !27
  %41 = or disjoint i64 %40, %38, !dbg !27
  %42 = sext i32 %35 to i64, !dbg !27
  %43 = mul i64 %41, %42, !dbg !27
  %44 = shl i64 %43, 1, !dbg !27
  %45 = bitcast <4 x i32> %37 to <2 x i64>, !dbg !27
  %46 = extractelement <2 x i64> %45, i64 1, !dbg !27
  %47 = add i64 %44, %46, !dbg !27
  %48 = sub i32 %3, %35, !dbg !27
  %49 = tail call i32 @llvm.smax.i32(i32 %48, i32 0), !dbg !27
  %50 = icmp slt i32 %35, 0, !dbg !27
  %51 = select i1 %50, i32 0, i32 %49, !dbg !27
  %52 = tail call i32 @llvm.smax.i32(i32 %5, i32 0), !dbg !27
  %53 = trunc i64 %47 to i32, !dbg !27
  %54 = lshr i64 %47, 32, !dbg !27
  %55 = trunc nuw i64 %54 to i32, !dbg !27
  fence syncscope("workgroup") release, !dbg !27, !mmra !19
  tail call void @llvm.amdgcn.s.barrier(), !dbg !27
  fence syncscope("workgroup") acquire, !dbg !27, !mmra !19
  %56 = and i32 %9, 3, !dbg !27
  %57 = shl nuw nsw i32 %56, 4, !dbg !27
  %.idx22 = mul nuw nsw i32 %56, 1280, !dbg !27
  %58 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %.idx22, !dbg !27
  %59 = sub nsw i32 %51, %57, !dbg !27
  %60 = tail call i32 @llvm.smax.i32(i32 %59, i32 0), !dbg !27
  %61 = ptrtoint ptr addrspace(3) %58 to i32, !dbg !27
  %62 = insertelement <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, i32 %61, i64 1, !dbg !27
  %63 = insertelement <4 x i32> %62, i32 %53, i64 2, !dbg !27
  %64 = insertelement <4 x i32> %63, i32 %55, i64 3, !dbg !27
  %65 = shl nuw nsw i32 %56, 5, !dbg !27
  %66 = zext nneg i32 %65 to i64, !dbg !27
  %67 = mul nuw nsw i64 %41, %66, !dbg !27
  %68 = bitcast <4 x i32> %64 to <2 x i64>, !dbg !27
  %69 = extractelement <2 x i64> %68, i64 1, !dbg !27
  %70 = add i64 %69, %67, !dbg !27
  %71 = insertelement <2 x i64> %68, i64 %70, i64 1, !dbg !27
  %72 = bitcast <2 x i64> %71 to <4 x i32>, !dbg !27
  %73 = shl i32 %52, 16, !dbg !27
  %74 = tail call i32 @llvm.fshl.i32(i32 %60, i32 %52, i32 16), !dbg !27
  %75 = lshr i32 %60, 16, !dbg !27
  %76 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15328) to i32), 3, !dbg !27
  %77 = and i32 %76, 65534, !dbg !27
  %78 = or disjoint i32 %73, %77, !dbg !27
  %79 = or disjoint i32 %75, 2097152, !dbg !27
  %80 = insertelement <8 x i32> <i32 114622464, i32 poison, i32 poison, i32 poison, i32 16, i32 poison, i32 poison, i32 0>, i32 %78, i64 1, !dbg !27
  %81 = insertelement <8 x i32> %80, i32 %74, i64 2, !dbg !27
  %82 = insertelement <8 x i32> %81, i32 %79, i64 3, !dbg !27
  %83 = insertelement <8 x i32> %82, i32 %5, i64 5, !dbg !27
  %84 = insertelement <8 x i32> %83, i32 %12, i64 6, !dbg !27
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %72, <8 x i32> %84, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !27
  %85 = shl i32 %11, 5, !dbg !28
  %86 = insertelement <4 x i32> poison, i32 %21, i64 2, !dbg !16
  %87 = insertelement <4 x i32> %86, i32 %24, i64 3, !dbg !16
  %88 = zext i32 %4 to i64, !dbg !16
  %89 = zext nneg i32 %19 to i64, !dbg !16
  %90 = shl nuw nsw i64 %89, 32, !dbg !16
  %91 = or disjoint i64 %90, %88, !dbg !16
  %92 = sext i32 %85 to i64, !dbg !16
  %93 = shl nsw i64 %92, 1, !dbg !16
  %94 = bitcast <4 x i32> %87 to <2 x i64>, !dbg !16
  %95 = extractelement <2 x i64> %94, i64 1, !dbg !16
  %96 = add i64 %95, %93, !dbg !16
  %97 = lshr i32 %25, 16, !dbg !16
  %98 = or disjoint i32 %97, %18, !dbg !16
  %99 = tail call i32 @llvm.smax.i32(i32 %98, i32 0), !dbg !16
  %100 = and i32 %4, 65535, !dbg !16
  %101 = shl i32 %25, 16, !dbg !16
  %102 = or disjoint i32 %101, %100, !dbg !16
  %103 = sub i32 %102, %85, !dbg !16
  %104 = tail call i32 @llvm.smax.i32(i32 %103, i32 0), !dbg !16
  %105 = icmp slt i32 %85, 0, !dbg !16
  %106 = select i1 %105, i32 0, i32 %104, !dbg !16
  %107 = tail call i32 @llvm.fshl.i32(i32 %99, i32 %106, i32 16), !dbg !16
  %108 = trunc i64 %96 to i32, !dbg !16
  %109 = lshr i64 %96, 32, !dbg !16
  %110 = trunc nuw i64 %109 to i32, !dbg !16
  %111 = and i32 %107, 32767, !dbg !16
  %112 = lshr i32 %107, 16, !dbg !16
  %113 = and i32 %99, 2147418112, !dbg !16
  %114 = or disjoint i32 %112, %113, !dbg !16
  %115 = shl nuw nsw i32 %56, 3, !dbg !16
  %.idx23 = mul nuw nsw i32 %56, 640, !dbg !16
  %116 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10224), i32 %.idx23, !dbg !16
  %117 = sub nsw i32 %114, %115, !dbg !16
  %118 = tail call i32 @llvm.smax.i32(i32 %117, i32 0), !dbg !16
  %119 = ptrtoint ptr addrspace(3) %116 to i32, !dbg !16
  %120 = insertelement <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, i32 %119, i64 1, !dbg !16
  %121 = insertelement <4 x i32> %120, i32 %108, i64 2, !dbg !16
  %122 = insertelement <4 x i32> %121, i32 %110, i64 3, !dbg !16
  %123 = zext nneg i32 %57 to i64, !dbg !16
  %124 = mul nuw nsw i64 %91, %123, !dbg !16
  %125 = bitcast <4 x i32> %122 to <2 x i64>, !dbg !16
  %126 = extractelement <2 x i64> %125, i64 1, !dbg !16
  %127 = add i64 %126, %124, !dbg !16
  %128 = insertelement <2 x i64> %125, i64 %127, i64 1, !dbg !16
  %129 = bitcast <2 x i64> %128 to <4 x i32>, !dbg !16
  %130 = shl i32 %106, 16, !dbg !16
  %131 = shl i32 %118, 16, !dbg !16
  %132 = or disjoint i32 %131, %111, !dbg !16
  %133 = lshr i32 %118, 16, !dbg !16
  %134 = or disjoint i32 %130, %77, !dbg !16
  %135 = or disjoint i32 %133, 2097152, !dbg !16
  %136 = insertelement <8 x i32> <i32 114622464, i32 poison, i32 poison, i32 poison, i32 8, i32 poison, i32 poison, i32 0>, i32 %134, i64 1, !dbg !16
  %137 = insertelement <8 x i32> %136, i32 %132, i64 2, !dbg !16
  %138 = insertelement <8 x i32> %137, i32 %135, i64 3, !dbg !16
  %139 = insertelement <8 x i32> %138, i32 %4, i64 5, !dbg !16
  %140 = insertelement <8 x i32> %139, i32 %19, i64 6, !dbg !16
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %129, <8 x i32> %140, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !16
  %141 = icmp sgt i32 %33, 31, !dbg !29
  br i1 %141, label %.lr.ph, label %._crit_edge, !dbg !29

.lr.ph:                                           ; preds = %32
  %142 = and i32 %51, 2147418112, !dbg !27
  %invariant.op = sub nsw i32 %142, %57, !dbg !29
  %143 = shl nuw nsw i32 %26, 6
  %144 = and i32 %143, 960
  %145 = shl i32 %9, 10
  %146 = and i32 %145, 3072
  %147 = and i32 %26, 16
  %148 = or disjoint i32 %144, %146
  %149 = lshr exact i32 %148, 2
  %invariant.gep10 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %148, !dbg !29
  %invariant.gep12 = getelementptr i8, ptr addrspace(3) %invariant.gep10, i32 %147, !dbg !29
  %invariant.gep14 = getelementptr i8, ptr addrspace(3) %invariant.gep12, i32 %149, !dbg !29
  %150 = and i32 %143, 448
  %151 = shl nuw nsw i32 %26, 1
  %152 = and i32 %151, 16
  %153 = shl nuw nsw i32 %147, 5
  %154 = or disjoint i32 %152, %153
  %155 = or disjoint i32 %154, %150
  %156 = lshr exact i32 %155, 2
  %157 = and i32 %156, 240
  %invariant.gep16 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10224), i32 %155, !dbg !29
  %invariant.gep18 = getelementptr i8, ptr addrspace(3) %invariant.gep16, i32 %157, !dbg !29
  %158 = insertelement <8 x i32> <i32 114622464, i32 poison, i32 poison, i32 poison, i32 16, i32 poison, i32 poison, i32 0>, i32 %5, i64 5
  %159 = insertelement <8 x i32> %158, i32 %12, i64 6
  %160 = insertelement <8 x i32> <i32 114622464, i32 poison, i32 poison, i32 poison, i32 8, i32 poison, i32 poison, i32 0>, i32 %4, i64 5
  %161 = insertelement <8 x i32> %160, i32 %19, i64 6
  br label %162, !dbg !29

162:                                              ; preds = %.lr.ph, %189
  %163 = phi float [ 0.000000e+00, %.lr.ph ], [ %285, %189 ]
  %164 = phi float [ 0.000000e+00, %.lr.ph ], [ %286, %189 ]
  %165 = phi float [ 0.000000e+00, %.lr.ph ], [ %287, %189 ]
  %166 = phi float [ 0.000000e+00, %.lr.ph ], [ %288, %189 ]
  %167 = phi float [ 0.000000e+00, %.lr.ph ], [ %289, %189 ]
  %168 = phi float [ 0.000000e+00, %.lr.ph ], [ %290, %189 ]
  %169 = phi float [ 0.000000e+00, %.lr.ph ], [ %291, %189 ]
  %170 = phi float [ 0.000000e+00, %.lr.ph ], [ %292, %189 ]
  %171 = phi float [ 0.000000e+00, %.lr.ph ], [ %303, %189 ]
  %172 = phi float [ 0.000000e+00, %.lr.ph ], [ %304, %189 ]
  %173 = phi float [ 0.000000e+00, %.lr.ph ], [ %305, %189 ]
  %174 = phi float [ 0.000000e+00, %.lr.ph ], [ %306, %189 ]
  %175 = phi float [ 0.000000e+00, %.lr.ph ], [ %307, %189 ]
  %176 = phi float [ 0.000000e+00, %.lr.ph ], [ %308, %189 ]
  %177 = phi float [ 0.000000e+00, %.lr.ph ], [ %309, %189 ]
  %178 = phi float [ 0.000000e+00, %.lr.ph ], [ %310, %189 ]
  %179 = phi i32 [ 0, %.lr.ph ], [ %190, %189 ]
  %180 = and i32 %179, 1, !dbg !30
  %181 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15328), i32 %180, !dbg !31
  %182 = lshr i32 %179, 1, !dbg !32
  fence syncscope("workgroup") release, !dbg !33, !mmra !19
  tail call void @llvm.amdgcn.s.barrier(), !dbg !33
  fence syncscope("workgroup") acquire, !dbg !33, !mmra !19
  br label %183, !dbg !33

183:                                              ; preds = %183, %162
  tail call void @llvm.amdgcn.s.sleep(i32 1), !dbg !33
  %184 = load i64, ptr addrspace(3) %181, align 8, !dbg !33
  %185 = trunc i64 %184 to i32, !dbg !33
  %186 = lshr i32 %185, 29, !dbg !33
  %187 = xor i32 %186, %182, !dbg !33
  %188 = and i32 %187, 1, !dbg !33
  %.not = icmp eq i32 %188, 0, !dbg !33
  br i1 %.not, label %183, label %189, !dbg !33

189:                                              ; preds = %183
  fence syncscope("workgroup") release, !dbg !34
  tail call void @llvm.amdgcn.s.barrier(), !dbg !34
  fence syncscope("workgroup") acquire, !dbg !34
  %190 = add nuw nsw i32 %179, 1, !dbg !35
  %191 = and i32 %190, 1, !dbg !36
  %192 = icmp slt i32 %190, %34, !dbg !37
  %193 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15328), i32 %191, !dbg !38
  %194 = shl nuw nsw i32 %190, 5, !dbg !39
  %.idx = mul nuw nsw i32 %191, 5120, !dbg !40
  %195 = zext i1 %192 to i32, !dbg !41
  %196 = zext nneg i32 %194 to i64, !dbg !41
  %197 = add i64 %43, %196, !dbg !41
  %198 = shl i64 %197, 1, !dbg !41
  %199 = add i64 %198, %46, !dbg !41
  %200 = sub nsw i32 %5, %194, !dbg !41
  %201 = tail call i32 @llvm.smax.i32(i32 %200, i32 0), !dbg !41
  %202 = tail call i32 @llvm.fshl.i32(i32 %51, i32 %201, i32 16), !dbg !41
  %203 = trunc i64 %199 to i32, !dbg !41
  %204 = lshr i64 %199, 32, !dbg !41
  %205 = trunc nuw i64 %204 to i32, !dbg !41
  %206 = insertelement <4 x i32> <i32 poison, i32 undef, i32 undef, i32 undef>, i32 %195, i64 0, !dbg !41
  %207 = and i32 %202, 32767, !dbg !41
  %208 = lshr i32 %202, 16, !dbg !41
  %gep = getelementptr i8, ptr addrspace(3) %58, i32 %.idx, !dbg !41
  %.reass = add nsw i32 %208, %invariant.op
  %209 = tail call i32 @llvm.smax.i32(i32 %.reass, i32 0), !dbg !41
  %210 = ptrtoint ptr addrspace(3) %gep to i32, !dbg !41
  %211 = insertelement <4 x i32> %206, i32 %210, i64 1, !dbg !41
  %212 = insertelement <4 x i32> %211, i32 %203, i64 2, !dbg !41
  %213 = insertelement <4 x i32> %212, i32 %205, i64 3, !dbg !41
  %214 = bitcast <4 x i32> %213 to <2 x i64>, !dbg !41
  %215 = extractelement <2 x i64> %214, i64 1, !dbg !41
  %216 = add i64 %215, %67, !dbg !41
  %217 = insertelement <2 x i64> %214, i64 %216, i64 1, !dbg !41
  %218 = bitcast <2 x i64> %217 to <4 x i32>, !dbg !41
  %219 = shl i32 %201, 16, !dbg !41
  %220 = shl i32 %209, 16, !dbg !41
  %221 = or disjoint i32 %220, %207, !dbg !41
  %222 = lshr i32 %209, 16, !dbg !41
  %223 = ptrtoint ptr addrspace(3) %193 to i32, !dbg !41
  %224 = lshr exact i32 %223, 3, !dbg !41
  %225 = and i32 %224, 65535, !dbg !41
  %226 = or disjoint i32 %219, %225, !dbg !41
  %227 = or disjoint i32 %222, 2097152, !dbg !41
  %228 = insertelement <8 x i32> %159, i32 %226, i64 1, !dbg !41
  %229 = insertelement <8 x i32> %228, i32 %221, i64 2, !dbg !41
  %230 = insertelement <8 x i32> %229, i32 %227, i64 3, !dbg !41
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %218, <8 x i32> %230, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !41
  %.idx3 = mul nuw nsw i32 %191, 2560, !dbg !42
  %231 = mul i64 %91, %196, !dbg !43
  %232 = add i64 %231, %92, !dbg !43
  %233 = shl i64 %232, 1, !dbg !43
  %234 = add i64 %233, %95, !dbg !43
  %235 = sub nsw i32 %98, %194, !dbg !43
  %236 = tail call i32 @llvm.smax.i32(i32 %235, i32 0), !dbg !43
  %237 = tail call i32 @llvm.fshl.i32(i32 %236, i32 %106, i32 16), !dbg !43
  %238 = trunc i64 %234 to i32, !dbg !43
  %239 = lshr i64 %234, 32, !dbg !43
  %240 = trunc nuw i64 %239 to i32, !dbg !43
  %241 = and i32 %237, 32767, !dbg !43
  %242 = lshr i32 %237, 16, !dbg !43
  %243 = and i32 %236, 2147418112, !dbg !43
  %244 = or disjoint i32 %242, %243, !dbg !43
  %gep9 = getelementptr i8, ptr addrspace(3) %116, i32 %.idx3, !dbg !43
  %245 = sub nsw i32 %244, %115, !dbg !43
  %246 = tail call i32 @llvm.smax.i32(i32 %245, i32 0), !dbg !43
  %247 = ptrtoint ptr addrspace(3) %gep9 to i32, !dbg !43
  %248 = insertelement <4 x i32> %206, i32 %247, i64 1, !dbg !43
  %249 = insertelement <4 x i32> %248, i32 %238, i64 2, !dbg !43
  %250 = insertelement <4 x i32> %249, i32 %240, i64 3, !dbg !43
  %251 = bitcast <4 x i32> %250 to <2 x i64>, !dbg !43
  %252 = extractelement <2 x i64> %251, i64 1, !dbg !43
  %253 = add i64 %252, %124, !dbg !43
  %254 = insertelement <2 x i64> %251, i64 %253, i64 1, !dbg !43
  %255 = bitcast <2 x i64> %254 to <4 x i32>, !dbg !43
  %256 = shl i32 %246, 16, !dbg !43
  %257 = or disjoint i32 %256, %241, !dbg !43
  %258 = lshr i32 %246, 16, !dbg !43
  %259 = or disjoint i32 %225, %130, !dbg !43
  %260 = or disjoint i32 %258, 2097152, !dbg !43
  %261 = insertelement <8 x i32> %161, i32 %259, i64 1, !dbg !43
  %262 = insertelement <8 x i32> %261, i32 %257, i64 2, !dbg !43
  %263 = insertelement <8 x i32> %262, i32 %260, i64 3, !dbg !43
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %255, <8 x i32> %263, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !43
  %.idx4 = mul nuw nsw i32 %180, 5120, !dbg !44
  %gep15 = getelementptr i8, ptr addrspace(3) %invariant.gep14, i32 %.idx4, !dbg !44
  %264 = load <8 x half>, ptr addrspace(3) %gep15, align 16, !dbg !44
  %265 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep15, i32 32, !dbg !44
  %266 = load <8 x half>, ptr addrspace(3) %265, align 16, !dbg !44
  %.idx5 = mul nuw nsw i32 %180, 2560, !dbg !45
  %gep19 = getelementptr i8, ptr addrspace(3) %invariant.gep18, i32 %.idx5, !dbg !45
  %267 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep19), !dbg !45
  %268 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep19, i32 1280, !dbg !45
  %269 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) nonnull %268), !dbg !45
  %270 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep19, i32 32, !dbg !45
  %271 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) nonnull %270), !dbg !45
  %272 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep19, i32 1312, !dbg !45
  %273 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) nonnull %272), !dbg !45
  %274 = insertelement <8 x float> poison, float %163, i64 0, !dbg !46
  %275 = insertelement <8 x float> %274, float %164, i64 1, !dbg !46
  %276 = insertelement <8 x float> %275, float %165, i64 2, !dbg !46
  %277 = insertelement <8 x float> %276, float %166, i64 3, !dbg !46
  %278 = insertelement <8 x float> %277, float %167, i64 4, !dbg !46
  %279 = insertelement <8 x float> %278, float %168, i64 5, !dbg !46
  %280 = insertelement <8 x float> %279, float %169, i64 6, !dbg !46
  %281 = insertelement <8 x float> %280, float %170, i64 7, !dbg !46
  %282 = shufflevector <8 x half> %264, <8 x half> %266, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !46
  %283 = shufflevector <8 x half> %267, <8 x half> %269, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !46
  %284 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %283, <16 x half> %282, i16 0, <8 x float> %281, i1 false, i1 false), !dbg !46
  %285 = extractelement <8 x float> %284, i64 0, !dbg !46
  %286 = extractelement <8 x float> %284, i64 1, !dbg !46
  %287 = extractelement <8 x float> %284, i64 2, !dbg !46
  %288 = extractelement <8 x float> %284, i64 3, !dbg !46
  %289 = extractelement <8 x float> %284, i64 4, !dbg !46
  %290 = extractelement <8 x float> %284, i64 5, !dbg !46
  %291 = extractelement <8 x float> %284, i64 6, !dbg !46
  %292 = extractelement <8 x float> %284, i64 7, !dbg !46
  %293 = insertelement <8 x float> poison, float %171, i64 0, !dbg !46
  %294 = insertelement <8 x float> %293, float %172, i64 1, !dbg !46
  %295 = insertelement <8 x float> %294, float %173, i64 2, !dbg !46
  %296 = insertelement <8 x float> %295, float %174, i64 3, !dbg !46
  %297 = insertelement <8 x float> %296, float %175, i64 4, !dbg !46
  %298 = insertelement <8 x float> %297, float %176, i64 5, !dbg !46
  %299 = insertelement <8 x float> %298, float %177, i64 6, !dbg !46
  %300 = insertelement <8 x float> %299, float %178, i64 7, !dbg !46
  %301 = shufflevector <8 x half> %271, <8 x half> %273, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !46
  %302 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %301, <16 x half> %282, i16 0, <8 x float> %300, i1 false, i1 false), !dbg !46
  %303 = extractelement <8 x float> %302, i64 0, !dbg !46
  %304 = extractelement <8 x float> %302, i64 1, !dbg !46
  %305 = extractelement <8 x float> %302, i64 2, !dbg !46
  %306 = extractelement <8 x float> %302, i64 3, !dbg !46
  %307 = extractelement <8 x float> %302, i64 4, !dbg !46
  %308 = extractelement <8 x float> %302, i64 5, !dbg !46
  %309 = extractelement <8 x float> %302, i64 6, !dbg !46
  %310 = extractelement <8 x float> %302, i64 7, !dbg !46
  %exitcond.not = icmp eq i32 %190, %34, !dbg !29
  br i1 %exitcond.not, label %._crit_edge, label %162, !dbg !29

._crit_edge:                                      ; preds = %189, %32
  %311 = phi float [ 0.000000e+00, %32 ], [ %285, %189 ], !dbg !47
  %312 = phi float [ 0.000000e+00, %32 ], [ %286, %189 ], !dbg !47
  %313 = phi float [ 0.000000e+00, %32 ], [ %287, %189 ], !dbg !47
  %314 = phi float [ 0.000000e+00, %32 ], [ %288, %189 ], !dbg !47
  %315 = phi float [ 0.000000e+00, %32 ], [ %289, %189 ], !dbg !47
  %316 = phi float [ 0.000000e+00, %32 ], [ %290, %189 ], !dbg !47
  %317 = phi float [ 0.000000e+00, %32 ], [ %291, %189 ], !dbg !47
  %318 = phi float [ 0.000000e+00, %32 ], [ %292, %189 ], !dbg !47
  %319 = phi float [ 0.000000e+00, %32 ], [ %303, %189 ], !dbg !47
  %320 = phi float [ 0.000000e+00, %32 ], [ %304, %189 ], !dbg !47
  %321 = phi float [ 0.000000e+00, %32 ], [ %305, %189 ], !dbg !47
  %322 = phi float [ 0.000000e+00, %32 ], [ %306, %189 ], !dbg !47
  %323 = phi float [ 0.000000e+00, %32 ], [ %307, %189 ], !dbg !47
  %324 = phi float [ 0.000000e+00, %32 ], [ %308, %189 ], !dbg !47
  %325 = phi float [ 0.000000e+00, %32 ], [ %309, %189 ], !dbg !47
  %326 = phi float [ 0.000000e+00, %32 ], [ %310, %189 ], !dbg !47
  %327 = and i32 %26, 15, !dbg !48
  %328 = shl i32 %9, 4, !dbg !48
  %329 = and i32 %328, 48, !dbg !48
  %330 = or disjoint i32 %329, %327, !dbg !49
  %331 = or disjoint i32 %330, %35, !dbg !49
  %332 = lshr i32 %26, 1, !dbg !12
  %333 = and i32 %332, 8, !dbg !12
  %334 = or disjoint i32 %333, %85, !dbg !50
  %335 = or disjoint i32 %334, 16, !dbg !50
  %336 = icmp slt i32 %331, %3, !dbg !51
  %337 = icmp slt i32 %334, %4, !dbg !52
  %338 = icmp slt i32 %335, %4, !dbg !52
  %339 = and i1 %336, %337, !dbg !53
  %340 = and i1 %336, %338, !dbg !53
  %341 = mul i32 %4, %331, !dbg !54
  %342 = sext i32 %341 to i64, !dbg !55
  %343 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %342, !dbg !55
  %344 = sext i32 %335 to i64, !dbg !55
  %345 = getelementptr [2 x i8], ptr addrspace(1) %343, i64 %344, !dbg !55
  %346 = insertelement <2 x float> poison, float %319, i64 0, !dbg !56
  %347 = insertelement <2 x float> %346, float %320, i64 1, !dbg !56
  %348 = fptrunc <2 x float> %347 to <2 x half>, !dbg !56
  %349 = insertelement <2 x float> poison, float %321, i64 0, !dbg !56
  %350 = insertelement <2 x float> %349, float %322, i64 1, !dbg !56
  %351 = fptrunc <2 x float> %350 to <2 x half>, !dbg !56
  %352 = insertelement <2 x float> poison, float %323, i64 0, !dbg !56
  %353 = insertelement <2 x float> %352, float %324, i64 1, !dbg !56
  %354 = fptrunc <2 x float> %353 to <2 x half>, !dbg !56
  %355 = insertelement <2 x float> poison, float %325, i64 0, !dbg !56
  %356 = insertelement <2 x float> %355, float %326, i64 1, !dbg !56
  %357 = fptrunc <2 x float> %356 to <2 x half>, !dbg !56
  br i1 %339, label %358, label %378, !dbg !57

358:                                              ; preds = %._crit_edge
  %359 = insertelement <2 x float> poison, float %311, i64 0, !dbg !56
  %360 = insertelement <2 x float> %359, float %312, i64 1, !dbg !56
  %361 = fptrunc <2 x float> %360 to <2 x half>, !dbg !56
  %362 = insertelement <2 x float> poison, float %313, i64 0, !dbg !56
  %363 = insertelement <2 x float> %362, float %314, i64 1, !dbg !56
  %364 = fptrunc <2 x float> %363 to <2 x half>, !dbg !56
  %365 = shufflevector <2 x half> %361, <2 x half> %364, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !57
  %366 = insertelement <2 x float> poison, float %315, i64 0, !dbg !56
  %367 = insertelement <2 x float> %366, float %316, i64 1, !dbg !56
  %368 = fptrunc <2 x float> %367 to <2 x half>, !dbg !56
  %369 = shufflevector <2 x half> %368, <2 x half> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !56
  %370 = shufflevector <8 x half> %365, <8 x half> %369, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 poison, i32 poison>, !dbg !57
  %371 = insertelement <2 x float> poison, float %317, i64 0, !dbg !56
  %372 = insertelement <2 x float> %371, float %318, i64 1, !dbg !56
  %373 = fptrunc <2 x float> %372 to <2 x half>, !dbg !56
  %374 = shufflevector <2 x half> %373, <2 x half> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !56
  %375 = shufflevector <8 x half> %370, <8 x half> %374, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 8, i32 9>, !dbg !57
  %376 = sext i32 %334 to i64, !dbg !55
  %377 = getelementptr [2 x i8], ptr addrspace(1) %343, i64 %376, !dbg !55
  store <8 x half> %375, ptr addrspace(1) %377, align 16, !dbg !57
  br label %378, !dbg !57

378:                                              ; preds = %358, %._crit_edge
  br i1 %340, label %379, label %385, !dbg !57

379:                                              ; preds = %378
  %380 = shufflevector <2 x half> %348, <2 x half> %351, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>
  %381 = shufflevector <2 x half> %354, <2 x half> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %382 = shufflevector <8 x half> %380, <8 x half> %381, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 poison, i32 poison>
  %383 = shufflevector <2 x half> %357, <2 x half> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %384 = shufflevector <8 x half> %382, <8 x half> %383, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 8, i32 9>
  store <8 x half> %384, ptr addrspace(1) %345, align 16, !dbg !57
  br label %385, !dbg !57

385:                                              ; preds = %379, %378
  ret void, !dbg !58
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.wave.id() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.amdgcn.tensor.load.to.lds(<4 x i32>, <8 x i32>, <4 x i32>, <4 x i32>, <8 x i32>, i32 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.amdgcn.s.sleep(i32 immarg) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(argmem: read)
declare <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) captures(none)) #6

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half>, <16 x half>, i16 immarg, <8 x float>, i1 immarg, i1 immarg) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #8

attributes #0 = { norecurse nounwind "amdgpu-cluster-dims"="1,1,1" "amdgpu-expert-scheduling-mode"="true" "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "amdgpu-sched-strategy"="coexec" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn memory(argmem: read) }
attributes #7 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "/work/wt/tdm/tests/triton/gfx1250")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "barrier_matmul_kernel", linkageName: "barrier_matmul_kernel", scope: !1, file: !1, line: 206, type: !5, scopeLine: 206, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !7, !9, !9, !9, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 251, column: 25, scope: !4)
!13 = !DILocation(line: 212, column: 13, scope: !4)
!14 = !DILocation(line: 213, column: 13, scope: !4)
!15 = !DILocation(line: 220, column: 14, scope: !4)
!16 = !DILocation(line: 235, column: 9, scope: !4)
!17 = !DILocation(line: 222, column: 14, scope: !4)
!18 = !DILocation(line: 231, column: 9, scope: !4)
!19 = !{!"amdgpu-synchronize-as", !"local"}
!20 = !DILocation(line: 43, column: 13, scope: !21, inlinedAt: !23)
!21 = distinct !DILexicalBlockFile(scope: !4, file: !22, discriminator: 0)
!22 = !DIFile(filename: "standard.py", directory: "/work/main/.venv/lib/python3.11/site-packages/triton/language")
!23 = !DILocation(line: 232, column: 13, scope: !24)
!24 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!25 = !DILocation(line: 43, column: 12, scope: !21, inlinedAt: !23)
!26 = !DILocation(line: 234, column: 33, scope: !4)
!27 = !DILocation(line: 234, column: 9, scope: !4)
!28 = !DILocation(line: 235, column: 41, scope: !4)
!29 = !DILocation(line: 237, column: 5, scope: !4)
!30 = !DILocation(line: 238, column: 16, scope: !4)
!31 = !DILocation(line: 239, column: 31, scope: !4)
!32 = !DILocation(line: 239, column: 50, scope: !4)
!33 = !DILocation(line: 239, column: 9, scope: !4)
!34 = !DILocation(line: 240, column: 9, scope: !4)
!35 = !DILocation(line: 241, column: 14, scope: !4)
!36 = !DILocation(line: 242, column: 17, scope: !4)
!37 = !DILocation(line: 244, column: 29, scope: !4)
!38 = !DILocation(line: 244, column: 50, scope: !4)
!39 = !DILocation(line: 243, column: 45, scope: !4)
!40 = !DILocation(line: 243, column: 55, scope: !4)
!41 = !DILocation(line: 243, column: 9, scope: !4)
!42 = !DILocation(line: 245, column: 55, scope: !4)
!43 = !DILocation(line: 245, column: 9, scope: !4)
!44 = !DILocation(line: 247, column: 13, scope: !4)
!45 = !DILocation(line: 248, column: 13, scope: !4)
!46 = !DILocation(line: 249, column: 15, scope: !4)
!47 = !DILocation(line: 236, column: 11, scope: !4)
!48 = !DILocation(line: 250, column: 25, scope: !4)
!49 = !DILocation(line: 250, column: 12, scope: !4)
!50 = !DILocation(line: 251, column: 12, scope: !4)
!51 = !DILocation(line: 252, column: 13, scope: !4)
!52 = !DILocation(line: 252, column: 35, scope: !4)
!53 = !DILocation(line: 252, column: 12, scope: !4)
!54 = !DILocation(line: 253, column: 24, scope: !4)
!55 = !DILocation(line: 253, column: 16, scope: !4)
!56 = !DILocation(line: 253, column: 59, scope: !4)
!57 = !DILocation(line: 253, column: 5, scope: !4)
!58 = !DILocation(line: 206, column: 1, scope: !4)
