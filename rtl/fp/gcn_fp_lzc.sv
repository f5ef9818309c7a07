// Leading-zero count of a WIDTH-bit vector (WIDTH when the vector is zero).
// Used by the unpacker (denormal inputs) and the adder (normalisation).
//
// A binary search over the vector left-aligned in P = 2^LOG bits (zeros
// below): step s asks whether the top 2^s bits are all zero, and if so
// counts them and shifts them out. LOG steps of a compare and a shift, where
// a scan would be one test per bit; a simulator evaluates it every clock in
// every lane, so the shape matters for simulation speed as well as depth.
module gcn_fp_lzc #(
  parameter int unsigned WIDTH = 32,
  localparam int unsigned CW = $clog2(WIDTH + 1),
  localparam int unsigned LOG = (WIDTH > 1) ? $clog2(WIDTH) : 1,
  localparam int unsigned P = 1 << LOG
) (
  input  logic [WIDTH-1:0] d_i,
  output logic [CW-1:0]    cnt_o
);

  logic [P-1:0]   v;
  logic [LOG-1:0] n;

  always_comb begin
    v = P'(d_i) << (P - WIDTH);
    n = '0;
    for (int s = int'(LOG) - 1; s >= 0; s--) begin
      if ((v >> (P - (1 << s))) == '0) begin   // the top 2^s bits
        n[s] = 1'b1;
        v    = v << (1 << s);
      end
    end
    cnt_o = (d_i == '0) ? CW'(WIDTH) : CW'(n);
  end

endmodule
