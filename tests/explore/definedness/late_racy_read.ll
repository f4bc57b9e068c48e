; Wave 0 reads buf[lane] and stores it; wave 1 writes buf[lane]; nothing orders them.
; The interpreter runs wave 0 first, so the read runs before the write that races
; with it: the value is known to be undef only later (docs/semantics/model.md, replay).
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %buf, ptr addrspace(1) %out, i32 %use) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %lane = and i32 %t, 63
  %p = getelementptr i32, ptr addrspace(1) %buf, i32 %lane
  %reader = icmp READER i32 %t, 64
  br i1 %reader, label %read, label %write
read:
  %v = load i32, ptr addrspace(1) %p, align 4
  %keep = icmp ne i32 %use, 0
  %r = select i1 %keep, i32 %v, i32 7
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %lane
  store i32 %r, ptr addrspace(1) %o, align 4
  br label %done
write:
  store i32 %t, ptr addrspace(1) %p, align 4
  br label %done
done:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
