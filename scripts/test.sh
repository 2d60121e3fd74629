#!/usr/bin/env bash
# Every test: generated types and schema checks, lint, type check, unit and schema snapshots, the API suite on SQLite
# and again on PostgreSQL, and the browser suite in Chromium against the real server.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-services.sh
export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
vitest=node_modules/.bin/vitest

echo "== generated types and reference are current, schemas are valid"
npm run -s check:gen
npm run -s check:docs
npm run -s check:schemas
echo "== lint and format"
npm run -s lint
npm run -s format:check
echo "== type check"
node_modules/.bin/tsc --noEmit -p tsconfig.json
echo "== client build (the browser suite runs against it) and the login route's JavaScript budget"
node_modules/.bin/vite build --logLevel warn --manifest
node_modules/.bin/tsx scripts/check-bundle-budget.ts dist/client
# Each stage prints what it took (the README gives the figures by stage).
stage() {
  local name=$1 started=$SECONDS status=0
  shift
  "$@" || status=$?
  echo "== $name: $((SECONDS - started)) s$([ "$status" = 0 ] || echo ", failed")"
  return "$status"
}

echo "== unit and schema snapshot tests"
stage "unit and schema snapshot tests" $vitest run --project unit --project schemas --maxWorkers=2
# The two API runs at once: much of each one's time is waiting on its database and HTTP. The PostgreSQL run writes
# to a log that is shown when both have ended.
echo "== API tests on SQLite, and at the same time on PostgreSQL ($TEST_DATABASE_URL)"
pg_log=$(mktemp)
stage "API tests on PostgreSQL" env TEST_DB=postgres $vitest run --project api --maxWorkers=2 --poolOptions.forks.isolate=false >"$pg_log" 2>&1 &
pg_run=$!
sqlite_status=0
stage "API tests on SQLite" $vitest run --project api --maxWorkers=2 --poolOptions.forks.isolate=false || sqlite_status=$?
pg_status=0
wait $pg_run || pg_status=$?
echo "== API tests on PostgreSQL ($TEST_DATABASE_URL)"
cat "$pg_log"
rm -f "$pg_log"
if [ "$sqlite_status" != 0 ] || [ "$pg_status" != 0 ]; then exit 1; fi
echo "== browser tests in Chromium"
$vitest run --project e2e --no-file-parallelism
