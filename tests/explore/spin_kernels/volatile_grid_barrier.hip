// A software grid barrier whose spin polls the counter with a volatile (plain) load and
// an acquire fence inside the loop, as some libraries write it. Each workgroup publishes
// its datum, arrives with a release add, and waits until every workgroup arrived.
// tests/explore/test_plain_spin_kernels.py checks it.
#include <hip/hip_runtime.h>

__global__ void grid(unsigned* count, int* data, int* out, unsigned nwg) {
  unsigned wg = blockIdx.x;
  if (threadIdx.x == 0) {
    data[wg] = wg + 1;
    __hip_atomic_fetch_add(count, 1u, __ATOMIC_RELEASE, __HIP_MEMORY_SCOPE_AGENT);
    while (*(volatile unsigned*)count < nwg) {
      __atomic_thread_fence(__ATOMIC_ACQUIRE);
    }
    __atomic_thread_fence(__ATOMIC_ACQUIRE);
  }
  __syncthreads();
  out[wg * blockDim.x + threadIdx.x] = data[(wg + 1) % nwg];
}
