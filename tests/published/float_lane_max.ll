; FlagGems' argmax_kernel_1 (Triton's cross-lane max) reported a FALSE race at the store
; of each wave's maximum to its LDS slot with an input without NaN: every lane of the wave
; ends with the same value, so the lanes of that store write the same bytes (one write:
; docs/semantics/atomics-and-lanes.md, "Lanes of one instruction writing one address"). Three values were
; unknown on the way: a float constant as a select operand (-inf for the lanes past the
; end), Triton's one-element vectors (<1 x float>: bitcast, insertelement,
; extractelement), and the float a load reads.
;
; @const_select: lane 0 stores the constant 2.0, lane 1 the sum 1.0 + 1.0: the same
;   bits, clean. @const_select_twin: lane 1 stores 1.0 + 2.0: a race (line 34).
; @one_element: lane 0 stores the bits of <1 x float> <2.0> moved through bitcast and
;   extractelement, lane 1 the integer 0x40000000: the same bits, clean.
;   @one_element_twin: lane 1 stores 0x40000001: a race (line 56).
; @lane_max: two lanes load in[tid], swap it by ds.bpermute (lane xor 1), keep the
;   larger (fcmp ogt, select) and both store it: with in = [0.0, 1.0] both store 1.0:
;   clean. @lane_max_twin: each lane stores its own element: a race (line 84).

@slot = internal addrspace(3) global float undef, align 4

define amdgpu_kernel void @const_select(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %tid, 0
  %two = fadd float 1.0, 1.0
  %v = select i1 %c, float 2.0, float %two
  store float %v, ptr addrspace(3) @slot, align 4
  ret void
}

define amdgpu_kernel void @const_select_twin(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %tid, 0
  %three = fadd float 1.0, 2.0
  %v = select i1 %c, float 2.0, float %three
  store float %v, ptr addrspace(3) @slot, align 4
  ret void
}

define amdgpu_kernel void @one_element(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %tid, 0
  %v = insertelement <1 x float> poison, float 2.0, i64 0
  %w = bitcast <1 x float> %v to <1 x i32>
  %e = extractelement <1 x i32> %w, i64 0
  %r = select i1 %c, i32 %e, i32 1073741824
  store i32 %r, ptr addrspace(3) @slot, align 4
  ret void
}

define amdgpu_kernel void @one_element_twin(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %tid, 0
  %v = insertelement <1 x float> poison, float 2.0, i64 0
  %w = bitcast <1 x float> %v to <1 x i32>
  %e = extractelement <1 x i32> %w, i64 0
  %r = select i1 %c, i32 %e, i32 1073741825
  store i32 %r, ptr addrspace(3) @slot, align 4
  ret void
}

define amdgpu_kernel void @lane_max(ptr addrspace(1) %in) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr inbounds float, ptr addrspace(1) %in, i32 %tid
  %x = load float, ptr addrspace(1) %p, align 4
  %bits = bitcast float %x to i32
  %o = shl i32 %tid, 2
  %a = xor i32 %o, 4
  %pb = call i32 @llvm.amdgcn.ds.bpermute(i32 %a, i32 %bits)
  %y = bitcast i32 %pb to float
  %gt = fcmp ogt float %x, %y
  %m = select i1 %gt, float %x, float %y
  store float %m, ptr addrspace(3) @slot, align 4
  ret void
}

define amdgpu_kernel void @lane_max_twin(ptr addrspace(1) %in) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr inbounds float, ptr addrspace(1) %in, i32 %tid
  %x = load float, ptr addrspace(1) %p, align 4
  %bits = bitcast float %x to i32
  %o = shl i32 %tid, 2
  %a = xor i32 %o, 4
  %pb = call i32 @llvm.amdgcn.ds.bpermute(i32 %a, i32 %bits)
  %y = bitcast i32 %pb to float
  store float %x, ptr addrspace(3) @slot, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
