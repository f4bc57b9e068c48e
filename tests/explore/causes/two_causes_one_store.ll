; Two causes at one place (docs/findings.md, issue 42): lane 0 of wave 0 adds the words it
; reads from x and from y and stores the sum; lane 0 of wave 1 writes both words with no
; order between the waves. The store uses two undefined values, each from its own race:
; the race of the read at line 20 with the write at line 26, and of the read at line 21
; with the write at line 27 — two findings at line 23, not one.
target triple = "amdgcn-amd-amdhsa"
@x = internal addrspace(1) global i32 0, align 4
@y = internal addrspace(1) global i32 0, align 4
define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %w = udiv i32 %t, 64
  %l = urem i32 %t, 64
  %first = icmp eq i32 %l, 0
  br i1 %first, label %lane0, label %end
lane0:
  %reader = icmp eq i32 %w, 0
  br i1 %reader, label %read, label %write
read:
  %a = load i32, ptr addrspace(1) @x, align 4
  %b = load i32, ptr addrspace(1) @y, align 4
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out, align 4
  br label %end
write:
  store i32 1, ptr addrspace(1) @x, align 4
  store i32 2, ptr addrspace(1) @y, align 4
  br label %end
end:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
