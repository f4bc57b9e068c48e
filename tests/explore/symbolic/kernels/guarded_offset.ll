; Each work-item writes out[tid]; then, when the offset k read from memory satisfies
; 64 <= k < 1000, each writes out[k + tid] too. The second writes never meet the first
; on that side of the branches (k + tid >= 64 > 63): clean for every k, a proof that
; needs the branch conditions (the path condition) in the question to the solver.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @guarded_offset(ptr addrspace(1) %kp, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 1, ptr addrspace(1) %p, align 4
  %k = load i32, ptr addrspace(1) %kp, align 4
  %low = icmp sge i32 %k, 64
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
