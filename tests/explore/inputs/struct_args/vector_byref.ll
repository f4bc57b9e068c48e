; HIP's vector types passed by value, as clang passes them for amdgcn: a pointer into
; the kernel argument segment to `HIP_vector_type` (a struct around a base around a
; union around the native vector). No debug information: the parameter keeps its IR
; name and its lanes are named x, y, z, w.

%struct.HIP_vector_type = type { %struct.HIP_vector_base }
%struct.HIP_vector_base = type { %union.anon }
%union.anon = type { <2 x i32> }
%struct.HIP_vector_type.0 = type { %struct.HIP_vector_base.1 }
%struct.HIP_vector_base.1 = type { %union.anon.2 }
%union.anon.2 = type { <4 x float> }

; Both lanes in one load (`uint2 d = dims;`): work-item t writes out[t * y + x].
define amdgpu_kernel void @both_lanes(ptr addrspace(1) %out, ptr addrspace(4) byref(%struct.HIP_vector_type) align 8 %0) {
entry:
  %d = load <2 x i32>, ptr addrspace(4) %0, align 8
  %x = extractelement <2 x i32> %d, i64 0
  %y = extractelement <2 x i32> %d, i64 1
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %ty = mul i32 %t, %y
  %i = add i32 %ty, %x
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i
  store i32 %t, ptr addrspace(1) %p, align 4
  ret void
}

; A float4 read whole: its lanes cannot be given one by one, the vector stays a field.
define amdgpu_kernel void @whole_float4(ptr addrspace(1) %out, ptr addrspace(4) byref(%struct.HIP_vector_type.0) align 16 %0) {
entry:
  %f = load <4 x float>, ptr addrspace(4) %0, align 16
  %w = extractelement <4 x float> %f, i64 3
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr inbounds float, ptr addrspace(1) %out, i32 %t
  store float %w, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()

; A float and an int read as one i64 (as clang may read two adjacent fields): the float's
; bits are the low half. Work-item t writes out[t * ((bits == 1.0f's) ? 1 : 0) + n].
%struct.Mixed = type { float, i32 }

define amdgpu_kernel void @float_and_int(ptr addrspace(1) %out, ptr addrspace(4) byref(%struct.Mixed) align 8 %0) {
entry:
  %both = load i64, ptr addrspace(4) %0, align 8
  %lo = trunc i64 %both to i32
  %hi64 = lshr i64 %both, 32
  %n = trunc i64 %hi64 to i32
  %one = icmp eq i32 %lo, 1065353216
  %stride = zext i1 %one to i32
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %ts = mul i32 %t, %stride
  %i = add i32 %ts, %n
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i
  store i32 %t, ptr addrspace(1) %p, align 4
  ret void
}
