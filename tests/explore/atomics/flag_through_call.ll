; The flag's value comes back from a call before it decides a branch: wave 1 calls a
; function that reads the flag with ORDER and returns it, and reads data only if it was
; 1. Lane 0 of wave 0 writes data and releases the flag; launch 65 work-items.
@flag = addrspace(1) global i32 0, align 4
@scratch = addrspace(1) global [64 x i32] zeroinitializer, align 4

define amdgpu_kernel void @k(ptr addrspace(1) %data, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %first = icmp eq i32 %tid, 0
  %last = icmp eq i32 %tid, 64
  br i1 %first, label %produce, label %other
other:
  br i1 %last, label %consume, label %done
produce:
  %t0 = and i32 %tid, 63
  %pd = getelementptr i32, ptr addrspace(1) %data, i32 %t0
  store i32 42, ptr addrspace(1) %pd, align 4
  store atomic i32 1, ptr addrspace(1) @flag syncscope("workgroup") release, align 4
  br label %done
consume:
  %t1 = and i32 %tid, 63
  %w = call i32 @read_flag()
  %set = icmp eq i32 %w, 1
  br i1 %set, label %read, label %done
read:
  %cd = getelementptr i32, ptr addrspace(1) %data, i32 %t1
  %d = load i32, ptr addrspace(1) %cd, align 4
  store i32 %d, ptr addrspace(1) %out, align 4
  br label %done
done:
  ret void
}

define i32 @read_flag() {
  %v = load atomic i32, ptr addrspace(1) @flag syncscope("workgroup") ORDER, align 4
  ret i32 %v
}

declare i32 @llvm.amdgcn.workitem.id.x()
