; One Floyd-Warshall step for a fixed k over an 8 x 8 distance matrix, one lane per
; entry: d[i][j] = d[i][k] + d[k][j] where that is shorter. Row k and column k are read
; by other lanes and never written when d[k][k] = 0 (the branch follows the data).
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @fw(ptr addrspace(1) %d, i32 %k) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %i = lshr i32 %t, 3
  %j = and i32 %t, 7
  %rowi = shl i32 %i, 3
  %rowk = shl i32 %k, 3
  %ij = add i32 %rowi, %j
  %ik = add i32 %rowi, %k
  %kj = add i32 %rowk, %j
  %pij = getelementptr i32, ptr addrspace(1) %d, i32 %ij
  %pik = getelementptr i32, ptr addrspace(1) %d, i32 %ik
  %pkj = getelementptr i32, ptr addrspace(1) %d, i32 %kj
  %dij = load i32, ptr addrspace(1) %pij, align 4
  %dik = load i32, ptr addrspace(1) %pik, align 4
  %dkj = load i32, ptr addrspace(1) %pkj, align 4
  %via = add i32 %dik, %dkj
  %shorter = icmp slt i32 %via, %dij
  br i1 %shorter, label %update, label %end
update:
  store i32 %via, ptr addrspace(1) %pij, align 4
  br label %end
end:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
