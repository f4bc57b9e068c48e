; amdsync lowering of gfx1250 for gfx1250
target triple = "amdgcn-amd-amdhsa"

@tile = internal addrspace(3) global [1024 x i8] poison, align 16
@bar = internal addrspace(3) global [2 x target("amdgcn.named.barrier", 0)] poison

define void @helper(ptr addrspace(1) %g) #1 {
entry:
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  ret void
}

define amdgpu_kernel void @k(ptr addrspace(1) noalias %g, ptr addrspace(1) noalias %out) #0 {
entry:
  %id1 = call i32 @llvm.amdgcn.workitem.id.x()
  %v2 = mul i32 %id1, 4
  %p3 = getelementptr i8, ptr addrspace(3) @tile, i32 %v2
  %v4 = mul i32 %id1, 4
  %p5 = getelementptr i8, ptr addrspace(1) %g, i32 %v4
  call void @llvm.amdgcn.global.load.async.to.lds.b128(ptr addrspace(1) %p5, ptr addrspace(3) %p3, i32 0, i32 0)
  %v6 = mul i32 %id1, 8
  %p7 = getelementptr i8, ptr addrspace(1) %g, i32 %v6
  call void @llvm.amdgcn.cluster.load.async.to.lds.b64(ptr addrspace(1) %p7, ptr addrspace(3) %p3, i32 0, i32 0, i32 1)
  %v8 = mul i32 %id1, 4
  %p9 = getelementptr i8, ptr addrspace(1) %g, i32 %v8
  %.lane1 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %.ldsoff2 = mul i32 %.lane1, 4
  %.ldsdst3 = getelementptr i8, ptr addrspace(3) @tile, i32 %.ldsoff2
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %p9, ptr addrspace(3) %.ldsdst3, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v10 = mul i32 %id1, 4
  %p11 = getelementptr i8, ptr addrspace(1) %out, i32 %v10
  call void @llvm.amdgcn.global.store.async.from.lds.b32(ptr addrspace(1) %p11, ptr addrspace(3) %p3, i32 0, i32 0)
  call void @llvm.amdgcn.s.barrier.signal(i32 -1)
  call void @llvm.amdgcn.s.barrier.wait(i16 -1)
  call void @llvm.amdgcn.s.barrier.signal(i32 -3)
  call void @llvm.amdgcn.s.barrier.wait(i16 -3)
  call void @llvm.amdgcn.s.barrier.init(ptr addrspace(3) @bar, i32 2)
  call void @llvm.amdgcn.s.barrier.join(ptr addrspace(3) @bar)
  call void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3) @bar, i32 4)
  call void @llvm.amdgcn.s.barrier.wait(i16 1)
  call void @llvm.amdgcn.s.barrier.leave(i16 1)
  call void @helper(ptr addrspace(1) %g)
  ret void
}

declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.cluster.load.async.to.lds.b64(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg, i32)
declare void @llvm.amdgcn.global.load.async.to.lds.b128(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg)
declare void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg)
declare void @llvm.amdgcn.global.store.async.from.lds.b32(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg)
declare void @llvm.amdgcn.s.barrier.init(ptr addrspace(3), i32)
declare void @llvm.amdgcn.s.barrier.join(ptr addrspace(3))
declare void @llvm.amdgcn.s.barrier.leave(i16 immarg)
declare void @llvm.amdgcn.s.barrier.signal(i32 immarg)
declare void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3), i32)
declare void @llvm.amdgcn.s.barrier.wait(i16 immarg)
declare void @llvm.amdgcn.wait.asyncmark(i16 immarg)

attributes #0 = { "target-cpu"="gfx1250" "amdgpu-flat-work-group-size"="1,1024" }
attributes #1 = { noinline "target-cpu"="gfx1250" }
