// Text of design and model records (commit.h) for failure reports and retire
// histories: register names, the writes a record carries, disassembly.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "commit.h"
#include "gfx.h"

namespace gcn {

// Register names for a write of `count` dwords at `reg`, e.g. "s[4:5]", "exec".
std::string regs_text(unsigned reg, unsigned count);
// "s[4:5]=0x1,0x2".
std::string write_text(const SgprWrite& w);
// "store_dword @0x... count 1 mask 0x1 data 0x...".
std::string mem_text(const MemWrite& m);
// "v3" or "v[4:5]".
std::string vregs_text(unsigned reg, unsigned count);
// A dword as hex and as the f32 it would be.
std::string hex_f32(uint32_t v);
// The registers, lane mask and the first two written lanes of a VGPR write.
std::string vgpr_write_text(const VgprWrite& w);
// What a writeback delivers: its scalar registers, or its VGPRs, or both.
std::string wb_text(const SgprWrite& sgpr, const std::optional<VgprWrite>& vgpr);
// The writes sorted by register (records may list them in any order).
std::vector<SgprWrite> sorted_writes(const std::vector<SgprWrite>& v);
// Slot, size, lane mask and the first written lane of an LDS write.
std::string lds_write_text(const LdsWrite& w);
// One piece of a vector memory write: "lane L @0xADDR bN data 0x..." (the
// bytes little-endian, as one hex number).
std::string piece_text(const MemPiece& p);
std::string vmem_write_text(const VmemWrite& w);
// The bytes of lane `l` of an LDS write selected by `mask`, split in dwords
// with the unselected bytes cleared (they are don't-care).
std::array<uint32_t, 4> lds_masked(const LdsWrite& w, unsigned l, uint16_t mask);
// Address, byte mask and the masked data of lane `l` of an LDS write.
std::string lds_lane_text(const LdsWrite& w, unsigned l);

// Disassembly of a record's instruction words, or a placeholder naming the
// dwords when they do not decode (never throws).
std::string disassemble_words(const std::array<uint32_t, 3>& words, unsigned nwords, Gfx gfx = kDefaultGfx);
// "s[4:5]=0x1,0x2 scc=1 mem:store@0x..." style text of what a record changed.
std::string describe_effects(const CommitRecord& rec);

}  // namespace gcn
