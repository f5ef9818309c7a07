; Directed: S_QUADMASK_B64 and S_BITREPLICATE_B64_B32, whose destinations are
; 64-bit SGPR pairs (llvm-mc accepts only s[N:N+1] there). The spec's own
; example: two S_BITREPLICATE turn a quad mask into a pixel mask, and
; S_QUADMASK_B64 is the inverse.
;; cosim: sgpr * s0 0x00000011
;; cosim: sgpr * s1 0x80000000
;; cosim: sgpr * s8 0x00000005
; QUADMASK_B64(0x80000000_00000011): nibbles 0, 1, 15 non-zero
;; cosim: expect 0 s2 0x00008003
; the high dword of the 64-bit result is 0
;; cosim: expect 0 s3 0x00000000
; BITREPLICATE(0x80000005): bits 0, 2 -> 0,1 and 4,5
;; cosim: expect 0 s4 0x00000033
; bit 31 -> bits 62, 63
;; cosim: expect 0 s5 0xc0000000
; quad mask 0b101 -> 0x33 -> 0x0f0f (pixels of quads 0 and 2)
;; cosim: expect 0 s6 0x00000f0f
;; cosim: expect 0 s7 0x00000000
; QUADMASK_B64(0x0f0f) = 0b101 again
;; cosim: expect 0 s10 0x00000005
;; cosim: expect 0 s11 0x00000000
; QUADMASK result != 0
;; cosim: expect 0 scc 1
  s_quadmask_b64 s[2:3], s[0:1]
  s_bitreplicate_b64_b32 s[4:5], 0x80000005
  s_bitreplicate_b64_b32 s[6:7], s8
  s_bitreplicate_b64_b32 s[6:7], s6
  s_quadmask_b64 s[10:11], s[6:7]
  s_endpgm
