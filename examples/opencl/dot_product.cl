// Dot product: each group reduces its products in local memory, and its first
// work-item adds the group's sum to the result atomically; a plain += races across
// groups.
__kernel void dot(__global int *result, __global const int *a, __global const int *b) {
  __local int partial[64];
  size_t t = get_local_id(0), i = get_global_id(0);
  partial[t] = a[i] * b[i];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t s = get_local_size(0) / 2; s > 0; s >>= 1) {
    if (t < s) partial[t] += partial[t + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (t == 0) atomic_add(result, partial[0]);
}

__kernel void dot_plain_accumulate(__global int *result, __global const int *a,
                                   __global const int *b) {
  __local int partial[64];
  size_t t = get_local_id(0), i = get_global_id(0);
  partial[t] = a[i] * b[i];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t s = get_local_size(0) / 2; s > 0; s >>= 1) {
    if (t < s) partial[t] += partial[t + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (t == 0) *result += partial[0];  // races with the other groups' updates
}
