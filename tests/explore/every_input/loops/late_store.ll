target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %len, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %n = load i32, ptr addrspace(1) %len
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i1, %head ]
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %head, label %exit
exit:
  %late = icmp sge i32 %i1, 30
  br i1 %late, label %bad, label %good
bad:
  store i32 %t, ptr addrspace(1) %out
  br label %good
good:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
