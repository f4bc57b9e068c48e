; Wave 0 stores data, fences (RELEASE_FENCE), hits s_barrier; wave 1 hits s_barrier,
; fences (ACQUIRE_FENCE) and loads the data.
define amdgpu_kernel void @k(ptr addrspace(1) %data, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %t = and i32 %tid, 63
  %p = getelementptr i32, ptr addrspace(1) %data, i32 %t
  %first = icmp ult i32 %tid, 64
  br i1 %first, label %w0, label %w1
w0:
  store i32 1, ptr addrspace(1) %p, align 4
  RELEASE_FENCE
  call void @llvm.amdgcn.s.barrier()
  br label %done
w1:
  call void @llvm.amdgcn.s.barrier()
  ACQUIRE_FENCE
  %v = load i32, ptr addrspace(1) %p, align 4
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %q, align 4
  br label %done
done:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
