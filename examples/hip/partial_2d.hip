// A 2-D grid of 40 x 20 work-items in 16 x 16 blocks: the last block in x has 8
// columns and the last in y has 4 rows. Each block sums its column of a tile; the
// number of rows present is min(blockDim.y, rows - blockIdx.y * blockDim.y), while
// blockDim.y counts rows a partial block does not have.
#include <hip/hip_runtime.h>

__global__ void column_sums(int *out, const int *in, int cols, int rows) {
  __shared__ int tile[16][16];
  unsigned x = threadIdx.x, y = threadIdx.y;
  int gx = blockIdx.x * blockDim.x + x, gy = blockIdx.y * blockDim.y + y;
  if (gx < cols && gy < rows) tile[y][x] = in[gy * cols + gx];
  __syncthreads();
  int present = min((int)blockDim.y, rows - (int)(blockIdx.y * blockDim.y));
  if (y == 0 && gx < cols) {
    int sum = 0;
    for (int r = 0; r < present; ++r) sum += tile[r][x];
    out[blockIdx.y * cols + gx] = sum;
  }
}

__global__ void column_sums_block_rows(int *out, const int *in, int cols, int rows) {
  __shared__ int tile[16][16];
  unsigned x = threadIdx.x, y = threadIdx.y;
  int gx = blockIdx.x * blockDim.x + x, gy = blockIdx.y * blockDim.y + y;
  if (gx < cols && gy < rows) tile[y][x] = in[gy * cols + gx];
  __syncthreads();
  if (y == 0 && gx < cols) {
    int sum = 0;
    for (unsigned r = 0; r < blockDim.y; ++r) sum += tile[r][x];  // rows it lacks
    out[blockIdx.y * cols + gx] = sum;
  }
}
