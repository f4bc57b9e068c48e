; The seeded twin of guarded_offset.ll: the lower bound is 60, not 64, so for
; 60 <= k < 64 the second write of a work-item meets the first write of another
; (out[k + tid] = out[tid']): a race, with the input k = 60 as its witness.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @guarded_offset(ptr addrspace(1) %kp, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 1, ptr addrspace(1) %p, align 4
  %k = load i32, ptr addrspace(1) %kp, align 4
  %low = icmp sge i32 %k, 60
  br i1 %low, label %checked, label %done

checked:
  %high = icmp slt i32 %k, 1000
  br i1 %high, label %write, label %done

write:
  %at = add i32 %k, %tid
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %at
  store i32 2, ptr addrspace(1) %q, align 4
  br label %done

done:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
