; Bug: expected count 2 for 4 waves: a phase can complete with the wave whose data
; is read still to arrive.
; ARGS: --target gfx1250 --workgroup-size 128
target triple = "amdgcn-amd-amdhsa"
@a = internal addrspace(3) global target("amdgcn.named.barrier", 0) poison
@b = internal addrspace(3) global target("amdgcn.named.barrier", 0) poison
@lds = internal addrspace(3) global [512 x i32] poison, align 16
define amdgpu_kernel void @k(ptr addrspace(1) %g, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %wave = lshr i32 %t, 5
  %is0 = icmp eq i32 %wave, 0
  br i1 %is0, label %init, label %ready
init:
  call void @llvm.amdgcn.s.barrier.init(ptr addrspace(3) @a, i32 2)
  br label %ready
ready:
  call void @llvm.amdgcn.s.barrier()
  call void @llvm.amdgcn.s.barrier.join(ptr addrspace(3) @a)
  %p = getelementptr i32, ptr addrspace(3) @lds, i32 %t
  store i32 %t, ptr addrspace(3) %p, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3) @a, i32 0)
  call void @llvm.amdgcn.s.barrier.wait(i16 1)
  fence syncscope("workgroup") acquire
  %o1 = add i32 %t, 32
  %o = and i32 %o1, 127
  %q = getelementptr i32, ptr addrspace(3) @lds, i32 %o
  %v = load i32, ptr addrspace(3) %q, align 4 ; FINDING: race
  %op = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %op, align 4
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
