; Two copies, two marks; wait(1) completes the first, wait(0) the second.
; ARGS: --workgroup-size 64
target triple = "amdgcn-amd-amdhsa"
@lds = internal addrspace(3) global [128 x i32] poison, align 16
define amdgpu_kernel void @k(ptr addrspace(1) %g, ptr addrspace(1) %out) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %src0 = getelementptr i32, ptr addrspace(1) %g, i32 %t
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %src0, ptr addrspace(3) @lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %t1 = add i32 %t, 64
  %src1 = getelementptr i32, ptr addrspace(1) %g, i32 %t1
  %dst1 = getelementptr i32, ptr addrspace(3) @lds, i32 64
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %src1, ptr addrspace(3) %dst1, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %r0 = getelementptr i32, ptr addrspace(3) @lds, i32 %t
  %v0 = load i32, ptr addrspace(3) %r0, align 4
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %r1 = getelementptr i32, ptr addrspace(3) %dst1, i32 %t
  %v1 = load i32, ptr addrspace(3) %r1, align 4
  %s = add i32 %v0, %v1
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %s, ptr addrspace(1) %o, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.load.to.lds.p1(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.s.barrier()
