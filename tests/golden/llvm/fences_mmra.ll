; Scoped atomics and fences with memory-model relaxation annotations: a producer
; publishes data with a release store, a consumer acquires it; fences restricted to
; LDS or global memory with amdgpu-synchronize-as, and non-av ordering operations.
target triple = "amdgcn-amd-amdhsa"

@flag_lds = internal addrspace(3) global i32 poison, align 4

define amdgpu_kernel void @publish(ptr addrspace(1) %data, ptr addrspace(1) %flag, ptr %generic) {
entry:
  store volatile i32 7, ptr addrspace(1) %data, align 4
  fence syncscope("workgroup") release, !mmra !0
  fence syncscope("agent-one-as") acq_rel, !mmra !2
  fence seq_cst, !mmra !{!"amdgcn-av", !"none"}
  store atomic i32 1, ptr addrspace(1) %flag syncscope("agent") release, align 4, !mmra !3
  %seen = load atomic i32, ptr addrspace(1) %flag syncscope("one-as") acquire, align 4
  %old = atomicrmw add ptr addrspace(3) @flag_lds, i32 1 syncscope("workgroup") monotonic, align 4
  %xchg = atomicrmw volatile xchg ptr %generic, i32 5 syncscope("wavefront") acq_rel, align 4
  %pair = cmpxchg ptr addrspace(1) %flag, i32 1, i32 2 syncscope("agent") acq_rel monotonic, align 4, !mmra !3
  %prev = extractvalue { i32, i1 } %pair, 0
  %ok = extractvalue { i32, i1 } %pair, 1
  %u = load atomic i64, ptr addrspace(1) %data syncscope("singlethread") unordered, align 8
  fence syncscope("cluster") acquire
  %plain = load volatile i16, ptr addrspace(1) %data, align 2
  ret void
}

!0 = !{!"amdgpu-synchronize-as", !"local"}
!1 = !{!"amdgpu-synchronize-as", !"global"}
!2 = !{!0, !1}
!3 = !{!"amdgcn-av", !"none"}
