// A clock gate: clk_o follows clk_i while en_i was set during the low phase
// before the rising edge, so the gated clock only ever has whole pulses (the
// register files that also use the falling edge see both edges or none).
// On ECP5 (GCN_ECP5) the device's clock enable buffer DCCA does this on the
// clock network; elsewhere (simulation) a latch open while the clock is low
// and an AND, the usual integrated clock gate.
module gcn_clock_gate (
  input  logic clk_i,
  input  logic en_i,
  output logic clk_o
);
`ifdef GCN_ECP5
  DCCA u_dcca (.CLKI(clk_i), .CE(en_i), .CLKO(clk_o));
`else
  logic en_l;
  always_latch begin
    if (!clk_i) en_l = en_i;
  end
  assign clk_o = clk_i & en_l;
`endif
endmodule
