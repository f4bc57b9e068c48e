// A project header in the style of rocPRIM / hipCUB: C++20 concepts and a
// requires-clause, so it compiles only with -std=c++20 and -I include.
#pragma once

#include <hip/hip_runtime.h>

namespace amdsync_demo {

template <typename T>
concept Summable = requires(T a, T b) { a + b; };

template <int N>
concept PowerOfTwo = N > 0 && (N & (N - 1)) == 0;

// Tree reduction of `partial` (BLOCK values in LDS) into partial[0]; every thread of
// the block calls it after writing its own element and meeting at a barrier.
template <int BLOCK, Summable T>
  requires PowerOfTwo<BLOCK>
__device__ inline void tree_reduce(T* partial, int t) {
  for (int s = BLOCK / 2; s > 0; s >>= 1) {
    if (t < s) partial[t] = partial[t] + partial[t + s];
    __syncthreads();
  }
}

}  // namespace amdsync_demo
