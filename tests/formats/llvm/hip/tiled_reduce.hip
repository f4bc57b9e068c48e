// A reduction over a cooperative group passed by value (clang passes the
// thread_group struct to reduce_sum; its generic sync() and thread_rank() switch on
// the group's kind, with assert's hostcall on the default path).
#include <hip/hip_runtime.h>
#include <hip/hip_cooperative_groups.h>
namespace cg = cooperative_groups;

__device__ unsigned reduce_sum(cg::thread_group g, unsigned *x, unsigned val) {
  unsigned rank = g.thread_rank();
  for (unsigned i = g.size() / 2; i > 0; i /= 2) {
    x[rank] = val;
    g.sync();
    if (rank < i)
      val += x[rank + i];
    g.sync();
  }
  return g.thread_rank() == 0 ? val : 0;
}

// The whole block: sync() is __syncthreads (fences around s_barrier): clean.
__global__ void block_reduce(const unsigned *in, unsigned *out) {
  __shared__ unsigned work[256];
  cg::thread_block block = cg::this_thread_block();
  unsigned sum = reduce_sum(block, work, in[block.thread_rank()]);
  if (block.thread_rank() == 0)
    out[0] = sum;
}

// Tiles of 16: HIP's tile sync() is only an agent acq_rel fence, which orders nothing
// between two work-items without an atomic: x[rank] = val and val += x[rank + i]
// race (lines 11 and 14).
__global__ void tile_reduce(const unsigned *in, unsigned *out) {
  __shared__ unsigned work[256];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_group tile = cg::tiled_partition(block, 16);
  unsigned base = block.thread_rank() - tile.thread_rank();
  unsigned sum = reduce_sum(tile, &work[base], in[block.thread_rank()]);
  if (tile.thread_rank() == 0)
    out[block.thread_rank() / 16] = sum;
}
