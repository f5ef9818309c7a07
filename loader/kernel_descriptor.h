// The 64-byte AMDHSA kernel descriptor (AMDGPUUsage, "Code Object V3 Kernel
// Descriptor" and the COMPUTE_PGM_RSRC1 / RSRC2 tables, GFX6-GFX9 rows) and
// the fields of it that set up a wave on gfx900.
#pragma once

#include <array>
#include <cstdint>
#include <string>

namespace gcn::loader {

struct KernelDescriptor {
  uint32_t group_segment_fixed_size = 0;    // bytes of LDS per workgroup
  uint32_t private_segment_fixed_size = 0;  // bytes of scratch per work-item
  uint32_t kernarg_size = 0;                // 0: unspecified
  int64_t entry_byte_offset = 0;            // from the descriptor to the entry
  uint32_t rsrc1 = 0, rsrc2 = 0, rsrc3 = 0;
  uint16_t user_sgpr_enables = 0;           // bits 448..463 (the ENABLE_SGPR_* bits)

  // COMPUTE_PGM_RSRC1.
  unsigned vgprs() const { return ((rsrc1 & 0x3Fu) + 1) * 4; }  // granule of 4
  // GFX9: the field is 2 * (ceil(sgprs / 16) - 1), so blocks of 16.
  unsigned sgprs() const { return (((rsrc1 >> 6) & 0xFu) / 2 + 1) * 16; }
  unsigned float_round_mode_32() const { return (rsrc1 >> 12) & 3u; }
  unsigned float_round_mode_16_64() const { return (rsrc1 >> 14) & 3u; }
  unsigned float_denorm_mode_32() const { return (rsrc1 >> 16) & 3u; }
  unsigned float_denorm_mode_16_64() const { return (rsrc1 >> 18) & 3u; }
  bool dx10_clamp() const { return (rsrc1 >> 21) & 1u; }
  bool ieee_mode() const { return (rsrc1 >> 23) & 1u; }
  // COMPUTE_PGM_RSRC2.
  bool private_segment() const { return rsrc2 & 1u; }
  unsigned user_sgpr_count() const { return (rsrc2 >> 1) & 0x1Fu; }
  bool trap_handler() const { return (rsrc2 >> 6) & 1u; }
  bool workgroup_id(unsigned dim) const { return (rsrc2 >> (7 + dim)) & 1u; }
  bool workgroup_info() const { return (rsrc2 >> 10) & 1u; }
  unsigned workitem_id_vgprs() const { return (rsrc2 >> 11) & 3u; }  // 0: X, 1: X Y, 2: X Y Z
  // The user SGPR enables, in the order the SGPRs are set up.
  enum UserSgpr : unsigned {
    PrivateSegmentBuffer = 0,  // 4 SGPRs
    DispatchPtr,               // 2
    QueuePtr,                  // 2
    KernargSegmentPtr,         // 2
    DispatchId,                // 2
    FlatScratchInit,           // 2
    PrivateSegmentSize,        // 1
    kNumUserSgprKinds
  };
  bool user_sgpr(UserSgpr k) const { return (user_sgpr_enables >> k) & 1u; }
  bool wavefront_size32() const { return (user_sgpr_enables >> 10) & 1u; }
  bool uses_dynamic_stack() const { return (user_sgpr_enables >> 11) & 1u; }
  // SGPRs the enabled user SGPRs take (sizes in kUserSgprKinds).
  unsigned user_sgprs_enabled() const;
};

// Each user SGPR kind's name (as `.amdhsa_user_sgpr_*` spells it, less the
// prefix) and how many SGPRs it takes, in UserSgpr order.
struct UserSgprKind {
  const char* name;
  unsigned sgprs;
};
constexpr std::array<UserSgprKind, KernelDescriptor::kNumUserSgprKinds> kUserSgprKinds = {{
    {"private_segment_buffer", 4},
    {"dispatch_ptr", 2},
    {"queue_ptr", 2},
    {"kernarg_segment_ptr", 2},
    {"dispatch_id", 2},
    {"flat_scratch_init", 2},
    {"private_segment_size", 1},
}};

// Decodes a descriptor from its 64 bytes (little-endian).
KernelDescriptor decode_kernel_descriptor(const uint8_t* bytes);

// What a gfx900 wave64 compute dispatch cannot honour: a reserved bit set,
// wave32, a trap handler, or USER_SGPR_COUNT smaller than the enabled user
// SGPRs. Empty when the descriptor is usable.
std::string kernel_descriptor_problem(const KernelDescriptor& kd);

}  // namespace gcn::loader
