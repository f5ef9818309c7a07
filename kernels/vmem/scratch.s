;; Directed: SCRATCH loads and stores in lockstep. Expected values worked by
;; hand from the Vega ISA text ("Scratch", "Flat Memory Instructions") and
;; AMDGPUUsage "Private Segment Buffer" (a short script of these rules over
;; the program below, not the golden model):
;;   the lane's private offset is SGPR[SADDR] or VGPR[ADDR] plus the signed
;;   13-bit OFFSET, modulo 2^32; private byte o of lane l lives at
;;   FLAT_SCRATCH + (o & ~3) * 64 + 4l + o % 4, so a misaligned access is
;;   cut at dword elements (up to three pieces for a dwordx2); a piece is in
;;   range iff all its bytes lie below the private size (64 bytes a lane
;;   here): an out-of-range piece reads 0 and is not written, and its address
;;   (past the backing here) is never touched.
;; Sub-dword loads zero- or sign-extend; the D16 loads keep VDST's other
;; half; the _D16_HI stores store DATA[23:16] / DATA[31:16].
;; The misaligned accesses use offset 24 + (l & 3), so lanes 0..3 show all
;; four alignments; the checked lanes fall in different passes at LANES 4
;; cosim: waves 1
;; cosim: vgprs 32
;; cosim: scratch 64
;; cosim: buffer 0x30000 4096 private
;; cosim: sgpr * flat_scratch_lo 0x00030000
;; cosim: sgpr * flat_scratch_hi 0x00000000
;; cosim: sgpr * s8 8
;; cosim: sgpr * s10 64
;; cosim: sgpr * s11 36
;; cosim: sgpr * s13 0
;; cosim: sgpr * s14 40
;; cosim: sgpr * s15 40
;; cosim: expect 0 v4 0 0x0000b000
;; cosim: expect 0 v4 1 0x0001b000
;; cosim: expect 0 v4 2 0x0002b000
;; cosim: expect 0 v4 3 0x0003b000
;; cosim: expect 0 v4 5 0x0005b000
;; cosim: expect 0 v4 61 0x003db000
;; cosim: expect 0 v4 62 0x003eb000
;; cosim: expect 0 v4 63 0x003fb000
;; cosim: expect 0 v5 0 0x2211c000
;; cosim: expect 0 v5 1 0x2211c000
;; cosim: expect 0 v5 2 0x2211c000
;; cosim: expect 0 v5 3 0x2211c000
;; cosim: expect 0 v5 5 0x2211c000
;; cosim: expect 0 v5 61 0x2211c000
;; cosim: expect 0 v5 62 0x2211c000
;; cosim: expect 0 v5 63 0x2211c000
;; cosim: expect 0 v6 0 0x00004433
;; cosim: expect 0 v6 1 0x00004433
;; cosim: expect 0 v6 2 0x00004433
;; cosim: expect 0 v6 3 0x00004433
;; cosim: expect 0 v6 5 0x00004433
;; cosim: expect 0 v6 61 0x00004433
;; cosim: expect 0 v6 62 0x00004433
;; cosim: expect 0 v6 63 0x00004433
;; cosim: expect 0 v7 0 0x44332211
;; cosim: expect 0 v7 1 0x44332211
;; cosim: expect 0 v7 2 0x44332211
;; cosim: expect 0 v7 3 0x44332211
;; cosim: expect 0 v7 5 0x44332211
;; cosim: expect 0 v7 61 0x44332211
;; cosim: expect 0 v7 62 0x44332211
;; cosim: expect 0 v7 63 0x44332211
;; cosim: expect 0 v8 0 0xb0000000
;; cosim: expect 0 v8 1 0x01b00000
;; cosim: expect 0 v8 2 0x0002b000
;; cosim: expect 0 v8 3 0x000003b0
;; cosim: expect 0 v8 5 0x05b00000
;; cosim: expect 0 v8 61 0x3db00000
;; cosim: expect 0 v8 62 0x003eb000
;; cosim: expect 0 v8 63 0x00003fb0
;; cosim: expect 0 v9 0 0xc0000000
;; cosim: expect 0 v9 1 0x00c00000
;; cosim: expect 0 v9 2 0x0000c000
;; cosim: expect 0 v9 3 0x000000c0
;; cosim: expect 0 v9 5 0x00c00000
;; cosim: expect 0 v9 61 0x00c00000
;; cosim: expect 0 v9 62 0x0000c000
;; cosim: expect 0 v9 63 0x000000c0
;; cosim: expect 0 v10 0 0xffffffb0
;; cosim: expect 0 v10 1 0x00000001
;; cosim: expect 0 v10 2 0x00000000
;; cosim: expect 0 v10 3 0x00000000
;; cosim: expect 0 v10 5 0x00000005
;; cosim: expect 0 v10 61 0x0000003d
;; cosim: expect 0 v10 62 0x00000000
;; cosim: expect 0 v10 63 0x00000000
;; cosim: expect 0 v11 0 0x000000b0
;; cosim: expect 0 v11 1 0x00000001
;; cosim: expect 0 v11 2 0x00000000
;; cosim: expect 0 v11 3 0xffffc000
;; cosim: expect 0 v11 5 0x00000005
;; cosim: expect 0 v11 61 0x0000003d
;; cosim: expect 0 v11 62 0x00000000
;; cosim: expect 0 v11 63 0xffffc000
;; cosim: expect 0 v12 0 0x00b03344
;; cosim: expect 0 v12 1 0x00013344
;; cosim: expect 0 v12 2 0x00003344
;; cosim: expect 0 v12 3 0xc0003344
;; cosim: expect 0 v12 5 0x00053344
;; cosim: expect 0 v12 61 0x003d3344
;; cosim: expect 0 v12 62 0x00003344
;; cosim: expect 0 v12 63 0xc0003344
;; cosim: expect 0 v13 0 0x5566ffb0
;; cosim: expect 0 v13 1 0x55660001
;; cosim: expect 0 v13 2 0x55660000
;; cosim: expect 0 v13 3 0x55660000
;; cosim: expect 0 v13 5 0x55660005
;; cosim: expect 0 v13 61 0x5566003d
;; cosim: expect 0 v13 62 0x55660000
;; cosim: expect 0 v13 63 0x55660000
;; cosim: expect 0 v14 0 0xa0000000
;; cosim: expect 0 v14 1 0xa0000001
;; cosim: expect 0 v14 2 0xa0000002
;; cosim: expect 0 v14 3 0xa0000003
;; cosim: expect 0 v14 5 0xa0000005
;; cosim: expect 0 v14 61 0xa000003d
;; cosim: expect 0 v14 62 0xa000003e
;; cosim: expect 0 v14 63 0xa000003f
;; cosim: expect 0 v16 0 0x11220000
;; cosim: expect 0 v16 1 0x11220001
;; cosim: expect 0 v16 2 0x11220002
;; cosim: expect 0 v16 3 0x11220003
;; cosim: expect 0 v16 5 0x11220005
;; cosim: expect 0 v16 61 0x1122003d
;; cosim: expect 0 v16 62 0x1122003e
;; cosim: expect 0 v16 63 0x1122003f
;; cosim: expect 0 v17 0 0x88776655
;; cosim: expect 0 v17 1 0x00776655
;; cosim: expect 0 v17 2 0x00006655
;; cosim: expect 0 v17 3 0x00000055
;; cosim: expect 0 v17 5 0x00776655
;; cosim: expect 0 v17 61 0x00776655
;; cosim: expect 0 v17 62 0x00006655
;; cosim: expect 0 v17 63 0x00000055
;; cosim: expect 0 v19 0 0x00b03344
;; cosim: expect 0 v19 1 0x00013344
;; cosim: expect 0 v19 2 0x00003344
;; cosim: expect 0 v19 3 0x00003344
;; cosim: expect 0 v19 5 0x00053344
;; cosim: expect 0 v19 61 0x003d3344
;; cosim: expect 0 v19 62 0x00003344
;; cosim: expect 0 v19 63 0x00003344
;; cosim: expect 0 v20 0 0x00000000
;; cosim: expect 0 v20 1 0x00000000
;; cosim: expect 0 v20 2 0x00000000
;; cosim: expect 0 v20 3 0x00000000
;; cosim: expect 0 v20 5 0x00000000
;; cosim: expect 0 v20 61 0x00000000
;; cosim: expect 0 v20 62 0x00000000
;; cosim: expect 0 v20 63 0x00000000
;; cosim: expect 0 v21 0 0x00000000
;; cosim: expect 0 v21 1 0x00000000
;; cosim: expect 0 v21 2 0x00000000
;; cosim: expect 0 v21 3 0x00000000
;; cosim: expect 0 v21 5 0x00000000
;; cosim: expect 0 v21 61 0x00000000
;; cosim: expect 0 v21 62 0x00000000
;; cosim: expect 0 v21 63 0x00000000
;; cosim: expect 0 v22 0 0x00000000
;; cosim: expect 0 v22 1 0x00000000
;; cosim: expect 0 v22 2 0x00000000
;; cosim: expect 0 v22 3 0x00000000
;; cosim: expect 0 v22 5 0x00000000
;; cosim: expect 0 v22 61 0x00000000
;; cosim: expect 0 v22 62 0x00000000
;; cosim: expect 0 v22 63 0x00000000
;; cosim: expect 0 v24 0 0xb0000000
;; cosim: expect 0 v24 1 0xb0000001
;; cosim: expect 0 v24 2 0xb0000002
;; cosim: expect 0 v24 3 0xb0000003
;; cosim: expect 0 v24 5 0xb0000005
;; cosim: expect 0 v24 61 0xb000003d
;; cosim: expect 0 v24 62 0xb000003e
;; cosim: expect 0 v24 63 0xb000003f
;; cosim: expect 0 v25 0 0xc0000000
;; cosim: expect 0 v25 1 0xc0000001
;; cosim: expect 0 v25 2 0xc0000002
;; cosim: expect 0 v25 3 0xc0000003
;; cosim: expect 0 v25 5 0xc0000005
;; cosim: expect 0 v25 61 0xc000003d
;; cosim: expect 0 v25 62 0xc000003e
;; cosim: expect 0 v25 63 0xc000003f
;; cosim: expect 0 v26 0 0x44332211
;; cosim: expect 0 v26 1 0x33221100
;; cosim: expect 0 v26 2 0x22110000
;; cosim: expect 0 v26 3 0x11000000
;; cosim: expect 0 v26 5 0x33221100
;; cosim: expect 0 v26 61 0x33221100
;; cosim: expect 0 v26 62 0x22110000
;; cosim: expect 0 v26 63 0x11000000
;; cosim: expect 0 v27 0 0x00000000
;; cosim: expect 0 v27 1 0x00000044
;; cosim: expect 0 v27 2 0x00004433
;; cosim: expect 0 v27 3 0x00443322
;; cosim: expect 0 v27 5 0x00000044
;; cosim: expect 0 v27 61 0x00000044
;; cosim: expect 0 v27 62 0x00004433
;; cosim: expect 0 v27 63 0x00443322
;; cosim: expect 0 v28 0 0x000000b0
;; cosim: expect 0 v28 1 0x00000001
;; cosim: expect 0 v28 2 0x00000000
;; cosim: expect 0 v28 3 0x00000000
;; cosim: expect 0 v28 5 0x00000005
;; cosim: expect 0 v28 61 0x0000003d
;; cosim: expect 0 v28 62 0x00000000
;; cosim: expect 0 v28 63 0x00000000
;; cosim: expect 0 v29 0 0x000000b0
;; cosim: expect 0 v29 1 0x00000001
;; cosim: expect 0 v29 2 0x00000000
;; cosim: expect 0 v29 3 0x0000c000
;; cosim: expect 0 v29 5 0x00000005
;; cosim: expect 0 v29 61 0x0000003d
;; cosim: expect 0 v29 62 0x00000000
;; cosim: expect 0 v29 63 0x0000c000
;; cosim: expect_mem 0x30000 0x00000000
;; cosim: expect_mem 0x30004 0x00010100
;; cosim: expect_mem 0x30008 0x00020200
;; cosim: expect_mem 0x3000c 0x00030300
;; cosim: expect_mem 0x30014 0x00050500
;; cosim: expect_mem 0x300f4 0x003d3d00
;; cosim: expect_mem 0x300f8 0x003e3e00
;; cosim: expect_mem 0x300fc 0x003f3f00
;; cosim: expect_mem 0x30100 0xa0000000
;; cosim: expect_mem 0x30104 0xa0000001
;; cosim: expect_mem 0x30108 0xa0000002
;; cosim: expect_mem 0x3010c 0xa0000003
;; cosim: expect_mem 0x30114 0xa0000005
;; cosim: expect_mem 0x301f4 0xa000003d
;; cosim: expect_mem 0x301f8 0xa000003e
;; cosim: expect_mem 0x301fc 0xa000003f
;; cosim: expect_mem 0x30200 0x00000000
;; cosim: expect_mem 0x30204 0x00000000
;; cosim: expect_mem 0x30208 0x00000000
;; cosim: expect_mem 0x3020c 0x00000000
;; cosim: expect_mem 0x30214 0x00000000
;; cosim: expect_mem 0x302f4 0x00000000
;; cosim: expect_mem 0x302f8 0x00000000
;; cosim: expect_mem 0x302fc 0x00000000
;; cosim: expect_mem 0x30300 0x00000000
;; cosim: expect_mem 0x30304 0x00000000
;; cosim: expect_mem 0x30308 0x00000000
;; cosim: expect_mem 0x3030c 0x00000000
;; cosim: expect_mem 0x30314 0x00000000
;; cosim: expect_mem 0x303f4 0x00000000
;; cosim: expect_mem 0x303f8 0x00000000
;; cosim: expect_mem 0x303fc 0x00000000
;; cosim: expect_mem 0x30400 0xb0000000
;; cosim: expect_mem 0x30404 0xb0000001
;; cosim: expect_mem 0x30408 0xb0000002
;; cosim: expect_mem 0x3040c 0xb0000003
;; cosim: expect_mem 0x30414 0xb0000005
;; cosim: expect_mem 0x304f4 0xb000003d
;; cosim: expect_mem 0x304f8 0xb000003e
;; cosim: expect_mem 0x304fc 0xb000003f
;; cosim: expect_mem 0x30500 0xc0000000
;; cosim: expect_mem 0x30504 0xc0000001
;; cosim: expect_mem 0x30508 0xc0000002
;; cosim: expect_mem 0x3050c 0xc0000003
;; cosim: expect_mem 0x30514 0xc0000005
;; cosim: expect_mem 0x305f4 0xc000003d
;; cosim: expect_mem 0x305f8 0xc000003e
;; cosim: expect_mem 0x305fc 0xc000003f
;; cosim: expect_mem 0x30600 0x44332211
;; cosim: expect_mem 0x30604 0x33221100
;; cosim: expect_mem 0x30608 0x22110000
;; cosim: expect_mem 0x3060c 0x11000000
;; cosim: expect_mem 0x30614 0x33221100
;; cosim: expect_mem 0x306f4 0x33221100
;; cosim: expect_mem 0x306f8 0x22110000
;; cosim: expect_mem 0x306fc 0x11000000
;; cosim: expect_mem 0x30700 0x00000000
;; cosim: expect_mem 0x30704 0x00000044
;; cosim: expect_mem 0x30708 0x00004433
;; cosim: expect_mem 0x3070c 0x00443322
;; cosim: expect_mem 0x30714 0x00000044
;; cosim: expect_mem 0x307f4 0x00000044
;; cosim: expect_mem 0x307f8 0x00004433
;; cosim: expect_mem 0x307fc 0x00443322
;; cosim: expect_mem 0x30800 0x00000000
;; cosim: expect_mem 0x30804 0x00010000
;; cosim: expect_mem 0x30808 0x00020000
;; cosim: expect_mem 0x3080c 0x00030000
;; cosim: expect_mem 0x30814 0x00050000
;; cosim: expect_mem 0x308f4 0x003d0000
;; cosim: expect_mem 0x308f8 0x003e0000
;; cosim: expect_mem 0x308fc 0x003f0000
;; cosim: expect_mem 0x30900 0x00000000
;; cosim: expect_mem 0x30904 0x00000001
;; cosim: expect_mem 0x30908 0x00000002
;; cosim: expect_mem 0x3090c 0x00000003
;; cosim: expect_mem 0x30914 0x00000005
;; cosim: expect_mem 0x309f4 0x0000003d
;; cosim: expect_mem 0x309f8 0x0000003e
;; cosim: expect_mem 0x309fc 0x0000003f
;; cosim: expect_mem 0x30a00 0x00000000
;; cosim: expect_mem 0x30a04 0x00000000
;; cosim: expect_mem 0x30a08 0x00000000
;; cosim: expect_mem 0x30a0c 0x00000003
;; cosim: expect_mem 0x30a14 0x00000005
;; cosim: expect_mem 0x30af4 0x00000000
;; cosim: expect_mem 0x30af8 0x0000003e
;; cosim: expect_mem 0x30afc 0x00000000
;; cosim: expect_mem 0x30b00 0xb0000000
;; cosim: expect_mem 0x30b04 0xb0000001
;; cosim: expect_mem 0x30b08 0xb0000002
;; cosim: expect_mem 0x30b0c 0xb0000003
;; cosim: expect_mem 0x30b14 0xb0000005
;; cosim: expect_mem 0x30bf4 0xb000003d
;; cosim: expect_mem 0x30bf8 0xb000003e
;; cosim: expect_mem 0x30bfc 0xb000003f
;; cosim: expect_mem 0x30c00 0xc0000000
;; cosim: expect_mem 0x30c04 0xc0000001
;; cosim: expect_mem 0x30c08 0xc0000002
;; cosim: expect_mem 0x30c0c 0xc0000003
;; cosim: expect_mem 0x30c14 0xc0000005
;; cosim: expect_mem 0x30cf4 0xc000003d
;; cosim: expect_mem 0x30cf8 0xc000003e
;; cosim: expect_mem 0x30cfc 0xc000003f
;; cosim: expect_mem 0x30d00 0x44332211
;; cosim: expect_mem 0x30d04 0x44332211
;; cosim: expect_mem 0x30d08 0x44332211
;; cosim: expect_mem 0x30d0c 0x44332211
;; cosim: expect_mem 0x30d14 0x44332211
;; cosim: expect_mem 0x30df4 0x44332211
;; cosim: expect_mem 0x30df8 0x44332211
;; cosim: expect_mem 0x30dfc 0x44332211
;; cosim: expect_mem 0x30e00 0x00000000
;; cosim: expect_mem 0x30e04 0x00000000
;; cosim: expect_mem 0x30e08 0x00000000
;; cosim: expect_mem 0x30e0c 0x00000000
;; cosim: expect_mem 0x30e14 0x00000000
;; cosim: expect_mem 0x30ef4 0x00000000
;; cosim: expect_mem 0x30ef8 0x00000000
;; cosim: expect_mem 0x30efc 0x00000000
;; cosim: expect_mem 0x30f00 0x88776655
;; cosim: expect_mem 0x30f04 0x77665500
;; cosim: expect_mem 0x30f08 0x66550000
;; cosim: expect_mem 0x30f0c 0x55000000
;; cosim: expect_mem 0x30f14 0x77665500
;; cosim: expect_mem 0x30ff4 0x77665500
;; cosim: expect_mem 0x30ff8 0x66550000
;; cosim: expect_mem 0x30ffc 0x55000000
v_mbcnt_lo_u32_b32 v0, -1, 0
v_mbcnt_hi_u32_b32 v0, -1, v0
v_or_b32 v1, 0xa0000000, v0
v_mov_b32 v2, 4
v_and_b32 v3, 3, v0
v_add_u32 v3, 24, v3
v_or_b32 v4, 0xb0000000, v0
v_or_b32 v5, 0xc0000000, v0
v_mov_b32 v6, 0x44332211
v_mov_b32 v12, 0x11223344
v_mov_b32 v13, 0x55667788
v_mov_b32 v15, 34
v_lshlrev_b32 v16, 16, v0
v_and_b32 v18, 3, v0
v_add_u32 v18, 60, v18
v_mov_b32 v19, 0x88776655
v_mov_b32 v20, -1
v_mov_b32 v21, -1
v_mov_b32 v22, -1
v_mov_b32 v23, 46
scratch_store_dword v2, v1, off
scratch_store_dwordx2 off, v[4:5], s8 offset:8
scratch_store_dword v3, v6, off
scratch_store_short_d16_hi v15, v16, off
scratch_store_byte_d16_hi off, v16, s11
scratch_store_dword v18, v19, off
scratch_store_byte off, v0, s13 offset:1
scratch_store_short off, v1, s13 offset:2
scratch_store_dwordx3 off, v[4:6], s14 offset:4
s_mov_b32 exec_lo, 0x29
s_mov_b32 exec_hi, 0x40000000
scratch_store_dword off, v0, s15
s_mov_b64 exec, -1
v_mov_b32 v16, 0x11223344
v_mov_b32 v19, 0x11223344
scratch_load_dword v7, v3, off
scratch_load_dwordx2 v[8:9], v3, off offset:-8
scratch_load_sbyte v10, v3, off offset:-5
scratch_load_sshort v11, v3, off offset:-5
scratch_load_short_d16_hi v12, v3, off offset:-5
scratch_load_sbyte_d16 v13, v3, off offset:-5
scratch_load_dword v17, v18, off
scratch_load_dwordx2 v[20:21], off, s10
scratch_load_dword v22, v2, off offset:-8
scratch_load_dwordx4 v[24:27], off, s8 offset:8
scratch_load_ubyte v28, v3, off offset:-5
scratch_load_ushort v29, v3, off offset:-5
scratch_load_dwordx3 v[4:6], v23, off
scratch_load_ubyte_d16_hi v19, v3, off offset:-5
scratch_load_short_d16 v16, v2, off
scratch_load_dword v14, v2, off
s_waitcnt vmcnt(0)
s_endpgm
