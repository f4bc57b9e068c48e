; Bug: the same loop with barriers but no fences.
; ARGS: --target gfx950 --workgroup-size 256
target triple = "amdgcn-amd-amdhsa"
@lds = internal addrspace(3) global [512 x i32] poison, align 16
define amdgpu_kernel void @k(ptr addrspace(1) %g, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %wave = lshr i32 %t, 6
  %slot = mul i32 %wave, 64
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %gi = mul i32 %i, 256
  %gj = add i32 %gi, %t
  %src = getelementptr i32, ptr addrspace(1) %g, i32 %gj
  %dst = getelementptr i32, ptr addrspace(3) @lds, i32 %slot
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %src, ptr addrspace(3) %dst, i32 4, i32 0, i32 0) ; FINDING: race (strict)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  call void @llvm.amdgcn.s.barrier()
  %o1 = add i32 %t, 64
  %o = and i32 %o1, 255
  %q = getelementptr i32, ptr addrspace(3) @lds, i32 %o
  %v = load i32, ptr addrspace(3) %q, align 4 ; FINDING: undef-read
  %op = getelementptr i32, ptr addrspace(1) %out, i32 %gj
  store i32 %v, ptr addrspace(1) %op, align 4
  call void @llvm.amdgcn.s.barrier()
  %next = add i32 %i, 1
  %more = icmp slt i32 %next, 8
  br i1 %more, label %loop, label %done
done:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.load.to.lds.p1(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.s.barrier()
declare void @llvm.amdgcn.s.barrier.signal(i32 immarg)
declare void @llvm.amdgcn.s.barrier.wait(i16 immarg)
declare void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3), i32)
declare void @llvm.amdgcn.s.barrier.init(ptr addrspace(3), i32)
declare void @llvm.amdgcn.s.barrier.join(ptr addrspace(3))
declare void @llvm.amdgcn.s.barrier.leave(i16 immarg)
declare void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg)
declare i32 @llvm.amdgcn.workgroup.id.x()
