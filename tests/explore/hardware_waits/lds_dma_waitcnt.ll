; Each wave copies its 64 words of %g into its own quarter of @lds with the
; asynchronous LDS DMA (the LDS address is wave-uniform; the hardware adds
; 4 * lane id), waits for it with s_waitcnt, and after a fenced barrier every lane
; reads the word the other wave copied (docs/semantics/hardware-waits.md).
; WAIT is replaced by the tests: 3952 = vmcnt(0) expcnt(7) lgkmcnt(15) on gfx9.
target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [128 x i32] poison, align 16

define amdgpu_kernel void @copy_then_read(ptr addrspace(1) %g, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %wave = lshr i32 %t, 6
  %base = shl i32 %wave, 6
  %src = getelementptr i32, ptr addrspace(1) %g, i32 %t
  %dst = getelementptr i32, ptr addrspace(3) @lds, i32 %base
  call void @llvm.amdgcn.COPY(ptr addrspace(1) %src, ptr addrspace(3) %dst, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.s.waitcnt(i32 WAIT)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %other = add i32 %t, 64
  %n = and i32 %other, 127
  %p = getelementptr i32, ptr addrspace(3) @lds, i32 %n
  %v = load i32, ptr addrspace(3) %p
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %o
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.COPY(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.s.waitcnt(i32)
declare void @llvm.amdgcn.s.barrier()
