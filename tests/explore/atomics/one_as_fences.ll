; Wave 0 stores DATA, then a one-as release fence and a relaxed store of the global
; flag; wave 1 spins on the flag with relaxed loads, then a one-as acquire fence, and
; loads DATA.
@flag = addrspace(1) global [64 x i32] zeroinitializer, align 4
@lds = internal addrspace(3) global [64 x i32] poison, align 4
@glob = addrspace(1) global [64 x i32] zeroinitializer, align 4

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %t = and i32 %tid, 63
  %p = getelementptr i32, ptr addrspace(SPACE) @DATA, i32 %t
  %pf = getelementptr i32, ptr addrspace(1) @flag, i32 %t
  %first = icmp ult i32 %tid, 64
  br i1 %first, label %w0, label %w1
w0:
  store i32 1, ptr addrspace(SPACE) %p, align 4
  fence syncscope("workgroup-one-as") release
  store atomic i32 1, ptr addrspace(1) %pf syncscope("workgroup-one-as") monotonic, align 4
  br label %done
w1:
  %f = load atomic i32, ptr addrspace(1) %pf syncscope("workgroup-one-as") monotonic, align 4
  %z = icmp eq i32 %f, 0
  br i1 %z, label %w1, label %read
read:
  fence syncscope("workgroup-one-as") acquire
  %v = load i32, ptr addrspace(SPACE) %p, align 4
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %q, align 4
  br label %done
done:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
