// Cross-group message passing with OpenCL 2.0 atomics: group 0 writes data and
// releases a flag at device scope; the other groups' first work-item waits for it with
// a device-scope acquire, then the group synchronizes. At work-group scope the flag
// orders nothing across groups. The flag is a program-scope variable (initially 0).
global atomic_int flag = ATOMIC_VAR_INIT(0);

__kernel void publish(__global int *data, __global int *out) {
  size_t t = get_local_id(0);
  if (get_group_id(0) == 0) {
    data[t] = 42 + (int)t;
    work_group_barrier(CLK_GLOBAL_MEM_FENCE);
    if (t == 0)
      atomic_store_explicit(&flag, 1, memory_order_release, memory_scope_device);
  } else {
    if (t == 0)
      while (atomic_load_explicit(&flag, memory_order_acquire, memory_scope_device) == 0) {
      }
    work_group_barrier(CLK_GLOBAL_MEM_FENCE);
    out[get_global_id(0)] = data[t];
  }
}

__kernel void publish_group_scope(__global int *data, __global int *out) {
  size_t t = get_local_id(0);
  if (get_group_id(0) == 0) {
    data[t] = 42 + (int)t;
    work_group_barrier(CLK_GLOBAL_MEM_FENCE);
    if (t == 0)
      atomic_store_explicit(&flag, 1, memory_order_release, memory_scope_work_group);
  } else {
    if (t == 0)
      while (atomic_load_explicit(&flag, memory_order_acquire, memory_scope_work_group) == 0) {
      }
    work_group_barrier(CLK_GLOBAL_MEM_FENCE);
    out[get_global_id(0)] = data[t];  // races: the scopes do not include group 0
  }
}
