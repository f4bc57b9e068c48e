; Every lane of workgroup 1 reads the flag (relaxed); each lane that saw it set runs an
; acquire fence, and lane 1 then reads the data: its own read orders it. Clean.
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %data, ptr addrspace(1) %flag, ptr addrspace(1) %out) {
entry:
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %w0 = icmp eq i32 %wg, 0
  %l0 = icmp eq i32 %t, 0
  br i1 %w0, label %producer, label %consumer
producer:
  br i1 %l0, label %p0, label %end
p0:
  store i32 42, ptr addrspace(1) %data, align 4
  fence syncscope("agent") release
  store atomic i32 1, ptr addrspace(1) %flag syncscope("agent") monotonic, align 4
  br label %end
consumer:
  %r = load atomic i32, ptr addrspace(1) %flag syncscope("agent") monotonic, align 4
  %set = icmp eq i32 %r, 1
  br i1 %set, label %acq, label %end
acq:
  fence syncscope("agent") acquire
  %l1 = icmp eq i32 %t, 1
  br i1 %l1, label %rd, label %end
rd:
  %d = load i32, ptr addrspace(1) %data, align 4
  store i32 %d, ptr addrspace(1) %out, align 4
  br label %end
end:
  ret void
}
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
