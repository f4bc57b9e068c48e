; Every lane of every workgroup adds 1 to one counter ITERS times; the results are
; unused (a statistics counter). CLAIM is the increment.
@count = addrspace(1) global i32 0, align 4
define amdgpu_kernel void @k() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %n, %loop ]
  CLAIM
  %n = add i32 %i, 1
  %c = icmp ult i32 %n, ITERS
  br i1 %c, label %loop, label %done
done:
  ret void
}
