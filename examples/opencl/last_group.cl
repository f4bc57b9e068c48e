// Last-group reduction: each group's first work-item writes its partial, fences at
// device scope, and takes a ticket; the last one fences again and reads every partial.
// Without the release fence the partials are not ordered before those reads.
global atomic_uint tickets = ATOMIC_VAR_INIT(0);

__kernel void sum_last_group(__global int *partials, __global int *result,
                             __global const int *in) {
  if (get_local_id(0) != 0) return;
  partials[get_group_id(0)] = in[get_group_id(0)];
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_device);
  uint ticket = atomic_fetch_add_explicit(&tickets, 1u, memory_order_relaxed,
                                          memory_scope_device);
  if (ticket == get_num_groups(0) - 1) {
    atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acquire, memory_scope_device);
    int sum = 0;
    for (size_t g = 0; g < get_num_groups(0); ++g) sum += partials[g];
    *result = sum;
  }
}

__kernel void sum_last_group_no_fence(__global int *partials, __global int *result,
                                      __global const int *in) {
  if (get_local_id(0) != 0) return;
  partials[get_group_id(0)] = in[get_group_id(0)];
  uint ticket = atomic_fetch_add_explicit(&tickets, 1u, memory_order_relaxed,
                                          memory_scope_device);  // publishes nothing
  if (ticket == get_num_groups(0) - 1) {
    atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acquire, memory_scope_device);
    int sum = 0;
    for (size_t g = 0; g < get_num_groups(0); ++g) sum += partials[g];  // races
    *result = sum;
  }
}
