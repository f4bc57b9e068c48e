// Hillis-Steele inclusive scan of one work-group in local memory: read the element
// `offset` to the left, barrier, add in place, barrier. With one barrier per step the
// in-place add races with the right neighbour's read.
__kernel void inclusive_scan(__global int *out, __global const int *in) {
  __local int s[256];
  size_t t = get_local_id(0);
  s[t] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t offset = 1; offset < get_local_size(0); offset *= 2) {
    int left = t >= offset ? s[t - offset] : 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    s[t] += left;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[get_global_id(0)] = s[t];
}

__kernel void inclusive_scan_one_barrier(__global int *out, __global const int *in) {
  __local int s[256];
  size_t t = get_local_id(0);
  s[t] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t offset = 1; offset < get_local_size(0); offset *= 2) {
    int left = t >= offset ? s[t - offset] : 0;
    s[t] += left;  // races with the read of s[t] by work-item t + offset
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[get_global_id(0)] = s[t];
}
