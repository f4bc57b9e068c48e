; Without the barrier, lane 0's release covers only its own slot: the other lanes'
; copies race with the data writes.
; Every lane of workgroup 0 writes its data slot; then lane 0
; releases a flag. Every lane of workgroup 1 reads the flag once and, if it is set,
; copies its own slot (an address from the lane id) to out. The reads-from choices
; (2^64) are covered by 14 assignments (docs/semantics/atomics-and-lanes.md, "Lanes that go on
; independently after a read").
; ARGS: --workgroups 2
; INPUTS: flag=zeros:4
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %flag, ptr addrspace(1) %data, ptr addrspace(1) %out) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %p = icmp eq i32 %wg, 0
  br i1 %p, label %produce, label %consume
produce:
  %pd = getelementptr i32, ptr addrspace(1) %data, i32 %t
  store i32 42, ptr addrspace(1) %pd, align 4
  %z = icmp eq i32 %t, 0
  br i1 %z, label %write, label %end
write:
  store atomic i32 1, ptr addrspace(1) %flag syncscope("agent") release, align 4
  br label %end
consume:
  %f = load atomic i32, ptr addrspace(1) %flag syncscope("agent") acquire, align 4
  %set = icmp ne i32 %f, 0
  br i1 %set, label %read, label %end
read:
  %q = getelementptr i32, ptr addrspace(1) %data, i32 %t
  %v = load i32, ptr addrspace(1) %q, align 4
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %o, align 4 ; FINDING: race (the racy read's value used)
  br label %end
end:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare void @llvm.amdgcn.s.barrier()
