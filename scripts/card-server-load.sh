#!/usr/bin/env bash
# Builds Examples/CardServer (release), starts it on loopback, and loads it from a second process with wrk for
# SECONDS seconds (default 60) with the server on one core, then on two; prints wrk's requests, rate and
# latency percentiles, errors, and the server's resident memory before and after each. Not part of CI; the
# figures go in Benchmarks/Results/.
#
#   scripts/card-server-load.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
port=8089
command -v wrk >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk; }
./scripts/install-deps.sh
(cd Examples/CardServer && swift build -c release 2>&1 | grep -v 'warning:\|CMakeLists' || true)
server=Examples/CardServer/.build/release/CardServer
trap '[ -n "${pid:-}" ] && kill "$pid" 2>/dev/null || true' EXIT
resident() { awk '/VmRSS/ {printf "%.1f MB", $2 / 1024}' "/proc/$1/status"; }
for cores in 0 0-1; do
    taskset -c "$cores" "$server" "$port" >/dev/null 2>&1 &
    pid=$!
    for _ in $(seq 100); do curl -sf -o /dev/null "http://127.0.0.1:$port/card" && break; sleep 0.1; done
    curl -s -o /dev/null -w "a bad request answers %{http_code}\n" "http://127.0.0.1:$port/card?scale=9"
    echo "server on CPU $cores: resident before $(resident $pid)"
    wrk -t2 -c8 -d"${seconds}s" --timeout 10s --latency \
        "http://127.0.0.1:$port/card?title=Hello%20from%20a%20server&theme=sunset"
    echo "server on CPU $cores: resident after $(resident $pid)"
    kill "$pid"; wait "$pid" 2>/dev/null || true
    pid=
done
