// Double-buffered staging: step i fills buffer i % 2 while reading buffer (i + 1) % 2
// from the step before; one barrier per step suffices with two buffers, not with one.
__kernel void staged(__global int *out, __global const int *in, int steps) {
  __local int buf[2][64];
  size_t t = get_local_id(0);
  int acc = 0;
  buf[0][t] = in[t];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int i = 1; i < steps; ++i) {
    buf[i % 2][t] = in[i * 64 + t];
    acc += buf[(i + 1) % 2][63 - t];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[get_global_id(0)] = acc;
}

__kernel void staged_one_buffer(__global int *out, __global const int *in, int steps) {
  __local int buf[64];
  size_t t = get_local_id(0);
  int acc = 0;
  buf[t] = in[t];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int i = 1; i < steps; ++i) {
    acc += buf[63 - t];
    buf[t] = in[i * 64 + t];  // overwrites what work-item 63 - t reads
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[get_global_id(0)] = acc;
}
