#include <hip/hip_runtime.h>

// Every thread bumps an LDS counter thread 0 zeroed with a plain store; thread 0 reads it
// after a second __syncthreads (docs/semantics/atomics-and-lanes.md, "An LDS counter a plain store starts").
__global__ void lds_counter(unsigned *out) {
  __shared__ unsigned n;
  if (threadIdx.x == 0) n = 0;
  __syncthreads();
  atomicAdd(&n, 1u);
  __syncthreads();
  if (threadIdx.x == 0) out[0] = n;
}

// The seeded twin: no barrier before the final read, which races with the increments.
__global__ void lds_counter_no_barrier(unsigned *out) {
  __shared__ unsigned n;
  if (threadIdx.x == 0) n = 0;
  __syncthreads();
  atomicAdd(&n, 1u);
  if (threadIdx.x == 0) out[0] = n;
}

// Zeroed with an atomic store and read atomically: every access is atomic of one scope.
__global__ void lds_counter_atomic(unsigned *out) {
  __shared__ unsigned n;
  if (threadIdx.x == 0) __hip_atomic_store(&n, 0u, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
  __syncthreads();
  atomicAdd(&n, 1u);
  __syncthreads();
  if (threadIdx.x == 0)
    out[0] = __hip_atomic_load(&n, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
}
