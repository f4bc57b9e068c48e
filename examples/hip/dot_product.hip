// Dot product: each block reduces its products in shared memory and one work-item per
// block adds the block's sum to the result with an atomicAdd. Adding with a plain
// read-modify-write races across blocks.
#include <hip/hip_runtime.h>

__global__ void dot(int *result, const int *a, const int *b) {
  __shared__ int partial[64];
  unsigned t = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + t;
  partial[t] = a[i] * b[i];
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (t < s) partial[t] += partial[t + s];
    __syncthreads();
  }
  if (t == 0) atomicAdd(result, partial[0]);
}

__global__ void dot_plain_accumulate(int *result, const int *a, const int *b) {
  __shared__ int partial[64];
  unsigned t = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + t;
  partial[t] = a[i] * b[i];
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (t < s) partial[t] += partial[t + s];
    __syncthreads();
  }
  if (t == 0) *result += partial[0];  // races with the other blocks' updates
}
