; amdgpu-async-operations, Implementation notes: inlining may change what a wait covers.
target triple = "amdgcn-amd-amdhsa"

define internal void @foo() {
  call void @llvm.amdgcn.asyncmark() ; A
  ret void
}
define amdgpu_kernel void @bar() {
  call void @llvm.amdgcn.asyncmark() ; B
  call void @llvm.amdgcn.asyncmark() ; C
  call void @foo()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
