; amdsync lowering of memory-model for gfx942:sramecc+:xnack-
target triple = "amdgcn-amd-amdhsa"

@flag = internal addrspace(3) global [16 x i8] poison, align 16

define amdgpu_kernel void @k(ptr addrspace(1) noalias %g, i32 %n) #0 {
entry:
  %id1 = call i32 @llvm.amdgcn.workitem.id.x()
  %v2 = mul i32 %id1, 16
  %p3 = getelementptr i8, ptr addrspace(1) %g, i32 %v2
  fence syncscope("workgroup") release, !mmra !0
  fence syncscope("agent") acq_rel, !mmra !3
  fence syncscope("one-as") seq_cst
  store atomic i32 1, ptr addrspace(3) @flag syncscope("workgroup") release, align 4, !mmra !2
  %ld4 = load atomic i32, ptr addrspace(1) %g syncscope("agent") acquire, align 4
  %rmw5 = atomicrmw add ptr addrspace(1) %p3, i32 1 syncscope("cluster") monotonic, align 4
  %.cx1 = cmpxchg ptr addrspace(1) %p3, i32 0, i32 1 syncscope("agent") acquire monotonic, align 4
  %cx = extractvalue { i32, i1 } %.cx1, 0
  %av = call <4 x i32> @llvm.amdgcn.av.load.b128.p1(ptr addrspace(1) %p3, metadata !4)
  call void @llvm.amdgcn.av.store.b128.p1(ptr addrspace(1) %p3, <4 x i32> %av, metadata !5)
  ret void
}

declare <4 x i32> @llvm.amdgcn.av.load.b128.p1(ptr addrspace(1), metadata)
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.av.store.b128.p1(ptr addrspace(1), <4 x i32>, metadata)

attributes #0 = { "target-cpu"="gfx942" "target-features"="+sramecc,-xnack" "amdgpu-flat-work-group-size"="1,1024" }
attributes #1 = { noinline "target-cpu"="gfx942" "target-features"="+sramecc,-xnack" }

!0 = !{!"amdgpu-synchronize-as", !"local"}
!1 = !{!"amdgpu-synchronize-as", !"global"}
!2 = !{!"amdgcn-av", !"none"}
!3 = !{!1, !0, !2}
!4 = !{!"agent"}
!5 = !{!"workgroup"}
