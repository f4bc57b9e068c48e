// Tiled matrix multiply (8 x 8 tiles, one 8 x 8 block): each step stages a tile of A
// and B, waits, accumulates, and waits again before the next step overwrites the
// tiles. Without the second barrier, a fast work-item's next load overwrites a tile
// entry a slow one is still reading.
#include <hip/hip_runtime.h>

#define T 8

__global__ void matmul(float *c, const float *a, const float *b, int n) {
  __shared__ float as[T][T], bs[T][T];
  int row = threadIdx.y, col = threadIdx.x;
  float acc = 0.0f;
  for (int k = 0; k < n; k += T) {
    as[row][col] = a[row * n + k + col];
    bs[row][col] = b[(k + row) * T + col];
    __syncthreads();
    for (int j = 0; j < T; ++j) acc += as[row][j] * bs[j][col];
    __syncthreads();
  }
  c[row * T + col] = acc;
}

__global__ void matmul_one_barrier(float *c, const float *a, const float *b, int n) {
  __shared__ float as[T][T], bs[T][T];
  int row = threadIdx.y, col = threadIdx.x;
  float acc = 0.0f;
  for (int k = 0; k < n; k += T) {
    as[row][col] = a[row * n + k + col];  // may overwrite what others still read
    bs[row][col] = b[(k + row) * T + col];
    __syncthreads();
    for (int j = 0; j < T; ++j) acc += as[row][j] * bs[j][col];
  }
  c[row * T + col] = acc;
}
