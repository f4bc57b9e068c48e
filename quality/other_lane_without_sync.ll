; Each lane waits for its own copy, then reads its neighbour's: lanes are threads,
; and nothing orders the neighbour's copy before this read (docs/semantics/model.md).
; ARGS: --workgroup-size 64
target triple = "amdgcn-amd-amdhsa"
@lds = internal addrspace(3) global [64 x i32] poison, align 16
define amdgpu_kernel void @k(ptr addrspace(1) %g, ptr addrspace(1) %out) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %src = getelementptr i32, ptr addrspace(1) %g, i32 %t
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %src, ptr addrspace(3) @lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %n1 = add i32 %t, 1
  %n = and i32 %n1, 63
  %r = getelementptr i32, ptr addrspace(3) @lds, i32 %n
  %v = load i32, ptr addrspace(3) %r, align 4 ; FINDING: undef-read
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
