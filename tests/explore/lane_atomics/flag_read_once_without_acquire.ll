; The flag read without acquire: the data read races with the data write.
; One lane of workgroup 0 writes data and then releases a flag; every lane of
; workgroup 1 reads the flag once and, if it is set, reads the data and adds it up.
; ARGS: --workgroups 2
; INPUTS: flag=zeros:4
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %flag, ptr addrspace(1) %data, ptr addrspace(1) %sum) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %p = icmp eq i32 %wg, 0
  br i1 %p, label %produce, label %consume
produce:
  %z = icmp eq i32 %t, 0
  br i1 %z, label %write, label %end
write:
  store i32 42, ptr addrspace(1) %data, align 4
  store atomic i32 1, ptr addrspace(1) %flag syncscope("agent") release, align 4
  br label %end
consume:
  %f = load atomic i32, ptr addrspace(1) %flag syncscope("agent") monotonic, align 4
  %set = icmp ne i32 %f, 0
  br i1 %set, label %read, label %end
read:
  %v = load i32, ptr addrspace(1) %data, align 4
  %old = atomicrmw add ptr addrspace(1) %sum, i32 %v syncscope("agent") monotonic, align 4 ; FINDING: race (the racy read's value used)
  br label %end
end:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
