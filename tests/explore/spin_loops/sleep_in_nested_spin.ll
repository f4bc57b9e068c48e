; Workgroup 1's last lane spins, with s_sleep in the loop, until workgroup 0's last
; lane has bumped the counter of this round; two rounds in an outer loop (hip-tests'
; grid_group sync_kernel without the grid sync). BUMP is the producer's increment.
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %c) {
entry:
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %w1 = icmp eq i32 %wg, 1
  %last = icmp eq i32 %t, 63
  %spinner = and i1 %w1, %last
  %producer = xor i1 %w1, true
  %bumper = and i1 %producer, %last
  br label %round
round:
  %i = phi i32 [ 0, %entry ], [ %next, %tail ]
  %slot = getelementptr inbounds i32, ptr addrspace(1) %c, i32 %i
  br i1 %spinner, label %pre, label %bump
pre:
  %v0 = load atomic i32, ptr addrspace(1) %slot syncscope("agent-one-as") monotonic, align 4
  %lt0 = icmp ult i32 %v0, 1
  br i1 %lt0, label %spin, label %bump
spin:
  call void @llvm.amdgcn.s.sleep(i32 127)
  %v = load atomic i32, ptr addrspace(1) %slot syncscope("agent-one-as") monotonic, align 4
  %lt = icmp ult i32 %v, 1
  br i1 %lt, label %spin, label %bump
bump:
  br i1 %bumper, label %inc, label %tail
inc:
  %old = atomicrmw add ptr addrspace(1) %slot, i32 BUMP syncscope("agent") monotonic, align 4
  br label %tail
tail:
  %next = add i32 %i, 1
  %more = icmp ult i32 %next, 2
  br i1 %more, label %round, label %end
end:
  ret void
}
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.sleep(i32)
