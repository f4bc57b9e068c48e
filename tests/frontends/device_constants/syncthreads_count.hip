// Two work-items publish through LDS, then every work-item counts a predicate with
// __syncthreads_count and reads what they published (hip-tests' syncthreadscount,
// written for amdsync). ockl's count reduces across waves through LDS with fenced
// barriers, but a workgroup of one wave takes its wave reduction alone: no barrier,
// no fence, so the reads of sm race with the writes (lanes are threads).
#include <hip/hip_runtime.h>

__global__ void count(int *out, int *sums) {
  __shared__ int sm[2];
  if (threadIdx.x == 0)
    sm[0] = 10;
  else if (threadIdx.x == 1)
    sm[1] = 20;
  int n = __syncthreads_count(threadIdx.x & 1);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  sums[i] = sm[0] + sm[1];
  out[i] = n;
}
