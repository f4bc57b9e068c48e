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
  %.idx21 = mul nuw nsw i32 %49, 640, !dbg !25
  %51 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %.idx21, !dbg !25
  %52 = sub nsw i32 %44, %50, !dbg !25
  %53 = tail call i32 @llvm.smax.i32(i32 %52, i32 0), !dbg !25
  %54 = ptrtoint ptr addrspace(3) %51 to i32, !dbg !25
  %55 = insertelement <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, i32 %54, i64 1, !dbg !25
  %56 = insertelement <4 x i32> %55, i32 %46, i64 2, !dbg !25
  %57 = insertelement <4 x i32> %56, i32 %48, i64 3, !dbg !25
  %58 = shl nuw nsw i32 %49, 4, !dbg !25
  %59 = zext nneg i32 %58 to i64, !dbg !25
  %60 = mul nuw nsw i64 %34, %59, !dbg !25
  %61 = bitcast <4 x i32> %57 to <2 x i64>, !dbg !25
  %62 = extractelement <2 x i64> %61, i64 1, !dbg !25
  %63 = add i64 %62, %60, !dbg !25
  %64 = insertelement <2 x i64> %61, i64 %63, i64 1, !dbg !25
  %65 = bitcast <2 x i64> %64 to <4 x i32>, !dbg !25
  %66 = shl i32 %45, 16, !dbg !25
  %67 = tail call i32 @llvm.fshl.i32(i32 %53, i32 %45, i32 16), !dbg !25
  %68 = lshr i32 %53, 16, !dbg !25
  %69 = or disjoint i32 %68, 2097152, !dbg !25
  %70 = insertelement <8 x i32> <i32 114360320, i32 poison, i32 poison, i32 poison, i32 8, i32 poison, i32 poison, i32 0>, i32 %66, i64 1, !dbg !25
  %71 = insertelement <8 x i32> %70, i32 %67, i64 2, !dbg !25
  %72 = insertelement <8 x i32> %71, i32 %69, i64 3, !dbg !25
  %73 = insertelement <8 x i32> %72, i32 %5, i64 5, !dbg !25
  %74 = insertelement <8 x i32> %73, i32 %12, i64 6, !dbg !25
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %65, <8 x i32> %74, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !25
  %75 = shl i32 %11, 5, !dbg !26
  %76 = insertelement <4 x i32> poison, i32 %21, i64 2, !dbg !16
  %77 = insertelement <4 x i32> %76, i32 %24, i64 3, !dbg !16
  %78 = zext i32 %4 to i64, !dbg !16
  %79 = zext nneg i32 %19 to i64, !dbg !16
  %80 = shl nuw nsw i64 %79, 32, !dbg !16
  %81 = or disjoint i64 %80, %78, !dbg !16
  %82 = sext i32 %75 to i64, !dbg !16
  %83 = shl nsw i64 %82, 1, !dbg !16
  %84 = bitcast <4 x i32> %77 to <2 x i64>, !dbg !16
  %85 = extractelement <2 x i64> %84, i64 1, !dbg !16
  %86 = add i64 %85, %83, !dbg !16
  %87 = lshr i32 %25, 16, !dbg !16
  %88 = or disjoint i32 %87, %18, !dbg !16
  %89 = tail call i32 @llvm.smax.i32(i32 %88, i32 0), !dbg !16
  %90 = and i32 %4, 65535, !dbg !16
  %91 = shl i32 %25, 16, !dbg !16
  %92 = or disjoint i32 %91, %90, !dbg !16
  %93 = sub i32 %92, %75, !dbg !16
  %94 = tail call i32 @llvm.smax.i32(i32 %93, i32 0), !dbg !16
  %95 = icmp slt i32 %75, 0, !dbg !16
  %96 = select i1 %95, i32 0, i32 %94, !dbg !16
  %97 = tail call i32 @llvm.fshl.i32(i32 %89, i32 %96, i32 16), !dbg !16
  %98 = trunc i64 %86 to i32, !dbg !16
  %99 = lshr i64 %86, 32, !dbg !16
  %100 = trunc nuw i64 %99 to i32, !dbg !16
  %101 = and i32 %97, 32767, !dbg !16
  %102 = lshr i32 %97, 16, !dbg !16
  %103 = and i32 %89, 2147418112, !dbg !16
  %104 = or disjoint i32 %102, %103, !dbg !16
  %105 = shl nuw nsw i32 %49, 2, !dbg !16
  %.idx22 = mul nuw nsw i32 %49, 320, !dbg !16
  %106 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10224), i32 %.idx22, !dbg !16
  %107 = sub nsw i32 %104, %105, !dbg !16
  %108 = tail call i32 @llvm.smax.i32(i32 %107, i32 0), !dbg !16
  %109 = ptrtoint ptr addrspace(3) %106 to i32, !dbg !16
  %110 = insertelement <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, i32 %109, i64 1, !dbg !16
  %111 = insertelement <4 x i32> %110, i32 %98, i64 2, !dbg !16
  %112 = insertelement <4 x i32> %111, i32 %100, i64 3, !dbg !16
  %113 = zext nneg i32 %50 to i64, !dbg !16
  %114 = mul nuw nsw i64 %81, %113, !dbg !16
  %115 = bitcast <4 x i32> %112 to <2 x i64>, !dbg !16
  %116 = extractelement <2 x i64> %115, i64 1, !dbg !16
  %117 = add i64 %116, %114, !dbg !16
  %118 = insertelement <2 x i64> %115, i64 %117, i64 1, !dbg !16
  %119 = bitcast <2 x i64> %118 to <4 x i32>, !dbg !16
  %120 = shl i32 %96, 16, !dbg !16
  %121 = shl i32 %108, 16, !dbg !16
  %122 = or disjoint i32 %121, %101, !dbg !16
  %123 = lshr i32 %108, 16, !dbg !16
  %124 = or disjoint i32 %123, 2097152, !dbg !16
  %125 = insertelement <8 x i32> <i32 114360320, i32 poison, i32 poison, i32 poison, i32 4, i32 poison, i32 poison, i32 0>, i32 %120, i64 1, !dbg !16
  %126 = insertelement <8 x i32> %125, i32 %122, i64 2, !dbg !16
  %127 = insertelement <8 x i32> %126, i32 %124, i64 3, !dbg !16
  %128 = insertelement <8 x i32> %127, i32 %4, i64 5, !dbg !16
  %129 = insertelement <8 x i32> %128, i32 %19, i64 6, !dbg !16
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %119, <8 x i32> %129, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !16
  %130 = icmp sgt i32 %26, 31, !dbg !27
  br i1 %130, label %.lr.ph, label %.._crit_edge_crit_edge, !dbg !27

.._crit_edge_crit_edge:                           ; preds = %8
  %.pre = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !28
  br label %._crit_edge, !dbg !27

.lr.ph:                                           ; preds = %8
  %131 = and i32 %44, 2147418112, !dbg !25
  %132 = sub nsw i32 %131, %50
  %133 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %134 = shl nuw nsw i32 %133, 6
  %135 = and i32 %134, 960
  %136 = shl i32 %9, 10
  %137 = and i32 %136, 3072
  %138 = and i32 %133, 16
  %139 = or disjoint i32 %135, %137
  %140 = lshr exact i32 %139, 2
  %invariant.gep10 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %139, !dbg !27
  %invariant.gep12 = getelementptr i8, ptr addrspace(3) %invariant.gep10, i32 %138, !dbg !27
  %invariant.gep14 = getelementptr i8, ptr addrspace(3) %invariant.gep12, i32 %140, !dbg !27
  %141 = and i32 %134, 448
  %142 = shl nuw nsw i32 %133, 1
  %143 = and i32 %142, 16
  %144 = shl nuw nsw i32 %138, 5
  %145 = or disjoint i32 %143, %144
  %146 = or disjoint i32 %145, %141
  %147 = lshr exact i32 %146, 2
  %148 = and i32 %147, 240
  %invariant.gep16 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10224), i32 %146, !dbg !27
  %invariant.gep18 = getelementptr i8, ptr addrspace(3) %invariant.gep16, i32 %148, !dbg !27
  %149 = insertelement <8 x i32> <i32 114360320, i32 poison, i32 poison, i32 poison, i32 8, i32 poison, i32 0, i32 0>, i32 %5, i64 5
  %150 = insertelement <8 x i32> %125, i32 %4, i64 5
  %151 = insertelement <8 x i32> %150, i32 %19, i64 6
  br label %152, !dbg !27

152:                                              ; preds = %.lr.ph, %152
  %153 = phi float [ 0.000000e+00, %.lr.ph ], [ %260, %152 ]
  %154 = phi float [ 0.000000e+00, %.lr.ph ], [ %261, %152 ]
  %155 = phi float [ 0.000000e+00, %.lr.ph ], [ %262, %152 ]
  %156 = phi float [ 0.000000e+00, %.lr.ph ], [ %263, %152 ]
  %157 = phi float [ 0.000000e+00, %.lr.ph ], [ %264, %152 ]
  %158 = phi float [ 0.000000e+00, %.lr.ph ], [ %265, %152 ]
  %159 = phi float [ 0.000000e+00, %.lr.ph ], [ %266, %152 ]
  %160 = phi float [ 0.000000e+00, %.lr.ph ], [ %267, %152 ]
  %161 = phi float [ 0.000000e+00, %.lr.ph ], [ %278, %152 ]
  %162 = phi float [ 0.000000e+00, %.lr.ph ], [ %279, %152 ]
  %163 = phi float [ 0.000000e+00, %.lr.ph ], [ %280, %152 ]
  %164 = phi float [ 0.000000e+00, %.lr.ph ], [ %281, %152 ]
  %165 = phi float [ 0.000000e+00, %.lr.ph ], [ %282, %152 ]
  %166 = phi float [ 0.000000e+00, %.lr.ph ], [ %283, %152 ]
  %167 = phi float [ 0.000000e+00, %.lr.ph ], [ %284, %152 ]
  %168 = phi float [ 0.000000e+00, %.lr.ph ], [ %285, %152 ]
  %169 = phi i32 [ 0, %.lr.ph ], [ %170, %152 ]
  tail call void @llvm.amdgcn.s.wait.tensorcnt(i16 0), !dbg !29
  fence syncscope("workgroup") release, !dbg !30
  tail call void @llvm.amdgcn.s.barrier(), !dbg !30
  fence syncscope("workgroup") acquire, !dbg !30
  %170 = add nuw nsw i32 %169, 1, !dbg !31
  %171 = and i32 %170, 1, !dbg !32
  %172 = icmp slt i32 %170, %27, !dbg !33
  %173 = shl nuw nsw i32 %170, 5, !dbg !34
  %.idx = mul nuw nsw i32 %171, 5120, !dbg !35
  %174 = zext i1 %172 to i32, !dbg !36
  %175 = zext nneg i32 %173 to i64, !dbg !36
  %176 = add i64 %36, %175, !dbg !36
  %177 = shl i64 %176, 1, !dbg !36
  %178 = add i64 %177, %39, !dbg !36
  %179 = sub nsw i32 %5, %173, !dbg !36
  %180 = tail call i32 @llvm.smax.i32(i32 %179, i32 0), !dbg !36
  %181 = tail call i32 @llvm.fshl.i32(i32 %44, i32 %180, i32 16), !dbg !36
  %182 = trunc i64 %178 to i32, !dbg !36
  %183 = lshr i64 %178, 32, !dbg !36
  %184 = trunc nuw i64 %183 to i32, !dbg !36
  %185 = insertelement <4 x i32> <i32 poison, i32 undef, i32 undef, i32 undef>, i32 %174, i64 0, !dbg !36
  %186 = and i32 %181, 32767, !dbg !36
  %187 = lshr i32 %181, 16, !dbg !36
  %gep = getelementptr i8, ptr addrspace(3) %51, i32 %.idx, !dbg !36
  %188 = add nsw i32 %132, %187, !dbg !36
  %189 = tail call i32 @llvm.smax.i32(i32 %188, i32 0), !dbg !36
  %190 = ptrtoint ptr addrspace(3) %gep to i32, !dbg !36
  %191 = insertelement <4 x i32> %185, i32 %190, i64 1, !dbg !36
  %192 = insertelement <4 x i32> %191, i32 %182, i64 2, !dbg !36
  %193 = insertelement <4 x i32> %192, i32 %184, i64 3, !dbg !36
  %194 = bitcast <4 x i32> %193 to <2 x i64>, !dbg !36
  %195 = extractelement <2 x i64> %194, i64 1, !dbg !36
  %196 = add i64 %195, %60, !dbg !36
  %197 = insertelement <2 x i64> %194, i64 %196, i64 1, !dbg !36
  %198 = bitcast <2 x i64> %197 to <4 x i32>, !dbg !36
  %199 = shl i32 %180, 16, !dbg !36
  %200 = shl i32 %189, 16, !dbg !36
  %201 = or disjoint i32 %200, %186, !dbg !36
  %202 = lshr i32 %189, 16, !dbg !36
  %203 = or disjoint i32 %202, 2097152, !dbg !36
  %204 = insertelement <8 x i32> %149, i32 %199, i64 1, !dbg !36
  %205 = insertelement <8 x i32> %204, i32 %201, i64 2, !dbg !36
  %206 = insertelement <8 x i32> %205, i32 %203, i64 3, !dbg !36
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %198, <8 x i32> %206, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !36
  %.idx3 = mul nuw nsw i32 %171, 2560, !dbg !37
  %207 = mul i64 %81, %175, !dbg !38
  %208 = add i64 %207, %82, !dbg !38
  %209 = shl i64 %208, 1, !dbg !38
  %210 = add i64 %209, %85, !dbg !38
  %211 = sub nsw i32 %88, %173, !dbg !38
  %212 = tail call i32 @llvm.smax.i32(i32 %211, i32 0), !dbg !38
  %213 = tail call i32 @llvm.fshl.i32(i32 %212, i32 %96, i32 16), !dbg !38
  %214 = trunc i64 %210 to i32, !dbg !38
  %215 = lshr i64 %210, 32, !dbg !38
  %216 = trunc nuw i64 %215 to i32, !dbg !38
  %217 = and i32 %213, 32767, !dbg !38
  %218 = lshr i32 %213, 16, !dbg !38
  %219 = and i32 %212, 2147418112, !dbg !38
  %220 = or disjoint i32 %218, %219, !dbg !38
  %gep9 = getelementptr i8, ptr addrspace(3) %106, i32 %.idx3, !dbg !38
  %221 = sub nsw i32 %220, %105, !dbg !38
  %222 = tail call i32 @llvm.smax.i32(i32 %221, i32 0), !dbg !38
  %223 = ptrtoint ptr addrspace(3) %gep9 to i32, !dbg !38
  %224 = insertelement <4 x i32> %185, i32 %223, i64 1, !dbg !38
  %225 = insertelement <4 x i32> %224, i32 %214, i64 2, !dbg !38
  %226 = insertelement <4 x i32> %225, i32 %216, i64 3, !dbg !38
  %227 = bitcast <4 x i32> %226 to <2 x i64>, !dbg !38
  %228 = extractelement <2 x i64> %227, i64 1, !dbg !38
  %229 = add i64 %228, %114, !dbg !38
  %230 = insertelement <2 x i64> %227, i64 %229, i64 1, !dbg !38
  %231 = bitcast <2 x i64> %230 to <4 x i32>, !dbg !38
  %232 = shl i32 %222, 16, !dbg !38
  %233 = or disjoint i32 %232, %217, !dbg !38
  %234 = lshr i32 %222, 16, !dbg !38
  %235 = or disjoint i32 %234, 2097152, !dbg !38
  %236 = insertelement <8 x i32> %151, i32 %233, i64 2, !dbg !38
  %237 = insertelement <8 x i32> %236, i32 %235, i64 3, !dbg !38
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %231, <8 x i32> %237, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !38
  %238 = and i32 %169, 1, !dbg !39
  %.idx4 = mul nuw nsw i32 %238, 5120, !dbg !40
  %gep15 = getelementptr i8, ptr addrspace(3) %invariant.gep14, i32 %.idx4, !dbg !40
  %239 = load <8 x half>, ptr addrspace(3) %gep15, align 16, !dbg !40
  %240 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep15, i32 32, !dbg !40
  %241 = load <8 x half>, ptr addrspace(3) %240, align 16, !dbg !40
  %.idx5 = mul nuw nsw i32 %238, 2560, !dbg !41
  %gep19 = getelementptr i8, ptr addrspace(3) %invariant.gep18, i32 %.idx5, !dbg !41
  %242 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep19), !dbg !41
  %243 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep19, i32 1280, !dbg !41
  %244 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) nonnull %243), !dbg !41
  %245 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep19, i32 32, !dbg !41
  %246 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) nonnull %245), !dbg !41
  %247 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep19, i32 1312, !dbg !41
  %248 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) nonnull %247), !dbg !41
  %249 = insertelement <8 x float> poison, float %153, i64 0, !dbg !42
  %250 = insertelement <8 x float> %249, float %154, i64 1, !dbg !42
  %251 = insertelement <8 x float> %250, float %155, i64 2, !dbg !42
  %252 = insertelement <8 x float> %251, float %156, i64 3, !dbg !42
  %253 = insertelement <8 x float> %252, float %157, i64 4, !dbg !42
  %254 = insertelement <8 x float> %253, float %158, i64 5, !dbg !42
  %255 = insertelement <8 x float> %254, float %159, i64 6, !dbg !42
  %256 = insertelement <8 x float> %255, float %160, i64 7, !dbg !42
  %257 = shufflevector <8 x half> %239, <8 x half> %241, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !42
  %258 = shufflevector <8 x half> %242, <8 x half> %244, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !42
  %259 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %258, <16 x half> %257, i16 0, <8 x float> %256, i1 false, i1 false), !dbg !42
  %260 = extractelement <8 x float> %259, i64 0, !dbg !42
  %261 = extractelement <8 x float> %259, i64 1, !dbg !42
  %262 = extractelement <8 x float> %259, i64 2, !dbg !42
  %263 = extractelement <8 x float> %259, i64 3, !dbg !42
  %264 = extractelement <8 x float> %259, i64 4, !dbg !42
  %265 = extractelement <8 x float> %259, i64 5, !dbg !42
  %266 = extractelement <8 x float> %259, i64 6, !dbg !42
  %267 = extractelement <8 x float> %259, i64 7, !dbg !42
  %268 = insertelement <8 x float> poison, float %161, i64 0, !dbg !42
  %269 = insertelement <8 x float> %268, float %162, i64 1, !dbg !42
  %270 = insertelement <8 x float> %269, float %163, i64 2, !dbg !42
  %271 = insertelement <8 x float> %270, float %164, i64 3, !dbg !42
  %272 = insertelement <8 x float> %271, float %165, i64 4, !dbg !42
  %273 = insertelement <8 x float> %272, float %166, i64 5, !dbg !42
  %274 = insertelement <8 x float> %273, float %167, i64 6, !dbg !42
  %275 = insertelement <8 x float> %274, float %168, i64 7, !dbg !42
  %276 = shufflevector <8 x half> %246, <8 x half> %248, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !42
  %277 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %276, <16 x half> %257, i16 0, <8 x float> %275, i1 false, i1 false), !dbg !42
  %278 = extractelement <8 x float> %277, i64 0, !dbg !42
  %279 = extractelement <8 x float> %277, i64 1, !dbg !42
  %280 = extractelement <8 x float> %277, i64 2, !dbg !42
  %281 = extractelement <8 x float> %277, i64 3, !dbg !42
  %282 = extractelement <8 x float> %277, i64 4, !dbg !42
  %283 = extractelement <8 x float> %277, i64 5, !dbg !42
  %284 = extractelement <8 x float> %277, i64 6, !dbg !42
  %285 = extractelement <8 x float> %277, i64 7, !dbg !42
  %exitcond.not = icmp eq i32 %170, %27, !dbg !27
  br i1 %exitcond.not, label %._crit_edge, label %152, !dbg !27

._crit_edge:                                      ; preds = %152, %.._crit_edge_crit_edge
  %.pre-phi = phi i32 [ %.pre, %.._crit_edge_crit_edge ], [ %133, %152 ], !dbg !28
  %286 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %260, %152 ], !dbg !43
  %287 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %261, %152 ], !dbg !43
  %288 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %262, %152 ], !dbg !43
  %289 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %263, %152 ], !dbg !43
  %290 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %264, %152 ], !dbg !43
  %291 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %265, %152 ], !dbg !43
  %292 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %266, %152 ], !dbg !43
  %293 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %267, %152 ], !dbg !43
  %294 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %278, %152 ], !dbg !43
  %295 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %279, %152 ], !dbg !43
  %296 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %280, %152 ], !dbg !43
  %297 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %281, %152 ], !dbg !43
  %298 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %282, %152 ], !dbg !43
  %299 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %283, %152 ], !dbg !43
  %300 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %284, %152 ], !dbg !43
  %301 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %285, %152 ], !dbg !43
  tail call void @llvm.amdgcn.s.wait.tensorcnt(i16 0), !dbg !44
  fence syncscope("workgroup") release, !dbg !44, !mmra !45
  tail call void @llvm.amdgcn.s.barrier(), !dbg !44
  fence syncscope("workgroup") acquire, !dbg !44, !mmra !45
  %302 = insertelement <2 x float> poison, float %286, i64 0, !dbg !46
  %303 = insertelement <2 x float> %302, float %287, i64 1, !dbg !46
  %304 = fptrunc <2 x float> %303 to <2 x half>, !dbg !46
  %305 = insertelement <2 x float> poison, float %288, i64 0, !dbg !46
  %306 = insertelement <2 x float> %305, float %289, i64 1, !dbg !46
  %307 = fptrunc <2 x float> %306 to <2 x half>, !dbg !46
  %308 = insertelement <2 x float> poison, float %290, i64 0, !dbg !46
  %309 = insertelement <2 x float> %308, float %291, i64 1, !dbg !46
  %310 = fptrunc <2 x float> %309 to <2 x half>, !dbg !46
  %311 = insertelement <2 x float> poison, float %292, i64 0, !dbg !46
  %312 = insertelement <2 x float> %311, float %293, i64 1, !dbg !46
  %313 = fptrunc <2 x float> %312 to <2 x half>, !dbg !46
  %314 = insertelement <2 x float> poison, float %294, i64 0, !dbg !46
  %315 = insertelement <2 x float> %314, float %295, i64 1, !dbg !46
  %316 = fptrunc <2 x float> %315 to <2 x half>, !dbg !46
  %317 = insertelement <2 x float> poison, float %296, i64 0, !dbg !46
  %318 = insertelement <2 x float> %317, float %297, i64 1, !dbg !46
  %319 = fptrunc <2 x float> %318 to <2 x half>, !dbg !46
  %320 = insertelement <2 x float> poison, float %298, i64 0, !dbg !46
  %321 = insertelement <2 x float> %320, float %299, i64 1, !dbg !46
  %322 = fptrunc <2 x float> %321 to <2 x half>, !dbg !46
  %323 = insertelement <2 x float> poison, float %300, i64 0, !dbg !46
  %324 = insertelement <2 x float> %323, float %301, i64 1, !dbg !46
  %325 = fptrunc <2 x float> %324 to <2 x half>, !dbg !46
  %326 = and i32 %.pre-phi, 15, !dbg !28
  %327 = shl i32 %9, 4, !dbg !28
  %328 = and i32 %327, 48, !dbg !28
  %329 = or disjoint i32 %328, %326, !dbg !47
  %330 = or disjoint i32 %329, %28, !dbg !47
  %331 = lshr i32 %.pre-phi, 1, !dbg !48
  %332 = and i32 %331, 8, !dbg !48
  %333 = or disjoint i32 %332, %75, !dbg !49
  %334 = or disjoint i32 %333, 1, !dbg !49
  %335 = or disjoint i32 %333, 2, !dbg !49
  %336 = or disjoint i32 %333, 3, !dbg !49
  %337 = or disjoint i32 %333, 4, !dbg !49
  %338 = or disjoint i32 %333, 5, !dbg !49
  %339 = or disjoint i32 %333, 6, !dbg !49
  %340 = or disjoint i32 %333, 7, !dbg !49
  %341 = or disjoint i32 %333, 16, !dbg !49
  %342 = or disjoint i32 %333, 17, !dbg !49
  %343 = or disjoint i32 %333, 18, !dbg !49
  %344 = or disjoint i32 %333, 19, !dbg !49
  %345 = or disjoint i32 %333, 20, !dbg !49
  %346 = or disjoint i32 %333, 21, !dbg !49
  %347 = or disjoint i32 %333, 22, !dbg !49
  %348 = or disjoint i32 %333, 23, !dbg !49
  %349 = icmp slt i32 %330, %3, !dbg !50
  %350 = icmp slt i32 %333, %4, !dbg !51
  %351 = icmp slt i32 %334, %4, !dbg !51
  %352 = icmp slt i32 %335, %4, !dbg !51
  %353 = icmp slt i32 %336, %4, !dbg !51
  %354 = icmp slt i32 %337, %4, !dbg !51
  %355 = icmp slt i32 %338, %4, !dbg !51
  %356 = icmp slt i32 %339, %4, !dbg !51
  %357 = icmp slt i32 %340, %4, !dbg !51
  %358 = icmp slt i32 %341, %4, !dbg !51
  %359 = icmp slt i32 %342, %4, !dbg !51
  %360 = icmp slt i32 %343, %4, !dbg !51
  %361 = icmp slt i32 %344, %4, !dbg !51
  %362 = icmp slt i32 %345, %4, !dbg !51
  %363 = icmp slt i32 %346, %4, !dbg !51
  %364 = icmp slt i32 %347, %4, !dbg !51
  %365 = icmp slt i32 %348, %4, !dbg !51
  %366 = and i1 %349, %350, !dbg !52
  %367 = and i1 %349, %351, !dbg !52
  %368 = and i1 %349, %352, !dbg !52
  %369 = and i1 %349, %353, !dbg !52
  %370 = and i1 %349, %354, !dbg !52
  %371 = and i1 %349, %355, !dbg !52
  %372 = and i1 %349, %356, !dbg !52
  %373 = and i1 %349, %357, !dbg !52
  %374 = and i1 %349, %358, !dbg !52
  %375 = and i1 %349, %359, !dbg !52
  %376 = and i1 %349, %360, !dbg !52
  %377 = and i1 %349, %361, !dbg !52
  %378 = and i1 %349, %362, !dbg !52
  %379 = and i1 %349, %363, !dbg !52
  %380 = and i1 %349, %364, !dbg !52
  %381 = and i1 %349, %365, !dbg !52
  %382 = mul i32 %4, %330, !dbg !53
  %383 = sext i32 %382 to i64, !dbg !54
  %384 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %383, !dbg !54
  %385 = sext i32 %334 to i64, !dbg !54
  %386 = getelementptr [2 x i8], ptr addrspace(1) %384, i64 %385, !dbg !54
  %387 = sext i32 %335 to i64, !dbg !54
  %388 = getelementptr [2 x i8], ptr addrspace(1) %384, i64 %387, !dbg !54
  %389 = sext i32 %336 to i64, !dbg !54
  %390 = getelementptr [2 x i8], ptr addrspace(1) %384, i64 %389, !dbg !54
  %391 = sext i32 %337 to i64, !dbg !54
  %392 = getelementptr [2 x i8], ptr addrspace(1) %384, i64 %391, !dbg !54
  %393 = sext i32 %338 to i64, !dbg !54
  %394 = getelementptr [2 x i8], ptr addrspace(1) %384, i64 %393, !dbg !54
  %395 = sext i32 %339 to i64, !dbg !54
  %396 = getelementptr [2 x i8], ptr addrspace(1) %384, i64 %395, !dbg !54
  %397 = sext i32 %340 to i64, !dbg !54
  %398 = getelementptr [2 x i8], ptr addrspace(1) %384, i64 %397, !dbg !54
  %399 = sext i32 %341 to i64, !dbg !54
  %400 = getelementptr [2 x i8], ptr addrspace(1) %384, i64 %399, !dbg !54
  %401 = sext i32 %342 to i64, !dbg !54
  %402 = getelementptr [2 x i8], ptr addrspace(1) %384, i64 %401, !dbg !54
  %403 = sext i32 %343 to i64, !dbg !54
  %404 = getelementptr [2 x i8], ptr addrspace(1) %384, i64 %403, !dbg !54
  %405 = sext i32 %344 to i64, !dbg !54
  %406 = getelementptr [2 x i8], ptr addrspace(1) %384, i64 %405, !dbg !54
  %407 = sext i32 %345 to i64, !dbg !54
  %408 = getelementptr [2 x i8], ptr addrspace(1) %384, i64 %407, !dbg !54
  %409 = sext i32 %346 to i64, !dbg !54
  %410 = getelementptr [2 x i8], ptr addrspace(1) %384, i64 %409, !dbg !54
  %411 = sext i32 %347 to i64, !dbg !54
  %412 = getelementptr [2 x i8], ptr addrspace(1) %384, i64 %411, !dbg !54
  %413 = sext i32 %348 to i64, !dbg !54
  %414 = getelementptr [2 x i8], ptr addrspace(1) %384, i64 %413, !dbg !54
  %415 = and i32 %9, 4, !dbg !12
  %416 = icmp eq i32 %415, 0, !dbg !12
  %417 = and i1 %416, %366, !dbg !12
  br i1 %417, label %418, label %422, !dbg !12

418:                                              ; preds = %._crit_edge
  %419 = sext i32 %333 to i64
  %420 = getelementptr [2 x i8], ptr addrspace(1) %384, i64 %419
  %421 = shufflevector <2 x half> %304, <2 x half> poison, <1 x i32> zeroinitializer
  store <1 x half> %421, ptr addrspace(1) %420, align 2, !dbg !12
  br label %422, !dbg !12

422:                                              ; preds = %418, %._crit_edge
  %423 = and i1 %416, %367, !dbg !12
  br i1 %423, label %424, label %426, !dbg !12

424:                                              ; preds = %422
  %425 = shufflevector <2 x half> %304, <2 x half> poison, <1 x i32> <i32 1>
  store <1 x half> %425, ptr addrspace(1) %386, align 2, !dbg !12
  br label %426, !dbg !12

426:                                              ; preds = %424, %422
  %427 = and i1 %416, %368, !dbg !12
  br i1 %427, label %428, label %430, !dbg !12

428:                                              ; preds = %426
  %429 = shufflevector <2 x half> %307, <2 x half> poison, <1 x i32> zeroinitializer
  store <1 x half> %429, ptr addrspace(1) %388, align 2, !dbg !12
  br label %430, !dbg !12

430:                                              ; preds = %428, %426
  %431 = and i1 %416, %369, !dbg !12
  br i1 %431, label %432, label %434, !dbg !12

432:                                              ; preds = %430
  %433 = shufflevector <2 x half> %307, <2 x half> poison, <1 x i32> <i32 1>
  store <1 x half> %433, ptr addrspace(1) %390, align 2, !dbg !12
  br label %434, !dbg !12

434:                                              ; preds = %432, %430
  %435 = and i1 %416, %370, !dbg !12
  br i1 %435, label %436, label %438, !dbg !12

436:                                              ; preds = %434
  %437 = shufflevector <2 x half> %310, <2 x half> poison, <1 x i32> zeroinitializer
  store <1 x half> %437, ptr addrspace(1) %392, align 2, !dbg !12
  br label %438, !dbg !12

438:                                              ; preds = %436, %434
  %439 = and i1 %416, %371, !dbg !12
  br i1 %439, label %440, label %442, !dbg !12

440:                                              ; preds = %438
  %441 = shufflevector <2 x half> %310, <2 x half> poison, <1 x i32> <i32 1>
  store <1 x half> %441, ptr addrspace(1) %394, align 2, !dbg !12
  br label %442, !dbg !12

442:                                              ; preds = %440, %438
  %443 = and i1 %416, %372, !dbg !12
  br i1 %443, label %444, label %446, !dbg !12

444:                                              ; preds = %442
  %445 = shufflevector <2 x half> %313, <2 x half> poison, <1 x i32> zeroinitializer
  store <1 x half> %445, ptr addrspace(1) %396, align 2, !dbg !12
  br label %446, !dbg !12

446:                                              ; preds = %444, %442
  %447 = and i1 %416, %373, !dbg !12
  br i1 %447, label %448, label %450, !dbg !12

448:                                              ; preds = %446
  %449 = shufflevector <2 x half> %313, <2 x half> poison, <1 x i32> <i32 1>
  store <1 x half> %449, ptr addrspace(1) %398, align 2, !dbg !12
  br label %450, !dbg !12

450:                                              ; preds = %448, %446
  %451 = and i1 %416, %374, !dbg !12
  br i1 %451, label %452, label %454, !dbg !12

452:                                              ; preds = %450
  %453 = shufflevector <2 x half> %316, <2 x half> poison, <1 x i32> zeroinitializer
  store <1 x half> %453, ptr addrspace(1) %400, align 2, !dbg !12
  br label %454, !dbg !12

454:                                              ; preds = %452, %450
  %455 = and i1 %416, %375, !dbg !12
  br i1 %455, label %456, label %458, !dbg !12

456:                                              ; preds = %454
  %457 = shufflevector <2 x half> %316, <2 x half> poison, <1 x i32> <i32 1>
  store <1 x half> %457, ptr addrspace(1) %402, align 2, !dbg !12
  br label %458, !dbg !12

458:                                              ; preds = %456, %454
  %459 = and i1 %416, %376, !dbg !12
  br i1 %459, label %460, label %462, !dbg !12

460:                                              ; preds = %458
  %461 = shufflevector <2 x half> %319, <2 x half> poison, <1 x i32> zeroinitializer
  store <1 x half> %461, ptr addrspace(1) %404, align 2, !dbg !12
  br label %462, !dbg !12

462:                                              ; preds = %460, %458
  %463 = and i1 %416, %377, !dbg !12
  br i1 %463, label %464, label %466, !dbg !12

464:                                              ; preds = %462
  %465 = shufflevector <2 x half> %319, <2 x half> poison, <1 x i32> <i32 1>
  store <1 x half> %465, ptr addrspace(1) %406, align 2, !dbg !12
  br label %466, !dbg !12

466:                                              ; preds = %464, %462
  %467 = and i1 %416, %378, !dbg !12
  br i1 %467, label %468, label %470, !dbg !12

468:                                              ; preds = %466
  %469 = shufflevector <2 x half> %322, <2 x half> poison, <1 x i32> zeroinitializer
  store <1 x half> %469, ptr addrspace(1) %408, align 2, !dbg !12
  br label %470, !dbg !12

470:                                              ; preds = %468, %466
  %471 = and i1 %416, %379, !dbg !12
  br i1 %471, label %472, label %474, !dbg !12

472:                                              ; preds = %470
  %473 = shufflevector <2 x half> %322, <2 x half> poison, <1 x i32> <i32 1>
  store <1 x half> %473, ptr addrspace(1) %410, align 2, !dbg !12
  br label %474, !dbg !12

474:                                              ; preds = %472, %470
  %475 = and i1 %416, %380, !dbg !12
  br i1 %475, label %476, label %478, !dbg !12

476:                                              ; preds = %474
  %477 = shufflevector <2 x half> %325, <2 x half> poison, <1 x i32> zeroinitializer
  store <1 x half> %477, ptr addrspace(1) %412, align 2, !dbg !12
  br label %478, !dbg !12

478:                                              ; preds = %476, %474
  %479 = and i1 %416, %381, !dbg !12
  br i1 %479, label %480, label %482, !dbg !12

480:                                              ; preds = %478
  %481 = shufflevector <2 x half> %325, <2 x half> poison, <1 x i32> <i32 1>
  store <1 x half> %481, ptr addrspace(1) %414, align 2, !dbg !12
  br label %482, !dbg !12

482:                                              ; preds = %480, %478
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
