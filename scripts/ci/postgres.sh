#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on loopback for the server tests that need one
# (TEST_DATABASE_URL), using Debian's package binaries. Usage: `source scripts/ci/postgres.sh`;
# it exports TEST_DATABASE_URL and stops the cluster when the calling shell exits. TEST_PG_DATA and
# TEST_PG_BIN say where the cluster is: the deployment rehearsal (tests/rehearsal) restarts it.
set -euo pipefail
PG_PORT="${PG_PORT:-55432}"
PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
if [ -z "$PG_BIN" ]; then echo "PostgreSQL binaries not found (apt-get install postgresql)" >&2; return 1 2>/dev/null || exit 1; fi
PG_DIR="$(mktemp -d /tmp/ci-pg.XXXXXX)"
as_pg() {
  # initdb refuses to run as root: run the cluster as the package's postgres user then.
  if [ "$(id -u)" = 0 ]; then chown -R postgres "$PG_DIR"; su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi
}
as_pg "'$PG_BIN/initdb' -D '$PG_DIR/data' -U postgres --auth=trust -E UTF8 >'$PG_DIR/initdb.log'"
as_pg "'$PG_BIN/pg_ctl' -D '$PG_DIR/data' -l '$PG_DIR/server.log' -w -o \"-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off\" start >/dev/null"
stop_test_postgres() { as_pg "'$PG_BIN/pg_ctl' -D '$PG_DIR/data' -m fast stop" >/dev/null 2>&1 || true; }
trap stop_test_postgres EXIT
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
export TEST_PG_DATA="$PG_DIR/data" TEST_PG_BIN="$PG_BIN"
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') for the tests at $TEST_DATABASE_URL"
