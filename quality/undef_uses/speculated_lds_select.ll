; Benign: a speculated load of LDS nothing wrote (the stage a predicated-off copy would
; have filled); a select throws the value away, so it is never used.
; ARGS: --workgroup-size 64 --arg k=0
target triple = "amdgcn-amd-amdhsa"
@lds = internal addrspace(3) global [64 x i32] poison, align 16
define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %k) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(3) @lds, i32 %t
  %v = load i32, ptr addrspace(3) %p, align 4
  %has = icmp sgt i32 %k, 0
  %r = select i1 %has, i32 %v, i32 0
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %r, ptr addrspace(1) %o, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.s.barrier()
