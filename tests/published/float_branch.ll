; A GELU / tanh as libdevice inlines it (Liger-Kernel's geglu and dyt, unsloth's exact
; GELU through erf): each lane loads its own float and branches on its magnitude
; (|x| < 0.5: a polynomial, else another formula) before storing its own element.
; Nothing is shared between lanes, so every path is race-free: clean for every input.

define amdgpu_kernel void @erf_like(ptr addrspace(1) %x, ptr addrspace(1) %y) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i32 %tid
  %v = load float, ptr addrspace(1) %px, align 4
  %a = call float @llvm.fabs.f32(float %v)
  %small = fcmp olt float %a, 5.000000e-01
  br i1 %small, label %poly, label %tail
poly:
  %sq = fmul float %v, %v
  br label %done
tail:
  %e = call float @llvm.exp2.f32(float %a)
  br label %done
done:
  %r = phi float [ %sq, %poly ], [ %e, %tail ]
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i32 %tid
  store float %r, ptr addrspace(1) %py, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare float @llvm.fabs.f32(float)
declare float @llvm.exp2.f32(float)
