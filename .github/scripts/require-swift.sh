#!/usr/bin/env bash
# Prints the selected Xcode's and Swift's versions, and fails unless Swift is $1 (major.minor) or newer: the
# exit tests' capture lists need Swift 6.3.
set -euo pipefail
need="${1:?usage: require-swift.sh MAJOR.MINOR}"
if command -v xcodebuild >/dev/null; then xcodebuild -version; fi
text="$(swift --version 2>&1)"
echo "$text"
if [[ ! "$text" =~ Swift\ version\ ([0-9]+)\.([0-9]+) ]]; then
    echo "require-swift.sh: no Swift version in the output above" >&2
    exit 1
fi
have=$(( BASH_REMATCH[1] * 100 + BASH_REMATCH[2] ))
want=$(( ${need%%.*} * 100 + ${need#*.} ))
if [ "$have" -lt "$want" ]; then
    echo "require-swift.sh: Swift ${BASH_REMATCH[1]}.${BASH_REMATCH[2]} is older than $need" >&2
    exit 1
fi
