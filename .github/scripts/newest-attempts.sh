#!/usr/bin/env bash
# Prints, one a line, the file FILE of the newest attempt of each run under SHARDS: the artifacts are folders named
# as uploaded, <run>-attempt-<a>, and a re-run job uploads another attempt beside the first. A folder without an
# attempt number counts as attempt 0. Usage: newest-attempts.sh SHARDS FILE (such as summary.json).
set -uo pipefail
shopt -s nullglob
for file in "$1"/*/"$2"; do
    folder=$(basename "$(dirname "$file")")
    attempt="${folder##*-attempt-}"
    case "$attempt" in (*[!0-9]* | "") attempt=0 ;; esac
    printf '%s\t%s\t%s\n' "${folder%-attempt-*}" "$attempt" "$file"
done | sort -t "$(printf '\t')" -k1,1 -k2,2nr | awk -F '\t' '!seen[$1]++ { print $3 }'
