// Publishing data to another block with a fence and a relaxed flag: the producer's
// fence must be at agent scope (__threadfence) for the consumer's agent acquire to
// synchronize with it; __threadfence_block is a workgroup-scope fence, which does not
// include the consumer's block.
#include <hip/hip_runtime.h>

__device__ int flag;

__global__ void handoff(int *data, int *out) {
  if (blockIdx.x == 0) {
    if (threadIdx.x == 0) {
      data[0] = 7;
      __threadfence();
      __hip_atomic_store(&flag, 1, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
    }
  } else if (threadIdx.x == 0) {
    while (__hip_atomic_load(&flag, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT) == 0) {
    }
    __threadfence();
    out[0] = data[0];
  }
}

__global__ void handoff_block_fence(int *data, int *out) {
  if (blockIdx.x == 0) {
    if (threadIdx.x == 0) {
      data[0] = 7;
      __threadfence_block();  // workgroup scope: not inclusive with block 1
      __hip_atomic_store(&flag, 1, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
    }
  } else if (threadIdx.x == 0) {
    while (__hip_atomic_load(&flag, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT) == 0) {
    }
    __threadfence();
    out[0] = data[0];  // races with block 0's write
  }
}
