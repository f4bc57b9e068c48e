target triple = "amdgcn-amd-amdhsa"

%struct.info = type { i32, %struct.tile }
%struct.tile = type { i8, i32 }

define internal void @slot(%struct.info %g, ptr addrspace(1) %out) {
entry:
  %size = extractvalue %struct.info %g, 1, 1
  %kind = extractvalue %struct.info %g, 0
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %mask = add i32 %size, -1
  %rank = and i32 %tid, %mask
  %base = mul i32 %kind, %rank
  %idx = zext i32 %base to i64
  %dst = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %tid, ptr addrspace(1) %dst, align 4
  ret void
}

define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %kind) {
entry:
  %partial = insertvalue %struct.info undef, i32 %kind, 0
  %whole = insertvalue %struct.info %partial, %struct.tile { i8 1, i32 64 }, 1
  call void @slot(%struct.info %whole, ptr addrspace(1) %out)
  call void @slot(%struct.info { i32 1, %struct.tile { i8 1, i32 16 } }, ptr addrspace(1) %out)
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
