#include <hip/hip_runtime.h>

// Every thread takes a ticket and writes its slot; then a 256-bin histogram of the data.
__global__ void tickets(unsigned *counter, unsigned *out) {
  unsigned ticket = atomicAdd(counter, 1u);
  out[ticket] = threadIdx.x;
}

__global__ void histogram256(const unsigned char *data, unsigned *bins) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd(&bins[data[i]], 1u);
}

// The ticket taken at workgroup scope across workgroups: tickets repeat (a race).
__global__ void tickets_workgroup_scope(unsigned *counter, unsigned *out) {
  unsigned ticket = __hip_atomic_fetch_add(counter, 1u, __ATOMIC_RELAXED,
                                           __HIP_MEMORY_SCOPE_WORKGROUP);
  out[ticket] = threadIdx.x;
}

// Stream compaction: the threads with a positive value take a slot each (the others
// skip the add; tests/explore/lane_atomics/test_hip_tickets.py gives distinct values).
__global__ void compact(unsigned *counter, const int *in, int *out) {
  int v = in[threadIdx.x];
  if (v > 0) {
    unsigned pos = atomicAdd(counter, 1u);
    out[pos] = v;
  }
}

// The slot taken at workgroup scope across workgroups: slots repeat (a race).
__global__ void compact_workgroup_scope(unsigned *counter, const int *in, int *out) {
  int v = in[threadIdx.x];
  if (v > 0) {
    unsigned pos = __hip_atomic_fetch_add(counter, 1u, __ATOMIC_RELAXED,
                                          __HIP_MEMORY_SCOPE_WORKGROUP);
    out[pos] = v;
  }
}
