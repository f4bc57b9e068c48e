; A spin lock after Triton's layer-norm backward (`_layer_norm_bwd_dx_fused`): lane 0 of
; each of the four waves takes the lock with a compare-exchange in a loop
; (`while tl.atomic_cas(Lock, 0, 1) == 1: pass`), counts under it, and releases it with
; an exchange (`tl.atomic_xchg(Lock, 0)`). Run with --workgroup-size 256 --input lock=0.
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %lock, ptr addrspace(1) %count) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %lane = and i32 %t, 63
  %leader = icmp eq i32 %lane, 0
  br i1 %leader, label %spin, label %end
spin:
  %r = cmpxchg ptr addrspace(1) %lock, i32 0, i32 1 syncscope("agent") acq_rel monotonic, align 4
  %got = extractvalue { i32, i1 } %r, 1
  br i1 %got, label %crit, label %spin
crit:
  %c = load i32, ptr addrspace(1) %count, align 4
  %c1 = add i32 %c, 1
  store i32 %c1, ptr addrspace(1) %count, align 4
  %x = atomicrmw xchg ptr addrspace(1) %lock, i32 0 syncscope("agent") acq_rel, align 4
  br label %end
end:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
