#!/usr/bin/env bash
# Brings a night home: imports every shard's artifact into Seeds/ (duo-fuzz import), writes the
# pull request's body and the import's record (import --json), appends the shards' summaries and the
# import's section to the job summary (duo-fuzz summarize), and gathers the new seed files the record
# lists, for the job that opens the pull request.
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
while IFS= read -r file; do summaries+=("$file"); done < <(bash "$(dirname "$0")/newest-attempts.sh" "$SHARDS" summary.json)
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
record="$out/import.json"
rm -f "$record"
if [ ${#artifacts[@]} -gt 0 ]; then
    "$DUO_FUZZ" import ${artifacts[@]+"${artifacts[@]}"} --out "$out/pictures" --pr-body "$out/pr-body.md" --json "$record" \
        --artifact-url "${RUN_URL:-}" > "$out/import.log" 2>&1 || imported=$?
    cat "$out/import.log"
fi
# What the import did is its record (import --json), read back through duo-fuzz: its line, its bad files and the
# table of its new seeds for the job summary, and the new seed files' paths for the pull request.
count=0
if [ -f "$record" ] && { [ "$imported" -eq 0 ] || [ "$imported" -eq 2 ]; }; then
    { echo; "$DUO_FUZZ" summarize --import "$record"; } >> "$summary"
    # (Copied into the same relative folder by hand: macOS's cp has no --parents.)
    "$DUO_FUZZ" summarize --import "$record" --paths | while read -r file; do
        mkdir -p "$out/new-seeds/$(dirname "$file")" && cp "$file" "$out/new-seeds/$file"
    done
    # $(( )) drops the spaces macOS's wc pads its count with.
    count=$(( $(find "$out/new-seeds" -name '*.json' | wc -l) ))
    [ "$imported" -eq 2 ] && status=2
elif [ ${#artifacts[@]} -gt 0 ]; then
    echo >> "$summary"
    echo "**The import failed** (duo-fuzz import exited $imported): nothing is brought home tonight; rerun this job to import the artifacts again." >> "$summary"
    status=$(( imported == 0 ? 1 : imported ))
fi
echo "$count new seed file(s)"
if [ -n "${GITHUB_OUTPUT:-}" ]; then
    if [ "$count" -gt 0 ]; then echo "has-new-seeds=true" >> "$GITHUB_OUTPUT"; else echo "has-new-seeds=false" >> "$GITHUB_OUTPUT"; fi
fi
exit "$status"
