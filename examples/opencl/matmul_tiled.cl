// Tiled matrix multiply with 8 x 8 local tiles: two barriers per step; without the
// second, the next step's loads overwrite tiles others still read.
#define T 8
__kernel void matmul(__global float *c, __global const float *a, __global const float *b,
                     int n) {
  __local float as[T][T], bs[T][T];
  int row = get_local_id(1), col = get_local_id(0);
  float acc = 0.0f;
  for (int k = 0; k < n; k += T) {
    as[row][col] = a[row * n + k + col];
    bs[row][col] = b[(k + row) * T + col];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int j = 0; j < T; ++j) acc += as[row][j] * bs[j][col];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  c[row * T + col] = acc;
}

__kernel void matmul_one_barrier(__global float *c, __global const float *a,
                                 __global const float *b, int n) {
  __local float as[T][T], bs[T][T];
  int row = get_local_id(1), col = get_local_id(0);
  float acc = 0.0f;
  for (int k = 0; k < n; k += T) {
    as[row][col] = a[row * n + k + col];  // may overwrite what others still read
    bs[row][col] = b[(k + row) * T + col];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int j = 0; j < T; ++j) acc += as[row][j] * bs[j][col];
  }
  c[row * T + col] = acc;
}
