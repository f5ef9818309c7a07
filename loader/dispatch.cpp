#include "dispatch.h"

#include <algorithm>

#include <fmt/format.h>

#include "asm.h"
#include "insn.h"
#include "le_bytes.h"
#include "vgpr_extent.h"
#include "wg_dispatch.h"

namespace gcn::loader {
namespace {

constexpr unsigned kLanes = 64;

// MODE as the descriptor's COMPUTE_PGM_RSRC1 float fields set it.
uint32_t mode_of(const KernelDescriptor& d) {
  return mode_value(d.float_round_mode_32(), d.float_round_mode_16_64(), d.float_denorm_mode_32(),
                    d.float_denorm_mode_16_64(), d.dx10_clamp(), d.ieee_mode());
}

// A run of code in the image, [begin, end), and the alignment (log2) its
// start has, which .p2align restores after the run before it.
struct CodeSpan {
  uint64_t begin = 0, end = 0;
  unsigned align = 0;
};

// The code a workgroup may run: the kernel's function, then each function
// (another kernel's too) that follows it in the image with nothing but
// alignment padding in between (clang places the functions a kernel calls
// after it, or after an earlier kernel that calls them too; -O0 code calls
// them through s_swappc_b64). Without a symbol size for the kernel: from the entry
// to the end of the image, up to the first word that does not decode.
std::vector<CodeSpan> code_spans(const CodeObject& co, const Kernel& k) {
  if (!k.code_bytes) return {{k.entry, std::min<uint64_t>(co.image.size(), k.entry + kMaxKernelCodeBytes), 0}};
  std::vector<CodeSpan> spans{{k.entry, std::min<uint64_t>(k.entry + k.code_bytes, co.image.size()), 0}};
  for (const Function& f : co.functions) {
    if (f.address < spans.back().end) continue;  // the kernel itself, or code before its end
    unsigned align = 0;
    while (align < 8 && f.address % (uint64_t(2) << align) == 0) ++align;
    if (f.size % 4 || f.address - spans.back().end >= (uint64_t(1) << align) ||
        f.address + f.size - k.entry > kMaxKernelCodeBytes)
      break;
    spans.push_back({f.address, f.address + f.size, align});
  }
  return spans;
}

// The kernel's code as assembly text (code_spans), decoded with our decoder
// and printed as llvm-mc prints it, so it re-assembles to the same words; the
// padding between functions comes back as .p2align (s_nop words, never run).
// The spans may hold code this kernel never runs (another kernel of the code
// object, placed between it and a function it calls): an instruction naming
// a VGPR beyond `vgprs`, the kernel's allocation, is kept as words, which
// the program's allocation check does not read (the kernel's own code fits
// its allocation, which clang sizes to it and its callees).
std::string code_text(const CodeObject& co, const Kernel& k, unsigned vgprs) {
  std::string text;
  for (const CodeSpan& span : code_spans(co, k)) {
    if (span.begin != k.entry) text += fmt::format("\t.p2align {}\n", span.align);
    std::vector<uint32_t> words;
    for (uint64_t a = span.begin; a + 4 <= span.end; a += 4)
      words.push_back(uint32_t(le_load(co.image.data() + a, 4)));
    for (size_t i = 0; i < words.size();) {
      Insn in;
      try {
        in = decode(words.data() + i, words.size() - i, i * 4);
      } catch (const DecodeError& e) {
        // Without a symbol size, the words after the last instruction are padding.
        if (!k.code_bytes) break;
        throw DispatchError(
            fmt::format("{}: kernel {}: code at {:#x}: {}", co.path, k.name, span.begin + 4 * i, e.what()));
      }
      // The words themselves when the text would re-assemble to others (an
      // inline-able value the compiler encoded as a literal, as a relocated
      // s_addc_u32 s17, s17, 0 is): addresses after it must not move.
      const unsigned n = in.size_dwords();
      const std::string insn = disassemble(in);
      std::vector<uint32_t> again;
      try {
        again = assemble(insn).words;
      } catch (const AsmError&) {
        // printed but not accepted back (llvm-mc rejects it too): kept as words
      }
      // Appended piece by piece: GCC 12's -Wrestrict misfires on "\t" + string at -O3.
      const bool fits = !executable(in.info()) || vgpr_extent(in) <= vgprs;
      if (fits && again.size() == n && std::equal(again.begin(), again.end(), words.begin() + i)) {
        text += '\t';
        text += insn;
      } else {
        text += "\t.long ";
        for (unsigned w = 0; w < n; ++w) text += fmt::format("{}{:#010x}", w ? ", " : "", words[i + w]);
        text += " ; ";
        text += insn;
      }
      text += '\n';
      i += n;
    }
  }
  return text;
}

}  // namespace

uint64_t kernel_code_bytes(const CodeObject& co, const Kernel& k) {
  uint64_t n = 0;
  for (const CodeSpan& span : code_spans(co, k)) n += span.end > span.begin ? span.end - span.begin : 0;
  return n;
}

std::array<uint32_t, 3> Dispatch::workgroups() const {
  std::array<uint32_t, 3> n{};
  for (unsigned i = 0; i < 3; ++i) n[i] = block[i] ? uint32_t((uint64_t(grid[i]) + block[i] - 1) / block[i]) : 0;
  return n;
}

unsigned Dispatch::dims() const { return grid[2] > 1 ? 3 : grid[1] > 1 ? 2 : 1; }

void check_dispatch(const Kernel& k, const Dispatch& d, unsigned max_waves) {
  uint64_t items = 1;
  for (unsigned i = 0; i < 3; ++i) {
    if (d.grid[i] == 0 || d.block[i] == 0)
      throw DispatchError(fmt::format("grid and workgroup sizes must be at least 1 (dimension {})", "xyz"[i]));
    if (d.block[i] > kMaxWorkgroupItems)
      throw DispatchError(fmt::format("workgroup size {} in dimension {} exceeds {}", d.block[i], "xyz"[i],
                                      kMaxWorkgroupItems));
    items *= d.block[i];
  }
  const uint32_t most = k.max_flat_workgroup_size ? k.max_flat_workgroup_size : kMaxWorkgroupItems;
  if (items > most)
    throw DispatchError(fmt::format("workgroup of {} work-items exceeds kernel {}'s maximum of {}", items, k.name, most));
  if (k.reqd_workgroup_size && *k.reqd_workgroup_size != d.block)
    throw DispatchError(fmt::format("kernel {} requires a workgroup of {}x{}x{}", k.name, (*k.reqd_workgroup_size)[0],
                                    (*k.reqd_workgroup_size)[1], (*k.reqd_workgroup_size)[2]));
  const auto wgs = d.workgroups();
  const uint64_t groups = uint64_t(wgs[0]) * wgs[1] * wgs[2];
  if (groups > kMaxWorkgroups)
    throw DispatchError(fmt::format("the grid has {} workgroups; a launch runs at most {}", groups, kMaxWorkgroups));
  const uint64_t waves = (items + kLanes - 1) / kLanes;
  if (waves > max_waves)
    throw DispatchError(fmt::format("workgroup of {} work-items needs {} waves; at most {} run together", items, waves,
                                    max_waves));
  if (k.code_bytes > kMaxKernelCodeBytes)
    throw DispatchError(fmt::format("kernel {}: {} bytes of code exceed the {} a launch takes", k.name, k.code_bytes,
                                    kMaxKernelCodeBytes));
  if (k.kernarg_segment_size > kMaxKernargBytes)
    throw DispatchError(fmt::format("kernel {}: a kernarg segment of {} bytes exceeds the {} a launch builds", k.name,
                                    k.kernarg_segment_size, kMaxKernargBytes));
  if (k.private_segment_fixed_size > kMaxScratchLaneBytes)
    throw DispatchError(fmt::format("kernel {}: {} bytes of private memory per work-item exceed the {} a launch gives",
                                    k.name, k.private_segment_fixed_size, kMaxScratchLaneBytes));
  if (k.group_segment_fixed_size > kMaxLdsBytes)
    throw DispatchError(fmt::format("kernel {} needs {} bytes of LDS; a workgroup has at most {}", k.name,
                                    k.group_segment_fixed_size, kMaxLdsBytes));
}

// hsa_kernel_dispatch_packet_t (HSA runtime; the layout AMDGPUUsage's
// dispatch pointer refers to): header, setup (dimensions), workgroup size
// x/y/z (u16), grid size x/y/z (u32), private and group segment sizes,
// kernel object (the descriptor's address) and kernarg address.
std::vector<uint8_t> dispatch_packet(const Kernel& k, const Dispatch& d) {
  std::vector<uint8_t> p(64, 0);
  le_store(p, 0, 2, 2);  // HSA_PACKET_TYPE_KERNEL_DISPATCH
  le_store(p, 2, d.dims(), 2);
  for (unsigned i = 0; i < 3; ++i) le_store(p, 4 + 2 * i, d.block[i], 2);
  for (unsigned i = 0; i < 3; ++i) le_store(p, 12 + 4 * i, d.grid[i], 4);
  le_store(p, 24, k.private_segment_fixed_size, 4);
  le_store(p, 28, k.group_segment_fixed_size, 4);
  le_store(p, 32, d.map.image + k.kd_address, 8);
  le_store(p, 40, d.map.kernarg, 8);
  return p;
}

namespace {

// Private memory per work-item (rounded to dwords) and per wave.
uint32_t private_lane_bytes(const Kernel& k) { return (k.private_segment_fixed_size + 3) / 4 * 4; }

// Everything of a dispatch's program but its waves: the code, the LDS
// allocation and the memory (without the private backing, which depends on
// the waves).
Program dispatch_base(const CodeObject& co, const Kernel& k, const Dispatch& d) {
  const KernelDescriptor& kd = k.kd;
  Program p;
  p.code_base = d.map.image + k.entry;
  p.num_vgprs = std::min(kd.vgprs(), kMaxVgprs);
  p.source = code_text(co, k, p.num_vgprs);
  // LDS is allocated in 512-byte blocks (Vega "LDS Allocation and Clamping"
  // granularity of the program's `lds` directive); at least one block.
  p.lds_bytes = std::max<uint32_t>((k.group_segment_fixed_size + kLdsGranule - 1) / kLdsGranule * kLdsGranule,
                                   kLdsGranule);

  // Memory: the image up to the code (descriptors, read-only data), the
  // dispatch packet, the kernarg segment and the buffers.
  p.buffers.push_back({d.map.image, std::vector<uint8_t>(co.image.begin(), co.image.begin() + long(k.entry)), "image"});
  p.buffers.push_back({d.map.dispatch_packet, dispatch_packet(k, d), "dispatch_packet"});
  std::vector<uint8_t> kernarg = d.kernarg;
  kernarg.resize(std::max<size_t>((kernarg.size() + 63) / 64 * 64, 64), 0);
  p.buffers.push_back({d.map.kernarg, std::move(kernarg), "kernarg"});
  p.scratch_lane_bytes = private_lane_bytes(k);
  p.num_waves = 0;
  return p;
}

// Appends workgroup `wg`'s waves to `p` (after p.num_waves waves already
// there: their private backing comes first) and returns how many.
unsigned append_workgroup(Program& p, const Kernel& k, const Dispatch& d, std::array<uint32_t, 3> wg) {
  const KernelDescriptor& kd = k.kd;

  // Work-items of this workgroup per dimension (the last one in a dimension
  // may be partial: AMDGPUUsage hidden_remainder_*).
  std::array<uint32_t, 3> size{};
  unsigned items = 1;
  for (unsigned i = 0; i < 3; ++i) {
    const uint32_t first = wg[i] * d.block[i];
    size[i] = std::min(d.block[i], d.grid[i] - first);
    items *= size[i];
  }
  const unsigned waves = (items + kLanes - 1) / kLanes;
  // Private memory: each lane owns private_segment_fixed_size bytes, a wave
  // 64 times that, swizzled per dword (docs/design.md, "Private memory");
  // every wave of the program has its own, in wave order.
  const uint32_t lane_bytes = private_lane_bytes(k);
  const uint64_t wave_bytes = uint64_t(lane_bytes) * kLanes;
  const unsigned first = p.num_waves;
  p.num_waves += waves;

  const uint32_t mode = mode_of(kd);
  p.sgpr_init.resize(p.num_waves);
  p.vgpr_init.resize(p.num_waves);
  p.scc_init.resize(p.num_waves, false);
  p.mode_init.resize(p.num_waves, mode);
  for (unsigned w = 0; w < waves; ++w) {
    auto& s = p.sgpr_init[first + w];
    unsigned r = 0;
    auto put64 = [&](uint64_t v) {
      s[r++] = uint32_t(v);
      s[r++] = uint32_t(v >> 32);
    };
    // User SGPRs in AMDGPUUsage "SGPR Register Set Up Order".
    if (kd.user_sgpr(KernelDescriptor::PrivateSegmentBuffer)) {
      // The scratch V#: base = private backing, swizzled, add_tid, element
      // size 4 ([116:115] = 1), index stride 64 ([118:117] = 3), no range
      // limit (num_records all ones); the wave's offset comes in SOFFSET.
      s[r++] = uint32_t(d.map.scratch);
      s[r++] = uint32_t(d.map.scratch >> 32) | 0x8000'0000u;
      s[r++] = 0xFFFF'FFFFu;
      s[r++] = (1u << 19) | (3u << 21) | (1u << 23);
    }
    if (kd.user_sgpr(KernelDescriptor::DispatchPtr)) put64(d.map.dispatch_packet);
    if (kd.user_sgpr(KernelDescriptor::QueuePtr)) put64(0);  // no amd_queue_t: reads through it fault
    if (kd.user_sgpr(KernelDescriptor::KernargSegmentPtr)) put64(d.map.kernarg);
    if (kd.user_sgpr(KernelDescriptor::DispatchId)) put64(0);
    if (kd.user_sgpr(KernelDescriptor::FlatScratchInit)) put64(d.map.scratch);
    if (kd.user_sgpr(KernelDescriptor::PrivateSegmentSize)) s[r++] = lane_bytes;
    // System SGPRs follow the USER_SGPR_COUNT user SGPRs.
    r = kd.user_sgpr_count();
    for (unsigned dim = 0; dim < 3; ++dim)
      if (kd.workgroup_id(dim)) s[r++] = wg[dim];
    // {first_wavefront, 14'b0, ordered_append_term[10:0], size_in_waves[5:0]}
    if (kd.workgroup_info()) s[r++] = (w == 0 ? 1u << 31 : 0u) | (waves & 0x3Fu);
    if (kd.private_segment()) s[r++] = uint32_t((first + w) * wave_bytes);
    if (r > 102)
      throw DispatchError(fmt::format("kernel {}: {} initial SGPRs do not fit in s0..s101", k.name, r));

    // Work-item IDs, one VGPR per enabled dimension (gfx900: unpacked).
    uint64_t exec = 0;
    VgprLanes id[3]{};
    for (unsigned lane = 0; lane < kLanes; ++lane) {
      const unsigned t = w * kLanes + lane;
      if (t >= items) continue;
      exec |= 1ull << lane;
      id[0][lane] = t % size[0];
      id[1][lane] = (t / size[0]) % size[1];
      id[2][lane] = t / (size[0] * size[1]);
    }
    s[sreg::EXEC_LO] = uint32_t(exec);
    s[sreg::EXEC_HI] = uint32_t(exec >> 32);
    for (unsigned dim = 0; dim < 3 && dim <= kd.workitem_id_vgprs() && dim < p.num_vgprs; ++dim)
      p.vgpr_init[first + w][dim] = id[dim];
  }
  return waves;
}

// The private backing of all of p's waves and the launch's buffers, after
// the waves are known.
void add_memory(Program& p, const Kernel& k, const Dispatch& d) {
  const uint64_t wave_bytes = uint64_t(private_lane_bytes(k)) * kLanes;
  if (wave_bytes) p.buffers.push_back({d.map.scratch, std::vector<uint8_t>(wave_bytes * p.num_waves, 0), "scratch"});
  for (const Region& r : d.memory) p.buffers.push_back(r);
}

std::array<uint32_t, 3> workgroup_at(const Dispatch& d, uint64_t linear) {
  const auto n = d.workgroups();
  return {uint32_t(linear % n[0]), uint32_t(linear / n[0] % n[1]), uint32_t(linear / (uint64_t(n[0]) * n[1]))};
}

}  // namespace

Program workgroup_program(const CodeObject& co, const Kernel& k, const Dispatch& d, std::array<uint32_t, 3> wg) {
  Program p = dispatch_base(co, k, d);
  p.name = fmt::format("{}-wg{}_{}_{}", k.name, wg[0], wg[1], wg[2]);
  append_workgroup(p, k, d, wg);
  add_memory(p, k, d);
  return p;
}

uint64_t batch_size(const Kernel& k, const Dispatch& d, uint64_t first) {
  const auto n = d.workgroups();
  const uint64_t total = uint64_t(n[0]) * n[1] * n[2];
  const uint64_t wave_bytes = uint64_t(private_lane_bytes(k)) * kLanes;
  uint64_t count = 0, waves = 0;
  while (first + count < total && count < kWorkgroupsPerBatch) {
    const std::array<uint32_t, 3> wg = workgroup_at(d, first + count);
    uint64_t items = 1;
    for (unsigned i = 0; i < 3; ++i) items *= std::min(d.block[i], d.grid[i] - wg[i] * d.block[i]);
    const uint64_t w = (items + kLanes - 1) / kLanes;
    if (count > 0 && (waves + w > kMaxDispatchWaves || (waves + w) * wave_bytes > kMaxBatchPrivateBytes)) break;
    waves += w;
    ++count;
  }
  return count;
}

Program batch_program(const CodeObject& co, const Kernel& k, const Dispatch& d, uint64_t first, uint64_t count) {
  if (count == 1) return workgroup_program(co, k, d, workgroup_at(d, first));
  Program p = dispatch_base(co, k, d);
  const std::array<uint32_t, 3> a = workgroup_at(d, first), b = workgroup_at(d, first + count - 1);
  p.name = fmt::format("{}-wg{}_{}_{}-to-{}_{}_{}", k.name, a[0], a[1], a[2], b[0], b[1], b[2]);
  for (uint64_t i = 0; i < count; ++i) p.workgroups.push_back(append_workgroup(p, k, d, workgroup_at(d, first + i)));
  add_memory(p, k, d);
  return p;
}

}  // namespace gcn::loader
