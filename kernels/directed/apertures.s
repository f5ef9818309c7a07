; Directed: the aperture operands (docs/design.md, "Vector memory"). A 64-bit
; read gives the aperture's first (_base) or last (_limit) byte address: the
; shared (LDS) aperture is [1 << 48, (1 << 48) + 4 GiB), the private one
; [2 << 48, (2 << 48) + 4 GiB). A 32-bit read gives the upper dword. Scalar
; and vector reads, and a flat address built the way clang-16 builds one.
; 64-bit reads
;; cosim: vgprs 4
;; cosim: expect 0 s0 0x00000000
;; cosim: expect 0 s1 0x00010000
;; cosim: expect 0 s2 0xffffffff
;; cosim: expect 0 s3 0x00010000
;; cosim: expect 0 s4 0x00000000
;; cosim: expect 0 s5 0x00020000
;; cosim: expect 0 s6 0xffffffff
;; cosim: expect 0 s7 0x00020000
; 32-bit reads: the upper dword
;; cosim: expect 0 s8 0x00010000
;; cosim: expect 0 s9 0x00020000
;; cosim: expect 0 s10 0x00020000
; src_shared_limit + 5 (32-bit: 0x00010000 + 5)
;; cosim: expect 0 s11 0x00010005
; (src_private_base >> 32) as clang-16 computes a flat address's high half
;; cosim: expect 0 s12 0x00020000
;; cosim: expect 0 s13 0x00000000
; vector reads: v_mov_b32 (upper dword) and a 64-bit shift of the 64-bit value
;; cosim: expect 0 v0 0 0x00010000
;; cosim: expect 0 v0 63 0x00010000
;; cosim: expect 0 v2 5 0x00010000
;; cosim: expect 0 v3 5 0x00000000
s_mov_b64 s[0:1], src_shared_base
s_mov_b64 s[2:3], src_shared_limit
s_mov_b64 s[4:5], src_private_base
s_mov_b64 s[6:7], src_private_limit
s_mov_b32 s8, src_shared_base
s_mov_b32 s9, src_private_limit
s_mov_b32 s10, src_private_base
s_add_u32 s11, src_shared_limit, 5
s_mov_b64 s[12:13], src_private_base
s_lshr_b64 s[12:13], s[12:13], 32
v_mov_b32 v0, src_shared_base
v_lshrrev_b64 v[2:3], 32, src_shared_base
s_endpgm
