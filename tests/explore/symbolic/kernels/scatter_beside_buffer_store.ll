; Lane t stores to out[route[t]] with a plain store; then lane t stores through a
; buffer resource made from out at its own word t (raw.ptr.buffer.store). The writes
; of two lanes meet where route[t] = t' for another lane t' (a race for some routing;
; a lane's own two writes are ordered). The buffer-resource store must be judged
; against the plain store at a term address, or the check would miss the race.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @scatter_beside_buffer_store(ptr addrspace(1) %route, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %rp = getelementptr i32, ptr addrspace(1) %route, i32 %t
  %slot = load i32, ptr addrspace(1) %rp, align 4
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %slot
  store i32 1, ptr addrspace(1) %p, align 4
  %r = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %out, i16 0, i64 1024, i32 159744)
  %off = mul i32 %t, 4
  call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 2, ptr addrspace(8) %r, i32 %off, i32 0, i32 0)
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32, ptr addrspace(8), i32, i32, i32)
