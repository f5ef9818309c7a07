// Drives a Verilated VALU lane (gcn_int_lane, gcn_fp32_lane) one operation
// per cycle and checks what comes out, for the lane tests
// (test_rtl_valu_int.cpp, test_rtl_fp32.cpp, test_rtl_fp32_xcheck.cpp):
// reset, clocking, the queue of issued operations, and the check that each
// result leaves the lane exactly LATENCY cycles after it entered, with its
// tag, and equals the expected value.
//
// The test supplies Ports, which says how a job reaches the lane:
//   using Job, Want;                         Job has a uint8_t op member
//   static void drive(Top&, const Job&);     operand inputs (valid_i, tag_i are set here)
//   static void idle(Top&, uint64_t issued); inputs during a bubble
//   static Want expect(const Job&);          the reference result
//   static bool matches(const Top&, const Want&);
//   static std::string mismatch(const Top&, const Job&, const Want&);
#pragma once

#include <boost/test/unit_test.hpp>

#include <array>
#include <cstdint>
#include <deque>
#include <memory>
#include <string>

#include "verilated.h"

template <class Top, class Ports>
class LaneDriver {
 public:
  using Job = typename Ports::Job;
  using Want = typename Ports::Want;

  // latency: cycles from valid_i to valid_o; max_reported: mismatches
  // reported in full (all are counted).
  LaneDriver(unsigned latency, unsigned max_reported)
      : latency_(latency), max_reported_(max_reported), top_(std::make_unique<Top>(&ctx_)) {
    top_->rst_ni = 0;
    top_->valid_i = 0;
    tick();
    tick();
    top_->rst_ni = 1;
  }
  ~LaneDriver() { top_->final(); }
  LaneDriver(const LaneDriver&) = delete;
  LaneDriver& operator=(const LaneDriver&) = delete;

  // One cycle: presents j (or a bubble), then checks what comes out.
  void step(const Job* j) {
    if (j) {
      top_->valid_i = 1;
      Ports::drive(*top_, *j);
      top_->tag_i = uint8_t(issued_);
      pending_.push_back({*j, Ports::expect(*j), cycle_, issued_});
      ++issued_;
    } else {
      top_->valid_i = 0;
      Ports::idle(*top_, issued_);
    }
    tick();
    if (top_->valid_o) {
      if (pending_.empty()) {
        BOOST_ERROR("valid_o without a pending operation at cycle " << cycle_);
        return;
      }
      const Pending p = pending_.front();
      pending_.pop_front();
      ++checked_;
      ++per_op_[p.job.op];
      if (cycle_ - p.cycle != latency_ || top_->tag_o != uint8_t(p.seq)) {
        BOOST_ERROR("latency/tag: issued at " << p.cycle << " out at " << cycle_ << " tag "
                    << unsigned(top_->tag_o) << " want " << (p.seq & 0xFF));
      }
      if (!Ports::matches(*top_, p.want) && ++failures_ <= max_reported_)
        BOOST_ERROR(Ports::mismatch(*top_, p.job, p.want));
    } else if (!pending_.empty() && cycle_ - pending_.front().cycle >= latency_) {
      BOOST_ERROR("no valid_o for the operation issued at cycle " << pending_.front().cycle);
      pending_.pop_front();
    }
  }

  // Bubbles until every issued operation has come out.
  void drain() {
    for (unsigned i = 0; i < latency_ + 1; ++i) step(nullptr);
    BOOST_CHECK(pending_.empty());
  }

  uint64_t checked() const { return checked_; }
  uint64_t failures() const { return failures_; }
  uint64_t per_op(uint8_t op) const { return per_op_[op]; }

 private:
  struct Pending {
    Job job;
    Want want;
    uint64_t cycle;
    uint64_t seq;
  };

  void tick() {
    top_->clk_i = 0;
    top_->eval();
    top_->clk_i = 1;
    top_->eval();
    ++cycle_;
  }

  const unsigned latency_;
  const unsigned max_reported_;
  VerilatedContext ctx_;
  std::unique_ptr<Top> top_;
  std::deque<Pending> pending_;
  uint64_t cycle_ = 0, issued_ = 0, checked_ = 0, failures_ = 0;
  std::array<uint64_t, 256> per_op_{};
};

// The FP32 lane's operand inputs from a job of the FP32 tests (fields op,
// denorm, ieee, dx10, src, abs, neg, omod, clamp), with VCC bit vcc.
template <class Top, class Job>
void drive_fp32_lane(Top& t, const Job& j, bool vcc) {
  t.op_i = j.op;
  t.vcc_i = vcc;
  t.mode_i = uint8_t((j.denorm & 3u) << 2 | unsigned(j.ieee) << 1 | unsigned(j.dx10));
  t.src0_i = j.src[0];
  t.src1_i = j.src[1];
  t.src2_i = j.src[2];
  t.abs_i = j.abs;
  t.neg_i = j.neg;
  t.omod_i = j.omod;
  t.clamp_i = j.clamp;
}
