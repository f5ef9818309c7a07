;; A FLAT load and store into the shared (LDS) aperture. The golden model
;; executes them (docs/design.md, "Vector memory"): the address's upper 32
;; bits are src_shared_base's, so the low 32 bits are an LDS byte address.
;; ds_write_b32 puts 0x12345678 at LDS 8; flat_load_dword from 0x1_0000_0000_0008
;; reads it; flat_store_dword writes 0xcafef00d at LDS 12, which
;; ds_read_b32 reads back. The RTL sends each such lane to its LDS.
;; cosim: waves 1
;; cosim: vgprs 8
;; cosim: lds 512
;; cosim: expect 0 v3 0 0x12345678
;; cosim: expect 0 v3 63 0x12345678
;; cosim: expect 0 v6 0 0xcafef00d
;; cosim: expect 0 v6 63 0xcafef00d
s_mov_b32 m0, -1
s_mov_b64 s[2:3], src_shared_base
v_mov_b32 v1, 8
v_mov_b32 v2, 0x12345678
ds_write_b32 v1, v2
s_waitcnt lgkmcnt(0)
v_mov_b32 v4, 8
v_mov_b32 v5, s3
flat_load_dword v3, v[4:5]
s_waitcnt vmcnt(0) lgkmcnt(0)
v_mov_b32 v2, 0xcafef00d
flat_store_dword v[4:5], v2 offset:4
s_waitcnt vmcnt(0) lgkmcnt(0)
v_mov_b32 v7, 12
ds_read_b32 v6, v7
s_waitcnt lgkmcnt(0)
s_endpgm
