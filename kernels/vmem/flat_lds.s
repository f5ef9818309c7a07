;; Directed: FLAT (SEG=FLAT) loads, stores and atomics whose addresses fall in
;; the shared (LDS) aperture, in lockstep (docs/design.md "Vector memory").
;;
;; Every expected value below was worked by hand from the Vega ISA text
;; ("Flat Memory Instructions", the FLAT opcode table, "LDS & GDS
;; Instructions" out-of-range rules) and docs/design.md "Vector memory" /
;; "LDS (DS format)" for the conventions the text leaves open; none was copied
;; from the golden model. The rules used:
;;   lane address = VGPR pair ADDR + OFFSET (12 bits unsigned), in 64 bits;
;;   upper 32 bits == 0x00010000 (the high dword of src_shared_base read
;;   64-bit; a 32-bit read of src_shared_base gives that dword, 0x00010000)
;;   -> the low 32 bits are an LDS byte address. M0 plays no part: the limit
;;   is the allocation (lds 1024 here). Each dword piece of an access (or the
;;   whole access when narrower than a dword) that is not wholly below 1024
;;   reads 0 and is not written. Lanes run in lane order (a later lane's
;;   store wins; an atomic sees the earlier lanes' results).
;;   UBYTE/USHORT zero-extend, SBYTE/SSHORT sign-extend; the D16 loads write
;;   16 bits (a byte extended to 16, signed for SBYTE) into VDST[15:0] or,
;;   _HI, VDST[31:16], keeping the other half (an out-of-range D16 load writes
;;   0 into its half). STORE_BYTE_D16_HI / STORE_SHORT_D16_HI store
;;   DATA[23:16] / DATA[31:16]. Atomics: GLC returns the pre-op value;
;;   CMPSWAP src = DATA[0], cmp = DATA[1] (_X2: DATA[0:1], DATA[2:3]);
;;   INC: tmp >= d ? 0 : tmp+1; DEC: tmp == 0 || tmp > d ? d : tmp-1;
;;   SMIN/SMAX signed; an out-of-range atomic returns 0 and writes nothing.
;;
;; LDS seed (phase 1): D(k) = 0x03020100 + k * 0x04040404 at LDS 4k and ~D(k)
;; at 256 + 4k (k = 0..63), i.e. LDS byte a = a for a < 256 and 511 - a for
;; 256 <= a < 512; 512..1023 are 0 (LDS starts zeroed).
;;
;; Phases (l = lane id from v_mbcnt; checked lanes 0, 1, 5, 33, 63 plus edge
;; lanes). Values of phases 1-3 are stored (GLOBAL, saddr) to the results
;; buffer at 0x20000, one 1 KiB slot per dwordx4 store, lane l's dword j at
;; slot + 16l + 4j; phase 4 stays in VGPRs.
;;  1 loads from v[4:5] = {4l, 0x10000}: ubyte +129, sbyte +126, ushort +3
;;    (misaligned, crosses a dword), sshort +125 (odd), dword +256, dwordx2 +8,
;;    dwordx3 +252 (lane 63 reaches 512..515, zero), dwordx4 +64, the six D16
;;    loads on VDST preset 0x11223344, short_d16_hi +4094 (out of range:
;;    0x00003344), and short_d16_hi +4095 from v[30:31] = {0xfffff003 + 4l,
;;    0x0000ffff}: the 64-bit add carries into the high dword, giving
;;    0x1_0000_0000_0002 + 4l = LDS 4l + 2. Partial EXEC (lanes 1, 5, 63) on
;;    a dword load at +4 into v17 preset 0xdeadbeef.
;;  5 mixed apertures: even lanes shared, odd lanes global (v_cmp +
;;    v_cndmask pick the high dword). Load: even LDS 4l = D(l), odd global
;;    0x10100 + 4l = 0x6c5d4e00 + l. Atomic add glc of l+1: even lanes on
;;    LDS 200 (init D(50) = 0xcbcac9c8; lane 2m returns init + m^2, final
;;    + 1024 = 0xcbcacdc8), odd lanes on global 0x10200 (init 0x00a00000;
;;    lane 2m+1 returns init + m(m+1), final + 1056 = 0x00a00420).
;;  2 stores to v[2:3] = {16l, 0x10000}, data V0..V5 = C_j + l with C =
;;    9a8b7c00 16253400 e5d4c300 7f6e5d00 2b3c4d00 b8a99a00, Z = 0x8c40ea80 +
;;    l * 0x10001 (bytes 80+l, ea, 40+l, 8c), W = 0x0f1e2d00 + l:
;;    x4 V0..V3 -> read b128 = [V0 V1 V2 V3];
;;    x3 V3..V5 at +4, dword V4 at +0 -> read = [V4 V3 V4 V5];
;;    x2 V0,V1 at +4, byte Z at +0, byte_d16_hi Z at +3, short_d16_hi Z at +6,
;;    short Z at +13, dword W at +8 with EXEC = lanes 1, 5, 63 -> read =
;;    [(40+l)3c4d(80+l), 8c(40+l)7c(l), W or V1, b8ea(80+l)(l)].
;;  3 out of range: LDS 1016 = 0x600df00d, 1020 = 0xfeedbeef (ds_write_b64);
;;    v[8:9] = {1016 + 4l, 0x10000} but lane 33 = 0x103f8 (low dword >=
;;    0x10000, would alias 1016 if wrapped at 64 KiB). dwordx2 load (preset
;;    -1): lane 0 both in, lane 1 low in / high 0, lanes 2+ and 33 all 0.
;;    ushort at 1022 + l: lane 0 0xfeed, lane 1 straddles 1023/1024 -> 0.
;;    sbyte at 1023 + l: lane 0 0xfffffffe, lanes 1+ 0. dwordx2 store of
;;    {0x51000000 + l, 0x52000000 + l}: lane 0 writes 1016 and 1020, lane 1
;;    then writes 1020 (its high dword dropped), the rest nothing: ds_read_b64
;;    at 1016 = {0x51000000, 0x51000001}.
;;  4 atomics, all lanes on one LDS cell (v[4:5] = {0, 0x10000} + offset),
;;    each kind with glc then without; cells seeded by lane k writing the
;;    global table dword k to LDS 4k; final cells read back by ds_read_b32
;;    v14, v1 (lane k = LDS 4k).
;;    cell  init        data                    glc return of lane l     final
;;    0x00  0x10        l+1 (add)               0x10 + l(l+1)/2          0x830
;;    0x04  0x100       l+1 (add)               -                        0x920
;;    0x08  0x12345678  {0xabc00000+l, 0x12345678} l0 init, else 0xabc00000  0xabc00000
;;    0x0c  0x12345678  same, no glc            -                        0xabc00000
;;    0x10  {2, 1}      src {0xc0000000+l, 0xbeef}, cmp {2, 1}; lane 5 cmp
;;                      {0xc0000000, 0xbeee} (low half matches, high does not)
;;                                              l0 {2,1}, else {0xc0000000,0xbeef}
;;    0x18  {2, 1}      same, no glc            -                        {0xc0000000, 0xbeef}
;;    0x20  3           5 (inc)                 (3 + l) mod 6            1
;;    0x24  7           5 (inc)                 - (7 >= 5 -> 0 first)    63 mod 6 = 3
;;    0x28  2           4 (dec)                 [2,1,0,4,3][l mod 5]     3
;;    0x2c  9           4 (dec)                 - (9 > 4 -> 4 first)     [4,3,2,1,0][63 mod 5] = 1
;;    0x30  5           20 - 2l (smin)          l <= 8: 5, else 22 - 2l  -106
;;    0x34  -1          20 - 2l (smin)          -                        -106
;;    0x38  0x80000000  2l - 100 (smax)         l0 init, else 2l - 102   26
;;    0x3c  100         2l - 100 (smax)         -                        100
;;    0x40  0xcafebabe  0x5a000000 + l (swap)   l0 init, else 0x5a000000 + l - 1   0x5a00003f
;;    0x44  0x11111111  same, no glc            -                        0x5a00003f
;;    0x48  0x7_ffffff00 {0x40000000 + l, 0} (add_x2)  init + l * 2^30 + l(l-1)/2   0x18_000006e0
;;    0x50  same        same, no glc            -                        0x18_000006e0
;;    0x58  0xa000      l+1 (add glc) from v[2:3] = {l == 0 ? 0 : 0x10000, 0x10000}: lanes
;;                      1+ at LDS 0x10058, out of range -> return 0 (v29 preset -1), no write;
;;                      lane 0 returns 0xa000; final 0xa001
;; cosim: waves 1
;; cosim: vgprs 32
;; cosim: lds 1024
;; cosim: buffer 0x10000 1024 global
;; cosim: data 0x10000 10000000000100007856341278563412020000000100000002000000010000000300000007000000020000000900000005000000ffffffff0000008064000000bebafeca1111111100ffffff0700000000ffffff0700000000a00000
;; cosim: data 0x10100 004e5d6c014e5d6c024e5d6c034e5d6c044e5d6c054e5d6c064e5d6c074e5d6c084e5d6c094e5d6c0a4e5d6c0b4e5d6c0c4e5d6c0d4e5d6c0e4e5d6c0f4e5d6c104e5d6c114e5d6c124e5d6c134e5d6c144e5d6c154e5d6c164e5d6c174e5d6c184e5d6c194e5d6c1a4e5d6c1b4e5d6c1c4e5d6c1d4e5d6c1e4e5d6c1f4e5d6c204e5d6c214e5d6c224e5d6c234e5d6c244e5d6c254e5d6c264e5d6c274e5d6c284e5d6c294e5d6c2a4e5d6c2b4e5d6c2c4e5d6c2d4e5d6c2e4e5d6c2f4e5d6c304e5d6c314e5d6c324e5d6c334e5d6c344e5d6c354e5d6c364e5d6c374e5d6c384e5d6c394e5d6c3a4e5d6c3b4e5d6c3c4e5d6c3d4e5d6c3e4e5d6c3f4e5d6c
;; cosim: data 0x10200 0000a000
;; cosim: buffer 0x20000 12288 results
; slot 0 (0x20000): ubyte +129, sbyte +126, ushort +3, sshort +125
;; cosim: expect_mem 0x20000 0x00000081
;; cosim: expect_mem 0x20004 0x0000007e
;; cosim: expect_mem 0x20008 0x00000403
;; cosim: expect_mem 0x2000c 0x00007e7d
;; cosim: expect_mem 0x20010 0x00000085
;; cosim: expect_mem 0x20014 0xffffff82
;; cosim: expect_mem 0x20018 0x00000807
;; cosim: expect_mem 0x2001c 0xffff8281
;; cosim: expect_mem 0x20050 0x00000095
;; cosim: expect_mem 0x20054 0xffffff92
;; cosim: expect_mem 0x20058 0x00001817
;; cosim: expect_mem 0x2005c 0xffff9291
;; cosim: expect_mem 0x20210 0x000000fa
;; cosim: expect_mem 0x20214 0xfffffffd
;; cosim: expect_mem 0x20218 0x00008887
;; cosim: expect_mem 0x2021c 0xfffffdfe
;; cosim: expect_mem 0x203f0 0x00000082
;; cosim: expect_mem 0x203f4 0xffffff85
;; cosim: expect_mem 0x203f8 0x0000ffff
;; cosim: expect_mem 0x203fc 0xffff8586
; slot 1 (0x20400): dword +256, short_d16_hi +4094 (out of range), dwordx2 +8
;; cosim: expect_mem 0x20400 0xfcfdfeff
;; cosim: expect_mem 0x20404 0x00003344
;; cosim: expect_mem 0x20408 0x0b0a0908
;; cosim: expect_mem 0x2040c 0x0f0e0d0c
;; cosim: expect_mem 0x20410 0xf8f9fafb
;; cosim: expect_mem 0x20414 0x00003344
;; cosim: expect_mem 0x20418 0x0f0e0d0c
;; cosim: expect_mem 0x2041c 0x13121110
;; cosim: expect_mem 0x20450 0xe8e9eaeb
;; cosim: expect_mem 0x20454 0x00003344
;; cosim: expect_mem 0x20458 0x1f1e1d1c
;; cosim: expect_mem 0x2045c 0x23222120
;; cosim: expect_mem 0x20610 0x78797a7b
;; cosim: expect_mem 0x20614 0x00003344
;; cosim: expect_mem 0x20618 0x8f8e8d8c
;; cosim: expect_mem 0x2061c 0x93929190
;; cosim: expect_mem 0x207f0 0x00010203
;; cosim: expect_mem 0x207f4 0x00003344
;; cosim: expect_mem 0x207f8 0xf8f9fafb
;; cosim: expect_mem 0x207fc 0xf4f5f6f7
; slot 2 (0x20800): dwordx3 +252, partial-EXEC dword +4 (lanes 1, 5, 63; others keep 0xdeadbeef)
;; cosim: expect_mem 0x20800 0xfffefdfc
;; cosim: expect_mem 0x20804 0xfcfdfeff
;; cosim: expect_mem 0x20808 0xf8f9fafb
;; cosim: expect_mem 0x2080c 0xdeadbeef
;; cosim: expect_mem 0x20810 0xfcfdfeff
;; cosim: expect_mem 0x20814 0xf8f9fafb
;; cosim: expect_mem 0x20818 0xf4f5f6f7
;; cosim: expect_mem 0x2081c 0x0b0a0908
;; cosim: expect_mem 0x20850 0xecedeeef
;; cosim: expect_mem 0x20854 0xe8e9eaeb
;; cosim: expect_mem 0x20858 0xe4e5e6e7
;; cosim: expect_mem 0x2085c 0x1b1a1918
;; cosim: expect_mem 0x20a10 0x7c7d7e7f
;; cosim: expect_mem 0x20a14 0x78797a7b
;; cosim: expect_mem 0x20a18 0x74757677
;; cosim: expect_mem 0x20a1c 0xdeadbeef
;; cosim: expect_mem 0x20bf0 0x04050607
;; cosim: expect_mem 0x20bf4 0x00010203
;; cosim: expect_mem 0x20bf8 0x00000000
;; cosim: expect_mem 0x20bfc 0xfcfdfeff
; slot 3 (0x20c00): dwordx4 +64
;; cosim: expect_mem 0x20c00 0x43424140
;; cosim: expect_mem 0x20c04 0x47464544
;; cosim: expect_mem 0x20c08 0x4b4a4948
;; cosim: expect_mem 0x20c0c 0x4f4e4d4c
;; cosim: expect_mem 0x20c10 0x47464544
;; cosim: expect_mem 0x20c14 0x4b4a4948
;; cosim: expect_mem 0x20c18 0x4f4e4d4c
;; cosim: expect_mem 0x20c1c 0x53525150
;; cosim: expect_mem 0x20c50 0x57565554
;; cosim: expect_mem 0x20c54 0x5b5a5958
;; cosim: expect_mem 0x20c58 0x5f5e5d5c
;; cosim: expect_mem 0x20c5c 0x63626160
;; cosim: expect_mem 0x20e10 0xc7c6c5c4
;; cosim: expect_mem 0x20e14 0xcbcac9c8
;; cosim: expect_mem 0x20e18 0xcfcecdcc
;; cosim: expect_mem 0x20e1c 0xd3d2d1d0
;; cosim: expect_mem 0x20ff0 0xc0c1c2c3
;; cosim: expect_mem 0x20ff4 0xbcbdbebf
;; cosim: expect_mem 0x20ff8 0xb8b9babb
;; cosim: expect_mem 0x20ffc 0xb4b5b6b7
; slot 4 (0x21000): ubyte_d16 +130, ubyte_d16_hi +131, sbyte_d16 +125, sbyte_d16_hi +1 (preset 0x11223344)
;; cosim: expect_mem 0x21000 0x11220082
;; cosim: expect_mem 0x21004 0x00833344
;; cosim: expect_mem 0x21008 0x1122007d
;; cosim: expect_mem 0x2100c 0x00013344
;; cosim: expect_mem 0x21010 0x11220086
;; cosim: expect_mem 0x21014 0x00873344
;; cosim: expect_mem 0x21018 0x1122ff81
;; cosim: expect_mem 0x2101c 0x00053344
;; cosim: expect_mem 0x21050 0x11220096
;; cosim: expect_mem 0x21054 0x00973344
;; cosim: expect_mem 0x21058 0x1122ff91
;; cosim: expect_mem 0x2105c 0x00153344
;; cosim: expect_mem 0x21210 0x112200f9
;; cosim: expect_mem 0x21214 0x00f83344
;; cosim: expect_mem 0x21218 0x1122fffe
;; cosim: expect_mem 0x2121c 0xff853344
;; cosim: expect_mem 0x213f0 0x11220081
;; cosim: expect_mem 0x213f4 0x00803344
;; cosim: expect_mem 0x213f8 0x1122ff86
;; cosim: expect_mem 0x213fc 0xfffd3344
; slot 5 (0x21400): short_d16 +255, short_d16_hi via the carry pointer +4095, mixed load, mixed atomic return
;; cosim: expect_mem 0x21400 0x1122ffff
;; cosim: expect_mem 0x21404 0x03023344
;; cosim: expect_mem 0x21408 0x03020100
;; cosim: expect_mem 0x2140c 0xcbcac9c8
;; cosim: expect_mem 0x21410 0x1122fbfc
;; cosim: expect_mem 0x21414 0x07063344
;; cosim: expect_mem 0x21418 0x6c5d4e01
;; cosim: expect_mem 0x2141c 0x00a00000
;; cosim: expect_mem 0x21428 0x0b0a0908
;; cosim: expect_mem 0x2142c 0xcbcac9c9
;; cosim: expect_mem 0x21450 0x1122ebec
;; cosim: expect_mem 0x21454 0x17163344
;; cosim: expect_mem 0x21458 0x6c5d4e05
;; cosim: expect_mem 0x2145c 0x00a00006
;; cosim: expect_mem 0x21610 0x11227b7c
;; cosim: expect_mem 0x21614 0x87863344
;; cosim: expect_mem 0x21618 0x6c5d4e21
;; cosim: expect_mem 0x2161c 0x00a00110
;; cosim: expect_mem 0x217e8 0xfbfaf9f8
;; cosim: expect_mem 0x217ec 0xcbcacd89
;; cosim: expect_mem 0x217f0 0x11220304
;; cosim: expect_mem 0x217f4 0xfffe3344
;; cosim: expect_mem 0x217f8 0x6c5d4e3f
;; cosim: expect_mem 0x217fc 0x00a003e0
; slot 6 (0x21800, one dword at 16l): LDS 200 after the mixed atomic; global cell 0x10200
;; cosim: expect_mem 0x21800 0xcbcacdc8
;; cosim: expect_mem 0x21bf0 0xcbcacdc8
;; cosim: expect_mem 0x10200 0x00a00420
; slot 7 (0x21c00): stores, read back after x4 = [V0 V1 V2 V3]
;; cosim: expect_mem 0x21c00 0x9a8b7c00
;; cosim: expect_mem 0x21c04 0x16253400
;; cosim: expect_mem 0x21c08 0xe5d4c300
;; cosim: expect_mem 0x21c0c 0x7f6e5d00
;; cosim: expect_mem 0x21c10 0x9a8b7c01
;; cosim: expect_mem 0x21c14 0x16253401
;; cosim: expect_mem 0x21c18 0xe5d4c301
;; cosim: expect_mem 0x21c1c 0x7f6e5d01
;; cosim: expect_mem 0x21c50 0x9a8b7c05
;; cosim: expect_mem 0x21c54 0x16253405
;; cosim: expect_mem 0x21c58 0xe5d4c305
;; cosim: expect_mem 0x21c5c 0x7f6e5d05
;; cosim: expect_mem 0x21e10 0x9a8b7c21
;; cosim: expect_mem 0x21e14 0x16253421
;; cosim: expect_mem 0x21e18 0xe5d4c321
;; cosim: expect_mem 0x21e1c 0x7f6e5d21
;; cosim: expect_mem 0x21ff0 0x9a8b7c3f
;; cosim: expect_mem 0x21ff4 0x1625343f
;; cosim: expect_mem 0x21ff8 0xe5d4c33f
;; cosim: expect_mem 0x21ffc 0x7f6e5d3f
; slot 8 (0x22000): after x3 at +4 and dword at +0 = [V4 V3 V4 V5]
;; cosim: expect_mem 0x22000 0x2b3c4d00
;; cosim: expect_mem 0x22004 0x7f6e5d00
;; cosim: expect_mem 0x22008 0x2b3c4d00
;; cosim: expect_mem 0x2200c 0xb8a99a00
;; cosim: expect_mem 0x22010 0x2b3c4d01
;; cosim: expect_mem 0x22014 0x7f6e5d01
;; cosim: expect_mem 0x22018 0x2b3c4d01
;; cosim: expect_mem 0x2201c 0xb8a99a01
;; cosim: expect_mem 0x22050 0x2b3c4d05
;; cosim: expect_mem 0x22054 0x7f6e5d05
;; cosim: expect_mem 0x22058 0x2b3c4d05
;; cosim: expect_mem 0x2205c 0xb8a99a05
;; cosim: expect_mem 0x22210 0x2b3c4d21
;; cosim: expect_mem 0x22214 0x7f6e5d21
;; cosim: expect_mem 0x22218 0x2b3c4d21
;; cosim: expect_mem 0x2221c 0xb8a99a21
;; cosim: expect_mem 0x223f0 0x2b3c4d3f
;; cosim: expect_mem 0x223f4 0x7f6e5d3f
;; cosim: expect_mem 0x223f8 0x2b3c4d3f
;; cosim: expect_mem 0x223fc 0xb8a99a3f
; slot 9 (0x22400): after x2, byte, byte_d16_hi, short_d16_hi, short, partial-EXEC dword
;; cosim: expect_mem 0x22400 0x403c4d80
;; cosim: expect_mem 0x22404 0x8c407c00
;; cosim: expect_mem 0x22408 0x16253400
;; cosim: expect_mem 0x2240c 0xb8ea8000
;; cosim: expect_mem 0x22410 0x413c4d81
;; cosim: expect_mem 0x22414 0x8c417c01
;; cosim: expect_mem 0x22418 0x0f1e2d01
;; cosim: expect_mem 0x2241c 0xb8ea8101
;; cosim: expect_mem 0x22450 0x453c4d85
;; cosim: expect_mem 0x22454 0x8c457c05
;; cosim: expect_mem 0x22458 0x0f1e2d05
;; cosim: expect_mem 0x2245c 0xb8ea8505
;; cosim: expect_mem 0x22610 0x613c4da1
;; cosim: expect_mem 0x22614 0x8c617c21
;; cosim: expect_mem 0x22618 0x16253421
;; cosim: expect_mem 0x2261c 0xb8eaa121
;; cosim: expect_mem 0x227f0 0x7f3c4dbf
;; cosim: expect_mem 0x227f4 0x8c7f7c3f
;; cosim: expect_mem 0x227f8 0x0f1e2d3f
;; cosim: expect_mem 0x227fc 0xb8eabf3f
; slot 10 (0x22800): out of range: dwordx2 at 1016 + 4l (lane 33 at 0x103f8), ushort at 1022 + l, sbyte at 1023 + l
;; cosim: expect_mem 0x22800 0x600df00d
;; cosim: expect_mem 0x22804 0xfeedbeef
;; cosim: expect_mem 0x22808 0x0000feed
;; cosim: expect_mem 0x2280c 0xfffffffe
;; cosim: expect_mem 0x22810 0xfeedbeef
;; cosim: expect_mem 0x22814 0x00000000
;; cosim: expect_mem 0x22818 0x00000000
;; cosim: expect_mem 0x2281c 0x00000000
;; cosim: expect_mem 0x22820 0x00000000
;; cosim: expect_mem 0x22824 0x00000000
;; cosim: expect_mem 0x22828 0x00000000
;; cosim: expect_mem 0x2282c 0x00000000
;; cosim: expect_mem 0x22850 0x00000000
;; cosim: expect_mem 0x22854 0x00000000
;; cosim: expect_mem 0x22858 0x00000000
;; cosim: expect_mem 0x2285c 0x00000000
;; cosim: expect_mem 0x22a10 0x00000000
;; cosim: expect_mem 0x22a14 0x00000000
;; cosim: expect_mem 0x22a18 0x00000000
;; cosim: expect_mem 0x22a1c 0x00000000
;; cosim: expect_mem 0x22bf0 0x00000000
;; cosim: expect_mem 0x22bf4 0x00000000
;; cosim: expect_mem 0x22bf8 0x00000000
;; cosim: expect_mem 0x22bfc 0x00000000
; slot 11 (0x22c00, dwordx2 at 16l): LDS 1016, 1020 after the out-of-range dwordx2 store
;; cosim: expect_mem 0x22c00 0x51000000
;; cosim: expect_mem 0x22c04 0x51000001
;; cosim: expect_mem 0x22ff0 0x51000000
;; cosim: expect_mem 0x22ff4 0x51000001
; phase 4: atomic returns
;; cosim: expect 0 v7 0 0x00000010
;; cosim: expect 0 v7 1 0x00000011
;; cosim: expect 0 v7 5 0x0000001f
;; cosim: expect 0 v7 33 0x00000241
;; cosim: expect 0 v7 63 0x000007f0
;; cosim: expect 0 v19 0 0x12345678
;; cosim: expect 0 v19 1 0xabc00000
;; cosim: expect 0 v19 5 0xabc00000
;; cosim: expect 0 v19 33 0xabc00000
;; cosim: expect 0 v19 63 0xabc00000
;; cosim: expect 0 v22 0 0x00000002
;; cosim: expect 0 v23 0 0x00000001
;; cosim: expect 0 v22 1 0xc0000000
;; cosim: expect 0 v23 1 0x0000beef
;; cosim: expect 0 v22 5 0xc0000000
;; cosim: expect 0 v23 5 0x0000beef
;; cosim: expect 0 v22 6 0xc0000000
;; cosim: expect 0 v23 6 0x0000beef
;; cosim: expect 0 v22 33 0xc0000000
;; cosim: expect 0 v23 33 0x0000beef
;; cosim: expect 0 v22 63 0xc0000000
;; cosim: expect 0 v23 63 0x0000beef
;; cosim: expect 0 v24 0 0x00000003
;; cosim: expect 0 v24 1 0x00000004
;; cosim: expect 0 v24 2 0x00000005
;; cosim: expect 0 v24 3 0x00000000
;; cosim: expect 0 v24 5 0x00000002
;; cosim: expect 0 v24 33 0x00000000
;; cosim: expect 0 v24 63 0x00000000
;; cosim: expect 0 v25 0 0x00000002
;; cosim: expect 0 v25 1 0x00000001
;; cosim: expect 0 v25 2 0x00000000
;; cosim: expect 0 v25 3 0x00000004
;; cosim: expect 0 v25 5 0x00000002
;; cosim: expect 0 v25 33 0x00000004
;; cosim: expect 0 v25 63 0x00000004
;; cosim: expect 0 v26 0 0x00000005
;; cosim: expect 0 v26 1 0x00000005
;; cosim: expect 0 v26 5 0x00000005
;; cosim: expect 0 v26 8 0x00000005
;; cosim: expect 0 v26 9 0x00000004
;; cosim: expect 0 v26 12 0xfffffffe
;; cosim: expect 0 v26 33 0xffffffd4
;; cosim: expect 0 v26 63 0xffffff98
;; cosim: expect 0 v27 0 0x80000000
;; cosim: expect 0 v27 1 0xffffff9c
;; cosim: expect 0 v27 5 0xffffffa4
;; cosim: expect 0 v27 33 0xffffffdc
;; cosim: expect 0 v27 51 0x00000000
;; cosim: expect 0 v27 63 0x00000018
;; cosim: expect 0 v28 0 0xcafebabe
;; cosim: expect 0 v28 1 0x5a000000
;; cosim: expect 0 v28 5 0x5a000004
;; cosim: expect 0 v28 33 0x5a000020
;; cosim: expect 0 v28 63 0x5a00003e
;; cosim: expect 0 v30 0 0xffffff00
;; cosim: expect 0 v31 0 0x00000007
;; cosim: expect 0 v30 1 0x3fffff00
;; cosim: expect 0 v31 1 0x00000008
;; cosim: expect 0 v30 5 0x3fffff0a
;; cosim: expect 0 v31 5 0x00000009
;; cosim: expect 0 v30 33 0x40000110
;; cosim: expect 0 v31 33 0x00000010
;; cosim: expect 0 v30 63 0xc00006a1
;; cosim: expect 0 v31 63 0x00000017
;; cosim: expect 0 v29 0 0x0000a000
;; cosim: expect 0 v29 1 0x00000000
;; cosim: expect 0 v29 5 0x00000000
;; cosim: expect 0 v29 33 0x00000000
;; cosim: expect 0 v29 63 0x00000000
; phase 4: final cells, lane k = LDS 4k
;; cosim: expect 0 v14 0 0x00000830
;; cosim: expect 0 v14 1 0x00000920
;; cosim: expect 0 v14 2 0xabc00000
;; cosim: expect 0 v14 3 0xabc00000
;; cosim: expect 0 v14 4 0xc0000000
;; cosim: expect 0 v14 5 0x0000beef
;; cosim: expect 0 v14 6 0xc0000000
;; cosim: expect 0 v14 7 0x0000beef
;; cosim: expect 0 v14 8 0x00000001
;; cosim: expect 0 v14 9 0x00000003
;; cosim: expect 0 v14 10 0x00000003
;; cosim: expect 0 v14 11 0x00000001
;; cosim: expect 0 v14 12 0xffffff96
;; cosim: expect 0 v14 13 0xffffff96
;; cosim: expect 0 v14 14 0x0000001a
;; cosim: expect 0 v14 15 0x00000064
;; cosim: expect 0 v14 16 0x5a00003f
;; cosim: expect 0 v14 17 0x5a00003f
;; cosim: expect 0 v14 18 0x000006e0
;; cosim: expect 0 v14 19 0x00000018
;; cosim: expect 0 v14 20 0x000006e0
;; cosim: expect 0 v14 21 0x00000018
;; cosim: expect 0 v14 22 0x0000a001
;; cosim: expect 0 v14 23 0x00000000
;; cosim: expect 0 v14 33 0x00000000
;; cosim: expect 0 v14 63 0x00000000

; ---- setup: v0 = l, v1 = 4l, v2 = 16l, s[2:3] = src_shared_base (s3 = 0x10000)
v_mbcnt_lo_u32_b32 v0, -1, 0
v_mbcnt_hi_u32_b32 v0, -1, v0
v_lshlrev_b32 v1, 2, v0
v_lshlrev_b32 v2, 4, v0
s_mov_b64 s[2:3], src_shared_base
s_mov_b32 s20, 0x20000
s_mov_b32 s21, 0
s_mov_b32 s22, 0x10000
s_mov_b32 s23, 0
; ---- seed LDS: D(l) at 4l, ~D(l) at 256 + 4l
s_mov_b32 s4, 0x04040404
v_mul_lo_u32 v6, v0, s4
v_add_u32 v6, 0x03020100, v6
v_not_b32 v7, v6
ds_write2_b32 v1, v6, v7 offset1:64
s_waitcnt lgkmcnt(0)
; ---- phase 1: loads from v[4:5] = {4l, 0x10000}
v_mov_b32 v4, v1
v_mov_b32 v5, s3
v_mov_b32 v11, 0x11223344
v_mov_b32 v17, 0xdeadbeef
v_mov_b32 v22, 0x11223344
v_mov_b32 v23, 0x11223344
v_mov_b32 v24, 0x11223344
v_mov_b32 v25, 0x11223344
v_mov_b32 v26, 0x11223344
v_mov_b32 v27, 0x11223344
v_add_u32 v30, 0xfffff003, v1
v_mov_b32 v31, 0xffff
flat_load_ubyte v6, v[4:5] offset:129
s_waitcnt vmcnt(0) lgkmcnt(0)
flat_load_sbyte v7, v[4:5] offset:126
s_waitcnt vmcnt(0) lgkmcnt(0)
flat_load_ushort v8, v[4:5] offset:3
s_waitcnt vmcnt(0) lgkmcnt(0)
flat_load_sshort v9, v[4:5] offset:125
s_waitcnt vmcnt(0) lgkmcnt(0)
flat_load_dword v10, v[4:5] offset:256
s_waitcnt vmcnt(0) lgkmcnt(0)
flat_load_short_d16_hi v11, v[4:5] offset:4094
s_waitcnt vmcnt(0) lgkmcnt(0)
flat_load_dwordx2 v[12:13], v[4:5] offset:8
s_waitcnt vmcnt(0) lgkmcnt(0)
flat_load_dwordx3 v[14:16], v[4:5] offset:252
s_waitcnt vmcnt(0) lgkmcnt(0)
flat_load_dwordx4 v[18:21], v[4:5] offset:64
s_waitcnt vmcnt(0) lgkmcnt(0)
flat_load_ubyte_d16 v22, v[4:5] offset:130
s_waitcnt vmcnt(0) lgkmcnt(0)
flat_load_ubyte_d16_hi v23, v[4:5] offset:131
s_waitcnt vmcnt(0) lgkmcnt(0)
flat_load_sbyte_d16 v24, v[4:5] offset:125
s_waitcnt vmcnt(0) lgkmcnt(0)
flat_load_sbyte_d16_hi v25, v[4:5] offset:1
s_waitcnt vmcnt(0) lgkmcnt(0)
flat_load_short_d16 v26, v[4:5] offset:255
s_waitcnt vmcnt(0) lgkmcnt(0)
flat_load_short_d16_hi v27, v[30:31] offset:4095
s_waitcnt vmcnt(0) lgkmcnt(0)
; partial EXEC: lanes 1, 5, 63
s_mov_b32 exec_lo, 0x22
s_mov_b32 exec_hi, 0x80000000
flat_load_dword v17, v[4:5] offset:4
s_waitcnt vmcnt(0) lgkmcnt(0)
s_mov_b64 exec, -1
; ---- phase 5: even lanes shared, odd lanes global
v_and_b32 v3, 1, v0
v_cmp_eq_u32 vcc, 0, v3
v_add_u32 v30, 0x10100, v1
v_cndmask_b32 v30, v30, v1, vcc
v_mov_b32 v31, s3
v_cndmask_b32 v31, 0, v31, vcc
flat_load_dword v28, v[30:31]
s_waitcnt vmcnt(0) lgkmcnt(0)
v_mov_b32 v3, 0x10200
v_mov_b32 v30, 0xc8
v_cndmask_b32 v30, v3, v30, vcc
v_add_u32 v3, 1, v0
flat_atomic_add v29, v[30:31], v3 glc
s_waitcnt vmcnt(0) lgkmcnt(0)
v_mov_b32 v3, 0xc8
ds_read_b32 v3, v3
s_waitcnt lgkmcnt(0)
global_store_dwordx4 v2, v[6:9], s[20:21]
global_store_dwordx4 v2, v[10:13], s[20:21] offset:1024
global_store_dwordx4 v2, v[14:17], s[20:21] offset:2048
global_store_dwordx4 v2, v[18:21], s[20:21] offset:3072
s_add_u32 s20, s20, 0x1000
global_store_dwordx4 v2, v[22:25], s[20:21]
global_store_dwordx4 v2, v[26:29], s[20:21] offset:1024
global_store_dword v2, v3, s[20:21] offset:2048
s_waitcnt vmcnt(0)
; ---- phase 2: stores to v[2:3] = {16l, 0x10000}, read back with ds_read_b128
v_or_b32 v6, 0x9a8b7c00, v0
v_or_b32 v7, 0x16253400, v0
v_or_b32 v8, 0xe5d4c300, v0
v_or_b32 v9, 0x7f6e5d00, v0
v_or_b32 v10, 0x2b3c4d00, v0
v_or_b32 v11, 0xb8a99a00, v0
v_lshlrev_b32 v12, 16, v0
v_or_b32 v12, v12, v0
v_add_u32 v12, 0x8c40ea80, v12
v_or_b32 v13, 0x0f1e2d00, v0
v_mov_b32 v3, src_shared_base
flat_store_dwordx4 v[2:3], v[6:9]
s_waitcnt vmcnt(0) lgkmcnt(0)
ds_read_b128 v[14:17], v2
s_waitcnt lgkmcnt(0)
flat_store_dwordx3 v[2:3], v[9:11] offset:4
s_waitcnt vmcnt(0) lgkmcnt(0)
flat_store_dword v[2:3], v10
s_waitcnt vmcnt(0) lgkmcnt(0)
ds_read_b128 v[18:21], v2
s_waitcnt lgkmcnt(0)
flat_store_dwordx2 v[2:3], v[6:7] offset:4
s_waitcnt vmcnt(0) lgkmcnt(0)
flat_store_byte v[2:3], v12
s_waitcnt vmcnt(0) lgkmcnt(0)
flat_store_byte_d16_hi v[2:3], v12 offset:3
s_waitcnt vmcnt(0) lgkmcnt(0)
flat_store_short_d16_hi v[2:3], v12 offset:6
s_waitcnt vmcnt(0) lgkmcnt(0)
flat_store_short v[2:3], v12 offset:13
s_waitcnt vmcnt(0) lgkmcnt(0)
s_mov_b32 exec_lo, 0x22
s_mov_b32 exec_hi, 0x80000000
flat_store_dword v[2:3], v13 offset:8
s_waitcnt vmcnt(0) lgkmcnt(0)
s_mov_b64 exec, -1
ds_read_b128 v[22:25], v2
s_waitcnt lgkmcnt(0)
global_store_dwordx4 v2, v[14:17], s[20:21] offset:3072
s_add_u32 s20, s20, 0x1000
global_store_dwordx4 v2, v[18:21], s[20:21]
global_store_dwordx4 v2, v[22:25], s[20:21] offset:1024
s_waitcnt vmcnt(0)
; ---- phase 3: out of range at the top of the 1 KiB allocation
v_mov_b32 v6, 0x600df00d
v_mov_b32 v7, 0xfeedbeef
v_mov_b32 v8, 0x3f8
ds_write_b64 v8, v[6:7]
s_waitcnt lgkmcnt(0)
v_add_u32 v8, 0x3f8, v1
v_mov_b32 v9, 0x103f8
v_cmp_ne_u32 vcc, 33, v0
v_cndmask_b32 v8, v9, v8, vcc
v_mov_b32 v9, s3
v_add_u32 v14, 0x3fe, v0
v_mov_b32 v15, s3
v_mov_b32 v10, -1
v_mov_b32 v11, -1
v_mov_b32 v12, -1
v_mov_b32 v13, -1
flat_load_dwordx2 v[10:11], v[8:9]
s_waitcnt vmcnt(0) lgkmcnt(0)
flat_load_ushort v12, v[14:15]
s_waitcnt vmcnt(0) lgkmcnt(0)
flat_load_sbyte v13, v[14:15] offset:1
s_waitcnt vmcnt(0) lgkmcnt(0)
v_or_b32 v16, 0x51000000, v0
v_or_b32 v17, 0x52000000, v0
flat_store_dwordx2 v[8:9], v[16:17]
s_waitcnt vmcnt(0) lgkmcnt(0)
v_mov_b32 v20, 0x3f8
ds_read_b64 v[18:19], v20
s_waitcnt lgkmcnt(0)
global_store_dwordx4 v2, v[10:13], s[20:21] offset:2048
global_store_dwordx2 v2, v[18:19], s[20:21] offset:3072
s_waitcnt vmcnt(0)
; ---- phase 4: atomics on one LDS cell each, v[4:5] = {0, 0x10000}
global_load_dword v7, v1, s[22:23]
s_waitcnt vmcnt(0)
ds_write_b32 v1, v7
s_waitcnt lgkmcnt(0)
v_mov_b32 v4, 0
v_add_u32 v6, 1, v0
v_or_b32 v8, 0xabc00000, v0
v_mov_b32 v9, 0x12345678
v_or_b32 v10, 0xc0000000, v0
v_mov_b32 v11, 0xbeef
v_cmp_eq_u32 vcc, 5, v0
v_mov_b32 v12, 0xc0000000
v_cndmask_b32 v12, 2, v12, vcc
v_mov_b32 v13, 0xbeee
v_cndmask_b32 v13, 1, v13, vcc
v_mov_b32 v14, 5
v_mov_b32 v15, 4
v_lshlrev_b32 v17, 1, v0
v_sub_u32 v16, 20, v17
v_add_u32 v17, 0xffffff9c, v17
v_or_b32 v18, 0x5a000000, v0
v_or_b32 v20, 0x40000000, v0
v_mov_b32 v21, 0
v_cmp_ne_u32 vcc, 0, v0
v_mov_b32 v2, 0x10000
v_cndmask_b32 v2, 0, v2, vcc
v_mov_b32 v3, s3
v_mov_b32 v29, -1
flat_atomic_add v7, v[4:5], v6 glc
s_waitcnt vmcnt(0) lgkmcnt(0)
flat_atomic_add v[4:5], v6 offset:4
s_waitcnt vmcnt(0) lgkmcnt(0)
flat_atomic_cmpswap v19, v[4:5], v[8:9] offset:8 glc
s_waitcnt vmcnt(0) lgkmcnt(0)
flat_atomic_cmpswap v[4:5], v[8:9] offset:12
s_waitcnt vmcnt(0) lgkmcnt(0)
flat_atomic_cmpswap_x2 v[22:23], v[4:5], v[10:13] offset:16 glc
s_waitcnt vmcnt(0) lgkmcnt(0)
flat_atomic_cmpswap_x2 v[4:5], v[10:13] offset:24
s_waitcnt vmcnt(0) lgkmcnt(0)
flat_atomic_inc v24, v[4:5], v14 offset:32 glc
s_waitcnt vmcnt(0) lgkmcnt(0)
flat_atomic_inc v[4:5], v14 offset:36
s_waitcnt vmcnt(0) lgkmcnt(0)
flat_atomic_dec v25, v[4:5], v15 offset:40 glc
s_waitcnt vmcnt(0) lgkmcnt(0)
flat_atomic_dec v[4:5], v15 offset:44
s_waitcnt vmcnt(0) lgkmcnt(0)
flat_atomic_smin v26, v[4:5], v16 offset:48 glc
s_waitcnt vmcnt(0) lgkmcnt(0)
flat_atomic_smin v[4:5], v16 offset:52
s_waitcnt vmcnt(0) lgkmcnt(0)
flat_atomic_smax v27, v[4:5], v17 offset:56 glc
s_waitcnt vmcnt(0) lgkmcnt(0)
flat_atomic_smax v[4:5], v17 offset:60
s_waitcnt vmcnt(0) lgkmcnt(0)
flat_atomic_swap v28, v[4:5], v18 offset:64 glc
s_waitcnt vmcnt(0) lgkmcnt(0)
flat_atomic_swap v[4:5], v18 offset:68
s_waitcnt vmcnt(0) lgkmcnt(0)
flat_atomic_add_x2 v[30:31], v[4:5], v[20:21] offset:72 glc
s_waitcnt vmcnt(0) lgkmcnt(0)
flat_atomic_add_x2 v[4:5], v[20:21] offset:80
s_waitcnt vmcnt(0) lgkmcnt(0)
flat_atomic_add v29, v[2:3], v6 offset:88 glc
s_waitcnt vmcnt(0) lgkmcnt(0)
ds_read_b32 v14, v1
s_waitcnt lgkmcnt(0)
s_endpgm
