// A kernel of a project that uses portable_sync: its header comes first and picks
// the backend from __HIP_PLATFORM_AMD__ (amdsync hip defines it, as hipcc does).
#include "portable_sync/block.hpp"

__global__ void tile_reverse(const int *in, int *out) {
  __shared__ int tile[64];
  unsigned t = threadIdx.x;
  tile[t] = in[blockIdx.x * 64 + t];
  portable_sync::block_sync();
  out[blockIdx.x * 64 + t] = tile[63 - t];
}
