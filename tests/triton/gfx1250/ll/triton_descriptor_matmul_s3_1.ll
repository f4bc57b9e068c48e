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
  %133 = icmp sgt i32 %26, 63, !dbg !25
  tail call void @llvm.amdgcn.s.wait.tensorcnt(i16 0), !dbg !26
  fence syncscope("workgroup") release, !dbg !26, !mmra !27
  tail call void @llvm.amdgcn.s.barrier(), !dbg !26
  fence syncscope("workgroup") acquire, !dbg !26, !mmra !27
  %134 = add i64 %41, 64, !dbg !26
  %135 = add i32 %5, -32, !dbg !26
  %136 = tail call i32 @llvm.smax.i32(i32 %135, i32 0), !dbg !26
  %137 = trunc i64 %134 to i32, !dbg !26
  %138 = lshr i64 %134, 32, !dbg !26
  %139 = trunc nuw i64 %138 to i32, !dbg !26
  %140 = zext i1 %133 to i32, !dbg !26
  %141 = insertelement <4 x i32> <i32 poison, i32 undef, i32 undef, i32 undef>, i32 %140, i64 0, !dbg !26
  %142 = getelementptr [2 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 6752), i32 %55, !dbg !26
  %143 = ptrtoint ptr addrspace(3) %142 to i32, !dbg !26
  %144 = insertelement <4 x i32> %141, i32 %143, i64 1, !dbg !26
  %145 = insertelement <4 x i32> %144, i32 %137, i64 2, !dbg !26
  %146 = insertelement <4 x i32> %145, i32 %139, i64 3, !dbg !26
  %147 = bitcast <4 x i32> %146 to <2 x i64>, !dbg !26
  %148 = extractelement <2 x i64> %147, i64 1, !dbg !26
  %149 = add i64 %148, %65, !dbg !26
  %150 = insertelement <2 x i64> %147, i64 %149, i64 1, !dbg !26
  %151 = bitcast <2 x i64> %150 to <4 x i32>, !dbg !26
  %152 = shl i32 %136, 16, !dbg !26
  %153 = tail call i32 @llvm.fshl.i32(i32 %58, i32 %136, i32 16), !dbg !26
  %154 = insertelement <8 x i32> <i32 122748928, i32 poison, i32 poison, i32 poison, i32 8, i32 poison, i32 poison, i32 0>, i32 %152, i64 1, !dbg !26
  %155 = insertelement <8 x i32> %154, i32 %153, i64 2, !dbg !26
  %156 = insertelement <8 x i32> %155, i32 %74, i64 3, !dbg !26
  %157 = insertelement <8 x i32> %156, i32 %5, i64 5, !dbg !26
  %158 = insertelement <8 x i32> %157, i32 %12, i64 6, !dbg !26
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %151, <8 x i32> %158, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !26
  %159 = shl nuw nsw i64 %85, 6, !dbg !16
  %160 = add i64 %90, %159, !dbg !16
  %161 = add i32 %92, -32, !dbg !16
  %162 = tail call i32 @llvm.smax.i32(i32 %161, i32 0), !dbg !16
  %163 = tail call i32 @llvm.fshl.i32(i32 %162, i32 %100, i32 16), !dbg !16
  %164 = trunc i64 %160 to i32, !dbg !16
  %165 = lshr i64 %160, 32, !dbg !16
  %166 = trunc nuw i64 %165 to i32, !dbg !16
  %167 = and i32 %163, 32767, !dbg !16
  %168 = lshr i32 %163, 16, !dbg !16
  %169 = and i32 %162, 2147418112, !dbg !16
  %170 = or disjoint i32 %168, %169, !dbg !16
  %171 = getelementptr [2 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 2304), i32 %109, !dbg !16
  %172 = sub nsw i32 %170, %54, !dbg !16
  %173 = tail call i32 @llvm.smax.i32(i32 %172, i32 0), !dbg !16
  %174 = ptrtoint ptr addrspace(3) %171 to i32, !dbg !16
  %175 = insertelement <4 x i32> %141, i32 %174, i64 1, !dbg !16
  %176 = insertelement <4 x i32> %175, i32 %164, i64 2, !dbg !16
  %177 = insertelement <4 x i32> %176, i32 %166, i64 3, !dbg !16
  %178 = bitcast <4 x i32> %177 to <2 x i64>, !dbg !16
  %179 = extractelement <2 x i64> %178, i64 1, !dbg !16
  %180 = add i64 %179, %117, !dbg !16
  %181 = insertelement <2 x i64> %178, i64 %180, i64 1, !dbg !16
  %182 = bitcast <2 x i64> %181 to <4 x i32>, !dbg !16
  %183 = shl i32 %173, 16, !dbg !16
  %184 = or disjoint i32 %183, %167, !dbg !16
  %185 = lshr i32 %173, 16, !dbg !16
  %186 = or disjoint i32 %185, 2097152, !dbg !16
  %187 = insertelement <8 x i32> %128, i32 %184, i64 2, !dbg !16
  %188 = insertelement <8 x i32> %187, i32 %186, i64 3, !dbg !16
  %189 = insertelement <8 x i32> %188, i32 %4, i64 5, !dbg !16
  %190 = insertelement <8 x i32> %189, i32 %19, i64 6, !dbg !16
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %182, <8 x i32> %190, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !16
  %191 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !26
  %192 = shl i32 %9, 5, !dbg !26
  %193 = and i32 %191, 15, !dbg !26
  %194 = shl nuw nsw i32 %193, 6, !dbg !26
  %195 = and i32 %191, 16, !dbg !26
  %196 = and i32 %192, 64, !dbg !26
  %197 = shl nuw nsw i32 %196, 4, !dbg !26
  %198 = or disjoint i32 %197, %194, !dbg !26
  %199 = or disjoint i32 %198, %195, !dbg !26
  %200 = lshr exact i32 %198, 4, !dbg !26
  %201 = and i32 %200, 112, !dbg !26
  %202 = add nuw nsw i32 %201, %199, !dbg !26
  %203 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4576), i32 %202, !dbg !26
  %204 = load <8 x half>, ptr addrspace(3) %203, align 16, !dbg !26
  %205 = add nuw nsw i32 %202, 32, !dbg !26
  %206 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4576), i32 %205, !dbg !26
  %207 = load <8 x half>, ptr addrspace(3) %206, align 16, !dbg !26
  %208 = shl nuw nsw i32 %191, 6, !dbg !16
  %209 = and i32 %208, 448, !dbg !16
  %210 = shl nuw nsw i32 %191, 1, !dbg !16
  %211 = and i32 %210, 16, !dbg !16
  %212 = shl nuw nsw i32 %195, 5, !dbg !16
  %213 = and i32 %192, 32, !dbg !16
  %214 = or disjoint i32 %211, %212, !dbg !16
  %215 = or disjoint i32 %214, %209, !dbg !16
  %216 = or disjoint i32 %215, %213, !dbg !16
  %217 = lshr exact i32 %215, 3, !dbg !16
  %218 = and i32 %217, 96, !dbg !16
  %219 = add nuw nsw i32 %218, %216, !dbg !16
  %220 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %219, !dbg !16
  %221 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %220), !dbg !16
  %222 = add nuw nsw i32 %219, 1152, !dbg !16
  %223 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %222, !dbg !16
  %224 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) nonnull %223), !dbg !16
  %invariant.op = sub nsw i32 %52, %54, !dbg !25
  %225 = icmp sgt i32 %26, 95, !dbg !25
  %226 = shufflevector <8 x half> %221, <8 x half> poison, <2 x i32> <i32 0, i32 1>
  %227 = shufflevector <8 x half> %221, <8 x half> poison, <2 x i32> <i32 2, i32 3>
  %228 = shufflevector <8 x half> %221, <8 x half> poison, <2 x i32> <i32 4, i32 5>
  %229 = shufflevector <8 x half> %221, <8 x half> poison, <2 x i32> <i32 6, i32 7>
  %230 = shufflevector <8 x half> %224, <8 x half> poison, <2 x i32> <i32 0, i32 1>
  %231 = shufflevector <8 x half> %224, <8 x half> poison, <2 x i32> <i32 2, i32 3>
  %232 = shufflevector <8 x half> %224, <8 x half> poison, <2 x i32> <i32 4, i32 5>
  %233 = shufflevector <8 x half> %224, <8 x half> poison, <2 x i32> <i32 6, i32 7>
  %234 = shufflevector <8 x half> %204, <8 x half> poison, <2 x i32> <i32 0, i32 1>
  %235 = shufflevector <8 x half> %204, <8 x half> poison, <2 x i32> <i32 2, i32 3>
  %236 = shufflevector <8 x half> %204, <8 x half> poison, <2 x i32> <i32 4, i32 5>
  %237 = shufflevector <8 x half> %204, <8 x half> poison, <2 x i32> <i32 6, i32 7>
  %238 = shufflevector <8 x half> %207, <8 x half> poison, <2 x i32> <i32 0, i32 1>
  %239 = shufflevector <8 x half> %207, <8 x half> poison, <2 x i32> <i32 2, i32 3>
  %240 = shufflevector <8 x half> %207, <8 x half> poison, <2 x i32> <i32 4, i32 5>
  %241 = shufflevector <8 x half> %207, <8 x half> poison, <2 x i32> <i32 6, i32 7>
  br i1 %225, label %.lr.ph.preheader, label %._crit_edge, !dbg !25

.lr.ph.preheader:                                 ; preds = %8
  %242 = lshr i32 %26, 5, !dbg !28
  %243 = add nsw i32 %242, -3
  %244 = insertelement <8 x i32> <i32 122748928, i32 poison, i32 poison, i32 poison, i32 8, i32 poison, i32 0, i32 0>, i32 %5, i64 5
  %245 = insertelement <8 x i32> %128, i32 %4, i64 5
  %246 = insertelement <8 x i32> %245, i32 %19, i64 6
  br label %.lr.ph, !dbg !25

.lr.ph:                                           ; preds = %.lr.ph.preheader, %.lr.ph
  %247 = phi ptr addrspace(3) [ %360, %.lr.ph ], [ getelementptr (i8, ptr addrspace(3) @global_smem, i32 2304), %.lr.ph.preheader ]
  %248 = phi ptr addrspace(3) [ %326, %.lr.ph ], [ getelementptr (i8, ptr addrspace(3) @global_smem, i32 6752), %.lr.ph.preheader ]
  %249 = phi i32 [ %320, %.lr.ph ], [ 1, %.lr.ph.preheader ]
  %250 = phi float [ %310, %.lr.ph ], [ 0.000000e+00, %.lr.ph.preheader ]
  %251 = phi float [ %311, %.lr.ph ], [ 0.000000e+00, %.lr.ph.preheader ]
  %252 = phi float [ %312, %.lr.ph ], [ 0.000000e+00, %.lr.ph.preheader ]
  %253 = phi float [ %313, %.lr.ph ], [ 0.000000e+00, %.lr.ph.preheader ]
  %254 = phi float [ %314, %.lr.ph ], [ 0.000000e+00, %.lr.ph.preheader ]
  %255 = phi float [ %315, %.lr.ph ], [ 0.000000e+00, %.lr.ph.preheader ]
  %256 = phi float [ %316, %.lr.ph ], [ 0.000000e+00, %.lr.ph.preheader ]
  %257 = phi float [ %317, %.lr.ph ], [ 0.000000e+00, %.lr.ph.preheader ]
  %258 = phi i32 [ %401, %.lr.ph ], [ 0, %.lr.ph.preheader ]
  %259 = phi <2 x half> [ %410, %.lr.ph ], [ %234, %.lr.ph.preheader ]
  %260 = phi <2 x half> [ %411, %.lr.ph ], [ %235, %.lr.ph.preheader ]
  %261 = phi <2 x half> [ %412, %.lr.ph ], [ %236, %.lr.ph.preheader ]
  %262 = phi <2 x half> [ %413, %.lr.ph ], [ %237, %.lr.ph.preheader ]
  %263 = phi <2 x half> [ %414, %.lr.ph ], [ %238, %.lr.ph.preheader ]
  %264 = phi <2 x half> [ %415, %.lr.ph ], [ %239, %.lr.ph.preheader ]
  %265 = phi <2 x half> [ %416, %.lr.ph ], [ %240, %.lr.ph.preheader ]
  %266 = phi <2 x half> [ %417, %.lr.ph ], [ %241, %.lr.ph.preheader ]
  %267 = phi <2 x half> [ %402, %.lr.ph ], [ %226, %.lr.ph.preheader ]
  %268 = phi <2 x half> [ %403, %.lr.ph ], [ %227, %.lr.ph.preheader ]
  %269 = phi <2 x half> [ %404, %.lr.ph ], [ %228, %.lr.ph.preheader ]
  %270 = phi <2 x half> [ %405, %.lr.ph ], [ %229, %.lr.ph.preheader ]
  %271 = phi <2 x half> [ %406, %.lr.ph ], [ %230, %.lr.ph.preheader ]
  %272 = phi <2 x half> [ %407, %.lr.ph ], [ %231, %.lr.ph.preheader ]
  %273 = phi <2 x half> [ %408, %.lr.ph ], [ %232, %.lr.ph.preheader ]
  %274 = phi <2 x half> [ %409, %.lr.ph ], [ %233, %.lr.ph.preheader ]
  %275 = insertelement <8 x float> poison, float %250, i64 0, !dbg !29
  %276 = insertelement <8 x float> %275, float %251, i64 1, !dbg !29
  %277 = insertelement <8 x float> %276, float %252, i64 2, !dbg !29
  %278 = insertelement <8 x float> %277, float %253, i64 3, !dbg !29
  %279 = insertelement <8 x float> %278, float %254, i64 4, !dbg !29
  %280 = insertelement <8 x float> %279, float %255, i64 5, !dbg !29
  %281 = insertelement <8 x float> %280, float %256, i64 6, !dbg !29
  %282 = insertelement <8 x float> %281, float %257, i64 7, !dbg !29
  %283 = shufflevector <2 x half> %259, <2 x half> %260, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  %284 = shufflevector <2 x half> %261, <2 x half> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  %285 = shufflevector <16 x half> %283, <16 x half> %284, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  %286 = shufflevector <2 x half> %262, <2 x half> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  %287 = shufflevector <16 x half> %285, <16 x half> %286, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 16, i32 17, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  %288 = shufflevector <2 x half> %263, <2 x half> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  %289 = shufflevector <16 x half> %287, <16 x half> %288, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  %290 = shufflevector <2 x half> %264, <2 x half> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  %291 = shufflevector <16 x half> %289, <16 x half> %290, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 16, i32 17, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  %292 = shufflevector <2 x half> %265, <2 x half> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  %293 = shufflevector <16 x half> %291, <16 x half> %292, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 poison>, !dbg !29
  %294 = shufflevector <2 x half> %266, <2 x half> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  %295 = shufflevector <16 x half> %293, <16 x half> %294, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 16, i32 17>, !dbg !29
  %296 = shufflevector <2 x half> %267, <2 x half> %268, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  %297 = shufflevector <2 x half> %269, <2 x half> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  %298 = shufflevector <16 x half> %296, <16 x half> %297, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  %299 = shufflevector <2 x half> %270, <2 x half> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  %300 = shufflevector <16 x half> %298, <16 x half> %299, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 16, i32 17, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  %301 = shufflevector <2 x half> %271, <2 x half> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  %302 = shufflevector <16 x half> %300, <16 x half> %301, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  %303 = shufflevector <2 x half> %272, <2 x half> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  %304 = shufflevector <16 x half> %302, <16 x half> %303, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 16, i32 17, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  %305 = shufflevector <2 x half> %273, <2 x half> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  %306 = shufflevector <16 x half> %304, <16 x half> %305, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 poison>, !dbg !29
  %307 = shufflevector <2 x half> %274, <2 x half> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  %308 = shufflevector <16 x half> %306, <16 x half> %307, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 16, i32 17>, !dbg !29
  %309 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %308, <16 x half> %295, i16 0, <8 x float> %282, i1 false, i1 false), !dbg !29
  %310 = extractelement <8 x float> %309, i64 0, !dbg !29
  %311 = extractelement <8 x float> %309, i64 1, !dbg !29
  %312 = extractelement <8 x float> %309, i64 2, !dbg !29
  %313 = extractelement <8 x float> %309, i64 3, !dbg !29
  %314 = extractelement <8 x float> %309, i64 4, !dbg !29
  %315 = extractelement <8 x float> %309, i64 5, !dbg !29
  %316 = extractelement <8 x float> %309, i64 6, !dbg !29
  %317 = extractelement <8 x float> %309, i64 7, !dbg !29
  tail call void @llvm.amdgcn.s.wait.tensorcnt(i16 0), !dbg !26
  fence syncscope("workgroup") release, !dbg !26, !mmra !27
  tail call void @llvm.amdgcn.s.barrier(), !dbg !26
  fence syncscope("workgroup") acquire, !dbg !26, !mmra !27
  %318 = add i32 %249, 1, !dbg !25
  %319 = icmp slt i32 %318, 2, !dbg !25
  %320 = select i1 %319, i32 %318, i32 0, !dbg !25
  %321 = shl nuw nsw i32 %258, 5, !dbg !30
  %322 = add nuw nsw i32 %321, 64, !dbg !30
  %323 = shl i32 %320, 10, !dbg !26
  %324 = getelementptr [2 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4576), i32 %323, !dbg !26
  %325 = lshr exact i32 %323, 3, !dbg !26
  %326 = getelementptr i8, ptr addrspace(3) %324, i32 %325, !dbg !26
  %327 = zext nneg i32 %322 to i64, !dbg !26
  %328 = add i64 %37, %327, !dbg !26
  %329 = shl i64 %328, 1, !dbg !26
  %330 = add i64 %329, %40, !dbg !26
  %331 = sub nsw i32 %5, %322, !dbg !26
  %332 = tail call i32 @llvm.smax.i32(i32 %331, i32 0), !dbg !26
  %333 = tail call i32 @llvm.fshl.i32(i32 %45, i32 %332, i32 16), !dbg !26
  %334 = trunc i64 %330 to i32, !dbg !26
  %335 = lshr i64 %330, 32, !dbg !26
  %336 = trunc nuw i64 %335 to i32, !dbg !26
  %337 = and i32 %333, 32767, !dbg !26
  %338 = lshr i32 %333, 16, !dbg !26
  %339 = getelementptr [2 x i8], ptr addrspace(3) %326, i32 %55, !dbg !26
  %.reass = add nsw i32 %338, %invariant.op
  %340 = tail call i32 @llvm.smax.i32(i32 %.reass, i32 0), !dbg !26
  %341 = ptrtoint ptr addrspace(3) %339 to i32, !dbg !26
  %342 = insertelement <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, i32 %341, i64 1, !dbg !26
  %343 = insertelement <4 x i32> %342, i32 %334, i64 2, !dbg !26
  %344 = insertelement <4 x i32> %343, i32 %336, i64 3, !dbg !26
  %345 = bitcast <4 x i32> %344 to <2 x i64>, !dbg !26
  %346 = extractelement <2 x i64> %345, i64 1, !dbg !26
  %347 = add i64 %346, %65, !dbg !26
  %348 = insertelement <2 x i64> %345, i64 %347, i64 1, !dbg !26
  %349 = bitcast <2 x i64> %348 to <4 x i32>, !dbg !26
  %350 = shl i32 %332, 16, !dbg !26
  %351 = shl i32 %340, 16, !dbg !26
  %352 = or disjoint i32 %351, %337, !dbg !26
  %353 = lshr i32 %340, 16, !dbg !26
  %354 = or disjoint i32 %353, 2097152, !dbg !26
  %355 = insertelement <8 x i32> %244, i32 %350, i64 1, !dbg !26
  %356 = insertelement <8 x i32> %355, i32 %352, i64 2, !dbg !26
  %357 = insertelement <8 x i32> %356, i32 %354, i64 3, !dbg !26
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %349, <8 x i32> %357, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !26
  %358 = getelementptr [2 x i8], ptr addrspace(3) @global_smem, i32 %323, !dbg !16
  %359 = lshr exact i32 %323, 2, !dbg !16
  %360 = getelementptr i8, ptr addrspace(3) %358, i32 %359, !dbg !16
  %361 = mul i64 %85, %327, !dbg !16
  %362 = add i64 %361, %86, !dbg !16
  %363 = shl i64 %362, 1, !dbg !16
  %364 = add i64 %363, %89, !dbg !16
  %365 = sub nsw i32 %92, %322, !dbg !16
  %366 = tail call i32 @llvm.smax.i32(i32 %365, i32 0), !dbg !16
  %367 = tail call i32 @llvm.fshl.i32(i32 %366, i32 %100, i32 16), !dbg !16
  %368 = trunc i64 %364 to i32, !dbg !16
  %369 = lshr i64 %364, 32, !dbg !16
  %370 = trunc nuw i64 %369 to i32, !dbg !16
  %371 = and i32 %367, 32767, !dbg !16
  %372 = lshr i32 %367, 16, !dbg !16
  %373 = and i32 %366, 2147418112, !dbg !16
  %374 = or disjoint i32 %372, %373, !dbg !16
  %375 = getelementptr [2 x i8], ptr addrspace(3) %360, i32 %109, !dbg !16
  %376 = sub nsw i32 %374, %54, !dbg !16
  %377 = tail call i32 @llvm.smax.i32(i32 %376, i32 0), !dbg !16
  %378 = ptrtoint ptr addrspace(3) %375 to i32, !dbg !16
  %379 = insertelement <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, i32 %378, i64 1, !dbg !16
  %380 = insertelement <4 x i32> %379, i32 %368, i64 2, !dbg !16
  %381 = insertelement <4 x i32> %380, i32 %370, i64 3, !dbg !16
  %382 = bitcast <4 x i32> %381 to <2 x i64>, !dbg !16
  %383 = extractelement <2 x i64> %382, i64 1, !dbg !16
  %384 = add i64 %383, %117, !dbg !16
  %385 = insertelement <2 x i64> %382, i64 %384, i64 1, !dbg !16
  %386 = bitcast <2 x i64> %385 to <4 x i32>, !dbg !16
  %387 = shl i32 %377, 16, !dbg !16
  %388 = or disjoint i32 %387, %371, !dbg !16
  %389 = lshr i32 %377, 16, !dbg !16
  %390 = or disjoint i32 %389, 2097152, !dbg !16
  %391 = insertelement <8 x i32> %246, i32 %388, i64 2, !dbg !16
  %392 = insertelement <8 x i32> %391, i32 %390, i64 3, !dbg !16
  tail call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %386, <8 x i32> %392, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <8 x i32> zeroinitializer, i32 0), !dbg !16
  fence syncscope("workgroup") release, !dbg !26, !mmra !27
  tail call void @llvm.amdgcn.s.barrier(), !dbg !26
  fence syncscope("workgroup") acquire, !dbg !26, !mmra !27
  %393 = getelementptr inbounds nuw i8, ptr addrspace(3) %248, i32 %202, !dbg !26
  %394 = load <8 x half>, ptr addrspace(3) %393, align 16, !dbg !26
  %395 = getelementptr inbounds nuw i8, ptr addrspace(3) %248, i32 %205, !dbg !26
  %396 = load <8 x half>, ptr addrspace(3) %395, align 16, !dbg !26
  %397 = getelementptr inbounds nuw i8, ptr addrspace(3) %247, i32 %219, !dbg !16
  %398 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %397), !dbg !16
  %399 = getelementptr inbounds nuw i8, ptr addrspace(3) %247, i32 %222, !dbg !16
  %400 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) nonnull %399), !dbg !16
  %401 = add nuw nsw i32 %258, 1, !dbg !25
  %exitcond.not = icmp eq i32 %258, %243, !dbg !25
  %402 = shufflevector <8 x half> %398, <8 x half> poison, <2 x i32> <i32 0, i32 1>
  %403 = shufflevector <8 x half> %398, <8 x half> poison, <2 x i32> <i32 2, i32 3>
  %404 = shufflevector <8 x half> %398, <8 x half> poison, <2 x i32> <i32 4, i32 5>
  %405 = shufflevector <8 x half> %398, <8 x half> poison, <2 x i32> <i32 6, i32 7>
  %406 = shufflevector <8 x half> %400, <8 x half> poison, <2 x i32> <i32 0, i32 1>
  %407 = shufflevector <8 x half> %400, <8 x half> poison, <2 x i32> <i32 2, i32 3>
  %408 = shufflevector <8 x half> %400, <8 x half> poison, <2 x i32> <i32 4, i32 5>
  %409 = shufflevector <8 x half> %400, <8 x half> poison, <2 x i32> <i32 6, i32 7>
  %410 = shufflevector <8 x half> %394, <8 x half> poison, <2 x i32> <i32 0, i32 1>
  %411 = shufflevector <8 x half> %394, <8 x half> poison, <2 x i32> <i32 2, i32 3>
  %412 = shufflevector <8 x half> %394, <8 x half> poison, <2 x i32> <i32 4, i32 5>
  %413 = shufflevector <8 x half> %394, <8 x half> poison, <2 x i32> <i32 6, i32 7>
  %414 = shufflevector <8 x half> %396, <8 x half> poison, <2 x i32> <i32 0, i32 1>
  %415 = shufflevector <8 x half> %396, <8 x half> poison, <2 x i32> <i32 2, i32 3>
  %416 = shufflevector <8 x half> %396, <8 x half> poison, <2 x i32> <i32 4, i32 5>
  %417 = shufflevector <8 x half> %396, <8 x half> poison, <2 x i32> <i32 6, i32 7>
  br i1 %exitcond.not, label %._crit_edge, label %.lr.ph, !dbg !25

._crit_edge:                                      ; preds = %.lr.ph, %8
  %418 = phi float [ 0.000000e+00, %8 ], [ %310, %.lr.ph ], !dbg !31
  %419 = phi float [ 0.000000e+00, %8 ], [ %311, %.lr.ph ], !dbg !31
  %420 = phi float [ 0.000000e+00, %8 ], [ %312, %.lr.ph ], !dbg !31
  %421 = phi float [ 0.000000e+00, %8 ], [ %313, %.lr.ph ], !dbg !31
  %422 = phi float [ 0.000000e+00, %8 ], [ %314, %.lr.ph ], !dbg !31
  %423 = phi float [ 0.000000e+00, %8 ], [ %315, %.lr.ph ], !dbg !31
  %424 = phi float [ 0.000000e+00, %8 ], [ %316, %.lr.ph ], !dbg !31
  %425 = phi float [ 0.000000e+00, %8 ], [ %317, %.lr.ph ], !dbg !31
  %.lcssa96 = phi ptr addrspace(3) [ getelementptr (i8, ptr addrspace(3) @global_smem, i32 6752), %8 ], [ %326, %.lr.ph ], !dbg !26
  %.lcssa = phi ptr addrspace(3) [ getelementptr (i8, ptr addrspace(3) @global_smem, i32 2304), %8 ], [ %360, %.lr.ph ], !dbg !16
  %426 = phi <2 x half> [ %226, %8 ], [ %402, %.lr.ph ]
  %427 = phi <2 x half> [ %227, %8 ], [ %403, %.lr.ph ]
  %428 = phi <2 x half> [ %228, %8 ], [ %404, %.lr.ph ]
  %429 = phi <2 x half> [ %229, %8 ], [ %405, %.lr.ph ]
  %430 = phi <2 x half> [ %230, %8 ], [ %406, %.lr.ph ]
  %431 = phi <2 x half> [ %231, %8 ], [ %407, %.lr.ph ]
  %432 = phi <2 x half> [ %232, %8 ], [ %408, %.lr.ph ]
  %433 = phi <2 x half> [ %233, %8 ], [ %409, %.lr.ph ]
  %434 = phi <2 x half> [ %234, %8 ], [ %410, %.lr.ph ]
  %435 = phi <2 x half> [ %235, %8 ], [ %411, %.lr.ph ]
  %436 = phi <2 x half> [ %236, %8 ], [ %412, %.lr.ph ]
  %437 = phi <2 x half> [ %237, %8 ], [ %413, %.lr.ph ]
  %438 = phi <2 x half> [ %238, %8 ], [ %414, %.lr.ph ]
  %439 = phi <2 x half> [ %239, %8 ], [ %415, %.lr.ph ]
  %440 = phi <2 x half> [ %240, %8 ], [ %416, %.lr.ph ]
  %441 = phi <2 x half> [ %241, %8 ], [ %417, %.lr.ph ]
  br i1 %29, label %442, label %._crit_edge._crit_edge, !dbg !29

442:                                              ; preds = %._crit_edge
  %443 = insertelement <8 x float> poison, float %418, i64 0, !dbg !29
  %444 = insertelement <8 x float> %443, float %419, i64 1, !dbg !29
  %445 = insertelement <8 x float> %444, float %420, i64 2, !dbg !29
  %446 = insertelement <8 x float> %445, float %421, i64 3, !dbg !29
  %447 = insertelement <8 x float> %446, float %422, i64 4, !dbg !29
  %448 = insertelement <8 x float> %447, float %423, i64 5, !dbg !29
  %449 = insertelement <8 x float> %448, float %424, i64 6, !dbg !29
  %450 = insertelement <8 x float> %449, float %425, i64 7, !dbg !29
  %451 = shufflevector <2 x half> %434, <2 x half> %435, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  %452 = shufflevector <2 x half> %436, <2 x half> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  %453 = shufflevector <16 x half> %451, <16 x half> %452, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  %454 = shufflevector <2 x half> %437, <2 x half> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  %455 = shufflevector <16 x half> %453, <16 x half> %454, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 16, i32 17, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  %456 = shufflevector <2 x half> %438, <2 x half> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  %457 = shufflevector <16 x half> %455, <16 x half> %456, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  %458 = shufflevector <2 x half> %439, <2 x half> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  %459 = shufflevector <16 x half> %457, <16 x half> %458, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 16, i32 17, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  %460 = shufflevector <2 x half> %440, <2 x half> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  %461 = shufflevector <16 x half> %459, <16 x half> %460, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 poison>, !dbg !29
  %462 = shufflevector <2 x half> %441, <2 x half> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  %463 = shufflevector <16 x half> %461, <16 x half> %462, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 16, i32 17>, !dbg !29
  %464 = shufflevector <2 x half> %426, <2 x half> %427, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  %465 = shufflevector <2 x half> %428, <2 x half> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  %466 = shufflevector <16 x half> %464, <16 x half> %465, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  %467 = shufflevector <2 x half> %429, <2 x half> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  %468 = shufflevector <16 x half> %466, <16 x half> %467, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 16, i32 17, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  %469 = shufflevector <2 x half> %430, <2 x half> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  %470 = shufflevector <16 x half> %468, <16 x half> %469, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  %471 = shufflevector <2 x half> %431, <2 x half> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  %472 = shufflevector <16 x half> %470, <16 x half> %471, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 16, i32 17, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  %473 = shufflevector <2 x half> %432, <2 x half> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  %474 = shufflevector <16 x half> %472, <16 x half> %473, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 poison>, !dbg !29
  %475 = shufflevector <2 x half> %433, <2 x half> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  %476 = shufflevector <16 x half> %474, <16 x half> %475, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 16, i32 17>, !dbg !29
  %477 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %476, <16 x half> %463, i16 0, <8 x float> %450, i1 false, i1 false), !dbg !29
  %478 = extractelement <8 x float> %477, i64 0, !dbg !29
  %479 = extractelement <8 x float> %477, i64 1, !dbg !29
  %480 = extractelement <8 x float> %477, i64 2, !dbg !29
  %481 = extractelement <8 x float> %477, i64 3, !dbg !29
  %482 = extractelement <8 x float> %477, i64 4, !dbg !29
  %483 = extractelement <8 x float> %477, i64 5, !dbg !29
  %484 = extractelement <8 x float> %477, i64 6, !dbg !29
  %485 = extractelement <8 x float> %477, i64 7, !dbg !29
  br label %._crit_edge._crit_edge, !dbg !29

._crit_edge._crit_edge:                           ; preds = %._crit_edge, %442
  %.pre-phi228 = phi float [ %485, %442 ], [ %425, %._crit_edge ], !dbg !25
  %.pre-phi226 = phi float [ %484, %442 ], [ %424, %._crit_edge ], !dbg !25
  %.pre-phi224 = phi float [ %483, %442 ], [ %423, %._crit_edge ], !dbg !25
  %.pre-phi222 = phi float [ %482, %442 ], [ %422, %._crit_edge ], !dbg !25
  %.pre-phi220 = phi float [ %481, %442 ], [ %421, %._crit_edge ], !dbg !25
  %.pre-phi218 = phi float [ %480, %442 ], [ %420, %._crit_edge ], !dbg !25
  %.pre-phi216 = phi float [ %479, %442 ], [ %419, %._crit_edge ], !dbg !25
  %.pre-phi214 = phi float [ %478, %442 ], [ %418, %._crit_edge ], !dbg !25
  tail call void @llvm.amdgcn.s.wait.tensorcnt(i16 0), !dbg !26
  fence syncscope("workgroup") release, !dbg !26, !mmra !27
  tail call void @llvm.amdgcn.s.barrier(), !dbg !26
  fence syncscope("workgroup") acquire, !dbg !26, !mmra !27
  %486 = getelementptr inbounds nuw i8, ptr addrspace(3) %.lcssa, i32 %219, !dbg !16
  %487 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) %486), !dbg !16
  %488 = getelementptr inbounds nuw i8, ptr addrspace(3) %.lcssa, i32 %222, !dbg !16
  %489 = tail call <8 x half> @llvm.amdgcn.ds.load.tr16.b128.v8f16(ptr addrspace(3) nonnull %488), !dbg !16
  br i1 %133, label %490, label %545, !dbg !29

490:                                              ; preds = %._crit_edge._crit_edge
  %491 = extractelement <8 x half> %489, i64 7, !dbg !16
  %492 = extractelement <8 x half> %489, i64 6, !dbg !16
  %493 = extractelement <8 x half> %489, i64 5, !dbg !16
  %494 = extractelement <8 x half> %489, i64 4, !dbg !16
  %495 = extractelement <8 x half> %489, i64 3, !dbg !16
  %496 = extractelement <8 x half> %489, i64 2, !dbg !16
  %497 = extractelement <8 x half> %489, i64 1, !dbg !16
  %498 = extractelement <8 x half> %489, i64 0, !dbg !16
  %499 = extractelement <8 x half> %487, i64 7, !dbg !16
  %500 = extractelement <8 x half> %487, i64 6, !dbg !16
  %501 = extractelement <8 x half> %487, i64 5, !dbg !16
  %502 = extractelement <8 x half> %487, i64 4, !dbg !16
  %503 = extractelement <8 x half> %487, i64 3, !dbg !16
  %504 = extractelement <8 x half> %487, i64 2, !dbg !16
  %505 = extractelement <8 x half> %487, i64 1, !dbg !16
  %506 = extractelement <8 x half> %487, i64 0, !dbg !16
  %507 = getelementptr inbounds nuw i8, ptr addrspace(3) %.lcssa96, i32 %205, !dbg !26
  %508 = load <8 x half>, ptr addrspace(3) %507, align 16, !dbg !26
  %509 = getelementptr inbounds nuw i8, ptr addrspace(3) %.lcssa96, i32 %202, !dbg !26
  %510 = load <8 x half>, ptr addrspace(3) %509, align 16, !dbg !26
  %511 = insertelement <8 x float> poison, float %.pre-phi214, i64 0, !dbg !29
  %512 = insertelement <8 x float> %511, float %.pre-phi216, i64 1, !dbg !29
  %513 = insertelement <8 x float> %512, float %.pre-phi218, i64 2, !dbg !29
  %514 = insertelement <8 x float> %513, float %.pre-phi220, i64 3, !dbg !29
  %515 = insertelement <8 x float> %514, float %.pre-phi222, i64 4, !dbg !29
  %516 = insertelement <8 x float> %515, float %.pre-phi224, i64 5, !dbg !29
  %517 = insertelement <8 x float> %516, float %.pre-phi226, i64 6, !dbg !29
  %518 = insertelement <8 x float> %517, float %.pre-phi228, i64 7, !dbg !29
  %519 = shufflevector <8 x half> %510, <8 x half> %508, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !29
  %520 = insertelement <16 x half> <half poison, half poison, half poison, half poison, half poison, half poison, half poison, half poison, half poison, half poison, half undef, half undef, half undef, half undef, half undef, half undef>, half %506, i64 0, !dbg !29
  %521 = insertelement <16 x half> %520, half %505, i64 1, !dbg !29
  %522 = insertelement <16 x half> %521, half %504, i64 2, !dbg !29
  %523 = insertelement <16 x half> %522, half %503, i64 3, !dbg !29
  %524 = insertelement <16 x half> %523, half %502, i64 4, !dbg !29
  %525 = insertelement <16 x half> %524, half %501, i64 5, !dbg !29
  %526 = insertelement <16 x half> %525, half %500, i64 6, !dbg !29
  %527 = insertelement <16 x half> %526, half %499, i64 7, !dbg !29
  %528 = insertelement <16 x half> %527, half %498, i64 8, !dbg !29
  %529 = insertelement <16 x half> %528, half %497, i64 9, !dbg !29
  %530 = insertelement <16 x half> %529, half %496, i64 10, !dbg !29
  %531 = insertelement <16 x half> %530, half %495, i64 11, !dbg !29
  %532 = insertelement <16 x half> %531, half %494, i64 12, !dbg !29
  %533 = insertelement <16 x half> %532, half %493, i64 13, !dbg !29
  %534 = insertelement <16 x half> %533, half %492, i64 14, !dbg !29
  %535 = insertelement <16 x half> %534, half %491, i64 15, !dbg !29
  %536 = tail call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %535, <16 x half> %519, i16 0, <8 x float> %518, i1 false, i1 false), !dbg !29
  %537 = extractelement <8 x float> %536, i64 0, !dbg !29
  %538 = extractelement <8 x float> %536, i64 1, !dbg !29
  %539 = extractelement <8 x float> %536, i64 2, !dbg !29
  %540 = extractelement <8 x float> %536, i64 3, !dbg !29
  %541 = extractelement <8 x float> %536, i64 4, !dbg !29
  %542 = extractelement <8 x float> %536, i64 5, !dbg !29
  %543 = extractelement <8 x float> %536, i64 6, !dbg !29
  %544 = extractelement <8 x float> %536, i64 7, !dbg !29
  br label %545, !dbg !29

545:                                              ; preds = %490, %._crit_edge._crit_edge
  %546 = phi float [ %544, %490 ], [ %.pre-phi228, %._crit_edge._crit_edge ]
  %547 = phi float [ %543, %490 ], [ %.pre-phi226, %._crit_edge._crit_edge ]
  %548 = phi float [ %542, %490 ], [ %.pre-phi224, %._crit_edge._crit_edge ]
  %549 = phi float [ %541, %490 ], [ %.pre-phi222, %._crit_edge._crit_edge ]
  %550 = phi float [ %540, %490 ], [ %.pre-phi220, %._crit_edge._crit_edge ]
  %551 = phi float [ %539, %490 ], [ %.pre-phi218, %._crit_edge._crit_edge ]
  %552 = phi float [ %538, %490 ], [ %.pre-phi216, %._crit_edge._crit_edge ]
  %553 = phi float [ %537, %490 ], [ %.pre-phi214, %._crit_edge._crit_edge ]
  %554 = lshr exact i32 %196, 2, !dbg !12
  %555 = or disjoint i32 %554, %193, !dbg !12
  %556 = or disjoint i32 %213, %195, !dbg !12
  %557 = lshr exact i32 %556, 1, !dbg !12
  %558 = or disjoint i32 %557, 1, !dbg !12
  %559 = or disjoint i32 %557, 2, !dbg !12
  %560 = or disjoint i32 %557, 3, !dbg !12
  %561 = or disjoint i32 %557, 4, !dbg !12
  %562 = or disjoint i32 %557, 5, !dbg !12
  %563 = or disjoint i32 %557, 6, !dbg !12
  %564 = or disjoint i32 %557, 7, !dbg !12
  %565 = or disjoint i32 %555, %27, !dbg !32
  %566 = or disjoint i32 %557, %28, !dbg !33
  %567 = or disjoint i32 %558, %28, !dbg !33
  %568 = or disjoint i32 %559, %28, !dbg !33
  %569 = or disjoint i32 %560, %28, !dbg !33
  %570 = or disjoint i32 %561, %28, !dbg !33
  %571 = or disjoint i32 %562, %28, !dbg !33
  %572 = or disjoint i32 %563, %28, !dbg !33
  %573 = or disjoint i32 %564, %28, !dbg !33
  %574 = icmp slt i32 %565, %3, !dbg !34
  %575 = icmp slt i32 %566, %4, !dbg !35
  %576 = icmp slt i32 %567, %4, !dbg !35
  %577 = icmp slt i32 %568, %4, !dbg !35
  %578 = icmp slt i32 %569, %4, !dbg !35
  %579 = icmp slt i32 %570, %4, !dbg !35
  %580 = icmp slt i32 %571, %4, !dbg !35
  %581 = icmp slt i32 %572, %4, !dbg !35
  %582 = icmp slt i32 %573, %4, !dbg !35
  %583 = and i1 %574, %575, !dbg !36
  %584 = and i1 %574, %576, !dbg !36
  %585 = and i1 %574, %577, !dbg !36
  %586 = and i1 %574, %578, !dbg !36
  %587 = and i1 %574, %579, !dbg !36
  %588 = and i1 %574, %580, !dbg !36
  %589 = and i1 %574, %581, !dbg !36
  %590 = and i1 %574, %582, !dbg !36
  %591 = mul i32 %4, %27, !dbg !37
  %592 = mul i32 %4, %555, !dbg !37
  %593 = add i32 %591, %28, !dbg !37
  %594 = add i32 %592, %593, !dbg !37
  %595 = add i32 %594, %557, !dbg !37
  %596 = add i32 %594, %558, !dbg !37
  %597 = add i32 %594, %559, !dbg !37
  %598 = add i32 %594, %560, !dbg !37
  %599 = add i32 %594, %561, !dbg !37
  %600 = add i32 %594, %562, !dbg !37
  %601 = add i32 %594, %563, !dbg !37
  %602 = add i32 %594, %564, !dbg !37
  %603 = insertelement <2 x float> poison, float %553, i64 0, !dbg !38
  %604 = insertelement <2 x float> %603, float %552, i64 1, !dbg !38
  %605 = fptrunc <2 x float> %604 to <2 x half>, !dbg !38
  %606 = insertelement <2 x float> poison, float %551, i64 0, !dbg !38
  %607 = insertelement <2 x float> %606, float %550, i64 1, !dbg !38
  %608 = fptrunc <2 x float> %607 to <2 x half>, !dbg !38
  %609 = insertelement <2 x float> poison, float %549, i64 0, !dbg !38
  %610 = insertelement <2 x float> %609, float %548, i64 1, !dbg !38
  %611 = fptrunc <2 x float> %610 to <2 x half>, !dbg !38
  %612 = insertelement <2 x float> poison, float %547, i64 0, !dbg !38
  %613 = insertelement <2 x float> %612, float %546, i64 1, !dbg !38
  %614 = fptrunc <2 x float> %613 to <2 x half>, !dbg !38
  %615 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %2, i16 0, i64 2147483646, i32 822243328), !dbg !39
  %.bc = bitcast <2 x half> %605 to <2 x i16>, !dbg !39
  %.extract = extractelement <2 x i16> %.bc, i64 0, !dbg !39
  %616 = shl i32 %595, 1, !dbg !39
  %617 = select i1 %583, i32 %616, i32 -2147483648, !dbg !39
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %.extract, ptr addrspace(8) %615, i32 %617, i32 0, i32 0), !dbg !39
  %.extract82 = extractelement <2 x i16> %.bc, i64 1, !dbg !39
  %618 = shl i32 %596, 1, !dbg !39
  %619 = select i1 %584, i32 %618, i32 -2147483648, !dbg !39
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %.extract82, ptr addrspace(8) %615, i32 %619, i32 0, i32 0), !dbg !39
  %.bc83 = bitcast <2 x half> %608 to <2 x i16>, !dbg !39
  %.extract84 = extractelement <2 x i16> %.bc83, i64 0, !dbg !39
  %620 = shl i32 %597, 1, !dbg !39
  %621 = select i1 %585, i32 %620, i32 -2147483648, !dbg !39
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %.extract84, ptr addrspace(8) %615, i32 %621, i32 0, i32 0), !dbg !39
  %.extract86 = extractelement <2 x i16> %.bc83, i64 1, !dbg !39
  %622 = shl i32 %598, 1, !dbg !39
  %623 = select i1 %586, i32 %622, i32 -2147483648, !dbg !39
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %.extract86, ptr addrspace(8) %615, i32 %623, i32 0, i32 0), !dbg !39
  %.bc87 = bitcast <2 x half> %611 to <2 x i16>, !dbg !39
  %.extract88 = extractelement <2 x i16> %.bc87, i64 0, !dbg !39
  %624 = shl i32 %599, 1, !dbg !39
  %625 = select i1 %587, i32 %624, i32 -2147483648, !dbg !39
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %.extract88, ptr addrspace(8) %615, i32 %625, i32 0, i32 0), !dbg !39
  %.extract90 = extractelement <2 x i16> %.bc87, i64 1, !dbg !39
  %626 = shl i32 %600, 1, !dbg !39
  %627 = select i1 %588, i32 %626, i32 -2147483648, !dbg !39
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %.extract90, ptr addrspace(8) %615, i32 %627, i32 0, i32 0), !dbg !39
  %.bc91 = bitcast <2 x half> %614 to <2 x i16>, !dbg !39
  %.extract92 = extractelement <2 x i16> %.bc91, i64 0, !dbg !39
  %628 = shl i32 %601, 1, !dbg !39
  %629 = select i1 %589, i32 %628, i32 -2147483648, !dbg !39
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %.extract92, ptr addrspace(8) %615, i32 %629, i32 0, i32 0), !dbg !39
  %.extract94 = extractelement <2 x i16> %.bc91, i64 1, !dbg !39
  %630 = shl i32 %602, 1, !dbg !39
  %631 = select i1 %590, i32 %630, i32 -2147483648, !dbg !39
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %.extract94, ptr addrspace(8) %615, i32 %631, i32 0, i32 0), !dbg !39
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
!27 = !{!"amdgpu-synchronize-as", !"local"}
!28 = !DILocation(line: 43, column: 12, scope: !19, inlinedAt: !21)
!29 = !DILocation(line: 272, column: 15, scope: !4)
!30 = !DILocation(line: 270, column: 38, scope: !4)
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
