; A wave inclusive scan written in inline assembly (the DPP reduction step of
; production reductions): every lane must end with lane + 1, else it traps. The twin
; shifts by 2 where 3 is needed.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @scan(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lane = and i32 %tid, 63
  %scan = call i32 asm sideeffect "s_nop 1\0Av_add_u32 $0, $1, $0 row_shr:1 bound_ctrl:0\0Av_add_u32 $0, $1, $0 row_shr:2 bound_ctrl:0\0Av_add_u32 $0, $1, $0 row_shr:3 bound_ctrl:0\0As_nop 1\0Av_add_u32 $0, $0, $0 row_shr:4 bank_mask:0xe\0As_nop 1\0Av_add_u32 $0, $0, $0 row_shr:8 bank_mask:0xc\0As_nop 1\0Av_add_u32 $0, $0, $0 row_bcast:15 row_mask:0xa\0As_nop 1\0Av_add_u32 $0, $0, $0 row_bcast:31 row_mask:0xc", "=v,v,0"(i32 1, i32 1)
  %want = add i32 %lane, 1
  %ok = icmp eq i32 %scan, %want
  br i1 %ok, label %store, label %bad
bad:
  call void @llvm.trap()
  unreachable
store:
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %scan, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.trap()
attributes #0 = { "target-cpu"="gfx942" }
