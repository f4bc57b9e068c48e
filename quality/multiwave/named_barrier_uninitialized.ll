; Bug: nobody initializes the named barrier before arriving.
; ARGS: --target gfx1250 --workgroup-size 128
target triple = "amdgcn-amd-amdhsa"
@a = internal addrspace(3) global target("amdgcn.named.barrier", 0) poison
@b = internal addrspace(3) global target("amdgcn.named.barrier", 0) poison
@lds = internal addrspace(3) global [512 x i32] poison, align 16
define amdgpu_kernel void @k(ptr addrspace(1) %g, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %wave = lshr i32 %t, 5
  call void @llvm.amdgcn.s.barrier.join(ptr addrspace(3) @a)
  call void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3) @a, i32 0) ; FINDING: barrier-ub
  call void @llvm.amdgcn.s.barrier.wait(i16 1) ; FINDING: deadlock
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
