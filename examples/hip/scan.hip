// Hillis-Steele inclusive scan of one block in shared memory: each step reads the
// element `offset` to the left, then (after a barrier) adds it in place, then waits
// again before the next step reads. With one barrier per step, a work-item's in-place
// add races with its right neighbour's read of the same element.
#include <hip/hip_runtime.h>

__global__ void inclusive_scan(int *out, const int *in) {
  __shared__ int s[256];
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  for (unsigned offset = 1; offset < blockDim.x; offset *= 2) {
    int left = t >= offset ? s[t - offset] : 0;
    __syncthreads();
    s[t] += left;
    __syncthreads();
  }
  out[blockIdx.x * blockDim.x + t] = s[t];
}

__global__ void inclusive_scan_one_barrier(int *out, const int *in) {
  __shared__ int s[256];
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  for (unsigned offset = 1; offset < blockDim.x; offset *= 2) {
    int left = t >= offset ? s[t - offset] : 0;
    s[t] += left;  // races with the read of s[t] by work-item t + offset
    __syncthreads();
  }
  out[blockIdx.x * blockDim.x + t] = s[t];
}
