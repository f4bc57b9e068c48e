; A stencil as rocm-examples' convolution makes it: the grid's width comes in a
; by-value uint2 (HIP's vector type: a struct around a union around <2 x i32>) that
; clang passes `byref` in the kernarg segment (address space 4), unnamed,
; the filter's taps from a `__constant__` table (an address-space-4 global), and each
; work-item reads the input at (y * (width + 4) + x) and writes its own output element
; y * width + x under x < width. Clean for every width. The uint2's lanes are the
; arguments 0.x and 0.y (docs/semantics/every-input.md, "Struct arguments"); the
; constant table is memory of its own that the host fills ("Constant globals").
; Written here after what that kernel teaches: tests/published/test_every_input_gaps.py.

%struct.HIP_vector_type = type { %struct.HIP_vector_base }
%struct.HIP_vector_base = type { %union.anon }
%union.anon = type { <2 x i32> }

@taps = protected addrspace(4) externally_initialized constant [25 x float] zeroinitializer, align 16

define amdgpu_kernel void @stencil(ptr addrspace(1) %input, ptr addrspace(1) %output, ptr addrspace(4) byref(%struct.HIP_vector_type) align 8 %0) {
entry:
  %width = load i32, ptr addrspace(4) %0, align 8
  %x = call i32 @llvm.amdgcn.workitem.id.x()
  %y = call i32 @llvm.amdgcn.workitem.id.y()
  %inside = icmp ult i32 %x, %width
  br i1 %inside, label %body, label %done
body:
  %padded = add i32 %width, 4
  %row = mul i32 %y, %padded
  %at = add i32 %row, %x
  %pi = getelementptr inbounds float, ptr addrspace(1) %input, i32 %at
  %v = load float, ptr addrspace(1) %pi, align 4
  %tap = load float, ptr addrspace(4) @taps, align 16
  %prod = fmul float %v, %tap
  %orow = mul i32 %y, %width
  %oat = add i32 %orow, %x
  %po = getelementptr inbounds float, ptr addrspace(1) %output, i32 %oat
  store float %prod, ptr addrspace(1) %po, align 4
  br label %done
done:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workitem.id.y()
