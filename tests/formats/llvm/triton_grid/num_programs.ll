; tl.num_programs as Triton 3.9's AMD backend compiles it (tt.get_num_programs ->
; gpu.grid_dim -> a load of hidden_block_count_{x,y} at offsets 0 and 4 of the implicit
; kernel arguments; the module flag says code object 500). @grid_index: every program's
; lane 0 stores to out[16 * num_programs(0) + num_programs(1)], a race whose address is
; the grid. @persistent: program p writes rows p, p + num_programs(0), ... < n_rows
; (clean); @persistent_short_step: the step is num_programs(0) - 1 (rows overlap: a race).

define amdgpu_kernel void @grid_index(ptr addrspace(1) inreg %out) {
  %imp = tail call dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %nx = load i32, ptr addrspace(4) %imp, align 4
  %py = getelementptr inbounds nuw i8, ptr addrspace(4) %imp, i64 4
  %ny = load i32, ptr addrspace(4) %py, align 4
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %lane0 = icmp eq i32 %tid, 0
  br i1 %lane0, label %write, label %done
write:
  %hi = shl i32 %nx, 4
  %idx = add i32 %hi, %ny
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %idx
  store i32 %tid, ptr addrspace(1) %p, align 4
  br label %done
done:
  ret void
}

define amdgpu_kernel void @persistent(ptr addrspace(1) inreg %out, i32 inreg %n_rows) {
entry:
  %pid = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %imp = tail call dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %step = load i32, ptr addrspace(4) %imp, align 4
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %any = icmp slt i32 %pid, %n_rows
  br i1 %any, label %loop, label %exit
loop:
  %r = phi i32 [ %pid, %entry ], [ %next, %loop ]
  %row = shl i32 %r, 6
  %col = add i32 %row, %tid
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %col
  store i32 %r, ptr addrspace(1) %p, align 4
  %next = add i32 %r, %step
  %more = icmp slt i32 %next, %n_rows
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define amdgpu_kernel void @persistent_short_step(ptr addrspace(1) inreg %out, i32 inreg %n_rows) {
entry:
  %pid = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %imp = tail call dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %nprog = load i32, ptr addrspace(4) %imp, align 4
  %step = add i32 %nprog, -1
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %any = icmp slt i32 %pid, %n_rows
  br i1 %any, label %loop, label %exit
loop:
  %r = phi i32 [ %pid, %entry ], [ %next, %loop ]
  %row = shl i32 %r, 6
  %col = add i32 %row, %tid
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %col
  store i32 %r, ptr addrspace(1) %p, align 4
  %next = add i32 %r, %step
  %more = icmp slt i32 %next, %n_rows
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

declare ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
