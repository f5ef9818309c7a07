// Dispatch of one workgroup of a kernel as a Program (model/program.h): the
// kernel's code as text placed at its entry address, the code object's image
// and the launch's memory as data, and each wave's initial state as
// AMDGPUUsage "Initial Kernel Execution State" defines it for gfx900.
//
// A Program is self-contained, so a workgroup that fails in lockstep is saved
// as one text file that `cosim run` replays without the code object.
#pragma once

#include <array>
#include <cstdint>
#include <stdexcept>
#include <vector>

#include "code_object.h"
#include "memory.h"
#include "program.h"

namespace gcn::loader {

// A launch that cannot be dispatched (bad sizes, too many waves, ...).
struct DispatchError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Where a launch places things in the flat address space. Every address is
// below the shared and private apertures (model/apertures.h).
struct AddressMap {
  uint64_t image = 0x1'0000'0000ull;     // the code object's image at vaddr 0
  uint64_t dispatch_packet = 0x1'8000'0000ull;
  uint64_t kernarg = 0x1'8000'1000ull;
  uint64_t scratch = 0x2'0000'0000ull;   // private segment backing of the workgroup
  uint64_t buffers = 0x3'0000'0000ull;   // the launch's buffers, 64 KiB apart at least
};

struct Dispatch {
  std::array<uint32_t, 3> grid{64, 1, 1};   // work-items per dimension
  std::array<uint32_t, 3> block{64, 1, 1};  // work-items per workgroup per dimension
  AddressMap map;
  std::vector<uint8_t> kernarg;             // the kernarg segment as built (launch.h)
  std::vector<Region> memory;               // global memory the kernel sees (buffers)

  std::array<uint32_t, 3> workgroups() const;  // ceil(grid / block) per dimension
  unsigned dims() const;                        // 1, 2 or 3: the highest dimension with grid > 1
};

// Workgroups a launch may have. They run in batches: each batch is one
// Program whose workgroups the compute unit takes as they fit, several at
// once (;; cosim: workgroups), the next batch on the memory the last left.
constexpr uint64_t kMaxWorkgroups = 65536;
// A batch: at most this many workgroups, kMaxDispatchWaves waves and this
// much private backing (every wave of a batch has its own).
constexpr uint64_t kWorkgroupsPerBatch = 64;
constexpr uint64_t kMaxBatchPrivateBytes = 64ull << 20;
// Work-items per workgroup (AMDGPUUsage: a flat workgroup size of at most 1024).
constexpr uint32_t kMaxWorkgroupItems = 1024;
// Kernel code a workgroup's program may carry as text (256K dwords), and the
// kernarg segment a launch builds: bounds on what a damaged code object can
// make a launch allocate.
constexpr uint64_t kMaxKernelCodeBytes = 1ull << 20;
constexpr uint32_t kMaxKernargBytes = 64 * 1024;

// Checks sizes against the kernel (work-items per workgroup <= its maximum and
// a required size, waves <= `max_waves`, at most kMaxWorkgroups, the
// kernel's code, kernarg segment, LDS and private memory within the limits
// above); throws DispatchError.
void check_dispatch(const Kernel& k, const Dispatch& d, unsigned max_waves);

// The 64-byte AQL kernel dispatch packet (hsa_kernel_dispatch_packet_t) the
// dispatch pointer SGPRs point at.
std::vector<uint8_t> dispatch_packet(const Kernel& k, const Dispatch& d);

// Bytes of code a workgroup's program of kernel `k` carries: the kernel's
// function and the functions that follow it in the image (the ones it may
// call), or, without a symbol size, the image from the entry on (bounded by
// kMaxKernelCodeBytes). Building the program decodes, prints and
// re-assembles all of it.
uint64_t kernel_code_bytes(const CodeObject& co, const Kernel& k);

// Workgroup `wg` of the dispatch as a Program. Waves are numbered in
// work-item order (x fastest); the last one may be partial (EXEC).
Program workgroup_program(const CodeObject& co, const Kernel& k, const Dispatch& d, std::array<uint32_t, 3> wg);

// Workgroups a batch starting at linear workgroup `first` (x fastest) takes
// (at least one, while any is left).
uint64_t batch_size(const Kernel& k, const Dispatch& d, uint64_t first);
// Workgroups first .. first + count - 1 as one Program with a `workgroups`
// directive: their waves in order, each workgroup's as workgroup_program
// gives them, each wave with its own private backing. One workgroup is
// workgroup_program's program.
Program batch_program(const CodeObject& co, const Kernel& k, const Dispatch& d, uint64_t first, uint64_t count);

}  // namespace gcn::loader
