#!/usr/bin/env bash
# Opens, or updates, the one pull request that brings the night's new seed files home: they are
# committed on the branch $BRANCH (default nightly-seeds), on top of what it already holds, and the
# pull request's body is set to the night's table. With the `gh` CLI and GH_TOKEN.
#
# The checkout keeps no credentials, so git fetches and pushes through gh's credential helper
# (`gh auth setup-git`), with GH_TOKEN. A push made with the workflow's token starts no workflow, so after
# a push the script dispatches ci.yml on the branch (`gh workflow run`, which that token may start): the
# new seeds replay in swift test on Linux, macOS and iOS before anyone merges them.
#
# Environment: NEW_SEEDS (a folder holding Seeds/...), BODY (the body's file), BASE (the branch
# the pull request targets), BRANCH (optional). Run in a checkout of BASE, with push access.
set -euo pipefail
branch="${BRANCH:-nightly-seeds}"
gh auth setup-git
git config user.name "duo-fuzz nightly"
git config user.email "duo-fuzz-nightly@users.noreply.github.com"
if git fetch --quiet origin "$branch" 2>/dev/null; then
    git checkout --quiet -B "$branch" FETCH_HEAD
else
    git checkout --quiet -B "$branch"
fi
cp -R "$NEW_SEEDS/Seeds/." Seeds/
git add Seeds
pushed=false
if git diff --cached --quiet; then
    echo "the branch $branch holds every new seed already"
else
    git commit --quiet -m "Seeds: the nightly fuzz run's new counterexamples"
    git push --quiet origin "$branch"
    pushed=true
fi
number=$(gh pr list --head "$branch" --base "$BASE" --state open --json number --jq '.[0].number // empty')
if [ -n "$number" ]; then
    gh pr edit "$number" --body-file "$BODY"
    echo "updated pull request #$number"
else
    gh pr create --head "$branch" --base "$BASE" --title "Nightly fuzz: new counterexamples" --body-file "$BODY"
fi
if [ "$pushed" = true ]; then
    gh workflow run ci.yml --ref "$branch"
    echo "dispatched ci.yml on $branch"
fi
