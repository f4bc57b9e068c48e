// Shared-memory exchange: each work-item publishes a value in LDS and reads its
// mirror's. __syncthreads() orders the writes before the reads (a workgroup barrier
// with workgroup-scope release and acquire fences); without it the read races.
#include <hip/hip_runtime.h>

__global__ void reverse(int *out, const int *in) {
  __shared__ int tile[256];
  int t = threadIdx.x;
  int base = blockIdx.x * blockDim.x;
  tile[t] = in[base + t];
  __syncthreads();
  out[base + t] = tile[blockDim.x - 1 - t];
}

__global__ void reverse_no_sync(int *out, const int *in) {
  __shared__ int tile[256];
  int t = threadIdx.x;
  int base = blockIdx.x * blockDim.x;
  tile[t] = in[base + t];
  out[base + t] = tile[blockDim.x - 1 - t];  // races with the mirror's write
}
