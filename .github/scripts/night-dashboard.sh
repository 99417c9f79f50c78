#!/usr/bin/env bash
# The night's page: the event log of every run of the night (each shard, the guided run), the newest attempt of
# each as import-night.sh takes each shard's newest summary, merged by duo-fuzz dashboard into OUT/index.html.
# No log at all: no page, and exit 0. Writes page=true|false to $GITHUB_OUTPUT when that is set.
#
# Environment: DUO_FUZZ (the duo-fuzz binary), SHARDS (the folder of the runs' artifacts, each named as uploaded:
# <run>-attempt-<a>), OUT (default night-out/dashboard).
set -uo pipefail
logs=()
while IFS= read -r file; do logs+=("$file"); done < <(bash "$(dirname "$0")/newest-attempts.sh" "$SHARDS" events.jsonl)
output="${GITHUB_OUTPUT:-/dev/null}"
if [ ${#logs[@]} -eq 0 ]; then
    echo "night-dashboard: no event log under $SHARDS; no page"
    echo "page=false" >> "$output"
    exit 0
fi
status=0
"$DUO_FUZZ" dashboard ${logs[@]+"${logs[@]}"} --out "${OUT:-night-out/dashboard}" || status=$?
if [ "$status" -eq 0 ]; then echo "page=true" >> "$output"; else echo "page=false" >> "$output"; fi
exit "$status"
