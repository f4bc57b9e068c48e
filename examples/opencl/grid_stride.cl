// A grid-stride loop over n elements: stride get_global_size(0) gives every element one
// owner; a stride of get_local_size(0) makes every group walk the same elements.
__kernel void scale(__global float *data, int n) {
  for (size_t i = get_global_id(0); i < (size_t)n; i += get_global_size(0))
    data[i] *= 2.0f;
}

__kernel void scale_group_stride(__global float *data, int n) {
  for (size_t i = get_local_id(0); i < (size_t)n; i += get_local_size(0))
    data[i] *= 2.0f;  // every group updates every element
}
