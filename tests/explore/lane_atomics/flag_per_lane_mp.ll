; Message passing per lane: lane t of workgroup 0 writes data[t], then release-stores
; flag[t] = 1; lane t of workgroup 1 acquire-loads flag[t] and reads data[t] only if it
; saw 1. Each lane's reads-from choice meets no other lane's: the 2^64 combinations are
; covered by 14 assignments (docs/semantics/atomics-and-lanes.md, "Lanes that go on
; independently after a read", one location per lane).
; ARGS: --workgroups 2
; INPUTS: flag=zeros:64xi32
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %flag, ptr addrspace(1) %data, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %fp = getelementptr i32, ptr addrspace(1) %flag, i32 %t
  %dp = getelementptr i32, ptr addrspace(1) %data, i32 %t
  %p = icmp eq i32 %wg, 0
  br i1 %p, label %produce, label %consume
produce:
  store i32 42, ptr addrspace(1) %dp, align 4
  store atomic i32 1, ptr addrspace(1) %fp syncscope("agent") release, align 4
  br label %end
consume:
  %f = load atomic i32, ptr addrspace(1) %fp syncscope("agent") acquire, align 4
  %seen = icmp eq i32 %f, 1
  br i1 %seen, label %take, label %end
take:
  %d = load i32, ptr addrspace(1) %dp, align 4
  %op = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %d, ptr addrspace(1) %op, align 4
  br label %end
end:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
