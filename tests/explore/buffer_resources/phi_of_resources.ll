; A phi of two buffer resources (Triton's fused softmax takes its output resource
; through one): even lanes come from the edge that made %ra, odd lanes from %rb, and
; each lane stores through its own. OFFSET is the byte offset each lane stores at:
; (lane / 2) * 4 gives every lane its own slot (clean); 0 makes the even lanes share
; a[0] (a race at the store).
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %odd = and i32 %t, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %right, label %left
left:
  %ra = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %a, i16 0, i64 1024, i32 159744)
  br label %join
right:
  %rb = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %b, i16 0, i64 1024, i32 159744)
  br label %join
join:
  %r = phi ptr addrspace(8) [ %ra, %left ], [ %rb, %right ]
  %half = lshr i32 %t, 1
  %off = OFFSET
  call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %t, ptr addrspace(8) %r, i32 %off, i32 0, i32 0)
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32, ptr addrspace(8), i32, i32, i32)
