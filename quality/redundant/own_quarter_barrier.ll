; Redundant barrier and fences: each wave reads back only the quarter its own lanes
; copied (the same lane, after its own wait), so nothing crosses waves.
; ARGS: --workgroup-size 256
target triple = "amdgcn-amd-amdhsa"
@lds = internal addrspace(3) global [256 x i32] poison, align 16
define amdgpu_kernel void @k(ptr addrspace(1) %g, ptr addrspace(1) %out) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %dst = getelementptr i32, ptr addrspace(3) @lds, i32 %t
  %src = getelementptr i32, ptr addrspace(1) %g, i32 %t
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %src, ptr addrspace(3) %dst, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0) ; TIGHT
  fence syncscope("workgroup") release ; REDUNDANT
  call void @llvm.amdgcn.s.barrier() ; REDUNDANT
  fence syncscope("workgroup") acquire ; REDUNDANT
  %v = load i32, ptr addrspace(3) %dst, align 4
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %o, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.load.to.lds.p1(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.s.barrier()
