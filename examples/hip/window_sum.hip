// A moving window over a stream (the moving-average pattern): a block stages the
// BLOCK + WINDOW - 1 values its windows cover in shared memory, with a strided loop
// since there are more of them than work-items, then each work-item sums its window.
// The twin forgets the barrier between the staging and the sums: a work-item reads
// values another work-item (often of another wave) has not stored yet.
#include <hip/hip_runtime.h>

#define BLOCK 64
#define WINDOW 9

__global__ void window_sums(const unsigned *in, unsigned *out, unsigned n) {
  __shared__ unsigned buffer[BLOCK + WINDOW - 1];
  unsigned first = blockIdx.x * BLOCK;
  for (unsigned k = threadIdx.x; k < BLOCK + WINDOW - 1; k += BLOCK)
    if (first + k < n) buffer[k] = in[first + k];
  __syncthreads();
  unsigned i = first + threadIdx.x;
  if (i + WINDOW <= n) {
    unsigned sum = 0;
    for (unsigned w = 0; w < WINDOW; ++w) sum += buffer[threadIdx.x + w];
    out[i] = sum / WINDOW;
  }
}

__global__ void window_sums_no_barrier(const unsigned *in, unsigned *out, unsigned n) {
  __shared__ unsigned buffer[BLOCK + WINDOW - 1];
  unsigned first = blockIdx.x * BLOCK;
  for (unsigned k = threadIdx.x; k < BLOCK + WINDOW - 1; k += BLOCK)
    if (first + k < n) buffer[k] = in[first + k];
  unsigned i = first + threadIdx.x;
  if (i + WINDOW <= n) {
    unsigned sum = 0;
    for (unsigned w = 0; w < WINDOW; ++w) sum += buffer[threadIdx.x + w];
    out[i] = sum / WINDOW;
  }
}
