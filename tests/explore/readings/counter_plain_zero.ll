; The counter zeroed by a PLAIN store, then bumped with atomics, read atomically: each add
; may see the plain zero (location-ordered before it) and another lane's add (not): the
; set is not all atomic, so the add reads undef (shared/spec/READINGS.md item 1, second
; paragraph) under both readings; the adds do not race. The fix: an atomic zeroing store.
; ARGS:
target triple = "amdgcn-amd-amdhsa"
@cnt = internal addrspace(3) global i32 poison, align 4
define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %z = icmp eq i32 %t, 0
  br i1 %z, label %init, label %go
init:
  store i32 0, ptr addrspace(3) @cnt, align 4
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
  store i32 %v, ptr addrspace(1) %out, align 4 ; FINDING: undef-read (several-writes)
  br label %end
end:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
