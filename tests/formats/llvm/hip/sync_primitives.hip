#include <hip/hip_runtime.h>
#include <hip/hip_cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void kern(int *out, unsigned *ctr, int n) {
  int t = threadIdx.x;
  int c = __syncthreads_count(t & 1);
  int a = __syncthreads_and(t < n);
  int o = __syncthreads_or(t == 3);
  unsigned long long b = __ballot(t & 2);
  unsigned long long m = __ballot(1);
  int s = __shfl(t, 0);
  int sx = __shfl_xor(t, 1);
  int su = __shfl_up(t, 1);
  int sd = __shfl_down(t, 1);
  unsigned i = atomicInc(ctr, 100u);
  unsigned d = atomicDec(ctr + 1, 100u);
  int cas = atomicCAS(out + 2, 0, t);
  int ex = atomicExch(out + 3, t);
  int mn = atomicMin(out + 4, t);
  int mx = atomicMax(out + 5, t);
  __threadfence();
  __threadfence_block();
  __threadfence_system();
  cg::thread_block tb = cg::this_thread_block();
  tb.sync();
  int ffs = __ffs(blockDim.x);
  int pc = __popc(t) + __clz(t) + __ffsll((long long)t) + __brev(t);
  out[t + 8] = c + a + o + (int)b + (int)m + s + sx + su + sd + i + d + cas + ex + mn + mx + ffs + pc;
}
