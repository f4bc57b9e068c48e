; ModuleID = 'k.hip'
source_filename = "k.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_78d57d324e670e8b = addrspace(1) global i8 0
@__scratch_lds = internal addrspace(3) global [32 x i64] undef, align 8
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_78d57d324e670e8b to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #0

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @_Z4kernPiPji(ptr addrspace(1) nocapture noundef %out.coerce, ptr addrspace(1) noundef %ctr.coerce, i32 noundef %n) local_unnamed_addr #1 !dbg !11 {
entry:
  %0 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !14, !range !20
  %and = and i32 %0, 1, !dbg !21
  %1 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !22
  %2 = getelementptr inbounds i8, ptr addrspace(4) %1, i64 16, !dbg !22
  %.in.i.i.i = load i16, ptr addrspace(4) %2, align 4, !dbg !22, !tbaa !26
  %3 = zext i16 %.in.i.i.i to i32, !dbg !22
  %4 = getelementptr inbounds i8, ptr addrspace(4) %1, i64 14, !dbg !22
  %.in.i1.i.i = load i16, ptr addrspace(4) %4, align 2, !dbg !22, !tbaa !26
  %5 = zext i16 %.in.i1.i.i to i32, !dbg !22
  %6 = getelementptr inbounds i8, ptr addrspace(4) %1, i64 12, !dbg !22
  %.in.i2.i.i = load i16, ptr addrspace(4) %6, align 4, !dbg !22
  %7 = zext i16 %.in.i2.i.i to i32, !dbg !22
  %8 = shl nuw nsw i32 %5, 8, !dbg !22
  %9 = mul i32 %8, %7, !dbg !22
  %10 = ashr exact i32 %9, 8, !dbg !22
  %11 = mul nsw i32 %10, %3, !dbg !22
  %12 = add i32 %11, 63, !dbg !22
  %13 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 undef, i32 %and, i32 257, i32 15, i32 15, i1 true), !dbg !22
  %14 = add nsw i32 %13, %and, !dbg !22
  %15 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 undef, i32 %14, i32 258, i32 15, i32 15, i1 true), !dbg !22
  %16 = add nsw i32 %14, %15, !dbg !22
  %17 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 undef, i32 %16, i32 260, i32 15, i32 15, i1 true), !dbg !22
  %18 = add nsw i32 %16, %17, !dbg !22
  %19 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 undef, i32 %18, i32 264, i32 15, i32 15, i1 true), !dbg !22
  %20 = add nsw i32 %18, %19, !dbg !22
  %21 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 undef, i32 %20, i32 304, i32 15, i32 15, i1 true), !dbg !22
  %22 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 undef, i32 %21, i32 320, i32 15, i32 15, i1 true), !dbg !22
  %23 = add nsw i32 %22, %20, !dbg !22
  %24 = tail call i32 @llvm.amdgcn.readlane.i32(i32 %23, i32 32), !dbg !22
  %25 = tail call i32 @llvm.read_register.i32(metadata !30) #8, !dbg !22
  %26 = and i32 %25, 1, !dbg !22
  %27 = icmp eq i32 %26, 0, !dbg !22
  %28 = select i1 %27, i32 0, i32 %24, !dbg !22
  %29 = tail call i32 @llvm.amdgcn.readlane.i32(i32 %23, i32 0), !dbg !22
  %30 = add nsw i32 %28, %29, !dbg !22
  %.mask.i.i = and i32 %12, -64, !dbg !22
  %31 = icmp eq i32 %.mask.i.i, 64, !dbg !22
  br i1 %31, label %_Z19__syncthreads_counti.exit, label %32, !dbg !22

32:                                               ; preds = %entry
  %33 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !22
  %34 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %33), !dbg !22
  %35 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !22, !range !20
  %36 = mul nuw nsw i32 %35, %5, !dbg !22
  %37 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !22, !range !20
  %38 = add nuw nsw i32 %36, %37, !dbg !22
  %39 = mul i32 %38, %7, !dbg !22
  %40 = add i32 %39, %0, !dbg !22
  %41 = lshr i32 %40, 6, !dbg !22
  %42 = icmp eq i32 %34, 0, !dbg !22
  %43 = or i32 %34, %41, !dbg !22
  %44 = icmp eq i32 %43, 0, !dbg !22
  br i1 %44, label %45, label %46, !dbg !22

45:                                               ; preds = %32
  store atomic i32 %30, ptr addrspace(3) @__scratch_lds syncscope("workgroup-one-as") monotonic, align 8, !dbg !22
  br label %46, !dbg !22

46:                                               ; preds = %45, %32
  fence syncscope("workgroup") release, !dbg !22
  tail call void @llvm.amdgcn.s.barrier(), !dbg !22
  fence syncscope("workgroup") acquire, !dbg !22
  %47 = icmp ugt i32 %40, 63, !dbg !22
  %48 = and i1 %47, %42, !dbg !22
  br i1 %48, label %49, label %51, !dbg !22

49:                                               ; preds = %46
  %50 = atomicrmw add ptr addrspace(3) @__scratch_lds, i32 %30 syncscope("workgroup-one-as") monotonic, align 4, !dbg !22
  br label %51, !dbg !22

51:                                               ; preds = %49, %46
  fence syncscope("workgroup") release, !dbg !22
  tail call void @llvm.amdgcn.s.barrier(), !dbg !22
  fence syncscope("workgroup") acquire, !dbg !22
  %52 = load atomic i32, ptr addrspace(3) @__scratch_lds syncscope("workgroup-one-as") monotonic, align 8, !dbg !22
  fence syncscope("workgroup") release, !dbg !22
  tail call void @llvm.amdgcn.s.barrier(), !dbg !22
  fence syncscope("workgroup") acquire, !dbg !22
  br label %_Z19__syncthreads_counti.exit, !dbg !22

_Z19__syncthreads_counti.exit:                    ; preds = %entry, %51
  %53 = phi i32 [ %52, %51 ], [ %30, %entry ], !dbg !22
  %cmp = icmp slt i32 %0, %n, !dbg !31
  %conv.i78 = zext i1 %cmp to i32, !dbg !32
  %54 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %conv.i78, i32 257, i32 15, i32 15, i1 false), !dbg !35
  %55 = and i32 %54, %conv.i78, !dbg !35
  %56 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %55, i32 258, i32 15, i32 15, i1 false), !dbg !35
  %57 = and i32 %55, %56, !dbg !35
  %58 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %57, i32 260, i32 15, i32 15, i1 false), !dbg !35
  %59 = and i32 %57, %58, !dbg !35
  %60 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %59, i32 264, i32 15, i32 15, i1 false), !dbg !35
  %61 = and i32 %59, %60, !dbg !35
  %62 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %61, i32 304, i32 15, i32 15, i1 false), !dbg !35
  %63 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %62, i32 320, i32 15, i32 15, i1 false), !dbg !35
  %64 = and i32 %63, %61, !dbg !35
  %65 = tail call i32 @llvm.amdgcn.readlane.i32(i32 %64, i32 32), !dbg !35
  %66 = tail call i32 @llvm.read_register.i32(metadata !30) #8, !dbg !35
  %67 = and i32 %66, 1, !dbg !35
  %68 = icmp eq i32 %67, 0, !dbg !35
  %69 = select i1 %68, i32 -1, i32 %65, !dbg !35
  %70 = tail call i32 @llvm.amdgcn.readlane.i32(i32 %64, i32 0), !dbg !35
  %71 = and i32 %69, %70, !dbg !35
  br i1 %31, label %_Z17__syncthreads_andi.exit, label %72, !dbg !35

72:                                               ; preds = %_Z19__syncthreads_counti.exit
  %73 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !35
  %74 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %73), !dbg !35
  %75 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !35, !range !20
  %76 = mul nuw nsw i32 %75, %5, !dbg !35
  %77 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !35, !range !20
  %78 = add nuw nsw i32 %76, %77, !dbg !35
  %79 = mul i32 %78, %7, !dbg !35
  %80 = add i32 %79, %0, !dbg !35
  %81 = lshr i32 %80, 6, !dbg !35
  %82 = icmp eq i32 %74, 0, !dbg !35
  %83 = or i32 %74, %81, !dbg !35
  %84 = icmp eq i32 %83, 0, !dbg !35
  br i1 %84, label %85, label %86, !dbg !35

85:                                               ; preds = %72
  store atomic i32 %71, ptr addrspace(3) @__scratch_lds syncscope("workgroup-one-as") monotonic, align 8, !dbg !35
  br label %86, !dbg !35

86:                                               ; preds = %85, %72
  fence syncscope("workgroup") release, !dbg !35
  tail call void @llvm.amdgcn.s.barrier(), !dbg !35
  fence syncscope("workgroup") acquire, !dbg !35
  %87 = icmp ugt i32 %80, 63, !dbg !35
  %88 = and i1 %87, %82, !dbg !35
  br i1 %88, label %89, label %91, !dbg !35

89:                                               ; preds = %86
  %90 = atomicrmw and ptr addrspace(3) @__scratch_lds, i32 %71 syncscope("workgroup-one-as") monotonic, align 4, !dbg !35
  br label %91, !dbg !35

91:                                               ; preds = %89, %86
  fence syncscope("workgroup") release, !dbg !35
  tail call void @llvm.amdgcn.s.barrier(), !dbg !35
  fence syncscope("workgroup") acquire, !dbg !35
  %92 = load atomic i32, ptr addrspace(3) @__scratch_lds syncscope("workgroup-one-as") monotonic, align 8, !dbg !35
  fence syncscope("workgroup") release, !dbg !35
  tail call void @llvm.amdgcn.s.barrier(), !dbg !35
  fence syncscope("workgroup") acquire, !dbg !35
  br label %_Z17__syncthreads_andi.exit, !dbg !35

_Z17__syncthreads_andi.exit:                      ; preds = %_Z19__syncthreads_counti.exit, %91
  %93 = phi i32 [ %92, %91 ], [ %71, %_Z19__syncthreads_counti.exit ], !dbg !35
  %cmp5 = icmp eq i32 %0, 3, !dbg !36
  %conv.i84 = zext i1 %cmp5 to i32, !dbg !37
  %94 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 undef, i32 %conv.i84, i32 257, i32 15, i32 15, i1 true), !dbg !40
  %95 = or i32 %94, %conv.i84, !dbg !40
  %96 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 undef, i32 %95, i32 258, i32 15, i32 15, i1 true), !dbg !40
  %97 = or i32 %95, %96, !dbg !40
  %98 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 undef, i32 %97, i32 260, i32 15, i32 15, i1 true), !dbg !40
  %99 = or i32 %97, %98, !dbg !40
  %100 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 undef, i32 %99, i32 264, i32 15, i32 15, i1 true), !dbg !40
  %101 = or i32 %99, %100, !dbg !40
  %102 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 undef, i32 %101, i32 304, i32 15, i32 15, i1 true), !dbg !40
  %103 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 undef, i32 %102, i32 320, i32 15, i32 15, i1 true), !dbg !40
  %104 = or i32 %103, %101, !dbg !40
  %105 = tail call i32 @llvm.amdgcn.readlane.i32(i32 %104, i32 32), !dbg !40
  %106 = tail call i32 @llvm.read_register.i32(metadata !30) #8, !dbg !40
  %107 = and i32 %106, 1, !dbg !40
  %108 = icmp eq i32 %107, 0, !dbg !40
  %109 = select i1 %108, i32 0, i32 %105, !dbg !40
  %110 = tail call i32 @llvm.amdgcn.readlane.i32(i32 %104, i32 0), !dbg !40
  %111 = or i32 %109, %110, !dbg !40
  %.pre = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0), !dbg !41
  br i1 %31, label %_Z17__syncthreads_andi.exit._Z16__syncthreads_ori.exit_crit_edge, label %112, !dbg !40

_Z17__syncthreads_andi.exit._Z16__syncthreads_ori.exit_crit_edge: ; preds = %_Z17__syncthreads_andi.exit
  %.pre108 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.pre), !dbg !42
  br label %_Z16__syncthreads_ori.exit, !dbg !40

112:                                              ; preds = %_Z17__syncthreads_andi.exit
  %113 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %.pre), !dbg !40
  %114 = tail call i32 @llvm.amdgcn.workitem.id.z(), !dbg !40, !range !20
  %115 = mul nuw nsw i32 %114, %5, !dbg !40
  %116 = tail call i32 @llvm.amdgcn.workitem.id.y(), !dbg !40, !range !20
  %117 = add nuw nsw i32 %115, %116, !dbg !40
  %118 = mul i32 %117, %7, !dbg !40
  %119 = add i32 %118, %0, !dbg !40
  %120 = lshr i32 %119, 6, !dbg !40
  %121 = icmp eq i32 %113, 0, !dbg !40
  %122 = or i32 %113, %120, !dbg !40
  %123 = icmp eq i32 %122, 0, !dbg !40
  br i1 %123, label %124, label %125, !dbg !40

124:                                              ; preds = %112
  store atomic i32 %111, ptr addrspace(3) @__scratch_lds syncscope("workgroup-one-as") monotonic, align 8, !dbg !40
  br label %125, !dbg !40

125:                                              ; preds = %124, %112
  fence syncscope("workgroup") release, !dbg !40
  tail call void @llvm.amdgcn.s.barrier(), !dbg !40
  fence syncscope("workgroup") acquire, !dbg !40
  %126 = icmp ugt i32 %119, 63, !dbg !40
  %127 = and i1 %126, %121, !dbg !40
  br i1 %127, label %128, label %130, !dbg !40

128:                                              ; preds = %125
  %129 = atomicrmw or ptr addrspace(3) @__scratch_lds, i32 %111 syncscope("workgroup-one-as") monotonic, align 4, !dbg !40
  br label %130, !dbg !40

130:                                              ; preds = %128, %125
  fence syncscope("workgroup") release, !dbg !40
  tail call void @llvm.amdgcn.s.barrier(), !dbg !40
  fence syncscope("workgroup") acquire, !dbg !40
  %131 = load atomic i32, ptr addrspace(3) @__scratch_lds syncscope("workgroup-one-as") monotonic, align 8, !dbg !40
  fence syncscope("workgroup") release, !dbg !40
  tail call void @llvm.amdgcn.s.barrier(), !dbg !40
  fence syncscope("workgroup") acquire, !dbg !40
  br label %_Z16__syncthreads_ori.exit, !dbg !40

_Z16__syncthreads_ori.exit:                       ; preds = %_Z17__syncthreads_andi.exit._Z16__syncthreads_ori.exit_crit_edge, %130
  %.pre-phi109 = phi i32 [ %.pre108, %_Z17__syncthreads_andi.exit._Z16__syncthreads_ori.exit_crit_edge ], [ %113, %130 ], !dbg !42
  %132 = phi i32 [ %111, %_Z17__syncthreads_andi.exit._Z16__syncthreads_ori.exit_crit_edge ], [ %131, %130 ], !dbg !40
  %133 = addrspacecast ptr addrspace(1) %ctr.coerce to ptr
  %and8 = and i32 %0, 2, !dbg !48
  %134 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 %and8, i32 0, i32 33), !dbg !49
  %135 = tail call i64 @llvm.read_register.i64(metadata !52) #8, !dbg !53
  %and.i = shl i32 %.pre-phi109, 2, !dbg !55
  %shl.i = and i32 %and.i, -256, !dbg !55
  %136 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %shl.i, i32 %0), !dbg !56
  %xor.i = xor i32 %.pre-phi109, 1, !dbg !57
  %137 = and i32 %.pre-phi109, -64, !dbg !60
  %and.i89 = add nsw i32 %137, 64, !dbg !60
  %cmp.not.i = icmp slt i32 %xor.i, %and.i89, !dbg !61
  %cond.i = select i1 %cmp.not.i, i32 %xor.i, i32 %.pre-phi109, !dbg !62
  %shl.i90 = shl i32 %cond.i, 2, !dbg !63
  %138 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %shl.i90, i32 %0), !dbg !64
  %sub.i = add i32 %.pre-phi109, -1, !dbg !65
  %cmp.i = icmp slt i32 %sub.i, %137, !dbg !68
  %cond.i92 = select i1 %cmp.i, i32 %.pre-phi109, i32 %sub.i, !dbg !69
  %shl.i93 = shl i32 %cond.i92, 2, !dbg !70
  %139 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %shl.i93, i32 %0), !dbg !71
  %and.i94 = and i32 %.pre-phi109, 63, !dbg !72
  %cmp.i95 = icmp ne i32 %and.i94, 63, !dbg !75
  %add.i = zext i1 %cmp.i95 to i32, !dbg !76
  %cond.i96 = add i32 %.pre-phi109, %add.i, !dbg !76
  %shl.i97 = shl i32 %cond.i96, 2, !dbg !77
  %140 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %shl.i97, i32 %0), !dbg !78
  %call.i = tail call noundef i32 @llvm.amdgcn.atomic.inc.i32.p0i32(ptr noundef %133, i32 noundef 100, i32 noundef 0, i32 noundef 1, i1 noundef zeroext false) #9, !dbg !79
  %add.ptr = getelementptr inbounds i8, ptr %133, i64 4, !dbg !83
  %call.i98 = tail call noundef i32 @llvm.amdgcn.atomic.dec.i32.p0i32(ptr noundef nonnull %add.ptr, i32 noundef 100, i32 noundef 0, i32 noundef 1, i1 noundef zeroext false) #9, !dbg !84
  %add.ptr17 = getelementptr inbounds i8, ptr addrspace(1) %out.coerce, i64 8, !dbg !87
  %141 = cmpxchg ptr addrspace(1) %add.ptr17, i32 0, i32 %0 syncscope("agent-one-as") monotonic monotonic, align 4, !dbg !88
  %142 = extractvalue { i32, i1 } %141, 0
  %add.ptr19 = getelementptr inbounds i8, ptr addrspace(1) %out.coerce, i64 12, !dbg !91
  %143 = atomicrmw xchg ptr addrspace(1) %add.ptr19, i32 %0 syncscope("agent-one-as") monotonic, align 4, !dbg !92
  %add.ptr21 = getelementptr inbounds i8, ptr addrspace(1) %out.coerce, i64 16, !dbg !95
  %144 = atomicrmw min ptr addrspace(1) %add.ptr21, i32 %0 syncscope("agent-one-as") monotonic, align 4, !dbg !96
  %add.ptr23 = getelementptr inbounds i8, ptr addrspace(1) %out.coerce, i64 20, !dbg !99
  %145 = atomicrmw max ptr addrspace(1) %add.ptr23, i32 %0 syncscope("agent-one-as") monotonic, align 4, !dbg !100
  fence syncscope("agent") seq_cst, !dbg !103
  fence syncscope("workgroup") seq_cst, !dbg !106
  fence seq_cst, !dbg !109
  fence syncscope("workgroup") release, !dbg !112
  tail call void @llvm.amdgcn.s.barrier(), !dbg !125
  fence syncscope("workgroup") acquire, !dbg !126
  %cmp.i102 = icmp eq i16 %.in.i2.i.i, 0, !dbg !127
  %146 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %7, i1 true), !dbg !130
  %147 = add nuw nsw i32 %146, 1, !dbg !131
  %add.i103 = select i1 %cmp.i102, i32 0, i32 %147, !dbg !131
  %148 = tail call noundef range(i32 0, 11) i32 @llvm.ctpop.i32(i32 %0), !dbg !132
  %149 = tail call noundef range(i32 22, 33) i32 @llvm.ctlz.i32(i32 %0, i1 false), !dbg !135, !range !138
  %add = add nuw nsw i32 %148, %149, !dbg !139
  %conv30 = zext nneg i32 %0 to i64, !dbg !140
  %cmp.i104 = icmp eq i32 %0, 0, !dbg !141
  %150 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %conv30, i1 true), !dbg !144
  %cast.i = trunc nuw nsw i64 %150 to i32, !dbg !144
  %151 = add nuw nsw i32 %cast.i, 1, !dbg !145
  %add.i105 = select i1 %cmp.i104, i32 0, i32 %151, !dbg !145
  %152 = tail call noundef i32 @llvm.bitreverse.i32(i32 %0), !dbg !146
  %conv37 = trunc i64 %134 to i32, !dbg !149
  %conv39 = trunc i64 %135 to i32, !dbg !150
  %add32 = or disjoint i32 %add, %152, !dbg !151
  %add35 = add nuw nsw i32 %add32, %add.i105, !dbg !152
  %add36 = add nuw nsw i32 %add35, %add.i103, !dbg !153
  %add38 = add i32 %add36, %53, !dbg !154
  %add40 = add i32 %add38, %93, !dbg !155
  %add41 = add i32 %add40, %132, !dbg !156
  %add42 = add i32 %add41, %conv37, !dbg !157
  %add43 = add i32 %add42, %conv39, !dbg !158
  %add44 = add i32 %add43, %136, !dbg !159
  %add45 = add i32 %add44, %138, !dbg !160
  %add46 = add i32 %add45, %139, !dbg !161
  %add47 = add i32 %add46, %140, !dbg !162
  %add48 = add i32 %add47, %call.i, !dbg !163
  %add49 = add i32 %add48, %call.i98, !dbg !164
  %add50 = add i32 %add49, %142, !dbg !165
  %add51 = add i32 %add50, %143, !dbg !166
  %add34 = add i32 %add51, %144, !dbg !167
  %add52 = add i32 %add34, %145, !dbg !168
  %153 = getelementptr inbounds i32, ptr addrspace(1) %out.coerce, i64 %conv30, !dbg !169
  %arrayidx = getelementptr inbounds i8, ptr addrspace(1) %153, i64 32, !dbg !169
  store i32 %add52, ptr addrspace(1) %arrayidx, align 4, !dbg !170, !tbaa !171
  ret void, !dbg !175
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.icmp.i64.i32(i32, i32, i32 immarg) #2

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #2

; Function Attrs: convergent nounwind
declare !dbg !176 hidden noundef i32 @llvm.amdgcn.atomic.inc.i32.p0i32(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i1 noundef zeroext) #3

; Function Attrs: convergent nounwind
declare !dbg !177 hidden noundef i32 @llvm.amdgcn.atomic.dec.i32.p0i32(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i1 noundef zeroext) #3

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.z() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.y() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(read)
declare i32 @llvm.read_register.i32(metadata) #6

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32) #2

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare i64 @llvm.read_register.i64(metadata) #7

attributes #0 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { convergent mustprogress norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #3 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #4 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(read) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(read) }
attributes #8 = { convergent }
attributes #9 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9, !10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "k.hip", directory: "/tmp/reader_hip", checksumkind: CSK_MD5, checksum: "e1672847fec7bc278bc0ba3ef776f43b")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 1}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"Debian clang version 15.0.5"}
!11 = distinct !DISubprogram(name: "kern", scope: !1, file: !1, line: 4, type: !12, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 280, column: 12, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "operator()", scope: !16, file: !16, line: 279, type: !12, scopeLine: 279, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_runtime.h", directory: "", checksumkind: CSK_MD5, checksum: "16093af3b78d7538c31396a9fb8b635e")
!17 = distinct !DILocation(line: 299, column: 64, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "operator unsigned int", scope: !16, file: !16, line: 299, type: !12, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 5, column: 11, scope: !11)
!20 = !{i32 0, i32 1024}
!21 = !DILocation(line: 6, column: 33, scope: !11)
!22 = !DILocation(line: 918, column: 10, scope: !23, inlinedAt: !25)
!23 = distinct !DISubprogram(name: "__syncthreads_count", scope: !24, file: !24, line: 916, type: !12, scopeLine: 917, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!24 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_device_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "913bb197e0af7d58a97d587c496ee161")
!25 = distinct !DILocation(line: 6, column: 11, scope: !11)
!26 = !{!27, !27, i64 0}
!27 = !{!"short", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C/C++ TBAA"}
!30 = !{!"exec_hi"}
!31 = !DILocation(line: 7, column: 31, scope: !11)
!32 = !DILocation(line: 926, column: 31, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "__syncthreads_and", scope: !24, file: !24, line: 924, type: !12, scopeLine: 925, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!34 = distinct !DILocation(line: 7, column: 11, scope: !11)
!35 = !DILocation(line: 926, column: 10, scope: !33, inlinedAt: !34)
!36 = !DILocation(line: 8, column: 30, scope: !11)
!37 = !DILocation(line: 934, column: 30, scope: !38, inlinedAt: !39)
!38 = distinct !DISubprogram(name: "__syncthreads_or", scope: !24, file: !24, line: 932, type: !12, scopeLine: 933, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!39 = distinct !DILocation(line: 8, column: 11, scope: !11)
!40 = !DILocation(line: 934, column: 10, scope: !38, inlinedAt: !39)
!41 = !DILocation(line: 0, scope: !11)
!42 = !DILocation(line: 325, column: 13, scope: !43, inlinedAt: !44)
!43 = distinct !DISubprogram(name: "__lane_id", scope: !24, file: !24, line: 324, type: !12, scopeLine: 324, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!44 = distinct !DILocation(line: 31, column: 16, scope: !45, inlinedAt: !47)
!45 = distinct !DISubprogram(name: "__shfl", scope: !46, file: !46, line: 30, type: !12, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!46 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_warp_functions.h", directory: "", checksumkind: CSK_MD5, checksum: "d1e05fbe6105deb80ea2d696b47e17e5")
!47 = distinct !DILocation(line: 11, column: 11, scope: !11)
!48 = !DILocation(line: 9, column: 37, scope: !11)
!49 = !DILocation(line: 726, column: 12, scope: !50, inlinedAt: !51)
!50 = distinct !DISubprogram(name: "__ballot", scope: !24, file: !24, line: 725, type: !12, scopeLine: 725, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!51 = distinct !DILocation(line: 9, column: 26, scope: !11)
!52 = !{!"exec"}
!53 = !DILocation(line: 726, column: 12, scope: !50, inlinedAt: !54)
!54 = distinct !DILocation(line: 10, column: 26, scope: !11)
!55 = !DILocation(line: 33, column: 46, scope: !45, inlinedAt: !47)
!56 = !DILocation(line: 33, column: 12, scope: !45, inlinedAt: !47)
!57 = !DILocation(line: 345, column: 21, scope: !58, inlinedAt: !59)
!58 = distinct !DISubprogram(name: "__shfl_xor", scope: !46, file: !46, line: 343, type: !12, scopeLine: 343, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!59 = distinct !DILocation(line: 12, column: 12, scope: !11)
!60 = !DILocation(line: 346, column: 35, scope: !58, inlinedAt: !59)
!61 = !DILocation(line: 346, column: 19, scope: !58, inlinedAt: !59)
!62 = !DILocation(line: 346, column: 13, scope: !58, inlinedAt: !59)
!63 = !DILocation(line: 347, column: 46, scope: !58, inlinedAt: !59)
!64 = !DILocation(line: 347, column: 12, scope: !58, inlinedAt: !59)
!65 = !DILocation(line: 136, column: 22, scope: !66, inlinedAt: !67)
!66 = distinct !DISubprogram(name: "__shfl_up", scope: !46, file: !46, line: 134, type: !12, scopeLine: 134, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!67 = distinct !DILocation(line: 13, column: 12, scope: !11)
!68 = !DILocation(line: 137, column: 20, scope: !66, inlinedAt: !67)
!69 = !DILocation(line: 137, column: 13, scope: !66, inlinedAt: !67)
!70 = !DILocation(line: 138, column: 46, scope: !66, inlinedAt: !67)
!71 = !DILocation(line: 138, column: 12, scope: !66, inlinedAt: !67)
!72 = !DILocation(line: 243, column: 24, scope: !73, inlinedAt: !74)
!73 = distinct !DISubprogram(name: "__shfl_down", scope: !46, file: !46, line: 240, type: !12, scopeLine: 240, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!74 = distinct !DILocation(line: 14, column: 12, scope: !11)
!75 = !DILocation(line: 243, column: 48, scope: !73, inlinedAt: !74)
!76 = !DILocation(line: 243, column: 13, scope: !73, inlinedAt: !74)
!77 = !DILocation(line: 244, column: 46, scope: !73, inlinedAt: !74)
!78 = !DILocation(line: 244, column: 12, scope: !73, inlinedAt: !74)
!79 = !DILocation(line: 633, column: 12, scope: !80, inlinedAt: !82)
!80 = distinct !DISubprogram(name: "atomicInc", scope: !81, file: !81, line: 622, type: !12, scopeLine: 623, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!81 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_atomic.h", directory: "", checksumkind: CSK_MD5, checksum: "784b7b4d693e9ab86a7243ffbf9c8dbc")
!82 = distinct !DILocation(line: 15, column: 16, scope: !11)
!83 = !DILocation(line: 16, column: 30, scope: !11)
!84 = !DILocation(line: 650, column: 12, scope: !85, inlinedAt: !86)
!85 = distinct !DISubprogram(name: "atomicDec", scope: !81, file: !81, line: 639, type: !12, scopeLine: 640, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!86 = distinct !DILocation(line: 16, column: 16, scope: !11)
!87 = !DILocation(line: 17, column: 27, scope: !11)
!88 = !DILocation(line: 43, column: 3, scope: !89, inlinedAt: !90)
!89 = distinct !DISubprogram(name: "atomicCAS", scope: !81, file: !81, line: 42, type: !12, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!90 = distinct !DILocation(line: 17, column: 13, scope: !11)
!91 = !DILocation(line: 18, column: 27, scope: !11)
!92 = !DILocation(line: 311, column: 10, scope: !93, inlinedAt: !94)
!93 = distinct !DISubprogram(name: "atomicExch", scope: !81, file: !81, line: 310, type: !12, scopeLine: 310, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!94 = distinct !DILocation(line: 18, column: 12, scope: !11)
!95 = !DILocation(line: 19, column: 26, scope: !11)
!96 = !DILocation(line: 383, column: 10, scope: !97, inlinedAt: !98)
!97 = distinct !DISubprogram(name: "atomicMin", scope: !81, file: !81, line: 382, type: !12, scopeLine: 382, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!98 = distinct !DILocation(line: 19, column: 12, scope: !11)
!99 = !DILocation(line: 20, column: 26, scope: !11)
!100 = !DILocation(line: 503, column: 10, scope: !101, inlinedAt: !102)
!101 = distinct !DISubprogram(name: "atomicMax", scope: !81, file: !81, line: 502, type: !12, scopeLine: 502, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!102 = distinct !DILocation(line: 20, column: 12, scope: !11)
!103 = !DILocation(line: 794, column: 3, scope: !104, inlinedAt: !105)
!104 = distinct !DISubprogram(name: "__threadfence", scope: !24, file: !24, line: 792, type: !12, scopeLine: 793, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!105 = distinct !DILocation(line: 21, column: 3, scope: !11)
!106 = !DILocation(line: 801, column: 3, scope: !107, inlinedAt: !108)
!107 = distinct !DISubprogram(name: "__threadfence_block", scope: !24, file: !24, line: 799, type: !12, scopeLine: 800, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!108 = distinct !DILocation(line: 22, column: 3, scope: !11)
!109 = !DILocation(line: 808, column: 3, scope: !110, inlinedAt: !111)
!110 = distinct !DISubprogram(name: "__threadfence_system", scope: !24, file: !24, line: 806, type: !12, scopeLine: 807, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!111 = distinct !DILocation(line: 23, column: 3, scope: !11)
!112 = !DILocation(line: 890, column: 9, scope: !113, inlinedAt: !114)
!113 = distinct !DISubprogram(name: "__work_group_barrier", scope: !24, file: !24, line: 887, type: !12, scopeLine: 888, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!114 = distinct !DILocation(line: 902, column: 3, scope: !115, inlinedAt: !116)
!115 = distinct !DISubprogram(name: "__barrier", scope: !24, file: !24, line: 900, type: !12, scopeLine: 901, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!116 = distinct !DILocation(line: 910, column: 3, scope: !117, inlinedAt: !118)
!117 = distinct !DISubprogram(name: "__syncthreads", scope: !24, file: !24, line: 908, type: !12, scopeLine: 909, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!118 = distinct !DILocation(line: 172, column: 39, scope: !119, inlinedAt: !121)
!119 = distinct !DISubprogram(name: "sync", scope: !120, file: !120, line: 172, type: !12, scopeLine: 172, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!120 = !DIFile(filename: "/usr/include/hip/amd_detail/hip_cooperative_groups_helper.h", directory: "", checksumkind: CSK_MD5, checksum: "355abff51cb7ae91065e1f8c8cb1078a")
!121 = distinct !DILocation(line: 203, column: 40, scope: !122, inlinedAt: !124)
!122 = distinct !DISubprogram(name: "sync", scope: !123, file: !123, line: 203, type: !12, scopeLine: 203, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!123 = !DIFile(filename: "/usr/include/hip/amd_detail/amd_hip_cooperative_groups.h", directory: "", checksumkind: CSK_MD5, checksum: "960ad0e2a0a8c88fa3d5bc8f1f148005")
!124 = distinct !DILocation(line: 25, column: 6, scope: !11)
!125 = !DILocation(line: 891, column: 9, scope: !113, inlinedAt: !114)
!126 = !DILocation(line: 892, column: 9, scope: !113, inlinedAt: !114)
!127 = !DILocation(line: 66, column: 20, scope: !128, inlinedAt: !129)
!128 = distinct !DISubprogram(name: "__ffs", scope: !24, file: !24, line: 65, type: !12, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!129 = distinct !DILocation(line: 26, column: 13, scope: !11)
!130 = !DILocation(line: 66, column: 14, scope: !128, inlinedAt: !129)
!131 = !DILocation(line: 66, column: 55, scope: !128, inlinedAt: !129)
!132 = !DILocation(line: 51, column: 12, scope: !133, inlinedAt: !134)
!133 = distinct !DISubprogram(name: "__popc", scope: !24, file: !24, line: 50, type: !12, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!134 = distinct !DILocation(line: 27, column: 12, scope: !11)
!135 = !DILocation(line: 58, column: 12, scope: !136, inlinedAt: !137)
!136 = distinct !DISubprogram(name: "__clz", scope: !24, file: !24, line: 57, type: !12, scopeLine: 57, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!137 = distinct !DILocation(line: 27, column: 24, scope: !11)
!138 = !{i32 0, i32 33}
!139 = !DILocation(line: 27, column: 22, scope: !11)
!140 = !DILocation(line: 27, column: 54, scope: !11)
!141 = !DILocation(line: 78, column: 20, scope: !142, inlinedAt: !143)
!142 = distinct !DISubprogram(name: "__ffsll", scope: !24, file: !24, line: 77, type: !12, scopeLine: 77, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!143 = distinct !DILocation(line: 27, column: 35, scope: !11)
!144 = !DILocation(line: 78, column: 14, scope: !142, inlinedAt: !143)
!145 = !DILocation(line: 78, column: 57, scope: !142, inlinedAt: !143)
!146 = !DILocation(line: 154, column: 12, scope: !147, inlinedAt: !148)
!147 = distinct !DISubprogram(name: "__brev", scope: !24, file: !24, line: 153, type: !12, scopeLine: 153, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!148 = distinct !DILocation(line: 27, column: 59, scope: !11)
!149 = !DILocation(line: 28, column: 33, scope: !11)
!150 = !DILocation(line: 28, column: 42, scope: !11)
!151 = !DILocation(line: 27, column: 33, scope: !11)
!152 = !DILocation(line: 28, column: 18, scope: !11)
!153 = !DILocation(line: 28, column: 22, scope: !11)
!154 = !DILocation(line: 28, column: 26, scope: !11)
!155 = !DILocation(line: 28, column: 35, scope: !11)
!156 = !DILocation(line: 28, column: 44, scope: !11)
!157 = !DILocation(line: 28, column: 48, scope: !11)
!158 = !DILocation(line: 28, column: 53, scope: !11)
!159 = !DILocation(line: 28, column: 58, scope: !11)
!160 = !DILocation(line: 28, column: 63, scope: !11)
!161 = !DILocation(line: 28, column: 67, scope: !11)
!162 = !DILocation(line: 28, column: 71, scope: !11)
!163 = !DILocation(line: 28, column: 77, scope: !11)
!164 = !DILocation(line: 28, column: 82, scope: !11)
!165 = !DILocation(line: 28, column: 87, scope: !11)
!166 = !DILocation(line: 28, column: 92, scope: !11)
!167 = !DILocation(line: 27, column: 57, scope: !11)
!168 = !DILocation(line: 28, column: 98, scope: !11)
!169 = !DILocation(line: 28, column: 3, scope: !11)
!170 = !DILocation(line: 28, column: 14, scope: !11)
!171 = !{!172, !172, i64 0}
!172 = !{!"int", !173, i64 0}
!173 = !{!"omnipotent char", !174, i64 0}
!174 = !{!"Simple C++ TBAA"}
!175 = !DILocation(line: 29, column: 1, scope: !11)
!176 = !DISubprogram(name: "__builtin_amdgcn_atomic_inc", scope: !81, file: !81, line: 626, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!177 = !DISubprogram(name: "__builtin_amdgcn_atomic_dec", scope: !81, file: !81, line: 643, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
