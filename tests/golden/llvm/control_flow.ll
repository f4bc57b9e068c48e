; Control flow with unnamed values and blocks: a switch, a counted loop with phis and
; select, and an internal helper with its own asyncmark sequence, called from the kernel
; (amdgpu-async-operations, "Ordinary function call").
target triple = "amdgcn-amd-amdhsa"

@buf = internal addrspace(3) global [64 x i32] poison, align 16

define internal void @issue_block(ptr addrspace(1) %src, i32 %k) {
  %2 = getelementptr i32, ptr addrspace(1) %src, i32 %k
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %2, ptr addrspace(3) @buf, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  ret void
}

define amdgpu_kernel void @dispatch(ptr addrspace(1) %0, i32 %1) {
  %3 = call i32 @llvm.amdgcn.workitem.id.x()
  switch i32 %1, label %9 [
    i32 0, label %4
    i32 3, label %6
    i32 -1, label %9
  ]

4:                                                ; preds = %2
  call void @issue_block(ptr addrspace(1) %0, i32 %3)
  br label %9

6:                                                ; preds = %6, %2
  %7 = phi i32 [ 0, %2 ], [ %8, %6 ]
  %8 = add nsw i32 %7, 1
  %small = icmp ult i32 %8, 4
  %step = select i1 %small, i32 %8, i32 4
  %m = call i32 @llvm.smin.i32(i32 %step, i32 %3)
  call void @llvm.assume(i1 true)
  br i1 %small, label %6, label %9

9:                                                ; preds = %6, %4, %2, %2
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare i32 @llvm.smin.i32(i32, i32)
declare void @llvm.assume(i1)
