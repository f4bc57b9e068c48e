; A software grid barrier (after the grid barriers of HIP libraries): lane 0 of each
; workgroup publishes its word, releases it at agent scope with one atomic add, and
; spins reading the counter with an inline-assembly load that bypasses the caches to
; system scope (GFX942: `sc0 sc1`, read as a monotonic system-scope atomic load by the
; GFX942 code-sequence table), then acquires. The twin drops the bits: a plain cached
; load, which the table makes a wavefront-scope load, not coherent across workgroups.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @grid(ptr addrspace(1) %count, ptr addrspace(1) %data, ptr addrspace(1) %out, i32 %nwg) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %leader = icmp eq i32 %tid, 0
  br i1 %leader, label %arrive, label %join
arrive:
  %mine = getelementptr i32, ptr addrspace(1) %data, i32 %wg
  %v = add i32 %wg, 1
  store i32 %v, ptr addrspace(1) %mine, align 4
  fence syncscope("agent") release
  %old = atomicrmw add ptr addrspace(1) %count, i32 1 syncscope("agent") monotonic, align 4
  br label %spin
spin:
  %seen = call i32 asm sideeffect "global_load_dword $0, $1, off sc0 sc1\0As_waitcnt vmcnt(0)", "=v,v,~{memory}"(ptr addrspace(1) %count)
  %done = icmp uge i32 %seen, %nwg
  br i1 %done, label %acquired, label %spin
acquired:
  fence syncscope("agent") acquire
  br label %join
join:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %next1 = add i32 %wg, 1
  %next = urem i32 %next1, %nwg
  %theirs = getelementptr i32, ptr addrspace(1) %data, i32 %next
  %got = load i32, ptr addrspace(1) %theirs, align 4
  %gid0 = mul i32 %wg, 64
  %gid = add i32 %gid0, %tid
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  store i32 %got, ptr addrspace(1) %o, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare void @llvm.amdgcn.s.barrier()
attributes #0 = { "target-cpu"="gfx942" }
