; A double-buffered tile pipeline on gfx1250 tensor DMA (issue 15, item 4).
;
; Two waves of 32 lanes sum the four 8 x 8 tiles of a 32 x 8 matrix of i32 (rows 8
; elements apart), element by element: lane t of the workgroup adds element t ^ 32 of
; every tile, from the rows the other wave loaded. Tile i is loaded into LDS buffer i % 2 while tile i - 1 is read from the other
; one; each wave loads its own 4 rows of the tile (as Triton splits a block between
; waves), with a descriptor whose tensor extent is the rows left below the tile.
;
;   amdsync check examples/tensor_dma/tile_pipeline.ll --target gfx1250 --workgroup-size 64
;
; s_wait_tensorcnt(1) leaves only the tile just issued in flight; the barrier after it
; lets every lane read both waves' rows; the barrier after the reads keeps the next
; load into that buffer from overwriting it early. tile_pipeline_bug.ll waits with a
; count of 2 instead: nothing completes, and the reads of the tile are undef.
target triple = "amdgcn-amd-amdhsa"

@buf = internal addrspace(3) global [128 x i32] poison, align 16

define amdgpu_kernel void @tile_pipeline(ptr addrspace(1) %a, ptr addrspace(1) %out) #0 {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %w = lshr i32 %t, 5
  %base = ptrtoint ptr addrspace(1) %a to i64
  %lds = ptrtoint ptr addrspace(3) @buf to i32
  %wrow = shl i32 %w, 2
  %wlds = shl i32 %w, 7
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %latch ]
  %more = icmp ult i32 %i, 4
  br i1 %more, label %issue, label %drain

issue:
  ; Rows 8i + 4w .. 8i + 4w + 3 of A into buf[i % 2], this wave's half.
  %tile_row = shl i32 %i, 3
  %row0 = add i32 %tile_row, %wrow
  %row_bytes = shl i32 %row0, 5
  %row_off = zext i32 %row_bytes to i64
  %addr = add i64 %base, %row_off
  %lo = trunc i64 %addr to i32
  %hi64 = lshr i64 %addr, 32
  %hi = trunc i64 %hi64 to i32
  %type = or i32 %hi, -2147483648
  %slot = and i32 %i, 1
  %slot_bytes = shl i32 %slot, 8
  %lds_slot = add i32 %lds, %slot_bytes
  %lds_addr = add i32 %lds_slot, %wlds
  %g0.1 = insertelement <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, i32 %lds_addr, i32 1
  %g0.2 = insertelement <4 x i32> %g0.1, i32 %lo, i32 2
  %g0 = insertelement <4 x i32> %g0.2, i32 %type, i32 3
  ; Group 1: 4-byte elements; tensor 8 columns x (32 - row0) rows; tile 8 x 4; rows 8
  ; elements apart.
  %rows_left = sub i32 32, %row0
  %dim1 = shl i32 %rows_left, 16
  %g1 = insertelement <8 x i32> <i32 131072, i32 524288, i32 poison, i32 524288, i32 4, i32 8, i32 0, i32 0>, i32 %dim1, i32 2
  call void @llvm.amdgcn.tensor.load.to.lds.d2(<4 x i32> %g0, <8 x i32> %g1, i32 0)
  %first = icmp eq i32 %i, 0
  br i1 %first, label %latch, label %steady

steady:
  call void @llvm.amdgcn.s.wait.tensorcnt(i16 1)
  br label %consume

drain:
  call void @llvm.amdgcn.s.wait.tensorcnt(i16 0)
  br label %consume

consume:
  ; Tile i - 1, from buf[(i - 1) % 2], once both waves' rows are there.
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %prev = sub i32 %i, 1
  %prev_slot = and i32 %prev, 1
  %slot_elems = shl i32 %prev_slot, 6
  %other = xor i32 %t, 32
  %e = add i32 %slot_elems, %other
  %p = getelementptr i32, ptr addrspace(3) @buf, i32 %e
  %v = load i32, ptr addrspace(3) %p
  %acc.c = add i32 %acc, %v
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %last = icmp eq i32 %i, 4
  br i1 %last, label %exit, label %latch

latch:
  %acc.next = phi i32 [ %acc, %issue ], [ %acc.c, %consume ]
  %i.next = add i32 %i, 1
  br label %loop

exit:
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %acc.c, ptr addrspace(1) %o
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.tensor.load.to.lds.d2(<4 x i32>, <8 x i32>, i32 immarg)
declare void @llvm.amdgcn.s.wait.tensorcnt(i16 immarg)
declare void @llvm.amdgcn.s.barrier()

attributes #0 = { "target-cpu"="gfx1250" "amdgpu-flat-work-group-size"="64,64" }
