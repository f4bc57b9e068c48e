// An OpenCL C kernel in the style of a test suite's: the tile width comes from the
// build (-DTILE=…) and the file does not compile without it.
#ifndef TILE
#error "compile with -DTILE=<work-items per group>"
#endif

__kernel void tile_sum(__global int* out, __global const int* in) {
  __local int tile[TILE];
  const int t = get_local_id(0);
  tile[t] = in[get_global_id(0)];
#ifndef SKIP_BARRIER
  barrier(CLK_LOCAL_MEM_FENCE);
#endif
  out[get_global_id(0)] = tile[(t + 1) % TILE];
}
