// A ROCm-style kernel: a template instantiated for two block sizes, with the tree
// reduction from the project's header (C++20: compile with -I include -std=c++20).
#include <amdsync_demo/block_reduce.hpp>

template <int BLOCK>
__global__ void block_reduce(float* out, const float* in, float scale) {
  __shared__ float partial[BLOCK];
  const int t = threadIdx.x;
  partial[t] = in[blockIdx.x * BLOCK + t];
  __syncthreads();
  amdsync_demo::tree_reduce<BLOCK>(partial, t);
  if (t == 0) out[blockIdx.x] = partial[0] * scale;
}

template __global__ void block_reduce<128>(float*, const float*, float);
template __global__ void block_reduce<256>(float*, const float*, float);

// A float argument that decides a branch: a negative scale takes the path that skips
// the barrier before the tree reduction, whose first step then reads elements other
// waves may not have written yet (a race); a positive one is clean.
__global__ void signed_reduce(float* out, const float* in, float scale) {
  __shared__ float partial[128];
  const int t = threadIdx.x;
  partial[t] = in[blockIdx.x * 128 + t];
  if (!signbit(scale)) __syncthreads();
  amdsync_demo::tree_reduce<128>(partial, t);
  if (t == 0) out[blockIdx.x] = partial[0] * scale;
}
