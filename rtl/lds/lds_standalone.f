# The LDS unit Verilated or linted on its own (tests/rtl_lds.cmake,
# scripts/lint.sh): lds.f and the waiver of the FP package's constants it
# leaves unused. Format: cmake/GcnVerilate.cmake.
gcn_lds_standalone.vlt
-F lds.f
