#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Custody contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/history.sh: the time of one append to a lab's case history on PostgreSQL, with one
# station and with four appending at once, beside the station's own SQLite history.
#
# What it measures
#   A PostgreSQL cluster of the script's own (initdb in a private folder, a Unix socket only,
#   default settings: fsync on), set up with `custody-cli history init`. Each station is one
#   historywriter process (tests/core) appending BENCH_EVENTS events, one transaction each (the
#   lock, the chain's head, the insert, the commit), as custody-cli and the GUI do. The table gives the
#   median and the 99th percentile of the time per append, in milliseconds:
#     postgresql, 1 station      one process alone
#     postgresql, 4 stations     four processes at once (every append waits for the others)
#     sqlite, 1 station          the same against an SQLite history on the same disk
#   Every run ends with `custody-cli history check`: the chain must hold, or the script stops.
#
# How to run (as root: the server runs as the postgres user)
#   bench/history.sh [BUILD_FOLDER]
#   Needs Debian's postgresql package and a build with the tests (historywriter).
#   Environment: BENCH_EVENTS (default 500).
set -euo pipefail
export LC_ALL=C

SCRIPT_DIR=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)
BUILD=${1:-$SCRIPT_DIR/../build}
BENCH_EVENTS=${BENCH_EVENTS:-500}
CLI=$BUILD/app/custody-cli
APPEND=$BUILD/tests/core/historywriter

WORK=""
PG_BIN=""
die() { printf 'history.sh: error: %s\n' "$*" >&2; exit 1; }
as_postgres() { runuser -u postgres -- "$@"; }
cleanup() {
    set +e
    [[ -n $WORK && -f $WORK/data/postmaster.pid ]] && as_postgres "$PG_BIN/pg_ctl" -D "$WORK/data" -m fast -w stop >/dev/null
    [[ -n $WORK ]] && rm -rf "$WORK"
}
trap cleanup EXIT INT TERM

[[ $(id -u) -eq 0 ]] || die "needs root (the server runs as the postgres user)"
[[ -x $CLI ]] || die "no custody-cli in $BUILD: build it first"
[[ -x $APPEND ]] || cmake --build "$BUILD" --target historywriter >/dev/null
PG_BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
[[ -n $PG_BIN && -x $PG_BIN/initdb ]] || die "no PostgreSQL server (Debian: postgresql)"
id postgres >/dev/null 2>&1 || die "no postgres user (Debian's postgresql package makes it)"

WORK=$(mktemp -d /tmp/custody-history-bench.XXXXXX)
chown postgres: "$WORK"
as_postgres "$PG_BIN/initdb" -D "$WORK/data" -U postgres -A trust -E UTF8 --locale=C >/dev/null
as_postgres "$PG_BIN/pg_ctl" -D "$WORK/data" -w -l "$WORK/server.log" \
    -o "-k $WORK -c listen_addresses=''" start >/dev/null
as_postgres "$PG_BIN/createdb" -h "$WORK" -U postgres custody
url="postgresql:///custody?host=$WORK&user=postgres"
"$CLI" history init "$url" >/dev/null

# Median and 99th percentile, in ms, of the microsecond figures in the files given.
percentiles() {
    sort -n "$@" | awk '{ v[NR] = $1 } END {
        m = v[int((NR + 1) / 2)]; p = v[int(NR * 0.99 + 0.999)]
        printf "%8.2f %8.2f %7d\n", m / 1000, p / 1000, NR }'
}
# Runs STATIONS appenders at once against HISTORY; prints the row of the table.
run() { # name history stations
    local name=$1 history=$2 stations=$3 pids=() i
    for ((i = 1; i <= stations; i++)); do
        "$APPEND" "$history" "station$i" "$BENCH_EVENTS" --times >"$WORK/times.$i" &
        pids+=($!)
    done
    for pid in "${pids[@]}"; do wait "$pid" || die "$name: an appender failed"; done
    "$CLI" history check --history "$history" >/dev/null || die "$name: the chain does not hold"
    printf '%-26s %s\n' "$name" "$(percentiles "$WORK"/times.*)"
    rm -f "$WORK"/times.*
}

echo "# bench/history.sh: $(nproc) CPUs, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $("$PG_BIN/postgres" --version)"
echo "# $BENCH_EVENTS events per station; time per append in ms"
printf '%-26s %8s %8s %7s\n' "history" "median" "p99" "events"
run "postgresql, 1 station" "$url" 1
run "postgresql, 4 stations" "$url" 4
run "sqlite, 1 station" "$WORK/history.sqlite" 1
