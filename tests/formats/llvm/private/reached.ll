target triple = "amdgcn-amd-amdhsa"

; An alloca outside the entry block (a loop could repeat it), a recursive function's
; alloca, a memcpy of a length that is not a constant and a trap: each is read, and
; stops a check only when a wave reaches it (%path picks one).
define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %path, i64 %n) {
entry:
  switch i32 %path, label %done [
    i32 1, label %late
    i32 2, label %recurse
    i32 3, label %copy
    i32 4, label %trap
  ]
late:
  %buf = alloca i32, align 4, addrspace(5)
  store i32 1, ptr addrspace(5) %buf, align 4
  br label %done
recurse:
  call void @self(i32 2)
  br label %done
copy:
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) %out, ptr addrspace(1) %out, i64 %n, i1 false)
  br label %done
trap:
  call void @llvm.trap()
  unreachable
done:
  ret void
}

define internal void @self(i32 %depth) {
entry:
  %slot = alloca i32, align 4, addrspace(5)
  store i32 %depth, ptr addrspace(5) %slot, align 4
  %more = icmp ugt i32 %depth, 0
  br i1 %more, label %again, label %out
again:
  %next = sub i32 %depth, 1
  call void @self(i32 %next)
  br label %out
out:
  ret void
}

declare void @llvm.memcpy.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)
declare void @llvm.trap()
