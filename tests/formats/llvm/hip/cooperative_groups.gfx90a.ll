; ModuleID = 'cg.hip'
source_filename = "cg.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_78d57d324e670e8b = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_78d57d324e670e8b to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #0

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @_Z3cgkPiPfPd(ptr addrspace(1) nocapture noundef %out.coerce, ptr addrspace(1) nocapture noundef %f.coerce, ptr addrspace(1) nocapture noundef readonly %d.coerce) local_unnamed_addr #1 !dbg !11 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !14, !range !20
  %1 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !21
  %2 = getelementptr inbounds i8, ptr addrspace(4) %1, i64 12, !dbg !21
  %.in.i = load i16, ptr addrspace(4) %2, align 4, !dbg !21
  %3 = getelementptr inbounds i8, ptr addrspace(4) %1, i64 14, !dbg !28
  %.in.i243 = load i16, ptr addrspace(4) %3, align 2, !dbg !28
  fence syncscope("workgroup") release, !dbg !29
  tail call void @llvm.amdgcn.s.barrier(), !dbg !41
  fence syncscope("workgroup") acquire, !dbg !42
  fence syncscope("agent") acq_rel, !dbg !43
  %4 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !50
  %5 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %4), !dbg !58
  %and.i261 = shl i32 %5, 2, !dbg !59
  %add.i262 = and i32 %and.i261, -128, !dbg !59
  %shl.i = or disjoint i32 %add.i262, 12, !dbg !59
  %6 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %shl.i, i32 %0), !dbg !60
  %and.i263 = and i32 %5, 31, !dbg !61
  %cmp.not.i.not = icmp ne i32 %and.i263, 31, !dbg !66
  %add.i264 = zext i1 %cmp.not.i.not to i32, !dbg !67
  %cond.i265 = add i32 %5, %add.i264, !dbg !67
  %shl.i266 = shl i32 %cond.i265, 2, !dbg !68
  %7 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %shl.i266, i32 %0), !dbg !69
  %add = add nsw i32 %7, %6, !dbg !70
  %xor.i = xor i32 %5, 2, !dbg !71
  %8 = and i32 %5, -32, !dbg !76
  %and.i268 = add nsw i32 %8, 32, !dbg !76
  %cmp.not.i269 = icmp slt i32 %xor.i, %and.i268, !dbg !77
  %cond.i270 = select i1 %cmp.not.i269, i32 %xor.i, i32 %5, !dbg !78
  %shl.i271 = shl i32 %cond.i270, 2, !dbg !79
  %9 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %shl.i271, i32 %0), !dbg !80
  %add12 = add nsw i32 %add, %9, !dbg !81
  fence syncscope("agent") acq_rel, !dbg !82
  %and = and i32 %0, 1, !dbg !86
  %tobool.not = icmp eq i32 %and, 0, !dbg !87
  br i1 %tobool.not, label %if.end, label %if.then, !dbg !87

if.then:                                          ; preds = %entry
  %10 = tail call i64 @llvm.amdgcn.ballot.i64(i1 true), !dbg !88
  %11 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %10), !dbg !91
  %cast.i = trunc nuw nsw i64 %11 to i32, !dbg !91
  fence syncscope("agent") acq_rel, !dbg !96
  %conv.i272 = trunc i64 %10 to i32, !dbg !101
  %12 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 %conv.i272, i32 0), !dbg !106
  %shr.i273 = lshr i64 %10, 32, !dbg !107
  %conv1.i274 = trunc nuw i64 %shr.i273 to i32, !dbg !108
  %13 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 %conv1.i274, i32 %12), !dbg !109
  switch i64 %10, label %for.body.preheader.i [
    i64 -1, label %_ZNK18cooperative_groups15coalesced_group4shflIiEET_S2_i.exit
    i64 0, label %_ZNK18cooperative_groups15coalesced_group4shflIiEET_S2_i.exit.fold.split
  ], !dbg !110

for.body.preheader.i:                             ; preds = %if.then
  %and14.i = and i64 %10, 4294967295, !dbg !113
  %cmp16.i = icmp eq i64 %and14.i, 0, !dbg !116
  %temp_mask.2.i = select i1 %cmp16.i, i64 %shr.i273, i64 %and14.i, !dbg !117
  %add.i276 = select i1 %cmp16.i, i32 32, i32 0, !dbg !117
  %and14.1.i = and i64 %temp_mask.2.i, 65535, !dbg !113
  %cmp16.1.i = icmp eq i64 %and14.1.i, 0, !dbg !116
  %shr.1.i = lshr i64 %temp_mask.2.i, 16, !dbg !117
  %temp_mask.2.1.i = select i1 %cmp16.1.i, i64 %shr.1.i, i64 %and14.1.i, !dbg !117
  %add.1.i = select i1 %cmp16.1.i, i32 16, i32 0, !dbg !117
  %total.1.1.i = or disjoint i32 %add.1.i, %add.i276, !dbg !117
  %and14.2.i = and i64 %temp_mask.2.1.i, 255, !dbg !113
  %cmp16.2.i = icmp eq i64 %and14.2.i, 0, !dbg !116
  %shr.2.i = lshr i64 %temp_mask.2.1.i, 8, !dbg !117
  %temp_mask.2.2.i = select i1 %cmp16.2.i, i64 %shr.2.i, i64 %and14.2.i, !dbg !117
  %add.2.i = select i1 %cmp16.2.i, i32 8, i32 0, !dbg !117
  %total.1.2.i = or disjoint i32 %total.1.1.i, %add.2.i, !dbg !117
  %and14.3.i = and i64 %temp_mask.2.2.i, 15, !dbg !113
  %cmp16.3.i = icmp eq i64 %and14.3.i, 0, !dbg !116
  %shr.3.i = lshr i64 %temp_mask.2.2.i, 4, !dbg !117
  %temp_mask.2.3.i = select i1 %cmp16.3.i, i64 %shr.3.i, i64 %and14.3.i, !dbg !117
  %add.3.i = select i1 %cmp16.3.i, i32 4, i32 0, !dbg !117
  %total.1.3.i = or disjoint i32 %total.1.2.i, %add.3.i, !dbg !117
  %and14.4.i = and i64 %temp_mask.2.3.i, 3, !dbg !113
  %cmp16.4.i = icmp eq i64 %and14.4.i, 0, !dbg !116
  %shr.4.i = lshr i64 %temp_mask.2.3.i, 2, !dbg !117
  %temp_mask.2.4.i = select i1 %cmp16.4.i, i64 %shr.4.i, i64 %temp_mask.2.3.i, !dbg !117
  %add.4.i = select i1 %cmp16.4.i, i32 2, i32 0, !dbg !117
  %total.1.4.i = or disjoint i32 %total.1.3.i, %add.4.i, !dbg !117
  %14 = trunc nuw nsw i64 %temp_mask.2.4.i to i32, !dbg !117
  %15 = and i32 %14, 1, !dbg !117
  %16 = or disjoint i32 %total.1.4.i, %15, !dbg !117
  %total.1.5.i = xor i32 %16, 1, !dbg !117
  br label %_ZNK18cooperative_groups15coalesced_group4shflIiEET_S2_i.exit, !dbg !118

_ZNK18cooperative_groups15coalesced_group4shflIiEET_S2_i.exit.fold.split: ; preds = %if.then
  br label %_ZNK18cooperative_groups15coalesced_group4shflIiEET_S2_i.exit, !dbg !119

_ZNK18cooperative_groups15coalesced_group4shflIiEET_S2_i.exit: ; preds = %if.then, %_ZNK18cooperative_groups15coalesced_group4shflIiEET_S2_i.exit.fold.split, %for.body.preheader.i
  %cond.i = phi i32 [ 0, %if.then ], [ %total.1.5.i, %for.body.preheader.i ], [ -1, %_ZNK18cooperative_groups15coalesced_group4shflIiEET_S2_i.exit.fold.split ], !dbg !110
  %and.i277 = and i32 %5, 1073741760, !dbg !119
  %add.i278 = add nsw i32 %cond.i, %and.i277, !dbg !121
  %shl.i279 = shl i32 %add.i278, 2, !dbg !122
  %17 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %shl.i279, i32 %0), !dbg !123
  %add16 = add i32 %add12, %cast.i, !dbg !124
  %add18 = add i32 %add16, %13, !dbg !125
  %add19 = add i32 %add18, %17, !dbg !126
  br label %if.end, !dbg !127

if.end:                                           ; preds = %_ZNK18cooperative_groups15coalesced_group4shflIiEET_S2_i.exit, %entry
  %s.0 = phi i32 [ %add19, %_ZNK18cooperative_groups15coalesced_group4shflIiEET_S2_i.exit ], [ %add12, %entry ], !dbg !128
  %18 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !129, !range !20
  %19 = zext i16 %.in.i243 to i32, !dbg !28
  %mul.i208 = mul nuw nsw i32 %18, %19, !dbg !136
  %20 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !137, !range !20
  %mul39.i = add nuw nsw i32 %mul.i208, %20, !dbg !138
  %21 = zext i16 %.in.i to i32, !dbg !21
  %add.i = mul i32 %mul39.i, %21, !dbg !138
  %add8.i = add i32 %add.i, %0, !dbg !139
  %and.i = and i32 %add8.i, 15, !dbg !140
  %idxprom = zext nneg i32 %0 to i64, !dbg !141
  %arrayidx = getelementptr inbounds float, ptr addrspace(1) %f.coerce, i64 %idxprom, !dbg !141
  %22 = load i32, ptr addrspace(1) %arrayidx, align 4, !dbg !141, !tbaa !142
  %add.i.i = and i32 %and.i261, -256, !dbg !146
  %shl.i.i = or disjoint i32 %add.i.i, 4, !dbg !146
  %23 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %shl.i.i, i32 %22), !dbg !150
  %24 = bitcast i32 %23 to float, !dbg !151
  %arrayidx22 = getelementptr inbounds double, ptr addrspace(1) %d.coerce, i64 %idxprom, !dbg !152
  %25 = load i64, ptr addrspace(1) %arrayidx22, align 8, !dbg !152, !tbaa !153
  %var.addr.0.extract.trunc.i = trunc i64 %25 to i32, !dbg !155
  %var.addr.4.extract.shift.i = lshr i64 %25, 32, !dbg !155
  %var.addr.4.extract.trunc.i = trunc nuw i64 %var.addr.4.extract.shift.i to i32, !dbg !155
  %xor.i.i = xor i32 %5, 1, !dbg !158
  %26 = and i32 %5, -64, !dbg !160
  %and.i.i280 = add nsw i32 %26, 64, !dbg !160
  %cmp.not.i.i = icmp slt i32 %xor.i.i, %and.i.i280, !dbg !161
  %cond.i.i = select i1 %cmp.not.i.i, i32 %xor.i.i, i32 %5, !dbg !162
  %shl.i.i281 = shl i32 %cond.i.i, 2, !dbg !163
  %27 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %shl.i.i281, i32 %var.addr.0.extract.trunc.i), !dbg !164
  %28 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %shl.i.i281, i32 %var.addr.4.extract.trunc.i), !dbg !165
  %conv.i282 = sext i32 %28 to i64, !dbg !167
  %shl.i283 = shl nsw i64 %conv.i282, 32, !dbg !168
  %conv7.i = zext i32 %27 to i64, !dbg !169
  %or.i = or disjoint i64 %shl.i283, %conv7.i, !dbg !170
  %29 = bitcast i64 %or.i to double, !dbg !171
  %and.i.i284 = and i32 %5, 62, !dbg !172
  %cmp.not.i.not.i = icmp eq i32 %and.i.i284, 62, !dbg !176
  %add.i.i285 = select i1 %cmp.not.i.not.i, i32 0, i32 2, !dbg !177
  %cond.i.i286 = add i32 %add.i.i285, %5, !dbg !177
  %shl.i.i287 = shl i32 %cond.i.i286, 2, !dbg !178
  %30 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %shl.i.i287, i32 %0), !dbg !179
  %31 = tail call i64 @llvm.amdgcn.icmp.i64.i32(i32 %0, i32 3, i32 34), !dbg !180
  %cmp27 = icmp ugt i32 %0, 5, !dbg !183
  %conv28 = zext i1 %cmp27 to i32, !dbg !184
  %32 = tail call i32 asm sideeffect "; ockl ballot hoisting hack $0", "=v,0"(i32 %conv28) #8, !dbg !185, !srcloc !188
  %33 = tail call i64 @llvm.amdgcn.icmp.i64.i32(i32 noundef %32, i32 noundef 0, i32 noundef 33) #9, !dbg !185
  %34 = icmp ne i64 %33, 0, !dbg !185
  %conv.i292 = zext i1 %34 to i32, !dbg !185
  %cmp30 = icmp ult i32 %0, 100, !dbg !189
  %conv31 = zext i1 %cmp30 to i32, !dbg !190
  %35 = tail call i32 asm sideeffect "; ockl ballot hoisting hack $0", "=v,0"(i32 %conv31) #8, !dbg !191, !srcloc !188
  %36 = tail call i64 @llvm.amdgcn.icmp.i64.i32(i32 noundef %35, i32 noundef 0, i32 noundef 33) #9, !dbg !191
  %37 = tail call i64 @llvm.read_register.i64(metadata !194) #10, !dbg !191
  %38 = icmp eq i64 %36, %37, !dbg !191
  %conv.i293 = zext i1 %38 to i32, !dbg !191
  %add.ptr = getelementptr inbounds i8, ptr addrspace(1) %out.coerce, i64 4, !dbg !195
  %39 = atomicrmw xchg ptr addrspace(1) %add.ptr, i32 %0 syncscope("agent-one-as") monotonic, align 4, !dbg !196
  %add.ptr34 = getelementptr inbounds i8, ptr addrspace(1) %out.coerce, i64 16, !dbg !200
  %40 = cmpxchg ptr addrspace(1) %add.ptr34, i64 0, i64 1 syncscope("agent-one-as") monotonic monotonic, align 8, !dbg !201
  %41 = extractvalue { i64, i1 } %40, 0
  %add.ptr36 = getelementptr inbounds i8, ptr addrspace(1) %f.coerce, i64 400, !dbg !204
  %42 = atomicrmw fadd ptr addrspace(1) %add.ptr36, float 1.000000e+00 syncscope("agent-one-as") monotonic, align 4, !dbg !205
  %add.ptr38 = getelementptr inbounds i8, ptr addrspace(1) %out.coerce, i64 24, !dbg !208
  %43 = atomicrmw max ptr addrspace(1) %add.ptr38, i32 %0 syncscope("agent-one-as") monotonic, align 4, !dbg !209
  %add.ptr40 = getelementptr inbounds i8, ptr addrspace(1) %out.coerce, i64 28, !dbg !212
  %44 = atomicrmw min ptr addrspace(1) %add.ptr40, i32 %0 syncscope("agent-one-as") monotonic, align 4, !dbg !213
  %add.ptr43 = getelementptr inbounds i8, ptr addrspace(1) %out.coerce, i64 32, !dbg !216
  %45 = atomicrmw and ptr addrspace(1) %add.ptr43, i32 %0 syncscope("agent-one-as") monotonic, align 4, !dbg !217
  %add.ptr46 = getelementptr inbounds i8, ptr addrspace(1) %out.coerce, i64 36, !dbg !220
  %46 = atomicrmw or ptr addrspace(1) %add.ptr46, i32 %0 syncscope("agent-one-as") monotonic, align 4, !dbg !221
  %add.ptr49 = getelementptr inbounds i8, ptr addrspace(1) %out.coerce, i64 40, !dbg !224
  %47 = atomicrmw xor ptr addrspace(1) %add.ptr49, i32 %0 syncscope("agent-one-as") monotonic, align 4, !dbg !225
  %add.ptr52 = getelementptr inbounds i8, ptr addrspace(1) %out.coerce, i64 44, !dbg !228
  %sub.i294 = sub nsw i32 0, %0, !dbg !229
  %48 = atomicrmw add ptr addrspace(1) %add.ptr52, i32 %sub.i294 syncscope("agent-one-as") monotonic, align 4, !dbg !232
  %add.ptr55 = getelementptr inbounds i8, ptr addrspace(1) %out.coerce, i64 48, !dbg !233
  %49 = atomicrmw umax ptr addrspace(1) %add.ptr55, i32 %0 syncscope("agent-one-as") monotonic, align 4, !dbg !234
  fence syncscope("workgroup") seq_cst, !dbg !237
  %conv58 = fptosi float %24 to i32, !dbg !240
  %conv60 = fptosi double %29 to i32, !dbg !241
  %conv64 = trunc i64 %31 to i32, !dbg !242
  %conv69 = trunc i64 %41 to i32, !dbg !243
  %conv71 = fptosi float %42 to i32, !dbg !244
  %50 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %31), !dbg !245
  %cast.i295 = trunc nuw nsw i64 %50 to i32, !dbg !245
  %cmp.i296 = icmp eq i64 %31, 0, !dbg !247
  %51 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %31, i1 true), !dbg !250
  %cast.i297 = trunc nuw nsw i64 %51 to i32, !dbg !250
  %52 = add nuw nsw i32 %cast.i297, 1, !dbg !251
  %add.i298 = select i1 %cmp.i296, i32 0, i32 %52, !dbg !251
  %add42 = add i32 %s.0, %and.i, !dbg !252
  %add45 = add i32 %add42, %conv58, !dbg !253
  %add48 = add i32 %add45, %30, !dbg !254
  %add51 = add i32 %add48, %conv64, !dbg !255
  %add54 = add i32 %add51, %cast.i295, !dbg !256
  %add57 = add i32 %add54, %conv60, !dbg !257
  %add59 = add i32 %add57, %conv.i292, !dbg !258
  %add61 = add i32 %add59, %add.i298, !dbg !259
  %add63 = add i32 %add61, %39, !dbg !260
  %add65 = add i32 %add63, %conv.i293, !dbg !261
  %add66 = add i32 %add65, %conv69, !dbg !262
  %add67 = add i32 %add66, %conv71, !dbg !263
  %add68 = add i32 %add67, %43, !dbg !264
  %add70 = add i32 %add68, %44, !dbg !265
  %add72 = add i32 %add70, %45, !dbg !266
  %add73 = add i32 %add72, %46, !dbg !267
  %add74 = add i32 %add73, %47, !dbg !268
  %add76 = add i32 %add74, %48, !dbg !269
  %add78 = add i32 %add76, %49, !dbg !270
  %53 = getelementptr inbounds i32, ptr addrspace(1) %out.coerce, i64 %idxprom, !dbg !271
  %arrayidx81 = getelementptr inbounds i8, ptr addrspace(1) %53, i64 128, !dbg !271
  store i32 %add78, ptr addrspace(1) %arrayidx81, align 4, !dbg !272, !tbaa !273
  ret void, !dbg !275
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @_Z5gridkPi(ptr addrspace(1) nocapture noundef %out.coerce) local_unnamed_addr #2 !dbg !276 {
entry:
  %0 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !277
  %1 = tail call i32 @llvm.amdgcn.workgroup.id.z(), !dbg !277
  %2 = getelementptr inbounds i8, ptr addrspace(4) %0, i64 8, !dbg !277
  %3 = load i32, ptr addrspace(4) %2, align 4, !dbg !277, !tbaa !282
  %4 = getelementptr inbounds i8, ptr addrspace(4) %0, i64 16, !dbg !277
  %.in.i = load i16, ptr addrspace(4) %4, align 4, !dbg !277, !tbaa !286
  %5 = zext i16 %.in.i to i64, !dbg !277
  %6 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !288
  %7 = getelementptr inbounds i8, ptr addrspace(4) %0, i64 4, !dbg !288
  %8 = load i32, ptr addrspace(4) %7, align 4, !dbg !288, !tbaa !282
  %9 = getelementptr inbounds i8, ptr addrspace(4) %0, i64 14, !dbg !288
  %.in.i40 = load i16, ptr addrspace(4) %9, align 2, !dbg !288, !tbaa !286
  %10 = zext i16 %.in.i40 to i64, !dbg !288
  %11 = zext i32 %8 to i64, !dbg !289
  %12 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !290
  %13 = load i32, ptr addrspace(4) %0, align 4, !dbg !290, !tbaa !282
  %14 = getelementptr inbounds i8, ptr addrspace(4) %0, i64 12, !dbg !290
  %.in.i43 = load i16, ptr addrspace(4) %14, align 4, !dbg !290, !tbaa !286
  %15 = zext i16 %.in.i43 to i64, !dbg !290
  %16 = zext i32 %13 to i64, !dbg !291
  %17 = zext i32 %1 to i64, !dbg !292
  %mul.i12 = mul nuw i64 %11, %17, !dbg !297
  %18 = zext i32 %6 to i64, !dbg !298
  %mul330.i = add nuw i64 %mul.i12, %18, !dbg !299
  %add.i = mul i64 %mul330.i, %16, !dbg !299
  %19 = zext i32 %12 to i64, !dbg !300
  %add8.i = add i64 %add.i, %19, !dbg !301
  %mul12.i = mul nuw nsw i64 %10, %5, !dbg !302
  %mul14.i = mul nuw nsw i64 %mul12.i, %15, !dbg !303
  %mul15.i = mul i64 %mul14.i, %add8.i, !dbg !304
  %conv16.i = trunc i64 %mul15.i to i32, !dbg !305
  %20 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !306, !range !20
  %21 = zext nneg i32 %20 to i64, !dbg !306
  %mul19.i = mul nuw nsw i64 %10, %21, !dbg !307
  %22 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !308, !range !20
  %23 = zext nneg i32 %22 to i64, !dbg !308
  %mul2131.i = add nuw nsw i64 %mul19.i, %23, !dbg !309
  %add25.i = mul nuw nsw i64 %mul2131.i, %15, !dbg !309
  %24 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !310, !range !20
  %25 = trunc i64 %add25.i to i32, !dbg !311
  %conv28.i = add i32 %24, %25, !dbg !311
  %add29.i = add i32 %conv28.i, %conv16.i, !dbg !312
  %idxprom = zext i32 %add29.i to i64, !dbg !313
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %out.coerce, i64 %idxprom, !dbg !313
  store i32 1, ptr addrspace(1) %arrayidx, align 4, !dbg !314, !tbaa !273
  fence syncscope("agent") seq_cst, !dbg !315
  tail call void @llvm.amdgcn.s.barrier(), !dbg !315
  %26 = or i32 %24, %22, !dbg !315
  %27 = or i32 %26, %20, !dbg !315
  %28 = icmp eq i32 %27, 0, !dbg !315
  br i1 %28, label %29, label %__ockl_grid_sync.exit, !dbg !315

29:                                               ; preds = %entry
  %30 = mul i32 %8, %3, !dbg !315
  %31 = mul i32 %30, %13, !dbg !315
  %32 = add i32 %31, -1, !dbg !315
  tail call void @llvm.amdgcn.ds.gws.barrier(i32 %32, i32 0), !dbg !315
  br label %__ockl_grid_sync.exit, !dbg !315

__ockl_grid_sync.exit:                            ; preds = %entry, %29
  tail call void @llvm.amdgcn.s.barrier(), !dbg !315
  %add = add i32 %add29.i, 1, !dbg !320
  %idxprom4 = zext i32 %add to i64, !dbg !321
  %arrayidx5 = getelementptr inbounds i32, ptr addrspace(1) %out.coerce, i64 %idxprom4, !dbg !321
  %33 = load i32, ptr addrspace(1) %arrayidx5, align 4, !dbg !322, !tbaa !273
  %add6 = add nsw i32 %33, 1, !dbg !322
  store i32 %add6, ptr addrspace(1) %arrayidx5, align 4, !dbg !322, !tbaa !273
  ret void, !dbg !323
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.icmp.i64.i32(i32, i32, i32 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.y() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.z() #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.amdgcn.ds.gws.barrier(i32, i32) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.z() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(read)
declare i64 @llvm.read_register.i64(metadata) #7

attributes #0 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workitem-id-x" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #4 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(read) }
attributes #8 = { convergent nounwind }
attributes #9 = { convergent nounwind willreturn memory(none) }
attributes #10 = { convergent }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9, !10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "cg.hip", directory: "/tmp/reader_hip", checksumkind: CSK_MD5, checksum: "c3a54a4e4195e106f82f79da945908bc")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 1}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"Debian clang version 15.0.5"}
!11 = distinct !DISubprogram(name: "cgk", scope: !1, file: !1, line: 4, type: !12, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 279, type: !12, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_runtime.h", directory: "", checksumkind: CSK_MD5, checksum: "16093af3b78d7538c31396a9fb8b635e")
!17 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 5, column: 11, scope: !11)
!20 = !{i32 0, i32 1024}
!21 = !DILocation(line: 159, column: 22, scope: !22, inlinedAt: !24)
!22 = distinct !DISubprogram(name: "size", scope: !23, file: !23, line: 158, type: !12, scopeLine: 158, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = !DIFile(filename: "/usr/include/hip/amd_detail/hip_cooperative_groups_helper.h", directory: "", checksumkind: CSK_MD5, checksum: "355abff51cb7ae91065e1f8c8cb1078a")
!24 = distinct !DILocation(line: 214, column: 23, scope: !25, inlinedAt: !27)
!25 = distinct !DISubprogram(name: "this_thread_block", scope: !26, file: !26, line: 213, type: !12, scopeLine: 213, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!26 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_cooperative_groups.h", directory: "", checksumkind: CSK_MD5, checksum: "960ad0e2a0a8c88fa3d5bc8f1f148005")
!27 = distinct !DILocation(line: 6, column: 25, scope: !11)
!28 = !DILocation(line: 159, column: 38, scope: !22, inlinedAt: !24)
!29 = !DILocation(line: 890, column: 9, scope: !30, inlinedAt: !32)
!30 = distinct !DISubprogram(name: "__work_group_barrier", scope: !31, file: !31, line: 887, type: !12, scopeLine: 888, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!31 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_device_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "913bb197e0af7d58a97d587c496ee161")
!32 = distinct !DILocation(line: 902, column: 3, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "__barrier", scope: !31, file: !31, line: 900, type: !12, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!34 = distinct !DILocation(line: 910, column: 3, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "__syncthreads", scope: !31, file: !31, line: 908, type: !12, scopeLine: 909, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!36 = distinct !DILocation(line: 172, column: 39, scope: !37, inlinedAt: !38)
!37 = distinct !DISubprogram(name: "sync", scope: !23, file: !23, line: 172, type: !12, scopeLine: 172, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!38 = distinct !DILocation(line: 203, column: 40, scope: !39, inlinedAt: !40)
!39 = distinct !DISubprogram(name: "sync", scope: !26, file: !26, line: 203, type: !12, scopeLine: 203, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!40 = distinct !DILocation(line: 7, column: 6, scope: !11)
!41 = !DILocation(line: 891, column: 9, scope: !30, inlinedAt: !32)
!42 = !DILocation(line: 892, column: 9, scope: !30, inlinedAt: !32)
!43 = !DILocation(line: 179, column: 39, scope: !44, inlinedAt: !45)
!44 = distinct !DISubprogram(name: "sync", scope: !23, file: !23, line: 179, type: !12, scopeLine: 179, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!45 = distinct !DILocation(line: 261, column: 5, scope: !46, inlinedAt: !47)
!46 = distinct !DISubprogram(name: "sync", scope: !26, file: !26, line: 260, type: !12, scopeLine: 260, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!47 = distinct !DILocation(line: 485, column: 46, scope: !48, inlinedAt: !49)
!48 = distinct !DISubprogram(name: "sync", scope: !26, file: !26, line: 470, type: !12, scopeLine: 470, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!49 = distinct !DILocation(line: 9, column: 8, scope: !11)
!50 = !DILocation(line: 326, column: 13, scope: !51, inlinedAt: !52)
!51 = distinct !DISubprogram(name: "__lane_id", scope: !31, file: !31, line: 324, type: !12, scopeLine: 324, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!52 = distinct !DILocation(line: 31, column: 16, scope: !53, inlinedAt: !55)
!53 = distinct !DISubprogram(name: "__shfl", scope: !54, file: !54, line: 30, type: !12, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!54 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_warp_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "d1e05fbe6105deb80ea2d696b47e17e5")
!55 = distinct !DILocation(line: 538, column: 13, scope: !56, inlinedAt: !57)
!56 = distinct !DISubprogram(name: "shfl<int>", scope: !26, file: !26, line: 536, type: !12, scopeLine: 536, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!57 = distinct !DILocation(line: 12, column: 15, scope: !11)
!58 = !DILocation(line: 325, column: 13, scope: !51, inlinedAt: !52)
!59 = !DILocation(line: 33, column: 46, scope: !53, inlinedAt: !55)
!60 = !DILocation(line: 33, column: 12, scope: !53, inlinedAt: !55)
!61 = !DILocation(line: 243, column: 24, scope: !62, inlinedAt: !63)
!62 = distinct !DISubprogram(name: "__shfl_down", scope: !54, file: !54, line: 240, type: !12, scopeLine: 240, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!63 = distinct !DILocation(line: 543, column: 13, scope: !64, inlinedAt: !65)
!64 = distinct !DISubprogram(name: "shfl_down<int>", scope: !26, file: !26, line: 541, type: !12, scopeLine: 541, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!65 = distinct !DILocation(line: 12, column: 32, scope: !11)
!66 = !DILocation(line: 243, column: 48, scope: !62, inlinedAt: !63)
!67 = !DILocation(line: 243, column: 13, scope: !62, inlinedAt: !63)
!68 = !DILocation(line: 244, column: 46, scope: !62, inlinedAt: !63)
!69 = !DILocation(line: 244, column: 12, scope: !62, inlinedAt: !63)
!70 = !DILocation(line: 12, column: 26, scope: !11)
!71 = !DILocation(line: 345, column: 21, scope: !72, inlinedAt: !73)
!72 = distinct !DISubprogram(name: "__shfl_xor", scope: !54, file: !54, line: 343, type: !12, scopeLine: 343, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!73 = distinct !DILocation(line: 553, column: 13, scope: !74, inlinedAt: !75)
!74 = distinct !DISubprogram(name: "shfl_xor<int>", scope: !26, file: !26, line: 551, type: !12, scopeLine: 551, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!75 = distinct !DILocation(line: 12, column: 54, scope: !11)
!76 = !DILocation(line: 346, column: 35, scope: !72, inlinedAt: !73)
!77 = !DILocation(line: 346, column: 19, scope: !72, inlinedAt: !73)
!78 = !DILocation(line: 346, column: 13, scope: !72, inlinedAt: !73)
!79 = !DILocation(line: 347, column: 46, scope: !72, inlinedAt: !73)
!80 = !DILocation(line: 347, column: 12, scope: !72, inlinedAt: !73)
!81 = !DILocation(line: 12, column: 48, scope: !11)
!82 = !DILocation(line: 179, column: 39, scope: !44, inlinedAt: !83)
!83 = distinct !DILocation(line: 533, column: 5, scope: !84, inlinedAt: !85)
!84 = distinct !DISubprogram(name: "sync", scope: !26, file: !26, line: 532, type: !12, scopeLine: 532, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!85 = distinct !DILocation(line: 13, column: 3, scope: !11)
!86 = !DILocation(line: 14, column: 9, scope: !11)
!87 = !DILocation(line: 14, column: 7, scope: !11)
!88 = !DILocation(line: 416, column: 48, scope: !89, inlinedAt: !90)
!89 = distinct !DISubprogram(name: "coalesced_threads", scope: !26, file: !26, line: 415, type: !12, scopeLine: 415, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!90 = distinct !DILocation(line: 15, column: 31, scope: !11)
!91 = !DILocation(line: 54, column: 12, scope: !92, inlinedAt: !93)
!92 = distinct !DISubprogram(name: "__popcll", scope: !31, file: !31, line: 53, type: !12, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!93 = distinct !DILocation(line: 325, column: 27, scope: !94, inlinedAt: !95)
!94 = distinct !DISubprogram(name: "coalesced_group", scope: !26, file: !26, line: 322, type: !12, scopeLine: 323, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!95 = distinct !DILocation(line: 416, column: 12, scope: !89, inlinedAt: !90)
!96 = !DILocation(line: 186, column: 39, scope: !97, inlinedAt: !98)
!97 = distinct !DISubprogram(name: "sync", scope: !23, file: !23, line: 186, type: !12, scopeLine: 186, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!98 = distinct !DILocation(line: 339, column: 8, scope: !99, inlinedAt: !100)
!99 = distinct !DISubprogram(name: "sync", scope: !26, file: !26, line: 338, type: !12, scopeLine: 338, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!100 = distinct !DILocation(line: 16, column: 9, scope: !11)
!101 = !DILocation(line: 197, column: 43, scope: !102, inlinedAt: !103)
!102 = distinct !DISubprogram(name: "masked_bit_count", scope: !23, file: !23, line: 192, type: !12, scopeLine: 192, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!103 = distinct !DILocation(line: 335, column: 13, scope: !104, inlinedAt: !105)
!104 = distinct !DISubprogram(name: "thread_rank", scope: !26, file: !26, line: 334, type: !12, scopeLine: 334, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!105 = distinct !DILocation(line: 17, column: 27, scope: !11)
!106 = !DILocation(line: 197, column: 17, scope: !102, inlinedAt: !103)
!107 = !DILocation(line: 198, column: 68, scope: !102, inlinedAt: !103)
!108 = !DILocation(line: 198, column: 43, scope: !102, inlinedAt: !103)
!109 = !DILocation(line: 198, column: 17, scope: !102, inlinedAt: !103)
!110 = !DILocation(line: 348, column: 16, scope: !111, inlinedAt: !112)
!111 = distinct !DISubprogram(name: "shfl<int>", scope: !26, file: !26, line: 343, type: !12, scopeLine: 343, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!112 = distinct !DILocation(line: 17, column: 47, scope: !11)
!113 = !DILocation(line: 103, column: 39, scope: !114, inlinedAt: !115)
!114 = distinct !DISubprogram(name: "__fns64", scope: !31, file: !31, line: 84, type: !12, scopeLine: 84, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!115 = distinct !DILocation(line: 349, column: 45, scope: !111, inlinedAt: !112)
!116 = !DILocation(line: 105, column: 14, scope: !114, inlinedAt: !115)
!117 = !DILocation(line: 105, column: 9, scope: !114, inlinedAt: !115)
!118 = !DILocation(line: 118, column: 1, scope: !114, inlinedAt: !115)
!119 = !DILocation(line: 32, column: 34, scope: !53, inlinedAt: !120)
!120 = distinct !DILocation(line: 352, column: 12, scope: !111, inlinedAt: !112)
!121 = !DILocation(line: 32, column: 26, scope: !53, inlinedAt: !120)
!122 = !DILocation(line: 33, column: 46, scope: !53, inlinedAt: !120)
!123 = !DILocation(line: 33, column: 12, scope: !53, inlinedAt: !120)
!124 = !DILocation(line: 17, column: 21, scope: !11)
!125 = !DILocation(line: 17, column: 41, scope: !11)
!126 = !DILocation(line: 17, column: 7, scope: !11)
!127 = !DILocation(line: 18, column: 3, scope: !11)
!128 = !DILocation(line: 0, scope: !11)
!129 = !DILocation(line: 163, column: 23, scope: !130, inlinedAt: !131)
!130 = distinct !DISubprogram(name: "thread_rank", scope: !23, file: !23, line: 162, type: !12, scopeLine: 162, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!131 = distinct !DILocation(line: 257, column: 13, scope: !132, inlinedAt: !133)
!132 = distinct !DISubprogram(name: "thread_rank", scope: !26, file: !26, line: 256, type: !12, scopeLine: 256, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!133 = distinct !DILocation(line: 434, column: 54, scope: !134, inlinedAt: !135)
!134 = distinct !DISubprogram(name: "thread_rank", scope: !26, file: !26, line: 422, type: !12, scopeLine: 422, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!135 = distinct !DILocation(line: 10, column: 16, scope: !11)
!136 = !DILocation(line: 163, column: 38, scope: !130, inlinedAt: !131)
!137 = !DILocation(line: 164, column: 23, scope: !130, inlinedAt: !131)
!138 = !DILocation(line: 163, column: 71, scope: !130, inlinedAt: !131)
!139 = !DILocation(line: 164, column: 55, scope: !130, inlinedAt: !131)
!140 = !DILocation(line: 257, column: 48, scope: !132, inlinedAt: !133)
!141 = !DILocation(line: 19, column: 21, scope: !11)
!142 = !{!143, !143, i64 0}
!143 = !{!"float", !144, i64 0}
!144 = !{!"omnipotent char", !145, i64 0}
!145 = !{!"Simple C++ TBAA"}
!146 = !DILocation(line: 33, column: 46, scope: !53, inlinedAt: !147)
!147 = distinct !DILocation(line: 46, column: 13, scope: !148, inlinedAt: !149)
!148 = distinct !DISubprogram(name: "__shfl", scope: !54, file: !54, line: 44, type: !12, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!149 = distinct !DILocation(line: 19, column: 14, scope: !11)
!150 = !DILocation(line: 33, column: 12, scope: !53, inlinedAt: !147)
!151 = !DILocation(line: 47, column: 16, scope: !148, inlinedAt: !149)
!152 = !DILocation(line: 20, column: 26, scope: !11)
!153 = !{!154, !154, i64 0}
!154 = !{!"double", !144, i64 0}
!155 = !DILocation(line: 369, column: 17, scope: !156, inlinedAt: !157)
!156 = distinct !DISubprogram(name: "__shfl_xor", scope: !54, file: !54, line: 365, type: !12, scopeLine: 365, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!157 = distinct !DILocation(line: 20, column: 15, scope: !11)
!158 = !DILocation(line: 345, column: 21, scope: !72, inlinedAt: !159)
!159 = distinct !DILocation(line: 370, column: 14, scope: !156, inlinedAt: !157)
!160 = !DILocation(line: 346, column: 35, scope: !72, inlinedAt: !159)
!161 = !DILocation(line: 346, column: 19, scope: !72, inlinedAt: !159)
!162 = !DILocation(line: 346, column: 13, scope: !72, inlinedAt: !159)
!163 = !DILocation(line: 347, column: 46, scope: !72, inlinedAt: !159)
!164 = !DILocation(line: 347, column: 12, scope: !72, inlinedAt: !159)
!165 = !DILocation(line: 347, column: 12, scope: !72, inlinedAt: !166)
!166 = distinct !DILocation(line: 371, column: 14, scope: !156, inlinedAt: !157)
!167 = !DILocation(line: 373, column: 44, scope: !156, inlinedAt: !157)
!168 = !DILocation(line: 373, column: 52, scope: !156, inlinedAt: !157)
!169 = !DILocation(line: 373, column: 64, scope: !156, inlinedAt: !157)
!170 = !DILocation(line: 373, column: 62, scope: !156, inlinedAt: !157)
!171 = !DILocation(line: 374, column: 19, scope: !156, inlinedAt: !157)
!172 = !DILocation(line: 243, column: 24, scope: !62, inlinedAt: !173)
!173 = distinct !DILocation(line: 321, column: 14, scope: !174, inlinedAt: !175)
!174 = distinct !DISubprogram(name: "__shfl_down", scope: !54, file: !54, line: 316, type: !12, scopeLine: 317, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!175 = distinct !DILocation(line: 21, column: 18, scope: !11)
!176 = !DILocation(line: 243, column: 48, scope: !62, inlinedAt: !173)
!177 = !DILocation(line: 243, column: 13, scope: !62, inlinedAt: !173)
!178 = !DILocation(line: 244, column: 46, scope: !62, inlinedAt: !173)
!179 = !DILocation(line: 244, column: 12, scope: !62, inlinedAt: !173)
!180 = !DILocation(line: 726, column: 12, scope: !181, inlinedAt: !182)
!181 = distinct !DISubprogram(name: "__ballot", scope: !31, file: !31, line: 725, type: !12, scopeLine: 725, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!182 = distinct !DILocation(line: 22, column: 28, scope: !11)
!183 = !DILocation(line: 23, column: 21, scope: !11)
!184 = !DILocation(line: 23, column: 19, scope: !11)
!185 = !DILocation(line: 717, column: 12, scope: !186, inlinedAt: !187)
!186 = distinct !DISubprogram(name: "__any", scope: !31, file: !31, line: 716, type: !12, scopeLine: 716, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!187 = distinct !DILocation(line: 23, column: 13, scope: !11)
!188 = !{i64 751}
!189 = !DILocation(line: 23, column: 41, scope: !11)
!190 = !DILocation(line: 23, column: 39, scope: !11)
!191 = !DILocation(line: 711, column: 12, scope: !192, inlinedAt: !193)
!192 = distinct !DISubprogram(name: "__all", scope: !31, file: !31, line: 710, type: !12, scopeLine: 710, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!193 = distinct !DILocation(line: 23, column: 33, scope: !11)
!194 = !{!"exec"}
!195 = !DILocation(line: 24, column: 29, scope: !11)
!196 = !DILocation(line: 311, column: 10, scope: !197, inlinedAt: !199)
!197 = distinct !DISubprogram(name: "atomicExch", scope: !198, file: !198, line: 310, type: !12, scopeLine: 310, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!198 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_atomic.h", directory: "", checksumkind: CSK_MD5, checksum: "784b7b4d693e9ab86a7243ffbf9c8dbc")
!199 = distinct !DILocation(line: 24, column: 14, scope: !11)
!200 = !DILocation(line: 25, column: 64, scope: !11)
!201 = !DILocation(line: 92, column: 3, scope: !202, inlinedAt: !203)
!202 = distinct !DISubprogram(name: "atomicCAS", scope: !198, file: !198, line: 90, type: !12, scopeLine: 91, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!203 = distinct !DILocation(line: 25, column: 28, scope: !11)
!204 = !DILocation(line: 26, column: 26, scope: !11)
!205 = !DILocation(line: 192, column: 10, scope: !206, inlinedAt: !207)
!206 = distinct !DISubprogram(name: "atomicAdd", scope: !198, file: !198, line: 188, type: !12, scopeLine: 188, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!207 = distinct !DILocation(line: 26, column: 14, scope: !11)
!208 = !DILocation(line: 27, column: 26, scope: !11)
!209 = !DILocation(line: 503, column: 10, scope: !210, inlinedAt: !211)
!210 = distinct !DISubprogram(name: "atomicMax", scope: !198, file: !198, line: 502, type: !12, scopeLine: 502, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!211 = distinct !DILocation(line: 27, column: 12, scope: !11)
!212 = !DILocation(line: 27, column: 50, scope: !11)
!213 = !DILocation(line: 383, column: 10, scope: !214, inlinedAt: !215)
!214 = distinct !DISubprogram(name: "atomicMin", scope: !198, file: !198, line: 382, type: !12, scopeLine: 382, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!215 = distinct !DILocation(line: 27, column: 36, scope: !11)
!216 = !DILocation(line: 27, column: 74, scope: !11)
!217 = !DILocation(line: 657, column: 10, scope: !218, inlinedAt: !219)
!218 = distinct !DISubprogram(name: "atomicAnd", scope: !198, file: !198, line: 656, type: !12, scopeLine: 656, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!219 = distinct !DILocation(line: 27, column: 60, scope: !11)
!220 = !DILocation(line: 27, column: 97, scope: !11)
!221 = !DILocation(line: 705, column: 10, scope: !222, inlinedAt: !223)
!222 = distinct !DISubprogram(name: "atomicOr", scope: !198, file: !198, line: 704, type: !12, scopeLine: 704, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!223 = distinct !DILocation(line: 27, column: 84, scope: !11)
!224 = !DILocation(line: 27, column: 121, scope: !11)
!225 = !DILocation(line: 753, column: 10, scope: !226, inlinedAt: !227)
!226 = distinct !DISubprogram(name: "atomicXor", scope: !198, file: !198, line: 752, type: !12, scopeLine: 752, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!227 = distinct !DILocation(line: 27, column: 107, scope: !11)
!228 = !DILocation(line: 27, column: 146, scope: !11)
!229 = !DILocation(line: 231, column: 42, scope: !230, inlinedAt: !231)
!230 = distinct !DISubprogram(name: "atomicSub", scope: !198, file: !198, line: 230, type: !12, scopeLine: 230, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!231 = distinct !DILocation(line: 27, column: 132, scope: !11)
!232 = !DILocation(line: 231, column: 10, scope: !230, inlinedAt: !231)
!233 = !DILocation(line: 28, column: 42, scope: !11)
!234 = !DILocation(line: 515, column: 10, scope: !235, inlinedAt: !236)
!235 = distinct !DISubprogram(name: "atomicMax", scope: !198, file: !198, line: 514, type: !12, scopeLine: 514, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!236 = distinct !DILocation(line: 28, column: 17, scope: !11)
!237 = !DILocation(line: 801, column: 3, scope: !238, inlinedAt: !239)
!238 = distinct !DISubprogram(name: "__threadfence_block", scope: !31, file: !31, line: 799, type: !12, scopeLine: 800, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!239 = distinct !DILocation(line: 29, column: 3, scope: !11)
!240 = !DILocation(line: 30, column: 30, scope: !11)
!241 = !DILocation(line: 30, column: 40, scope: !11)
!242 = !DILocation(line: 30, column: 60, scope: !11)
!243 = !DILocation(line: 30, column: 90, scope: !11)
!244 = !DILocation(line: 30, column: 101, scope: !11)
!245 = !DILocation(line: 54, column: 12, scope: !92, inlinedAt: !246)
!246 = distinct !DILocation(line: 30, column: 116, scope: !11)
!247 = !DILocation(line: 70, column: 20, scope: !248, inlinedAt: !249)
!248 = distinct !DISubprogram(name: "__ffsll", scope: !31, file: !31, line: 69, type: !12, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!249 = distinct !DILocation(line: 30, column: 132, scope: !11)
!250 = !DILocation(line: 70, column: 14, scope: !248, inlinedAt: !249)
!251 = !DILocation(line: 70, column: 57, scope: !248, inlinedAt: !249)
!252 = !DILocation(line: 27, column: 34, scope: !11)
!253 = !DILocation(line: 27, column: 58, scope: !11)
!254 = !DILocation(line: 27, column: 82, scope: !11)
!255 = !DILocation(line: 27, column: 105, scope: !11)
!256 = !DILocation(line: 27, column: 130, scope: !11)
!257 = !DILocation(line: 30, column: 19, scope: !11)
!258 = !DILocation(line: 30, column: 23, scope: !11)
!259 = !DILocation(line: 30, column: 33, scope: !11)
!260 = !DILocation(line: 30, column: 43, scope: !11)
!261 = !DILocation(line: 30, column: 53, scope: !11)
!262 = !DILocation(line: 30, column: 64, scope: !11)
!263 = !DILocation(line: 30, column: 70, scope: !11)
!264 = !DILocation(line: 30, column: 76, scope: !11)
!265 = !DILocation(line: 30, column: 83, scope: !11)
!266 = !DILocation(line: 30, column: 94, scope: !11)
!267 = !DILocation(line: 30, column: 104, scope: !11)
!268 = !DILocation(line: 30, column: 109, scope: !11)
!269 = !DILocation(line: 30, column: 114, scope: !11)
!270 = !DILocation(line: 30, column: 130, scope: !11)
!271 = !DILocation(line: 30, column: 3, scope: !11)
!272 = !DILocation(line: 30, column: 15, scope: !11)
!273 = !{!274, !274, i64 0}
!274 = !{!"int", !144, i64 0}
!275 = !DILocation(line: 31, column: 1, scope: !11)
!276 = distinct !DISubprogram(name: "gridk", scope: !1, file: !1, line: 32, type: !12, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!277 = !DILocation(line: 117, column: 22, scope: !278, inlinedAt: !279)
!278 = distinct !DISubprogram(name: "size", scope: !23, file: !23, line: 116, type: !12, scopeLine: 116, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!279 = distinct !DILocation(line: 160, column: 61, scope: !280, inlinedAt: !281)
!280 = distinct !DISubprogram(name: "this_grid", scope: !26, file: !26, line: 160, type: !12, scopeLine: 160, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!281 = distinct !DILocation(line: 33, column: 22, scope: !276)
!282 = !{!283, !283, i64 0}
!283 = !{!"int", !284, i64 0}
!284 = !{!"omnipotent char", !285, i64 0}
!285 = !{!"Simple C/C++ TBAA"}
!286 = !{!287, !287, i64 0}
!287 = !{!"short", !284, i64 0}
!288 = !DILocation(line: 117, column: 55, scope: !278, inlinedAt: !279)
!289 = !DILocation(line: 117, column: 71, scope: !278, inlinedAt: !279)
!290 = !DILocation(line: 118, column: 22, scope: !278, inlinedAt: !279)
!291 = !DILocation(line: 118, column: 38, scope: !278, inlinedAt: !279)
!292 = !DILocation(line: 123, column: 33, scope: !293, inlinedAt: !294)
!293 = distinct !DISubprogram(name: "thread_rank", scope: !23, file: !23, line: 121, type: !12, scopeLine: 121, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!294 = distinct !DILocation(line: 148, column: 58, scope: !295, inlinedAt: !296)
!295 = distinct !DISubprogram(name: "thread_rank", scope: !26, file: !26, line: 148, type: !12, scopeLine: 148, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!296 = distinct !DILocation(line: 34, column: 9, scope: !276)
!297 = !DILocation(line: 123, column: 47, scope: !293, inlinedAt: !294)
!298 = !DILocation(line: 124, column: 33, scope: !293, inlinedAt: !294)
!299 = !DILocation(line: 123, column: 78, scope: !293, inlinedAt: !294)
!300 = !DILocation(line: 124, column: 66, scope: !293, inlinedAt: !294)
!301 = !DILocation(line: 124, column: 63, scope: !293, inlinedAt: !294)
!302 = !DILocation(line: 129, column: 42, scope: !293, inlinedAt: !294)
!303 = !DILocation(line: 129, column: 58, scope: !293, inlinedAt: !294)
!304 = !DILocation(line: 129, column: 25, scope: !293, inlinedAt: !294)
!305 = !DILocation(line: 129, column: 17, scope: !293, inlinedAt: !294)
!306 = !DILocation(line: 132, column: 44, scope: !293, inlinedAt: !294)
!307 = !DILocation(line: 132, column: 59, scope: !293, inlinedAt: !294)
!308 = !DILocation(line: 133, column: 44, scope: !293, inlinedAt: !294)
!309 = !DILocation(line: 132, column: 92, scope: !293, inlinedAt: !294)
!310 = !DILocation(line: 133, column: 79, scope: !293, inlinedAt: !294)
!311 = !DILocation(line: 132, column: 42, scope: !293, inlinedAt: !294)
!312 = !DILocation(line: 135, column: 46, scope: !293, inlinedAt: !294)
!313 = !DILocation(line: 34, column: 3, scope: !276)
!314 = !DILocation(line: 34, column: 24, scope: !276)
!315 = !DILocation(line: 140, column: 39, scope: !316, inlinedAt: !317)
!316 = distinct !DISubprogram(name: "sync", scope: !23, file: !23, line: 140, type: !12, scopeLine: 140, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!317 = distinct !DILocation(line: 150, column: 40, scope: !318, inlinedAt: !319)
!318 = distinct !DISubprogram(name: "sync", scope: !26, file: !26, line: 150, type: !12, scopeLine: 150, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!319 = distinct !DILocation(line: 35, column: 5, scope: !276)
!320 = !DILocation(line: 36, column: 23, scope: !276)
!321 = !DILocation(line: 36, column: 3, scope: !276)
!322 = !DILocation(line: 36, column: 28, scope: !276)
!323 = !DILocation(line: 37, column: 1, scope: !276)
