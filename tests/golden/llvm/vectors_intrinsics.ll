; Scalarized integer vectors, integer intrinsics, exec reads and the old atomic
; inc/dec (docs/llvm-reader.md, "Integer vectors", "Integer intrinsics").
target triple = "amdgcn-amd-amdhsa"

%"struct.cooperative_groups::details::tile<int, 32>" = type { i32, %"struct.S<int>" }
%"struct.S<int>" = type { [2 x i32] }

@lds = internal addrspace(3) global [256 x i32] poison, align 16

define amdgpu_kernel void @k(ptr addrspace(1) %g, ptr %f, i32 %n) #0 {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %v0 = insertelement <2 x i32> poison, i32 %t, i64 0
  %v1 = insertelement <2 x i32> %v0, i32 %n, i64 1
  %m = mul <2 x i32> %v1, <i32 4, i32 poison>
  %s = shufflevector <2 x i32> %m, <2 x i32> %v1, <2 x i32> <i32 0, i32 3>
  %w = bitcast <2 x i32> %s to i64
  %c = icmp eq i32 %n, 0
  %sel = select i1 %c, <2 x i32> %s, <2 x i32> zeroinitializer
  %off = extractelement <2 x i32> %sel, i32 %n
  %p = getelementptr inbounds i8, ptr addrspace(3) @lds, i32 %off
  store i32 %t, ptr addrspace(3) %p
  %tz = call i32 @llvm.cttz.i32(i32 %n, i1 true)
  %ffs1 = add nuw nsw i32 %tz, 1
  %isz = icmp eq i32 %n, 0
  %ffs = select i1 %isz, i32 0, i32 %ffs1
  %sat = call i32 @llvm.uadd.sat.i32(i32 %ffs, i32 %t)
  %ov = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %sat, i32 1)
  %ov1 = extractvalue { i32, i1 } %ov, 1
  %exec = call i64 @llvm.read_register.i64(metadata !0)
  %inc = call i32 @llvm.amdgcn.atomic.inc.i32.p0i32(ptr %f, i32 100, i32 0, i32 1, i1 false)
  %dec = atomicrmw udec_wrap ptr addrspace(1) %g, i32 %n syncscope("agent") monotonic, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.cttz.i32(i32, i1)
declare i32 @llvm.uadd.sat.i32(i32, i32)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)
declare i64 @llvm.read_register.i64(metadata)
declare i32 @llvm.amdgcn.atomic.inc.i32.p0i32(ptr, i32, i32, i32, i1)

attributes #0 = { "target-cpu"="gfx942" }

!0 = !{!"exec"}
