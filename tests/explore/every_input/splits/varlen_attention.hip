// Varlen attention's per-sequence softmax (after what variable-length attention kernels
// do with cu_seqlens; written for amdsync's tests). One workgroup per sequence b: its
// tokens are out[cu_seqlens[b] .. cu_seqlens[b+1]); lane t handles token t of it when
// t < its length, takes the maximum score over the sequence through LDS, and writes the
// token's normalized score.
#include <hip/hip_runtime.h>

extern "C" __global__ void varlen_softmax(const int* cu_seqlens, const float* scores,
                                          float* out) {
  __shared__ float best[64];
  const int b = blockIdx.x;
  const int t = threadIdx.x;
  const int start = cu_seqlens[b];
  const int len = cu_seqlens[b + 1] - start;
  float s = -1.0e30f;
  if (t < len) {
    s = scores[start + t];
  }
  best[t] = s;
  __syncthreads();
  for (int step = 32; step > 0; step >>= 1) {
    if (t < step) {
      best[t] = fmaxf(best[t], best[t + step]);
    }
    __syncthreads();
  }
  if (t < len) {
    out[start + t] = __expf(s - best[0]);
  }
}

// The twin: the last row guard is off by one, so a sequence's last lane writes the
// first token of the next sequence.
extern "C" __global__ void varlen_softmax_overrun(const int* cu_seqlens,
                                                  const float* scores, float* out) {
  __shared__ float best[64];
  const int b = blockIdx.x;
  const int t = threadIdx.x;
  const int start = cu_seqlens[b];
  const int len = cu_seqlens[b + 1] - start;
  float s = -1.0e30f;
  if (t < len) {
    s = scores[start + t];
  }
  best[t] = s;
  __syncthreads();
  for (int step = 32; step > 0; step >>= 1) {
    if (t < step) {
      best[t] = fmaxf(best[t], best[t + step]);
    }
    __syncthreads();
  }
  if (t <= len) {
    out[start + t] = __expf(s - best[0]);
  }
}
