// OpenCL passes a struct argument as a value (%struct.Graph %g.coerce): its fields are
// extractvalues of it (program/struct_args.py).
typedef struct {
  int nodes;
  __global const int *nindex;
} Graph;

// Each node writes its degree to its own slot.
__kernel void degree(Graph g, __global int *out) {
  int v = get_global_id(0);
  if (v < g.nodes) out[v] = g.nindex[v + 1] - g.nindex[v];
}

// The seeded twin: each node writes at its row's start, shared by an empty row's node.
__kernel void degree_at_row_start(Graph g, __global int *out) {
  int v = get_global_id(0);
  if (v < g.nodes) out[g.nindex[v]] = g.nindex[v + 1] - g.nindex[v];
}
