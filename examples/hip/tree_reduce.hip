// Tree reduction in shared memory: every step halves the active work-items, and a
// barrier separates the steps. Leaving the barrier out of the loop lets a step read a
// partial sum that the previous step is still writing.
#include <hip/hip_runtime.h>

__global__ void block_sum(int *out, const int *in) {
  __shared__ int partial[256];
  unsigned t = threadIdx.x;
  partial[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (t < s) partial[t] += partial[t + s];
    __syncthreads();
  }
  if (t == 0) out[blockIdx.x] = partial[0];
}

__global__ void block_sum_no_step_sync(int *out, const int *in) {
  __shared__ int partial[256];
  unsigned t = threadIdx.x;
  partial[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (t < s) partial[t] += partial[t + s];  // races across steps
  }
  __syncthreads();
  if (t == 0) out[blockIdx.x] = partial[0];
}
