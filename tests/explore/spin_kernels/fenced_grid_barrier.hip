// A software grid barrier as libraries write it: each workgroup publishes its datum,
// arrives with a release add, and spins on the counter with a relaxed load and an
// acquire fence inside the loop (the fence runs after every read, so the read that ends
// the loop is followed by one). tests/explore/test_spin_kernels.py checks it and its twin.
#include <hip/hip_runtime.h>

__global__ void grid(unsigned* count, int* data, int* out, unsigned nwg) {
  unsigned wg = blockIdx.x;
  if (threadIdx.x == 0) {
    data[wg] = wg + 1;
    __hip_atomic_fetch_add(count, 1u, __ATOMIC_RELEASE, __HIP_MEMORY_SCOPE_AGENT);
    while (__hip_atomic_load(count, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT) < nwg) {
      __atomic_thread_fence(__ATOMIC_ACQUIRE);
    }
    __atomic_thread_fence(__ATOMIC_ACQUIRE);
  }
  __syncthreads();
  out[wg * blockDim.x + threadIdx.x] = data[(wg + 1) % nwg];
}
