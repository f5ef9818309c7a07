// Testbench memory behind the compute unit's fetch and scalar-data ports.
//
// Requests are performed on the memory the moment they are accepted, so the
// memory sees one in-order stream (commit order, as the RTL issues them);
// only the replies are delayed by a random latency and, for scalar data,
// possibly reordered. Randomness comes from one seeded generator, so a run
// is reproducible from its seed.
#pragma once

#include <array>
#include <cstdint>
#include <deque>
#include <random>
#include <string>
#include <vector>

#include "commit.h"
#include "memory.h"

namespace gcn {

struct FetchReply {
  uint64_t due = 0;   // first cycle it may be delivered
  uint32_t data = 0;
  bool err = false;
};

struct DataRequest {
  unsigned tag = 0;
  unsigned kind = kMemKindLoad;  // MemOpKind numbering, or kMemKindLoad
  uint64_t addr = 0;
  unsigned count = 0;          // dwords
  uint16_t mask = 0;           // dword i performed
  bool is64 = false;           // 64-bit atomic
  std::array<uint32_t, 4> data{};
};

struct DataReply {
  uint64_t due = 0;
  uint64_t seq = 0;            // acceptance order, for in-order delivery
  unsigned tag = 0;
  std::array<uint32_t, 16> data{};
};

// Whether a vm_req of `kind` changes memory (a store or an atomic): the
// requests a commit record carries as pieces and a commit trace keeps.
constexpr bool vmem_kind_writes(unsigned kind) { return kind != kMemKindLoad && kind != kMemKindNone; }

// The fetch port's ready draws come from a generator seeded with the
// testbench seed xor this, in both testbenches.
constexpr uint64_t kFetchReadySeedSalt = 0x9E37'79B9'7F4A'7C15ull;

// A request port's ready for one cycle: accepted 7 cycles in 8, so that the
// design's request handshakes hold requests too (every port of both
// testbenches draws it this way).
template <typename Rng>
bool draw_request_ready(Rng& rng) {
  return std::uniform_int_distribution<int>(0, 7)(rng) != 0;
}

// One vector memory access of a lane (the RTL's vm_req port).
struct VmemRequest {
  unsigned wave = 0, lane = 0;
  unsigned kind = kMemKindLoad;  // MemOpKind numbering, kMemKindLoad, kMemKindNone
  uint64_t addr = 0;
  unsigned bytes = 0;          // access size: 1, 2, 4, 8, 12, 16
  std::array<uint8_t, 16> data{};  // store bytes / atomic operand (src, then cmp)
};

struct VmemReply {
  uint64_t due = 0;
  unsigned lane = 0;
  std::array<uint8_t, 16> data{};  // load bytes / atomic pre-op value
};

// The scalar-data reply to deliver at `now` among `replies` (index, or -1):
// with `reorder` the one due earliest (then the oldest), otherwise the
// oldest, and only once it is due.
int pick_data_reply(const std::vector<DataReply>& replies, uint64_t now, bool reorder);

// An atomic of MemOpKind `kind` on the 32- or 64-bit word at `addr`: writes
// the new value, returns the pre-op one (CMPSWAP: `src` if the word equals
// `cmp`; INC/DEC wrap at `src`, as the Vega text defines them).
uint64_t memory_atomic(Memory& mem, unsigned kind, uint64_t addr, bool is64, uint64_t src, uint64_t cmp);

class TbMemory {
 public:
  TbMemory(Memory memory, uint64_t seed, unsigned max_latency, bool reorder);

  // Fetch port. accept_fetch() at `now` schedules the reply of one dword.
  void accept_fetch(uint64_t now, uint64_t addr);
  // The reply to deliver at `now`, if one is due (in request order).
  const FetchReply* fetch_reply(uint64_t now) const;
  void pop_fetch();

  // Scalar-data port: performs the operation now, schedules the reply.
  void accept_data(uint64_t now, const DataRequest& req);
  // Index of the reply to deliver at `now`, or -1.
  int data_reply(uint64_t now) const;
  DataReply take_data(int index);

  // Random ready for the data request port (some back-pressure).
  bool data_ready();
  // Random ready for the fetch request port, from a stream of its own (the
  // other ports' draws do not move when fetch back-pressure changes).
  bool fetch_ready();

  // Vector memory port: performs the access now (an atomic atomically) and
  // schedules its reply; replies leave in request order (vector memory
  // returns in issue order), after a random latency, one in eight much
  // later so that scalar-memory and DS replies overtake it. An access no
  // region maps is a fault: recorded (vmem_faults), a load reads 0, a store
  // or atomic does nothing.
  void accept_vmem(uint64_t now, const VmemRequest& req);
  const VmemReply* vmem_reply(uint64_t now) const;
  void pop_vmem();
  bool vmem_ready();
  const std::vector<std::string>& vmem_faults() const { return vmem_faults_; }

  bool idle() const { return fetch_.empty() && data_.empty() && vmem_.empty(); }
  size_t pending_vmem() const { return vmem_.size(); }
  size_t pending_fetches() const { return fetch_.size(); }
  size_t pending_data() const { return data_.size(); }
  const Memory& memory() const { return mem_; }

 private:
  uint64_t latency();
  // Atomic on `bits`-wide memory: returns the pre-op value and writes the new one.
  uint64_t atomic(unsigned kind, uint64_t addr, bool is64, uint64_t src, uint64_t cmp);

  Memory mem_;
  std::mt19937_64 rng_;
  std::mt19937_64 fetch_rng_;
  unsigned max_latency_;
  bool reorder_;
  std::deque<FetchReply> fetch_;
  std::vector<DataReply> data_;
  uint64_t seq_ = 0;
  uint64_t last_data_due_ = 0;
  std::deque<VmemReply> vmem_;
  std::vector<std::string> vmem_faults_;
};

}  // namespace gcn
