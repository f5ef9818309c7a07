// out[g] = the sum of in[i] over workgroup g's 256 work-items (i < n; the
// rest count 0), by a tree reduction in LDS: 4 waves, a barrier per step.
// The fences make the LDS writes of one step visible to the next (what
// OpenCL's barrier(CLK_LOCAL_MEM_FENCE) compiles to).
#define WG 256
static void sync(void) {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void block_sum(__global const uint* in, __global uint* out, uint n) {
  __local uint part[WG];
  const uint lid = __builtin_amdgcn_workitem_id_x();
  const uint g = __builtin_amdgcn_workgroup_id_x();
  const uint i = g * WG + lid;
  part[lid] = i < n ? in[i] : 0;
  sync();
  for (uint s = WG / 2; s > 0; s >>= 1) {
    if (lid < s) part[lid] += part[lid + s];
    sync();
  }
  if (lid == 0) out[g] = part[0];
}
