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
  %143 = sub nsw i32 %142, %57
  %144 = shl nuw nsw i32 %26, 6
  %145 = and i32 %144, 960
  %146 = shl i32 %9, 10
  %147 = and i32 %146, 3072
  %148 = and i32 %26, 16
  %149 = or disjoint i32 %145, %147
  %150 = lshr exact i32 %149, 2
  %invariant.gep10 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %149, !dbg !29
  %invariant.gep12 = getelementptr i8, ptr addrspace(3) %invariant.gep10, i32 %148, !dbg !29
  %invariant.gep14 = getelementptr i8, ptr addrspace(3) %invariant.gep12, i32 %150, !dbg !29
  %151 = and i32 %144, 448
  %152 = shl nuw nsw i32 %26, 1
  %153 = and i32 %152, 16
  %154 = shl nuw nsw i32 %148, 5
  %155 = or disjoint i32 %153, %154
  %156 = or disjoint i32 %155, %151
  %157 = lshr exact i32 %156, 2
  %158 = and i32 %157, 240
  %invariant.gep16 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10224), i32 %156, !dbg !29
  %invariant.gep18 = getelementptr i8, ptr addrspace(3) %invariant.gep16, i32 %158, !dbg !29
  %159 = insertelement <8 x i32> <i32 114622464, i32 poison, i32 poison, i32 poison, i32 16, i32 poison, i32 poison, i32 0>, i32 %5, i64 5
  %160 = insertelement <8 x i32> %159, i32 %12, i64 6
  %161 = insertelement <8 x i32> <i32 114622464, i32 poison, i32 poison, i32 poison, i32 8, i32 poison, i32 poison, i32 0>, i32 %4, i64 5
  %162 = insertelement <8 x i32> %161, i32 %19, i64 6
  br label %163, !dbg !29

163:                                              ; preds = %.lr.ph, %190
  %164 = phi float [ 0.000000e+00, %.lr.ph ], [ %287, %190 ]
  %165 = phi float [ 0.000000e+00, %.lr.ph ], [ %288, %190 ]
  %166 = phi float [ 0.000000e+00, %.lr.ph ], [ %289, %190 ]
  %167 = phi float [ 0.000000e+00, %.lr.ph ], [ %290, %190 ]
  %168 = phi float [ 0.000000e+00, %.lr.ph ], [ %291, %190 ]
  %169 = phi float [ 0.000000e+00, %.lr.ph ], [ %292, %190 ]
  %170 = phi float [ 0.000000e+00, %.lr.ph ], [ %293, %190 ]
  %171 = phi float [ 0.000000e+00, %.lr.ph ], [ %294, %190 ]
  %172 = phi float [ 0.000000e+00, %.lr.ph ], [ %305, %190 ]
  %173 = phi float [ 0.000000e+00, %.lr.ph ], [ %306, %190 ]
  %174 = phi float [ 0.000000e+00, %.lr.ph ], [ %307, %190 ]
  %175 = phi float [ 0.000000e+00, %.lr.ph ], [ %308, %190 ]
  %176 = phi float [ 0.000000e+00, %.lr.ph ], [ %309, %190 ]
  %177 = phi float [ 0.000000e+00, %.lr.ph ], [ %310, %190 ]
  %178 = phi float [ 0.000000e+00, %.lr.ph ], [ %311, %190 ]
  %179 = phi float [ 0.000000e+00, %.lr.ph ], [ %312, %190 ]
  %180 = phi i32 [ 0, %.lr.ph ], [ %191, %190 ]
  %181 = and i32 %180, 1, !dbg !30
  %182 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15328), i32 %181, !dbg !31
  %183 = lshr i32 %180, 1, !dbg !32
  fence syncscope("workgroup") release, !dbg !33, !mmra !19
  tail call void @llvm.amdgcn.s.barrier(), !dbg !33
  fence syncscope("workgroup") acquire, !dbg !33, !mmra !19
  br label %184, !dbg !33

184:                                              ; preds = %184, %163
  tail call void @llvm.amdgcn.s.sleep(i32 1), !dbg !33
  %185 = load i64, ptr addrspace(3) %182, align 8, !dbg !33
  %186 = trunc i64 %185 to i32, !dbg !33
  %187 = lshr i32 %186, 29, !dbg !33
  %188 = xor i32 %187, %183, !dbg !33
  %189 = and i32 %188, 1, !dbg !33
  %.not = icmp eq i32 %189, 0, !dbg !33
  br i1 %.not, label %184, label %190, !dbg !33

190:                                              ; preds = %184
  fence syncscope("workgroup") release, !dbg !34
  tail call void @llvm.amdgcn.s.barrier(), !dbg !34
  fence syncscope("workgroup") acquire, !dbg !34
  %191 = add nuw nsw i32 %180, 1, !dbg !35
  %192 = and i32 %191, 1, !dbg !36
  %193 = icmp slt i32 %191, %34, !dbg !37
  %194 = getelementptr [8 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15328), i32 %192, !dbg !38
  %195 = shl nuw nsw i32 %191, 5, !dbg !39
  %.idx = mul nuw nsw i32 %192, 5120, !dbg !40
  %196 = zext i1 %193 to i32, !dbg !41
  %197 = zext nneg i32 %195 to i64, !dbg !41
  %198 = add i64 %43, %197, !dbg !41
  %199 = shl i64 %198, 1, !dbg !41
  %200 = add i64 %199, %46, !dbg !41
  %201 = sub nsw i32 %5, %195, !dbg !41
  %202 = tail call i32 @llvm.smax.i32(i32 %201, i32 0), !dbg !41
  %203 = tail call i32 @llvm.fshl.i32(i32 %51, i32 %202, i32 16), !dbg !41
  %204 = trunc i64 %200 to i32, !dbg !41
  %205 = lshr i64 %200, 32, !dbg !41
  %206 = trunc nuw i64 %205 to i32, !dbg !41
  %207 = insertelement <4 x i32> <i32 poison, i32 undef, i32 undef, i32 undef>, i32 %196, i64 0, !dbg !41
  %208 = and i32 %203, 32767, !dbg !41
  %209 = lshr i32 %203, 16, !dbg !41
  %gep = getelementptr i8, ptr addrspace(3) %58, i32 %.idx, !dbg !41
  %210 = add nsw i32 %143, %209, !dbg !41
  %211 = tail call i32 @llvm.smax.i32(i32 %210, i32 0), !dbg !41
  %212 = ptrtoint ptr addrspace(3) %gep to i32, !dbg !41
  %213 = insertelement <4 x i32> %207, i32 %212, i64 1, !dbg !41
  %214 = insertelement <4 x i32> %213, i32 %204, i64 2, !dbg !41
  %215 = insertelement <4 x i32> %214, i32 %206, i64 3, !dbg !41
  %216 = bitcast <4 x i32> %215 to <2 x i64>, !dbg !41
  %217 = extractelement <2 x i64> %216, i64 1, !dbg !41
  %218 = add i64 %217, %67, !dbg !41
  %219 = insertelement <2 x i64> %216, i64 %218, i64 1, !dbg !41
  %220 = bitcast <2 x i64> %219 to <4 x i32>, !dbg !41
  %221 = shl i32 %202, 16, !dbg !41
  %222 = shl i32 %211, 16, !dbg !41
  %223 = or disjoint i32 %222, %208, !dbg !41
  %224 = lshr i32 %211, 16, !dbg !41
  %225 = ptrtoint ptr addrspace(3) %194 to i32, !dbg !41
  %226 = lshr exact i32 %225, 3, !dbg !41
  %227 = and i32 %226, 65535, !dbg !41
  %228 = or disjoint i32 %221, %227, !dbg !41
  %229 = or disjoint i32 %224, 2097152, !dbg !41
  %230 = insertelement <8 x i32> %160, i32 %228, i64 1, !dbg !41
  %231 = insertelement <8 x i32> %230, i32 %223, i64 2, !dbg !41
  %232 = insertelement <8 x i32> %231, i32 %229, i64 3, !dbg !41
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %220, <8 x i32> %232, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !41
  %.idx3 = mul nuw nsw i32 %192, 2560, !dbg !42
  %233 = mul i64 %91, %197, !dbg !43
  %234 = add i64 %233, %92, !dbg !43
  %235 = shl i64 %234, 1, !dbg !43
  %236 = add i64 %235, %95, !dbg !43
  %237 = sub nsw i32 %98, %195, !dbg !43
  %238 = tail call i32 @llvm.smax.i32(i32 %237, i32 0), !dbg !43
  %239 = tail call i32 @llvm.fshl.i32(i32 %238, i32 %106, i32 16), !dbg !43
  %240 = trunc i64 %236 to i32, !dbg !43
  %241 = lshr i64 %236, 32, !dbg !43
  %242 = trunc nuw i64 %241 to i32, !dbg !43
  %243 = and i32 %239, 32767, !dbg !43
  %244 = lshr i32 %239, 16, !dbg !43
  %245 = and i32 %238, 2147418112, !dbg !43
  %246 = or disjoint i32 %244, %245, !dbg !43
  %gep9 = getelementptr i8, ptr addrspace(3) %116, i32 %.idx3, !dbg !43
  %247 = sub nsw i32 %246, %115, !dbg !43
  %248 = tail call i32 @llvm.smax.i32(i32 %247, i32 0), !dbg !43
  %249 = ptrtoint ptr addrspace(3) %gep9 to i32, !dbg !43
  %250 = insertelement <4 x i32> %207, i32 %249, i64 1, !dbg !43
  %251 = insertelement <4 x i32> %250, i32 %240, i64 2, !dbg !43
  %252 = insertelement <4 x i32> %251, i32 %242, i64 3, !dbg !43
  %253 = bitcast <4 x i32> %252 to <2 x i64>, !dbg !43
  %254 = extractelement <2 x i64> %253, i64 1, !dbg !43
  %255 = add i64 %254, %124, !dbg !43
  %256 = insertelement <2 x i64> %253, i64 %255, i64 1, !dbg !43
  %257 = bitcast <2 x i64> %256 to <4 x i32>, !dbg !43
  %258 = shl i32 %248, 16, !dbg !43
  %259 = or disjoint i32 %258, %243, !dbg !43
  %260 = lshr i32 %248, 16, !dbg !43
  %261 = or disjoint i32 %227, %130, !dbg !43
  %262 = or disjoint i32 %260, 2097152, !dbg !43
  %263 = insertelement <8 x i32> %162, i32 %261, i64 1, !dbg !43
  %264 = insertelement <8 x i32> %263, i32 %259, i64 2, !dbg !43
  %265 = insertelement <8 x i32> %264, i32 %262, i64 3, !dbg !43
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %257, <8 x i32> %265, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !43
  %.idx4 = mul nuw nsw i32 %181, 5120, !dbg !44
  %gep15 = getelementptr i8, ptr addrspace(3) %invariant.gep14, i32 %.idx4, !dbg !44
  %266 = load <8 x half>, ptr addrspace(3) %gep15, align 16, !dbg !44
  %267 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep15, i32 32, !dbg !44
  %268 = load <8 x half>, ptr addrspace(3) %267, align 16, !dbg !44
  %.idx5 = mul nuw nsw i32 %181, 2560, !dbg !45
  %gep19 = getelementptr i8, ptr addrspace(3) %invariant.gep18, i32 %.idx5, !dbg !45
  %269 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep19), !dbg !45
  %270 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep19, i32 1280, !dbg !45
  %271 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) nonnull %270), !dbg !45
  %272 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep19, i32 32, !dbg !45
  %273 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) nonnull %272), !dbg !45
  %274 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep19, i32 1312, !dbg !45
  %275 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) nonnull %274), !dbg !45
  %276 = insertelement <8 x float> poison, float %164, i64 0, !dbg !46
  %277 = insertelement <8 x float> %276, float %165, i64 1, !dbg !46
  %278 = insertelement <8 x float> %277, float %166, i64 2, !dbg !46
  %279 = insertelement <8 x float> %278, float %167, i64 3, !dbg !46
  %280 = insertelement <8 x float> %279, float %168, i64 4, !dbg !46
  %281 = insertelement <8 x float> %280, float %169, i64 5, !dbg !46
  %282 = insertelement <8 x float> %281, float %170, i64 6, !dbg !46
  %283 = insertelement <8 x float> %282, float %171, i64 7, !dbg !46
  %284 = shufflevector <8 x half> %266, <8 x half> %268, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !46
  %285 = shufflevector <8 x half> %269, <8 x half> %271, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !46
  %286 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %285, <16 x half> %284, i16 0, <8 x float> %283, i1 false, i1 false), !dbg !46
  %287 = extractelement <8 x float> %286, i64 0, !dbg !46
  %288 = extractelement <8 x float> %286, i64 1, !dbg !46
  %289 = extractelement <8 x float> %286, i64 2, !dbg !46
  %290 = extractelement <8 x float> %286, i64 3, !dbg !46
  %291 = extractelement <8 x float> %286, i64 4, !dbg !46
  %292 = extractelement <8 x float> %286, i64 5, !dbg !46
  %293 = extractelement <8 x float> %286, i64 6, !dbg !46
  %294 = extractelement <8 x float> %286, i64 7, !dbg !46
  %295 = insertelement <8 x float> poison, float %172, i64 0, !dbg !46
  %296 = insertelement <8 x float> %295, float %173, i64 1, !dbg !46
  %297 = insertelement <8 x float> %296, float %174, i64 2, !dbg !46
  %298 = insertelement <8 x float> %297, float %175, i64 3, !dbg !46
  %299 = insertelement <8 x float> %298, float %176, i64 4, !dbg !46
  %300 = insertelement <8 x float> %299, float %177, i64 5, !dbg !46
  %301 = insertelement <8 x float> %300, float %178, i64 6, !dbg !46
  %302 = insertelement <8 x float> %301, float %179, i64 7, !dbg !46
  %303 = shufflevector <8 x half> %273, <8 x half> %275, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !46
  %304 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %303, <16 x half> %284, i16 0, <8 x float> %302, i1 false, i1 false), !dbg !46
  %305 = extractelement <8 x float> %304, i64 0, !dbg !46
  %306 = extractelement <8 x float> %304, i64 1, !dbg !46
  %307 = extractelement <8 x float> %304, i64 2, !dbg !46
  %308 = extractelement <8 x float> %304, i64 3, !dbg !46
  %309 = extractelement <8 x float> %304, i64 4, !dbg !46
  %310 = extractelement <8 x float> %304, i64 5, !dbg !46
  %311 = extractelement <8 x float> %304, i64 6, !dbg !46
  %312 = extractelement <8 x float> %304, i64 7, !dbg !46
  %exitcond.not = icmp eq i32 %191, %34, !dbg !29
  br i1 %exitcond.not, label %._crit_edge, label %163, !dbg !29

._crit_edge:                                      ; preds = %190, %32
  %313 = phi float [ 0.000000e+00, %32 ], [ %287, %190 ], !dbg !47
  %314 = phi float [ 0.000000e+00, %32 ], [ %288, %190 ], !dbg !47
  %315 = phi float [ 0.000000e+00, %32 ], [ %289, %190 ], !dbg !47
  %316 = phi float [ 0.000000e+00, %32 ], [ %290, %190 ], !dbg !47
  %317 = phi float [ 0.000000e+00, %32 ], [ %291, %190 ], !dbg !47
  %318 = phi float [ 0.000000e+00, %32 ], [ %292, %190 ], !dbg !47
  %319 = phi float [ 0.000000e+00, %32 ], [ %293, %190 ], !dbg !47
  %320 = phi float [ 0.000000e+00, %32 ], [ %294, %190 ], !dbg !47
  %321 = phi float [ 0.000000e+00, %32 ], [ %305, %190 ], !dbg !47
  %322 = phi float [ 0.000000e+00, %32 ], [ %306, %190 ], !dbg !47
  %323 = phi float [ 0.000000e+00, %32 ], [ %307, %190 ], !dbg !47
  %324 = phi float [ 0.000000e+00, %32 ], [ %308, %190 ], !dbg !47
  %325 = phi float [ 0.000000e+00, %32 ], [ %309, %190 ], !dbg !47
  %326 = phi float [ 0.000000e+00, %32 ], [ %310, %190 ], !dbg !47
  %327 = phi float [ 0.000000e+00, %32 ], [ %311, %190 ], !dbg !47
  %328 = phi float [ 0.000000e+00, %32 ], [ %312, %190 ], !dbg !47
  %329 = and i32 %26, 15, !dbg !48
  %330 = shl i32 %9, 4, !dbg !48
  %331 = and i32 %330, 48, !dbg !48
  %332 = or disjoint i32 %331, %329, !dbg !49
  %333 = or disjoint i32 %332, %35, !dbg !49
  %334 = lshr i32 %26, 1, !dbg !12
  %335 = and i32 %334, 8, !dbg !12
  %336 = or disjoint i32 %335, %85, !dbg !50
  %337 = or disjoint i32 %336, 1, !dbg !50
  %338 = or disjoint i32 %336, 2, !dbg !50
  %339 = or disjoint i32 %336, 3, !dbg !50
  %340 = or disjoint i32 %336, 4, !dbg !50
  %341 = or disjoint i32 %336, 5, !dbg !50
  %342 = or disjoint i32 %336, 6, !dbg !50
  %343 = or disjoint i32 %336, 7, !dbg !50
  %344 = or disjoint i32 %336, 16, !dbg !50
  %345 = or disjoint i32 %336, 17, !dbg !50
  %346 = or disjoint i32 %336, 18, !dbg !50
  %347 = or disjoint i32 %336, 19, !dbg !50
  %348 = or disjoint i32 %336, 20, !dbg !50
  %349 = or disjoint i32 %336, 21, !dbg !50
  %350 = or disjoint i32 %336, 22, !dbg !50
  %351 = or disjoint i32 %336, 23, !dbg !50
  %352 = icmp slt i32 %333, %3, !dbg !51
  %353 = icmp slt i32 %336, %4, !dbg !52
  %354 = icmp slt i32 %337, %4, !dbg !52
  %355 = icmp slt i32 %338, %4, !dbg !52
  %356 = icmp slt i32 %339, %4, !dbg !52
  %357 = icmp slt i32 %340, %4, !dbg !52
  %358 = icmp slt i32 %341, %4, !dbg !52
  %359 = icmp slt i32 %342, %4, !dbg !52
  %360 = icmp slt i32 %343, %4, !dbg !52
  %361 = icmp slt i32 %344, %4, !dbg !52
  %362 = icmp slt i32 %345, %4, !dbg !52
  %363 = icmp slt i32 %346, %4, !dbg !52
  %364 = icmp slt i32 %347, %4, !dbg !52
  %365 = icmp slt i32 %348, %4, !dbg !52
  %366 = icmp slt i32 %349, %4, !dbg !52
  %367 = icmp slt i32 %350, %4, !dbg !52
  %368 = icmp slt i32 %351, %4, !dbg !52
  %369 = and i1 %352, %353, !dbg !53
  %370 = and i1 %352, %354, !dbg !53
  %371 = and i1 %352, %355, !dbg !53
  %372 = and i1 %352, %356, !dbg !53
  %373 = and i1 %352, %357, !dbg !53
  %374 = and i1 %352, %358, !dbg !53
  %375 = and i1 %352, %359, !dbg !53
  %376 = and i1 %352, %360, !dbg !53
  %377 = and i1 %352, %361, !dbg !53
  %378 = and i1 %352, %362, !dbg !53
  %379 = and i1 %352, %363, !dbg !53
  %380 = and i1 %352, %364, !dbg !53
  %381 = and i1 %352, %365, !dbg !53
  %382 = and i1 %352, %366, !dbg !53
  %383 = and i1 %352, %367, !dbg !53
  %384 = and i1 %352, %368, !dbg !53
  %385 = mul i32 %4, %333, !dbg !54
  %386 = sext i32 %385 to i64, !dbg !55
  %387 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %386, !dbg !55
  %388 = sext i32 %337 to i64, !dbg !55
  %389 = getelementptr [2 x i8], ptr addrspace(1) %387, i64 %388, !dbg !55
  %390 = sext i32 %338 to i64, !dbg !55
  %391 = getelementptr [2 x i8], ptr addrspace(1) %387, i64 %390, !dbg !55
  %392 = sext i32 %339 to i64, !dbg !55
  %393 = getelementptr [2 x i8], ptr addrspace(1) %387, i64 %392, !dbg !55
  %394 = sext i32 %340 to i64, !dbg !55
  %395 = getelementptr [2 x i8], ptr addrspace(1) %387, i64 %394, !dbg !55
  %396 = sext i32 %341 to i64, !dbg !55
  %397 = getelementptr [2 x i8], ptr addrspace(1) %387, i64 %396, !dbg !55
  %398 = sext i32 %342 to i64, !dbg !55
  %399 = getelementptr [2 x i8], ptr addrspace(1) %387, i64 %398, !dbg !55
  %400 = sext i32 %343 to i64, !dbg !55
  %401 = getelementptr [2 x i8], ptr addrspace(1) %387, i64 %400, !dbg !55
  %402 = sext i32 %344 to i64, !dbg !55
  %403 = getelementptr [2 x i8], ptr addrspace(1) %387, i64 %402, !dbg !55
  %404 = sext i32 %345 to i64, !dbg !55
  %405 = getelementptr [2 x i8], ptr addrspace(1) %387, i64 %404, !dbg !55
  %406 = sext i32 %346 to i64, !dbg !55
  %407 = getelementptr [2 x i8], ptr addrspace(1) %387, i64 %406, !dbg !55
  %408 = sext i32 %347 to i64, !dbg !55
  %409 = getelementptr [2 x i8], ptr addrspace(1) %387, i64 %408, !dbg !55
  %410 = sext i32 %348 to i64, !dbg !55
  %411 = getelementptr [2 x i8], ptr addrspace(1) %387, i64 %410, !dbg !55
  %412 = sext i32 %349 to i64, !dbg !55
  %413 = getelementptr [2 x i8], ptr addrspace(1) %387, i64 %412, !dbg !55
  %414 = sext i32 %350 to i64, !dbg !55
  %415 = getelementptr [2 x i8], ptr addrspace(1) %387, i64 %414, !dbg !55
  %416 = sext i32 %351 to i64, !dbg !55
  %417 = getelementptr [2 x i8], ptr addrspace(1) %387, i64 %416, !dbg !55
  %418 = insertelement <2 x float> poison, float %313, i64 0, !dbg !56
  %419 = insertelement <2 x float> %418, float %314, i64 1, !dbg !56
  %420 = fptrunc <2 x float> %419 to <2 x half>, !dbg !56
  %421 = insertelement <2 x float> poison, float %315, i64 0, !dbg !56
  %422 = insertelement <2 x float> %421, float %316, i64 1, !dbg !56
  %423 = fptrunc <2 x float> %422 to <2 x half>, !dbg !56
  %424 = insertelement <2 x float> poison, float %317, i64 0, !dbg !56
  %425 = insertelement <2 x float> %424, float %318, i64 1, !dbg !56
  %426 = fptrunc <2 x float> %425 to <2 x half>, !dbg !56
  %427 = insertelement <2 x float> poison, float %319, i64 0, !dbg !56
  %428 = insertelement <2 x float> %427, float %320, i64 1, !dbg !56
  %429 = fptrunc <2 x float> %428 to <2 x half>, !dbg !56
  %430 = insertelement <2 x float> poison, float %321, i64 0, !dbg !56
  %431 = insertelement <2 x float> %430, float %322, i64 1, !dbg !56
  %432 = fptrunc <2 x float> %431 to <2 x half>, !dbg !56
  %433 = insertelement <2 x float> poison, float %323, i64 0, !dbg !56
  %434 = insertelement <2 x float> %433, float %324, i64 1, !dbg !56
  %435 = fptrunc <2 x float> %434 to <2 x half>, !dbg !56
  %436 = insertelement <2 x float> poison, float %325, i64 0, !dbg !56
  %437 = insertelement <2 x float> %436, float %326, i64 1, !dbg !56
  %438 = fptrunc <2 x float> %437 to <2 x half>, !dbg !56
  %439 = insertelement <2 x float> poison, float %327, i64 0, !dbg !56
  %440 = insertelement <2 x float> %439, float %328, i64 1, !dbg !56
  %441 = fptrunc <2 x float> %440 to <2 x half>, !dbg !56
  br i1 %369, label %442, label %446, !dbg !57

442:                                              ; preds = %._crit_edge
  %443 = sext i32 %336 to i64
  %444 = getelementptr [2 x i8], ptr addrspace(1) %387, i64 %443
  %445 = shufflevector <2 x half> %420, <2 x half> poison, <1 x i32> zeroinitializer
  store <1 x half> %445, ptr addrspace(1) %444, align 2, !dbg !57
  br label %446, !dbg !57

446:                                              ; preds = %442, %._crit_edge
  br i1 %370, label %447, label %449, !dbg !57

447:                                              ; preds = %446
  %448 = shufflevector <2 x half> %420, <2 x half> poison, <1 x i32> <i32 1>
  store <1 x half> %448, ptr addrspace(1) %389, align 2, !dbg !57
  br label %449, !dbg !57

449:                                              ; preds = %447, %446
  br i1 %371, label %450, label %452, !dbg !57

450:                                              ; preds = %449
  %451 = shufflevector <2 x half> %423, <2 x half> poison, <1 x i32> zeroinitializer
  store <1 x half> %451, ptr addrspace(1) %391, align 2, !dbg !57
  br label %452, !dbg !57

452:                                              ; preds = %450, %449
  br i1 %372, label %453, label %455, !dbg !57

453:                                              ; preds = %452
  %454 = shufflevector <2 x half> %423, <2 x half> poison, <1 x i32> <i32 1>
  store <1 x half> %454, ptr addrspace(1) %393, align 2, !dbg !57
  br label %455, !dbg !57

455:                                              ; preds = %453, %452
  br i1 %373, label %456, label %458, !dbg !57

456:                                              ; preds = %455
  %457 = shufflevector <2 x half> %426, <2 x half> poison, <1 x i32> zeroinitializer
  store <1 x half> %457, ptr addrspace(1) %395, align 2, !dbg !57
  br label %458, !dbg !57

458:                                              ; preds = %456, %455
  br i1 %374, label %459, label %461, !dbg !57

459:                                              ; preds = %458
  %460 = shufflevector <2 x half> %426, <2 x half> poison, <1 x i32> <i32 1>
  store <1 x half> %460, ptr addrspace(1) %397, align 2, !dbg !57
  br label %461, !dbg !57

461:                                              ; preds = %459, %458
  br i1 %375, label %462, label %464, !dbg !57

462:                                              ; preds = %461
  %463 = shufflevector <2 x half> %429, <2 x half> poison, <1 x i32> zeroinitializer
  store <1 x half> %463, ptr addrspace(1) %399, align 2, !dbg !57
  br label %464, !dbg !57

464:                                              ; preds = %462, %461
  br i1 %376, label %465, label %467, !dbg !57

465:                                              ; preds = %464
  %466 = shufflevector <2 x half> %429, <2 x half> poison, <1 x i32> <i32 1>
  store <1 x half> %466, ptr addrspace(1) %401, align 2, !dbg !57
  br label %467, !dbg !57

467:                                              ; preds = %465, %464
  br i1 %377, label %468, label %470, !dbg !57

468:                                              ; preds = %467
  %469 = shufflevector <2 x half> %432, <2 x half> poison, <1 x i32> zeroinitializer
  store <1 x half> %469, ptr addrspace(1) %403, align 2, !dbg !57
  br label %470, !dbg !57

470:                                              ; preds = %468, %467
  br i1 %378, label %471, label %473, !dbg !57

471:                                              ; preds = %470
  %472 = shufflevector <2 x half> %432, <2 x half> poison, <1 x i32> <i32 1>
  store <1 x half> %472, ptr addrspace(1) %405, align 2, !dbg !57
  br label %473, !dbg !57

473:                                              ; preds = %471, %470
  br i1 %379, label %474, label %476, !dbg !57

474:                                              ; preds = %473
  %475 = shufflevector <2 x half> %435, <2 x half> poison, <1 x i32> zeroinitializer
  store <1 x half> %475, ptr addrspace(1) %407, align 2, !dbg !57
  br label %476, !dbg !57

476:                                              ; preds = %474, %473
  br i1 %380, label %477, label %479, !dbg !57

477:                                              ; preds = %476
  %478 = shufflevector <2 x half> %435, <2 x half> poison, <1 x i32> <i32 1>
  store <1 x half> %478, ptr addrspace(1) %409, align 2, !dbg !57
  br label %479, !dbg !57

479:                                              ; preds = %477, %476
  br i1 %381, label %480, label %482, !dbg !57

480:                                              ; preds = %479
  %481 = shufflevector <2 x half> %438, <2 x half> poison, <1 x i32> zeroinitializer
  store <1 x half> %481, ptr addrspace(1) %411, align 2, !dbg !57
  br label %482, !dbg !57

482:                                              ; preds = %480, %479
  br i1 %382, label %483, label %485, !dbg !57

483:                                              ; preds = %482
  %484 = shufflevector <2 x half> %438, <2 x half> poison, <1 x i32> <i32 1>
  store <1 x half> %484, ptr addrspace(1) %413, align 2, !dbg !57
  br label %485, !dbg !57

485:                                              ; preds = %483, %482
  br i1 %383, label %486, label %488, !dbg !57

486:                                              ; preds = %485
  %487 = shufflevector <2 x half> %441, <2 x half> poison, <1 x i32> zeroinitializer
  store <1 x half> %487, ptr addrspace(1) %415, align 2, !dbg !57
  br label %488, !dbg !57

488:                                              ; preds = %486, %485
  br i1 %384, label %489, label %491, !dbg !57

489:                                              ; preds = %488
  %490 = shufflevector <2 x half> %441, <2 x half> poison, <1 x i32> <i32 1>
  store <1 x half> %490, ptr addrspace(1) %417, align 2, !dbg !57
  br label %491, !dbg !57

491:                                              ; preds = %489, %488
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
