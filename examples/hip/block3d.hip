// A 3-D block (4 x 4 x 4) fills a 64-entry LDS cube, one entry per work-item, and
// each work-item reads the entry mirrored in z. Indexing without the z coordinate
// makes four work-items write each entry.
#include <hip/hip_runtime.h>

__global__ void mirror_z(int *out, const int *in) {
  __shared__ int cube[4][4][4];
  unsigned x = threadIdx.x, y = threadIdx.y, z = threadIdx.z;
  unsigned flat = (z * blockDim.y + y) * blockDim.x + x;
  cube[z][y][x] = in[blockIdx.x * 64 + flat];
  __syncthreads();
  out[blockIdx.x * 64 + flat] = cube[blockDim.z - 1 - z][y][x];
}

__global__ void mirror_z_flat_index(int *out, const int *in) {
  __shared__ int cube[4][4][4];
  unsigned x = threadIdx.x, y = threadIdx.y, z = threadIdx.z;
  unsigned flat = (z * blockDim.y + y) * blockDim.x + x;
  cube[0][y][x] = in[blockIdx.x * 64 + flat];  // four work-items write each entry
  __syncthreads();
  out[blockIdx.x * 64 + flat] = cube[0][y][x];
}
