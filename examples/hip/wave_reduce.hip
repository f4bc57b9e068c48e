// A reduction within each wave: __shfl_down (ds_bpermute) moves values between lanes
// with no memory involved. The "warp-synchronous" version through shared memory and
// no barrier relies on lanes running in lockstep, which the memory model does not
// promise: the lanes of one wave are threads, and their accesses race.
#include <hip/hip_runtime.h>

__global__ void wave_sum(int *out, const int *in) {
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int off = warpSize / 2; off > 0; off /= 2) v += __shfl_down(v, off);
  if (threadIdx.x % warpSize == 0)
    out[blockIdx.x * (blockDim.x / warpSize) + threadIdx.x / warpSize] = v;
}

__global__ void wave_sum_lds_lockstep(int *out, const int *in) {
  __shared__ int s[64];
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * blockDim.x + t];
  for (unsigned off = 32; off > 0; off /= 2)
    if (t < off) s[t] += s[t + off];  // races: no barrier between the lanes' steps
  if (t == 0) out[blockIdx.x] = s[0];
}
