; The start of hip-tests' cooperative-groups sync checks (thread_block_sync_check,
; block_tile_sync_check): each work-item busy-waits for a period read from a buffer (the
; host: random periods, one per work-item), reading the clock until it has passed, then
; writes its own LDS slot; after the barrier it reads its neighbour's. The wait loop only
; computes (the first test, 0 < period, is before any clock read): each lane's period decides how often it goes round, so the lanes of a wave
; leave the loop at different trips. Clean for every period.
; Written here after what those tests teach: tests/published/test_lane_busy_wait.py.

@slots = internal addrspace(3) global [64 x i32] poison, align 4

define amdgpu_kernel void @lane_busy_wait(ptr addrspace(1) %periods, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %pp = getelementptr inbounds i32, ptr addrspace(1) %periods, i32 %tid
  %period = load i32, ptr addrspace(1) %pp, align 4
  %wide = zext i32 %period to i64
  %start = call i64 @llvm.amdgcn.s.memrealtime()
  %some = icmp ne i64 %wide, 0
  br i1 %some, label %wait, label %go
wait:
  %now = call i64 @llvm.amdgcn.s.memrealtime()
  %passed = sub i64 %now, %start
  %more = icmp ult i64 %passed, %wide
  br i1 %more, label %wait, label %go
go:
  %mine = getelementptr inbounds [64 x i32], ptr addrspace(3) @slots, i32 0, i32 %tid
  store i32 %tid, ptr addrspace(3) %mine, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %next = add i32 %tid, 1
  %wrap = and i32 %next, 63
  %theirs = getelementptr inbounds [64 x i32], ptr addrspace(3) @slots, i32 0, i32 %wrap
  %v = load i32, ptr addrspace(3) %theirs, align 4
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v, ptr addrspace(1) %po, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.amdgcn.s.memrealtime()
declare void @llvm.amdgcn.s.barrier()
