// Work-items past the data must still reach the barrier: an early return leaves some
// lanes of a wave out of it (a barrier in wave-divergent control flow, undefined).
__kernel void shift_left(__global int *out, __global const int *in, int n) {
  __local int tile[64];
  size_t t = get_local_id(0);
  int i = get_global_id(0);
  if (i < n) tile[t] = in[i];
  barrier(CLK_LOCAL_MEM_FENCE);
  if (i < n && t + 1 < get_local_size(0) && i + 1 < n) out[i] = tile[t + 1];
}

__kernel void shift_left_early_return(__global int *out, __global const int *in, int n) {
  __local int tile[64];
  size_t t = get_local_id(0);
  int i = get_global_id(0);
  if (i >= n) return;
  tile[t] = in[i];
  barrier(CLK_LOCAL_MEM_FENCE);  // the returned lanes never arrive
  if (t + 1 < get_local_size(0) && i + 1 < n) out[i] = tile[t + 1];
}
