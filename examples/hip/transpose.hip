// Tiled transpose over a 2-D launch (blockDim 16 x 16): the tile is written by
// (threadIdx.y, threadIdx.x) and read transposed. The bounds checks use n, so a grid
// larger than n leaves tile entries unwritten; the reads are guarded the same way.
#include <hip/hip_runtime.h>

#define TILE 16

__global__ void transpose(float *out, const float *in, int n) {
  __shared__ float tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  if (x < n && y < n) tile[threadIdx.y][threadIdx.x] = in[y * n + x];
  __syncthreads();
  int ox = blockIdx.y * TILE + threadIdx.x;
  int oy = blockIdx.x * TILE + threadIdx.y;
  if (ox < n && oy < n) out[oy * n + ox] = tile[threadIdx.x][threadIdx.y];
}

__global__ void transpose_no_sync(float *out, const float *in, int n) {
  __shared__ float tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  if (x < n && y < n) tile[threadIdx.y][threadIdx.x] = in[y * n + x];
  int ox = blockIdx.y * TILE + threadIdx.x;
  int oy = blockIdx.x * TILE + threadIdx.y;
  if (ox < n && oy < n) out[oy * n + ox] = tile[threadIdx.x][threadIdx.y];  // races
}
