; An SOPC with an undecodable SSRC0 (233, between the inline integers and
; the apertures) and a literal SSRC1: the model's decoder rejects the dword,
; so both sides retire it as illegal and one dword long (the literal dword is
; not part of it). s_cmp_eq_i32 s1, 0x1234 is [0xbf00ff01, 0x00001234]
; (llvm-mc-16 -show-encoding); SSRC0 (bits 7:0) set to 0xe9.
;; cosim: vgprs 4
.long 0xbf00ffe9, 0x00001234
s_endpgm
