; Each lane stores its id to LDS, waits with s_waitcnt(0) and meets the others at
; s_barrier without the fences the barrier pairs with, then reads the word of the lane
; 64 away (in the other wave). A hardware wait adds no happens-before edge
; (docs/semantics/hardware-waits.md, "No ordering between waves either"): the load races
; with the other wave's store. FENCES is replaced by the tests.
target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [128 x i32] poison, align 4

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(3) @lds, i32 %t
  store i32 %t, ptr addrspace(3) %p
  tail call void @llvm.amdgcn.s.waitcnt(i32 0)
FENCE_RELEASE  call void @llvm.amdgcn.s.barrier()
FENCE_ACQUIRE  %other = xor i32 %t, 64
  %q = getelementptr i32, ptr addrspace(3) @lds, i32 %other
  %v = load i32, ptr addrspace(3) %q
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %o
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.waitcnt(i32)
declare void @llvm.amdgcn.s.barrier()
