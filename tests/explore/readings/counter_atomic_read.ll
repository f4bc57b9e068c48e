; The same counter read ATOMICALLY (relaxed, workgroup scope): one of the writes' values,
; the last by coherence: clean under both readings.
; ARGS:
target triple = "amdgcn-amd-amdhsa"
@cnt = internal addrspace(3) global i32 0, align 4
define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %z = icmp eq i32 %t, 0
  br i1 %z, label %init, label %go
init:
  store atomic i32 0, ptr addrspace(3) @cnt syncscope("workgroup") monotonic, align 4
  br label %go
go:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %old = atomicrmw add ptr addrspace(3) @cnt, i32 1 syncscope("workgroup") monotonic, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %z, label %read, label %end
read:
  %v = load atomic i32, ptr addrspace(3) @cnt syncscope("workgroup") monotonic, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  br label %end
end:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
