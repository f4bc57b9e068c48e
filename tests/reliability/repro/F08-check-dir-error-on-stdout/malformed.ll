; gfx950, 4 waves, 8 iterations: each wave copies its tile to LDS, waits, and after
; a fenced barrier reads the next wavE's tile; a second fenced barrier protects the
; tile before the next copy. Clean.
; ARGS: --target gfx950 --workgroup-size 256
target triple = "amdgcn-amd-amdhsa"
@lds = internal addrspace(3) global [512 x i32] poison, align 16
define amdgpu_kernel void @k(ptr addrspace(1) %g, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %wave = lshr i32 %t, 6
  %slot = mul i32 %wave, 64
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %gi = mul i32 %i, 256
  %gj = add i32 %gi, %t
  %src = getelementptr i32, ptr addrspace(1) %g, i32 %gj
  %dst = getelementptr i32, ptr addrspace(3) @lds, i32 %slot
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %src, ptr addrspace(3) %dst, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.wait.asyncm