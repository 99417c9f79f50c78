#!/usr/bin/env bash
# Fuzzes one shard of the night and gathers what the shard's artifact carries: the new seed files
# (under new-seeds/Seeds/), the pictures, the JUnit report, the JSON summary, the event log (which the
# import job merges into the night's dashboard) and the shard's own dashboard.
#
# Environment: DUO_FUZZ (the duo-fuzz binary), SHARD (i/n), SEED, DURATION (such as 20m),
# PROPERTIES (patterns separated by spaces; empty for every property), OUT (default fuzz-out),
# CORPUS (a folder: the run is guided, --guided --corpus CORPUS, docs/guided.md; empty: a random run).
# Exits with duo-fuzz run's code (1 when something was found); the files are gathered either way.
# PROPERTIES holds property patterns only (letters, digits, '.', '_', '-' and '*', not starting with
# '-'); anything else exits 2 before anything runs, so that a dispatcher cannot pass options.
set -uo pipefail
out="${OUT:-fuzz-out}"
read -r -a patterns <<< "${PROPERTIES:-}"
# ${patterns[@]+…}: bash 3.2 (macOS's) with set -u calls an empty array unbound.
for pattern in ${patterns[@]+"${patterns[@]}"}; do
    if [[ ! "$pattern" =~ ^[A-Za-z0-9._*][A-Za-z0-9._*-]*$ ]]; then
        echo "fuzz-shard: \"$pattern\" is not a property pattern: the properties input takes only ids and globs" \
            "(letters, digits, '.', '_', '-' and '*', not starting with '-')" >&2
        exit 2
    fi
done
mkdir -p "$out/new-seeds"
touch "$out/.started"
guided=()
if [ -n "${CORPUS:-}" ]; then guided=(--guided --corpus "$CORPUS"); fi
# The patterns come after -- so that duo-fuzz reads each as a pattern, whatever it looks like.
"$DUO_FUZZ" run --duration "$DURATION" --shard "$SHARD" --seed "$SEED" ${guided[@]+"${guided[@]}"} \
    --seeds-dir Seeds --out "$out" --junit "$out/junit.xml" --summary "$out/summary.json" \
    --events "$out/events.jsonl" --dashboard "$out/dashboard" -- ${patterns[@]+"${patterns[@]}"}
status=$?
# A seed file newer than the start is new tonight (the seeds that replayed first are older).
if [ -d Seeds ]; then
    # Copied into the same relative folder by hand: macOS's cp has no --parents.
    find Seeds -name '*.json' -newer "$out/.started" | while read -r file; do
        mkdir -p "$out/new-seeds/$(dirname "$file")" && cp "$file" "$out/new-seeds/$file"
    done
fi
find "$out/new-seeds" -name '*.json' | sort
exit "$status"
