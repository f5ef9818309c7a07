;; cosim: vgprs 8
  s_nop 0
    v_mov_b32 v200, 1
  s_endpgm
