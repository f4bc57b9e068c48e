// A plain-load spin and a writer that meets a workgroup barrier. Wave 0 polls a volatile
// flag; wave 1 sets it. WRITER is where wave 1 sets it: 0 after the barrier, which wave 0
// never reaches while it polls before it; 1 before that barrier, while wave 0 polls; 2
// before a first barrier that wave 0 meets before it polls (the barrier orders the
// store before every read). tests/explore/test_plain_spin_kernels.py checks each.
#include <hip/hip_runtime.h>

#ifndef WRITER
#define WRITER 0
#endif

__global__ void handoff(int* flag, int* out) {
  if (WRITER != 0 && threadIdx.x == 64) {
    *(volatile int*)flag = 1;
  }
  if (WRITER == 2) {
    __syncthreads();
  }
  if (threadIdx.x < 64) {
    while (*(volatile int*)flag == 0) {
    }
  }
  __syncthreads();
  if (WRITER == 0 && threadIdx.x == 64) {
    *(volatile int*)flag = 1;
  }
  out[threadIdx.x] = 1;
}
