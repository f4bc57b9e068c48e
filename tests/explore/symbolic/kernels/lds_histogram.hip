#include <hip/hip_runtime.h>

// A histogram privatized in LDS (after what histogram kernels do; written here): each
// workgroup clears its 64 bins, adds its keys' counts with atomicAdd on the LDS bin the
// key names (unbounded: key is input, the verdict assumes each index stays within the
// bins), and after a barrier each lane writes its own bin out. The bins are cleared and
// read with relaxed atomics: a plain read of a bin two atomicAdds wrote may see both
// and returns undef, and so does an atomicAdd that may see a plain clear and another
// lane's add (amdgpu-memory-model, read values). lds_histogram is clean for every input;
// its twin lds_histogram_plain counts with a plain ++ on the LDS bin: two keys of one
// value race (witness: every key 0).
#define BINS 64

__global__ void lds_histogram(const int* key, int* bins) {
  __shared__ int local[BINS];
  int t = threadIdx.x;
  __hip_atomic_store(&local[t], 0, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
  __syncthreads();
  atomicAdd(&local[key[blockIdx.x * blockDim.x + t]], 1);
  __syncthreads();
  bins[blockIdx.x * BINS + t] =
      __hip_atomic_load(&local[t], __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
}

__global__ void lds_histogram_plain(const int* key, int* bins) {
  __shared__ int local[BINS];
  int t = threadIdx.x;
  local[t] = 0;
  __syncthreads();
  local[key[blockIdx.x * blockDim.x + t]] += 1;
  __syncthreads();
  bins[blockIdx.x * BINS + t] = local[t];
}
