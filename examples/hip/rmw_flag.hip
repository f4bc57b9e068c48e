// The flag idiom of older CUDA/HIP code: the producer publishes with __threadfence()
// and atomicExch, the consumer polls with atomicAdd(&flag, 0). HIP's atomics are
// relaxed, so the consumer needs its own __threadfence() after the poll (fence
// synchronization); __syncthreads() alone only fences at workgroup scope, which does
// not include the producer's block.
#include <hip/hip_runtime.h>

__device__ int flag;

__global__ void poll(int *data, int *out) {
  if (blockIdx.x == 0) {
    data[threadIdx.x] = 42;
    __syncthreads();
    if (threadIdx.x == 0) {
      __threadfence();  // after the barrier: releases the whole block's writes
      atomicExch(&flag, 1);
    }
  } else {
    if (threadIdx.x == 0) {
      while (atomicAdd(&flag, 0) == 0) {
      }
      __threadfence();
    }
    __syncthreads();
    out[threadIdx.x] = data[threadIdx.x];
  }
}

__global__ void poll_no_consumer_fence(int *data, int *out) {
  if (blockIdx.x == 0) {
    data[threadIdx.x] = 42;
    __syncthreads();
    if (threadIdx.x == 0) {
      __threadfence();  // after the barrier: releases the whole block's writes
      atomicExch(&flag, 1);
    }
  } else {
    if (threadIdx.x == 0) {
      while (atomicAdd(&flag, 0) == 0) {
      }
    }
    __syncthreads();
    out[threadIdx.x] = data[threadIdx.x];  // races with block 0's write
  }
}
