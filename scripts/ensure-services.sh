#!/usr/bin/env bash
# Makes sure what the tests need is on this machine: Debian's Chromium with a Chinese font (the first-day
# screenshots show Chinese text), a running local PostgreSQL and Redis.
set -euo pipefail
if [ ! -x /usr/bin/chromium ]; then
  echo "installing Debian's chromium for the browser tests"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq chromium >/dev/null
fi
if [ -z "$(fc-list :lang=zh 2>/dev/null)" ]; then
  echo "installing Debian's fonts-wqy-microhei so Chromium draws Chinese text"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq fonts-wqy-microhei >/dev/null
fi
if ! pg_isready -q -h 127.0.0.1 -p 5432; then
  echo "starting the local PostgreSQL"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main start
  for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
fi
if ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
  if ! command -v redis-server >/dev/null; then
    echo "installing Debian's redis-server for the push hub tests"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq && apt-get install -y -qq redis-server >/dev/null
  fi
  echo "starting the local Redis"
  redis-server --bind 127.0.0.1 --port 6379 --daemonize yes --save '' >/dev/null
  for _ in $(seq 1 30); do redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1 && break; sleep 1; done
fi
