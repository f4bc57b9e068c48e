#include <hip/hip_runtime.h>

// One BFS step of a CSR graph, "pull" style (after what graph kernels do; written here):
// vertex v scans its in-edges nlist[nindex[v] .. nindex[v+1]) and marks itself in the
// next frontier if any source is in the current one. Every lane runs its own number of
// trips (the degree read from nindex), the loop only reads buffers the launch never
// writes, and the result is stored at the lane's own vertex: clean for every graph.
// Its twin forgets the workgroup's offset in the vertex id, so the vertices of two
// workgroups collide in `next` (witness: any graph).
__global__ void csr_pull(const int* nindex, const int* nlist, const int* frontier,
                         int* next) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  int found = 0;
  for (int e = nindex[v]; e < nindex[v + 1]; ++e) {
    if (frontier[nlist[e]]) found = 1;
  }
  next[v] = found;
}

__global__ void csr_pull_local_id(const int* nindex, const int* nlist, const int* frontier,
                                  int* next) {
  int v = threadIdx.x;
  int found = 0;
  for (int e = nindex[v]; e < nindex[v + 1]; ++e) {
    if (frontier[nlist[e]]) found = 1;
  }
  next[v] = found;
}
