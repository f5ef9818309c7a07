// Bit-level helpers shared by the VALU lanes (rtl/valu/, rtl/fp/) and the
// units that reuse their datapaths.
package gcn_bits_pkg;

  // Leading zeros of a vector left-aligned in 64 bits (64 when it is zero).
  // A binary search: step s asks whether the top 2^s bits are all zero, and
  // if so counts them and shifts them out; six steps of a compare and a
  // shift, where a scan would test every bit. A narrower vector is counted
  // left-aligned ({x, zeros}); its own zero case is the caller's.
  function automatic logic [6:0] lzc_left(input logic [63:0] x);
    logic [63:0] v;
    logic [5:0]  n;
    v = x;
    n = '0;
    for (int s = 5; s >= 0; s--) begin
      if ((v >> (64 - (1 << s))) == '0) begin   // the top 2^s bits
        n[s] = 1'b1;
        v    = v << (1 << s);
      end
    end
    return (x == '0) ? 7'd64 : {1'b0, n};
  endfunction

endpackage
