; GFX12.5: named barriers, split workgroup barriers, cluster barriers, per-lane async
; copies between global memory and LDS, and load-visible / store-available operations.
target triple = "amdgcn-amd-amdhsa"

@producers = internal addrspace(3) global target("amdgcn.named.barrier", 0) poison
@stages = internal addrspace(3) global [2 x target("amdgcn.named.barrier", 0)] poison
@stage = internal addrspace(3) global [256 x i32] poison, align 16

define amdgpu_kernel void @warp_specialized(ptr addrspace(1) %g, ptr addrspace(1) %o) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %wave = lshr i32 %tid, 5
  %is_producer = icmp eq i32 %wave, 0
  call void @llvm.amdgcn.s.barrier.init(ptr addrspace(3) @producers, i32 2)
  call void @llvm.amdgcn.s.barrier.join(ptr addrspace(3) getelementptr inbounds ([2 x target("amdgcn.named.barrier", 0)], ptr addrspace(3) @stages, i32 0, i32 1))
  br i1 %is_producer, label %produce, label %consume

produce:
  %gp = getelementptr inbounds i32, ptr addrspace(1) %g, i32 %tid
  %lp = getelementptr inbounds [256 x i32], ptr addrspace(3) @stage, i32 0, i32 %tid
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %gp, ptr addrspace(3) %lp, i32 0, i32 0)
  call void @llvm.amdgcn.cluster.load.async.to.lds.b128(ptr addrspace(1) %gp, ptr addrspace(3) %lp, i32 16, i32 0, i32 3)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  call void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3) @producers, i32 0)
  br label %join

consume:
  call void @llvm.amdgcn.s.barrier.wait(i16 1)
  %first = call i1 @llvm.amdgcn.s.barrier.signal.isfirst(i32 -1)
  call void @llvm.amdgcn.s.barrier.wait(i16 -1)
  %cp = getelementptr inbounds [256 x i32], ptr addrspace(3) @stage, i32 0, i32 %tid
  %op = getelementptr inbounds i32, ptr addrspace(1) %o, i32 %tid
  call void @llvm.amdgcn.global.store.async.from.lds.b32(ptr addrspace(1) %op, ptr addrspace(3) %cp, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %vis = call <4 x i32> @llvm.amdgcn.av.load.b128.p1(ptr addrspace(1) %op, metadata !"agent")
  call void @llvm.amdgcn.av.global.store.b128(ptr addrspace(1) %g, <4 x i32> %vis, metadata !"workgroup-one-as")
  br label %join

join:
  call void @llvm.amdgcn.s.barrier.signal(i32 -1)
  call void @llvm.amdgcn.s.barrier.wait(i16 -1)
  %state = call i32 @llvm.amdgcn.s.get.named.barrier.state(ptr addrspace(3) @producers)
  call void @llvm.amdgcn.s.barrier.leave(i16 1)
  call void @llvm.amdgcn.s.cluster.barrier()
  call void @llvm.amdgcn.sched.barrier(i32 0)
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier.init(ptr addrspace(3), i32)
declare void @llvm.amdgcn.s.barrier.join(ptr addrspace(3))
declare void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg)
declare void @llvm.amdgcn.cluster.load.async.to.lds.b128(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3), i32)
declare void @llvm.amdgcn.s.barrier.wait(i16 immarg)
declare i1 @llvm.amdgcn.s.barrier.signal.isfirst(i32 immarg)
declare void @llvm.amdgcn.global.store.async.from.lds.b32(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg)
declare <4 x i32> @llvm.amdgcn.av.load.b128.p1(ptr addrspace(1), metadata)
declare void @llvm.amdgcn.av.global.store.b128(ptr addrspace(1), <4 x i32>, metadata)
declare void @llvm.amdgcn.s.barrier.signal(i32 immarg)
declare i32 @llvm.amdgcn.s.get.named.barrier.state(ptr addrspace(3))
declare void @llvm.amdgcn.s.barrier.leave(i16 immarg)
declare void @llvm.amdgcn.s.cluster.barrier()
declare void @llvm.amdgcn.sched.barrier(i32 immarg)

attributes #0 = { "target-cpu"="gfx1250" }
