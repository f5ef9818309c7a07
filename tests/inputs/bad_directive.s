;; cosim: waves 1
;; cosim: sgpr * s4 banana
s_endpgm
