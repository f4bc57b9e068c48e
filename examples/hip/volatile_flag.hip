// A flag polled through a volatile pointer is not an atomic: LLVM's volatile accesses
// are plain accesses for the memory model, so the poll races with the flag's store and
// orders nothing. An agent-scope release store and acquire load synchronize.
#include <hip/hip_runtime.h>

__device__ int ready;

__global__ void signal(int *data, int *out) {
  if (blockIdx.x == 0) {
    if (threadIdx.x == 0) {
      data[0] = 5;
      __hip_atomic_store(&ready, 1, __ATOMIC_RELEASE, __HIP_MEMORY_SCOPE_AGENT);
    }
  } else if (threadIdx.x == 0) {
    while (__hip_atomic_load(&ready, __ATOMIC_ACQUIRE, __HIP_MEMORY_SCOPE_AGENT) == 0) {
    }
    out[0] = data[0];
  }
}

__global__ void signal_volatile(int *data, int *out) {
  volatile int *flag = &ready;
  if (blockIdx.x == 0) {
    if (threadIdx.x == 0) {
      data[0] = 5;
      __threadfence();
      *flag = 1;
    }
  } else if (threadIdx.x == 0) {
    while (*flag == 0) {  // a plain read racing with the store above
    }
    __threadfence();
    out[0] = data[0];
  }
}
