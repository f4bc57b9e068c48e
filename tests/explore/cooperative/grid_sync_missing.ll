; grid_sync.ll without its grid.sync(): the read of the next workgroup's slot races.
; A grid-wide barrier as cooperative groups' this_grid().sync() is built without GWS:
; the workgroup meets at its barrier, one lane per workgroup adds to a counter with a
; release and spins on it with acquires until every workgroup has arrived, and the
; workgroup meets again. Each lane writes its slot, syncs, and reads the slot of the
; same lane in the next workgroup. Needs every workgroup co-resident (a cooperative
; launch): the spinning workgroups wait for the others to arrive.
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %bar, ptr addrspace(1) %buf, ptr addrspace(1) %out, i32 %nwg) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %g, 64
  %i = add i32 %base, %t
  %mine = getelementptr i32, ptr addrspace(1) %buf, i32 %i
  store i32 %t, ptr addrspace(1) %mine, align 4
  %g1 = add i32 %g, 1
  %wrap = icmp eq i32 %g1, %nwg
  %next = select i1 %wrap, i32 0, i32 %g1
  %nbase = mul i32 %next, 64
  %j = add i32 %nbase, %t
  %theirs = getelementptr i32, ptr addrspace(1) %buf, i32 %j
  %v = load i32, ptr addrspace(1) %theirs, align 4
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %v, ptr addrspace(1) %o, align 4
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare void @llvm.amdgcn.s.barrier()
