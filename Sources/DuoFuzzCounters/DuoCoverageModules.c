// The counters of a build instrumented for coverage without libFuzzer (`duo-fuzz run --guided`, built with
// `-sanitize-coverage=edge,inline-8bit-counters,pc-table`; docs/guided.md). The instrumentation gives each
// linkage unit a constructor that hands its inline 8-bit counters and its table of blocks to these two
// functions, on every platform (LLVM's SanitizerCoverage pass). libFuzzer defines the same two; these are weak,
// so in a libFuzzer build its definitions are the ones linked, and these are never called. A build without the
// instrumentation calls neither, and the guided run then has no modules to read.
#include "DuoFuzzCounters.h"

#include <string.h>

#define DUO_COVERAGE_MODULE_LIMIT 64

static uint8_t *counter_starts[DUO_COVERAGE_MODULE_LIMIT];
static size_t counter_counts[DUO_COVERAGE_MODULE_LIMIT];
static const uintptr_t *block_tables[DUO_COVERAGE_MODULE_LIMIT];
static size_t module_count;
static size_t block_table_count;

__attribute__((weak)) void __sanitizer_cov_8bit_counters_init(uint8_t *start, uint8_t *stop) {
    // Every object file of a statically linked unit calls with the same bounds (the linker's, of the whole
    // section): a module is counted once.
    if (start == stop || module_count == DUO_COVERAGE_MODULE_LIMIT) return;
    for (size_t index = 0; index < module_count; index++) {
        if (counter_starts[index] == start) return;
    }
    counter_starts[module_count] = start;
    counter_counts[module_count] = (size_t)(stop - start);
    module_count++;
}

__attribute__((weak)) void __sanitizer_cov_pcs_init(const uintptr_t *start, const uintptr_t *stop) {
    // Called after the counters' call of the same unit, with two words a block in the counters' order.
    if (start == stop || block_table_count == DUO_COVERAGE_MODULE_LIMIT) return;
    for (size_t index = 0; index < block_table_count; index++) {
        if (block_tables[index] == start) return;
    }
    (void)stop;
    block_tables[block_table_count] = start;
    block_table_count++;
}

size_t duo_coverage_module_count(void) { return module_count == block_table_count ? module_count : 0; }

uint8_t *duo_coverage_counters(size_t module, size_t *count) {
    if (module >= duo_coverage_module_count()) {
        *count = 0;
        return 0;
    }
    *count = counter_counts[module];
    return counter_starts[module];
}

uintptr_t duo_coverage_block_address(size_t module, size_t index) {
    if (module >= duo_coverage_module_count() || index >= counter_counts[module]) return 0;
    return block_tables[module][2 * index];
}

void duo_coverage_clear(void) {
    for (size_t module = 0; module < duo_coverage_module_count(); module++) {
        memset(counter_starts[module], 0, counter_counts[module]);
    }
}

size_t duo_coverage_collect(int32_t *blocks, size_t capacity) {
    // C, so that no counter of its own is bumped while it reads them (the guided build instruments Swift code
    // only), and 64 counters at a time: most are 0, and a case reaches a few hundred of tens of thousands.
    size_t found = 0;
    size_t first = 0;
    for (size_t module = 0; module < duo_coverage_module_count(); module++) {
        const uint8_t *counters = counter_starts[module];
        size_t count = counter_counts[module];
        size_t index = 0;
        for (; index + 64 <= count; index += 64) {
            uint64_t words[8];
            memcpy(words, counters + index, 64);
            uint64_t any = 0;
            for (int word = 0; word < 8; word++) any |= words[word];
            if (any == 0) continue;
            for (size_t offset = index; offset < index + 64; offset++) {
                if (counters[offset] && found < capacity) blocks[found++] = (int32_t)(first + offset);
            }
        }
        for (; index < count; index++) {
            if (counters[index] && found < capacity) blocks[found++] = (int32_t)(first + index);
        }
        first += count;
    }
    return found;
}
