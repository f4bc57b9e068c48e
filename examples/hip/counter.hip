// A grid-wide counter: atomicAdd from every work-item of every block is race free; a
// plain increment of the same word is a data race across work-items.
#include <hip/hip_runtime.h>

__global__ void count_items(unsigned *count) {
  if (threadIdx.x % 2 == 0) atomicAdd(count, 1u);
}

__global__ void count_items_plain(unsigned *count) {
  if (threadIdx.x % 2 == 0) *count += 1;  // races
}
