; Slot allocation: lane 0 of each workgroup claims a slot with INCREMENT and writes
; its workgroup id there.
@count = addrspace(1) global i32 0, align 4

define amdgpu_kernel void @slots(ptr addrspace(1) %out) {
entry:
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  CLAIM
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %slot
  store i32 %wg, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.amdgcn.workgroup.id.x()
