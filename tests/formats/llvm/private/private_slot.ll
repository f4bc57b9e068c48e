target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %buf = alloca [4 x i32], align 4, addrspace(5)
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = getelementptr inbounds [4 x i32], ptr addrspace(5) %buf, i32 0, i32 2
  store i32 %tid, ptr addrspace(5) %slot, align 4
  %back = load i32, ptr addrspace(5) %slot, align 4
  %idx = zext i32 %back to i64
  %dst = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 1, ptr addrspace(1) %dst, align 4
  %first = load i32, ptr addrspace(5) %buf, align 4
  %dst2 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 100
  %ok = icmp eq i32 %tid, 0
  br i1 %ok, label %w, label %done
w:
  store i32 %first, ptr addrspace(1) %dst2, align 4
  br label %done
done:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
