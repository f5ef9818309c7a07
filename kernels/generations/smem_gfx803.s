;; Scalar memory addressing on gfx803, worked by hand.
;; cosim: mcpu gfx803
;; cosim: buffer 0x10000 2048
;; cosim: data 0x10000 000000a0010000a0020000a0030000a0040000a0050000a0060000a0070000a0080000a0090000a00a0000a00b0000a00c0000a00d0000a00e0000a00f0000a0
;; cosim: data 0x10400 000100a0
;; cosim: sgpr * s2 0x10000
;; cosim: sgpr * s3 0x0
;; cosim: sgpr * s4 0x10000
;; cosim: sgpr * s5 0x40000
;; cosim: sgpr * s6 0x100
;; cosim: sgpr * s7 0x24
;; cosim: sgpr * s8 0xfff90000
;; cosim: sgpr * s9 0xffffffff
;; The buffer holds dword i = 0xa0000000 + i at 0x10000 + 4 * i (i < 16) and
;; 0xa0000100 at 0x10400. s[2:3] = 0x10000. SMEM on GCN 1.2
;; (000_639abb01ef920b12.txt): IMM=1 OFFSET is a 20-bit unsigned byte offset,
;; IMM=0 OFFSET names an SGPR holding a byte offset; scalar stores exist
;; (their SGPR offset here is M0). The offset 0x80010 has bit 19 set and is
;; still positive: from s[8:9] = 0xfffffffffff90000 (0x10000 - 0x80000) it
;; reaches 0x10010.
;; cosim: expect 0 s10 0xa0000004
;; cosim: expect 0 s11 0xa0000100
;; cosim: expect 0 s12 0xa0000009
;; cosim: expect 0 s13 0xa0000004
;; cosim: expect 0 s14 0xa0000003
;; cosim: expect_mem 0x10040 0xa0000004
;; cosim: expect 0 s15 0xa0000004
;; cosim: expect_mem 0x10044 0xa0000100
  s_load_dword s10, s[2:3], 0x10           ; byte offset: 0x10010
  s_load_dword s11, s[2:3], 0x400          ; 0x10400
  s_load_dword s12, s[2:3], s7             ; 0x10024
  s_buffer_load_dword s14, s[4:7], 0xc     ; base 0x10000 + 12
  s_load_dword s15, s[8:9], 0x80010        ; 0xfffffffffff90000 + 0x80010 = 0x10010
  s_waitcnt lgkmcnt(0)
  s_store_dword s10, s[2:3], 0x40          ; 0x10040
  s_mov_b32 m0, 0x44
  s_store_dword s11, s[2:3], m0            ; 0x10000 + M0 = 0x10044
  s_waitcnt lgkmcnt(0)
  s_dcache_wb
  s_load_dword s13, s[2:3], 0x40
  s_waitcnt lgkmcnt(0)
  s_endpgm
