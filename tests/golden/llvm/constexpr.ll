; Constant expressions: nested GEPs into a struct in LDS, address-space casts to flat,
; ptrtoint / inttoptr round trips, and a constant expression on a phi edge.
target triple = "amdgcn-amd-amdhsa"

%struct.Tile = type { i32, [3 x i8], [4 x <2 x half>], i64 }

@tiles = internal addrspace(3) global [2 x %struct.Tile] poison, align 16
@table = internal addrspace(1) constant [4 x i16] [i16 1, i16 2, i16 -1, i16 256], align 2
@zeros = internal addrspace(1) global [8 x i8] zeroinitializer, align 8
@msg = internal addrspace(4) constant [3 x i8] c"ok\00", align 1

define amdgpu_kernel void @consts(i1 %c, i64 %i) {
entry:
  store i64 5, ptr addrspace(3) getelementptr inbounds ([2 x %struct.Tile], ptr addrspace(3) @tiles, i32 0, i32 1, i32 3), align 8
  store <2 x half> zeroinitializer, ptr addrspacecast (ptr addrspace(3) getelementptr inbounds ([2 x %struct.Tile], ptr addrspace(3) @tiles, i32 0, i32 0, i32 2, i32 1) to ptr), align 4
  %p = getelementptr inbounds %struct.Tile, ptr addrspace(3) @tiles, i64 %i, i32 2, i64 %i
  %x = load i16, ptr addrspace(1) getelementptr inbounds ([4 x i16], ptr addrspace(1) @table, i64 0, i64 2), align 2
  %n = add i64 ptrtoint (ptr addrspace(1) @zeros to i64), 8
  %q = inttoptr i64 %n to ptr addrspace(1)
  br i1 %c, label %a, label %b

a:
  br label %b

b:
  %sel = phi ptr [ addrspacecast (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @tiles, i32 16) to ptr), %a ], [ null, %entry ]
  %v = load i32, ptr %sel, align 4
  ret void
}
