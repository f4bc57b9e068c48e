; An LDS histogram whose keys are read through a buffer resource (Triton's loads): 16 lanes
; clear their own bin with a relaxed atomic, a fenced barrier, then atomicAdd at the key's
; bin (a term: the buffer load's). The LDS variable is logged only if the buffer load does
; not count as a pointer of unknown origin that may reach it (a resource addresses global
; memory): clean for every input.
target triple = "amdgcn-amd-amdhsa"
@bins = internal addrspace(3) global [16 x i32] undef, align 4

define amdgpu_kernel void @hist(ptr addrspace(1) %data) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %own = getelementptr i32, ptr addrspace(3) @bins, i32 %t
  store atomic i32 0, ptr addrspace(3) %own syncscope("workgroup") monotonic, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %r = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %data, i16 0, i64 64, i32 159744)
  %o = shl i32 %t, 2
  %d = call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %r, i32 %o, i32 0, i32 0)
  %i = and i32 %d, 15
  %p = getelementptr i32, ptr addrspace(3) @bins, i32 %i
  %old = atomicrmw add ptr addrspace(3) %p, i32 1 syncscope("workgroup") monotonic, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8), i32, i32, i32)
