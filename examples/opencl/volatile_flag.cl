// A flag polled through a volatile pointer is a plain access for the memory model: the
// poll races with the flag's store. Device-scope release/acquire atomics synchronize.
global atomic_int ready = ATOMIC_VAR_INIT(0);
global int plain_ready = 0;

__kernel void signal(__global int *data, __global int *out) {
  if (get_local_id(0) != 0) return;
  if (get_group_id(0) == 0) {
    data[0] = 5;
    atomic_store_explicit(&ready, 1, memory_order_release, memory_scope_device);
  } else {
    while (atomic_load_explicit(&ready, memory_order_acquire, memory_scope_device) == 0) {
    }
    out[0] = data[0];
  }
}

__kernel void signal_volatile(__global int *data, __global int *out) {
  volatile __global int *flag = &plain_ready;
  if (get_local_id(0) != 0) return;
  if (get_group_id(0) == 0) {
    data[0] = 5;
    mem_fence(CLK_GLOBAL_MEM_FENCE);
    *flag = 1;
  } else {
    while (*flag == 0) {  // a plain read racing with the store above
    }
    mem_fence(CLK_GLOBAL_MEM_FENCE);
    out[0] = data[0];
  }
}
