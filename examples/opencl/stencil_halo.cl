// A 1-D three-point stencil with a halo staged by the first and last work-items; a halo
// written by the wrong work-item leaves tile[0] unwritten.
__kernel void stencil(__global int *out, __global const int *in) {
  __local int tile[66];
  size_t t = get_local_id(0);
  size_t i = get_global_id(0) + 1;
  tile[t + 1] = in[i];
  if (t == 0) tile[0] = in[i - 1];
  if (t == get_local_size(0) - 1) tile[t + 2] = in[i + 1];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[i - 1] = tile[t] + tile[t + 1] + tile[t + 2];
}

__kernel void stencil_wrong_halo(__global int *out, __global const int *in) {
  __local int tile[66];
  size_t t = get_local_id(0);
  size_t i = get_global_id(0) + 1;
  tile[t + 1] = in[i];
  if (t == 1) tile[t] = in[i - 1];  // writes tile[1] again; tile[0] stays unwritten
  if (t == get_local_size(0) - 1) tile[t + 2] = in[i + 1];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[i - 1] = tile[t] + tile[t + 1] + tile[t + 2];
}
