; amdsync lowering of pipeline for gfx950
target triple = "amdgcn-amd-amdhsa"

@tile = internal addrspace(3) global [3072 x i8] poison, align 16

define amdgpu_kernel void @k(ptr addrspace(1) noalias %g, ptr addrspace(1) noalias %out, i32 %n) #0 {
entry:
  %id1 = call i32 @llvm.amdgcn.workitem.id.x()
  %v2 = mul i32 %id1, 4
  %p3 = getelementptr i8, ptr addrspace(1) %g, i32 %v2
  %p4 = getelementptr i8, ptr addrspace(1) %p3, i32 0
  %p5 = getelementptr i8, ptr addrspace(3) @tile, i32 0
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %p4, ptr addrspace(3) %p5, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %v6 = mul i32 %id1, 4
  %p7 = getelementptr i8, ptr addrspace(1) %g, i32 %v6
  %p8 = getelementptr i8, ptr addrspace(1) %p7, i32 1024
  %p9 = getelementptr i8, ptr addrspace(3) @tile, i32 1024
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %p8, ptr addrspace(3) %p9, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %v10 = mul i32 %id1, 4
  %p11 = getelementptr i8, ptr addrspace(1) %g, i32 %v10
  %p12 = getelementptr i8, ptr addrspace(1) %p11, i32 2048
  %p13 = getelementptr i8, ptr addrspace(3) @tile, i32 2048
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %p12, ptr addrspace(3) %p13, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %loop14
loop14:
  %i17 = phi i32 [ 0, %entry ], [ %inext18, %body15 ]
  %c19 = icmp slt i32 %i17, %n
  br i1 %c19, label %body15, label %exit16
body15:
  call void @llvm.amdgcn.wait.asyncmark(i16 2)
  %v20 = mul i32 %id1, 4
  %p21 = getelementptr i8, ptr addrspace(1) %g, i32 %v20
  %v22 = mul i32 %i17, 1024
  %p23 = getelementptr i8, ptr addrspace(1) %p21, i32 %v22
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %p23, ptr addrspace(3) @tile, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %inext18 = add i32 %i17, 1
  br label %loop14
exit16:
  call void @llvm.amdgcn.wait.asyncmark(i16 2)
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  call void @llvm.amdgcn.s.barrier()
  %v24 = mul i32 %id1, 4
  %p25 = getelementptr i8, ptr addrspace(3) @tile, i32 %v24
  %ld26 = load i32, ptr addrspace(3) %p25, align 4
  %v27 = mul i32 %id1, 4
  %p28 = getelementptr i8, ptr addrspace(1) %out, i32 %v27
  store i32 %ld26, ptr addrspace(1) %p28, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg, i32 immarg)
declare void @llvm.amdgcn.s.barrier()
declare void @llvm.amdgcn.wait.asyncmark(i16 immarg)

attributes #0 = { "target-cpu"="gfx950" "amdgpu-flat-work-group-size"="1,1024" }
attributes #1 = { noinline "target-cpu"="gfx950" }
