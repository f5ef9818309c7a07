; Directed: four waves running the same code on different data. Wave i starts
; with s0 = i, loops i+1 times adding 3, stores its result to 0x40000 + 4*i
; and atomically adds i+1 to a shared counter (1 + 2 + 3 + 4 = 10, whatever
; the interleaving). Only wave 2 takes the fall-through that writes s8.
;; cosim: waves 4
;; cosim: buffer 0x40000 128 shared
;; cosim: sgpr * s2 0x00040000
;; cosim: sgpr 1 s0 1
;; cosim: sgpr 2 s0 2
;; cosim: sgpr 3 s0 3
; 1 * 3
;; cosim: expect 0 s1 0x00000003
; 2 * 3
;; cosim: expect 1 s1 0x00000006
; 3 * 3
;; cosim: expect 2 s1 0x00000009
; 4 * 3
;; cosim: expect 3 s1 0x0000000c
;; cosim: expect 0 s8 0x00000000
;; cosim: expect 1 s8 0x00000000
;; cosim: expect 2 s8 0x00000222
;; cosim: expect 3 s8 0x00000000
; byte offset 4 * 3 (stores take M0 or an immediate, not an SGPR)
;; cosim: expect 3 s5 0x0000000c
;; cosim: expect_mem 0x40000 0x00000003
;; cosim: expect_mem 0x40004 0x00000006
;; cosim: expect_mem 0x40008 0x00000009
;; cosim: expect_mem 0x4000c 0x0000000c
; shared counter 1 + 2 + 3 + 4
;; cosim: expect_mem 0x40040 0x0000000a
  s_add_u32 s6, s0, 1
  s_mov_b32 s1, 0
  s_mov_b32 s7, s6
loop:
  s_add_u32 s1, s1, 3
  s_sub_u32 s7, s7, 1
  s_cmp_lg_u32 s7, 0
  s_cbranch_scc1 loop
  s_lshl_b32 s5, s0, 2
  s_mov_b32 m0, s5
  s_store_dword s1, s[2:3], m0
  s_atomic_add s6, s[2:3], 0x40
  s_cmp_eq_u32 s0, 2
  s_cbranch_scc0 done
  s_movk_i32 s8, 0x222
done:
  s_waitcnt lgkmcnt(0)
  s_endpgm
