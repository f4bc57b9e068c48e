; amdgpu-async-operations, Examples: "Ordinary function call"; here bar() makes one async copy.
target triple = "amdgcn-amd-amdhsa"

@l = internal addrspace(3) global [256 x i32] poison, align 16
define internal void @bar(ptr addrspace(1) %g, i32 %t) {
  %gi3 = add i32 %t, 192
  %gp3 = getelementptr i32, ptr addrspace(1) %g, i32 %gi3
  %lp3 = getelementptr i32, ptr addrspace(3) @l, i32 192
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %gp3, ptr addrspace(3) %lp3, i32 4, i32 0, i32 0)
  ret void
}
define amdgpu_kernel void @foo(ptr addrspace(1) %g) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  ; first block
  %gi0 = add i32 %t, 0
  %gp0 = getelementptr i32, ptr addrspace(1) %g, i32 %gi0
  %lp0 = getelementptr i32, ptr addrspace(3) @l, i32 0
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %gp0, ptr addrspace(3) %lp0, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  ; second block
  %gi1 = add i32 %t, 64
  %gp1 = getelementptr i32, ptr addrspace(1) %g, i32 %gi1
  %lp1 = getelementptr i32, ptr addrspace(3) @l, i32 64
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %gp1, ptr addrspace(3) %lp1, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  ; function call
  call void @bar(ptr addrspace(1) %g, i32 %t)
  ; third block
  %gi2 = add i32 %t, 128
  %gp2 = getelementptr i32, ptr addrspace(1) %g, i32 %gi2
  %lp2 = getelementptr i32, ptr addrspace(3) @l, i32 128
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %gp2, ptr addrspace(3) %lp2, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1) ; wait for the second block
  %risecond = add i32 %t, 64
  %rpsecond = getelementptr i32, ptr addrspace(3) @l, i32 %risecond
  %vsecond = load i32, ptr addrspace(3) %rpsecond, align 4 ; READ block-of-copy-1
  call void @llvm.amdgcn.wait.asyncmark(i16 0) ; will wait for third block, including bar()
  %rithird = add i32 %t, 128
  %rpthird = getelementptr i32, ptr addrspace(3) @l, i32 %rithird
  %vthird = load i32, ptr addrspace(3) %rpthird, align 4 ; READ block-of-copy-2
  %ribar = add i32 %t, 192
  %rpbar = getelementptr i32, ptr addrspace(3) @l, i32 %ribar
  %vbar = load i32, ptr addrspace(3) %rpbar, align 4 ; READ block-of-copy-3
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
