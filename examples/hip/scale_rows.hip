// One work-item reads the row's scale and publishes it in LDS; every work-item then
// scales its three entries of the row. Without the barrier, the read of the scale races
// with work-item 0's write, and its value reaches three stores: one cause, three uses.
#include <hip/hip_runtime.h>

__global__ void scale_rows(float *out, const float *in, const float *scales) {
  __shared__ float scale;
  if (threadIdx.x == 0) scale = scales[blockIdx.x];
  __syncthreads();
  float s = scale;
  int i = 3 * (blockIdx.x * blockDim.x + threadIdx.x);
  out[i] = s * in[i];
  out[i + 1] = s * in[i + 1];
  out[i + 2] = s * in[i + 2];
}

__global__ void scale_rows_no_sync(float *out, const float *in, const float *scales) {
  __shared__ float scale;
  if (threadIdx.x == 0) scale = scales[blockIdx.x];
  float s = scale;  // races with work-item 0's write of the scale
  int i = 3 * (blockIdx.x * blockDim.x + threadIdx.x);
  out[i] = s * in[i];
  out[i + 1] = s * in[i + 1];
  out[i + 2] = s * in[i + 2];
}
