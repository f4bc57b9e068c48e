#include <hip/hip_runtime.h>

// A `__constant__` table the host fills with hipMemcpyToSymbol: each work-item reads
// one entry and uses it as an offset into a buffer.
__constant__ unsigned taps[4];

// Each work-item writes one slot of its own four (i * 4 + (taps[i % 4] & 3)): distinct
// for every table. It also reads `in` at an offset the table decides (reads only).
__global__ void scatter_by_table(const int *in, int *out) {
  unsigned i = threadIdx.x;
  out[i * 4 + (taps[i % 4] & 3)] = in[i + taps[(i + 1) % 4]];
}

// The seeded twin: without the mask, a table entry of 4 or more sends a
// work-item into another's four slots.
__global__ void scatter_by_table_unmasked(const int *in, int *out) {
  unsigned i = threadIdx.x;
  out[i * 4 + taps[i % 4]] = in[i + taps[(i + 1) % 4]];
}
