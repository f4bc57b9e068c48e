; ModuleID = 'partial_2d.cl'
source_filename = "partial_2d.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@column_sums.tile = internal unnamed_addr addrspace(3) global [16 x [16 x i32]] undef, align 4
@column_sums_enqueued_rows.tile = internal unnamed_addr addrspace(3) global [16 x [16 x i32]] undef, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent nofree norecurse nounwind
define protected amdgpu_kernel void @column_sums(ptr addrspace(1) nocapture noundef writeonly align 4 %out, ptr addrspace(1) nocapture noundef readonly align 4 %in, i32 noundef %cols) local_unnamed_addr #0 !dbg !10 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
entry:
  %0 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !17, !range !18
  %1 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !19, !range !18
  %2 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !20
  %3 = getelementptr inbounds i8, ptr addrspace(4) %2, i64 12, !dbg !20
  %4 = load i16, ptr addrspace(4) %3, align 4, !dbg !20
  %5 = zext i16 %4 to i32, !dbg !20
  %6 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !20
  %7 = mul i32 %6, %5, !dbg !20
  %8 = add i32 %7, %0, !dbg !20
  %9 = getelementptr i8, ptr addrspace(4) %2, i64 40, !dbg !20
  %10 = load i64, ptr addrspace(4) %9, align 8, !dbg !20, !tbaa !21
  %11 = zext i32 %8 to i64, !dbg !20
  %12 = add i64 %10, %11, !dbg !20
  %13 = getelementptr inbounds i8, ptr addrspace(4) %2, i64 14, !dbg !25
  %14 = load i16, ptr addrspace(4) %13, align 2, !dbg !25
  %15 = zext i16 %14 to i32, !dbg !25
  %16 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !25
  %17 = mul i32 %16, %15, !dbg !25
  %18 = add i32 %17, %1, !dbg !25
  %19 = getelementptr i8, ptr addrspace(4) %2, i64 48, !dbg !25
  %20 = load i64, ptr addrspace(4) %19, align 8, !dbg !25, !tbaa !21
  %21 = zext i32 %18 to i64, !dbg !25
  %22 = add i64 %20, %21, !dbg !25
  %conv = sext i32 %cols to i64, !dbg !26
  %mul = mul i64 %22, %conv, !dbg !27
  %23 = getelementptr i32, ptr addrspace(1) %in, i64 %mul, !dbg !28
  %arrayidx = getelementptr i32, ptr addrspace(1) %23, i64 %12, !dbg !28
  %24 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !28, !tbaa !29
  %arrayidx5 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @column_sums.tile, i32 0, i32 %1, i32 %0, !dbg !31
  store i32 %24, ptr addrspace(3) %arrayidx5, align 4, !dbg !32, !tbaa !29
  fence syncscope("workgroup") release, !dbg !33
  tail call void @llvm.amdgcn.s.barrier(), !dbg !33
  fence syncscope("workgroup") acquire, !dbg !33
  %cmp = icmp eq i32 %1, 0, !dbg !34
  br i1 %cmp, label %for.cond.preheader, label %if.end, !dbg !35

for.cond.preheader:                               ; preds = %entry
  %25 = getelementptr inbounds i8, ptr addrspace(4) %2, i64 4
  %26 = load i32, ptr addrspace(4) %25, align 4, !tbaa !29
  %27 = icmp ult i32 %16, %26
  %28 = select i1 %27, i64 7, i64 10
  %29 = getelementptr inbounds i16, ptr addrspace(4) %2, i64 %28
  %30 = load i16, ptr addrspace(4) %29, align 2, !tbaa !36
  %31 = zext i16 %30 to i64
  %cmp825.not = icmp eq i16 %30, 0, !dbg !38
  br i1 %cmp825.not, label %for.cond.cleanup, label %for.body.preheader, !dbg !39

for.body.preheader:                               ; preds = %for.cond.preheader
  %xtraiter = and i64 %31, 7, !dbg !39
  %32 = icmp ult i16 %30, 8, !dbg !39
  br i1 %32, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new, !dbg !39

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %31, 65528, !dbg !39
  br label %for.body, !dbg !39

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %add12.lcssa.ph = phi i32 [ poison, %for.body.preheader ], [ %add12.7, %for.body ]
  %r.027.unr = phi i64 [ 0, %for.body.preheader ], [ %inc.7, %for.body ]
  %sum.026.unr = phi i32 [ 0, %for.body.preheader ], [ %add12.7, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !39
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil, !dbg !39

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %r.027.epil = phi i64 [ %inc.epil, %for.body.epil ], [ %r.027.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %sum.026.epil = phi i32 [ %add12.epil, %for.body.epil ], [ %sum.026.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  %33 = trunc i64 %r.027.epil to i32, !dbg !40
  %arrayidx11.epil = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @column_sums.tile, i32 0, i32 %33, i32 %0, !dbg !40
  %34 = load i32, ptr addrspace(3) %arrayidx11.epil, align 4, !dbg !40, !tbaa !29
  %add12.epil = add nsw i32 %34, %sum.026.epil, !dbg !41
  %inc.epil = add nuw nsw i64 %r.027.epil, 1, !dbg !42
  %epil.iter.next = add i64 %epil.iter, 1, !dbg !39
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter, !dbg !39
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !dbg !39, !llvm.loop !43

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %for.cond.preheader
  %sum.0.lcssa = phi i32 [ 0, %for.cond.preheader ], [ %add12.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add12.epil, %for.body.epil ], !dbg !45
  %35 = zext i32 %16 to i64, !dbg !46
  %mul15 = mul nsw i64 %conv, %35, !dbg !47
  %36 = getelementptr i32, ptr addrspace(1) %out, i64 %mul15, !dbg !48
  %arrayidx17 = getelementptr i32, ptr addrspace(1) %36, i64 %12, !dbg !48
  store i32 %sum.0.lcssa, ptr addrspace(1) %arrayidx17, align 4, !dbg !49, !tbaa !29
  br label %if.end, !dbg !50

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %r.027 = phi i64 [ 0, %for.body.preheader.new ], [ %inc.7, %for.body ]
  %sum.026 = phi i32 [ 0, %for.body.preheader.new ], [ %add12.7, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.7, %for.body ]
  %37 = trunc i64 %r.027 to i32, !dbg !40
  %arrayidx11 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @column_sums.tile, i32 0, i32 %37, i32 %0, !dbg !40
  %38 = load i32, ptr addrspace(3) %arrayidx11, align 4, !dbg !40, !tbaa !29
  %add12 = add nsw i32 %38, %sum.026, !dbg !41
  %39 = trunc i64 %r.027 to i32, !dbg !40
  %40 = or disjoint i32 %39, 1, !dbg !40
  %arrayidx11.1 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @column_sums.tile, i32 0, i32 %40, i32 %0, !dbg !40
  %41 = load i32, ptr addrspace(3) %arrayidx11.1, align 4, !dbg !40, !tbaa !29
  %add12.1 = add nsw i32 %41, %add12, !dbg !41
  %42 = trunc i64 %r.027 to i32, !dbg !40
  %43 = or disjoint i32 %42, 2, !dbg !40
  %arrayidx11.2 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @column_sums.tile, i32 0, i32 %43, i32 %0, !dbg !40
  %44 = load i32, ptr addrspace(3) %arrayidx11.2, align 4, !dbg !40, !tbaa !29
  %add12.2 = add nsw i32 %44, %add12.1, !dbg !41
  %45 = trunc i64 %r.027 to i32, !dbg !40
  %46 = or disjoint i32 %45, 3, !dbg !40
  %arrayidx11.3 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @column_sums.tile, i32 0, i32 %46, i32 %0, !dbg !40
  %47 = load i32, ptr addrspace(3) %arrayidx11.3, align 4, !dbg !40, !tbaa !29
  %add12.3 = add nsw i32 %47, %add12.2, !dbg !41
  %48 = trunc i64 %r.027 to i32, !dbg !40
  %49 = or disjoint i32 %48, 4, !dbg !40
  %arrayidx11.4 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @column_sums.tile, i32 0, i32 %49, i32 %0, !dbg !40
  %50 = load i32, ptr addrspace(3) %arrayidx11.4, align 4, !dbg !40, !tbaa !29
  %add12.4 = add nsw i32 %50, %add12.3, !dbg !41
  %51 = trunc i64 %r.027 to i32, !dbg !40
  %52 = or disjoint i32 %51, 5, !dbg !40
  %arrayidx11.5 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @column_sums.tile, i32 0, i32 %52, i32 %0, !dbg !40
  %53 = load i32, ptr addrspace(3) %arrayidx11.5, align 4, !dbg !40, !tbaa !29
  %add12.5 = add nsw i32 %53, %add12.4, !dbg !41
  %54 = trunc i64 %r.027 to i32, !dbg !40
  %55 = or disjoint i32 %54, 6, !dbg !40
  %arrayidx11.6 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @column_sums.tile, i32 0, i32 %55, i32 %0, !dbg !40
  %56 = load i32, ptr addrspace(3) %arrayidx11.6, align 4, !dbg !40, !tbaa !29
  %add12.6 = add nsw i32 %56, %add12.5, !dbg !41
  %57 = trunc i64 %r.027 to i32, !dbg !40
  %58 = or disjoint i32 %57, 7, !dbg !40
  %arrayidx11.7 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @column_sums.tile, i32 0, i32 %58, i32 %0, !dbg !40
  %59 = load i32, ptr addrspace(3) %arrayidx11.7, align 4, !dbg !40, !tbaa !29
  %add12.7 = add nsw i32 %59, %add12.6, !dbg !41
  %inc.7 = add nuw nsw i64 %r.027, 8, !dbg !42
  %niter.next.7 = add i64 %niter, 8, !dbg !39
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter, !dbg !39
  br i1 %niter.ncmp.7, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !dbg !39, !llvm.loop !51

if.end:                                           ; preds = %for.cond.cleanup, %entry
  ret void, !dbg !53
}

; Function Attrs: convergent nofree norecurse nounwind
define protected amdgpu_kernel void @column_sums_enqueued_rows(ptr addrspace(1) nocapture noundef writeonly align 4 %out, ptr addrspace(1) nocapture noundef readonly align 4 %in, i32 noundef %cols) local_unnamed_addr #0 !dbg !54 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
entry:
  %0 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !55, !range !18
  %1 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !56, !range !18
  %2 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !57
  %3 = getelementptr inbounds i8, ptr addrspace(4) %2, i64 12, !dbg !57
  %4 = load i16, ptr addrspace(4) %3, align 4, !dbg !57
  %5 = zext i16 %4 to i32, !dbg !57
  %6 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !57
  %7 = mul i32 %6, %5, !dbg !57
  %8 = add i32 %7, %0, !dbg !57
  %9 = getelementptr i8, ptr addrspace(4) %2, i64 40, !dbg !57
  %10 = load i64, ptr addrspace(4) %9, align 8, !dbg !57, !tbaa !21
  %11 = zext i32 %8 to i64, !dbg !57
  %12 = add i64 %10, %11, !dbg !57
  %13 = getelementptr inbounds i8, ptr addrspace(4) %2, i64 14, !dbg !58
  %14 = load i16, ptr addrspace(4) %13, align 2, !dbg !58
  %15 = zext i16 %14 to i32, !dbg !58
  %16 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !58
  %17 = mul i32 %16, %15, !dbg !58
  %18 = add i32 %17, %1, !dbg !58
  %19 = getelementptr i8, ptr addrspace(4) %2, i64 48, !dbg !58
  %20 = load i64, ptr addrspace(4) %19, align 8, !dbg !58, !tbaa !21
  %21 = zext i32 %18 to i64, !dbg !58
  %22 = add i64 %20, %21, !dbg !58
  %conv = sext i32 %cols to i64, !dbg !59
  %mul = mul i64 %22, %conv, !dbg !60
  %23 = getelementptr i32, ptr addrspace(1) %in, i64 %mul, !dbg !61
  %arrayidx = getelementptr i32, ptr addrspace(1) %23, i64 %12, !dbg !61
  %24 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !61, !tbaa !29
  %arrayidx5 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @column_sums_enqueued_rows.tile, i32 0, i32 %1, i32 %0, !dbg !62
  store i32 %24, ptr addrspace(3) %arrayidx5, align 4, !dbg !63, !tbaa !29
  fence syncscope("workgroup") release, !dbg !64
  tail call void @llvm.amdgcn.s.barrier(), !dbg !64
  fence syncscope("workgroup") acquire, !dbg !64
  %cmp = icmp eq i32 %1, 0, !dbg !65
  br i1 %cmp, label %for.cond.preheader, label %if.end, !dbg !66

for.cond.preheader:                               ; preds = %entry
  %25 = zext i16 %14 to i64
  %cmp825.not = icmp eq i16 %14, 0, !dbg !67
  br i1 %cmp825.not, label %for.cond.cleanup, label %for.body.preheader, !dbg !68

for.body.preheader:                               ; preds = %for.cond.preheader
  %xtraiter = and i64 %25, 7, !dbg !68
  %26 = icmp ult i16 %14, 8, !dbg !68
  br i1 %26, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new, !dbg !68

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %25, 65528, !dbg !68
  br label %for.body, !dbg !68

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %add12.lcssa.ph = phi i32 [ poison, %for.body.preheader ], [ %add12.7, %for.body ]
  %r.027.unr = phi i64 [ 0, %for.body.preheader ], [ %inc.7, %for.body ]
  %sum.026.unr = phi i32 [ 0, %for.body.preheader ], [ %add12.7, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !68
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil, !dbg !68

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %r.027.epil = phi i64 [ %inc.epil, %for.body.epil ], [ %r.027.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %sum.026.epil = phi i32 [ %add12.epil, %for.body.epil ], [ %sum.026.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  %27 = trunc i64 %r.027.epil to i32, !dbg !69
  %arrayidx11.epil = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @column_sums_enqueued_rows.tile, i32 0, i32 %27, i32 %0, !dbg !69
  %28 = load i32, ptr addrspace(3) %arrayidx11.epil, align 4, !dbg !69, !tbaa !29
  %add12.epil = add nsw i32 %28, %sum.026.epil, !dbg !70
  %inc.epil = add nuw nsw i64 %r.027.epil, 1, !dbg !71
  %epil.iter.next = add i64 %epil.iter, 1, !dbg !68
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter, !dbg !68
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !dbg !68, !llvm.loop !72

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %for.cond.preheader
  %sum.0.lcssa = phi i32 [ 0, %for.cond.preheader ], [ %add12.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add12.epil, %for.body.epil ], !dbg !73
  %29 = zext i32 %16 to i64, !dbg !74
  %mul15 = mul nsw i64 %conv, %29, !dbg !75
  %30 = getelementptr i32, ptr addrspace(1) %out, i64 %mul15, !dbg !76
  %arrayidx17 = getelementptr i32, ptr addrspace(1) %30, i64 %12, !dbg !76
  store i32 %sum.0.lcssa, ptr addrspace(1) %arrayidx17, align 4, !dbg !77, !tbaa !29
  br label %if.end, !dbg !78

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %r.027 = phi i64 [ 0, %for.body.preheader.new ], [ %inc.7, %for.body ]
  %sum.026 = phi i32 [ 0, %for.body.preheader.new ], [ %add12.7, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.7, %for.body ]
  %31 = trunc i64 %r.027 to i32, !dbg !69
  %arrayidx11 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @column_sums_enqueued_rows.tile, i32 0, i32 %31, i32 %0, !dbg !69
  %32 = load i32, ptr addrspace(3) %arrayidx11, align 4, !dbg !69, !tbaa !29
  %add12 = add nsw i32 %32, %sum.026, !dbg !70
  %33 = trunc i64 %r.027 to i32, !dbg !69
  %34 = or disjoint i32 %33, 1, !dbg !69
  %arrayidx11.1 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @column_sums_enqueued_rows.tile, i32 0, i32 %34, i32 %0, !dbg !69
  %35 = load i32, ptr addrspace(3) %arrayidx11.1, align 4, !dbg !69, !tbaa !29
  %add12.1 = add nsw i32 %35, %add12, !dbg !70
  %36 = trunc i64 %r.027 to i32, !dbg !69
  %37 = or disjoint i32 %36, 2, !dbg !69
  %arrayidx11.2 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @column_sums_enqueued_rows.tile, i32 0, i32 %37, i32 %0, !dbg !69
  %38 = load i32, ptr addrspace(3) %arrayidx11.2, align 4, !dbg !69, !tbaa !29
  %add12.2 = add nsw i32 %38, %add12.1, !dbg !70
  %39 = trunc i64 %r.027 to i32, !dbg !69
  %40 = or disjoint i32 %39, 3, !dbg !69
  %arrayidx11.3 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @column_sums_enqueued_rows.tile, i32 0, i32 %40, i32 %0, !dbg !69
  %41 = load i32, ptr addrspace(3) %arrayidx11.3, align 4, !dbg !69, !tbaa !29
  %add12.3 = add nsw i32 %41, %add12.2, !dbg !70
  %42 = trunc i64 %r.027 to i32, !dbg !69
  %43 = or disjoint i32 %42, 4, !dbg !69
  %arrayidx11.4 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @column_sums_enqueued_rows.tile, i32 0, i32 %43, i32 %0, !dbg !69
  %44 = load i32, ptr addrspace(3) %arrayidx11.4, align 4, !dbg !69, !tbaa !29
  %add12.4 = add nsw i32 %44, %add12.3, !dbg !70
  %45 = trunc i64 %r.027 to i32, !dbg !69
  %46 = or disjoint i32 %45, 5, !dbg !69
  %arrayidx11.5 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @column_sums_enqueued_rows.tile, i32 0, i32 %46, i32 %0, !dbg !69
  %47 = load i32, ptr addrspace(3) %arrayidx11.5, align 4, !dbg !69, !tbaa !29
  %add12.5 = add nsw i32 %47, %add12.4, !dbg !70
  %48 = trunc i64 %r.027 to i32, !dbg !69
  %49 = or disjoint i32 %48, 6, !dbg !69
  %arrayidx11.6 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @column_sums_enqueued_rows.tile, i32 0, i32 %49, i32 %0, !dbg !69
  %50 = load i32, ptr addrspace(3) %arrayidx11.6, align 4, !dbg !69, !tbaa !29
  %add12.6 = add nsw i32 %50, %add12.5, !dbg !70
  %51 = trunc i64 %r.027 to i32, !dbg !69
  %52 = or disjoint i32 %51, 7, !dbg !69
  %arrayidx11.7 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @column_sums_enqueued_rows.tile, i32 0, i32 %52, i32 %0, !dbg !69
  %53 = load i32, ptr addrspace(3) %arrayidx11.7, align 4, !dbg !69, !tbaa !29
  %add12.7 = add nsw i32 %53, %add12.6, !dbg !70
  %inc.7 = add nuw nsw i64 %r.027, 8, !dbg !71
  %niter.next.7 = add i64 %niter, 8, !dbg !68
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter, !dbg !68
  br i1 %niter.ncmp.7, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !dbg !68, !llvm.loop !79

if.end:                                           ; preds = %for.cond.cleanup, %entry
  ret void, !dbg !81
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.y() #2

attributes #0 = { convergent nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!opencl.ocl.version = !{!7}
!llvm.ident = !{!8, !9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "partial_2d.cl", directory: ".", checksumkind: CSK_MD5, checksum: "5acb8e699c0a8273b4bcb5911b340ddd")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 1}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!"Debian clang version 15.0.5"}
!10 = distinct !DISubprogram(name: "column_sums", scope: !1, file: !1, line: 4, type: !11, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !{i32 1, i32 1, i32 0}
!14 = !{!"none", !"none", !"none"}
!15 = !{!"int*", !"int*", !"int"}
!16 = !{!"", !"const", !""}
!17 = !DILocation(line: 6, column: 14, scope: !10)
!18 = !{i32 0, i32 1024}
!19 = !DILocation(line: 6, column: 35, scope: !10)
!20 = !DILocation(line: 7, column: 15, scope: !10)
!21 = !{!22, !22, i64 0}
!22 = !{!"long", !23, i64 0}
!23 = !{!"omnipotent char", !24, i64 0}
!24 = !{!"Simple C/C++ TBAA"}
!25 = !DILocation(line: 7, column: 38, scope: !10)
!26 = !DILocation(line: 8, column: 24, scope: !10)
!27 = !DILocation(line: 8, column: 22, scope: !10)
!28 = !DILocation(line: 8, column: 16, scope: !10)
!29 = !{!30, !30, i64 0}
!30 = !{!"int", !23, i64 0}
!31 = !DILocation(line: 8, column: 3, scope: !10)
!32 = !DILocation(line: 8, column: 14, scope: !10)
!33 = !DILocation(line: 9, column: 3, scope: !10)
!34 = !DILocation(line: 10, column: 9, scope: !10)
!35 = !DILocation(line: 10, column: 7, scope: !10)
!36 = !{!37, !37, i64 0}
!37 = !{!"short", !23, i64 0}
!38 = !DILocation(line: 12, column: 26, scope: !10)
!39 = !DILocation(line: 12, column: 5, scope: !10)
!40 = !DILocation(line: 12, column: 59, scope: !10)
!41 = !DILocation(line: 12, column: 56, scope: !10)
!42 = !DILocation(line: 12, column: 47, scope: !10)
!43 = distinct !{!43, !44}
!44 = !{!"llvm.loop.unroll.disable"}
!45 = !DILocation(line: 0, scope: !10)
!46 = !DILocation(line: 13, column: 9, scope: !10)
!47 = !DILocation(line: 13, column: 25, scope: !10)
!48 = !DILocation(line: 13, column: 5, scope: !10)
!49 = !DILocation(line: 13, column: 38, scope: !10)
!50 = !DILocation(line: 14, column: 3, scope: !10)
!51 = distinct !{!51, !39, !52}
!52 = !DILocation(line: 12, column: 68, scope: !10)
!53 = !DILocation(line: 15, column: 1, scope: !10)
!54 = distinct !DISubprogram(name: "column_sums_enqueued_rows", scope: !1, file: !1, line: 17, type: !11, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!55 = !DILocation(line: 20, column: 14, scope: !54)
!56 = !DILocation(line: 20, column: 35, scope: !54)
!57 = !DILocation(line: 21, column: 15, scope: !54)
!58 = !DILocation(line: 21, column: 38, scope: !54)
!59 = !DILocation(line: 22, column: 24, scope: !54)
!60 = !DILocation(line: 22, column: 22, scope: !54)
!61 = !DILocation(line: 22, column: 16, scope: !54)
!62 = !DILocation(line: 22, column: 3, scope: !54)
!63 = !DILocation(line: 22, column: 14, scope: !54)
!64 = !DILocation(line: 23, column: 3, scope: !54)
!65 = !DILocation(line: 24, column: 9, scope: !54)
!66 = !DILocation(line: 24, column: 7, scope: !54)
!67 = !DILocation(line: 26, column: 26, scope: !54)
!68 = !DILocation(line: 26, column: 5, scope: !54)
!69 = !DILocation(line: 26, column: 68, scope: !54)
!70 = !DILocation(line: 26, column: 65, scope: !54)
!71 = !DILocation(line: 26, column: 56, scope: !54)
!72 = distinct !{!72, !44}
!73 = !DILocation(line: 0, scope: !54)
!74 = !DILocation(line: 27, column: 9, scope: !54)
!75 = !DILocation(line: 27, column: 25, scope: !54)
!76 = !DILocation(line: 27, column: 5, scope: !54)
!77 = !DILocation(line: 27, column: 38, scope: !54)
!78 = !DILocation(line: 28, column: 3, scope: !54)
!79 = distinct !{!79, !68, !80}
!80 = !DILocation(line: 26, column: 77, scope: !54)
!81 = !DILocation(line: 29, column: 1, scope: !54)
