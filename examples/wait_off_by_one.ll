; A three-stage LDS pipeline on gfx950 whose wait count is one too high.
;
; Each iteration copies tile i+2 into LDS with an async LDS DMA and marks it; tiles i,
; i+1 and i+2 are then in flight, and the iteration reads tile i. Reading tile i needs
; its mark complete, i.e. at most 2 marks outstanding: wait.asyncmark(2). The kernel
; says wait.asyncmark(3), which waits for nothing: the read may see LDS before the copy
; of tile i lands.
;
;   amdsync check examples/wait_off_by_one.ll --workgroup-size 64 --arg n=8
target triple = "amdgcn-amd-amdhsa"

@tiles = internal addrspace(3) global [768 x i32] poison, align 16

define amdgpu_kernel void @pipelined_copy(ptr addrspace(1) %src, ptr addrspace(1) %dst, i32 %n) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  ; prologue: tiles 0 and 1
  %p0 = getelementptr i32, ptr addrspace(1) %src, i32 %lane
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %p0, ptr addrspace(3) @tiles, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %i1 = add i32 %lane, 64
  %p1 = getelementptr i32, ptr addrspace(1) %src, i32 %i1
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %p1, ptr addrspace(3) getelementptr inbounds ([768 x i32], ptr addrspace(3) @tiles, i32 0, i32 256), i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  ; copy tile i+2 into slot (i+2) % 3
  %ahead = add i32 %i, 2
  %slot = urem i32 %ahead, 3
  %gidx = mul i32 %ahead, 64
  %gidx.lane = add i32 %gidx, %lane
  %gsrc = getelementptr i32, ptr addrspace(1) %src, i32 %gidx.lane
  %soff = mul i32 %slot, 256
  %sdst = getelementptr i32, ptr addrspace(3) @tiles, i32 %soff
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %gsrc, ptr addrspace(3) %sdst, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  ; BUG: three marks are outstanding here and tile i's is the oldest: the count must be 2.
  call void @llvm.amdgcn.wait.asyncmark(i16 3)
  %rslot = urem i32 %i, 3
  %roff = mul i32 %rslot, 256
  %roff.lane = add i32 %roff, %lane
  %rptr = getelementptr i32, ptr addrspace(3) @tiles, i32 %roff.lane
  %v = load i32, ptr addrspace(3) %rptr, align 4
  %oidx = mul i32 %i, 64
  %oidx.lane = add i32 %oidx, %lane
  %optr = getelementptr i32, ptr addrspace(1) %dst, i32 %oidx.lane
  store i32 %v, ptr addrspace(1) %optr, align 4
  %next = add i32 %i, 1
  %more = icmp slt i32 %next, %n
  br i1 %more, label %loop, label %done

done:
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
