#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster:
#
#   bash Scripts/with-postgres.sh swift test --filter ReadoutStoreTests
#
# The cluster lives in a temp dir, listens on a free port on 127.0.0.1 (socket in that dir too),
# trusts local connections and has a superuser named `readout`. The command sees
#   READOUT_TEST_POSTGRES_URL=postgres://readout@127.0.0.1:PORT/postgres   (an admin URL)
#   READOUT_REQUIRE_POSTGRES=1                                              (tests must not skip)
# The cluster is stopped and its directory deleted when the command ends, fails or is
# interrupted; the script exits with the command's status.
# Override the server binaries with PG_BIN=/usr/lib/postgresql/NN/bin.
set -uo pipefail

if [ "$#" -eq 0 ]; then
    echo "usage: bash Scripts/with-postgres.sh COMMAND [ARGS...]" >&2
    exit 2
fi

# Newest installed server version unless PG_BIN says otherwise (sort -V: 9 < 15 < 16).
PG_BIN="${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}"
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ] || [ ! -x "$PG_BIN/pg_ctl" ]; then
    echo "with-postgres: no PostgreSQL server binaries in /usr/lib/postgresql/*/bin." >&2
    echo "Install them with: apt-get install postgresql (or set PG_BIN to the directory holding initdb and pg_ctl)." >&2
    exit 1
fi

PG_TMP="$(mktemp -d "${TMPDIR:-/tmp}/readout-pg.XXXXXX")" || { echo "with-postgres: mktemp failed" >&2; exit 1; }
PG_DATA="$PG_TMP/data"
PG_LOG="$PG_TMP/server.log"
SERVER_STARTED=0

# PostgreSQL refuses to run as root, so as root the cluster belongs to the `postgres` user.
# The commands run from inside the temp dir so that user never needs access to our cwd.
if [ "$(id -u)" -eq 0 ]; then
    if ! id postgres >/dev/null 2>&1; then
        echo "with-postgres: running as root but there is no 'postgres' user to run the server as." >&2
        rm -rf "$PG_TMP"
        exit 1
    fi
    chown postgres: "$PG_TMP"
    as_server_user() { (cd "$PG_TMP" && runuser -u postgres -- "$@"); }
else
    as_server_user() { (cd "$PG_TMP" && "$@"); }
fi

cleanup() {
    if [ "$SERVER_STARTED" -eq 1 ]; then
        # Immediate mode: the data is thrown away anyway, so there is nothing to checkpoint.
        if ! as_server_user "$PG_BIN/pg_ctl" -D "$PG_DATA" -m immediate -w -t 20 stop >/dev/null 2>&1; then
            # Last resort so no postmaster outlives us: its pid is the first line of postmaster.pid.
            pid="$(head -n 1 "$PG_DATA/postmaster.pid" 2>/dev/null || true)"
            [ -n "$pid" ] && kill -9 "$pid" 2>/dev/null
        fi
    fi
    rm -rf "$PG_TMP"
}
trap cleanup EXIT
# Turn signals into an exit so the EXIT trap runs; 128+N is the usual status for "killed by N".
trap 'exit 130' INT
trap 'exit 143' TERM
trap 'exit 129' HUP

free_port() {
    if command -v python3 >/dev/null 2>&1; then
        python3 -c 'import socket;s=socket.socket();s.bind(("127.0.0.1",0));print(s.getsockname()[1]);s.close()'
    else
        # No python: try random high ports until one refuses connections.
        local port
        for _ in $(seq 1 50); do
            port=$((20000 + RANDOM % 40000))
            if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
                echo "$port"
                return 0
            fi
        done
        return 1
    fi
}

if ! as_server_user "$PG_BIN/initdb" -D "$PG_DATA" -U readout -A trust -E UTF8 --locale=C --no-sync \
        >"$PG_TMP/initdb.log" 2>&1; then
    echo "with-postgres: initdb failed:" >&2
    cat "$PG_TMP/initdb.log" >&2
    exit 1
fi

# Another process may grab the port between choosing and binding it, so try a few.
for attempt in 1 2 3; do
    PORT="$(free_port)" || { echo "with-postgres: found no free TCP port" >&2; exit 1; }
    # max_connections: parallel tests each create their own database and pool.
    if as_server_user "$PG_BIN/pg_ctl" -D "$PG_DATA" -l "$PG_LOG" -w -t 60 \
            -o "-p $PORT -k $PG_TMP -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
            start >"$PG_TMP/pg_ctl.log" 2>&1; then
        SERVER_STARTED=1
        break
    fi
    # pg_ctl may have left a half-started server behind on timeout; make sure it is gone.
    as_server_user "$PG_BIN/pg_ctl" -D "$PG_DATA" -m immediate -w stop >/dev/null 2>&1
    if [ "$attempt" -eq 3 ]; then
        echo "with-postgres: the PostgreSQL server did not start. pg_ctl said:" >&2
        cat "$PG_TMP/pg_ctl.log" >&2
        echo "--- server log ($PG_LOG) ---" >&2
        cat "$PG_LOG" >&2 2>/dev/null
        exit 1
    fi
done

export READOUT_TEST_POSTGRES_URL="postgres://readout@127.0.0.1:$PORT/postgres"
export READOUT_REQUIRE_POSTGRES=1
echo "with-postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT (data in $PG_TMP)" >&2

"$@"
status=$?
exit "$status"
