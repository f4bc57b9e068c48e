; Message passing with a spin loop, wave 0 waiting for wave 1's flag.
@flag = addrspace(1) global [64 x i32] zeroinitializer, align 4

define amdgpu_kernel void @spin_mp(ptr addrspace(1) %data, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %first = icmp ult i32 %tid, 64
  br i1 %first, label %consumer, label %producer
producer:
  %t0 = sub i32 %tid, 64
  %pd = getelementptr i32, ptr addrspace(1) %data, i32 %t0
  store i32 42, ptr addrspace(1) %pd
  %pf = getelementptr i32, ptr addrspace(1) @flag, i32 %t0
  store atomic i32 1, ptr addrspace(1) %pf syncscope("workgroup") release, align 4
  br label %done
consumer:
  %cf = getelementptr i32, ptr addrspace(1) @flag, i32 %tid
  br label %loop
loop:
  %v = load atomic i32, ptr addrspace(1) %cf syncscope("workgroup") acquire, align 4
  %z = icmp eq i32 %v, 0
  br i1 %z, label %loop, label %read
read:
  %cd = getelementptr i32, ptr addrspace(1) %data, i32 %tid
  %d = load i32, ptr addrspace(1) %cd
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %d, ptr addrspace(1) %po
  br label %done
done:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
