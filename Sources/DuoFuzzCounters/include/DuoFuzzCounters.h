// libFuzzer's extra counters, which a fuzz target fills with features of its own (docs/libfuzzer.md).
#ifndef DUO_FUZZ_COUNTERS_H
#define DUO_FUZZ_COUNTERS_H

#include <stdint.h>

/// How many counters there are.
#define DUO_FUZZ_COUNTER_COUNT 16384

/// The first of the counters. libFuzzer clears them before every input and reads them after it, as it reads
/// its own coverage counters, so a counter set during an input is a feature of that input.
uint8_t *duo_fuzz_counters(void);

#endif
