#include <hip/hip_runtime.h>

// A tile's width and height in HIP's uint2, passed by value as a stencil passes its
// grid: dims.x columns, dims.y rows. One work-item per (x, y).
__global__ void tile_copy(const int *in, int *out, uint2 dims) {
  unsigned x = threadIdx.x, y = threadIdx.y;
  if (x < dims.x && y < dims.y) out[y * dims.x + x] = in[y * dims.x + x];
}

// The seeded twin: the output's row stride is the height, so a tile wider than it is
// tall makes two work-items write one element.
__global__ void tile_copy_by_height(const int *in, int *out, uint2 dims) {
  unsigned x = threadIdx.x, y = threadIdx.y;
  if (x < dims.x && y < dims.y) out[y * dims.y + x] = in[y * dims.x + x];
}

// Rows chosen by a table the host builds: work-item (x, y) writes row rows[y] of the
// output. Distinct when the table's rows strictly increase (the host's guarantee, an
// assumption), else two rows may meet.
__global__ void scatter_rows(const int *rows, int *out, uint2 dims) {
  unsigned x = threadIdx.x, y = threadIdx.y;
  if (x < dims.x && y < dims.y) out[rows[y] * dims.x + x] = y;
}

// A uint2 inside a struct of the user's: its lanes are t.size.x and t.size.y.
struct Tile {
  uint2 size;
  int *out;
};

__global__ void fill_tile(Tile t) {
  unsigned x = threadIdx.x, y = threadIdx.y;
  if (x < t.size.x && y < t.size.y) t.out[y * t.size.x + x] = 1;
}
