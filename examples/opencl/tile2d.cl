// A 2-D work-group (16 x 16) stages a tile in local memory and reads it transposed.
// Every work-item of a group must reach the same barriers: a barrier under a condition
// that differs among the group's work-items is undefined (barrier misuse).
__kernel void transpose(__global float *out, __global const float *in, int n) {
  __local float tile[16][17];
  int x = get_global_id(0), y = get_global_id(1);
  int lx = get_local_id(0), ly = get_local_id(1);
  if (x < n && y < n) tile[ly][lx] = in[y * n + x];
  barrier(CLK_LOCAL_MEM_FENCE);
  int ox = get_group_id(1) * 16 + lx, oy = get_group_id(0) * 16 + ly;
  if (ox < n && oy < n) out[oy * n + ox] = tile[lx][ly];
}

__kernel void transpose_divergent_barrier(__global float *out, __global const float *in,
                                         int n) {
  __local float tile[16][17];
  int x = get_global_id(0), y = get_global_id(1);
  int lx = get_local_id(0), ly = get_local_id(1);
  if (x < n && y < n) {
    tile[ly][lx] = in[y * n + x];
    barrier(CLK_LOCAL_MEM_FENCE);  // work-items outside n never reach it
  }
  int ox = get_group_id(1) * 16 + lx, oy = get_group_id(0) * 16 + ly;
  if (ox < n && oy < n) out[oy * n + ox] = tile[lx][ly];
}
