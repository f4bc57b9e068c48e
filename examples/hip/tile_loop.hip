// An all-pairs sweep over tiles (the n-body pattern): every block stages one tile of
// positions in shared memory per step, with a barrier after the stores and one after
// the reads. When n is not a multiple of the block size, the work-items past n must
// still reach both barriers of every step: guard the work, not the loop. The twin puts
// the whole loop under `if (i < n)`, so the work-items of the last block past n never
// arrive at the barriers the others wait at (a barrier in wave-divergent control flow).
#include <hip/hip_runtime.h>

#define TILE 64

__global__ void pair_sums(const float *x, float *out, int n) {
  __shared__ float tile[TILE];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float mine = i < n ? x[i] : 0.0f;
  float acc = 0.0f;
  for (int base = 0; base < gridDim.x * TILE; base += TILE) {
    for (int s = threadIdx.x; s < TILE; s += blockDim.x)
      tile[s] = base + s < n ? x[base + s] : 0.0f;
    __syncthreads();
    for (int k = 0; k < TILE; ++k) acc += tile[k] - mine;
    __syncthreads();
  }
  if (i < n) out[i] = acc;
}

__global__ void pair_sums_guarded_loop(const float *x, float *out, int n) {
  __shared__ float tile[TILE];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float mine = x[i];
    float acc = 0.0f;
    for (int base = 0; base < gridDim.x * TILE; base += TILE) {
      for (int s = threadIdx.x; s < TILE; s += blockDim.x)
        tile[s] = base + s < n ? x[base + s] : 0.0f;
      __syncthreads();  // work-items past n never get here
      for (int k = 0; k < TILE; ++k) acc += tile[k] - mine;
      __syncthreads();
    }
    out[i] = acc;
  }
}
