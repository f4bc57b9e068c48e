// A lock the host zeroes, taken by a CAS spin and held while a workgroup folds its
// row into one shared accumulator (after the lock of a layer-norm backward pass:
// each program adds its partial gradient under a lock; the first holder stores, a
// later one accumulates). lock[0] is the lock, lock[1] counts the holders so far;
// the host zeroes both (`--assume 'forall i: lock[i] == 0'`). A workgroup whose row
// is empty (rows[wg] == 0) takes no lock. Checked by
// tests/explore/every_input/test_pinned_assumptions.py.
#include <hip/hip_runtime.h>

__device__ void acquire(int *lock) {
  int expected = 0;
  while (!__hip_atomic_compare_exchange_strong(lock, &expected, 1, __ATOMIC_ACQUIRE,
                                               __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT))
    expected = 0;
}

__device__ void fold(int *lock, float *acc, float mine) {
  int t = threadIdx.x;
  bool first = lock[1] == 0;  // every lane reads it: ordered after the last holder's write
  acc[t] = first ? mine : acc[t] + mine;
  __syncthreads();  // every lane's reads and writes before the release
}

extern "C" __global__ void row_lock(int *lock, const int *rows, float *acc,
                                    const float *part) {
  if (rows[blockIdx.x] == 0) return;
  float mine = part[blockIdx.x * blockDim.x + threadIdx.x];
  if (threadIdx.x == 0) acquire(lock);
  __syncthreads();  // the lane that took the lock before every lane's reads
  fold(lock, acc, mine);
  if (threadIdx.x == 0) {
    lock[1] = 1;
    __hip_atomic_store(lock, 0, __ATOMIC_RELEASE, __HIP_MEMORY_SCOPE_AGENT);
  }
}

// The twin: the lock released by a plain store, no release: the next holder's reads
// of acc and lock[1] are not ordered after this holder's writes.
extern "C" __global__ void row_lock_plain_release(int *lock, const int *rows, float *acc,
                                                  const float *part) {
  if (rows[blockIdx.x] == 0) return;
  float mine = part[blockIdx.x * blockDim.x + threadIdx.x];
  if (threadIdx.x == 0) acquire(lock);
  __syncthreads();
  fold(lock, acc, mine);
  if (threadIdx.x == 0) {
    lock[1] = 1;
    *(volatile int *)lock = 0;
  }
}
