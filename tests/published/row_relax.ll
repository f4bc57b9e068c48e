; One relaxation step as rocm-examples' and HIP-Examples' Floyd-Warshall kernels make
; it, on one row: lane t reads the row's pivot d[0] and its own d[t], and writes
; d[t] = d[0] + d[t] where that is smaller as an int. Lane 0's write of d[0] happens
; only when d[0] + d[0] < d[0], i.e. d[0] < 0, and then races with every other lane's
; read of d[0]; with a zero pivot (what the hosts build: a zero diagonal) no lane
; writes d[0] and every write is to the lane's own element: clean.
; The kernel reads and writes %d, so its loads give no terms (docs/semantics/symbolic.md,
; "Symbols in the machine") and the per-lane branch splits the lanes.
; Written here after what those kernels teach: tests/published/test_row_relax.py.

define amdgpu_kernel void @row_relax(ptr addrspace(1) %d) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %pivot = load i32, ptr addrspace(1) %d, align 4
  %pt = getelementptr inbounds i32, ptr addrspace(1) %d, i32 %tid
  %own = load i32, ptr addrspace(1) %pt, align 4
  %via = add i32 %pivot, %own
  %shorter = icmp slt i32 %via, %own
  br i1 %shorter, label %update, label %done
update:
  store i32 %via, ptr addrspace(1) %pt, align 4
  br label %done
done:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
