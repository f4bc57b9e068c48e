// A spin lock across blocks: atomicCAS takes it, atomicExch gives it back. HIP's
// atomics are relaxed, so __threadfence() after taking and before giving back the lock
// orders the protected update (fence synchronization through the lock's release
// sequence). Without the fences, the holders' updates race.
#include <hip/hip_runtime.h>

__device__ int lock;

__global__ void locked_add(int *total, const int *in) {
  if (threadIdx.x != 0) return;
  while (atomicCAS(&lock, 0, 1) != 0) {
  }
  __threadfence();
  *total += in[blockIdx.x];
  __threadfence();
  atomicExch(&lock, 0);
}

__global__ void locked_add_no_fences(int *total, const int *in) {
  if (threadIdx.x != 0) return;
  while (atomicCAS(&lock, 0, 1) != 0) {
  }
  *total += in[blockIdx.x];  // races with the next holder's update
  atomicExch(&lock, 0);
}
