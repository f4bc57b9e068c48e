; A barrier that n % 5 == 3 skips, and (on another branch) n > 9: the read of the
; other wave's LDS then races
; (tests/tasks/test_sweep_plan.py: a sweep over n in runs, --first).
target triple = "amdgcn-amd-amdhsa"
@lds = internal addrspace(3) global [128 x i32] poison, align 16
define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %w = getelementptr i32, ptr addrspace(3) @lds, i32 %t
  store i32 %t, ptr addrspace(3) %w, align 4
  %m = urem i32 %n, 5
  %big = icmp eq i32 %m, 3
  br i1 %big, label %read, label %second
second:
  %late = icmp sgt i32 %n, 9
  br i1 %late, label %read, label %sync
sync:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %read
read:
  %o1 = add i32 %t, 64
  %other = and i32 %o1, 127
  %r = getelementptr i32, ptr addrspace(3) @lds, i32 %other
  %v = load i32, ptr addrspace(3) %r, align 4
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %o, align 4
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
