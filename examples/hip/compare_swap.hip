// One compare-and-swap step of a bitonic sort: work-item i pairs with i ^ stride and
// only the lower of the two writes the pair (the smaller key first when sorting up),
// so the pairs of one launch are disjoint and no element is written twice. The twin
// lets both work-items of a pair write it: each writes both elements, racing with its
// partner's reads and writes.
#include <hip/hip_runtime.h>

__global__ void bitonic_step(unsigned *keys, unsigned stride, unsigned span) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned partner = i ^ stride;
  if (partner > i) {
    bool up = (i & span) == 0;
    unsigned a = keys[i], b = keys[partner];
    unsigned lo = a < b ? a : b, hi = a < b ? b : a;
    keys[i] = up ? lo : hi;
    keys[partner] = up ? hi : lo;
  }
}

__global__ void bitonic_step_both_write(unsigned *keys, unsigned stride, unsigned span) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned partner = i ^ stride;
  unsigned first = partner > i ? i : partner, second = partner > i ? partner : i;
  bool up = (first & span) == 0;
  unsigned a = keys[first], b = keys[second];
  unsigned lo = a < b ? a : b, hi = a < b ? b : a;
  keys[first] = up ? lo : hi;
  keys[second] = up ? hi : lo;
}
