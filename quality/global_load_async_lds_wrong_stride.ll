; Bug: the kernel assumes 4-byte lane strides, but 16-byte copies land at 16*lane;
; without a wait, lane t reads bytes another lane's copy writes (and its own is unordered).
; ARGS: --workgroup-size 64
target triple = "amdgcn-amd-amdhsa"
@lds = internal addrspace(3) global [256 x i32] poison, align 16
define amdgpu_kernel void @k(ptr addrspace(1) %g, ptr addrspace(1) %out) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %e = mul i32 %t, 4
  %src = getelementptr i32, ptr addrspace(1) %g, i32 %e
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %src, ptr addrspace(3) @lds, i32 16, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %r = getelementptr i32, ptr addrspace(3) @lds, i32 %t
  %v = load i32, ptr addrspace(3) %r, align 4 ; FINDING: undef-read
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %o, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.load.to.lds.p1(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.s.barrier()
