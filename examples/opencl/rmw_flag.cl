// Polling a flag with a read-modify-write that adds 0: the poll is relaxed, so the
// consumer needs a device-scope acquire fence after it (fence synchronization with the
// producer's release fence); the work-group barrier alone fences at work-group scope.
global atomic_int flag = ATOMIC_VAR_INIT(0);

__kernel void poll(__global int *data, __global int *out) {
  size_t t = get_local_id(0);
  if (get_group_id(0) == 0) {
    data[t] = 42;
    barrier(CLK_GLOBAL_MEM_FENCE);
    if (t == 0) {
      atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_device);
      atomic_exchange_explicit(&flag, 1, memory_order_relaxed, memory_scope_device);
    }
  } else {
    if (t == 0) {
      while (atomic_fetch_add_explicit(&flag, 0, memory_order_relaxed, memory_scope_device)
             == 0) {
      }
      atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acquire, memory_scope_device);
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    out[get_global_id(0)] = data[t];
  }
}

__kernel void poll_no_consumer_fence(__global int *data, __global int *out) {
  size_t t = get_local_id(0);
  if (get_group_id(0) == 0) {
    data[t] = 42;
    barrier(CLK_GLOBAL_MEM_FENCE);
    if (t == 0) {
      atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_device);
      atomic_exchange_explicit(&flag, 1, memory_order_relaxed, memory_scope_device);
    }
  } else {
    if (t == 0) {
      while (atomic_fetch_add_explicit(&flag, 0, memory_order_relaxed, memory_scope_device)
             == 0) {
      }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    out[get_global_id(0)] = data[t];  // races with group 0's write
  }
}
