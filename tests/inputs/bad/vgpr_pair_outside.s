;; cosim: vgprs 8
  v_add_co_u32 v7, vcc, v0, v1
  v_lshlrev_b64 v[6:7], 1, v[7:8]
  s_endpgm
