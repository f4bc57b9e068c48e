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
  %xtraiter = and i32 %cond.i, 7, !dbg !80
  %8 = icmp ult i32 %cond.i, 8, !dbg !80
  br i1 %8, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new, !dbg !80

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i32 %cond.i, 2147483640, !dbg !80
  br label %for.body, !dbg !80

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %add31.lcssa.ph = phi i32 [ poison, %for.body.preheader ], [ %add31.7, %for.body ]
  %r.061.unr = phi i32 [ 0, %for.body.preheader ], [ %inc.7, %for.body ]
  %sum.060.unr = phi i32 [ 0, %for.body.preheader ], [ %add31.7, %for.body ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0, !dbg !80
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil, !dbg !80

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %r.061.epil = phi i32 [ %inc.epil, %for.body.epil ], [ %r.061.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %sum.060.epil = phi i32 [ %add31.epil, %for.body.epil ], [ %sum.060.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  %arrayidx30.epil = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ11column_sumsPiPKiiiE4tile, i32 0, i32 %r.061.epil, i32 %0, !dbg !81
  %9 = load i32, ptr addrspace(3) %arrayidx30.epil, align 4, !dbg !81, !tbaa !56
  %add31.epil = add nsw i32 %9, %sum.060.epil, !dbg !82
  %inc.epil = add nuw nsw i32 %r.061.epil, 1, !dbg !83
  %epil.iter.next = add i32 %epil.iter, 1, !dbg !80
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter, !dbg !80
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !dbg !80, !llvm.loop !84

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %for.cond.preheader
  %sum.0.lcssa = phi i32 [ 0, %for.cond.preheader ], [ %add31.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add31.epil, %for.body.epil ], !dbg !86
  %mul33 = mul i32 %5, %cols, !dbg !87
  %add34 = add i32 %add, %mul33, !dbg !88
  %idxprom35 = zext i32 %add34 to i64, !dbg !89
  %arrayidx36 = getelementptr inbounds i32, ptr addrspace(1) %out.coerce, i64 %idxprom35, !dbg !89
  store i32 %sum.0.lcssa, ptr addrspace(1) %arrayidx36, align 4, !dbg !90, !tbaa !56
  br label %if.end37, !dbg !91

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %r.061 = phi i32 [ 0, %for.body.preheader.new ], [ %inc.7, %for.body ]
  %sum.060 = phi i32 [ 0, %for.body.preheader.new ], [ %add31.7, %for.body ]
  %niter = phi i32 [ 0, %for.body.preheader.new ], [ %niter.next.7, %for.body ]
  %arrayidx30 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ11column_sumsPiPKiiiE4tile, i32 0, i32 %r.061, i32 %0, !dbg !81
  %10 = load i32, ptr addrspace(3) %arrayidx30, align 4, !dbg !81, !tbaa !56
  %add31 = add nsw i32 %10, %sum.060, !dbg !82
  %inc = or disjoint i32 %r.061, 1, !dbg !83
  %arrayidx30.1 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ11column_sumsPiPKiiiE4tile, i32 0, i32 %inc, i32 %0, !dbg !81
  %11 = load i32, ptr addrspace(3) %arrayidx30.1, align 4, !dbg !81, !tbaa !56
  %add31.1 = add nsw i32 %11, %add31, !dbg !82
  %inc.1 = or disjoint i32 %r.061, 2, !dbg !83
  %arrayidx30.2 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ11column_sumsPiPKiiiE4tile, i32 0, i32 %inc.1, i32 %0, !dbg !81
  %12 = load i32, ptr addrspace(3) %arrayidx30.2, align 4, !dbg !81, !tbaa !56
  %add31.2 = add nsw i32 %12, %add31.1, !dbg !82
  %inc.2 = or disjoint i32 %r.061, 3, !dbg !83
  %arrayidx30.3 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ11column_sumsPiPKiiiE4tile, i32 0, i32 %inc.2, i32 %0, !dbg !81
  %13 = load i32, ptr addrspace(3) %arrayidx30.3, align 4, !dbg !81, !tbaa !56
  %add31.3 = add nsw i32 %13, %add31.2, !dbg !82
  %inc.3 = or disjoint i32 %r.061, 4, !dbg !83
  %arrayidx30.4 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ11column_sumsPiPKiiiE4tile, i32 0, i32 %inc.3, i32 %0, !dbg !81
  %14 = load i32, ptr addrspace(3) %arrayidx30.4, align 4, !dbg !81, !tbaa !56
  %add31.4 = add nsw i32 %14, %add31.3, !dbg !82
  %inc.4 = or disjoint i32 %r.061, 5, !dbg !83
  %arrayidx30.5 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ11column_sumsPiPKiiiE4tile, i32 0, i32 %inc.4, i32 %0, !dbg !81
  %15 = load i32, ptr addrspace(3) %arrayidx30.5, align 4, !dbg !81, !tbaa !56
  %add31.5 = add nsw i32 %15, %add31.4, !dbg !82
  %inc.5 = or disjoint i32 %r.061, 6, !dbg !83
  %arrayidx30.6 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ11column_sumsPiPKiiiE4tile, i32 0, i32 %inc.5, i32 %0, !dbg !81
  %16 = load i32, ptr addrspace(3) %arrayidx30.6, align 4, !dbg !81, !tbaa !56
  %add31.6 = add nsw i32 %16, %add31.5, !dbg !82
  %inc.6 = or disjoint i32 %r.061, 7, !dbg !83
  %arrayidx30.7 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ11column_sumsPiPKiiiE4tile, i32 0, i32 %inc.6, i32 %0, !dbg !81
  %17 = load i32, ptr addrspace(3) %arrayidx30.7, align 4, !dbg !81, !tbaa !56
  %add31.7 = add nsw i32 %17, %add31.6, !dbg !82
  %inc.7 = add nuw nsw i32 %r.061, 8, !dbg !83
  %niter.next.7 = add i32 %niter, 8, !dbg !80
  %niter.ncmp.7 = icmp eq i32 %niter.next.7, %unroll_iter, !dbg !80
  br i1 %niter.ncmp.7, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !dbg !80, !llvm.loop !92

if.end37:                                         ; preds = %if.end, %for.cond.cleanup
  ret void, !dbg !95
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z22column_sums_block_rowsPiPKiii(ptr addrspace(1) nocapture noundef writeonly %out.coerce, ptr addrspace(1) nocapture noundef readonly %in.coerce, i32 noundef %cols, i32 noundef %rows) local_unnamed_addr #0 !dbg !96 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !97, !range !20
  %1 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y(), !dbg !100, !range !20
  %2 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !103
  %3 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !106
  %4 = getelementptr inbounds i8, ptr addrspace(4) %3, i64 12, !dbg !106
  %.in.i.i.i = load i16, ptr addrspace(4) %4, align 4, !dbg !106, !tbaa !35
  %conv.i.i = zext i16 %.in.i.i.i to i32, !dbg !106
  %mul = mul i32 %2, %conv.i.i, !dbg !109
  %add = add i32 %mul, %0, !dbg !110
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.y(), !dbg !111
  %6 = getelementptr inbounds i8, ptr addrspace(4) %3, i64 14, !dbg !114
  %.in.i.i.i48 = load i16, ptr addrspace(4) %6, align 2, !dbg !114, !tbaa !35
  %conv.i.i49 = zext i16 %.in.i.i.i48 to i32, !dbg !114
  %mul8 = mul i32 %5, %conv.i.i49, !dbg !117
  %add9 = add i32 %mul8, %1, !dbg !118
  %cmp = icmp slt i32 %add, %cols, !dbg !119
  %cmp10 = icmp slt i32 %add9, %rows
  %or.cond = and i1 %cmp, %cmp10, !dbg !120
  br i1 %or.cond, label %if.then, label %if.end, !dbg !120

if.then:                                          ; preds = %entry
  %mul11 = mul nsw i32 %add9, %cols, !dbg !121
  %add12 = add nsw i32 %mul11, %add, !dbg !122
  %idxprom = sext i32 %add12 to i64, !dbg !123
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in.coerce, i64 %idxprom, !dbg !123
  %7 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !123, !tbaa !56
  %arrayidx16 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ22column_sums_block_rowsPiPKiiiE4tile, i32 0, i32 %1, i32 %0, !dbg !124
  store i32 %7, ptr addrspace(3) %arrayidx16, align 4, !dbg !125, !tbaa !56
  br label %if.end, !dbg !124

if.end:                                           ; preds = %if.then, %entry
  fence syncscope("workgroup") release, !dbg !126
  tail call void @llvm.amdgcn.s.barrier(), !dbg !130
  fence syncscope("workgroup") acquire, !dbg !131
  %cmp17 = icmp eq i32 %1, 0, !dbg !132
  %brmerge.not = and i1 %cmp17, %cmp, !dbg !133
  br i1 %brmerge.not, label %for.cond.preheader, label %if.end33, !dbg !133

for.cond.preheader:                               ; preds = %if.end
  %cmp2252.not = icmp eq i16 %.in.i.i.i48, 0, !dbg !134
  br i1 %cmp2252.not, label %for.cond.cleanup, label %for.body.preheader, !dbg !135

for.body.preheader:                               ; preds = %for.cond.preheader
  %xtraiter = and i32 %conv.i.i49, 7, !dbg !135
  %8 = icmp ult i16 %.in.i.i.i48, 8, !dbg !135
  br i1 %8, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new, !dbg !135

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i32 %conv.i.i49, 65528, !dbg !135
  br label %for.body, !dbg !135

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %add27.lcssa.ph = phi i32 [ poison, %for.body.preheader ], [ %add27.7, %for.body ]
  %r.054.unr = phi i32 [ 0, %for.body.preheader ], [ %inc.7, %for.body ]
  %sum.053.unr = phi i32 [ 0, %for.body.preheader ], [ %add27.7, %for.body ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0, !dbg !135
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil, !dbg !135

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %r.054.epil = phi i32 [ %inc.epil, %for.body.epil ], [ %r.054.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %sum.053.epil = phi i32 [ %add27.epil, %for.body.epil ], [ %sum.053.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  %arrayidx26.epil = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ22column_sums_block_rowsPiPKiiiE4tile, i32 0, i32 %r.054.epil, i32 %0, !dbg !136
  %9 = load i32, ptr addrspace(3) %arrayidx26.epil, align 4, !dbg !136, !tbaa !56
  %add27.epil = add nsw i32 %9, %sum.053.epil, !dbg !137
  %inc.epil = add nuw nsw i32 %r.054.epil, 1, !dbg !138
  %epil.iter.next = add i32 %epil.iter, 1, !dbg !135
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter, !dbg !135
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !dbg !135, !llvm.loop !139

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %for.cond.preheader
  %sum.0.lcssa = phi i32 [ 0, %for.cond.preheader ], [ %add27.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add27.epil, %for.body.epil ], !dbg !140
  %mul29 = mul i32 %5, %cols, !dbg !141
  %add30 = add i32 %add, %mul29, !dbg !142
  %idxprom31 = zext i32 %add30 to i64, !dbg !143
  %arrayidx32 = getelementptr inbounds i32, ptr addrspace(1) %out.coerce, i64 %idxprom31, !dbg !143
  store i32 %sum.0.lcssa, ptr addrspace(1) %arrayidx32, align 4, !dbg !144, !tbaa !56
  br label %if.end33, !dbg !145

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %r.054 = phi i32 [ 0, %for.body.preheader.new ], [ %inc.7, %for.body ]
  %sum.053 = phi i32 [ 0, %for.body.preheader.new ], [ %add27.7, %for.body ]
  %niter = phi i32 [ 0, %for.body.preheader.new ], [ %niter.next.7, %for.body ]
  %arrayidx26 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ22column_sums_block_rowsPiPKiiiE4tile, i32 0, i32 %r.054, i32 %0, !dbg !136
  %10 = load i32, ptr addrspace(3) %arrayidx26, align 4, !dbg !136, !tbaa !56
  %add27 = add nsw i32 %10, %sum.053, !dbg !137
  %inc = or disjoint i32 %r.054, 1, !dbg !138
  %arrayidx26.1 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ22column_sums_block_rowsPiPKiiiE4tile, i32 0, i32 %inc, i32 %0, !dbg !136
  %11 = load i32, ptr addrspace(3) %arrayidx26.1, align 4, !dbg !136, !tbaa !56
  %add27.1 = add nsw i32 %11, %add27, !dbg !137
  %inc.1 = or disjoint i32 %r.054, 2, !dbg !138
  %arrayidx26.2 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ22column_sums_block_rowsPiPKiiiE4tile, i32 0, i32 %inc.1, i32 %0, !dbg !136
  %12 = load i32, ptr addrspace(3) %arrayidx26.2, align 4, !dbg !136, !tbaa !56
  %add27.2 = add nsw i32 %12, %add27.1, !dbg !137
  %inc.2 = or disjoint i32 %r.054, 3, !dbg !138
  %arrayidx26.3 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ22column_sums_block_rowsPiPKiiiE4tile, i32 0, i32 %inc.2, i32 %0, !dbg !136
  %13 = load i32, ptr addrspace(3) %arrayidx26.3, align 4, !dbg !136, !tbaa !56
  %add27.3 = add nsw i32 %13, %add27.2, !dbg !137
  %inc.3 = or disjoint i32 %r.054, 4, !dbg !138
  %arrayidx26.4 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ22column_sums_block_rowsPiPKiiiE4tile, i32 0, i32 %inc.3, i32 %0, !dbg !136
  %14 = load i32, ptr addrspace(3) %arrayidx26.4, align 4, !dbg !136, !tbaa !56
  %add27.4 = add nsw i32 %14, %add27.3, !dbg !137
  %inc.4 = or disjoint i32 %r.054, 5, !dbg !138
  %arrayidx26.5 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ22column_sums_block_rowsPiPKiiiE4tile, i32 0, i32 %inc.4, i32 %0, !dbg !136
  %15 = load i32, ptr addrspace(3) %arrayidx26.5, align 4, !dbg !136, !tbaa !56
  %add27.5 = add nsw i32 %15, %add27.4, !dbg !137
  %inc.5 = or disjoint i32 %r.054, 6, !dbg !138
  %arrayidx26.6 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ22column_sums_block_rowsPiPKiiiE4tile, i32 0, i32 %inc.5, i32 %0, !dbg !136
  %16 = load i32, ptr addrspace(3) %arrayidx26.6, align 4, !dbg !136, !tbaa !56
  %add27.6 = add nsw i32 %16, %add27.5, !dbg !137
  %inc.6 = or disjoint i32 %r.054, 7, !dbg !138
  %arrayidx26.7 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @_ZZ22column_sums_block_rowsPiPKiiiE4tile, i32 0, i32 %inc.6, i32 %0, !dbg !136
  %17 = load i32, ptr addrspace(3) %arrayidx26.7, align 4, !dbg !136, !tbaa !56
  %add27.7 = add nsw i32 %17, %add27.6, !dbg !137
  %inc.7 = add nuw nsw i32 %r.054, 8, !dbg !138
  %niter.next.7 = add i32 %niter, 8, !dbg !135
  %niter.ncmp.7 = icmp eq i32 %niter.next.7, %unroll_iter, !dbg !135
  br i1 %niter.ncmp.7, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !dbg !135, !llvm.loop !146

if.end33:                                         ; preds = %if.end, %for.cond.cleanup
  ret void, !dbg !148
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

attributes #0 = { convergent mustprogress nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
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
!81 = !DILocation(line: 16, column: 46, scope: !11)
!82 = !DILocation(line: 16, column: 43, scope: !11)
!83 = !DILocation(line: 16, column: 34, scope: !11)
!84 = distinct !{!84, !85}
!85 = !{!"llvm.loop.unroll.disable"}
!86 = !DILocation(line: 0, scope: !11)
!87 = !DILocation(line: 17, column: 20, scope: !11)
!88 = !DILocation(line: 17, column: 27, scope: !11)
!89 = !DILocation(line: 17, column: 5, scope: !11)
!90 = !DILocation(line: 17, column: 33, scope: !11)
!91 = !DILocation(line: 18, column: 3, scope: !11)
!92 = distinct !{!92, !80, !93, !94}
!93 = !DILocation(line: 16, column: 55, scope: !11)
!94 = !{!"llvm.loop.mustprogress"}
!95 = !DILocation(line: 19, column: 1, scope: !11)
!96 = distinct !DISubprogram(name: "column_sums_block_rows", scope: !1, file: !1, line: 21, type: !12, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!97 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !98)
!98 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !99)
!99 = distinct !DILocation(line: 23, column: 16, scope: !96)
!100 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !101)
!101 = distinct !DILocation(line: 300, column: 64, scope: !23, inlinedAt: !102)
!102 = distinct !DILocation(line: 23, column: 33, scope: !96)
!103 = !DILocation(line: 263, column: 69, scope: !26, inlinedAt: !104)
!104 = distinct !DILocation(line: 299, column: 64, scope: !28, inlinedAt: !105)
!105 = distinct !DILocation(line: 24, column: 12, scope: !96)
!106 = !DILocation(line: 268, column: 12, scope: !31, inlinedAt: !107)
!107 = distinct !DILocation(line: 299, column: 64, scope: !33, inlinedAt: !108)
!108 = distinct !DILocation(line: 24, column: 25, scope: !96)
!109 = !DILocation(line: 24, column: 23, scope: !96)
!110 = !DILocation(line: 24, column: 36, scope: !96)
!111 = !DILocation(line: 263, column: 69, scope: !26, inlinedAt: !112)
!112 = distinct !DILocation(line: 300, column: 64, scope: !43, inlinedAt: !113)
!113 = distinct !DILocation(line: 24, column: 46, scope: !96)
!114 = !DILocation(line: 268, column: 12, scope: !31, inlinedAt: !115)
!115 = distinct !DILocation(line: 300, column: 64, scope: !47, inlinedAt: !116)
!116 = distinct !DILocation(line: 24, column: 59, scope: !96)
!117 = !DILocation(line: 24, column: 57, scope: !96)
!118 = !DILocation(line: 24, column: 70, scope: !96)
!119 = !DILocation(line: 25, column: 10, scope: !96)
!120 = !DILocation(line: 25, column: 17, scope: !96)
!121 = !DILocation(line: 25, column: 50, scope: !96)
!122 = !DILocation(line: 25, column: 57, scope: !96)
!123 = !DILocation(line: 25, column: 44, scope: !96)
!124 = !DILocation(line: 25, column: 31, scope: !96)
!125 = !DILocation(line: 25, column: 42, scope: !96)
!126 = !DILocation(line: 890, column: 9, scope: !63, inlinedAt: !127)
!127 = distinct !DILocation(line: 902, column: 3, scope: !66, inlinedAt: !128)
!128 = distinct !DILocation(line: 910, column: 3, scope: !68, inlinedAt: !129)
!129 = distinct !DILocation(line: 26, column: 3, scope: !96)
!130 = !DILocation(line: 891, column: 9, scope: !63, inlinedAt: !127)
!131 = !DILocation(line: 892, column: 9, scope: !63, inlinedAt: !127)
!132 = !DILocation(line: 27, column: 9, scope: !96)
!133 = !DILocation(line: 27, column: 14, scope: !96)
!134 = !DILocation(line: 29, column: 28, scope: !96)
!135 = !DILocation(line: 29, column: 5, scope: !96)
!136 = !DILocation(line: 29, column: 54, scope: !96)
!137 = !DILocation(line: 29, column: 51, scope: !96)
!138 = !DILocation(line: 29, column: 42, scope: !96)
!139 = distinct !{!139, !85}
!140 = !DILocation(line: 0, scope: !96)
!141 = !DILocation(line: 30, column: 20, scope: !96)
!142 = !DILocation(line: 30, column: 27, scope: !96)
!143 = !DILocation(line: 30, column: 5, scope: !96)
!144 = !DILocation(line: 30, column: 33, scope: !96)
!145 = !DILocation(line: 31, column: 3, scope: !96)
!146 = distinct !{!146, !135, !147, !94}
!147 = !DILocation(line: 29, column: 63, scope: !96)
!148 = !DILocation(line: 32, column: 1, scope: !96)
