#include <hip/hip_runtime.h>

// A privatized histogram: every thread bumps one of 8 LDS bins with atomicAdd, then, after
// __syncthreads(), the first 8 threads copy the bins out with PLAIN reads. Each read may
// see every increment of its bin, each location-ordered before it: undef by the spec
// (shared/spec/READINGS.md item 1), the last increment under --reading latest-write.
__global__ void histogram_plain_read(const unsigned char *data, unsigned *out) {
  __shared__ unsigned bins[8];
  if (threadIdx.x < 8)
    __hip_atomic_store(&bins[threadIdx.x], 0u, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
  __syncthreads();
  atomicAdd(&bins[data[threadIdx.x] % 8], 1u);
  __syncthreads();
  if (threadIdx.x < 8) out[threadIdx.x] = bins[threadIdx.x];
}

// The fix amdsync names: the bins read atomically (relaxed, workgroup scope).
__global__ void histogram_atomic_read(const unsigned char *data, unsigned *out) {
  __shared__ unsigned bins[8];
  if (threadIdx.x < 8)
    __hip_atomic_store(&bins[threadIdx.x], 0u, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
  __syncthreads();
  atomicAdd(&bins[data[threadIdx.x] % 8], 1u);
  __syncthreads();
  if (threadIdx.x < 8)
    out[threadIdx.x] = __hip_atomic_load(&bins[threadIdx.x], __ATOMIC_RELAXED,
                                         __HIP_MEMORY_SCOPE_WORKGROUP);
}

// The bins zeroed by PLAIN stores: each atomicAdd may see the plain zero and another
// thread's increment, which is not location-ordered before it, so it reads undef (the
// second paragraph of READINGS.md item 1), under both readings.
__global__ void histogram_plain_zero(const unsigned char *data, unsigned *out) {
  __shared__ unsigned bins[8];
  if (threadIdx.x < 8) bins[threadIdx.x] = 0;
  __syncthreads();
  atomicAdd(&bins[data[threadIdx.x] % 8], 1u);
  __syncthreads();
  if (threadIdx.x < 8)
    out[threadIdx.x] = __hip_atomic_load(&bins[threadIdx.x], __ATOMIC_RELAXED,
                                         __HIP_MEMORY_SCOPE_WORKGROUP);
}
