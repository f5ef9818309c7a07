; Directed: instructions with no architectural effect (design.md): S_NOP,
; S_SLEEP, S_SETPRIO, S_WAKEUP, S_ICACHE_INV, S_INCPERFLEVEL/DECPERFLEVEL,
; S_WAITCNT (timing only), S_DCACHE_*, S_ATC_PROBE*, S_DCACHE_DISCARD*; plus
; S_MEMTIME/S_MEMREALTIME, whose values are unpredictable (not checked here,
; only that they leave everything else alone). SCC set before must survive.
;; cosim: buffer 0x30000 64 scratchpad
;; cosim: sgpr * s0 0x00030000
;; cosim: sgpr * s8 0x00030000
;; cosim: sgpr * s10 0x00000040
; 42 written before the no-ops
;; cosim: expect 0 s2 0x0000002a
; S_CSELECT after the no-ops picks 43: SCC (1) survived
;; cosim: expect 0 s3 0x0000002b
; base registers untouched
;; cosim: expect 0 s0 0x00030000
;; cosim: expect 0 s1 0x00000000
; nothing else written
;; cosim: expect 0 s12 0x00000000
; probes and discards do not write memory
;; cosim: expect_mem 0x30010 0x00000000
; from S_CMP_EQ_U32 0, 0; nothing after it writes SCC
;; cosim: expect 0 scc 1
  s_mov_b32 s2, 42
  s_cmp_eq_u32 0, 0
  s_nop 0
  s_nop 15
  s_sleep 1
  s_setprio 2
  s_wakeup
  s_icache_inv
  s_incperflevel 1
  s_decperflevel 1
  s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
  s_waitcnt lgkmcnt(3)
  s_dcache_inv
  s_dcache_wb
  s_dcache_inv_vol
  s_dcache_wb_vol
  s_atc_probe 7, s[0:1], 0x10
  s_atc_probe_buffer 7, s[8:11], 0x10
  s_dcache_discard s[0:1], 0x10
  s_dcache_discard_x2 s[0:1], 0x0
  s_memtime s[4:5]
  s_memrealtime s[6:7]
  s_waitcnt lgkmcnt(0)
  s_cselect_b32 s3, 43, 0
  s_endpgm
