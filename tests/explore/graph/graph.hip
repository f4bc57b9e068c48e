#include <hip/hip_runtime.h>

// Graph kernels of the kind GPU graph libraries run (issue 44): a CSR graph (row offsets,
// column indices, weights), one thread per vertex. Each has a seeded twin: an atomic made
// plain, or a barrier removed. tests/explore/graph/test_graph_kernels.py gives the graph.

// SSSP relaxation: each vertex relaxes its out-edges with atomicMin; its own distance is
// read atomically.
__global__ void sssp_relax(const int *row, const int *col, const int *w, int *dist, int n) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= n) return;
  int dv = __hip_atomic_load(&dist[v], __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
  if (dv == 0x3fffffff) return;
  for (int e = row[v]; e < row[v + 1]; ++e)
    atomicMin(&dist[col[e]], dv + w[e]);
}

// The twin: the relaxation as a plain read-compare-write (a race on dist[u]).
__global__ void sssp_relax_plain(const int *row, const int *col, const int *w, int *dist,
                                 int n) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= n) return;
  int dv = __hip_atomic_load(&dist[v], __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
  if (dv == 0x3fffffff) return;
  for (int e = row[v]; e < row[v + 1]; ++e) {
    int u = col[e];
    if (dv + w[e] < dist[u]) dist[u] = dv + w[e];
  }
}

// BFS step: every vertex of the frontier claims its unvisited neighbours with atomicCAS on
// their level, and marks the ones it claimed in the next frontier.
__global__ void bfs_step(const int *row, const int *col, const int *frontier, int *level,
                         int *next, int n, int depth) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= n || !frontier[v]) return;
  for (int e = row[v]; e < row[v + 1]; ++e) {
    int u = col[e];
    if (atomicCAS(&level[u], -1, depth + 1) == -1) next[u] = 1;
  }
}

// The twin: the claim as a plain test and store (two frontier vertices claim one
// neighbour: a race on level[u]).
__global__ void bfs_step_plain(const int *row, const int *col, const int *frontier,
                               int *level, int *next, int n, int depth) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= n || !frontier[v]) return;
  for (int e = row[v]; e < row[v + 1]; ++e) {
    int u = col[e];
    if (level[u] == -1) {
      level[u] = depth + 1;
      next[u] = 1;
    }
  }
}

// Edge count per block: each thread counts its vertex's out-edges into a block counter
// (atomicAdd_block, as a workgroup-scope fetch-add), and after __syncthreads thread 0 adds the block's count to the total.
__global__ void edge_count(const int *row, int *total, int n) {
  __shared__ int count;
  if (threadIdx.x == 0) __hip_atomic_store(&count, 0, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
  __syncthreads();
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v < n) __hip_atomic_fetch_add(&count, row[v + 1] - row[v], __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
  __syncthreads();
  if (threadIdx.x == 0)
    atomicAdd(total, __hip_atomic_load(&count, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP));
}

// The twin: the second __syncthreads removed (thread 0 reads the count while others add).
__global__ void edge_count_no_barrier(const int *row, int *total, int n) {
  __shared__ int count;
  if (threadIdx.x == 0) __hip_atomic_store(&count, 0, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
  __syncthreads();
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v < n) __hip_atomic_fetch_add(&count, row[v + 1] - row[v], __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
  if (threadIdx.x == 0) total[blockIdx.x] = count;
}

// A warp reads one frontier word atomically (a bitmap of 32 vertices) and each lane whose
// bit is set writes its vertex's level.
__global__ void frontier_word(const unsigned *bits, int *level, int depth) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned word = __hip_atomic_load(&bits[v / 32], __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
  if (word & (1u << (v % 32))) level[v] = depth;
}

// The twin: one lane clears the word with a plain store while the others read it.
__global__ void frontier_word_plain_clear(unsigned *bits, int *level, int depth) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned word = __hip_atomic_load(&bits[v / 32], __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
  if (word & (1u << (v % 32))) level[v] = depth;
  if (v % 32 == 0) bits[v / 32] = 0;
}
