; The source of an in-flight copy is overwritten before the wait.
; ARGS: --workgroup-size 64
target triple = "amdgcn-amd-amdhsa"
@lds = internal addrspace(3) global [64 x i32] poison, align 16
define amdgpu_kernel void @k(ptr addrspace(1) %g, ptr addrspace(1) %out) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %src = getelementptr i32, ptr addrspace(1) %g, i32 %t
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %src, ptr addrspace(3) @lds, i32 4, i32 0, i32 0) ; ORIGIN: undef-read
  call void @llvm.amdgcn.asyncmark()
  store i32 0, ptr addrspace(1) %src, align 4 ; FINDING: undef-read (strict)
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %r = getelementptr i32, ptr addrspace(3) @lds, i32 %t
  %v = load i32, ptr addrspace(3) %r, align 4
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %o, align 4 ; USE: undef-read
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.load.to.lds.p1(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.s.barrier()
