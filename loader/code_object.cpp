// Code object reading: ELF structure through libelf, the metadata note
// through msgpack-c, descriptors through kernel_descriptor.cpp. Every check
// names the file and the offending part; nothing is trusted before it is
// bounds-checked (a truncated or corrupt file is an error, never a crash).
#include "code_object.h"

#include <elf.h>
#include <gelf.h>
#include <libelf.h>

#include <algorithm>
#include <iterator>
#include <map>
#include <memory>
#include <string_view>

#include <fmt/format.h>
#include <msgpack.hpp>

#include "file_io.h"

namespace gcn::loader {
namespace {

constexpr unsigned kOsAbiAmdgpuHsa = 64;      // ELFOSABI_AMDGPU_HSA
constexpr unsigned kAbiVersionV4 = 2;         // ELFABIVERSION_AMDGPU_HSA_V4
constexpr unsigned kAbiVersionV5 = 3;         // ELFABIVERSION_AMDGPU_HSA_V5
constexpr unsigned kMachMask = 0xFF;          // EF_AMDGPU_MACH
constexpr unsigned kMachGfx900 = 0x2C;        // EF_AMDGPU_MACH_AMDGCN_GFX900
constexpr unsigned kNoteAmdgpuMetadata = 32;  // NT_AMDGPU_METADATA
constexpr uint64_t kMaxImageBytes = 64ull << 20;
constexpr unsigned kDescriptorBytes = 64;

// EF_AMDGPU_MACH values of neighbouring targets (as clang-16 writes them),
// for the message.
std::string mach_name(unsigned mach) {
  static const std::map<unsigned, const char*> names = {
      {0x2A, "gfx803"},  {0x2C, "gfx900"},  {0x2D, "gfx902"},  {0x2E, "gfx904"},  {0x2F, "gfx906"},
      {0x30, "gfx908"},  {0x31, "gfx909"},  {0x32, "gfx90c"},  {0x3F, "gfx90a"},  {0x40, "gfx940"},
      {0x33, "gfx1010"}, {0x36, "gfx1030"}, {0x41, "gfx1100"},
  };
  const auto it = names.find(mach);
  return it != names.end() ? it->second : fmt::format("EF_AMDGPU_MACH {:#x}", mach);
}

class Elf_ {
 public:
  Elf_(std::vector<uint8_t>& bytes) {
    if (elf_version(EV_CURRENT) == EV_NONE) return;
    e_ = elf_memory(reinterpret_cast<char*>(bytes.data()), bytes.size());
  }
  ~Elf_() {
    if (e_) elf_end(e_);
  }
  Elf_(const Elf_&) = delete;
  Elf_& operator=(const Elf_&) = delete;
  Elf* get() const { return e_; }

 private:
  Elf* e_ = nullptr;
};

// Function symbols kept, at most (a corrupt symbol table may claim millions).
constexpr size_t kMaxFunctions = 4096;

// A symbol table entry: st_value and st_size.
struct Symbol {
  uint64_t value = 0;
  uint64_t size = 0;
};

class Reader {
 public:
  Reader(const std::vector<uint8_t>& bytes, const std::string& path) : bytes_(bytes), path_(path) {}

  CodeObject read() {
    CodeObject co;
    co.path = path_;
    Elf_ elf(bytes_);
    Elf* e = elf.get();
    const bool magic = bytes_.size() >= 4 && std::equal(bytes_.begin(), bytes_.begin() + 4, ELFMAG);
    if (!magic) fail("not an ELF file");
    if (!e || elf_kind(e) != ELF_K_ELF) fail(fmt::format("truncated or corrupt ELF file ({})", elf_errmsg(-1)));
    GElf_Ehdr eh;
    if (!gelf_getehdr(e, &eh)) fail(fmt::format("corrupt ELF header ({})", elf_errmsg(-1)));
    if (eh.e_ident[EI_CLASS] != ELFCLASS64 || eh.e_ident[EI_DATA] != ELFDATA2LSB)
      fail("not a 64-bit little-endian ELF");
    if (eh.e_machine != EM_AMDGPU) fail(fmt::format("ELF machine {} is not AMDGPU ({})", eh.e_machine, EM_AMDGPU));
    if (eh.e_ident[EI_OSABI] != kOsAbiAmdgpuHsa)
      fail(fmt::format("OS ABI {} is not AMDGPU HSA ({})", eh.e_ident[EI_OSABI], kOsAbiAmdgpuHsa));
    const unsigned abi = eh.e_ident[EI_ABIVERSION];
    if (abi != kAbiVersionV4 && abi != kAbiVersionV5)
      fail(fmt::format("code object version {} (ABI version {}) is not read; v4 and v5 are", abi + 2, abi));
    co.version = abi + 2;
    if ((eh.e_flags & kMachMask) != kMachGfx900)
      fail(fmt::format("code object is for {}, not gfx900", mach_name(eh.e_flags & kMachMask)));
    co.image = image(e);
    read_sections(e);
    if (!metadata_) fail("no NT_AMDGPU_METADATA note");
    metadata(co);
    if (co.kernels.empty()) fail("metadata lists no kernels");
    for (const Function& f : functions_)
      if (f.address <= co.image.size() && f.size <= co.image.size() - f.address) co.functions.push_back(f);
    std::sort(co.functions.begin(), co.functions.end(),
              [](const Function& a, const Function& b) { return a.address < b.address; });
    return co;
  }

 private:
  [[noreturn]] void fail(const std::string& what) const { throw LoadError(fmt::format("{}: {}", path_, what)); }

  // The PT_LOAD segments at their virtual addresses (memsz past filesz zero).
  std::vector<uint8_t> image(Elf* e) const {
    size_t n = 0;
    if (elf_getphdrnum(e, &n) != 0) fail(fmt::format("corrupt program headers ({})", elf_errmsg(-1)));
    std::vector<uint8_t> img;
    for (size_t i = 0; i < n; ++i) {
      GElf_Phdr ph;
      if (!gelf_getphdr(e, int(i), &ph)) fail(fmt::format("program header {}: corrupt ({})", i, elf_errmsg(-1)));
      if (ph.p_type != PT_LOAD) continue;
      if (ph.p_filesz > ph.p_memsz || ph.p_offset > bytes_.size() || ph.p_filesz > bytes_.size() - ph.p_offset)
        fail(fmt::format("segment {} (file bytes {:#x}+{:#x}) extends past the end of the file ({:#x} bytes)", i,
                         ph.p_offset, ph.p_filesz, bytes_.size()));
      if (ph.p_vaddr > kMaxImageBytes || ph.p_memsz > kMaxImageBytes - ph.p_vaddr)
        fail(fmt::format("segment {} at {:#x}+{:#x} is beyond the {} MiB image limit", i, ph.p_vaddr, ph.p_memsz,
                         kMaxImageBytes >> 20));
      img.resize(std::max<size_t>(img.size(), ph.p_vaddr + ph.p_memsz));
      std::copy_n(bytes_.begin() + long(ph.p_offset), ph.p_filesz, img.begin() + long(ph.p_vaddr));
    }
    if (img.empty()) fail("no loadable segment");
    return img;
  }

  void read_sections(Elf* e) {
    Elf_Scn* scn = nullptr;
    while ((scn = elf_nextscn(e, scn)) != nullptr) {
      GElf_Shdr sh;
      if (!gelf_getshdr(scn, &sh)) fail(fmt::format("corrupt section header ({})", elf_errmsg(-1)));
      if (sh.sh_type != SHT_NOTE && sh.sh_type != SHT_SYMTAB && sh.sh_type != SHT_DYNSYM) continue;
      Elf_Data* d = elf_getdata(scn, nullptr);
      if (!d) fail(fmt::format("section {} is corrupt or truncated ({})", elf_ndxscn(scn), elf_errmsg(-1)));
      if (sh.sh_type == SHT_NOTE)
        notes(d);
      else
        symbols(e, sh, d);
    }
  }

  void notes(Elf_Data* d) {
    size_t off = 0, name_off = 0, desc_off = 0;
    GElf_Nhdr nh;
    while (off < d->d_size && (off = gelf_getnote(d, off, &nh, &name_off, &desc_off)) > 0) {
      const char* base = static_cast<const char*>(d->d_buf);
      const std::string_view name(base + name_off, nh.n_namesz ? nh.n_namesz - 1 : 0);
      if (name == "AMDGPU" && nh.n_type == kNoteAmdgpuMetadata)
        metadata_ = std::vector<uint8_t>(base + desc_off, base + desc_off + nh.n_descsz);
    }
  }

  void symbols(Elf* e, const GElf_Shdr& sh, Elf_Data* d) {
    if (sh.sh_entsize == 0) return;
    const size_t n = std::min<size_t>(sh.sh_size / sh.sh_entsize, d->d_size / sizeof(Elf64_Sym));
    for (size_t i = 0; i < n; ++i) {
      GElf_Sym sym;
      if (!gelf_getsym(d, int(i), &sym)) break;
      const char* name = elf_strptr(e, sh.sh_link, sym.st_name);
      if (name && *name && sym.st_shndx != SHN_UNDEF) symbols_.emplace(name, Symbol{sym.st_value, sym.st_size});
      if (name && *name && sym.st_shndx != SHN_UNDEF && GELF_ST_TYPE(sym.st_info) == STT_FUNC && sym.st_size &&
          functions_.size() < kMaxFunctions)
        functions_.push_back(Function{name, sym.st_value, sym.st_size});
    }
  }

  // --- metadata (MessagePack map; AMDGPUUsage "Code Object V3 Metadata")
  static const msgpack::object* field(const msgpack::object& map, std::string_view key) {
    if (map.type != msgpack::type::MAP) return nullptr;
    for (uint32_t i = 0; i < map.via.map.size; ++i) {
      const msgpack::object_kv& kv = map.via.map.ptr[i];
      if (kv.key.type == msgpack::type::STR && std::string_view(kv.key.via.str.ptr, kv.key.via.str.size) == key)
        return &kv.val;
    }
    return nullptr;
  }
  std::string str(const msgpack::object& map, std::string_view key, const std::string& where, bool required) const {
    const msgpack::object* v = field(map, key);
    if (!v) {
      if (required) fail(fmt::format("metadata: {}{} is missing", where, key));
      return {};
    }
    if (v->type != msgpack::type::STR) fail(fmt::format("metadata: {}{} is not a string", where, key));
    return std::string(v->via.str.ptr, v->via.str.size);
  }
  uint32_t u32(const msgpack::object& map, std::string_view key, const std::string& where, bool required) const {
    const msgpack::object* v = field(map, key);
    if (!v) {
      if (required) fail(fmt::format("metadata: {}{} is missing", where, key));
      return 0;
    }
    return as_u32(*v, fmt::format("{}{}", where, key));
  }
  // `v` as a 32-bit unsigned integer; `what` names it in the error.
  uint32_t as_u32(const msgpack::object& v, const std::string& what) const {
    if (v.type != msgpack::type::POSITIVE_INTEGER || v.via.u64 > UINT32_MAX)
      fail(fmt::format("metadata: {} is not a 32-bit unsigned integer", what));
    return uint32_t(v.via.u64);
  }

  void metadata(CodeObject& co) const {
    const size_t n = metadata_->size();
    msgpack::object_handle oh;
    try {
      const msgpack::unpack_limit limit(n, n, n, n, n, 16);
      oh = msgpack::unpack(reinterpret_cast<const char*>(metadata_->data()), n, nullptr, nullptr, limit);
    } catch (const std::exception& ex) {
      fail(fmt::format("metadata note is not valid MessagePack ({})", ex.what()));
    }
    const msgpack::object& root = oh.get();
    if (root.type != msgpack::type::MAP) fail("metadata note is not a MessagePack map");
    co.target = str(root, "amdhsa.target", "", true);
    const std::string want = "amdgcn-amd-amdhsa--gfx900";
    if (co.target.compare(0, want.size(), want) != 0 || (co.target.size() > want.size() && co.target[want.size()] != ':'))
      fail(fmt::format("metadata target {} is not {}", co.target, want));
    const msgpack::object* ks = field(root, "amdhsa.kernels");
    if (!ks || ks->type != msgpack::type::ARRAY) fail("metadata: amdhsa.kernels is missing or not an array");
    for (uint32_t i = 0; i < ks->via.array.size; ++i) co.kernels.push_back(kernel(co, ks->via.array.ptr[i], i));
  }

  Kernel kernel(const CodeObject& co, const msgpack::object& m, unsigned index) const {
    Kernel k;
    const std::string at = fmt::format("kernel {}: ", index);
    if (m.type != msgpack::type::MAP) fail(fmt::format("metadata: kernel {} is not a map", index));
    k.name = str(m, ".name", at, true);
    const std::string where = fmt::format("kernel {}: ", k.name);
    k.symbol = str(m, ".symbol", where, true);
    k.kernarg_segment_size = u32(m, ".kernarg_segment_size", where, true);
    k.kernarg_segment_align = u32(m, ".kernarg_segment_align", where, true);
    k.group_segment_fixed_size = u32(m, ".group_segment_fixed_size", where, true);
    k.private_segment_fixed_size = u32(m, ".private_segment_fixed_size", where, true);
    k.sgpr_count = u32(m, ".sgpr_count", where, true);
    k.vgpr_count = u32(m, ".vgpr_count", where, true);
    k.wavefront_size = u32(m, ".wavefront_size", where, true);
    k.max_flat_workgroup_size = u32(m, ".max_flat_workgroup_size", where, false);
    if (k.wavefront_size != 64)
      fail(fmt::format("metadata: {}.wavefront_size is {}, not 64", where, k.wavefront_size));
    if (const msgpack::object* r = field(m, ".reqd_workgroup_size")) {
      if (r->type != msgpack::type::ARRAY || r->via.array.size != 3)
        fail(fmt::format("metadata: {}.reqd_workgroup_size is not an array of 3", where));
      std::array<uint32_t, 3> s{};
      for (unsigned d = 0; d < 3; ++d)
        s[d] = as_u32(r->via.array.ptr[d], fmt::format("{}.reqd_workgroup_size[{}]", where, d));
      k.reqd_workgroup_size = s;
    }
    if (const msgpack::object* args = field(m, ".args")) {
      if (args->type != msgpack::type::ARRAY) fail(fmt::format("metadata: {}.args is not an array", where));
      for (uint32_t a = 0; a < args->via.array.size; ++a) {
        const msgpack::object& am = args->via.array.ptr[a];
        const std::string aw = fmt::format("{}argument {}: ", where, a);
        if (am.type != msgpack::type::MAP) fail(fmt::format("metadata: {}not a map", aw));
        KernelArg arg;
        arg.name = str(am, ".name", aw, false);
        arg.type_name = str(am, ".type_name", aw, false);
        arg.offset = u32(am, ".offset", aw, true);
        arg.size = u32(am, ".size", aw, true);
        arg.value_kind = str(am, ".value_kind", aw, true);
        arg.address_space = str(am, ".address_space", aw, false);
        if (uint64_t(arg.offset) + arg.size > k.kernarg_segment_size)
          fail(fmt::format("metadata: {}bytes {}+{} lie outside the {}-byte kernarg segment", aw, arg.offset, arg.size,
                           k.kernarg_segment_size));
        k.args.push_back(arg);
      }
    }
    descriptor(co, k);
    return k;
  }

  void descriptor(const CodeObject& co, Kernel& k) const {
    const auto it = symbols_.find(k.symbol);
    if (it == symbols_.end())
      fail(fmt::format("kernel {}: descriptor symbol {} is not in the symbol table", k.name, k.symbol));
    k.kd_address = it->second.value;
    if (k.kd_address % kDescriptorBytes != 0)
      fail(fmt::format("kernel {}: descriptor {} at {:#x} is not 64-byte aligned", k.name, k.symbol, k.kd_address));
    if (k.kd_address > co.image.size() || co.image.size() - k.kd_address < kDescriptorBytes)
      fail(fmt::format("kernel {}: descriptor {} at {:#x} lies outside the loadable segments ({:#x} bytes)", k.name,
                       k.symbol, k.kd_address, co.image.size()));
    k.kd = decode_kernel_descriptor(co.image.data() + k.kd_address);
    const std::string problem = kernel_descriptor_problem(k.kd);
    if (!problem.empty()) fail(fmt::format("kernel {}: descriptor {}: {}", k.name, k.symbol, problem));
    k.entry = k.kd_address + uint64_t(k.kd.entry_byte_offset);
    if (const auto f = symbols_.find(k.name); f != symbols_.end() && f->second.value == k.entry)
      k.code_bytes = f->second.size;
    if (k.entry % 256 != 0 || k.entry >= co.image.size())
      fail(fmt::format("kernel {}: entry {:#x} (descriptor {:#x} + {}) is not a 256-byte aligned address in the image",
                       k.name, k.entry, k.kd_address, k.kd.entry_byte_offset));
  }

  std::vector<uint8_t> bytes_;
  const std::string path_;
  std::optional<std::vector<uint8_t>> metadata_;
  std::map<std::string, Symbol> symbols_;  // the first defined symbol of each name
  std::vector<Function> functions_;         // the function symbols, in table order
};

}  // namespace

const Kernel& CodeObject::kernel(const std::string& name) const {
  for (const Kernel& k : kernels)
    if (k.name == name) return k;
  std::string names;
  for (const Kernel& k : kernels) names += (names.empty() ? "" : ", ") + k.name;
  throw LoadError(fmt::format("{}: no kernel {} (kernels: {})", path, name, names));
}

CodeObject load_code_object(const std::vector<uint8_t>& bytes, const std::string& path) {
  return Reader(bytes, path).read();
}

CodeObject load_code_object(const std::string& path) {
  std::string text;
  try {
    text = read_file_limited(path, kMaxBinaryFileBytes);
  } catch (const FileError& e) {
    throw LoadError(e.what());
  }
  return load_code_object(std::vector<uint8_t>(text.begin(), text.end()), path);
}

}  // namespace gcn::loader
