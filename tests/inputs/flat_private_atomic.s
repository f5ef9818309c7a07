;; A FLAT atomic into the private aperture. The RTL performs no atomics on
;; private memory (the hardware has none; compilers expand them): in lockstep
;; the run stops at the atomic, naming it, instead of executing it.
;; cosim: waves 1
;; cosim: vgprs 8
;; cosim: scratch 16
;; cosim: buffer 0x30000 1024 private
;; cosim: sgpr * flat_scratch_lo 0x00030000
;; cosim: sgpr * flat_scratch_hi 0x00000000
s_mov_b64 s[2:3], src_private_base
v_mov_b32 v4, 0
v_mov_b32 v5, s3
v_mov_b32 v2, 1
flat_atomic_add v3, v[4:5], v2 glc
s_waitcnt vmcnt(0) lgkmcnt(0)
s_endpgm
