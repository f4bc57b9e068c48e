; A privatized histogram with unbounded bins: work-item tid counts its value into its
; own column, bins[data[tid] * 64 + tid] += 1, with a plain load and store. Whatever the
; data (any i32), two work-items of one 64-wide workgroup never touch one bin.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @histogram_private(ptr addrspace(1) %data, ptr addrspace(1) %bins) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %dp = getelementptr i32, ptr addrspace(1) %data, i32 %tid
  %value = load i32, ptr addrspace(1) %dp, align 4
  %row = mul i32 %value, 64
  %bin = add i32 %row, %tid
  %bp = getelementptr i32, ptr addrspace(1) %bins, i32 %bin
  %old = load i32, ptr addrspace(1) %bp, align 4
  %new = add i32 %old, 1
  store i32 %new, ptr addrspace(1) %bp, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
