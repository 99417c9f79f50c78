#!/usr/bin/env bash
# Selects the newest Xcode of major version $1 (default 26) installed under $APPLICATIONS (default
# /Applications), by writing its DEVELOPER_DIR to $GITHUB_ENV, so that every later step of the job uses it
# whatever the runner's default Xcode is. Fails, naming what it found, when there is none.
set -euo pipefail
major="${1:-26}"
folder="${APPLICATIONS:-/Applications}"
best=""
best_key=-1
for app in "$folder"/Xcode_"$major"*.app; do
    [ -d "$app" ] || continue
    name="${app##*/Xcode_}"
    version="${name%.app}"
    if [[ "$version" =~ ^([0-9]+)(\.([0-9]+))?(\.([0-9]+))?$ ]]; then
        key=$(( BASH_REMATCH[1] * 10000 + ${BASH_REMATCH[3]:-0} * 100 + ${BASH_REMATCH[5]:-0} ))
        if [ "$key" -gt "$best_key" ]; then
            best="$app"
            best_key="$key"
        fi
    fi
done
if [ -z "$best" ]; then
    echo "no Xcode $major under $folder; found:" >&2
    ls -d "$folder"/Xcode* >&2 || true
    exit 1
fi
echo "selected $best"
echo "DEVELOPER_DIR=$best/Contents/Developer" >> "${GITHUB_ENV:-/dev/null}"
