; Directed: three workgroups of two waves on a unit limited to four wave
; slots (cu_waves 4): two run at once, the third waits for the first's slots
; and reuses its LDS window. Each workgroup has its own 1024-byte LDS window
; and its own barrier. Dispatch wave d = 2g + w has s0 = g, s1 = w; lane l:
;   phase 1: store own = 1000g + 64w + l at LDS 256w + 4l; wave 0 zeroes the
;            counter at 512; every lane stores 0xdead at 1024, the
;            allocation's end (out of range: dropped, never in the next
;            window); s_barrier
;   phase 2: read the other wave's value at 256(1 - w) + 4l, add 1 to the
;            counter, store own + other = 2000g + 64 + 2l to
;            out[(2g + w) * 64 + l]; s_barrier
;   phase 3: wave 0's lane 0 stores the counter, 2 waves x 64 lanes = 128
;            (256 if two workgroups shared a window), to out[384 + g].
;; cosim: waves 6
;; cosim: workgroups 2 2 2
;; cosim: cu_waves 4
;; cosim: vgprs 8
;; cosim: lds 1024
;; cosim: buffer 0x10000 0x800 out
;; cosim: sgpr * s2 0x10000
;; cosim: sgpr 1 s1 1
;; cosim: sgpr 2 s0 1
;; cosim: sgpr 3 s0 1
;; cosim: sgpr 3 s1 1
;; cosim: sgpr 4 s0 2
;; cosim: sgpr 5 s0 2
;; cosim: sgpr 5 s1 1
; g0 w0 l0: 0 + 64 + 0
;; cosim: expect_mem 0x10000 64
; g0 w1 l10: index 64 + 10 = 74, byte 296 = 0x128: 64 + 20
;; cosim: expect_mem 0x10128 84
; g1 w1 l63: index 3 * 64 + 63 = 255, byte 1020 = 0x3fc: 2000 + 64 + 126
;; cosim: expect_mem 0x103fc 2190
; g2 w0 l5: index 4 * 64 + 5 = 261, byte 1044 = 0x414: 4000 + 64 + 10
;; cosim: expect_mem 0x10414 4074
; g2 w1 l63: index 5 * 64 + 63 = 383, byte 1532 = 0x5fc: 4000 + 64 + 126
;; cosim: expect_mem 0x105fc 4190
; the counters, out[384 + g] at 0x10600 + 4g
;; cosim: expect_mem 0x10600 128
;; cosim: expect_mem 0x10604 128
;; cosim: expect_mem 0x10608 128
; dispatch wave 5 is g2 w1; its v5 lane 7 = 4000 + 64 + 14
;; cosim: expect 5 s0 2
;; cosim: expect 5 v5 7 4078
  v_mbcnt_lo_u32_b32 v0, -1, 0
  v_mbcnt_hi_u32_b32 v0, -1, v0
  v_lshlrev_b32 v1, 2, v0
  s_lshl_b32 s4, s1, 8
  v_add_u32 v2, s4, v1
  s_mul_i32 s5, s0, 1000
  s_lshl_b32 s6, s1, 6
  s_add_u32 s5, s5, s6
  v_add_u32 v3, s5, v0
  ds_write_b32 v2, v3
  s_cmp_eq_u32 s1, 0
  s_cbranch_scc0 not_wave0
  v_mov_b32 v4, 0x200
  v_mov_b32 v5, 0
  ds_write_b32 v4, v5
not_wave0:
  v_mov_b32 v4, 0x400
  v_mov_b32 v5, 0xdead
  ds_write_b32 v4, v5
  s_waitcnt lgkmcnt(0)
  s_barrier
  s_sub_u32 s7, 1, s1
  s_lshl_b32 s7, s7, 8
  v_add_u32 v4, s7, v1
  ds_read_b32 v5, v4
  v_mov_b32 v6, 1
  v_mov_b32 v7, 0x200
  ds_add_u32 v7, v6
  s_waitcnt lgkmcnt(0)
  v_add_u32 v5, v3, v5
  s_lshl_b32 s8, s0, 1
  s_add_u32 s8, s8, s1
  s_lshl_b32 s8, s8, 8
  v_add_u32 v4, s8, v1
  global_store_dword v4, v5, s[2:3]
  s_waitcnt vmcnt(0)
  s_barrier
  s_cmp_eq_u32 s1, 0
  s_cbranch_scc0 done
  v_mov_b32 v7, 0x200
  ds_read_b32 v6, v7
  s_mov_b64 exec, 1
  s_waitcnt lgkmcnt(0)
  s_lshl_b32 s9, s0, 2
  s_add_u32 s9, s9, 0x600
  v_mov_b32 v4, s9
  global_store_dword v4, v6, s[2:3]
  s_waitcnt vmcnt(0)
done:
  s_endpgm
