; GFX12.5 cluster barrier: each workgroup's wave 0 arrives for its workgroup (after
; a workgroup barrier), every wave waits; cluster-scope fences order the global data.
; ARGS: --target gfx1250 --workgroup-size 64 --workgroups 2 --cluster-size 2
target triple = "amdgcn-amd-amdhsa"
@a = internal addrspace(3) global target("amdgcn.named.barrier", 0) poison
@b = internal addrspace(3) global target("amdgcn.named.barrier", 0) poison
@lds = internal addrspace(3) global [512 x i32] poison, align 16
define amdgpu_kernel void @k(ptr addrspace(1) %g, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %wave = lshr i32 %t, 5
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %wg, 64
  %gi = add i32 %base, %t
  %gp = getelementptr i32, ptr addrspace(1) %out, i32 %gi
  store i32 %t, ptr addrspace(1) %gp, align 4
  fence syncscope("cluster") release
  call void @llvm.amdgcn.s.barrier.signal(i32 -1)
  call void @llvm.amdgcn.s.barrier.wait(i16 -1)
  fence syncscope("cluster") acq_rel
  %w0 = icmp eq i32 %wave, 0
  br i1 %w0, label %arrive, label %wait
arrive:
  call void @llvm.amdgcn.s.barrier.signal(i32 -3)
  br label %wait
wait:
  call void @llvm.amdgcn.s.barrier.wait(i16 -3)
  fence syncscope("cluster") acquire
  %owg = xor i32 %wg, 1
  %obase = mul i32 %owg, 64
  %oi = add i32 %obase, %t
  %oq = getelementptr i32, ptr addrspace(1) %out, i32 %oi
  %v = load i32, ptr addrspace(1) %oq, align 4
  %gp2 = getelementptr i32, ptr addrspace(1) %g, i32 %gi
  store i32 %v, ptr addrspace(1) %gp2, align 4
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
