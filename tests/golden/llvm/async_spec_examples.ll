; The examples of amdgpu-async-operations, "Examples", written as amdgcn LLVM IR:
; "Uneven blocks of async transfers" (@uneven), "Software pipeline" (@pipeline) and
; "Ordinary function call" (@foo calling @bar). The reader must keep each asyncmark and
; wait.asyncmark in its function body, in order.
target triple = "amdgcn-amd-amdhsa"

@l = internal addrspace(3) global [64 x i32] poison, align 16

define internal void @uneven(ptr addrspace(1) %g) {
  ; first block
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %g, ptr addrspace(3) @l, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %g, ptr addrspace(3) @l, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %g, ptr addrspace(3) @l, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  ; second block; longer
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %g, ptr addrspace(3) @l, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %g, ptr addrspace(3) @l, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %g, ptr addrspace(3) @l, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %g, ptr addrspace(3) @l, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %g, ptr addrspace(3) @l, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  ; third block; shorter
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %g, ptr addrspace(3) @l, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %g, ptr addrspace(3) @l, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  ; Wait for first block
  call void @llvm.amdgcn.wait.asyncmark(i16 2)
  ret void
}

define internal void @pipeline(i32 %n) {
entry:
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.asyncmark()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  call void @llvm.amdgcn.wait.asyncmark(i16 2)
  call void @llvm.amdgcn.asyncmark()
  %i.next = add i32 %i, 1
  %again = icmp slt i32 %i.next, %n
  br i1 %again, label %loop, label %flush

flush:
  call void @llvm.amdgcn.wait.asyncmark(i16 2)
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  ret void
}

define internal void @bar(ptr addrspace(1) %g) {
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %g, ptr addrspace(3) @l, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  ret void
}

define internal void @foo(ptr addrspace(1) %g) {
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.asyncmark()
  call void @bar(ptr addrspace(1) %g)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  ret void
}

define amdgpu_kernel void @examples(ptr addrspace(1) %g, i32 %n) {
  call void @uneven(ptr addrspace(1) %g)
  call void @pipeline(i32 %n)
  call void @foo(ptr addrspace(1) %g)
  ret void
}

declare void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
