#include <hip/hip_runtime.h>

// Paged decode attention (after what LLM serving kernels do; written here): sequence b
// (one workgroup) attends its one new query over its cached keys, stored in pages of
// PAGE tokens that block_table maps to physical pages. Lane d of the workgroup owns
// element d of the head; the scores are summed with a workgroup reduction in LDS.
#define PAGE 4
#define HEAD 16
#define MAX_PAGES 8

__global__ void paged_decode(const int* seq_lens, const int* block_table, const float* q,
                             const float* k_cache, const float* v_cache, float* out) {
  __shared__ float partial[HEAD];
  int b = blockIdx.x;
  int d = threadIdx.x;
  int len = seq_lens[b];
  float qd = q[b * HEAD + d];
  float m = -1e30f, l = 0.f, acc = 0.f;
  for (int tok = 0; tok < len; ++tok) {
    int page = block_table[b * MAX_PAGES + tok / PAGE];
    int slot = page * PAGE + tok % PAGE;
    float kd = k_cache[slot * HEAD + d];
    float vd = v_cache[slot * HEAD + d];
    float s = qd * kd;
    float mn = fmaxf(m, s);
    float scale = __expf(m - mn);
    float p = __expf(s - mn);
    l = l * scale + p;
    acc = acc * scale + p * vd;
    m = mn;
  }
  partial[d] = acc / (l + 1e-6f);
  __syncthreads();
  if (d == 0) {
    float total = 0.f;
    for (int i = 0; i < HEAD; ++i) total += partial[i];
    out[b] = total;
  }
}


// The seeded twin: no barrier between the lanes' partial sums and lane 0's total.
__global__ void paged_decode_unsynced(const int* seq_lens, const int* block_table, const float* q,
                             const float* k_cache, const float* v_cache, float* out) {
  __shared__ float partial[HEAD];
  int b = blockIdx.x;
  int d = threadIdx.x;
  int len = seq_lens[b];
  float qd = q[b * HEAD + d];
  float m = -1e30f, l = 0.f, acc = 0.f;
  for (int tok = 0; tok < len; ++tok) {
    int page = block_table[b * MAX_PAGES + tok / PAGE];
    int slot = page * PAGE + tok % PAGE;
    float kd = k_cache[slot * HEAD + d];
    float vd = v_cache[slot * HEAD + d];
    float s = qd * kd;
    float mn = fmaxf(m, s);
    float scale = __expf(m - mn);
    float p = __expf(s - mn);
    l = l * scale + p;
    acc = acc * scale + p * vd;
    m = mn;
  }
  partial[d] = acc / (l + 1e-6f);
  if (d == 0) {
    float total = 0.f;
    for (int i = 0; i < HEAD; ++i) total += partial[i];
    out[b] = total;
  }
}
