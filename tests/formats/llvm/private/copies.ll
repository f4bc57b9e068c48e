target triple = "amdgcn-amd-amdhsa"

@table = private unnamed_addr addrspace(4) constant [11 x i8] c"\05\03\07\01\02\09\04\06\08\00\0A", align 1

; Each work-item copies the constant table into its own scratch (11 bytes: one 8-byte
; piece and a 2- and a 1-byte tail), zeroes bytes 4..7 with memset, reads byte %k and
; writes out[tid * 16 + byte] (an address known only if the byte is); when the byte is
; not %want, every work-item also writes out[0]: a race.
define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %k, i32 %want) {
entry:
  %buf = alloca [16 x i8], align 16, addrspace(5)
  call void @llvm.memcpy.p5.p4.i64(ptr addrspace(5) align 16 %buf, ptr addrspace(4) align 1 @table, i64 11, i1 false)
  %mid = getelementptr inbounds i8, ptr addrspace(5) %buf, i32 4
  call void @llvm.memset.p5.i64(ptr addrspace(5) align 4 %mid, i8 0, i64 4, i1 false)
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %at = getelementptr inbounds i8, ptr addrspace(5) %buf, i32 %k
  %byte = load i8, ptr addrspace(5) %at, align 1
  %b = zext i8 %byte to i32
  %row = shl i32 %tid, 4
  %i = add i32 %row, %b
  %idx = zext i32 %i to i64
  %dst = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %tid, ptr addrspace(1) %dst, align 4
  %same = icmp eq i32 %b, %want
  br i1 %same, label %done, label %wrong
wrong:
  store i32 %tid, ptr addrspace(1) %out, align 4
  br label %done
done:
  ret void
}

declare void @llvm.memcpy.p5.p4.i64(ptr addrspace(5), ptr addrspace(4), i64, i1)
declare void @llvm.memset.p5.i64(ptr addrspace(5), i8, i64, i1)
declare i32 @llvm.amdgcn.workitem.id.x()
