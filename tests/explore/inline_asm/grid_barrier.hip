// A grid barrier in HIP whose spin reads the counter with a cache-bypassing inline-asm
// load (gfx942: sc0 sc1, a system-scope monotonic load by the code-sequence table);
// tests/explore/test_inline_asm_kernels.py checks it and its twin without the bits.
#include <hip/hip_runtime.h>

__device__ unsigned load_bypass(const unsigned* p) {
  unsigned v;
  asm volatile("global_load_dword %0, %1, off sc0 sc1\n\ts_waitcnt vmcnt(0)"
               : "=v"(v) : "v"(p) : "memory");
  return v;
}

__global__ void grid(unsigned* count, int* data, int* out, unsigned nwg) {
  unsigned wg = blockIdx.x;
  if (threadIdx.x == 0) {
    data[wg] = wg + 1;
    __atomic_fetch_add(count, 1u, __ATOMIC_RELEASE);
    while (load_bypass(count) < nwg) {}
    __atomic_thread_fence(__ATOMIC_ACQUIRE);
  }
  __syncthreads();
  out[wg * blockDim.x + threadIdx.x] = data[(wg + 1) % nwg];
}
