; Buffer loads and stores in inline assembly: each lane stores its id through a buffer
; resource and reads its right neighbour's word. With `sc1` both are agent-scope monotonic
; atomics on GFX942 (clean); the twin with `nt` is the non-atomic nontemporal row, and
; the lanes of one wave race.
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %base, ptr addrspace(1) %out) #0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %rsrc = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %base, i16 0, i32 256, i32 159744)
  %off = shl i32 %tid, 2
  call void asm sideeffect "buffer_store_dword $0, $1, $2, 0 offen sc1", "v,v,s,~{memory}"(i32 %tid, i32 %off, ptr addrspace(8) %rsrc)
  %v = call i32 asm sideeffect "buffer_load_dword $0, $1, $2, 0 offen offset:4 sc1\0As_waitcnt vmcnt(0)", "=v,v,s,~{memory}"(i32 %off, ptr addrspace(8) %rsrc)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i32, i32)
attributes #0 = { "target-cpu"="gfx942" }
