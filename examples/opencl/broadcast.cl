// One work-item publishes a value in local memory for its group.
__kernel void broadcast(__global int *out, __global const int *in) {
  __local int value;
  if (get_local_id(0) == 0) value = in[get_group_id(0)] * 3;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = value;
}

__kernel void broadcast_mem_fence(__global int *out, __global const int *in) {
  __local int value;
  if (get_local_id(0) == 0) value = in[get_group_id(0)] * 3;
  mem_fence(CLK_LOCAL_MEM_FENCE);  // orders this work-item only
  out[get_global_id(0)] = value;  // races with work-item 0
}
