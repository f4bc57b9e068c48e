target triple = "amdgcn-amd-amdhsa"

; Even lanes leave the loop after one iteration with %y = buf[tid] + tid (host data they
; read), odd lanes run a second one. Then the even lanes store to out[%y]: two of them
; race exactly when their buf[tid] + tid agree (buf[0] = 2, buf[2] = 0). A register
; written under the odd lanes' mask while it held an unknown value must stay unknown in
; the even lanes (it once took the odd lanes' array for every lane: a clean verdict).

define amdgpu_kernel void @k(ptr addrspace(1) %buf, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %odd = and i32 %tid, 1
  %limit = add i32 %odd, 1
  %w = zext i32 %tid to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %buf, i64 %w
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %x = load i32, ptr addrspace(1) %p, align 4
  store i32 %tid, ptr addrspace(1) %p, align 4
  %y = add i32 %x, %tid
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %limit
  br i1 %c, label %loop, label %exit
exit:
  %x.lcssa = phi i32 [ %y, %loop ]
  %even = icmp eq i32 %odd, 0
  br i1 %even, label %write, label %done
write:
  %idx = zext i32 %x.lcssa to i64
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %tid, ptr addrspace(1) %q, align 4
  br label %done
done:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
