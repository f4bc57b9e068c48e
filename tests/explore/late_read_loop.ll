; Two waves read each other's LDS slot n times and overwrite their own with no barrier
; in the loop: each read of wave 0 is racy by a later write of wave 1 (a late read,
; explore/late_replay.py), and the sum of the values read is stored to global memory.
target triple = "amdgcn-amd-amdhsa"
@tile = internal addrspace(3) global [128 x i32] poison, align 16
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()

define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %own = getelementptr i32, ptr addrspace(3) @tile, i32 %t
  store i32 %t, ptr addrspace(3) %own
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %o = xor i32 %t, 64
  %other = getelementptr i32, ptr addrspace(3) @tile, i32 %o
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %v = load i32, ptr addrspace(3) %other
  %acc1 = add i32 %acc, %v
  store i32 %i, ptr addrspace(3) %own
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %n
  br i1 %more, label %loop, label %exit
exit:
  %d = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %acc1, ptr addrspace(1) %d
  ret void
}
