; Bug (twin of speculated_copy_untaken_branch): a tile is read before its async copy is waited for (speculated ahead of the
; branch), and the branch that stores it is taken (k = 1).
; ARGS: --workgroup-size 64 --arg k=1
target triple = "amdgcn-amd-amdhsa"
@lds = internal addrspace(3) global [64 x i32] poison, align 16
define amdgpu_kernel void @k(ptr addrspace(1) %g, ptr addrspace(1) %out, i32 %k) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %src = getelementptr i32, ptr addrspace(1) %g, i32 %t
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %src, ptr addrspace(3) @lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %p = getelementptr i32, ptr addrspace(3) @lds, i32 %t
  %v = load i32, ptr addrspace(3) %p, align 4 ; FINDING: undef-read
  %use = icmp sgt i32 %k, 0
  br i1 %use, label %then, label %done
then:
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %o, align 4 ; USE: undef-read
  br label %done
done:
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.s.barrier()
