; A buffer resource made in a loop whose trip count differs by lane: even lanes leave
; after the first round (their resource at %p), odd lanes after the second (at %p +
; 256). After the loop each lane stores its id at 4 * lane through its own resource,
; and lane 1 also writes %p + 0, which lane 0's store writes too: a race at line 26,
; found only if lane 0 keeps its first-round resource.
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %p) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %trips = and i32 %t, 1
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %shift = mul i32 %i, 256
  %base = getelementptr inbounds i8, ptr addrspace(1) %p, i32 %shift
  %r = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %base, i16 0, i64 1024, i32 159744)
  %next = add i32 %i, 1
  %more = icmp ult i32 %i, %trips
  br i1 %more, label %loop, label %after
after:
  %off = shl i32 %t, 2
  call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %t, ptr addrspace(8) %r, i32 %off, i32 0, i32 0)
  %one = icmp eq i32 %t, 1
  br i1 %one, label %extra, label %end
extra:
  store i32 7, ptr addrspace(1) %p, align 4
  br label %end
end:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32, ptr addrspace(8), i32, i32, i32)
