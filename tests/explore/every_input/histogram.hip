// A 256-bin histogram as its authors write it: every work-item adds 1 to the bin its
// input byte names. The every-input check decides it without the data (docs/semantics/every-input.md,
// "Every input"): the bin's address is confined to bins[0..255] and every access to
// bins is a relaxed agent-scope atomic whose result is unused.
#include <hip/hip_runtime.h>

__global__ void histogram(const unsigned char *data, unsigned *bins, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&bins[data[i]], 1u);
}

// Seeded bug: workgroup-scope atomics across workgroups do not include each other.
__global__ void histogram_workgroup_scope(const unsigned char *data, unsigned *bins,
                                          int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    __hip_atomic_fetch_add(&bins[data[i]], 1u, __ATOMIC_RELAXED,
                           __HIP_MEMORY_SCOPE_WORKGROUP);
}

// Seeded bug: the first work-item then reads bin 0 with a plain load.
__global__ void histogram_plain_read(const unsigned char *data, unsigned *bins,
                                     unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&bins[data[i]], 1u);
  if (i == 0) *out = bins[0];
}
