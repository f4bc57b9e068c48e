; amdgpu-async-operations, Examples: "Uneven blocks of async transfers".
target triple = "amdgcn-amd-amdhsa"

@l = internal addrspace(3) global [640 x i32] poison, align 16
define amdgpu_kernel void @foo(ptr addrspace(1) %g) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  ; first block
  %gi0 = add i32 %t, 0
  %gp0 = getelementptr i32, ptr addrspace(1) %g, i32 %gi0
  %lp0 = getelementptr i32, ptr addrspace(3) @l, i32 0
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %gp0, ptr addrspace(3) %lp0, i32 4, i32 0, i32 0)
  %gi1 = add i32 %t, 64
  %gp1 = getelementptr i32, ptr addrspace(1) %g, i32 %gi1
  %lp1 = getelementptr i32, ptr addrspace(3) @l, i32 64
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %gp1, ptr addrspace(3) %lp1, i32 4, i32 0, i32 0)
  %gi2 = add i32 %t, 128
  %gp2 = getelementptr i32, ptr addrspace(1) %g, i32 %gi2
  %lp2 = getelementptr i32, ptr addrspace(3) @l, i32 128
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %gp2, ptr addrspace(3) %lp2, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  ; second block; longer
  %gi3 = add i32 %t, 192
  %gp3 = getelementptr i32, ptr addrspace(1) %g, i32 %gi3
  %lp3 = getelementptr i32, ptr addrspace(3) @l, i32 192
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %gp3, ptr addrspace(3) %lp3, i32 4, i32 0, i32 0)
  %gi4 = add i32 %t, 256
  %gp4 = getelementptr i32, ptr addrspace(1) %g, i32 %gi4
  %lp4 = getelementptr i32, ptr addrspace(3) @l, i32 256
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %gp4, ptr addrspace(3) %lp4, i32 4, i32 0, i32 0)
  %gi5 = add i32 %t, 320
  %gp5 = getelementptr i32, ptr addrspace(1) %g, i32 %gi5
  %lp5 = getelementptr i32, ptr addrspace(3) @l, i32 320
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %gp5, ptr addrspace(3) %lp5, i32 4, i32 0, i32 0)
  %gi6 = add i32 %t, 384
  %gp6 = getelementptr i32, ptr addrspace(1) %g, i32 %gi6
  %lp6 = getelementptr i32, ptr addrspace(3) @l, i32 384
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %gp6, ptr addrspace(3) %lp6, i32 4, i32 0, i32 0)
  %gi7 = add i32 %t, 448
  %gp7 = getelementptr i32, ptr addrspace(1) %g, i32 %gi7
  %lp7 = getelementptr i32, ptr addrspace(3) @l, i32 448
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %gp7, ptr addrspace(3) %lp7, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  ; third block; shorter
  %gi8 = add i32 %t, 512
  %gp8 = getelementptr i32, ptr addrspace(1) %g, i32 %gi8
  %lp8 = getelementptr i32, ptr addrspace(3) @l, i32 512
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %gp8, ptr addrspace(3) %lp8, i32 4, i32 0, i32 0)
  %gi9 = add i32 %t, 576
  %gp9 = getelementptr i32, ptr addrspace(1) %g, i32 %gi9
  %lp9 = getelementptr i32, ptr addrspace(3) @l, i32 576
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %gp9, ptr addrspace(3) %lp9, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  ; Wait for first block
  call void @llvm.amdgcn.wait.asyncmark(i16 2)
  %rifirst = add i32 %t, 0
  %rpfirst = getelementptr i32, ptr addrspace(3) @l, i32 %rifirst
  %vfirst = load i32, ptr addrspace(3) %rpfirst, align 4 ; READ block-of-copy-0
  %risecond = add i32 %t, 192
  %rpsecond = getelementptr i32, ptr addrspace(3) @l, i32 %risecond
  %vsecond = load i32, ptr addrspace(3) %rpsecond, align 4 ; READ block-of-copy-3
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
