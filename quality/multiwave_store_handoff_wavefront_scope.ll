; Bug: wavefront-scope fences do not synchronize with other waves of the workgroup.
; ARGS: --workgroup-size 256
target triple = "amdgcn-amd-amdhsa"
@lds = internal addrspace(3) global [256 x i32] poison, align 16
define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %w = getelementptr i32, ptr addrspace(3) @lds, i32 %t
  store i32 %t, ptr addrspace(3) %w, align 4
  fence syncscope("wavefront") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("wavefront") acquire
  %o1 = add i32 %t, 64
  %other = and i32 %o1, 255
  %r = getelementptr i32, ptr addrspace(3) @lds, i32 %other
  %v = load i32, ptr addrspace(3) %r, align 4 ; FINDING: race
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
