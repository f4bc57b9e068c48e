// One work-item computes a value for the whole block and publishes it in LDS.
#include <hip/hip_runtime.h>

__global__ void broadcast(int *out, const int *in) {
  __shared__ int value;
  if (threadIdx.x == 0) value = in[blockIdx.x] * 3;
  __syncthreads();
  out[blockIdx.x * blockDim.x + threadIdx.x] = value;
}

__global__ void broadcast_fence_only(int *out, const int *in) {
  __shared__ int value;
  if (threadIdx.x == 0) value = in[blockIdx.x] * 3;
  __threadfence_block();  // orders this work-item's accesses, synchronizes nobody
  out[blockIdx.x * blockDim.x + threadIdx.x] = value;  // races with work-item 0
}
