; One DPP reduction step in inline assembly as a batch-norm reduction writes it
; (`s_nop 4` then `v_add_f32 $0 $0 $0 row_shr:1 bound_ctrl:0`): each lane adds its
; left neighbour in the row (lane 0 of a row adds 0); a lane with another value traps.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @bn(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %f = uitofp i32 %tid to float
  %s = call float asm sideeffect "s_nop 4\0Av_add_f32 $0 $0 $0 row_shr:1 bound_ctrl:0", "=v,0"(float %f)
  %p = getelementptr float, ptr addrspace(1) %out, i32 %tid
  store float %s, ptr addrspace(1) %p, align 4
  %i = fptoui float %s to i32
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %i
  %want = mul i32 %tid, 2
  %w1 = sub i32 %want, 1
  %r0 = and i32 %tid, 15
  %first = icmp eq i32 %r0, 0
  %exp = select i1 %first, i32 %tid, i32 %w1
  %ok = icmp eq i32 %i, %exp
  br i1 %ok, label %fine, label %bad
bad:
  call void @llvm.trap()
  unreachable
fine:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.trap()
attributes #0 = { "target-cpu"="gfx90a" }
