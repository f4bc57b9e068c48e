// Cross-block message passing: block 0 writes data and releases a flag at agent
// scope; the other blocks' work-item 0 spins on an agent-scope acquire load, then the
// block synchronizes. With a workgroup-scope release the flag orders nothing for the
// other blocks, and their data reads race with block 0's writes.
#include <hip/hip_runtime.h>

__device__ int ready;

__global__ void publish(int *data, int *out) {
  unsigned t = threadIdx.x;
  if (blockIdx.x == 0) {
    data[t] = 42 + t;
    __syncthreads();
    if (t == 0) __hip_atomic_store(&ready, 1, __ATOMIC_RELEASE, __HIP_MEMORY_SCOPE_AGENT);
  } else {
    if (t == 0)
      while (__hip_atomic_load(&ready, __ATOMIC_ACQUIRE, __HIP_MEMORY_SCOPE_AGENT) == 0) {
      }
    __syncthreads();
    out[blockIdx.x * blockDim.x + t] = data[t];
  }
}

__global__ void publish_workgroup_scope(int *data, int *out) {
  unsigned t = threadIdx.x;
  if (blockIdx.x == 0) {
    data[t] = 42 + t;
    __syncthreads();
    if (t == 0)
      __hip_atomic_store(&ready, 1, __ATOMIC_RELEASE, __HIP_MEMORY_SCOPE_WORKGROUP);
  } else {
    if (t == 0)
      while (__hip_atomic_load(&ready, __ATOMIC_ACQUIRE, __HIP_MEMORY_SCOPE_WORKGROUP) == 0) {
      }
    __syncthreads();
    out[blockIdx.x * blockDim.x + t] = data[t];  // races: the scopes do not include block 0
  }
}
