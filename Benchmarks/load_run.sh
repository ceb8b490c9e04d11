#!/usr/bin/env bash
# The load run of make bench: 50 users for 60 s against the release server on SQLite, then
# against two instances sharing one PostgreSQL (started by Scripts/with-postgres.sh), requests
# going round robin. JSON lines for report.py on stdout. Usage: load_run.sh PHOTO [USERS] [SECONDS]
set -euo pipefail
photo=$1
users=${2:-50}
seconds=${3:-60}
readout=.build/release/readout
work=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT

free_port() { python -c "import socket; s = socket.socket(); s.bind(('127.0.0.1', 0)); print(s.getsockname()[1])"; }
start_server() {  # DATABASE → "pid port"
  local port; port=$(free_port)
  "$readout" serve --port "$port" --database "$1" --log-level warning >> "$work/server.log" 2>&1 &
  local pid=$!
  for _ in $(seq 1 100); do
    python -c "import urllib.request as r; r.urlopen('http://127.0.0.1:$port/healthz', timeout=1)" 2> /dev/null && { echo "$pid $port"; return; }
    sleep 0.2
  done
  echo "readout serve did not start; its log:" >&2; cat "$work/server.log" >&2; exit 1
}

read -r pid port < <(start_server "$work/load.sqlite")
python Benchmarks/load.py --base "http://127.0.0.1:$port" --pid "$pid" --users "$users" --seconds "$seconds" --photo "$photo" --label sqlite
kill "$pid"; wait "$pid" 2>/dev/null || true

if command -v pg_ctl > /dev/null 2>&1 || ls /usr/lib/postgresql/*/bin/pg_ctl > /dev/null 2>&1; then
  export photo users seconds readout work
  export -f free_port start_server
  bash Scripts/with-postgres.sh bash -c '
    set -euo pipefail
    url="${READOUT_TEST_POSTGRES_URL%/postgres}/readout_load"
    psql "$READOUT_TEST_POSTGRES_URL" -qc "CREATE DATABASE readout_load" > /dev/null
    read -r pid1 port1 < <(start_server "$url")
    read -r pid2 port2 < <(start_server "$url")
    python Benchmarks/load.py --base "http://127.0.0.1:$port1" --base "http://127.0.0.1:$port2" --pid "$pid1" --pid "$pid2" \
      --users "$users" --seconds "$seconds" --photo "$photo" --label postgres-2
    kill "$pid1" "$pid2"; wait 2>/dev/null || true'
fi
