// libFuzzer's extra counters, which a fuzz target fills with features of its own (docs/libfuzzer.md).
#ifndef DUO_FUZZ_COUNTERS_H
#define DUO_FUZZ_COUNTERS_H

#include <stddef.h>
#include <stdint.h>

/// How many counters there are.
#define DUO_FUZZ_COUNTER_COUNT 16384

/// The first of the counters. libFuzzer clears them before every input and reads them after it, as it reads
/// its own coverage counters, so a counter set during an input is a feature of that input.
uint8_t *duo_fuzz_counters(void);

/// How many blocks of code carry libFuzzer's inline counters (0 in a build without them).
size_t duo_fuzz_edge_count(void);

/// The first of those counters: the ones set when an input returns are the blocks it reached.
const uint8_t *duo_fuzz_edges(void);

/// The address of block `index`, as the table of blocks gives it (0 past its end): the place the
/// instrumentation's call is, which a symbolizer names (the sanitizers' symbolizer is given the next
/// instruction's address and steps back to this one).
uintptr_t duo_fuzz_edge_address(size_t index);

/// Whether the sanitizers' symbolizer is linked (it comes with AddressSanitizer).
int duo_fuzz_has_sanitizer_symbolizer(void);

/// Writes the source place of block `index` as `FILE:LINE` into `out`; 0 when it cannot be told (no
/// symbolizer in the build).
int duo_fuzz_edge_place(size_t index, char *out, size_t size);

/// How many instrumented modules handed their counters to this build's own SanitizerCoverage callbacks
/// (a build instrumented without libFuzzer; 0 in any other build).
size_t duo_coverage_module_count(void);

/// The counters of module `module`, their number in `count` (0 and null past the last module). Nothing clears
/// them but their reader.
uint8_t *duo_coverage_counters(size_t module, size_t *count);

/// Sets every counter of the modules to 0.
void duo_coverage_clear(void);

/// Writes the numbers of the blocks whose counters are not 0 into `blocks` (at most `capacity`), numbered across
/// the modules in order, ascending; returns how many it wrote.
size_t duo_coverage_collect(int32_t *blocks, size_t capacity);

/// The address of block `index` of module `module`, as its table of blocks gives it (0 past its end).
uintptr_t duo_coverage_block_address(size_t module, size_t index);

#endif
