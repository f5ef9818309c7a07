// Launch suites (loader/suite.h): parsing with the files they name, buffers
// shared between launches, the kernarg segment they build for
// kernels/compiled/vector_add.cl (arguments a, b, c: global int pointers at
// offsets 0, 8, 16; n: an int at 24, by the OpenCL ABI; the -O2 metadata
// names no argument), the first-difference
// report, and malformed suites: each one ManifestError naming the file and
// the field. Expected values are worked by hand.
#define BOOST_TEST_MODULE test_suite
#include <boost/test/unit_test.hpp>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <unistd.h>

#include "code_object.h"
#include "dispatch.h"
#include "le_bytes.h"
#include "suite.h"

using namespace gcn::loader;

namespace {

namespace fs = std::filesystem;

// A folder holding the binary files the suites below name: in.bin (8 bytes
// 01..08), four.bin (4 bytes), empty.bin (none).
struct Files {
  fs::path dir;
  Files() {
    dir = fs::temp_directory_path() / fs::path("gcn_test_suite_" + std::to_string(::getpid()));
    fs::create_directories(dir);
    write("in.bin", {1, 2, 3, 4, 5, 6, 7, 8});
    write("four.bin", {0xAA, 0xBB, 0xCC, 0xDD});
    write("empty.bin", {});
  }
  ~Files() {
    std::error_code ec;
    fs::remove_all(dir, ec);
  }
  void write(const std::string& name, const std::vector<uint8_t>& bytes) const {
    std::ofstream f(dir / name, std::ios::binary);
    f.write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
  }
  std::string manifest() const { return (dir / "s.json").string(); }
};

bool has(const std::string& m, const std::string& part) { return m.find(part) != std::string::npos; }

const std::string kHead = R"({"code_object": "x.co", "launches": [)";

// The ManifestError of parsing `launches` (the text inside "launches": [...]).
std::string parse_error(const Files& f, const std::string& launches) {
  try {
    parse_suite(kHead + launches + "]}", f.manifest());
  } catch (const ManifestError& e) {
    const std::string m = e.what();
    BOOST_CHECK_MESSAGE(m.rfind(f.manifest() + ": ", 0) == 0, m);
    BOOST_CHECK_MESSAGE(m.find('\n') == std::string::npos, m);
    return m;
  }
  BOOST_FAIL("accepted: " << launches);
  return {};
}

}  // namespace

BOOST_AUTO_TEST_CASE(suite_parses_arguments_and_defaults) {
  const Files f;
  const Suite s = parse_suite(kHead + R"(
      {"kernel": "k1", "grid": [100, 2], "block": [32, 2],
       "args": [{"in": "in.bin", "name": "x"}, {"inout": "four.bin", "expect": "four.bin", "type": "i16"},
                {"out": 8, "expect": "in.bin"}, {"zero": 16}, {"u32": 4294967295}, {"i32": -3},
                {"u64": 18446744073709551615}, {"i8": -128}, {"f32": 2.5}, {"f64": -0.5}]},
      {"kernel": "k2", "groups": 3, "args": [{"buffer": "x", "expect": "in.bin"}]}]})",
                              f.manifest());
  BOOST_TEST(s.code_object == (f.dir / "x.co").string());  // relative to the manifest's folder
  BOOST_REQUIRE(s.launches.size() == 2u);
  const SuiteLaunch& a = s.launches[0];
  BOOST_TEST(a.grid[0] == 100u);
  BOOST_TEST(a.grid[1] == 2u);
  BOOST_TEST(a.grid[2] == 1u);
  BOOST_TEST(a.block[1] == 2u);
  BOOST_REQUIRE(a.args.size() == 10u);
  BOOST_TEST(int(a.args[0].kind) == int(SuiteArg::Kind::In));
  BOOST_TEST(a.args[0].name == "x");
  BOOST_TEST(a.args[0].initial.size() == 8u);
  BOOST_TEST(a.args[0].bytes == 8u);
  BOOST_TEST(a.args[0].initial[7] == 8u);
  BOOST_TEST(a.args[1].type.name == "i16");
  BOOST_TEST(a.args[1].expect.size() == 4u);
  BOOST_TEST(a.args[2].name == "launches[0].args[2]");  // unnamed buffers are named by place
  BOOST_TEST(a.args[2].initial.empty());  // zeros, made at dispatch
  BOOST_TEST(a.args[2].bytes == 8u);
  BOOST_TEST(a.args[3].bytes == 16u);
  BOOST_TEST(a.args[4].bits == 0xFFFFFFFFull);
  BOOST_TEST(a.args[5].bits == 0xFFFFFFFDull);  // -3 as 32 bits
  BOOST_TEST(a.args[6].bits == ~0ull);
  BOOST_TEST(a.args[7].bits == 0x80ull);
  BOOST_TEST(a.args[8].bits == 0x40200000ull);  // 2.5f: sign 0, exponent 128, fraction .25
  BOOST_TEST(a.args[9].bits == 0xBFE0000000000000ull);  // -0.5: exponent 1022
  const SuiteLaunch& b = s.launches[1];
  BOOST_TEST(b.block[0] == 64u);  // the default workgroup
  BOOST_TEST(b.grid[0] == 192u);  // "groups": 3 of 64
  BOOST_TEST(int(b.args[0].kind) == int(SuiteArg::Kind::Buffer));
}

BOOST_AUTO_TEST_CASE(malformed_suites_name_the_field) {
  const Files f;
  const std::string k = R"({"kernel": "k", "grid": [64], "args": )";
  BOOST_TEST(has(parse_error(f, k + R"([{"in": "missing.bin"}]})"), "launches[0].args[0].in:"));
  BOOST_TEST(has(parse_error(f, k + R"([{"in": "missing.bin"}]})"), "missing.bin"));
  BOOST_TEST(has(parse_error(f, k + R"([{"in": "empty.bin"}]})"), "args[0].in: the file is empty"));
  BOOST_TEST(has(parse_error(f, k + R"([{"inout": "in.bin", "expect": "four.bin"}]})"),
                 "args[0].expect: four.bin holds 4 bytes, the buffer 8"));
  BOOST_TEST(has(parse_error(f, k + R"([{"out": 8}]})"), "an \"out\" buffer needs \"expect\""));
  BOOST_TEST(has(parse_error(f, k + R"([{"in": "in.bin", "expect": "in.bin"}]})"), "an \"in\" buffer has no expected"));
  BOOST_TEST(has(parse_error(f, k + R"([{"buffer": "y"}]})"), "args[0].buffer: no earlier buffer named \"y\""));
  BOOST_TEST(has(parse_error(f, k + R"([{"zero": 4, "name": "z"}, {"zero": 4, "name": "z"}]})"),
                 "args[1].name: buffer name \"z\" is empty or used twice"));
  BOOST_TEST(has(parse_error(f, k + R"([{"u32": 4294967296}]})"), "args[0].u32: 4294967296 is outside the range of a u32"));
  BOOST_TEST(has(parse_error(f, k + R"([{"u32": -1}]})"), "args[0].u32: -1 is outside the range of a u32"));
  BOOST_TEST(has(parse_error(f, k + R"([{"i32": -2147483649}]})"), "-2147483649 is outside the range of an i32"));
  BOOST_TEST(has(parse_error(f, k + R"([{"i32": 1.5}]})"), "args[0].i32: 1.5 is not an integer"));
  BOOST_TEST(has(parse_error(f, k + R"([{"f32": 1e39}]})"), "args[0].f32: 1e+39 is not a finite f32"));
  BOOST_TEST(has(parse_error(f, k + R"([{"u32": 1, "i32": 1}]})"), "give one kind of argument, not u32, i32"));
  BOOST_TEST(has(parse_error(f, k + R"([{"in": "in.bin", "out": 8}]})"), "give one kind of argument, not in, out"));
  BOOST_TEST(has(parse_error(f, k + R"([{"size": 8}]})"), "args[0]: give one of \"in\""));
  BOOST_TEST(has(parse_error(f, k + R"([{"u32": 1, "type": "u32"}]})"), "args[0]: unknown field \"type\""));
  BOOST_TEST(has(parse_error(f, k + R"([{"inout": "in.bin", "expect": "in.bin", "type": "u64"}, )"
                                    R"({"inout": "in.bin", "expect": "in.bin", "type": "f16"}]})"),
                 "args[1].type: unknown element type \"f16\""));
  BOOST_TEST(has(parse_error(f, R"({"kernel": "k", "args": []})"), "launches[0]: give one of \"grid\" or \"groups\""));
  BOOST_TEST(has(parse_error(f, R"({"kernel": "k", "grid": [64], "groups": 1, "args": []})"), "give one of"));
  BOOST_TEST(has(parse_error(f, R"({"kernel": "k", "grid": [64]})"), "launches[0]: missing \"args\""));
  BOOST_TEST(has(parse_error(f, R"({"kernel": "k", "grid": [64], "args": [], "blocks": [1]})"),
                 "launches[0]: unknown field \"blocks\""));
  try {
    parse_suite(R"({"code_object": "x.co", "launches": []})", "s.json");
    BOOST_FAIL("an empty suite was accepted");
  } catch (const ManifestError& e) {
    BOOST_TEST(has(e.what(), "s.json: launches: expected a non-empty array"));
  }
  try {
    parse_suite(R"({"launches": [)" + k + "[]}]}", "s.json");
    BOOST_FAIL("a suite without a code object was accepted");
  } catch (const ManifestError& e) {
    BOOST_TEST(has(e.what(), "s.json: top level: missing \"code_object\""));
  }
}

// vector_add's kernarg segment from a suite: buffer addresses at 0, 8 and 16
// (a buffer passed again by name keeps its address), n at 24; buffers
// persist in the suite's memory from one launch to the next.
BOOST_AUTO_TEST_CASE(suite_dispatch_builds_kernarg_and_shares_buffers) {
  const Files f;
  const CodeObject co = load_code_object(std::string(GCN_BINARY_DIR) + "/kernels/vector_add.O2.co");
  const Kernel& k = co.kernel("vector_add");
  const Suite s = parse_suite(kHead + R"(
      {"kernel": "vector_add", "grid": [2], "args": [{"in": "in.bin", "name": "a"}, {"in": "four.bin"}, {"zero": 8}, {"i32": -2}]},
      {"kernel": "vector_add", "grid": [2], "args": [{"buffer": "a"}, {"buffer": "a"}, {"zero": 4}, {"i32": 7}]}]})",
                              f.manifest());
  SuiteMemory mem;
  const Dispatch d0 = make_suite_dispatch(s, s.launches[0], k, mem);
  const uint64_t base = AddressMap{}.buffers;
  BOOST_TEST(le_load(d0.kernarg, 0, 8) == base);
  BOOST_TEST(le_load(d0.kernarg, 8, 8) == base + 0x20000);  // 8 bytes round up to 64 KiB, then a 64 KiB gap
  BOOST_TEST(le_load(d0.kernarg, 16, 8) == base + 0x40000);
  BOOST_TEST(le_load(d0.kernarg, 24, 4) == 0xFFFFFFFEull);
  BOOST_TEST(d0.memory.size() == 3u);
  BOOST_TEST(d0.memory[2].bytes == std::vector<uint8_t>(8, 0));  // "zero": 8
  mem.regions[0].bytes[0] = 0x55;  // what launch 0 would have written
  const Dispatch d1 = make_suite_dispatch(s, s.launches[1], k, mem);
  BOOST_TEST(le_load(d1.kernarg, 0, 8) == base);
  BOOST_TEST(le_load(d1.kernarg, 8, 8) == base);
  BOOST_TEST(le_load(d1.kernarg, 16, 8) == base + 0x60000);
  BOOST_TEST(le_load(d1.kernarg, 24, 4) == 7u);
  BOOST_REQUIRE(d1.memory.size() == 4u);
  BOOST_TEST(d1.memory[0].bytes[0] == 0x55u);
}

BOOST_AUTO_TEST_CASE(suite_arguments_must_fit_the_kernel) {
  const Files f;
  const CodeObject co = load_code_object(std::string(GCN_BINARY_DIR) + "/kernels/vector_add.O2.co");
  const Kernel& k = co.kernel("vector_add");
  auto error = [&](const std::string& args) -> std::string {
    const Suite s = parse_suite(kHead + R"({"kernel": "vector_add", "grid": [2], "args": )" + args + "}]}", f.manifest());
    SuiteMemory mem;
    try {
      make_suite_dispatch(s, s.launches[0], k, mem);
    } catch (const ManifestError& e) {
      BOOST_CHECK_MESSAGE(has(e.what(), f.manifest() + ": launches[0]: "), e.what());
      return e.what();
    }
    BOOST_FAIL("accepted: " << args);
    return {};
  };
  BOOST_TEST(has(error(R"([{"zero": 4}, {"zero": 4}, {"zero": 4}])"),
                 "kernel vector_add has more arguments than the manifest's 3 (argument 3 at offset 24)"));
  BOOST_TEST(has(error(R"([{"zero": 4}, {"zero": 4}, {"zero": 4}, {"u32": 1}, {"u32": 2}])"),
                 "5 arguments given, kernel vector_add takes 4"));
  BOOST_TEST(has(error(R"([{"zero": 4}, {"zero": 4}, {"zero": 4}, {"u64": 1}])"),
                 "args[3] (kernel vector_add argument 3 at offset 24): a 8-byte u64 is given, the kernel takes 4 bytes"));
  BOOST_TEST(has(error(R"([{"zero": 4}, {"u64": 1}, {"zero": 4}, {"u32": 1}])"),
                 "args[1] (kernel vector_add argument 1 at offset 8): a value is given, the kernel takes global_buffer"));
  BOOST_TEST(has(error(R"([{"zero": 4}, {"zero": 4}, {"zero": 4}, {"zero": 4}])"),
                 "args[3] (kernel vector_add argument 3 at offset 24): a buffer is given, the kernel takes by_value"));
}

BOOST_AUTO_TEST_CASE(first_difference_is_reported_by_byte_and_element) {
  SuiteArg a;
  a.name = "y";
  a.where = "launches[1].args[2]";
  a.expect = {0, 0, 0x80, 0x3F, 0, 0, 0, 0x40};  // f32 1.0, 2.0
  a.type = ElementType{"f32", 4, true, true};
  BOOST_TEST(compare_expected(a, a.expect).empty());
  const std::vector<uint8_t> got = {0, 0, 0x80, 0x3F, 0, 0, 0x40, 0x40};  // 1.0, 3.0
  BOOST_TEST(compare_expected(a, got) ==
             "buffer y (launches[1].args[2]): first difference at byte 6 (element 1 of type f32): expected 2 "
             "(0x40000000), got 3 (0x40400000); 1 byte(s) differ");
  a.type = ElementType{"i16", 2, false, true};
  a.expect = {0xFF, 0xFF, 5, 0};
  BOOST_TEST(compare_expected(a, {0xFE, 0xFF, 6, 0}) ==
             "buffer y (launches[1].args[2]): first difference at byte 0 (element 0 of type i16): expected -1 "
             "(0xffff), got -2 (0xfffe); 2 byte(s) differ");
}
