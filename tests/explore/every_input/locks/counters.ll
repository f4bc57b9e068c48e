; Small kernels whose atomics read a counter or lock the host sets, for the
; comparison of a pinning assumption with the --input that gives the same contents
; (tests/explore/every_input/test_pinned_assumptions.py). Two one-lane workgroups.
target triple = "amdgcn-amd-amdhsa"

; The last of two arrivals (its add reads 1) sums what both wrote: clean when the
; counter starts at 0 (the acq_rel adds order the first's write before the sum); a
; race when it starts at 1 (the first to arrive sums); no sum otherwise.
define amdgpu_kernel void @last_arrival(ptr addrspace(1) %cnt, ptr addrspace(1) %data,
                                        ptr addrspace(1) %out) {
entry:
  %w = call i32 @llvm.amdgcn.workgroup.id.x()
  %mine = getelementptr i32, ptr addrspace(1) %data, i32 %w
  store i32 1, ptr addrspace(1) %mine
  %old = atomicrmw add ptr addrspace(1) %cnt, i32 1 syncscope("agent") acq_rel
  %last = icmp eq i32 %old, 1
  br i1 %last, label %sum, label %end
sum:
  %a = load i32, ptr addrspace(1) %data
  %p1 = getelementptr i32, ptr addrspace(1) %data, i32 1
  %b = load i32, ptr addrspace(1) %p1
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out
  br label %end
end:
  ret void
}

; A CAS spin lock around an increment, released by a release store: clean when the
; lock starts free (0), a deadlock when it starts held.
define amdgpu_kernel void @spin_lock(ptr addrspace(1) %lock, ptr addrspace(1) %acc) {
entry:
  br label %spin
spin:
  %r = cmpxchg ptr addrspace(1) %lock, i32 0, i32 1 syncscope("agent") acquire monotonic
  %ok = extractvalue { i32, i1 } %r, 1
  br i1 %ok, label %held, label %spin
held:
  %v = load i32, ptr addrspace(1) %acc
  %v1 = add i32 %v, 1
  store i32 %v1, ptr addrspace(1) %acc
  store atomic i32 0, ptr addrspace(1) %lock syncscope("agent") release, align 4
  ret void
}

; The twin released by a plain store: races when the lock starts free.
define amdgpu_kernel void @spin_lock_plain(ptr addrspace(1) %lock, ptr addrspace(1) %acc) {
entry:
  br label %spin
spin:
  %r = cmpxchg ptr addrspace(1) %lock, i32 0, i32 1 syncscope("agent") acquire monotonic
  %ok = extractvalue { i32, i1 } %r, 1
  br i1 %ok, label %held, label %spin
held:
  %v = load i32, ptr addrspace(1) %acc
  %v1 = add i32 %v, 1
  store i32 %v1, ptr addrspace(1) %acc
  store i32 0, ptr addrspace(1) %lock
  ret void
}

declare i32 @llvm.amdgcn.workgroup.id.x()
