// Publishing to another group with fences around relaxed atomics: the release fence
// must be at device scope for the other group's device acquire fence to synchronize
// with it; a work-group-scope fence does not include the other group.
global atomic_int flag = ATOMIC_VAR_INIT(0);

__kernel void handoff(__global int *data, __global int *out) {
  if (get_local_id(0) != 0) return;
  if (get_group_id(0) == 0) {
    data[0] = 7;
    atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_device);
    atomic_store_explicit(&flag, 1, memory_order_relaxed, memory_scope_device);
  } else {
    while (atomic_load_explicit(&flag, memory_order_relaxed, memory_scope_device) == 0) {
    }
    atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acquire, memory_scope_device);
    out[0] = data[0];
  }
}

__kernel void handoff_group_fence(__global int *data, __global int *out) {
  if (get_local_id(0) != 0) return;
  if (get_group_id(0) == 0) {
    data[0] = 7;
    atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release,
                           memory_scope_work_group);  // does not include group 1
    atomic_store_explicit(&flag, 1, memory_order_relaxed, memory_scope_device);
  } else {
    while (atomic_load_explicit(&flag, memory_order_relaxed, memory_scope_device) == 0) {
    }
    atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acquire, memory_scope_device);
    out[0] = data[0];  // races with group 0's write
  }
}
