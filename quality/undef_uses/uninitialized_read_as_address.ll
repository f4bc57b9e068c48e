; Bug (twin of unused_uninitialized_read): the unwritten value is used as an index.
; ARGS: --workgroup-size 64
target triple = "amdgcn-amd-amdhsa"
@lds = internal addrspace(3) global [64 x i32] poison, align 16
define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(3) @lds, i32 %t
  %v = load i32, ptr addrspace(3) %p, align 4 ; FINDING: undef-read
  %i = and i32 %v, 63
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %t, ptr addrspace(1) %o, align 4 ; USE: undef-read
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.s.barrier()
