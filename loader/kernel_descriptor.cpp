// Kernel descriptor decoding (AMDGPUUsage, "Code Object V3 Kernel
// Descriptor": offsets 0 GROUP_SEGMENT_FIXED_SIZE, 4 PRIVATE_SEGMENT_FIXED_SIZE,
// 8 KERNARG_SIZE, 16 KERNEL_CODE_ENTRY_BYTE_OFFSET, 44 COMPUTE_PGM_RSRC3,
// 48 COMPUTE_PGM_RSRC1, 52 COMPUTE_PGM_RSRC2, 56 the ENABLE_SGPR_* bits).
#include "kernel_descriptor.h"

#include <fmt/format.h>

#include "le_bytes.h"

namespace gcn::loader {

unsigned KernelDescriptor::user_sgprs_enabled() const {
  unsigned n = 0;
  for (unsigned k = 0; k < kNumUserSgprKinds; ++k)
    if (user_sgpr(UserSgpr(k))) n += kUserSgprKinds[k].sgprs;
  return n;
}

KernelDescriptor decode_kernel_descriptor(const uint8_t* b) {
  KernelDescriptor kd;
  kd.group_segment_fixed_size = uint32_t(le_load(b + 0, 4));
  kd.private_segment_fixed_size = uint32_t(le_load(b + 4, 4));
  kd.kernarg_size = uint32_t(le_load(b + 8, 4));
  kd.entry_byte_offset = int64_t(le_load(b + 16, 8));
  kd.rsrc3 = uint32_t(le_load(b + 44, 4));
  kd.rsrc1 = uint32_t(le_load(b + 48, 4));
  kd.rsrc2 = uint32_t(le_load(b + 52, 4));
  kd.user_sgpr_enables = uint16_t(le_load(b + 56, 2));
  return kd;
}

std::string kernel_descriptor_problem(const KernelDescriptor& kd) {
  if (kd.wavefront_size32()) return "ENABLE_WAVEFRONT_SIZE32 is set (gfx900 runs wave64 only)";
  if (kd.trap_handler()) return "ENABLE_TRAP_HANDLER is set (no trap handler is modelled)";
  if (kd.workitem_id_vgprs() == 3) return "ENABLE_VGPR_WORKITEM_ID is 3 (SYSTEM_VGPR_WORKITEM_ID_UNDEFINED)";
  if (kd.rsrc3 != 0) return fmt::format("COMPUTE_PGM_RSRC3 is {:#x} (reserved, must be 0 on GFX9)", kd.rsrc3);
  if ((kd.user_sgpr_enables >> 7) & 7u)
    return fmt::format("reserved user SGPR enable bits 457:455 are set ({:#x})", kd.user_sgpr_enables);
  if (kd.user_sgpr_count() < kd.user_sgprs_enabled())
    return fmt::format("USER_SGPR_COUNT {} is less than the {} SGPRs the enabled user SGPRs take",
                       kd.user_sgpr_count(), kd.user_sgprs_enabled());
  return {};
}

}  // namespace gcn::loader
