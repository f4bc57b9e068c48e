; The rank step of a block radix sort (one bit, two waves): each lane's digit is
; counted by a DPP inclusive scan (row_shr 1, 2, 4, 8, then row_bcast:15 and
; row_bcast:31, as wave-scan code writes it), wave totals meet in LDS, and each key is
; scattered to its rank. The ranks are a permutation: clean. The twin shifts by 2 in
; the first step, so two lanes get one rank and write one slot.
target triple = "amdgcn-amd-amdhsa"

@wave_zeros = internal addrspace(3) global [2 x i32] poison, align 4

define amdgpu_kernel void @rank(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %key = mul i32 %tid, 37
  %k = and i32 %key, 127
  %b = lshr i32 %k, 2
  %digit = and i32 %b, 1
  %zero = xor i32 %digit, 1
  %s1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %zero, i32 273, i32 15, i32 15, i1 true)
  %x1 = add i32 %zero, %s1
  %s2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %x1, i32 274, i32 15, i32 15, i1 true)
  %x2 = add i32 %x1, %s2
  %s4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %x2, i32 276, i32 15, i32 15, i1 true)
  %x4 = add i32 %x2, %s4
  %s8 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %x4, i32 280, i32 15, i32 15, i1 true)
  %x8 = add i32 %x4, %s8
  %b15 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %x8, i32 322, i32 10, i32 15, i1 false)
  %x16 = add i32 %x8, %b15
  %b31 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %x16, i32 323, i32 12, i32 15, i1 false)
  %scan = add i32 %x16, %b31
  %wzeros = call i32 @llvm.amdgcn.readlane.i32(i32 %scan, i32 63)
  %wave = lshr i32 %tid, 6
  %lane = and i32 %tid, 63
  %slot = getelementptr [2 x i32], ptr addrspace(3) @wave_zeros, i32 0, i32 %wave
  store i32 %wzeros, ptr addrspace(3) %slot, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %z0 = load i32, ptr addrspace(3) @wave_zeros, align 4
  %p1 = getelementptr [2 x i32], ptr addrspace(3) @wave_zeros, i32 0, i32 1
  %z1 = load i32, ptr addrspace(3) %p1, align 4
  %total = add i32 %z0, %z1
  %first = icmp eq i32 %wave, 1
  %before0 = select i1 %first, i32 %z0, i32 0
  %ones0 = sub i32 64, %z0
  %before1 = select i1 %first, i32 %ones0, i32 0
  %excl0 = sub i32 %scan, %zero
  %lanep1 = add i32 %lane, 1
  %ones_incl = sub i32 %lanep1, %scan
  %excl1 = sub i32 %ones_incl, %digit
  %r0 = add i32 %before0, %excl0
  %r1a = add i32 %total, %before1
  %r1 = add i32 %r1a, %excl1
  %isz = icmp eq i32 %zero, 1
  %rank = select i1 %isz, i32 %r0, i32 %r1
  %dst = getelementptr i32, ptr addrspace(1) %out, i32 %rank
  store i32 %k, ptr addrspace(1) %dst, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32, i32, i32, i1)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32)
declare void @llvm.amdgcn.s.barrier()

attributes #0 = { "target-cpu"="gfx942" "amdgpu-flat-work-group-size"="128,128" }
