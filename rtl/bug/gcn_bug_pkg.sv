// Injected bugs for the checker's self-tests. Only the testbench's bug build
// (rtl/bug/bug.f, with GCN_BUG_INJECT defined) reads this package; the
// design as synthesized has no hook. Each flag guards one wrong behaviour at
// its site (`ifdef GCN_BUG_INJECT); gcn_cu's initial block sets the flags
// once from the DPI function gcn_bug_active(), which the executable that
// links the model defines (tb/dut/bug_select.h): at most one is set.
//
// The bug build also takes the GCN generation of the decode at run time:
// gfx_sel, from gcn_gfx_active() (an LLVM processor number, 600, 700, 803 or
// 900; 0 keeps gcn_cu's GFX parameter), so one Verilation serves the
// generation variants too.
//
// `GCN_BUG_ARM(flag) sets one flag from the selection under the flag's own
// name, so the name the testbench passes is spelled once, as the flag.
`define GCN_BUG_ARM(flag) gcn_bug_pkg::flag = gcn_bug_pkg::gcn_bug_active(`"flag`");

package gcn_bug_pkg;
  import "DPI-C" function bit gcn_bug_active(input string name);
  import "DPI-C" function int gcn_gfx_active();

  bit sadd_carry;         // S_ADD_U32 loses its carry-out (SCC)
  bit mad_i24_sext;       // V_MAD_I32_I24 zero-extends S0
  bit lds_conflict_drop;  // an LDS step after a bank conflict drops the pass's last lane's writes
  bit vmem_sext;          // SBYTE / SSHORT vector memory loads are zero-extended
  bit lds_base_ignored;   // the LDS ignores a workgroup's window base
  bit smrd_offset_bytes;  // an SMRD immediate offset counts bytes, not dwords

  int unsigned gfx_sel;   // the decode's generation (0: gcn_cu's GFX)
endpackage
