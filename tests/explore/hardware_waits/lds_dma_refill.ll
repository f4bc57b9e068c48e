; Wave 0 copies a tile of %g into @lds with the asynchronous LDS DMA and waits for it
; with s_waitcnt; after a fenced barrier wave 1 copies the next tile into the same
; words (docs/semantics/hardware-waits.md). WAIT is replaced by the tests: with
; vmcnt(0) the first copy has landed before the barrier and the second is ordered
; after it; with vmcnt(1) the first may still be in flight when the second writes.
target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [64 x i32] poison, align 16

define amdgpu_kernel void @refill(ptr addrspace(1) %g) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %wave = lshr i32 %t, 6
  %src = getelementptr i32, ptr addrspace(1) %g, i32 %t
  %first = icmp eq i32 %wave, 0
  br i1 %first, label %load, label %join

load:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %src, ptr addrspace(3) @lds, i32 4, i32 0, i32 0)
  tail call void @llvm.amdgcn.s.waitcnt(i32 WAIT)
  br label %join

join:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %second = icmp eq i32 %wave, 1
  br i1 %second, label %refill, label %done

refill:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %src, ptr addrspace(3) @lds, i32 4, i32 0, i32 0)
  tail call void @llvm.amdgcn.s.waitcnt(i32 3952)
  br label %done

done:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.s.waitcnt(i32)
declare void @llvm.amdgcn.s.barrier()
