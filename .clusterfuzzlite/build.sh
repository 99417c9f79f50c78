#!/bin/bash -eu
# Builds the libFuzzer targets of DuoCheck's properties for ClusterFuzzLite and OSS-Fuzz (docs/libfuzzer.md).
#
# precompile_swift, from OSS-Fuzz's Swift base builder, exports the flags of the sanitizer being built
# ($SANITIZER). SWIFT6_2FLAGS passes SwiftPM's own --sanitize=fuzzer, which links libFuzzer's main in place
# of the executable's; SWIFTFLAGS's -Xswiftc -sanitize=fuzzer leaves SwiftPM's alias of the executable's
# entry point in the link, which then fails. .ci/libfuzzer runs this script outside the image with the same
# flags, in debug and in a scratch folder of its own (DUOCHECK_FUZZ_CONFIGURATION, DUOCHECK_FUZZ_SCRATCH;
# the image builds in release, in .build).
. precompile_swift

# DUOCHECK_LIBFUZZER compiles libFuzzer's entry points in place of the command's main.
# shellcheck disable=SC2206
flags=(-c "${DUOCHECK_FUZZ_CONFIGURATION:-release}" --product duo-libfuzzer $SWIFT6_2FLAGS -Xswiftc -DDUOCHECK_LIBFUZZER)
# SWIFT6_2FLAGS ends in --sanitize=$SANITIZER, and SwiftPM then compiles the Swift modules with that
# sanitizer's instrumentation but without libFuzzer's coverage counters (one counter in the whole target, as
# found here); the combined flag, as SWIFTFLAGS spells it, gives them both. The coverage build has no
# sanitizer to combine.
if [ "$SANITIZER" != coverage ]; then
    flags+=(-Xswiftc "-sanitize=fuzzer,$SANITIZER")
fi
if [ -n "${DUOCHECK_FUZZ_SCRATCH:-}" ]; then
    flags+=(--scratch-path "$DUOCHECK_FUZZ_SCRATCH")
fi
swift build "${flags[@]}"
cp "$(swift build "${flags[@]}" --show-bin-path)/duo-libfuzzer" "$OUT/duo-libfuzzer"

# One build serves every property: the target reads its property from its own file name, so each id gets a
# hard link to it, named as the fuzzing infrastructure names a target (its corpus, crashes and statistics).
# Each gets an options file too: a case needs all of its choices, so libFuzzer's default of lengthening its
# inputs a few bytes at a time only overruns (invalid cases) for the first couple of hundred executions.
for id in $(DUOCHECK_FUZZ_LIST=1 "$OUT/duo-libfuzzer"); do
    ln -f "$OUT/duo-libfuzzer" "$OUT/$id"
    printf '[libfuzzer]\nlen_control = 0\n' > "$OUT/$id.options"
done
rm "$OUT/duo-libfuzzer"
