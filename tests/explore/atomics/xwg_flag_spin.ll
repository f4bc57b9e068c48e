; Cross-workgroup message passing: workgroup 1 writes data[t] and publishes flag[t]
; with an agent-scope release store; workgroup 0 spins on flag[t] with an agent-scope
; acquire load, then reads data[t]. SCOPE is the scope of both flag accesses.
@flag = addrspace(1) global [64 x i32] zeroinitializer, align 4

define amdgpu_kernel void @xwg(ptr addrspace(1) %data, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %pf = getelementptr i32, ptr addrspace(1) @flag, i32 %tid
  %pd = getelementptr i32, ptr addrspace(1) %data, i32 %tid
  %producer = icmp eq i32 %wg, 1
  br i1 %producer, label %produce, label %spin
produce:
  store i32 42, ptr addrspace(1) %pd
  store atomic i32 1, ptr addrspace(1) %pf syncscope("SCOPE") release, align 4
  ret void
spin:
  %v = load atomic i32, ptr addrspace(1) %pf syncscope("SCOPE") acquire, align 4
  %z = icmp eq i32 %v, 0
  br i1 %z, label %spin, label %consume
consume:
  %d = load i32, ptr addrspace(1) %pd
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %d, ptr addrspace(1) %po
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
