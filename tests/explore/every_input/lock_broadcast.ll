; A workgroup takes a lock as Triton compiles `while tl.atomic_cas(Lock, 0, 1) == 1: pass`:
; thread 0 tries the compare-exchange and broadcasts what it read through LDS; after a
; fenced barrier every wave reads it and spins while it is 1. The lock's initial value is
; not given (no --input): each test of it is a wave-uniform branch on an unknown value.
target triple = "amdgcn-amd-amdhsa"
@b = internal addrspace(3) global i32 poison, align 4
define amdgpu_kernel void @k(ptr addrspace(1) %lock, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %first = icmp eq i32 %t, 0
  br label %spin
spin:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %first, label %try, label %meet
try:
  %r = cmpxchg ptr addrspace(1) %lock, i32 0, i32 1 syncscope("agent") acq_rel monotonic, align 4
  %old = extractvalue { i32, i1 } %r, 0
  store i32 %old, ptr addrspace(3) @b, align 4
  br label %meet
meet:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %v = load i32, ptr addrspace(3) @b, align 4
  %held = icmp eq i32 %v, 1
  br i1 %held, label %spin, label %crit
crit:
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %o, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %first, label %unlock, label %end
unlock:
  %x = atomicrmw xchg ptr addrspace(1) %lock, i32 0 syncscope("agent") acq_rel, align 4
  br label %end
end:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
