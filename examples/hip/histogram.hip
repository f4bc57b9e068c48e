// A per-block histogram in LDS: work-item t increments bin (t * 7) % 16, so with 32
// work-items two share each bin. Every access to a bin is atomic: under the AMDGPU
// memory model an atomic read that may see a plain write and an unordered atomic one
// returns undef (read values), so a plain `local[t] = 0` before the atomicAdds, or a
// plain read of the total after them, would be undefined. A plain ++ races outright.
#include <hip/hip_runtime.h>

#define WG __HIP_MEMORY_SCOPE_WORKGROUP

__global__ void histogram(unsigned *bins) {
  __shared__ unsigned local[16];
  unsigned t = threadIdx.x;
  if (t < 16) __hip_atomic_store(&local[t], 0u, __ATOMIC_RELAXED, WG);
  __syncthreads();
  __hip_atomic_fetch_add(&local[(t * 7) % 16], 1u, __ATOMIC_RELAXED, WG);
  __syncthreads();
  if (t < 16) atomicAdd(&bins[t], __hip_atomic_load(&local[t], __ATOMIC_RELAXED, WG));
}

__global__ void histogram_plain_increment(unsigned *bins) {
  __shared__ unsigned local[16];
  unsigned t = threadIdx.x;
  if (t < 16) __hip_atomic_store(&local[t], 0u, __ATOMIC_RELAXED, WG);
  __syncthreads();
  local[(t * 7) % 16]++;  // races: two work-items share each bin
  __syncthreads();
  if (t < 16) atomicAdd(&bins[t], __hip_atomic_load(&local[t], __ATOMIC_RELAXED, WG));
}
