// Work-items past the end of the data must still reach __syncthreads: an early return
// leaves some lanes of a wave out of the barrier (barrier in wave-divergent control
// flow, undefined). Guarding the work instead of returning keeps every lane in.
#include <hip/hip_runtime.h>

__global__ void shift_left(int *out, const int *in, int n) {
  __shared__ int tile[64];
  unsigned t = threadIdx.x;
  int i = blockIdx.x * blockDim.x + t;
  if (i < n) tile[t] = in[i];
  __syncthreads();
  if (i < n && t + 1 < blockDim.x && i + 1 < n) out[i] = tile[t + 1];
}

__global__ void shift_left_early_return(int *out, const int *in, int n) {
  __shared__ int tile[64];
  unsigned t = threadIdx.x;
  int i = blockIdx.x * blockDim.x + t;
  if (i >= n) return;
  tile[t] = in[i];
  __syncthreads();  // the returned lanes never arrive
  if (t + 1 < blockDim.x && i + 1 < n) out[i] = tile[t + 1];
}
