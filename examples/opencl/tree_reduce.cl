// Tree reduction in a fixed local array; the barrier inside the loop separates steps.
__kernel void group_sum(__global int *out, __global const int *in) {
  __local int partial[256];
  size_t t = get_local_id(0);
  partial[t] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t s = get_local_size(0) / 2; s > 0; s >>= 1) {
    if (t < s) partial[t] += partial[t + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (t == 0) out[get_group_id(0)] = partial[0];
}

__kernel void group_sum_no_step_barrier(__global int *out, __global const int *in) {
  __local int partial[256];
  size_t t = get_local_id(0);
  partial[t] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t s = get_local_size(0) / 2; s > 0; s >>= 1) {
    if (t < s) partial[t] += partial[t + s];  // races across steps
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (t == 0) out[get_group_id(0)] = partial[0];
}
