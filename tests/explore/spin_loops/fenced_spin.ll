; Workgroup 1 spins on a flag with an acquire fence inside the loop (so the loop is no
; static spin site: a fence), until workgroup 0 sets it. Clean: every fair execution
; reads the flag set. NEVER is 1 when the producer never sets it (a real deadlock).
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %flag, i32 %never) {
entry:
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %w1 = icmp eq i32 %wg, 1
  br i1 %w1, label %spin, label %produce
spin:
  %v = load atomic i32, ptr addrspace(1) %flag syncscope("agent") monotonic, align 4
  fence syncscope("agent") acquire
  %unset = icmp eq i32 %v, 0
  br i1 %unset, label %spin, label %end
produce:
  %skip = icmp ne i32 %never, 0
  br i1 %skip, label %end, label %set
set:
  store atomic i32 1, ptr addrspace(1) %flag syncscope("agent") monotonic, align 4
  br label %end
end:
  ret void
}
declare i32 @llvm.amdgcn.workgroup.id.x()
