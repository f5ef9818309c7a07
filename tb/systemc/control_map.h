// The register map of gcn::sc::ComputeUnit's control target socket: what a
// host (a dispatcher, a CPU model, the testbench) uses to load a wave's
// initial state, launch waves, poll for the end and read the final state.
//
// Every register is 32 bits wide and accessed with 32-bit transactions,
// except DBG_LDS_DATA, which reads as a block of up to 128 bytes. Writes to
// the selector registers (*_WAVE, *_REG, *_LANE) take no time; the other
// accesses take one clock of the compute unit each (they drive its
// configuration and debug ports; a write takes effect at the rising edge
// after it returns; DBG_LDS_ROW takes two). An access outside the map gets
// TLM_ADDRESS_ERROR_RESPONSE, one in the wrong direction
// TLM_COMMAND_ERROR_RESPONSE, one of the wrong size TLM_BURST_ERROR_RESPONSE.
#pragma once

#include <cstdint>

namespace gcn::sc::control {

// Configuration (before launch).
constexpr uint64_t kCfgWave = 0x00;   // w: the wave CFG_DATA and VGPR_DATA write
constexpr uint64_t kCfgReg = 0x04;    // w: SGPR index 0..127, or a cu_cfg selector (LDS allocation,
                                      //    MODE, SCC, PC low, PC high: tb/dut/cu_config.h)
constexpr uint64_t kCfgData = 0x08;   // w: writes the value to (CFG_WAVE, CFG_REG)
constexpr uint64_t kVgprReg = 0x0C;   // w: VGPR index
constexpr uint64_t kVgprLane = 0x10;  // w: lane 0..63
constexpr uint64_t kVgprData = 0x14;  // w: writes v[VGPR_REG] of lane VGPR_LANE of CFG_WAVE
// Run control.
constexpr uint64_t kLaunch = 0x18;    // w: launches the waves whose bits are set
constexpr uint64_t kStatus = 0x1C;    // r: bits 15:0 the waves that have ended, bit 31 busy
                                      //    (an instruction or a memory access in flight)
// Debug reads (any time; meaningful once the waves have ended).
constexpr uint64_t kDbgWave = 0x20;   // w: the wave the DBG_* reads look at
constexpr uint64_t kDbgReg = 0x24;    // w: SGPR index for DBG_SGPR
constexpr uint64_t kDbgSgpr = 0x28;   // r
constexpr uint64_t kDbgScc = 0x2C;    // r
constexpr uint64_t kDbgMode = 0x30;   // r
constexpr uint64_t kDbgPcLo = 0x34;   // r
constexpr uint64_t kDbgPcHi = 0x38;   // r: bits 47:32 of the pc
constexpr uint64_t kDbgVgprReg = 0x3C;   // w
constexpr uint64_t kDbgVgprLane = 0x40;  // w
constexpr uint64_t kDbgVgpr = 0x44;      // r: v[DBG_VGPR_REG] of lane DBG_VGPR_LANE of DBG_WAVE
constexpr uint64_t kDbgLdsRow = 0x48;    // w: latches LDS bytes [128 * row, 128 * row + 128)
                                         //    into DBG_LDS_DATA
// The FPGA shell's own registers (rtl/fpga/gcn_fpga_shell.sv; the SystemC
// platform answers them with an address error).
constexpr uint64_t kCtrl = 0x4C;        // rw: bit 0 record the commit trace; w: bit 1 empties the
                                        //    trace FIFO, bit 2 clears FAULT
constexpr uint64_t kTraceWords = 0x50;  // r: words in the trace FIFO
constexpr uint64_t kTraceData = 0x54;   // r: the FIFO's oldest word, taken (read only while
                                        //    TRACE_WORDS is not 0): trace records (docs/trace.md)
constexpr uint64_t kCyclesLo = 0x58;    // r: the unit's clocks since launch (a trace's cycles)
constexpr uint64_t kCyclesHi = 0x5C;
constexpr uint64_t kFault = 0x60;       // r: bit 0: a memory access got an AXI error (sticky)
constexpr uint64_t kFaultAddrLo = 0x64; // r: the first such access's address
constexpr uint64_t kFaultAddrHi = 0x68;
constexpr uint64_t kConfig = 0x6C;      // r: bits 7:0 VALU lanes, 15:8 waves, 23:16 LDS debug row dwords
constexpr uint64_t kLdsBytes = 0x70;    // r: bytes of LDS
constexpr uint64_t kNumVgprs = 0x74;    // r: VGPRs per wave
// Performance counters (r): each 32 bits, counter k at kPerf + 4 * k.
constexpr uint64_t kPerf = 0x80;
enum PerfCounter : unsigned {
  kPerfRetired,        // retired instructions
  kPerfFetchStall,     // clocks waiting for instruction fetch
  kPerfWaitcntStall,   // clocks a wave waits in S_WAITCNT
  kPerfSmemRequests,   // scalar-memory requests
  kPerfDsInsns,        // DS instructions
  kPerfLdsConflicts,   // LDS bank conflicts
  kPerfBarrierWait,    // clocks waves wait at S_BARRIER
  kPerfVmemRequests,   // vector memory requests
  kNumPerf
};
constexpr uint64_t kDbgLdsData = 0x100;  // r: the latched LDS row, 128 bytes
constexpr uint64_t kSize = 0x180;

}  // namespace gcn::sc::control
