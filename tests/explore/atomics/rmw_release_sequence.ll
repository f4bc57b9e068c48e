; Workgroup 0 writes data and releases y = 1; workgroup 1 increments y with a relaxed
; read-modify-write; workgroup 2 spins until it reads y == 2 with an acquire load and
; reads data. The RMW continues workgroup 0's release sequence, so workgroup 2's
; acquire synchronizes with workgroup 0's release.
@y = addrspace(1) global i32 0, align 4

define amdgpu_kernel void @rs(ptr addrspace(1) %data, ptr addrspace(1) %out) {
entry:
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  switch i32 %wg, label %done [ i32 0, label %w0 i32 1, label %w1 i32 2, label %w2 ]
w0:
  store i32 42, ptr addrspace(1) %data, align 4
  store atomic i32 1, ptr addrspace(1) @y syncscope("agent") release, align 4
  br label %done
w1:
  br label %wait1
wait1:
  %a = load atomic i32, ptr addrspace(1) @y syncscope("agent") monotonic, align 4
  %z = icmp eq i32 %a, 0
  br i1 %z, label %wait1, label %bump
bump:
  %old = atomicrmw add ptr addrspace(1) @y, i32 1 syncscope("agent") monotonic, align 4
  br label %done
w2:
  br label %wait2
wait2:
  %b = load atomic i32, ptr addrspace(1) @y syncscope("agent") acquire, align 4
  %two = icmp eq i32 %b, 2
  br i1 %two, label %read, label %wait2
read:
  %d = load i32, ptr addrspace(1) %data, align 4
  store i32 %d, ptr addrspace(1) %out, align 4
  br label %done
done:
  ret void
}

declare i32 @llvm.amdgcn.workgroup.id.x()
