; A wait.asyncmark(1) that waits for nothing while n <= 1500 (one mark outstanding) and
; for the first copy when n > 1500 (three): it is no no-op over n in [1, 2100]
; (tests/tasks/test_sweep_plan.py: notes of a sweep cut into runs).
target triple = "amdgcn-amd-amdhsa"
@tiles = internal addrspace(3) global [192 x i32] poison, align 16
define amdgpu_kernel void @k(ptr addrspace(1) %g, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %src0 = getelementptr i32, ptr addrspace(1) %g, i32 %t
  %dst0 = getelementptr i32, ptr addrspace(3) @tiles, i32 0
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %src0, ptr addrspace(3) %dst0, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %big = icmp sgt i32 %n, 1500
  br i1 %big, label %more, label %wait
more:
  %dst1 = getelementptr i32, ptr addrspace(3) @tiles, i32 64
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %src0, ptr addrspace(3) %dst1, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %dst2 = getelementptr i32, ptr addrspace(3) @tiles, i32 128
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %src0, ptr addrspace(3) %dst2, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %wait
wait:
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %r = getelementptr i32, ptr addrspace(3) @tiles, i32 %t
  %v = load i32, ptr addrspace(3) %r, align 4
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %o, align 4
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
