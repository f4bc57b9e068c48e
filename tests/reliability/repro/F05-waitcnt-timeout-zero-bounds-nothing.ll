; Bug: one buffer too few; the next copy lands in the tile still in flight.
; Depth-3 LDS pipeline, 2 buffers, wait.asyncmark(2) per iteration.
; ARGS: --workgroup-size 64 --arg n=6
target triple = "amdgcn-amd-amdhsa"

@tiles = internal addrspace(3) global [128 x i32] poison, align 16
define amdgpu_kernel void @k(ptr addrspace(1) %g, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %gi0 = add i32 %t, 0
  %src0 = getelementptr i32, ptr addrspace(1) %g, i32 %gi0
  %dst0 = getelementptr i32, ptr addrspace(3) @tiles, i32 0
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %src0, ptr addrspace(3) %dst0, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %gi1 = add i32 %t, 64
  %src1 = getelementptr i32, ptr addrspace(1) %g, i32 %gi1
  %dst1 = getelementptr i32, ptr addrspace(3) @tiles, i32 64
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %src1, ptr addrspace(3) %dst1, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %ahead = add i32 %i, 2
  %slot = urem i32 %ahead, 2
  %gtile = mul i32 %ahead, 64
  %gidx = add i32 %gtile, %t
  %src = getelementptr i32, ptr addrspace(1) %g, i32 %gidx
  %soff = mul i32 %slot, 64
  %dst = getelementptr i32, ptr addrspace(3) @tiles, i32 %soff
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %src, ptr addrspace(3) %dst, i32 4, i32 0, i32 0) ; FINDING: race
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 2)
  %rslot = urem i32 %i, 2
  %roff = mul i32 %rslot, 64
  %ridx = add i32 %roff, %t
  %rptr = getelementptr i32, ptr addrspace(3) @tiles, i32 %ridx
  %v = load i32, ptr addrspace(3) %rptr, align 4 ; FINDING: undef-read
  %otile = mul i32 %i, 64
  %oidx = add i32 %otile, %t
  %optr = getelementptr i32, ptr addrspace(1) %out, i32 %oidx
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
declare void @llvm.amdgcn.load.to.lds.p1(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.s.barrier()
