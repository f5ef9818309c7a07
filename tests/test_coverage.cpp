// Coverage bins, sampling and merging (tb/coverage.h) on hand-built records.
// Expected counts are worked out by hand from the records fed in.
#define BOOST_TEST_MODULE coverage
#include <boost/test/unit_test.hpp>

#include <stdexcept>

#include "coverage.h"
#include "insn.h"

using namespace gcn;

namespace {

// A commit record of `in` retired by `wave` at `pc`, falling through.
CommitRecord record(const Insn& in, uint64_t order, unsigned wave = 0, uint64_t pc = 0x100) {
  CommitRecord r;
  r.order = order;
  r.wave = wave;
  r.pc = pc;
  r.nwords = encode(in, r.words);
  r.next_pc = pc + 4ull * r.nwords;
  return r;
}

Insn sop2(Op op, uint8_t dst, uint8_t s0, uint8_t s1, std::optional<uint32_t> lit = std::nullopt) {
  Insn in;
  in.op = op;
  in.sdst = dst, in.ssrc0 = s0, in.ssrc1 = s1;
  if (lit) in.literal = *lit, in.has_literal = true;
  return in;
}

Insn smem(Op op, uint8_t sdata, uint8_t sbase_reg, uint32_t imm_offset, bool glc = false) {
  Insn in;
  in.op = op;
  in.sdst = sdata;
  in.sbase = sbase_reg / 2;
  in.imm = true;
  in.offset = imm_offset;
  in.glc = glc;
  return in;
}

unsigned supported_rows() {
  unsigned n = 0;
  for (unsigned i = 0; i < kNumOps; ++i) n += executable(info(static_cast<Op>(i)));
  return n;
}

}  // namespace

BOOST_AUTO_TEST_CASE(bins_come_from_the_table) {
  Coverage c;
  BOOST_TEST(c.instructions_total() == supported_rows());
  BOOST_TEST(c.instructions_hit() == 0u);
  BOOST_TEST(c.bins_hit() == 0u);
  BOOST_TEST(c.has_bin("s_add_u32"));
  BOOST_TEST(c.has_bin("s_add_u32.scc0"));
  BOOST_TEST(c.has_bin("s_add_u32.literal"));
  BOOST_TEST(!c.has_bin("s_mul_i32.scc0"));  // S_MUL_I32 does not write SCC
  BOOST_TEST(!c.has_bin("s_trap"));          // F_UNSUP rows have no bins
  BOOST_TEST(!c.has_bin("v_add_f16"));       // nor F_UNSUP vector rows (F16 math)
  BOOST_TEST(c.has_bin("v_add_u32"));        // executable vector rows have them
  BOOST_TEST(c.has_bin("s_cbranch_vccz.taken"));
  BOOST_TEST(!c.has_bin("s_branch.not_taken"));
  BOOST_TEST(c.has_bin("s_buffer_load_dword.out_of_range"));
  BOOST_TEST(!c.has_bin("s_load_dword.out_of_range"));
  BOOST_TEST(c.has_bin("s_atomic_add.no_glc"));
  BOOST_TEST(!c.has_bin("s_store_dword.glc"));
  BOOST_TEST(!c.has_bin("s_setpc_b64.inline"));
  BOOST_TEST(c.has_bin("cross.smem_reply_out_of_order_same_wave"));
  // Vector bins (when the table has supported vector rows).
  if (c.has_bin("v_add_co_u32")) {
    BOOST_TEST(c.has_bin("v_add_co_u32.carry1"));
    BOOST_TEST(c.has_bin("v_add_f32.fp_normal"));
    BOOST_TEST(!c.has_bin("v_cvt_i32_f32.fp_zero"));  // integer result
    BOOST_TEST(c.has_bin("v_cvt_f32_i32.fp_zero"));
    BOOST_TEST(c.has_bin("cross.exec_empty.VOPC"));
    BOOST_TEST(c.has_bin("cross.fp_nan.VOP3A"));
    BOOST_TEST(!c.has_bin("cross.fp_nan.VOPC"));
  }
  BOOST_CHECK_THROW(c.count("no_such_bin"), std::out_of_range);
}

BOOST_AUTO_TEST_CASE(alu_branch_and_operand_classes) {
  Coverage c;
  CommitRecord r = record(sop2(Op::S_ADD_U32, 0, 1, 133), 0);  // 133 = inline 5
  r.scc = true;
  c.on_commit(r);
  r = record(sop2(Op::S_ADD_U32, 0, 1, sreg::LITERAL, 0x12345678u), 1);
  r.scc = false;
  c.on_commit(r);
  BOOST_TEST(c.count("s_add_u32") == 2u);
  BOOST_TEST(c.count("s_add_u32.scc1") == 1u);
  BOOST_TEST(c.count("s_add_u32.scc0") == 1u);
  BOOST_TEST(c.count("s_add_u32.inline") == 1u);
  BOOST_TEST(c.count("s_add_u32.literal") == 1u);

  // s_cbranch_scc0 +3 dwords at 0x100: target 0x100 + 4 + 12 = 0x110.
  Insn br;
  br.op = Op::S_CBRANCH_SCC0;
  br.simm16 = 3;
  r = record(br, 2);
  r.next_pc = 0x110;
  c.on_commit(r);
  r = record(br, 3);  // falls through to 0x104
  c.on_commit(r);
  r = record(br, 4);
  c.on_commit(r);
  BOOST_TEST(c.count("s_cbranch_scc0") == 3u);
  BOOST_TEST(c.count("s_cbranch_scc0.taken") == 1u);
  BOOST_TEST(c.count("s_cbranch_scc0.not_taken") == 2u);

  // An illegal (rejected) record counts nothing.
  r = record(sop2(Op::S_ADD_U32, 0, 1, 2), 5);
  r.illegal = true;
  c.on_commit(r);
  BOOST_TEST(c.count("s_add_u32") == 2u);
  BOOST_TEST(c.instructions_hit() == 2u);
  BOOST_TEST(c.bins_hit() == 6u);  // scc0 scc1 inline literal taken not_taken
}

BOOST_AUTO_TEST_CASE(smem_addressing_range_and_glc) {
  // Wave 0: s[8:11] = V# base 0x1000, stride 4, num_records 16 bytes.
  ArchState init;
  init.waves.resize(1);
  init.waves[0].sgpr[8] = 0x1000;
  init.waves[0].sgpr[9] = 4u << 16;
  init.waves[0].sgpr[10] = 16;
  Coverage c;
  c.begin(init);
  // dwords at 8, 12: both < 16, in range.
  CommitRecord r = record(smem(Op::S_BUFFER_LOAD_DWORDX2, 0, 8, 8), 0);
  r.deferred = true;
  c.on_commit(r);
  // dwords at 12, 16: 16 >= 16, out of range.
  r = record(smem(Op::S_BUFFER_LOAD_DWORDX2, 2, 8, 12), 1);
  r.deferred = true;
  c.on_commit(r);
  // num_records becomes 32 (seen only through the stream), then offset 12 is in range.
  Insn mov;
  mov.op = Op::S_MOV_B32;
  mov.sdst = 10;
  mov.ssrc0 = 128 + 32;
  r = record(mov, 2);
  SgprWrite w;
  w.reg = 10, w.count = 1, w.data[0] = 32;
  r.sgpr.push_back(w);
  c.on_commit(r);
  r = record(smem(Op::S_BUFFER_LOAD_DWORDX2, 4, 8, 12), 3);
  r.deferred = true;
  c.on_commit(r);
  BOOST_TEST(c.count("s_buffer_load_dwordx2") == 3u);
  BOOST_TEST(c.count("s_buffer_load_dwordx2.out_of_range") == 1u);
  BOOST_TEST(c.count("s_buffer_load_dwordx2.offset_imm") == 3u);
  BOOST_TEST(c.count("s_buffer_load_dwordx2.offset_sgpr") == 0u);
  BOOST_TEST(c.count("s_mov_b32.inline") == 1u);

  // SGPR offset (IMM=0: OFFSET names s5) and IMM + SOFFSET.
  Insn a = smem(Op::S_ATOMIC_ADD, 0, 20, 5, true);
  a.imm = false;
  c.on_commit(record(a, 4));
  Insn b = smem(Op::S_ATOMIC_ADD, 0, 20, 16, false);
  b.soe = true;
  b.soffset = 6;
  c.on_commit(record(b, 5));
  BOOST_TEST(c.count("s_atomic_add") == 2u);
  BOOST_TEST(c.count("s_atomic_add.glc") == 1u);
  BOOST_TEST(c.count("s_atomic_add.no_glc") == 1u);
  BOOST_TEST(c.count("s_atomic_add.offset_sgpr") == 1u);
  BOOST_TEST(c.count("s_atomic_add.offset_imm_sgpr") == 1u);
  BOOST_TEST(c.count("s_atomic_add.offset_imm") == 0u);
}

BOOST_AUTO_TEST_CASE(out_of_order_replies) {
  Coverage c;
  auto deferred = [&](uint64_t order, unsigned wave) {
    CommitRecord r = record(smem(Op::S_LOAD_DWORD, 0, 0, 0), order, wave);
    r.deferred = true;
    c.on_commit(r);
  };
  auto reply = [&](uint64_t order, unsigned wave) {
    WritebackRecord wb;
    wb.order = order, wb.wave = wave;
    wb.sgpr.reg = 0, wb.sgpr.count = 1;
    c.on_writeback(wb);
  };
  deferred(10, 0);
  deferred(11, 0);
  deferred(12, 1);
  reply(11, 0);  // overtakes 10 of its own wave
  BOOST_TEST(c.count("cross.smem_reply_out_of_order_same_wave") == 1u);
  BOOST_TEST(c.count("cross.smem_reply_out_of_order_other_wave") == 0u);
  reply(12, 1);  // overtakes 10 of wave 0
  BOOST_TEST(c.count("cross.smem_reply_out_of_order_other_wave") == 1u);
  reply(10, 0);  // oldest: in order
  // A reply arriving before its commit (same cycle) is in order when nothing older waits.
  reply(13, 0);
  deferred(13, 0);
  deferred(14, 1);
  reply(14, 1);
  BOOST_TEST(c.count("cross.smem_reply_out_of_order_same_wave") == 1u);
  BOOST_TEST(c.count("cross.smem_reply_out_of_order_other_wave") == 1u);
}

BOOST_AUTO_TEST_CASE(merge_adds_bin_by_bin) {
  Coverage a, b;
  CommitRecord r = record(sop2(Op::S_ADD_U32, 0, 1, 2), 0);
  r.scc = true;
  a.on_commit(r);
  a.on_commit(r);
  b.on_commit(r);
  CommitRecord m = record(sop2(Op::S_MUL_I32, 0, 1, sreg::LITERAL, 0x1000u), 1);
  b.on_commit(m);

  // Through JSON, as the regression's workers hand it to the parent.
  Coverage merged;
  merged.merge(Coverage::from_json(a.to_json()));
  merged.merge(Coverage::from_json(b.to_json()));
  BOOST_TEST(merged.count("s_add_u32") == 3u);
  BOOST_TEST(merged.count("s_add_u32.scc1") == 3u);
  BOOST_TEST(merged.count("s_add_u32.scc0") == 0u);
  BOOST_TEST(merged.count("s_mul_i32") == 1u);
  BOOST_TEST(merged.count("s_mul_i32.literal") == 1u);
  BOOST_TEST(merged.instructions_hit() == 2u);
  BOOST_TEST(merged.bins_hit() == 2u);

  const auto j = merged.to_json();
  BOOST_TEST(j["summary"]["instructions_hit"].get<unsigned>() == 2u);
  BOOST_TEST(j["summary"]["instructions_total"].get<unsigned>() == supported_rows());
  BOOST_TEST(j["never_hit_instructions"].size() == supported_rows() - 2);
  BOOST_TEST(j["never_hit_bins"].size() == merged.bins_total() - 2);
  BOOST_TEST(merged.summary_line() ==
             "2/" + std::to_string(supported_rows()) + " instructions, 2/" +
                 std::to_string(merged.bins_total()) + " bins");

  // Merging into itself doubles.
  Coverage twice = merged;
  twice.merge(merged);
  BOOST_TEST(twice.count("s_add_u32") == 6u);
}

BOOST_AUTO_TEST_CASE(from_json_rejects_bad_documents) {
  nlohmann::json unknown = {{"instructions", {{{"name", "s_no_such_insn"}, {"retired", 1}}}},
                            {"bins", nlohmann::json::array()}};
  BOOST_CHECK_THROW(Coverage::from_json(unknown), std::runtime_error);
  nlohmann::json missing = {{"instructions", nlohmann::json::array()}};
  BOOST_CHECK_THROW(Coverage::from_json(missing), std::runtime_error);
  nlohmann::json negative = {{"instructions", {{{"name", "s_add_u32"}, {"retired", -1}}}},
                             {"bins", nlohmann::json::array()}};
  BOOST_CHECK_THROW(Coverage::from_json(negative), std::runtime_error);
  nlohmann::json good = {{"instructions", {{{"name", "s_add_u32"}, {"retired", 7}}}},
                         {"bins", {{{"name", "s_add_u32.scc0"}, {"count", 2}}}}};
  const Coverage c = Coverage::from_json(good);
  BOOST_TEST(c.count("s_add_u32") == 7u);
  BOOST_TEST(c.count("s_add_u32.scc0") == 2u);
}

// DS and workgroup bins, on hand-built records.
BOOST_AUTO_TEST_CASE(ds_and_barrier_bins) {
  Coverage c;
  Insn w;
  w.op = Op::DS_WRITE_B32;
  w.ds_addr = 1, w.ds_data0 = 2;
  // Lanes 0 and 1 at dwords 0 and 32 (both bank 0, different rows): a bank
  // conflict; lanes 0..2 active but lane 2 wrote nothing (out of range).
  CommitRecord r = record(w, 0);
  r.exec_in = 0x7;
  LdsWrite lw;
  lw.bytes = 4;
  lw.lanes = 0x3;
  lw.addr[0] = 0, lw.addr[1] = 128;
  lw.byte_mask[0] = lw.byte_mask[1] = 0xF;
  r.lds.push_back(lw);
  c.on_commit(r);
  BOOST_TEST(c.count("ds_write_b32") == 1u);
  BOOST_TEST(c.count("cross.ds_bank_conflict") == 1u);
  BOOST_TEST(c.count("cross.ds_out_of_range") == 1u);
  // Same bank, same dword (a broadcast), all in range: neither.
  r.order = 1;
  r.exec_in = 0x3;
  r.lds[0].addr[1] = 0;
  c.on_commit(r);
  BOOST_TEST(c.count("cross.ds_bank_conflict") == 1u);
  BOOST_TEST(c.count("cross.ds_out_of_range") == 1u);
  // A partly written lane (bytes 2, 3 past the limit) is out of range.
  r.order = 2;
  r.lds[0].byte_mask[1] = 0x3;
  c.on_commit(r);
  BOOST_TEST(c.count("cross.ds_out_of_range") == 2u);

  // A FLAT store's LDS write (a lane in the shared aperture) hits the FLAT
  // bin, not the DS ones; a lane written in part (bytes 4..7 of a dwordx2
  // past the limit) is out of range.
  Insn fs;
  fs.op = Op::FLAT_STORE_DWORDX2;
  CommitRecord f = record(fs, 3);
  f.exec_in = 0x3;
  LdsWrite fw;
  fw.bytes = 8;
  fw.lanes = 0x1;
  fw.byte_mask[0] = 0xFF;
  f.lds.push_back(fw);
  c.on_commit(f);
  BOOST_TEST(c.count("cross.flat_lds_write") == 1u);
  BOOST_TEST(c.count("cross.flat_lds_out_of_range") == 0u);
  BOOST_TEST(c.count("cross.ds_out_of_range") == 2u);
  f.order = 4;
  f.lds[0].byte_mask[0] = 0x0F;
  c.on_commit(f);
  BOOST_TEST(c.count("cross.flat_lds_write") == 2u);
  BOOST_TEST(c.count("cross.flat_lds_out_of_range") == 1u);

  // An LDS reply overtaking an older SMEM reply, and the other way round.
  Insn rd;
  rd.op = Op::DS_READ_B32;
  rd.ds_addr = 1, rd.vdst = 3;
  CommitRecord l = record(smem(Op::S_LOAD_DWORD, 0, 0, 0), 10);
  l.deferred = true;
  c.on_commit(l);
  CommitRecord d = record(rd, 11);
  d.deferred = true;
  c.on_commit(d);
  WritebackRecord dwb;
  dwb.order = 11;
  dwb.vgpr = VgprWrite{};
  c.on_writeback(dwb);
  BOOST_TEST(c.count("cross.lds_reply_overtook_smem") == 1u);
  WritebackRecord swb;
  swb.order = 10;
  swb.sgpr.count = 1;
  c.on_writeback(swb);
  d.order = 12;
  c.on_commit(d);
  l.order = 13;
  c.on_commit(l);
  swb.order = 13;
  c.on_writeback(swb);
  BOOST_TEST(c.count("cross.smem_reply_overtook_lds") == 1u);
  BOOST_TEST(c.count("cross.smem_reply_out_of_order_same_wave") == 0u);

  // S_BARRIER: counted once a second wave has retired one.
  Insn b;
  b.op = Op::S_BARRIER;
  c.on_commit(record(b, 20, 0));
  BOOST_TEST(c.count("s_barrier") == 1u);
  BOOST_TEST(c.count("cross.barrier_multi_wave") == 0u);
  c.on_commit(record(b, 21, 1));
  BOOST_TEST(c.count("cross.barrier_multi_wave") == 1u);
}
