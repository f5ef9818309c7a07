// A kernel with an instruction the design does not execute: s_getreg_b32
// (F_UNSUP) reading MODE, hwreg(HW_REG_MODE, 0, 32): simm16 = (32 - 1) << 11
// | 0 << 6 | 1.
__kernel void reads_mode(__global uint* out) {
  out[0] = __builtin_amdgcn_s_getreg((31 << 11) | 1);
}
