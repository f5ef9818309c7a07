// The compiled-kernel suite: small OpenCL C kernels that each stress one
// part of the compute unit (FP32 and 64-bit ALU rows, divergent loops, LDS
// with barriers, global atomics, scratch, 2-D dispatch, partial workgroups).
//
// Built for gfx900 without the device library, at -O2 (code object v4) and
// -O0 (code object v5):
//   clang-16 -target amdgcn-amd-amdhsa -mcpu=gfx900 -nogpulib -O2 \
//            -mcode-object-version=4 -c suite.cl -o suite.o
//   ld.lld-16 -shared suite.o -o suite.O2.co
// Without the device library there is no get_global_id(): each kernel reads
// its work-item and workgroup ids through the amdgcn builtins and fixes its
// workgroup size with reqd_work_group_size, so the size is a constant.
//
// At -O0 the static helpers below stay functions, called through
// s_swappc_b64, and clang places each one right after the first kernel that
// calls it; cosim's loader runs a kernel's code together with the functions
// that follow it. So each helper is called by one kernel only.
//
// kernels/suite/suite_ref.cpp builds the inputs and computes every expected
// output on the host in plain C++; the comments there say why the inputs
// are what they are.

#include "suite_params.h"

// Workgroup barrier with the LDS visibility OpenCL's
// barrier(CLK_LOCAL_MEM_FENCE) gives: writes before it are seen after it.
// Used by scan.
static void sync(void) {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

// The bits of a float as an unsigned integer (OpenCL's as_uint). Used by
// fp32_ops.
static uint bits_of(float f) { return __builtin_astype(f, uint); }

// y[i] = a * x[i] + y[i] with one rounding (fused), for i < n. Launched with
// a grid that is not a multiple of 64, so the last workgroup is partial, and
// with buffers longer than n, so the guard is checked too.
__kernel __attribute__((reqd_work_group_size(SUITE_SAXPY_WG, 1, 1)))
void saxpy(float a, __global const float* x, __global float* y, uint n) {
  const uint i = __builtin_amdgcn_workgroup_id_x() * SUITE_SAXPY_WG + __builtin_amdgcn_workitem_id_x();
  if (i < n) y[i] = __builtin_fmaf(a, x[i], y[i]);
}

// bins[in[i] % 16] += 1 for i < n, by global atomic adds: many lanes of a
// wave hit the same bin in one instruction.
__kernel __attribute__((reqd_work_group_size(SUITE_HIST_WG, 1, 1)))
void histogram(__global const uint* in, __global uint* bins, uint n) {
  const uint i = __builtin_amdgcn_workgroup_id_x() * SUITE_HIST_WG + __builtin_amdgcn_workitem_id_x();
  if (i < n) __atomic_fetch_add(&bins[in[i] % SUITE_HIST_BINS], 1u, __ATOMIC_RELAXED);
}

// out[i] = in[g*128] + ... + in[i] (modulo 2^32) within each 128-item
// workgroup g: Hillis-Steele inclusive scan in LDS. Two waves per
// workgroup, so the barriers order LDS traffic between waves.
__kernel __attribute__((reqd_work_group_size(SUITE_SCAN_WG, 1, 1)))
void scan(__global const uint* in, __global uint* out) {
  __local uint buf[SUITE_SCAN_WG];
  const uint lid = __builtin_amdgcn_workitem_id_x();
  const uint i = __builtin_amdgcn_workgroup_id_x() * SUITE_SCAN_WG + lid;
  buf[lid] = in[i];
  sync();
  for (uint off = 1; off < SUITE_SCAN_WG; off <<= 1) {
    const uint v = lid >= off ? buf[lid - off] : 0;
    sync();  // every read of this step before any write
    buf[lid] += v;
    sync();  // every write of this step before the next step's reads
  }
  out[i] = buf[lid];
}

// out[x*h + y] = in[y*w + x] for x < w, y < h: the w-by-h row-major matrix
// `in` transposed. 8x8 workgroups over a 2-D grid larger than w-by-h, so
// both bounds checks are taken.
__kernel __attribute__((reqd_work_group_size(SUITE_TR_WX, SUITE_TR_WY, 1)))
void transpose2d(__global const uint* in, __global uint* out, uint w, uint h) {
  const uint x = __builtin_amdgcn_workgroup_id_x() * SUITE_TR_WX + __builtin_amdgcn_workitem_id_x();
  const uint y = __builtin_amdgcn_workgroup_id_y() * SUITE_TR_WY + __builtin_amdgcn_workitem_id_y();
  if (x < w && y < h) out[x * h + y] = in[y * w + x];
}

// steps[i] = the number of Collatz steps (n -> n/2 if even, 3n+1 if odd,
// modulo 2^32) that take in[i] to 1, at most SUITE_COLLATZ_CAP (0 never gets
// there). Each lane runs its own trip count: a divergent loop that keeps
// going while any lane of the wave is still live, around a divergent
// if/else. (-O0 reloads the if/else result before it restores EXEC, as in
// int64_ops below, but the register the even lanes keep holds their own
// result, so the steps are right.)
__kernel __attribute__((reqd_work_group_size(SUITE_COLLATZ_WG, 1, 1)))
void collatz(__global const uint* in, __global uint* steps) {
  const uint i = __builtin_amdgcn_workgroup_id_x() * SUITE_COLLATZ_WG + __builtin_amdgcn_workitem_id_x();
  uint v = in[i];
  uint s = 0;
  while (v != 1 && s < SUITE_COLLATZ_CAP) {
    v = (v & 1) ? 3 * v + 1 : v >> 1;
    ++s;
  }
  steps[i] = s;
}

// Eight exactly rounded FP32 results per element pair (a[i], b[i]), into
// out[8*i .. 8*i+7]: the operations IEEE 754 defines to the bit (no
// division, square root or transcendental, which compile to approximations).
// No result has a multiply feeding an add, so there is nothing to contract;
// o[7] is two conversions and an add, each rounded to nearest even.
__kernel __attribute__((reqd_work_group_size(SUITE_FP_WG, 1, 1)))
void fp32_ops(__global const float* a, __global const float* b, __global float* out) {
  const uint i = __builtin_amdgcn_workgroup_id_x() * SUITE_FP_WG + __builtin_amdgcn_workitem_id_x();
  const float x = a[i], y = b[i];
  __global float* o = out + 8 * i;
  o[0] = x + y;
  o[1] = x - y;
  o[2] = x * y;
  o[3] = __builtin_fmaf(-x, y, x);          // x - x*y, one rounding
  o[4] = __builtin_fminf(x, y);
  o[5] = __builtin_fmaxf(__builtin_fabsf(x), -y);
  o[6] = (float)(int)x;                     // truncation toward zero and back
  // u32 -> f32 of y's bits rounds (up to 32 significant bits); x * 4096 is
  // exact and inside int, so its i32 -> f32 is exact; the add rounds.
  o[7] = (float)bits_of(y) + (float)(int)(x * 4096.0f);
}

// Nine 64-bit integer results per element pair (a[i], b[i]), into
// out[9*i .. 9*i+8]: add, sub, mul (low 64 bits), shifts by b's low six
// bits (logical left and right, arithmetic right), xor, and selects on a
// signed and an unsigned compare.
__kernel __attribute__((reqd_work_group_size(SUITE_I64_WG, 1, 1)))
void int64_ops(__global const ulong* a, __global const ulong* b, __global ulong* out) {
  const uint i = __builtin_amdgcn_workgroup_id_x() * SUITE_I64_WG + __builtin_amdgcn_workitem_id_x();
  const ulong x = a[i], y = b[i];
  const uint sh = (uint)y & 63;
  __global ulong* o = out + 9 * i;
  o[0] = x + y;
  o[1] = x - y;
  o[2] = x * y;
  o[3] = x << sh;
  o[4] = x >> sh;
  o[5] = (ulong)((long)x >> sh);
  o[6] = x ^ y;
  // At -O0 both selects compile to divergent if/else branches, and clang-16
  // -O0 miscompiles that shape: at the join it reloads the spilled result
  // before it restores EXEC, so the lanes of the arm that ran first keep a
  // stale register. For o[7] that stale register holds y, the value of that
  // arm, so the result is right for every input; written as
  // `x > y ? x - y : y ^ C`, o[8] came out as y where x <= y. o[8] is
  // therefore a mask select, which has no branch at any level.
  o[7] = (long)x < (long)y ? x : y;  // signed minimum
  const ulong gt = -(ulong)(x > y);  // all ones where x > y (unsigned)
  o[8] = ((x - y) & gt) | ((y ^ 0x5555555555555555ul) & ~gt);
}

// A 64-entry private array filled and read at data-dependent indices, so it
// cannot live in registers and goes to scratch (private segment):
// tmp[j] = v*j + (j ^ i) with v = in[i], then out[i] = the sum over k < 16
// of tmp[(v + 7k) & 63] * (k + 1), modulo 2^32. The fill is in an order
// that depends on v too, so the stores are at dynamic offsets as well.
__kernel __attribute__((reqd_work_group_size(SUITE_PRIV_WG, 1, 1)))
void private_array(__global const uint* in, __global uint* out) {
  const uint i = __builtin_amdgcn_workgroup_id_x() * SUITE_PRIV_WG + __builtin_amdgcn_workitem_id_x();
  const uint v = in[i];
  uint tmp[SUITE_PRIV_N];
  for (uint j = 0; j < SUITE_PRIV_N; ++j) {
    const uint k = (j + v) & (SUITE_PRIV_N - 1);
    tmp[k] = v * k + (k ^ i);
  }
  uint sum = 0;
  for (uint k = 0; k < 16; ++k) sum += tmp[(v + 7 * k) & (SUITE_PRIV_N - 1)] * (k + 1);
  out[i] = sum;
}
