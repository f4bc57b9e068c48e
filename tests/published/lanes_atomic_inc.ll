; The HIP port of CUDA's simpleAtomicIntrinsics (hip-tests' SimpleAtomicsTest): every
; lane of a wave applies atomicInc (llvm.amdgcn.atomic.inc: wrap to 0 past the bound)
; and atomicAdd to one counter and never reads the results. Atomics of one scope never
; race: clean for every order of the lanes. Both are judged once for all orders: the
; seq_cst atomicInc releases, so its lanes go on alike but for the value (docs/semantics/atomics-and-lanes.md,
; "Releasing lanes"); tests/published/test_lanes_atomic_inc.py.

define amdgpu_kernel void @lanes_inc(ptr addrspace(1) %counters) {
entry:
  %c = getelementptr inbounds i32, ptr addrspace(1) %counters, i32 1
  %old = call i32 @llvm.amdgcn.atomic.inc.i32.p1(ptr addrspace(1) %c, i32 17, i32 0, i32 1, i1 false)
  ret void
}

define amdgpu_kernel void @lanes_add(ptr addrspace(1) %counters) {
entry:
  %old = atomicrmw add ptr addrspace(1) %counters, i32 10 syncscope("agent-one-as") monotonic, align 4
  ret void
}

declare i32 @llvm.amdgcn.atomic.inc.i32.p1(ptr addrspace(1), i32, i32, i32, i1)
