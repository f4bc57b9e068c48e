// The rank step of a block radix sort (one bit, two waves) as HIP writes it: the digit
// counts come from a DPP wave scan (__builtin_amdgcn_update_dpp), wave totals meet in
// LDS, each key is scattered to its rank (tests/explore/test_inline_asm_kernels.py).
#include <hip/hip_runtime.h>

// Inclusive wave scan with DPP (gfx9 wave64): row_shr 1,2,4,8 then row_bcast 15/31.
__device__ int wave_scan(int x) {
  x += __builtin_amdgcn_update_dpp(0, x, 0x111, 0xf, 0xf, true);
  x += __builtin_amdgcn_update_dpp(0, x, 0x112, 0xf, 0xf, true);
  x += __builtin_amdgcn_update_dpp(0, x, 0x114, 0xf, 0xf, true);
  x += __builtin_amdgcn_update_dpp(0, x, 0x118, 0xf, 0xf, true);
  x += __builtin_amdgcn_update_dpp(0, x, 0x142, 0xa, 0xf, false);
  x += __builtin_amdgcn_update_dpp(0, x, 0x143, 0xc, 0xf, false);
  return x;
}

__global__ void rank(const unsigned* keys, unsigned* out) {
  __shared__ int wave_zeros[2];
  int tid = threadIdx.x, wave = tid / 64, lane = tid % 64;
  unsigned key = keys[tid];
  int digit = (key >> 2) & 1;
  int zero = 1 - digit;
  int scan = wave_scan(zero);
  int zeros_here = __builtin_amdgcn_readlane(scan, 63);
  if (lane == 0) wave_zeros[wave] = zeros_here;
  __syncthreads();
  int z0 = wave_zeros[0], total = z0 + wave_zeros[1];
  int rank = zero ? (wave ? z0 : 0) + scan - 1
                  : total + (wave ? 64 - z0 : 0) + (lane + 1 - scan) - 1;
  out[rank] = key;
}
