// A decoupled look-back scan at one wave per workgroup, after what parallel-primitives
// libraries do: each workgroup scans its tile with cross-lane moves, publishes its
// aggregate in a 64-bit flag word (status in the high half, value in the low half), and
// looks back: lane l waits on the word of workgroup wg - 1 - l, a different predecessor
// per lane, spinning with a load-acquire of the 64-bit word while its status is EMPTY.
// The nearest predecessor whose status is PREFIX ends the look-back. A wrong prefix
// reaches __builtin_trap. tests/explore/test_spin_kernels.py checks it and its twins.
#include <hip/hip_runtime.h>

#define EMPTY 0ull
#define AGGREGATE 1ull
#define PREFIX 2ull

__device__ void publish(unsigned long long* word, unsigned long long status, unsigned value) {
  __hip_atomic_store(word, (status << 32) | value, __ATOMIC_RELEASE, __HIP_MEMORY_SCOPE_AGENT);
#if defined(__gfx940__) || defined(__gfx941__) || defined(__gfx942__)
  __builtin_amdgcn_s_waitcnt(3952);  // s_waitcnt vmcnt(0): the store has left the wave
#endif
}

__device__ unsigned long long wait_for(unsigned long long* word) {
  unsigned long long seen;
  do {
    seen = __hip_atomic_load(word, __ATOMIC_ACQUIRE, __HIP_MEMORY_SCOPE_AGENT);
  } while ((seen >> 32) == EMPTY);
  return seen;
}

__global__ void scan(const unsigned* in, unsigned* out, unsigned long long* flags) {
  int wg = blockIdx.x;
  int lane = threadIdx.x;
  unsigned x = in[wg * 64 + lane];
  for (int d = 1; d < 64; d *= 2) {
    unsigned y = __shfl_up(x, d);
    if (lane >= d) x += y;
  }
  unsigned aggregate = __shfl(x, 63);
  unsigned prefix = 0;
  if (wg == 0) {
    if (lane == 0) publish(&flags[0], PREFIX, aggregate);
  } else {
    if (lane == 0) publish(&flags[wg], AGGREGATE, aggregate);
    int pred = wg - 1 - lane;
    unsigned long long seen = pred >= 0 ? wait_for(&flags[pred]) : (PREFIX << 32);
    unsigned long long done = __ballot((seen >> 32) == PREFIX);
    int stop = __ffsll(done) - 1;
    unsigned part = lane <= stop ? (unsigned)seen : 0u;
    for (int d = 32; d >= 1; d /= 2) part += __shfl_xor(part, d);
    prefix = part;
    if (lane == 0) publish(&flags[wg], PREFIX, prefix + aggregate);
  }
  unsigned result = x + prefix;
  unsigned n = wg * 64 + lane;
  if (result != n * (n + 1) / 2) __builtin_trap();  // the input is 0, 1, 2, ...
  out[wg * 64 + lane] = result;
}
