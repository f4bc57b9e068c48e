// A 1-D three-point stencil with a halo: the block stages blockDim.x + 2 elements, the
// first and last work-items also loading one halo element each. A halo loaded by the
// wrong work-item leaves tile[0] unwritten, and work-item 0 reads it.
#include <hip/hip_runtime.h>

__global__ void stencil(int *out, const int *in) {
  __shared__ int tile[66];
  unsigned t = threadIdx.x;
  int i = blockIdx.x * blockDim.x + t + 1;  // in has one element of padding each side
  tile[t + 1] = in[i];
  if (t == 0) tile[0] = in[i - 1];
  if (t == blockDim.x - 1) tile[t + 2] = in[i + 1];
  __syncthreads();
  out[i - 1] = tile[t] + tile[t + 1] + tile[t + 2];
}

__global__ void stencil_wrong_halo(int *out, const int *in) {
  __shared__ int tile[66];
  unsigned t = threadIdx.x;
  int i = blockIdx.x * blockDim.x + t + 1;
  tile[t + 1] = in[i];
  if (t == 1) tile[t] = in[i - 1];  // writes tile[1] again; tile[0] stays unwritten
  if (t == blockDim.x - 1) tile[t + 2] = in[i + 1];
  __syncthreads();
  out[i - 1] = tile[t] + tile[t + 1] + tile[t + 2];
}
