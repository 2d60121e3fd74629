#!/usr/bin/env bash
# Installs what is missing, builds the client, migrates, seeds and serves the app on the embedded database.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x node_modules/.bin/tsx ] || npm ci
if [ "${SKIP_BUILD:-}" != "1" ]; then node_modules/.bin/vite build --logLevel warn; fi
exec node_modules/.bin/tsx src/server/main.ts
