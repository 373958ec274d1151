#!/usr/bin/env bash
# Builds Examples/CardServer (release), starts it on loopback, and loads it from a second process with wrk until
# REQUESTS requests (default 100,000) have been answered, with the server on one core, then on two; prints wrk's
# requests, rate and latency percentiles, errors, and the server's resident memory sampled every 10 s. Not part
# of CI; the figures go in Benchmarks/Results/.
#
#   scripts/card-server-load.sh [REQUESTS]
set -euo pipefail
cd "$(dirname "$0")/.."
requests="${1:-100000}"
port=8089
command -v wrk >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk; }
./scripts/install-deps.sh
(cd Examples/CardServer && swift build -c release 2>&1 | grep -v 'warning:\|CMakeLists' || true)
server=Examples/CardServer/.build/release/CardServer
# Each of wrk's two threads stops once it has had its half of the responses and leaves a mark; wrk itself waits
# out its duration after its threads stop, so a watcher interrupts it (wrk then prints its figures) once both
# marks are there, and the rate is over the time the requests took.
counter=$(mktemp --suffix=.lua)
marks=$(mktemp -d)
cat >"$counter" <<LUA
local threads = 0
function setup(thread)
    threads = threads + 1
    thread:set("id", threads)
end
local answered = 0
function response(status, headers, body)
    answered = answered + 1
    if answered == $((requests / 2)) then
        io.open("$marks/" .. id, "w"):close()
        wrk.thread:stop()
    end
end
LUA
trap '[ -n "${pid:-}" ] && kill "$pid" 2>/dev/null; [ -n "${sampler:-}" ] && kill "$sampler" 2>/dev/null; rm -rf "$counter" "$marks"; true' EXIT
resident() { awk '/VmRSS/ {printf "%.1f", $2 / 1024}' "/proc/$1/status" 2>/dev/null; }
for cores in 0 0-1; do
    taskset -c "$cores" "$server" "$port" >/dev/null 2>&1 &
    pid=$!
    for _ in $(seq 100); do curl -sf -o /dev/null "http://127.0.0.1:$port/card" && break; sleep 0.1; done
    curl -s -o /dev/null -w "a bad request answers %{http_code}\n" "http://127.0.0.1:$port/card?scale=9"
    echo "server on CPU $cores: resident before $(resident $pid) MB"
    (while sleep 10; do printf '%s ' "$(resident $pid)"; done) &
    sampler=$!
    # The duration is only a ceiling: the script above stops wrk at the count.
    rm -f "$marks"/*
    wrk -t2 -c8 -d3600s --timeout 10s --latency -s "$counter" \
        "http://127.0.0.1:$port/card?title=Hello%20from%20a%20server&theme=sunset" &
    load=$!
    until [ "$(ls "$marks" | wc -l)" -ge 2 ]; do sleep 0.2; done
    kill -INT "$load"; wait "$load" || true
    kill "$sampler"; wait "$sampler" 2>/dev/null || true
    sampler=
    echo
    echo "server on CPU $cores: resident after $(resident $pid) MB (above: every 10 s, in MB)"
    curl -s -o /dev/null -w "after the run, a card answers %{http_code}\n" "http://127.0.0.1:$port/card"
    kill "$pid"; wait "$pid" 2>/dev/null || true
    pid=
done
