; ModuleID = 'tile_loop.hip'
source_filename = "tile_loop.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ9pair_sumsPKfPfiE4tile = internal unnamed_addr addrspace(3) global [64 x float] undef, align 16
@_ZZ22pair_sums_guarded_loopPKfPfiE4tile = internal unnamed_addr addrspace(3) global [64 x float] undef, align 16
@__hip_cuid_78d57d324e670e8b = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_78d57d324e670e8b to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z9pair_sumsPKfPfi(ptr addrspace(1) nocapture noundef readonly %x.coerce, ptr addrspace(1) nocapture noundef writeonly %out.coerce, i32 noundef %n) local_unnamed_addr #0 !dbg !11 {
entry:
  %0 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !14
  %1 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !20
  %2 = load i32, ptr addrspace(4) %1, align 4, !dbg !20, !tbaa !25
  %3 = getelementptr inbounds i8, ptr addrspace(4) %1, i64 12, !dbg !20
  %4 = load i16, ptr addrspace(4) %3, align 4, !dbg !20, !tbaa !29
  %conv.i.i = zext i16 %4 to i32, !dbg !20
  %mul = mul i32 %0, %conv.i.i, !dbg !31
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !32, !range !37
  %add = add i32 %mul, %5, !dbg !38
  %cmp = icmp slt i32 %add, %n, !dbg !39
  br i1 %cmp, label %cond.true, label %cond.end, !dbg !40

cond.true:                                        ; preds = %entry
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr addrspace(1) %x.coerce, i64 %idxprom
  %6 = load float, ptr addrspace(1) %arrayidx, align 4, !dbg !41, !tbaa !42
  br label %cond.end, !dbg !40

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi contract float [ %6, %cond.true ], [ 0.000000e+00, %entry ], !dbg !40
  %mul6 = shl i32 %2, 6
  %cmp762.not = icmp eq i32 %mul6, 0, !dbg !46
  br i1 %cmp762.not, label %for.cond.cleanup, label %for.cond9.preheader.lr.ph, !dbg !47

for.cond9.preheader.lr.ph:                        ; preds = %cond.end
  %cmp1058 = icmp ult i32 %5, 64
  br label %for.cond9.preheader, !dbg !47

for.cond9.preheader:                              ; preds = %for.cond9.preheader.lr.ph, %for.cond.cleanup11
  %base.064 = phi i32 [ 0, %for.cond9.preheader.lr.ph ], [ %add36, %for.cond.cleanup11 ]
  %acc.063 = phi float [ 0.000000e+00, %for.cond9.preheader.lr.ph ], [ %add32.63, %for.cond.cleanup11 ]
  br i1 %cmp1058, label %for.body12, label %for.cond.cleanup11, !dbg !48

for.cond.cleanup:                                 ; preds = %for.cond.cleanup11, %cond.end
  %acc.0.lcssa = phi float [ 0.000000e+00, %cond.end ], [ %add32.63, %for.cond.cleanup11 ], !dbg !49
  br i1 %cmp, label %if.then, label %if.end, !dbg !50

for.cond.cleanup11:                               ; preds = %cond.end20, %for.cond9.preheader
  fence syncscope("workgroup") release, !dbg !51
  tail call void @llvm.amdgcn.s.barrier(), !dbg !59
  fence syncscope("workgroup") acquire, !dbg !60
  %7 = load float, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, align 16, !dbg !61, !tbaa !42
  %sub = fsub contract float %7, %cond, !dbg !62
  %add32 = fadd contract float %acc.063, %sub, !dbg !63
  %8 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 4), align 4, !dbg !61, !tbaa !42
  %sub.1 = fsub contract float %8, %cond, !dbg !62
  %add32.1 = fadd contract float %add32, %sub.1, !dbg !63
  %9 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 8), align 8, !dbg !61, !tbaa !42
  %sub.2 = fsub contract float %9, %cond, !dbg !62
  %add32.2 = fadd contract float %add32.1, %sub.2, !dbg !63
  %10 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 12), align 4, !dbg !61, !tbaa !42
  %sub.3 = fsub contract float %10, %cond, !dbg !62
  %add32.3 = fadd contract float %add32.2, %sub.3, !dbg !63
  %11 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 16), align 16, !dbg !61, !tbaa !42
  %sub.4 = fsub contract float %11, %cond, !dbg !62
  %add32.4 = fadd contract float %add32.3, %sub.4, !dbg !63
  %12 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 20), align 4, !dbg !61, !tbaa !42
  %sub.5 = fsub contract float %12, %cond, !dbg !62
  %add32.5 = fadd contract float %add32.4, %sub.5, !dbg !63
  %13 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 24), align 8, !dbg !61, !tbaa !42
  %sub.6 = fsub contract float %13, %cond, !dbg !62
  %add32.6 = fadd contract float %add32.5, %sub.6, !dbg !63
  %14 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 28), align 4, !dbg !61, !tbaa !42
  %sub.7 = fsub contract float %14, %cond, !dbg !62
  %add32.7 = fadd contract float %add32.6, %sub.7, !dbg !63
  %15 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 32), align 16, !dbg !61, !tbaa !42
  %sub.8 = fsub contract float %15, %cond, !dbg !62
  %add32.8 = fadd contract float %add32.7, %sub.8, !dbg !63
  %16 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 36), align 4, !dbg !61, !tbaa !42
  %sub.9 = fsub contract float %16, %cond, !dbg !62
  %add32.9 = fadd contract float %add32.8, %sub.9, !dbg !63
  %17 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 40), align 8, !dbg !61, !tbaa !42
  %sub.10 = fsub contract float %17, %cond, !dbg !62
  %add32.10 = fadd contract float %add32.9, %sub.10, !dbg !63
  %18 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 44), align 4, !dbg !61, !tbaa !42
  %sub.11 = fsub contract float %18, %cond, !dbg !62
  %add32.11 = fadd contract float %add32.10, %sub.11, !dbg !63
  %19 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 48), align 16, !dbg !61, !tbaa !42
  %sub.12 = fsub contract float %19, %cond, !dbg !62
  %add32.12 = fadd contract float %add32.11, %sub.12, !dbg !63
  %20 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 52), align 4, !dbg !61, !tbaa !42
  %sub.13 = fsub contract float %20, %cond, !dbg !62
  %add32.13 = fadd contract float %add32.12, %sub.13, !dbg !63
  %21 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 56), align 8, !dbg !61, !tbaa !42
  %sub.14 = fsub contract float %21, %cond, !dbg !62
  %add32.14 = fadd contract float %add32.13, %sub.14, !dbg !63
  %22 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 60), align 4, !dbg !61, !tbaa !42
  %sub.15 = fsub contract float %22, %cond, !dbg !62
  %add32.15 = fadd contract float %add32.14, %sub.15, !dbg !63
  %23 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 64), align 16, !dbg !61, !tbaa !42
  %sub.16 = fsub contract float %23, %cond, !dbg !62
  %add32.16 = fadd contract float %add32.15, %sub.16, !dbg !63
  %24 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 68), align 4, !dbg !61, !tbaa !42
  %sub.17 = fsub contract float %24, %cond, !dbg !62
  %add32.17 = fadd contract float %add32.16, %sub.17, !dbg !63
  %25 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 72), align 8, !dbg !61, !tbaa !42
  %sub.18 = fsub contract float %25, %cond, !dbg !62
  %add32.18 = fadd contract float %add32.17, %sub.18, !dbg !63
  %26 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 76), align 4, !dbg !61, !tbaa !42
  %sub.19 = fsub contract float %26, %cond, !dbg !62
  %add32.19 = fadd contract float %add32.18, %sub.19, !dbg !63
  %27 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 80), align 16, !dbg !61, !tbaa !42
  %sub.20 = fsub contract float %27, %cond, !dbg !62
  %add32.20 = fadd contract float %add32.19, %sub.20, !dbg !63
  %28 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 84), align 4, !dbg !61, !tbaa !42
  %sub.21 = fsub contract float %28, %cond, !dbg !62
  %add32.21 = fadd contract float %add32.20, %sub.21, !dbg !63
  %29 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 88), align 8, !dbg !61, !tbaa !42
  %sub.22 = fsub contract float %29, %cond, !dbg !62
  %add32.22 = fadd contract float %add32.21, %sub.22, !dbg !63
  %30 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 92), align 4, !dbg !61, !tbaa !42
  %sub.23 = fsub contract float %30, %cond, !dbg !62
  %add32.23 = fadd contract float %add32.22, %sub.23, !dbg !63
  %31 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 96), align 16, !dbg !61, !tbaa !42
  %sub.24 = fsub contract float %31, %cond, !dbg !62
  %add32.24 = fadd contract float %add32.23, %sub.24, !dbg !63
  %32 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 100), align 4, !dbg !61, !tbaa !42
  %sub.25 = fsub contract float %32, %cond, !dbg !62
  %add32.25 = fadd contract float %add32.24, %sub.25, !dbg !63
  %33 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 104), align 8, !dbg !61, !tbaa !42
  %sub.26 = fsub contract float %33, %cond, !dbg !62
  %add32.26 = fadd contract float %add32.25, %sub.26, !dbg !63
  %34 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 108), align 4, !dbg !61, !tbaa !42
  %sub.27 = fsub contract float %34, %cond, !dbg !62
  %add32.27 = fadd contract float %add32.26, %sub.27, !dbg !63
  %35 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 112), align 16, !dbg !61, !tbaa !42
  %sub.28 = fsub contract float %35, %cond, !dbg !62
  %add32.28 = fadd contract float %add32.27, %sub.28, !dbg !63
  %36 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 116), align 4, !dbg !61, !tbaa !42
  %sub.29 = fsub contract float %36, %cond, !dbg !62
  %add32.29 = fadd contract float %add32.28, %sub.29, !dbg !63
  %37 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 120), align 8, !dbg !61, !tbaa !42
  %sub.30 = fsub contract float %37, %cond, !dbg !62
  %add32.30 = fadd contract float %add32.29, %sub.30, !dbg !63
  %38 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 124), align 4, !dbg !61, !tbaa !42
  %sub.31 = fsub contract float %38, %cond, !dbg !62
  %add32.31 = fadd contract float %add32.30, %sub.31, !dbg !63
  %39 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 128), align 16, !dbg !61, !tbaa !42
  %sub.32 = fsub contract float %39, %cond, !dbg !62
  %add32.32 = fadd contract float %add32.31, %sub.32, !dbg !63
  %40 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 132), align 4, !dbg !61, !tbaa !42
  %sub.33 = fsub contract float %40, %cond, !dbg !62
  %add32.33 = fadd contract float %add32.32, %sub.33, !dbg !63
  %41 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 136), align 8, !dbg !61, !tbaa !42
  %sub.34 = fsub contract float %41, %cond, !dbg !62
  %add32.34 = fadd contract float %add32.33, %sub.34, !dbg !63
  %42 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 140), align 4, !dbg !61, !tbaa !42
  %sub.35 = fsub contract float %42, %cond, !dbg !62
  %add32.35 = fadd contract float %add32.34, %sub.35, !dbg !63
  %43 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 144), align 16, !dbg !61, !tbaa !42
  %sub.36 = fsub contract float %43, %cond, !dbg !62
  %add32.36 = fadd contract float %add32.35, %sub.36, !dbg !63
  %44 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 148), align 4, !dbg !61, !tbaa !42
  %sub.37 = fsub contract float %44, %cond, !dbg !62
  %add32.37 = fadd contract float %add32.36, %sub.37, !dbg !63
  %45 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 152), align 8, !dbg !61, !tbaa !42
  %sub.38 = fsub contract float %45, %cond, !dbg !62
  %add32.38 = fadd contract float %add32.37, %sub.38, !dbg !63
  %46 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 156), align 4, !dbg !61, !tbaa !42
  %sub.39 = fsub contract float %46, %cond, !dbg !62
  %add32.39 = fadd contract float %add32.38, %sub.39, !dbg !63
  %47 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 160), align 16, !dbg !61, !tbaa !42
  %sub.40 = fsub contract float %47, %cond, !dbg !62
  %add32.40 = fadd contract float %add32.39, %sub.40, !dbg !63
  %48 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 164), align 4, !dbg !61, !tbaa !42
  %sub.41 = fsub contract float %48, %cond, !dbg !62
  %add32.41 = fadd contract float %add32.40, %sub.41, !dbg !63
  %49 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 168), align 8, !dbg !61, !tbaa !42
  %sub.42 = fsub contract float %49, %cond, !dbg !62
  %add32.42 = fadd contract float %add32.41, %sub.42, !dbg !63
  %50 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 172), align 4, !dbg !61, !tbaa !42
  %sub.43 = fsub contract float %50, %cond, !dbg !62
  %add32.43 = fadd contract float %add32.42, %sub.43, !dbg !63
  %51 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 176), align 16, !dbg !61, !tbaa !42
  %sub.44 = fsub contract float %51, %cond, !dbg !62
  %add32.44 = fadd contract float %add32.43, %sub.44, !dbg !63
  %52 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 180), align 4, !dbg !61, !tbaa !42
  %sub.45 = fsub contract float %52, %cond, !dbg !62
  %add32.45 = fadd contract float %add32.44, %sub.45, !dbg !63
  %53 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 184), align 8, !dbg !61, !tbaa !42
  %sub.46 = fsub contract float %53, %cond, !dbg !62
  %add32.46 = fadd contract float %add32.45, %sub.46, !dbg !63
  %54 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 188), align 4, !dbg !61, !tbaa !42
  %sub.47 = fsub contract float %54, %cond, !dbg !62
  %add32.47 = fadd contract float %add32.46, %sub.47, !dbg !63
  %55 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 192), align 16, !dbg !61, !tbaa !42
  %sub.48 = fsub contract float %55, %cond, !dbg !62
  %add32.48 = fadd contract float %add32.47, %sub.48, !dbg !63
  %56 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 196), align 4, !dbg !61, !tbaa !42
  %sub.49 = fsub contract float %56, %cond, !dbg !62
  %add32.49 = fadd contract float %add32.48, %sub.49, !dbg !63
  %57 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 200), align 8, !dbg !61, !tbaa !42
  %sub.50 = fsub contract float %57, %cond, !dbg !62
  %add32.50 = fadd contract float %add32.49, %sub.50, !dbg !63
  %58 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 204), align 4, !dbg !61, !tbaa !42
  %sub.51 = fsub contract float %58, %cond, !dbg !62
  %add32.51 = fadd contract float %add32.50, %sub.51, !dbg !63
  %59 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 208), align 16, !dbg !61, !tbaa !42
  %sub.52 = fsub contract float %59, %cond, !dbg !62
  %add32.52 = fadd contract float %add32.51, %sub.52, !dbg !63
  %60 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 212), align 4, !dbg !61, !tbaa !42
  %sub.53 = fsub contract float %60, %cond, !dbg !62
  %add32.53 = fadd contract float %add32.52, %sub.53, !dbg !63
  %61 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 216), align 8, !dbg !61, !tbaa !42
  %sub.54 = fsub contract float %61, %cond, !dbg !62
  %add32.54 = fadd contract float %add32.53, %sub.54, !dbg !63
  %62 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 220), align 4, !dbg !61, !tbaa !42
  %sub.55 = fsub contract float %62, %cond, !dbg !62
  %add32.55 = fadd contract float %add32.54, %sub.55, !dbg !63
  %63 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 224), align 16, !dbg !61, !tbaa !42
  %sub.56 = fsub contract float %63, %cond, !dbg !62
  %add32.56 = fadd contract float %add32.55, %sub.56, !dbg !63
  %64 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 228), align 4, !dbg !61, !tbaa !42
  %sub.57 = fsub contract float %64, %cond, !dbg !62
  %add32.57 = fadd contract float %add32.56, %sub.57, !dbg !63
  %65 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 232), align 8, !dbg !61, !tbaa !42
  %sub.58 = fsub contract float %65, %cond, !dbg !62
  %add32.58 = fadd contract float %add32.57, %sub.58, !dbg !63
  %66 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 236), align 4, !dbg !61, !tbaa !42
  %sub.59 = fsub contract float %66, %cond, !dbg !62
  %add32.59 = fadd contract float %add32.58, %sub.59, !dbg !63
  %67 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 240), align 16, !dbg !61, !tbaa !42
  %sub.60 = fsub contract float %67, %cond, !dbg !62
  %add32.60 = fadd contract float %add32.59, %sub.60, !dbg !63
  %68 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 244), align 4, !dbg !61, !tbaa !42
  %sub.61 = fsub contract float %68, %cond, !dbg !62
  %add32.61 = fadd contract float %add32.60, %sub.61, !dbg !63
  %69 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 248), align 8, !dbg !61, !tbaa !42
  %sub.62 = fsub contract float %69, %cond, !dbg !62
  %add32.62 = fadd contract float %add32.61, %sub.62, !dbg !63
  %70 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 252), align 4, !dbg !61, !tbaa !42
  %sub.63 = fsub contract float %70, %cond, !dbg !62
  %add32.63 = fadd contract float %add32.62, %sub.63, !dbg !63
  fence syncscope("workgroup") release, !dbg !64
  tail call void @llvm.amdgcn.s.barrier(), !dbg !68
  fence syncscope("workgroup") acquire, !dbg !69
  %add36 = add nuw nsw i32 %base.064, 64, !dbg !70
  %cmp7 = icmp ult i32 %add36, %mul6, !dbg !46
  br i1 %cmp7, label %for.cond9.preheader, label %for.cond.cleanup, !dbg !47, !llvm.loop !71

for.body12:                                       ; preds = %for.cond9.preheader, %cond.end20
  %s.059 = phi i32 [ %add25, %cond.end20 ], [ %5, %for.cond9.preheader ]
  %add13 = or disjoint i32 %s.059, %base.064, !dbg !74
  %cmp14 = icmp slt i32 %add13, %n, !dbg !75
  br i1 %cmp14, label %cond.true15, label %cond.end20, !dbg !76

cond.true15:                                      ; preds = %for.body12
  %idxprom17 = zext nneg i32 %add13 to i64
  %arrayidx18 = getelementptr inbounds float, ptr addrspace(1) %x.coerce, i64 %idxprom17
  %71 = load float, ptr addrspace(1) %arrayidx18, align 4, !dbg !77, !tbaa !42
  br label %cond.end20, !dbg !76

cond.end20:                                       ; preds = %for.body12, %cond.true15
  %cond21 = phi contract float [ %71, %cond.true15 ], [ 0.000000e+00, %for.body12 ], !dbg !76
  %arrayidx23 = getelementptr inbounds [64 x float], ptr addrspace(3) @_ZZ9pair_sumsPKfPfiE4tile, i32 0, i32 %s.059, !dbg !78
  store float %cond21, ptr addrspace(3) %arrayidx23, align 4, !dbg !79, !tbaa !42
  %add25 = add nuw nsw i32 %s.059, %conv.i.i, !dbg !80
  %cmp10 = icmp ult i32 %add25, 64, !dbg !81
  br i1 %cmp10, label %for.body12, label %for.cond.cleanup11, !dbg !48, !llvm.loop !82

if.then:                                          ; preds = %for.cond.cleanup
  %idxprom39 = sext i32 %add to i64
  %arrayidx40 = getelementptr inbounds float, ptr addrspace(1) %out.coerce, i64 %idxprom39
  store float %acc.0.lcssa, ptr addrspace(1) %arrayidx40, align 4, !dbg !84, !tbaa !42
  br label %if.end, !dbg !85

if.end:                                           ; preds = %if.then, %for.cond.cleanup
  ret void, !dbg !86
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z22pair_sums_guarded_loopPKfPfi(ptr addrspace(1) nocapture noundef readonly %x.coerce, ptr addrspace(1) nocapture noundef writeonly %out.coerce, i32 noundef %n) local_unnamed_addr #0 !dbg !87 {
entry:
  %0 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !88
  %1 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !91
  %2 = getelementptr inbounds i8, ptr addrspace(4) %1, i64 12, !dbg !91
  %3 = load i16, ptr addrspace(4) %2, align 4, !dbg !91, !tbaa !29
  %conv.i.i = zext i16 %3 to i32, !dbg !91
  %mul = mul i32 %0, %conv.i.i, !dbg !94
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !95, !range !37
  %add = add i32 %mul, %4, !dbg !98
  %cmp = icmp slt i32 %add, %n, !dbg !99
  br i1 %cmp, label %if.then, label %if.end, !dbg !100

if.then:                                          ; preds = %entry
  %5 = load i32, ptr addrspace(4) %1, align 4, !dbg !91, !tbaa !25
  %idxprom = sext i32 %add to i64, !dbg !101
  %arrayidx = getelementptr inbounds float, ptr addrspace(1) %x.coerce, i64 %idxprom, !dbg !101
  %6 = load float, ptr addrspace(1) %arrayidx, align 4, !dbg !101, !tbaa !42
  %mul6 = shl i32 %5, 6
  %cmp755.not = icmp eq i32 %mul6, 0, !dbg !102
  br i1 %cmp755.not, label %for.cond.cleanup, label %for.cond9.preheader.lr.ph, !dbg !103

for.cond9.preheader.lr.ph:                        ; preds = %if.then
  %cmp1051 = icmp ult i32 %4, 64
  br label %for.cond9.preheader, !dbg !103

for.cond9.preheader:                              ; preds = %for.cond9.preheader.lr.ph, %for.cond.cleanup11
  %base.057 = phi i32 [ 0, %for.cond9.preheader.lr.ph ], [ %add32, %for.cond.cleanup11 ]
  %acc.056 = phi float [ 0.000000e+00, %for.cond9.preheader.lr.ph ], [ %add28.63, %for.cond.cleanup11 ]
  br i1 %cmp1051, label %for.body12, label %for.cond.cleanup11, !dbg !104

for.cond.cleanup:                                 ; preds = %for.cond.cleanup11, %if.then
  %acc.0.lcssa = phi float [ 0.000000e+00, %if.then ], [ %add28.63, %for.cond.cleanup11 ], !dbg !105
  %arrayidx35 = getelementptr inbounds float, ptr addrspace(1) %out.coerce, i64 %idxprom, !dbg !106
  store float %acc.0.lcssa, ptr addrspace(1) %arrayidx35, align 4, !dbg !107, !tbaa !42
  br label %if.end, !dbg !108

for.cond.cleanup11:                               ; preds = %cond.end, %for.cond9.preheader
  fence syncscope("workgroup") release, !dbg !109
  tail call void @llvm.amdgcn.s.barrier(), !dbg !113
  fence syncscope("workgroup") acquire, !dbg !114
  %7 = load float, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, align 16, !dbg !115, !tbaa !42
  %sub = fsub contract float %7, %6, !dbg !116
  %add28 = fadd contract float %acc.056, %sub, !dbg !117
  %8 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 4), align 4, !dbg !115, !tbaa !42
  %sub.1 = fsub contract float %8, %6, !dbg !116
  %add28.1 = fadd contract float %add28, %sub.1, !dbg !117
  %9 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 8), align 8, !dbg !115, !tbaa !42
  %sub.2 = fsub contract float %9, %6, !dbg !116
  %add28.2 = fadd contract float %add28.1, %sub.2, !dbg !117
  %10 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 12), align 4, !dbg !115, !tbaa !42
  %sub.3 = fsub contract float %10, %6, !dbg !116
  %add28.3 = fadd contract float %add28.2, %sub.3, !dbg !117
  %11 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 16), align 16, !dbg !115, !tbaa !42
  %sub.4 = fsub contract float %11, %6, !dbg !116
  %add28.4 = fadd contract float %add28.3, %sub.4, !dbg !117
  %12 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 20), align 4, !dbg !115, !tbaa !42
  %sub.5 = fsub contract float %12, %6, !dbg !116
  %add28.5 = fadd contract float %add28.4, %sub.5, !dbg !117
  %13 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 24), align 8, !dbg !115, !tbaa !42
  %sub.6 = fsub contract float %13, %6, !dbg !116
  %add28.6 = fadd contract float %add28.5, %sub.6, !dbg !117
  %14 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 28), align 4, !dbg !115, !tbaa !42
  %sub.7 = fsub contract float %14, %6, !dbg !116
  %add28.7 = fadd contract float %add28.6, %sub.7, !dbg !117
  %15 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 32), align 16, !dbg !115, !tbaa !42
  %sub.8 = fsub contract float %15, %6, !dbg !116
  %add28.8 = fadd contract float %add28.7, %sub.8, !dbg !117
  %16 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 36), align 4, !dbg !115, !tbaa !42
  %sub.9 = fsub contract float %16, %6, !dbg !116
  %add28.9 = fadd contract float %add28.8, %sub.9, !dbg !117
  %17 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 40), align 8, !dbg !115, !tbaa !42
  %sub.10 = fsub contract float %17, %6, !dbg !116
  %add28.10 = fadd contract float %add28.9, %sub.10, !dbg !117
  %18 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 44), align 4, !dbg !115, !tbaa !42
  %sub.11 = fsub contract float %18, %6, !dbg !116
  %add28.11 = fadd contract float %add28.10, %sub.11, !dbg !117
  %19 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 48), align 16, !dbg !115, !tbaa !42
  %sub.12 = fsub contract float %19, %6, !dbg !116
  %add28.12 = fadd contract float %add28.11, %sub.12, !dbg !117
  %20 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 52), align 4, !dbg !115, !tbaa !42
  %sub.13 = fsub contract float %20, %6, !dbg !116
  %add28.13 = fadd contract float %add28.12, %sub.13, !dbg !117
  %21 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 56), align 8, !dbg !115, !tbaa !42
  %sub.14 = fsub contract float %21, %6, !dbg !116
  %add28.14 = fadd contract float %add28.13, %sub.14, !dbg !117
  %22 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 60), align 4, !dbg !115, !tbaa !42
  %sub.15 = fsub contract float %22, %6, !dbg !116
  %add28.15 = fadd contract float %add28.14, %sub.15, !dbg !117
  %23 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 64), align 16, !dbg !115, !tbaa !42
  %sub.16 = fsub contract float %23, %6, !dbg !116
  %add28.16 = fadd contract float %add28.15, %sub.16, !dbg !117
  %24 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 68), align 4, !dbg !115, !tbaa !42
  %sub.17 = fsub contract float %24, %6, !dbg !116
  %add28.17 = fadd contract float %add28.16, %sub.17, !dbg !117
  %25 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 72), align 8, !dbg !115, !tbaa !42
  %sub.18 = fsub contract float %25, %6, !dbg !116
  %add28.18 = fadd contract float %add28.17, %sub.18, !dbg !117
  %26 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 76), align 4, !dbg !115, !tbaa !42
  %sub.19 = fsub contract float %26, %6, !dbg !116
  %add28.19 = fadd contract float %add28.18, %sub.19, !dbg !117
  %27 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 80), align 16, !dbg !115, !tbaa !42
  %sub.20 = fsub contract float %27, %6, !dbg !116
  %add28.20 = fadd contract float %add28.19, %sub.20, !dbg !117
  %28 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 84), align 4, !dbg !115, !tbaa !42
  %sub.21 = fsub contract float %28, %6, !dbg !116
  %add28.21 = fadd contract float %add28.20, %sub.21, !dbg !117
  %29 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 88), align 8, !dbg !115, !tbaa !42
  %sub.22 = fsub contract float %29, %6, !dbg !116
  %add28.22 = fadd contract float %add28.21, %sub.22, !dbg !117
  %30 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 92), align 4, !dbg !115, !tbaa !42
  %sub.23 = fsub contract float %30, %6, !dbg !116
  %add28.23 = fadd contract float %add28.22, %sub.23, !dbg !117
  %31 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 96), align 16, !dbg !115, !tbaa !42
  %sub.24 = fsub contract float %31, %6, !dbg !116
  %add28.24 = fadd contract float %add28.23, %sub.24, !dbg !117
  %32 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 100), align 4, !dbg !115, !tbaa !42
  %sub.25 = fsub contract float %32, %6, !dbg !116
  %add28.25 = fadd contract float %add28.24, %sub.25, !dbg !117
  %33 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 104), align 8, !dbg !115, !tbaa !42
  %sub.26 = fsub contract float %33, %6, !dbg !116
  %add28.26 = fadd contract float %add28.25, %sub.26, !dbg !117
  %34 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 108), align 4, !dbg !115, !tbaa !42
  %sub.27 = fsub contract float %34, %6, !dbg !116
  %add28.27 = fadd contract float %add28.26, %sub.27, !dbg !117
  %35 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 112), align 16, !dbg !115, !tbaa !42
  %sub.28 = fsub contract float %35, %6, !dbg !116
  %add28.28 = fadd contract float %add28.27, %sub.28, !dbg !117
  %36 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 116), align 4, !dbg !115, !tbaa !42
  %sub.29 = fsub contract float %36, %6, !dbg !116
  %add28.29 = fadd contract float %add28.28, %sub.29, !dbg !117
  %37 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 120), align 8, !dbg !115, !tbaa !42
  %sub.30 = fsub contract float %37, %6, !dbg !116
  %add28.30 = fadd contract float %add28.29, %sub.30, !dbg !117
  %38 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 124), align 4, !dbg !115, !tbaa !42
  %sub.31 = fsub contract float %38, %6, !dbg !116
  %add28.31 = fadd contract float %add28.30, %sub.31, !dbg !117
  %39 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 128), align 16, !dbg !115, !tbaa !42
  %sub.32 = fsub contract float %39, %6, !dbg !116
  %add28.32 = fadd contract float %add28.31, %sub.32, !dbg !117
  %40 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 132), align 4, !dbg !115, !tbaa !42
  %sub.33 = fsub contract float %40, %6, !dbg !116
  %add28.33 = fadd contract float %add28.32, %sub.33, !dbg !117
  %41 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 136), align 8, !dbg !115, !tbaa !42
  %sub.34 = fsub contract float %41, %6, !dbg !116
  %add28.34 = fadd contract float %add28.33, %sub.34, !dbg !117
  %42 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 140), align 4, !dbg !115, !tbaa !42
  %sub.35 = fsub contract float %42, %6, !dbg !116
  %add28.35 = fadd contract float %add28.34, %sub.35, !dbg !117
  %43 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 144), align 16, !dbg !115, !tbaa !42
  %sub.36 = fsub contract float %43, %6, !dbg !116
  %add28.36 = fadd contract float %add28.35, %sub.36, !dbg !117
  %44 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 148), align 4, !dbg !115, !tbaa !42
  %sub.37 = fsub contract float %44, %6, !dbg !116
  %add28.37 = fadd contract float %add28.36, %sub.37, !dbg !117
  %45 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 152), align 8, !dbg !115, !tbaa !42
  %sub.38 = fsub contract float %45, %6, !dbg !116
  %add28.38 = fadd contract float %add28.37, %sub.38, !dbg !117
  %46 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 156), align 4, !dbg !115, !tbaa !42
  %sub.39 = fsub contract float %46, %6, !dbg !116
  %add28.39 = fadd contract float %add28.38, %sub.39, !dbg !117
  %47 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 160), align 16, !dbg !115, !tbaa !42
  %sub.40 = fsub contract float %47, %6, !dbg !116
  %add28.40 = fadd contract float %add28.39, %sub.40, !dbg !117
  %48 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 164), align 4, !dbg !115, !tbaa !42
  %sub.41 = fsub contract float %48, %6, !dbg !116
  %add28.41 = fadd contract float %add28.40, %sub.41, !dbg !117
  %49 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 168), align 8, !dbg !115, !tbaa !42
  %sub.42 = fsub contract float %49, %6, !dbg !116
  %add28.42 = fadd contract float %add28.41, %sub.42, !dbg !117
  %50 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 172), align 4, !dbg !115, !tbaa !42
  %sub.43 = fsub contract float %50, %6, !dbg !116
  %add28.43 = fadd contract float %add28.42, %sub.43, !dbg !117
  %51 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 176), align 16, !dbg !115, !tbaa !42
  %sub.44 = fsub contract float %51, %6, !dbg !116
  %add28.44 = fadd contract float %add28.43, %sub.44, !dbg !117
  %52 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 180), align 4, !dbg !115, !tbaa !42
  %sub.45 = fsub contract float %52, %6, !dbg !116
  %add28.45 = fadd contract float %add28.44, %sub.45, !dbg !117
  %53 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 184), align 8, !dbg !115, !tbaa !42
  %sub.46 = fsub contract float %53, %6, !dbg !116
  %add28.46 = fadd contract float %add28.45, %sub.46, !dbg !117
  %54 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 188), align 4, !dbg !115, !tbaa !42
  %sub.47 = fsub contract float %54, %6, !dbg !116
  %add28.47 = fadd contract float %add28.46, %sub.47, !dbg !117
  %55 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 192), align 16, !dbg !115, !tbaa !42
  %sub.48 = fsub contract float %55, %6, !dbg !116
  %add28.48 = fadd contract float %add28.47, %sub.48, !dbg !117
  %56 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 196), align 4, !dbg !115, !tbaa !42
  %sub.49 = fsub contract float %56, %6, !dbg !116
  %add28.49 = fadd contract float %add28.48, %sub.49, !dbg !117
  %57 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 200), align 8, !dbg !115, !tbaa !42
  %sub.50 = fsub contract float %57, %6, !dbg !116
  %add28.50 = fadd contract float %add28.49, %sub.50, !dbg !117
  %58 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 204), align 4, !dbg !115, !tbaa !42
  %sub.51 = fsub contract float %58, %6, !dbg !116
  %add28.51 = fadd contract float %add28.50, %sub.51, !dbg !117
  %59 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 208), align 16, !dbg !115, !tbaa !42
  %sub.52 = fsub contract float %59, %6, !dbg !116
  %add28.52 = fadd contract float %add28.51, %sub.52, !dbg !117
  %60 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 212), align 4, !dbg !115, !tbaa !42
  %sub.53 = fsub contract float %60, %6, !dbg !116
  %add28.53 = fadd contract float %add28.52, %sub.53, !dbg !117
  %61 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 216), align 8, !dbg !115, !tbaa !42
  %sub.54 = fsub contract float %61, %6, !dbg !116
  %add28.54 = fadd contract float %add28.53, %sub.54, !dbg !117
  %62 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 220), align 4, !dbg !115, !tbaa !42
  %sub.55 = fsub contract float %62, %6, !dbg !116
  %add28.55 = fadd contract float %add28.54, %sub.55, !dbg !117
  %63 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 224), align 16, !dbg !115, !tbaa !42
  %sub.56 = fsub contract float %63, %6, !dbg !116
  %add28.56 = fadd contract float %add28.55, %sub.56, !dbg !117
  %64 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 228), align 4, !dbg !115, !tbaa !42
  %sub.57 = fsub contract float %64, %6, !dbg !116
  %add28.57 = fadd contract float %add28.56, %sub.57, !dbg !117
  %65 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 232), align 8, !dbg !115, !tbaa !42
  %sub.58 = fsub contract float %65, %6, !dbg !116
  %add28.58 = fadd contract float %add28.57, %sub.58, !dbg !117
  %66 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 236), align 4, !dbg !115, !tbaa !42
  %sub.59 = fsub contract float %66, %6, !dbg !116
  %add28.59 = fadd contract float %add28.58, %sub.59, !dbg !117
  %67 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 240), align 16, !dbg !115, !tbaa !42
  %sub.60 = fsub contract float %67, %6, !dbg !116
  %add28.60 = fadd contract float %add28.59, %sub.60, !dbg !117
  %68 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 244), align 4, !dbg !115, !tbaa !42
  %sub.61 = fsub contract float %68, %6, !dbg !116
  %add28.61 = fadd contract float %add28.60, %sub.61, !dbg !117
  %69 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 248), align 8, !dbg !115, !tbaa !42
  %sub.62 = fsub contract float %69, %6, !dbg !116
  %add28.62 = fadd contract float %add28.61, %sub.62, !dbg !117
  %70 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 252), align 4, !dbg !115, !tbaa !42
  %sub.63 = fsub contract float %70, %6, !dbg !116
  %add28.63 = fadd contract float %add28.62, %sub.63, !dbg !117
  fence syncscope("workgroup") release, !dbg !118
  tail call void @llvm.amdgcn.s.barrier(), !dbg !122
  fence syncscope("workgroup") acquire, !dbg !123
  %add32 = add nuw nsw i32 %base.057, 64, !dbg !124
  %cmp7 = icmp ult i32 %add32, %mul6, !dbg !102
  br i1 %cmp7, label %for.cond9.preheader, label %for.cond.cleanup, !dbg !103, !llvm.loop !125

for.body12:                                       ; preds = %for.cond9.preheader, %cond.end
  %s.052 = phi i32 [ %add21, %cond.end ], [ %4, %for.cond9.preheader ]
  %add13 = or disjoint i32 %s.052, %base.057, !dbg !127
  %cmp14 = icmp slt i32 %add13, %n, !dbg !128
  br i1 %cmp14, label %cond.true, label %cond.end, !dbg !129

cond.true:                                        ; preds = %for.body12
  %idxprom16 = zext nneg i32 %add13 to i64
  %arrayidx17 = getelementptr inbounds float, ptr addrspace(1) %x.coerce, i64 %idxprom16
  %71 = load float, ptr addrspace(1) %arrayidx17, align 4, !dbg !130, !tbaa !42
  br label %cond.end, !dbg !129

cond.end:                                         ; preds = %for.body12, %cond.true
  %cond = phi contract float [ %71, %cond.true ], [ 0.000000e+00, %for.body12 ], !dbg !129
  %arrayidx19 = getelementptr inbounds [64 x float], ptr addrspace(3) @_ZZ22pair_sums_guarded_loopPKfPfiE4tile, i32 0, i32 %s.052, !dbg !131
  store float %cond, ptr addrspace(3) %arrayidx19, align 4, !dbg !132, !tbaa !42
  %add21 = add nuw nsw i32 %s.052, %conv.i.i, !dbg !133
  %cmp10 = icmp ult i32 %add21, 64, !dbg !134
  br i1 %cmp10, label %for.body12, label %for.cond.cleanup11, !dbg !104, !llvm.loop !135

if.end:                                           ; preds = %for.cond.cleanup, %entry
  ret void, !dbg !137
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9, !10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tile_loop.hip", directory: ".", checksumkind: CSK_MD5, checksum: "b6ac000aa09ea7f39d089bcc84dad93d")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 1}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"Debian clang version 15.0.5"}
!11 = distinct !DISubprogram(name: "pair_sums", scope: !1, file: !1, line: 11, type: !12, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 263, column: 69, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 263, type: !12, scopeLine: 263, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_runtime.h", directory: "", checksumkind: CSK_MD5, checksum: "16093af3b78d7538c31396a9fb8b635e")
!17 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 13, column: 11, scope: !11)
!20 = !DILocation(line: 268, column: 12, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 267, type: !12, scopeLine: 267, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 299, column: 64, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!24 = distinct !DILocation(line: 13, column: 24, scope: !11)
!25 = !{!26, !26, i64 0}
!26 = !{!"int", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C/C++ TBAA"}
!29 = !{!30, !30, i64 0}
!30 = !{!"short", !27, i64 0}
!31 = !DILocation(line: 13, column: 22, scope: !11)
!32 = !DILocation(line: 280, column: 12, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 279, type: !12, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!34 = distinct !DILocation(line: 299, column: 64, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!36 = distinct !DILocation(line: 13, column: 37, scope: !11)
!37 = !{i32 0, i32 1024}
!38 = !DILocation(line: 13, column: 35, scope: !11)
!39 = !DILocation(line: 14, column: 18, scope: !11)
!40 = !DILocation(line: 14, column: 16, scope: !11)
!41 = !DILocation(line: 14, column: 24, scope: !11)
!42 = !{!43, !43, i64 0}
!43 = !{!"float", !44, i64 0}
!44 = !{!"omnipotent char", !45, i64 0}
!45 = !{!"Simple C++ TBAA"}
!46 = !DILocation(line: 16, column: 27, scope: !11)
!47 = !DILocation(line: 16, column: 3, scope: !11)
!48 = !DILocation(line: 17, column: 5, scope: !11)
!49 = !DILocation(line: 15, column: 9, scope: !11)
!50 = !DILocation(line: 23, column: 7, scope: !11)
!51 = !DILocation(line: 890, column: 9, scope: !52, inlinedAt: !54)
!52 = distinct !DISubprogram(name: "__work_group_barrier", scope: !53, file: !53, line: 887, type: !12, scopeLine: 888, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!53 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_device_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "913bb197e0af7d58a97d587c496ee161")
!54 = distinct !DILocation(line: 902, column: 3, scope: !55, inlinedAt: !56)
!55 = distinct !DISubprogram(name: "__barrier", scope: !53, file: !53, line: 900, type: !12, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!56 = distinct !DILocation(line: 910, column: 3, scope: !57, inlinedAt: !58)
!57 = distinct !DISubprogram(name: "__syncthreads", scope: !53, file: !53, line: 908, type: !12, scopeLine: 909, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!58 = distinct !DILocation(line: 19, column: 5, scope: !11)
!59 = !DILocation(line: 891, column: 9, scope: !52, inlinedAt: !54)
!60 = !DILocation(line: 892, column: 9, scope: !52, inlinedAt: !54)
!61 = !DILocation(line: 20, column: 43, scope: !11)
!62 = !DILocation(line: 20, column: 51, scope: !11)
!63 = !DILocation(line: 20, column: 40, scope: !11)
!64 = !DILocation(line: 890, column: 9, scope: !52, inlinedAt: !65)
!65 = distinct !DILocation(line: 902, column: 3, scope: !55, inlinedAt: !66)
!66 = distinct !DILocation(line: 910, column: 3, scope: !57, inlinedAt: !67)
!67 = distinct !DILocation(line: 21, column: 5, scope: !11)
!68 = !DILocation(line: 891, column: 9, scope: !52, inlinedAt: !65)
!69 = !DILocation(line: 892, column: 9, scope: !52, inlinedAt: !65)
!70 = !DILocation(line: 16, column: 52, scope: !11)
!71 = distinct !{!71, !47, !72, !73}
!72 = !DILocation(line: 22, column: 3, scope: !11)
!73 = !{!"llvm.loop.mustprogress"}
!74 = !DILocation(line: 18, column: 22, scope: !11)
!75 = !DILocation(line: 18, column: 26, scope: !11)
!76 = !DILocation(line: 18, column: 17, scope: !11)
!77 = !DILocation(line: 18, column: 32, scope: !11)
!78 = !DILocation(line: 18, column: 7, scope: !11)
!79 = !DILocation(line: 18, column: 15, scope: !11)
!80 = !DILocation(line: 17, column: 43, scope: !11)
!81 = !DILocation(line: 17, column: 33, scope: !11)
!82 = distinct !{!82, !48, !83, !73}
!83 = !DILocation(line: 18, column: 46, scope: !11)
!84 = !DILocation(line: 23, column: 21, scope: !11)
!85 = !DILocation(line: 23, column: 14, scope: !11)
!86 = !DILocation(line: 24, column: 1, scope: !11)
!87 = distinct !DISubprogram(name: "pair_sums_guarded_loop", scope: !1, file: !1, line: 26, type: !12, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!88 = !DILocation(line: 263, column: 69, scope: !15, inlinedAt: !89)
!89 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !90)
!90 = distinct !DILocation(line: 28, column: 11, scope: !87)
!91 = !DILocation(line: 268, column: 12, scope: !21, inlinedAt: !92)
!92 = distinct !DILocation(line: 299, column: 64, scope: !23, inlinedAt: !93)
!93 = distinct !DILocation(line: 28, column: 24, scope: !87)
!94 = !DILocation(line: 28, column: 22, scope: !87)
!95 = !DILocation(line: 280, column: 12, scope: !33, inlinedAt: !96)
!96 = distinct !DILocation(line: 299, column: 64, scope: !35, inlinedAt: !97)
!97 = distinct !DILocation(line: 28, column: 37, scope: !87)
!98 = !DILocation(line: 28, column: 35, scope: !87)
!99 = !DILocation(line: 29, column: 9, scope: !87)
!100 = !DILocation(line: 29, column: 7, scope: !87)
!101 = !DILocation(line: 30, column: 18, scope: !87)
!102 = !DILocation(line: 32, column: 29, scope: !87)
!103 = !DILocation(line: 32, column: 5, scope: !87)
!104 = !DILocation(line: 33, column: 7, scope: !87)
!105 = !DILocation(line: 31, column: 11, scope: !87)
!106 = !DILocation(line: 39, column: 5, scope: !87)
!107 = !DILocation(line: 39, column: 12, scope: !87)
!108 = !DILocation(line: 40, column: 3, scope: !87)
!109 = !DILocation(line: 890, column: 9, scope: !52, inlinedAt: !110)
!110 = distinct !DILocation(line: 902, column: 3, scope: !55, inlinedAt: !111)
!111 = distinct !DILocation(line: 910, column: 3, scope: !57, inlinedAt: !112)
!112 = distinct !DILocation(line: 35, column: 7, scope: !87)
!113 = !DILocation(line: 891, column: 9, scope: !52, inlinedAt: !110)
!114 = !DILocation(line: 892, column: 9, scope: !52, inlinedAt: !110)
!115 = !DILocation(line: 36, column: 45, scope: !87)
!116 = !DILocation(line: 36, column: 53, scope: !87)
!117 = !DILocation(line: 36, column: 42, scope: !87)
!118 = !DILocation(line: 890, column: 9, scope: !52, inlinedAt: !119)
!119 = distinct !DILocation(line: 902, column: 3, scope: !55, inlinedAt: !120)
!120 = distinct !DILocation(line: 910, column: 3, scope: !57, inlinedAt: !121)
!121 = distinct !DILocation(line: 37, column: 7, scope: !87)
!122 = !DILocation(line: 891, column: 9, scope: !52, inlinedAt: !119)
!123 = !DILocation(line: 892, column: 9, scope: !52, inlinedAt: !119)
!124 = !DILocation(line: 32, column: 54, scope: !87)
!125 = distinct !{!125, !103, !126, !73}
!126 = !DILocation(line: 38, column: 5, scope: !87)
!127 = !DILocation(line: 34, column: 24, scope: !87)
!128 = !DILocation(line: 34, column: 28, scope: !87)
!129 = !DILocation(line: 34, column: 19, scope: !87)
!130 = !DILocation(line: 34, column: 34, scope: !87)
!131 = !DILocation(line: 34, column: 9, scope: !87)
!132 = !DILocation(line: 34, column: 17, scope: !87)
!133 = !DILocation(line: 33, column: 45, scope: !87)
!134 = !DILocation(line: 33, column: 35, scope: !87)
!135 = distinct !{!135, !104, !136, !73}
!136 = !DILocation(line: 34, column: 48, scope: !87)
!137 = !DILocation(line: 41, column: 1, scope: !87)
