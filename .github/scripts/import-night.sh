#!/usr/bin/env bash
# Brings a night home: imports every shard's artifact into Seeds/ (duo-fuzz import), writes the
# pull request's body, appends the shards' summaries to the job summary (duo-fuzz summarize), and
# gathers the new seed files and their pictures for the job that opens the pull request.
#
# Environment: DUO_FUZZ (the duo-fuzz binary), SHARDS (the folder holding one folder per shard
# artifact), RUN_URL (the workflow run's page, linked from the body), OUT (default night-out).
# Writes has-new-seeds=true|false to $GITHUB_OUTPUT when that is set. Exits 2 when an artifact or
# seed file could not be read (after importing the rest).
set -euo pipefail
out="${OUT:-night-out}"
mkdir -p "$out/new-seeds"
shopt -s nullglob
artifacts=("$SHARDS"/*/)
summaries=("$SHARDS"/*/summary.json)
if [ ${#summaries[@]} -gt 0 ]; then
    "$DUO_FUZZ" summarize "${summaries[@]}" >> "${GITHUB_STEP_SUMMARY:-/dev/null}"
fi
status=0
if [ ${#artifacts[@]} -gt 0 ]; then
    "$DUO_FUZZ" import "${artifacts[@]}" --out "$out/pictures" --pr-body "$out/pr-body.md" --artifact-url "${RUN_URL:-}" || status=$?
fi
# The new seed files are the ones the import added to the checkout.
git status --porcelain --untracked-files=all -- Seeds | sed -n 's/^?? //p' | while read -r file; do
    cp --parents "$file" "$out/new-seeds/"
done
count=$(find "$out/new-seeds" -name '*.json' | wc -l)
echo "$count new seed file(s)"
if [ -n "${GITHUB_OUTPUT:-}" ]; then
    if [ "$count" -gt 0 ]; then echo "has-new-seeds=true" >> "$GITHUB_OUTPUT"; else echo "has-new-seeds=false" >> "$GITHUB_OUTPUT"; fi
fi
exit "$status"
