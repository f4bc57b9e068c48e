; A former false alarm of FlagGems' argmax_kernel_1 (Triton's cross-lane reduction).
; Two lanes each load their own element, exchange it with ds.bpermute (lane xor 1), add
; their own and the partner's, and both store the sum to one LDS slot; a fenced barrier;
; lane 0 copies the slot out. With in = [1, 2] both lanes store 3: the lanes of one store
; write the same bytes, one write (docs/semantics/atomics-and-lanes.md, "Lanes of one instruction writing one
; address"): clean, now that ds.bpermute's result is computed (it was a race before).
; @pair_sum_distinct: in = [1, 2] and each lane stores its own value (1, 2): different
; bytes, a real race.

@slot = internal addrspace(3) global i32 undef, align 4

define amdgpu_kernel void @pair_sum(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %tid
  %x = load i32, ptr addrspace(1) %p, align 4
  %partner = xor i32 %tid, 1
  %addr = shl i32 %partner, 2
  %y = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr, i32 %x)
  %s = add i32 %x, %y
  store i32 %s, ptr addrspace(3) @slot, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %write, label %done
write:
  %v = load i32, ptr addrspace(3) @slot, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  br label %done
done:
  ret void
}

define amdgpu_kernel void @pair_sum_distinct(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %tid
  %x = load i32, ptr addrspace(1) %p, align 4
  store i32 %x, ptr addrspace(3) @slot, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %write, label %done
write:
  %v = load i32, ptr addrspace(3) @slot, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  br label %done
done:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
declare void @llvm.amdgcn.s.barrier()
