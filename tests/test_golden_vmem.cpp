// Golden FLAT / GLOBAL / SCRATCH semantics (golden/vmem.cpp), checked with
// values worked by hand from the Vega ISA text: "Flat Memory Instructions"
// (fields, the GLOBAL and SCRATCH address forms, the 13-bit signed and 12-bit
// unsigned offsets, "Memory Error Checking"), the FLAT opcode pseudo-code
// (atomics: CMPSWAP src = DATA[0], cmp = DATA[1]; INC/DEC wrap) and "Swizzled
// Buffer Addressing" for the private segment (element size 4, index stride
// 64, AMDGPUUsage "Private Segment Buffer"); MUBUF from "Buffer Addressing",
// "Range Checking", "Swizzled Buffer Addressing", "Alignment" and "Buffer
// Resource". Rows the RTL does not execute yet are F_UNSUP, so every case
// drives exec_vmem() directly.
#define BOOST_TEST_MODULE test_golden_vmem
#include <boost/test/unit_test.hpp>

#include <cstdint>
#include <string>
#include <vector>

#include "asm.h"
#include "ds.h"
#include "exec.h"
#include "insn.h"
#include "vmem.h"
#include "vmem_op.h"

using namespace gcn;
using namespace gcn::golden;

namespace {

constexpr uint64_t kBuf = 0x1000;       // 256 bytes, byte i = i
constexpr uint64_t kScratch = 0x8000;   // FLAT_SCRATCH: 64 lanes x 64 bytes
constexpr uint32_t kLaneBytes = 64;

struct Fixture {
  WaveState wave;
  Memory memory;
  Lds lds{1024};
  RefStep step;
  Fixture() {
    wave.vgpr.resize(16);
    std::vector<uint8_t> b(256);
    for (unsigned i = 0; i < 256; ++i) b[i] = uint8_t(i);
    memory.map(kBuf, b, "buf");
    memory.map(kScratch, std::vector<uint8_t>(64 * kLaneBytes), "scratch");
    wave.sgpr[sreg::FLAT_SCR_LO] = uint32_t(kScratch);
    set_exec(~0ull);
  }
  void set_exec(uint64_t e) {
    wave.sgpr[126] = uint32_t(e);
    wave.sgpr[127] = uint32_t(e >> 32);
  }
  // v[reg:reg+1] = addr + stride * lane for every lane.
  void addr64(unsigned reg, uint64_t addr, uint64_t stride) {
    for (unsigned l = 0; l < kWaveLanes; ++l) {
      const uint64_t a = addr + stride * l;
      wave.vgpr[reg][l] = uint32_t(a);
      wave.vgpr[reg + 1][l] = uint32_t(a >> 32);
    }
  }
  void fill(unsigned reg, uint32_t v) { wave.vgpr[reg].fill(v); }
  // v[reg] = base + step * lane.
  void ramp(unsigned reg, uint32_t base, uint32_t step) {
    for (unsigned l = 0; l < kWaveLanes; ++l) wave.vgpr[reg][l] = base + step * l;
  }
  // A V# in s[s:s+3].
  void rsrc(unsigned s, uint32_t w0, uint32_t w1, uint32_t w2, uint32_t w3) {
    wave.sgpr[s] = w0;
    wave.sgpr[s + 1] = w1;
    wave.sgpr[s + 2] = w2;
    wave.sgpr[s + 3] = w3;
  }
  bool run(const std::string& text) {
    const AsmResult a = assemble(text, "t.s");
    const Insn in = decode(a.words.data(), a.words.size());
    step = RefStep{};
    Exec x{wave, memory, in, 0, 0, 1, step, &lds};
    return exec_vmem(x, kLaneBytes);
  }
  uint32_t mem32(uint64_t addr) {
    uint8_t b[4] = {};
    BOOST_REQUIRE(memory.read_bytes(addr, b, 4));
    return b[0] | (b[1] << 8) | (b[2] << 16) | (uint32_t(b[3]) << 24);
  }
  uint32_t lds32(uint32_t addr) const { return uint32_t(lds.read_value(addr, 4, lds.size())); }
  void put32(uint64_t addr, uint32_t v) {
    const uint8_t b[4] = {uint8_t(v), uint8_t(v >> 8), uint8_t(v >> 16), uint8_t(v >> 24)};
    BOOST_REQUIRE(memory.write_bytes(addr, b, 4));
  }
  const VgprWrite& ret() const {
    BOOST_REQUIRE(step.writeback && step.writeback->vgpr);
    BOOST_REQUIRE(step.commit.deferred);
    return *step.writeback->vgpr;
  }
};

}  // namespace

// Every FLAT/GLOBAL/SCRATCH row has semantics, and the size its name gives
// agrees with the table's VDST and DATA columns (a separate reading).
BOOST_AUTO_TEST_CASE(classification_agrees_with_the_table_columns) {
  unsigned rows = 0;
  for (unsigned k = 0; k < kNumOps; ++k) {
    const InsnInfo& i = info(Op(k));
    if (i.format != Format::FLAT && i.format != Format::GLOBAL && i.format != Format::SCRATCH) continue;
    ++rows;
    const VmemOp o = vmem_op(i);
    BOOST_TEST_CONTEXT(i.name) {
      BOOST_REQUIRE(o.kind != VmemKind::Unsupported);
      const unsigned dwords = (o.bytes + 3) / 4;
      if (o.kind == VmemKind::Load) BOOST_CHECK_EQUAL(i.dst_dw, dwords);
      if (o.kind == VmemKind::Store) BOOST_CHECK_EQUAL(i.src1_dw, dwords);
      if (o.kind == VmemKind::Atomic)
        BOOST_CHECK_EQUAL(i.src1_dw, dwords * (o.atomic == DsAtomic::Cmpst ? 2u : 1u));
    }
  }
  BOOST_CHECK_EQUAL(rows, 48u + 48u + 22u);  // FLAT 48, GLOBAL 48, SCRATCH 22 (no atomics) (Vega opcode tables)
  const VmemOp sb = vmem_op(info(Op::GLOBAL_LOAD_SBYTE_D16_HI));
  BOOST_CHECK(sb.kind == VmemKind::Load && sb.bytes == 1 && sb.sign && sb.d16 && sb.hi);
  const VmemOp us = vmem_op(info(Op::SCRATCH_LOAD_USHORT));
  BOOST_CHECK(us.bytes == 2 && !us.sign && !us.d16);
  const VmemOp st = vmem_op(info(Op::FLAT_STORE_SHORT_D16_HI));
  BOOST_CHECK(st.kind == VmemKind::Store && st.bytes == 2 && st.hi);
  BOOST_CHECK(vmem_op(info(Op::GLOBAL_ATOMIC_UMAX_X2)).atomic == DsAtomic::MaxU);
  BOOST_CHECK(vmem_op(info(Op::GLOBAL_ATOMIC_UMAX_X2)).bytes == 8);
  BOOST_CHECK(vmem_op(info(Op::TBUFFER_LOAD_FORMAT_X)).kind == VmemKind::Unsupported);
}

// The untyped MUBUF rows have semantics; the FORMAT rows, the lds store and
// the cache invalidations do not (rejected by name).
BOOST_AUTO_TEST_CASE(buffer_classification_agrees_with_the_table_columns) {
  unsigned rows = 0;
  for (unsigned k = 0; k < kNumOps; ++k) {
    const InsnInfo& i = info(Op(k));
    if (i.format != Format::MUBUF) continue;
    const VmemOp o = vmem_op(i);
    const std::string name = i.name;
    BOOST_TEST_CONTEXT(name) {
      const bool untyped = name.find("FORMAT") == std::string::npos && name != "BUFFER_STORE_LDS_DWORD" &&
                           name.find("WBINVL1") == std::string::npos;
      BOOST_CHECK_EQUAL(o.kind != VmemKind::Unsupported, untyped);
      if (!untyped) continue;
      ++rows;
      const unsigned dwords = (o.bytes + 3) / 4;
      if (o.kind == VmemKind::Load) BOOST_CHECK_EQUAL(i.dst_dw, dwords);
      if (o.kind == VmemKind::Store) BOOST_CHECK_EQUAL(i.src1_dw, dwords);
      if (o.kind == VmemKind::Atomic)
        BOOST_CHECK_EQUAL(i.src1_dw, dwords * (o.atomic == DsAtomic::Cmpst ? 2u : 1u));
    }
  }
  // Loads 8 + D16 loads 6, stores 8, atomics 13 x 2 (Vega "MUBUF Opcodes").
  BOOST_CHECK_EQUAL(rows, 8u + 6u + 8u + 26u);
  const VmemOp sd = vmem_op(info(Op::BUFFER_LOAD_SBYTE_D16_HI));
  BOOST_CHECK(sd.kind == VmemKind::Load && sd.bytes == 1 && sd.sign && sd.d16 && sd.hi);
  BOOST_CHECK(vmem_op(info(Op::BUFFER_ATOMIC_CMPSWAP_X2)).bytes == 8);
}

BOOST_AUTO_TEST_CASE(offsets_and_apertures) {
  BOOST_CHECK_EQUAL(global_offset(0x1000), -4096);  // 13-bit field, sign bit set
  BOOST_CHECK_EQUAL(global_offset(0x0FFF), 4095);
  BOOST_CHECK_EQUAL(flat_offset(0x1FFF), 0xFFFu);   // FLAT: 12 bits, MSB ignored
  BOOST_CHECK(flat_segment(0x0001'0000'0000'0040ull) == Segment::Shared);
  BOOST_CHECK(flat_segment(0x0002'0000'FFFF'FFFFull) == Segment::Private);
  BOOST_CHECK(flat_segment(0x0001'0001'0000'0000ull) == Segment::Global);
  BOOST_CHECK(flat_segment(0x1000) == Segment::Global);
  // (offset & ~3) * 64 + 4 * lane + offset % 4
  BOOST_CHECK_EQUAL(scratch_swizzle(0, 0), 0u);
  BOOST_CHECK_EQUAL(scratch_swizzle(0, 63), 252u);
  BOOST_CHECK_EQUAL(scratch_swizzle(4, 0), 256u);
  BOOST_CHECK_EQUAL(scratch_swizzle(7, 2), 256u + 8 + 3);
}

// Sizes and sign extension; lane l reads at a per-lane address.
BOOST_AUTO_TEST_CASE(global_load_sizes_and_extension) {
  Fixture f;
  f.addr64(0, kBuf + 0x7F, 1);  // lane l: byte 0x7F + l
  BOOST_REQUIRE(f.run("global_load_sbyte v2, v[0:1], off"));
  BOOST_CHECK_EQUAL(f.ret().data[0][0], 0x7Fu);
  BOOST_CHECK_EQUAL(f.ret().data[0][1], 0xFFFFFF80u);  // 0x80 sign-extended
  BOOST_CHECK_EQUAL(f.wave.vgpr[2][1], 0xFFFFFF80u);
  BOOST_REQUIRE(f.run("global_load_ubyte v2, v[0:1], off"));
  BOOST_CHECK_EQUAL(f.ret().data[0][1], 0x80u);
  BOOST_CHECK_EQUAL(f.ret().lanes, ~0ull);
  BOOST_CHECK_EQUAL(f.ret().reg, 2u);
  BOOST_CHECK_EQUAL(f.ret().count, 1u);
  f.addr64(0, kBuf + 0xFE, 0);
  BOOST_REQUIRE(f.run("global_load_ushort v2, v[0:1], off"));
  BOOST_CHECK_EQUAL(f.ret().data[0][5], 0xFFFEu);
  BOOST_REQUIRE(f.run("global_load_sshort v2, v[0:1], off"));
  BOOST_CHECK_EQUAL(f.ret().data[0][5], 0xFFFFFFFEu);
  // Unaligned dword: bytes 0x11..0x14.
  f.addr64(0, kBuf + 0x11, 0);
  BOOST_REQUIRE(f.run("global_load_dword v2, v[0:1], off"));
  BOOST_CHECK_EQUAL(f.ret().data[0][9], 0x14131211u);
  // DWORDX3 at 0x10 via a negative offset: 0x20 - 16.
  f.addr64(0, kBuf + 0x20, 0);
  BOOST_REQUIRE(f.run("global_load_dwordx3 v[2:4], v[0:1], off offset:-16"));
  BOOST_CHECK_EQUAL(f.ret().count, 3u);
  BOOST_CHECK_EQUAL(f.ret().data[0][0], 0x13121110u);
  BOOST_CHECK_EQUAL(f.ret().data[1][0], 0x17161514u);
  BOOST_CHECK_EQUAL(f.ret().data[2][0], 0x1B1A1918u);
  BOOST_CHECK_EQUAL(f.wave.vgpr[4][63], 0x1B1A1918u);
  // The most negative offset, -4096.
  f.addr64(0, kBuf + 4096 + 0x40, 1);
  BOOST_REQUIRE(f.run("global_load_dwordx4 v[2:5], v[0:1], off offset:-4096"));
  BOOST_CHECK_EQUAL(f.ret().data[3][1], 0x504F4E4Du);  // lane 1: 0x1041 + 12
}

// SADDR: SGPR pair base + the 32-bit VGPR offset + the signed offset.
BOOST_AUTO_TEST_CASE(global_saddr_form) {
  Fixture f;
  f.wave.sgpr[4] = uint32_t(kBuf);
  f.wave.sgpr[5] = 0;
  f.set_exec(0xFFFFFFFFull);  // lanes 0..31: up to 0x1000 + 8 + 124 - 4
  for (unsigned l = 0; l < kWaveLanes; ++l) f.wave.vgpr[0][l] = 8 + 4 * l;
  BOOST_REQUIRE(f.run("global_load_dword v2, v0, s[4:5] offset:-4"));
  BOOST_CHECK_EQUAL(f.ret().data[0][0], 0x07060504u);  // 0x1000 + 8 - 4
  BOOST_CHECK_EQUAL(f.ret().data[0][1], 0x0B0A0908u);
  // The VGPR offset is unsigned: 0xFFFFFFFC is + 4 GiB - 4, not - 4.
  f.wave.sgpr[4] = 0;
  f.fill(0, 0xFFFFFFFCu);
  f.memory.map(0xFFFFFFFCull + 8, std::vector<uint8_t>{1, 2, 3, 4}, "high");
  BOOST_REQUIRE(f.run("global_load_dword v2, v0, s[4:5] offset:8"));
  BOOST_CHECK_EQUAL(f.ret().data[0][31], 0x04030201u);
}

BOOST_AUTO_TEST_CASE(d16_loads_keep_the_other_half) {
  Fixture f;
  f.addr64(0, kBuf + 0xFE, 0);
  f.fill(2, 0x1234ABCDu);
  BOOST_REQUIRE(f.run("global_load_short_d16_hi v2, v[0:1], off"));
  BOOST_CHECK_EQUAL(f.ret().data[0][3], 0xFFFEABCDu);
  f.fill(2, 0x1234ABCDu);
  BOOST_REQUIRE(f.run("global_load_short_d16 v2, v[0:1], off"));
  BOOST_CHECK_EQUAL(f.ret().data[0][3], 0x1234FFFEu);
  f.addr64(0, kBuf + 0x80, 0);
  f.fill(2, 0x1234ABCDu);
  BOOST_REQUIRE(f.run("global_load_sbyte_d16 v2, v[0:1], off"));
  BOOST_CHECK_EQUAL(f.ret().data[0][3], 0x1234FF80u);  // 0x80 sign-extended to 16 bits
  f.fill(2, 0x1234ABCDu);
  BOOST_REQUIRE(f.run("global_load_ubyte_d16_hi v2, v[0:1], off"));
  BOOST_CHECK_EQUAL(f.ret().data[0][3], 0x0080ABCDu);
}

BOOST_AUTO_TEST_CASE(stores_record_pieces_per_lane) {
  Fixture f;
  f.addr64(0, kBuf + 0x40, 2);  // lane l: 0x1040 + 2l
  f.fill(2, 0xAABBCCDDu);
  f.set_exec(0x5);  // lanes 0 and 2
  BOOST_REQUIRE(f.run("global_store_short_d16_hi v[0:1], v2, off"));
  BOOST_CHECK_EQUAL(f.mem32(kBuf + 0x40), 0x4342AABBu);  // 0xAABB at 0x1040
  BOOST_CHECK_EQUAL(f.mem32(kBuf + 0x44), 0x4746AABBu);  // lane 2 at 0x1044; lane 1's 0x1042 untouched
  BOOST_REQUIRE(f.step.commit.vmem);
  const VmemWrite& w = *f.step.commit.vmem;
  BOOST_CHECK(w.kind == MemOpKind::Store && !w.returns);
  BOOST_REQUIRE_EQUAL(w.pieces.size(), 2u);
  BOOST_CHECK_EQUAL(w.pieces[1].lane, 2u);
  BOOST_CHECK_EQUAL(w.pieces[1].addr, kBuf + 0x44);
  BOOST_CHECK_EQUAL(w.pieces[1].bytes, 2u);
  BOOST_CHECK_EQUAL(w.pieces[1].data[0], 0xBBu);
  BOOST_CHECK_EQUAL(w.pieces[1].data[1], 0xAAu);
  BOOST_CHECK(!f.step.writeback);
  f.set_exec(0x1);
  BOOST_REQUIRE(f.run("global_store_byte_d16_hi v[0:1], v2, off offset:1"));
  BOOST_CHECK_EQUAL(f.mem32(kBuf + 0x40), 0x4342BBBBu);  // byte 0x1041 = DATA[23:16] = 0xBB
  f.fill(2, 0x11111111u);
  f.fill(3, 0x22222222u);
  BOOST_REQUIRE(f.run("global_store_dwordx2 v[0:1], v[2:3], off offset:8"));
  BOOST_CHECK_EQUAL(f.mem32(kBuf + 0x48), 0x11111111u);
  BOOST_CHECK_EQUAL(f.mem32(kBuf + 0x4C), 0x22222222u);
  BOOST_CHECK_EQUAL(f.step.commit.vmem->pieces.at(0).bytes, 8u);
}

BOOST_AUTO_TEST_CASE(atomics_return_the_pre_op_value_with_glc) {
  Fixture f;
  f.addr64(0, kBuf + 0x80, 4);
  f.set_exec(0x1);
  f.put32(kBuf + 0x80, 5);
  f.fill(3, 3);
  BOOST_REQUIRE(f.run("global_atomic_add v2, v[0:1], v3, off glc"));
  BOOST_CHECK_EQUAL(f.mem32(kBuf + 0x80), 8u);
  BOOST_CHECK_EQUAL(f.ret().data[0][0], 5u);
  BOOST_CHECK(f.step.commit.vmem->kind == MemOpKind::AtomicAdd && f.step.commit.vmem->returns);
  BOOST_CHECK_EQUAL(f.step.commit.vmem->pieces.at(0).data[0], 3u);  // the operand
  // Without GLC nothing comes back.
  BOOST_REQUIRE(f.run("global_atomic_add v[0:1], v3, off"));
  BOOST_CHECK_EQUAL(f.mem32(kBuf + 0x80), 11u);
  BOOST_CHECK(!f.step.writeback && !f.step.commit.deferred);
  // CMPSWAP: src = DATA[0] (v3), cmp = DATA[1] (v4).
  f.fill(3, 0x99);
  f.fill(4, 11);
  BOOST_REQUIRE(f.run("global_atomic_cmpswap v2, v[0:1], v[3:4], off glc"));
  BOOST_CHECK_EQUAL(f.mem32(kBuf + 0x80), 0x99u);
  BOOST_CHECK_EQUAL(f.ret().data[0][0], 11u);
  BOOST_REQUIRE(f.run("global_atomic_cmpswap v2, v[0:1], v[3:4], off glc"));  // 0x99 != 11: kept
  BOOST_CHECK_EQUAL(f.mem32(kBuf + 0x80), 0x99u);
  BOOST_CHECK_EQUAL(f.ret().data[0][0], 0x99u);
  // INC: tmp >= DATA ? 0 : tmp + 1; DEC: (tmp == 0 || tmp > DATA) ? DATA : tmp - 1.
  f.put32(kBuf + 0x80, 7);
  f.fill(3, 7);
  BOOST_REQUIRE(f.run("global_atomic_inc v[0:1], v3, off"));
  BOOST_CHECK_EQUAL(f.mem32(kBuf + 0x80), 0u);
  f.fill(3, 9);
  BOOST_REQUIRE(f.run("global_atomic_dec v[0:1], v3, off"));
  BOOST_CHECK_EQUAL(f.mem32(kBuf + 0x80), 9u);
  f.put32(kBuf + 0x80, 10);
  BOOST_REQUIRE(f.run("global_atomic_dec v[0:1], v3, off"));
  BOOST_CHECK_EQUAL(f.mem32(kBuf + 0x80), 9u);
  // Signed and unsigned minimum of -1 and 1.
  f.put32(kBuf + 0x80, 0xFFFFFFFFu);
  f.fill(3, 1);
  BOOST_REQUIRE(f.run("global_atomic_smin v[0:1], v3, off"));
  BOOST_CHECK_EQUAL(f.mem32(kBuf + 0x80), 0xFFFFFFFFu);
  BOOST_REQUIRE(f.run("global_atomic_umin v[0:1], v3, off"));
  BOOST_CHECK_EQUAL(f.mem32(kBuf + 0x80), 1u);
  // 64-bit add carries into the high dword; CMPSWAP_X2 src = DATA[0:1], cmp = DATA[2:3].
  f.put32(kBuf + 0x80, 0xFFFFFFFFu);
  f.put32(kBuf + 0x84, 0);
  f.fill(3, 1);
  f.fill(4, 0);
  BOOST_REQUIRE(f.run("global_atomic_add_x2 v[6:7], v[0:1], v[3:4], off glc"));
  BOOST_CHECK_EQUAL(f.mem32(kBuf + 0x80), 0u);
  BOOST_CHECK_EQUAL(f.mem32(kBuf + 0x84), 1u);
  BOOST_CHECK_EQUAL(f.ret().data[0][0], 0xFFFFFFFFu);
  BOOST_CHECK_EQUAL(f.ret().data[1][0], 0u);
  f.fill(8, 0xA);
  f.fill(9, 0xB);
  f.fill(10, 0);
  f.fill(11, 1);
  BOOST_REQUIRE(f.run("global_atomic_cmpswap_x2 v[0:1], v[8:11], off"));
  BOOST_CHECK_EQUAL(f.mem32(kBuf + 0x80), 0xAu);
  BOOST_CHECK_EQUAL(f.mem32(kBuf + 0x84), 0xBu);
}

// Scratch: FLAT_SCRATCH + (offset & ~3) * 64 + 4 * lane + offset % 4, and the
// range [0, 64) of each lane.
BOOST_AUTO_TEST_CASE(scratch_swizzle_and_range) {
  Fixture f;
  f.fill(1, 8);
  for (unsigned l = 0; l < kWaveLanes; ++l) f.wave.vgpr[2][l] = 0x100 + l;
  BOOST_REQUIRE(f.run("scratch_store_dword v1, v2, off"));
  BOOST_CHECK_EQUAL(f.mem32(kScratch + 8 * 64 + 0), 0x100u);
  BOOST_CHECK_EQUAL(f.mem32(kScratch + 8 * 64 + 4 * 5), 0x105u);
  BOOST_CHECK_EQUAL(f.step.commit.vmem->pieces.size(), 64u);
  BOOST_CHECK_EQUAL(f.step.commit.vmem->pieces.at(63).addr, kScratch + 512 + 252);
  // Read back through the SGPR form: s4 = 4, offset:4.
  f.wave.sgpr[4] = 4;
  BOOST_REQUIRE(f.run("scratch_load_dword v3, off, s4 offset:4"));
  BOOST_CHECK_EQUAL(f.ret().data[0][5], 0x105u);
  // A dwordx2 at offset 4: two elements, 256 bytes apart.
  f.fill(1, 4);
  f.fill(2, 0xAAAA0000u);
  f.fill(3, 0xBBBB0000u);
  f.set_exec(1ull << 7);
  BOOST_REQUIRE(f.run("scratch_store_dwordx2 v1, v[2:3], off"));
  BOOST_CHECK_EQUAL(f.mem32(kScratch + 256 + 28), 0xAAAA0000u);
  BOOST_CHECK_EQUAL(f.mem32(kScratch + 512 + 28), 0xBBBB0000u);
  BOOST_REQUIRE_EQUAL(f.step.commit.vmem->pieces.size(), 2u);
  // Misaligned dword at offset 2: bytes 2-3 of element 0, bytes 0-1 of element 1.
  f.fill(1, 2);
  f.fill(2, 0x44332211u);
  BOOST_REQUIRE(f.run("scratch_store_dword v1, v2, off"));
  BOOST_CHECK_EQUAL(f.mem32(kScratch + 28) >> 16, 0x2211u);
  BOOST_CHECK_EQUAL(f.mem32(kScratch + 256 + 28) & 0xFFFF, 0x4433u);
  BOOST_REQUIRE_EQUAL(f.step.commit.vmem->pieces.size(), 2u);
  BOOST_CHECK_EQUAL(f.step.commit.vmem->pieces[0].addr, kScratch + 28 + 2);
  BOOST_CHECK_EQUAL(f.step.commit.vmem->pieces[1].addr, kScratch + 256 + 28);
  // Out of range: offset 60 + 8 bytes: the first dword (60..63) is written,
  // the second (64..67) dropped; a load of it returns 0 for that dword.
  f.fill(1, 60);
  f.fill(2, 0x5555u);
  f.fill(3, 0x6666u);
  BOOST_REQUIRE(f.run("scratch_store_dwordx2 v1, v[2:3], off"));
  BOOST_REQUIRE_EQUAL(f.step.commit.vmem->pieces.size(), 1u);
  BOOST_CHECK_EQUAL(f.mem32(kScratch + 15 * 256 + 28), 0x5555u);
  BOOST_REQUIRE(f.run("scratch_load_dwordx2 v[4:5], v1, off"));
  BOOST_CHECK_EQUAL(f.ret().data[0][7], 0x5555u);
  BOOST_CHECK_EQUAL(f.ret().data[1][7], 0u);
}

BOOST_AUTO_TEST_CASE(flat_reaches_each_aperture) {
  Fixture f;
  f.set_exec(0x3);
  // Shared aperture: LDS byte 0x10 + 4 * lane.
  f.addr64(0, kSharedApertureBase + 0x10, 4);
  f.fill(2, 0xC0FFEEu);
  BOOST_REQUIRE(f.run("flat_store_dword v[0:1], v2"));
  BOOST_CHECK_EQUAL(f.lds32(0x14), 0xC0FFEEu);
  BOOST_REQUIRE_EQUAL(f.step.commit.lds.size(), 1u);
  BOOST_CHECK_EQUAL(f.step.commit.lds[0].addr[1], 0x14u);
  BOOST_CHECK(!f.step.commit.vmem);
  BOOST_REQUIRE(f.run("flat_load_dword v3, v[0:1] offset:4"));  // LDS 0x14 / 0x18
  BOOST_CHECK_EQUAL(f.ret().data[0][0], 0xC0FFEEu);
  BOOST_CHECK_EQUAL(f.ret().data[0][1], 0u);
  // Private aperture: the lane's offset 8, swizzled as SCRATCH is.
  f.addr64(0, kPrivateApertureBase + 8, 0);
  BOOST_REQUIRE(f.run("flat_store_dword v[0:1], v2"));
  BOOST_CHECK_EQUAL(f.mem32(kScratch + 512 + 4), 0xC0FFEEu);
  // Anything else is global memory.
  f.addr64(0, kBuf + 0x20, 0);
  BOOST_REQUIRE(f.run("flat_load_dword v3, v[0:1] offset:4"));
  BOOST_CHECK_EQUAL(f.ret().data[0][1], 0x27262524u);
}

// FLAT into the shared aperture: the low 32 bits are an LDS byte address,
// bounded by the workgroup's allocation (1024 bytes here) piece by piece as
// DS accesses are (golden/ds.h); atomics follow the FLAT pseudo-code
// (CMPSWAP src = DATA[0], cmp = DATA[1], the reverse of DS_CMPST), lanes
// applied in lane order, the pre-op value returned with GLC.
BOOST_AUTO_TEST_CASE(flat_shared_aperture_atomics_range_and_extension) {
  Fixture f;
  // CMPSWAP: LDS[0x40] = 11; src 0x99, cmp 11 swaps and returns 11; again,
  // 0x99 != 11 keeps 0x99 and returns it.
  f.set_exec(0x1);
  f.addr64(0, kSharedApertureBase + 0x40, 0);
  f.lds.write_value(0x40, 4, 11, f.lds.size());
  f.fill(3, 0x99);
  f.fill(4, 11);
  BOOST_REQUIRE(f.run("flat_atomic_cmpswap v2, v[0:1], v[3:4] glc"));
  BOOST_CHECK_EQUAL(f.lds32(0x40), 0x99u);
  BOOST_CHECK_EQUAL(f.ret().data[0][0], 11u);
  BOOST_REQUIRE(f.run("flat_atomic_cmpswap v2, v[0:1], v[3:4] glc"));
  BOOST_CHECK_EQUAL(f.lds32(0x40), 0x99u);
  BOOST_CHECK_EQUAL(f.ret().data[0][0], 0x99u);
  BOOST_CHECK(!f.step.commit.vmem);  // no memory piece: the LDS is not memory

  // Four lanes add 3 to one dword holding 5, in lane order: 17 in the end,
  // each lane getting the value before its own add.
  f.set_exec(0xF);
  f.addr64(0, kSharedApertureBase + 0x80, 0);
  f.lds.write_value(0x80, 4, 5, f.lds.size());
  f.fill(3, 3);
  BOOST_REQUIRE(f.run("flat_atomic_add v2, v[0:1], v3 glc"));
  BOOST_CHECK_EQUAL(f.lds32(0x80), 17u);
  BOOST_CHECK_EQUAL(f.ret().data[0][0], 5u);
  BOOST_CHECK_EQUAL(f.ret().data[0][1], 8u);
  BOOST_CHECK_EQUAL(f.ret().data[0][2], 11u);
  BOOST_CHECK_EQUAL(f.ret().data[0][3], 14u);

  // 64-bit add carries into the high dword: {0xFFFFFFFF, 0} + 1.
  f.set_exec(0x1);
  f.addr64(0, kSharedApertureBase + 0x100, 0);
  f.lds.write_value(0x100, 8, 0xFFFFFFFFull, f.lds.size());
  f.fill(10, 1);
  f.fill(11, 0);
  BOOST_REQUIRE(f.run("flat_atomic_add_x2 v[12:13], v[0:1], v[10:11] glc"));
  BOOST_CHECK_EQUAL(f.lds32(0x100), 0u);
  BOOST_CHECK_EQUAL(f.lds32(0x104), 1u);
  BOOST_CHECK_EQUAL(f.ret().data[0][0], 0xFFFFFFFFu);
  BOOST_CHECK_EQUAL(f.ret().data[1][0], 0u);

  // The allocation's end: lane 0 stores two dwords at 1016, lane 1 at 1020,
  // whose second dword (1024..1027) lies outside and is dropped; lane 1's
  // first dword overwrites lane 0's second. Loading back, lane 1's second
  // dword reads 0.
  f.set_exec(0x3);
  f.addr64(0, kSharedApertureBase + 1016, 4);
  f.fill(4, 0x11111111u);
  f.fill(5, 0x22222222u);
  BOOST_REQUIRE(f.run("flat_store_dwordx2 v[0:1], v[4:5]"));
  BOOST_CHECK_EQUAL(f.lds32(1016), 0x11111111u);
  BOOST_CHECK_EQUAL(f.lds32(1020), 0x11111111u);
  BOOST_REQUIRE_EQUAL(f.step.commit.lds.size(), 1u);
  BOOST_CHECK_EQUAL(f.step.commit.lds[0].byte_mask[0], 0xFFu);
  BOOST_CHECK_EQUAL(f.step.commit.lds[0].byte_mask[1], 0x0Fu);
  BOOST_REQUIRE(f.run("flat_load_dwordx2 v[6:7], v[0:1]"));
  BOOST_CHECK_EQUAL(f.ret().data[0][0], 0x11111111u);
  BOOST_CHECK_EQUAL(f.ret().data[1][0], 0x11111111u);
  BOOST_CHECK_EQUAL(f.ret().data[0][1], 0x11111111u);
  BOOST_CHECK_EQUAL(f.ret().data[1][1], 0u);

  // A low dword at or past the allocation writes nothing and makes no record.
  f.set_exec(0x1);
  f.addr64(0, kSharedApertureBase + 0x10000, 0);
  BOOST_REQUIRE(f.run("flat_store_dword v[0:1], v4"));
  BOOST_CHECK(f.step.commit.lds.empty());

  // Sub-dword loads: the halfword 0xBEEF at 0x20 into VDST's high half (the
  // low half kept), and its low byte 0xEF sign-extended.
  f.addr64(0, kSharedApertureBase + 0x20, 0);
  f.lds.write_value(0x20, 2, 0xBEEF, f.lds.size());
  f.fill(8, 0x11223344u);
  BOOST_REQUIRE(f.run("flat_load_short_d16_hi v8, v[0:1]"));
  BOOST_CHECK_EQUAL(f.ret().data[0][0], 0xBEEF3344u);
  BOOST_REQUIRE(f.run("flat_load_sbyte v9, v[0:1]"));
  BOOST_CHECK_EQUAL(f.ret().data[0][0], 0xFFFFFFEFu);
}

// A global access no buffer maps is a memory fault naming lane and address,
// and nothing is written, not even by the lanes before it.
BOOST_AUTO_TEST_CASE(fault_names_lane_and_address_and_writes_nothing) {
  Fixture f;
  f.addr64(0, kBuf + 0xF0, 4);  // lane 4 reaches 0x1100, past the buffer
  f.fill(2, 0xDEADBEEFu);
  f.set_exec(0x1F);
  try {
    f.run("global_store_dword v[0:1], v2, off");
    BOOST_FAIL("no fault");
  } catch (const Illegal& e) {
    const std::string m = e.what();
    BOOST_CHECK_MESSAGE(m.find("lane 4") != std::string::npos && m.find("0x1100") != std::string::npos, m);
  }
  BOOST_CHECK_EQUAL(f.mem32(kBuf + 0xF0), 0xF3F2F1F0u);
  // The same program with lane 4 off runs.
  f.set_exec(0xF);
  BOOST_REQUIRE(f.run("global_store_dword v[0:1], v2, off"));
  BOOST_CHECK_EQUAL(f.mem32(kBuf + 0xFC), 0xDEADBEEFu);
  // LDS=1 is rejected by name.
  BOOST_CHECK_THROW(f.run("global_load_dword v[0:1], off lds"), Illegal);
}

// V# fields (Vega "Buffer Resource"): base [47:0], stride [61:48], swizzle
// [63], num_records [95:64], DFMT [114:111] (stride [17:14] with add_tid),
// element size 2 << [116:115], index stride 8 << [118:117], add_tid [119].
BOOST_AUTO_TEST_CASE(buffer_resource_fields_and_offsets) {
  const uint32_t w3 = (3u << 21) | (1u << 19) | (1u << 23) | (3u << 15);
  const uint32_t w[4] = {0x00001000u, 0x80100002u, 0x40u, w3};
  const BufferResource r = buffer_resource(w);
  BOOST_CHECK_EQUAL(r.base, 0x0002'0000'1000ull);
  BOOST_CHECK_EQUAL(r.stride, 0xC010u);  // 0x10 | 3 << 14
  BOOST_CHECK(r.swizzle && r.add_tid);
  BOOST_CHECK_EQUAL(r.num_records, 0x40u);
  BOOST_CHECK_EQUAL(r.element_size, 4u);
  BOOST_CHECK_EQUAL(r.index_stride, 64u);
  const uint32_t w_no_tid[4] = {0x00001000u, 0x80100002u, 0x40u, w3 & ~(1u << 23)};
  BOOST_CHECK_EQUAL(buffer_resource(w_no_tid).stride, 0x10u);
  // Swizzled, stride 8, element 4, index stride 16: index 17 = (1, 1),
  // offset 4 = (1, 0): (1 * 8 + 1 * 4) * 16 + 1 * 4 + 0 = 196; offset 6: 198.
  BufferResource s;
  s.swizzle = true;
  s.stride = 8;
  s.element_size = 4;
  s.index_stride = 16;
  BOOST_CHECK_EQUAL(buffer_offset(s, 17, 4), 196u);
  BOOST_CHECK_EQUAL(buffer_offset(s, 17, 6), 198u);
  BufferResource lin;
  lin.stride = 12;
  BOOST_CHECK_EQUAL(buffer_offset(lin, 3, 5), 41u);  // 3 * 12 + 5
  // Range-check kinds.
  BufferResource k;
  BOOST_CHECK(buffer_range(k, false) == BufferRange::Raw);
  BOOST_CHECK(!buffer_range(k, true));  // idxen with stride 0
  k.stride = 4;
  BOOST_CHECK(buffer_range(k, true) == BufferRange::Structured);
  k.add_tid = true;
  BOOST_CHECK(buffer_range(k, false) == BufferRange::Private);
  BOOST_CHECK(!buffer_range(k, true));
  k.add_tid = false;
  k.swizzle = true;
  BOOST_CHECK(!buffer_range(k, false));
}

// Raw buffer (no add_tid, swizzle or idxen): out of range iff
// inst_offset + vgpr_offset >= num_records (bytes), per dword component;
// the SGPR offset is added to the address, not to the checked offset.
BOOST_AUTO_TEST_CASE(buffer_raw_range_checks_and_soffset) {
  Fixture f;
  f.rsrc(4, uint32_t(kBuf), 0, 0x20, 0);
  f.ramp(0, 0, 4);
  BOOST_REQUIRE(f.run("buffer_load_dword v2, v0, s[4:7], 0 offen offset:4"));
  BOOST_CHECK_EQUAL(f.ret().reg, 2u);
  BOOST_CHECK_EQUAL(f.ret().lanes, ~0ull);
  BOOST_CHECK_EQUAL(f.ret().data[0][0], 0x07060504u);
  BOOST_CHECK_EQUAL(f.ret().data[0][6], 0x1F1E1D1Cu);  // offset 28
  BOOST_CHECK_EQUAL(f.ret().data[0][7], 0u);           // offset 32: out of range
  BOOST_CHECK_EQUAL(f.ret().data[0][63], 0u);
  BOOST_REQUIRE(f.run("buffer_load_dwordx2 v[2:3], v0, s[4:7], 0 offen offset:4"));
  BOOST_CHECK_EQUAL(f.ret().data[0][6], 0x1F1E1D1Cu);  // component 0 at 28
  BOOST_CHECK_EQUAL(f.ret().data[1][6], 0u);           // component 1 at 32
  BOOST_CHECK_EQUAL(f.ret().data[1][5], 0x1F1E1D1Cu);  // lane 5: 24 and 28, both in
  f.wave.sgpr[8] = 0x10;
  BOOST_REQUIRE(f.run("buffer_load_dword v2, off, s[4:7], s8 offset:28"));
  BOOST_CHECK_EQUAL(f.ret().data[0][9], 0x2F2E2D2Cu);  // 0x1000 + 0x10 + 28
  // Dword accesses ignore the two address LSBs; narrower ones do not.
  BOOST_REQUIRE(f.run("buffer_load_dword v2, off, s[4:7], 0 offset:5"));
  BOOST_CHECK_EQUAL(f.ret().data[0][0], 0x07060504u);
  BOOST_REQUIRE(f.run("buffer_load_ubyte v2, off, s[4:7], 0 offset:5"));
  BOOST_CHECK_EQUAL(f.ret().data[0][0], 0x05u);
  BOOST_REQUIRE(f.run("buffer_load_sshort v2, off, s[4:7], 0 offset:31"));  // 31 < 32: in range
  BOOST_CHECK_EQUAL(f.ret().data[0][0], 0x0000201Fu);
  // A store to an out-of-range lane is dropped.
  f.set_exec(0x3);
  f.ramp(0, 28, 4);  // lane 0 at 28, lane 1 at 32
  f.fill(3, 0xCAFEF00Du);
  BOOST_REQUIRE(f.run("buffer_store_dword v3, v0, s[4:7], 0 offen"));
  BOOST_CHECK_EQUAL(f.mem32(kBuf + 0x1C), 0xCAFEF00Du);
  BOOST_CHECK_EQUAL(f.mem32(kBuf + 0x20), 0x23222120u);
  BOOST_REQUIRE(f.step.commit.vmem);
  BOOST_REQUIRE_EQUAL(f.step.commit.vmem->pieces.size(), 1u);
  BOOST_CHECK_EQUAL(f.step.commit.vmem->pieces[0].lane, 0u);
  BOOST_CHECK_EQUAL(f.step.commit.vmem->pieces[0].addr, kBuf + 0x1C);
  // An all-zero V# is an unbound buffer: loads return 0.
  f.rsrc(4, 0, 0, 0, 0);
  BOOST_REQUIRE(f.run("buffer_load_dword v2, v0, s[4:7], 0 offen"));
  BOOST_CHECK_EQUAL(f.ret().data[0][0], 0u);
}

// Structured buffer (no add_tid, stride != 0, idxen): out of range iff
// index >= num_records (records); address base + index * stride + offset.
BOOST_AUTO_TEST_CASE(buffer_structured_index_and_offset) {
  Fixture f;
  f.rsrc(4, uint32_t(kBuf), 16u << 16, 4, 0);
  f.ramp(0, 0, 1);
  BOOST_REQUIRE(f.run("buffer_load_dword v2, v0, s[4:7], 0 idxen offset:8"));
  BOOST_CHECK_EQUAL(f.ret().data[0][1], 0x1B1A1918u);  // 0x1000 + 16 + 8
  BOOST_CHECK_EQUAL(f.ret().data[0][3], 0x3B3A3938u);  // 0x1000 + 48 + 8
  BOOST_CHECK_EQUAL(f.ret().data[0][4], 0u);           // index 4: out of range
  f.fill(1, 4);
  BOOST_REQUIRE(f.run("buffer_load_dword v2, v[0:1], s[4:7], 0 idxen offen"));
  BOOST_CHECK_EQUAL(f.ret().data[0][2], 0x27262524u);  // 0x1000 + 32 + 4
}

// The scratch V# clang-16 uses at -O0 (add_tid, swizzle, element size 4,
// index stride 64): offset o of lane l is at
// base + SGPR offset + (o / 4) * 256 + 4 * l + o % 4, the SCRATCH swizzle.
BOOST_AUTO_TEST_CASE(buffer_private_swizzle_is_the_scratch_swizzle) {
  Fixture f;
  const uint32_t w3 = (1u << 19) | (3u << 21) | (1u << 23);
  f.rsrc(0, uint32_t(kScratch), 0x80000000u, 0xFFFFFFFFu, w3);
  f.wave.sgpr[33] = 0;
  f.ramp(2, 0x100, 1);
  BOOST_REQUIRE(f.run("buffer_store_dword v2, off, s[0:3], s33 offset:12"));
  BOOST_CHECK_EQUAL(f.mem32(kScratch + 768), 0x100u);
  BOOST_CHECK_EQUAL(f.mem32(kScratch + 768 + 252), 0x13Fu);  // lane 63
  BOOST_CHECK_EQUAL(f.step.commit.vmem->pieces.size(), 64u);
  // Per-lane offsets, written by MUBUF and read back by SCRATCH.
  for (unsigned l = 0; l < kWaveLanes; ++l) f.wave.vgpr[4][l] = 16 + 4 * (l & 3);
  f.ramp(3, 0x200, 1);
  BOOST_REQUIRE(f.run("buffer_store_dword v3, v4, s[0:3], 0 offen"));
  BOOST_CHECK_EQUAL(f.mem32(kScratch + 5 * 256 + 20), 0x205u);  // lane 5: o = 20
  BOOST_REQUIRE(f.run("scratch_load_dword v6, v4, off"));
  BOOST_CHECK_EQUAL(f.ret().data[0][5], 0x205u);
  BOOST_CHECK_EQUAL(f.ret().data[0][62], 0x200u + 62);
  // A dwordx2 is two components, 256 bytes apart.
  f.set_exec(0x1);
  f.fill(2, 0x11111111u);
  f.fill(3, 0x22222222u);
  BOOST_REQUIRE(f.run("buffer_store_dwordx2 v[2:3], off, s[0:3], 0 offset:8"));
  BOOST_REQUIRE_EQUAL(f.step.commit.vmem->pieces.size(), 2u);
  BOOST_CHECK_EQUAL(f.step.commit.vmem->pieces[0].addr, kScratch + 512);
  BOOST_CHECK_EQUAL(f.step.commit.vmem->pieces[1].addr, kScratch + 768);
  BOOST_CHECK_EQUAL(f.mem32(kScratch + 768), 0x22222222u);
  // The SGPR offset is added after the swizzle.
  f.set_exec(0x2);
  f.wave.sgpr[8] = 0x100;
  f.fill(2, 0x77u);
  BOOST_REQUIRE(f.run("buffer_store_dword v2, off, s[0:3], s8"));
  BOOST_CHECK_EQUAL(f.mem32(kScratch + 0x100 + 4), 0x77u);
}

BOOST_AUTO_TEST_CASE(buffer_atomics_return_into_vdata) {
  Fixture f;
  f.rsrc(4, uint32_t(kBuf), 0, 0x84, 0);
  f.set_exec(0x1);
  f.fill(0, 0x80);
  f.put32(kBuf + 0x80, 5);
  f.fill(2, 3);
  BOOST_REQUIRE(f.run("buffer_atomic_add v2, v0, s[4:7], 0 offen glc"));
  BOOST_CHECK_EQUAL(f.mem32(kBuf + 0x80), 8u);
  BOOST_CHECK_EQUAL(f.ret().reg, 2u);
  BOOST_CHECK_EQUAL(f.ret().data[0][0], 5u);
  // CMPSWAP: src = DATA[0] (v2), cmp = DATA[1] (v3).
  f.fill(2, 0x99);
  f.fill(3, 8);
  BOOST_REQUIRE(f.run("buffer_atomic_cmpswap v[2:3], v0, s[4:7], 0 offen glc"));
  BOOST_CHECK_EQUAL(f.mem32(kBuf + 0x80), 0x99u);
  BOOST_CHECK_EQUAL(f.ret().data[0][0], 8u);
  // Out of range (0x84 >= 0x84): dropped.
  f.fill(0, 0x84);
  f.fill(2, 1);
  BOOST_REQUIRE(f.run("buffer_atomic_add v2, v0, s[4:7], 0 offen"));
  BOOST_CHECK_EQUAL(f.mem32(kBuf + 0x84), 0x87868584u);
  BOOST_CHECK(!f.step.commit.vmem);
}

// A V# whose range check the text leaves undefined, and TFE, are rejected.
BOOST_AUTO_TEST_CASE(buffer_undefined_range_kind_and_tfe_are_rejected) {
  Fixture f;
  f.rsrc(4, uint32_t(kBuf), 0x80000000u, 0x20, 0);  // swizzle without add_tid or idxen
  try {
    f.run("buffer_load_dword v2, off, s[4:7], 0");
    BOOST_FAIL("no error");
  } catch (const Illegal& e) {
    const std::string m = e.what();
    BOOST_CHECK_MESSAGE(m.find("s[4:7]") != std::string::npos && m.find("range check") != std::string::npos, m);
  }
  f.rsrc(4, uint32_t(kBuf), 0, 0x20, 0);
  BOOST_CHECK_THROW(f.run("buffer_load_dword v[2:3], off, s[4:7], 0 tfe"), Illegal);
}
