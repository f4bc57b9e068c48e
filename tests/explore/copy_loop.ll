; n async copies into LDS tiles, one wait, a read of the first copy's tile (test_relax.py, test_param.py)
target triple = "amdgcn-amd-amdhsa"

@tiles = internal addrspace(3) global [512 x i32] poison, align 16
define amdgpu_kernel void @k(ptr addrspace(1) %g, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %tile = mul i32 %i, 64
  %idx = add i32 %tile, %t
  %src = getelementptr i32, ptr addrspace(1) %g, i32 %idx
  %dst = getelementptr i32, ptr addrspace(3) @tiles, i32 %idx
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %src, ptr addrspace(3) %dst, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %next = add i32 %i, 1
  %more = icmp slt i32 %next, %n
  br i1 %more, label %loop, label %done
done:
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %rptr = getelementptr i32, ptr addrspace(3) @tiles, i32 %t
  %v = load i32, ptr addrspace(3) %rptr, align 4
  %optr = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %optr, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
