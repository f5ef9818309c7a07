// The armed bug of a DUT library over the compute unit's bug build
// (rtl/bug/bug.f: one Verilation with every injection hook, each flag set
// once from gcn_bug_active() by gcn_cu's initial block). The library's one
// translation unit that owns the model (dut.cpp, compute_unit.cpp) includes
// this with GCN_DUT_BUG defined: the bug it arms, "" for none (the design as
// is), so each library over the shared model is one variant.
#pragma once

#ifdef GCN_DUT_BUG
#include <cstring>

#include "svdpi.h"

extern "C" svBit gcn_bug_active(const char* name);  // imported by rtl/bug/gcn_bug_pkg.sv

extern "C" svBit gcn_bug_active(const char* name) { return std::strcmp(name, GCN_DUT_BUG) == 0 ? 1 : 0; }

// The generation the bug build decodes (gcn_bug_pkg::gfx_sel): GCN_DUT_GFX,
// the variant's LLVM processor number (gcn_add_dut's GFX).
#ifndef GCN_DUT_GFX
#error "bug_select.h needs GCN_DUT_GFX (the variant's generation)"
#endif
extern "C" int gcn_gfx_active();  // imported by rtl/bug/gcn_bug_pkg.sv

extern "C" int gcn_gfx_active() { return GCN_DUT_GFX; }
#endif
