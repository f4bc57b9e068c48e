// Local-memory exchange: barrier(CLK_LOCAL_MEM_FENCE) orders each work-item's write
// before the mirrored read; without it the read races.
__kernel void reverse(__global int *out, __global const int *in) {
  __local int tile[256];
  size_t t = get_local_id(0);
  size_t n = get_local_size(0);
  tile[t] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = tile[n - 1 - t];
}

__kernel void reverse_no_barrier(__global int *out, __global const int *in) {
  __local int tile[256];
  size_t t = get_local_id(0);
  size_t n = get_local_size(0);
  tile[t] = in[get_global_id(0)];
  out[get_global_id(0)] = tile[n - 1 - t];  // races with the mirror's write
}
