; Bug (twin of padded_wide_load): the whole 8 bytes, padding included, are stored.
; ARGS: --workgroup-size 64
target triple = "amdgcn-amd-amdhsa"
@lds = internal addrspace(3) global [128 x i32] poison, align 16
define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = mul i32 %t, 2
  %w = getelementptr i32, ptr addrspace(3) @lds, i32 %slot
  store i32 %t, ptr addrspace(3) %w, align 8
  %wide = load i64, ptr addrspace(3) %w, align 8 ; FINDING: undef-read
  %o = getelementptr i64, ptr addrspace(1) %out, i32 %t
  store i64 %wide, ptr addrspace(1) %o, align 8 ; USE: undef-read
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.s.barrier()
