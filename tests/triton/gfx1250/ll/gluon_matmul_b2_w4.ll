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
  %107 = getelementptr [2 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5104), i32 %52, !dbg !16
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
  %invariant.op = sub nsw i32 %49, %51, !dbg !27
  %130 = icmp sgt i32 %26, 31, !dbg !27
  %131 = tail call i32 @llvm.amdgcn.workitem.id.x()
  br i1 %130, label %.lr.ph, label %._crit_edge, !dbg !27

.lr.ph:                                           ; preds = %8
  %132 = shl nuw nsw i32 %131, 6
  %133 = and i32 %132, 960
  %134 = and i32 %131, 16
  %135 = shl i32 %9, 10
  %136 = and i32 %135, 1024
  %137 = or disjoint i32 %133, %136
  %138 = lshr exact i32 %137, 2
  %invariant.gep6 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %137, !dbg !27
  %invariant.gep8 = getelementptr i8, ptr addrspace(3) %invariant.gep6, i32 %134, !dbg !27
  %invariant.gep10 = getelementptr i8, ptr addrspace(3) %invariant.gep8, i32 %138, !dbg !27
  %139 = and i32 %132, 448
  %140 = shl nuw nsw i32 %131, 1
  %141 = and i32 %140, 16
  %142 = shl nuw nsw i32 %134, 5
  %143 = or disjoint i32 %141, %142
  %144 = or disjoint i32 %143, %139
  %145 = lshr exact i32 %144, 2
  %146 = and i32 %145, 240
  %invariant.gep12 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5104), i32 %144, !dbg !27
  %invariant.gep14 = getelementptr i8, ptr addrspace(3) %invariant.gep12, i32 %146, !dbg !27
  %147 = insertelement <8 x i32> <i32 114360320, i32 poison, i32 poison, i32 poison, i32 8, i32 poison, i32 0, i32 0>, i32 %5, i64 5
  %148 = insertelement <8 x i32> %125, i32 %4, i64 5
  %149 = insertelement <8 x i32> %148, i32 %19, i64 6
  br label %150, !dbg !27

150:                                              ; preds = %.lr.ph, %150
  %151 = phi float [ 0.000000e+00, %.lr.ph ], [ %263, %150 ]
  %152 = phi float [ 0.000000e+00, %.lr.ph ], [ %264, %150 ]
  %153 = phi float [ 0.000000e+00, %.lr.ph ], [ %265, %150 ]
  %154 = phi float [ 0.000000e+00, %.lr.ph ], [ %266, %150 ]
  %155 = phi float [ 0.000000e+00, %.lr.ph ], [ %267, %150 ]
  %156 = phi float [ 0.000000e+00, %.lr.ph ], [ %268, %150 ]
  %157 = phi float [ 0.000000e+00, %.lr.ph ], [ %269, %150 ]
  %158 = phi float [ 0.000000e+00, %.lr.ph ], [ %270, %150 ]
  %159 = phi float [ 0.000000e+00, %.lr.ph ], [ %281, %150 ]
  %160 = phi float [ 0.000000e+00, %.lr.ph ], [ %282, %150 ]
  %161 = phi float [ 0.000000e+00, %.lr.ph ], [ %283, %150 ]
  %162 = phi float [ 0.000000e+00, %.lr.ph ], [ %284, %150 ]
  %163 = phi float [ 0.000000e+00, %.lr.ph ], [ %285, %150 ]
  %164 = phi float [ 0.000000e+00, %.lr.ph ], [ %286, %150 ]
  %165 = phi float [ 0.000000e+00, %.lr.ph ], [ %287, %150 ]
  %166 = phi float [ 0.000000e+00, %.lr.ph ], [ %288, %150 ]
  %167 = phi i32 [ 0, %.lr.ph ], [ %168, %150 ]
  tail call void @llvm.amdgcn.s.wait.tensorcnt(i16 0), !dbg !28
  fence syncscope("workgroup") release, !dbg !29
  tail call void @llvm.amdgcn.s.barrier(), !dbg !29
  fence syncscope("workgroup") acquire, !dbg !29
  %168 = add nuw nsw i32 %167, 1, !dbg !30
  %169 = icmp slt i32 %168, %27, !dbg !31
  %170 = shl nuw nsw i32 %168, 5, !dbg !32
  %171 = shl i32 %168, 10, !dbg !33
  %172 = and i32 %171, 1024, !dbg !33
  %173 = lshr exact i32 %172, 2, !dbg !33
  %174 = or disjoint i32 %173, %172, !dbg !33
  %175 = zext i1 %169 to i32, !dbg !34
  %176 = zext nneg i32 %170 to i64, !dbg !34
  %177 = add i64 %36, %176, !dbg !34
  %178 = shl i64 %177, 1, !dbg !34
  %179 = add i64 %178, %39, !dbg !34
  %180 = sub nsw i32 %5, %170, !dbg !34
  %181 = tail call i32 @llvm.smax.i32(i32 %180, i32 0), !dbg !34
  %182 = tail call i32 @llvm.fshl.i32(i32 %44, i32 %181, i32 16), !dbg !34
  %183 = trunc i64 %179 to i32, !dbg !34
  %184 = lshr i64 %179, 32, !dbg !34
  %185 = trunc nuw i64 %184 to i32, !dbg !34
  %186 = insertelement <4 x i32> <i32 poison, i32 undef, i32 undef, i32 undef>, i32 %175, i64 0, !dbg !34
  %187 = and i32 %182, 32767, !dbg !34
  %188 = lshr i32 %182, 16, !dbg !34
  %gep = getelementptr [2 x i8], ptr addrspace(3) %53, i32 %174, !dbg !34
  %.reass = add nsw i32 %188, %invariant.op
  %189 = tail call i32 @llvm.smax.i32(i32 %.reass, i32 0), !dbg !34
  %190 = ptrtoint ptr addrspace(3) %gep to i32, !dbg !34
  %191 = insertelement <4 x i32> %186, i32 %190, i64 1, !dbg !34
  %192 = insertelement <4 x i32> %191, i32 %183, i64 2, !dbg !34
  %193 = insertelement <4 x i32> %192, i32 %185, i64 3, !dbg !34
  %194 = bitcast <4 x i32> %193 to <2 x i64>, !dbg !34
  %195 = extractelement <2 x i64> %194, i64 1, !dbg !34
  %196 = add i64 %195, %62, !dbg !34
  %197 = insertelement <2 x i64> %194, i64 %196, i64 1, !dbg !34
  %198 = bitcast <2 x i64> %197 to <4 x i32>, !dbg !34
  %199 = shl i32 %181, 16, !dbg !34
  %200 = shl i32 %189, 16, !dbg !34
  %201 = or disjoint i32 %200, %187, !dbg !34
  %202 = lshr i32 %189, 16, !dbg !34
  %203 = or disjoint i32 %202, 2097152, !dbg !34
  %204 = insertelement <8 x i32> %147, i32 %199, i64 1, !dbg !34
  %205 = insertelement <8 x i32> %204, i32 %201, i64 2, !dbg !34
  %206 = insertelement <8 x i32> %205, i32 %203, i64 3, !dbg !34
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %198, <8 x i32> %206, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !34
  %207 = mul i64 %83, %176, !dbg !35
  %208 = add i64 %207, %84, !dbg !35
  %209 = shl i64 %208, 1, !dbg !35
  %210 = add i64 %209, %87, !dbg !35
  %211 = sub nsw i32 %90, %170, !dbg !35
  %212 = tail call i32 @llvm.smax.i32(i32 %211, i32 0), !dbg !35
  %213 = tail call i32 @llvm.fshl.i32(i32 %212, i32 %98, i32 16), !dbg !35
  %214 = trunc i64 %210 to i32, !dbg !35
  %215 = lshr i64 %210, 32, !dbg !35
  %216 = trunc nuw i64 %215 to i32, !dbg !35
  %217 = and i32 %213, 32767, !dbg !35
  %218 = lshr i32 %213, 16, !dbg !35
  %219 = and i32 %212, 2147418112, !dbg !35
  %220 = or disjoint i32 %218, %219, !dbg !35
  %gep5 = getelementptr [2 x i8], ptr addrspace(3) %107, i32 %174, !dbg !35
  %221 = sub nsw i32 %220, %51, !dbg !35
  %222 = tail call i32 @llvm.smax.i32(i32 %221, i32 0), !dbg !35
  %223 = ptrtoint ptr addrspace(3) %gep5 to i32, !dbg !35
  %224 = insertelement <4 x i32> %186, i32 %223, i64 1, !dbg !35
  %225 = insertelement <4 x i32> %224, i32 %214, i64 2, !dbg !35
  %226 = insertelement <4 x i32> %225, i32 %216, i64 3, !dbg !35
  %227 = bitcast <4 x i32> %226 to <2 x i64>, !dbg !35
  %228 = extractelement <2 x i64> %227, i64 1, !dbg !35
  %229 = add i64 %228, %114, !dbg !35
  %230 = insertelement <2 x i64> %227, i64 %229, i64 1, !dbg !35
  %231 = bitcast <2 x i64> %230 to <4 x i32>, !dbg !35
  %232 = shl i32 %222, 16, !dbg !35
  %233 = or disjoint i32 %232, %217, !dbg !35
  %234 = lshr i32 %222, 16, !dbg !35
  %235 = or disjoint i32 %234, 2097152, !dbg !35
  %236 = insertelement <8 x i32> %149, i32 %233, i64 2, !dbg !35
  %237 = insertelement <8 x i32> %236, i32 %235, i64 3, !dbg !35
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %231, <8 x i32> %237, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !35
  %238 = shl i32 %167, 10, !dbg !36
  %239 = and i32 %238, 1024, !dbg !36
  %240 = lshr exact i32 %239, 2, !dbg !36
  %241 = or disjoint i32 %240, %239, !dbg !36
  %gep11 = getelementptr [2 x i8], ptr addrspace(3) %invariant.gep10, i32 %241, !dbg !36
  %242 = load <8 x half>, ptr addrspace(3) %gep11, align 16, !dbg !36
  %243 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep11, i32 32, !dbg !36
  %244 = load <8 x half>, ptr addrspace(3) %243, align 16, !dbg !36
  %gep15 = getelementptr [2 x i8], ptr addrspace(3) %invariant.gep14, i32 %241, !dbg !37
  %245 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep15), !dbg !37
  %246 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep15, i32 1280, !dbg !37
  %247 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) nonnull %246), !dbg !37
  %248 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep15, i32 32, !dbg !37
  %249 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) nonnull %248), !dbg !37
  %250 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep15, i32 1312, !dbg !37
  %251 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) nonnull %250), !dbg !37
  %252 = insertelement <8 x float> poison, float %151, i64 0, !dbg !38
  %253 = insertelement <8 x float> %252, float %152, i64 1, !dbg !38
  %254 = insertelement <8 x float> %253, float %153, i64 2, !dbg !38
  %255 = insertelement <8 x float> %254, float %154, i64 3, !dbg !38
  %256 = insertelement <8 x float> %255, float %155, i64 4, !dbg !38
  %257 = insertelement <8 x float> %256, float %156, i64 5, !dbg !38
  %258 = insertelement <8 x float> %257, float %157, i64 6, !dbg !38
  %259 = insertelement <8 x float> %258, float %158, i64 7, !dbg !38
  %260 = shufflevector <8 x half> %242, <8 x half> %244, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !38
  %261 = shufflevector <8 x half> %245, <8 x half> %247, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !38
  %262 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %261, <16 x half> %260, i16 0, <8 x float> %259, i1 false, i1 false), !dbg !38
  %263 = extractelement <8 x float> %262, i64 0, !dbg !38
  %264 = extractelement <8 x float> %262, i64 1, !dbg !38
  %265 = extractelement <8 x float> %262, i64 2, !dbg !38
  %266 = extractelement <8 x float> %262, i64 3, !dbg !38
  %267 = extractelement <8 x float> %262, i64 4, !dbg !38
  %268 = extractelement <8 x float> %262, i64 5, !dbg !38
  %269 = extractelement <8 x float> %262, i64 6, !dbg !38
  %270 = extractelement <8 x float> %262, i64 7, !dbg !38
  %271 = insertelement <8 x float> poison, float %159, i64 0, !dbg !38
  %272 = insertelement <8 x float> %271, float %160, i64 1, !dbg !38
  %273 = insertelement <8 x float> %272, float %161, i64 2, !dbg !38
  %274 = insertelement <8 x float> %273, float %162, i64 3, !dbg !38
  %275 = insertelement <8 x float> %274, float %163, i64 4, !dbg !38
  %276 = insertelement <8 x float> %275, float %164, i64 5, !dbg !38
  %277 = insertelement <8 x float> %276, float %165, i64 6, !dbg !38
  %278 = insertelement <8 x float> %277, float %166, i64 7, !dbg !38
  %279 = shufflevector <8 x half> %249, <8 x half> %251, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !38
  %280 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %279, <16 x half> %260, i16 0, <8 x float> %278, i1 false, i1 false), !dbg !38
  %281 = extractelement <8 x float> %280, i64 0, !dbg !38
  %282 = extractelement <8 x float> %280, i64 1, !dbg !38
  %283 = extractelement <8 x float> %280, i64 2, !dbg !38
  %284 = extractelement <8 x float> %280, i64 3, !dbg !38
  %285 = extractelement <8 x float> %280, i64 4, !dbg !38
  %286 = extractelement <8 x float> %280, i64 5, !dbg !38
  %287 = extractelement <8 x float> %280, i64 6, !dbg !38
  %288 = extractelement <8 x float> %280, i64 7, !dbg !38
  %exitcond.not = icmp eq i32 %168, %27, !dbg !27
  br i1 %exitcond.not, label %._crit_edge, label %150, !dbg !27

._crit_edge:                                      ; preds = %150, %8
  %289 = phi float [ 0.000000e+00, %8 ], [ %263, %150 ], !dbg !39
  %290 = phi float [ 0.000000e+00, %8 ], [ %264, %150 ], !dbg !39
  %291 = phi float [ 0.000000e+00, %8 ], [ %265, %150 ], !dbg !39
  %292 = phi float [ 0.000000e+00, %8 ], [ %266, %150 ], !dbg !39
  %293 = phi float [ 0.000000e+00, %8 ], [ %267, %150 ], !dbg !39
  %294 = phi float [ 0.000000e+00, %8 ], [ %268, %150 ], !dbg !39
  %295 = phi float [ 0.000000e+00, %8 ], [ %269, %150 ], !dbg !39
  %296 = phi float [ 0.000000e+00, %8 ], [ %270, %150 ], !dbg !39
  %297 = phi float [ 0.000000e+00, %8 ], [ %281, %150 ], !dbg !39
  %298 = phi float [ 0.000000e+00, %8 ], [ %282, %150 ], !dbg !39
  %299 = phi float [ 0.000000e+00, %8 ], [ %283, %150 ], !dbg !39
  %300 = phi float [ 0.000000e+00, %8 ], [ %284, %150 ], !dbg !39
  %301 = phi float [ 0.000000e+00, %8 ], [ %285, %150 ], !dbg !39
  %302 = phi float [ 0.000000e+00, %8 ], [ %286, %150 ], !dbg !39
  %303 = phi float [ 0.000000e+00, %8 ], [ %287, %150 ], !dbg !39
  %304 = phi float [ 0.000000e+00, %8 ], [ %288, %150 ], !dbg !39
  tail call void @llvm.amdgcn.s.wait.tensorcnt(i16 0), !dbg !40
  fence syncscope("workgroup") release, !dbg !40, !mmra !41
  tail call void @llvm.amdgcn.s.barrier(), !dbg !40
  fence syncscope("workgroup") acquire, !dbg !40, !mmra !41
  %305 = insertelement <2 x float> poison, float %297, i64 0, !dbg !42
  %306 = insertelement <2 x float> %305, float %298, i64 1, !dbg !42
  %307 = fptrunc <2 x float> %306 to <2 x half>, !dbg !42
  %308 = insertelement <2 x float> poison, float %299, i64 0, !dbg !42
  %309 = insertelement <2 x float> %308, float %300, i64 1, !dbg !42
  %310 = fptrunc <2 x float> %309 to <2 x half>, !dbg !42
  %311 = insertelement <2 x float> poison, float %301, i64 0, !dbg !42
  %312 = insertelement <2 x float> %311, float %302, i64 1, !dbg !42
  %313 = fptrunc <2 x float> %312 to <2 x half>, !dbg !42
  %314 = insertelement <2 x float> poison, float %303, i64 0, !dbg !42
  %315 = insertelement <2 x float> %314, float %304, i64 1, !dbg !42
  %316 = fptrunc <2 x float> %315 to <2 x half>, !dbg !42
  %317 = and i32 %131, 15, !dbg !43
  %318 = shl i32 %9, 4, !dbg !43
  %319 = and i32 %318, 16, !dbg !43
  %320 = or disjoint i32 %319, %317, !dbg !44
  %321 = or disjoint i32 %320, %28, !dbg !44
  %322 = lshr i32 %131, 1, !dbg !45
  %323 = and i32 %322, 8, !dbg !45
  %324 = or disjoint i32 %323, %77, !dbg !46
  %325 = or disjoint i32 %324, 16, !dbg !46
  %326 = icmp slt i32 %321, %3, !dbg !47
  %327 = icmp slt i32 %324, %4, !dbg !48
  %328 = icmp slt i32 %325, %4, !dbg !48
  %329 = and i1 %326, %327, !dbg !49
  %330 = and i1 %326, %328, !dbg !49
  %331 = mul i32 %4, %321, !dbg !50
  %332 = sext i32 %331 to i64, !dbg !51
  %333 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %332, !dbg !51
  %334 = sext i32 %325 to i64, !dbg !51
  %335 = getelementptr [2 x i8], ptr addrspace(1) %333, i64 %334, !dbg !51
  %336 = and i32 %9, 2, !dbg !12
  %337 = icmp eq i32 %336, 0, !dbg !12
  %338 = and i1 %337, %329, !dbg !12
  br i1 %338, label %339, label %359, !dbg !12

339:                                              ; preds = %._crit_edge
  %340 = insertelement <2 x float> poison, float %289, i64 0, !dbg !42
  %341 = insertelement <2 x float> %340, float %290, i64 1, !dbg !42
  %342 = fptrunc <2 x float> %341 to <2 x half>, !dbg !42
  %343 = insertelement <2 x float> poison, float %291, i64 0, !dbg !42
  %344 = insertelement <2 x float> %343, float %292, i64 1, !dbg !42
  %345 = fptrunc <2 x float> %344 to <2 x half>, !dbg !42
  %346 = shufflevector <2 x half> %342, <2 x half> %345, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !12
  %347 = insertelement <2 x float> poison, float %293, i64 0, !dbg !42
  %348 = insertelement <2 x float> %347, float %294, i64 1, !dbg !42
  %349 = fptrunc <2 x float> %348 to <2 x half>, !dbg !42
  %350 = shufflevector <2 x half> %349, <2 x half> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !42
  %351 = shufflevector <8 x half> %346, <8 x half> %350, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 poison, i32 poison>, !dbg !12
  %352 = insertelement <2 x float> poison, float %295, i64 0, !dbg !42
  %353 = insertelement <2 x float> %352, float %296, i64 1, !dbg !42
  %354 = fptrunc <2 x float> %353 to <2 x half>, !dbg !42
  %355 = shufflevector <2 x half> %354, <2 x half> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !42
  %356 = shufflevector <8 x half> %351, <8 x half> %355, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 8, i32 9>, !dbg !12
  %357 = sext i32 %324 to i64, !dbg !51
  %358 = getelementptr [2 x i8], ptr addrspace(1) %333, i64 %357, !dbg !51
  store <8 x half> %356, ptr addrspace(1) %358, align 16, !dbg !12
  br label %359, !dbg !12

359:                                              ; preds = %339, %._crit_edge
  %360 = and i1 %337, %330, !dbg !12
  br i1 %360, label %361, label %367, !dbg !12

361:                                              ; preds = %359
  %362 = shufflevector <2 x half> %307, <2 x half> %310, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>
  %363 = shufflevector <2 x half> %313, <2 x half> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %364 = shufflevector <8 x half> %362, <8 x half> %363, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 poison, i32 poison>
  %365 = shufflevector <2 x half> %316, <2 x half> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %366 = shufflevector <8 x half> %364, <8 x half> %365, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 8, i32 9>
  store <8 x half> %366, ptr addrspace(1) %335, align 16, !dbg !12
  br label %367, !dbg !12

367:                                              ; preds = %361, %359
  ret void, !dbg !52
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
!31 = !DILocation(line: 65, column: 79, scope: !4)
!32 = !DILocation(line: 65, column: 45, scope: !4)
!33 = !DILocation(line: 65, column: 55, scope: !4)
!34 = !DILocation(line: 65, column: 9, scope: !4)
!35 = !DILocation(line: 66, column: 9, scope: !4)
!36 = !DILocation(line: 67, column: 13, scope: !4)
!37 = !DILocation(line: 68, column: 13, scope: !4)
!38 = !DILocation(line: 69, column: 15, scope: !4)
!39 = !DILocation(line: 59, column: 11, scope: !4)
!40 = !DILocation(line: 70, column: 5, scope: !4)
!41 = !{!"amdgpu-synchronize-as", !"local"}
!42 = !DILocation(line: 71, column: 9, scope: !4)
!43 = !DILocation(line: 83, column: 29, scope: !4)
!44 = !DILocation(line: 83, column: 16, scope: !4)
!45 = !DILocation(line: 84, column: 29, scope: !4)
!46 = !DILocation(line: 84, column: 16, scope: !4)
!47 = !DILocation(line: 85, column: 17, scope: !4)
!48 = !DILocation(line: 85, column: 39, scope: !4)
!49 = !DILocation(line: 85, column: 16, scope: !4)
!50 = !DILocation(line: 86, column: 28, scope: !4)
!51 = !DILocation(line: 86, column: 20, scope: !4)
!52 = !DILocation(line: 24, column: 1, scope: !4)
