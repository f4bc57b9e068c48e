; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu12.50-amd-amdhsa"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: norecurse nounwind
define amdgpu_kernel void @descriptor_matmul_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) nofree writeonly captures(none) %2, i32 %3, i32 %4, i32 %5, ptr addrspace(1) nofree readnone captures(none) %6, ptr addrspace(1) nofree readnone captures(none) %7) local_unnamed_addr #0 !dbg !4 {
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
  %isneg1 = icmp slt i32 %4, 0, !dbg !17
  %19 = select i1 %isneg1, i32 65535, i32 0, !dbg !17
  %20 = ptrtoint ptr addrspace(1) %1 to i64, !dbg !17
  %21 = trunc i64 %20 to i32, !dbg !17
  %22 = lshr i64 %20, 32, !dbg !17
  %23 = trunc nuw i64 %22 to i32, !dbg !17
  %24 = or i32 %23, -2147483648, !dbg !17
  %25 = tail call i32 @llvm.fshl.i32(i32 %5, i32 %4, i32 16), !dbg !17
  %26 = add i32 %5, 31, !dbg !18
  %27 = shl i32 %10, 5, !dbg !23
  %28 = shl i32 %11, 5, !dbg !24
  %29 = icmp sgt i32 %26, 31, !dbg !25
  %30 = insertelement <4 x i32> poison, i32 %14, i64 2, !dbg !26
  %31 = insertelement <4 x i32> %30, i32 %17, i64 3, !dbg !26
  %32 = zext i32 %5 to i64, !dbg !26
  %33 = zext nneg i32 %12 to i64, !dbg !26
  %34 = shl nuw nsw i64 %33, 32, !dbg !26
  %35 = or disjoint i64 %34, %32, !dbg !26
  %36 = sext i32 %27 to i64, !dbg !26
  %37 = mul i64 %35, %36, !dbg !26
  %38 = shl i64 %37, 1, !dbg !26
  %39 = bitcast <4 x i32> %31 to <2 x i64>, !dbg !26
  %40 = extractelement <2 x i64> %39, i64 1, !dbg !26
  %41 = add i64 %38, %40, !dbg !26
  %42 = sub i32 %3, %27, !dbg !26
  %43 = tail call i32 @llvm.smax.i32(i32 %42, i32 0), !dbg !26
  %44 = icmp slt i32 %27, 0, !dbg !26
  %45 = select i1 %44, i32 0, i32 %43, !dbg !26
  %46 = tail call i32 @llvm.smax.i32(i32 %5, i32 0), !dbg !26
  %47 = trunc i64 %41 to i32, !dbg !26
  %48 = lshr i64 %41, 32, !dbg !26
  %49 = trunc nuw i64 %48 to i32, !dbg !26
  %50 = zext i1 %29 to i32, !dbg !26
  %51 = insertelement <4 x i32> <i32 poison, i32 undef, i32 undef, i32 undef>, i32 %50, i64 0, !dbg !26
  %52 = and i32 %45, 2147418112, !dbg !26
  %53 = and i32 %9, 3, !dbg !26
  %54 = shl nuw nsw i32 %53, 3, !dbg !26
  %55 = mul nuw nsw i32 %53, 272, !dbg !26
  %56 = getelementptr [2 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4576), i32 %55, !dbg !26
  %57 = sub nsw i32 %45, %54, !dbg !26
  %58 = tail call i32 @llvm.smax.i32(i32 %57, i32 0), !dbg !26
  %59 = ptrtoint ptr addrspace(3) %56 to i32, !dbg !26
  %60 = insertelement <4 x i32> %51, i32 %59, i64 1, !dbg !26
  %61 = insertelement <4 x i32> %60, i32 %47, i64 2, !dbg !26
  %62 = insertelement <4 x i32> %61, i32 %49, i64 3, !dbg !26
  %63 = shl nuw nsw i32 %53, 4, !dbg !26
  %64 = zext nneg i32 %63 to i64, !dbg !26
  %65 = mul nuw nsw i64 %35, %64, !dbg !26
  %66 = bitcast <4 x i32> %62 to <2 x i64>, !dbg !26
  %67 = extractelement <2 x i64> %66, i64 1, !dbg !26
  %68 = add i64 %67, %65, !dbg !26
  %69 = insertelement <2 x i64> %66, i64 %68, i64 1, !dbg !26
  %70 = bitcast <2 x i64> %69 to <4 x i32>, !dbg !26
  %71 = shl i32 %46, 16, !dbg !26
  %72 = tail call i32 @llvm.fshl.i32(i32 %58, i32 %46, i32 16), !dbg !26
  %73 = lshr i32 %58, 16, !dbg !26
  %74 = or disjoint i32 %73, 2097152, !dbg !26
  %75 = insertelement <8 x i32> <i32 122748928, i32 poison, i32 poison, i32 poison, i32 8, i32 poison, i32 poison, i32 0>, i32 %71, i64 1, !dbg !26
  %76 = insertelement <8 x i32> %75, i32 %72, i64 2, !dbg !26
  %77 = insertelement <8 x i32> %76, i32 %74, i64 3, !dbg !26
  %78 = insertelement <8 x i32> %77, i32 %5, i64 5, !dbg !26
  %79 = insertelement <8 x i32> %78, i32 %12, i64 6, !dbg !26
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %70, <8 x i32> %79, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !26
  %80 = insertelement <4 x i32> poison, i32 %21, i64 2, !dbg !16
  %81 = insertelement <4 x i32> %80, i32 %24, i64 3, !dbg !16
  %82 = zext i32 %4 to i64, !dbg !16
  %83 = zext nneg i32 %19 to i64, !dbg !16
  %84 = shl nuw nsw i64 %83, 32, !dbg !16
  %85 = or disjoint i64 %84, %82, !dbg !16
  %86 = sext i32 %28 to i64, !dbg !16
  %87 = shl nsw i64 %86, 1, !dbg !16
  %88 = bitcast <4 x i32> %81 to <2 x i64>, !dbg !16
  %89 = extractelement <2 x i64> %88, i64 1, !dbg !16
  %90 = add i64 %89, %87, !dbg !16
  %91 = lshr i32 %25, 16, !dbg !16
  %92 = or disjoint i32 %91, %18, !dbg !16
  %93 = tail call i32 @llvm.smax.i32(i32 %92, i32 0), !dbg !16
  %94 = and i32 %4, 65535, !dbg !16
  %95 = shl i32 %25, 16, !dbg !16
  %96 = or disjoint i32 %95, %94, !dbg !16
  %97 = sub i32 %96, %28, !dbg !16
  %98 = tail call i32 @llvm.smax.i32(i32 %97, i32 0), !dbg !16
  %99 = icmp slt i32 %28, 0, !dbg !16
  %100 = select i1 %99, i32 0, i32 %98, !dbg !16
  %101 = tail call i32 @llvm.fshl.i32(i32 %93, i32 %100, i32 16), !dbg !16
  %102 = trunc i64 %90 to i32, !dbg !16
  %103 = lshr i64 %90, 32, !dbg !16
  %104 = trunc nuw i64 %103 to i32, !dbg !16
  %105 = and i32 %101, 32767, !dbg !16
  %106 = lshr i32 %101, 16, !dbg !16
  %107 = and i32 %93, 2147418112, !dbg !16
  %108 = or disjoint i32 %106, %107, !dbg !16
  %109 = mul nuw nsw i32 %53, 288, !dbg !16
  %110 = getelementptr [2 x i8], ptr addrspace(3) @global_smem, i32 %109, !dbg !16
  %111 = sub nsw i32 %108, %54, !dbg !16
  %112 = tail call i32 @llvm.smax.i32(i32 %111, i32 0), !dbg !16
  %113 = ptrtoint ptr addrspace(3) %110 to i32, !dbg !16
  %114 = insertelement <4 x i32> %51, i32 %113, i64 1, !dbg !16
  %115 = insertelement <4 x i32> %114, i32 %102, i64 2, !dbg !16
  %116 = insertelement <4 x i32> %115, i32 %104, i64 3, !dbg !16
  %117 = mul nuw nsw i64 %85, %64, !dbg !16
  %118 = bitcast <4 x i32> %116 to <2 x i64>, !dbg !16
  %119 = extractelement <2 x i64> %118, i64 1, !dbg !16
  %120 = add i64 %119, %117, !dbg !16
  %121 = insertelement <2 x i64> %118, i64 %120, i64 1, !dbg !16
  %122 = bitcast <2 x i64> %121 to <4 x i32>, !dbg !16
  %123 = shl i32 %100, 16, !dbg !16
  %124 = shl i32 %112, 16, !dbg !16
  %125 = or disjoint i32 %124, %105, !dbg !16
  %126 = lshr i32 %112, 16, !dbg !16
  %127 = or disjoint i32 %126, 2097152, !dbg !16
  %128 = insertelement <8 x i32> <i32 256966656, i32 poison, i32 poison, i32 poison, i32 8, i32 poison, i32 poison, i32 0>, i32 %123, i64 1, !dbg !16
  %129 = insertelement <8 x i32> %128, i32 %125, i64 2, !dbg !16
  %130 = insertelement <8 x i32> %129, i32 %127, i64 3, !dbg !16
  %131 = insertelement <8 x i32> %130, i32 %4, i64 5, !dbg !16
  %132 = insertelement <8 x i32> %131, i32 %19, i64 6, !dbg !16
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %122, <8 x i32> %132, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !16
  %invariant.op = sub nsw i32 %52, %54, !dbg !25
  %133 = icmp sgt i32 %26, 63, !dbg !25
  br i1 %133, label %.lr.ph, label %.._crit_edge_crit_edge, !dbg !25

.._crit_edge_crit_edge:                           ; preds = %8
  %.pre = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !26
  %.pre24 = shl i32 %9, 5, !dbg !26
  %.pre26 = and i32 %.pre, 16, !dbg !26
  %.pre28 = shl nuw nsw i32 %.pre, 6, !dbg !16
  %.pre30 = and i32 %.pre28, 448, !dbg !16
  %.pre32 = shl nuw nsw i32 %.pre, 1, !dbg !16
  %.pre34 = and i32 %.pre32, 16, !dbg !16
  %.pre36 = shl nuw nsw i32 %.pre26, 5, !dbg !16
  %.pre38 = and i32 %.pre24, 32, !dbg !16
  %.pre40 = or disjoint i32 %.pre34, %.pre36, !dbg !16
  br label %._crit_edge, !dbg !25

.lr.ph:                                           ; preds = %8
  %134 = lshr i32 %26, 5, !dbg !27
  %135 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %136 = shl i32 %9, 5
  %137 = shl nuw nsw i32 %135, 6
  %138 = and i32 %137, 960
  %139 = and i32 %135, 16
  %140 = shl i32 %9, 9
  %141 = and i32 %140, 1024
  %142 = or disjoint i32 %138, %141
  %143 = lshr exact i32 %142, 4
  %144 = and i32 %143, 112
  %145 = and i32 %137, 448
  %146 = shl nuw nsw i32 %135, 1
  %147 = and i32 %146, 16
  %148 = shl nuw nsw i32 %139, 5
  %149 = and i32 %136, 32
  %150 = or disjoint i32 %147, %148
  %151 = or disjoint i32 %150, %149
  %152 = or disjoint i32 %151, %145
  %153 = lshr exact i32 %152, 3
  %154 = and i32 %153, 268435424
  %155 = add nsw i32 %134, -2
  %156 = insertelement <8 x i32> <i32 122748928, i32 poison, i32 poison, i32 poison, i32 8, i32 poison, i32 0, i32 0>, i32 %5, i64 5
  %157 = insertelement <8 x i32> %128, i32 %4, i64 5
  %158 = insertelement <8 x i32> %157, i32 %19, i64 6
  br label %159, !dbg !25

159:                                              ; preds = %.lr.ph, %159
  %160 = phi ptr addrspace(3) [ @global_smem, %.lr.ph ], [ %220, %159 ]
  %161 = phi ptr addrspace(3) [ getelementptr (i8, ptr addrspace(3) @global_smem, i32 4576), %.lr.ph ], [ %180, %159 ]
  %162 = phi i32 [ 0, %.lr.ph ], [ %174, %159 ]
  %163 = phi float [ 0.000000e+00, %.lr.ph ], [ %269, %159 ]
  %164 = phi float [ 0.000000e+00, %.lr.ph ], [ %270, %159 ]
  %165 = phi float [ 0.000000e+00, %.lr.ph ], [ %271, %159 ]
  %166 = phi float [ 0.000000e+00, %.lr.ph ], [ %272, %159 ]
  %167 = phi float [ 0.000000e+00, %.lr.ph ], [ %273, %159 ]
  %168 = phi float [ 0.000000e+00, %.lr.ph ], [ %274, %159 ]
  %169 = phi float [ 0.000000e+00, %.lr.ph ], [ %275, %159 ]
  %170 = phi float [ 0.000000e+00, %.lr.ph ], [ %276, %159 ]
  %171 = phi i32 [ 0, %.lr.ph ], [ %175, %159 ]
  tail call void @llvm.amdgcn.s.wait.tensorcnt(i16 0), !dbg !26
  fence syncscope("workgroup") release, !dbg !26, !mmra !28
  tail call void @llvm.amdgcn.s.barrier(), !dbg !26
  fence syncscope("workgroup") acquire, !dbg !26, !mmra !28
  %172 = add i32 %162, 1, !dbg !25
  %173 = icmp slt i32 %172, 2, !dbg !25
  %174 = select i1 %173, i32 %172, i32 0, !dbg !25
  %175 = add nuw nsw i32 %171, 1, !dbg !25
  %176 = shl nuw nsw i32 %175, 5, !dbg !29
  %177 = shl i32 %174, 10, !dbg !26
  %178 = getelementptr [2 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4576), i32 %177, !dbg !26
  %179 = lshr exact i32 %177, 3, !dbg !26
  %180 = getelementptr i8, ptr addrspace(3) %178, i32 %179, !dbg !26
  %181 = zext nneg i32 %176 to i64, !dbg !26
  %182 = add i64 %37, %181, !dbg !26
  %183 = shl i64 %182, 1, !dbg !26
  %184 = add i64 %183, %40, !dbg !26
  %185 = sub nsw i32 %5, %176, !dbg !26
  %186 = tail call i32 @llvm.smax.i32(i32 %185, i32 0), !dbg !26
  %187 = tail call i32 @llvm.fshl.i32(i32 %45, i32 %186, i32 16), !dbg !26
  %188 = trunc i64 %184 to i32, !dbg !26
  %189 = lshr i64 %184, 32, !dbg !26
  %190 = trunc nuw i64 %189 to i32, !dbg !26
  %191 = and i32 %187, 32767, !dbg !26
  %192 = lshr i32 %187, 16, !dbg !26
  %193 = getelementptr [2 x i8], ptr addrspace(3) %180, i32 %55, !dbg !26
  %.reass = add nsw i32 %192, %invariant.op
  %194 = tail call i32 @llvm.smax.i32(i32 %.reass, i32 0), !dbg !26
  %195 = ptrtoint ptr addrspace(3) %193 to i32, !dbg !26
  %196 = insertelement <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, i32 %195, i64 1, !dbg !26
  %197 = insertelement <4 x i32> %196, i32 %188, i64 2, !dbg !26
  %198 = insertelement <4 x i32> %197, i32 %190, i64 3, !dbg !26
  %199 = bitcast <4 x i32> %198 to <2 x i64>, !dbg !26
  %200 = extractelement <2 x i64> %199, i64 1, !dbg !26
  %201 = add i64 %200, %65, !dbg !26
  %202 = insertelement <2 x i64> %199, i64 %201, i64 1, !dbg !26
  %203 = bitcast <2 x i64> %202 to <4 x i32>, !dbg !26
  %204 = shl i32 %186, 16, !dbg !26
  %205 = shl i32 %194, 16, !dbg !26
  %206 = or disjoint i32 %205, %191, !dbg !26
  %207 = lshr i32 %194, 16, !dbg !26
  %208 = or disjoint i32 %207, 2097152, !dbg !26
  %209 = insertelement <8 x i32> %156, i32 %204, i64 1, !dbg !26
  %210 = insertelement <8 x i32> %209, i32 %206, i64 2, !dbg !26
  %211 = insertelement <8 x i32> %210, i32 %208, i64 3, !dbg !26
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %203, <8 x i32> %211, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !26
  fence syncscope("workgroup") release, !dbg !26, !mmra !28
  tail call void @llvm.amdgcn.s.barrier(), !dbg !26
  fence syncscope("workgroup") acquire, !dbg !26, !mmra !28
  %212 = getelementptr inbounds nuw i8, ptr addrspace(3) %161, i32 %142, !dbg !26
  %213 = getelementptr inbounds nuw i8, ptr addrspace(3) %212, i32 %139, !dbg !26
  %214 = getelementptr inbounds nuw i8, ptr addrspace(3) %213, i32 %144, !dbg !26
  %215 = load <8 x half>, ptr addrspace(3) %214, align 16, !dbg !26
  %216 = getelementptr inbounds nuw i8, ptr addrspace(3) %214, i32 32, !dbg !26
  %217 = load <8 x half>, ptr addrspace(3) %216, align 16, !dbg !26
  %218 = getelementptr [2 x i8], ptr addrspace(3) @global_smem, i32 %177, !dbg !16
  %219 = lshr exact i32 %177, 2, !dbg !16
  %220 = getelementptr i8, ptr addrspace(3) %218, i32 %219, !dbg !16
  %221 = mul i64 %85, %181, !dbg !16
  %222 = add i64 %221, %86, !dbg !16
  %223 = shl i64 %222, 1, !dbg !16
  %224 = add i64 %223, %89, !dbg !16
  %225 = sub nsw i32 %92, %176, !dbg !16
  %226 = tail call i32 @llvm.smax.i32(i32 %225, i32 0), !dbg !16
  %227 = tail call i32 @llvm.fshl.i32(i32 %226, i32 %100, i32 16), !dbg !16
  %228 = trunc i64 %224 to i32, !dbg !16
  %229 = lshr i64 %224, 32, !dbg !16
  %230 = trunc nuw i64 %229 to i32, !dbg !16
  %231 = and i32 %227, 32767, !dbg !16
  %232 = lshr i32 %227, 16, !dbg !16
  %233 = and i32 %226, 2147418112, !dbg !16
  %234 = or disjoint i32 %232, %233, !dbg !16
  %235 = getelementptr [2 x i8], ptr addrspace(3) %220, i32 %109, !dbg !16
  %236 = sub nsw i32 %234, %54, !dbg !16
  %237 = tail call i32 @llvm.smax.i32(i32 %236, i32 0), !dbg !16
  %238 = ptrtoint ptr addrspace(3) %235 to i32, !dbg !16
  %239 = insertelement <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, i32 %238, i64 1, !dbg !16
  %240 = insertelement <4 x i32> %239, i32 %228, i64 2, !dbg !16
  %241 = insertelement <4 x i32> %240, i32 %230, i64 3, !dbg !16
  %242 = bitcast <4 x i32> %241 to <2 x i64>, !dbg !16
  %243 = extractelement <2 x i64> %242, i64 1, !dbg !16
  %244 = add i64 %243, %117, !dbg !16
  %245 = insertelement <2 x i64> %242, i64 %244, i64 1, !dbg !16
  %246 = bitcast <2 x i64> %245 to <4 x i32>, !dbg !16
  %247 = shl i32 %237, 16, !dbg !16
  %248 = or disjoint i32 %247, %231, !dbg !16
  %249 = lshr i32 %237, 16, !dbg !16
  %250 = or disjoint i32 %249, 2097152, !dbg !16
  %251 = insertelement <8 x i32> %158, i32 %248, i64 2, !dbg !16
  %252 = insertelement <8 x i32> %251, i32 %250, i64 3, !dbg !16
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %246, <8 x i32> %252, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !16
  fence syncscope("workgroup") release, !dbg !16, !mmra !28
  tail call void @llvm.amdgcn.s.barrier(), !dbg !16
  fence syncscope("workgroup") acquire, !dbg !16, !mmra !28
  %253 = getelementptr inbounds nuw i8, ptr addrspace(3) %160, i32 %152, !dbg !16
  %254 = getelementptr inbounds nuw i8, ptr addrspace(3) %253, i32 %154, !dbg !16
  %255 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %254), !dbg !16
  %256 = getelementptr inbounds nuw i8, ptr addrspace(3) %254, i32 1152, !dbg !16
  %257 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) nonnull %256), !dbg !16
  %258 = insertelement <8 x float> poison, float %163, i64 0, !dbg !30
  %259 = insertelement <8 x float> %258, float %164, i64 1, !dbg !30
  %260 = insertelement <8 x float> %259, float %165, i64 2, !dbg !30
  %261 = insertelement <8 x float> %260, float %166, i64 3, !dbg !30
  %262 = insertelement <8 x float> %261, float %167, i64 4, !dbg !30
  %263 = insertelement <8 x float> %262, float %168, i64 5, !dbg !30
  %264 = insertelement <8 x float> %263, float %169, i64 6, !dbg !30
  %265 = insertelement <8 x float> %264, float %170, i64 7, !dbg !30
  %266 = shufflevector <8 x half> %215, <8 x half> %217, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !30
  %267 = shufflevector <8 x half> %255, <8 x half> %257, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !30
  %268 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %267, <16 x half> %266, i16 0, <8 x float> %265, i1 false, i1 false), !dbg !30
  %269 = extractelement <8 x float> %268, i64 0, !dbg !30
  %270 = extractelement <8 x float> %268, i64 1, !dbg !30
  %271 = extractelement <8 x float> %268, i64 2, !dbg !30
  %272 = extractelement <8 x float> %268, i64 3, !dbg !30
  %273 = extractelement <8 x float> %268, i64 4, !dbg !30
  %274 = extractelement <8 x float> %268, i64 5, !dbg !30
  %275 = extractelement <8 x float> %268, i64 6, !dbg !30
  %276 = extractelement <8 x float> %268, i64 7, !dbg !30
  %exitcond.not = icmp eq i32 %171, %155, !dbg !25
  br i1 %exitcond.not, label %._crit_edge, label %159, !dbg !25

._crit_edge:                                      ; preds = %159, %.._crit_edge_crit_edge
  %.pre-phi41 = phi i32 [ %.pre40, %.._crit_edge_crit_edge ], [ %150, %159 ], !dbg !16
  %.pre-phi39 = phi i32 [ %.pre38, %.._crit_edge_crit_edge ], [ %149, %159 ], !dbg !16
  %.pre-phi31 = phi i32 [ %.pre30, %.._crit_edge_crit_edge ], [ %145, %159 ], !dbg !16
  %.pre-phi27 = phi i32 [ %.pre26, %.._crit_edge_crit_edge ], [ %139, %159 ], !dbg !26
  %.pre-phi25 = phi i32 [ %.pre24, %.._crit_edge_crit_edge ], [ %136, %159 ], !dbg !26
  %.pre-phi = phi i32 [ %.pre, %.._crit_edge_crit_edge ], [ %135, %159 ], !dbg !26
  %277 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %269, %159 ], !dbg !31
  %278 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %270, %159 ], !dbg !31
  %279 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %271, %159 ], !dbg !31
  %280 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %272, %159 ], !dbg !31
  %281 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %273, %159 ], !dbg !31
  %282 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %274, %159 ], !dbg !31
  %283 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %275, %159 ], !dbg !31
  %284 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %276, %159 ], !dbg !31
  %.lcssa17 = phi ptr addrspace(3) [ getelementptr (i8, ptr addrspace(3) @global_smem, i32 4576), %.._crit_edge_crit_edge ], [ %180, %159 ], !dbg !26
  %.lcssa = phi ptr addrspace(3) [ @global_smem, %.._crit_edge_crit_edge ], [ %220, %159 ], !dbg !16
  tail call void @llvm.amdgcn.s.wait.tensorcnt(i16 0), !dbg !26
  fence syncscope("workgroup") release, !dbg !26, !mmra !28
  tail call void @llvm.amdgcn.s.barrier(), !dbg !26
  fence syncscope("workgroup") acquire, !dbg !26, !mmra !28
  %285 = and i32 %.pre-phi, 15, !dbg !26
  %286 = and i32 %.pre-phi25, 64, !dbg !26
  %287 = or disjoint i32 %.pre-phi41, %.pre-phi31, !dbg !16
  %288 = lshr exact i32 %287, 3, !dbg !16
  %289 = and i32 %288, 96, !dbg !16
  %290 = getelementptr inbounds nuw i8, ptr addrspace(3) %.lcssa, i32 %287, !dbg !16
  %291 = getelementptr inbounds nuw i8, ptr addrspace(3) %290, i32 %.pre-phi39, !dbg !16
  %292 = getelementptr inbounds nuw i8, ptr addrspace(3) %291, i32 %289, !dbg !16
  %293 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %292), !dbg !16
  %294 = getelementptr inbounds nuw i8, ptr addrspace(3) %292, i32 1152, !dbg !16
  %295 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) nonnull %294), !dbg !16
  br i1 %29, label %296, label %._crit_edge._crit_edge, !dbg !30

296:                                              ; preds = %._crit_edge
  %297 = extractelement <8 x half> %295, i64 7, !dbg !16
  %298 = extractelement <8 x half> %295, i64 6, !dbg !16
  %299 = extractelement <8 x half> %295, i64 5, !dbg !16
  %300 = extractelement <8 x half> %295, i64 4, !dbg !16
  %301 = extractelement <8 x half> %295, i64 3, !dbg !16
  %302 = extractelement <8 x half> %295, i64 2, !dbg !16
  %303 = extractelement <8 x half> %295, i64 1, !dbg !16
  %304 = extractelement <8 x half> %295, i64 0, !dbg !16
  %305 = extractelement <8 x half> %293, i64 7, !dbg !16
  %306 = extractelement <8 x half> %293, i64 6, !dbg !16
  %307 = extractelement <8 x half> %293, i64 5, !dbg !16
  %308 = extractelement <8 x half> %293, i64 4, !dbg !16
  %309 = extractelement <8 x half> %293, i64 3, !dbg !16
  %310 = extractelement <8 x half> %293, i64 2, !dbg !16
  %311 = extractelement <8 x half> %293, i64 1, !dbg !16
  %312 = extractelement <8 x half> %293, i64 0, !dbg !16
  %313 = shl nuw nsw i32 %285, 6, !dbg !26
  %314 = shl nuw nsw i32 %286, 4, !dbg !26
  %315 = or disjoint i32 %314, %313, !dbg !26
  %316 = lshr exact i32 %315, 4, !dbg !26
  %317 = and i32 %316, 112, !dbg !26
  %318 = getelementptr inbounds nuw i8, ptr addrspace(3) %.lcssa17, i32 %315, !dbg !26
  %319 = getelementptr inbounds nuw i8, ptr addrspace(3) %318, i32 %.pre-phi27, !dbg !26
  %320 = getelementptr inbounds nuw i8, ptr addrspace(3) %319, i32 %317, !dbg !26
  %321 = getelementptr inbounds nuw i8, ptr addrspace(3) %320, i32 32, !dbg !26
  %322 = load <8 x half>, ptr addrspace(3) %321, align 16, !dbg !26
  %323 = load <8 x half>, ptr addrspace(3) %320, align 16, !dbg !26
  %324 = insertelement <8 x float> poison, float %277, i64 0, !dbg !30
  %325 = insertelement <8 x float> %324, float %278, i64 1, !dbg !30
  %326 = insertelement <8 x float> %325, float %279, i64 2, !dbg !30
  %327 = insertelement <8 x float> %326, float %280, i64 3, !dbg !30
  %328 = insertelement <8 x float> %327, float %281, i64 4, !dbg !30
  %329 = insertelement <8 x float> %328, float %282, i64 5, !dbg !30
  %330 = insertelement <8 x float> %329, float %283, i64 6, !dbg !30
  %331 = insertelement <8 x float> %330, float %284, i64 7, !dbg !30
  %332 = shufflevector <8 x half> %323, <8 x half> %322, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !30
  %333 = insertelement <16 x half> <half poison, half poison, half poison, half poison, half poison, half poison, half poison, half poison, half poison, half poison, half undef, half undef, half undef, half undef, half undef, half undef>, half %312, i64 0, !dbg !30
  %334 = insertelement <16 x half> %333, half %311, i64 1, !dbg !30
  %335 = insertelement <16 x half> %334, half %310, i64 2, !dbg !30
  %336 = insertelement <16 x half> %335, half %309, i64 3, !dbg !30
  %337 = insertelement <16 x half> %336, half %308, i64 4, !dbg !30
  %338 = insertelement <16 x half> %337, half %307, i64 5, !dbg !30
  %339 = insertelement <16 x half> %338, half %306, i64 6, !dbg !30
  %340 = insertelement <16 x half> %339, half %305, i64 7, !dbg !30
  %341 = insertelement <16 x half> %340, half %304, i64 8, !dbg !30
  %342 = insertelement <16 x half> %341, half %303, i64 9, !dbg !30
  %343 = insertelement <16 x half> %342, half %302, i64 10, !dbg !30
  %344 = insertelement <16 x half> %343, half %301, i64 11, !dbg !30
  %345 = insertelement <16 x half> %344, half %300, i64 12, !dbg !30
  %346 = insertelement <16 x half> %345, half %299, i64 13, !dbg !30
  %347 = insertelement <16 x half> %346, half %298, i64 14, !dbg !30
  %348 = insertelement <16 x half> %347, half %297, i64 15, !dbg !30
  %349 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %348, <16 x half> %332, i16 0, <8 x float> %331, i1 false, i1 false), !dbg !30
  %350 = extractelement <8 x float> %349, i64 0, !dbg !30
  %351 = extractelement <8 x float> %349, i64 1, !dbg !30
  %352 = extractelement <8 x float> %349, i64 2, !dbg !30
  %353 = extractelement <8 x float> %349, i64 3, !dbg !30
  %354 = extractelement <8 x float> %349, i64 4, !dbg !30
  %355 = extractelement <8 x float> %349, i64 5, !dbg !30
  %356 = extractelement <8 x float> %349, i64 6, !dbg !30
  %357 = extractelement <8 x float> %349, i64 7, !dbg !30
  br label %._crit_edge._crit_edge, !dbg !30

._crit_edge._crit_edge:                           ; preds = %._crit_edge, %296
  %358 = phi float [ %357, %296 ], [ %284, %._crit_edge ], !dbg !25
  %359 = phi float [ %356, %296 ], [ %283, %._crit_edge ], !dbg !25
  %360 = phi float [ %355, %296 ], [ %282, %._crit_edge ], !dbg !25
  %361 = phi float [ %354, %296 ], [ %281, %._crit_edge ], !dbg !25
  %362 = phi float [ %353, %296 ], [ %280, %._crit_edge ], !dbg !25
  %363 = phi float [ %352, %296 ], [ %279, %._crit_edge ], !dbg !25
  %364 = phi float [ %351, %296 ], [ %278, %._crit_edge ], !dbg !25
  %365 = phi float [ %350, %296 ], [ %277, %._crit_edge ], !dbg !25
  %366 = lshr exact i32 %286, 2, !dbg !12
  %367 = or disjoint i32 %366, %285, !dbg !12
  %368 = or disjoint i32 %.pre-phi39, %.pre-phi27, !dbg !12
  %369 = lshr exact i32 %368, 1, !dbg !12
  %370 = or disjoint i32 %369, 1, !dbg !12
  %371 = or disjoint i32 %369, 2, !dbg !12
  %372 = or disjoint i32 %369, 3, !dbg !12
  %373 = or disjoint i32 %369, 4, !dbg !12
  %374 = or disjoint i32 %369, 5, !dbg !12
  %375 = or disjoint i32 %369, 6, !dbg !12
  %376 = or disjoint i32 %369, 7, !dbg !12
  %377 = or disjoint i32 %367, %27, !dbg !32
  %378 = or disjoint i32 %369, %28, !dbg !33
  %379 = or disjoint i32 %370, %28, !dbg !33
  %380 = or disjoint i32 %371, %28, !dbg !33
  %381 = or disjoint i32 %372, %28, !dbg !33
  %382 = or disjoint i32 %373, %28, !dbg !33
  %383 = or disjoint i32 %374, %28, !dbg !33
  %384 = or disjoint i32 %375, %28, !dbg !33
  %385 = or disjoint i32 %376, %28, !dbg !33
  %386 = icmp slt i32 %377, %3, !dbg !34
  %387 = icmp slt i32 %378, %4, !dbg !35
  %388 = icmp slt i32 %379, %4, !dbg !35
  %389 = icmp slt i32 %380, %4, !dbg !35
  %390 = icmp slt i32 %381, %4, !dbg !35
  %391 = icmp slt i32 %382, %4, !dbg !35
  %392 = icmp slt i32 %383, %4, !dbg !35
  %393 = icmp slt i32 %384, %4, !dbg !35
  %394 = icmp slt i32 %385, %4, !dbg !35
  %395 = and i1 %386, %387, !dbg !36
  %396 = and i1 %386, %388, !dbg !36
  %397 = and i1 %386, %389, !dbg !36
  %398 = and i1 %386, %390, !dbg !36
  %399 = and i1 %386, %391, !dbg !36
  %400 = and i1 %386, %392, !dbg !36
  %401 = and i1 %386, %393, !dbg !36
  %402 = and i1 %386, %394, !dbg !36
  %403 = mul i32 %4, %27, !dbg !37
  %404 = mul i32 %4, %367, !dbg !37
  %405 = add i32 %403, %28, !dbg !37
  %406 = add i32 %404, %405, !dbg !37
  %407 = add i32 %406, %369, !dbg !37
  %408 = add i32 %406, %370, !dbg !37
  %409 = add i32 %406, %371, !dbg !37
  %410 = add i32 %406, %372, !dbg !37
  %411 = add i32 %406, %373, !dbg !37
  %412 = add i32 %406, %374, !dbg !37
  %413 = add i32 %406, %375, !dbg !37
  %414 = add i32 %406, %376, !dbg !37
  %415 = insertelement <2 x float> poison, float %365, i64 0, !dbg !38
  %416 = insertelement <2 x float> %415, float %364, i64 1, !dbg !38
  %417 = fptrunc <2 x float> %416 to <2 x half>, !dbg !38
  %418 = insertelement <2 x float> poison, float %363, i64 0, !dbg !38
  %419 = insertelement <2 x float> %418, float %362, i64 1, !dbg !38
  %420 = fptrunc <2 x float> %419 to <2 x half>, !dbg !38
  %421 = insertelement <2 x float> poison, float %361, i64 0, !dbg !38
  %422 = insertelement <2 x float> %421, float %360, i64 1, !dbg !38
  %423 = fptrunc <2 x float> %422 to <2 x half>, !dbg !38
  %424 = insertelement <2 x float> poison, float %359, i64 0, !dbg !38
  %425 = insertelement <2 x float> %424, float %358, i64 1, !dbg !38
  %426 = fptrunc <2 x float> %425 to <2 x half>, !dbg !38
  %427 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %2, i16 0, i64 2147483646, i32 822243328), !dbg !39
  %.bc = bitcast <2 x half> %417 to <2 x i16>, !dbg !39
  %.extract = extractelement <2 x i16> %.bc, i64 0, !dbg !39
  %428 = shl i32 %407, 1, !dbg !39
  %429 = select i1 %395, i32 %428, i32 -2147483648, !dbg !39
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %.extract, ptr addrspace(8) %427, i32 %429, i32 0, i32 0), !dbg !39
  %.extract3 = extractelement <2 x i16> %.bc, i64 1, !dbg !39
  %430 = shl i32 %408, 1, !dbg !39
  %431 = select i1 %396, i32 %430, i32 -2147483648, !dbg !39
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %.extract3, ptr addrspace(8) %427, i32 %431, i32 0, i32 0), !dbg !39
  %.bc4 = bitcast <2 x half> %420 to <2 x i16>, !dbg !39
  %.extract5 = extractelement <2 x i16> %.bc4, i64 0, !dbg !39
  %432 = shl i32 %409, 1, !dbg !39
  %433 = select i1 %397, i32 %432, i32 -2147483648, !dbg !39
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %.extract5, ptr addrspace(8) %427, i32 %433, i32 0, i32 0), !dbg !39
  %.extract7 = extractelement <2 x i16> %.bc4, i64 1, !dbg !39
  %434 = shl i32 %410, 1, !dbg !39
  %435 = select i1 %398, i32 %434, i32 -2147483648, !dbg !39
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %.extract7, ptr addrspace(8) %427, i32 %435, i32 0, i32 0), !dbg !39
  %.bc8 = bitcast <2 x half> %423 to <2 x i16>, !dbg !39
  %.extract9 = extractelement <2 x i16> %.bc8, i64 0, !dbg !39
  %436 = shl i32 %411, 1, !dbg !39
  %437 = select i1 %399, i32 %436, i32 -2147483648, !dbg !39
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %.extract9, ptr addrspace(8) %427, i32 %437, i32 0, i32 0), !dbg !39
  %.extract11 = extractelement <2 x i16> %.bc8, i64 1, !dbg !39
  %438 = shl i32 %412, 1, !dbg !39
  %439 = select i1 %400, i32 %438, i32 -2147483648, !dbg !39
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %.extract11, ptr addrspace(8) %427, i32 %439, i32 0, i32 0), !dbg !39
  %.bc12 = bitcast <2 x half> %426 to <2 x i16>, !dbg !39
  %.extract13 = extractelement <2 x i16> %.bc12, i64 0, !dbg !39
  %440 = shl i32 %413, 1, !dbg !39
  %441 = select i1 %401, i32 %440, i32 -2147483648, !dbg !39
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %.extract13, ptr addrspace(8) %427, i32 %441, i32 0, i32 0), !dbg !39
  %.extract15 = extractelement <2 x i16> %.bc12, i64 1, !dbg !39
  %442 = shl i32 %414, 1, !dbg !39
  %443 = select i1 %402, i32 %442, i32 -2147483648, !dbg !39
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %.extract15, ptr addrspace(8) %427, i32 %443, i32 0, i32 0), !dbg !39
  ret void, !dbg !40
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

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #9

attributes #0 = { norecurse nounwind "amdgpu-cluster-dims"="1,1,1" "amdgpu-expert-scheduling-mode"="true" "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "amdgpu-sched-strategy"="coexec" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn memory(argmem: read) }
attributes #7 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #8 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #9 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "/work/wt/tdm/tests/triton/gfx1250")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "descriptor_matmul_kernel", linkageName: "descriptor_matmul_kernel", scope: !1, file: !1, line: 258, type: !5, scopeLine: 258, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !7, !9, !9, !9, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 273, column: 25, scope: !4)
!13 = !DILocation(line: 262, column: 13, scope: !4)
!14 = !DILocation(line: 263, column: 13, scope: !4)
!15 = !DILocation(line: 264, column: 14, scope: !4)
!16 = !DILocation(line: 271, column: 13, scope: !4)
!17 = !DILocation(line: 266, column: 14, scope: !4)
!18 = !DILocation(line: 43, column: 13, scope: !19, inlinedAt: !21)
!19 = distinct !DILexicalBlockFile(scope: !4, file: !20, discriminator: 0)
!20 = !DIFile(filename: "standard.py", directory: "/work/main/.venv/lib/python3.11/site-packages/triton/language")
!21 = !DILocation(line: 269, column: 23, scope: !22)
!22 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!23 = !DILocation(line: 270, column: 26, scope: !4)
!24 = !DILocation(line: 271, column: 34, scope: !4)
!25 = !DILocation(line: 269, column: 5, scope: !4)
!26 = !DILocation(line: 270, column: 13, scope: !4)
!27 = !DILocation(line: 43, column: 12, scope: !19, inlinedAt: !21)
!28 = !{!"amdgpu-synchronize-as", !"local"}
!29 = !DILocation(line: 270, column: 38, scope: !4)
!30 = !DILocation(line: 272, column: 15, scope: !4)
!31 = !DILocation(line: 268, column: 11, scope: !4)
!32 = !DILocation(line: 273, column: 12, scope: !4)
!33 = !DILocation(line: 274, column: 12, scope: !4)
!34 = !DILocation(line: 275, column: 13, scope: !4)
!35 = !DILocation(line: 275, column: 35, scope: !4)
!36 = !DILocation(line: 275, column: 12, scope: !4)
!37 = !DILocation(line: 276, column: 14, scope: !4)
!38 = !DILocation(line: 276, column: 57, scope: !4)
!39 = !DILocation(line: 276, column: 5, scope: !4)
!40 = !DILocation(line: 258, column: 1, scope: !4)
