target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %len, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %n = load i32, ptr addrspace(1) %len
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %row = mul i32 %i, 4
  %slot = add i32 %row, %t
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %slot
  store i32 %i, ptr addrspace(1) %p
  %i1 = add i32 %i, 1
  br label %head
exit:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
