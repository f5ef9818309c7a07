// cosim-sc: the cosim command line on the SystemC platform (tb/systemc).
// The SystemC kernel starts through sc_elab_and_sim (its error handling
// around sc_main), and sc_main runs the same command line as cosim.
#include <cstdlib>

#include <systemc>

int gcn_cosim_main(int argc, char** argv);

int sc_main(int argc, char** argv) { return gcn_cosim_main(argc, argv); }

int main(int argc, char** argv) {
  // SystemC prints its banner on stdout when the kernel starts, which would
  // mix with cosim's output (JSON, reports); this variable turns it off.
  setenv("SYSTEMC_DISABLE_COPYRIGHT_MESSAGE", "1", 0);
  return sc_core::sc_elab_and_sim(argc, argv);
}
