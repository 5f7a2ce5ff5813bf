#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server, for the tests that otherwise use PGlite:
#   bash scripts/with-postgres.sh npx vitest run --project node server
# Installs Debian's postgresql when missing (as root), starts a new cluster in a temporary folder on a free
# port of 127.0.0.1 (no fsync: nothing in it is worth keeping), exports TEST_DATABASE_URL, runs the command,
# then stops the cluster and deletes it. Exits with the command's status.
set -euo pipefail
cd "$(dirname "$0")/.."

pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

if [ -z "$(pg_bin)" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "PostgreSQL がありません: apt-get で入れます…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  else
    echo "PostgreSQL が見つかりません。次を実行してください: sudo apt-get install -y postgresql" >&2
    exit 1
  fi
fi
bin=$(pg_bin)

# initdb and postgres refuse to run as root: run them as the postgres user the package created.
as_owner() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

dir=$(mktemp -d -t with-postgres.XXXXXX)
[ "$(id -u)" = 0 ] && chown postgres: "$dir"
port=$(node scripts/free-port.mjs)

stop() {
  as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT

as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --no-locale >"$dir/initdb.log" 2>&1 ||
  { cat "$dir/initdb.log" >&2; exit 1; }
options="-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -o "$options" -w -t 60 start >/dev/null ||
  { cat "$dir/server.log" >&2; exit 1; }

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') を $TEST_DATABASE_URL で起動しました"
set +e
"$@"
status=$?
set -e
exit "$status"
