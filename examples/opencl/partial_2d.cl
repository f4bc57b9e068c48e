// A 2-D range of 40 x 20 in 16 x 16 groups (non-uniform: the last groups are partial).
// get_local_size(1) is the rows this group has; get_enqueued_local_size(1) counts rows
// a partial group lacks.
__kernel void column_sums(__global int *out, __global const int *in, int cols) {
  __local int tile[16][16];
  size_t x = get_local_id(0), y = get_local_id(1);
  size_t gx = get_global_id(0), gy = get_global_id(1);
  tile[y][x] = in[gy * cols + gx];
  barrier(CLK_LOCAL_MEM_FENCE);
  if (y == 0) {
    int sum = 0;
    for (size_t r = 0; r < get_local_size(1); ++r) sum += tile[r][x];
    out[get_group_id(1) * cols + gx] = sum;
  }
}

__kernel void column_sums_enqueued_rows(__global int *out, __global const int *in,
                                        int cols) {
  __local int tile[16][16];
  size_t x = get_local_id(0), y = get_local_id(1);
  size_t gx = get_global_id(0), gy = get_global_id(1);
  tile[y][x] = in[gy * cols + gx];
  barrier(CLK_LOCAL_MEM_FENCE);
  if (y == 0) {
    int sum = 0;
    for (size_t r = 0; r < get_enqueued_local_size(1); ++r) sum += tile[r][x];
    out[get_group_id(1) * cols + gx] = sum;  // rows the partial group lacks
  }
}
