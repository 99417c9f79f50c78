// libFuzzer finds its extra counters, on Linux, between the linker's __start_ and __stop_ symbols of the
// section __libfuzzer_extra_counters (compiler-rt's FuzzerExtraCounters.cpp), so the array is placed there;
// `used` keeps the linker from dropping it. libFuzzer reads no such section on Apple's platforms, where the
// array is an ordinary one: the properties still run, guided by code coverage alone. Outside a libFuzzer
// build nothing reads the section.
#include "DuoFuzzCounters.h"

#if defined(__linux__)
__attribute__((section("__libfuzzer_extra_counters"), used))
#endif
static uint8_t counters[DUO_FUZZ_COUNTER_COUNT];

uint8_t *duo_fuzz_counters(void) { return counters; }
