// A lane-divergent spin: lane i of workgroup w waits on flag[w-1][i], written by lane i
// of the previous workgroup, reads that lane's value and passes its own on. Each lane
// leaves its loop when its own predecessor's word is set (the wave's lanes wait on
// different words). tests/explore/test_spin_kernels.py checks it and its twin.
#include <hip/hip_runtime.h>

__global__ void chain(unsigned* flag, unsigned* data, unsigned* out) {
  unsigned w = blockIdx.x;
  unsigned i = threadIdx.x;
  unsigned mine = i + 1;
  if (w > 0) {
    while (__hip_atomic_load(&flag[(w - 1) * 64 + i], __ATOMIC_ACQUIRE,
                             __HIP_MEMORY_SCOPE_AGENT) == 0) {}
    mine += data[(w - 1) * 64 + i];
  }
  data[w * 64 + i] = mine;
  __hip_atomic_store(&flag[w * 64 + i], 1u, __ATOMIC_RELEASE, __HIP_MEMORY_SCOPE_AGENT);
  out[w * 64 + i] = mine;
}
