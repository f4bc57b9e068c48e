// A wave reduction written as a batch-norm kernel writes it: seven DPP steps in inline
// assembly, each `asm volatile("s_nop N\n v_add_f32 %0 %0 %0 <dpp>" : "=v"(x) : "0"(x))`.
#include <hip/hip_runtime.h>

__device__ float dpp_sum(float x) {
  asm volatile("s_nop 4\n v_add_f32 %0 %0 %0 row_shr:1 bound_ctrl:0" : "=v"(x) : "0"(x));
  asm volatile("s_nop 1\n v_add_f32 %0 %0 %0 row_shr:2 bound_ctrl:0" : "=v"(x) : "0"(x));
  asm volatile("s_nop 1\n v_add_f32 %0 %0 %0 row_shr:3 bound_ctrl:0" : "=v"(x) : "0"(x));
  asm volatile("s_nop 1\n v_add_f32 %0 %0 %0 row_shr:4 bank_mask:0xe" : "=v"(x) : "0"(x));
  asm volatile("s_nop 1\n v_add_f32 %0 %0 %0 row_shr:8 bank_mask:0xc" : "=v"(x) : "0"(x));
  asm volatile("s_nop 1\n v_add_f32 %0 %0 %0 row_bcast:15 row_mask:0xa" : "=v"(x) : "0"(x));
  asm volatile("s_nop 1\n v_add_f32 %0 %0 %0 row_bcast:31 row_mask:0xc" : "=v"(x) : "0"(x));
  return x;
}

__global__ void bn(const float* in, float* out) {
  float s = dpp_sum(in[threadIdx.x]);
  if (threadIdx.x == 63) out[blockIdx.x] = s;
}
