// printf and assert as clang and the ROCm device libraries compile them: the
// hostcall is read as an operation without memory effects (formats/llvm/hostcall.py).
#include <hip/hip_runtime.h>
#include <cassert>

__global__ void hello(int *out) {
  int t = threadIdx.x;
  printf("thread %d of block %d\n", t, (int)blockIdx.x);
  out[t] = t;
}

// printf reads the string it prints: lane 0 writes it, the others read it with no
// barrier between: a race (the write at line 18, the read inside printf at line 19).
__global__ void print_unsynchronized(int *out) {
  __shared__ char name[8];
  int t = threadIdx.x;
  if (t == 0)
    name[0] = 'a', name[1] = 0;
  printf("%s\n", name);
  out[t] = t;
}

// The same with __syncthreads() between: clean.
__global__ void print_synchronized(int *out) {
  __shared__ char name[8];
  int t = threadIdx.x;
  if (t == 0)
    name[0] = 'a', name[1] = 0;
  __syncthreads();
  printf("%s\n", name);
  out[t] = t;
}

// assert: the message path (hostcall, then a trap) is taken only when the condition
// fails; with n < 64 it fails for lane n, and the check stops there (incomplete).
__global__ void checked(int *out, int n) {
  int t = threadIdx.x;
  assert(t < n);
  out[t] = t;
}
