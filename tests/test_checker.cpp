// The lockstep checker on its own: a scripted reference model and hand-made
// design records. Instruction words come from llvm-mc-16 -show-encoding.
#define BOOST_TEST_MODULE checker
#include <boost/test/unit_test.hpp>

#include <deque>
#include <map>
#include <string>

#include "checker.h"

using namespace gcn;

namespace {

constexpr uint64_t kCode = 0x100000000ull;

// s_add_u32 s0, s1, s2                [0x01,0x02,0x00,0x80]
CommitRecord add_u32(uint64_t order, unsigned wave, uint64_t pc, uint32_t result, bool carry) {
  CommitRecord c;
  c.order = order;
  c.wave = wave;
  c.pc = pc;
  c.next_pc = pc + 4;
  c.words = {0x80000201u, 0, 0};
  c.nwords = 1;
  SgprWrite w;
  w.reg = 0;
  w.count = 1;
  w.data[0] = result;
  c.sgpr.push_back(w);
  c.scc = carry;
  return c;
}

// s_load_dword s4, s[0:1], 0x0        [0x00,0x01,0x02,0xc0,0x00,0x00,0x00,0x00]
CommitRecord load_dword(uint64_t order, unsigned wave, uint64_t pc) {
  CommitRecord c;
  c.order = order;
  c.wave = wave;
  c.pc = pc;
  c.next_pc = pc + 8;
  c.words = {0xc0020100u, 0, 0};
  c.nwords = 2;
  c.deferred = true;
  return c;
}

// s_store_dword s4, s[0:1], 0x10      [0x00,0x01,0x42,0xc0,0x10,0x00,0x00,0x00]
CommitRecord store_dword(uint64_t order, unsigned wave, uint64_t pc, uint64_t addr,
                         uint32_t data) {
  CommitRecord c;
  c.order = order;
  c.wave = wave;
  c.pc = pc;
  c.next_pc = pc + 8;
  c.words = {0xc0420100u, 0x10, 0};
  c.nwords = 2;
  MemWrite m;
  m.kind = MemOpKind::Store;
  m.addr = addr;
  m.count = 1;
  m.dw_mask = 1;
  m.data[0] = data;
  c.mem = m;
  return c;
}

// s_endpgm                            [0x00,0x00,0x81,0xbf]
CommitRecord endpgm(uint64_t order, unsigned wave, uint64_t pc) {
  CommitRecord c;
  c.order = order;
  c.wave = wave;
  c.pc = pc;
  c.next_pc = pc;
  c.words = {0xbf810000u, 0, 0};
  c.nwords = 1;
  c.endpgm = true;
  return c;
}

WritebackRecord wb(uint64_t order, unsigned wave, unsigned reg, uint32_t value) {
  WritebackRecord w;
  w.order = order;
  w.wave = wave;
  w.sgpr.reg = static_cast<uint8_t>(reg);
  w.sgpr.count = 1;
  w.sgpr.data[0] = value;
  return w;
}

// Replays scripted steps in order; checks it is asked for the right wave/order.
class FakeRef : public RefModel {
 public:
  explicit FakeRef(unsigned waves) { final_.waves.resize(waves); }
  void script(RefStep s) { steps_.push_back(std::move(s)); }
  RefStep step(unsigned wave, uint64_t order) override {
    BOOST_REQUIRE(!steps_.empty());
    RefStep s = steps_.front();
    steps_.pop_front();
    BOOST_CHECK_EQUAL(s.commit.wave, wave);
    s.commit.order = order;
    if (s.writeback) s.writeback->order = order;
    if (s.commit.endpgm || s.commit.illegal) final_.waves[wave].ended = true;
    return s;
  }
  void forward(const WritebackRecord& w) override { forwarded.push_back(w); }
  ArchState state() const override { return final_; }
  bool wave_ended(unsigned wave) const override { return final_.waves.at(wave).ended; }

  ArchState final_;
  std::vector<WritebackRecord> forwarded;

 private:
  std::deque<RefStep> steps_;
};

RefStep plain(const CommitRecord& c) {
  RefStep s;
  s.commit = c;
  return s;
}

RefStep with_wb(const CommitRecord& c, unsigned reg, uint32_t value, bool forwarded = false) {
  RefStep s;
  s.commit = c;
  ExpectedWriteback e;
  e.order = c.order;
  e.wave = c.wave;
  e.sgpr.reg = static_cast<uint8_t>(reg);
  e.sgpr.count = 1;
  e.sgpr.data[0] = value;
  e.forwarded = forwarded;
  s.writeback = e;
  return s;
}

CheckerConfig config(unsigned waves) {
  CheckerConfig cfg;
  cfg.num_waves = waves;
  cfg.program_seed = 1234;
  cfg.tb_seed = 99;
  cfg.program_name = "unit";
  return cfg;
}

// The final design state matching the fake model's: every wave ended.
ArchState ended_state(const FakeRef& ref) {
  ArchState a = ref.state();
  for (auto& w : a.waves) w.ended = true;
  return a;
}

bool contains(const std::string& hay, const std::string& needle) {
  return hay.find(needle) != std::string::npos;
}

}  // namespace

BOOST_AUTO_TEST_CASE(identical_streams_pass) {
  FakeRef ref(2);
  std::vector<CommitRecord> stream = {
      add_u32(0, 0, kCode, 3, false),
      load_dword(1, 1, kCode),
      store_dword(2, 0, kCode + 4, 0x10010, 3),
      endpgm(3, 0, kCode + 12),
      endpgm(4, 1, kCode + 8),
  };
  ref.script(plain(stream[0]));
  ref.script(with_wb(stream[1], 4, 0xdeadbeef));
  ref.script(plain(stream[2]));
  ref.script(plain(stream[3]));
  ref.script(plain(stream[4]));
  Checker chk(ref, config(2));
  for (size_t i = 0; i < stream.size(); ++i) {
    BOOST_REQUIRE(chk.on_commit(stream[i]));
    if (i == 2) BOOST_REQUIRE(chk.on_writeback(wb(1, 1, 4, 0xdeadbeef)));
  }
  BOOST_CHECK(chk.finish(ended_state(ref)) == Checker::Status::Pass);
  BOOST_CHECK_EQUAL(chk.matched(), 5u);
  BOOST_CHECK_EQUAL(chk.writebacks(), 1u);
  BOOST_CHECK(contains(chk.summary(), "matched 5 instructions"));
}

BOOST_AUTO_TEST_CASE(sgpr_writes_compare_as_a_set) {
  FakeRef ref(1);
  CommitRecord e = add_u32(0, 0, kCode, 1, false);
  SgprWrite extra;
  extra.reg = 126;
  extra.count = 2;
  extra.data[0] = 0xffffffff;
  extra.data[1] = 0x1;
  e.sgpr.push_back(extra);
  CommitRecord a = e;
  std::swap(a.sgpr[0], a.sgpr[1]);  // same writes, other order
  ref.script(plain(e));
  ref.script(plain(endpgm(1, 0, kCode + 4)));
  Checker chk(ref, config(1));
  BOOST_CHECK(chk.on_commit(a));
  BOOST_CHECK(chk.on_commit(endpgm(1, 0, kCode + 4)));
  BOOST_CHECK(chk.finish(ended_state(ref)) == Checker::Status::Pass);
}

BOOST_AUTO_TEST_CASE(scc_difference_reported_at_first_divergence) {
  FakeRef ref(1);
  ref.script(plain(add_u32(0, 0, kCode, 5, false)));
  ref.script(plain(add_u32(1, 0, kCode + 4, 0, true)));
  ref.script(plain(add_u32(2, 0, kCode + 8, 7, true)));
  Checker chk(ref, config(1));
  BOOST_CHECK(chk.on_commit(add_u32(0, 0, kCode, 5, false)));
  BOOST_CHECK(!chk.on_commit(add_u32(1, 0, kCode + 4, 0, false)));  // carry dropped
  BOOST_CHECK(chk.status() == Checker::Status::Mismatch);
  // Later records are ignored: the report stays at the first divergence.
  BOOST_CHECK(!chk.on_commit(add_u32(2, 0, kCode + 8, 9, true)));
  BOOST_CHECK(contains(chk.summary(), "order 1"));
  BOOST_CHECK(contains(chk.summary(), "(scc)"));
  BOOST_CHECK(contains(chk.report(), "scc: expected 1, actual 0"));
  BOOST_CHECK(contains(chk.report(), "seed: 1234"));
  BOOST_CHECK(contains(chk.report(), "tb_seed: 99"));
  // The previous instruction is in the history.
  BOOST_CHECK(contains(chk.report(), "order      0"));
  BOOST_CHECK(!contains(chk.report(), "order 2"));
  BOOST_CHECK_EQUAL(chk.matched(), 1u);
  BOOST_CHECK(chk.finish(ended_state(ref)) == Checker::Status::Mismatch);
}

BOOST_AUTO_TEST_CASE(sgpr_data_difference_named) {
  FakeRef ref(1);
  ref.script(plain(add_u32(0, 0, kCode, 0x1234, false)));
  Checker chk(ref, config(1));
  BOOST_CHECK(!chk.on_commit(add_u32(0, 0, kCode, 0x1235, false)));
  BOOST_CHECK(chk.status() == Checker::Status::Mismatch);
  BOOST_CHECK(contains(chk.report(), "sgpr s0: expected 0x1234, actual 0x1235"));
  BOOST_CHECK(contains(chk.summary(), "wave 0 order 0 pc 0x100000000"));
}

BOOST_AUTO_TEST_CASE(missing_sgpr_write_named) {
  FakeRef ref(1);
  ref.script(plain(add_u32(0, 0, kCode, 0x1234, false)));
  CommitRecord a = add_u32(0, 0, kCode, 0x1234, false);
  a.sgpr.clear();
  Checker chk(ref, config(1));
  BOOST_CHECK(!chk.on_commit(a));
  BOOST_CHECK(contains(chk.report(), "sgpr write: expected s0=0x1234, actual none"));
}

BOOST_AUTO_TEST_CASE(mem_write_difference_named) {
  FakeRef ref(1);
  ref.script(plain(store_dword(0, 0, kCode, 0x10010, 0xabcd)));
  Checker chk(ref, config(1));
  BOOST_CHECK(!chk.on_commit(store_dword(0, 0, kCode, 0x10014, 0xabcd)));
  BOOST_CHECK(contains(chk.report(), "mem addr: expected 0x10010, actual 0x10014"));
  BOOST_CHECK(contains(chk.summary(), "mem addr"));

  FakeRef ref2(1);
  ref2.script(plain(store_dword(0, 0, kCode, 0x10010, 0xabcd)));
  Checker chk2(ref2, config(1));
  BOOST_CHECK(!chk2.on_commit(store_dword(0, 0, kCode, 0x10010, 0xabce)));
  BOOST_CHECK(contains(chk2.report(), "mem data[0]: expected 0xabcd, actual 0xabce"));
}

BOOST_AUTO_TEST_CASE(pc_difference_named) {
  FakeRef ref(1);
  ref.script(plain(add_u32(0, 0, kCode, 1, false)));
  ref.script(plain(add_u32(1, 0, kCode + 4, 1, false)));
  Checker chk(ref, config(1));
  BOOST_CHECK(chk.on_commit(add_u32(0, 0, kCode, 1, false)));
  CommitRecord a = add_u32(1, 0, kCode + 8, 1, false);
  BOOST_CHECK(!chk.on_commit(a));
  BOOST_CHECK(contains(chk.report(), "pc: expected 0x100000004, actual 0x100000008"));
  BOOST_CHECK(contains(chk.report(), "next_pc: expected 0x100000008, actual 0x10000000c"));
}

BOOST_AUTO_TEST_CASE(missing_writeback_reported) {
  FakeRef ref(1);
  ref.script(with_wb(load_dword(0, 0, kCode), 4, 0x55));
  ref.script(plain(endpgm(1, 0, kCode + 8)));
  Checker chk(ref, config(1));
  BOOST_CHECK(chk.on_commit(load_dword(0, 0, kCode)));
  BOOST_CHECK(chk.on_commit(endpgm(1, 0, kCode + 8)));
  BOOST_CHECK(chk.finish(ended_state(ref)) == Checker::Status::Mismatch);
  BOOST_CHECK(contains(chk.report(), "missing writeback: wave 0 order 0"));
}

BOOST_AUTO_TEST_CASE(writeback_data_difference_named) {
  FakeRef ref(1);
  ref.script(with_wb(load_dword(0, 0, kCode), 4, 0x55));
  Checker chk(ref, config(1));
  BOOST_CHECK(chk.on_commit(load_dword(0, 0, kCode)));
  BOOST_CHECK(!chk.on_writeback(wb(0, 0, 4, 0x56)));
  BOOST_CHECK(contains(chk.report(), "writeback s4: expected 0x55, actual 0x56"));
}

BOOST_AUTO_TEST_CASE(unexpected_writeback_reported) {
  FakeRef ref(1);
  ref.script(plain(add_u32(0, 0, kCode, 1, false)));
  Checker chk(ref, config(1));
  BOOST_CHECK(chk.on_commit(add_u32(0, 0, kCode, 1, false)));
  BOOST_CHECK(!chk.on_writeback(wb(0, 0, 4, 1)));
  BOOST_CHECK(contains(chk.summary(), "unexpected writeback"));
}

BOOST_AUTO_TEST_CASE(forwarded_writeback_goes_to_the_model) {
  FakeRef ref(1);
  // s_memtime s[6:7]                  [0x80,0x01,0x90,0xc0,0x00,0x00,0x00,0x00]
  CommitRecord t;
  t.pc = kCode;
  t.next_pc = kCode + 8;
  t.words = {0xc0900180u, 0, 0};
  t.nwords = 2;
  t.deferred = true;
  ref.script(with_wb(t, 6, 0, true));
  ref.script(plain(endpgm(1, 0, kCode + 8)));
  Checker chk(ref, config(1));
  BOOST_CHECK(chk.on_commit(t));
  BOOST_CHECK(chk.on_writeback(wb(0, 0, 6, 0x777)));  // any value: forwarded, not compared
  BOOST_CHECK(chk.on_commit(endpgm(1, 0, kCode + 8)));
  BOOST_REQUIRE_EQUAL(ref.forwarded.size(), 1u);
  BOOST_CHECK_EQUAL(ref.forwarded[0].sgpr.data[0], 0x777u);
  BOOST_CHECK(chk.finish(ended_state(ref)) == Checker::Status::Pass);
}

BOOST_AUTO_TEST_CASE(writeback_in_the_same_cycle_as_its_commit) {
  FakeRef ref(1);
  ref.script(with_wb(load_dword(0, 0, kCode), 4, 0x55));
  ref.script(plain(endpgm(1, 0, kCode + 8)));
  Checker chk(ref, config(1));
  BOOST_CHECK(chk.on_writeback(wb(0, 0, 4, 0x55)));  // held until its instruction is checked
  BOOST_CHECK(chk.on_commit(load_dword(0, 0, kCode)));
  BOOST_CHECK(chk.on_commit(endpgm(1, 0, kCode + 8)));
  BOOST_CHECK(chk.finish(ended_state(ref)) == Checker::Status::Pass);
  BOOST_CHECK_EQUAL(chk.writebacks(), 1u);
}

BOOST_AUTO_TEST_CASE(empty_stream_fails) {
  FakeRef ref(1);
  ref.final_.waves[0].ended = true;
  Checker chk(ref, config(1));
  BOOST_CHECK(chk.finish(ended_state(ref)) != Checker::Status::Pass);
  BOOST_CHECK(chk.failed());
  BOOST_CHECK(contains(chk.summary(), "no instruction"));
}

BOOST_AUTO_TEST_CASE(both_illegal_is_an_error_naming_the_instruction) {
  FakeRef ref(1);
  // s_cbranch_g_fork s[0:1], s[2:3] is unsupported: [0x00,0x02,0x80,0x94]
  CommitRecord c;
  c.pc = kCode;
  c.next_pc = kCode;
  c.words = {0x94800200u, 0, 0};
  c.nwords = 1;
  c.illegal = true;
  RefStep s = plain(c);
  s.error = "unsupported instruction S_CBRANCH_G_FORK";
  ref.script(s);
  Checker chk(ref, config(1));
  BOOST_CHECK(!chk.on_commit(c));
  BOOST_CHECK(chk.status() == Checker::Status::Error);
  BOOST_CHECK(contains(chk.summary(), "S_CBRANCH_G_FORK"));
}

BOOST_AUTO_TEST_CASE(one_sided_illegal_is_a_mismatch) {
  FakeRef ref(1);
  ref.script(plain(add_u32(0, 0, kCode, 1, false)));
  CommitRecord a = add_u32(0, 0, kCode, 1, false);
  a.illegal = true;
  Checker chk(ref, config(1));
  BOOST_CHECK(!chk.on_commit(a));
  BOOST_CHECK(chk.status() == Checker::Status::Mismatch);
  BOOST_CHECK(contains(chk.report(), "illegal: expected 0x0, actual 0x1"));
}

BOOST_AUTO_TEST_CASE(final_state_compared) {
  FakeRef ref(1);
  ref.script(plain(endpgm(0, 0, kCode)));
  Checker chk(ref, config(1));
  BOOST_CHECK(chk.on_commit(endpgm(0, 0, kCode)));
  ArchState a = ended_state(ref);
  a.waves[0].sgpr[106] = 0x10;  // vcc_lo
  BOOST_CHECK(chk.finish(a) == Checker::Status::Mismatch);
  BOOST_CHECK(contains(chk.report(), "vcc_lo: expected 0x0, actual 0x10"));
}

BOOST_AUTO_TEST_CASE(wave_not_ended_on_the_design) {
  FakeRef ref(2);
  ref.script(plain(endpgm(0, 0, kCode)));
  Checker chk(ref, config(2));
  BOOST_CHECK(chk.on_commit(endpgm(0, 0, kCode)));
  ArchState a = ref.state();
  a.waves[0].ended = true;
  BOOST_CHECK(chk.finish(a) == Checker::Status::Mismatch);
  BOOST_CHECK(contains(chk.report(), "wave 1 ended: expected 0, actual 0"));
}

BOOST_AUTO_TEST_CASE(order_gap_reported) {
  FakeRef ref(1);
  ref.script(plain(add_u32(0, 0, kCode, 1, false)));
  Checker chk(ref, config(1));
  BOOST_CHECK(chk.on_commit(add_u32(0, 0, kCode, 1, false)));
  BOOST_CHECK(!chk.on_commit(add_u32(2, 0, kCode + 4, 1, false)));
  BOOST_CHECK(contains(chk.report(), "order: expected 1, actual 2"));
}

namespace {

// v_add_u32_e32 v1, v2, v3            [0x02,0x07,0x02,0x68]
// Lane l of the expected result is 0x100 + l; `lanes` is the EXEC mask.
CommitRecord vadd(uint64_t order, uint64_t pc, uint64_t lanes) {
  CommitRecord c;
  c.order = order;
  c.wave = 0;
  c.pc = pc;
  c.next_pc = pc + 4;
  c.words = {0x68020702u, 0, 0};
  c.nwords = 1;
  c.exec_in = lanes;
  VgprWrite v;
  v.reg = 1;
  v.count = 1;
  v.lanes = lanes;
  for (unsigned l = 0; l < kWaveLanes; ++l)
    if (lanes >> l & 1) v.data[0][l] = 0x100 + l;
  c.vgpr.push_back(v);
  return c;
}

}  // namespace

BOOST_AUTO_TEST_CASE(vgpr_inactive_lanes_are_not_compared) {
  FakeRef ref(1);
  const uint64_t exec = 0x00000000'0000ff0full;
  ref.script(plain(vadd(0, kCode, exec)));
  ref.script(plain(endpgm(1, 0, kCode + 4)));
  CommitRecord a = vadd(0, kCode, exec);
  a.vgpr[0].data[0][4] = 0xdead;  // lane 4 is off in EXEC: garbage is allowed
  a.vgpr[0].data[0][63] = 0xbeef;
  Checker chk(ref, config(1));
  BOOST_CHECK(chk.on_commit(a));
  BOOST_CHECK(chk.on_commit(endpgm(1, 0, kCode + 4)));
  BOOST_CHECK(chk.finish(ended_state(ref)) == Checker::Status::Pass);
}

BOOST_AUTO_TEST_CASE(vgpr_lane_difference_names_first_lane_exec_and_floats) {
  FakeRef ref(1);
  const uint64_t exec = ~0ull;
  CommitRecord e = vadd(0, kCode, exec);
  e.vgpr[0].data[0][9] = 0x3f800000;  // 1.0
  ref.script(plain(e));
  CommitRecord a = e;
  a.vgpr[0].data[0][9] = 0x40000000;   // 2.0
  a.vgpr[0].data[0][40] = 0x7;         // a second wrong lane
  Checker chk(ref, config(1));
  BOOST_CHECK(!chk.on_commit(a));
  BOOST_CHECK(contains(chk.summary(), "v1 lane 9"));
  BOOST_CHECK(contains(chk.report(),
                       "v1 lane 9 (2 of 64 lanes differ, exec 0xffffffffffffffff): "
                       "expected 0x3f800000 (f32 1), actual 0x40000000 (f32 2)"));
}

BOOST_AUTO_TEST_CASE(vgpr_lane_mask_difference_named) {
  FakeRef ref(1);
  ref.script(plain(vadd(0, kCode, 0xffull)));
  Checker chk(ref, config(1));
  BOOST_CHECK(!chk.on_commit(vadd(0, kCode, 0x1ffull)));  // wrote a lane EXEC had off
  BOOST_CHECK(contains(chk.report(),
                       "v1 lanes: expected 0x00000000000000ff, actual 0x00000000000001ff"));
}

BOOST_AUTO_TEST_CASE(missing_vgpr_write_named) {
  FakeRef ref(1);
  ref.script(plain(vadd(0, kCode, 0x1ull)));
  CommitRecord a = vadd(0, kCode, 0x1ull);
  a.vgpr.clear();
  Checker chk(ref, config(1));
  BOOST_CHECK(!chk.on_commit(a));
  BOOST_CHECK(contains(chk.report(),
                       "vgpr write: expected v1 lanes 0x0000000000000001 [0]=0x100, actual none"));
}

BOOST_AUTO_TEST_CASE(final_vgprs_and_mode_compared) {
  FakeRef ref(1);
  ref.final_.waves[0].vgpr.assign(4, VgprLanes{});
  ref.script(plain(endpgm(0, 0, kCode)));
  Checker chk(ref, config(1));
  BOOST_CHECK(chk.on_commit(endpgm(0, 0, kCode)));
  ArchState a = ended_state(ref);
  a.waves[0].vgpr[3][63] = 0xbf800000;  // -1.0
  a.waves[0].mode = 0;
  BOOST_CHECK(chk.finish(a) == Checker::Status::Mismatch);
  BOOST_CHECK(contains(chk.report(), "final wave 0 v3 lane 63: expected 0x00000000 (f32 0), "
                                     "actual 0xbf800000 (f32 -1)"));
  BOOST_CHECK(contains(chk.report(), "final wave 0 mode: expected 0x3c0, actual 0x0"));

  FakeRef ref2(1);
  ref2.final_.waves[0].vgpr.assign(4, VgprLanes{});
  ref2.script(plain(endpgm(0, 0, kCode)));
  Checker chk2(ref2, config(1));
  BOOST_CHECK(chk2.on_commit(endpgm(0, 0, kCode)));
  ArchState b = ended_state(ref2);
  b.waves[0].vgpr.clear();  // a design without VGPRs
  BOOST_CHECK(chk2.finish(b) == Checker::Status::Mismatch);
  BOOST_CHECK(contains(chk2.report(), "final wave 0 VGPR count: expected 4, actual 0"));
}

// v_swap_b32 v1, v2 retires with two VGPR writes (D = v1 first, then S0 =
// v2): a wrong value in the second one is a mismatch naming v2, and a
// missing second write is named too.
BOOST_AUTO_TEST_CASE(swap_second_vgpr_write_compared) {
  auto swap = [](uint32_t v2_lane0) {
    CommitRecord c = vadd(0, kCode, 0x1ull);
    c.words = {0x7E02A302u, 0, 0};   // v_swap_b32 v1, v2 (llvm-mc-16 gfx900)
    VgprWrite s;
    s.reg = 2;
    s.count = 1;
    s.lanes = 0x1ull;
    s.data[0][0] = v2_lane0;
    c.vgpr.push_back(s);
    return c;
  };
  {
    FakeRef ref(1);
    ref.script(plain(swap(0x200)));
    Checker chk(ref, config(1));
    BOOST_CHECK(!chk.on_commit(swap(0x201)));
    BOOST_CHECK(contains(chk.report(), "v2 lane 0 (1 of 1 lanes differ"));
  }
  {
    FakeRef ref(1);
    ref.script(plain(swap(0x200)));
    CommitRecord a = swap(0x200);
    a.vgpr.pop_back();
    Checker chk(ref, config(1));
    BOOST_CHECK(!chk.on_commit(a));
    BOOST_CHECK(contains(chk.report(), "vgpr write: expected v2 lanes 0x0000000000000001 [0]=0x200, actual none"));
  }
  {
    FakeRef ref(1);
    ref.script(plain(swap(0x200)));
    Checker chk(ref, config(1));
    BOOST_CHECK(chk.on_commit(swap(0x200)));
  }
}

// ---- Barriers, LDS writes, DS return data, final LDS ----

namespace {

// s_barrier                           [0x00,0x00,0x8a,0xbf] (llvm-mc-16 gfx900)
CommitRecord barrier(uint64_t order, unsigned wave, uint64_t pc) {
  CommitRecord c;
  c.order = order;
  c.wave = wave;
  c.pc = pc;
  c.next_pc = pc + 4;
  c.words = {0xbf8a0000u, 0, 0};
  c.nwords = 1;
  return c;
}

// ds_write_b32 v1, v2 offset:16       [0x10,0x00,0x1a,0xd8,0x01,0x02,0x00,0x00]
// lane 0 and 1 active, each writing 4 bytes.
CommitRecord ds_write(uint64_t order, unsigned wave, uint64_t pc, uint32_t lane1_data,
                      uint16_t lane1_mask = 0xF, uint32_t lane1_addr = 0x24) {
  CommitRecord c;
  c.order = order;
  c.wave = wave;
  c.pc = pc;
  c.next_pc = pc + 8;
  c.words = {0xd81a0010u, 0x00000201u, 0};
  c.nwords = 2;
  c.exec_in = 0x3;
  LdsWrite w;
  w.slot = 0;
  w.bytes = 4;
  w.lanes = 0x3;
  w.addr[0] = 0x20;
  w.byte_mask[0] = 0xF;
  w.data[0][0] = 0x11223344;
  w.addr[1] = lane1_addr;
  w.byte_mask[1] = lane1_mask;
  w.data[0][1] = lane1_data;
  c.lds.push_back(w);
  return c;
}

// ds_read_b32 v3, v1                  [0x00,0x00,0x6c,0xd8,0x01,0x00,0x00,0x03]
CommitRecord ds_read(uint64_t order, unsigned wave, uint64_t pc) {
  CommitRecord c;
  c.order = order;
  c.wave = wave;
  c.pc = pc;
  c.next_pc = pc + 8;
  c.words = {0xd86c0000u, 0x03000001u, 0};
  c.nwords = 2;
  c.exec_in = 0x3;
  c.deferred = true;
  return c;
}

VgprWrite v3_lanes01(uint32_t lane0, uint32_t lane1) {
  VgprWrite v;
  v.reg = 3;
  v.count = 1;
  v.lanes = 0x3;
  v.data[0][0] = lane0;
  v.data[0][1] = lane1;
  return v;
}

RefStep with_vgpr_wb(const CommitRecord& c, const VgprWrite& v) {
  RefStep s;
  s.commit = c;
  ExpectedWriteback e;
  e.order = c.order;
  e.wave = c.wave;
  e.vgpr = v;
  s.writeback = e;
  return s;
}

WritebackRecord vgpr_wb(uint64_t order, unsigned wave, std::optional<VgprWrite> v) {
  WritebackRecord w;
  w.order = order;
  w.wave = wave;
  w.vgpr = v;
  return w;
}

}  // namespace

// Wave 0 retires an instruction after its first S_BARRIER while wave 1, still
// running, has retired none: the barrier did not hold wave 0 back.
BOOST_AUTO_TEST_CASE(barrier_violation_fails) {
  FakeRef ref(2);
  ref.script(plain(barrier(0, 0, kCode)));
  ref.script(plain(add_u32(1, 0, kCode + 4, 3, false)));
  Checker chk(ref, config(2));
  BOOST_CHECK(chk.on_commit(barrier(0, 0, kCode)));
  BOOST_CHECK(!chk.on_commit(add_u32(1, 0, kCode + 4, 3, false)));
  BOOST_CHECK(chk.status() == Checker::Status::Mismatch);
  BOOST_CHECK(contains(chk.summary(), "barrier violated"));
  BOOST_CHECK(contains(chk.report(), "wave 0 retired an instruction after its S_BARRIER #1"));
  BOOST_CHECK(contains(chk.report(), "wave 1 has not ended and retired only 0 S_BARRIERs"));
}

// The same with the second barrier: wave 1 is one barrier behind.
BOOST_AUTO_TEST_CASE(barrier_violation_second_barrier_fails) {
  FakeRef ref(2);
  std::vector<CommitRecord> s = {barrier(0, 0, kCode), barrier(1, 1, kCode),
                                 barrier(2, 0, kCode + 4), add_u32(3, 0, kCode + 8, 3, false)};
  for (const auto& c : s) ref.script(plain(c));
  Checker chk(ref, config(2));
  BOOST_CHECK(chk.on_commit(s[0]));
  BOOST_CHECK(chk.on_commit(s[1]));
  BOOST_CHECK(chk.on_commit(s[2]));
  BOOST_CHECK(!chk.on_commit(s[3]));
  BOOST_CHECK(contains(chk.report(), "S_BARRIER #2"));
  BOOST_CHECK(contains(chk.report(), "wave 1 has not ended and retired only 1 S_BARRIERs"));
}

// Legal interleavings: both waves reach the barrier before either goes on,
// and a wave that ended (S_ENDPGM) no longer holds the other back.
BOOST_AUTO_TEST_CASE(barrier_respected_passes) {
  {
    FakeRef ref(2);
    std::vector<CommitRecord> s = {barrier(0, 0, kCode),           add_u32(1, 1, kCode, 3, false),
                                   barrier(2, 1, kCode + 4),       add_u32(3, 0, kCode + 4, 3, false),
                                   endpgm(4, 1, kCode + 8),        endpgm(5, 0, kCode + 8)};
    for (const auto& c : s) ref.script(plain(c));
    Checker chk(ref, config(2));
    for (const auto& c : s) BOOST_CHECK(chk.on_commit(c));
    BOOST_CHECK(chk.finish(ended_state(ref)) == Checker::Status::Pass);
  }
  {
    FakeRef ref(3);
    std::vector<CommitRecord> s = {endpgm(0, 1, kCode),           barrier(1, 0, kCode),
                                   barrier(2, 2, kCode),          add_u32(3, 0, kCode + 4, 3, false),
                                   endpgm(4, 0, kCode + 8),       endpgm(5, 2, kCode + 4)};
    for (const auto& c : s) ref.script(plain(c));
    Checker chk(ref, config(3));
    for (const auto& c : s) BOOST_CHECK(chk.on_commit(c));
    BOOST_CHECK(chk.finish(ended_state(ref)) == Checker::Status::Pass);
  }
}

// LDS write records: bytes outside a lane's byte mask are don't-care; the
// address, the mask and the masked bytes are compared, naming the lane.
BOOST_AUTO_TEST_CASE(lds_writes_compared_under_byte_mask) {
  {
    // Lane 1 partly out of range (bytes 2,3 not written): its upper data
    // bytes may differ.
    FakeRef ref(1);
    ref.script(plain(ds_write(0, 0, kCode, 0x0000BEEF, 0x3)));
    Checker chk(ref, config(1));
    BOOST_CHECK(chk.on_commit(ds_write(0, 0, kCode, 0xDEADBEEF, 0x3)));
  }
  {
    FakeRef ref(1);
    ref.script(plain(ds_write(0, 0, kCode, 0xCAFEF00D)));
    Checker chk(ref, config(1));
    BOOST_CHECK(!chk.on_commit(ds_write(0, 0, kCode, 0xCAFEF00E)));
    BOOST_CHECK(contains(chk.report(), "lds write 0 (slot 0) lane 1 (1 of 2 lanes differ"));
    BOOST_CHECK(contains(chk.report(), "expected @0x24 mask 0xf data 0xcafef00d, actual @0x24 mask 0xf data 0xcafef00e"));
  }
  {
    FakeRef ref(1);
    ref.script(plain(ds_write(0, 0, kCode, 1)));
    Checker chk(ref, config(1));
    BOOST_CHECK(!chk.on_commit(ds_write(0, 0, kCode, 1, 0xF, 0x28)));  // wrong address
    BOOST_CHECK(contains(chk.report(), "lane 1"));
  }
  {
    FakeRef ref(1);
    ref.script(plain(ds_write(0, 0, kCode, 1)));
    Checker chk(ref, config(1));
    BOOST_CHECK(!chk.on_commit(ds_write(0, 0, kCode, 1, 0x7)));  // byte 3 dropped
    BOOST_CHECK(contains(chk.report(), "mask 0x7"));
  }
  {
    FakeRef ref(1);
    ref.script(plain(ds_write(0, 0, kCode, 1)));
    CommitRecord a = ds_write(0, 0, kCode, 1);
    a.lds.clear();
    Checker chk(ref, config(1));
    BOOST_CHECK(!chk.on_commit(a));
    BOOST_CHECK(contains(chk.report(), "lds write records: expected 0x1, actual 0x0"));
  }
}

// DS return data arrives as a writeback with VGPRs: compared lane by lane; a
// missing or unexpected VGPR part is a mismatch; nothing is forwarded.
BOOST_AUTO_TEST_CASE(ds_writeback_vgpr_compared) {
  {
    FakeRef ref(1);
    ref.script(with_vgpr_wb(ds_read(0, 0, kCode), v3_lanes01(5, 6)));
    ref.script(plain(endpgm(1, 0, kCode + 8)));
    Checker chk(ref, config(1));
    BOOST_CHECK(chk.on_commit(ds_read(0, 0, kCode)));
    BOOST_CHECK(chk.on_writeback(vgpr_wb(0, 0, v3_lanes01(5, 6))));
    BOOST_CHECK(chk.on_commit(endpgm(1, 0, kCode + 8)));
    BOOST_CHECK(chk.finish(ended_state(ref)) == Checker::Status::Pass);
    BOOST_CHECK(ref.forwarded.empty());
    BOOST_CHECK_EQUAL(chk.writebacks(), 1u);
  }
  {
    FakeRef ref(1);
    ref.script(with_vgpr_wb(ds_read(0, 0, kCode), v3_lanes01(5, 6)));
    Checker chk(ref, config(1));
    BOOST_CHECK(chk.on_commit(ds_read(0, 0, kCode)));
    BOOST_CHECK(!chk.on_writeback(vgpr_wb(0, 0, v3_lanes01(5, 7))));
    BOOST_CHECK(contains(chk.report(), "writeback v3 lane 1 (1 of 2 lanes differ"));
  }
  {
    FakeRef ref(1);
    ref.script(with_vgpr_wb(ds_read(0, 0, kCode), v3_lanes01(5, 6)));
    Checker chk(ref, config(1));
    BOOST_CHECK(chk.on_commit(ds_read(0, 0, kCode)));
    BOOST_CHECK(!chk.on_writeback(vgpr_wb(0, 0, std::nullopt)));
    BOOST_CHECK(contains(chk.report(), "writeback vgpr: expected v3 lanes 0x0000000000000003"));
    BOOST_CHECK(contains(chk.report(), "actual none"));
  }
  {
    // An SMEM load's writeback must not carry VGPRs.
    FakeRef ref(1);
    ref.script(with_wb(load_dword(0, 0, kCode), 4, 9));
    Checker chk(ref, config(1));
    BOOST_CHECK(chk.on_commit(load_dword(0, 0, kCode)));
    WritebackRecord w = wb(0, 0, 4, 9);
    w.vgpr = v3_lanes01(1, 2);
    BOOST_CHECK(!chk.on_writeback(w));
    BOOST_CHECK(contains(chk.report(), "writeback vgpr: expected none"));
  }
}

// End of run: the LDS contents are compared when both sides captured them.
BOOST_AUTO_TEST_CASE(final_lds_compared) {
  auto run = [](std::vector<uint8_t> exp, std::vector<uint8_t> act, std::string* report) {
    FakeRef ref(1);
    ref.script(plain(endpgm(0, 0, kCode)));
    ref.final_.lds = std::move(exp);
    Checker chk(ref, config(1));
    BOOST_CHECK(chk.on_commit(endpgm(0, 0, kCode)));
    ArchState a = ended_state(ref);
    a.lds = std::move(act);
    auto st = chk.finish(a);
    if (report) *report = chk.report();
    return st;
  };
  std::vector<uint8_t> lds(64, 0);
  BOOST_CHECK(run(lds, lds, nullptr) == Checker::Status::Pass);
  BOOST_CHECK(run(lds, {}, nullptr) == Checker::Status::Pass);  // design did not capture it
  std::vector<uint8_t> bad = lds;
  bad[0x15] = 0xAB;
  bad[0x30] = 1;
  std::string r;
  BOOST_CHECK(run(lds, bad, &r) == Checker::Status::Mismatch);
  BOOST_CHECK(contains(r, "final LDS: 2 bytes differ; first at dword 0x14: expected 0x00000000, actual 0x0000ab00"));
  BOOST_CHECK(run(lds, std::vector<uint8_t>(32, 0), &r) == Checker::Status::Mismatch);
  BOOST_CHECK(contains(r, "final LDS size: expected 64 bytes, actual 32 bytes"));
}

// global_store_dword v[0:1], v2, off  [0x00,0x80,0x70,0xdc,0x00,0x02,0x7f,0x00]
// with lanes 0 and 1: one piece per lane.
CommitRecord global_store(uint64_t order, uint64_t lane1_addr, uint8_t lane1_byte0) {
  CommitRecord c;
  c.order = order;
  c.pc = kCode;
  c.next_pc = kCode + 8;
  c.words = {0xdc708000u, 0x007f0200u, 0};
  c.nwords = 2;
  c.exec_in = 0x3;
  VmemWrite w;
  MemPiece p0;
  p0.lane = 0;
  p0.bytes = 4;
  p0.addr = 0x10000;
  p0.data = {0x44, 0x33, 0x22, 0x11};
  MemPiece p1 = p0;
  p1.lane = 1;
  p1.addr = lane1_addr;
  p1.data[0] = lane1_byte0;
  w.pieces = {p0, p1};
  c.vmem = w;
  return c;
}

// Vector memory writes: piece by piece; the report names the first differing
// piece's lane, address and data on both sides.
BOOST_AUTO_TEST_CASE(vmem_writes_compared_piece_by_piece) {
  {
    FakeRef ref(1);
    ref.script(plain(global_store(0, 0x10004, 0x55)));
    Checker chk(ref, config(1));
    BOOST_CHECK(chk.on_commit(global_store(0, 0x10004, 0x55)));
  }
  {
    FakeRef ref(1);
    ref.script(plain(global_store(0, 0x10004, 0x55)));
    Checker chk(ref, config(1));
    BOOST_CHECK(!chk.on_commit(global_store(0, 0x10008, 0x55)));
    BOOST_CHECK(contains(chk.report(), "vmem piece 1 (1 of 2 pieces differ)"));
    BOOST_CHECK(contains(chk.report(), "expected lane 1 @0x10004 b32 data 0x11223355, actual lane 1 @0x10008 b32 data 0x11223355"));
  }
  {
    FakeRef ref(1);
    ref.script(plain(global_store(0, 0x10004, 0x55)));
    CommitRecord a = global_store(0, 0x10004, 0x55);
    a.vmem->pieces.pop_back();
    Checker chk(ref, config(1));
    BOOST_CHECK(!chk.on_commit(a));
    BOOST_CHECK(contains(chk.report(), "actual none"));
  }
  {
    FakeRef ref(1);
    ref.script(plain(global_store(0, 0x10004, 0x55)));
    CommitRecord a = global_store(0, 0x10004, 0x55);
    a.vmem.reset();
    Checker chk(ref, config(1));
    BOOST_CHECK(!chk.on_commit(a));
    BOOST_CHECK(contains(chk.report(), "vmem write: expected vmem store 2 pieces"));
  }
}
