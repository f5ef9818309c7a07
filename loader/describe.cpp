#include "describe.h"

#include <fmt/format.h>

namespace gcn::loader {
namespace {

std::string kernel_text(const Kernel& k) {
  const KernelDescriptor& d = k.kd;
  std::string s = fmt::format("kernel {}: entry {:#x}, descriptor {} at {:#x}\n", k.name, k.entry, k.symbol,
                              k.kd_address);
  s += fmt::format("  kernarg {} bytes (align {}), LDS {} bytes, scratch {} bytes per work-item\n",
                   k.kernarg_segment_size, k.kernarg_segment_align, d.group_segment_fixed_size,
                   d.private_segment_fixed_size);
  s += fmt::format("  allocates {} VGPRs, {} SGPRs (uses {} VGPRs, {} SGPRs); wavefront {}", d.vgprs(), d.sgprs(),
                   k.vgpr_count, k.sgpr_count, k.wavefront_size);
  if (k.max_flat_workgroup_size) s += fmt::format("; at most {} work-items per workgroup", k.max_flat_workgroup_size);
  if (k.reqd_workgroup_size)
    s += fmt::format("; workgroup size {}x{}x{} required", (*k.reqd_workgroup_size)[0], (*k.reqd_workgroup_size)[1],
                     (*k.reqd_workgroup_size)[2]);
  s += "\n  user SGPRs (" + std::to_string(d.user_sgpr_count()) + "):";
  for (unsigned u = 0; u < KernelDescriptor::kNumUserSgprKinds; ++u)
    if (d.user_sgpr(KernelDescriptor::UserSgpr(u))) s += std::string(" ") + kUserSgprKinds[u].name;
  s += "\n  system SGPRs:";
  for (unsigned dim = 0; dim < 3; ++dim)
    if (d.workgroup_id(dim)) s += fmt::format(" workgroup_id_{}", "xyz"[dim]);
  if (d.workgroup_info()) s += " workgroup_info";
  if (d.private_segment()) s += " private_segment_wave_offset";
  s += fmt::format("\n  workitem ID VGPRs: {}\n", std::string("xyz").substr(0, d.workitem_id_vgprs() + 1));
  s += fmt::format("  float mode: round {}/{} denorm {}/{} (32 / 16-64 bit), dx10_clamp {}, ieee {}\n",
                   d.float_round_mode_32(), d.float_round_mode_16_64(), d.float_denorm_mode_32(),
                   d.float_denorm_mode_16_64(), int(d.dx10_clamp()), int(d.ieee_mode()));
  for (size_t i = 0; i < k.args.size(); ++i) {
    const KernelArg& a = k.args[i];
    s += fmt::format("  arg {}: offset {} size {} {}", i, a.offset, a.size, a.value_kind);
    if (!a.address_space.empty()) s += " " + a.address_space;
    if (!a.type_name.empty()) s += " (" + a.type_name + ")";
    if (!a.name.empty()) s += " " + a.name;
    s += "\n";
  }
  return s;
}

nlohmann::json kernel_json(const Kernel& k) {
  const KernelDescriptor& d = k.kd;
  nlohmann::json user = nlohmann::json::object();
  for (unsigned u = 0; u < KernelDescriptor::kNumUserSgprKinds; ++u)
    user[kUserSgprKinds[u].name] = d.user_sgpr(KernelDescriptor::UserSgpr(u));
  nlohmann::json args = nlohmann::json::array();
  for (const KernelArg& a : k.args)
    args.push_back({{"name", a.name}, {"type_name", a.type_name}, {"offset", a.offset}, {"size", a.size},
                    {"value_kind", a.value_kind}, {"address_space", a.address_space}});
  return {
      {"name", k.name},
      {"symbol", k.symbol},
      {"kd_address", k.kd_address},
      {"entry", k.entry},
      {"metadata",
       {{"kernarg_segment_size", k.kernarg_segment_size},
        {"kernarg_segment_align", k.kernarg_segment_align},
        {"group_segment_fixed_size", k.group_segment_fixed_size},
        {"private_segment_fixed_size", k.private_segment_fixed_size},
        {"sgpr_count", k.sgpr_count},
        {"vgpr_count", k.vgpr_count},
        {"wavefront_size", k.wavefront_size},
        {"max_flat_workgroup_size", k.max_flat_workgroup_size}}},
      {"descriptor",
       {{"group_segment_fixed_size", d.group_segment_fixed_size},
        {"private_segment_fixed_size", d.private_segment_fixed_size},
        {"kernarg_size", d.kernarg_size},
        {"entry_byte_offset", d.entry_byte_offset},
        {"granulated_workitem_vgpr_count", d.rsrc1 & 0x3Fu},
        {"granulated_wavefront_sgpr_count", (d.rsrc1 >> 6) & 0xFu},
        {"vgprs", d.vgprs()},
        {"sgprs", d.sgprs()},
        {"float_round_mode_32", d.float_round_mode_32()},
        {"float_round_mode_16_64", d.float_round_mode_16_64()},
        {"float_denorm_mode_32", d.float_denorm_mode_32()},
        {"float_denorm_mode_16_64", d.float_denorm_mode_16_64()},
        {"dx10_clamp", d.dx10_clamp()},
        {"ieee_mode", d.ieee_mode()},
        {"private_segment_wavefront_offset", d.private_segment()},
        {"user_sgpr_count", d.user_sgpr_count()},
        {"workgroup_id_x", d.workgroup_id(0)},
        {"workgroup_id_y", d.workgroup_id(1)},
        {"workgroup_id_z", d.workgroup_id(2)},
        {"workgroup_info", d.workgroup_info()},
        {"workitem_id", d.workitem_id_vgprs()},
        {"user_sgpr", user}}},
      {"args", args},
  };
}

}  // namespace

nlohmann::json describe_json(const CodeObject& co) {
  nlohmann::json ks = nlohmann::json::array();
  for (const Kernel& k : co.kernels) ks.push_back(kernel_json(k));
  return {{"path", co.path}, {"version", co.version}, {"target", co.target}, {"kernels", ks}};
}

std::string describe(const CodeObject& co) {
  std::string s = fmt::format("code object {}: v{}, {}, {} kernel(s), image {:#x} bytes\n", co.path, co.version,
                              co.target, co.kernels.size(), co.image.size());
  for (const Kernel& k : co.kernels) s += kernel_text(k);
  return s;
}

}  // namespace gcn::loader
