#!/usr/bin/env bash
# Every test: generated types and schema checks, type check, unit and schema snapshots, the API suite on SQLite
# and again on PostgreSQL, and the browser suite in Chromium against the real server.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-services.sh
export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
vitest=node_modules/.bin/vitest

echo "== generated types are current, schemas are valid"
npm run -s check:gen
npm run -s check:schemas
echo "== type check"
node_modules/.bin/tsc --noEmit -p tsconfig.json
echo "== client build (the browser suite runs against it)"
node_modules/.bin/vite build --logLevel warn
echo "== unit and schema snapshot tests"
$vitest run --project unit --project schemas
echo "== API tests on SQLite"
$vitest run --project api
echo "== API tests on PostgreSQL ($TEST_DATABASE_URL)"
TEST_DB=postgres $vitest run --project api
echo "== browser tests in Chromium"
$vitest run --project e2e --no-file-parallelism
