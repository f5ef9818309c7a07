; Directed: LGKM_CNT counts an SMEM fetch of two or more dwords as 2 and
; takes 2 off when it completes (Vega "Scalar Memory Operations",
; Dependency Checking). After one S_LOAD_DWORDX2 (or X4) the count is 2, so
; "s_waitcnt lgkmcnt(1)" waits until the load is in, and the moves after it
; read the loaded dwords, not the values written before the load. A design
; that counted the load as 1 would run past the wait and copy the old ones.
;; cosim: buffer 0x10000 64 data
;; cosim: data 0x10000 44332211887766550c0b0a09100f0e0d
;; cosim: sgpr * s0 0x00010000
;; cosim: sgpr * s1 0x00000000
; dwords at 0x10000: 0x11223344, 0x55667788, 0x090a0b0c, 0x0d0e0f10
;; cosim: expect 0 s10 0x11223344
;; cosim: expect 0 s11 0x55667788
;; cosim: expect 0 s20 0x11223344
;; cosim: expect 0 s21 0x55667788
;; cosim: expect 0 s22 0x090a0b0c
;; cosim: expect 0 s23 0x0d0e0f10
  s_mov_b32 s4, 0xdead0004
  s_mov_b32 s5, 0xdead0005
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  s_waitcnt lgkmcnt(1)
  s_mov_b32 s10, s4
  s_mov_b32 s11, s5
  s_mov_b64 s[12:13], 0
  s_mov_b64 s[14:15], 0
  s_load_dwordx4 s[12:15], s[0:1], 0x0
  s_waitcnt lgkmcnt(1)
  s_mov_b64 s[20:21], s[12:13]
  s_mov_b64 s[22:23], s[14:15]
  s_endpgm
