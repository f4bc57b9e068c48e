#include <hip/hip_runtime.h>

// A CSR graph passed by value, as graph suites pass theirs: the node and edge counts,
// the row offsets (nindex: node v's neighbours are nlist[nindex[v]] up to
// nlist[nindex[v + 1]]) and the column indices. One thread per node.
struct Graph {
  int nodes;
  int edges;
  const int *nindex;
  const int *nlist;
};

// One "pull" step of a breadth-first search: each node reads its neighbours' frontier
// flags with plain loads and writes its own output only.
__global__ void pull_step(Graph g, const int *frontier, int *next) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= g.nodes) return;
  int hit = 0;
  for (int e = g.nindex[v]; e < g.nindex[v + 1]; e++)
    hit |= frontier[g.nlist[e]];
  next[v] = hit;
}

// The seeded twin: a node that was hit also marks its first neighbour's output, which
// that neighbour's own thread writes too.
__global__ void pull_step_marks_neighbour(Graph g, const int *frontier, int *next) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= g.nodes) return;
  int hit = 0;
  for (int e = g.nindex[v]; e < g.nindex[v + 1]; e++)
    hit |= frontier[g.nlist[e]];
  next[v] = hit;
  if (hit && g.nindex[v] < g.nindex[v + 1]) next[g.nlist[g.nindex[v]]] = 1;
}

// A CSR layout with one end marker after each row (row v's slots are nindex[v] + v up to
// nindex[v + 1] + v): each node writes its row's first slot, which no other node writes
// when the row offsets do not decrease.
__global__ void row_heads(Graph g, int *slots) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= g.nodes) return;
  slots[g.nindex[v] + v] = v;
}
