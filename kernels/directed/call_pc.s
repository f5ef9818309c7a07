; Directed: S_GETPC_B64, S_SWAPPC_B64, S_SETPC_B64 and S_CALL_B64. Code starts
; at code_base 0x1_00000000; byte offsets of each instruction are noted.
; GETPC/SWAPPC/CALL save PC + 4 (they are always 4 bytes); SETPC/SWAPPC jump
; to S0 & 0xffff_ffff_fffc, so the two low bits set by s_or_b32 are ignored.
; GETPC at 0x00 gives 0x1_00000004; + 0x20 = func1 at 0x24
;; cosim: expect 0 s0 0x00000024
;; cosim: expect 0 s1 0x00000001
; SWAPPC at 0x0c saves 0x1_00000010
;; cosim: expect 0 s2 0x00000010
;; cosim: expect 0 s3 0x00000001
; CALL at 0x14 saved 0x1_00000018, func2 ORs in 3
;; cosim: expect 0 s4 0x0000001b
;; cosim: expect 0 s5 0x00000001
; GETPC at 0x30 gives 0x1_00000034
;; cosim: expect 0 s6 0x00000034
;; cosim: expect 0 s7 0x00000001
; func1 ran
;; cosim: expect 0 s10 0x00000007
; returned to 0x10 once
;; cosim: expect 0 s11 0x00000001
; func2 ran
;; cosim: expect 0 s12 0x00000009
; returned to 0x18 (0x1b & ~3) once
;; cosim: expect 0 s13 0x00000001
; the filler at 0x20 never ran
;; cosim: expect 0 s20 0x00000000
  s_getpc_b64 s[0:1]              ; 0x00
  s_add_u32 s0, s0, 32            ; 0x04
  s_addc_u32 s1, s1, 0            ; 0x08
  s_swappc_b64 s[2:3], s[0:1]     ; 0x0c
  s_add_u32 s11, s11, 1           ; 0x10
  s_call_b64 s[4:5], func2        ; 0x14
  s_add_u32 s13, s13, 1           ; 0x18
  s_endpgm                        ; 0x1c
  s_movk_i32 s20, 0xbad           ; 0x20
func1:
  s_mov_b32 s10, 7                ; 0x24
  s_setpc_b64 s[2:3]              ; 0x28
func2:
  s_mov_b32 s12, 9                ; 0x2c
  s_getpc_b64 s[6:7]              ; 0x30
  s_or_b32 s4, s4, 3              ; 0x34
  s_setpc_b64 s[4:5]              ; 0x38
