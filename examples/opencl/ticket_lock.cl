// A ticket lock across groups: each group's first work-item takes a ticket, waits until
// `serving` reaches it (acquire), updates the total, and hands the lock on (release).
// Handing on with a relaxed store publishes nothing: the next holder's update races.
global atomic_uint next_ticket = ATOMIC_VAR_INIT(0);
global atomic_uint serving = ATOMIC_VAR_INIT(0);

__kernel void locked_add(__global int *total, __global const int *in) {
  if (get_local_id(0) != 0) return;
  uint ticket = atomic_fetch_add_explicit(&next_ticket, 1u, memory_order_relaxed,
                                          memory_scope_device);
  while (atomic_load_explicit(&serving, memory_order_acquire, memory_scope_device)
         != ticket) {
  }
  *total += in[get_group_id(0)];
  atomic_store_explicit(&serving, ticket + 1, memory_order_release, memory_scope_device);
}

__kernel void locked_add_relaxed_unlock(__global int *total, __global const int *in) {
  if (get_local_id(0) != 0) return;
  uint ticket = atomic_fetch_add_explicit(&next_ticket, 1u, memory_order_relaxed,
                                          memory_scope_device);
  while (atomic_load_explicit(&serving, memory_order_acquire, memory_scope_device)
         != ticket) {
  }
  *total += in[get_group_id(0)];  // races with the next holder's update
  atomic_store_explicit(&serving, ticket + 1, memory_order_relaxed, memory_scope_device);
}
