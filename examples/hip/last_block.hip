// Last-block reduction: each block writes its partial sum, makes it visible at agent
// scope (__threadfence), and takes a ticket; the block that takes the last ticket
// reads every partial. Without the fence before the ticket, the partials are not
// ordered before the last block's reads.
#include <hip/hip_runtime.h>

__device__ unsigned tickets;

__global__ void sum_last_block(int *partials, int *result, const int *in) {
  __shared__ bool last;
  unsigned t = threadIdx.x;
  if (t == 0) {
    partials[blockIdx.x] = in[blockIdx.x];
    __threadfence();
    unsigned ticket = atomicAdd(&tickets, 1u);
    last = ticket == gridDim.x - 1;
  }
  __syncthreads();
  if (last && t == 0) {
    __threadfence();
    int sum = 0;
    for (unsigned b = 0; b < gridDim.x; ++b) sum += partials[b];
    *result = sum;
  }
}

__global__ void sum_last_block_no_fence(int *partials, int *result, const int *in) {
  __shared__ bool last;
  unsigned t = threadIdx.x;
  if (t == 0) {
    partials[blockIdx.x] = in[blockIdx.x];
    unsigned ticket = atomicAdd(&tickets, 1u);  // relaxed: publishes nothing
    last = ticket == gridDim.x - 1;
  }
  __syncthreads();
  if (last && t == 0) {
    int sum = 0;
    for (unsigned b = 0; b < gridDim.x; ++b) sum += partials[b];  // races
    *result = sum;
  }
}
