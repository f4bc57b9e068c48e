; Redundant named barrier: four waves join GFX12.5 named barrier @a and exchange
; nothing through it (each lane reads back its own slot), so the fenced signal and
; wait can go; the workgroup barrier that publishes the barrier's init before the
; joins is needed (a join before the init is barrier misuse).
; ARGS: --target gfx1250 --workgroup-size 128
target triple = "amdgcn-amd-amdhsa"
@a = internal addrspace(3) global target("amdgcn.named.barrier", 0) poison
@lds = internal addrspace(3) global [512 x i32] poison, align 16
define amdgpu_kernel void @k(ptr addrspace(1) %g, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %wave = lshr i32 %t, 5
  %is0 = icmp eq i32 %wave, 0
  br i1 %is0, label %init, label %ready
init:
  call void @llvm.amdgcn.s.barrier.init(ptr addrspace(3) @a, i32 4)
  br label %ready
ready:
  call void @llvm.amdgcn.s.barrier()
  call void @llvm.amdgcn.s.barrier.join(ptr addrspace(3) @a)
  %p = getelementptr i32, ptr addrspace(3) @lds, i32 %t
  store i32 %t, ptr addrspace(3) %p, align 4
  fence syncscope("workgroup") release ; REDUNDANT
  call void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3) @a, i32 0) ; REDUNDANT
  call void @llvm.amdgcn.s.barrier.wait(i16 1) ; REDUNDANT
  fence syncscope("workgroup") acquire ; REDUNDANT
  %v = load i32, ptr addrspace(3) %p, align 4
  %op = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %op, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
declare void @llvm.amdgcn.s.barrier.wait(i16 immarg)
declare void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3), i32)
declare void @llvm.amdgcn.s.barrier.init(ptr addrspace(3), i32)
declare void @llvm.amdgcn.s.barrier.join(ptr addrspace(3))
