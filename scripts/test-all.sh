#!/usr/bin/env bash
# Every test, in order: typecheck, lint, boundaries, Vitest (unit/contract/model/server on PGlite), the
# server tests again on a real PostgreSQL (Debian's, installed when missing), Storybook
# build + test-runner (play functions + axe), end-to-end in Chromium. Each stage runs even when an
# earlier one failed, so one run shows everything; the last line sums all runners: "N passed, N failed".
# Vitest's own default is one worker fewer than the cores: one worker on CI's two. Two workers took the
# unit stage from 606 s to 471 s and PostgreSQL's from 327 s to 235 s there.
# One module graph per worker for the contract, server and ui tests (vitest.config.ts's node project) then
# took the node tests from 426 s to 260 s and PostgreSQL's stage from 263 s to 137 s (2026-11-29).
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
rm -f .tmp/*.json
passed=0
failed=0
failures=()

count_json() { # jest/vitest JSON report → adds its passed/failed test counts
  local file=$1 stage=$2
  if [ -s "$file" ]; then
    read -r p f < <(node -e 'const r=require(process.argv[1]);console.log(r.numPassedTests??0, (r.numFailedTests??0)+(r.numRuntimeErrorTestSuites??0))' "$(pwd)/$file")
    passed=$((passed + p))
    failed=$((failed + f))
    [ "$f" -gt 0 ] && failures+=("$stage")
  fi
}

stage() { # a check without a test count: one pass or one failure
  local name=$1
  shift
  echo "── $name"
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); failures+=("$name"); fi
}

counted() { # a runner writing a JSON report; a crash without a report counts as one failure
  local name=$1 file=$2
  shift 2
  echo "── $name"
  "$@"
  local code=$?
  if [ -s "$file" ]; then
    count_json "$file" "$name"
    if [ $code -ne 0 ] && [[ ! " ${failures[*]-} " == *" $name "* ]]; then failed=$((failed + 1)); failures+=("$name"); fi
  elif [ $code -ne 0 ]; then
    failed=$((failed + 1))
    failures+=("$name")
  fi
}

stage 'chromium' bash scripts/ensure-chromium.sh
stage 'typecheck' npx tsc --noEmit -p tsconfig.json
stage 'lint' npx biome check .
stage 'boundaries' npm run --silent boundaries
counted 'vitest' .tmp/unit.json npx vitest run --project node --project model --project dom --maxWorkers=2 --reporter=default --reporter=json --outputFile.json=.tmp/unit.json
counted 'server on PostgreSQL' .tmp/postgres.json bash scripts/with-postgres.sh npx vitest run --project node server --maxWorkers=2 --reporter=default --reporter=json --outputFile.json=.tmp/postgres.json
counted 'storybook' .tmp/stories.json bash scripts/test-stories.sh
stage 'build' npx vite build --logLevel warn
counted 'e2e' .tmp/e2e.json npx vitest run --project e2e --reporter=default --reporter=json --outputFile.json=.tmp/e2e.json

# Last, so the end of the output (often all a CI log keeps) names what failed.
npx tsx scripts/list-failures.ts .tmp/unit.json .tmp/postgres.json .tmp/stories.json .tmp/e2e.json
[ ${#failures[@]} -gt 0 ] && echo "失敗した段階: ${failures[*]}"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
