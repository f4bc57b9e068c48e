#include <hip/hip_runtime.h>

// MoE token scatter and gather (after what LLM serving kernels do with routing indices;
// written here): token t writes its 4-float row to the slot the router chose, route[t];
// the gather reads rows back by the same routes. The scatter races unless the routes
// are distinct, and small enough that route * 4 does not wrap (a precondition the host
// guarantees: --assume); the gather is clean for every input.
__global__ void moe_scatter(const int* route, const float* x, float* out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int slot = route[t];
  for (int h = 0; h < 4; ++h)
    out[slot * 4 + h] = x[t * 4 + h];
}

__global__ void moe_gather(const int* route, const float* buf, float* y) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int slot = route[t];
  for (int h = 0; h < 4; ++h)
    y[t * 4 + h] = buf[slot * 4 + h];
}
