; A 256-bin histogram: every lane adds 1 to the bin its input byte names.
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @hist(ptr addrspace(1) %data, ptr addrspace(1) %bins) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %g, 64
  %i = add i32 %base, %t
  %p = getelementptr i8, ptr addrspace(1) %data, i32 %i
  %byte = load i8, ptr addrspace(1) %p, align 1
  %bin = zext i8 %byte to i32
  %b = getelementptr i32, ptr addrspace(1) %bins, i32 %bin
  %old = atomicrmw add ptr addrspace(1) %b, i32 1 syncscope("agent") monotonic, align 4
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
