// A spin lock across groups: a compare-exchange with acquire ordering takes it, a
// release store gives it back. With relaxed orderings nothing orders the protected
// updates: the holders' updates race.
global atomic_int lock = ATOMIC_VAR_INIT(0);

__kernel void locked_add(__global int *total, __global const int *in) {
  if (get_local_id(0) != 0) return;
  int expected = 0;
  while (!atomic_compare_exchange_strong_explicit(&lock, &expected, 1, memory_order_acquire,
                                                  memory_order_relaxed, memory_scope_device))
    expected = 0;
  *total += in[get_group_id(0)];
  atomic_store_explicit(&lock, 0, memory_order_release, memory_scope_device);
}

__kernel void locked_add_relaxed(__global int *total, __global const int *in) {
  if (get_local_id(0) != 0) return;
  int expected = 0;
  while (!atomic_compare_exchange_strong_explicit(&lock, &expected, 1, memory_order_relaxed,
                                                  memory_order_relaxed, memory_scope_device))
    expected = 0;
  *total += in[get_group_id(0)];  // races with the next holder's update
  atomic_store_explicit(&lock, 0, memory_order_relaxed, memory_scope_device);
}
