#!/usr/bin/env bash
# Installs what is missing, builds the client (only when its sources changed), migrates, seeds and serves the app on
# the embedded database.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x node_modules/.bin/tsx ] || npm ci

# What the built client is made of: its sources, the shared code and gallery files it bundles, the lockfile, the build
# configuration and the VITE_ variables. Schemas other than the gallery are served at run time, so editing them
# (the configurator's loop) needs no build.
client_fingerprint() {
  {
    find src/client renderer validators src/shared schemas/gallery package-lock.json package.json vite.config.ts vite.aliases.ts tsconfig.json -type f -print0 \
      | LC_ALL=C sort -z | xargs -0 sha1sum
    env | LC_ALL=C grep '^VITE_' | LC_ALL=C sort || true
  } | sha1sum | cut -d' ' -f1
}

STAMP=dist/client-fingerprint
if [ "${SKIP_BUILD:-}" != "1" ]; then
  fingerprint=$(client_fingerprint)
  if [ -f dist/client/index.html ] && [ "$(cat "$STAMP" 2>/dev/null)" = "$fingerprint" ]; then
    echo "client unchanged since the last build: not rebuilding (dist/client)"
  else
    rm -f "$STAMP"
    node_modules/.bin/vite build --logLevel warn
    echo "$fingerprint" > "$STAMP"
  fi
fi
exec node_modules/.bin/tsx src/server/main.ts
