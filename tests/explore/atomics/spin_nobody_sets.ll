; A spin on a flag nobody sets: a deadlock, not a timeout.
@flag = addrspace(1) global [64 x i32] zeroinitializer, align 4

define amdgpu_kernel void @spin(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %i = and i32 %tid, 63
  %pf = getelementptr i32, ptr addrspace(1) @flag, i32 %i
  br label %loop
loop:
  %v = load atomic i32, ptr addrspace(1) %pf syncscope("agent") acquire, align 4
  %z = icmp eq i32 %v, 0
  br i1 %z, label %loop, label %exit
exit:
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v, ptr addrspace(1) %po
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
