#include <hip/hip_runtime.h>

#define BINS 64

__global__ void lds_histogram(const int* key, int* bins) {
  __shared__ int local[BINS];
  int t = threadIdx.x;
  local[t] = 0;
  __syncthreads();
  atomicAdd(&local[key[blockIdx.x * blockDim.x + t]], 1);
  __syncthreads();
  bins[blockIdx.x * BINS + t] = local[t];
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
