;; A FLAT load from the shared (LDS) aperture waited for by LGKM_CNT alone:
;; FLAT increments both VM_CNT and LGKM_CNT and is done only when both have
;; been decremented (Vega "Data Dependency Resolution"), so s_waitcnt
;; lgkmcnt(0) covers its returned data. The LDS holds 0x100 + l at 4l
;; (ds_write_b32); each lane loads its own dword through the aperture
;; (v5 = src_shared_base read as 32 bits: the aperture's upper dword,
;; 0x00010000) and adds 1, so v6 = 0x101 + l. A wait that let v_add_u32 read
;; v3 before the load's data landed would leave v3's initial 0: v6 = 1.
;; cosim: waves 1
;; cosim: vgprs 8
;; cosim: lds 512
;; cosim: expect 0 v6 0 0x00000101
;; cosim: expect 0 v6 1 0x00000102
;; cosim: expect 0 v6 33 0x00000122
;; cosim: expect 0 v6 63 0x00000140
s_mov_b32 m0, -1
v_mbcnt_lo_u32_b32 v0, -1, 0
v_mbcnt_hi_u32_b32 v0, -1, v0
v_lshlrev_b32 v1, 2, v0
v_add_u32 v2, 0x100, v0
ds_write_b32 v1, v2
s_waitcnt lgkmcnt(0)
v_mov_b32 v4, v1
v_mov_b32 v5, src_shared_base
v_mov_b32 v3, 0
flat_load_dword v3, v[4:5]
s_waitcnt lgkmcnt(0)
v_add_u32 v6, 1, v3
s_endpgm
