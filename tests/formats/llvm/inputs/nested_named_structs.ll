; Named struct types as clang writes them for HIP: quoted names with "::" and
; template arguments, one nested inside another (issue: "unexpected = after type").
target triple = "amdgcn-amd-amdhsa"
%"struct.cooperative_groups::details::thread_group" = type { i32, i64, %"struct.other<int, 3>" }
%"struct.other<int, 3>" = type { i32, [2 x i32] }
%"class.a b" = type { %"struct.cooperative_groups::details::thread_group" }
define internal void @f(ptr addrspace(1) %g, %"struct.cooperative_groups::details::thread_group" %v) {
  store %"struct.cooperative_groups::details::thread_group" %v, ptr addrspace(1) %g
  ret void
}
define amdgpu_kernel void @k(ptr addrspace(1) %g) {
  %v = load %"struct.cooperative_groups::details::thread_group", ptr addrspace(1) %g
  %e = extractvalue %"struct.cooperative_groups::details::thread_group" %v, 2
  call void @f(ptr addrspace(1) %g, %"struct.cooperative_groups::details::thread_group" %v)
  ret void
}
