// c[i] = a[i] + b[i] for i < n, staged through LDS (one int per work-item of
// a 64-wide workgroup) with a barrier between the write and the read.
__kernel void vector_add(__global const int* a, __global const int* b, __global int* c, int n) {
  __local int tile[64];
  const unsigned lid = __builtin_amdgcn_workitem_id_x();
  const int i = (int)(__builtin_amdgcn_workgroup_id_x() * 64 + lid);
  tile[lid] = i < n ? a[i] : 0;
  __builtin_amdgcn_s_barrier();
  if (i < n) c[i] = tile[lid] + b[i];
}
