; The histogram with one shared row: bins[data[tid]] += 1 with a plain load and store.
; Two work-items with one value update one bin unordered: a race for some data.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @histogram_shared(ptr addrspace(1) %data, ptr addrspace(1) %bins) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %dp = getelementptr i32, ptr addrspace(1) %data, i32 %tid
  %value = load i32, ptr addrspace(1) %dp, align 4
  %bp = getelementptr i32, ptr addrspace(1) %bins, i32 %value
  %old = load i32, ptr addrspace(1) %bp, align 4
  %new = add i32 %old, 1
  store i32 %new, ptr addrspace(1) %bp, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
