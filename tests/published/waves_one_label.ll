; A row program of several waves as Triton compiles Liger-Kernel's jsd and tv_distance
; (4 warps): every wave reads the row's one label and branches on it (ignore_index, -100,
; or not); the two sides write different elements. Both waves read the same element,
; so both take the same side and each element is written once: clean for every label.
; Here the ignore side writes each lane's own element and the other side the other
; wave's, so a mix of sides would race. Written here after what those kernels teach:
; tests/published/test_every_input_gaps.py.

define amdgpu_kernel void @waves_one_label(ptr addrspace(1) %labels, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %v = load <1 x i64>, ptr addrspace(1) %labels, align 8
  %label = extractelement <1 x i64> %v, i64 0
  %ignore = icmp eq i64 %label, -100
  br i1 %ignore, label %own, label %other
own:
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i32 %tid
  store float 0.0, ptr addrspace(1) %po, align 4
  br label %done
other:
  %swap = xor i32 %tid, 64
  %pw = getelementptr inbounds float, ptr addrspace(1) %out, i32 %swap
  store float 1.0, ptr addrspace(1) %pw, align 4
  br label %done
done:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
