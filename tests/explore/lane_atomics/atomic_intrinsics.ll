; The idiom of CUDA's simpleAtomicIntrinsics (hip-tests' SimpleAtomicsTest), written
; anew: every work-item of two workgroups applies add, sub, exchange, max, min, inc
; (wrap-around), dec, compare-exchange, and, or, xor to one array, slot by slot, with
; agent-scope atomics (inc and dec seq_cst, as clang emits atomicInc/atomicDec), and
; never reads a result. Only atomics of one scope touch the array: no order of any
; instruction's lanes can race (docs/semantics/atomics-and-lanes.md, "Atomics only: orders that decide
; nothing").
; ARGS: --workgroups 2
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %g) {
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %group = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = shl i32 %group, 6
  %tid = add i32 %base, %lane
  %a0 = atomicrmw add ptr addrspace(1) %g, i32 10 syncscope("agent-one-as") monotonic, align 4
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %g, i32 1
  %a1 = atomicrmw sub ptr addrspace(1) %p1, i32 10 syncscope("agent-one-as") monotonic, align 4
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %g, i32 2
  %a2 = atomicrmw xchg ptr addrspace(1) %p2, i32 %tid syncscope("agent-one-as") monotonic, align 4
  %p3 = getelementptr inbounds i32, ptr addrspace(1) %g, i32 3
  %a3 = atomicrmw max ptr addrspace(1) %p3, i32 %tid syncscope("agent-one-as") monotonic, align 4
  %p4 = getelementptr inbounds i32, ptr addrspace(1) %g, i32 4
  %a4 = atomicrmw min ptr addrspace(1) %p4, i32 %tid syncscope("agent-one-as") monotonic, align 4
  %p5 = getelementptr inbounds i32, ptr addrspace(1) %g, i32 5
  %f5 = addrspacecast ptr addrspace(1) %p5 to ptr
  %a5 = call i32 @llvm.amdgcn.atomic.inc.i32.p0(ptr %f5, i32 17, i32 0, i32 1, i1 false)
  %p6 = getelementptr inbounds i32, ptr addrspace(1) %g, i32 6
  %f6 = addrspacecast ptr addrspace(1) %p6 to ptr
  %a6 = call i32 @llvm.amdgcn.atomic.dec.i32.p0(ptr %f6, i32 137, i32 0, i32 1, i1 false)
  %p7 = getelementptr inbounds i32, ptr addrspace(1) %g, i32 7
  %prev = add i32 %tid, -1
  %a7 = cmpxchg ptr addrspace(1) %p7, i32 %prev, i32 %tid syncscope("agent-one-as") monotonic monotonic, align 4
  %p8 = getelementptr inbounds i32, ptr addrspace(1) %g, i32 8
  %twice = shl i32 %tid, 1
  %mask = add i32 %twice, 7
  %a8 = atomicrmw and ptr addrspace(1) %p8, i32 %mask syncscope("agent-one-as") monotonic, align 4
  %p9 = getelementptr inbounds i32, ptr addrspace(1) %g, i32 9
  %bit = shl i32 1, %tid
  %a9 = atomicrmw or ptr addrspace(1) %p9, i32 %bit syncscope("agent-one-as") monotonic, align 4
  %p10 = getelementptr inbounds i32, ptr addrspace(1) %g, i32 10
  %a10 = atomicrmw xor ptr addrspace(1) %p10, i32 %tid syncscope("agent-one-as") monotonic, align 4
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.atomic.inc.i32.p0(ptr, i32, i32, i32, i1)
declare i32 @llvm.amdgcn.atomic.dec.i32.p0(ptr, i32, i32, i32, i1)
