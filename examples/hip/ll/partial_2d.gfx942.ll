; ModuleID = 'partial_2d.hip'
source_filename = "partial_2d.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ11column_sumsPiPKiiiE4tile = internal unnamed_addr addrspace(3) global [16 x [16 x i32]] undef, align 16
@_ZZ22column_sums_block_rowsPiPKiiiE4tile = internal unnamed_addr addrspace(3) global [16 x [16 x i32]] undef, align 16
@__hip_cuid_78d57d324e670e8b = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_78d57d324e670e8b to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z11column_sumsPiPKiii(ptr addrspace(1) nocapture noundef writeonly %out.coerce, ptr addrspace(1) nocapture noundef readonly %in.coerce, i32 noundef %cols, i32 noundef %rows) local_unnamed_addr #0 !dbg !11 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !14, !range !20
  %1 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y(), !dbg !21, !range !20
  %2 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !25
  %3 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !30
  %4 = getelementptr inbounds i8, ptr addrspace(4) %3, i64 12, !dbg !30
  %.in.i.i.i = load i16, ptr addrspace(4) %4, align 4, !dbg !30, !tbaa !35
  %conv.i.i = zext i16 %.in.i.i.i to i32, !dbg !30
  %mul = mul i32 %2, %conv.i.i, !dbg !39
  %add = add i32 %mul, %0, !dbg !40
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.y(), !dbg !41
  %6 = getelementptr inbounds i8, ptr addrspace(4) %3, i64 14, !dbg !45
  %.in.i.i.i53 = load i16, ptr addrspace(4) %6, align 2, !dbg !45, !tbaa !35
  %conv.i.i54 = zext i16 %.in.i.i.i53 to i32, !dbg !45
  %mul8 = mul i32 %5, %conv.i.i54, !dbg !49
  %add9 = add i32 %mul8, %1, !dbg !50
  %cmp = icmp slt i32 %add, %cols, !dbg !51
  %cmp10 = icmp slt i32 %add9, %rows
  %or.cond = and i1 %cmp, %cmp10, !dbg !52
  br i1 %or.cond, label %if.then, label %if.end, !dbg !52

if.then:                                          ; preds = %entry
  %mul11 = mul nsw i32 %add9, %cols, !dbg !53
  %add12 = add nsw i32 %mul11, %add, !dbg !54
  %idxprom = sext i32 %add12 to i64, !dbg !55
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in.coerce, i64 %idxprom, !dbg !55
  %7 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !55, !tbaa !56
  %arrayidx16 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ11column_sumsPiPKiiiE4tile, i32 0, i32 %1, i32 %0, !dbg !60
  store i32 %7, ptr addrspace(3) %arrayidx16, align 4, !dbg !61, !tbaa !56
  br label %if.end, !dbg !60

if.end:                                           ; preds = %if.then, %entry
  fence syncscope("workgroup") release, !dbg !62
  tail call void @llvm.amdgcn.s.barrier(), !dbg !70
  fence syncscope("workgroup") acquire, !dbg !71
  %sub = sub nsw i32 %rows, %mul8, !dbg !72
  %cond.i = tail call noundef i32 @llvm.smin.i32(i32 %conv.i.i54, i32 %sub), !dbg !73
  %cmp22 = icmp eq i32 %1, 0, !dbg !77
  %brmerge.not = and i1 %cmp22, %cmp, !dbg !78
  br i1 %brmerge.not, label %for.cond.preheader, label %if.end37, !dbg !78

for.cond.preheader:                               ; preds = %if.end
  %cmp2659 = icmp sgt i32 %cond.i, 0, !dbg !79
  br i1 %cmp2659, label %for.body.preheader, label %for.cond.cleanup, !dbg !80

for.body.preheader:                               ; preds = %for.cond.preheader
  %min.iters.check = icmp eq i32 %cond.i, 1, !dbg !80
  br i1 %min.iters.check, label %for.body.preheader62, label %vector.ph, !dbg !80

for.body.preheader62:                             ; preds = %middle.block, %for.body.preheader
  %r.061.ph = phi i32 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %sum.060.ph = phi i32 [ 0, %for.body.preheader ], [ %84, %middle.block ]
  br label %for.body, !dbg !80

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i32 %cond.i, 2147483646, !dbg !80
  %8 = add nsw i32 %cond.i, -2, !dbg !80
  %9 = lshr i32 %8, 1, !dbg !80
  %10 = add nuw i32 %9, 1, !dbg !80
  %xtraiter = and i32 %10, 7, !dbg !80
  %11 = icmp ult i32 %8, 14, !dbg !80
  br i1 %11, label %middle.block.unr-lcssa, label %vector.ph.new, !dbg !80

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i32 %10, -8, !dbg !80
  br label %vector.body, !dbg !80

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i32 [ 0, %vector.ph.new ], [ %index.next.7, %vector.body ], !dbg !81
  %vec.phi = phi <2 x i32> [ zeroinitializer, %vector.ph.new ], [ %75, %vector.body ]
  %niter = phi i32 [ 0, %vector.ph.new ], [ %niter.next.7, %vector.body ]
  %12 = or disjoint i32 %index, 1, !dbg !80
  %13 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ11column_sumsPiPKiiiE4tile, i32 0, i32 %index, i32 %0, !dbg !82
  %14 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ11column_sumsPiPKiiiE4tile, i32 0, i32 %12, i32 %0, !dbg !82
  %15 = load i32, ptr addrspace(3) %13, align 4, !dbg !82, !tbaa !56
  %16 = load i32, ptr addrspace(3) %14, align 4, !dbg !82, !tbaa !56
  %17 = insertelement <2 x i32> poison, i32 %15, i64 0, !dbg !80
  %18 = insertelement <2 x i32> %17, i32 %16, i64 1, !dbg !80
  %19 = add <2 x i32> %18, %vec.phi, !dbg !80
  %index.next = or disjoint i32 %index, 2, !dbg !81
  %20 = or disjoint i32 %index, 3, !dbg !80
  %21 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ11column_sumsPiPKiiiE4tile, i32 0, i32 %index.next, i32 %0, !dbg !82
  %22 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ11column_sumsPiPKiiiE4tile, i32 0, i32 %20, i32 %0, !dbg !82
  %23 = load i32, ptr addrspace(3) %21, align 4, !dbg !82, !tbaa !56
  %24 = load i32, ptr addrspace(3) %22, align 4, !dbg !82, !tbaa !56
  %25 = insertelement <2 x i32> poison, i32 %23, i64 0, !dbg !80
  %26 = insertelement <2 x i32> %25, i32 %24, i64 1, !dbg !80
  %27 = add <2 x i32> %26, %19, !dbg !80
  %index.next.1 = or disjoint i32 %index, 4, !dbg !81
  %28 = or disjoint i32 %index, 5, !dbg !80
  %29 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ11column_sumsPiPKiiiE4tile, i32 0, i32 %index.next.1, i32 %0, !dbg !82
  %30 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ11column_sumsPiPKiiiE4tile, i32 0, i32 %28, i32 %0, !dbg !82
  %31 = load i32, ptr addrspace(3) %29, align 4, !dbg !82, !tbaa !56
  %32 = load i32, ptr addrspace(3) %30, align 4, !dbg !82, !tbaa !56
  %33 = insertelement <2 x i32> poison, i32 %31, i64 0, !dbg !80
  %34 = insertelement <2 x i32> %33, i32 %32, i64 1, !dbg !80
  %35 = add <2 x i32> %34, %27, !dbg !80
  %index.next.2 = or disjoint i32 %index, 6, !dbg !81
  %36 = or disjoint i32 %index, 7, !dbg !80
  %37 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ11column_sumsPiPKiiiE4tile, i32 0, i32 %index.next.2, i32 %0, !dbg !82
  %38 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ11column_sumsPiPKiiiE4tile, i32 0, i32 %36, i32 %0, !dbg !82
  %39 = load i32, ptr addrspace(3) %37, align 4, !dbg !82, !tbaa !56
  %40 = load i32, ptr addrspace(3) %38, align 4, !dbg !82, !tbaa !56
  %41 = insertelement <2 x i32> poison, i32 %39, i64 0, !dbg !80
  %42 = insertelement <2 x i32> %41, i32 %40, i64 1, !dbg !80
  %43 = add <2 x i32> %42, %35, !dbg !80
  %index.next.3 = or disjoint i32 %index, 8, !dbg !81
  %44 = or disjoint i32 %index, 9, !dbg !80
  %45 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ11column_sumsPiPKiiiE4tile, i32 0, i32 %index.next.3, i32 %0, !dbg !82
  %46 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ11column_sumsPiPKiiiE4tile, i32 0, i32 %44, i32 %0, !dbg !82
  %47 = load i32, ptr addrspace(3) %45, align 4, !dbg !82, !tbaa !56
  %48 = load i32, ptr addrspace(3) %46, align 4, !dbg !82, !tbaa !56
  %49 = insertelement <2 x i32> poison, i32 %47, i64 0, !dbg !80
  %50 = insertelement <2 x i32> %49, i32 %48, i64 1, !dbg !80
  %51 = add <2 x i32> %50, %43, !dbg !80
  %index.next.4 = or disjoint i32 %index, 10, !dbg !81
  %52 = or disjoint i32 %index, 11, !dbg !80
  %53 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ11column_sumsPiPKiiiE4tile, i32 0, i32 %index.next.4, i32 %0, !dbg !82
  %54 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ11column_sumsPiPKiiiE4tile, i32 0, i32 %52, i32 %0, !dbg !82
  %55 = load i32, ptr addrspace(3) %53, align 4, !dbg !82, !tbaa !56
  %56 = load i32, ptr addrspace(3) %54, align 4, !dbg !82, !tbaa !56
  %57 = insertelement <2 x i32> poison, i32 %55, i64 0, !dbg !80
  %58 = insertelement <2 x i32> %57, i32 %56, i64 1, !dbg !80
  %59 = add <2 x i32> %58, %51, !dbg !80
  %index.next.5 = or disjoint i32 %index, 12, !dbg !81
  %60 = or disjoint i32 %index, 13, !dbg !80
  %61 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ11column_sumsPiPKiiiE4tile, i32 0, i32 %index.next.5, i32 %0, !dbg !82
  %62 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ11column_sumsPiPKiiiE4tile, i32 0, i32 %60, i32 %0, !dbg !82
  %63 = load i32, ptr addrspace(3) %61, align 4, !dbg !82, !tbaa !56
  %64 = load i32, ptr addrspace(3) %62, align 4, !dbg !82, !tbaa !56
  %65 = insertelement <2 x i32> poison, i32 %63, i64 0, !dbg !80
  %66 = insertelement <2 x i32> %65, i32 %64, i64 1, !dbg !80
  %67 = add <2 x i32> %66, %59, !dbg !80
  %index.next.6 = or disjoint i32 %index, 14, !dbg !81
  %68 = or disjoint i32 %index, 15, !dbg !80
  %69 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ11column_sumsPiPKiiiE4tile, i32 0, i32 %index.next.6, i32 %0, !dbg !82
  %70 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ11column_sumsPiPKiiiE4tile, i32 0, i32 %68, i32 %0, !dbg !82
  %71 = load i32, ptr addrspace(3) %69, align 4, !dbg !82, !tbaa !56
  %72 = load i32, ptr addrspace(3) %70, align 4, !dbg !82, !tbaa !56
  %73 = insertelement <2 x i32> poison, i32 %71, i64 0, !dbg !80
  %74 = insertelement <2 x i32> %73, i32 %72, i64 1, !dbg !80
  %75 = add <2 x i32> %74, %67, !dbg !80
  %index.next.7 = add nuw i32 %index, 16, !dbg !81
  %niter.next.7 = add i32 %niter, 8, !dbg !81
  %niter.ncmp.7 = icmp eq i32 %niter.next.7, %unroll_iter, !dbg !81
  br i1 %niter.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !dbg !81, !llvm.loop !83

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %.lcssa.ph = phi <2 x i32> [ poison, %vector.ph ], [ %75, %vector.body ]
  %index.unr = phi i32 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %vec.phi.unr = phi <2 x i32> [ zeroinitializer, %vector.ph ], [ %75, %vector.body ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0, !dbg !81
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil, !dbg !81

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %index.epil = phi i32 [ %index.next.epil, %vector.body.epil ], [ %index.unr, %middle.block.unr-lcssa ], !dbg !81
  %vec.phi.epil = phi <2 x i32> [ %83, %vector.body.epil ], [ %vec.phi.unr, %middle.block.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %vector.body.epil ], [ 0, %middle.block.unr-lcssa ]
  %76 = or disjoint i32 %index.epil, 1, !dbg !80
  %77 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ11column_sumsPiPKiiiE4tile, i32 0, i32 %index.epil, i32 %0, !dbg !82
  %78 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ11column_sumsPiPKiiiE4tile, i32 0, i32 %76, i32 %0, !dbg !82
  %79 = load i32, ptr addrspace(3) %77, align 4, !dbg !82, !tbaa !56
  %80 = load i32, ptr addrspace(3) %78, align 4, !dbg !82, !tbaa !56
  %81 = insertelement <2 x i32> poison, i32 %79, i64 0, !dbg !80
  %82 = insertelement <2 x i32> %81, i32 %80, i64 1, !dbg !80
  %83 = add <2 x i32> %82, %vec.phi.epil, !dbg !80
  %index.next.epil = add nuw i32 %index.epil, 2, !dbg !81
  %epil.iter.next = add i32 %epil.iter, 1, !dbg !81
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter, !dbg !81
  br i1 %epil.iter.cmp.not, label %middle.block, label %vector.body.epil, !dbg !81, !llvm.loop !87

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %.lcssa = phi <2 x i32> [ %.lcssa.ph, %middle.block.unr-lcssa ], [ %83, %vector.body.epil ], !dbg !80
  %84 = tail call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %.lcssa), !dbg !80
  %cmp.n = icmp eq i32 %cond.i, %n.vec, !dbg !80
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader62, !dbg !80

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %for.cond.preheader
  %sum.0.lcssa = phi i32 [ 0, %for.cond.preheader ], [ %84, %middle.block ], [ %add31, %for.body ], !dbg !89
  %mul33 = mul i32 %5, %cols, !dbg !90
  %add34 = add i32 %add, %mul33, !dbg !91
  %idxprom35 = zext i32 %add34 to i64, !dbg !92
  %arrayidx36 = getelementptr inbounds i32, ptr addrspace(1) %out.coerce, i64 %idxprom35, !dbg !92
  store i32 %sum.0.lcssa, ptr addrspace(1) %arrayidx36, align 4, !dbg !93, !tbaa !56
  br label %if.end37, !dbg !94

for.body:                                         ; preds = %for.body.preheader62, %for.body
  %r.061 = phi i32 [ %inc, %for.body ], [ %r.061.ph, %for.body.preheader62 ]
  %sum.060 = phi i32 [ %add31, %for.body ], [ %sum.060.ph, %for.body.preheader62 ]
  %arrayidx30 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ11column_sumsPiPKiiiE4tile, i32 0, i32 %r.061, i32 %0, !dbg !82
  %85 = load i32, ptr addrspace(3) %arrayidx30, align 4, !dbg !82, !tbaa !56
  %add31 = add nsw i32 %85, %sum.060, !dbg !95
  %inc = add nuw nsw i32 %r.061, 1, !dbg !81
  %exitcond.not = icmp eq i32 %inc, %cond.i, !dbg !79
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !80, !llvm.loop !96

if.end37:                                         ; preds = %if.end, %for.cond.cleanup
  ret void, !dbg !98
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z22column_sums_block_rowsPiPKiii(ptr addrspace(1) nocapture noundef writeonly %out.coerce, ptr addrspace(1) nocapture noundef readonly %in.coerce, i32 noundef %cols, i32 noundef %rows) local_unnamed_addr #0 !dbg !99 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !100, !range !20
  %1 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y(), !dbg !103, !range !20
  %2 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !106
  %3 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !109
  %4 = getelementptr inbounds i8, ptr addrspace(4) %3, i64 12, !dbg !109
  %.in.i.i.i = load i16, ptr addrspace(4) %4, align 4, !dbg !109, !tbaa !35
  %conv.i.i = zext i16 %.in.i.i.i to i32, !dbg !109
  %mul = mul i32 %2, %conv.i.i, !dbg !112
  %add = add i32 %mul, %0, !dbg !113
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.y(), !dbg !114
  %6 = getelementptr inbounds i8, ptr addrspace(4) %3, i64 14, !dbg !117
  %.in.i.i.i48 = load i16, ptr addrspace(4) %6, align 2, !dbg !117, !tbaa !35
  %conv.i.i49 = zext i16 %.in.i.i.i48 to i32, !dbg !117
  %mul8 = mul i32 %5, %conv.i.i49, !dbg !120
  %add9 = add i32 %mul8, %1, !dbg !121
  %cmp = icmp slt i32 %add, %cols, !dbg !122
  %cmp10 = icmp slt i32 %add9, %rows
  %or.cond = and i1 %cmp, %cmp10, !dbg !123
  br i1 %or.cond, label %if.then, label %if.end, !dbg !123

if.then:                                          ; preds = %entry
  %mul11 = mul nsw i32 %add9, %cols, !dbg !124
  %add12 = add nsw i32 %mul11, %add, !dbg !125
  %idxprom = sext i32 %add12 to i64, !dbg !126
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in.coerce, i64 %idxprom, !dbg !126
  %7 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !126, !tbaa !56
  %arrayidx16 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ22column_sums_block_rowsPiPKiiiE4tile, i32 0, i32 %1, i32 %0, !dbg !127
  store i32 %7, ptr addrspace(3) %arrayidx16, align 4, !dbg !128, !tbaa !56
  br label %if.end, !dbg !127

if.end:                                           ; preds = %if.then, %entry
  fence syncscope("workgroup") release, !dbg !129
  tail call void @llvm.amdgcn.s.barrier(), !dbg !133
  fence syncscope("workgroup") acquire, !dbg !134
  %cmp17 = icmp eq i32 %1, 0, !dbg !135
  %brmerge.not = and i1 %cmp17, %cmp, !dbg !136
  br i1 %brmerge.not, label %for.cond.preheader, label %if.end33, !dbg !136

for.cond.preheader:                               ; preds = %if.end
  switch i16 %.in.i.i.i48, label %vector.ph [
    i16 0, label %for.cond.cleanup
    i16 1, label %for.body.preheader
  ], !dbg !137

vector.ph:                                        ; preds = %for.cond.preheader
  %n.vec = and i32 %conv.i.i49, 65534, !dbg !137
  %8 = add nsw i32 %conv.i.i49, -2, !dbg !137
  %9 = lshr i32 %8, 1, !dbg !137
  %10 = add nuw i32 %9, 1, !dbg !137
  %xtraiter = and i32 %10, 7, !dbg !137
  %11 = icmp ult i32 %8, 14, !dbg !137
  br i1 %11, label %middle.block.unr-lcssa, label %vector.ph.new, !dbg !137

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i32 %10, -8, !dbg !137
  br label %vector.body, !dbg !137

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i32 [ 0, %vector.ph.new ], [ %index.next.7, %vector.body ], !dbg !138
  %vec.phi = phi <2 x i32> [ zeroinitializer, %vector.ph.new ], [ %75, %vector.body ]
  %niter = phi i32 [ 0, %vector.ph.new ], [ %niter.next.7, %vector.body ]
  %12 = or disjoint i32 %index, 1, !dbg !137
  %13 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ22column_sums_block_rowsPiPKiiiE4tile, i32 0, i32 %index, i32 %0, !dbg !139
  %14 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ22column_sums_block_rowsPiPKiiiE4tile, i32 0, i32 %12, i32 %0, !dbg !139
  %15 = load i32, ptr addrspace(3) %13, align 4, !dbg !139, !tbaa !56
  %16 = load i32, ptr addrspace(3) %14, align 4, !dbg !139, !tbaa !56
  %17 = insertelement <2 x i32> poison, i32 %15, i64 0, !dbg !137
  %18 = insertelement <2 x i32> %17, i32 %16, i64 1, !dbg !137
  %19 = add <2 x i32> %18, %vec.phi, !dbg !137
  %index.next = or disjoint i32 %index, 2, !dbg !138
  %20 = or disjoint i32 %index, 3, !dbg !137
  %21 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ22column_sums_block_rowsPiPKiiiE4tile, i32 0, i32 %index.next, i32 %0, !dbg !139
  %22 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ22column_sums_block_rowsPiPKiiiE4tile, i32 0, i32 %20, i32 %0, !dbg !139
  %23 = load i32, ptr addrspace(3) %21, align 4, !dbg !139, !tbaa !56
  %24 = load i32, ptr addrspace(3) %22, align 4, !dbg !139, !tbaa !56
  %25 = insertelement <2 x i32> poison, i32 %23, i64 0, !dbg !137
  %26 = insertelement <2 x i32> %25, i32 %24, i64 1, !dbg !137
  %27 = add <2 x i32> %26, %19, !dbg !137
  %index.next.1 = or disjoint i32 %index, 4, !dbg !138
  %28 = or disjoint i32 %index, 5, !dbg !137
  %29 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ22column_sums_block_rowsPiPKiiiE4tile, i32 0, i32 %index.next.1, i32 %0, !dbg !139
  %30 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ22column_sums_block_rowsPiPKiiiE4tile, i32 0, i32 %28, i32 %0, !dbg !139
  %31 = load i32, ptr addrspace(3) %29, align 4, !dbg !139, !tbaa !56
  %32 = load i32, ptr addrspace(3) %30, align 4, !dbg !139, !tbaa !56
  %33 = insertelement <2 x i32> poison, i32 %31, i64 0, !dbg !137
  %34 = insertelement <2 x i32> %33, i32 %32, i64 1, !dbg !137
  %35 = add <2 x i32> %34, %27, !dbg !137
  %index.next.2 = or disjoint i32 %index, 6, !dbg !138
  %36 = or disjoint i32 %index, 7, !dbg !137
  %37 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ22column_sums_block_rowsPiPKiiiE4tile, i32 0, i32 %index.next.2, i32 %0, !dbg !139
  %38 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ22column_sums_block_rowsPiPKiiiE4tile, i32 0, i32 %36, i32 %0, !dbg !139
  %39 = load i32, ptr addrspace(3) %37, align 4, !dbg !139, !tbaa !56
  %40 = load i32, ptr addrspace(3) %38, align 4, !dbg !139, !tbaa !56
  %41 = insertelement <2 x i32> poison, i32 %39, i64 0, !dbg !137
  %42 = insertelement <2 x i32> %41, i32 %40, i64 1, !dbg !137
  %43 = add <2 x i32> %42, %35, !dbg !137
  %index.next.3 = or disjoint i32 %index, 8, !dbg !138
  %44 = or disjoint i32 %index, 9, !dbg !137
  %45 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ22column_sums_block_rowsPiPKiiiE4tile, i32 0, i32 %index.next.3, i32 %0, !dbg !139
  %46 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ22column_sums_block_rowsPiPKiiiE4tile, i32 0, i32 %44, i32 %0, !dbg !139
  %47 = load i32, ptr addrspace(3) %45, align 4, !dbg !139, !tbaa !56
  %48 = load i32, ptr addrspace(3) %46, align 4, !dbg !139, !tbaa !56
  %49 = insertelement <2 x i32> poison, i32 %47, i64 0, !dbg !137
  %50 = insertelement <2 x i32> %49, i32 %48, i64 1, !dbg !137
  %51 = add <2 x i32> %50, %43, !dbg !137
  %index.next.4 = or disjoint i32 %index, 10, !dbg !138
  %52 = or disjoint i32 %index, 11, !dbg !137
  %53 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ22column_sums_block_rowsPiPKiiiE4tile, i32 0, i32 %index.next.4, i32 %0, !dbg !139
  %54 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ22column_sums_block_rowsPiPKiiiE4tile, i32 0, i32 %52, i32 %0, !dbg !139
  %55 = load i32, ptr addrspace(3) %53, align 4, !dbg !139, !tbaa !56
  %56 = load i32, ptr addrspace(3) %54, align 4, !dbg !139, !tbaa !56
  %57 = insertelement <2 x i32> poison, i32 %55, i64 0, !dbg !137
  %58 = insertelement <2 x i32> %57, i32 %56, i64 1, !dbg !137
  %59 = add <2 x i32> %58, %51, !dbg !137
  %index.next.5 = or disjoint i32 %index, 12, !dbg !138
  %60 = or disjoint i32 %index, 13, !dbg !137
  %61 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ22column_sums_block_rowsPiPKiiiE4tile, i32 0, i32 %index.next.5, i32 %0, !dbg !139
  %62 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ22column_sums_block_rowsPiPKiiiE4tile, i32 0, i32 %60, i32 %0, !dbg !139
  %63 = load i32, ptr addrspace(3) %61, align 4, !dbg !139, !tbaa !56
  %64 = load i32, ptr addrspace(3) %62, align 4, !dbg !139, !tbaa !56
  %65 = insertelement <2 x i32> poison, i32 %63, i64 0, !dbg !137
  %66 = insertelement <2 x i32> %65, i32 %64, i64 1, !dbg !137
  %67 = add <2 x i32> %66, %59, !dbg !137
  %index.next.6 = or disjoint i32 %index, 14, !dbg !138
  %68 = or disjoint i32 %index, 15, !dbg !137
  %69 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ22column_sums_block_rowsPiPKiiiE4tile, i32 0, i32 %index.next.6, i32 %0, !dbg !139
  %70 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ22column_sums_block_rowsPiPKiiiE4tile, i32 0, i32 %68, i32 %0, !dbg !139
  %71 = load i32, ptr addrspace(3) %69, align 4, !dbg !139, !tbaa !56
  %72 = load i32, ptr addrspace(3) %70, align 4, !dbg !139, !tbaa !56
  %73 = insertelement <2 x i32> poison, i32 %71, i64 0, !dbg !137
  %74 = insertelement <2 x i32> %73, i32 %72, i64 1, !dbg !137
  %75 = add <2 x i32> %74, %67, !dbg !137
  %index.next.7 = add nuw i32 %index, 16, !dbg !138
  %niter.next.7 = add i32 %niter, 8, !dbg !138
  %niter.ncmp.7 = icmp eq i32 %niter.next.7, %unroll_iter, !dbg !138
  br i1 %niter.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !dbg !138, !llvm.loop !140

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %.lcssa.ph = phi <2 x i32> [ poison, %vector.ph ], [ %75, %vector.body ]
  %index.unr = phi i32 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %vec.phi.unr = phi <2 x i32> [ zeroinitializer, %vector.ph ], [ %75, %vector.body ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0, !dbg !138
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil, !dbg !138

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %index.epil = phi i32 [ %index.next.epil, %vector.body.epil ], [ %index.unr, %middle.block.unr-lcssa ], !dbg !138
  %vec.phi.epil = phi <2 x i32> [ %83, %vector.body.epil ], [ %vec.phi.unr, %middle.block.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %vector.body.epil ], [ 0, %middle.block.unr-lcssa ]
  %76 = or disjoint i32 %index.epil, 1, !dbg !137
  %77 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ22column_sums_block_rowsPiPKiiiE4tile, i32 0, i32 %index.epil, i32 %0, !dbg !139
  %78 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ22column_sums_block_rowsPiPKiiiE4tile, i32 0, i32 %76, i32 %0, !dbg !139
  %79 = load i32, ptr addrspace(3) %77, align 4, !dbg !139, !tbaa !56
  %80 = load i32, ptr addrspace(3) %78, align 4, !dbg !139, !tbaa !56
  %81 = insertelement <2 x i32> poison, i32 %79, i64 0, !dbg !137
  %82 = insertelement <2 x i32> %81, i32 %80, i64 1, !dbg !137
  %83 = add <2 x i32> %82, %vec.phi.epil, !dbg !137
  %index.next.epil = add nuw i32 %index.epil, 2, !dbg !138
  %epil.iter.next = add i32 %epil.iter, 1, !dbg !138
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter, !dbg !138
  br i1 %epil.iter.cmp.not, label %middle.block, label %vector.body.epil, !dbg !138, !llvm.loop !142

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %.lcssa = phi <2 x i32> [ %.lcssa.ph, %middle.block.unr-lcssa ], [ %83, %vector.body.epil ], !dbg !137
  %84 = tail call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %.lcssa), !dbg !137
  %cmp.n = icmp eq i32 %n.vec, %conv.i.i49, !dbg !137
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader, !dbg !137

for.body.preheader:                               ; preds = %for.cond.preheader, %middle.block
  %r.054.ph = phi i32 [ 0, %for.cond.preheader ], [ %n.vec, %middle.block ]
  %sum.053.ph = phi i32 [ 0, %for.cond.preheader ], [ %84, %middle.block ]
  br label %for.body, !dbg !137

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %for.cond.preheader
  %sum.0.lcssa = phi i32 [ 0, %for.cond.preheader ], [ %84, %middle.block ], [ %add27, %for.body ], !dbg !143
  %mul29 = mul i32 %5, %cols, !dbg !144
  %add30 = add i32 %add, %mul29, !dbg !145
  %idxprom31 = zext i32 %add30 to i64, !dbg !146
  %arrayidx32 = getelementptr inbounds i32, ptr addrspace(1) %out.coerce, i64 %idxprom31, !dbg !146
  store i32 %sum.0.lcssa, ptr addrspace(1) %arrayidx32, align 4, !dbg !147, !tbaa !56
  br label %if.end33, !dbg !148

for.body:                                         ; preds = %for.body.preheader, %for.body
  %r.054 = phi i32 [ %inc, %for.body ], [ %r.054.ph, %for.body.preheader ]
  %sum.053 = phi i32 [ %add27, %for.body ], [ %sum.053.ph, %for.body.preheader ]
  %arrayidx26 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ22column_sums_block_rowsPiPKiiiE4tile, i32 0, i32 %r.054, i32 %0, !dbg !139
  %85 = load i32, ptr addrspace(3) %arrayidx26, align 4, !dbg !139, !tbaa !56
  %add27 = add nsw i32 %85, %sum.053, !dbg !149
  %inc = add nuw nsw i32 %r.054, 1, !dbg !138
  %exitcond.not = icmp eq i32 %inc, %conv.i.i49, !dbg !150
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !137, !llvm.loop !151

if.end33:                                         ; preds = %if.end, %for.cond.cleanup
  ret void, !dbg !152
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v2i32(<2 x i32>) #3

attributes #0 = { convergent mustprogress nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-global-pk-add-bf16-inst,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9, !10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "partial_2d.hip", directory: ".", checksumkind: CSK_MD5, checksum: "1ae4136b1c71a8fafcd796986e775ae0")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 1}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"Debian clang version 15.0.5"}
!11 = distinct !DISubprogram(name: "column_sums", scope: !1, file: !1, line: 7, type: !12, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 279, type: !12, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_runtime.h", directory: "", checksumkind: CSK_MD5, checksum: "16093af3b78d7538c31396a9fb8b635e")
!17 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 9, column: 16, scope: !11)
!20 = !{i32 0, i32 1024}
!21 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !22)
!22 = distinct !DILocation(line: 300, column: 64, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 300, type: !12, scopeLine: 300, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!24 = distinct !DILocation(line: 9, column: 33, scope: !11)
!25 = !DILocation(line: 263, column: 69, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 263, type: !12, scopeLine: 263, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!27 = distinct !DILocation(line: 299, column: 64, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!29 = distinct !DILocation(line: 10, column: 12, scope: !11)
!30 = !DILocation(line: 268, column: 12, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 267, type: !12, scopeLine: 267, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!32 = distinct !DILocation(line: 299, column: 64, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!34 = distinct !DILocation(line: 10, column: 25, scope: !11)
!35 = !{!36, !36, i64 0}
!36 = !{!"short", !37, i64 0}
!37 = !{!"omnipotent char", !38, i64 0}
!38 = !{!"Simple C/C++ TBAA"}
!39 = !DILocation(line: 10, column: 23, scope: !11)
!40 = !DILocation(line: 10, column: 36, scope: !11)
!41 = !DILocation(line: 263, column: 69, scope: !26, inlinedAt: !42)
!42 = distinct !DILocation(line: 300, column: 64, scope: !43, inlinedAt: !44)
!43 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 300, type: !12, scopeLine: 300, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!44 = distinct !DILocation(line: 10, column: 46, scope: !11)
!45 = !DILocation(line: 268, column: 12, scope: !31, inlinedAt: !46)
!46 = distinct !DILocation(line: 300, column: 64, scope: !47, inlinedAt: !48)
!47 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 300, type: !12, scopeLine: 300, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!48 = distinct !DILocation(line: 10, column: 59, scope: !11)
!49 = !DILocation(line: 10, column: 57, scope: !11)
!50 = !DILocation(line: 10, column: 70, scope: !11)
!51 = !DILocation(line: 11, column: 10, scope: !11)
!52 = !DILocation(line: 11, column: 17, scope: !11)
!53 = !DILocation(line: 11, column: 50, scope: !11)
!54 = !DILocation(line: 11, column: 57, scope: !11)
!55 = !DILocation(line: 11, column: 44, scope: !11)
!56 = !{!57, !57, i64 0}
!57 = !{!"int", !58, i64 0}
!58 = !{!"omnipotent char", !59, i64 0}
!59 = !{!"Simple C++ TBAA"}
!60 = !DILocation(line: 11, column: 31, scope: !11)
!61 = !DILocation(line: 11, column: 42, scope: !11)
!62 = !DILocation(line: 890, column: 9, scope: !63, inlinedAt: !65)
!63 = distinct !DISubprogram(name: "__work_group_barrier", scope: !64, file: !64, line: 887, type: !12, scopeLine: 888, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!64 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_device_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "913bb197e0af7d58a97d587c496ee161")
!65 = distinct !DILocation(line: 902, column: 3, scope: !66, inlinedAt: !67)
!66 = distinct !DISubprogram(name: "__barrier", scope: !64, file: !64, line: 900, type: !12, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!67 = distinct !DILocation(line: 910, column: 3, scope: !68, inlinedAt: !69)
!68 = distinct !DISubprogram(name: "__syncthreads", scope: !64, file: !64, line: 908, type: !12, scopeLine: 909, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!69 = distinct !DILocation(line: 12, column: 3, scope: !11)
!70 = !DILocation(line: 891, column: 9, scope: !63, inlinedAt: !65)
!71 = !DILocation(line: 892, column: 9, scope: !63, inlinedAt: !65)
!72 = !DILocation(line: 13, column: 43, scope: !11)
!73 = !DILocation(line: 1291, column: 10, scope: !74, inlinedAt: !76)
!74 = distinct !DISubprogram(name: "min", scope: !75, file: !75, line: 1290, type: !12, scopeLine: 1290, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!75 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_hip_math.h", directory: "", checksumkind: CSK_MD5, checksum: "77a655dd2d84b0625bc1c7b723219847")
!76 = distinct !DILocation(line: 13, column: 17, scope: !11)
!77 = !DILocation(line: 14, column: 9, scope: !11)
!78 = !DILocation(line: 14, column: 14, scope: !11)
!79 = !DILocation(line: 16, column: 23, scope: !11)
!80 = !DILocation(line: 16, column: 5, scope: !11)
!81 = !DILocation(line: 16, column: 34, scope: !11)
!82 = !DILocation(line: 16, column: 46, scope: !11)
!83 = distinct !{!83, !80, !84, !85, !86}
!84 = !DILocation(line: 16, column: 55, scope: !11)
!85 = !{!"llvm.loop.mustprogress"}
!86 = !{!"llvm.loop.isvectorized", i32 1}
!87 = distinct !{!87, !88}
!88 = !{!"llvm.loop.unroll.disable"}
!89 = !DILocation(line: 0, scope: !11)
!90 = !DILocation(line: 17, column: 20, scope: !11)
!91 = !DILocation(line: 17, column: 27, scope: !11)
!92 = !DILocation(line: 17, column: 5, scope: !11)
!93 = !DILocation(line: 17, column: 33, scope: !11)
!94 = !DILocation(line: 18, column: 3, scope: !11)
!95 = !DILocation(line: 16, column: 43, scope: !11)
!96 = distinct !{!96, !80, !84, !85, !97, !86}
!97 = !{!"llvm.loop.unroll.runtime.disable"}
!98 = !DILocation(line: 19, column: 1, scope: !11)
!99 = distinct !DISubprogram(name: "column_sums_block_rows", scope: !1, file: !1, line: 21, type: !12, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!100 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !101)
!101 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !102)
!102 = distinct !DILocation(line: 23, column: 16, scope: !99)
!103 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !104)
!104 = distinct !DILocation(line: 300, column: 64, scope: !23, inlinedAt: !105)
!105 = distinct !DILocation(line: 23, column: 33, scope: !99)
!106 = !DILocation(line: 263, column: 69, scope: !26, inlinedAt: !107)
!107 = distinct !DILocation(line: 299, column: 64, scope: !28, inlinedAt: !108)
!108 = distinct !DILocation(line: 24, column: 12, scope: !99)
!109 = !DILocation(line: 268, column: 12, scope: !31, inlinedAt: !110)
!110 = distinct !DILocation(line: 299, column: 64, scope: !33, inlinedAt: !111)
!111 = distinct !DILocation(line: 24, column: 25, scope: !99)
!112 = !DILocation(line: 24, column: 23, scope: !99)
!113 = !DILocation(line: 24, column: 36, scope: !99)
!114 = !DILocation(line: 263, column: 69, scope: !26, inlinedAt: !115)
!115 = distinct !DILocation(line: 300, column: 64, scope: !43, inlinedAt: !116)
!116 = distinct !DILocation(line: 24, column: 46, scope: !99)
!117 = !DILocation(line: 268, column: 12, scope: !31, inlinedAt: !118)
!118 = distinct !DILocation(line: 300, column: 64, scope: !47, inlinedAt: !119)
!119 = distinct !DILocation(line: 24, column: 59, scope: !99)
!120 = !DILocation(line: 24, column: 57, scope: !99)
!121 = !DILocation(line: 24, column: 70, scope: !99)
!122 = !DILocation(line: 25, column: 10, scope: !99)
!123 = !DILocation(line: 25, column: 17, scope: !99)
!124 = !DILocation(line: 25, column: 50, scope: !99)
!125 = !DILocation(line: 25, column: 57, scope: !99)
!126 = !DILocation(line: 25, column: 44, scope: !99)
!127 = !DILocation(line: 25, column: 31, scope: !99)
!128 = !DILocation(line: 25, column: 42, scope: !99)
!129 = !DILocation(line: 890, column: 9, scope: !63, inlinedAt: !130)
!130 = distinct !DILocation(line: 902, column: 3, scope: !66, inlinedAt: !131)
!131 = distinct !DILocation(line: 910, column: 3, scope: !68, inlinedAt: !132)
!132 = distinct !DILocation(line: 26, column: 3, scope: !99)
!133 = !DILocation(line: 891, column: 9, scope: !63, inlinedAt: !130)
!134 = !DILocation(line: 892, column: 9, scope: !63, inlinedAt: !130)
!135 = !DILocation(line: 27, column: 9, scope: !99)
!136 = !DILocation(line: 27, column: 14, scope: !99)
!137 = !DILocation(line: 29, column: 5, scope: !99)
!138 = !DILocation(line: 29, column: 42, scope: !99)
!139 = !DILocation(line: 29, column: 54, scope: !99)
!140 = distinct !{!140, !137, !141, !85, !86}
!141 = !DILocation(line: 29, column: 63, scope: !99)
!142 = distinct !{!142, !88}
!143 = !DILocation(line: 0, scope: !99)
!144 = !DILocation(line: 30, column: 20, scope: !99)
!145 = !DILocation(line: 30, column: 27, scope: !99)
!146 = !DILocation(line: 30, column: 5, scope: !99)
!147 = !DILocation(line: 30, column: 33, scope: !99)
!148 = !DILocation(line: 31, column: 3, scope: !99)
!149 = !DILocation(line: 29, column: 51, scope: !99)
!150 = !DILocation(line: 29, column: 28, scope: !99)
!151 = distinct !{!151, !137, !141, !85, !97, !86}
!152 = !DILocation(line: 32, column: 1, scope: !99)
