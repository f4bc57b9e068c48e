// A 3-D work-group (4 x 4 x 4) fills a local cube, one entry per work-item, and reads
// the entry mirrored in z; indexing without z makes four work-items write each entry.
__kernel void mirror_z(__global int *out, __global const int *in) {
  __local int cube[4][4][4];
  size_t x = get_local_id(0), y = get_local_id(1), z = get_local_id(2);
  size_t flat = get_local_linear_id();
  size_t base = get_group_id(0) * 64;
  cube[z][y][x] = in[base + flat];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[base + flat] = cube[get_local_size(2) - 1 - z][y][x];
}

__kernel void mirror_z_flat_index(__global int *out, __global const int *in) {
  __local int cube[4][4][4];
  size_t x = get_local_id(0), y = get_local_id(1);
  size_t flat = get_local_linear_id();
  size_t base = get_group_id(0) * 64;
  cube[0][y][x] = in[base + flat];  // four work-items write each entry
  barrier(CLK_LOCAL_MEM_FENCE);
  out[base + flat] = cube[0][y][x];
}
