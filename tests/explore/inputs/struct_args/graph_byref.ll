; Kernels that take a CSR graph by value, written as clang lowers a struct argument for
; amdgcn: a pointer to the kernel argument segment, `byref(%struct.Graph)`, whose fields
; the kernel loads at constant offsets (program/struct_args.py).
;   struct Graph { int nodes; int edges; const int *nindex; const int *nlist; };
; @degree carries debug information that names the struct `g` and its fields; the others
; have none, so their fields are named by index (g.0 … g.3).
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.Graph = type { i32, i32, ptr, ptr }

declare i32 @llvm.amdgcn.workitem.id.x()

; Each node writes its degree, nindex[v + 1] - nindex[v], to its own slot.
define amdgpu_kernel void @degree(ptr addrspace(4) byref(%struct.Graph) align 8 %0, ptr addrspace(1) %out) !dbg !3 {
entry:
  %nodes = load i32, ptr addrspace(4) %0, align 8
  %nindex.at = getelementptr inbounds i8, ptr addrspace(4) %0, i64 8
  %nindex.flat = load ptr, ptr addrspace(4) %nindex.at, align 8
  %nindex = addrspacecast ptr %nindex.flat to ptr addrspace(1)
  %v = call i32 @llvm.amdgcn.workitem.id.x()
  %in = icmp slt i32 %v, %nodes
  br i1 %in, label %body, label %done

body:
  %i = sext i32 %v to i64
  %p0 = getelementptr inbounds i32, ptr addrspace(1) %nindex, i64 %i
  %a = load i32, ptr addrspace(1) %p0, align 4
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 1
  %b = load i32, ptr addrspace(1) %p1, align 4
  %d = sub i32 %b, %a
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
  store i32 %d, ptr addrspace(1) %q, align 4
  br label %done

done:
  ret void
}

; The seeded twin, without debug information: each node writes at its row's start, which
; two nodes share when a row is empty.
define amdgpu_kernel void @degree_at_row_start(ptr addrspace(4) byref(%struct.Graph) align 8 %g, ptr addrspace(1) %out) {
entry:
  %nodes = load i32, ptr addrspace(4) %g, align 8
  %nindex.at = getelementptr inbounds i8, ptr addrspace(4) %g, i64 8
  %nindex.flat = load ptr, ptr addrspace(4) %nindex.at, align 8
  %nindex = addrspacecast ptr %nindex.flat to ptr addrspace(1)
  %v = call i32 @llvm.amdgcn.workitem.id.x()
  %in = icmp slt i32 %v, %nodes
  br i1 %in, label %body, label %done

body:
  %i = sext i32 %v to i64
  %p0 = getelementptr inbounds i32, ptr addrspace(1) %nindex, i64 %i
  %a = load i32, ptr addrspace(1) %p0, align 4
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %p0, i64 1
  %b = load i32, ptr addrspace(1) %p1, align 4
  %d = sub i32 %b, %a
  %j = sext i32 %a to i64
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %j
  store i32 %d, ptr addrspace(1) %q, align 4
  br label %done

done:
  ret void
}

; A struct whose bytes are indexed by a variable: it stays one parameter.
define amdgpu_kernel void @field_by_index(ptr addrspace(4) byref(%struct.Graph) align 8 %g, ptr addrspace(1) %out) {
entry:
  %v = call i32 @llvm.amdgcn.workitem.id.x()
  %i = zext i32 %v to i64
  %p = getelementptr inbounds i32, ptr addrspace(4) %g, i64 %i
  %x = load i32, ptr addrspace(4) %p, align 4
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
  store i32 %x, ptr addrspace(1) %q, align 4
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "amdsync tests", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "graph.hip", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "degree", scope: !1, file: !1, line: 10, type: !4, scopeLine: 10, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !6)
!4 = !DISubroutineType(types: !5)
!5 = !{null}
!6 = !{!7}
!7 = !DILocalVariable(name: "g", arg: 1, scope: !3, file: !1, line: 10, type: !8)
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "Graph_t", file: !1, line: 8, baseType: !9)
!9 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Graph", file: !1, line: 3, size: 192, elements: !10)
!10 = !{!11, !13, !14, !17}
!11 = !DIDerivedType(tag: DW_TAG_member, name: "nodes", scope: !9, file: !1, line: 4, baseType: !12, size: 32)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_member, name: "edges", scope: !9, file: !1, line: 5, baseType: !12, size: 32, offset: 32)
!14 = !DIDerivedType(tag: DW_TAG_member, name: "nindex", scope: !9, file: !1, line: 6, baseType: !15, size: 64, offset: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!17 = !DIDerivedType(tag: DW_TAG_member, name: "nlist", scope: !9, file: !1, line: 7, baseType: !15, size: 64, offset: 128)
