;; A GLOBAL load whose address lies in the shared aperture's range (the high
;; dword of src_shared_base). GLOBAL has no apertures: the golden model reads
;; unmapped global memory there. The testbench memory keeps that range for
;; the FLAT lanes the RTL sends unexecuted, so the lockstep run stops at the
;; load, saying the testbench (not the RTL) refused it. The load is the
;; fourth instruction: 4 + 4 + 4 bytes in, pc 0x10000000c.
;; cosim: waves 1
;; cosim: vgprs 8
s_mov_b64 s[2:3], src_shared_base
v_mov_b32 v4, 16
v_mov_b32 v5, s3
global_load_dword v3, v[4:5], off
s_waitcnt vmcnt(0)
s_endpgm
