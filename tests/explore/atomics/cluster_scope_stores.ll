; Two workgroups store the same word with atomic stores of scope SCOPE.
define amdgpu_kernel void @k(ptr addrspace(1) %p) {
entry:
  store atomic i32 1, ptr addrspace(1) %p syncscope("SCOPE") monotonic, align 4
  ret void
}
