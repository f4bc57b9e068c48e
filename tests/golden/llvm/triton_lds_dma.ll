; A Triton-style kernel: each iteration copies a 256-float tile of %a into one of two
; LDS buffers with LDS DMA, waits for the previous tile with wait.asyncmark(1), and sums
; the tile in LDS into %out (software pipeline with two stages).
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@global_smem = external addrspace(3) global [0 x i8], align 16

define amdgpu_kernel void @matmul_kernel(ptr addrspace(1) noalias nocapture readonly %a, ptr addrspace(1) noalias nocapture %out, i32 %n_tiles) #0 !dbg !5 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !8
  %pid = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !8
  %tile_base = shl i32 %pid, 8
  %lane_off = add i32 %tile_base, %tid
  %src0 = getelementptr inbounds float, ptr addrspace(1) %a, i32 %lane_off, !dbg !9
  ; prologue: stage 0 into buffer 0
  tail call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %src0, ptr addrspace(3) @global_smem, i32 4, i32 0, i32 0), !dbg !9
  tail call void @llvm.amdgcn.asyncmark(), !dbg !9
  %has_work = icmp sgt i32 %n_tiles, 0
  br i1 %has_work, label %loop, label %exit

loop:                                             ; preds = %entry, %loop
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.000000e+00, %entry ], [ %acc.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %stage = and i32 %i.next, 1
  %buf_off = shl nuw nsw i32 %stage, 10
  %next_lds = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %buf_off, !dbg !10
  %next_tile = mul i32 %i.next, 65536
  %next_idx = add i32 %next_tile, %lane_off
  %next_src = getelementptr inbounds float, ptr addrspace(1) %a, i32 %next_idx, !dbg !10
  tail call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %next_src, ptr addrspace(3) %next_lds, i32 4, i32 0, i32 0), !dbg !10
  tail call void @llvm.amdgcn.asyncmark(), !dbg !10
  tail call void @llvm.amdgcn.wait.asyncmark(i16 1), !dbg !11
  tail call void @llvm.amdgcn.s.barrier(), !dbg !11
  %cur = and i32 %i, 1
  %cur_off = shl nuw nsw i32 %cur, 10
  %tid4 = shl nuw nsw i32 %tid, 2
  %elem_off = add nuw nsw i32 %cur_off, %tid4
  %elem = getelementptr inbounds i8, ptr addrspace(3) @global_smem, i32 %elem_off, !dbg !12
  %v = load float, ptr addrspace(3) %elem, align 4, !dbg !12
  %acc.next = fadd float %acc, %v, !dbg !12
  tail call void @llvm.amdgcn.s.barrier(), !dbg !12
  %done = icmp eq i32 %i.next, %n_tiles
  br i1 %done, label %exit, label %loop, !dbg !13

exit:                                             ; preds = %loop, %entry
  %sum = phi float [ 0.000000e+00, %entry ], [ %acc.next, %loop ]
  tail call void @llvm.amdgcn.wait.asyncmark(i16 0), !dbg !14
  %dst = getelementptr inbounds float, ptr addrspace(1) %out, i32 %lane_off, !dbg !14
  store float %sum, ptr addrspace(1) %dst, align 4, !dbg !14
  ret void, !dbg !15
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg, i32 immarg)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16 immarg)
declare void @llvm.amdgcn.s.barrier()

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,256" "target-cpu"="gfx950" }

!llvm.module.flags = !{!0, !1}
!llvm.dbg.cu = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!2 = distinct !DICompileUnit(language: DW_LANG_C, file: !3, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!3 = !DIFile(filename: "matmul.py", directory: "/kernels")
!4 = !DISubroutineType(cc: DW_CC_normal, types: !{})
!5 = distinct !DISubprogram(name: "matmul_kernel", linkageName: "matmul_kernel", scope: !3, file: !3, line: 10, type: !4, scopeLine: 10, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!8 = !DILocation(line: 12, column: 24, scope: !5)
!9 = !DILocation(line: 15, column: 8, scope: !5)
!10 = !DILocation(line: 18, column: 12, scope: !5)
!11 = !DILocation(line: 19, column: 8, scope: !5)
!12 = !DILocation(line: 21, column: 16, scope: !5)
!13 = !DILocation(line: 17, column: 4, scope: !5)
!14 = !DILocation(line: 24, column: 4, scope: !5)
!15 = !DILocation(line: 25, column: 4, scope: !5)
