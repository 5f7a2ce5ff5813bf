#!/usr/bin/env bash
# Builds Storybook statically, serves it on a free local port, and runs every story's play function
# plus an axe check in Debian Chromium (@storybook/test-runner). Writes the jest JSON result to
# .tmp/stories.json so scripts/test-all.sh can count it.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
# STORYBOOK_OUT / STORIES_JSON let two runs share a working tree without overwriting each other.
out=${STORYBOOK_OUT:-storybook-static}
report=${STORIES_JSON:-.tmp/stories.json}
# --test: no docs pages, docgen or source maps, which no story's test reads (the build takes a third of the time).
npx storybook build --test -o "$out" --quiet --disable-telemetry >.tmp/storybook-build.log 2>&1 || {
  cat .tmp/storybook-build.log
  exit 1
}
port=$(node scripts/free-port.mjs)
# The binary itself, not through npx: npx runs vite as a child, so killing $! would orphan the server.
node_modules/.bin/vite preview --outDir "$out" --port "$port" --strictPort --host 127.0.0.1 >.tmp/storybook-serve.log 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 1 60); do
  curl -fs "http://127.0.0.1:$port/index.json" >/dev/null && break
  sleep 0.5
done
# --testTimeout: a story's 15 s default (load, play, axe) was exceeded on two busy cores by the 50,000-row
# table's story; 60 s still ends a story that hangs.
# test-storybook declares --outputFile as a flag without a value ("--outputFile=<file>" is rejected as
# an unknown option), so take jest's --json report from stdout: it is the one line there starting with
# "{"; test-storybook's own "[test-storybook] ..." notes share stdout, the test output goes to stderr.
npx test-storybook --url "http://127.0.0.1:$port" --index-json --maxWorkers=2 --testTimeout=60000 --json "$@" | grep '^{' >"$report"
