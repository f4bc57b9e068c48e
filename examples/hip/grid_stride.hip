// A grid-stride loop: work-item i of the whole grid handles i, i + stride, … with
// stride = gridDim.x * blockDim.x, so every element has one owner. A stride of
// blockDim.x makes every block walk the same elements.
#include <hip/hip_runtime.h>

__global__ void scale(float *data, int n) {
  int stride = gridDim.x * blockDim.x;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
    data[i] *= 2.0f;
}

__global__ void scale_block_stride(float *data, int n) {
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    data[i] *= 2.0f;  // every block updates every element
}
