;; Scalar memory addressing on gfx600, worked by hand.
;; cosim: mcpu gfx600
;; cosim: buffer 0x10000 2048
;; cosim: data 0x10000 000000a0010000a0020000a0030000a0040000a0050000a0060000a0070000a0080000a0090000a00a0000a00b0000a00c0000a00d0000a00e0000a00f0000a0
;; cosim: data 0x10400 000100a0
;; cosim: sgpr * s2 0x10000
;; cosim: sgpr * s3 0x0
;; cosim: sgpr * s4 0x10000
;; cosim: sgpr * s5 0x40000
;; cosim: sgpr * s6 0x100
;; cosim: sgpr * s7 0x24
;; cosim: sgpr * s8 0x10004
;; cosim: sgpr * s9 0x0
;; The buffer holds dword i = 0xa0000000 + i at 0x10000 + 4 * i (i < 16) and
;; 0xa0000100 at 0x10400. s[2:3] = 0x10000; s[4:7] is a buffer descriptor
;; with base 0x10000 (s4, s5[15:0]), stride 4 (s5[31:16]) and 0x100 records
;; (s6). SMRD (001_d79646fcab33cb6c.txt): IMM=1 OFFSET counts dwords, IMM=0
;; OFFSET names an SGPR holding a byte offset; the address's two low bits
;; are cleared. gfx600 has s0..s103 (s102 and s103 are SGPRs there). The
;; largest immediate, 0xff dwords = 0x3fc bytes, from s[8:9] = 0x10004
;; reaches 0x10400.
;; cosim: expect 0 s10 0xa0000004
;; cosim: expect 0 s11 0xa0000009
;; cosim: expect 0 s12 0xa0000002
;; cosim: expect 0 s13 0xa0000003
;; cosim: expect 0 s14 0xa0000003
;; cosim: expect 0 s15 0xa00000ff
;; cosim: expect 0 s102 0xa0000004
;; cosim: expect 0 s103 0xa0000009
;; cosim: expect 0 s16 0xa0000006
;; cosim: expect 0 s17 0xa0000100
;; cosim: expect 0 scc 1
  s_load_dword s10, s[2:3], 0x4            ; 0x10000 + 4 * 4
  s_load_dword s11, s[2:3], s7             ; 0x10000 + 0x24 (byte offset)
  s_load_dwordx2 s[12:13], s[2:3], 0x2     ; 0x10008, 0x1000c
  s_buffer_load_dword s14, s[4:7], 0x3     ; base 0x10000 + 12
  s_load_dword s17, s[8:9], 0xff           ; 0x10004 + 4 * 0xff = 0x10400
  s_waitcnt lgkmcnt(0)
  s_mov_b32 s102, s10
  s_mov_b32 s103, s11
  s_and_b32 s15, s10, 0xff                 ; 4 (SOP2 opcode 14 on gfx6, 12 on gfx9)
  s_xor_b32 s15, s15, 0xa00000fb           ; 4 ^ 0xa00000fb = 0xa00000ff
  s_add_u32 s16, s10, 2                    ; 0xa0000006
  s_cmp_eq_u32 s16, 0xa0000006             ; SCC = 1
  s_endpgm
