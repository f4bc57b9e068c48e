; Bug (twin of racy_global_load_select): the racy value decides a branch.
; ARGS: --workgroup-size 128 --arg k=0
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %buf, ptr addrspace(1) %out, i32 %k) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %lane = and i32 %t, 63
  %p = getelementptr i32, ptr addrspace(1) %buf, i32 %lane
  %w0 = icmp ult i32 %t, 64
  br i1 %w0, label %write, label %read
write:
  store i32 %t, ptr addrspace(1) %p, align 4
  br label %done
read:
  %v = load i32, ptr addrspace(1) %p, align 4 ; FINDING: race
  %big = icmp sgt i32 %v, 10
  br i1 %big, label %mark, label %done ; USE: undef-read
mark:
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %lane
  store i32 1, ptr addrspace(1) %o, align 4
  br label %done
done:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.s.barrier()
