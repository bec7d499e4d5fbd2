#!/usr/bin/env bash
# `npm test`: the type-check and the features run beside the unit tests; a failure in any of the three
# fails the run. Ends with scripts/test-summary.js: one line per reason tests were skipped, then the
# `N passed, N failed, N skipped` line that CI reads.
set -u
cd "$(dirname "$0")/.."
bin=node_modules/.bin
rm -f reports/vitest.json reports/cucumber/cucumber.json
mkdir -p reports
tsc_log=$(mktemp)
# The type-check runs on tsgo (@typescript/native-preview, TypeScript's port to native code) on one
# thread: 7-9 CPU-s where tsc 6 takes 27 (cold, as on CI's clean clone), with the same diagnostics (a
# planted type error and a planted missing property gave the same two lines from both); incremental, it
# keeps what it learnt in reports/.tsgo.tsbuildinfo (not committed): 2.5 CPU-s on a re-run. `npm run
# typecheck` still runs tsc 6, the compiler ts-node and the editors use.
"$bin/tsgo" --noEmit -p . --singleThreaded --incremental --tsBuildInfoFile reports/.tsgo.tsbuildinfo > "$tsc_log" 2>&1 &
tsc_pid=$!
# The CLI's start-up snapshot (bin/snapshot.js), built now if the sources changed, so that the commands
# the tests start load it instead of the TypeScript (about 0.5 CPU-s a start instead of 1.2); a command
# started while it is being built starts the ordinary way.
node -e "require('./bin/snapshot').prepare()" > /dev/null 2>&1 &
snapshot_pid=$!
# The features run beside the unit tests too, their output held until the unit tests have printed theirs:
# vitest's two workers leave a core idle for the tail of the run (its longest files finish one at a time),
# and the features, one process, fill it instead of starting after it.
cucumber_log=$(mktemp)
# Its `test` profile (cucumber.js) writes only the progress line and the JSON the summary reads.
"$bin/cucumber-js" --profile test > "$cucumber_log" 2>&1 &
cucumber_pid=$!
"$bin/vitest" run; unit=$?
wait "$cucumber_pid"; features=$?
cat "$cucumber_log"
rm -f "$cucumber_log"
wait "$tsc_pid"; types=$?
wait "$snapshot_pid"
if [ "$types" -ne 0 ]; then echo "type-check: FAILED"; cat "$tsc_log"; else echo "type-check: no errors"; fi
rm -f "$tsc_log"
node scripts/test-summary.js || exit 1
[ "$types" -eq 0 ] && [ "$unit" -eq 0 ] && [ "$features" -eq 0 ]
