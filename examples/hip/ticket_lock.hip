// A ticket lock across blocks: each block's first work-item takes a ticket, waits until
// `serving` reaches it (acquire), updates the shared total, and hands the lock on
// (release). Handing on with a relaxed store publishes nothing: the next holder's
// update races with this one.
#include <hip/hip_runtime.h>

__device__ unsigned next_ticket;
__device__ unsigned serving;

__global__ void locked_add(int *total, const int *in) {
  if (threadIdx.x != 0) return;
  unsigned ticket = atomicAdd(&next_ticket, 1u);
  while (__hip_atomic_load(&serving, __ATOMIC_ACQUIRE, __HIP_MEMORY_SCOPE_AGENT) != ticket) {
  }
  *total += in[blockIdx.x];
  __hip_atomic_store(&serving, ticket + 1, __ATOMIC_RELEASE, __HIP_MEMORY_SCOPE_AGENT);
}

__global__ void locked_add_relaxed_unlock(int *total, const int *in) {
  if (threadIdx.x != 0) return;
  unsigned ticket = atomicAdd(&next_ticket, 1u);
  while (__hip_atomic_load(&serving, __ATOMIC_ACQUIRE, __HIP_MEMORY_SCOPE_AGENT) != ticket) {
  }
  *total += in[blockIdx.x];  // races with the next holder's update
  __hip_atomic_store(&serving, ticket + 1, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
}
