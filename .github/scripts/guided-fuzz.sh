#!/usr/bin/env bash
# The guided half of the night: runs the libFuzzer target of each property (duo-libfuzzer, docs/libfuzzer.md)
# on its kept corpus, gives the time to the targets still finding new coverage, turns each crash file into a
# seed with duo-fuzz import-crash, and minimises every corpus with -merge=1 for the next night.
#
# Time goes in turns of SLICE seconds, as HypoFuzz gives a worker's time to the tests still finding new
# behaviour: every target has a first turn; after it, a target whose turn raised libFuzzer's feature count
# ("ft:") has another, and one that found nothing new sits out until every target has stopped finding,
# when all that have not failed get a turn again. A target that failed has found its bug and stops. Time
# spent is the larger of the clock's and the turns' (each a SLICE), so that a turn that ends early (a crash,
# a target that exits) still counts whole and the turns given are the planned BUDGET / SLICE.
#
# Environment: LIBFUZZER (the duo-libfuzzer binary, built with --sanitize=fuzzer), DUO_FUZZ (duo-fuzz),
# BUDGET (seconds in all, default 1200), SLICE (seconds per turn, default 60), CORPUS (default corpus),
# OUT (default fuzz-out: new-seeds/Seeds/ as a shard's artifact has it, the crash files, guided.md),
# PROPERTIES (ids separated by spaces; empty for every property).
# Exits 1 when a target failed, 0 otherwise; the files are gathered either way.
set -uo pipefail
# Written for bash 3.2, macOS's, where the script's test also runs: no associative arrays (each target's figures
# are kept at its index in ids), lines read into an array one by one, and an array that may be empty expanded as
# ${a[@]+"${a[@]}"}.
out="${OUT:-fuzz-out}"
corpus="${CORPUS:-corpus}"
budget="${BUDGET:-1200}"
slice="${SLICE:-60}"
ids=()
read -r -a ids <<< "${PROPERTIES:-}"
if [ "${#ids[@]}" -eq 0 ]; then
    while IFS= read -r id; do ids+=("$id"); done < <(DUOCHECK_FUZZ_LIST=1 "$LIBFUZZER")
fi
if [ "${#ids[@]}" -eq 0 ]; then
    echo "guided-fuzz: no property to fuzz: PROPERTIES is empty and $LIBFUZZER lists none" >&2
    exit 2
fi
for id in ${ids[@]+"${ids[@]}"}; do
    if [[ ! "$id" =~ ^[a-z0-9][a-z0-9.-]*$ ]]; then
        echo "guided-fuzz: \"$id\" is not a property id" >&2
        exit 2
    fi
done
mkdir -p "$out/new-seeds/Seeds" "$out/crashes" "$out/logs"
# Per target, at its index in ids: the last feature count, the turns given, and whether it failed (1).
features=()
turns=()
failed=()
for index in ${ids[@]+"${!ids[@]}"}; do
    features[index]=0
    turns[index]=0
    failed[index]=0
done
start=$SECONDS
given=0
active=(${ids[@]+"${!ids[@]}"})
status=0

# Seconds spent: the clock's, or the turns' given when more.
spent() { local clock=$(( SECONDS - start )) turned=$(( given * slice )); echo $(( clock > turned ? clock : turned )); }

# The last feature count a libFuzzer log printed (0 before any).
feature_count() { grep -o 'ft: [0-9]*' "$1" | tail -n 1 | cut -d ' ' -f 2 || true; }

# One turn of the target at index $1; succeeds when it raised the target's feature count.
turn() {
    local index="$1"
    local id="${ids[index]}"
    local log="$out/logs/$id.log"
    mkdir -p "$corpus/$id" "$out/crashes/$id"
    # -len_control=0: a case needs its whole choices, so libFuzzer's slow lengthening of inputs only overruns.
    DUOCHECK_FUZZ_PROPERTY="$id" "$LIBFUZZER" "$corpus/$id" -max_total_time="$slice" -len_control=0 \
        -artifact_prefix="$out/crashes/$id/" > "$log" 2>&1
    turns[index]=$(( turns[index] + 1 ))
    given=$(( given + 1 ))
    local crash
    crash="$(find "$out/crashes/$id" -name 'crash-*' | head -n 1)"
    if [ -n "$crash" ]; then
        failed[index]=1
        status=1
        "$DUO_FUZZ" import-crash "$id" "$crash" --seeds-dir "$out/new-seeds/Seeds" || status=1
    fi
    local now
    now="$(feature_count "$log")"
    now="${now:-0}"
    if [ "$now" -gt "${features[index]}" ]; then
        features[index]=$now
        return 0
    fi
    return 1
}

while [ $(( $(spent) + slice )) -le "$budget" ]; do
    next=()
    for index in ${active[@]+"${active[@]}"}; do
        [ $(( $(spent) + slice )) -le "$budget" ] || break
        if turn "$index" && [ "${failed[index]}" -eq 0 ]; then next+=("$index"); fi
    done
    if [ "${#next[@]}" -eq 0 ]; then
        for index in ${ids[@]+"${!ids[@]}"}; do [ "${failed[index]}" -eq 1 ] || next+=("$index"); done
        [ "${#next[@]}" -gt 0 ] || break
    fi
    active=(${next[@]+"${next[@]}"})
done

# Each corpus minimised: the smallest set of its inputs that keeps every feature.
for id in ${ids[@]+"${ids[@]}"}; do
    [ -d "$corpus/$id" ] || continue
    rm -rf "$corpus/$id.min" && mkdir -p "$corpus/$id.min"
    if DUOCHECK_FUZZ_PROPERTY="$id" "$LIBFUZZER" -merge=1 "$corpus/$id.min" "$corpus/$id" > "$out/logs/$id.merge.log" 2>&1; then
        rm -rf "$corpus/$id" && mv "$corpus/$id.min" "$corpus/$id"
    else
        rm -rf "$corpus/$id.min"
    fi
done

{
    echo "| property | turns | features | corpus | failed |"
    echo "|---|---|---|---|---|"
    for index in ${ids[@]+"${!ids[@]}"}; do
        id="${ids[index]}"
        # $(( )) drops the spaces macOS's wc pads its count with.
        count=$(( $(find "$corpus/$id" -type f 2>/dev/null | wc -l) ))
        mark=""
        [ "${failed[index]}" -eq 0 ] || mark=yes
        echo "| \`$id\` | ${turns[index]} | ${features[index]} | $count | $mark |"
    done
} > "$out/guided.md"
cat "$out/guided.md"
if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
    { echo "### Guided (libFuzzer)"; echo; cat "$out/guided.md"; } >> "$GITHUB_STEP_SUMMARY"
fi
exit "$status"
