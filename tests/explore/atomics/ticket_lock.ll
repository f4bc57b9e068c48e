; A ticket lock taken by lane 0 of each workgroup: take a ticket with an atomic
; increment, spin until now-serving equals it, increment the shared counter in the
; critical section, then serve the next ticket with a RELEASE-ordered store.
@next = addrspace(1) global i32 0, align 4
@serving = addrspace(1) global i32 0, align 4

define amdgpu_kernel void @ticket(ptr addrspace(1) %counter) {
entry:
  %t = atomicrmw add ptr addrspace(1) @next, i32 1 syncscope("agent") monotonic, align 4
  br label %spin
spin:
  %s = load atomic i32, ptr addrspace(1) @serving syncscope("agent") acquire, align 4
  %mine = icmp eq i32 %s, %t
  br i1 %mine, label %critical, label %spin
critical:
  %v = load i32, ptr addrspace(1) %counter, align 4
  %v1 = add i32 %v, 1
  store i32 %v1, ptr addrspace(1) %counter, align 4
  %t1 = add i32 %t, 1
  store atomic i32 %t1, ptr addrspace(1) @serving syncscope("agent") RELEASE, align 4
  ret void
}
