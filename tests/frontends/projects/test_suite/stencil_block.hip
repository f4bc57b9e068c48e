// In the style of the LLVM test-suite's HIP tests: the block size comes from the build
// (-DBLOCK=…), and the file does not compile without it.
#include <hip/hip_runtime.h>

#ifndef BLOCK
#error "compile with -DBLOCK=<threads per block>"
#endif

__global__ void stencil(int* out, const int* in, int n) {
  __shared__ int tile[BLOCK + 2];
  const int t = threadIdx.x;
  const int i = blockIdx.x * BLOCK + t;
  tile[t + 1] = i < n ? in[i] : 0;
  if (t == 0) tile[0] = i > 0 ? in[i - 1] : 0;
  if (t == BLOCK - 1) tile[BLOCK + 1] = i + 1 < n ? in[i + 1] : 0;
#ifndef SKIP_SYNC
  __syncthreads();
#endif
  if (i < n) out[i] = tile[t] + tile[t + 1] + tile[t + 2];
}
