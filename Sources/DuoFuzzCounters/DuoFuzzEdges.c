// The code an input reached, for its observation record: the inline 8-bit counters that -fsanitize=fuzzer
// puts in every instrumented module (section __sancov_cntrs) and the table of their blocks' addresses
// (section __sancov_pcs, one address and one flag word a block, in the counters' order), found between the
// linker's __start_ and __stop_ symbols as libFuzzer's own module constructors find them. libFuzzer clears
// the counters before each input, so the ones set when the input returns are its edges. The symbols are weak:
// a build without the instrumentation (or on Apple's platforms, which name sections otherwise) has none.
#include "DuoFuzzCounters.h"

#if defined(__linux__)
extern uint8_t __start___sancov_cntrs[] __attribute__((weak));
extern uint8_t __stop___sancov_cntrs[] __attribute__((weak));
extern uintptr_t __start___sancov_pcs[] __attribute__((weak));
extern uintptr_t __stop___sancov_pcs[] __attribute__((weak));
// The sanitizers' symbolizer (compiler-rt's sanitizer_common), present when AddressSanitizer is linked.
void __sanitizer_symbolize_pc(void *pc, const char *format, char *out, size_t size) __attribute__((weak));
#endif

size_t duo_fuzz_edge_count(void) {
#if defined(__linux__)
    if (!__start___sancov_cntrs || !__start___sancov_pcs) return 0;
    size_t counters = (size_t)(__stop___sancov_cntrs - __start___sancov_cntrs);
    size_t blocks = (size_t)(__stop___sancov_pcs - __start___sancov_pcs) / 2;
    return counters == blocks ? counters : 0;
#else
    return 0;
#endif
}

const uint8_t *duo_fuzz_edges(void) {
#if defined(__linux__)
    return __start___sancov_cntrs;
#else
    return 0;
#endif
}

uintptr_t duo_fuzz_edge_address(size_t index) {
#if defined(__linux__)
    return index < duo_fuzz_edge_count() ? __start___sancov_pcs[2 * index] : 0;
#else
    (void)index;
    return 0;
#endif
}

int duo_fuzz_has_sanitizer_symbolizer(void) {
#if defined(__linux__)
    return __sanitizer_symbolize_pc != 0;
#else
    return 0;
#endif
}

int duo_fuzz_edge_place(size_t index, char *out, size_t size) {
#if defined(__linux__)
    if (!__sanitizer_symbolize_pc || index >= duo_fuzz_edge_count() || size == 0) return 0;
    // The next instruction's address, as libFuzzer symbolizes a block: the block's own is its call's return.
#if defined(__aarch64__)
    uintptr_t pc = __start___sancov_pcs[2 * index] + 4;
#else
    uintptr_t pc = __start___sancov_pcs[2 * index] + 1;
#endif
    out[0] = 0;
    __sanitizer_symbolize_pc((void *)pc, "%s:%l", out, size);
    return out[0] != 0;
#else
    (void)index;
    (void)out;
    (void)size;
    return 0;
#endif
}
