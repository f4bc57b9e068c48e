// Tree reduction in a __local buffer passed as a kernel argument (its size is a launch
// parameter: --arg scratch=BYTES). get_local_size(0) is the size of this work-group,
// which is smaller for a partial last group, so the tree stays inside what exists.
__kernel void reduce(__global const int *in, __global int *out, __local int *scratch) {
  size_t l = get_local_id(0);
  scratch[l] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t s = get_local_size(0) / 2; s > 0; s >>= 1) {
    if (l < s) scratch[l] += scratch[l + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (l == 0) out[get_group_id(0)] = scratch[0];
}

__kernel void reduce_enqueued_size(__global const int *in, __global int *out,
                                   __local int *scratch) {
  size_t l = get_local_id(0);
  scratch[l] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  // the enqueued size counts work-items a partial last group does not have
  for (size_t s = get_enqueued_local_size(0) / 2; s > 0; s >>= 1) {
    if (l < s) scratch[l] += scratch[l + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (l == 0) out[get_group_id(0)] = scratch[0];
}
