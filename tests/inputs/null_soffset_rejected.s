; SOFFSET code 125 (null, not a source on GFX9) in a MUBUF load: the decoder
; accepts the encoding (Vega ISA: SOFFSET is an 8-bit scalar source code),
; neither side reads it; both retire the instruction as illegal. llvm-mc-16
; has no gfx900 spelling for it, so the words are given directly:
; buffer_load_dword v0, off, s[0:3], 0 is [0xe0500000, 0x80000000]
; (llvm-mc-16 -show-encoding), with SOFFSET (bits 63:56) set to 0x7d.
;; cosim: vgprs 4
s_mov_b32 s0, 5
.long 0xe0500000, 0x7d000000
s_endpgm
