#include <hip/hip_runtime.h>

#define DEG 2

__global__ void csr_push(const int* nlist, const int* wt, int* dist) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  int d = __hip_atomic_load(&dist[v], __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
  for (int j = 0; j < DEG; ++j) {
    int u = nlist[v * DEG + j];
    atomicMin(&dist[u], d + wt[v * DEG + j]);
  }
}

__global__ void csr_push_plain(const int* nlist, const int* wt, int* dist) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  int d = __hip_atomic_load(&dist[v], __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
  for (int j = 0; j < DEG; ++j) {
    int u = nlist[v * DEG + j];
    int nd = d + wt[v * DEG + j];
    dist[u] = min(dist[u], nd);
  }
}
