// A stencil over a grid that is not a multiple of the block size: the last block is
// partial, so only part of its tile is written. The neighbour read must stay inside
// the work-items that exist (n - blockIdx.x * blockDim.x of them); blockDim.x is the
// full block size even in the partial block (hidden_group_size_x).
#include <hip/hip_runtime.h>

__global__ void neighbour_sum(int *out, const int *in, int n) {
  __shared__ int tile[256];
  unsigned t = threadIdx.x;
  int i = blockIdx.x * blockDim.x + t;
  if (i < n) tile[t] = in[i];
  __syncthreads();
  int valid = min((int)blockDim.x, n - (int)(blockIdx.x * blockDim.x));
  if (i < n) out[i] = tile[t] + (t + 1 < (unsigned)valid ? tile[t + 1] : 0);
}

__global__ void neighbour_sum_block_bound(int *out, const int *in, int n) {
  __shared__ int tile[256];
  unsigned t = threadIdx.x;
  int i = blockIdx.x * blockDim.x + t;
  if (i < n) tile[t] = in[i];
  __syncthreads();
  // blockDim.x is not the number of work-items in the partial block
  if (i < n) out[i] = tile[t] + (t + 1 < blockDim.x ? tile[t + 1] : 0);
}
