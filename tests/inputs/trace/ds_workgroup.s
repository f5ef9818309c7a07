;; A two-wave workgroup exchanging data through the LDS, for the commit
;; trace tests (tests/trace.cmake): LDS write beats, returned VGPRs (DSRET)
;; one pass at a time, an LDS atomic and a barrier. Worked by hand:
;;   v0 = lane, v1 = 256 * wave + 4 * lane, v2 = 100 * wave + lane;
;;   each wave writes v2 at v1, then (after the barrier) reads the other
;;   wave's dword for its lane: v4 = 100 * (1 - wave) + lane;
;;   every lane of both waves adds 1 to the dword at 0x200 (zero after
;;   reset): after the second barrier it holds 128, read into v5.
;; cosim: waves 2
;; cosim: vgprs 8
;; cosim: lds 1024
;; cosim: sgpr 1 s0 1
;; cosim: expect 0 v4 5 0x69
;; cosim: expect 1 v4 5 0x5
;; cosim: expect 0 v4 63 0xa3
;; cosim: expect 1 v4 0 0x0
;; cosim: expect 0 v5 0 0x80
;; cosim: expect 1 v5 63 0x80
  v_mbcnt_lo_u32_b32 v0, -1, 0
  v_mbcnt_hi_u32_b32 v0, -1, v0
  v_lshlrev_b32_e32 v1, 2, v0
  s_lshl_b32 s1, s0, 8
  v_add_u32_e32 v1, s1, v1
  s_mul_i32 s2, s0, 100
  v_add_u32_e32 v2, s2, v0
  ds_write_b32 v1, v2
  s_waitcnt lgkmcnt(0)
  s_barrier
  v_xor_b32_e32 v3, 0x100, v1
  ds_read_b32 v4, v3
  v_mov_b32_e32 v6, 0x200
  v_mov_b32_e32 v7, 1
  ds_add_rtn_u32 v5, v6, v7
  s_waitcnt lgkmcnt(0)
  s_barrier
  ds_read_b32 v5, v6
  s_waitcnt lgkmcnt(0)
  s_endpgm
