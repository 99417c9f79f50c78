#!/usr/bin/env bash
# Brings a night home: imports every shard's artifact into Seeds/ (duo-fuzz import), writes the
# pull request's body, appends the shards' summaries and the import's result to the job summary
# (duo-fuzz summarize), and gathers the new seed files and their pictures for the job that opens
# the pull request.
#
# Environment: DUO_FUZZ (the duo-fuzz binary), SHARDS (the folder holding one folder per shard
# artifact, each named as uploaded: fuzz-shard-<i>-of-<n>-attempt-<a>), RUN_URL (the workflow run's page, linked from the body), OUT (default night-out).
# Writes has-new-seeds=true|false to $GITHUB_OUTPUT when that is set.
#
# A bad file (an artifact, a seed file or a summary that cannot be read) is named in the job summary
# and the rest still comes home: the script exits 2, with has-new-seeds=true when there are new
# seeds, so that the pull request is still opened. An import that fails otherwise (duo-fuzz killed
# or crashed part way) brings nothing home: has-new-seeds=false, and the script exits with its code;
# the artifacts are kept for 30 days, and rerunning the job imports them.
set -uo pipefail
out="${OUT:-night-out}"
summary="${GITHUB_STEP_SUMMARY:-/dev/null}"
mkdir -p "$out/new-seeds"
shopt -s nullglob
artifacts=("$SHARDS"/*/)
# A re-run shard uploads another attempt beside the first: the seeds of every attempt are imported (a find of
# an earlier attempt is kept, and the same seed counts once), but only the newest attempt's summary of each
# shard is shown, so that no shard's cases count twice.
summaries=()
while IFS= read -r file; do summaries+=("$file"); done < <(
    for file in "$SHARDS"/*/summary.json; do
        folder=$(basename "$(dirname "$file")")
        attempt="${folder##*-attempt-}"
        case "$attempt" in (*[!0-9]* | "") attempt=0 ;; esac
        printf '%s\t%s\t%s\n' "${folder%-attempt-*}" "$attempt" "$file"
    done | sort -t "$(printf '\t')" -k1,1 -k2,2nr | awk -F '\t' '!seen[$1]++ { print $3 }'
)
status=0
if [ ${#summaries[@]} -gt 0 ]; then
    # summarize names a summary it cannot read and shows the others (exit 2).
    "$DUO_FUZZ" summarize ${summaries[@]+"${summaries[@]}"} >> "$summary" || status=$?
    if [ "$status" -ne 0 ] && [ "$status" -ne 2 ]; then
        echo "duo-fuzz summarize exited $status; the shards' numbers are missing from this summary." >> "$summary"
        status=2
    fi
fi
imported=0
if [ ${#artifacts[@]} -gt 0 ]; then
    "$DUO_FUZZ" import ${artifacts[@]+"${artifacts[@]}"} --out "$out/pictures" --pr-body "$out/pr-body.md" --artifact-url "${RUN_URL:-}" \
        > "$out/import.log" 2>&1 || imported=$?
    cat "$out/import.log"
fi
{
    echo
    echo "### Import"
    echo
    grep '^import: ' "$out/import.log" 2> /dev/null || true
    if grep -q '^BAD ' "$out/import.log" 2> /dev/null; then
        echo
        echo "**Bad files** (not imported; everything else was):"
        echo
        sed -n 's/^BAD  *\(.*\)$/- `\1`/p' "$out/import.log"
    fi
    # The findings' table, with what the explain phase found for each, as the pull request shows it.
    if [ -f "$out/pr-body.md" ]; then
        echo
        sed -n '/^| property /,/^$/p' "$out/pr-body.md"
    fi
} >> "$summary"
count=0
if [ "$imported" -eq 0 ] || [ "$imported" -eq 2 ]; then
    # The new seed files are the ones the import added to the checkout.
    # (Copied into the same relative folder by hand: macOS's cp has no --parents.)
    git status --porcelain --untracked-files=all -- Seeds | sed -n 's/^?? //p' | while read -r file; do
        mkdir -p "$out/new-seeds/$(dirname "$file")" && cp "$file" "$out/new-seeds/$file"
    done
    # $(( )) drops the spaces macOS's wc pads its count with.
    count=$(( $(find "$out/new-seeds" -name '*.json' | wc -l) ))
    [ "$imported" -eq 2 ] && status=2
else
    echo >> "$summary"
    echo "**The import failed** (duo-fuzz import exited $imported): nothing is brought home tonight; rerun this job to import the artifacts again." >> "$summary"
    status=$imported
fi
echo "$count new seed file(s)"
if [ -n "${GITHUB_OUTPUT:-}" ]; then
    if [ "$count" -gt 0 ]; then echo "has-new-seeds=true" >> "$GITHUB_OUTPUT"; else echo "has-new-seeds=false" >> "$GITHUB_OUTPUT"; fi
fi
exit "$status"
