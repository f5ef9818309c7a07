; Directed: three waves with different initial SCC/VCC take different paths
; through the same code; per-wave state must stay separate.
;; cosim: waves 3
;; cosim: scc 1 1
;; cosim: sgpr 2 vcc_lo 0x00000005
; wave 0: SCC 0, VCC 0 -> falls through both branches
;; cosim: expect 0 s0 0x00000064
; wave 1: SCC 1 -> CBRANCH_SCC1 to a
;; cosim: expect 1 s0 0x00000065
; wave 2: SCC 0, VCC 5 -> CBRANCH_VCCNZ to b
;; cosim: expect 2 s0 0x00000066
; wave 2: GETPC at byte 0x1c returns 0x1_00000020
;; cosim: expect 2 s2 0x00000020
;; cosim: expect 2 s3 0x00000001
;; cosim: expect 0 s2 0x00000000
;; cosim: expect 1 s3 0x00000000
; nothing writes SCC: each wave keeps its initial value
;; cosim: expect 0 scc 0
;; cosim: expect 1 scc 1
;; cosim: expect 2 scc 0
;; cosim: expect 2 vcc_lo 0x00000005
;; cosim: expect 1 vcc_lo 0x00000000
  s_cbranch_scc1 a                ; 0x00
  s_cbranch_vccnz b               ; 0x04
  s_movk_i32 s0, 100              ; 0x08
  s_endpgm                        ; 0x0c
a:
  s_movk_i32 s0, 101              ; 0x10
  s_endpgm                        ; 0x14
b:
  s_movk_i32 s0, 102              ; 0x18
  s_getpc_b64 s[2:3]              ; 0x1c
  s_endpgm                        ; 0x20
