// Double-buffered staging through LDS: iteration i fills buffer i % 2 while the block
// reads buffer (i + 1) % 2 from the previous iteration. One barrier per iteration
// makes this safe with two buffers; with one buffer the next fill overwrites values
// the slower work-items still read.
#include <hip/hip_runtime.h>

__global__ void staged(int *out, const int *in, int steps) {
  __shared__ int buf[2][64];
  unsigned t = threadIdx.x;
  int acc = 0;
  buf[0][t] = in[t];
  __syncthreads();
  for (int i = 1; i < steps; ++i) {
    buf[i % 2][t] = in[i * 64 + t];
    acc += buf[(i + 1) % 2][63 - t];
    __syncthreads();
  }
  out[blockIdx.x * 64 + t] = acc;
}

__global__ void staged_one_buffer(int *out, const int *in, int steps) {
  __shared__ int buf[64];
  unsigned t = threadIdx.x;
  int acc = 0;
  buf[t] = in[t];
  __syncthreads();
  for (int i = 1; i < steps; ++i) {
    acc += buf[63 - t];
    buf[t] = in[i * 64 + t];  // overwrites what work-item 63 - t reads
    __syncthreads();
  }
  out[blockIdx.x * 64 + t] = acc;
}
