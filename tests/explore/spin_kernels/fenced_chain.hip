// A hand-off between workgroups whose wait spins with a fence inside the loop, the
// flag read as libraries often read it: with a volatile (plain) load, or (RELAXED) an
// atomic one. Workgroup w waits for flag[w - 1], reads data[w - 1], passes its own on.
// tests/explore/test_spin_kernels.py checks both readings.
#include <hip/hip_runtime.h>

__device__ int read_flag(int* p) {
#ifdef RELAXED
  return __hip_atomic_load(p, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
#else
  return *(volatile int*)p;
#endif
}

__global__ void chain(int* flag, int* data, int* out) {
  unsigned wg = blockIdx.x;
  if (threadIdx.x == 0) {
    if (wg > 0) {
      while (read_flag(&flag[wg - 1]) == 0) {
        __atomic_thread_fence(__ATOMIC_ACQUIRE);
      }
      __atomic_thread_fence(__ATOMIC_ACQUIRE);
      out[wg] = data[wg - 1];
    }
    data[wg] = wg + 1;
    __hip_atomic_store(&flag[wg], 1, __ATOMIC_RELEASE, __HIP_MEMORY_SCOPE_AGENT);
  }
}
