;; Scalar memory addressing on gfx700, worked by hand.
;; cosim: mcpu gfx700
;; cosim: buffer 0x10000 2048
;; cosim: data 0x10000 000000a0010000a0020000a0030000a0040000a0050000a0060000a0070000a0080000a0090000a00a0000a00b0000a00c0000a00d0000a00e0000a00f0000a0
;; cosim: data 0x10400 000100a0
;; cosim: sgpr * s2 0x10000
;; cosim: sgpr * s3 0x0
;; cosim: sgpr * s4 0x10000
;; cosim: sgpr * s5 0x40000
;; cosim: sgpr * s6 0x100
;; cosim: sgpr * s7 0x24
;; cosim: sgpr * s8 0x10000
;; cosim: sgpr * s9 0xffffffff
;; The buffer holds dword i = 0xa0000000 + i at 0x10000 + 4 * i (i < 16) and
;; 0xa0000100 at 0x10400. s[2:3] = 0x10000. SMRD on GCN 1.1
;; (001_d79646fcab33cb6c.txt): as on GCN 1.0, plus a 32-bit literal offset
;; (OFFSET 255 without IMM, the literal dword next) that counts dwords like
;; the 8-bit one: 0x100 dwords = 0x400 bytes. A literal of 0x40000004
;; dwords is 0x100000010 bytes, past 32 bits: from s[8:9] =
;; 0xffffffff00010000 it reaches 0x10010 (sums are modulo 2^64).
;; flat_scratch is s104-s105.
;; cosim: sgpr * flat_scratch_lo 0x5
;; cosim: expect 0 s10 0xa0000004
;; cosim: expect 0 s11 0xa0000100
;; cosim: expect 0 s12 0xa0000009
;; cosim: expect 0 s13 0xa0000005
;; cosim: expect 0 flat_scratch_hi 0xa0000004
;; cosim: expect 0 s14 0xa0000004
  s_load_dword s10, s[2:3], 0x4            ; 8-bit dword offset: 0x10010
  s_load_dword s11, s[2:3], 0x100          ; literal dword offset: 0x10400
  s_load_dword s12, s[2:3], s7             ; byte offset in s7: 0x10024
  s_load_dword s14, s[8:9], 0x40000004     ; 0xffffffff00010000 + 0x100000010
  s_dcache_inv_vol                         ; GCN 1.1's opcode 29
  s_waitcnt lgkmcnt(0)
  s_mov_b32 flat_scratch_hi, s10
  s_add_u32 s13, flat_scratch_lo, 0xa0000000
  s_endpgm
