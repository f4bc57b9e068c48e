; A global wave sync semaphore on a path the launch may not take: with %grid = 0 the
; workgroup barrier (fenced) orders each lane's write before its neighbour's read
; (clean); with %grid != 0 wave 0 reaches llvm.amdgcn.ds.gws.sema.v, which the model
; lacks (incomplete, at its line).

define amdgpu_kernel void @maybe_grid_sync(ptr addrspace(1) %out, i32 %grid) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %tid, ptr addrspace(1) %p, align 4
  %is_grid = icmp ne i32 %grid, 0
  br i1 %is_grid, label %gws, label %local
gws:
  call void @llvm.amdgcn.ds.gws.sema.v(i32 0)
  br label %read
local:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %read
read:
  %n = xor i32 %tid, 1
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %n
  %v = load i32, ptr addrspace(1) %q, align 4
  %r = getelementptr inbounds i32, ptr addrspace(1) %out, i32 64
  %s = getelementptr inbounds i32, ptr addrspace(1) %r, i32 %tid
  store i32 %v, ptr addrspace(1) %s, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
declare void @llvm.amdgcn.ds.gws.sema.v(i32)
