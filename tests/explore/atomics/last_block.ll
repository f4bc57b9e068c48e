; Last-block-done reduction: each workgroup's lane 0 writes its partial sum, then
; increments a counter with an agent-scope RMW of ordering ORDER; the workgroup that
; sees the count reach 2 (the last of three) reads every partial.
@count = addrspace(1) global i32 0, align 4

define amdgpu_kernel void @last_block(ptr addrspace(1) %partial, ptr addrspace(1) %out) {
entry:
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %mine = getelementptr i32, ptr addrspace(1) %partial, i32 %wg
  store i32 7, ptr addrspace(1) %mine
  %old = atomicrmw add ptr addrspace(1) @count, i32 1 syncscope("agent") ORDER, align 4
  %last = icmp eq i32 %old, 2
  br i1 %last, label %reduce, label %done
reduce:
  %p0 = load i32, ptr addrspace(1) %partial
  %a1 = getelementptr i32, ptr addrspace(1) %partial, i32 1
  %p1 = load i32, ptr addrspace(1) %a1
  %a2 = getelementptr i32, ptr addrspace(1) %partial, i32 2
  %p2 = load i32, ptr addrspace(1) %a2
  %s0 = add i32 %p0, %p1
  %s1 = add i32 %s0, %p2
  store i32 %s1, ptr addrspace(1) %out
  br label %done
done:
  ret void
}

declare i32 @llvm.amdgcn.workgroup.id.x()
