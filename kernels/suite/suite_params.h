// The suite's fixed sizes, shared by the kernels (suite.cl, OpenCL C) and
// the host side (host_kernels.cpp computes the expected outputs,
// suite_ref.cpp writes the launches): a result that depends on one of these
// is computed from the same number on both sides.
#ifndef GCN_SUITE_PARAMS_H
#define GCN_SUITE_PARAMS_H

// Workgroup sizes, fixed in each kernel with reqd_work_group_size.
#define SUITE_SAXPY_WG 64
#define SUITE_HIST_WG 64
#define SUITE_SCAN_WG 128
#define SUITE_TR_WX 8
#define SUITE_TR_WY 8
#define SUITE_COLLATZ_WG 64
#define SUITE_FP_WG 64
#define SUITE_I64_WG 64
#define SUITE_PRIV_WG 64

// histogram: the number of bins (in[i] % SUITE_HIST_BINS).
#define SUITE_HIST_BINS 16
// collatz: the most steps counted for one start.
#define SUITE_COLLATZ_CAP 128
// private_array: the private array's entries (a power of two).
#define SUITE_PRIV_N 64

#endif
