; No vgprs directive: the allocation is 0 VGPRs.
  v_mov_b32 v0, 1
  s_endpgm
