#include <hip/hip_runtime.h>
#include <hip/hip_cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void cgk(int *out, float *f, double *d) {
  int t = threadIdx.x;
  cg::thread_block tb = cg::this_thread_block();
  tb.sync();
  cg::thread_group tile = cg::tiled_partition(tb, 16);
  tile.sync();
  int r = tile.thread_rank();
  cg::thread_block_tile<32> t32 = cg::tiled_partition<32>(tb);
  int s = t32.shfl(t, 3) + t32.shfl_down(t, 1) + t32.shfl_xor(t, 2);
  t32.sync();
  if (t & 1) {
    cg::coalesced_group cgp = cg::coalesced_threads();
    cgp.sync();
    s += cgp.size() + cgp.thread_rank() + cgp.shfl(t, 0);
  }
  float fs = __shfl(f[t], 1);
  double ds = __shfl_xor(d[t], 1);
  long long ls = __shfl_down((long long)t, 2);
  unsigned long long bal = __ballot(t > 3);
  int any = __any(t > 5), all = __all(t < 100);
  int exch = atomicExch(out + 1, t);
  unsigned long long cas = atomicCAS((unsigned long long*)(out + 4), 0ull, 1ull);
  float fa = atomicAdd(f + 100, 1.0f);
  int mx = atomicMax(out + 6, t) + atomicMin(out + 7, t) + atomicAnd(out + 8, t) + atomicOr(out + 9, t) + atomicXor(out + 10, t) + atomicSub(out + 11, t);
  unsigned um = atomicMax((unsigned*)out + 12, (unsigned)t);
  __threadfence_block();
  out[t + 32] = r + s + (int)fs + (int)ds + (int)ls + (int)bal + any + all + exch + (int)cas + (int)fa + mx + um + __popcll(bal) + __ffsll((unsigned long long)bal);
}
__global__ void gridk(int *out) {
  cg::grid_group g = cg::this_grid();
  out[g.thread_rank()] = 1;
  g.sync();
  out[g.thread_rank() + 1] += 1;
}
