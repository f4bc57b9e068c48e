; Buffer resources: a raw buffer over %in with a 4096-byte range, LDS DMA through it
; (asynchronous raw and synchronous struct forms), and plain buffer loads and stores.
target triple = "amdgcn-amd-amdhsa"

@tile = internal addrspace(3) global [1024 x i32] poison, align 16

define amdgpu_kernel void @buffer_copy(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %soff) {
entry:
  %rsrc = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %in, i16 0, i64 4096, i32 159744)
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %voff = shl i32 %tid, 2
  call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) @tile, i32 4, i32 %voff, i32 %soff, i32 0, i32 0)
  call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @tile, i32 1024), i32 16, i32 %voff, i32 0, i32 64, i32 -2147483648)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.struct.ptr.buffer.load.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) getelementptr inbounds ([1024 x i32], ptr addrspace(3) @tile, i32 0, i32 512), i32 2, i32 %tid, i32 0, i32 0, i32 0, i32 0)
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %x = call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %rsrc, i32 %voff, i32 0, i32 0)
  %out.rsrc = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %out, i16 0, i64 4096, i32 159744)
  call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %x, ptr addrspace(8) %out.rsrc, i32 %voff, i32 0, i32 0)
  %y = call <2 x i32> @llvm.amdgcn.struct.ptr.buffer.load.v2i32(ptr addrspace(8) %rsrc, i32 %tid, i32 8, i32 0, i32 0)
  ret void
}

declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8), ptr addrspace(3), i32 immarg, i32, i32, i32 immarg, i32 immarg)
declare void @llvm.amdgcn.struct.ptr.buffer.load.lds(ptr addrspace(8), ptr addrspace(3), i32 immarg, i32, i32, i32, i32 immarg, i32 immarg)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16 immarg)
declare i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8), i32, i32, i32 immarg)
declare void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32, ptr addrspace(8), i32, i32, i32 immarg)
declare <2 x i32> @llvm.amdgcn.struct.ptr.buffer.load.v2i32(ptr addrspace(8), i32, i32, i32, i32 immarg)
