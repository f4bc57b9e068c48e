; Online softmax of one row of 256 floats by one workgroup of 128 threads (two waves of
; 64), after the production kernels: each thread runs a fixed loop over its two
; elements keeping a running max m and a running sum s rescaled when m grows (a float
; compare choosing arithmetic only), the threads' (m, s) pairs are combined in LDS by a
; tree with a barrier after each step (the combine again a compare of two LDS values
; choosing arithmetic), and every thread writes its outputs exp(x - M) / S.
; (tests/explore/every_input/test_select_branches.py; docs/semantics/every-input.md,
; "Branches that only choose values")
target triple = "amdgcn-amd-amdhsa"

@lds_m = internal addrspace(3) global [128 x float] poison
@lds_s = internal addrspace(3) global [128 x float] poison

define amdgpu_kernel void @softmax(ptr addrspace(1) %x, ptr addrspace(1) %y) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  br label %row

row:                                   ; the row loop: a fixed trip count
  %i = phi i32 [ 0, %entry ], [ %i1, %row.next ]
  %m = phi float [ 0xFFF0000000000000, %entry ], [ %m1, %row.next ]
  %s = phi float [ 0.0, %entry ], [ %s1, %row.next ]
  %base = mul i32 %i, 128
  %idx = add i32 %base, %t
  %px = getelementptr float, ptr addrspace(1) %x, i32 %idx
  %v = load float, ptr addrspace(1) %px
  %gt = fcmp ogt float %v, %m
  br i1 %gt, label %row.grow, label %row.keep

row.grow:                              ; a new max: rescale the sum
  %dm = fsub float %m, %v
  %scale = call float @llvm.exp2.f32(float %dm)
  %sg = fmul float %s, %scale
  %sg1 = fadd float %sg, 1.0
  br label %row.next

row.keep:
  %dv = fsub float %v, %m
  %e = call float @llvm.exp2.f32(float %dv)
  %sk = fadd float %s, %e
  br label %row.next

row.next:
  %m1 = phi float [ %v, %row.grow ], [ %m, %row.keep ]
  %s1 = phi float [ %sg1, %row.grow ], [ %sk, %row.keep ]
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, 2
  br i1 %more, label %row, label %publish

publish:                               ; each thread's partial (m, s) to LDS
  %pm = getelementptr float, ptr addrspace(3) @lds_m, i32 %t
  %ps = getelementptr float, ptr addrspace(3) @lds_s, i32 %t
  store float %m1, ptr addrspace(3) %pm
  store float %s1, ptr addrspace(3) %ps
  fence syncscope("workgroup") release   ; the barrier before the tree reads
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %tree

tree:                                  ; strides 64, 32, ..., 1
  %stride = phi i32 [ 64, %publish ], [ %half, %tree.step ]
  %active = icmp ult i32 %t, %stride
  br i1 %active, label %combine, label %tree.step

combine:
  %o = add i32 %t, %stride
  %pmo = getelementptr float, ptr addrspace(3) @lds_m, i32 %o
  %pso = getelementptr float, ptr addrspace(3) @lds_s, i32 %o
  %ma = load float, ptr addrspace(3) %pm
  %sa = load float, ptr addrspace(3) %ps
  %mb = load float, ptr addrspace(3) %pmo
  %sb = load float, ptr addrspace(3) %pso
  %bigger = fcmp ogt float %mb, %ma
  br i1 %bigger, label %combine.b, label %combine.a

combine.b:                             ; the other partial has the larger max
  %da = fsub float %ma, %mb
  %ea = call float @llvm.exp2.f32(float %da)
  %sab = call float @llvm.fma.f32(float %sa, float %ea, float %sb)
  br label %combine.done

combine.a:
  %db = fsub float %mb, %ma
  %eb = call float @llvm.exp2.f32(float %db)
  %saa = call float @llvm.fma.f32(float %sb, float %eb, float %sa)
  br label %combine.done

combine.done:
  %mc = phi float [ %mb, %combine.b ], [ %ma, %combine.a ]
  %sc = phi float [ %sab, %combine.b ], [ %saa, %combine.a ]
  store float %mc, ptr addrspace(3) %pm
  store float %sc, ptr addrspace(3) %ps
  br label %tree.step

tree.step:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %half = lshr i32 %stride, 1
  %again = icmp ne i32 %half, 0
  br i1 %again, label %tree, label %write

write:                                 ; every thread reads the row's (M, S)
  %mrow = load float, ptr addrspace(3) @lds_m
  %srow = load float, ptr addrspace(3) @lds_s
  br label %out

out:
  %j = phi i32 [ 0, %write ], [ %j1, %out ]
  %ob = mul i32 %j, 128
  %oi = add i32 %ob, %t
  %qx = getelementptr float, ptr addrspace(1) %x, i32 %oi
  %xv = load float, ptr addrspace(1) %qx
  %dx = fsub float %xv, %mrow
  %ex = call float @llvm.exp2.f32(float %dx)
  %yv = fdiv float %ex, %srow
  %qy = getelementptr float, ptr addrspace(1) %y, i32 %oi
  store float %yv, ptr addrspace(1) %qy
  %j1 = add i32 %j, 1
  %jmore = icmp ult i32 %j1, 2
  br i1 %jmore, label %out, label %exit

exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
declare float @llvm.exp2.f32(float)
declare float @llvm.fma.f32(float, float, float)
