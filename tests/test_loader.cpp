// The code object loader (loader/): facts about kernels/compiled/vector_add.cl
// worked by hand from its source and AMDGPUUsage (argument offsets and sizes
// by the OpenCL ABI, the LDS size of its __local array, the SGPRs it must ask
// for), descriptor decoding on a descriptor built by hand from the "Kernel
// Descriptor" tables, and malformed input: every damaged file is a
// LoadError naming the file, never a crash. (scripts/check_code_object.py
// compares the whole reading with llvm-objdump-16 and llvm-readelf-16.)
#define BOOST_TEST_MODULE test_loader
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "asm.h"
#include "code_object.h"
#include "dispatch.h"
#include "kernel_descriptor.h"
#include "launch.h"

using namespace gcn::loader;

namespace {

const std::string kDir = std::string(GCN_BINARY_DIR) + "/kernels/";

std::vector<uint8_t> read_file(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  BOOST_REQUIRE_MESSAGE(f, "cannot open " << path);
  return {std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>()};
}

// The LoadError message of loading `bytes`; fails the test if it loads.
std::string load_error(const std::vector<uint8_t>& bytes) {
  try {
    load_code_object(bytes, "damaged.co");
  } catch (const LoadError& e) {
    const std::string m = e.what();
    BOOST_CHECK_MESSAGE(m.rfind("damaged.co: ", 0) == 0, m);
    BOOST_CHECK_MESSAGE(m.find('\n') == std::string::npos, m);
    return m;
  }
  BOOST_FAIL("loaded");
  return {};
}

bool has(const std::string& m, const std::string& part) { return m.find(part) != std::string::npos; }

// Offsets of `needle` in `hay`.
std::vector<size_t> find_all(const std::vector<uint8_t>& hay, const std::string& needle) {
  std::vector<size_t> out;
  auto it = hay.begin();
  while ((it = std::search(it, hay.end(), needle.begin(), needle.end())) != hay.end()) {
    out.push_back(size_t(it - hay.begin()));
    ++it;
  }
  return out;
}

}  // namespace

BOOST_AUTO_TEST_CASE(o2_code_object_v4) {
  const CodeObject co = load_code_object(kDir + "vector_add.O2.co");
  BOOST_TEST(co.version == 4u);
  BOOST_TEST(co.target.rfind("amdgcn-amd-amdhsa--gfx900", 0) == 0u);
  const Kernel& k = co.kernel("vector_add");
  BOOST_TEST(k.symbol == "vector_add.kd");
  // (const int*, const int*, int*, int): three 8-byte global pointers, then
  // a 4-byte int, each at its natural alignment.
  BOOST_REQUIRE(k.args.size() >= 4u);
  const uint32_t offsets[] = {0, 8, 16, 24}, sizes[] = {8, 8, 8, 4};
  for (unsigned i = 0; i < 4; ++i) {
    BOOST_TEST(k.args[i].offset == offsets[i]);
    BOOST_TEST(k.args[i].size == sizes[i]);
    BOOST_TEST(k.args[i].value_kind == (i < 3 ? "global_buffer" : "by_value"));
    BOOST_TEST(!k.args[i].hidden());
  }
  BOOST_TEST(k.kernarg_segment_size >= 28u);
  // __local int tile[64]: 256 bytes of LDS in the descriptor and the metadata.
  BOOST_TEST(k.kd.group_segment_fixed_size == 256u);
  BOOST_TEST(k.group_segment_fixed_size == 256u);
  // It reads its arguments and workgroup_id_x: the kernarg pointer and the
  // X workgroup ID SGPRs are enabled, and USER_SGPR_COUNT covers the user SGPRs.
  BOOST_TEST(k.kd.user_sgpr(KernelDescriptor::KernargSegmentPtr));
  BOOST_TEST(k.kd.workgroup_id(0));
  BOOST_TEST(k.kd.user_sgpr_count() >= k.kd.user_sgprs_enabled());
  BOOST_TEST(k.wavefront_size == 64u);
  BOOST_TEST(k.entry % 256 == 0u);
  BOOST_TEST(k.entry < co.image.size());
  BOOST_TEST(k.kd.vgprs() >= k.vgpr_count);
  BOOST_TEST(k.kd.sgprs() >= 16u);
}

// -O0: the stack is assumed, so SGPR0-3 hold the scratch V# (AMDGPUUsage,
// "Private Segment Buffer"); code object v5 passes hidden arguments after
// the explicit ones.
BOOST_AUTO_TEST_CASE(o0_code_object_v5) {
  const CodeObject co = load_code_object(kDir + "vector_add.O0.co");
  BOOST_TEST(co.version == 5u);
  const Kernel& k = co.kernel("vector_add");
  BOOST_TEST(k.kd.user_sgpr(KernelDescriptor::PrivateSegmentBuffer));
  BOOST_TEST(k.kd.private_segment());
  unsigned hidden = 0;
  for (const KernelArg& a : k.args) {
    BOOST_TEST(uint64_t(a.offset) + a.size <= k.kernarg_segment_size);
    if (a.hidden()) {
      ++hidden;
      BOOST_TEST(a.offset >= 28u);
    }
  }
  BOOST_TEST(hidden > 0u);
  BOOST_CHECK_THROW(co.kernel("no_such_kernel"), LoadError);
  try {
    co.kernel("no_such_kernel");
  } catch (const LoadError& e) {
    BOOST_TEST(has(e.what(), "no kernel no_such_kernel (kernels: vector_add)"), e.what());
  }
}

BOOST_AUTO_TEST_CASE(other_target_is_refused) {
  try {
    load_code_object(kDir + "vector_add.gfx906.co");
    BOOST_FAIL("loaded");
  } catch (const LoadError& e) {
    BOOST_TEST(has(e.what(), "code object is for gfx906, not gfx900"), e.what());
  }
}

BOOST_AUTO_TEST_CASE(not_elf_and_truncated) {
  BOOST_TEST(has(load_error({}), "not an ELF file"));
  BOOST_TEST(has(load_error({'h', 'e', 'l', 'l', 'o'}), "not an ELF file"));
  const std::vector<uint8_t> good = read_file(kDir + "vector_add.O2.co");
  // Every prefix at a range of cut points is refused.
  std::vector<size_t> cuts = {1, 4, 16, 52, 63, 64, 100, 200, 500, 1000, good.size() / 2, good.size() - 1};
  for (size_t c = 1024; c < good.size(); c += 997) cuts.push_back(c);
  for (size_t c : cuts) {
    BOOST_TEST_CONTEXT("cut at " << c) {
      load_error(std::vector<uint8_t>(good.begin(), good.begin() + long(std::min(c, good.size() - 1))));
    }
  }
}

BOOST_AUTO_TEST_CASE(wrong_machine_class_and_abi) {
  const std::vector<uint8_t> good = read_file(kDir + "vector_add.O2.co");
  std::vector<uint8_t> b = good;
  b[18] = 62;  // e_machine = EM_X86_64
  b[19] = 0;
  BOOST_TEST(has(load_error(b), "ELF machine 62 is not AMDGPU (224)"));
  b = good;
  b[4] = 1;  // EI_CLASS = ELFCLASS32
  load_error(b);
  b = good;
  b[7] = 0;  // EI_OSABI = System V
  BOOST_TEST(has(load_error(b), "OS ABI 0 is not AMDGPU HSA (64)"));
  b = good;
  b[8] = 1;  // EI_ABIVERSION 1: code object v3
  BOOST_TEST(has(load_error(b), "code object version 3"));
}

BOOST_AUTO_TEST_CASE(missing_descriptor_symbol) {
  std::vector<uint8_t> b = read_file(kDir + "vector_add.O2.co");
  // Rename the symbol in the string tables, not the metadata's .symbol
  // value (a MessagePack string: its 0xAD header precedes it).
  const std::string sym = std::string("vector_add.kd") + '\0';
  unsigned renamed = 0;
  for (size_t at : find_all(b, sym))
    if (at == 0 || b[at - 1] != 0xAD) {
      b[at + sym.size() - 2] = 'x';
      ++renamed;
    }
  BOOST_REQUIRE(renamed > 0u);
  BOOST_TEST(has(load_error(b), "descriptor symbol vector_add.kd is not in the symbol table"));
}

BOOST_AUTO_TEST_CASE(corrupt_metadata_note) {
  const std::vector<uint8_t> good = read_file(kDir + "vector_add.O2.co");
  // The note: namesz 7, descsz, type 32 (NT_AMDGPU_METADATA), "AMDGPU\0" + pad,
  // then the MessagePack document.
  size_t desc = 0;
  for (size_t at : find_all(good, std::string("AMDGPU") + '\0'))
    if (at >= 12 && good[at - 4] == 32 && good[at - 12] == 7) desc = at + 8;
  BOOST_REQUIRE(desc != 0u);
  std::vector<uint8_t> b = good;
  b[desc] = 0xC1;  // a byte MessagePack never uses
  BOOST_TEST(has(load_error(b), "metadata note is not valid MessagePack"));
  b = good;
  b[desc] = 0x01;  // a positive fixint, not a map
  BOOST_TEST(has(load_error(b), "metadata note is not a MessagePack map"));
  b = good;
  const std::vector<size_t> key = find_all(b, ".kernarg_segment_size");
  BOOST_REQUIRE(!key.empty());
  b[key[0] + 20] = 'X';
  BOOST_TEST(has(load_error(b), "kernel vector_add: .kernarg_segment_size is missing"));
  b = good;
  const std::vector<size_t> target = find_all(b, "gfx900");
  for (size_t at : target) b[at + 5] = '6';  // every "gfx900" in the note reads "gfx906"
  BOOST_TEST(has(load_error(b), "is not amdgcn-amd-amdhsa--gfx900"));
}

// A descriptor built from the tables: RSRC1 GRANULATED_WORKITEM_VGPR_COUNT 5
// (24 VGPRs), GRANULATED_WAVEFRONT_SGPR_COUNT 4 (GFX9: 2 * (48 / 16 - 1), 48
// SGPRs), FLOAT_DENORM_MODE_32 3, DX10_CLAMP, IEEE_MODE; RSRC2
// ENABLE_PRIVATE_SEGMENT, USER_SGPR_COUNT 6, workgroup ID X, workitem IDs
// X Y Z; the private segment buffer (4) and kernarg pointer (2) enabled;
// entry 256 bytes before the descriptor.
BOOST_AUTO_TEST_CASE(descriptor_fields_by_hand) {
  uint8_t b[64] = {};
  auto put32 = [&](unsigned at, uint32_t v) {
    for (unsigned k = 0; k < 4; ++k) b[at + k] = uint8_t(v >> (8 * k));
  };
  put32(0, 1024);
  put32(4, 48);
  put32(8, 40);
  put32(16, uint32_t(-256));
  put32(20, 0xFFFFFFFFu);
  put32(48, 5u | (4u << 6) | (3u << 16) | (1u << 21) | (1u << 23));
  put32(52, 1u | (6u << 1) | (1u << 7) | (2u << 11));
  b[56] = 0x9;
  const KernelDescriptor kd = decode_kernel_descriptor(b);
  BOOST_TEST(kd.group_segment_fixed_size == 1024u);
  BOOST_TEST(kd.private_segment_fixed_size == 48u);
  BOOST_TEST(kd.kernarg_size == 40u);
  BOOST_TEST(kd.entry_byte_offset == -256);
  BOOST_TEST(kd.vgprs() == 24u);
  BOOST_TEST(kd.sgprs() == 48u);
  BOOST_TEST(kd.float_denorm_mode_32() == 3u);
  BOOST_TEST(kd.float_round_mode_32() == 0u);
  BOOST_TEST(kd.dx10_clamp());
  BOOST_TEST(kd.ieee_mode());
  BOOST_TEST(kd.private_segment());
  BOOST_TEST(kd.user_sgpr_count() == 6u);
  BOOST_TEST(kd.workgroup_id(0));
  BOOST_TEST(!kd.workgroup_id(1));
  BOOST_TEST(kd.workitem_id_vgprs() == 2u);
  BOOST_TEST(kd.user_sgpr(KernelDescriptor::PrivateSegmentBuffer));
  BOOST_TEST(!kd.user_sgpr(KernelDescriptor::DispatchPtr));
  BOOST_TEST(kd.user_sgpr(KernelDescriptor::KernargSegmentPtr));
  BOOST_TEST(kd.user_sgprs_enabled() == 6u);
  BOOST_TEST(kernel_descriptor_problem(kd).empty());
  put32(52, 1u | (5u << 1));
  BOOST_TEST(has(kernel_descriptor_problem(decode_kernel_descriptor(b)),
                 "USER_SGPR_COUNT 5 is less than the 6 SGPRs"));
  put32(52, 1u | (6u << 1) | (3u << 11));  // ENABLE_VGPR_WORKITEM_ID 3: "Undefined"
  BOOST_TEST(has(kernel_descriptor_problem(decode_kernel_descriptor(b)), "ENABLE_VGPR_WORKITEM_ID is 3"));
  b[57] = 0x4;  // ENABLE_WAVEFRONT_SIZE32
  BOOST_TEST(has(kernel_descriptor_problem(decode_kernel_descriptor(b)), "wave64"));
}

// Dispatch (loader/dispatch.h) of vector_add: the initial state AMDGPUUsage
// "Initial Kernel Execution State" prescribes, worked by hand for each build's
// descriptor. -O2: user SGPRs private segment buffer (s0..s3) and kernarg
// pointer (s4..s5), USER_SGPR_COUNT 6, then workgroup id x (s6); v0 = id x.
namespace {

const char* kVectorAddManifest = R"({
  "kernel": "vector_add", "grid": [200], "block": [64],
  "buffers": [{"name": "a", "count": 256}, {"name": "b", "count": 256}, {"name": "c", "count": 256}],
  "args": [{"buffer": "a"}, {"buffer": "b"}, {"buffer": "c"}, {"value": 200}]
})";

uint64_t le(const std::vector<uint8_t>& b, size_t at, unsigned n) {
  uint64_t v = 0;
  for (unsigned i = 0; i < n; ++i) v |= uint64_t(b.at(at + i)) << (8 * i);
  return v;
}

}  // namespace

BOOST_AUTO_TEST_CASE(dispatch_o2_last_partial_workgroup) {
  const CodeObject co = load_code_object(kDir + "vector_add.O2.co");
  const Kernel& k = co.kernel("vector_add");
  const Manifest m = parse_manifest(kVectorAddManifest, "t.json");
  const Dispatch d = make_dispatch(m, k);
  BOOST_TEST(d.workgroups()[0] == 4u);  // ceil(200 / 64)
  // Kernarg: a, b, c at 0, 8, 16 (the buffers' addresses), n = 200 at 24.
  BOOST_TEST(le(d.kernarg, 0, 8) == d.map.buffers);
  BOOST_TEST(le(d.kernarg, 8, 8) == d.memory.at(1).base);
  BOOST_TEST(le(d.kernarg, 24, 4) == 200u);
  const gcn::Program p = workgroup_program(co, k, d, {3, 0, 0});  // work-items 192..199
  BOOST_TEST(p.num_waves == 1u);
  BOOST_TEST(p.code_base == d.map.image + k.entry);
  BOOST_TEST(p.lds_bytes == 512u);  // 256 bytes of __local int[64], in 512-byte blocks
  BOOST_TEST(p.num_vgprs == k.kd.vgprs());
  const auto& s = p.sgpr_init.at(0);
  // V#: base = private backing, swizzle [63], num_records ~0, element size 4
  // ([116:115] = 1), index stride 64 ([118:117] = 3), add_tid [119].
  BOOST_TEST(s.at(0) == uint32_t(d.map.scratch));
  BOOST_TEST(s.at(1) == (uint32_t(d.map.scratch >> 32) | 0x80000000u));
  BOOST_TEST(s.at(2) == 0xFFFFFFFFu);
  BOOST_TEST(s.at(3) == 0x00E80000u);
  BOOST_TEST(s.at(4) == uint32_t(d.map.kernarg));
  BOOST_TEST(s.at(5) == uint32_t(d.map.kernarg >> 32));
  BOOST_TEST(s.at(6) == 3u);           // workgroup id x
  BOOST_TEST(s.count(7) == 0u);        // nothing else
  BOOST_TEST(s.at(126) == 0xFFu);      // EXEC: 8 work-items
  BOOST_TEST(s.at(127) == 0u);
  const auto& v0 = p.vgpr_init.at(0).at(0);
  BOOST_TEST(v0[0] == 0u);
  BOOST_TEST(v0[7] == 7u);
  BOOST_TEST(v0[8] == 0u);
  BOOST_TEST(p.vgpr_init.at(0).count(1) == 0u);
  // MODE: round 0, denorm 3/3 ([7:4] = 0xF), DX10_CLAMP, IEEE.
  BOOST_TEST(p.mode_init.at(0) == 0x3F0u);
  BOOST_TEST(p.scratch_lane_bytes == 0u);
  // The code text re-assembles to the kernel's bytes from its entry.
  const gcn::AsmResult a = gcn::assemble(p.source, "code.s");
  BOOST_REQUIRE(a.words.size() * 4 <= k.code_bytes);
  for (size_t i = 0; i < a.words.size(); ++i) BOOST_TEST(a.words[i] == le(co.image, k.entry + 4 * i, 4));
  BOOST_TEST(a.words.size() * 4 == k.code_bytes);
}

// -O0 (code object v5): user SGPRs private segment buffer, dispatch pointer,
// kernarg pointer, dispatch id, flat scratch init (12), then workgroup id x,
// y, z (s12..s14) and the scratch wave offset (s15); v0..v2 = ids x, y, z.
// Hidden arguments (AMDGPUUsage "Code Object V5 Metadata") for a 200-item
// grid of 64-item groups: block count x 4, group size x 64, remainder x 8,
// grid dims 1.
BOOST_AUTO_TEST_CASE(dispatch_o0_hidden_arguments_and_scratch) {
  const CodeObject co = load_code_object(kDir + "vector_add.O0.co");
  const Kernel& k = co.kernel("vector_add");
  std::string text = kVectorAddManifest;
  text.replace(text.find("\"block\": [64]"), 13, "\"block\": [128]");
  const Dispatch d = make_dispatch(parse_manifest(text, "t.json"), k);
  BOOST_TEST(le(d.kernarg, 32, 4) == 2u);   // hidden_block_count_x: ceil(200 / 128)
  BOOST_TEST(le(d.kernarg, 36, 4) == 1u);   // _y
  BOOST_TEST(le(d.kernarg, 44, 2) == 128u); // hidden_group_size_x
  BOOST_TEST(le(d.kernarg, 46, 2) == 1u);   // _y
  BOOST_TEST(le(d.kernarg, 50, 2) == 72u);  // hidden_remainder_x: 200 mod 128
  BOOST_TEST(le(d.kernarg, 52, 2) == 0u);   // _y
  BOOST_TEST(le(d.kernarg, 96, 2) == 1u);   // hidden_grid_dims
  BOOST_TEST(le(d.kernarg, 72, 8) == 0u);   // hidden_global_offset_x
  const gcn::Program p = workgroup_program(co, k, d, {0, 0, 0});
  BOOST_TEST(p.num_waves == 2u);
  BOOST_TEST(p.scratch_lane_bytes == 48u);
  for (unsigned w = 0; w < 2; ++w) {
    const auto& s = p.sgpr_init.at(w);
    BOOST_TEST(s.at(4) == uint32_t(d.map.dispatch_packet));
    BOOST_TEST(s.at(6) == uint32_t(d.map.kernarg));
    BOOST_TEST(s.at(8) == 0u);  // dispatch id
    BOOST_TEST(s.at(10) == uint32_t(d.map.scratch));  // flat scratch init
    BOOST_TEST(s.at(12) == 0u);  // workgroup id x, y, z
    BOOST_TEST(s.at(14) == 0u);
    BOOST_TEST(s.at(15) == w * 48u * 64u);  // wave offset in the private backing
    BOOST_TEST(s.at(126) == 0xFFFFFFFFu);
  }
  // Wave 1 holds work-items 64..127: v0 = 64 + lane, v1 = v2 = 0.
  BOOST_TEST(p.vgpr_init.at(1).at(0)[5] == 69u);
  BOOST_TEST(p.vgpr_init.at(1).at(1)[5] == 0u);
  BOOST_TEST(p.vgpr_init.at(1).at(2)[5] == 0u);
  // The dispatch packet: workgroup size x at 4, grid size x at 12, the group
  // segment size at 28, the kernarg address at 40.
  const std::vector<uint8_t> pkt = dispatch_packet(k, d);
  BOOST_TEST(le(pkt, 4, 2) == 128u);
  BOOST_TEST(le(pkt, 12, 4) == 200u);
  BOOST_TEST(le(pkt, 28, 4) == 256u);
  BOOST_TEST(le(pkt, 40, 8) == d.map.kernarg);
  // The second workgroup's 72 items: a full wave and one of 8 lanes.
  const gcn::Program q = workgroup_program(co, k, d, {1, 0, 0});
  BOOST_TEST(q.num_waves == 2u);
  BOOST_TEST(q.sgpr_init.at(1).at(126) == 0xFFu);
  BOOST_TEST(q.sgpr_init.at(0).at(12) == 1u);
}

// block_sum -O0 calls the local function sync (s_getpc_b64, s_add_u32 +
// 0x3bc, s_swappc_b64; llvm-readelf-16: block_sum FUNC at 0x1a00, 1708 bytes,
// sync FUNC at 0x20ac, 32 bytes). The workgroup's code runs on through sync,
// and re-assembles to the image's bytes: the relocated high half
// s_addc_u32 s17, s17, 0 keeps its literal dword (llvm-objdump-16:
// 8211FF11 00000000 at 0x1cf8) through .long.
BOOST_AUTO_TEST_CASE(dispatch_o0_code_runs_through_called_function) {
  const CodeObject co = load_code_object(kDir + "block_sum.O0.co");
  const Kernel& k = co.kernel("block_sum");
  BOOST_TEST(k.entry == 0x1a00u);
  BOOST_TEST(k.code_bytes == 1708u);
  const auto sync = std::find_if(co.functions.begin(), co.functions.end(),
                                 [](const Function& f) { return f.name == "sync"; });
  BOOST_REQUIRE(sync != co.functions.end());
  BOOST_TEST(sync->address == 0x20acu);
  BOOST_TEST(sync->size == 32u);
  const Manifest m = parse_manifest(
      R"({"kernel": "block_sum", "grid": [256], "block": [256],
          "buffers": [{"name": "in", "type": "u32", "count": 256}, {"name": "out", "type": "u32", "count": 1}],
          "args": [{"buffer": "in"}, {"buffer": "out"}, {"value": 256}]})",
      "t.json");
  const gcn::Program p = workgroup_program(co, k, make_dispatch(m, k), {0, 0, 0});
  BOOST_TEST(has(p.source, "\t.long 0x8211ff11, 0x00000000 ; s_addc_u32 s17, s17, 0\n"));
  const gcn::AsmResult a = gcn::assemble(p.source, "code.s");
  BOOST_REQUIRE(a.words.size() * 4 == 0x20acu + 32u - 0x1a00u);
  for (size_t i = 0; i < a.words.size(); ++i) BOOST_TEST(a.words[i] == le(co.image, k.entry + 4 * i, 4));
}

BOOST_AUTO_TEST_CASE(manifest_errors_name_the_field) {
  const CodeObject co = load_code_object(kDir + "vector_add.O2.co");
  const Kernel& k = co.kernel("vector_add");
  auto error = [&](const std::string& text) -> std::string {
    try {
      make_dispatch(parse_manifest(text, "m.json"), k);
    } catch (const ManifestError& e) {
      BOOST_CHECK_MESSAGE(std::string(e.what()).rfind("m.json: ", 0) == 0, e.what());
      return e.what();
    }
    BOOST_FAIL("accepted: " << text);
    return {};
  };
  const std::string head = R"("kernel": "vector_add", "grid": [64], "block": [64], )";
  const std::string bufs = R"("buffers": [{"name": "a", "count": 4}], )";
  BOOST_TEST(has(error("{" + head + bufs + R"("args": [{"buffer": "a"}, {"value": 1}, {"buffer": "a"}, {"value": 1}]})"),
                 "args[1] (kernel vector_add argument 1 at offset 8): a value is given, the kernel takes global_buffer"));
  BOOST_TEST(has(error("{" + head + bufs + R"("args": [{"buffer": "a"}, {"buffer": "a"}, {"buffer": "a"}, {"value": 1}, {"value": 2}]})"),
                 "5 arguments given, kernel vector_add takes 4"));
  BOOST_TEST(has(error("{" + head + R"("buffers": [{"name": "a", "count": 0}]})"), "buffers[0].count: 0 is outside"));
  BOOST_TEST(has(error("{" + head + R"("buffers": [{"name": "a", "type": "f16", "count": 1}]})"),
                 "buffers[0].type: unknown element type \"f16\""));
  BOOST_TEST(has(error("{" + head + bufs + R"("expect": [{"buffer": "a", "first": 2, "count": 3, "fill": 0}]})"),
                 "expect[0].count: 3 is outside [1, 2]"));
  BOOST_TEST(has(error("{" + head + R"("grid_size": [1]})"), "unknown field \"grid_size\""));
  BOOST_TEST(has(error(R"({"kernel": "vector_add", "grid": [0], "block": [64]})"), "grid[0]: 0 is outside"));
  BOOST_TEST(has(error(R"({"kernel": "vector_add", "grid": [1, 2, 3, 4], "block": [64]})"), "grid: expected 1 to 3"));
  BOOST_TEST(has(error("{" + head + R"("buffers": [{"name": "a", "count": 4, "init": {"fill": 1, "step": 2}}]})"),
                 "give one of"));
}

// Element encodings of the manifest's contents: integers wrap to the type,
// floats round to the nearest representable value.
BOOST_AUTO_TEST_CASE(manifest_element_encoding) {
  ElementType i8{"i8", 1, false, true}, u16{"u16", 2, false, false}, f32{"f32", 4, true, true}, u64{"u64", 8, false, false};
  BOOST_TEST(i8.encode(-1) == 0xFFu);
  BOOST_TEST(i8.encode(300) == 44u);  // 300 mod 256
  BOOST_TEST(u16.encode(65536 + 5) == 5u);
  BOOST_TEST(f32.encode(1.0) == 0x3F800000u);
  BOOST_TEST(f32.encode(-2.5) == 0xC0200000u);
  BOOST_TEST(f32.encode(0.1) == 0x3DCCCCCDu);  // nearest float to 0.1
  BOOST_TEST(u64.encode(-1) == ~0ull);
  Contents seq;
  seq.kind = Contents::Kind::Sequence;
  seq.start = 1000, seq.step = 4;
  BOOST_TEST(seq.at(199) == 1796.0);
}
