; amdgpu-async-operations, Examples: "Software pipeline" (the loop runs 4 times).
target triple = "amdgcn-amd-amdhsa"

@l = internal addrspace(3) global [448 x i32] poison, align 16
define amdgpu_kernel void @foo(ptr addrspace(1) %g) {
entry:
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
  ; third block
  %gi2 = add i32 %t, 128
  %gp2 = getelementptr i32, ptr addrspace(1) %g, i32 %gi2
  %lp2 = getelementptr i32, ptr addrspace(3) @l, i32 128
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %gp2, ptr addrspace(3) %lp2, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  call void @llvm.amdgcn.wait.asyncmark(i16 2)
  ; use data
  %ui = mul i32 %i, 64
  %uj = add i32 %ui, %t
  %up = getelementptr i32, ptr addrspace(3) @l, i32 %uj
  %use = load i32, ptr addrspace(3) %up, align 4 ; READ block i
  ; next block
  %nb = add i32 %i, 3
  %nw = mul i32 %nb, 64
  %nj = add i32 %nw, %t
  %ng = getelementptr i32, ptr addrspace(1) %g, i32 %nj
  %nl = getelementptr i32, ptr addrspace(3) @l, i32 %nw
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %ng, ptr addrspace(3) %nl, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %next = add i32 %i, 1
  %more = icmp slt i32 %next, 4
  br i1 %more, label %loop, label %flush
flush:
  ; flush one block
  call void @llvm.amdgcn.wait.asyncmark(i16 2)
  %rif1 = add i32 %t, 256
  %rpf1 = getelementptr i32, ptr addrspace(3) @l, i32 %rif1
  %vf1 = load i32, ptr addrspace(3) %rpf1, align 4 ; READ block-of-copy-4
  ; flush one more block
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %rif2 = add i32 %t, 320
  %rpf2 = getelementptr i32, ptr addrspace(3) @l, i32 %rif2
  %vf2 = load i32, ptr addrspace(3) %rpf2, align 4 ; READ block-of-copy-5
  ; flush last block
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %rif3 = add i32 %t, 384
  %rpf3 = getelementptr i32, ptr addrspace(3) @l, i32 %rif3
  %vf3 = load i32, ptr addrspace(3) %rpf3, align 4 ; READ block-of-copy-6
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
