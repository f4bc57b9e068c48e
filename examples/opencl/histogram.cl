// A local histogram: work-item t increments bin (t * 7) % 16 (two work-items of 32
// share each bin). Every access to a bin is atomic (an atomic read that may see a plain
// write and an unordered atomic one returns undef, amdgpu-memory-model); a plain
// increment races.
__kernel void histogram(__global atomic_uint *bins) {
  __local atomic_uint local_bins[16];
  size_t t = get_local_id(0);
  if (t < 16) atomic_store_explicit(&local_bins[t], 0u, memory_order_relaxed,
                                    memory_scope_work_group);
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_fetch_add_explicit(&local_bins[(t * 7) % 16], 1u, memory_order_relaxed,
                            memory_scope_work_group);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (t < 16)
    atomic_fetch_add_explicit(&bins[t], atomic_load_explicit(&local_bins[t],
                              memory_order_relaxed, memory_scope_work_group),
                              memory_order_relaxed, memory_scope_device);
}

__kernel void histogram_plain_increment(__global atomic_uint *bins) {
  __local uint local_bins[16];
  size_t t = get_local_id(0);
  if (t < 16) local_bins[t] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  local_bins[(t * 7) % 16]++;  // races: two work-items share each bin
  barrier(CLK_LOCAL_MEM_FENCE);
  if (t < 16)
    atomic_fetch_add_explicit(&bins[t], local_bins[t], memory_order_relaxed,
                              memory_scope_device);
}
