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
  %.idx26 = mul nuw nsw i32 %48, 640, !dbg !24
  %50 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9200), i32 %.idx26, !dbg !24
  %51 = sub nsw i32 %42, %49, !dbg !24
  %52 = tail call i32 @llvm.smax.i32(i32 %51, i32 0), !dbg !24
  %53 = ptrtoint ptr addrspace(3) %50 to i32, !dbg !24
  %54 = insertelement <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, i32 %53, i64 1, !dbg !24
  %55 = insertelement <4 x i32> %54, i32 %44, i64 2, !dbg !24
  %56 = insertelement <4 x i32> %55, i32 %46, i64 3, !dbg !24
  %57 = shl nuw nsw i32 %48, 4, !dbg !24
  %58 = zext nneg i32 %57 to i64, !dbg !24
  %59 = mul nuw nsw i64 %32, %58, !dbg !24
  %60 = bitcast <4 x i32> %56 to <2 x i64>, !dbg !24
  %61 = extractelement <2 x i64> %60, i64 1, !dbg !24
  %62 = add i64 %61, %59, !dbg !24
  %63 = insertelement <2 x i64> %60, i64 %62, i64 1, !dbg !24
  %64 = bitcast <2 x i64> %63 to <4 x i32>, !dbg !24
  %65 = shl i32 %43, 16, !dbg !24
  %66 = tail call i32 @llvm.fshl.i32(i32 %52, i32 %43, i32 16), !dbg !24
  %67 = lshr i32 %52, 16, !dbg !24
  %68 = or disjoint i32 %67, 2097152, !dbg !24
  %69 = insertelement <8 x i32> <i32 114360320, i32 poison, i32 poison, i32 poison, i32 8, i32 poison, i32 poison, i32 0>, i32 %65, i64 1, !dbg !24
  %70 = insertelement <8 x i32> %69, i32 %66, i64 2, !dbg !24
  %71 = insertelement <8 x i32> %70, i32 %68, i64 3, !dbg !24
  %72 = insertelement <8 x i32> %71, i32 %5, i64 5, !dbg !24
  %73 = insertelement <8 x i32> %72, i32 %12, i64 6, !dbg !24
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %64, <8 x i32> %73, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !24
  %74 = shl i32 %11, 6, !dbg !25
  %75 = insertelement <4 x i32> poison, i32 %20, i64 2, !dbg !26
  %76 = insertelement <4 x i32> %75, i32 %23, i64 3, !dbg !26
  %77 = zext i32 %4 to i64, !dbg !26
  %78 = zext nneg i32 %18 to i64, !dbg !26
  %79 = shl nuw nsw i64 %78, 32, !dbg !26
  %80 = or disjoint i64 %79, %77, !dbg !26
  %81 = sext i32 %74 to i64, !dbg !26
  %82 = shl nsw i64 %81, 1, !dbg !26
  %83 = bitcast <4 x i32> %76 to <2 x i64>, !dbg !26
  %84 = extractelement <2 x i64> %83, i64 1, !dbg !26
  %85 = add i64 %84, %82, !dbg !26
  %86 = sub i32 %4, %74, !dbg !26
  %87 = tail call i32 @llvm.smax.i32(i32 %86, i32 0), !dbg !26
  %88 = icmp slt i32 %74, 0, !dbg !26
  %89 = select i1 %88, i32 0, i32 %87, !dbg !26
  %90 = tail call i32 @llvm.fshl.i32(i32 %43, i32 %89, i32 16), !dbg !26
  %91 = trunc i64 %85 to i32, !dbg !26
  %92 = lshr i64 %85, 32, !dbg !26
  %93 = trunc nuw i64 %92 to i32, !dbg !26
  %94 = and i32 %90, 32767, !dbg !26
  %95 = lshr i32 %90, 16, !dbg !26
  %96 = and i32 %43, 2147418112, !dbg !26
  %97 = or disjoint i32 %95, %96, !dbg !26
  %.idx27 = mul nuw nsw i32 %48, 1152, !dbg !26
  %98 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %.idx27, !dbg !26
  %99 = sub nsw i32 %97, %49, !dbg !26
  %100 = tail call i32 @llvm.smax.i32(i32 %99, i32 0), !dbg !26
  %101 = ptrtoint ptr addrspace(3) %98 to i32, !dbg !26
  %102 = insertelement <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, i32 %101, i64 1, !dbg !26
  %103 = insertelement <4 x i32> %102, i32 %91, i64 2, !dbg !26
  %104 = insertelement <4 x i32> %103, i32 %93, i64 3, !dbg !26
  %105 = mul nuw nsw i64 %80, %58, !dbg !26
  %106 = bitcast <4 x i32> %104 to <2 x i64>, !dbg !26
  %107 = extractelement <2 x i64> %106, i64 1, !dbg !26
  %108 = add i64 %107, %105, !dbg !26
  %109 = insertelement <2 x i64> %106, i64 %108, i64 1, !dbg !26
  %110 = bitcast <2 x i64> %109 to <4 x i32>, !dbg !26
  %111 = shl i32 %89, 16, !dbg !26
  %112 = shl i32 %100, 16, !dbg !26
  %113 = or disjoint i32 %112, %94, !dbg !26
  %114 = lshr i32 %100, 16, !dbg !26
  %115 = or disjoint i32 %114, 4194304, !dbg !26
  %116 = insertelement <8 x i32> <i32 118554624, i32 poison, i32 poison, i32 poison, i32 8, i32 poison, i32 poison, i32 0>, i32 %111, i64 1, !dbg !26
  %117 = insertelement <8 x i32> %116, i32 %113, i64 2, !dbg !26
  %118 = insertelement <8 x i32> %117, i32 %115, i64 3, !dbg !26
  %119 = insertelement <8 x i32> %118, i32 %4, i64 5, !dbg !26
  %120 = insertelement <8 x i32> %119, i32 %18, i64 6, !dbg !26
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %110, <8 x i32> %120, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !26
  %invariant.op = sub nsw i32 %47, %49, !dbg !27
  %121 = icmp sgt i32 %24, 31, !dbg !27
  %122 = tail call i32 @llvm.amdgcn.workitem.id.x()
  br i1 %121, label %.lr.ph, label %.._crit_edge_crit_edge, !dbg !27

.._crit_edge_crit_edge:                           ; preds = %8
  %.pre19 = and i32 %122, 16, !dbg !28
  %.pre21 = shl i32 %9, 5, !dbg !28
  %.pre23 = shl nuw nsw i32 %122, 7, !dbg !28
  %.pre25 = and i32 %.pre21, 96, !dbg !28
  br label %._crit_edge, !dbg !27

.lr.ph:                                           ; preds = %8
  %123 = shl i32 %9, 5
  %124 = shl nuw nsw i32 %122, 6
  %125 = and i32 %124, 960
  %126 = and i32 %122, 16
  %127 = lshr exact i32 %125, 2
  %invariant.gep8 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 9200), i32 %126, !dbg !27
  %invariant.gep10 = getelementptr i8, ptr addrspace(3) %invariant.gep8, i32 %125, !dbg !27
  %invariant.gep12 = getelementptr i8, ptr addrspace(3) %invariant.gep10, i32 %127, !dbg !27
  %128 = shl nuw nsw i32 %122, 7
  %129 = and i32 %128, 896
  %130 = and i32 %123, 96
  %131 = shl nuw nsw i32 %122, 1
  %132 = and i32 %131, 16
  %133 = shl nuw nsw i32 %126, 6
  %134 = or disjoint i32 %132, %133
  %135 = or disjoint i32 %129, %130
  %136 = or disjoint i32 %134, %135
  %137 = lshr exact i32 %136, 3
  %138 = and i32 %137, 240
  %invariant.gep14 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %136, !dbg !27
  %invariant.gep16 = getelementptr i8, ptr addrspace(3) %invariant.gep14, i32 %138, !dbg !27
  %139 = insertelement <8 x i32> <i32 114360320, i32 poison, i32 poison, i32 poison, i32 8, i32 poison, i32 0, i32 0>, i32 %5, i64 5
  %140 = insertelement <8 x i32> %116, i32 %4, i64 5
  %141 = insertelement <8 x i32> %140, i32 %18, i64 6
  br label %142, !dbg !27

142:                                              ; preds = %.lr.ph, %142
  %143 = phi float [ 0.000000e+00, %.lr.ph ], [ %247, %142 ]
  %144 = phi float [ 0.000000e+00, %.lr.ph ], [ %248, %142 ]
  %145 = phi float [ 0.000000e+00, %.lr.ph ], [ %249, %142 ]
  %146 = phi float [ 0.000000e+00, %.lr.ph ], [ %250, %142 ]
  %147 = phi float [ 0.000000e+00, %.lr.ph ], [ %251, %142 ]
  %148 = phi float [ 0.000000e+00, %.lr.ph ], [ %252, %142 ]
  %149 = phi float [ 0.000000e+00, %.lr.ph ], [ %253, %142 ]
  %150 = phi float [ 0.000000e+00, %.lr.ph ], [ %254, %142 ]
  %151 = phi float [ 0.000000e+00, %.lr.ph ], [ %265, %142 ]
  %152 = phi float [ 0.000000e+00, %.lr.ph ], [ %266, %142 ]
  %153 = phi float [ 0.000000e+00, %.lr.ph ], [ %267, %142 ]
  %154 = phi float [ 0.000000e+00, %.lr.ph ], [ %268, %142 ]
  %155 = phi float [ 0.000000e+00, %.lr.ph ], [ %269, %142 ]
  %156 = phi float [ 0.000000e+00, %.lr.ph ], [ %270, %142 ]
  %157 = phi float [ 0.000000e+00, %.lr.ph ], [ %271, %142 ]
  %158 = phi float [ 0.000000e+00, %.lr.ph ], [ %272, %142 ]
  %159 = phi i32 [ 0, %.lr.ph ], [ %160, %142 ]
  tail call void @llvm.amdgcn.s.wait.tensorcnt(i16 0), !dbg !29
  fence syncscope("workgroup") release, !dbg !30
  tail call void @llvm.amdgcn.s.barrier(), !dbg !30
  fence syncscope("workgroup") acquire, !dbg !30
  %160 = add nuw nsw i32 %159, 1, !dbg !31
  %161 = and i32 %160, 1, !dbg !32
  %162 = icmp slt i32 %160, %25, !dbg !33
  %163 = shl nuw nsw i32 %160, 5, !dbg !34
  %.idx = mul nuw nsw i32 %161, 2560, !dbg !35
  %164 = zext i1 %162 to i32, !dbg !36
  %165 = zext nneg i32 %163 to i64, !dbg !36
  %166 = add i64 %34, %165, !dbg !36
  %167 = shl i64 %166, 1, !dbg !36
  %168 = add i64 %167, %37, !dbg !36
  %169 = sub nsw i32 %5, %163, !dbg !36
  %170 = tail call i32 @llvm.smax.i32(i32 %169, i32 0), !dbg !36
  %171 = tail call i32 @llvm.fshl.i32(i32 %42, i32 %170, i32 16), !dbg !36
  %172 = trunc i64 %168 to i32, !dbg !36
  %173 = lshr i64 %168, 32, !dbg !36
  %174 = trunc nuw i64 %173 to i32, !dbg !36
  %175 = insertelement <4 x i32> <i32 poison, i32 undef, i32 undef, i32 undef>, i32 %164, i64 0, !dbg !36
  %176 = and i32 %171, 32767, !dbg !36
  %177 = lshr i32 %171, 16, !dbg !36
  %gep = getelementptr i8, ptr addrspace(3) %50, i32 %.idx, !dbg !36
  %.reass = add nsw i32 %177, %invariant.op
  %178 = tail call i32 @llvm.smax.i32(i32 %.reass, i32 0), !dbg !36
  %179 = ptrtoint ptr addrspace(3) %gep to i32, !dbg !36
  %180 = insertelement <4 x i32> %175, i32 %179, i64 1, !dbg !36
  %181 = insertelement <4 x i32> %180, i32 %172, i64 2, !dbg !36
  %182 = insertelement <4 x i32> %181, i32 %174, i64 3, !dbg !36
  %183 = bitcast <4 x i32> %182 to <2 x i64>, !dbg !36
  %184 = extractelement <2 x i64> %183, i64 1, !dbg !36
  %185 = add i64 %184, %59, !dbg !36
  %186 = insertelement <2 x i64> %183, i64 %185, i64 1, !dbg !36
  %187 = bitcast <2 x i64> %186 to <4 x i32>, !dbg !36
  %188 = shl i32 %170, 16, !dbg !36
  %189 = shl i32 %178, 16, !dbg !36
  %190 = or disjoint i32 %189, %176, !dbg !36
  %191 = lshr i32 %178, 16, !dbg !36
  %192 = or disjoint i32 %191, 2097152, !dbg !36
  %193 = insertelement <8 x i32> %139, i32 %188, i64 1, !dbg !36
  %194 = insertelement <8 x i32> %193, i32 %190, i64 2, !dbg !36
  %195 = insertelement <8 x i32> %194, i32 %192, i64 3, !dbg !36
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %187, <8 x i32> %195, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !36
  %.idx3 = mul nuw nsw i32 %161, 4608, !dbg !37
  %196 = mul i64 %80, %165, !dbg !38
  %197 = add i64 %196, %81, !dbg !38
  %198 = shl i64 %197, 1, !dbg !38
  %199 = add i64 %198, %84, !dbg !38
  %200 = tail call i32 @llvm.fshl.i32(i32 %170, i32 %89, i32 16), !dbg !38
  %201 = trunc i64 %199 to i32, !dbg !38
  %202 = lshr i64 %199, 32, !dbg !38
  %203 = trunc nuw i64 %202 to i32, !dbg !38
  %204 = and i32 %200, 32767, !dbg !38
  %205 = lshr i32 %200, 16, !dbg !38
  %206 = and i32 %170, 2147418112, !dbg !38
  %207 = or disjoint i32 %205, %206, !dbg !38
  %gep7 = getelementptr i8, ptr addrspace(3) %98, i32 %.idx3, !dbg !38
  %208 = sub nsw i32 %207, %49, !dbg !38
  %209 = tail call i32 @llvm.smax.i32(i32 %208, i32 0), !dbg !38
  %210 = ptrtoint ptr addrspace(3) %gep7 to i32, !dbg !38
  %211 = insertelement <4 x i32> %175, i32 %210, i64 1, !dbg !38
  %212 = insertelement <4 x i32> %211, i32 %201, i64 2, !dbg !38
  %213 = insertelement <4 x i32> %212, i32 %203, i64 3, !dbg !38
  %214 = bitcast <4 x i32> %213 to <2 x i64>, !dbg !38
  %215 = extractelement <2 x i64> %214, i64 1, !dbg !38
  %216 = add i64 %215, %105, !dbg !38
  %217 = insertelement <2 x i64> %214, i64 %216, i64 1, !dbg !38
  %218 = bitcast <2 x i64> %217 to <4 x i32>, !dbg !38
  %219 = shl i32 %209, 16, !dbg !38
  %220 = or disjoint i32 %219, %204, !dbg !38
  %221 = lshr i32 %209, 16, !dbg !38
  %222 = or disjoint i32 %221, 4194304, !dbg !38
  %223 = insertelement <8 x i32> %141, i32 %220, i64 2, !dbg !38
  %224 = insertelement <8 x i32> %223, i32 %222, i64 3, !dbg !38
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %218, <8 x i32> %224, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !38
  %225 = and i32 %159, 1, !dbg !39
  %.idx4 = mul nuw nsw i32 %225, 2560, !dbg !40
  %gep13 = getelementptr i8, ptr addrspace(3) %invariant.gep12, i32 %.idx4, !dbg !40
  %226 = load <8 x half>, ptr addrspace(3) %gep13, align 16, !dbg !40
  %227 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep13, i32 32, !dbg !40
  %228 = load <8 x half>, ptr addrspace(3) %227, align 16, !dbg !40
  %229 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep13, i32 1280, !dbg !40
  %230 = load <8 x half>, ptr addrspace(3) %229, align 16, !dbg !40
  %231 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep13, i32 1312, !dbg !40
  %232 = load <8 x half>, ptr addrspace(3) %231, align 16, !dbg !40
  %.idx5 = mul nuw nsw i32 %225, 4608, !dbg !41
  %gep17 = getelementptr i8, ptr addrspace(3) %invariant.gep16, i32 %.idx5, !dbg !41
  %233 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep17), !dbg !41
  %234 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep17, i32 2304, !dbg !41
  %235 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) nonnull %234), !dbg !41
  %236 = insertelement <8 x float> poison, float %143, i64 0, !dbg !42
  %237 = insertelement <8 x float> %236, float %144, i64 1, !dbg !42
  %238 = insertelement <8 x float> %237, float %145, i64 2, !dbg !42
  %239 = insertelement <8 x float> %238, float %146, i64 3, !dbg !42
  %240 = insertelement <8 x float> %239, float %147, i64 4, !dbg !42
  %241 = insertelement <8 x float> %240, float %148, i64 5, !dbg !42
  %242 = insertelement <8 x float> %241, float %149, i64 6, !dbg !42
  %243 = insertelement <8 x float> %242, float %150, i64 7, !dbg !42
  %244 = shufflevector <8 x half> %226, <8 x half> %228, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !42
  %245 = shufflevector <8 x half> %233, <8 x half> %235, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !42
  %246 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %245, <16 x half> %244, i16 0, <8 x float> %243, i1 false, i1 false), !dbg !42
  %247 = extractelement <8 x float> %246, i64 0, !dbg !42
  %248 = extractelement <8 x float> %246, i64 1, !dbg !42
  %249 = extractelement <8 x float> %246, i64 2, !dbg !42
  %250 = extractelement <8 x float> %246, i64 3, !dbg !42
  %251 = extractelement <8 x float> %246, i64 4, !dbg !42
  %252 = extractelement <8 x float> %246, i64 5, !dbg !42
  %253 = extractelement <8 x float> %246, i64 6, !dbg !42
  %254 = extractelement <8 x float> %246, i64 7, !dbg !42
  %255 = insertelement <8 x float> poison, float %151, i64 0, !dbg !42
  %256 = insertelement <8 x float> %255, float %152, i64 1, !dbg !42
  %257 = insertelement <8 x float> %256, float %153, i64 2, !dbg !42
  %258 = insertelement <8 x float> %257, float %154, i64 3, !dbg !42
  %259 = insertelement <8 x float> %258, float %155, i64 4, !dbg !42
  %260 = insertelement <8 x float> %259, float %156, i64 5, !dbg !42
  %261 = insertelement <8 x float> %260, float %157, i64 6, !dbg !42
  %262 = insertelement <8 x float> %261, float %158, i64 7, !dbg !42
  %263 = shufflevector <8 x half> %230, <8 x half> %232, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !42
  %264 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %245, <16 x half> %263, i16 0, <8 x float> %262, i1 false, i1 false), !dbg !42
  %265 = extractelement <8 x float> %264, i64 0, !dbg !42
  %266 = extractelement <8 x float> %264, i64 1, !dbg !42
  %267 = extractelement <8 x float> %264, i64 2, !dbg !42
  %268 = extractelement <8 x float> %264, i64 3, !dbg !42
  %269 = extractelement <8 x float> %264, i64 4, !dbg !42
  %270 = extractelement <8 x float> %264, i64 5, !dbg !42
  %271 = extractelement <8 x float> %264, i64 6, !dbg !42
  %272 = extractelement <8 x float> %264, i64 7, !dbg !42
  %exitcond.not = icmp eq i32 %160, %25, !dbg !27
  br i1 %exitcond.not, label %._crit_edge, label %142, !dbg !27

._crit_edge:                                      ; preds = %142, %.._crit_edge_crit_edge
  %.masked.pre-phi = phi i32 [ %.pre25, %.._crit_edge_crit_edge ], [ %130, %142 ], !dbg !28
  %.pre-phi24 = phi i32 [ %.pre23, %.._crit_edge_crit_edge ], [ %128, %142 ], !dbg !28
  %.pre-phi20 = phi i32 [ %.pre19, %.._crit_edge_crit_edge ], [ %126, %142 ], !dbg !28
  %273 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %247, %142 ], !dbg !43
  %274 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %248, %142 ], !dbg !43
  %275 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %249, %142 ], !dbg !43
  %276 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %250, %142 ], !dbg !43
  %277 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %251, %142 ], !dbg !43
  %278 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %252, %142 ], !dbg !43
  %279 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %253, %142 ], !dbg !43
  %280 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %254, %142 ], !dbg !43
  %281 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %265, %142 ], !dbg !43
  %282 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %266, %142 ], !dbg !43
  %283 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %267, %142 ], !dbg !43
  %284 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %268, %142 ], !dbg !43
  %285 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %269, %142 ], !dbg !43
  %286 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %270, %142 ], !dbg !43
  %287 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %271, %142 ], !dbg !43
  %288 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %272, %142 ], !dbg !43
  tail call void @llvm.amdgcn.s.wait.tensorcnt(i16 0), !dbg !44
  fence syncscope("workgroup") release, !dbg !44, !mmra !45
  tail call void @llvm.amdgcn.s.barrier(), !dbg !44
  fence syncscope("workgroup") acquire, !dbg !44, !mmra !45
  %289 = insertelement <2 x float> poison, float %273, i64 0, !dbg !46
  %290 = insertelement <2 x float> %289, float %274, i64 1, !dbg !46
  %291 = fptrunc <2 x float> %290 to <2 x half>, !dbg !46
  %292 = insertelement <2 x float> poison, float %275, i64 0, !dbg !46
  %293 = insertelement <2 x float> %292, float %276, i64 1, !dbg !46
  %294 = fptrunc <2 x float> %293 to <2 x half>, !dbg !46
  %295 = insertelement <2 x float> poison, float %277, i64 0, !dbg !46
  %296 = insertelement <2 x float> %295, float %278, i64 1, !dbg !46
  %297 = fptrunc <2 x float> %296 to <2 x half>, !dbg !46
  %298 = shufflevector <2 x half> %297, <2 x half> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !46
  %299 = insertelement <2 x float> poison, float %279, i64 0, !dbg !46
  %300 = insertelement <2 x float> %299, float %280, i64 1, !dbg !46
  %301 = fptrunc <2 x float> %300 to <2 x half>, !dbg !46
  %302 = shufflevector <2 x half> %301, <2 x half> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !46
  %303 = insertelement <2 x float> poison, float %281, i64 0, !dbg !46
  %304 = insertelement <2 x float> %303, float %282, i64 1, !dbg !46
  %305 = fptrunc <2 x float> %304 to <2 x half>, !dbg !46
  %306 = insertelement <2 x float> poison, float %283, i64 0, !dbg !46
  %307 = insertelement <2 x float> %306, float %284, i64 1, !dbg !46
  %308 = fptrunc <2 x float> %307 to <2 x half>, !dbg !46
  %309 = insertelement <2 x float> poison, float %285, i64 0, !dbg !46
  %310 = insertelement <2 x float> %309, float %286, i64 1, !dbg !46
  %311 = fptrunc <2 x float> %310 to <2 x half>, !dbg !46
  %312 = shufflevector <2 x half> %311, <2 x half> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !46
  %313 = insertelement <2 x float> poison, float %287, i64 0, !dbg !46
  %314 = insertelement <2 x float> %313, float %288, i64 1, !dbg !46
  %315 = fptrunc <2 x float> %314 to <2 x half>, !dbg !46
  %316 = shufflevector <2 x half> %315, <2 x half> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !46
  %317 = ptrtoint ptr addrspace(1) %2 to i64, !dbg !47
  %318 = trunc i64 %317 to i32, !dbg !47
  %319 = lshr i64 %317, 32, !dbg !47
  %320 = trunc nuw i64 %319 to i32, !dbg !47
  %321 = or i32 %320, -2147483648, !dbg !47
  %322 = and i32 %.pre-phi24, 1920, !dbg !28
  %323 = lshr exact i32 %322, 3, !dbg !28
  %324 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %322, !dbg !28
  %325 = getelementptr inbounds nuw i8, ptr addrspace(3) %324, i32 %.pre-phi20, !dbg !28
  %326 = getelementptr inbounds nuw i8, ptr addrspace(3) %325, i32 %.masked.pre-phi, !dbg !28
  %327 = getelementptr inbounds nuw i8, ptr addrspace(3) %326, i32 %323, !dbg !28
  %328 = shufflevector <2 x half> %291, <2 x half> %294, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !28
  %329 = shufflevector <8 x half> %328, <8 x half> %298, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 poison, i32 poison>, !dbg !28
  %330 = shufflevector <8 x half> %329, <8 x half> %302, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 8, i32 9>, !dbg !28
  store <8 x half> %330, ptr addrspace(3) %327, align 16, !dbg !28
  %331 = getelementptr inbounds nuw i8, ptr addrspace(3) %327, i32 2304, !dbg !28
  %332 = shufflevector <2 x half> %305, <2 x half> %308, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !28
  %333 = shufflevector <8 x half> %332, <8 x half> %312, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 poison, i32 poison>, !dbg !28
  %334 = shufflevector <8 x half> %333, <8 x half> %316, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 8, i32 9>, !dbg !28
  store <8 x half> %334, ptr addrspace(3) %331, align 16, !dbg !28
  fence syncscope("workgroup") release, !dbg !48
  tail call void @llvm.amdgcn.s.barrier(), !dbg !48
  fence syncscope("workgroup") acquire, !dbg !48
  %335 = insertelement <4 x i32> <i32 1, i32 0, i32 poison, i32 poison>, i32 %318, i64 2, !dbg !12
  %336 = insertelement <4 x i32> %335, i32 %321, i64 3, !dbg !12
  %337 = mul i64 %80, %33, !dbg !12
  %338 = add i64 %337, %81, !dbg !12
  %339 = shl i64 %338, 1, !dbg !12
  %340 = bitcast <4 x i32> %336 to <2 x i64>, !dbg !12
  %341 = extractelement <2 x i64> %340, i64 1, !dbg !12
  %342 = add i64 %339, %341, !dbg !12
  %343 = insertelement <2 x i64> %340, i64 %342, i64 1, !dbg !12
  %344 = bitcast <2 x i64> %343 to <4 x i32>, !dbg !12
  %345 = tail call i32 @llvm.fshl.i32(i32 %42, i32 %89, i32 16), !dbg !12
  %346 = trunc i64 %342 to i32, !dbg !12
  %347 = and i32 %89, 65535, !dbg !12
  %348 = shl i32 %345, 16, !dbg !12
  %349 = or disjoint i32 %348, %347, !dbg !12
  %350 = lshr i32 %345, 16, !dbg !12
  %351 = or disjoint i32 %350, %47, !dbg !12
  %352 = sub nsw i32 %351, %49, !dbg !12
  %353 = tail call i32 @llvm.smax.i32(i32 %352, i32 0), !dbg !12
  %354 = tail call i32 @llvm.umin.i32(i32 %349, i32 64), !dbg !12
  %355 = insertelement <4 x i32> %344, i32 %101, i64 1, !dbg !12
  %356 = insertelement <4 x i32> %355, i32 %346, i64 2, !dbg !12
  %357 = shufflevector <4 x i32> %356, <4 x i32> %344, <4 x i32> <i32 0, i32 1, i32 2, i32 7>, !dbg !12
  %358 = bitcast <4 x i32> %357 to <2 x i64>, !dbg !12
  %359 = extractelement <2 x i64> %358, i64 1, !dbg !12
  %360 = add i64 %359, %105, !dbg !12
  %361 = insertelement <2 x i64> %358, i64 %360, i64 1, !dbg !12
  %362 = bitcast <2 x i64> %361 to <4 x i32>, !dbg !12
  %363 = shl nuw nsw i32 %354, 16, !dbg !12
  %364 = shl i32 %353, 16, !dbg !12
  %365 = lshr i32 %353, 16, !dbg !12
  %366 = or disjoint i32 %365, 4718592, !dbg !12
  %367 = insertelement <8 x i32> <i32 118554624, i32 poison, i32 poison, i32 poison, i32 8, i32 poison, i32 poison, i32 0>, i32 %363, i64 1, !dbg !12
  %368 = insertelement <8 x i32> %367, i32 %364, i64 2, !dbg !12
  %369 = insertelement <8 x i32> %368, i32 %366, i64 3, !dbg !12
  %370 = insertelement <8 x i32> %369, i32 %4, i64 5, !dbg !12
  %371 = insertelement <8 x i32> %370, i32 %18, i64 6, !dbg !12
  tail call void @llvm.amdgcn.tensor.store.from.lds(<4 x i32> %362, <8 x i32> %371, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !12
  tail call void @llvm.amdgcn.s.wait.tensorcnt(i16 0), !dbg !49
  fence syncscope("workgroup") release, !dbg !49, !mmra !45
  tail call void @llvm.amdgcn.s.barrier(), !dbg !49
  fence syncscope("workgroup") acquire, !dbg !49, !mmra !45
  ret void, !dbg !50
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
!12 = !DILocation(line: 80, column: 9, scope: !4)
!13 = !DILocation(line: 30, column: 13, scope: !4)
!14 = !DILocation(line: 31, column: 13, scope: !4)
!15 = !DILocation(line: 47, column: 14, scope: !4)
!16 = !DILocation(line: 49, column: 14, scope: !4)
!17 = !DILocation(line: 43, column: 13, scope: !18, inlinedAt: !20)
!18 = distinct !DILexicalBlockFile(scope: !4, file: !19, discriminator: 0)
!19 = !DIFile(filename: "standard.py", directory: "/work/main/.venv/lib/python3.11/site-packages/triton/language")
!20 = !DILocation(line: 55, column: 13, scope: !21)
!21 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!22 = !DILocation(line: 43, column: 12, scope: !18, inlinedAt: !20)
!23 = !DILocation(line: 57, column: 33, scope: !4)
!24 = !DILocation(line: 57, column: 9, scope: !4)
!25 = !DILocation(line: 58, column: 41, scope: !4)
!26 = !DILocation(line: 58, column: 9, scope: !4)
!27 = !DILocation(line: 60, column: 5, scope: !4)
!28 = !DILocation(line: 78, column: 9, scope: !4)
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
!47 = !DILocation(line: 75, column: 18, scope: !4)
!48 = !DILocation(line: 79, column: 9, scope: !4)
!49 = !DILocation(line: 81, column: 9, scope: !4)
!50 = !DILocation(line: 24, column: 1, scope: !4)
