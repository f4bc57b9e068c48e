; Triton's scalar accesses as <1 x float> (FlagGems' argmax reduction, written for
; amdsync): each lane loads in[lane] through a buffer resource, the wave takes the max
; with ds.bpermute butterflies, and every lane of the wave stores it to one LDS slot.
; With data that fixes the max, the 64 stores write the same bytes: one write, clean.
; SHIFT = 0 is the reduction; SHIFT = 1 stores the lane's own value (bytes differ: race).
target triple = "amdgcn-amd-amdhsa"
@slot = internal addrspace(3) global [1 x float] poison, align 4
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %rsrc = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %in, i16 0, i64 256, i32 159744)
  %off = shl i32 %t, 2
  %f = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rsrc, i32 %off, i32 0, i32 0)
  %v = bitcast float %f to <1 x float>
  %x = extractelement <1 x float> %v, i64 0
  %b0 = bitcast float %x to i32
  %a1 = xor i32 %off, 128
  %p1 = call i32 @llvm.amdgcn.ds.bpermute(i32 %a1, i32 %b0)
  %f1 = bitcast i32 %p1 to float
  %m1 = call float @llvm.maxnum.f32(float %x, float %f1)
  %b1 = bitcast float %m1 to i32
  %a2 = xor i32 %off, 64
  %p2 = call i32 @llvm.amdgcn.ds.bpermute(i32 %a2, i32 %b1)
  %f2 = bitcast i32 %p2 to float
  %m2 = call float @llvm.maxnum.f32(float %m1, float %f2)
  %b2 = bitcast float %m2 to i32
  %a3 = xor i32 %off, 32
  %p3 = call i32 @llvm.amdgcn.ds.bpermute(i32 %a3, i32 %b2)
  %f3 = bitcast i32 %p3 to float
  %m3 = call float @llvm.maxnum.f32(float %m2, float %f3)
  %b3 = bitcast float %m3 to i32
  %a4 = xor i32 %off, 16
  %p4 = call i32 @llvm.amdgcn.ds.bpermute(i32 %a4, i32 %b3)
  %f4 = bitcast i32 %p4 to float
  %m4 = call float @llvm.maxnum.f32(float %m3, float %f4)
  %b4 = bitcast float %m4 to i32
  %a5 = xor i32 %off, 8
  %p5 = call i32 @llvm.amdgcn.ds.bpermute(i32 %a5, i32 %b4)
  %f5 = bitcast i32 %p5 to float
  %m5 = call float @llvm.maxnum.f32(float %m4, float %f5)
  %b5 = bitcast float %m5 to i32
  %a6 = xor i32 %off, 4
  %p6 = call i32 @llvm.amdgcn.ds.bpermute(i32 %a6, i32 %b5)
  %f6 = bitcast i32 %p6 to float
  %m6 = call float @llvm.maxnum.f32(float %m5, float %f6)
  %pick = select i1 SHIFT, float %x, float %m6
  %w = insertelement <1 x float> poison, float %pick, i64 0
  store <1 x float> %w, ptr addrspace(3) @slot, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %z = icmp eq i32 %t, 0
  br i1 %z, label %write, label %end
write:
  %r = load float, ptr addrspace(3) @slot, align 4
  store float %r, ptr addrspace(1) %out, align 4
  br label %end
end:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8), i32, i32, i32)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
declare float @llvm.maxnum.f32(float, float)
declare void @llvm.amdgcn.s.barrier()
