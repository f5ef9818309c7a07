// Selectors of the compute unit's configuration port (cfg_reg_i) beyond the
// scalar registers: what a dispatcher writes before launch (gcn_cu.sv).
#pragma once

namespace gcn::cu_cfg {

constexpr unsigned kLdsAlloc = 251;  // the workgroup's LDS allocation, bytes
constexpr unsigned kMode = 252;      // MODE register
constexpr unsigned kScc = 253;
constexpr unsigned kPcLo = 254;
constexpr unsigned kPcHi = 255;      // bits 47:32 of the pc
constexpr unsigned kReservedReg = 125;  // an SGPR index no register answers to: never configured

}  // namespace gcn::cu_cfg
