// A device-wide counter: atomic_inc from every other work-item is race free; a plain
// increment of the same word races.
__kernel void count(__global int *count) {
  if (get_local_id(0) % 2 == 0) atomic_inc(count);
}

__kernel void count_plain(__global int *count) {
  if (get_local_id(0) % 2 == 0) *count += 1;  // races
}
