; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu12.50-amd-amdhsa"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: norecurse nounwind
define amdgpu_kernel void @attention_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, ptr addrspace(1) nofree writeonly captures(none) %3, i32 %4, ptr addrspace(1) nofree readnone captures(none) %5, ptr addrspace(1) nofree readnone captures(none) %6) local_unnamed_addr #0 !dbg !4 {
  %8 = tail call i32 @llvm.amdgcn.wave.id(), !dbg !12
  %9 = ptrtoint ptr addrspace(1) %0 to i64, !dbg !13
  %10 = trunc i64 %9 to i32, !dbg !13
  %11 = lshr i64 %9, 32, !dbg !13
  %12 = trunc nuw i64 %11 to i32, !dbg !13
  %13 = or i32 %12, -2147483648, !dbg !13
  %14 = ptrtoint ptr addrspace(1) %1 to i64, !dbg !14
  %15 = trunc i64 %14 to i32, !dbg !14
  %16 = lshr i64 %14, 32, !dbg !14
  %17 = trunc nuw i64 %16 to i32, !dbg !14
  %18 = or i32 %17, -2147483648, !dbg !14
  %19 = ptrtoint ptr addrspace(1) %2 to i64, !dbg !15
  %20 = trunc i64 %19 to i32, !dbg !15
  %21 = lshr i64 %19, 32, !dbg !15
  %22 = trunc nuw i64 %21 to i32, !dbg !15
  %23 = or i32 %22, -2147483648, !dbg !15
  %24 = tail call i32 @llvm.smax.i32(i32 %4, i32 0), !dbg !16
  %25 = and i32 %8, 3, !dbg !16
  %26 = shl nuw nsw i32 %25, 3, !dbg !16
  %27 = shl nuw nsw i32 %25, 9, !dbg !16
  %28 = mul nuw nsw i32 %25, 320, !dbg !16
  %29 = getelementptr [2 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10208), i32 %28, !dbg !16
  %30 = sub nsw i32 %24, %26, !dbg !16
  %31 = tail call i32 @llvm.smax.i32(i32 %30, i32 0), !dbg !16
  %32 = ptrtoint ptr addrspace(3) %29 to i32, !dbg !16
  %33 = insertelement <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, i32 %32, i64 1, !dbg !16
  %34 = insertelement <4 x i32> %33, i32 %10, i64 2, !dbg !16
  %35 = insertelement <4 x i32> %34, i32 %13, i64 3, !dbg !16
  %36 = zext nneg i32 %27 to i64, !dbg !16
  %37 = bitcast <4 x i32> %35 to <2 x i64>, !dbg !16
  %38 = extractelement <2 x i64> %37, i64 1, !dbg !16
  %39 = add nsw i64 %38, %36, !dbg !16
  %40 = insertelement <2 x i64> %37, i64 %39, i64 1, !dbg !16
  %41 = bitcast <2 x i64> %40 to <4 x i32>, !dbg !16
  %42 = shl i32 %31, 16, !dbg !16
  %43 = lshr i32 %31, 16, !dbg !16
  %44 = or disjoint i32 %43, 2097152, !dbg !16
  %45 = insertelement <8 x i32> <i32 114360320, i32 2097152, i32 poison, i32 poison, i32 8, i32 32, i32 0, i32 0>, i32 %42, i64 2, !dbg !16
  %46 = insertelement <8 x i32> %45, i32 %44, i64 3, !dbg !16
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %41, <8 x i32> %46, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !16
  %47 = insertelement <4 x i32> <i32 1, i32 0, i32 poison, i32 poison>, i32 %15, i64 2, !dbg !17
  %48 = insertelement <4 x i32> %47, i32 %18, i64 3, !dbg !17
  %49 = bitcast <4 x i32> %48 to <2 x i64>, !dbg !17
  %50 = extractelement <2 x i64> %49, i64 1, !dbg !17
  %51 = getelementptr [2 x i8], ptr addrspace(3) @global_smem, i32 %28, !dbg !17
  %52 = ptrtoint ptr addrspace(3) %51 to i32, !dbg !17
  %53 = insertelement <4 x i32> %48, i32 %52, i64 1, !dbg !17
  %54 = bitcast <4 x i32> %53 to <2 x i64>, !dbg !17
  %55 = extractelement <2 x i64> %54, i64 1, !dbg !17
  %56 = add nsw i64 %55, %36, !dbg !17
  %57 = insertelement <2 x i64> %54, i64 %56, i64 1, !dbg !17
  %58 = bitcast <2 x i64> %57 to <4 x i32>, !dbg !17
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %58, <8 x i32> %46, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !17
  %59 = insertelement <4 x i32> <i32 1, i32 0, i32 poison, i32 poison>, i32 %20, i64 2, !dbg !18
  %60 = insertelement <4 x i32> %59, i32 %23, i64 3, !dbg !18
  %61 = bitcast <4 x i32> %60 to <2 x i64>, !dbg !18
  %62 = extractelement <2 x i64> %61, i64 1, !dbg !18
  %63 = getelementptr [2 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5104), i32 %28, !dbg !18
  %64 = ptrtoint ptr addrspace(3) %63 to i32, !dbg !18
  %65 = insertelement <4 x i32> %60, i32 %64, i64 1, !dbg !18
  %66 = bitcast <4 x i32> %65 to <2 x i64>, !dbg !18
  %67 = extractelement <2 x i64> %66, i64 1, !dbg !18
  %68 = add nsw i64 %67, %36, !dbg !18
  %69 = insertelement <2 x i64> %66, i64 %68, i64 1, !dbg !18
  %70 = bitcast <2 x i64> %69 to <4 x i32>, !dbg !18
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %70, <8 x i32> %46, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !18
  tail call void @llvm.amdgcn.s.wait.tensorcnt(i16 2), !dbg !19
  fence syncscope("workgroup") release, !dbg !20
  tail call void @llvm.amdgcn.s.barrier(), !dbg !20
  fence syncscope("workgroup") acquire, !dbg !20
  %71 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !21
  %72 = shl i32 %8, 5, !dbg !21
  %73 = and i32 %71, 15, !dbg !21
  %74 = and i32 %71, 16, !dbg !21
  %75 = and i32 %72, 32, !dbg !21
  %76 = add i32 %4, 31, !dbg !22
  %77 = sdiv i32 %76, 32, !dbg !27
  %78 = icmp sgt i32 %76, 31, !dbg !28
  br i1 %78, label %.lr.ph, label %._crit_edge, !dbg !28

.lr.ph:                                           ; preds = %7
  %79 = shl nuw nsw i32 %73, 6, !dbg !21
  %80 = or disjoint i32 %79, %74, !dbg !21
  %81 = shl nuw nsw i32 %75, 5, !dbg !21
  %82 = or disjoint i32 %80, %81, !dbg !21
  %83 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 10208), i32 %82, !dbg !21
  %84 = lshr exact i32 %82, 2, !dbg !21
  %85 = and i32 %84, 496, !dbg !21
  %86 = getelementptr inbounds nuw i8, ptr addrspace(3) %83, i32 %85, !dbg !21
  %87 = load <8 x half>, ptr addrspace(3) %86, align 16, !dbg !21
  %88 = getelementptr inbounds nuw i8, ptr addrspace(3) %86, i32 32, !dbg !21
  %89 = load <8 x half>, ptr addrspace(3) %88, align 16, !dbg !21
  %invariant.gep4 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %80, !dbg !28
  %90 = shl nuw nsw i32 %73, 4
  %invariant.gep6 = getelementptr i8, ptr addrspace(3) %invariant.gep4, i32 %90, !dbg !28
  %91 = shufflevector <8 x half> %87, <8 x half> %89, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %92 = shl nuw nsw i32 %71, 6
  %93 = and i32 %92, 448
  %94 = shl nuw nsw i32 %71, 1
  %95 = and i32 %94, 16
  %96 = shl nuw nsw i32 %74, 5
  %97 = or disjoint i32 %95, %96
  %98 = or disjoint i32 %97, %93
  %99 = lshr exact i32 %98, 2
  %100 = and i32 %99, 240
  %invariant.gep8 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5104), i32 %98, !dbg !28
  %invariant.gep10 = getelementptr i8, ptr addrspace(3) %invariant.gep8, i32 %100, !dbg !28
  br label %101, !dbg !28

101:                                              ; preds = %.lr.ph, %101
  %102 = phi float [ 0.000000e+00, %.lr.ph ], [ %226, %101 ]
  %103 = phi float [ 0.000000e+00, %.lr.ph ], [ %227, %101 ]
  %104 = phi float [ 0.000000e+00, %.lr.ph ], [ %228, %101 ]
  %105 = phi float [ 0.000000e+00, %.lr.ph ], [ %229, %101 ]
  %106 = phi float [ 0.000000e+00, %.lr.ph ], [ %230, %101 ]
  %107 = phi float [ 0.000000e+00, %.lr.ph ], [ %231, %101 ]
  %108 = phi float [ 0.000000e+00, %.lr.ph ], [ %232, %101 ]
  %109 = phi float [ 0.000000e+00, %.lr.ph ], [ %233, %101 ]
  %110 = phi float [ 0.000000e+00, %.lr.ph ], [ %244, %101 ]
  %111 = phi float [ 0.000000e+00, %.lr.ph ], [ %245, %101 ]
  %112 = phi float [ 0.000000e+00, %.lr.ph ], [ %246, %101 ]
  %113 = phi float [ 0.000000e+00, %.lr.ph ], [ %247, %101 ]
  %114 = phi float [ 0.000000e+00, %.lr.ph ], [ %248, %101 ]
  %115 = phi float [ 0.000000e+00, %.lr.ph ], [ %249, %101 ]
  %116 = phi float [ 0.000000e+00, %.lr.ph ], [ %250, %101 ]
  %117 = phi float [ 0.000000e+00, %.lr.ph ], [ %251, %101 ]
  %118 = phi i32 [ 0, %.lr.ph ], [ %119, %101 ]
  tail call void @llvm.amdgcn.s.wait.tensorcnt(i16 0), !dbg !29
  fence syncscope("workgroup") release, !dbg !30
  tail call void @llvm.amdgcn.s.barrier(), !dbg !30
  fence syncscope("workgroup") acquire, !dbg !30
  %119 = add nuw nsw i32 %118, 1, !dbg !31
  %120 = icmp slt i32 %119, %77, !dbg !32
  %121 = shl nuw nsw i32 %119, 5, !dbg !33
  %122 = shl i32 %119, 10, !dbg !34
  %123 = and i32 %122, 1024, !dbg !34
  %124 = lshr exact i32 %123, 2, !dbg !34
  %125 = or disjoint i32 %124, %123, !dbg !34
  %126 = zext i1 %120 to i32, !dbg !35
  %127 = zext nneg i32 %121 to i64, !dbg !35
  %128 = shl nuw nsw i64 %127, 6, !dbg !35
  %129 = add nsw i64 %128, %50, !dbg !35
  %130 = sub nsw i32 %4, %121, !dbg !35
  %131 = tail call i32 @llvm.smax.i32(i32 %130, i32 0), !dbg !35
  %132 = trunc i64 %129 to i32, !dbg !35
  %133 = lshr i64 %129, 32, !dbg !35
  %134 = trunc nuw i64 %133 to i32, !dbg !35
  %135 = insertelement <4 x i32> <i32 poison, i32 undef, i32 undef, i32 undef>, i32 %126, i64 0, !dbg !35
  %gep = getelementptr [2 x i8], ptr addrspace(3) %51, i32 %125, !dbg !35
  %136 = sub nsw i32 %131, %26, !dbg !35
  %137 = tail call i32 @llvm.smax.i32(i32 %136, i32 0), !dbg !35
  %138 = ptrtoint ptr addrspace(3) %gep to i32, !dbg !35
  %139 = insertelement <4 x i32> %135, i32 %138, i64 1, !dbg !35
  %140 = insertelement <4 x i32> %139, i32 %132, i64 2, !dbg !35
  %141 = insertelement <4 x i32> %140, i32 %134, i64 3, !dbg !35
  %142 = bitcast <4 x i32> %141 to <2 x i64>, !dbg !35
  %143 = extractelement <2 x i64> %142, i64 1, !dbg !35
  %144 = add i64 %143, %36, !dbg !35
  %145 = insertelement <2 x i64> %142, i64 %144, i64 1, !dbg !35
  %146 = bitcast <2 x i64> %145 to <4 x i32>, !dbg !35
  %147 = shl i32 %137, 16, !dbg !35
  %148 = lshr i32 %137, 16, !dbg !35
  %149 = or disjoint i32 %148, 2097152, !dbg !35
  %150 = insertelement <8 x i32> <i32 114360320, i32 2097152, i32 poison, i32 poison, i32 8, i32 32, i32 0, i32 0>, i32 %147, i64 2, !dbg !35
  %151 = insertelement <8 x i32> %150, i32 %149, i64 3, !dbg !35
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %146, <8 x i32> %151, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !35
  %152 = add nsw i64 %128, %62, !dbg !36
  %153 = trunc i64 %152 to i32, !dbg !36
  %154 = lshr i64 %152, 32, !dbg !36
  %155 = trunc nuw i64 %154 to i32, !dbg !36
  %gep3 = getelementptr [2 x i8], ptr addrspace(3) %63, i32 %125, !dbg !36
  %156 = ptrtoint ptr addrspace(3) %gep3 to i32, !dbg !36
  %157 = insertelement <4 x i32> %135, i32 %156, i64 1, !dbg !36
  %158 = insertelement <4 x i32> %157, i32 %153, i64 2, !dbg !36
  %159 = insertelement <4 x i32> %158, i32 %155, i64 3, !dbg !36
  %160 = bitcast <4 x i32> %159 to <2 x i64>, !dbg !36
  %161 = extractelement <2 x i64> %160, i64 1, !dbg !36
  %162 = add i64 %161, %36, !dbg !36
  %163 = insertelement <2 x i64> %160, i64 %162, i64 1, !dbg !36
  %164 = bitcast <2 x i64> %163 to <4 x i32>, !dbg !36
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %164, <8 x i32> %151, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !36
  %165 = shl i32 %118, 10, !dbg !37
  %166 = and i32 %165, 1024, !dbg !37
  %167 = lshr exact i32 %166, 2, !dbg !37
  %168 = or disjoint i32 %167, %166, !dbg !37
  %gep7 = getelementptr [2 x i8], ptr addrspace(3) %invariant.gep6, i32 %168, !dbg !37
  %169 = load <8 x half>, ptr addrspace(3) %gep7, align 16, !dbg !37
  %170 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep7, i32 32, !dbg !37
  %171 = load <8 x half>, ptr addrspace(3) %170, align 16, !dbg !37
  %172 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep7, i32 1280, !dbg !37
  %173 = load <8 x half>, ptr addrspace(3) %172, align 16, !dbg !37
  %174 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep7, i32 1312, !dbg !37
  %175 = load <8 x half>, ptr addrspace(3) %174, align 16, !dbg !37
  %176 = shufflevector <8 x half> %169, <8 x half> %171, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !38
  %177 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %176, <16 x half> %91, i16 0, <8 x float> zeroinitializer, i1 false, i1 false), !dbg !38
  %178 = shufflevector <8 x half> %173, <8 x half> %175, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !38
  %179 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %178, <16 x half> %91, i16 0, <8 x float> zeroinitializer, i1 false, i1 false), !dbg !38
  %180 = shufflevector <8 x float> %177, <8 x float> poison, <2 x i32> <i32 0, i32 1>, !dbg !39
  %181 = fptrunc <2 x float> %180 to <2 x half>, !dbg !39
  %182 = shufflevector <8 x float> %177, <8 x float> poison, <2 x i32> <i32 2, i32 3>, !dbg !39
  %183 = fptrunc <2 x float> %182 to <2 x half>, !dbg !39
  %184 = shufflevector <8 x float> %177, <8 x float> poison, <2 x i32> <i32 4, i32 5>, !dbg !39
  %185 = fptrunc <2 x float> %184 to <2 x half>, !dbg !39
  %186 = shufflevector <2 x half> %185, <2 x half> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !39
  %187 = shufflevector <8 x float> %177, <8 x float> poison, <2 x i32> <i32 6, i32 7>, !dbg !39
  %188 = fptrunc <2 x float> %187 to <2 x half>, !dbg !39
  %189 = shufflevector <2 x half> %188, <2 x half> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !39
  %190 = shufflevector <8 x float> %179, <8 x float> poison, <2 x i32> <i32 0, i32 1>, !dbg !39
  %191 = fptrunc <2 x float> %190 to <2 x half>, !dbg !39
  %192 = shufflevector <2 x half> %191, <2 x half> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !39
  %193 = shufflevector <8 x float> %179, <8 x float> poison, <2 x i32> <i32 2, i32 3>, !dbg !39
  %194 = fptrunc <2 x float> %193 to <2 x half>, !dbg !39
  %195 = shufflevector <2 x half> %194, <2 x half> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !39
  %196 = shufflevector <8 x float> %179, <8 x float> poison, <2 x i32> <i32 4, i32 5>, !dbg !39
  %197 = fptrunc <2 x float> %196 to <2 x half>, !dbg !39
  %198 = shufflevector <2 x half> %197, <2 x half> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !39
  %199 = shufflevector <8 x float> %179, <8 x float> poison, <2 x i32> <i32 6, i32 7>, !dbg !39
  %200 = fptrunc <2 x float> %199 to <2 x half>, !dbg !39
  %201 = shufflevector <2 x half> %200, <2 x half> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !39
  %gep11 = getelementptr [2 x i8], ptr addrspace(3) %invariant.gep10, i32 %168, !dbg !40
  %202 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %gep11), !dbg !40
  %203 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep11, i32 1280, !dbg !40
  %204 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) nonnull %203), !dbg !40
  %205 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep11, i32 32, !dbg !40
  %206 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) nonnull %205), !dbg !40
  %207 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep11, i32 1312, !dbg !40
  %208 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) nonnull %207), !dbg !40
  %209 = insertelement <8 x float> poison, float %102, i64 0, !dbg !41
  %210 = insertelement <8 x float> %209, float %103, i64 1, !dbg !41
  %211 = insertelement <8 x float> %210, float %104, i64 2, !dbg !41
  %212 = insertelement <8 x float> %211, float %105, i64 3, !dbg !41
  %213 = insertelement <8 x float> %212, float %106, i64 4, !dbg !41
  %214 = insertelement <8 x float> %213, float %107, i64 5, !dbg !41
  %215 = insertelement <8 x float> %214, float %108, i64 6, !dbg !41
  %216 = insertelement <8 x float> %215, float %109, i64 7, !dbg !41
  %217 = shufflevector <2 x half> %181, <2 x half> %183, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !41
  %218 = shufflevector <16 x half> %217, <16 x half> %186, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !41
  %219 = shufflevector <16 x half> %218, <16 x half> %189, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 16, i32 17, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !41
  %220 = shufflevector <16 x half> %219, <16 x half> %192, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !41
  %221 = shufflevector <16 x half> %220, <16 x half> %195, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 16, i32 17, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !41
  %222 = shufflevector <16 x half> %221, <16 x half> %198, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 poison>, !dbg !41
  %223 = shufflevector <16 x half> %222, <16 x half> %201, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 16, i32 17>, !dbg !41
  %224 = shufflevector <8 x half> %202, <8 x half> %204, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !41
  %225 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %224, <16 x half> %223, i16 0, <8 x float> %216, i1 false, i1 false), !dbg !41
  %226 = extractelement <8 x float> %225, i64 0, !dbg !41
  %227 = extractelement <8 x float> %225, i64 1, !dbg !41
  %228 = extractelement <8 x float> %225, i64 2, !dbg !41
  %229 = extractelement <8 x float> %225, i64 3, !dbg !41
  %230 = extractelement <8 x float> %225, i64 4, !dbg !41
  %231 = extractelement <8 x float> %225, i64 5, !dbg !41
  %232 = extractelement <8 x float> %225, i64 6, !dbg !41
  %233 = extractelement <8 x float> %225, i64 7, !dbg !41
  %234 = insertelement <8 x float> poison, float %110, i64 0, !dbg !41
  %235 = insertelement <8 x float> %234, float %111, i64 1, !dbg !41
  %236 = insertelement <8 x float> %235, float %112, i64 2, !dbg !41
  %237 = insertelement <8 x float> %236, float %113, i64 3, !dbg !41
  %238 = insertelement <8 x float> %237, float %114, i64 4, !dbg !41
  %239 = insertelement <8 x float> %238, float %115, i64 5, !dbg !41
  %240 = insertelement <8 x float> %239, float %116, i64 6, !dbg !41
  %241 = insertelement <8 x float> %240, float %117, i64 7, !dbg !41
  %242 = shufflevector <8 x half> %206, <8 x half> %208, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !41
  %243 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %242, <16 x half> %223, i16 0, <8 x float> %241, i1 false, i1 false), !dbg !41
  %244 = extractelement <8 x float> %243, i64 0, !dbg !41
  %245 = extractelement <8 x float> %243, i64 1, !dbg !41
  %246 = extractelement <8 x float> %243, i64 2, !dbg !41
  %247 = extractelement <8 x float> %243, i64 3, !dbg !41
  %248 = extractelement <8 x float> %243, i64 4, !dbg !41
  %249 = extractelement <8 x float> %243, i64 5, !dbg !41
  %250 = extractelement <8 x float> %243, i64 6, !dbg !41
  %251 = extractelement <8 x float> %243, i64 7, !dbg !41
  %exitcond.not = icmp eq i32 %119, %77, !dbg !28
  br i1 %exitcond.not, label %._crit_edge, label %101, !dbg !28

._crit_edge:                                      ; preds = %101, %7
  %252 = phi float [ 0.000000e+00, %7 ], [ %226, %101 ], !dbg !42
  %253 = phi float [ 0.000000e+00, %7 ], [ %227, %101 ], !dbg !42
  %254 = phi float [ 0.000000e+00, %7 ], [ %228, %101 ], !dbg !42
  %255 = phi float [ 0.000000e+00, %7 ], [ %229, %101 ], !dbg !42
  %256 = phi float [ 0.000000e+00, %7 ], [ %230, %101 ], !dbg !42
  %257 = phi float [ 0.000000e+00, %7 ], [ %231, %101 ], !dbg !42
  %258 = phi float [ 0.000000e+00, %7 ], [ %232, %101 ], !dbg !42
  %259 = phi float [ 0.000000e+00, %7 ], [ %233, %101 ], !dbg !42
  %260 = phi float [ 0.000000e+00, %7 ], [ %244, %101 ], !dbg !42
  %261 = phi float [ 0.000000e+00, %7 ], [ %245, %101 ], !dbg !42
  %262 = phi float [ 0.000000e+00, %7 ], [ %246, %101 ], !dbg !42
  %263 = phi float [ 0.000000e+00, %7 ], [ %247, %101 ], !dbg !42
  %264 = phi float [ 0.000000e+00, %7 ], [ %248, %101 ], !dbg !42
  %265 = phi float [ 0.000000e+00, %7 ], [ %249, %101 ], !dbg !42
  %266 = phi float [ 0.000000e+00, %7 ], [ %250, %101 ], !dbg !42
  %267 = phi float [ 0.000000e+00, %7 ], [ %251, %101 ], !dbg !42
  tail call void @llvm.amdgcn.s.wait.tensorcnt(i16 0), !dbg !43
  fence syncscope("workgroup") release, !dbg !43, !mmra !44
  tail call void @llvm.amdgcn.s.barrier(), !dbg !43
  fence syncscope("workgroup") acquire, !dbg !43, !mmra !44
  %268 = lshr exact i32 %75, 1, !dbg !45
  %269 = or disjoint i32 %268, %73, !dbg !45
  %270 = icmp slt i32 %269, %4, !dbg !46
  %271 = and i32 %8, 2, !dbg !12
  %272 = icmp eq i32 %271, 0, !dbg !12
  %273 = and i1 %272, %270, !dbg !12
  br i1 %273, label %274, label %.critedge, !dbg !12

274:                                              ; preds = %._crit_edge
  %275 = insertelement <2 x float> poison, float %252, i64 0, !dbg !47
  %276 = insertelement <2 x float> %275, float %253, i64 1, !dbg !47
  %277 = fptrunc <2 x float> %276 to <2 x half>, !dbg !47
  %278 = insertelement <2 x float> poison, float %254, i64 0, !dbg !47
  %279 = insertelement <2 x float> %278, float %255, i64 1, !dbg !47
  %280 = fptrunc <2 x float> %279 to <2 x half>, !dbg !47
  %281 = shufflevector <2 x half> %277, <2 x half> %280, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !12
  %282 = insertelement <2 x float> poison, float %256, i64 0, !dbg !47
  %283 = insertelement <2 x float> %282, float %257, i64 1, !dbg !47
  %284 = fptrunc <2 x float> %283 to <2 x half>, !dbg !47
  %285 = shufflevector <2 x half> %284, <2 x half> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !47
  %286 = shufflevector <8 x half> %281, <8 x half> %285, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 poison, i32 poison>, !dbg !12
  %287 = insertelement <2 x float> poison, float %258, i64 0, !dbg !47
  %288 = insertelement <2 x float> %287, float %259, i64 1, !dbg !47
  %289 = fptrunc <2 x float> %288 to <2 x half>, !dbg !47
  %290 = shufflevector <2 x half> %289, <2 x half> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !47
  %291 = shufflevector <8 x half> %286, <8 x half> %290, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 8, i32 9>, !dbg !12
  %292 = insertelement <2 x float> poison, float %266, i64 0, !dbg !47
  %293 = insertelement <2 x float> %292, float %267, i64 1, !dbg !47
  %294 = fptrunc <2 x float> %293 to <2 x half>, !dbg !47
  %295 = shufflevector <2 x half> %294, <2 x half> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !47
  %296 = insertelement <2 x float> poison, float %264, i64 0, !dbg !47
  %297 = insertelement <2 x float> %296, float %265, i64 1, !dbg !47
  %298 = fptrunc <2 x float> %297 to <2 x half>, !dbg !47
  %299 = shufflevector <2 x half> %298, <2 x half> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !47
  %300 = insertelement <2 x float> poison, float %262, i64 0, !dbg !47
  %301 = insertelement <2 x float> %300, float %263, i64 1, !dbg !47
  %302 = fptrunc <2 x float> %301 to <2 x half>, !dbg !47
  %303 = insertelement <2 x float> poison, float %260, i64 0, !dbg !47
  %304 = insertelement <2 x float> %303, float %261, i64 1, !dbg !47
  %305 = fptrunc <2 x float> %304 to <2 x half>, !dbg !47
  %306 = shl nuw nsw i32 %269, 5, !dbg !48
  %307 = zext nneg i32 %306 to i64, !dbg !49
  %308 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %307, !dbg !49
  %309 = lshr exact i32 %74, 1, !dbg !50
  %310 = zext nneg i32 %309 to i64, !dbg !49
  %311 = getelementptr [2 x i8], ptr addrspace(1) %308, i64 %310, !dbg !49
  %312 = getelementptr i8, ptr addrspace(1) %311, i64 32, !dbg !49
  store <8 x half> %291, ptr addrspace(1) %311, align 16, !dbg !12
  %313 = shufflevector <2 x half> %305, <2 x half> %302, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !12
  %314 = shufflevector <8 x half> %313, <8 x half> %299, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 poison, i32 poison>, !dbg !12
  %315 = shufflevector <8 x half> %314, <8 x half> %295, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 8, i32 9>, !dbg !12
  store <8 x half> %315, ptr addrspace(1) %312, align 16, !dbg !12
  br label %.critedge, !dbg !12

.critedge:                                        ; preds = %._crit_edge, %274
  ret void, !dbg !51
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.wave.id() #1

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

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half>, <16 x half>, i16 immarg, <8 x float>, i1 immarg, i1 immarg) #6

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(argmem: read)
declare <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) captures(none)) #7

attributes #0 = { norecurse nounwind "amdgpu-cluster-dims"="1,1,1" "amdgpu-expert-scheduling-mode"="true" "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "amdgpu-sched-strategy"="coexec" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #6 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #7 = { convergent mustprogress nocallback nofree nounwind willreturn memory(argmem: read) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "/work/wt/tdm/tests/triton/gfx1250")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "attention_kernel", linkageName: "attention_kernel", scope: !1, file: !1, line: 110, type: !5, scopeLine: 110, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !7, !7, !9, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 153, column: 5, scope: !4)
!13 = !DILocation(line: 120, column: 14, scope: !4)
!14 = !DILocation(line: 122, column: 14, scope: !4)
!15 = !DILocation(line: 124, column: 14, scope: !4)
!16 = !DILocation(line: 129, column: 5, scope: !4)
!17 = !DILocation(line: 130, column: 5, scope: !4)
!18 = !DILocation(line: 131, column: 5, scope: !4)
!19 = !DILocation(line: 132, column: 5, scope: !4)
!20 = !DILocation(line: 133, column: 5, scope: !4)
!21 = !DILocation(line: 134, column: 9, scope: !4)
!22 = !DILocation(line: 43, column: 13, scope: !23, inlinedAt: !25)
!23 = distinct !DILexicalBlockFile(scope: !4, file: !24, discriminator: 0)
!24 = !DIFile(filename: "standard.py", directory: "/work/main/.venv/lib/python3.11/site-packages/triton/language")
!25 = !DILocation(line: 136, column: 18, scope: !26)
!26 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!27 = !DILocation(line: 43, column: 12, scope: !23, inlinedAt: !25)
!28 = !DILocation(line: 137, column: 5, scope: !4)
!29 = !DILocation(line: 138, column: 9, scope: !4)
!30 = !DILocation(line: 139, column: 9, scope: !4)
!31 = !DILocation(line: 140, column: 14, scope: !4)
!32 = !DILocation(line: 141, column: 72, scope: !4)
!33 = !DILocation(line: 141, column: 33, scope: !4)
!34 = !DILocation(line: 141, column: 46, scope: !4)
!35 = !DILocation(line: 141, column: 9, scope: !4)
!36 = !DILocation(line: 142, column: 9, scope: !4)
!37 = !DILocation(line: 143, column: 14, scope: !4)
!38 = !DILocation(line: 144, column: 13, scope: !4)
!39 = !DILocation(line: 145, column: 13, scope: !4)
!40 = !DILocation(line: 147, column: 13, scope: !4)
!41 = !DILocation(line: 148, column: 15, scope: !4)
!42 = !DILocation(line: 135, column: 11, scope: !4)
!43 = !DILocation(line: 149, column: 5, scope: !4)
!44 = !{!"amdgpu-synchronize-as", !"local"}
!45 = !DILocation(line: 150, column: 12, scope: !4)
!46 = !DILocation(line: 152, column: 12, scope: !4)
!47 = !DILocation(line: 153, column: 59, scope: !4)
!48 = !DILocation(line: 153, column: 24, scope: !4)
!49 = !DILocation(line: 153, column: 16, scope: !4)
!50 = !DILocation(line: 151, column: 12, scope: !4)
!51 = !DILocation(line: 110, column: 1, scope: !4)
