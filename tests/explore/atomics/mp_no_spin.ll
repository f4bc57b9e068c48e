; Message passing, no loop and no branch on the flag (issue 14): wave 0 publishes
; data[t] with a workgroup release store of flag[t]; wave 1 acquires flag[t], stores
; the value it read, then reads data[t]. If its acquire reads the initial 0, nothing
; synchronizes and the data load races with the data store.
define amdgpu_kernel void @mp(ptr addrspace(1) %data, ptr addrspace(1) %flag, ptr addrspace(1) %out, ptr addrspace(1) %out2) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %first = icmp ult i32 %tid, 64
  br i1 %first, label %WAVE0, label %WAVE1
producer:
  %t0 = sub i32 %tid, OFF0
  %pd = getelementptr i32, ptr addrspace(1) %data, i32 %t0
  store i32 42, ptr addrspace(1) %pd
  %pf = getelementptr i32, ptr addrspace(1) %flag, i32 %t0
  store atomic i32 1, ptr addrspace(1) %pf syncscope("workgroup") release, align 4
  br label %done
consumer:
  %t1 = sub i32 %tid, OFF1
  %cf = getelementptr i32, ptr addrspace(1) %flag, i32 %t1
  %v = load atomic i32, ptr addrspace(1) %cf syncscope("workgroup") acquire, align 4
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %t1
  store i32 %v, ptr addrspace(1) %po
  %cd = getelementptr i32, ptr addrspace(1) %data, i32 %t1
  %d = load i32, ptr addrspace(1) %cd
  %po2 = getelementptr i32, ptr addrspace(1) %out2, i32 %t1
  store i32 %d, ptr addrspace(1) %po2
  br label %done
done:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
