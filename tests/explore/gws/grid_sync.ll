; grid.sync() as the ROCm device libraries build it (__ockl_grid_sync): an agent
; seq_cst fence, s_barrier, work-item 0 of each workgroup in ds_gws_barrier with the
; number of workgroups minus one, s_barrier. Work-item WRITER of workgroup 0 writes
; data before it; work-item READER of workgroup 1 reads it after, ACQUIRE.
; (tests/explore/gws/test_gws_barrier.py fills the capitals.)
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %data, ptr addrspace(1) %out, i32 %nwm1) {
entry:
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %w0 = icmp eq i32 %wg, 0
  %l0 = icmp eq i32 %t, 0
  %lw = icmp eq i32 %t, WRITER
  %writer = and i1 %w0, %lw
  br i1 %writer, label %write, label %sync
write:
  store i32 42, ptr addrspace(1) %data, align 4
  br label %sync
sync:
  fence syncscope("agent") seq_cst
  call void @llvm.amdgcn.s.barrier()
  br i1 %l0, label %gws, label %after
gws:
  GWS call void @llvm.amdgcn.ds.gws.barrier(i32 %nwm1, i32 0)
  br label %after
after:
  call void @llvm.amdgcn.s.barrier()
  ACQUIRE
  %w1 = icmp eq i32 %wg, 1
  %me = icmp eq i32 %t, READER
  %reader = and i1 %w1, %me
  br i1 %reader, label %read, label %end
read:
  %d = load i32, ptr addrspace(1) %data, align 4
  store i32 %d, ptr addrspace(1) %out, align 4
  br label %end
end:
  ret void
}
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
declare void @llvm.amdgcn.ds.gws.barrier(i32, i32)
